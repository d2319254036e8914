// Seed 004, "NavigationStack in iOS 26": its 14 stack examples (004.1 … 004.14), as the guide writes them
// with `import NavigatorUI` (the seed's text lost its indentation: restored); the 5 split-view examples
// (004.15 … 004.19) are in Seed004NavigationSplitViewTests.swift.
//
// Wrappers, quoted as such (none changes an example's code):
// - `enum Seed004_1`, `Seed004_2and3`, `Seed004_5`: these examples declare a name declared again later
//   (`ContentView`; the first `Route` and the `AppView` on it; the first `Router`). The later `Route`
//   (004.13, with `Codable`), `Router` (004.8, with sheets) and 004.10's extension are at the top.
// - The views the guide names and never shows (`HomeView`, `DetailView`, `SettingsView`, `ProfileView`,
//   `EditProfileView`, `RouteDestination`, `Item`): the smallest ones, at the end of the guide's code.
// - Fragments in the smallest view or app that holds them: 004.4 (`Seed004_4`), 004.9
//   (`PresentingRoot`), 004.12 (`DeepLinkApp`); 004.14's RootView runs in `RestoringApp`, which puts a
//   Router in its environment, as MyApp does.
//
// CHANGED: 004.6's `@main` is dropped: a test module has its own entry point, and a second `@main` is
// a compile error in any Swift module. (In an executable target, `@main struct MyApp: App` compiles
// and runs as written: the DocC article ComingFromSwiftUI.md, "In detail".)
import NavigatorUI
import Testing

// MARK: 004.1 — Your First NavigationStack, as written

enum Seed004_1 {
struct ContentView: View {
let fruits = ["Apple", "Banana", "Cherry"]
var body: some View {
NavigationStack {
List(fruits, id: \.self) { fruit in
NavigationLink(fruit, value: fruit)
}
.navigationTitle("Fruits")
.navigationDestination(for: String.self) { fruit in
Text("You selected \(fruit)")
.font(.largeTitle)
}
}
}
}
}

// MARK: 004.2 and 004.3 — Type-Safe Routing with Enums, as written

enum Seed004_2and3 {
enum Route: Hashable {
case detail(id: Int)
case settings
case profile(username: String)
case editProfile
}

struct AppView: View {
@State private var path: [Route] = []
var body: some View {
NavigationStack(path: $path) {
HomeView()
.navigationDestination(for: Route.self) { route in
switch route {
case .detail(let id):
DetailView(itemId: id)
case .settings:
SettingsView()
case .profile(let username):
ProfileView(username: username)
case .editProfile:
EditProfileView()
}
}
}
}
}

// The wrapper: a HomeView that links to this Route's cases.
struct HomeView: View {
    var body: some View {
        NavigationLink("Detail 3", value: Route.detail(id: 3))
        NavigationLink("Profile of ana", value: Route.profile(username: "ana"))
        NavigationLink("Edit profile", value: Route.editProfile)
            .navigationTitle("Home")
    }
}
}

// MARK: 004.4 — NavigationPath for Heterogeneous Stacks, in the smallest wrapper

struct Seed004_4: View {
@State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Push three types") {
// Push different types
path.append(Route.settings)
path.append(42)
path.append("some-string")
            }
            .navigationDestination(for: Route.self) { route in RouteDestination(route: route) }
            .navigationDestination(for: Int.self) { number in Text("The number \(number)") }
            .navigationDestination(for: String.self) { string in Text("The string \(string)") }
        }
    }
}

// MARK: 004.5 — Building a Router with @Observable, as written

enum Seed004_5 {
@Observable
@MainActor
final class Router {
var path: [Route] = []

func push(_ route: Route) {
path.append(route)
}

func pop() {
guard !path.isEmpty else { return }
path.removeLast()
}

func popToRoot() {
path.removeAll()
}

func replaceStack(with routes: [Route]) {
path = routes
}
}
}

// MARK: 004.6 — the Router in the environment, CHANGED: `@main` dropped (see above)

struct MyApp: App {
@State private var router = Router()
var body: some Scene {
WindowGroup {
NavigationStack(path: $router.path) {
HomeView()
.navigationDestination(for: Route.self) { route in
RouteDestination(route: route)
}
}
.environment(router)
}
}
}

// MARK: 004.7 — @Environment(Router.self), as written

struct ItemRow: View {
let item: Item
@Environment(Router.self) private var router
var body: some View {
Button(item.title) {
router.push(.detail(id: item.id))
}
}
}

// MARK: 004.8 — Handling Sheets and Full-Screen Covers: the Router, as written

