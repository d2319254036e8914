// Seed 004, "NavigationStack in iOS 26": the first NavigationStack (fruits, `.font(.largeTitle)`), the Route enum, the @Observable Router with sheets and
// full-screen covers, `.environment(router)` with `@Environment(Router.self)`, the deep-link parser and
// `.onOpenURL`, written as the guide writes them with `import NavigatorUI` (indentation restored: the
// seed's text lost it).
//
// Wrappers, quoted as such: the guide never shows `HomeView`, `DetailView`, `SettingsView`,
// `ProfileView`, `EditProfileView`, `RouteDestination` or `Item`: the smallest ones stand in for them
// below the seed's code. Its two fragments (the `.sheet`/`.fullScreenCover` wiring and the
// `WindowGroup` with `.onOpenURL`) sit in `PresentingRoot` and `DeepLinkApp`. One change: the guide's
// `@main` on `MyApp` is dropped, as a test module has no entry point.
import NavigatorUI
import Testing

/// "Your First NavigationStack", in `enum Seed004Fruits` (this test module has another `ContentView`, seed 000's).
enum Seed004Fruits {
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

struct ItemRow: View {
    let item: Item
    @Environment(Router.self) private var router

    var body: some View {
        Button(item.title) {
            router.push(.detail(id: item.id))
        }
    }
}

/// The guide's fragment wiring the presentation modifiers at the root, in the smallest view that holds it.
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
        .environment(router)
    }
}

extension Route: Identifiable {
    var id: Self { self }
}

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

/// The guide's `WindowGroup` fragment with `.onOpenURL`, in the smallest app that holds it.
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

// Not in the guide: the smallest views its code names.

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

@Suite struct Seed004NavigationStackTests {
    static let size = TerminalSize(width: 60, height: 12)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("Your first NavigationStack: a String value link and its destination, drawn bold for .largeTitle")
    func fruits() throws {
        let canvas = Headless.run(Seed004Fruits.ContentView(), size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(canvas.lines[0] == " Fruits › Banana" && canvas.lines[3] == "  You selected Banana")
    }

    @Test("AppView: a typed [Route] path and one destination with a switch over the enum")
    func appView() throws {
        let host = ViewHost(AppView())
        var lines = try Self.frame(host, "")
        #expect(lines[0] == " Home" && lines.contains(" ▸ Settings"))
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › Settings")
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › Settings › me" && lines[3] == "  Profile of me")
    }

    @Test("MyApp: the @State Router in the environment; ItemRow reads it with @Environment(Router.self) and pushes")
    func routerInTheEnvironment() throws {
        let (status, output) = MyApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "enter"])
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == " Home › Detail 1" && lines[3] == "  Item 1")
    }

    @Test("Sheets and covers from the router: present(.editProfile) puts up a sheet with its own stack; router.dismiss() takes it down")
    func routerPresents() throws {
        let router = Router()
        let host = ViewHost(PresentingRoot(router: router))
        var lines = try Self.frame(host, "down enter")
        #expect(router.sheet == .editProfile && host.router.presentations.count == 1)
        #expect(lines[1].contains("┌─ Sheet ") && lines.contains { $0.contains("Edit profile") } && lines.contains { $0.contains("Editing") })
        // Save calls router.dismiss(): the sheet goes.
        lines = try Self.frame(host, "enter")
        #expect(router.sheet == nil && host.router.presentations.isEmpty)
        // A cover: Settings fills the screen; its Profile link pushes inside the cover's own stack.
        lines = try Self.frame(host, "down enter")
        #expect(router.fullScreenCover == .settings && !lines.contains { $0.hasPrefix(" Home") })
        lines = try Self.frame(host, "enter")
        #expect(lines.contains { $0.contains("Settings › me") } && lines.contains("  Profile of me"))
        #expect(router.path.isEmpty)
        // Esc dismisses the cover: the router's binding is cleared.
        lines = try Self.frame(host, "esc")
        #expect(router.fullScreenCover == nil && lines[0] == " Home")
        // Setting the router's property from code presents too.
        router.present(.detail(id: 9))
        lines = try Self.frame(host, "")
        #expect(lines.contains { $0.contains("Item 9") })
    }

    @Test("DeepLinkParser: myapp://profile-edit/johndoe gives two routes; other schemes and hosts give nil")
    func parser() {
        #expect(DeepLinkParser.parse(URL(string: "myapp://profile-edit/johndoe")!) == [.profile(username: "johndoe"), .editProfile])
        #expect(DeepLinkParser.parse(URL(string: "myapp://detail/42")!) == [.detail(id: 42)])
        #expect(DeepLinkParser.parse(URL(string: "other://settings")!) == nil)
        #expect(DeepLinkParser.parse(URL(string: "myapp://nowhere")!) == nil)
    }

    @Test(".onOpenURL receives the App's start-up deep link: myapp://profile-edit/johndoe opens the profile, then the edit screen")
    func startUpDeepLink() throws {
        let (status, output) = DeepLinkApp.run(arguments: ["--headless", "--size", "60x8", "myapp://profile-edit/johndoe"])
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == " Home › johndoe › Edit profile" && lines[3] == "  Editing")
        // Keys apply after the link: back goes to the profile.
        let back = DeepLinkApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "left", "myapp://profile-edit/johndoe"])
        #expect(back.output.hasPrefix(" Home › johndoe\n"))
        #expect(DeepLinkApp.run(arguments: ["--headless", "not a url"]) == (2, "error: “not a url” is not a URL with a scheme, like myapp://settings"))
    }
}
