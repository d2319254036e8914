// Seed 002, "What is and how to use NavigationStack in SwiftUI": its 8 code examples (002.1 … 002.8),
// as the tutorial writes them with `import NavigatorUI`. 002.7 and 002.8 (UserDefaults) are in
// Seed002PersistenceTests.swift.
//
// Wrappers, quoted as such (none changes an example's code):
// - `enum Seed002_3`: 002.3 declares `User` again (002.1 did); the views it names and never shows
//   (`ProductView`, `UserView`, `SettingsView`) are the smallest that draw their value.
// - `enum Seed002_4to6`: the Router's three steps (002.4 Router, 002.5 AppRoot, 002.6 DetailView)
//   declare `Router` and `DetailView`, which seed 004 declares too; `HomeView` and `NumberView`, which
//   the tutorial never shows, are the smallest views that use the router.
import NavigatorUI
import Testing

// MARK: 002.1 — 2. Basic Implementation, as written

struct User: Identifiable, Hashable {
    let id = UUID()
    let username: String
}

struct BasicStackView: View {
    let users = [
        User(username: "Ana"),
        User(username: "Beto"),
        User(username: "Carla")
    ]

    var body: some View {
        NavigationStack {
            List(users) { user in
                // 1. The link now carries DATA, not Views.
                NavigationLink(value: user) {
                    Text(user.username)
                }
            }
            .navigationTitle("Users")
            // 2. We define the destination only once for this data type.
            .navigationDestination(for: User.self) { user in
                UserProfileView(user: user)
            }
        }
    }
}

struct UserProfileView: View {
    let user: User
    var body: some View {
        Text("Profile of \(user.username)")
            .font(.largeTitle)
    }
}

// MARK: 002.2 — 3. Managing a Homogeneous Path, as written

struct ProgrammaticView: View {
    // This variable is the "Single Source of Truth" for your navigation
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 20) {
                Button("Go to screen 1") {
                    path.append(1) // Manual navigation
                }
                
                Button("Jump directly to 5 then 8") {
                    path = [5, 8] // Instant deep linking
                }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) { number in
                NumberDetailView(number: number, path: $path)
            }
        }
    }
}

struct NumberDetailView: View {
    let number: Int
    @Binding var path: [Int] // Pass the binding to manipulate the stack

    var body: some View {
        VStack {
            Text("Screen #\(number)")
            
            Button("Next (\(number + 1))") {
                path.append(number + 1)
            }
            
            Button("Back to Home (Pop to Root)") {
                path.removeAll() // The easiest way to return to root in iOS history
            }
            
            Button("Go back 2 steps") {
                if path.count >= 2 {
                    path.removeLast(2)
                }
            }
        }
    }
}

// MARK: 002.3 — 4. NavigationPath: Complex and Heterogeneous Navigation, as written

enum Seed002_3 {
struct Product: Hashable { let name: String }
struct User: Hashable { let name: String }
struct Settings: Hashable { let id: String }

struct ComplexStackView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Store") {
                    NavigationLink("View iPhone", value: Product(name: "iPhone 15"))
                    NavigationLink("View Mac", value: Product(name: "MacBook Pro"))
                }
                
                Section("Social") {
                    NavigationLink("Admin Profile", value: User(name: "Admin"))
                }
                
                Section("System") {
                    Button("Go to Settings") {
                        path.append(Settings(id: "General"))
                    }
                }
            }
            // Define a destination for EACH possible type in the stack
            .navigationDestination(for: Product.self) { product in
                ProductView(product: product)
            }
            .navigationDestination(for: User.self) { user in
                UserView(user: user)
            }
            .navigationDestination(for: Settings.self) { settings in
                SettingsView(settings: settings)
            }
        }
    }
}

// The wrapper: the views 002.3 names and never shows.
struct ProductView: View {
    let product: Product
    var body: some View { Text("Product: \(product.name)").navigationTitle(product.name) }
}

struct UserView: View {
    let user: User
    var body: some View { Text("User: \(user.name)").navigationTitle(user.name) }
}

struct SettingsView: View {
    let settings: Settings
    var body: some View { Text("Settings: \(settings.id)").navigationTitle("Settings") }
}
}

// MARK: 002.4, 002.5, 002.6 — 5. The Router / Coordinator Pattern, as written

enum Seed002_4to6 {
// Step 1: Create the Router (002.4)

final class Router: ObservableObject {
    // Publish the path so the UI redraws on change
    @Published var path = NavigationPath()
    
    // Semantic methods to avoid exposing 'path' directly
    func navigate(to destination: any Hashable) {
        path.append(destination)
    }
    
    func navigateBack() {
        path.removeLast()
    }
    
    func navigateToRoot() {
        path = NavigationPath()
    }
}

// Step 2: Inject into the Environment (002.5)

struct AppRoot: View {
    @StateObject private var router = Router()
    
    var body: some View {
        NavigationStack(path: $router.path) {
            HomeView()
                .navigationDestination(for: String.self) { text in
                    DetailView(text: text)
                }
                .navigationDestination(for: Int.self) { number in
                    NumberView(number: number)
                }
        }
        .environmentObject(router) // Available to all children
    }
}

// Step 3: Use in Child Views (002.6)

struct DetailView: View {
    @EnvironmentObject var router: Router
    let text: String
    
