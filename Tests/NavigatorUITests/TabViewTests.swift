// `TabView` as SwiftUI code writes it: tabs with `.tabItem` and `.tag`, a selection binding or none,
// each tab's `NavigationStack` with its own path, and iOS 18's `Tab`. At the root: a tab bar on the
// top row, `[` `]` and a click to show another tab; in a pushed screen: one line, stepped.
import Foundation
import NavigatorUI
import Testing

private struct Fruit: Hashable, Codable {
    let name: String
}

/// A tab whose stack pushes fruits: a list of links, a destination, a title.
private struct FruitsTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Apple", value: Fruit(name: "Apple"))
                NavigationLink("Pear", value: Fruit(name: "Pear"))
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { fruit in
                NavigationLink("Seeds", value: fruit.name.count)
                    .navigationTitle(fruit.name)
                    .navigationDestination(for: Int.self) { count in Text("\(count) seeds").navigationTitle("Seeds") }
            }
        }
    }
}

@Observable private final class Navigation {
    var tab = 0
    var colours: [String] = []
}

/// A tab whose stack is bound to a model's array, with a button that shows the first tab by code.
private struct ColoursTab: View {
    @Bindable var model: Navigation

    var body: some View {
        NavigationStack(path: $model.colours) {
            List {
                NavigationLink("Red", value: "Red")
                NavigationLink("Blue", value: "Blue")
                Button("Back to the fruits") { model.tab = 0 }
            }
            .navigationTitle("Colours")
            .navigationDestination(for: String.self) { colour in Text("The colour \(colour)").navigationTitle(colour) }
        }
    }
}

/// A tab with no stack: a settings form.
private struct SettingsTab: View {
    @State private var sounds = true

    var body: some View {
        Form {
            Toggle("Sounds", isOn: $sounds)
        }
        .navigationTitle("Settings")
    }
}

/// The common shape: a `TabView` bound to a model's selection, a stack in each of two tabs.
private struct Tabs: View {
    @Bindable var model: Navigation

