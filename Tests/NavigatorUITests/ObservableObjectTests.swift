// ObservableObject, @Published, @StateObject and @ObservedObject (the family seed 002 uses, whose
// examples are in Tests/SeedExampleTests): how long a @StateObject lives, and objectWillChange.
import NavigatorUI
import Testing

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

@Suite struct ObservableObjectTests {
    static let size = TerminalSize(width: 50, height: 10)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
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