    var body: some View {
        VStack {
            Text("Detail: \(text)")
            
            Button("Go to number 100") {
                // View-agnostic navigation
                router.navigate(to: 100)
            }
            
            Button("Back to Home") {
                router.navigateToRoot()
            }
        }
    }
}

// The wrapper: the smallest HomeView and NumberView that AppRoot names and the tutorial never shows.

struct HomeView: View {
    @EnvironmentObject var router: Router
    var body: some View {
        Text("Depth: \(router.path.count)")
        NavigationLink("Open detail", value: "news")
        Button("Navigate to 7") { router.navigate(to: 7) }
            .navigationTitle("Home")
    }
}

struct NumberView: View {
    @EnvironmentObject var router: Router
    let number: Int
    var body: some View {
        Text("Number \(number)")
        Button("Back") { router.navigateBack() }
            .navigationTitle("#\(number)")
    }
}
}

// MARK: - Tests

@Suite struct Seed002WhatIsNavigationStackTests {
    static let size = TerminalSize(width: 50, height: 14)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        try frameLines(host, keys, size: size)
    }

    @Test("002.1: NavigationLink(value:label:) carries a User; one destination for the type; the profile (bold for .largeTitle: NavigatorUIStyleTests)")
    func basicStack() throws {
        let host = ViewHost(BasicStackView())
        #expect(Array(try Self.frame(host, "")[0...5]) == [" Users", " Users", "", " ▸ Ana", "   Beto", "   Carla"])
        let canvas = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter"))
        // The profile has no title of its own: its breadcrumb is the value's description.
        #expect(canvas.lines[0].hasPrefix(" Users › User(id: ") && canvas.lines[3] == "  Profile of Beto")
    }

    @Test("002.2: path.append(1), path = [5, 8], Next, removeAll() and removeLast(2) through the @Binding")
    func programmaticPath() throws {
        let host = ViewHost(ProgrammaticView())
        #expect(Array(try Self.frame(host, "")[0...4]) == [" Home", " Home", "", " ▸ Go to screen 1", "   Jump directly to 5 then 8"])
        #expect(try Self.frame(host, "enter")[0] == " Home › 1")
        var lines = try Self.frame(host, "left down enter")
        #expect(lines[0] == " Home › 5 › 8")
        #expect(Array(lines[3...7]) == ["  Screen #8", "", " ▸ Next (9)", "   Back to Home (Pop to Root)", "   Go back 2 steps"])
        #expect(try Self.frame(host, "enter")[0] == " Home › 5 › 8 › 9")
        // Go back 2 steps: removeLast(2).
        #expect(try Self.frame(host, "down down enter")[0] == " Home › 5")
        // With fewer than two, the button does nothing (the tutorial's `if path.count >= 2`).
        #expect(try Self.frame(host, "down down enter")[0] == " Home › 5")
        #expect(try Self.frame(host, "up up enter enter")[0] == " Home › 5 › 6 › 7")
        // Back to Home: removeAll().
        lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Home" && host.path.isEmpty)
    }

    @Test("002.3: a NavigationPath of three types, in sections; a Button appends Settings; each type has its destination")
    func heterogeneousNavigationPath() throws {
        let host = ViewHost(Seed002_3.ComplexStackView())
        #expect(Array(try Self.frame(host, "")[3...12]) == [
            " Store", " ▸ View iPhone", "   View Mac", "", " Social", "   Admin Profile", "", " System", "   Go to Settings", "",
        ])
        var lines = try Self.frame(host, "down enter")
        #expect(Array(lines[0...3]) == ["  › MacBook Pro", " MacBook Pro", "", "  Product: MacBook Pro"])
        lines = try Self.frame(host, "left down enter")
        #expect(lines[0] == "  › Admin" && lines[3] == "  User: Admin")
        lines = try Self.frame(host, "left end enter")
        #expect(lines[0] == "  › Settings" && lines[3] == "  Settings: General")
        #expect(host.path == [AnyHashable(Seed002_3.Settings(id: "General"))])
    }

    @Test("002.4–002.6: a @StateObject Router's @Published path drives the stack; DetailView reaches it through @EnvironmentObject")
    func routerPattern() throws {
        let host = ViewHost(Seed002_4to6.AppRoot())
        #expect(Array(try Self.frame(host, "")[0...3]) == [" Home", " Home", "", "  Depth: 0"])
        // A value link pushes "news": DetailView reads the router from the environment.
        var lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › news" && lines[3] == "  Detail: news")
        // router.navigate(to: 100) appends to the published path: the stack follows.
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › news › #100" && lines[3] == "  Number 100")
        #expect(host.path == [AnyHashable("news"), AnyHashable(100)])
        // navigateBack(): path.removeLast().
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › news")
        // navigateToRoot() empties it; the root's Text re-reads the path's count.
        lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Home" && lines[3] == "  Depth: 0")
        lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Home › #7" && lines[3] == "  Number 7")
        // Going back with the key writes the published path.
        lines = try Self.frame(host, "left")
        #expect(lines[3] == "  Depth: 0")
    }
}
