import Navigation
import TerminalUI
import Testing

/// NavigationSplitView in the terminal: columns side by side when wide, one stack when narrow, the
/// detail a stack of its own, the visibility and style of SwiftUI's.
@Suite struct SplitAppTests {
    enum Category: String, Hashable, CaseIterable { case fruits = "Fruits", trees = "Trees" }
    struct Item: Hashable { let name: String }

    /// Two columns: categories, and a detail showing the selected one (seed 004's first split view).
    static func twoColumns() -> SplitApp {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: \.name) { item, _ in Screen(title: item.name, body: ["About \(item.name)."]) }
        return SplitApp(sidebar: SplitColumn(title: "Categories", items: Category.allCases.map { .init($0.rawValue, $0) }),
                        destinations: destinations) { selection in
            guard let category = selection?.base as? Category else {
                return Screen(title: "Select a Category", body: ["Choose a category from the sidebar."])
            }
            return Screen(title: category.rawValue, links: [.push("\(category.rawValue) item", Item(name: "\(category.rawValue) item"))])
        }
    }

    /// Three columns: mailboxes, their messages, a message.
    static func threeColumns() -> SplitApp {
        SplitApp(
            sidebar: SplitColumn(title: "Mailboxes", items: [.init("Inbox", "inbox"), .init("Sent", "sent")]),
            content: { mailbox in
                SplitColumn(title: "\(mailbox)", items: (1...3).map { .init("\(mailbox) \($0)", "\(mailbox) \($0)") })
            }
        ) { message in
            Screen(title: message.map { "Message \($0)" } ?? "No Message Selected")
        }
    }

    func lines(_ app: SplitApp, _ keys: String = "", width: Int = 100, height: Int = 12) throws -> [String] {
        Headless.run(app, size: .init(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    @Test func wideItShowsTheSidebarAndAPlaceholderDetailUntilSomethingIsSelected() throws {
        let app = Self.twoColumns()
        let screen = try lines(app)
        #expect(screen[0].hasPrefix(" Categories") && screen[0].contains("│ Select a Category"))
        #expect(screen[1].hasPrefix("▸ Fruits"))
        #expect(screen.contains { $0.contains("Choose a category from the sidebar.") })
        #expect(app.selection == nil && app.focus == .sidebar)
    }

    @Test func selectingShowsTheDetailAndTheDetailIsAStackOfItsOwn() throws {
        let app = Self.twoColumns()
        var screen = try lines(app, "down")
        #expect(app.selection == AnyHashable(Category.trees))
        #expect(screen[0].contains("│ Trees"))
        screen = try lines(app, "enter enter")  // to the detail, then push its link
        #expect(app.focus == .detail)
        #expect(app.detail.router.path == [AnyHashable(Item(name: "Trees item"))])
        #expect(screen[0].contains("│ Trees › Trees item"))
        // Back walks the detail's stack, then at its root returns to the sidebar.
        _ = try lines(app, "left")
        #expect(app.detail.router.isEmpty && app.focus == .detail)
        _ = try lines(app, "left")
        #expect(app.focus == .sidebar && app.selection == AnyHashable(Category.trees))
        // Another selection shows its detail from the root.
        _ = try lines(app, "enter enter")
        #expect(app.detail.router.count == 1)
        let screen2 = try lines(app, "tab up")
        #expect(app.selection == AnyHashable(Category.fruits) && app.detail.router.isEmpty)
        #expect(screen2[0].contains("│ Fruits"))
    }

    @Test func tabMovesBetweenColumnsAndBackslashHidesTheSidebar() throws {
        let app = Self.twoColumns()
        _ = try lines(app, "tab")
        #expect(app.focus == .detail)
        var screen = try lines(app, "\\")
        #expect(app.columnVisibility == .detailOnly)
        #expect(!screen.contains { $0.contains("│") })
        screen = try lines(app, "\\")
        #expect(app.columnVisibility == .all && screen[0].contains("│"))
    }

    @Test func columnVisibilityIsSwiftUIs() throws {
        let app = Self.threeColumns()
        #expect(app.visibleColumns(width: 130) == [.sidebar, .content, .detail])   // .automatic, wide
        app.columnVisibility = .all
        #expect(app.visibleColumns(width: 80) == [.sidebar, .content, .detail])
        app.columnVisibility = .doubleColumn
        #expect(app.visibleColumns(width: 130) == [.content, .detail])
        app.columnVisibility = .detailOnly
        #expect(app.visibleColumns(width: 130) == [.detail])
        let two = Self.twoColumns()
        two.columnVisibility = .doubleColumn
        #expect(two.visibleColumns(width: 100) == [.sidebar, .detail])
        #expect(two.isCollapsed(width: 59) && !two.isCollapsed(width: 60))
    }

    @Test func threeColumnsListTheSelectionsContent() throws {
        let app = Self.threeColumns()
        let screen = try lines(app, "enter down enter", width: 130)
        #expect(app.selection == AnyHashable("inbox") && app.contentSelectionValue == AnyHashable("inbox 2"))
        #expect(screen[0].contains("Mailboxes") && screen[0].contains("│ inbox") && screen[0].contains("│ inbox 2"))
        #expect(screen[1].contains("Message inbox 2"))
    }

    @Test func narrowItCollapsesIntoOneStack() throws {
        let app = Self.threeColumns()
        var screen = try lines(app, "", width: 40)
        #expect(screen[0] == " Mailboxes" && !screen.contains { $0.contains("│") })
        screen = try lines(app, "enter down enter", width: 40)
        #expect(screen[0] == " Mailboxes › Inbox › inbox 2")
        #expect(screen[1] == " Message inbox 2")
        // Back pops a level and clears the selection that showed it, as on a compact width.
        screen = try lines(app, "left", width: 40)
        #expect(screen[0] == " Mailboxes › Inbox" && app.contentSelectionValue == nil)
        screen = try lines(app, "left", width: 40)
        #expect(screen[0] == " Mailboxes" && app.selection == nil)
    }

    @Test func prominentDetailKeepsTheWholeWidthUnderTheSidebar() throws {
        let balanced = Self.twoColumns()
        balanced.selection = AnyHashable(Category.fruits)
        let prominent = Self.twoColumns()
        prominent.selection = AnyHashable(Category.fruits)
        prominent.style = .prominentDetail
        let a = try lines(balanced), b = try lines(prominent)
        // The sidebar is drawn alike; the detail starts after it when balanced, under it when prominent.
        #expect(a[1].hasPrefix("▸ Fruits") && b[1].hasPrefix("▸ Fruits"))
        prominent.columnVisibility = .detailOnly
        balanced.columnVisibility = .detailOnly
        #expect(try lines(prominent) == lines(balanced))
        #expect(try lines(prominent)[0].hasPrefix(" Fruits"))
    }

    @Test func everySizeAndKeyWalkLaysOutCleanly() throws {
        let keys = ["up", "down", "enter", "left", "esc", "tab", "\\", "right", "end", "?", "x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let app = Bool.random(using: &generator) ? Self.twoColumns() : Self.threeColumns()
            let width = Int.random(in: 20...200, using: &generator), height = Int.random(in: 5...50, using: &generator)
            let walk = (0..<Int.random(in: 0...30, using: &generator)).map { _ in keys.randomElement(using: &generator)! }
            let screen = Headless.run(app, size: .init(width: width, height: height), keys: walk.compactMap(Key.init(name:))).lines
            #expect(screen.count == height)
            #expect(screen.allSatisfy { DisplayWidth.of($0) <= width }, "\(width)x\(height) \(walk)")
        }
    }

    /// A long sidebar: 100 items, more than a 12-row terminal shows.
    static func longSidebar() -> SplitApp {
        SplitApp(sidebar: SplitColumn(title: "Items", items: (1...100).map { .init("Item \($0)", $0) }),
                 destinations: ScreenDestinations()) { selection in
            Screen(title: selection.map { "Item \($0.base)" } ?? "None")
        }
    }

    @Test func aListColumnPagesAndJumpsToItsEndsAndSaysSo() throws {
        let app = Self.longSidebar()
        // 12 rows: the title, 10 items, the footer; a page keeps one item of the page before in view.
        var screen = try lines(app, "pgdn")
        #expect(app.selection == AnyHashable(10) && screen[10].hasPrefix("▸ Item 10"))
        #expect(screen.last?.contains("PgUp/PgDn page") == true, "\(screen.last!)")
        screen = try lines(app, "pgdn")
        #expect(app.selection == AnyHashable(19) && screen[10].hasPrefix("▸ Item 19"))
        _ = try lines(app, "end pgdn")
        #expect(app.selection == AnyHashable(100))
        screen = try lines(app, "pgup")
        #expect(app.selection == AnyHashable(91) && screen[1].hasPrefix("  Item 82") && screen[10].hasPrefix("▸ Item 91"))
        _ = try lines(app, "home pgup")
        #expect(app.selection == AnyHashable(1))
        // A list that fits shows no page keys.
        #expect(try lines(Self.twoColumns()).last?.contains("page") == false)
    }
}
