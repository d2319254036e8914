extension StackLayout {
    /// A dialog as a frame draws it: a box in the middle of the area it dims, its title on the frame,
    /// the message's lines, then a line per button (the selected one marked as a link is, a chosen
    /// option checked, a destructive one in the theme's warning style), scrolled to keep the selected
    /// one in view when they don't all fit.
    struct DialogBox {
        /// The area dimmed under it.
        var area: Rect
        var box: Rect
        var title: String
        /// The message's wrapped lines.
        var message: [Text]
        /// The buttons shown, from button `top`: their lines and styles.
        var buttons: [(text: Text, style: Style)]
        var top: Int
        /// How many buttons the dialog has.
        var count: Int
        /// The row of the first button shown.
        var firstButtonRow: Int
    }

    /// Lays `dialog` out over `area`, button `selected` selected.
    static func dialogBox(_ dialog: Dialog, selected: Int, in area: Rect, theme: Theme) -> DialogBox? {
        guard area.width >= 12, area.height >= 4 else { return nil }
        let checks = dialog.buttons.contains { $0.isChosen }
        let labels = dialog.buttons.map { Text(checks ? ($0.isChosen ? "✓ " : "  ") : "") + $0.label }
        let widest = max(DisplayWidth.of(dialog.title) + 4, labels.map { DisplayWidth.of($0.string) + 2 }.max() ?? 0,
                         dialog.message.map { DisplayWidth.of($0.string) }.max() ?? 0, 24)
        let width = min(area.width - 2, widest + 4)
        let textWidth = max(1, width - 4)
        var message = dialog.message.flatMap { TextWrap.lines($0, width: textWidth) }
        let room = max(1, area.height - 2)  // inside the frame
        // The buttons keep at least three lines (all, when fewer); the message what is left.
        let buttonRoom = min(dialog.buttons.count, 3)
        let spacer = message.isEmpty ? 0 : 1
        if message.count + spacer + buttonRoom > room { message = Array(message.prefix(max(0, room - spacer - buttonRoom))) }
        let shownButtons = min(dialog.buttons.count, room - message.count - (message.isEmpty ? 0 : spacer))
        let height = 2 + message.count + (message.isEmpty ? 0 : spacer) + max(0, shownButtons)
        let box = Rect(row: area.row + max(0, (area.height - height) / 2), column: area.column + max(0, (area.width - width) / 2),
                       width: width, height: height)
        let top = shownButtons > 0 ? min(max(0, selected - shownButtons + 1), dialog.buttons.count - shownButtons) : 0
        var buttons: [(text: Text, style: Style)] = []
        for index in top..<(top + max(0, shownButtons)) {
            let isSelected = index == selected
            var style: Style = isSelected ? theme.selection : []
            if dialog.buttons[index].role == .destructive { style = isSelected ? style.union(.bold) : theme.warning }
            buttons.append((Text(isSelected ? "▸ " : "  ") + labels[index], style))
        }
        return DialogBox(area: area, box: box, title: dialog.title, message: message, buttons: buttons, top: top,
                         count: dialog.buttons.count, firstButtonRow: box.row + 1 + message.count + (message.isEmpty ? 0 : spacer))
    }

    static func drawDialog(_ dialog: DialogBox, theme: Theme, into canvas: inout Canvas) {
        let area = dialog.area, box = dialog.box
        canvas.addStyle(.dim, row: area.row, column: area.column, width: area.width, height: area.height)
        canvas.erase(row: box.row, column: box.column, width: box.width, height: box.height)
        drawBox(box, title: dialog.title, theme: theme, into: &canvas)
        for (offset, line) in dialog.message.enumerated() {
            canvas.drawTruncated(line, row: box.row + 1 + offset, column: box.column + 2, maxWidth: box.width - 4)
        }
        for (offset, button) in dialog.buttons.enumerated() {
            let row = dialog.firstButtonRow + offset
            if !button.style.isEmpty { canvas.fill(row: row, column: box.column + 1, count: box.width - 2, style: button.style) }
            canvas.drawTruncated(button.text, row: row, column: box.column + 2, maxWidth: box.width - 4, style: button.style)
        }
        // More buttons above or below those shown.
        if dialog.top > 0 { canvas.draw("↑", row: dialog.firstButtonRow, column: box.right - 1, style: .dim) }
        if dialog.top + dialog.buttons.count < dialog.count {
            canvas.draw("↓", row: dialog.firstButtonRow + dialog.buttons.count - 1, column: box.right - 1, style: .dim)
        }
    }

    /// The index of the button drawn at a cell of `dialog`, if one is.
    static func button(in dialog: DialogBox, column: Int, row: Int) -> Int? {
        let offset = row - dialog.firstButtonRow
        guard dialog.buttons.indices.contains(offset), column > dialog.box.column, column < dialog.box.right else { return nil }
        return dialog.top + offset
    }

    /// The hints while a dialog is up: the keys that select and press its buttons, cancel it, and the
    /// help and quit keys, as the key map has them.
    static func dialogHints(_ keyMap: KeyMap, width: Int) -> [StackFrame.Hint] {
        var hints: [StackFrame.Hint] = []
        for binding in keyMap.bindings {
            guard var hint = StackFrame.Hint(binding) else { continue }
            switch binding.command {
            case .selectPrevious, .selectNext: break
            case .open: hint.word = "choose"
            case .dismiss: hint.word = "cancel"
            case .toggleHelp, .quit: break
            default: continue
            }
            StackFrame.Hint.append(hint, to: &hints)
        }
        return StackFrame.Hint.fitted(hints, width: width)
    }
}
