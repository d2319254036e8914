import Navigation
import TerminalUI

/// Which columns of a `NavigationSplitView` are shown, as SwiftUI's.
///
/// `.automatic` follows the terminal's width: every column from 120 columns, the two around the
/// column with the keys below that, one stack below 60.
nonisolated public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
    let rawValue: String

    /// The app decides by the terminal's width.
    public static var automatic: NavigationSplitViewVisibility { .init(rawValue: SplitVisibility.automatic.rawValue) }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { .init(rawValue: SplitVisibility.all.rawValue) }
    /// The last list column and the detail.
    public static var doubleColumn: NavigationSplitViewVisibility { .init(rawValue: SplitVisibility.doubleColumn.rawValue) }
    /// The detail alone.
    public static var detailOnly: NavigationSplitViewVisibility { .init(rawValue: SplitVisibility.detailOnly.rawValue) }

    var split: SplitVisibility { SplitVisibility(rawValue: rawValue) ?? .automatic }
    init(rawValue: String) { self.rawValue = rawValue }
    init(_ split: SplitVisibility) { rawValue = split.rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard SplitVisibility(rawValue: text) != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a column visibility (expected automatic, all, doubleColumn or detailOnly)"))
        }
        rawValue = text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// How a `NavigationSplitView` shares the terminal's width, as SwiftUI's.
public protocol NavigationSplitViewStyle {}

/// The styles navigator draws: what each is in TerminalUI (`nil` for the default). Any other style
/// draws as the default.
protocol DrawnSplitViewStyle: NavigationSplitViewStyle {
    var split: SplitStyle? { get }
}

/// Columns side by side: showing the sidebar narrows the detail.
public struct BalancedNavigationSplitViewStyle: DrawnSplitViewStyle {
    /// The balanced style.
    public init() {}
    var split: SplitStyle? { .balanced }
}

/// The detail keeps the whole width; the lists are drawn over its left side.
public struct ProminentDetailNavigationSplitViewStyle: DrawnSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
    var split: SplitStyle? { .prominentDetail }
}

/// The default: balanced.
public struct AutomaticNavigationSplitViewStyle: DrawnSplitViewStyle {
    /// The automatic style.
    public init() {}
    var split: SplitStyle? { .balanced }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side, the detail narrowed to make room: `.navigationSplitViewStyle(.balanced)`.
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its width; the other columns show over it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default: balanced.
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

/// SwiftUI's `NavigationSplitView`: a sidebar, an optional content column and a detail, side by side
/// in a wide terminal, collapsed into one stack in a narrow one (TerminalUI's `SplitApp`, with its
/// keys: `Tab` moves between columns, `\` shows or hides the sidebar).
///
/// The sidebar and content columns are lists: the rows of their `List(selection:)` are the column's
/// items, and moving through them sets the selection binding (side by side the selection follows the
/// cursor; collapsed, `⏎` selects and opens the next column). The detail is a view of the app's state,
/// usually of that selection; a `NavigationStack` in it is the detail column's stack, with its own
/// path, and a new selection pops it to its root.
///
/// It is the root of its app, or a tab of a root `TabView` (drawn under its tab bar, `[` `]` beside its
/// keys); a split view inside a navigation stack is a nested stack.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// Two columns, their visibility read from and written to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// Three columns: a sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// Three columns, their visibility read from and written to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    public func _render(into context: _RenderContext) {
        if context.isInStack || context.screenID != 0 {
            context.nestedStack = "a NavigationSplitView"
            return
        }
        // The root's evaluation draws the detail (its NavigationStack is the detail's stack); the list
        // columns are evaluated by the split view, at their own places under this one (which stay).
        context.touchPlace()
        context.list.split = _SplitRecord(
            path: context.path, sidebar: AnyViewBox(sidebar), content: content.map { AnyViewBox($0) },
            columnVisibility: columnVisibility, style: nil)
        context.evaluate(detail, at: "detail")
    }
}

/// A split view found while evaluating the root: its columns' views, its bindings, its style.
struct _SplitRecord {
    let path: StructuralPath
    let sidebar: AnyViewBox
    let content: AnyViewBox?
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    var style: SplitStyle?
}

/// A view whose split view is drawn in `style`.
@usableFromInline struct _SplitStyleView<Content: View>: _PrimitiveView {
    let content: Content
    let style: SplitStyle?
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "splitStyle")
        if context.list.split != nil, context.list.split?.style == nil { context.list.split?.style = style }
    }
}

extension View {
    /// How the `NavigationSplitView` in this view shares the width: `.balanced` (the default) or
    /// `.prominentDetail`.
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        _SplitStyleView(content: self, style: (style as? any DrawnSplitViewStyle)?.split)
    }
}

/// Runs a `NavigationSplitView` root as TerminalUI's `SplitApp`: its detail column is the view host's
/// stack app (the root view, which draws the detail), its list columns are evaluated from the split
/// view's sidebar and content views, and the selection and visibility bindings are kept equal to the
/// split app's both ways.
final class SplitHost {
    unowned let host: ViewHost
    private(set) var app: SplitApp!
    private var record: _SplitRecord
    private var sidebarSelection: _Selection?
    private var contentSelection: _Selection?
    private var isSyncing = false

