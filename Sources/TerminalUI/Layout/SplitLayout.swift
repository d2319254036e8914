/// Lays a split view out: list columns and the detail side by side (or the detail with the lists
/// over it, for `.prominentDetail`), or, narrow, the focused column alone with breadcrumbs from the
/// sidebar down; the keys that apply on the bottom row.
enum SplitLayout {
    typealias Rect = StackLayout.Rect

    static func draw(_ app: SplitApp, into canvas: inout Canvas) {
        let width = canvas.width, height = canvas.height
        guard width >= StackLayout.minimumSize.width, height >= StackLayout.minimumSize.height else {
            StackLayout.drawTooSmall(into: &canvas)
            return
        }
        let area = Rect(row: 0, column: 0, width: width, height: height - 1)
        if app.isCollapsed(width: width) {
            drawCollapsed(app, in: area, into: &canvas)
        } else {
            drawColumns(app, in: area, into: &canvas)
        }
        drawFooter(app, into: &canvas)
        if app.isShowingHelp { drawHelp(into: &canvas) }
    }

    // MARK: Columns

    static func drawColumns(_ app: SplitApp, in area: Rect, into canvas: inout Canvas) {
        let columns = app.visibleColumns(width: area.width)
        let lists = columns.filter { $0 != .detail }
        app.detail.rootTitle = app.detailTitle
        let widths = lists.map { listWidth($0, total: area.width) }
        if app.style == .prominentDetail {
            // The detail keeps the whole width; the lists lie over its left side.
            if columns.contains(.detail) { drawDetail(app, in: area, into: &canvas) }
            var left = 0
            for (column, w) in zip(lists, widths) {
                let rect = Rect(row: area.row, column: left, width: w + 1, height: area.height)
                canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
                drawList(app, column, in: Rect(row: rect.row, column: left, width: w, height: rect.height), into: &canvas)
                drawRule(column: left + w, in: area, into: &canvas)
                left += w + 1
            }
            return
        }
        var left = 0
        for (column, w) in zip(lists, widths) {
            drawList(app, column, in: Rect(row: area.row, column: left, width: w, height: area.height), into: &canvas)
            drawRule(column: left + w, in: area, into: &canvas)
            left += w + 1
        }
        if columns.contains(.detail) {
            drawDetail(app, in: Rect(row: area.row, column: left, width: area.width - left, height: area.height), into: &canvas)
        }
    }

    static func listWidth(_ column: SplitApp.ColumnID, total: Int) -> Int {
        column == .sidebar ? min(30, max(16, total / 4)) : min(36, max(18, total / 3))
    }

    static func drawRule(column: Int, in area: Rect, into canvas: inout Canvas) {
        for row in area.row...area.bottom { canvas.draw("│", row: row, column: column, style: .dim) }
    }

    static func drawDetail(_ app: SplitApp, in rect: Rect, into canvas: inout Canvas) {
        StackLayout.drawApp(app.detail, in: rect, into: &canvas)
        if app.focus != .detail {
            canvas.addStyle(.dim, row: rect.row, column: rect.column, width: rect.width, height: 1)
        }
    }

    /// A list column: its title on top (bold when it has the keys), its items, the selected one
    /// highlighted, scrolled to keep the cursor in view.
    static func drawList(_ app: SplitApp, _ column: SplitApp.ColumnID, in rect: Rect, into canvas: inout Canvas) {
        guard rect.width > 2, rect.height > 1 else { return }
        let list = column == .sidebar ? app.sidebar : (app.content ?? SplitColumn(title: "", items: []))
        let focused = app.focus == column
        canvas.fill(row: rect.row, column: rect.column, count: rect.width, style: .reverse)
        let title = list.title.isEmpty ? "—" : list.title
        canvas.drawTruncated(title, row: rect.row, column: rect.column + 1, maxWidth: rect.width - 2, style: focused ? [.reverse, .bold] : [.reverse, .dim])
        let rows = rect.height - 1
        guard !list.items.isEmpty else {
            let text = column == .content && app.selection == nil ? "Select an item in the sidebar." : "Nothing here."
            for (offset, line) in TextWrap.lines(text, width: rect.width - 2).prefix(rows).enumerated() {
                canvas.draw(line, row: rect.row + 1 + offset, column: rect.column + 1, style: .dim)
            }
            return
        }
        let cursor = min(app.cursor(of: column), list.items.count - 1)
        let first = min(max(0, cursor - rows + 1), max(0, list.items.count - rows))
        let selected = app.selected(in: column)
        for (offset, item) in list.items.dropFirst(first).prefix(rows).enumerated() {
            let index = first + offset
            let isCursor = focused && index == cursor
            let isSelected = item.value == selected
            let style: Style = isCursor ? .reverse : isSelected ? .bold : []
            canvas.drawTruncated((isCursor ? "▸ " : isSelected ? "• " : "  ") + item.label,
                                 row: rect.row + 1 + offset, column: rect.column, maxWidth: rect.width - 1, style: style)
        }
    }

