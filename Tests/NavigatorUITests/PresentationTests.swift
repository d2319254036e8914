// Sheets and full-screen covers, the environment, and @Environment(\.dismiss) inside them.
import NavigatorUI
import Testing

struct SheetHome: View {
    @State private var showSettings = false
    @State private var dismissals = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Dismissed \(dismissals) times")
                Button("Settings") { showSettings = true }
            }
            .navigationTitle("Home")
            .sheet(isPresented: $showSettings, onDismiss: { dismissals += 1 }) {
                SettingsSheet()
            }
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Taps: \(taps), presented: \(isPresented)")
                Button("Tap") { taps += 1 }
                NavigationLink("Advanced", value: 3)
                Button("Done") { dismiss() }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: Int.self) { level in
                AdvancedView(level: level)
            }
        }
    }
}

struct AdvancedView: View {
    let level: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Level \(level)")
        Button("Back") { dismiss() }
            .navigationTitle("Advanced")
    }
}

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct ArticleList: View {
    @State private var selected: Article?
    @State private var cover: Article?
    let articles = [Article(id: 1, title: "One"), Article(id: 2, title: "Two")]

    var body: some View {
        NavigationStack {
            List(articles) { article in
                Button(article.title) { selected = article }
            }
            Button("Cover") { cover = articles[1] }
            Text("Selected: \(selected?.title ?? "none")")
                .navigationTitle("Articles")
                .sheet(item: $selected) { article in
                    Text("Reading \(article.title)")
                        .navigationTitle(article.title)
                }
                .fullScreenCover(item: $cover) { article in
                    CoverView(article: article)
                }
        }
    }
}

struct CoverView: View {
    let article: Article
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Cover of \(article.title)")
        Button("Close") { dismiss() }
    }
}

@Observable final class Account {
    var name = "ada"
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// An @Observable object and a value of the app's own key flow down into destinations and sheets.
struct EnvironmentRoot: View {
    @State private var account = Account()
    @State private var showProfile = false

    var body: some View {
        NavigationStack {
            VStack {
                AccountLine()
                NavigationLink("Details", value: 1)
                Button("Profile") { showProfile = true }
                Button("Rename") { account.name = "grace" }
            }
            .navigationTitle("Account")
            .navigationDestination(for: Int.self) { _ in AccountLine().navigationTitle("Details") }
            .sheet(isPresented: $showProfile) { AccountLine() }
        }
        .environment(account)
        .environment(\.accent, "bold")
    }
}

struct AccountLine: View {
    @Environment(Account.self) private var account
    @Environment(\.accent) private var accent
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Text("\(account.name) \(accent) presented: \(isPresented)")
    }
}

@Suite struct PresentationTests {
    static let size = TerminalSize(width: 60, height: 14)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("sheet(isPresented:): a panel over the stack with its own NavigationStack; its @State lives while it is up; Esc clears the binding and runs onDismiss")
    func sheetIsPresented() throws {
        let host = ViewHost(SheetHome())
        #expect(try Self.frame(host, "")[3] == "  Dismissed 0 times")
        var lines = try Self.frame(host, "enter")
        #expect(lines[1].hasPrefix(" Home┌─ Sheet ──"))
        #expect(lines[3].hasPrefix("  Dis│ Settings "))
        #expect(lines[5] == " ▸ Se│  Taps: 0, presented: true                      │")
        #expect(try Self.frame(host, "enter enter")[5].contains("Taps: 2"))
        // Pushed inside the sheet: its own breadcrumbs; dismiss() there pops the level, the sheet stays.
        lines = try Self.frame(host, "down enter")
        #expect(lines[2].hasPrefix("     │ Settings › Advanced "))
        #expect(lines[5].contains("Level 3"))
        lines = try Self.frame(host, "enter")
        #expect(lines[5].contains("Taps: 2"))
        // Esc: dismissed; the binding is false again and onDismiss ran.
        lines = try Self.frame(host, "esc")
        #expect(lines[3] == "  Dismissed 1 times" && !lines[1].contains("Sheet"))
        // Presented again: a new sheet, fresh state; Done calls dismiss().
        #expect(try Self.frame(host, "enter")[5].contains("Taps: 0"))
        lines = try Self.frame(host, "down down down enter")
        #expect(lines[3] == "  Dismissed 2 times" && !lines[1].contains("Sheet"))
        #expect((host.presentedCount == 0))
    }

