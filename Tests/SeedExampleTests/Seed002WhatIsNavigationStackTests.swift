// Seed 002, the tutorial "What is and how to use NavigationStack in SwiftUI": each code example written
// against navigator's API, with the same values (Ana, Beto, Carla; `path = [5, 8]`; iPhone 15; AppRoute;
// myapp://product/45), destinations and path operations, asserting what the tutorial describes.
import Foundation
import Navigation
import Testing
import TerminalUI

@Suite struct Seed002WhatIsNavigationStackTests {
    static let size = TerminalSize(width: 72, height: 16)

    // MARK: 2. Basic implementation

    /// `struct User: Identifiable, Hashable { let id = UUID(); let username: String }`
    struct User: Identifiable, Hashable {
        let id = UUID()
        let username: String
    }

    /// `struct UserProfileView: View { let user: User; body: Text("Profile of \(user.username)") }`
    static func userProfileView(user: User) -> Screen {
        Screen(title: "Profile of \(user.username)")
    }

    /// ```swift
    /// NavigationStack {
    ///     List(users) { user in NavigationLink(value: user) { Text(user.username) } }
    ///     .navigationTitle("Users")
    ///     .navigationDestination(for: User.self) { user in UserProfileView(user: user) }
    /// }
    /// ```
    @Test("NavigationLink(value: user) pushes the User; its destination is built only when the link is tapped")
    func basicStack() throws {
        let users = [User(username: "Ana"), User(username: "Beto"), User(username: "Carla")]
        var built: [String] = []
        var destinations = ScreenDestinations()
        destinations.register(User.self, title: \.username) { user, _ in
            built.append(user.username)
            return Self.userProfileView(user: user)
        }
        let router = Router<User>()
        let app = StackApp(router: router, rootTitle: "Users", destinations: destinations) { _ in
            Screen(title: "Users", links: users.map { user in .push(user.username, user) })
        }
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Users")
        #expect(screen.lines.contains(" ▸ Ana") && screen.lines.contains("   Carla"))
        // Lazy loading: showing a list of three links built no destination.
        #expect(built.isEmpty)

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(screen.lines[0] == " Users › Beto")
        #expect(screen.lines[1] == " Profile of Beto")
        #expect(router.path == [users[1]])
        #expect(Set(built) == ["Beto"])
    }

    /// "You can have multiple NavigationLinks sending User objects from different parts of the
    /// hierarchy, and they will all be captured by the same .navigationDestination modifier."
    @Test("Links sending a User from different screens are all captured by the one User destination")
    func oneDestinationServesEveryLink() throws {
        let ana = User(username: "Ana"), beto = User(username: "Beto")
        var destinations = ScreenDestinations()
        destinations.register(User.self, title: \.username) { user, _ in
            var profile = Self.userProfileView(user: user)
            if user == ana { profile.links = [.push("Friend: Beto", beto)] }  // a link deeper in the hierarchy
            return profile
        }
        let router = Router<User>()
        let app = StackApp(router: router, rootTitle: "Users", destinations: destinations) { _ in
            Screen(title: "Users", links: [.push("Ana", ana), .push("Beto", beto)])
        }
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter"))
        #expect(screen.lines[0] == " Users › Ana › Beto")
        #expect(screen.lines[1] == " Profile of Beto")
        #expect(router.path == [ana, beto])
    }

    // MARK: 3. Programmatic navigation with a homogeneous path