    init(host: ViewHost, record: _SplitRecord, detail: StackApp<AnyHashable>) {
        self.host = host
        self.record = record
        let sidebar = column(record.sidebar, at: "sidebar")
        sidebarSelection = sidebar.selection
        let content: ((AnyHashable) -> SplitColumn)? = record.content == nil ? nil : { [unowned self] in self.contentColumn(for: $0) }
        app = SplitApp(sidebar: sidebar.column, content: content, detail: detail)
        if record.content != nil { app.contentWithoutSelection = { [unowned self] in self.contentColumn(for: nil) } }
        app.style = record.style ?? .balanced
        app.onStateChange = { [unowned self] in self.splitChanged() }
        synchronize()
    }

    /// The root was evaluated again: new views for the columns, new bindings.
    func update(_ record: _SplitRecord) {
        self.record = record
        app.style = record.style ?? .balanced
        let sidebar = column(record.sidebar, at: "sidebar")
        sidebarSelection = sidebar.selection
        app.columnsChanged(sidebar: sidebar.column)
    }

    /// The content column for the sidebar's `selection`. Its view reads the sidebar's binding, which
    /// is set to that selection first: the split app may build the column before the binding has heard
    /// of a new selection (a state restored, whose content selection the new column must find), and
    /// the column is then the view of that selection. With no selection (`nil`), the view is drawn as
    /// it is, reading the binding itself: its own placeholder (`if selection == nil { Text("Select …") }`).
    private func contentColumn(for selection: AnyHashable?) -> SplitColumn {
        guard record.content != nil else { return SplitColumn(title: "", items: []) }
        if let selection, let sidebarSelection, sidebarSelection.current() != selection {
            sidebarSelection.set(selection)
            // The column's view was made by the root's last evaluation, before this selection: the root
            // is evaluated again for the views of its columns.
            if let fresh = host.evaluate(host.root, screenID: 0, isInStack: false).list.split { record = fresh }
        }
        guard let box = record.content else { return SplitColumn(title: "", items: []) }
        let content = column(box, at: "content")
        contentSelection = content.selection
        return content.column
    }

    /// A list column: the title and the rows a column's view draws, each item's value what its row
    /// selects (a value link's value, a `ForEach` row's id), and the list's selection binding.
    private func column(_ box: AnyViewBox, at component: String) -> (column: SplitColumn, selection: _Selection?) {
        let context = _RenderContext(host: host, screenID: 0, isInStack: false)
        context.path = record.path.forgettingNodes()
        context.path.append(component)
        context.list.collectsColumn = true
        box.evaluate(context)
        let (links, rows) = context.linksAndRows()
        var items: [SplitColumn.Item] = []
        for link in links + (0..<(rows?.count ?? 0)).map({ rows!.row(at: $0) }) {
            if let value = link.action.pushedValue { items.append(SplitColumn.Item(link.label.string, value)) }
        }
        // Its texts are drawn while it has no item: a placeholder of its own, as laid out, less the
        // blank lines around it and the margin all its lines have (a padding's).
        let text = items.isEmpty ? Self.placeholder(context.lines.map(\.string)) : []
        return (SplitColumn(title: context.title ?? "", items: items, text: text), context.list.columnSelection)
    }

    /// The lines of `texts` (a paragraph may hold several), their trailing spaces, the blank lines
    /// around them and their common margin taken away.
    static func placeholder(_ texts: [String]) -> [String] {
        var lines = texts.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { line in
            String(line[..<(line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? line.startIndex)])
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let margin = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(margin, $0.prefix { $0 == " " }.count))) }
    }

    /// The split app changed its selections or visibility (a key): the bindings follow.
    private func splitChanged() {
        guard !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        if let sidebarSelection, sidebarSelection.current() != app.selection { sidebarSelection.set(app.selection) }
        if let contentSelection, contentSelection.current() != app.contentSelectionValue { contentSelection.set(app.contentSelectionValue) }
        if let binding = record.columnVisibility, binding.wrappedValue.split != app.columnVisibility {
            binding.wrappedValue = NavigationSplitViewVisibility(app.columnVisibility)
        }
    }

    /// Bindings changed by code: the split app follows. Then the detail is built (if anything changed),
    /// so the columns drawn or read by a key are those of the latest evaluation.
    func synchronize() {
        guard !isSyncing else { return }
        isSyncing = true
        if let binding = record.columnVisibility, binding.wrappedValue.split != app.columnVisibility {
            app.columnVisibility = binding.wrappedValue.split
        }
        if let sidebarSelection, sidebarSelection.current() != app.selection { app.selection = sidebarSelection.current() }
        isSyncing = false
        app.detail.buildContent()
        isSyncing = true
        if let contentSelection, app.content != nil, contentSelection.current() != app.contentSelectionValue {
            app.contentSelectionValue = contentSelection.current()
        }
        isSyncing = false
        app.detail.buildContent()
    }
}

/// What a view shows when there is nothing to show, as SwiftUI's: its title, then its description.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: _PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// A title (its symbol is not drawn: the title may be the screen's, in the breadcrumbs) and an
    /// optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil)
    where Label == NavigatorUI.Label<Text, EmptyView>, Description == Text?, Actions == EmptyView {
        label = NavigatorUI.Label(title: { Text(title) }, icon: { EmptyView() })
        self.description = description
        actions = EmptyView()
    }

    /// A label, a description and actions (buttons), each a view.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public func _render(into context: _RenderContext) {
        // The label is the screen's title where the screen has none, as SwiftUI shows it large.
        let title = context.text(of: label, at: "label")
        if context.title == nil { context.title = title } else { context.lines.append(TerminalUI.Text(title)) }
        context.evaluate(description, at: "description")
        context.evaluate(actions, at: "actions")
    }
}
