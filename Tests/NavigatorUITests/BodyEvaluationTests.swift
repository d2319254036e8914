// A view's body is evaluated for the screen on top, and only when something it read changed: counted
// here, key by key, in views that record each evaluation of their body.
import NavigatorUI
import Testing

/// The bodies evaluated, by view.
final class Evaluations {
    private(set) var counts: [String: Int] = [:]
    func record(_ name: String) { counts[name, default: 0] += 1 }
    /// The counts since the last call.
    func take() -> [String: Int] {
        defer { counts = [:] }
        return counts
    }
}

/// A name every level shows and can change.
@Observable final class SharedName {
    var name = "first"
}

private struct CountedRoot: View {
    let evaluations: Evaluations
    @State private var shared = SharedName()

    var body: some View {
        let _ = evaluations.record("root")
        NavigationStack {
            VStack {
                Text("Levels below, each counted.")
                NavigationLink("Level 1", value: 1)
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { level in CountedLevel(level: level, evaluations: evaluations) }
        }
        .environment(shared)
    }
}

private struct CountedLevel: View {
    let level: Int
    let evaluations: Evaluations
    @State private var taps = 0
    @Environment(SharedName.self) private var shared

    var body: some View {
        let _ = evaluations.record("level \(level)")
        VStack {
            Text("Taps: \(taps)")
            NavigationLink("Next", value: level + 1)
            Button("Tap") { taps += 1 }
            Text("Name: \(shared.name)")
            Button("Rename", action: rename)
        }
        .navigationTitle("Level \(level)")
    }

    private func rename() { shared.name = "renamed at \(level)" }
}

@Suite("Body evaluations") struct BodyEvaluationTests {
    static let size = TerminalSize(width: 80, height: 24)

    @Test("A push evaluates the new top once, its breadcrumb included; keys that change nothing evaluate nothing; a change evaluates the top alone; a level uncovered is evaluated again only if what it read changed")
    func theTopIsEvaluatedOncePerChange() throws {
        let evaluations = Evaluations()
        let host = ViewHost(CountedRoot(evaluations: evaluations))
        #expect(Headless.run(host, size: Self.size, keys: [])[line: 0] == " Root")
        _ = evaluations.take()

        let pushed = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(pushed[line: 0] == " Root › Level 1")
        #expect(evaluations.take() == ["level 1": 1])

        // Moving the selection, and the help opened and closed, change nothing a body reads.
        _ = Headless.run(host, size: Self.size, keys: try Key.parseScript("down up down ? ?"))
        #expect(evaluations.take() == [:])

        // Tap (the selection is on it): the level's @State changes, and only that level is evaluated.
        let tapped = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(tapped.lines.contains { $0.contains("Taps: 1") })
        #expect(evaluations.take() == ["level 1": 1])

        // Deeper: each push evaluates the level pushed, not the ones under it nor the root.
        _ = Headless.run(host, size: Self.size, keys: try Key.parseScript("up enter"))
        #expect(evaluations.take() == ["level 2": 1])
        let third = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(third[line: 0] == " Root › Level 1 › Level 2 › Level 3")
        #expect(evaluations.take() == ["level 3": 1])

        // Back: the levels uncovered read nothing that changed: drawn as evaluated, with their state.
        let back = Headless.run(host, size: Self.size, keys: try Key.parseScript("left left"))
        #expect(back[line: 0] == " Root › Level 1")
        #expect(back.lines.contains { $0.contains("Taps: 1") })
        #expect(evaluations.take() == [:])

        // A change made above a level: the level is evaluated again when it is uncovered, not before.
        _ = Headless.run(host, size: Self.size, keys: try Key.parseScript("up enter"))
        #expect(evaluations.take() == ["level 2": 1])
        let renamed = Headless.run(host, size: Self.size, keys: try Key.parseScript("down down down enter"))
        #expect(renamed.lines.contains { $0.contains("Name: renamed at 2") })
        #expect(evaluations.take() == ["level 2": 1])
        let uncovered = Headless.run(host, size: Self.size, keys: try Key.parseScript("left"))
        #expect(uncovered[line: 0] == " Root › Level 1")
        #expect(uncovered.lines.contains { $0.contains("Name: renamed at 2") })
        #expect(uncovered.lines.contains { $0.contains("Taps: 1") })
        #expect(evaluations.take() == ["level 1": 1])
    }
}

/// A destination's closure that reads the declaring view's `@State` itself, not in a view's body.
private struct StateInDestinationClosure: View {
    @State private var suffix = "before"

    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { number in
                    Text("Item \(number), \(suffix)")
                    Button("Change") { suffix = "after" }
                }
        }
    }
}

extension BodyEvaluationTests {
    @Test("A change to state that a destination's closure read redraws the destination")
    func stateReadByADestinationClosureRedraws() throws {
        let host = ViewHost(StateInDestinationClosure())
        let opened = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(opened.lines.contains { $0.contains("Item 1, before") })
        let changed = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(changed.lines.contains { $0.contains("Item 1, after") })
    }
}

/// A stack bound to a model's path, as the demo's: one level reads the path, the others don't.
@Observable private final class BoundModel {
    var path = NavigationPath()
}

private struct BoundRoot: View {
    let evaluations: Evaluations
    @State private var model = BoundModel()

    var body: some View {
        NavigationStack(path: $model.path) {
            NavigationLink("Level 1", value: 1)
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { level in
                    if level == 2 {
                        PathReadingLevel(level: level, evaluations: evaluations, path: $model.path)
                    } else {
                        CountedPlainLevel(level: level, evaluations: evaluations)
                    }
                }
        }
    }
}

private struct CountedPlainLevel: View {
    let level: Int
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("level \(level)")
        NavigationLink("Next", value: level + 1)
            .navigationTitle("Level \(level)")
    }
}

private struct PathReadingLevel: View {
    let level: Int
    let evaluations: Evaluations
    @Binding var path: NavigationPath

    var body: some View {
        let _ = evaluations.record("level \(level)")
        Text("\(path.count) levels")
        NavigationLink("Next", value: level + 1)
            .navigationTitle("Level \(level)")
    }
}

extension BodyEvaluationTests {
    @Test("On a stack bound to a model's path, a level uncovered is evaluated again only if it read the path: watching the binding for a body's changes is no dependency on it")
    func watchingTheBindingIsNoDependency() throws {
        let evaluations = Evaluations()
        let host = ViewHost(BoundRoot(evaluations: evaluations))
        _ = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter enter enter"))
        #expect(evaluations.take() == ["level 1": 1, "level 2": 1, "level 3": 1])
        let second = Headless.run(host, size: Self.size, keys: try Key.parseScript("left"))
        #expect(second[line: 0] == " Root › Level 1 › Level 2")
        #expect(second.lines.contains { $0.contains("2 levels") })
        #expect(evaluations.take() == ["level 2": 1], "the level that read the path, alone")
        let first = Headless.run(host, size: Self.size, keys: try Key.parseScript("left"))
        #expect(first[line: 0] == " Root › Level 1")
        #expect(evaluations.take() == [:], "level 1 read no path: drawn as evaluated")
    }
}
