import Navigation

/// Which columns of a split view are shown, as SwiftUI's `NavigationSplitViewVisibility`.
package enum SplitVisibility: String, Sendable, CaseIterable {
    /// The app decides by the terminal's width: every column when wide, the last two when not,
    /// one stack when narrow.
    case automatic
    /// Every column.
    case all
    /// The last two columns: the sidebar and the detail, or the content and the detail.
    case doubleColumn
    /// The detail alone.
    case detailOnly
}

/// How a split view shares its width, as SwiftUI's `NavigationSplitViewStyle`.
package enum SplitStyle: Sendable {
    /// Columns side by side; showing the sidebar narrows the detail.
    case balanced
    /// The detail keeps the whole width; the sidebar and content are drawn over it.
    case prominentDetail
}

/// Everything a split view shows, as values (SwiftUI's selection bindings, column visibility and the
/// detail's path): what `SplitApp.restore(_:)` shows and what a saved split view keeps. The lists'
/// cursors are not part of it, as a stack's selected link isn't part of its path.
nonisolated package struct SplitState: Equatable {
    /// The sidebar's selection.
    package var selection: AnyHashable?
    /// The content column's selection (three columns).
    package var contentSelection: AnyHashable?
    /// The column chosen to have the keys.
    package var focus: SplitApp.ColumnID
    package var columnVisibility: SplitVisibility
    /// The detail column's stack and what it presents.
    package var detail: NavigationTree<AnyHashable>

    package init(
        selection: AnyHashable? = nil, contentSelection: AnyHashable? = nil, focus: SplitApp.ColumnID = .sidebar,
        columnVisibility: SplitVisibility = .automatic, detail: NavigationTree<AnyHashable> = .init()
    ) {
        self.selection = selection
        self.contentSelection = contentSelection
        self.focus = focus
        self.columnVisibility = columnVisibility
        self.detail = detail
    }
}

/// A list column of a split view: a title and the values it lists.
package struct SplitColumn {
    nonisolated package struct Item {
        package var label: String
        package var value: AnyHashable

        package init(_ label: String, _ value: some Hashable) {
            self.label = label
            self.value = AnyHashable(value)
        }
    }

    package var title: String
    package var items: [Item]
    /// What the column's view draws besides its items, a paragraph each: shown while it has no item
    /// (a content column's own "Select a company" before the sidebar has a selection).
    package var text: [String]

    package init(title: String, items: [Item], text: [String] = []) {
        self.title = title
        self.items = items
        self.text = text
    }
}