    // MARK: Collapsed

    /// Narrow: the focused column alone, its breadcrumbs from the sidebar down, as one stack.
    static func drawCollapsed(_ app: SplitApp, in area: Rect, into canvas: inout Canvas) {
        var trail = [app.sidebar.title]
        if let selection = app.selection, let item = app.sidebar.items.first(where: { $0.value == selection }), app.focus > .sidebar {
            if app.content != nil { trail.append(item.label) }
        }
        switch app.focus {
        case .sidebar, .content:
            drawList(app, app.focus, in: area, into: &canvas)
            // The list's title row becomes the breadcrumbs of the one stack the columns collapsed into.
            let crumbs = Breadcrumbs.layout(depth: trail.count - 1, width: area.width - 2) { trail[$0] }
            canvas.erase(row: area.row, column: 0, width: area.width, height: 1)
            canvas.fill(row: area.row, style: .reverse)
            canvas.drawTruncated(Breadcrumbs.text(of: crumbs), row: area.row, column: 1, maxWidth: area.width - 2, style: [.reverse, .bold])
        case .detail:
            app.detail.rootTitle = (trail + [app.detailTitle]).joined(separator: Breadcrumbs.separator)
            StackLayout.drawApp(app.detail, in: area, into: &canvas)
        }
    }

    // MARK: Footer and help

    static func drawFooter(_ app: SplitApp, into canvas: inout Canvas) {
        let row = canvas.height - 1
        if app.isShowingHelp {
            canvas.draw(" any key: close help", row: row, column: 0, style: .dim)
            return
        }
        let collapsed = app.isCollapsed(width: canvas.width)
        var hints: [(String, String)] = []
        if !collapsed { hints.append(("Tab", "column")) }
        if app.focus == .detail {
            hints += [("↑↓", "select"), ("⏎", "open"), ("←", app.detail.router.activeStack.depth > 0 ? "back" : "list")]
        } else {
            hints += [("↑↓", "select"), ("⏎", "open")]
            if app.focus == .content { hints.append(("←", "back")) }
        }
        if !collapsed { hints.append(("\\", "sidebar")) }
        hints += [("?", "keys"), ("q", "quit")]
        var column = 1
        for (key, word) in hints {
            let needed = DisplayWidth.of(key) + 1 + DisplayWidth.of(word)
            guard column + needed < canvas.width else { break }
            column += canvas.draw(key, row: row, column: column, style: .bold)
            column += canvas.draw(" ", row: row, column: column)
            column += canvas.draw(word, row: row, column: column)
            column += 2
        }
    }

    static let bindings: [(String, String)] = [
        ("Tab", "move to the next column"),
        ("↑ ↓ k j", "select in a list (the detail follows)"),
        ("⏎ → l", "open: move to the next column, or push in the detail"),
        ("← h ⌫ Esc", "back; at the detail's root, to the list"),
        ("\\", "show or hide the sidebar"),
        ("q", "quit"),
    ]

    static func drawHelp(into canvas: inout Canvas) {
        let keyWidth = bindings.map { DisplayWidth.of($0.0) }.max() ?? 0
        let contentWidth = bindings.map { keyWidth + 2 + DisplayWidth.of($0.1) }.max() ?? 0
        let rect = Rect(row: max(0, (canvas.height - bindings.count - 2) / 2), column: max(0, (canvas.width - contentWidth - 4) / 2),
                        width: min(canvas.width, contentWidth + 4), height: min(canvas.height - 1, bindings.count + 2))
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        StackLayout.drawBox(rect, title: "Keys", into: &canvas)
        for (i, (key, summary)) in bindings.prefix(rect.height - 2).enumerated() {
            canvas.drawTruncated(key, row: rect.row + 1 + i, column: rect.column + 2, maxWidth: rect.width - 4, style: .bold)
            canvas.drawTruncated(summary, row: rect.row + 1 + i, column: rect.column + 4 + keyWidth, maxWidth: rect.width - 6 - keyWidth)
        }
    }
}
