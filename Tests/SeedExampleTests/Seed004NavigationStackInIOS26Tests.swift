// Seed 004, the guide "NavigationStack in iOS 26": each code example written against navigator's API,
// with the same values (the fruits, `Route`, `router.present(.editProfile, style: .sheet)`,
// myapp://profile-edit/johndoe), destinations and path operations, asserting what the guide describes.
// The guide's NavigationSplitView examples are in Seed004NavigationSplitViewTests.swift.
import Foundation
import Navigation
import Testing
import TerminalUI

@Suite struct Seed004NavigationStackInIOS26Tests {
    static let size = TerminalSize(width: 72, height: 16)

    // MARK: Your first NavigationStack

    /// ```swift
    /// let fruits = ["Apple", "Banana", "Cherry"]
    /// NavigationStack {
    ///     List(fruits, id: \.self) { fruit in NavigationLink(fruit, value: fruit) }
    ///     .navigationTitle("Fruits")
    ///     .navigationDestination(for: String.self) { fruit in Text("You selected \(fruit)").font(.largeTitle) }
    /// }
    /// ```
    @Test("Tapping \"Banana\" pushes the String \"Banana\", and the String destination shows \"You selected Banana\"")
    func firstNavigationStack() throws {
        let fruits = ["Apple", "Banana", "Cherry"]
        var destinations = ScreenDestinations()
        destinations.register(String.self, title: { $0 }) { fruit, _ in Screen(title: "You selected \(fruit)") }
        let router = Router<String>()
        let app = StackApp(router: router, rootTitle: "Fruits", destinations: destinations) { _ in
            Screen(title: "Fruits", links: fruits.map { fruit in .push(fruit, fruit) })
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(screen.lines[0] == " Fruits › Banana")
        #expect(screen.lines[1] == " You selected Banana")
        #expect(router.path == ["Banana"])

        // "You can push the same value from anywhere in your app and always get consistent behavior."
        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left down enter"))
        let tapped = screen.lines
        router.popToRoot()
        router.push("Cherry")
        #expect(Headless.run(app, size: Self.size, keys: []).lines == tapped)
        #expect(tapped[1] == " You selected Cherry")
    }

    // MARK: Type-safe routing with enums

    /// ```swift
    /// enum Route: Hashable, Codable {
    ///     case detail(id: Int)
    ///     case settings
    ///     case profile(username: String)
    ///     case editProfile
    /// }
    /// ```
    /// (The guide adds `Codable` in "State Restoration"; it is here from the start.)
    enum Route: Hashable, Codable {
        case detail(id: Int)
        case settings
        case profile(username: String)
        case editProfile

        /// The title in the breadcrumbs (not in the guide).
        var title: String {
            switch self {
            case .detail(let id): return "Detail \(id)"
            case .settings: return "Settings"
            case .profile(let username): return username
            case .editProfile: return "Edit Profile"
            }
        }
    }

    /// ```swift
    /// .navigationDestination(for: Route.self) { route in
    ///     switch route {
    ///     case .detail(let id): DetailView(itemId: id)
    ///     case .settings: SettingsView()
    ///     case .profile(let username): ProfileView(username: username)
    ///     case .editProfile: EditProfileView()
    ///     }
    /// }
    /// ```
    static func routeDestination(_ route: Route) -> Screen {
        switch route {
        case .detail(let id): return Screen(title: "Detail \(id)", body: ["Item number \(id)."])
        case .settings: return Screen(title: "Settings")
        case .profile(let username): return Screen(title: username, body: ["Profile of \(username)."])
        case .editProfile: return Screen(title: "Edit Profile")
        }
    }

    /// `NavigationStack(path: $router.path) { HomeView().navigationDestination(for: Route.self) { RouteDestination(route: $0) } }`
    static func appView(_ router: Router<Route>, home: [ScreenLink] = []) -> StackApp<Route> {
        var destinations = ScreenDestinations()
        destinations.register(Route.self, title: \.title) { route, _ in routeDestination(route) }
        return StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: home)
        }
    }

    /// ```swift
    /// @State private var path: [Route] = []
    /// NavigationStack(path: $path) { HomeView().navigationDestination(for: Route.self) { route in switch route { … } } }
    /// ```
    @Test("A [Route] path: each case of the one switch renders its own screen")
    func routeEnumDestinations() throws {
        let path = Router<Route>(path: [.detail(id: 42), .settings, .profile(username: "johndoe"), .editProfile])
        let app = Self.appView(path)
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Detail 42 › Settings › johndoe › Edit Profile")
        var titles = [screen.lines[1]]
        for _ in 0..<3 {
            screen = Headless.run(app, size: Self.size, keys: [.left])
            titles.append(screen.lines[1])
        }
        #expect(titles == [" Edit Profile", " johndoe", " Settings", " Detail 42"])
        #expect(screen.lines.contains("  Item number 42."))
    }

    // MARK: NavigationPath for heterogeneous stacks

    /// ```swift
    /// @State private var path = NavigationPath()
    /// path.append(Route.settings)
    /// path.append(42)
    /// path.append("some-string")
    /// ```
    /// "You'll need separate navigationDestination(for:) modifiers for each type you push.
    /// NavigationPath also supports Codable serialization out of the box."
    @Test("A NavigationPath holds Route.settings, 42 and \"some-string\", one destination per type, and round-trips as JSON")
    func heterogeneousNavigationPath() throws {
        var path = NavigationPath()
        path.append(Route.settings)
        path.append(42)
        path.append("some-string")
        #expect(path.count == 3)

        var destinations = ScreenDestinations()
        destinations.register(Route.self, title: \.title) { route, _ in Self.routeDestination(route) }
        destinations.register(Int.self, title: { "Number \($0)" }) { number, _ in Screen(title: "Number \(number)") }
        destinations.register(String.self, title: { $0 }) { text, _ in Screen(title: "Text: \(text)") }
        let router = Router<AnyHashable>(path: path)
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in Screen(title: "Home") }
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Settings › Number 42 › some-string")
        #expect(screen.lines[1] == " Text: some-string")
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[1] == " Number 42")

        let codable = try #require(path.codable)
        let json = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        #expect(try NavigationPath(decoded, types: destinations.codableTypes) == path)
    }

    // MARK: Building a router with @Observable

    /// ```swift
    /// @Observable @MainActor final class Router {
    ///     var path: [Route] = []
    ///     func push(_ route: Route) { path.append(route) }
    ///     func pop() { guard !path.isEmpty else { return }; path.removeLast() }
    ///     func popToRoot() { path.removeAll() }
    ///     func replaceStack(with routes: [Route]) { path = routes }
    /// }
    /// ```
    @Test("The router's push, pop (nothing at the root), popToRoot and replaceStack(with:) drive the stack")
    func observableRouter() throws {
        let router = Router<Route>()
        let app = Self.appView(router)
        router.push(.detail(id: 1))
        router.push(.settings)
        #expect(router.path == [.detail(id: 1), .settings])
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home › Detail 1 › Settings")

        router.pop()
        #expect(router.path == [.detail(id: 1)])
        router.popToRoot()
        #expect(router.path.isEmpty)
        router.pop()  // guard !path.isEmpty: nothing happens
        #expect(router.path.isEmpty)

        router.replaceStack(with: [.profile(username: "johndoe"), .editProfile])
        #expect(router.path == [.profile(username: "johndoe"), .editProfile])
        let screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › johndoe › Edit Profile")
        #expect(screen.lines[1] == " Edit Profile")
    }

    /// An item of the guide's `ItemRow` (its fields are not shown there).
    struct Item: Identifiable { let id: Int; let title: String }

    /// ```swift
    /// @State private var router = Router()
    /// NavigationStack(path: $router.path) { HomeView().navigationDestination(for: Route.self) { … } }
    ///     .environment(router)
    /// struct ItemRow: View {
    ///     let item: Item
    ///     @Environment(Router.self) private var router
    ///     var body: some View { Button(item.title) { router.push(.detail(id: item.id)) } }
    /// }
    /// ```
    @Test("An ItemRow's button calls router.push(.detail(id: item.id)); code that is not a view can push too")
    func itemRowPushesThroughTheRouter() throws {
        let router = Router<Route>()
        let items = [Item(id: 1, title: "First item"), Item(id: 42, title: "The answer")]
        let itemRow = { (item: Item) in ScreenLink.button(item.title) { router.push(.detail(id: item.id)) } }
        let app = Self.appView(router, home: items.map(itemRow))
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(router.path == [.detail(id: 42)])
        #expect(screen.lines[0] == " Home › Detail 42")
        #expect(screen.lines.contains("  Item number 42."))

        // "Any non-view code like a push notification handler can trigger navigation."
        func handlePushNotification(itemId: Int) { router.push(.detail(id: itemId)) }
        handlePushNotification(itemId: 1)
        screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Detail 42 › Detail 1")
    }

    // MARK: Sheets and full-screen covers

    /// ```swift
    /// func present(_ route: Route, style: PresentationStyle = .sheet) {
    ///     switch style { case .sheet: sheet = route; case .fullScreenCover: fullScreenCover = route }
    /// }
    /// func dismiss() { sheet = nil; fullScreenCover = nil }
    /// .sheet(item: $router.sheet) { route in NavigationStack { RouteDestination(route: route) } }
    /// extension Route: Identifiable { var id: Self { self } }   // at the end of this file
    /// ```
    @Test("router.present(.editProfile, style: .sheet) shows a sheet with a stack of its own; Esc dismisses it")
    func presentASheet() throws {
        let router = Router<Route>(path: [.detail(id: 1)])
        let app = Self.appView(router)
        router.present(.editProfile, style: .sheet)
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(router.presentations.map(\.style) == [.sheet])
        #expect(router.presentations.first?.root.value == .editProfile)
        #expect(screen.lines[0] == " Home › Detail 1")  // the stack below stays in view
        #expect(screen.lines.contains { $0.contains("┌─ Sheet ─") })
        #expect(screen.lines.contains { $0.contains("│ Edit Profile ") })

        // `NavigationStack { RouteDestination(route: route) }`: the sheet pushes on its own stack.
        router.activeStack.push(.settings)
        screen = Headless.run(app, size: Self.size, keys: [])
        #expect(router.activeStack.path == [.settings])
        #expect(router.path == [.detail(id: 1)])
        #expect(screen.lines.contains { $0.contains("│ Edit Profile › Settings ") })

        screen = Headless.run(app, size: Self.size, keys: [.escape])
        #expect(router.presentations.isEmpty)
        #expect(router.path == [.detail(id: 1)])
        #expect(!screen.lines.contains { $0.contains("Sheet") })
        #expect(app.events == ["Presented sheet: editProfile", "Sheet path: [settings]", "Dismissed sheet"])
    }

    /// `.fullScreenCover(item: $router.fullScreenCover) { route in NavigationStack { RouteDestination(route: route) } }`
    @Test("A full-screen cover fills the screen; dismiss() brings back the stack as it was")
    func presentAFullScreenCover() throws {
        let router = Router<Route>()
        let app = Self.appView(router, home: [
            .present("johndoe's profile", Route.profile(username: "johndoe"), style: .fullScreenCover),
        ])
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(router.presentations.map(\.style) == [.fullScreenCover])
        #expect(screen.lines[0].hasPrefix(" johndoe ") && screen.lines[0].hasSuffix("full-screen cover"))
        #expect(screen.lines[1] == " johndoe")
        #expect(!screen.lines.contains { $0.contains("Home") })

        router.dismiss()
        screen = Headless.run(app, size: Self.size, keys: [])
        #expect(router.presentations.isEmpty && screen.lines[0] == " Home")
    }

    /// The guide's `dismiss()` clears both `sheet` and `fullScreenCover`. navigator stacks a cover
    /// over a sheet: `dismiss()` closes the top-most, `dismissAll()` does what the guide's does.
    @Test("With a sheet and a cover up, dismiss() closes the cover and dismissAll() closes both, as the guide's dismiss()")
    func dismissClearsPresentations() {
        let router = Router<Route>()
        router.present(.editProfile, style: .sheet)
        router.present(.profile(username: "johndoe"), style: .fullScreenCover)
        #expect(router.presentations.map(\.style) == [.sheet, .fullScreenCover])
        router.dismiss()
        #expect(router.presentations.map(\.style) == [.sheet])
        router.present(.profile(username: "johndoe"), style: .fullScreenCover)
        router.dismissAll()
        #expect(router.presentations.isEmpty)
    }

    // MARK: Deep linking

    /// ```swift
    /// struct DeepLinkParser {
    ///     static func parse(_ url: URL) -> [Route]? {
    ///         guard url.scheme == "myapp" else { return nil }
    ///         let components = url.pathComponents.filter { $0 != "/" }
    ///         switch url.host {
    ///         case "detail": guard let idString = components.first, let id = Int(idString) else { return nil }
    ///                        return [.detail(id: id)]
    ///         case "profile": guard let username = components.first else { return nil }; return [.profile(username: username)]
    ///         case "settings": return [.settings]
    ///         case "profile-edit": guard let username = components.first else { return nil }
    ///                              return [.profile(username: username), .editProfile]
    ///         default: return nil
    ///         }
    ///     }
    /// }
    /// ```
    enum DeepLinkParser {
        static func parse(_ url: URL) -> [Route]? {
            guard url.scheme == "myapp" else { return nil }
            let components = url.pathComponents.filter { $0 != "/" }
            switch url.host {
            case "detail":
                guard let idString = components.first, let id = Int(idString) else { return nil }
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

        static func parse(_ text: String) -> [Route]? { URL(string: text).flatMap(parse) }
    }

    @Test("DeepLinkParser: profile-edit/johndoe gives two routes; detail/42, profile, settings give one; others nil")
    func deepLinkParser() {
        #expect(DeepLinkParser.parse("myapp://profile-edit/johndoe") == [.profile(username: "johndoe"), .editProfile])
        #expect(DeepLinkParser.parse("myapp://detail/42") == [.detail(id: 42)])
        #expect(DeepLinkParser.parse("myapp://profile/johndoe") == [.profile(username: "johndoe")])
        #expect(DeepLinkParser.parse("myapp://settings") == [.settings])
        #expect(DeepLinkParser.parse("otherapp://settings") == nil)
        #expect(DeepLinkParser.parse("myapp://detail/forty-two") == nil)
        #expect(DeepLinkParser.parse("myapp://detail") == nil)
        #expect(DeepLinkParser.parse("myapp://profile-edit") == nil)
        #expect(DeepLinkParser.parse("myapp://inbox/1") == nil)
    }

    /// ```swift
    /// .onOpenURL { url in
    ///     if let routes = DeepLinkParser.parse(url) { router.replaceStack(with: routes) }
    /// }
    /// ```
    @Test("Opening myapp://profile-edit/johndoe shows John's profile with Edit Profile on top, in one change")
    func openURLReplacesTheStack() throws {
        let router = Router<Route>(path: [.detail(id: 3)])
        let app = Self.appView(router)
        let onOpenURL = { (url: URL) in
            if let routes = DeepLinkParser.parse(url) { router.replaceStack(with: routes) }
        }
        onOpenURL(try #require(URL(string: "myapp://profile-edit/johndoe")))
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › johndoe › Edit Profile")
        #expect(router.path == [.profile(username: "johndoe"), .editProfile])
        #expect(app.events == [#"New path: [profile(username: "johndoe"), editProfile]"#])

        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Home › johndoe")
        #expect(screen.lines.contains("  Profile of johndoe."))

        onOpenURL(try #require(URL(string: "myapp://unknown")))  // not a deep link: nothing changes
        #expect(router.path == [.profile(username: "johndoe")])
    }

    // MARK: State restoration

    /// `@SceneStorage("navigationPath") private var savedPath: Data?`, which outlives a launch.
    final class SceneStorage { var savedPath: Data? }

    /// ```swift
    /// NavigationStack(path: $router.path) { … }
    /// .task {
    ///     if let data = savedPath, let decoded = try? JSONDecoder().decode([Route].self, from: data) {
    ///         router.replaceStack(with: decoded)
    ///     }
    /// }
    /// .onChange(of: router.path) { _, newPath in savedPath = try? JSONEncoder().encode(newPath) }
    /// ```
    final class RootView {
        let router: Router<Route>
        let app: StackApp<Route>
        private let storage: SceneStorage
        private var onChange: ObservationToken?

        init(router: Router<Route>, storage: SceneStorage) {
            self.router = router
            self.storage = storage
            app = Seed004NavigationStackInIOS26Tests.appView(router)
            onChange = router.observe(didChange: { [unowned self] _ in
                storage.savedPath = try? JSONEncoder().encode(self.router.path)
            })
        }

        /// `.task { … }`
        func task() {
            if let data = storage.savedPath, let decoded = try? JSONDecoder().decode([Route].self, from: data) {
                router.replaceStack(with: decoded)
            }
        }
    }

    @Test("The path saved on every change is decoded at the next launch and the whole stack is rebuilt")
    func stateRestoration() throws {
        let storage = SceneStorage()
        let firstLaunch = RootView(router: Router(), storage: storage)
        firstLaunch.task()  // nothing saved yet
        #expect(firstLaunch.router.isEmpty)
        firstLaunch.router.push(.profile(username: "johndoe"))
        firstLaunch.router.push(.editProfile)
        let saved = try #require(storage.savedPath)
        #expect(try JSONDecoder().decode([Route].self, from: saved) == [.profile(username: "johndoe"), .editProfile])

        // The system terminated the app; SceneStorage kept savedPath.
        let secondLaunch = RootView(router: Router(), storage: storage)
        #expect(Headless.run(secondLaunch.app, size: Self.size, keys: []).lines[0] == " Home")
        secondLaunch.task()
        #expect(secondLaunch.router.path == [.profile(username: "johndoe"), .editProfile])
        let screen = Headless.run(secondLaunch.app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › johndoe › Edit Profile")
        // Back walks down the rebuilt stack.
        #expect(Headless.run(secondLaunch.app, size: Self.size, keys: [.left]).lines[0] == " Home › johndoe")
        // The same path in SwiftUI's codable shape reads back into the same routes.
        #expect(try Router<Route>.values(from: firstLaunch.router.codable) == [.profile(username: "johndoe"), .editProfile])
    }

    // MARK: Common pitfalls

    /// "Never mutate the path during a view update. Modifying the navigation path inside body or a
    /// computed property will cause SwiftUI to complain or silently break. Always trigger path
    /// changes from button actions, onAppear, or task modifiers."
    @Test("A push while a screen is being built is refused and reported; the same push from a button works")
    func neverMutateThePathDuringAViewUpdate() throws {
        let router = Router<Route>()
        var destinations = ScreenDestinations()
        destinations.register(Route.self, title: \.title) { route, _ in
            if case .detail = route { router.push(.settings) }  // inside `body`: the pitfall
            var screen = Self.routeDestination(route)
            screen.links = [.button("Settings") { router.push(.settings) }]  // from a button action
            return screen
        }
        var refusals: [NavigationError] = []
        let token = router.observe(didRefuse: { refusals.append($0) })
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Detail 1", Route.detail(id: 1))])
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(router.path == [.detail(id: 1)])
        #expect(screen.lines[0] == " Home › Detail 1")
        #expect(refusals.first == .changedWhileRendering("push"))
        #expect(app.notice?.hasPrefix("Refused: push was asked for while a screen was being built") == true)
        #expect(screen.lines.contains { $0.hasPrefix(" Refused: push was asked for") })

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(router.path == [.detail(id: 1), .settings])
        #expect(screen.lines[0] == " Home › Detail 1 › Settings")
        token.cancel()
    }

    /// "Don't mix NavigationLink with programmatic navigation on the same stack. With the router
    /// pattern, use programmatic navigation exclusively — views call router.push() instead of using
    /// NavigationLink with a value."
    @Test("With the router pattern, a button calling router.push() gives the path and log a value link would")
    func routerPushInsteadOfValueLinks() throws {
        let linked = Router<Route>()
        let linkApp = Self.appView(linked, home: [.push("Settings", Route.settings)])
        let pushed = Router<Route>()
        let pushApp = Self.appView(pushed, home: [.button("Settings") { pushed.push(.settings) }])
        let byLink = Headless.run(linkApp, size: Self.size, keys: try Key.parseScript("enter"))
        let byPush = Headless.run(pushApp, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(pushed.path == [.settings] && linked.path == pushed.path)
        #expect(byPush.lines[0] == " Home › Settings" && byLink.lines == byPush.lines)
        #expect(pushApp.events == ["New path: [settings]"] && linkApp.events == pushApp.events)
    }

    /// "Keep state out of destination views. NavigationStack creates new view instances on push. If you
    /// store important state inside a destination view, it'll be lost when the user navigates away and
    /// comes back. Keep shared state in the router, a model, or the environment."
    @Test("State kept in a model survives leaving Edit Profile and coming back; state made in the destination does not")
    func keepStateOutOfDestinationViews() throws {
        final class ProfileModel { var draft = "" }
        let model = ProfileModel()
        let router = Router<Route>()
        var destinations = ScreenDestinations()
        destinations.register(Route.self, title: \.title) { route, _ in
            guard route == .editProfile else { return Self.routeDestination(route) }
            var localDraft = ""  // state inside the destination view
            return Screen(title: "Edit Profile", body: ["Model draft: \(model.draft)", "Local draft: \(localDraft)"], links: [
                .button("Type “Hi”") { model.draft += "Hi"; localDraft += "Hi" },
            ])
        }
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Edit Profile", Route.editProfile)])
        }
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter"))
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left enter"))
        #expect(screen.lines[0] == " Home › Edit Profile")
        #expect(screen.lines.contains("  Model draft: Hi"))
        #expect(screen.lines.contains("  Local draft:"))
    }

    /// "Reset the path before setting a new deep link stack. If you don't call popToRoot or
    /// replaceStack and instead just append routes, the user might end up with an unexpected stack."
    @Test("Appending a deep link's routes keeps the old stack under them; replaceStack gives exactly the link's stack")
    func resetThePathBeforeADeepLink() throws {
        let routes = try #require(DeepLinkParser.parse("myapp://profile-edit/johndoe"))

        let appended = Router<Route>(path: [.settings, .detail(id: 3)])
        for route in routes { appended.push(route) }
        #expect(appended.path == [.settings, .detail(id: 3), .profile(username: "johndoe"), .editProfile])
        let app = Self.appView(appended)
        #expect(Headless.run(app, size: Self.size, keys: [.left, .left]).lines[0] == " Home › Settings › Detail 3")

        let replaced = Router<Route>(path: [.settings, .detail(id: 3)])
        replaced.replaceStack(with: routes)
        #expect(replaced.path == routes)
        #expect(Headless.run(Self.appView(replaced), size: Self.size, keys: [.left, .left]).lines[0] == " Home")
    }
}

/// "For this to compile, your Route enum needs to conform to Identifiable" (`.sheet(item:)`). navigator's
/// presentations don't need it: each has an identity of its own (`presentation.root.id`).
extension Seed004NavigationStackInIOS26Tests.Route: Identifiable {
    var id: Self { self }
}
