// Seed 002, section 6, "State Persistence and Deep Linking": 002.7 (the AppRoute enum and the
// PersistableRouter that saves it in UserDefaults) and 002.8 (the `.onOpenURL` fragment), as written.
//
// Wrappers, quoted as such: 002.8 is a modifier; it sits on the smallest view that uses a
// PersistableRouter as its stack's path, with `parseUrlToRoute`, which the tutorial names and never
// shows, reading `myapp://product/45` as it describes.
import NavigatorUI
import Testing

// MARK: 002.7, as written

// 1. Define all possible screens
enum AppRoute: Codable, Hashable {
    case product(id: Int)
    case userProfile(userId: String)
    case settings
}

class PersistableRouter: ObservableObject {
    @Published var path: [AppRoute] = [] {
        didSet {
            saveState()
        }
    }
    
    private let saveKey = "navigation_history"
    
    init() {
        // Restore state on launch
        if let data = UserDefaults.standard.data(forKey: saveKey),
           let decoded = try? JSONDecoder().decode([AppRoute].self, from: data) {
            path = decoded
        }
    }
    
    private func saveState() {
        if let encoded = try? JSONEncoder().encode(path) {
            UserDefaults.standard.set(encoded, forKey: saveKey)
        }
    }
}

// MARK: 002.8, in the smallest wrapper

struct Seed002_8: View {
    @StateObject var router = PersistableRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Home")
                .navigationDestination(for: AppRoute.self) { route in
                    Text("\(route)")
                }
        }
.onOpenURL { url in
    if let route = parseUrlToRoute(url) {
        // Reset to root or add to existing history
        router.path.append(route)
    }
}
    }

    /// `myapp://product/45` is `.product(id: 45)`, as the tutorial describes.
    func parseUrlToRoute(_ url: URL) -> AppRoute? {
        guard url.scheme == "myapp" else { return nil }
        switch (url.host, Int(url.lastPathComponent)) {
        case ("product", let id?): return .product(id: id)
        case ("settings", _): return .settings
        default: return nil
        }
    }
}

// MARK: - Tests

/// One at a time: both use UserDefaults' `navigation_history`, which each removes when done.
@Suite(.serialized) struct Seed002PersistenceTests {
    static let size = TerminalSize(width: 50, height: 8)

    static func withoutHistory(_ body: () throws -> Void) throws {
        UserDefaults.standard.removeObject(forKey: "navigation_history")
        defer { UserDefaults.standard.removeObject(forKey: "navigation_history") }
        try body()
    }

    @Test("002.7: every change of the path is saved; a new PersistableRouter (the next launch) starts where the last one was")
    func persistableRouter() throws {
        try Self.withoutHistory {
            let router = PersistableRouter()
            #expect(router.path.isEmpty)
            router.path.append(.product(id: 45))
            router.path.append(.userProfile(userId: "ana"))
            #expect(PersistableRouter().path == [.product(id: 45), .userProfile(userId: "ana")])
            router.path.removeLast()
            #expect(PersistableRouter().path == [.product(id: 45)])
        }
    }

    @Test("002.8: a URL from outside goes to .onOpenURL, which appends its route; a URL it can't read changes nothing")
    func openURLAppendsTheRoute() throws {
        try Self.withoutHistory {
            let host = ViewHost(Seed002_8())
            #expect(host.open(URL(string: "myapp://product/45")!))
            var lines = try frameLines(host, "", size: Self.size)
            #expect(lines[0] == "  › product(id: 45)" && lines[3] == "  product(id: 45)")
            #expect(host.open(URL(string: "myapp://settings")!))
            #expect(host.open(URL(string: "other://product/1")!))
            lines = try frameLines(host, "", size: Self.size)
            #expect(lines[0] == "  › product(id: 45) › settings")
            #expect(host.path == [AnyHashable(AppRoute.product(id: 45)), AnyHashable(AppRoute.settings)])
            // The router saved it: the next launch starts there.
            #expect(PersistableRouter().path == [.product(id: 45), .settings])
        }
    }
}