    var body: some View {
        TabView(selection: $model.tab) {
            FruitsTab()
                .tabItem { Label("Fruits", systemImage: "leaf") }
                .tag(0)
            ColoursTab(model: model)
                .tabItem { Label("Colours", systemImage: "paintpalette") }
                .tag(1)
            SettingsTab()
                .tag(2)
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    fileprivate func run(_ keys: String, model: Navigation = Navigation(), width: Int = 60) throws -> [String] {
        Headless.run(Tabs(model: model), size: TerminalSize(width: width, height: 12), keys: try Key.parseScript(keys)).lines
    }

    @Test("At the root, the tabs are a bar on the top row (each tab item's glyph and title); the shown tab's stack is under it, its keys in the footer")
    func barDrawn() throws {
        let lines = try run("")
        #expect(lines[0] == " ☘ Fruits │ ◌ Colours │ ⚙ Settings", "\(lines[0])")
        #expect(lines[1] == " Fruits")
        #expect(lines[4] == " ▸ Apple")
        #expect(lines[5] == "   Pear")
        #expect(lines.last?.contains("[] tab") == true, "\(lines.last ?? "")")
    }

    @Test("] shows the next tab and [ the previous, round at the ends; the selection binding follows")
    func keysSwitchTabs() throws {
        let model = Navigation()
        var lines = try run("]", model: model)
        #expect(model.tab == 1)
        #expect(lines[1] == " Colours")
        #expect(lines[4] == " ▸ Red")
        lines = try run("] ]")
        #expect(lines[1] == " Settings")
        #expect(lines.contains { $0.contains("Sounds") })
        let round = Navigation()
        lines = try run("[", model: round)
        #expect(round.tab == 2, "round to the last")
        lines = try run("] ] ] ]", model: round)
        #expect(round.tab == 0)
        #expect(lines[1] == " Fruits")
    }

    @Test("Each tab keeps its stack: its pushed screens and its selection are there again when it is shown again")
    func eachStackKept() throws {
        // Pear pushed in the fruits tab, Blue selected in the colours tab.
        var lines = try run("down enter ] down [")
        #expect(lines[1] == " Fruits › Pear", "\(lines)")
        #expect(lines[4] == " ▸ Seeds")
        lines = try run("down enter ] down [ ]")
        #expect(lines[1] == " Colours")
        #expect(lines[5] == " ▸ Blue")
        // Deeper in the colours tab while the fruits tab keeps its two levels.
        let model = Navigation()
        lines = try run("down enter enter ] enter [", model: model)
        #expect(lines[1] == " Fruits › Pear › Seeds")
        #expect(model.colours == ["Red"])
        lines = try run("down enter enter ] enter [ ]")
        #expect(lines[1] == " Colours › Red")
        #expect(lines.contains("  The colour Red"))
    }

    @Test("A pushed screen's @State in a tab is kept while another tab is shown, on the same host")
    func pushedStateKept() throws {
        struct Counter: View {
            @State private var on = false
            var body: some View {
                Toggle("Remember", isOn: $on).navigationTitle("Counter")
            }
        }
        struct TwoStacks: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("Counter", value: 1)
                            .navigationDestination(for: Int.self) { _ in Counter() }
                            .navigationTitle("First")
                    }
                    .tabItem { Text("First") }
                    NavigationStack { Text("Nothing here").navigationTitle("Second") }
                        .tabItem { Text("Second") }
                }
            }
        }
        let host = ViewHost(TwoStacks())
        let size = TerminalSize(width: 40, height: 8)
        var lines = Headless.run(host, size: size, keys: try Key.parseScript("enter enter")).lines
        #expect(lines.contains(" ▸ [x] Remember"), "\(lines)")
        lines = Headless.run(host, size: size, keys: try Key.parseScript("] [")).lines
        #expect(lines[1] == " First › Counter")
        #expect(lines.contains(" ▸ [x] Remember"), "\(lines)")
    }

    @Test("← goes back in the shown tab's stack alone; at a tab's root it does nothing")
    func backInATab() throws {
        let model = Navigation()
        var lines = try run("enter enter ] enter left", model: model)
        #expect(lines[1] == " Colours")
        #expect(model.colours == [])
        lines = try run("enter enter ] left left [")
        #expect(lines[1] == " Fruits › Apple › Seeds")
        lines = try run("enter enter ] [ left")
        #expect(lines[1] == " Fruits › Apple")
    }

    @Test("Setting the selection in code shows that tab: a button's action, and a model changed before the first frame")
    func selectionByCode() throws {
        let model = Navigation()
        var lines = try run("] down down enter", model: model)
        #expect(model.tab == 0)
        #expect(lines[1] == " Fruits")
        model.colours = ["Blue"]
        lines = try run("", model: model)
        #expect(lines[1] == " Fruits")
        model.tab = 1
        lines = try run("", model: model)
        #expect(lines[1] == " Colours › Blue")
        #expect(lines[0].hasPrefix(" ☘ Fruits │"))
    }

    @Test("A tab item may be a Text, or an Image and a Text; a TabView without a selection keeps its own")
    func tabItemsAndNoSelection() throws {
        struct Plain: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("One", value: 1)
                            .navigationTitle("Numbers")
                            .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("\($0)") }
                    }
                    .tabItem { Text("Numbers") }
                    Text("Starred things")
                        .tabItem {
                            Image(systemName: "star")
                            Text("Starred")
                        }
                }
            }
        }
        let size = TerminalSize(width: 40, height: 8)
        var lines = Headless.run(Plain(), size: size, keys: []).lines
        #expect(lines[0] == " Numbers │ ☆ Starred")
        lines = Headless.run(Plain(), size: size, keys: try Key.parseScript("enter ] [")).lines
        #expect(lines[1] == " Numbers › 1")
        lines = Headless.run(Plain(), size: size, keys: try Key.parseScript("enter ]")).lines
        #expect(lines.contains("  Starred things"), "\(lines)")
    }

    @Test("A tab the code removes while it is shown gives way to the first")
    func shownTabRemoved() throws {
        struct Removable: View {
            @State private var showsExtra = true
            var body: some View {
                TabView {
                    NavigationStack { Text("The main tab").navigationTitle("Main") }
                        .tabItem { Text("Main") }
                    if showsExtra {
                        NavigationStack { Button("Remove this tab") { showsExtra = false }.navigationTitle("Extra") }
                            .tabItem { Text("Extra") }
                    }
                }
            }
        }
        let size = TerminalSize(width: 40, height: 8)
        var lines = Headless.run(Removable(), size: size, keys: try Key.parseScript("]")).lines
        #expect(lines[0] == " Main │ Extra")
        #expect(lines[1] == " Extra")
        lines = Headless.run(Removable(), size: size, keys: try Key.parseScript("] enter")).lines
        #expect(lines[0] == " Main", "\(lines)")
        #expect(lines[1] == " Main")
        #expect(lines.contains("  The main tab"))
    }

    @Test("A click on a tab shows it; a click on the tab shown does nothing")
    func clickOnATab() throws {
        let model = Navigation()
        // ` ☘ Fruits │ ◌ Colours │ …`: Colours in columns 11 to 20 (1-based in --keys).
        var lines = try run("click:14,1", model: model)
        #expect(model.tab == 1)
        #expect(lines[1] == " Colours")
        lines = try run("enter click:3,1")
        #expect(lines[1] == " Fruits › Apple")
    }

    @Test("iOS 18's Tab(_:systemImage:value:) makes the tabs, its value the selection's")
    func tabStruct() throws {
        struct Modern: View {
            @State private var tab = "home"
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: "home") {
                        NavigationStack { Text("Welcome").navigationTitle("Home") }
                    }
                    Tab("Search", systemImage: "magnifyingglass", value: "search") {
                        NavigationStack { Text("Type to search").navigationTitle("Search") }
                    }
                }
            }
        }
        let size = TerminalSize(width: 40, height: 8)
        var lines = Headless.run(Modern(), size: size, keys: []).lines
        #expect(lines[0] == " ⌂ Home │ ⌕ Search", "\(lines[0])")
        #expect(lines[1] == " Home")
        lines = Headless.run(Modern(), size: size, keys: try Key.parseScript("]")).lines
        #expect(lines[1] == " Search")
        #expect(lines.contains("  Type to search"))
    }

    @Test("A TabView in a pushed screen draws the shown tab's content, then one line of its tabs, the shown one in brackets, stepped by + and Enter")
    func inAPushedScreen() throws {
        struct Pushed: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", value: 1)
                        .navigationTitle("Root")
                        .navigationDestination(for: Int.self) { _ in
                            TabView {
                                Text("First page").tabItem { Text("First") }
                                Text("Second page").tabItem { Text("Second") }
                            }
                            .navigationTitle("Pages")
                        }
                }
            }
        }
        let size = TerminalSize(width: 40, height: 8)
        var lines = Headless.run(Pushed(), size: size, keys: try Key.parseScript("enter")).lines
        #expect(lines[3] == "  First page", "\(lines)")
        #expect(lines[5] == " ▸ ‹ [First] | Second ›")
        lines = Headless.run(Pushed(), size: size, keys: try Key.parseScript("enter +")).lines
        #expect(lines[3] == "  Second page")
        #expect(lines[5] == " ▸ ‹ First | [Second] ›")
        lines = Headless.run(Pushed(), size: size, keys: try Key.parseScript("enter + enter")).lines
        #expect(lines[3] == "  First page")
    }
}

