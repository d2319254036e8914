// A view's @State lives as long as the view is in the hierarchy, as SwiftUI's: a view that leaves (the
// other branch of an `if`, a `ForEach` element removed, another `.id`) lets go of it, and starts afresh
// when it comes back; views that stay keep theirs.
import NavigatorUI
import Testing

@Suite struct StateLifetimeTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    static func run(_ host: ViewHost, _ keys: String, height: Int = 16) throws -> [String] {
        Headless.run(host, size: TerminalSize(width: 40, height: height), keys: try Key.parseScript(keys)).lines
    }

    struct Branches: View {
        @State private var shown = true
        @State private var wide = false
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown { Counter(name: "optional") }
                Button("Switch") { wide.toggle() }
                if wide { Counter(name: "wide") } else { Counter(name: "narrow") }
                Counter(name: "stays")
            }
        }
    }

    @Test("A view hidden by an if and shown again starts afresh; a view beside it keeps its state")
    func ifBranches() throws {
        let host = ViewHost(Branches())
        // optional 1, narrow 2, stays 1.
        var lines = try Self.run(host, "down enter down down enter enter down enter")
        #expect(lines.contains("   optional 1") && lines.contains("   narrow 2") && lines.contains(" ▸ stays 1"), "\(lines)")
        // Hidden and shown again (an `if` without `else`): a new counter. The others are as they were.
        lines = try Self.run(host, "up up up up enter enter")
        #expect(lines.contains("   optional 0") && lines.contains("   narrow 2") && lines.contains("   stays 1"), "\(lines)")
        // The other branch taken, then this one again: a new narrow counter; the wide one is new each time too.
        lines = try Self.run(host, "down down enter")
        #expect(lines.contains("   wide 0"), "\(lines)")
        lines = try Self.run(host, "down enter up enter")
        #expect(lines.contains("   narrow 0") && lines.contains("   stays 1") && lines.contains("   optional 0"), "\(lines)")
    }

    enum Mode: CaseIterable { case first, second, third }

    struct Cases: View {
        @State private var mode = Mode.first
        var body: some View {
            VStack {
                Button("Next") { mode = Mode.allCases[(Mode.allCases.firstIndex(of: mode)! + 1) % 3] }
                switch mode {
                case .first: Counter(name: "first")
                case .second: Counter(name: "second")
                case .third: Counter(name: "third")
                }
            }
        }
    }

    @Test("Each case of a switch is a view of its own: back to a case, its view starts afresh")
    func switchCases() throws {
        let host = ViewHost(Cases())
        #expect(try Self.run(host, "down enter enter").contains(" ▸ first 2"))
        #expect(try Self.run(host, "up enter down enter").contains(" ▸ second 1"))
        #expect(try Self.run(host, "up enter up enter").contains("   first 0"))
    }

    struct Elements: View {
        @State private var items = [1, 2, 3]
        var body: some View {
            VStack {
                Button("Drop first") { items.removeFirst() }
                Button("Put 1 back") { items.insert(1, at: 0) }
                ForEach(items, id: \.self) { item in Counter(name: "item \(item)") }
            }
        }
    }

    @Test("A ForEach element's state follows its id: another element removed leaves it; removed and put back, it starts afresh")
    func forEachElements() throws {
        let host = ViewHost(Elements())
        // item 1 once, item 2 twice.
        var lines = try Self.run(host, "down down enter down enter enter")
        #expect(lines.contains("   item 1 1") && lines.contains(" ▸ item 2 2") && lines.contains("   item 3 0"), "\(lines)")
        // Item 1 removed: item 2 is first now, and keeps its count (not the first place's).
        lines = try Self.run(host, "up up up enter")
        #expect(!lines.contains { $0.contains("item 1") } && lines.contains("   item 2 2") && lines.contains("   item 3 0"), "\(lines)")
        // Put back: a new item 1.
        lines = try Self.run(host, "down enter")
        #expect(lines.contains("   item 1 0") && lines.contains("   item 2 2"), "\(lines)")
    }

    final class Model: ObservableObject {
        nonisolated(unsafe) static var alive = 0
        let number: Int
        init(number: Int) {
            self.number = number
            Self.alive += 1
        }
        deinit { Self.alive -= 1 }
    }

    struct Owner: View {
        let number: Int
        @StateObject private var model: Model
        init(number: Int) {
            self.number = number
            _model = StateObject(wrappedValue: Model(number: number))
        }
        var body: some View { Text("Model \(model.number)") }
    }

    struct Resettable: View {
        @State private var generation = 0
        var body: some View {
            VStack {
                Button("Reset") { generation += 1 }
                Owner(number: generation).id(generation)
            }
        }
    }

    @Test("A new .id makes a new view: its @StateObject is made again and the old one let go of, however many times")
    func identityLetsGo() throws {
        let host = ViewHost(Resettable())
        #expect(try Self.run(host, "").contains("  Model 0"))
        let lines = try Self.run(host, "enter enter enter enter enter")
        #expect(lines.contains("  Model 5"), "\(lines)")
        #expect(Model.alive == 1, "\(Model.alive) models alive: the views the .id replaced kept theirs")
    }

    struct Row: View {
        let number: Int
        @State private var taps = 0
        var body: some View { Button("Row \(number) tapped \(taps)") { taps += 1 } }
    }

    struct LongList: View {
        @State private var sections = [["a", "b"], ["c", "d"]]
        @State private var title = "Rows"
        var body: some View {
            NavigationStack {
                List {
                    Button("Rename") { title += "!" }
                    ForEach(1...40, id: \.self) { Row(number: $0) }
                }
                .navigationTitle(title)
            }
        }
    }

    @Test("A list's lazy rows keep their state while scrolled away, and when the screen is evaluated again")
    func lazyRowsKeepTheirState() throws {
        let host = ViewHost(LongList())
        var lines = try Self.run(host, "down enter enter", height: 12)
        #expect(lines.contains { $0.hasPrefix(" ▸ Row 1 tapped 2") }, "\(lines)")
        // Far down and back: built again, the row has its count.
        lines = try Self.run(host, String(repeating: "down ", count: 30) + String(repeating: "up ", count: 30), height: 12)
        #expect(lines.contains { $0.hasPrefix(" ▸ Row 1 tapped 2") }, "\(lines)")
        // The screen's own state changed (its title): evaluated again, the rows keep theirs.
        lines = try Self.run(host, "up enter down", height: 12)
        #expect(lines[0].hasSuffix("Rows!") && lines.contains { $0.hasPrefix(" ▸ Row 1 tapped 2") }, "\(lines)")
    }

    struct Sections: View {
        @State private var groups = ["A", "B"]
        @State private var title = "Groups"
        var body: some View {
            NavigationStack {
                List {
                    Button("Rename") { title += "!" }
                    ForEach(groups, id: \.self) { group in
                        Section(group) {
                            ForEach(1...3, id: \.self) { Row(number: $0) }
                        }
                    }
                }
                .navigationTitle(title)
            }
        }
    }

    @Test("Rows in a ForEach of sections keep their state when the screen is evaluated again")
    func rowsInSectionsKeepTheirState() throws {
        let host = ViewHost(Sections())
        var lines = try Self.run(host, "down enter", height: 20)
        #expect(lines.contains(" ▸ Row 1 tapped 1"), "\(lines)")
        lines = try Self.run(host, "up enter", height: 20)
        #expect(lines[0].hasSuffix("Groups!") && lines.contains("   Row 1 tapped 1"), "\(lines)")
    }

    struct Watcher: View {
        let value: Int
        @Binding var heard: [String]
        var body: some View {
            Text("Watching \(value)")
                .onChange(of: value, initial: true) { old, new in heard.append("\(old)→\(new)") }
        }
    }

    struct Watched: View {
        @State private var shown = true
        @State private var value = 0
        @State private var heard: [String] = []
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                Button("Add") { value += 1 }
                if shown { Watcher(value: value, heard: $heard) }
                Text("Heard: \(heard.joined(separator: ", "))")
            }
        }
    }

    @Test("An onChange sees its view's first value again when the view comes back: no change heard from while it was away")
    func onChangeComesBackNew() throws {
        let host = ViewHost(Watched())
        var lines = try Self.run(host, "down enter")
        #expect(lines.contains("  Heard: 0→0, 0→1"), "\(lines)")
        // Hidden, the value changed twice, shown again: a new view, whose `initial: true` runs again
        // with the value it first sees, not the change from what the view that left saw (as SwiftUI's).
        lines = try Self.run(host, "up enter down enter enter up enter")
        #expect(lines.contains("  Heard: 0→0, 0→1, 3→3"), "\(lines)")
    }
}
