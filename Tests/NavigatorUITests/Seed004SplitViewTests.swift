// Seed 004's NavigationSplitView examples, written as the guide writes them, with `import NavigatorUI` in
// place of `import SwiftUI`. The guide elides `Category`, `CategoryDetailView`, `Route`'s destination
// and the views around its fragments: those are the wrapper, marked as such.
import NavigatorUI
import Testing

// --- Wrapper: a namespace, since seed 004's stack examples in this target declare `Route` and `Router` too ---

enum Seed004Split {

    // --- Wrapper: what the guide elides ---

    enum Category: String, CaseIterable, Identifiable, Hashable {
        case fruits, vegetables, grains
        var id: Self { self }
        var title: String { rawValue.capitalized }
        var icon: String { "leaf" }
    }

    struct CategoryDetailView: View {
        let category: Category
        var body: some View {
            Text("All the \(category.rawValue).")
            NavigationLink("Detail 1", value: Route.detail(id: 1))
            NavigationLink("Settings", value: Route.settings)
        }
    }

    enum Route: Hashable, Codable {
        case detail(id: Int)
        case settings
        case profile(username: String)
        case editProfile
    }

    struct RouteDestination: View {
        let route: Route
        var body: some View {
            switch route {
            case .detail(let id): Text("Detail \(id)").navigationTitle("Detail \(id)")
            case .settings: Text("Settings").navigationTitle("Settings")
            case .profile(let username): Text(username).navigationTitle(username)
            case .editProfile: Text("Edit").navigationTitle("Edit Profile")
            }
        }
    }

    @Observable
    @MainActor
    final class Router {
        var path: [Route] = []
    }

    // --- The guide's code, as written ---

    struct SplitView: View {
        @State private var selectedCategory: Category?

        var body: some View {
            NavigationSplitView {
                List(Category.allCases, selection: $selectedCategory) { category in
                    Label(category.title, systemImage: category.icon)
                }
                .navigationTitle("Categories")
            } detail: {
                if let category = selectedCategory {
                    CategoryDetailView(category: category)
                } else {
                    ContentUnavailableView(
                        "Select a Category",
                        systemImage: "sidebar.left",
                        description: Text("Choose a category from the sidebar.")
                    )
                }
            }
        }
    }

    // --- Wrapper: the guide's "Embedding NavigationStack in the Detail Column" fragment, in a view's body,
    // with a sidebar where the guide writes `// sidebar` ---

    struct EmbeddedStackView: View {
        @State private var selectedCategory: Category?
        @State private var router = Router()

        var body: some View {
            // --- The guide's code, as written (the sidebar comment replaced by SplitView's list) ---
            NavigationSplitView {
                List(Category.allCases, selection: $selectedCategory) { category in
                    Label(category.title, systemImage: category.icon)
                }
            } detail: {
                if let category = selectedCategory {
                    NavigationStack(path: $router.path) {
                        CategoryDetailView(category: category)
                            .navigationDestination(for: Route.self) { route in
                                RouteDestination(route: route)
                            }
                    }
                }
            }
            // --- End ---
            Text("Path: \(router.path.count) routes")
        }
    }

    // --- Wrapper: the three-column and visibility fragments, each in a view's body, as written ---

    struct ThreeColumns: View {
        var body: some View {
            NavigationSplitView {
                // sidebar: mailboxes
            } content: {
                // middle: message list
            } detail: {
                // right: message detail
            }
        }
    }

    struct VisibilityFragment: View {
        @State private var columnVisibility: NavigationSplitViewVisibility = .automatic

        var body: some View {
            NavigationSplitView(columnVisibility: $columnVisibility) {
                // sidebar
            } detail: {
                // detail
            }
            .navigationSplitViewStyle(.prominentDetail)
        }
    }

    // --- End of the guide's code ---

    /// A mail client in three columns: mailboxes, their messages, a message. Not the guide's: it shows
    /// what the guide's three-column fragment leaves out, a content column that follows the sidebar.
    struct Mail: View {
        @State private var mailbox: String?
        @State private var message: Int?
        @State private var visibility: NavigationSplitViewVisibility = .all
        let mailboxes = ["Inbox", "Sent"]

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(mailboxes, id: \.self, selection: $mailbox) { name in
                    Text(name)
                }
                .navigationTitle("Mailboxes")
            } content: {
                if let mailbox {
                    List(0..<3, selection: $message) { n in
                        Text("\(mailbox) message \(n)")
                    }
                    .navigationTitle(mailbox)
                }
            } detail: {
                if let mailbox, let message {
                    Text("Reading \(mailbox) message \(message)")
                        .navigationTitle("Message \(message)")
                } else {
                    Text("No message selected")
                }
                Button("Hide the lists") { visibility = .detailOnly }
            }
        }
    }
}

