// Seed 002, "What is and how to use NavigationStack in SwiftUI", sections 2 (basic, with
// `.font(.largeTitle)`), 3 (a homogeneous `[Int]` path, `VStack(spacing: 20)`) and 5 (the Router /
// Coordinator pattern with ObservableObject), written as the tutorial writes them with `import NavigatorUI`.
//
// Wrappers, quoted as such: the snippets sit in `enum Seed002` (this test module has another `Router`
// and `DetailView`, from seed 004), and the tutorial's `HomeView` and `NumberView`, which it never
// shows, are the smallest views that use them. One change: `navigateBack()` reads
// `try? path.removeLast()` for the tutorial's `path.removeLast()`, because navigator's
// `NavigationPath.removeLast` throws where SwiftUI's traps.
import NavigatorUI
import Testing

enum Seed002 {
    // 2. Basic Implementation: Declarative Navigation

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

    // 3. Programmatic Navigation: Managing a Homogeneous Path

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

    // 5. Step 1: Create the Router
    final class Router: ObservableObject {
        // Publish the path so the UI redraws on change
        @Published var path = NavigationPath()
        
        // Semantic methods to avoid exposing 'path' directly
        func navigate(to destination: any Hashable) {
            path.append(destination)
        }
        
        func navigateBack() {
            try? path.removeLast()
        }
        
        func navigateToRoot() {
            path = NavigationPath()
        }
    }

    // Step 2: Inject into the Environment

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

    // Step 3: Use in Child Views

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

    // Not in the tutorial: the smallest HomeView and NumberView its AppRoot needs.

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

/// An object the view owns with @StateObject, made once per place: on a pushed level, while it is on the stack.
final class Visits: ObservableObject {
    @Published var count = 0
}

struct VisitsView: View {
    @StateObject private var visits = Visits()
    var body: some View {
        Text("Visits: \(visits.count)")
        Button("Visit") { visits.count += 1 }
        NavigationLink("Deeper") { Text("Deep").navigationTitle("Deep") }
            .navigationTitle("Visits")
    }
}

struct VisitsStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationDestination(for: Int.self) { _ in VisitsView() }
                .navigationTitle("Home")
        }
    }
}

/// `objectWillChange.send()` from code redraws the screens that hold the object.
final class Clock: ObservableObject {
    var ticks = 0  // not @Published: only send() tells
    func tick() {
        ticks += 1
        objectWillChange.send()
    }
}

struct ClockView: View {
    @ObservedObject var clock: Clock
    var body: some View {
        Text("Ticks: \(clock.ticks)")
    }
}

@Suite struct Seed002ObservableObjectTests {
    static let size = TerminalSize(width: 50, height: 10)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("BasicStackView: one destination for User, the profile with .font(.largeTitle) (bold: NavigatorUIStyleTests)")
    func basicStack() throws {
        let host = ViewHost(Seed002.BasicStackView())
        #expect(Array(try Self.frame(host, "")[3...5]) == [" ▸ Ana", "   Beto", "   Carla"])
        let canvas = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter"))
        // The profile has no title: its breadcrumb is the value's description.
        #expect(canvas.lines[0].hasPrefix(" Users › ") && canvas.lines[3] == "  Profile of Beto")
    }

    @Test("ProgrammaticView: path.append, path = [5, 8], removeAll and removeLast(2) through a @Binding")
    func programmatic() throws {
        let host = ViewHost(Seed002.ProgrammaticView())
        #expect(try Self.frame(host, "down enter")[0] == " Home › 5 › 8")
        #expect(try Self.frame(host, "enter")[0] == " Home › 5 › 8 › 9")
        #expect(try Self.frame(host, "down down enter")[0] == " Home › 5")
        #expect(try Self.frame(host, "enter enter")[0] == " Home › 5 › 6 › 7")
        #expect(try Self.frame(host, "down enter")[0] == " Home")
    }

    @Test("AppRoot: @StateObject Router's @Published path drives the stack; @EnvironmentObject reaches HomeView and the destinations")
    func routerPattern() throws {
        let host = ViewHost(Seed002.AppRoot())
        #expect(Array(try Self.frame(host, "")[0...3]) == [" Home", " Home", "", "  Depth: 0"])
        // A value link pushes "news": DetailView reads the router from the environment.
        var lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › news" && lines[3] == "  Detail: news")
        // router.navigate(to: 100) appends to the published path: the stack follows.
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › news › #100" && lines[3] == "  Number 100")
        #expect(host.router.path == [AnyHashable("news"), AnyHashable(100)])
        // navigateBack() removes the last value.
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Home › news")
        // navigateToRoot() empties it; the root's Text re-reads the path's count.
        lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Home" && lines[3] == "  Depth: 0")
        // A button on the root navigates too.
        lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Home › #7" && lines[3] == "  Number 7")
        // Going back with the key writes the published path.
        lines = try Self.frame(host, "left")
        #expect(lines[3] == "  Depth: 0")
    }

    @Test("@StateObject lives as long as its level is on the stack, and is made anew when the level is pushed again")
    func stateObjectFollowsTheLevel() throws {
        let host = ViewHost(VisitsStack())
        var lines = try Self.frame(host, "enter enter enter")
        #expect(lines[0] == " Home › Visits" && lines[3] == "  Visits: 2")
        lines = try Self.frame(host, "down enter left")
        #expect(lines[0] == " Home › Visits" && lines[3] == "  Visits: 2")
        lines = try Self.frame(host, "left enter")
        #expect(lines[3] == "  Visits: 0")
    }

    @Test("objectWillChange.send() redraws a screen holding the object with @ObservedObject")
    func objectWillChangeRedraws() async throws {
        let clock = Clock()
        let host = ViewHost(ClockView(clock: clock))
        #expect(try Self.frame(host, "")[3] == "  Ticks: 0")
        clock.tick()
        for _ in 0..<5 { await Task.yield() }
        #expect(try Self.frame(host, "")[3] == "  Ticks: 1")
        var heard = 0
        let subscription = clock.objectWillChange.sink { heard += 1 }
        clock.tick()
        #expect(heard == 1)
        subscription.cancel()
        clock.tick()
        #expect(heard == 1)
    }
}
