import Navigation

/// Lays a stack out onto a canvas: breadcrumbs on the top row, the top screen, the keys that apply on
/// the bottom row; sheets as bordered panels over the dimmed stack, covers over all of it; the event
/// panel, a preview and the help over it all when they are open.
enum StackLayout {
    /// A rectangle of cells.
    struct Rect: Equatable {
        var row: Int, column: Int, width: Int, height: Int
        var bottom: Int { row + height - 1 }
        var right: Int { column + width - 1 }
        func inset(by cells: Int) -> Rect {
            Rect(row: row + cells, column: column + cells, width: width - 2 * cells, height: height - 2 * cells)
        }
    }

    /// Below this, a screen is replaced by a message asking for more room.
    static let minimumSize = TerminalSize(width: 20, height: 5)

    // MARK: Building a frame

    /// Lays out a frame of `app` at `size` from its built stacks: everything drawing needs, so that
    /// drawing reads nothing else.
    /// Without `lines`, the bodies' lines are left unbuilt: only where each body is scrolled to is
    /// worked out (and kept by the app), for keys that no frame shows (headless).
    static func frame<Value>(_ app: StackApp<Value>, _ content: StackContent<Value>, size: TerminalSize, lines: Bool = true) -> StackFrame {
        var frame = StackFrame(size: size)
        let width = size.width, height = size.height
        guard width >= minimumSize.width, height >= minimumSize.height else {
            frame.isTooSmall = true
            return frame
        }
        var contentHeight = height - 1
        // A notice wraps onto up to three lines, never more than a third of the screen.
        if let notice = app.linkPrompt?.error ?? app.notice {
            let wrapped = TextWrap.lines(notice, width: width - 2)
            frame.notice = Array(wrapped.prefix(max(1, min(3, height / 3))))
            if frame.notice.count < wrapped.count, let last = frame.notice.indices.last { frame.notice[last] += " …" }
            contentHeight -= frame.notice.count
        }
        if app.isShowingEvents {
            let rows = min(10, max(3, height / 3))
            if contentHeight - rows >= 3 {
                contentHeight -= rows
                frame.events = (Rect(row: contentHeight, column: 0, width: width, height: rows), app.recentEvents(rows - 1))
            }
        }
        frame.theme = app.theme
        frame.area = Rect(row: 0, column: 0, width: width, height: contentHeight)
        frame.panels = panels(app, content, in: frame.area, lines: lines)
        frame.footer = footer(app, width: width, scrolls: frame.panels.last?.scrolls ?? false)
        frame.preview = app.preview
        frame.help = app.isShowingHelp ? app.keyMap.bindings : nil
        return frame
    }

    /// The panels of the visible stacks in `area`: the root stack, or the top-most cover, fills it;
    /// each sheet above it is a panel over the dimmed stack below.
    static func panels<Value>(
        _ app: StackApp<Value>, _ content: StackContent<Value>, in area: Rect, rootTitle: String? = nil, lines: Bool = true
    ) -> [StackFrame.Panel] {
        guard !content.stacks.isEmpty else { return [] }
        // Each sheet's box is inset in the one below; when that gets too small the next fills the area
        // again and hides everything under it. Only the sheets from the last such one are laid out,
        // and only their screens built: a frame costs what is on screen, not the nesting depth.
        var boxes: [Rect] = [area]
        var firstShown = 0
        boxes.reserveCapacity(content.stacks.count)
        for index in content.stacks.indices.dropFirst() {
            let box = sheetRect(in: boxes[index - 1], area: area)
            if box == area { firstShown = index }
            boxes.append(box)
        }
        var panels: [StackFrame.Panel] = []
        if firstShown == 0 {
            panels.append(panel(app, content.stacks[0], content.screen(at: 0), in: area, box: nil,
                                tag: content.coverIsBase ? "full-screen cover" : nil, rootTitle: rootTitle, lines: lines))
            firstShown = 1
        }
        for index in firstShown..<content.stacks.count {
            panels.append(panel(app, content.stacks[index], content.screen(at: index), in: boxes[index].inset(by: 1),
                                box: boxes[index], tag: nil, rootTitle: rootTitle, lines: lines))
        }
        return panels
    }