// MARK: The common real-app shape, run as an App

private struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune", value: Fruit(name: "Dune"))
                NavigationLink("Emma", value: Fruit(name: "Emma"))
            }
            .navigationTitle("Library")
            .navigationDestination(for: Fruit.self) { book in Text("About \(book.name)").navigationTitle(book.name) }
        }
    }
}

private struct ReaderSettings: View {
    var body: some View {
        Text("Font size: 12").navigationTitle("Settings")
    }
}

struct BooksApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                LibraryView()
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                    .tag(0)
                ReaderSettings()
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(1)
            }
        }
    }
}

@Suite(.timeLimit(.minutes(2))) struct TabViewAppTests: @MainActor AppRunning {
    typealias Runs = BooksApp
    static let size = "50x8"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("An App's WindowGroup { TabView { NavigationStack … } }: the bar, keys, each stack kept; the tab shown and each tab's path are saved and shown again")
    func appShape() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        var run = self.run("--keys", "down enter ] [")
        #expect(run.status == 0)
        #expect(run.lines[0].hasPrefix(" ") && run.lines[0].contains("Library │") && run.lines[0].contains("⚙ Settings"), "\(run.lines)")
        #expect(run.lines[1] == " Library › Emma")
        #expect(run.lines.contains("  About Emma"))
        run = self.run("--keys", "]")
        #expect(run.lines[1] == " Settings")
        run = self.run()
        #expect(run.lines[1] == " Settings")
        run = self.run("--keys", "[")
        #expect(run.lines[1] == " Library › Emma")
    }
}

