// Seed 004, "NavigationSplitView for iPad and Mac": each example written against navigator's SplitApp,
// with the same values and columns, asserting what the guide describes.
import Navigation
import Testing
import TerminalUI

@Suite struct Seed004NavigationSplitViewTests {
    enum Category: String, Hashable, CaseIterable {
        case books, movies, music
        var title: String { rawValue.capitalized }
    }

    enum Route: Hashable { case item(String) }

    static var categories: SplitColumn { SplitColumn(title: "Categories", items: Category.allCases.map { .init($0.title, $0) }) }

    /// `CategoryDetailView(category:)`, or `ContentUnavailableView("Select a Category", …)`.
    static func detail(_ selection: AnyHashable?) -> Screen {
        guard let category = selection?.base as? Category else {
            return Screen(title: "Select a Category", body: ["Choose a category from the sidebar."])
        }
        return Screen(title: category.title, links: [.push("First of \(category.title)", Route.item("first \(category.rawValue)"))])
    }

    static func lines(_ app: SplitApp, _ keys: String = "", width: Int = 100, height: Int = 12) throws -> [String] {
        Headless.run(app, size: .init(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    /// ```swift
    /// NavigationSplitView {
    ///     List(Category.allCases, selection: $selectedCategory) { category in Label(category.title, …) }
    ///         .navigationTitle("Categories")
    /// } detail: {
    ///     if let category = selectedCategory { CategoryDetailView(category: category) }
    ///     else { ContentUnavailableView("Select a Category", systemImage: "sidebar.left",
    ///                                   description: Text("Choose a category from the sidebar.")) }
    /// }
    /// ```
    @Test("Two columns: a sidebar on the left and the detail on the right, a placeholder until a category is selected")
    func twoColumnLayout() throws {
        let app = SplitApp(sidebar: Self.categories, detail: Self.detail)
        var screen = try Self.lines(app)
        #expect(screen[0].hasPrefix(" Categories") && screen[0].contains("│ Select a Category"))
        #expect(screen.contains { $0.contains("Choose a category from the sidebar.") })
        screen = try Self.lines(app, "down")
        #expect(app.selection == AnyHashable(Category.movies))   // $selectedCategory
        #expect(screen[0].contains("│ Movies") && screen[2].hasPrefix("▸ Movies"))
    }

    /// ```swift
    /// NavigationSplitView { … } detail: {
    ///     if let category = selectedCategory {
    ///         NavigationStack(path: $router.path) {
    ///             CategoryDetailView(category: category)
    ///                 .navigationDestination(for: Route.self) { route in RouteDestination(route: route) }
    ///         }
    ///     }
    /// }
    /// ```
    @Test("A NavigationStack in the detail column: sidebar selection on top, push-based drill-down within it")
    func stackInTheDetailColumn() throws {
        var destinations = ScreenDestinations()
        destinations.register(Route.self, title: { if case .item(let name) = $0 { name } else { "" } }) { route, _ in
            Screen(title: "\(route)", links: [.push("Deeper", Route.item("deeper"))])
        }
        let router = Router<AnyHashable>()   // $router.path
        let app = SplitApp(sidebar: Self.categories, router: router, destinations: destinations, detail: Self.detail)
        let screen = try Self.lines(app, "down down enter enter enter")
        #expect(router.path == [AnyHashable(Route.item("first music")), AnyHashable(Route.item("deeper"))])
        #expect(screen[0].contains("│ Music › first music › deeper"))
        // Selecting another category in the sidebar starts its detail over.
        _ = try Self.lines(app, "tab up")
        #expect(app.selection == AnyHashable(Category.movies) && router.isEmpty)
    }

    /// ```swift
    /// NavigationSplitView {
    ///     // sidebar: mailboxes
    /// } content: {
    ///     // middle: message list
    /// } detail: {
    ///     // right: message detail
    /// }
    /// ```
    @Test("Three columns: mailboxes, the selected mailbox's messages, and the selected message")
    func threeColumnLayout() throws {
        let app = SplitApp(
            sidebar: SplitColumn(title: "Mailboxes", items: [.init("Inbox", "Inbox"), .init("Archive", "Archive")]),
            content: { mailbox in SplitColumn(title: "\(mailbox)", items: ["Hello", "Lunch?"].map { .init($0, "\(mailbox): \($0)") }) }
        ) { message in Screen(title: message.map { "\($0)" } ?? "No Message Selected") }
        let screen = try Self.lines(app, "down enter down", width: 130)
        #expect(screen[0].hasPrefix(" Mailboxes") && screen[0].contains("│ Archive") && screen[0].hasSuffix("│ Lunch?"))
        #expect(screen[1].hasSuffix("│ Archive: Lunch?"))
        #expect(app.contentSelectionValue == AnyHashable("Archive: Lunch?"))
    }

    /// ```swift
    /// @State private var columnVisibility: NavigationSplitViewVisibility = .automatic
    /// NavigationSplitView(columnVisibility: $columnVisibility) { … } detail: { … }
    /// ```
    /// ".automatic (system decides based on device and orientation), .all (show every column),
    /// .doubleColumn (sidebar plus detail), and .detailOnly (detail fills the screen)."
    @Test("Column visibility: automatic by width, all, doubleColumn (sidebar plus detail), detailOnly")
    func columnVisibility() throws {
        let app = SplitApp(sidebar: Self.categories, detail: Self.detail)
        #expect(app.columnVisibility == .automatic)
        #expect(app.visibleColumns(width: 100) == [.sidebar, .detail])
        app.columnVisibility = .all
        #expect(app.visibleColumns(width: 100) == [.sidebar, .detail])
        app.columnVisibility = .doubleColumn
        #expect(app.visibleColumns(width: 100) == [.sidebar, .detail])
        app.columnVisibility = .detailOnly
        let screen = try Self.lines(app)
        #expect(screen[0] == " Select a Category" && !screen.contains { $0.contains("│") })
        // The sidebar button: `\` shows it again.
        _ = try Self.lines(app, "\\")
        #expect(app.columnVisibility == .all)
    }

    /// `.navigationSplitViewStyle(.prominentDetail)`: "detail stays full-width and sidebars overlay";
    /// `.balanced`: "resizes the detail when showing sidebars".
    @Test("Split view style: balanced narrows the detail; prominentDetail keeps it full width under the sidebar")
    func splitViewStyle() throws {
        let balanced = SplitApp(sidebar: Self.categories, detail: Self.detail)
        let prominent = SplitApp(sidebar: Self.categories, detail: Self.detail)
        prominent.style = .prominentDetail
        let wide = try Self.lines(balanced, "", width: 100, height: 8)
        let over = try Self.lines(prominent, "", width: 100, height: 8)
        // Balanced: the detail's text starts right of the sidebar, whole; prominent: the detail runs the
        // whole width and the sidebar lies over its left part, covering the start of its text.
        #expect(wide[0].contains("│ Select a Category"))
        #expect(wide.contains { $0.hasSuffix("│  Choose a category from the sidebar.") })
        #expect(over.contains { $0.hasSuffix("│he sidebar.") })
        #expect(!over.contains { $0.contains("Choose") })
    }

    /// "On iPhone, it collapses into a single NavigationStack where tapping a category pushes the
    /// detail view." (And the pitfall: use NavigationSplitView as the root; it adapts by itself.)
    @Test("Narrow, the split view collapses into one stack: selecting a category pushes its detail; back returns")
    func collapsesOnACompactWidth() throws {
        let app = SplitApp(sidebar: Self.categories, detail: Self.detail)
        var screen = try Self.lines(app, "", width: 40)
        #expect(screen[0] == " Categories" && !screen.contains { $0.contains("│") })
        screen = try Self.lines(app, "down enter", width: 40)
        #expect(screen[0] == " Categories › Movies" && screen[1] == " Movies")
        screen = try Self.lines(app, "left", width: 40)
        #expect(screen[0] == " Categories" && app.selection == nil)
        // The same view, wide again, shows the columns.
        #expect(try Self.lines(app, "", width: 100)[0].contains("│"))
    }
}