    private static func panel<Value>(
        _ app: StackApp<Value>, _ stack: Router<Value>, _ screen: Screen, in rect: Rect, box: Rect?, tag: String?, rootTitle: String?,
        lines: Bool
    ) -> StackFrame.Panel {
        var panel = StackFrame.Panel(box: box, rect: rect, tag: nil, breadcrumbs: [], depth: stack.depth, screen: screen,
                                     selected: app.selectedLink(in: screen, of: stack))
        guard rect.width > 2, rect.height > 1 else { return panel }
        // Only the lines on screen are built; where the body was scrolled to is the app's, kept per level.
        let body = Body(screen, selected: panel.selected, width: rect.width, height: rect.height - 1, theme: app.theme)
        panel.top = body.top(from: app.scrollTop(of: stack))
        panel.lineCount = body.total
        app.recordScroll(of: stack, top: panel.top, page: rect.height - 1)
        guard lines else { return panel }
        panel.lines = body.lines(from: panel.top, count: rect.height - 1)
        var available = rect.width - 2
        if let tag, DisplayWidth.of(tag) + 24 <= available {
            available -= DisplayWidth.of(tag) + 2
            panel.tag = tag
        }
        panel.breadcrumbs = app.breadcrumbs(width: available, of: stack, rootTitle: rootTitle)
        return panel
    }

    /// The keys that apply now, from the key map. Back and home are shown disabled at the root of the
    /// active stack; levels, and close, only when there is somewhere to go.
    static func footer<Value>(_ app: StackApp<Value>, width: Int, scrolls: Bool) -> StackFrame.Footer {
        if let prompt = app.linkPrompt {
            let label = " go to: "
            let shown = prompt.editor.visible(width: max(1, width - DisplayWidth.of(label) - 1))
            return .prompt(label: label, text: shown.text, cursor: shown.cursorColumn)
        }
        if app.isShowingHelp { return .message(" any key: close help") }
        if app.preview != nil {
            let open = app.keyMap.binding(for: .open)?.keys.first.map { " \($0.shortSymbol) open it " } ?? ""
            return .message(open + " any other key: close the preview")
        }
        return .hints(app.footerHints(width: width, scrolls: scrolls))
    }

    /// The hints of the commands that apply to `stack`, in the key map's order.
    static func hints<Value>(_ app: StackApp<Value>, keyMap: KeyMap, stack: Router<Value>, scrolls: Bool) -> [StackFrame.Hint] {
        var hints: [StackFrame.Hint] = []
        for binding in keyMap.bindings {
            if let hint = hint(binding, app, stack: stack, scrolls: scrolls) { StackFrame.Hint.append(hint, to: &hints) }
        }
        return hints
    }

    /// A binding's hint as it applies to `stack` now, or `nil` when it doesn't apply.
    static func hint<Value>(_ binding: KeyMap.Binding, _ app: StackApp<Value>, stack: Router<Value>, scrolls: Bool = false) -> StackFrame.Hint? {
        guard var hint = StackFrame.Hint(binding) else { return nil }
        let depth = stack.depth
        switch binding.command {
        case .back, .popToRoot:
            hint.enabled = depth > 0
        case .jump:
            guard depth > 0 else { return nil }
            let last = binding.keys[min(depth, binding.keys.count - 1)]
            if last != binding.keys[0] { hint.key += "-" + last.shortSymbol }
        case .dismiss:
            guard app.router.presentation != nil else { return nil }
        case .nextColumn, .toggleSidebar:
            return nil
        case .goToLink:
            guard app.linkOpener != nil else { return nil }
        case .selectPreviousPage, .selectNextPage, .selectFirst, .selectLast:
            guard scrolls else { return nil }  // only while the body has more lines than it shows
        default:
            break
        }
        return hint
    }

    // MARK: Drawing a frame

