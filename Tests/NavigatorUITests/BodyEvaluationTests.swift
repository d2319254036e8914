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

/// A stack bound to a model's path, as the demo's: levels that read the path (and a name), and one
/// that reads neither.
@Observable private final class BoundModel {
    var path = NavigationPath()
    var name = "first"
}

private struct BoundRoot: View {
    let evaluations: Evaluations
    @State private var model = BoundModel()

    var body: some View {
        NavigationStack(path: $model.path) {
            NavigationLink("Level 1", value: 1)
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { level in
                    if level == 9 {
                        CountedPlainLevel(level: level, evaluations: evaluations)
                    } else {
                        PathReadingLevel(level: level, evaluations: evaluations, model: model)
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
    let model: BoundModel

    var body: some View {
        let _ = evaluations.record("level \(level)")
        Text("\(model.path.count) levels, \(model.name)")
        NavigationLink("Next", value: level + 1)
        Button("Rename") { model.name = "renamed at \(level)" }
        NavigationLink("Plain", value: 9)
            .navigationTitle("Level \(level)")
    }
}

extension BodyEvaluationTests {
    @Test("On a stack bound to a model's path, a level that read the path is kept while the pushes over it are undone, and evaluated again when it is uncovered on another path or when something else it read changed; watching the binding for a body's changes is no dependency on it")
    func levelsUncoveredOnTheirPath() throws {
        let evaluations = Evaluations()
        let host = ViewHost(BoundRoot(evaluations: evaluations))
        func keys(_ script: String) throws -> Canvas { Headless.run(host, size: Self.size, keys: try Key.parseScript(script)) }
        _ = try keys("enter enter enter")
        #expect(evaluations.take() == ["level 1": 1, "level 2": 1, "level 3": 1])

        // The push over level 2 undone: the path is the one it read, and it is drawn as evaluated.
        let second = try keys("left")
        #expect(second[line: 0] == " Root › Level 1 › Level 2")
        #expect(second.lines.contains { $0.contains("2 levels, first") })
        #expect(evaluations.take() == [:])
        // Level 1 was covered by two levels: evaluated again when uncovered.
        let first = try keys("left")
        #expect(first[line: 0] == " Root › Level 1")
        #expect(first.lines.contains { $0.contains("1 levels, first") })
        #expect(evaluations.take() == ["level 1": 1])

        // Pushed and popped again: kept.
        _ = try keys("enter")
        #expect(evaluations.take() == ["level 2": 1])
        _ = try keys("left")
        #expect(evaluations.take() == [:])

        // A name changed on the level above: level 1 read it, and is evaluated again when uncovered.
        _ = try keys("enter")
        #expect(evaluations.take() == ["level 2": 1])
        let renamed = try keys("down enter")
        #expect(renamed.lines.contains { $0.contains("2 levels, renamed at 2") })
        #expect(evaluations.take() == ["level 2": 1])
        let back = try keys("left")
        #expect(back.lines.contains { $0.contains("1 levels, renamed at 2") })
        #expect(evaluations.take() == ["level 1": 1])

        // A level that reads no path: never evaluated again for the pushes over it.
        _ = try keys("down down enter")
        #expect(evaluations.take() == ["level 9": 1])
        _ = try keys("enter enter enter")
        #expect(evaluations.take() == ["level 10": 1, "level 11": 1, "level 12": 1])
        _ = try keys("left")
        #expect(evaluations.take() == [:], "level 11, kept on its path")
        _ = try keys("left")
        #expect(evaluations.take() == ["level 10": 1], "level 10, covered by two")
        let plain = try keys("left")
        #expect(plain[line: 0].hasSuffix("› Level 9"))
        #expect(evaluations.take() == [:], "level 9 reads no path")
    }
}

/// A stack bound to a model's path whose levels read a count that a button changes, and that disables
/// the button once it is 1.
@Observable private final class CountingModel {
    var path = NavigationPath()
    var count = 0
    var name = "first"
}

private struct CountingRoot: View {
    let evaluations: Evaluations
    let model: CountingModel

    var body: some View {
        @Bindable var model = model
        NavigationStack(path: $model.path) {
            NavigationLink("Level 1", value: 1)
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { level in
                    CountingLevel(level: level, evaluations: evaluations, model: model)
                }
        }
    }
}

private struct CountingLevel: View {
    let level: Int
    let evaluations: Evaluations
    let model: CountingModel

    var body: some View {
        let _ = evaluations.record("level \(level)")
        Text("Count \(model.count), \(model.name)")
        Button("Add") { model.count += 1 }
            .disabled(model.count >= 1)
        NavigationLink("Next", value: level + 1)
            .navigationTitle("Level \(level)")
    }
}

extension BodyEvaluationTests {
    @Test("Keys queued behind each other (a script): a level met for the first time is evaluated for the key alone, and evaluated again for the next key, so what the key's action changed is seen; the frame after them is watched")
    func queuedKeysSeeWhatEachKeyChanged() throws {
        let evaluations = Evaluations()
        let model = CountingModel()
        let host = ViewHost(CountingRoot(evaluations: evaluations, model: model))
        // Open level 1; Add (the first enabled line) makes the count 1, which disables Add; the next
        // Enter must find Add disabled and open Next, and the last one Next again.
        let frame = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter enter enter enter"))
        #expect(model.count == 1)
        #expect(frame[line: 0] == " Root › Level 1 › Level 2 › Level 3")
        #expect(frame.lines.contains { $0.contains("Count 1, first") })
        // Level 1 twice (for the key that pressed Add, and after it), level 2 once (pushed over at once),
        // level 3 once (the frame's).
        #expect(evaluations.take() == ["level 1": 2, "level 2": 1, "level 3": 1])

        // The frame drawn after the keys is watched: a change made outside a key draws it again.
        model.name = "renamed"
        #expect(Headless.run(host, size: Self.size, keys: []).lines.contains { $0.contains("Count 1, renamed") })
        #expect(evaluations.take() == ["level 3": 1])
        // Level 2 was evaluated for a key alone: uncovered, it is evaluated again, with the new name.
        let back = Headless.run(host, size: Self.size, keys: try Key.parseScript("left"))
        #expect(back[line: 0] == " Root › Level 1 › Level 2")
        #expect(back.lines.contains { $0.contains("Count 1, renamed") })
        #expect(evaluations.take() == ["level 2": 1])

        // Keys that build nothing new after a level evaluated for a key alone: the frame is watched too.
        _ = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter down down"))
        #expect(evaluations.take() == ["level 3": 2])
        model.name = "renamed again"
        #expect(Headless.run(host, size: Self.size, keys: []).lines.contains { $0.contains("Count 1, renamed again") })
        #expect(evaluations.take() == ["level 3": 1])
    }
}
