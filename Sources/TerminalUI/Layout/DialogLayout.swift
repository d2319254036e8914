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
        /// The items shown (its fields, then its buttons), from item `top`: their lines and styles, and
        /// the selected field's cursor (its column in the line, and the width of the character under it).
        /// Kept in the array, not beside it: a frame, copied several times a key, holds the box.
        var buttons: [(text: Text, style: Style, cursor: (column: Int, width: Int)?)]
        var top: Int
        /// How many items the dialog has.
        var count: Int
        /// The row of the first item shown.
        var firstButtonRow: Int
    }

    /// Lays `dialog` out over `area`, item `selected` selected (its fields, then its buttons); a field
    /// selected is typed into, with `editor`'s cursor (at the end of its text when `nil`).
    static func dialogBox(_ dialog: Dialog, selected: Int, editor: LineEditor? = nil, in area: Rect, theme: Theme) -> DialogBox? {
        guard area.width >= 12, area.height >= 4 else { return nil }
        let checks = dialog.buttons.contains { $0.isChosen }
        let buttonLabels = dialog.buttons.map { Text(checks ? ($0.isChosen ? "✓ " : "  ") : "") + $0.label }
        // A field keeps twenty columns for its text, after `Label: `.
        let fieldWidths = dialog.fields.map { DisplayWidth.of($0.label.string) + 2 + 20 }
        let widest = max(DisplayWidth.of(dialog.title) + 4, buttonLabels.map { DisplayWidth.of($0.string) + 2 }.max() ?? 0,
                         dialog.message.map { DisplayWidth.of($0.string) }.max() ?? 0, fieldWidths.max() ?? 0, 24)
        let width = min(area.width - 2, widest + 4)
        let textWidth = max(1, width - 4)
        // Each field as a field line draws it, in the box's width less the marker's two columns; the selected
        // one with its cursor.
        var labels: [Text] = []
        var cursor: (item: Int, column: Int, width: Int)?
        for (index, link) in dialog.fields.enumerated() {
            let label = link.label + ": "
            let text = link.field?.text.get() ?? ""
            let room = max(1, textWidth - 2 - DisplayWidth.of(label.string))
            let shown = index == selected ? editor ?? LineEditor(text) : nil
            let (value, at) = Body.fieldValue(of: link, text: text, prompt: link.field?.prompt, editor: shown, room: room)
            if let at { cursor = (index, 2 + DisplayWidth.of(label.string) + at.column, at.width) }
            labels.append(label + value)
        }
        labels += buttonLabels
        let fieldCount = dialog.fields.count
        var message = dialog.message.flatMap { TextWrap.lines($0, width: textWidth) }
        let room = max(1, area.height - 2)  // inside the frame
        // The items keep at least three lines (all, when fewer); the message what is left.
        let count = dialog.itemCount
        let buttonRoom = min(count, 3)
        let spacer = message.isEmpty ? 0 : 1
        if message.count + spacer + buttonRoom > room { message = Array(message.prefix(max(0, room - spacer - buttonRoom))) }
        let shownButtons = min(count, room - message.count - (message.isEmpty ? 0 : spacer))
        let height = 2 + message.count + (message.isEmpty ? 0 : spacer) + max(0, shownButtons)
        let box = Rect(row: area.row + max(0, (area.height - height) / 2), column: area.column + max(0, (area.width - width) / 2),
                       width: width, height: height)
        let top = shownButtons > 0 ? min(max(0, selected - shownButtons + 1), count - shownButtons) : 0
        var buttons: [(text: Text, style: Style, cursor: (column: Int, width: Int)?)] = []
        for index in top..<(top + max(0, shownButtons)) {
            let isSelected = index == selected
            var style: Style = isSelected ? theme.selection : []
            if index >= fieldCount, dialog.buttons[index - fieldCount].role == .destructive { style = isSelected ? style.union(.bold) : theme.warning }
            let at = cursor.flatMap { $0.item == index ? (column: $0.column, width: $0.width) : nil }
            buttons.append((Text(isSelected ? "▸ " : "  ") + labels[index], style, at))
        }
        let firstButtonRow = box.row + 1 + message.count + (message.isEmpty ? 0 : spacer)
        return DialogBox(area: area, box: box, title: dialog.title, message: message, buttons: buttons, top: top,
                         count: count, firstButtonRow: firstButtonRow)
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
            if let cursor = button.cursor, cursor.column < box.width - 4 {
                canvas.toggleStyle(.reverse, row: row, column: box.column + 2 + cursor.column, width: min(cursor.width, box.width - 4 - cursor.column))
            }
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