    /// Draws `frame` onto `canvas`, which it clears first. Reads nothing but the frame.
    static func draw(_ frame: StackFrame, into canvas: inout Canvas) {
        canvas.clear()
        if frame.isTooSmall {
            drawTooSmall(into: &canvas)
            return
        }
        let theme = frame.theme
        drawPanels(frame.panels, area: frame.area, theme: theme, into: &canvas)
        drawFooter(frame.footer, into: &canvas)
        let noticeTop = canvas.height - 1 - frame.notice.count
        for (offset, line) in frame.notice.enumerated() {
            canvas.drawTruncated(line, row: noticeTop + offset, column: 1, maxWidth: canvas.width - 2, style: theme.warning)
        }
        if let events = frame.events { drawEvents(events.lines, in: events.rect, into: &canvas) }
        if let preview = frame.preview { drawPreview(preview, theme: theme, into: &canvas) }
        if let help = frame.help { drawHelp(help, theme: theme, into: &canvas) }
    }

    /// The stacks' panels, bottom first: each sheet dims what is under it.
    static func drawPanels(_ panels: [StackFrame.Panel], area: Rect, theme: Theme, into canvas: inout Canvas) {
        for panel in panels {
            if let box = panel.box {
                canvas.addStyle(.dim, row: area.row, column: area.column, width: area.width, height: area.height)
                canvas.erase(row: box.row, column: box.column, width: box.width, height: box.height)
                drawBox(box, title: "Sheet", theme: theme, into: &canvas)
            }
            drawStack(panel, theme: theme, into: &canvas)
        }
    }

    /// A sheet's panel: inside `outer`, leaving the stack's breadcrumbs and a margin visible when
    /// there is room, else the whole area.
    static func sheetRect(in outer: Rect, area: Rect) -> Rect {
        let margin = max(1, outer.width / 12)
        let candidate = Rect(row: outer.row + 1, column: outer.column + margin, width: outer.width - 2 * margin, height: outer.height - 1)
        return candidate.width >= 16 && candidate.height >= 5 ? candidate : area
    }

    static func drawStack(_ panel: StackFrame.Panel, theme: Theme, into canvas: inout Canvas) {
        let rect = panel.rect
        guard rect.width > 2, rect.height > 1 else { return }
        drawBreadcrumbs(panel, theme: theme, into: &canvas)
        let body = Rect(row: rect.row + 1, column: rect.column, width: rect.width, height: rect.height - 1)
        drawBody(panel.lines, top: panel.top, total: panel.lineCount, in: body, into: &canvas)
    }

    static func drawBreadcrumbs(_ panel: StackFrame.Panel, theme: Theme, into canvas: inout Canvas) {
        let rect = panel.rect
        let bar = theme.bar, current = theme.bar.union(theme.currentLevel), depth = panel.depth, row = rect.row
        canvas.fill(row: rect.row, column: rect.column, count: rect.width, style: bar)
        if let tag = panel.tag {
            canvas.draw(tag, row: rect.row, column: rect.right - DisplayWidth.of(tag), style: bar.union(.dim))
        }
        forEachBreadcrumb(of: panel) { item, column, room in
            switch item {
            case nil:
                // The bar is blanks in its style already: of " › " only the › is drawn.
                if room >= 2 { canvas.draw("›", row: row, column: column + 1, maxWidth: 1, style: bar) }
                return room
            case let .level(level, title)?:
                return canvas.draw(title, row: row, column: column, maxWidth: room, style: level == depth ? current : bar)
            case .ellipsis?:
                return canvas.draw("…", row: row, column: column, maxWidth: room, style: bar)
            }
        }
    }

    /// Walks a panel's breadcrumbs as they are drawn, left to right: `place` gets each item (`nil` for
    /// the separator before it), its column and the room left, and answers the columns it took. Drawing
    /// and hit-testing walk the same way, so a click lands on what is drawn.
    @inline(__always)
    static func forEachBreadcrumb(of panel: StackFrame.Panel, _ place: (Breadcrumbs.Item?, Int, Int) -> Int) {
        let rect = panel.rect
        var available = rect.width - 2
        if let tag = panel.tag { available -= DisplayWidth.of(tag) + 2 }
        var column = rect.column + 1
        let limit = rect.column + 1 + available
        for (i, item) in panel.breadcrumbs.enumerated() {
            if i > 0 {
                let room = min(Breadcrumbs.separatorWidth, limit - column)
                _ = place(nil, column, room)
                column += max(0, room)
            }
            column += place(item, column, limit - column)
        }
    }

