import Navigation

/// Lays a stack out onto a canvas: breadcrumbs on the top row, the top screen, the keys that apply on
/// the bottom row; sheets as bordered panels over the dimmed stack, covers over all of it; the event
/// panel, a preview and the help over it all when they are open.
enum StackLayout {
    /// A rectangle of cells.
    struct Rect {
        var row: Int, column: Int, width: Int, height: Int
        var bottom: Int { row + height - 1 }
        var right: Int { column + width - 1 }
        func inset(by cells: Int) -> Rect {
            Rect(row: row + cells, column: column + cells, width: width - 2 * cells, height: height - 2 * cells)
        }
    }

    /// A key hint in the footer; the lowest `dropRank` goes first when the row is too narrow.
    private struct Hint { var key: String; var word: String; var enabled: Bool; var dropRank: Int }

    /// Below this, a screen is replaced by a message asking for more room.
    static let minimumSize = TerminalSize(width: 20, height: 5)

    static func draw<Value>(_ app: StackApp<Value>, into canvas: inout Canvas) {
        let width = canvas.width, height = canvas.height
        guard width >= minimumSize.width, height >= minimumSize.height else {
            drawTooSmall(into: &canvas)
            return
        }
        // Build the visible stacks' screens first: what a screen reports while it is built (a
        // refused change) is part of this frame.
        let visible = visibleStacks(app)

        var contentHeight = height - 1
        // A notice wraps onto up to three lines, never more than a third of the screen.
        let noticeLines = app.notice.map { Array(TextWrap.lines($0, width: width - 2).prefix(max(1, min(3, height / 3)))) } ?? []
        contentHeight -= noticeLines.count
        var events: Rect?
        if app.isShowingEvents {
            let rows = min(10, max(3, height / 3))
            if contentHeight - rows >= 3 {
                contentHeight -= rows
                events = Rect(row: contentHeight, column: 0, width: width, height: rows)
            }
        }
        let area = Rect(row: 0, column: 0, width: width, height: contentHeight)
        drawStacks(app, visible.stacks, coverIsBase: visible.coverIsBase, in: area, into: &canvas)
        drawFooter(app, into: &canvas)
        let noticeTop = height - 1 - noticeLines.count
        for (offset, line) in noticeLines.enumerated() {
            let isCut = offset == noticeLines.count - 1 && noticeLines.count < TextWrap.lines(app.notice ?? "", width: width - 2).count
            canvas.drawTruncated(isCut ? line + " …" : line, row: noticeTop + offset, column: 1, maxWidth: width - 2, style: .bold)
        }
        if let events { drawEvents(app.recentEvents(events.height - 1), in: events, into: &canvas) }
        if let preview = app.preview { drawPreview(preview, into: &canvas) }
        if app.isShowingHelp { drawHelp(app.keyMap, into: &canvas) }
    }

    // MARK: Stacks

    /// The stacks drawn, bottom first, each with its top screen: the root stack or the top-most cover,
    /// and the sheets above it.
    static func visibleStacks<Value>(_ app: StackApp<Value>) -> (stacks: [(Router<Value>, Screen)], coverIsBase: Bool) {
        let presentations = app.router.presentations
        let stacks = [app.router] + presentations.map(\.stack)
        let base = presentations.lastIndex { $0.style == .fullScreenCover }.map { $0 + 1 } ?? 0
        return (stacks[base...].map { ($0, app.topScreen(of: $0)) }, base > 0)
    }

    /// A whole stack app (its stacks and sheets, without footer or overlays) in `area`: a split view's
    /// detail column.
    static func drawApp<Value>(_ app: StackApp<Value>, in area: Rect, into canvas: inout Canvas) {
        let visible = visibleStacks(app)
        drawStacks(app, visible.stacks, coverIsBase: visible.coverIsBase, in: area, into: &canvas)
    }

    /// The root stack, or the top-most cover, fills the area; each sheet above it is a panel over the
    /// dimmed stack below. Only each visible stack's top screen is built.
    static func drawStacks<Value>(
        _ app: StackApp<Value>, _ visible: [(Router<Value>, Screen)], coverIsBase: Bool, in area: Rect, into canvas: inout Canvas
    ) {
        guard let (base, screen) = visible.first else { return }
        drawStack(app, base, screen, in: area, tag: coverIsBase ? "full-screen cover" : nil, into: &canvas)
        var panel = area
        for (stack, screen) in visible.dropFirst() {
            canvas.addStyle(.dim, row: area.row, column: area.column, width: area.width, height: area.height)
            panel = sheetRect(in: panel, area: area)
            canvas.erase(row: panel.row, column: panel.column, width: panel.width, height: panel.height)
            drawBox(panel, title: "Sheet", into: &canvas)
            drawStack(app, stack, screen, in: panel.inset(by: 1), tag: nil, into: &canvas)
        }
    }

