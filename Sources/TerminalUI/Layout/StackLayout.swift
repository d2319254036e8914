/// Lays a stack out onto a canvas: breadcrumbs on the top row, the top screen, the keys that apply on
/// the bottom row, and the help over it all when it is open.
enum StackLayout {
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
        drawBreadcrumbs(app, into: &canvas)
        drawFooter(app, into: &canvas)
        var bodyBottom = height - 2
        if let notice = app.notice {
            canvas.drawTruncated(notice, row: height - 2, column: 1, maxWidth: width - 2, style: .bold)
            bodyBottom -= 1
        }
        drawBody(app, into: &canvas, rows: 1...max(1, bodyBottom))
        if app.isShowingHelp { drawHelp(app.keyMap, into: &canvas) }
    }

    // MARK: Parts

    static func drawBreadcrumbs<Value>(_ app: StackApp<Value>, into canvas: inout Canvas) {
        canvas.fill(row: 0, style: .reverse)
        let items = app.breadcrumbs(width: canvas.width - 2)
        var column = 1
        for (i, item) in items.enumerated() {
            if i > 0 { column += canvas.draw(Breadcrumbs.separator, row: 0, column: column, style: .reverse) }
            switch item {
            case let .level(level, title):
                let style: Style = level == app.router.count ? [.reverse, .bold] : .reverse
                column += canvas.draw(title, row: 0, column: column, maxWidth: canvas.width - 1 - column, style: style)
            case .ellipsis:
                column += canvas.draw("…", row: 0, column: column, style: .reverse)
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

    static func drawBody<Value>(_ app: StackApp<Value>, into canvas: inout Canvas, rows: ClosedRange<Int>) {
        let screen = app.topScreen()
        let selected = app.selectedLink(in: screen)
        let textWidth = max(1, canvas.width - 4)

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
        for (index, link) in screen.links.enumerated() {
            let isSelected = index == selected
            let style: Style = !link.isEnabled ? .dim : isSelected ? .reverse : []
            let note = link.isEnabled ? nil : "(" + (link.disabledReason ?? "unavailable") + ")"
            lines.append(Line(text: (isSelected ? "▸ " : "  ") + link.label, style: style, indent: 1, link: index, note: note))
        }
        while lines.last?.text.isEmpty == true { lines.removeLast() }

        let available = rows.count
        if lines.count > available {
            // Short of room: drop the spacing first, then scroll to keep the selection in view.
            lines.removeAll { $0.text.isEmpty }
        }
        var first = 0
        if lines.count > available, let selected, let line = lines.firstIndex(where: { $0.link == selected }) {
            first = min(max(0, line - available + 1), lines.count - available)
        }
        for (offset, line) in lines.dropFirst(first).prefix(available).enumerated() {
            let row = rows.lowerBound + offset
            let maxWidth = canvas.width - line.indent - 1
            let used = canvas.drawTruncated(line.text, row: row, column: line.indent, maxWidth: maxWidth, style: line.style)
            if let note = line.note, used + 2 < maxWidth {
                canvas.drawTruncated(note, row: row, column: line.indent + used + 2, maxWidth: maxWidth - used - 2, style: .dim)
            }
        }
        if first > 0 { canvas.draw("↑", row: rows.lowerBound, column: canvas.width - 1, style: .dim) }
        if first + available < lines.count { canvas.draw("↓", row: rows.upperBound, column: canvas.width - 1, style: .dim) }
    }

    /// The keys that apply now. Back and home are shown disabled at the root.
    static func drawFooter<Value>(_ app: StackApp<Value>, into canvas: inout Canvas) {
        let row = canvas.height - 1
        let depth = app.router.count
        if app.isShowingHelp {
            canvas.draw(" any key: close help", row: row, column: 0, style: .dim)
            return
        }
        var hints: [Hint] = [
            Hint(key: "↑↓", word: "select", enabled: true, dropRank: 3),
            Hint(key: "⏎", word: "open", enabled: true, dropRank: 4),
            Hint(key: "←", word: "back", enabled: depth > 0, dropRank: 5),
            Hint(key: "g", word: "home", enabled: depth > 0, dropRank: 2),
        ]
        if depth > 0 { hints.append(Hint(key: "1-\(min(depth + 1, 9))", word: "level", enabled: true, dropRank: 1)) }
        hints.append(Hint(key: "?", word: "keys", enabled: true, dropRank: 6))
        hints.append(Hint(key: "q", word: "quit", enabled: true, dropRank: 7))

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

    static func drawHelp(_ keyMap: KeyMap, into canvas: inout Canvas) {
        let bindings = keyMap.bindings
        let keyColumn = bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0
        let contentWidth = bindings.map { keyColumn + 2 + DisplayWidth.of($0.summary) }.max() ?? 0
        let boxWidth = min(canvas.width - 2, contentWidth + 4)
        let boxHeight = min(canvas.height - 2, bindings.count + 2)
        guard boxWidth >= 6, boxHeight >= 3 else { return }
        let top = max(1, (canvas.height - boxHeight) / 2)
        let left = max(1, (canvas.width - boxWidth) / 2)

        for row in top..<(top + boxHeight) {
            canvas.draw(String(repeating: " ", count: boxWidth), row: row, column: left)
        }
        let horizontal = String(repeating: "─", count: boxWidth - 2)
        canvas.draw("┌" + horizontal + "┐", row: top, column: left)
        canvas.draw("└" + horizontal + "┘", row: top + boxHeight - 1, column: left)
        canvas.draw(" Keys ", row: top, column: left + 2, style: .bold)
        for row in (top + 1)..<(top + boxHeight - 1) {
            canvas.draw("│", row: row, column: left)
            canvas.draw("│", row: row, column: left + boxWidth - 1)
        }
        let inner = boxWidth - 4
        for (i, binding) in bindings.prefix(boxHeight - 2).enumerated() {
            let row = top + 1 + i
            let used = canvas.drawTruncated(binding.keyLabel, row: row, column: left + 2, maxWidth: inner, style: .bold)
            let summaryColumn = left + 2 + max(used, keyColumn) + 2
            canvas.drawTruncated(binding.summary, row: row, column: summaryColumn, maxWidth: left + 2 + inner - summaryColumn)
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