@Observable
@MainActor
final class Router {
var path: [Route] = []
var sheet: Route?
var fullScreenCover: Route?

func push(_ route: Route) {
path.append(route)
}

func present(_ route: Route, style: PresentationStyle = .sheet) {
switch style {
case .sheet:
sheet = route
case .fullScreenCover:
fullScreenCover = route
}
}

func dismiss() {
sheet = nil
fullScreenCover = nil
}

func pop() {
guard !path.isEmpty else { return }
path.removeLast()
}

func popToRoot() {
path.removeAll()
}

func replaceStack(with routes: [Route]) {
path = routes
}
}

enum PresentationStyle {
case sheet
case fullScreenCover
}

// MARK: 004.9 — the presentation modifiers at the root, in the smallest wrapper

struct PresentingRoot: View {
    @Bindable var router: Router

    var body: some View {
NavigationStack(path: $router.path) {
HomeView()
.navigationDestination(for: Route.self) { route in
RouteDestination(route: route)
}
}
.sheet(item: $router.sheet) { route in
NavigationStack {
RouteDestination(route: route)
}
}
.fullScreenCover(item: $router.fullScreenCover) { route in
NavigationStack {
RouteDestination(route: route)
}
}
        .environment(router)  // the wrapper: the router its views use, as MyApp puts it
    }
}

// MARK: 004.10, as written

extension Route: Identifiable {
var id: Self { self }
}

// MARK: 004.11 — Deep Linking: the parser, as written

struct DeepLinkParser {
static func parse(_ url: URL) -> [Route]? {
guard url.scheme == "myapp" else { return nil }
let components = url.pathComponents.filter { $0 != "/" }
switch url.host {
case "detail":
guard let idString = components.first,
let id = Int(idString) else { return nil }
return [.detail(id: id)]
case "profile":
guard let username = components.first else { return nil }
return [.profile(username: username)]
case "settings":
return [.settings]
case "profile-edit":
guard let username = components.first else { return nil }
return [.profile(username: username), .editProfile]
default:
return nil
}
}
}

// MARK: 004.12 — Wire it into your app, in the smallest wrapper: an App whose scene it is

struct DeepLinkApp: App {
    @State private var router = Router()

    var body: some Scene {
WindowGroup {
NavigationStack(path: $router.path) {
HomeView()
.navigationDestination(for: Route.self) { route in
RouteDestination(route: route)
}
}
.environment(router)
.onOpenURL { url in
if let routes = DeepLinkParser.parse(url) {
router.replaceStack(with: routes)
}
}
}
    }
}

// MARK: 004.13 — State Restoration: the Route, Codable, as written

enum Route: Hashable, Codable {
case detail(id: Int)
case settings
case profile(username: String)
case editProfile
}

// MARK: 004.14 — persist and restore with SceneStorage, as written

struct RootView: View {
@Environment(Router.self) private var router
@SceneStorage("navigationPath") private var savedPath: Data?
var body: some View {
@Bindable var router = router
NavigationStack(path: $router.path) {
HomeView()
.navigationDestination(for: Route.self) { route in
RouteDestination(route: route)
}
}
.task {
if let data = savedPath,
let decoded = try? JSONDecoder().decode([Route].self, from: data) {
router.replaceStack(with: decoded)
}
}
.onChange(of: router.path) { _, newPath in
savedPath = try? JSONEncoder().encode(newPath)
}
}
}

/// The wrapper: an app that runs RootView with a Router in its environment.
struct RestoringApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}

// MARK: The wrapper: the smallest views the guide names and never shows

struct Item {
    let id: Int
    let title: String
}

struct HomeView: View {
    @Environment(Router.self) private var router: Router?
    var body: some View {
        if router != nil {
            ItemRow(item: Item(id: 1, title: "First item"))
            RouterButtons()
        }
        NavigationLink("Settings", value: Route.settings)
            .navigationTitle("Home")
    }
}

struct RouterButtons: View {
    @Environment(Router.self) private var router
    var body: some View {
        Button("Edit profile (sheet)") { router.present(.editProfile, style: .sheet) }
        Button("Settings (cover)") { router.present(.settings, style: .fullScreenCover) }
    }
}

struct RouteDestination: View {
    let route: Route
    var body: some View {
        switch route {
        case .detail(let id): DetailView(itemId: id)
        case .settings: SettingsView()
        case .profile(let username): ProfileView(username: username)
        case .editProfile: EditProfileView()
        }
    }
}