extension Seed004Split {
    @Suite struct Seed004SplitViewTests {
        static let wide = TerminalSize(width: 80, height: 10)

        @Test("The guide's SplitView: categories in the sidebar, ContentUnavailableView until one is selected, then its detail")
        func twoColumns() throws {
            let host = ViewHost(SplitView())
            var lines = Headless.run(host, size: Self.wide, keys: []).lines
            #expect(Array(lines[0...3]) == [
                " Categories         │ Select a Category",
                "▸ Fruits            │ Select a Category",
                "  Vegetables        │",
                "  Grains            │  Choose a category from the sidebar.",
            ])
            // Side by side, the selection follows the cursor: the detail shows the category.
            lines = Headless.run(host, size: Self.wide, keys: try Key.parseScript("down")).lines
            // The detail's breadcrumb is the selected row's label; CategoryDetailView has no title of its own.
            #expect(Array(lines[0...4]) == [
                " Categories         │ Vegetables",
                "  Fruits            │",
                "▸ Vegetables        │",
                "  Grains            │  All the vegetables.",
                "                    │",
            ])
            // The detail has no NavigationStack: its links are drawn disabled, as SwiftUI draws them.
            #expect(lines[5].hasSuffix("Detail 1  (outside a navigation stack)"))
        }

        @Test("Collapsed below 60 columns: the sidebar is a stack's root, Enter opens the category, back returns")
        func collapsed() throws {
            let host = ViewHost(SplitView())
            let narrow = TerminalSize(width: 50, height: 8)
            var lines = Headless.run(host, size: narrow, keys: try Key.parseScript("down enter")).lines
            #expect(Array(lines[0...3]) == [" Categories › Vegetables", "", "", "  All the vegetables."])
            lines = Headless.run(host, size: narrow, keys: [.left]).lines
            #expect(lines[0] == " Categories" && lines[2] == "▸ Vegetables")
        }

        @Test("A NavigationStack in the detail column: its links push on its own path, a new selection pops it")
        func embeddedStack() throws {
            let host = ViewHost(EmbeddedStackView())
            var lines = Headless.run(host, size: Self.wide, keys: try Key.parseScript("enter")).lines
            #expect(lines[0].hasSuffix("│ Fruits"))
            lines = Headless.run(host, size: Self.wide, keys: try Key.parseScript("enter")).lines
            #expect(lines[0].hasSuffix("│ Fruits › Detail 1"))
            #expect(lines[3].hasSuffix("│  Detail 1"))
            #expect(host.router.path == [AnyHashable(Route.detail(id: 1))])
            // Back to the sidebar (Tab), another category: the detail's stack starts at its root again.
            lines = Headless.run(host, size: Self.wide, keys: try Key.parseScript("tab down")).lines
            #expect(lines[0].hasSuffix("│ Vegetables"))
            #expect(host.router.path.isEmpty)
        }

        @Test("The guide's three-column and visibility fragments compile and draw their (empty) columns")
        func fragments() throws {
            let three = Headless.run(ThreeColumns(), size: TerminalSize(width: 130, height: 6), keys: []).lines
            #expect(three[0].hasPrefix(" —") && three[0].contains("│ —"))
            let visibility = Headless.run(VisibilityFragment(), size: Self.wide, keys: try Key.parseScript("\\")).lines
            #expect(!visibility[0].contains("│"), "\\ hides the sidebar: \(visibility[0])")
        }

        @Test("Three columns: the sidebar's selection fills the content column, whose selection fills the detail; a button writes the visibility binding")
        func threeColumns() throws {
            let host = ViewHost(Mail())
            let size = TerminalSize(width: 130, height: 8)
            var lines = Headless.run(host, size: size, keys: try Key.parseScript("enter")).lines
            #expect(Array(lines[0...3]) == [
                " Mailboxes                    │ Inbox                              │",
                "• Inbox                       │▸ Inbox message 0                   │",
                "  Sent                        │  Inbox message 1                   │",
                "                              │  Inbox message 2                   │  No message selected",
            ])
            lines = Headless.run(host, size: size, keys: try Key.parseScript("down")).lines
            #expect(lines[0].hasSuffix("│ Inbox message 1") && lines[1].hasSuffix("│ Message 1"))
            #expect(lines[3].hasSuffix("│  Reading Inbox message 1"))
            lines = Headless.run(host, size: size, keys: try Key.parseScript("tab enter")).lines
            #expect(Array(lines[0...3]) == [" Inbox message 1", " Message 1", "", "  Reading Inbox message 1"], "the button set .detailOnly")
        }
    }
}
