// Seed 004's NavigationSplitView examples (004.15 … 004.19), as the guide writes them with
// `import NavigatorUI` in place of `import SwiftUI`; they use seed 004's `Route` and `Router` (004.13 and
// 004.8, in Seed004NavigationStackInIOS26Tests.swift).
//
// Wrappers, quoted as such (none changes an example's code): `Category` and `CategoryDetailView`, which
// the guide names and never shows; each fragment (004.16 … 004.19) in the smallest view whose body it
// is (004.16's sidebar is the guide's `// sidebar` comment: the wrapper starts with a category
// selected; 004.19's modifier is given a split view to stand on).
import NavigatorUI
import Testing

// MARK: Wrapper: what the guide names and never shows

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

// MARK: 004.15 — a two-column layout, as written

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

// MARK: 004.16 — a NavigationStack in the detail column, in the smallest wrapper

struct Seed004_16: View {
    @State private var selectedCategory: Category? = .fruits
    @State private var router = Router()

    var body: some View {
NavigationSplitView {
// sidebar
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
    }
}

// MARK: 004.17 — three columns, in the smallest wrapper

struct Seed004_17: View {
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

// MARK: 004.18 — column visibility, in the smallest wrapper

struct Seed004_18: View {
@State private var columnVisibility: NavigationSplitViewVisibility = .automatic

    var body: some View {
NavigationSplitView(columnVisibility: $columnVisibility) {
// sidebar
} detail: {
// detail
}
    }
}

// MARK: 004.19 — the split view style, in the smallest wrapper: a split view it stands on

struct Seed004_19: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
.navigationSplitViewStyle(.prominentDetail)
    }
}

// MARK: Not the guide's: what its three-column fragment leaves out

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

// MARK: - Tests

@Suite struct Seed004NavigationSplitViewTests {
    static let wide = TerminalSize(width: 80, height: 10)

    @Test("004.15: categories in the sidebar, ContentUnavailableView until one is selected, then its detail")
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

    @Test("004.15 collapsed below 60 columns: the sidebar is a stack's root, Enter opens the category, back returns")
    func collapsed() throws {
        let host = ViewHost(SplitView())
        let narrow = TerminalSize(width: 50, height: 8)
        var lines = Headless.run(host, size: narrow, keys: try Key.parseScript("down enter")).lines
        #expect(Array(lines[0...3]) == [" Categories › Vegetables", "", "", "  All the vegetables."])
        lines = Headless.run(host, size: narrow, keys: [.left]).lines
        #expect(lines[0] == " Categories" && lines[2] == "▸ Vegetables")
    }

    @Test("004.16: a NavigationStack in the detail column pushes on the router's path")
    func stackInTheDetailColumn() throws {
        let host = ViewHost(Seed004_16())
        var lines = Headless.run(host, size: Self.wide, keys: []).lines
        #expect(lines.contains { $0.contains("All the fruits.") })
        lines = Headless.run(host, size: Self.wide, keys: try Key.parseScript("tab enter")).lines
        #expect(lines[0].hasSuffix("› Detail 1"), "\(lines[0])")
        #expect(lines.contains { $0.hasSuffix("  Item 1") })
        #expect(host.path == [AnyHashable(Route.detail(id: 1))])
    }

    @Test("004.17: three columns, each the guide's comment: three empty columns side by side")
    func threeColumnFragment() throws {
        let three = Headless.run(Seed004_17(), size: TerminalSize(width: 130, height: 6), keys: []).lines
        #expect(three[0].hasPrefix(" —") && three[0].components(separatedBy: "│").count == 3)
    }

    @Test("004.18: NavigationSplitView(columnVisibility:): \\ hides the sidebar and shows it again")
    func columnVisibility() throws {
        let host = ViewHost(Seed004_18())
        #expect(Headless.run(host, size: Self.wide, keys: []).lines[0].contains("│"))
        let hidden = Headless.run(host, size: Self.wide, keys: try Key.parseScript("\\")).lines
        #expect(!hidden[0].contains("│"), "\\ hides the sidebar: \(hidden[0])")
        #expect(Headless.run(host, size: Self.wide, keys: try Key.parseScript("\\")).lines[0].contains("│"))
    }

    @Test("004.19: .navigationSplitViewStyle(.prominentDetail): the detail keeps the whole width, the sidebar over it; hidden, the detail is all there is")
    func splitViewStyle() throws {
        struct Balanced: View {
            var body: some View { NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") } }
        }
        // Balanced: the detail beside the sidebar.
        #expect(Headless.run(Balanced(), size: Self.wide, keys: []).lines[3] == "                    │  Detail")
        // Prominent: the sidebar lies over the detail's left side, where its text is.
        let host = ViewHost(Seed004_19())
        #expect(!Headless.run(host, size: Self.wide, keys: []).lines.contains { $0.contains("Detail") })
        let hidden = Headless.run(host, size: Self.wide, keys: try Key.parseScript("\\")).lines
        #expect(hidden[3] == "  Detail", "\(hidden)")
    }

    @Test("Not the guide's: three columns: the sidebar's selection fills the content column, whose selection fills the detail; a button writes the visibility binding")
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