// MARK: A real project's shape: the tab bar shown after logging in, bound to a router object

private enum Route: Hashable {
    case character(String)
    case episode(String)
}

private final class ShowRouter: ObservableObject {
    struct TabBar {
        var selectedTab = 0
        var isSettingsPresented = false
        var charactersPath: [Route] = []
        var episodesPath: [Route] = []
    }
    @Published var loggedIn = false
    @Published var tabBar = TabBar()
}

private struct RouteView: View {
    let route: Route
    var body: some View {
        switch route {
        case .character(let name): NavigationLink("First episode", value: Route.episode("Pilot")).navigationTitle(name)
        case .episode(let name): NavigationLink("Rick", value: Route.character("Rick")).navigationTitle(name)
        }
    }
}

private struct CharactersView: View {
    @EnvironmentObject private var router: ShowRouter
    var body: some View {
        NavigationStack(path: $router.tabBar.charactersPath) {
            List {
                ForEach(["Rick", "Morty"], id: \.self) { name in NavigationLink(name, value: Route.character(name)) }
                Button("Settings") { router.tabBar.isSettingsPresented = true }
            }
            .navigationTitle("Characters")
            .navigationDestination(for: Route.self) { RouteView(route: $0) }
        }
    }
}

private struct EpisodesView: View {
    @EnvironmentObject private var router: ShowRouter
    var body: some View {
        NavigationStack(path: $router.tabBar.episodesPath) {
            List {
                NavigationLink("Pilot", value: Route.episode("Pilot"))
            }
            .navigationTitle("Episodes")
            .navigationDestination(for: Route.self) { RouteView(route: $0) }
        }
    }
}

private struct ShowTabBar: View {
    @EnvironmentObject private var router: ShowRouter
    var body: some View {
        TabView(selection: $router.tabBar.selectedTab) {
            CharactersView()
                .tag(0)
                .tabItem { Label("Characters", systemImage: "person.2") }
            EpisodesView()
                .tag(1)
                .tabItem { Label("Episodes", systemImage: "film") }
        }
        .fullScreenCover(isPresented: $router.tabBar.isSettingsPresented) {
            Text("Settings").navigationTitle("Settings")
        }
    }
}

private struct ShowContent: View {
    @StateObject private var router = ShowRouter()
    var body: some View {
        Group {
            if router.loggedIn {
                ShowTabBar()
            } else {
                Button("Log in") { router.loggedIn = true }
            }
        }
        .environmentObject(router)
        .onOpenURL { _ in
            router.loggedIn = true
            router.tabBar.selectedTab = 1
            router.tabBar.episodesPath = [.episode("Pilot"), .character("Rick")]
        }
    }
}