struct DetailView: View {
    let itemId: Int
    var body: some View { Text("Item \(itemId)").navigationTitle("Detail \(itemId)") }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationLink("Profile", value: Route.profile(username: "me"))
        Button("Close") { dismiss() }
            .navigationTitle("Settings")
    }
}

struct ProfileView: View {
    let username: String
    var body: some View { Text("Profile of \(username)").navigationTitle(username) }
}

struct EditProfileView: View {
    @Environment(Router.self) private var router: Router?
    var body: some View {
        Text("Editing")
        Button("Save") { router?.dismiss() }
            .navigationTitle("Edit profile")
    }
}

// MARK: - Tests

@Suite struct Seed004NavigationStackInIOS26Tests {
    static let size = TerminalSize(width: 60, height: 12)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        try frameLines(host, keys, size: size)
    }

    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("004.1: a String value link and its destination, titled Fruits")
    func firstNavigationStack() throws {
        let host = ViewHost(Seed004_1.ContentView())
        #expect(Array(try Self.frame(host, "")[0...5]) == [" Fruits", " Fruits", "", " ▸ Apple", "   Banana", "   Cherry"])
        let lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Fruits › Banana" && lines[3] == "  You selected Banana")
    }

    @Test("004.2, 004.3: a typed [Route] path and one destination whose switch maps each case to its view")
    func routeEnumDestinations() throws {
        let host = ViewHost(Seed004_2and3.AppView())
        var lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › Detail 3" && lines[3] == "  Item 3")
        lines = try Self.frame(host, "left down enter")
        #expect(lines[0] == " Home › ana" && lines[3] == "  Profile of ana")
        lines = try Self.frame(host, "left down enter")
        #expect(lines[0] == " Home › Edit profile" && lines[3] == "  Editing")
        #expect(host.path == [AnyHashable(Seed004_2and3.Route.editProfile)])
    }

    @Test("004.4: a NavigationPath holds a Route, an Int and a String, each drawn by its own destination")
    func heterogeneousPath() throws {
        let host = ViewHost(Seed004_4())
        let lines = try Self.frame(host, "enter")
        #expect(lines[0] == "  › Settings › 42 › some-string" && lines[3] == "  The string some-string")
        #expect(host.path == [AnyHashable(Route.settings), AnyHashable(42), AnyHashable("some-string")])
        #expect(try Self.frame(host, "left")[3] == "  The number 42")
        #expect(try Self.frame(host, "left")[1] == " Settings")
    }

    @Test("004.5: push, pop (nothing at the root), popToRoot and replaceStack")
    func observableRouter() {
        let router = Seed004_5.Router()
        router.pop()
        #expect(router.path.isEmpty)
        router.push(.settings)
        router.push(.detail(id: 2))
        #expect(router.path == [.settings, .detail(id: 2)])
        router.pop()
        #expect(router.path == [.settings])
        router.replaceStack(with: [.profile(username: "johndoe"), .editProfile])
        #expect(router.path == [.profile(username: "johndoe"), .editProfile])
        router.popToRoot()
        #expect(router.path.isEmpty)
    }

    @Test("004.6, 004.7: MyApp's @State Router in the environment; ItemRow reads it with @Environment(Router.self) and pushes")
    func routerInTheEnvironment() throws {
        let state = try Self.stateFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let (status, output) = MyApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "enter"], environment: ["XDG_STATE_HOME": state])
        #expect(status == 0)
        let lines = Self.lines(output)
        #expect(lines[0] == " Home › Detail 1" && lines[3] == "  Item 1")
    }

    @Test("004.8, 004.9, 004.10: present(.editProfile) puts up a sheet with its own stack, router.dismiss() takes it down; a cover fills the screen")
    func routerPresents() throws {
        let router = Router()
        let host = ViewHost(PresentingRoot(router: router))
        var lines = try Self.frame(host, "down enter")
        #expect(router.sheet == .editProfile && host.presentedCount == 1)
        #expect(lines[1].contains("┌─ Sheet ") && lines.contains { $0.contains("Edit profile") } && lines.contains { $0.contains("Editing") })
        // Save calls router.dismiss(): the sheet goes.
        lines = try Self.frame(host, "enter")
        #expect(router.sheet == nil && (host.presentedCount == 0))
        // A cover: Settings fills the screen; its Profile link pushes inside the cover's own stack.
        lines = try Self.frame(host, "down enter")
        #expect(router.fullScreenCover == .settings && !lines.contains { $0.hasPrefix(" Home") })
        lines = try Self.frame(host, "enter")
        #expect(lines.contains { $0.contains("Settings › me") } && lines.contains("  Profile of me"))
        #expect(router.path.isEmpty)
        // Esc dismisses the cover: the router's binding is cleared.
        lines = try Self.frame(host, "esc")
        #expect(router.fullScreenCover == nil && lines[0] == " Home")
        // Setting the router's property from code presents too; Route is Identifiable (004.10).
        router.present(.detail(id: 9))
        #expect(Route.detail(id: 9).id == .detail(id: 9))
        lines = try Self.frame(host, "")
        #expect(lines.contains { $0.contains("Item 9") })
    }

    @Test("004.11: myapp://profile-edit/johndoe gives two routes; other schemes and hosts give nil")
    func deepLinkParser() {
        #expect(DeepLinkParser.parse(URL(string: "myapp://profile-edit/johndoe")!) == [.profile(username: "johndoe"), .editProfile])
        #expect(DeepLinkParser.parse(URL(string: "myapp://detail/42")!) == [.detail(id: 42)])
        #expect(DeepLinkParser.parse(URL(string: "myapp://detail/x")!) == nil)
        #expect(DeepLinkParser.parse(URL(string: "myapp://settings")!) == [.settings])
        #expect(DeepLinkParser.parse(URL(string: "other://settings")!) == nil)
        #expect(DeepLinkParser.parse(URL(string: "myapp://nowhere")!) == nil)
    }

    @Test("004.12: .onOpenURL receives the app's start-up link; replaceStack: the profile, then the edit screen on top")
    func deepLinkReplacesTheStack() throws {
        let state = try Self.stateFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["XDG_STATE_HOME": state]
        let (status, output) = DeepLinkApp.run(arguments: ["--headless", "--size", "60x8", "myapp://profile-edit/johndoe"], environment: environment)
        #expect(status == 0)
        let lines = Self.lines(output)
        #expect(lines[0] == " Home › johndoe › Edit profile" && lines[3] == "  Editing")
        // Keys apply after the link: back goes to the profile.
        let back = DeepLinkApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "left", "myapp://profile-edit/johndoe"], environment: environment)
        #expect(back.output.hasPrefix(" Home › johndoe\n"))
        let notURL = DeepLinkApp.run(arguments: ["--headless", "not a url"])
        #expect(notURL.status == 64 && notURL.output.hasPrefix("Error: 'not a url' is not a URL with a scheme (expected one like myapp://settings)\n"))
    }

    /// A state folder of the test's own: an App saves its navigation tree and storage there.
    static func stateFolder() throws -> String {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("seed004-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        return state
    }

    @Test("004.13, 004.14: onChange saves the Codable path in @SceneStorage (in the app's storage.json); .task decodes it and replaceStack restores it")
    func sceneStorageRestoresThePath() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("seed004-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["XDG_STATE_HOME": state, "HOME": "/nonexistent"]
        let run = RestoringApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "down down down enter enter"], environment: environment)
        #expect(run.status == 0)
        #expect(Self.lines(run.output)[0] == " Home › Settings › me")
        // What onChange saved after each key: the path, JSON-encoded, as the scene's "navigationPath"
        // (the first change a snapshot, storage.json, the next ones lines of its journal).
        let saved = try String(contentsOfFile: state + "/RestoringApp/storage.json", encoding: .utf8)
        #expect(saved.contains("scene.navigationPath"))
        // The next launch: RootView's .task reads savedPath and replaces the stack (--task-limit lets
        // the screens' tasks work before the frame, as a user waits for them).
        let next = RestoringApp.run(arguments: ["--headless", "--size", "60x8", "--task-limit", "10"], environment: environment)
        #expect(next.status == 0)
        #expect(Self.lines(next.output)[0] == " Home › Settings › me" && Self.lines(next.output)[3] == "  Profile of me", "\(next.output)")
        // The same under a ViewHost, whose storage is given the saved bytes, as storage.json gives them.
        let data = try JSONEncoder().encode([Route.settings, .profile(username: "me")])
        let host = ViewHost(NextLaunch(saved: data))
        #expect(try frameLines(host, "", size: Self.size)[0] == " Home")
        for _ in 0..<10 { await Task.yield() }
        let lines = try Self.frame(host, "")
        #expect(lines[0] == " Home › Settings › me" && lines[3] == "  Profile of me")
    }
}

/// The wrapper for 004.14's next launch: RootView with a Router, and the scene storage holding what the
/// last launch saved (set when the view appears, before RootView's task runs).
struct NextLaunch: View {
    let saved: Data
    @State private var router = Router()
    @SceneStorage("navigationPath") private var savedPath: Data?
    var body: some View {
        RootView()
            .environment(router)
            .onAppear { savedPath = saved }
    }
}
