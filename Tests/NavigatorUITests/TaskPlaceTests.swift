import Observation
import Testing
import NavigatorUI

/// A `.task` belongs to its view's place, as SwiftUI's does: it starts when the view appears on a
/// visible screen (the screen comes on top, or the view comes on it), is cancelled when the view
/// leaves, and `.task(id:)` starts again when its id changes. (A screen's tasks were once one task
/// for the screen, started once: a task in a branch shown later never ran.)
@Suite(.timeLimit(.minutes(1))) struct TaskPlaceTests {
    static let size = TerminalSize(width: 60, height: 12)

    /// What the tasks did, in order.
    @Observable final class Log {
        var events: [String] = []
    }

    /// Lets the main actor's queued jobs run until `condition` holds (at most `steps` × 5 ms).
    static func settle(steps: Int = 400, until condition: () -> Bool) async {
        for _ in 0..<steps where !condition() {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Work that says when it starts, and when it is cancelled or ends.
    @MainActor static func work(_ name: String, _ log: Log, waits: Bool = true) async {
        log.events.append("start " + name)
        while waits && !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) }
        log.events.append((Task.isCancelled ? "cancel " : "end ") + name)
    }

    struct Branches: View {
        let log: Log
        @State private var loggedIn = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Tap") { taps += 1 }
                if loggedIn {
                    Text("Feed").task { await TaskPlaceTests.work("feed", log) }
                    Button("Log out") { loggedIn = false }
                } else {
                    Button("Log in") { loggedIn = true }.task { await TaskPlaceTests.work("login", log) }
                }
            }
        }
    }

    @Test func aTaskStartsWithItsViewAndIsCancelledWhenTheViewLeaves() async {
        let log = Log()
        let host = ViewHost(Branches(log: log))
        _ = Headless.run(host, size: Self.size, keys: [])
        await Self.settle { log.events == ["start login"] }
        #expect(log.events == ["start login"])
        // A key that changes state but keeps the branch starts nothing again.
        _ = Headless.run(host, size: Self.size, keys: [.enter])
        await Self.settle(steps: 10) { false }
        #expect(log.events == ["start login"])
        // The other branch: its task starts, the one that left is cancelled.
        _ = Headless.run(host, size: Self.size, keys: [.down, .enter])
        await Self.settle { log.events.count == 3 }
        #expect(Set(log.events.dropFirst()) == ["cancel login", "start feed"], "\(log.events)")
        // And back.
        _ = Headless.run(host, size: Self.size, keys: [.down, .enter])
        await Self.settle { log.events.count == 5 }
        #expect(Set(log.events.dropFirst(3)) == ["cancel feed", "start login"], "\(log.events)")
    }

    struct Search: View {
        let log: Log
        @State private var query = "a"
        var body: some View {
            VStack {
                Text("query \(query)")
                Button("Next") { query += "b" }
                Button("Same") { query = query + "" }
            }
            .task(id: query) { await TaskPlaceTests.work(query, log) }
        }
    }

    @Test func aTaskWithAnIDStartsAgainWhenTheIDChanges() async {
        let log = Log()
        let host = ViewHost(Search(log: log))
        _ = Headless.run(host, size: Self.size, keys: [])
        await Self.settle { log.events == ["start a"] }
        _ = Headless.run(host, size: Self.size, keys: [.enter])
        await Self.settle { log.events.count == 3 }
        // (The cancelled work says so when it next runs: after the new one's start, or before.)
        #expect(log.events.first == "start a" && Set(log.events.dropFirst()) == ["cancel a", "start ab"], "\(log.events)")
        // The same id: the work goes on.
        _ = Headless.run(host, size: Self.size, keys: [.down, .enter])
        await Self.settle(steps: 10) { false }
        #expect(log.events.count == 3, "\(log.events)")
    }

    struct Rows: View {
        let log: Log
        @State private var names = ["x", "y", "z"]
        var body: some View {
            VStack {
                Button("Drop y") { names.removeAll { $0 == "y" } }
                ForEach(names, id: \.self) { name in
                    Text(name).task { await TaskPlaceTests.work(name, log) }
                }
                Text("quick").task { await TaskPlaceTests.work("quick", log, waits: false) }
            }
        }
    }

    @Test func eachTaskOfAScreenIsItsOwnAndAnElementsGoesWithIt() async {
        let log = Log()
        let host = ViewHost(Rows(log: log))
        _ = Headless.run(host, size: Self.size, keys: [])
        await Self.settle { log.events.count == 5 }
        #expect(Set(log.events) == ["start x", "start y", "start z", "start quick", "end quick"], "\(log.events)")
        // The element removed: its task is cancelled, the others go on, and the one that ended by
        // itself is not started again.
        _ = Headless.run(host, size: Self.size, keys: [.enter])
        await Self.settle { log.events.count == 6 }
        await Self.settle(steps: 10) { false }
        #expect(Array(log.events.dropFirst(5)) == ["cancel y"], "\(log.events)")
    }
}