    /// A sheet's panel: inside `outer`, leaving the stack's breadcrumbs and a margin visible when
    /// there is room, else the whole area.
    static func sheetRect(in outer: Rect, area: Rect) -> Rect {
        let margin = max(1, outer.width / 12)
        let candidate = Rect(row: outer.row + 1, column: outer.column + margin, width: outer.width - 2 * margin, height: outer.height - 1)
        return candidate.width >= 16 && candidate.height >= 5 ? candidate : area
    }

    static func drawStack<Value>(_ app: StackApp<Value>, _ stack: Router<Value>, _ screen: Screen, in rect: Rect, tag: String?, into canvas: inout Canvas) {
        guard rect.width > 2, rect.height > 1 else { return }
        drawBreadcrumbs(app, stack, in: rect, tag: tag, into: &canvas)
        let body = Rect(row: rect.row + 1, column: rect.column, width: rect.width, height: rect.height - 1)
        drawBody(screen, selected: app.selectedLink(in: screen, of: stack), in: body, into: &canvas)
    }

    static func drawBreadcrumbs<Value>(_ app: StackApp<Value>, _ stack: Router<Value>, in rect: Rect, tag: String?, into canvas: inout Canvas) {
        canvas.fill(row: rect.row, column: rect.column, count: rect.width, style: .reverse)
        var available = rect.width - 2
        if let tag, DisplayWidth.of(tag) + 24 <= available {
            available -= DisplayWidth.of(tag) + 2
            canvas.draw(tag, row: rect.row, column: rect.right - DisplayWidth.of(tag), style: [.reverse, .dim])
        }
        let items = app.breadcrumbs(width: available, of: stack)
        var column = rect.column + 1
        let limit = rect.column + 1 + available
        for (i, item) in items.enumerated() {
            if i > 0 { column += canvas.draw(Breadcrumbs.separator, row: rect.row, column: column, maxWidth: limit - column, style: .reverse) }
            switch item {
            case let .level(level, title):
                let style: Style = level == stack.depth ? [.reverse, .bold] : .reverse
                column += canvas.draw(title, row: rect.row, column: column, maxWidth: limit - column, style: style)
            case .ellipsis:
                column += canvas.draw("…", row: rect.row, column: column, maxWidth: limit - column, style: .reverse)
            }
        }
    }

    private struct Line {
        var text: String
        var style: Style
        var indent: Int
        var link: Int?
        var note: String?
    }

    /// A screen's title, wrapped paragraphs and links in `rect`, scrolled to keep the selection in view.
    static func drawBody(_ screen: Screen, selected: Int?, in rect: Rect, into canvas: inout Canvas) {
        guard rect.height > 0, rect.width > 2 else { return }
        let textWidth = max(1, rect.width - 4)
        var lines: [Line] = []
        let title = screen.isWarning && !screen.title.hasPrefix("⚠") ? "⚠ " + screen.title : screen.title
        lines.append(Line(text: title, style: .bold, indent: 1))
        lines.append(Line(text: "", style: [], indent: 0))
        for paragraph in screen.body {
            for wrapped in TextWrap.lines(paragraph, width: textWidth) {
                lines.append(Line(text: wrapped, style: [], indent: 2))
            }
            lines.append(Line(text: "", style: [], indent: 0))
        }
        var section: String?
        for (index, link) in screen.links.enumerated() {
            if let heading = link.section, heading != section {
                if lines.last?.text.isEmpty == false { lines.append(Line(text: "", style: [], indent: 0)) }
                lines.append(Line(text: heading, style: .underline, indent: 1))
            }
            section = link.section
            let isSelected = index == selected
            let style: Style = !link.isEnabled ? .dim : isSelected ? .reverse : []
            let note = link.isEnabled ? nil : "(" + (link.disabledReason ?? "unavailable") + ")"
            lines.append(Line(text: (isSelected ? "▸ " : "  ") + link.label, style: style, indent: 1, link: index, note: note))
        }
        while lines.last?.text.isEmpty == true { lines.removeLast() }

        let available = rect.height
        if lines.count > available {
            // Short of room: drop the spacing first, then scroll to keep the selection in view.
            lines.removeAll { $0.text.isEmpty }
        }
        var first = 0
        if lines.count > available, let selected, let line = lines.firstIndex(where: { $0.link == selected }) {
            first = min(max(0, line - available + 1), lines.count - available)
        }
        for (offset, line) in lines.dropFirst(first).prefix(available).enumerated() {
            let row = rect.row + offset
            let maxWidth = rect.width - line.indent - 1
            let column = rect.column + line.indent
            let used = canvas.drawTruncated(line.text, row: row, column: column, maxWidth: maxWidth, style: line.style)
            if let note = line.note, used + 2 < maxWidth {
                canvas.drawTruncated(note, row: row, column: column + used + 2, maxWidth: maxWidth - used - 2, style: .dim)
            }
        }
        if first > 0 { canvas.draw("↑", row: rect.row, column: rect.right, style: .dim) }
        if first + available < lines.count { canvas.draw("↓", row: rect.bottom, column: rect.right, style: .dim) }
    }

