// The seeds' pitfalls that come with no code of their own (seed 002, "7. Common pitfalls"; seed 004,
// "Common Pitfalls"), written as SwiftUI code with `import NavigatorUI`.
import NavigatorUI
import Testing

/// Seed 002, B: a destination inside an `if` that is false is not there.
struct DestinationInsideAnIf: View {
    @State private var showsSettings = false
    var body: some View {
        NavigationStack {
            NavigationLink("Go to screen 1", value: 1)
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Next (\(number + 1))", value: number + 1)
                    NavigationLink("Go to Settings", value: "General")
                        .navigationTitle("Screen #\(number)")
                }
            if showsSettings {
                Text("Settings are on")
                    .navigationDestination(for: String.self) { id in Text(id) }
            }
        }
    }
}

/// Seed 002, C: a class on the path, hashed by its id (right) or by its identity (wrong).
final class Account: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class PointerAccount: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: PointerAccount, rhs: PointerAccount) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Seed 004: state kept in a destination view is lost when it is popped; state in a model is not.
@Observable final class Visits { var count = 0 }

struct StatefulDestinations: View {
    @State private var visits = Visits()
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationDestination(for: Int.self) { _ in CountingView(visits: visits) }
                .navigationTitle("Home")
        }
    }
}

struct CountingView: View {
    let visits: Visits
    @State private var local = 0
    var body: some View {
        Text("Local \(local), model \(visits.count)")
        Button("Count") {
            local += 1
            visits.count += 1
        }
    }
}

@Suite struct SeedPitfallTests {
    static let size = TerminalSize(width: 60, height: 10)

    @Test("002, B: a destination declared at the root serves every level; one inside an `if` that is false is not there: ⚠, and back works")
    func destinationsBelongAtTheRoot() throws {
        let host = ViewHost(DestinationInsideAnIf())
        var lines = try frameLines(host, "enter enter enter", size: Self.size)
        #expect(lines[0] == "  › Screen #1 › Screen #2 › Screen #3")
        lines = try frameLines(host, "down enter", size: Self.size)
        #expect(lines.contains { $0.contains("⚠") })
        lines = try frameLines(host, "left", size: Self.size)
        #expect(lines[0] == "  › Screen #1 › Screen #2 › Screen #3")
    }

    @Test("002, C: a class hashed by its id is the same value when fetched again; one hashed by identity is not")
    func classesHashByID() {
        var path = NavigationPath([Account(id: 7)])
        #expect(path == NavigationPath([Account(id: 7)]))
        path = NavigationPath([PointerAccount(id: 7)])
        #expect(path != NavigationPath([PointerAccount(id: 7)]))
    }

    @Test("004: @State in a destination is fresh when the level is pushed again; a model's state is kept")
    func keepStateOutOfDestinationViews() throws {
        let host = ViewHost(StatefulDestinations())
        var lines = try frameLines(host, "enter enter enter", size: Self.size)
        #expect(lines[3] == "  Local 2, model 2")
        lines = try frameLines(host, "left enter", size: Self.size)
        #expect(lines[3] == "  Local 0, model 2")
    }
}
