/// Lays a split view out: list columns and the detail side by side (or the detail with the lists
/// over it, for `.prominentDetail`), or, narrow, the focused column alone with breadcrumbs from the
/// sidebar down; the keys that apply on the bottom row.
enum SplitLayout {
    typealias Rect = StackLayout.Rect

    // MARK: Building a frame

    /// Lays out a frame of `app` at `size` from what it has built: everything drawing needs.
    static func frame(_ app: SplitApp, size: TerminalSize) -> SplitFrame {
        var frame = SplitFrame(size: size)
        let width = size.width, height = size.height
        guard StackLayout.fits(size) else {
            frame.isTooSmall = true
            return frame
        }
        var area = Rect(row: 0, column: 0, width: width, height: height - 1)
        // A tab bar (the split view is a tab of a root TabView) takes the top row; the columns are under it.
        if let bar = app.tabBar {
            frame.tabBar = TabBarFrame(labels: bar.labels, items: bar.layout(width: width), selected: bar.selected,
                                       isEnabled: app.detail.router.presentation == nil)
            area.row = 1
            area.height -= 1
        }
        // A notice (a link opened, a save that failed, the prompt's error) wraps onto up to three lines.
        if let notice = app.detail.linkPrompt?.error ?? app.detail.notice {
            let wrapped = TextWrap.lines(notice, width: width - 2)
            frame.notice = Array(wrapped.prefix(max(1, min(3, height / 3))))
            if frame.notice.count < wrapped.count, let last = frame.notice.indices.last { frame.notice[last] += " …" }
            area.height -= frame.notice.count
        }
        let focus = app.focus
        if app.isCollapsed(width: width) {
            collapsed(app, focus: focus, in: area, into: &frame)
        } else {
            columns(app, focus: focus, in: area, into: &frame)
        }
        if app.detail.isPromptingLink || app.detail.filter != nil {
            frame.footer = StackLayout.footer(app.detail, width: width, scrolls: false)
        } else if let filter = app.listFilter {
            frame.footer = StackLayout.filterFooter(editor: filter.editor, status: app.listFilterStatus, keyMap: app.keyMap, width: width)
        } else {
            frame.footer = footer(app, focus: focus, width: width)
        }
        frame.help = app.isShowingHelp ? (app.keyMap, app.helpTop) : nil
        frame.theme = app.theme
        return frame
    }

    static func columns(_ app: SplitApp, focus: SplitApp.ColumnID, in area: Rect, into frame: inout SplitFrame) {
        let columns = app.visibleColumns(width: area.width)
        let lists = columns.filter { $0 != .detail }
        let widths = lists.map { listWidth($0, total: area.width) }
        let prominent = app.style == .prominentDetail
        var left = 0
        for (column, w) in zip(lists, widths) {
            var list = self.list(app, column, focus: focus, in: Rect(row: area.row, column: left, width: w, height: area.height))
            // Prominent, the lists lie over the detail's left side.
            list.erase = prominent ? Rect(row: area.row, column: left, width: w + 1, height: area.height) : nil
            list.rule = (column: left + w, area: area)
            frame.lists.append(list)
            left += w + 1
        }
        if columns.contains(.detail) {
            // The detail keeps the whole width when prominent, and is drawn first, under the lists.
            let rect = prominent ? area : Rect(row: area.row, column: left, width: area.width - left, height: area.height)
            frame.detail = detail(app, in: rect, rootTitle: app.detailTitle, dimsTitle: focus != .detail)
            frame.detailFirst = prominent
        }
    }

    static func listWidth(_ column: SplitApp.ColumnID, total: Int) -> Int {
        column == .sidebar ? min(30, max(16, total / 4)) : min(36, max(18, total / 3))
    }