    @Test("sheet(item:) shows the item and clears it when dismissed; fullScreenCover(item:) hides the stack under it")
    func sheetAndCoverItems() throws {
        let host = ViewHost(ArticleList())
        var lines = try Self.frame(host, "down enter")
        #expect(lines[2].hasPrefix("     │ Two "))
        #expect(lines[5].contains("Reading Two"))
        lines = try Self.frame(host, "esc")
        // Written under the list and its button, the text is drawn there.
        #expect(Array(lines[3...7]) == ["   One", " ▸ Two", "   Cover", "", "  Selected: none"])
        lines = try Self.frame(host, "down enter")
        #expect(lines.contains("  Cover of Two") && !lines.contains { $0.contains("Articles") })
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Articles" && (host.presentedCount == 0))
    }

    @Test("Setting the item from code presents, setting it to nil dismisses, a new item presents anew")
    func itemDrivenFromCode() throws {
        let host = ViewHost(ArticleList())
        #expect(try Self.frame(host, "enter")[5].contains("Reading One"))
        #expect(host.presentedCount == 1)
    }

    @Test(".environment(object) and .environment(\\.key, value) reach the root, destinations and sheets; isPresented says where")
    func environmentFlowsDown() throws {
        let host = ViewHost(EnvironmentRoot())
        #expect(try Self.frame(host, "")[3] == "  ada bold presented: false")
        #expect(try Self.frame(host, "enter")[3] == "  ada bold presented: true")
        var lines = try Self.frame(host, "left down down enter")
        #expect(lines[3] == "  grace bold presented: false")  // Rename
        #expect(try Self.frame(host, "up enter")[5].contains("grace bold presented: true"))
        lines = try Self.frame(host, "esc")
        #expect(lines[3] == "  grace bold presented: false")
    }
}

/// A sheet holding a NavigationStack(path:) with an isPresented destination: both act on the sheet's stack.
struct PathSheetRoot: View {
    @State private var showSheet = false
    var body: some View {
        NavigationStack {
            Button("Open") { showSheet = true }
                .navigationTitle("Root")
                .sheet(isPresented: $showSheet) { PathSheet() }
        }
    }
}

struct PathSheet: View {
    @State private var path: [Int] = []
    @State private var showHelp = false
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Path \(path.map(String.init).joined(separator: " "))")
                Button("Push 1, 2") { path = [1, 2] }
                Button("Help") { showHelp = true }
            }
            .navigationTitle("Sheet")
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)").navigationTitle("#\(number)")
            }
            .navigationDestination(isPresented: $showHelp) {
                Text("Help text").navigationTitle("Help")
            }
        }
    }
}

@Suite struct SheetStackTests {
    static let size = TerminalSize(width: 60, height: 14)

    @Test("NavigationStack(path:) in a sheet: the binding moves the sheet's stack, back writes the binding; isPresented pushes there too")
    func pathInASheet() throws {
        let host = ViewHost(PathSheetRoot())
        var lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter enter")).lines
        #expect(lines[2].hasPrefix("     │ Sheet › #1 › #2 "))
        #expect(host.path.isEmpty && host.presentedCount == 1)
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("left")).lines
        #expect(lines[2].hasPrefix("     │ Sheet › #1 "))
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("left")).lines
        #expect(lines[5].contains("Path 1 ") == false && lines[5].contains("Path"))
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter")).lines
        #expect(lines[2].hasPrefix("     │ Sheet › Help ") && host.depth == 0)
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("left")).lines
        #expect(lines[2].hasPrefix("     │ Sheet "))
    }
}