    struct Line {
        var text: Text
        var style: Style
        var indent: Int
        var link: Int?
        var note: String?
        /// Drawn before the text (a link's `▸ `), as part of it.
        var marker: String = ""
        /// Wrapped to fit: drawn without measuring it first.
        var fits = false
        /// A blank line between parts, dropped first when room is short.
        var isSpacing: Bool { text.string.isEmpty && marker.isEmpty }
    }

    /// A screen's title, wrapped paragraphs and links in `rect`, from the top: a preview's.
    static func drawBody(_ screen: Screen, selected: Int?, in rect: Rect, theme: Theme, into canvas: inout Canvas) {
        guard rect.height > 0, rect.width > 2 else { return }
        let body = Body(screen, selected: selected, width: rect.width, height: rect.height, theme: theme)
        let top = body.top(from: 0)
        drawBody(body.lines(from: top, count: rect.height), top: top, total: body.total, in: rect, into: &canvas)
    }

    /// The lines of a body shown from line `top` of `total` in `rect`, with arrows where more is above
    /// or below.
    static func drawBody(_ lines: [Line], top first: Int, total: Int, in rect: Rect, into canvas: inout Canvas) {
        guard rect.height > 0, rect.width > 2 else { return }
        let available = rect.height
        for (offset, line) in lines.prefix(available).enumerated() {
            let row = rect.row + offset
            let maxWidth = rect.width - line.indent - 1
            let column = rect.column + line.indent
            let used: Int
            if line.fits {
                used = canvas.draw(line.text, row: row, column: column, maxWidth: maxWidth, style: line.style)
            } else if !line.marker.isEmpty, maxWidth >= 3 {
                // The same cells as the marker and text drawn as one string, without building it.
                let marked = canvas.draw(line.marker, row: row, column: column, maxWidth: maxWidth, style: line.style)
                used = marked + canvas.drawTruncated(line.text, row: row, column: column + marked, maxWidth: maxWidth - marked, style: line.style)
            } else {
                used = canvas.drawTruncated(Text(line.marker) + line.text, row: row, column: column, maxWidth: maxWidth, style: line.style)
            }
            if let note = line.note, used + 2 < maxWidth {
                canvas.drawTruncated(note, row: row, column: column + used + 2, maxWidth: maxWidth - used - 2, style: .dim)
            }
        }
        if first > 0 { canvas.draw("↑", row: rect.row, column: rect.right, style: .dim) }
        if first + available < total { canvas.draw("↓", row: rect.bottom, column: rect.right, style: .dim) }
    }

    // MARK: Footer and panels

    /// The bottom row: the hints, or what closes the overlay that is open.
    static func drawFooter(_ footer: StackFrame.Footer, into canvas: inout Canvas) {
        let row = canvas.height - 1
        switch footer {
        case .message(let text):
            canvas.draw(text, row: row, column: 0, style: .dim)
        case let .prompt(label, text, cursor):
            let start = canvas.draw(label, row: row, column: 0, style: .bold)
            canvas.draw(text, row: row, column: start)
            // The cursor: the cell under it drawn reversed (a space past the end of the line).
            let under = Self.character(at: cursor, in: text)
            canvas.draw(under.map(String.init) ?? " ", row: row, column: start + cursor, style: .reverse)
        case .hints(let hints):
            var column = 1
            for hint in hints {
                let keyStyle: Style = hint.enabled ? .bold : .dim
                let wordStyle: Style = hint.enabled ? [] : .dim
                column += canvas.draw(hint.key, row: row, column: column, style: keyStyle)
                column += 1  // the space after the key: the row is blank already (the canvas was cleared)
                column += canvas.draw(hint.word, row: row, column: column, style: wordStyle)
                column += 2
            }
        }
    }