    // MARK: Footer and panels

    /// The keys that apply now. Back and home are shown disabled at the root of the active stack.
    static func drawFooter<Value>(_ app: StackApp<Value>, into canvas: inout Canvas) {
        let row = canvas.height - 1
        if app.isShowingHelp {
            canvas.draw(" any key: close help", row: row, column: 0, style: .dim)
            return
        }
        if app.preview != nil {
            canvas.draw(" ⏎ open it  any other key: close the preview", row: row, column: 0, style: .dim)
            return
        }
        let depth = app.activeStack.depth
        var hints: [Hint] = [
            Hint(key: "↑↓", word: "select", enabled: true, dropRank: 5),
            Hint(key: "⏎", word: "open", enabled: true, dropRank: 6),
            Hint(key: "←", word: "back", enabled: depth > 0, dropRank: 7),
            Hint(key: "g", word: "home", enabled: depth > 0, dropRank: 4),
        ]
        if depth > 0 { hints.append(Hint(key: "1-\(min(depth + 1, 9))", word: "level", enabled: true, dropRank: 3)) }
        if app.router.presentation != nil { hints.append(Hint(key: "Esc", word: "close", enabled: true, dropRank: 8)) }
        hints.append(Hint(key: "␣", word: "peek", enabled: true, dropRank: 1))
        hints.append(Hint(key: "e", word: "log", enabled: true, dropRank: 2))
        hints.append(Hint(key: "?", word: "keys", enabled: true, dropRank: 9))
        hints.append(Hint(key: "q", word: "quit", enabled: true, dropRank: 10))

        func width(_ hints: [Hint]) -> Int {
            hints.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.word) } + 2 * max(0, hints.count - 1) + 1
        }
        while width(hints) > canvas.width, hints.count > 2,
              let drop = hints.indices.min(by: { hints[$0].dropRank < hints[$1].dropRank }) {
            hints.remove(at: drop)
        }
        var column = 1
        for hint in hints {
            let keyStyle: Style = hint.enabled ? .bold : .dim
            let wordStyle: Style = hint.enabled ? [] : .dim
            column += canvas.draw(hint.key, row: row, column: column, style: keyStyle)
            column += canvas.draw(" ", row: row, column: column)
            column += canvas.draw(hint.word, row: row, column: column, style: wordStyle)
            column += 2
        }
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
    static func drawPreview(_ screen: Screen, into canvas: inout Canvas) {
        let width = min(canvas.width - 2, max(40, canvas.width * 3 / 4))
        let height = min(canvas.height - 2, max(8, canvas.height * 2 / 3))
        let rect = Rect(row: max(0, (canvas.height - 1 - height) / 2), column: (canvas.width - width) / 2, width: width, height: height)
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        drawBox(rect, title: "Preview", into: &canvas)
        drawBody(screen, selected: nil, in: rect.inset(by: 1), into: &canvas)
    }

    static func drawBox(_ rect: Rect, title: String, into canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.draw("┌" + horizontal + "┐", row: rect.row, column: rect.column)
        canvas.draw("└" + horizontal + "┘", row: rect.bottom, column: rect.column)
        canvas.draw(" \(title) ", row: rect.row, column: rect.column + 2, maxWidth: rect.width - 4, style: .bold)
        for row in (rect.row + 1)..<rect.bottom {
            canvas.draw("│", row: row, column: rect.column)
            canvas.draw("│", row: row, column: rect.right)
        }
    }

    static func drawHelp(_ keyMap: KeyMap, into canvas: inout Canvas) {
        let bindings = keyMap.bindings
        let keyColumn = bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0
        let contentWidth = bindings.map { keyColumn + 2 + DisplayWidth.of($0.summary) }.max() ?? 0
        let boxWidth = min(canvas.width - 2, contentWidth + 4)
        let boxHeight = min(canvas.height - 2, bindings.count + 2)
        guard boxWidth >= 6, boxHeight >= 3 else { return }
        let rect = Rect(row: max(1, (canvas.height - boxHeight) / 2), column: max(1, (canvas.width - boxWidth) / 2), width: boxWidth, height: boxHeight)
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        drawBox(rect, title: "Keys", into: &canvas)
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