struct ShowApp: App {
    var body: some Scene {
        WindowGroup { ShowContent() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct TabViewShapeTests: @MainActor AppRunning {
    typealias Runs = ShowApp
    static let size = "50x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("A TabView that appears after logging in, its selection and each tab's path in a router object: keys, a cover over the tabs, a deep link to the second tab's path")
    func projectShape() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        var run = self.run("--fresh", "--keys", "enter")
        #expect(run.lines[0] == " ⚇ Characters │ ◫ Episodes", "\(run.lines)")
        #expect(run.lines[1] == " Characters")
        run = self.run("--fresh", "--keys", "enter enter ] enter [")
        #expect(run.lines[1] == " Characters › Rick", "\(run.lines)")
        run = self.run("--fresh", "--keys", "enter enter ] enter")
        #expect(run.lines[1] == " Episodes › Pilot")
        // The cover is over the tabs: [ ] wait until it is closed.
        run = self.run("--fresh", "--keys", "enter down down enter ]")
        #expect(run.lines.contains { $0.contains("Settings") } && run.lines.contains { $0.contains("The tabs wait") }, "\(run.lines)")
        run = self.run("--fresh", "--keys", "enter down down enter esc ]")
        #expect(run.lines[1] == " Episodes", "\(run.lines)")
        // The deep link logs in and shows the second tab with the path it sets, in the first frame.
        run = self.run("--fresh", "myapp://episodes")
        #expect(run.lines[0] == " ⚇ Characters │ ◫ Episodes")
        #expect(run.lines[1] == " Episodes › Pilot › Rick", "\(run.lines)")
    }
}

/// Tabs with badges and a section, and a search tab, as an iOS 18 mail app writes them.
private struct Mailbox: View {
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Tab("Inbox", systemImage: "tray", value: 0) {
                NavigationStack {
                    List {
                        Text("Unread").badge(5)
                        NavigationLink("Drafts", value: 1).badge(Text("new"))
                        Text("Archive").badge(0)
                    }
                    .navigationTitle("Inbox")
                }
            }
            .badge(3)
            TabSection("Folders") {
                Tab("Sent", systemImage: "paperplane", value: 1) { NavigationStack { Text("Nothing sent").navigationTitle("Sent") } }
                Tab("Trash", systemImage: "trash", value: 2) { NavigationStack { Text("Empty").navigationTitle("Trash") } }
            }
            Tab(value: 3, role: .search) {
                NavigationStack { Text("Search mail").navigationTitle("Search") }
            } label: {
                Label("Search", systemImage: "magnifyingglass")
            }
        }
    }
}

extension TabViewTests {
    @Test("A tab's .badge follows its title in the bar; a TabSection's tabs are in the bar with the others; a search tab is a tab; a row's badge follows its label")
    func badgesSectionsAndRoles() throws {
        let lines = Headless.run(Mailbox(), size: TerminalSize(width: 80, height: 12), keys: []).lines
        #expect(lines[0].contains("Inbox 3") && lines[0].contains("Sent") && lines[0].contains("Trash") && lines[0].contains("Search"), "\(lines[0])")
        #expect(lines.contains { $0.contains("Unread 5") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("Drafts new") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("Archive") }, "a count of 0 is no badge: \(lines)")
        #expect(!lines.dropFirst().contains { $0.contains(" 3") }, "the tab's badge is in the bar, not on a row: \(lines)")
        let trash = Headless.run(Mailbox(), size: TerminalSize(width: 80, height: 12), keys: try Key.parseScript("] ]")).lines
        #expect(trash.contains("  Empty"), "the section's second tab: \(trash)")
        let search = Headless.run(Mailbox(), size: TerminalSize(width: 80, height: 12), keys: try Key.parseScript("[")).lines
        #expect(search.contains("  Search mail"), "round to the last tab, the search tab: \(search)")
    }
}