    /// ```swift
    /// @State private var path: [Int] = []
    /// NavigationStack(path: $path) {
    ///     VStack {
    ///         Button("Go to screen 1") { path.append(1) }
    ///         Button("Jump directly to 5 then 8") { path = [5, 8] }
    ///     }
    ///     .navigationTitle("Home")
    ///     .navigationDestination(for: Int.self) { number in NumberDetailView(number: number, path: $path) }
    /// }
    /// ```
    static func programmaticView(_ path: Router<Int>) -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Screen #\($0)" }) { number, _ in
            Self.numberDetailView(number: number, path: path)
        }
        return StackApp(router: path, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [
                .button("Go to screen 1") { path.push(1) },
                .button("Jump directly to 5 then 8") { path.path = [5, 8] },
            ])
        }
    }

    /// ```swift
    /// struct NumberDetailView: View {
    ///     let number: Int
    ///     @Binding var path: [Int]
    ///     Text("Screen #\(number)")
    ///     Button("Next (\(number + 1))") { path.append(number + 1) }
    ///     Button("Back to Home (Pop to Root)") { path.removeAll() }
    ///     Button("Go back 2 steps") { if path.count >= 2 { path.removeLast(2) } }
    /// }
    /// ```
    static func numberDetailView(number: Int, path: Router<Int>) -> Screen {
        Screen(title: "Screen #\(number)", links: [
            .button("Next (\(number + 1))") { path.push(number + 1) },
            .button("Back to Home (Pop to Root)") { path.popToRoot() },
            .button("Go back 2 steps") {
                if path.count >= 2 { try? path.removeLast(2) }
            },
        ])
    }

    @Test("\"Go to screen 1\" appends 1, and \"Next (2)\" appends 2 on top of it")
    func goToScreenOneThenNext() throws {
        let path = Router<Int>()
        let app = Self.programmaticView(path)
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(path.path == [1])
        #expect(screen.lines[0] == " Home › Screen #1")
        #expect(screen.lines.contains(" ▸ Next (2)"))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(path.path == [1, 2])
        #expect(screen.lines[0] == " Home › Screen #1 › Screen #2")
    }

    @Test("\"Jump directly to 5 then 8\" sets path = [5, 8]: Screen #8 on top, back reveals Screen #5")
    func jumpDirectlyToFiveThenEight() throws {
        let path = Router<Int>()
        let app = Self.programmaticView(path)
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(path.path == [5, 8])
        #expect(screen.lines[0] == " Home › Screen #5 › Screen #8")
        #expect(screen.lines[1] == " Screen #8")

        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(path.path == [5])
        #expect(screen.lines[0] == " Home › Screen #5")
    }

    @Test("\"Back to Home (Pop to Root)\" empties the path: path.removeAll()")
    func backToHomePopsToRoot() throws {
        let path = Router<Int>()
        let app = Self.programmaticView(path)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter enter"))
        #expect(path.path == [5, 8, 9])
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(path.path.isEmpty)
        #expect(screen.lines[0] == " Home")
    }

    @Test("\"Go back 2 steps\" removes 2 values when there are 2; with fewer, the guard leaves the path alone")
    func goBackTwoSteps() throws {
        let path = Router<Int>()
        let app = Self.programmaticView(path)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter enter"))  // [5, 8, 9]
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down enter"))
        #expect(path.path == [5])
        #expect(screen.lines[0] == " Home › Screen #5")

        // At [5] the guard `path.count >= 2` fails: nothing happens.
        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down enter"))
        #expect(path.path == [5])
        #expect(screen.lines[0] == " Home › Screen #5")
        // Without the guard, SwiftUI's removeLast(2) traps; navigator refuses and changes nothing.
        #expect(throws: NavigationError.cannotRemove(requested: 2, available: 1)) { try path.removeLast(2) }
        #expect(path.path == [5])
    }

    /// "Push: path.append(value) · Pop: path.removeLast() · Pop to Root: path.removeAll() · History
    /// manipulation: insert intermediate views or replace the entire stack by assigning a new array."
    @Test("The path is an array: push, pop, pop to root, inserting an intermediate screen, replacing it all")
    func capabilityAnalysis() throws {
        let path = Router<Int>()
        let app = Self.programmaticView(path)
        path.push(1)                       // path.append(value)
        path.push(2)
        #expect(path.pop() == 2)           // path.removeLast()
        path.popToRoot()                   // path.removeAll()
        #expect(path.path.isEmpty)

        path.path = [5, 8]
        path.path.insert(6, at: 1)         // an intermediate screen under the top
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Screen #5 › Screen #6 › Screen #8")
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Home › Screen #5 › Screen #6")

        path.path = [3]                    // replace the entire stack
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home › Screen #3")
    }

    // MARK: 4. NavigationPath: heterogeneous navigation

    /// `struct Product: Hashable { let name: String }`, `struct User: Hashable { let name: String }`,
    /// `struct Settings: Hashable { let id: String }` (nested: this file has another `User`).
    enum Complex {
        struct Product: Hashable { let name: String }
        struct User: Hashable { let name: String }
        struct Settings: Hashable { let id: String }
    }

    /// ```swift
    /// @State private var path = NavigationPath()
    /// NavigationStack(path: $path) {
    ///     List {
    ///         Section("Store") {
    ///             NavigationLink("View iPhone", value: Product(name: "iPhone 15"))
    ///             NavigationLink("View Mac", value: Product(name: "MacBook Pro"))
    ///         }
    ///         Section("Social") { NavigationLink("Admin Profile", value: User(name: "Admin")) }
    ///         Section("System") { Button("Go to Settings") { path.append(Settings(id: "General")) } }
    ///     }
    ///     .navigationDestination(for: Product.self) { product in ProductView(product: product) }
    ///     .navigationDestination(for: User.self) { user in UserView(user: user) }
    ///     .navigationDestination(for: Settings.self) { settings in SettingsView(settings: settings) }
    /// }
    /// ```
    static func complexStackView(_ path: Router<AnyHashable>) -> StackApp<AnyHashable> {
        var destinations = ScreenDestinations()
        destinations.register(Complex.Product.self, title: \.name) { product, _ in Screen(title: "Product: \(product.name)") }
        destinations.register(Complex.User.self, title: \.name) { user, _ in Screen(title: "User: \(user.name)") }
        destinations.register(Complex.Settings.self, title: { "\($0.id) Settings" }) { settings, _ in
            Screen(title: "Settings: \(settings.id)")
        }
        return StackApp(router: path, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [
                .push("View iPhone", Complex.Product(name: "iPhone 15"), section: "Store"),
                .push("View Mac", Complex.Product(name: "MacBook Pro"), section: "Store"),
                .push("Admin Profile", Complex.User(name: "Admin"), section: "Social"),
                .button("Go to Settings", section: "System") { path.push(Complex.Settings(id: "General")) },
            ])
        }
    }

    @Test("One NavigationPath takes a Product, a User and Settings; each type has its own destination")
    func complexStack() throws {
        let path = Router<AnyHashable>(path: NavigationPath())
        let app = Self.complexStackView(path)
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines.contains(" Store") && screen.lines.contains(" Social") && screen.lines.contains(" System"))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › iPhone 15")
        #expect(screen.lines[1] == " Product: iPhone 15")
        #expect(path.navigationPath == NavigationPath([Complex.Product(name: "iPhone 15")]))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left down down enter"))
        #expect(screen.lines[1] == " User: Admin")
        #expect(path.navigationPath == NavigationPath([Complex.User(name: "Admin")]))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left down enter"))
        #expect(screen.lines[0] == " Home › General Settings")
        #expect(screen.lines[1] == " Settings: General")
        #expect(path.navigationPath == NavigationPath([Complex.Settings(id: "General")]))
    }

    /// "SwiftUI automatically knows which view to render based on the type of the element currently
    /// at the top of the stack."
    @Test("Products -> User -> Settings on one path: the top value's type picks the screen at every level")
    func topValueTypePicksTheScreen() {
        var products = NavigationPath()
        products.append(Complex.Product(name: "MacBook Pro"))
        products.append(Complex.User(name: "Admin"))
        products.append(Complex.Settings(id: "General"))
        let path = Router<AnyHashable>(path: products)
        let app = Self.complexStackView(path)
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › MacBook Pro › Admin › General Settings")
        #expect(screen.lines[1] == " Settings: General")
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[1] == " User: Admin")
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[1] == " Product: MacBook Pro")
    }

    // MARK: 5. The Router / Coordinator pattern

    /// ```swift
    /// final class Router: ObservableObject {
    ///     @Published var path = NavigationPath()
    ///     func navigate(to destination: any Hashable) { path.append(destination) }
    ///     func navigateBack() { path.removeLast() }
    ///     func navigateToRoot() { path = NavigationPath() }
    /// }
    /// NavigationStack(path: $router.path) {
    ///     HomeView()
    ///         .navigationDestination(for: String.self) { text in DetailView(text: text) }
    ///         .navigationDestination(for: Int.self) { number in NumberView(number: number) }
    /// }
    /// .environmentObject(router)
    /// ```
    /// navigator's `Router<AnyHashable>` is that router: `navigate(to:)`, `pop()`, `popToRoot()`.
    static func appRoot(_ router: Router<AnyHashable>) -> StackApp<AnyHashable> {
        var destinations = ScreenDestinations()
        destinations.register(String.self, title: { "Detail: \($0)" }) { text, _ in detailView(text: text, router: router) }
        destinations.register(Int.self, title: { "Number \($0)" }) { number, _ in Screen(title: "Number \(number)") }
        return StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            // HomeView (not shown in the tutorial): one button into DetailView.
            Screen(title: "Home", links: [.button("Show the detail") { try? router.navigate(to: "NavigationStack") }])
        }
    }

    /// ```swift
    /// struct DetailView: View {
    ///     @EnvironmentObject var router: Router
    ///     let text: String
    ///     Text("Detail: \(text)")
    ///     Button("Go to number 100") { router.navigate(to: 100) }
    ///     Button("Back to Home") { router.navigateToRoot() }
    /// }
    /// ```
    static func detailView(text: String, router: Router<AnyHashable>) -> Screen {
        Screen(title: "Detail: \(text)", links: [
            .button("Go to number 100") { try? router.navigate(to: 100) },
            .button("Back to Home") { router.popToRoot() },
        ])
    }

    @Test("The router navigates from any view: \"Go to number 100\" pushes 100, \"Back to Home\" pops to the root")
    func routerPattern() throws {
        let router = Router<AnyHashable>()
        let app = Self.appRoot(router)
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › Detail: NavigationStack")

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › Detail: NavigationStack › Number 100")
        #expect(router.navigationPath == NavigationPath([AnyHashable("NavigationStack"), AnyHashable(100)]))

        #expect(router.pop() == AnyHashable(100))  // navigateBack()
        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(router.navigationPath == NavigationPath())  // navigateToRoot()
        #expect(screen.lines[0] == " Home")

        // navigateBack() at the root: SwiftUI's path.removeLast() would trap; here nothing happens.
        #expect(router.pop() == nil && router.isEmpty)
    }

    @Test("navigate(to: any Hashable) refuses a value the router's typed path can't hold")
    func navigateToRefusesTheWrongType() throws {
        let router = Router<Int>()
        try router.navigate(to: 100)
        #expect(router.path == [100])
        #expect(throws: NavigationError.wrongType("Swift.String", expected: "Swift.Int")) {
            try router.navigate(to: "NavigationStack")
        }
        #expect(router.path == [100])
    }

    // MARK: 6. State persistence and deep linking

    /// `enum AppRoute: Codable, Hashable { case product(id: Int); case userProfile(userId: String); case settings }`
    enum AppRoute: Codable, Hashable {
        case product(id: Int)
        case userProfile(userId: String)
        case settings

        var title: String {
            switch self {
            case .product(let id): return "Product \(id)"
            case .userProfile(let userId): return "User \(userId)"
            case .settings: return "Settings"
            }
        }
    }

    /// `UserDefaults.standard`, kept in memory so that a test leaves nothing behind.
    final class Defaults {
        private var values: [String: Data] = [:]
        func data(forKey key: String) -> Data? { values[key] }
        func set(_ data: Data, forKey key: String) { values[key] = data }
    }

    /// ```swift
    /// class PersistableRouter: ObservableObject {
    ///     @Published var path: [AppRoute] = [] { didSet { saveState() } }
    ///     private let saveKey = "navigation_history"
    ///     init() {
    ///         if let data = UserDefaults.standard.data(forKey: saveKey),
    ///            let decoded = try? JSONDecoder().decode([AppRoute].self, from: data) { path = decoded }
    ///     }
    ///     private func saveState() {
    ///         if let encoded = try? JSONEncoder().encode(path) { UserDefaults.standard.set(encoded, forKey: saveKey) }
    ///     }
    /// }
    /// ```
    final class PersistableRouter {
        let path: Router<AppRoute>
        private let saveKey = "navigation_history"
        private let defaults: Defaults
        private var token: ObservationToken?

        init(defaults: Defaults) {
            self.defaults = defaults
            if let data = defaults.data(forKey: saveKey),
               let decoded = try? JSONDecoder().decode([AppRoute].self, from: data) {
                path = Router(path: decoded)
            } else {
                path = Router()
            }
            token = path.observe(didChange: { [unowned self] _ in saveState() })
        }

        private func saveState() {
            if let encoded = try? JSONEncoder().encode(path.path) {
                defaults.set(encoded, forKey: saveKey)
            }
        }
    }

    static func appRouteStack(_ router: Router<AppRoute>) -> StackApp<AppRoute> {
        var destinations = ScreenDestinations()
        destinations.register(AppRoute.self, title: \.title) { route, _ in Screen(title: route.title) }
        return StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Product 45", AppRoute.product(id: 45)), .push("Settings", AppRoute.settings)])
        }
    }

    @Test("PersistableRouter saves [AppRoute] on every change and restores it on the next launch")
    func persistableRouter() throws {
        let defaults = Defaults()
        let firstLaunch = PersistableRouter(defaults: defaults)
        #expect(firstLaunch.path.isEmpty)
        _ = Headless.run(Self.appRouteStack(firstLaunch.path), size: Self.size, keys: try Key.parseScript("enter"))
        firstLaunch.path.push(.userProfile(userId: "ana"))
        let saved = try #require(defaults.data(forKey: "navigation_history"))
        #expect(try JSONDecoder().decode([AppRoute].self, from: saved) == [.product(id: 45), .userProfile(userId: "ana")])

        // The system closed the app; the user comes back.
        let secondLaunch = PersistableRouter(defaults: defaults)
        #expect(secondLaunch.path.path == [.product(id: 45), .userProfile(userId: "ana")])
        let screen = Headless.run(Self.appRouteStack(secondLaunch.path), size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Product 45 › User ana")
    }

    /// The tutorial's `parseUrlToRoute(url)`: `myapp://product/45` gives `.product(id: 45)`.
    static func parseUrlToRoute(_ url: URL) -> AppRoute? {
        guard url.scheme == "myapp" else { return nil }
        let components = url.pathComponents.filter { $0 != "/" }
        switch url.host {
        case "product": return components.first.flatMap(Int.init).map { .product(id: $0) }
        case "user": return components.first.map { .userProfile(userId: $0) }
        case "settings": return .settings
        default: return nil
        }
    }

    /// ```swift
    /// .onOpenURL { url in
    ///     if let route = parseUrlToRoute(url) {
    ///         // Reset to root or add to existing history
    ///         router.path.append(route)
    ///     }
    /// }
    /// ```
    @Test("onOpenURL: myapp://product/45 becomes .product(id: 45), added to the history or replacing it")
    func openURLAppendsTheRoute() throws {
        let router = Router<AppRoute>(path: [.settings])
        let app = Self.appRouteStack(router)
        let url = try #require(URL(string: "myapp://product/45"))
        let route = try #require(Self.parseUrlToRoute(url))
        #expect(route == .product(id: 45))

        router.push(route)  // router.path.append(route): added to the existing history
        #expect(router.path == [.settings, .product(id: 45)])
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home › Settings › Product 45")

        router.replaceStack(with: [route])  // or reset to the root first
        #expect(router.path == [.product(id: 45)])
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home › Product 45")

        // A URL the parser doesn't know changes nothing.
        for text in ["https://example.com/product/45", "myapp://product/abc", "myapp://cart"] {
            #expect(Self.parseUrlToRoute(try #require(URL(string: text))) == nil)
        }
    }

    // MARK: 7. Common pitfalls

    /// "A. Do not nest NavigationStacks. Never put a NavigationStack inside another. This will cause
    /// double navigation bars and break the history."
    @Test("A NavigationStack inside a NavigationStack is refused with a warning: one bar, and back still works")
    func doNotNestNavigationStacks() throws {
        var destinations = ScreenDestinations()
        destinations.register(AppRoute.self, title: \.title) { route, _ in
            // NavigationStack { SettingsView() } as a destination.
            let inner = StackApp(router: Router<AppRoute>(), rootTitle: "Settings", destinations: Destinations()) { _ in
                Screen(title: "Settings")
            }
            return .navigationStack(inner)
        }
        let router = Router<AppRoute>()
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Settings", AppRoute.settings)])
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › Settings")
        #expect(screen.lines[1] == " ⚠ Nested navigation stack")
        #expect(screen.lines.filter { $0.contains(" › ") }.count == 1)  // one navigation bar
        #expect(app.events.contains { $0.hasPrefix("Refused a nested stack: “Settings” builds a stack of") })

        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Home" && router.isEmpty)
    }

    /// "B. Place .navigationDestination modifiers as high as possible (usually on the stack's root
    /// view). If you place a destination modifier inside a view that disappears (for example, inside
    /// an if), navigation will stop working."
    @Test("Destinations registered at the root serve every level; one left inside an `if` shows a ⚠ screen")
    func destinationsBelongAtTheRoot() throws {
        func destinations(showsSettings: Bool) -> ScreenDestinations {
            var destinations = ScreenDestinations()
            destinations.register(Int.self, title: { "Screen #\($0)" }) { number, _ in
                Screen(title: "Screen #\(number)", links: [
                    .push("Next (\(number + 1))", number + 1),
                    .push("Go to Settings", Complex.Settings(id: "General")),
                ])
            }
            if showsSettings {  // the Settings destination sits inside an `if` that is false now
                destinations.register(Complex.Settings.self, title: \.id) { settings, _ in Screen(title: settings.id) }
            }
            return destinations
        }
        let path = Router<AnyHashable>()
        let app = StackApp(router: path, rootTitle: "Home", destinations: destinations(showsSettings: false)) { _ in
            Screen(title: "Home", links: [.push("Go to screen 1", 1)])
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter enter"))
        #expect(screen.lines[0] == " Home › Screen #1 › Screen #2 › Screen #3")

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        let settingsType = CodableTypes.name(of: Complex.Settings.self)
        #expect(screen.lines[1].hasPrefix(" ⚠ \(settingsType)"))
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Home › Screen #1 › Screen #2 › Screen #3")
    }

    /// "C. If you use classes, ensure you implement hash(into:) and == correctly based on a unique ID,
    /// not pointer identity, to avoid erratic behavior when reloading views."
    @Test("A class hashed by its id is found on the path after a reload; one hashed by identity is not")
    func classesHashByID() {
        final class Account: Hashable {
            let id: Int
            var name: String
            init(id: Int, name: String) { self.id = id; self.name = name }
            static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        final class PointerAccount: Hashable {
            let id: Int
            init(id: Int) { self.id = id }
            static func == (lhs: PointerAccount, rhs: PointerAccount) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        let accounts = Router<Account>(path: [Account(id: 7, name: "Ana")])
        let reloaded = Account(id: 7, name: "Ana")  // the same account, fetched again
        #expect(accounts.path == [reloaded])
        #expect(accounts.path.firstIndex(of: reloaded) == 0)

        let pointers = Router<PointerAccount>(path: [PointerAccount(id: 7)])
        let reloadedPointer = PointerAccount(id: 7)
        #expect(pointers.path != [reloadedPointer])
        #expect(pointers.path.firstIndex(of: reloadedPointer) == nil)
    }
}