    static func detail(_ app: SplitApp, in rect: Rect, rootTitle: String, dimsTitle: Bool) -> SplitFrame.Detail {
        app.detail.hasKeys = app.focus == .detail && !app.isShowingHelp
        let (content, panels) = app.detail.layingOutLazyParts { ($0, StackLayout.panels(app.detail, $0, in: rect, rootTitle: rootTitle)) }
        let dialog = (app.detail.shownRowMenu() ?? content.activeScreen.shownDialog).flatMap { app.detail.dialogBox($0, in: rect) }
        return SplitFrame.Detail(rect: rect, panels: panels, dimsTitle: dimsTitle, dialog: dialog)
    }

    static func list(_ app: SplitApp, _ column: SplitApp.ColumnID, focus: SplitApp.ColumnID, in rect: Rect) -> SplitFrame.List {
        let list = column == .sidebar ? app.sidebar : (app.content ?? SplitColumn(title: "", items: []))
        // What the column's view draws while it has no item, else a word of the split view's own.
        let empty = !list.text.isEmpty ? list.text.joined(separator: "\n")
            : column == .content && app.selection == nil ? "Select an item in the sidebar." : "Nothing here."
        let selected = list.items.firstIndex { $0.value == app.selected(in: column) }
        if let filter = app.listFilter, filter.column == column {
            // Filtered: the items that match, the matched part highlighted.
            let style = app.theme.match
            return SplitFrame.List(column: column, rect: rect, title: list.title.isEmpty ? "—" : list.title, isFocused: focus == column,
                                   items: filter.matches.map { filter.query.highlighted(Text(list.items[$0].label), style: style) },
                                   cursor: filter.cursor, selected: selected.flatMap { filter.matches.firstIndex(of: $0) },
                                   emptyText: "No match for “\(filter.query.text)”")
        }
        return SplitFrame.List(column: column, rect: rect, title: list.title.isEmpty ? "—" : list.title, isFocused: focus == column,
                               items: list.items.map { Text($0.label) }, cursor: min(app.cursor(of: column), max(0, list.items.count - 1)),
                               selected: selected, emptyText: empty)
    }

    /// Narrow: the focused column alone, its breadcrumbs from the sidebar down, as one stack.
    static func collapsed(_ app: SplitApp, focus: SplitApp.ColumnID, in area: Rect, into frame: inout SplitFrame) {
        var trail = [app.sidebar.title]
        if let selection = app.selection, let item = app.sidebar.items.first(where: { $0.value == selection }), focus > .sidebar {
            if app.content != nil { trail.append(item.label) }
        }
        switch focus {
        case .sidebar, .content:
            var list = list(app, focus, focus: focus, in: area)
            // The list's title row becomes the breadcrumbs of the one stack the columns collapsed into.
            let crumbs = Breadcrumbs.layout(depth: trail.count - 1, width: area.width - 2) { trail[$0] }
            list.breadcrumbs = Breadcrumbs.text(of: crumbs)
            frame.lists.append(list)
        case .detail:
            frame.detail = detail(app, in: area, rootTitle: (trail + [app.detailTitle]).joined(separator: Breadcrumbs.separator), dimsTitle: false)
        }
    }