/// SwiftUI's `NavigationSplitView` in the terminal: a sidebar, an optional content column and a detail
/// column side by side, the detail a navigation stack of its own; one stack when the terminal is narrow.
///
/// ```swift
/// let split = SplitApp(
///     sidebar: SplitColumn(title: "Categories", items: categories.map { .init($0.title, $0) }),
///     destinations: destinations                      // what the detail stack can push
/// ) { selection in
///     selection.map { CategoryDetail($0 as! Category) }
///         ?? Screen(title: "Select a Category", body: ["Choose a category from the sidebar."])
/// }
/// ```
///
/// Keys: `Tab` moves to the next column; in a list, `↑↓` select and `⏎` moves to the next column;
/// in the detail, keys go to its stack, and back at its root returns to the list; `\` shows or hides
/// the sidebar.
package final class SplitApp: TerminalApp {
    /// The columns, in order.
    package enum ColumnID: Int, Comparable, Sendable {
        case sidebar, content, detail
        package static func < (a: ColumnID, b: ColumnID) -> Bool { a.rawValue < b.rawValue }
    }

    package private(set) var sidebar: SplitColumn
    /// The content column for a sidebar selection (three columns), or `nil` (two).
    private let contentFor: ((AnyHashable) -> SplitColumn)?
    /// The detail column: a stack whose root shows the selection.
    package let detail: StackApp<AnyHashable>

    package var columnVisibility: SplitVisibility = .automatic { didSet { if columnVisibility != oldValue { stateChanged() } } }
    package var style: SplitStyle = .balanced
    /// The one table from keys to commands: keys act through it, and the footer and help show it.
    package var keyMap: KeyMap = .split
    /// The tabs of a `TabView` this split view is a tab of, drawn on the top row with the columns under
    /// them (as a stack app draws its own): `[` `]` (`KeyMap.tabbedSplit`) and a click on a tab show
    /// another. While the detail presents a sheet or a cover the bar is dimmed and keeps its tab.
    package var tabBar: TabBar?
    /// The styles of the bars, the selection, headings, warnings and frames (the detail's too).
    package var theme: Theme {
        get { detail.theme }
        set { detail.theme = newValue }
    }
    /// The column keys go to: the one chosen last, or the last shown if that one is hidden now.
    package var focus: ColumnID {
        let visible = visibleColumns(width: width)
        return visible.contains(chosenFocus) ? chosenFocus : visible.last ?? .detail
    }
    /// The column chosen last (Tab, Enter, back).
    private var chosenFocus: ColumnID = .sidebar {
        didSet {
            guard chosenFocus != oldValue else { return }
            if chosenFocus != .detail { detail.endEditing() }  // the keys leave the detail: so does a field's editing
            stateChanged()
        }
    }
    /// Called after the selections, the chosen column or the column visibility changed (not the
    /// detail's stack: observe `detail.router` for that). A saved split view saves then.
    package var onStateChange: (() -> Void)?
    /// Says when the app wants `wake(now:)` without a key, and does the work (a save to put on disk).
    package var background: (deadline: () -> ContinuousClock.Instant?, run: (ContinuousClock.Instant) -> Void)?
    package private(set) var isFinished = false
    package private(set) var isShowingHelp = false { didSet { helpTop = 0 } }
    /// The help's first row shown, when it is taller than the terminal.
    package private(set) var helpTop = 0

    /// Narrower than this, the columns collapse into one stack (a compact size class).
    package static let compactWidth = 60
    /// From this width, `.automatic` shows every column.
    package static let wideWidth = 120

    /// The terminal's width, as the last resize said: collapsing depends on it.
    private(set) var width = 80
    /// The terminal's height, as the last resize said: where a click lands depends on it.
    private(set) var height = 24

    private var sidebarSelection: AnyHashable?
    private var contentSelection: AnyHashable?
    private var sidebarCursor = 0
    private var contentCursor = 0
    /// The content column while the sidebar has no selection, if its view draws one (NavigatorUI's
    /// content view, which reads the sidebar's selection itself); an empty column otherwise.
    package var contentWithoutSelection: (() -> SplitColumn)?

    /// The content column, built once per sidebar selection.
    private var builtContent: (selection: AnyHashable?, column: SplitColumn?)?

    /// A split view whose detail column is a stack on `router`, pushing with `destinations`, its root
    /// built by `detail` from the selection (`nil` while nothing is selected).
    package init(
        sidebar: SplitColumn,
        content: ((AnyHashable) -> SplitColumn)? = nil,
        router: Router<AnyHashable> = Router(),
        destinations: ScreenDestinations = .init(),
        detail: @escaping (AnyHashable?) -> Screen
    ) {
        self.sidebar = sidebar
        self.contentFor = content
        weak var box: SplitApp?
        self.detail = StackApp(router: router, rootTitle: "", destinations: destinations) { _ in
            detail(box?.detailInput)
        }
        self.detail.isEmbedded = true
        box = self
    }

    /// A split view whose detail column is `detail`, a stack app whose root screen shows the selection
    /// itself: NavigatorUI's `NavigationSplitView`, whose detail is a view of the app's state.
    package init(sidebar: SplitColumn, content: ((AnyHashable) -> SplitColumn)?, detail: StackApp<AnyHashable>) {
        self.sidebar = sidebar
        self.contentFor = content
        self.detail = detail
        detail.isEmbedded = true
    }

    /// New list columns for the same split view: the sidebar given, the content column built again.
    package func columnsChanged(sidebar: SplitColumn) {
        self.sidebar = sidebar
        builtContent = nil
    }

    // MARK: Selection

    /// The sidebar's selection, SwiftUI's `List(selection:)` binding. Changing it shows another
    /// detail, from its root.
    package var selection: AnyHashable? {
        get { sidebarSelection }
        set {
            guard newValue != sidebarSelection else { return }
            sidebarSelection = newValue
            contentSelection = nil
            contentCursor = 0
            if let newValue, let index = sidebar.items.firstIndex(where: { $0.value == newValue }) { sidebarCursor = index }
            detail.router.popToRoot()
            detail.router.dismissAll()  // another item's detail: what the last one presented goes with it
            detail.invalidate()  // its root shows the selection
            stateChanged()
        }
    }

    /// The content column's selection (three columns).
    package var contentSelectionValue: AnyHashable? {
        get { contentSelection }
        set {
            guard newValue != contentSelection else { return }
            contentSelection = newValue
            if let newValue, let index = content?.items.firstIndex(where: { $0.value == newValue }) { contentCursor = index }
            detail.router.popToRoot()
            detail.router.dismissAll()  // another item's detail: what the last one presented goes with it
            detail.invalidate()
            stateChanged()
        }
    }

    /// The content column for the current sidebar selection, if there are three columns.
    package var content: SplitColumn? {
        if let builtContent, builtContent.selection == sidebarSelection { return builtContent.column }
        let column: SplitColumn?
        if let contentFor, let sidebarSelection {
            column = contentFor(sidebarSelection)
        } else {
            column = contentFor == nil ? nil : contentWithoutSelection?() ?? SplitColumn(title: "", items: [])
        }
        builtContent = (sidebarSelection, column)
        return column
    }

    /// What the detail shows: the content selection with three columns, the sidebar's with two.
    var detailInput: AnyHashable? { contentFor == nil ? sidebarSelection : contentSelection }

    /// The label of the detail's root in its breadcrumbs.
    var detailTitle: String {
        let column = contentFor == nil ? sidebar : content
        guard let input = detailInput, let item = column?.items.first(where: { $0.value == input }) else {
            // The detail's own title: its built screen, when its root stack is on screen.
            let built = detail.currentContent()
            return built.stacks[0] === detail.router ? built.screen(at: 0).title : detail.topScreen(of: detail.router).title
        }
        return item.label
    }

    // MARK: Layout decisions

    /// Whether the split view is one stack at this width.
    package func isCollapsed(width: Int) -> Bool { width < Self.compactWidth }

    /// The columns shown at this width, in order.
    /// How wide the detail column is in a frame `total` columns wide, as the layout gives it; `nil`
    /// when the detail isn't shown.
    package func detailWidth(total: Int) -> Int? {
        let columns = visibleColumns(width: total)
        guard columns.contains(.detail) else { return nil }
        if style == .prominentDetail || isCollapsed(width: total) { return total }
        return total - columns.filter { $0 != .detail }.reduce(0) { $0 + SplitLayout.listWidth($1, total: total) + 1 }
    }

    package func visibleColumns(width: Int) -> [ColumnID] {
        let lists: [ColumnID] = contentFor == nil ? [.sidebar] : [.sidebar, .content]
        let focus = chosenFocus
        if isCollapsed(width: width) { return [focus] }
        switch columnVisibility {
        case .all: return lists + [.detail]
        case .doubleColumn: return [lists.last!, .detail]
        case .detailOnly: return [.detail]
        case .automatic:
            if width >= Self.wideWidth || lists.count == 1 { return width >= Self.wideWidth ? lists + [.detail] : [.sidebar, .detail] }
            // Three columns in a medium width: the two around the focus, the sidebar while choosing.
            return focus == .sidebar ? [.sidebar, .content] : [.content, .detail]
        }
    }

    // MARK: Keys

    package func handle(_ key: Key) {
        if case .resize(let w, let h) = key { width = w; height = h; detail.handle(key); return }
        // Too small for a frame: only quitting is heard, as on a stack (StackApp's `handle`).
        if width > 0, !StackLayout.fits(TerminalSize(width: width, height: height)) {
            if keyMap.command(for: key) == .quit { isFinished = true }
            return
        }
        if case .mouse(let event) = key { return handle(mouse: event) }
        // The link prompt (`:`) has the keys while it is open, whatever the column; a filter (`/`) has
        // them while it is on.
        if detail.isPromptingLink { return detail.handle(key) }
        if detail.filter != nil { return detail.handle(key) }
        if listFilter != nil { return editListFilter(key) }
        // A text field selected in the detail, while the detail has the keys, takes those that start
        // editing it (Enter, a key that types and is no command); edited, those that type, and Esc.
        detail.hasKeys = focus == .detail && !isShowingHelp
        // A dialog up in the detail has the keys, whatever the column (help and quit go on).
        if !isShowingHelp, detail.dialogTakes(key) { return }
        if detail.fieldTakes(key) { detail.clearNotice(); return }
        handle(command: keyMap.command(for: key))
    }

    /// Applies what a key gave (`nil` for a key with no binding), as `handle(_:)` does.
    func handle(command: Command?) {
        detail.clearNotice()
        chosenFocus = focus  // a column hidden since it was chosen hands the keys on
        if isShowingHelp, let top = StackLayout.scrolledHelp(from: helpTop, by: command, keyMap: keyMap, height: height) {
            helpTop = top
            return
        }
        if isShowingHelp {
            isShowingHelp = false
            if command == .quit { isFinished = true }
            return
        }
        switch command {
        case .quit: isFinished = true; return
        case .toggleHelp: isShowingHelp = true; return
        case .nextColumn: moveFocus(by: 1); return
        case .toggleSidebar:
            columnVisibility = visibleColumns(width: width).contains(.sidebar) ? .detailOnly : .all
            chosenFocus = focus
            return
        case .goToLink:
            detail.handle(command: .goToLink)
            return
        case .previousTab: showTab(by: -1); return
        case .nextTab: showTab(by: 1); return
        default: break
        }
        switch chosenFocus {
        case .sidebar, .content: handleList(command)
        case .detail: handleDetail(command)
        }
    }

    /// Shows the tab `step` away from the one shown, round at the ends: not while the detail presents.
    private func showTab(by step: Int) {
        guard let tabBar, !tabBar.labels.isEmpty else { return }
        guard detail.router.presentation == nil else {
            detail.notice = "The tabs wait while a sheet is up: Esc closes it"
            return
        }
        detail.endEditing()
        listFilter = nil
        let count = tabBar.labels.count
        tabBar.select(((tabBar.selected + step) % count + count) % count)
    }

    /// A click or a notch of the wheel, on the frame the terminal shows now. A click on a column gives
    /// it the keys: on a list's item it selects the item (collapsed, it opens it, as `⏎`), on the
    /// detail's link or breadcrumb it acts as in a stack; the wheel moves the selection of the column it
    /// is turned over. A click on a footer hint runs it; the help closes on a click.
    func handle(mouse event: MouseEvent) {
        // The prompt and a filter of a list column have the keys, and the mouse waits for them.
        guard !detail.isPromptingLink, listFilter == nil else { return }
        if isShowingHelp {
            if !event.isWheel { isShowingHelp = false }
            // The wheel scrolls a help taller than the terminal.
            let command: Command = event.action == .wheelUp ? .selectPrevious : .selectNext
            if event.isWheel, let top = StackLayout.scrolledHelp(from: helpTop, by: command, keyMap: keyMap, height: height) {
                helpTop = top
            }
            return
        }
        let frame = SplitLayout.frame(self, size: TerminalSize(width: width, height: height))
        guard !frame.isTooSmall else { return }
        let column = event.column, row = event.row
        if row == 0, let bar = frame.tabBar, let tabBar {
            // A click on another tab shows it (not while a dialog or a sheet is up: `showTab` says why).
            guard event.action == .click, detail.activeDialog() == nil,
                  let index = bar.items.firstIndex(where: { column >= $0.column && column < $0.column + $0.width }),
                  index != tabBar.selected else { return }
            return showTab(by: index - tabBar.selected)
        }
        if detail.activeDialog() != nil {
            // A dialog is modal: a click presses one of its buttons or runs a hint; nothing else.
            guard event.action == .click else { return }
            if row == height - 1 {
                if case .command(let command)? = StackLayout.target(in: frame.footer, column: column), !detail.dialogTakes(command: command) {
                    handle(command: command)
                }
            } else {
                detail.pressDialogButton(in: frame.detail?.dialog, column: column, row: row)
            }
            return
        }
        if row == height - 1 {
            if event.action == .click, case .command(let command)? = StackLayout.target(in: frame.footer, column: column) {
                if focus == .detail, detail.editedFieldTakes(command) { return }  // `Esc done`, `⏎ next`: as the keys
                handle(command: command)
            }
            return
        }
        // Over a prominent detail the lists are drawn on top: they take the click first.
        if let list = frame.lists.last(where: { $0.rect.contains(column: column, row: row) }) {
            return handle(event, in: list)
        }
        guard let shown = frame.detail, shown.rect.contains(column: column, row: row) else { return }
        detail.clearNotice()
        chosenFocus = .detail
        if detail.isShowingHelp || detail.isPreviewing {
            if event.action == .click { detail.handle(command: nil) }
            return
        }
        switch event.action {
        case .wheelUp: detail.scroll(by: -StackApp<AnyHashable>.wheelRows)
        case .wheelDown: detail.scroll(by: StackApp<AnyHashable>.wheelRows)
        case .click:
            if let panel = shown.panels.last, let target = StackLayout.target(in: panel, column: column, row: row) {
                detail.apply(target)
            }
        case .rightClick:
            if let panel = shown.panels.last, case .item(let index)? = StackLayout.target(in: panel, column: column, row: row) {
                detail.openRowMenu(onItem: index)
            }
        }
        if detail.isFinished { isFinished = true }
    }

    /// A click or a wheel's notch over a list column.
    private func handle(_ event: MouseEvent, in list: SplitFrame.List) {
        detail.clearNotice()
        chosenFocus = list.column
        switch event.action {
        case .wheelUp, .wheelDown:
            let command: Command = event.action == .wheelUp ? .selectPrevious : .selectNext
            for _ in 0..<StackApp<AnyHashable>.wheelRows { handleList(command) }
        case .rightClick:
            break  // a column's items have no actions
        case .click:
            let index = list.firstShown + event.row - list.rect.row - 1
            guard event.row > list.rect.row, index < list.items.count else { return }
            if list.column == .sidebar { sidebarCursor = index } else { contentCursor = index }
            if isCollapsed(width: width) {
                handleList(.open)  // collapsed, as ⏎: select it and show the next column
            } else {
                let items = list.column == .sidebar ? sidebar.items : (content?.items ?? [])
                select(items[index].value)
            }
        }
    }

    private func handleList(_ command: Command?) {
        guard let command else { return }
        let focus = chosenFocus
        let column = focus == .sidebar ? sidebar : (content ?? SplitColumn(title: "", items: []))
        guard !column.items.isEmpty || command == .back || command == .dismiss else { return }
        let collapsed = isCollapsed(width: width)
        var cursor = focus == .sidebar ? sidebarCursor : contentCursor
        switch command {
        case .selectPrevious: cursor = max(0, cursor - 1)
        case .selectNext: cursor = min(column.items.count - 1, cursor + 1)
        case .selectFirst, .popToRoot: cursor = 0
        case .selectLast: cursor = column.items.count - 1
        case .selectPreviousPage: cursor = max(0, cursor - listPage)
        case .selectNextPage: cursor = min(column.items.count - 1, cursor + listPage)
        case .open, .preview:
            select(column.items[cursor].value)
            moveFocus(by: 1)
            return
        case .back, .dismiss:
            if focus == .content { back(from: .content) }
            return
        case .filter:
            listFilter = ListFilter(column: focus, items: column.items, cursorBefore: cursor)
            return
        default: return
        }
        if focus == .sidebar { sidebarCursor = cursor } else { contentCursor = cursor }
        // Side by side, the selection follows the cursor (a list on a Mac); collapsed, it waits for ⏎.
        if !collapsed { select(column.items[cursor].value) }
    }

    /// How many rows of a list column a page is: the rows it shows under its title, less one kept in
    /// view from the page before, as a stack's page keys keep one.
    var listPage: Int { max(1, listRows - 1) }

    /// How many items a list column shows under its title, at the size the app was last told of (a
    /// tab bar takes a row).
    var listRows: Int { max(1, height - 2 - (tabBar == nil ? 0 : 1)) }

    private func select(_ value: AnyHashable) {
        if focus == .sidebar { selection = value } else { contentSelectionValue = value }
    }

    private func handleDetail(_ command: Command?) {
        let atRoot = detail.router.activeStack.depth == 0 && detail.router.presentation == nil
        let isBack = command == .back || command == .dismiss
        if atRoot && isBack && !detail.isShowingHelp && !detail.isPreviewing {
            back(from: .detail)
            return
        }
        detail.handle(command: command)
        if detail.isFinished { isFinished = true }
    }

    /// Leaves a column for the one before it; collapsed, that is going back, which clears the
    /// selection that showed it (SwiftUI on a compact width).
    private func back(from column: ColumnID) {
        let lists: [ColumnID] = contentFor == nil ? [.sidebar] : [.sidebar, .content]
        guard let previous = lists.last(where: { $0 < column }) else { return }
        if isCollapsed(width: width) {
            if column == .detail, contentFor != nil { contentSelectionValue = nil } else if column == .detail { selection = nil }
            if column == .content { selection = nil }
        }
        chosenFocus = previous
    }

    private func moveFocus(by step: Int) {
        if isCollapsed(width: width) {
            // Collapsed, moving on is pushing the next column, once something is selected.
            let lists: [ColumnID] = contentFor == nil ? [.sidebar] : [.sidebar, .content]
            let order = lists + [.detail]
            guard let index = order.firstIndex(of: chosenFocus), index + 1 < order.count, step > 0 else { return }
            let needed = chosenFocus == .sidebar ? sidebarSelection : contentSelection
            if needed != nil { chosenFocus = order[index + 1] }
            return
        }
        let visible = visibleColumns(width: width)
        guard let index = visible.firstIndex(of: chosenFocus) else {
            chosenFocus = visible.last ?? .detail
            return
        }
        chosenFocus = visible[(index + step + visible.count) % visible.count]
    }

    // MARK: State

    /// Everything the split view shows, as values: what it saves and what its links open.
    package var state: SplitState {
        SplitState(selection: sidebarSelection, contentSelection: contentSelection, focus: chosenFocus,
                   columnVisibility: columnVisibility, detail: detail.router.navigationTree)
    }

    /// The state without the detail's tree (its `detail` empty): what a saved split view compares on
    /// every change, at a cost that doesn't grow with the detail's depth.
    package var columnsState: SplitState {
        SplitState(selection: sidebarSelection, contentSelection: contentSelection, focus: chosenFocus,
                   columnVisibility: columnVisibility)
    }

    /// Shows `state`: the selections (the lists' cursors on them), the column with the keys, the
    /// column visibility and the detail's tree. Observers of the detail's router hear each step.
    package func restore(_ state: SplitState) {
        let notify = onStateChange
        onStateChange = nil
        defer {
            onStateChange = notify
            notify?()
        }
        selection = state.selection
        if contentFor != nil { contentSelectionValue = state.contentSelection }
        if state.selection == nil { sidebarCursor = 0 }
        if state.contentSelection == nil { contentCursor = 0 }
        columnVisibility = state.columnVisibility
        chosenFocus = state.focus
        isShowingHelp = false
        detail.router.restore(state.detail)
        detail.invalidate()
    }

    /// `:` types a link: `current` gives the one to edit (the split view's own), `open` opens one, or
    /// says why it can't. `nil`: no prompt.
    package var linkOpener: (current: () -> String?, open: (String) -> String?)? {
        get { detail.linkOpener }
        set { detail.linkOpener = newValue }
    }
    /// The links opened from the prompt, oldest first.
    package var linkHistory: [String] {
        get { detail.linkHistory }
        set { detail.linkHistory = newValue }
    }
    /// Called with each link opened from the prompt.
    package var onLinkOpened: ((String) -> Void)? {
        get { detail.onLinkOpened }
        set { detail.onLinkOpened = newValue }
    }

    /// Shows a one-line message above the footer until the next key, and logs it in the detail's log.
    package func show(notice: String) { detail.show(notice: notice) }

    package var wakeDeadline: ContinuousClock.Instant? {
        if let filter = detail.filter, !filter.isComplete { return .now }  // the detail's filter takes a step each frame
        return background?.deadline()
    }

    package func wake(now: ContinuousClock.Instant) {
        detail.scanFilter()
        background?.run(now)
    }

    package func settle() { detail.settle() }

    private func stateChanged() { onStateChange?() }

    // MARK: Drawing

    /// Lays out the frame at the canvas's size from what is built, then draws it; drawing changes
    /// nothing but the canvas.
    package func draw(into canvas: inout Canvas) {
        SplitLayout.draw(SplitLayout.frame(self, size: TerminalSize(width: canvas.width, height: canvas.height)), into: &canvas)
    }

    /// Forgets what is built (the content column, the detail's screens), for a change the app can't see.
    package func invalidate() {
        builtContent = nil
        detail.invalidate()
    }

    /// The cursor of a list column.
    func cursor(of column: ColumnID) -> Int { column == .sidebar ? sidebarCursor : contentCursor }

    // MARK: Filtering a list column

    /// A filter (`/`) on a list column: its items whose label holds the text typed.
    struct ListFilter {
        let column: ColumnID
        let items: [SplitColumn.Item]
        /// The list's cursor before the filter started.
        let cursorBefore: Int
        var editor = LineEditor()
        private(set) var query = FilterQuery("")
        /// The indices of the items that match.
        private(set) var matches: [Int]
        /// The cursor, among the matches.
        var cursor = 0

        init(column: ColumnID, items: [SplitColumn.Item], cursorBefore: Int) {
            self.column = column
            self.items = items
            self.cursorBefore = cursorBefore
            matches = Array(items.indices)
            cursor = min(cursorBefore, max(0, items.count - 1))
        }

        /// Matches the editor's text; the cursor on the first match.
        mutating func update() {
            let next = FilterQuery(editor.text)
            guard next != query else { return }
            query = next
            matches = items.indices.filter { next.matches(items[$0].label) }
            cursor = 0
        }
    }

    /// The filter on a list column, while one is on.
    private(set) var listFilter: ListFilter?

    /// A key while a list column's filter is on: typing narrows it, ↑ ↓ move among the matches, Enter
    /// opens the one under the cursor, Esc (or Backspace on an empty filter) ends it with the cursor
    /// where it is.
    private func editListFilter(_ key: Key) {
        guard var filter = listFilter else { return }
        let collapsed = isCollapsed(width: width)
        switch key {
        case .escape:
            endListFilter()
            return
        case .backspace where filter.editor.text.isEmpty:
            endListFilter()
            return
        case .enter:
            guard filter.cursor < filter.matches.count else { return }
            endListFilter()
            handleList(.open)
            return
        case .up, .down, .tab:
            guard !filter.matches.isEmpty else { return }
            filter.cursor = key == .up ? max(0, filter.cursor - 1) : min(filter.matches.count - 1, filter.cursor + 1)
        default:
            guard filter.editor.apply(key) else { return }
            filter.update()
        }
        listFilter = filter
        // Side by side, the selection follows the cursor, as without a filter.
        if !collapsed, filter.cursor < filter.matches.count { moveCursor(to: filter.matches[filter.cursor], in: filter.column, selecting: true) }
    }

    /// Ends the list's filter, the cursor on the match it was on (or where it was before, with none).
    private func endListFilter() {
        guard let filter = listFilter else { return }
        listFilter = nil
        let index = filter.cursor < filter.matches.count ? filter.matches[filter.cursor] : filter.cursorBefore
        moveCursor(to: index, in: filter.column, selecting: false)
    }

    private func moveCursor(to index: Int, in column: ColumnID, selecting: Bool) {
        if column == .sidebar { sidebarCursor = index } else { contentCursor = index }
        if selecting {
            let items = column == .sidebar ? sidebar.items : (content?.items ?? [])
            if index < items.count { select(items[index].value) }
        }
    }

    /// What the footer says of a list's filter: how many items match.
    var listFilterStatus: String {
        switch listFilter?.matches.count ?? 0 {
        case 0: return "no match"
        case 1: return "1 match"
        case let count: return "\(count) matches"
        }
    }

    /// The selected value of a list column.
    func selected(in column: ColumnID) -> AnyHashable? { column == .sidebar ? sidebarSelection : contentSelection }
}