    /// The character that starts at display column `column` of `text`, if one does.
    static func character(at column: Int, in text: String) -> Character? {
        var at = 0
        for character in text {
            if at == column { return character }
            at += DisplayWidth.of(character)
            if at > column { return nil }
        }
        return nil
    }

    /// The latest events, newest at the bottom, under a rule.
    static func drawEvents(_ events: [String], in rect: Rect, into canvas: inout Canvas) {
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        canvas.draw(String(repeating: "─", count: rect.width), row: rect.row, column: rect.column, style: .dim)
        canvas.draw(" Path changes (e hides) ", row: rect.row, column: rect.column + 2, style: .bold)
        let shown = events
        if shown.isEmpty {
            canvas.draw("No change yet.", row: rect.row + 1, column: rect.column + 1, style: .dim)
        }
        for (offset, event) in shown.enumerated() {
            canvas.drawTruncated(event, row: rect.row + 1 + offset, column: rect.column + 1, maxWidth: rect.width - 2)
        }
    }

    /// A link's destination drawn outside the stack, in a panel.
    static func drawPreview(_ screen: Screen, theme: Theme, into canvas: inout Canvas) {
        let width = min(canvas.width - 2, max(40, canvas.width * 3 / 4))
        let height = min(canvas.height - 2, max(8, canvas.height * 2 / 3))
        let rect = Rect(row: max(0, (canvas.height - 1 - height) / 2), column: (canvas.width - width) / 2, width: width, height: height)
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        drawBox(rect, title: "Preview", theme: theme, into: &canvas)
        drawBody(screen, selected: nil, in: rect.inset(by: 1), theme: theme, into: &canvas)
    }

    static func drawBox(_ rect: Rect, title: String, theme: Theme, into canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        let frame = theme.frame
        canvas.draw("┌" + horizontal + "┐", row: rect.row, column: rect.column, style: frame)
        canvas.draw("└" + horizontal + "┘", row: rect.bottom, column: rect.column, style: frame)
        canvas.draw(" \(title) ", row: rect.row, column: rect.column + 2, maxWidth: rect.width - 4, style: frame.union(.bold))
        for row in (rect.row + 1)..<rect.bottom {
            canvas.draw("│", row: row, column: rect.column, style: frame)
            canvas.draw("│", row: row, column: rect.right, style: frame)
        }
    }

    static func drawHelp(_ bindings: [KeyMap.Binding], theme: Theme, into canvas: inout Canvas) {
        let keyColumn = bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0
        let contentWidth = bindings.map { keyColumn + 2 + DisplayWidth.of($0.summary) }.max() ?? 0
        let boxWidth = min(canvas.width - 2, contentWidth + 4)
        let boxHeight = min(canvas.height - 2, bindings.count + 2)
        guard boxWidth >= 6, boxHeight >= 3 else { return }
        let rect = Rect(row: max(1, (canvas.height - boxHeight) / 2), column: max(1, (canvas.width - boxWidth) / 2), width: boxWidth, height: boxHeight)
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        drawBox(rect, title: "Keys", theme: theme, into: &canvas)
        let inner = boxWidth - 4
        for (i, binding) in bindings.prefix(boxHeight - 2).enumerated() {
            let row = rect.row + 1 + i
            let used = canvas.drawTruncated(binding.keyLabel, row: row, column: rect.column + 2, maxWidth: inner, style: .bold)
            let summaryColumn = rect.column + 2 + max(used, keyColumn) + 2
            canvas.drawTruncated(binding.summary, row: row, column: summaryColumn, maxWidth: rect.column + 2 + inner - summaryColumn)
        }
    }

    static func drawTooSmall(into canvas: inout Canvas) {
        guard canvas.height > 0 else { return }
        let message = "Terminal too small (\(canvas.width)×\(canvas.height)): navigator needs \(minimumSize.width)×\(minimumSize.height)"
        for (row, line) in TextWrap.lines(message, width: canvas.width).prefix(canvas.height).enumerated() {
            canvas.draw(line, row: row, column: 0)
        }
    }
}