    /// The keys that apply now in the focused column, from the key map.
    static func footer(_ app: SplitApp, focus: SplitApp.ColumnID, width: Int) -> StackFrame.Footer {
        if app.isShowingHelp { return StackLayout.helpFooter(app.keyMap, height: app.height) }
        let collapsed = app.isCollapsed(width: width)
        let stack = app.detail.router.activeStack
        if !app.isShowingHelp, app.detail.activeDialog() != nil { return .hints(StackLayout.dialogHints(app.keyMap, width: width)) }
        if focus == .detail, app.detail.isEditingField {
            return .hints(StackFrame.Hint.fitted(StackLayout.editingHints(app.detail, keyMap: app.keyMap, stack: stack, scrolls: false), width: width))
        }
        var hints: [StackFrame.Hint] = []
        let detailLine = focus == .detail ? app.detail.selectedLine() : .link
        for binding in app.keyMap.bindings {
            var hint: StackFrame.Hint?
            switch binding.command {
            case .nextColumn, .toggleSidebar:
                hint = collapsed ? nil : StackFrame.Hint(binding)
            case .toggleHelp, .quit:
                hint = StackFrame.Hint(binding)
            case .filter:
                hint = StackFrame.Hint(binding)  // any column can be filtered
            case .goToLink:
                // The prompt opens from any column.
                hint = app.linkOpener == nil ? nil : StackFrame.Hint(binding)
            case .selectPrevious where focus == .detail, .selectNext where focus == .detail, .open where focus == .detail,
                 .back where focus == .detail:
                // On a selected text field, open edits it; on a control, it has its own word.
                hint = StackLayout.hint(binding, app.detail, stack: stack, selectedLine: detailLine)
                // At the detail's root, back returns to the list.
                if binding.command == .back, stack.depth == 0 { hint?.word = "list"; hint?.enabled = true }
            case .selectPrevious, .selectNext, .open:
                hint = StackFrame.Hint(binding)
            case .selectPreviousPage where focus != .detail, .selectNextPage where focus != .detail:
                // The page keys, while the list has more items than it shows.
                let items = focus == .sidebar ? app.sidebar.items.count : app.content?.items.count ?? 0
                hint = items > app.listRows ? StackFrame.Hint(binding) : nil
            case .back:
                hint = focus == .content ? StackFrame.Hint(binding) : nil
            case .previousTab, .nextTab:
                // The tab bar's keys, from any column; waiting while the detail presents.
                hint = app.tabBar == nil ? nil : StackFrame.Hint(binding)
                hint?.enabled = app.detail.router.presentation == nil
            default:
                hint = focus == .detail ? StackLayout.hint(binding, app.detail, stack: stack, selectedLine: detailLine) : nil
            }
            if let hint { StackFrame.Hint.append(hint, to: &hints) }
        }
        return .hints(StackFrame.Hint.fitted(hints, width: width))
    }

    // MARK: Drawing a frame

    /// Draws `frame` onto `canvas`, which it clears first. Reads nothing but the frame.
    static func draw(_ frame: SplitFrame, into canvas: inout Canvas) {
        canvas.clear()
        if frame.isTooSmall {
            StackLayout.drawTooSmall(into: &canvas)
            return
        }
        let theme = frame.theme
        if frame.detailFirst, let detail = frame.detail { drawDetail(detail, theme: theme, into: &canvas) }
        for list in frame.lists {
            if let erase = list.erase { canvas.erase(row: erase.row, column: erase.column, width: erase.width, height: erase.height) }
            drawList(list, theme: theme, into: &canvas)
            if let rule = list.rule { drawRule(column: rule.column, in: rule.area, into: &canvas) }
        }
        if !frame.detailFirst, let detail = frame.detail { drawDetail(detail, theme: theme, into: &canvas) }
        let noticeTop = canvas.height - 1 - frame.notice.count
        for (offset, line) in frame.notice.enumerated() {
            canvas.drawTruncated(line, row: noticeTop + offset, column: 1, maxWidth: canvas.width - 2, style: theme.warning)
        }
        if let tabBar = frame.tabBar { StackLayout.drawTabBar(tabBar, theme: theme, into: &canvas) }
        StackLayout.drawFooter(frame.footer, into: &canvas)
        if let help = frame.help { StackLayout.drawHelp(help.keyMap, top: help.top, theme: theme, into: &canvas) }
    }

    static func drawRule(column: Int, in area: Rect, into canvas: inout Canvas) {
        for row in area.row...area.bottom { canvas.draw("│", row: row, column: column, style: .dim) }
    }

    static func drawDetail(_ detail: SplitFrame.Detail, theme: Theme, into canvas: inout Canvas) {
        let rect = detail.rect
        StackLayout.drawPanels(detail.panels, area: rect, theme: theme, into: &canvas)
        if detail.dimsTitle {
            canvas.addStyle(.dim, row: rect.row, column: rect.column, width: rect.width, height: 1)
        }
        if let dialog = detail.dialog { StackLayout.drawDialog(dialog, theme: theme, into: &canvas) }
    }

    /// A list column: its title on top (bold when it has the keys), its items, the selected one
    /// highlighted, scrolled to keep the cursor in view.
    static func drawList(_ list: SplitFrame.List, theme: Theme, into canvas: inout Canvas) {
        let rect = list.rect
        guard rect.width > 2, rect.height > 1 else { return }
        canvas.fill(row: rect.row, column: rect.column, count: rect.width, style: theme.bar)
        canvas.drawTruncated(list.title, row: rect.row, column: rect.column + 1, maxWidth: rect.width - 2,
                             style: theme.bar.union(list.isFocused ? theme.currentLevel : .dim))
        let rows = rect.height - 1
        if list.items.isEmpty {
            let lines = list.emptyText.split(separator: "\n", omittingEmptySubsequences: false).flatMap { TextWrap.lines(String($0), width: rect.width - 2) }
            for (offset, line) in lines.prefix(rows).enumerated() {
                canvas.draw(line, row: rect.row + 1 + offset, column: rect.column + 1, style: .dim)
            }
        } else {
            let cursor = list.cursor
            let first = list.firstShown
            for (offset, label) in list.items.dropFirst(first).prefix(rows).enumerated() {
                let index = first + offset
                let isCursor = list.isFocused && index == cursor
                let isSelected = index == list.selected
                let style: Style = isCursor ? theme.selection : isSelected ? .bold : []
                canvas.drawTruncated(Text(isCursor ? "▸ " : isSelected ? "• " : "  ") + label.expandingFills(toWidth: rect.width - 3),
                                     row: rect.row + 1 + offset, column: rect.column, maxWidth: rect.width - 1, style: style)
            }
        }
        if let breadcrumbs = list.breadcrumbs {
            canvas.erase(row: rect.row, column: 0, width: rect.width, height: 1)
            canvas.fill(row: rect.row, style: theme.bar)
            canvas.drawTruncated(breadcrumbs, row: rect.row, column: 1, maxWidth: rect.width - 2, style: theme.bar.union(theme.currentLevel))
        }
    }
}

/// One frame of a split view at a size: its list columns, the detail's stack panels, the footer and
/// the help. Built from what the app has built; drawing it is a pure function of it.
struct SplitFrame {
    typealias Rect = StackLayout.Rect

    struct List {
        /// Which column this list is.
        var column: SplitApp.ColumnID
        var rect: Rect
        var title: String
        var isFocused: Bool
        var items: [Text]
        var cursor: Int
        var selected: Int?
        /// Shown when there are no items.
        var emptyText: String
        /// Blanked first (prominent detail: the list lies over it).
        var erase: Rect?
        /// The rule drawn at its right.
        var rule: (column: Int, area: Rect)?
        /// Collapsed: the breadcrumbs drawn over its title row.
        var breadcrumbs: String?

        /// The first item shown, on the row under the title: scrolled to keep the cursor in view.
        var firstShown: Int {
            let rows = rect.height - 1
            return min(max(0, cursor - rows + 1), max(0, items.count - rows))
        }
    }

    struct Detail {
        var rect: Rect
        var panels: [StackFrame.Panel]
        /// Its breadcrumbs are dimmed while another column has the keys.
        var dimsTitle: Bool
        /// The dialog up on its active stack's top screen, over it.
        var dialog: StackLayout.DialogBox?
    }

    var size: TerminalSize
    var isTooSmall = false
    var lists: [List] = []
    var detail: Detail?
    /// The tab bar on the top row, when the split view is a tab of a root TabView.
    var tabBar: TabBarFrame?
    /// The detail is drawn before the lists (prominent detail), else after.
    var detailFirst = false
    var footer = StackFrame.Footer.message("")
    /// The notice's lines, above the footer.
    var notice: [String] = []
    /// The key map the help lists, and its first row shown, while it is open.
    var help: (keyMap: KeyMap, top: Int)?
    var theme = Theme.standard

    init(size: TerminalSize) { self.size = size }
}
