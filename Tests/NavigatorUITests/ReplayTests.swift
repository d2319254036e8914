// A view of yours whose fields, environment and surroundings are as they were, and nothing its body read
// changed since, is not evaluated again when the screen is: it draws what it drew (issue 23's point 1,
// as SwiftUI compares a view with its last one). A change marks the view that read it, and the views
// around it, which draw again what didn't change.
import Foundation
import NavigatorUI
import Testing

/// Counts the bodies evaluated, by row.
@MainActor private final class BodiesSeen {
    var rows: [Int: Int] = [:]
    var total: Int { rows.values.reduce(0, +) }
}

@Observable private final class ReplayNames {
    var names = ["Ada", "Grace", "Edsger"]
}

private struct ReplaySettingRow: View {
    let number: Int
    let seen: BodiesSeen
    @State private var isOn = false
    var body: some View {
        seen.rows[number, default: 0] += 1
        return VStack(alignment: .leading) {
            Toggle("Setting \(number)", isOn: $isOn)
            Text("What setting \(number) does.")
        }
    }
}

private struct ReplaySettings: View {
    let count: Int
    let seen: BodiesSeen
    @State private var name = ""
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    TextField("Name", text: $name)
                    Text("Hello, \(name.isEmpty ? "you" : name).")
                    ForEach(0..<count, id: \.self) { ReplaySettingRow(number: $0, seen: seen) }
                }
            }
            .navigationTitle("ReplaySettings")
        }
    }
}

/// A row that reads a model: a change to what it read draws it again.
private struct ReplayNameRow: View {
    let index: Int
    let names: ReplayNames
    let seen: BodiesSeen
    @Environment(\.replayAccent) private var accent
    var body: some View {
        seen.rows[index, default: 0] += 1
        return Text("\(index): \(names.names[index]) (\(accent))")
    }
}

/// A row given a value its parent computes: another value is another view.
private struct ShownText: View {
    let text: String
    let seen: BodiesSeen
    var body: some View {
        seen.rows[-1, default: 0] += 1
        return Text("ShownText: \(text)")
    }
}

private struct ReplayRoster: View {
    let names: ReplayNames
    let seen: BodiesSeen
    @State private var count = 0
    @State private var accent = "plain"
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Count \(count)") { count += 1 }
                Button("Accent") { accent = accent == "plain" ? "bold" : "plain" }
                ShownText(text: count.isMultiple(of: 2) ? "even" : "odd", seen: seen)
                ForEach(0..<3, id: \.self) { ReplayNameRow(index: $0, names: names, seen: seen) }
                    .environment(\.replayAccent, accent)
            }
            .navigationTitle("ReplayRoster")
        }
    }
}

/// A row whose toggle its `HStack` places beside its text: drawn again, its placed line's tag moves with
/// the lines placed before it.
private struct PlacedRow: View {
    let number: Int
    let seen: BodiesSeen
    @State private var isOn = false
    var body: some View {
        seen.rows[number, default: 0] += 1
        return HStack {
            Text("Row \(number)")
            Spacer()
            Toggle("On", isOn: $isOn)
        }
    }
}

private struct PlacedRows: View {
    let count: Int
    let seen: BodiesSeen
    @State private var name = ""
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    HStack {
                        Text(name.isEmpty ? "Nobody" : name)
                        if !name.isEmpty { Button("Clear") { name = "" } }
                    }
                    TextField("Name", text: $name)
                    ForEach(0..<count, id: \.self) { PlacedRow(number: $0, seen: seen) }
                    HStack {
                        Text("Done?")
                        Button("Done") {}
                    }
                }
            }
            .navigationTitle("Placed")
        }
    }
}

private final class Counter: ObservableObject {
    let name: String
    @Published var count = 0
    init(_ name: String) { self.name = name }
}

private struct CounterRow: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.name): \(counter.count)") }
}

/// A row handed another `@ObservedObject` is another view.
private struct Counters: View {
    let first: Counter
    let second: Counter
    @State private var showsSecond = false
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Switch") { showsSecond.toggle() }
                CounterRow(counter: showsSecond ? second : first)
            }
            .navigationTitle("Counters")
        }
    }
}

/// A row reading the stored value under the key it is given.
private struct StoredRow: View {
    @AppStorage private var count: Int
    init(key: String) { _count = AppStorage(wrappedValue: 0, key) }
    var body: some View { Text("count \(count)") }
}

private struct StoredRows: View {
    @State private var usesSecond = false
    @AppStorage("replay.second") private var second = 0
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Switch") { usesSecond.toggle() }
                Button("Add") { second += 7 }
                StoredRow(key: usesSecond ? "replay.second" : "replay.first")
            }
            .navigationTitle("Stored")
        }
    }
}

/// A row that says it can't be deleted, in its own body: said again each time the screen is evaluated.
private struct LockedRow: View {
    let name: String
    var body: some View {
        Button(name) {}.deleteDisabled(name == "Two")
    }
}

private struct LockedRows: View {
    @State private var names = ["One", "Two", "Three"]
    @State private var count = 0
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Count \(count)") { count += 1 }
                ForEach(names, id: \.self) { LockedRow(name: $0) }
                    .onDelete { names.remove(atOffsets: $0) }
            }
            .navigationTitle("Locked")
        }
    }
}

/// A control of yours handed a `@State`'s binding: the same binding each time, so the same view.
private struct CountControl: View {
    @Binding var count: Int
    let seen: BodiesSeen
    var body: some View {
        seen.rows[0, default: 0] += 1
        return Button("Count \(count)") { count += 1 }
    }
}

private struct BoundCount: View {
    let seen: BodiesSeen
    @State private var count = 0
    @State private var note = ""
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("Note", text: $note)
                CountControl(count: $count, seen: seen)
            }
            .navigationTitle("Bound")
        }
    }
}

private struct ReplayAccentKey: EnvironmentKey { static let defaultValue = "plain" }
extension EnvironmentValues {
    fileprivate var replayAccent: String {
        get { self[ReplayAccentKey.self] }
        set { self[ReplayAccentKey.self] = newValue }
    }
}

@MainActor @Suite struct ReplayTests {
    /// Run with `NAVIGATOR_CHECK_REPLAYS` set, every view drawn again is evaluated again to check it:
    /// the counts of bodies evaluated then say nothing.
    static let countsBodies = getenv("NAVIGATOR_CHECK_REPLAYS") == nil

    func frame(_ host: ViewHost, width: Int = 60, height: Int = 30) -> [String] {
        var canvas = Canvas(width: width, height: height)
        host.draw(into: &canvas)
        return canvas.lines
    }

    fileprivate func settings(rows: Int) -> (ViewHost, BodiesSeen) {
        let seen = BodiesSeen()
        let host = ViewHost(ReplaySettings(count: rows, seen: seen))
        host.handle(.resize(width: 60, height: 30))
        _ = frame(host)
        return (host, seen)
    }

    @Test("A typed key evaluates the form's body, not its rows': each row draws what it drew")
    func typingEvaluatesNoRow() throws {
        let (host, seen) = settings(rows: 20)
        host.handle(.enter)  // edits the field
        _ = frame(host)
        host.handle(.character("a"))
        _ = frame(host)
        let before = seen.rows
        for character in "da" {
            host.handle(.character(character))
            let lines = frame(host)
            #expect(lines.contains { $0.contains("Hello, a") }, "\(lines)")
            #expect(lines.contains { $0.contains("[ ] Setting 3") } && lines.contains { $0.contains("What setting 3 does.") }, "\(lines)")
        }
        #expect(frame(host).contains { $0.contains("Hello, ada.") })
        #expect(!Self.countsBodies || seen.rows == before, "no row's body evaluated again: \(seen.rows) after \(before)")
    }

    @Test("A row's own state changing draws that row again, and no other")
    func aRowsChangeDrawsThatRow() throws {
        let (host, seen) = settings(rows: 6)
        // A first change evaluates the screen again (its rows kept from then on).
        host.handle(.enter)
        host.handle(.character("x"))
        host.handle(.escape)
        _ = frame(host)
        let before = seen.rows
        host.handle(.down)  // Setting 0's toggle
        host.handle(.enter)
        var lines = frame(host)
        #expect(lines.contains { $0.contains("[x] Setting 0") } && lines.contains { $0.contains("[ ] Setting 1") }, "\(lines)")
        #expect(!Self.countsBodies || seen.rows[0] == (before[0] ?? 0) + 1, "the row changed is evaluated again")
        #expect(!Self.countsBodies || (1..<6).allSatisfy { seen.rows[$0] == before[$0] }, "the others draw what they drew: \(seen.rows) after \(before)")
        // Its next change is heard too: the row's observation was made again.
        host.handle(.enter)
        lines = frame(host)
        #expect(lines.contains { $0.contains("[ ] Setting 0") }, "\(lines)")
        // And a change of a row drawn again since (not evaluated) is heard as well.
        host.handle(.down)
        host.handle(.enter)
        lines = frame(host)
        #expect(lines.contains { $0.contains("[x] Setting 1") } && lines.contains { $0.contains("[ ] Setting 0") }, "\(lines)")
    }

    @Test("A model's property a row read changing draws that row again, however many times the screen was evaluated since")
    func aModelChangeDrawsTheRowThatReadIt() throws {
        let names = ReplayNames(), seen = BodiesSeen()
        let host = ViewHost(ReplayRoster(names: names, seen: seen))
        host.handle(.resize(width: 60, height: 20))
        _ = frame(host, height: 20)
        host.handle(.enter)  // Count 1: the screen evaluated again
        _ = frame(host, height: 20)
        host.handle(.enter)  // Count 2: its rows drawn again
        var lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("Count 2") } && lines.contains { $0.contains("2: Edsger") }, "\(lines)")
        let before = seen.rows
        names.names[2] = "Barbara"
        lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("2: Barbara") }, "\(lines)")
        #expect(!Self.countsBodies || seen.rows[2] == (before[2] ?? 0) + 1, "the row that read it is evaluated again")
    }

    @Test("A view given other fields, or another environment, is evaluated again")
    func otherFieldsOrEnvironmentEvaluateAgain() throws {
        let names = ReplayNames(), seen = BodiesSeen()
        let host = ViewHost(ReplayRoster(names: names, seen: seen))
        host.handle(.resize(width: 60, height: 20))
        _ = frame(host, height: 20)
        host.handle(.enter)
        var lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("ShownText: odd") }, "\(lines)")
        let shown = seen.rows[-1] ?? 0
        host.handle(.enter)
        lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("ShownText: even") }, "\(lines)")
        #expect(!Self.countsBodies || seen.rows[-1] == shown + 1, "another text is another view")
        // The accent set above the name rows: each is evaluated again in the new environment.
        let rows = seen.rows[1] ?? 0
        host.handle(.down)
        host.handle(.enter)
        lines = frame(host, height: 20)
        #expect(!Self.countsBodies || seen.rows[1] == rows + 1, "another environment evaluates the row again: \(seen.rows)")
        #expect(lines.contains { $0.contains("1: Grace (bold)") }, "\(lines)")
    }

    @Test("Rows whose toggles are placed beside their texts are drawn again after other placed lines, and toggle as they did", arguments: [12, 300])
    func placedRowsDrawnAgain(count: Int) throws {
        let seen = BodiesSeen()
        let host = ViewHost(PlacedRows(count: count, seen: seen))
        host.handle(.resize(width: 60, height: 20))
        _ = frame(host, height: 20)
        // The field typed into: the screen evaluated again with a Clear button placed before the rows.
        host.handle(.enter)
        host.handle(.character("x"))
        _ = frame(host, height: 20)
        let before = seen.rows
        host.handle(.character("y"))
        var lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("xy") && $0.contains("Clear") }, "\(lines)")
        // None evaluated again, but where a screen's 255 tags for placed lines run out: the row whose
        // toggle took the last one (whether it placed more than it could isn't known), and one whose tags,
        // moved after the others, would go past it.
        let evaluated = seen.rows.filter { before[$0.key] != $0.value }.keys.sorted()
        #expect(!Self.countsBodies || (count < 250 ? evaluated.isEmpty : evaluated.count <= 2 && evaluated.allSatisfy { (250...256).contains($0) }),
                "rows evaluated again: \(evaluated)")
        // The rows were kept before the Clear button came: drawn again after it, their tags moved one up
        // (the button's is theirs otherwise). Clear: the button goes, and their tags are theirs again.
        host.handle(.escape)
        host.handle(.home)
        lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("xy ▸ Clear") } && lines.filter { $0.contains("▸") }.count == 1, "\(lines)")
        let beforeClear = seen.rows
        host.handle(.enter)
        lines = frame(host, height: 20)
        let evaluatedByClear = seen.rows.filter { beforeClear[$0.key] != $0.value }.keys.sorted()
        #expect(!Self.countsBodies || evaluatedByClear.count <= 2, "rows evaluated again: \(evaluatedByClear)")
        #expect(lines.contains { $0.contains("Nobody") } && !lines.contains { $0.contains("Clear") }, "\(lines)")
        // Row 3's toggle (after the field and rows 0 to 2) turns on, and no other.
        host.handle(.home)
        for _ in 0..<4 { host.handle(.down) }
        host.handle(.enter)
        lines = frame(host, height: 20)
        let row = try #require(lines.first { $0.contains("Row 3 ") }, "\(lines)")
        #expect(row.contains("[x]") && row.contains("▸"), "\(lines)")
        #expect(lines.filter { $0.contains("[x]") }.count == 1, "\(lines)")
        // The Done button placed after the rows, with the tag after theirs, is selectable; above it, the
        // last row's toggle, placed or on a line of its own once the tags ran out, turns on.
        host.handle(.end)
        lines = frame(host, height: 20)
        // (Placed beside its text with tags to spare; on a line of its own once they ran out.)
        #expect(lines.contains { $0.contains(count < 250 ? "Done? ▸ Done" : "▸ Done") }, "\(lines)")
        #expect(lines.filter { $0.contains("▸") }.count == 1, "one line selected: \(lines)")
        #expect(lines.contains { $0.contains("Row \(count - 1)") } && lines.filter { $0.contains("[ ] On") }.count >= 5, "\(lines)")
        host.handle(.up)
        host.handle(.enter)
        lines = frame(host, height: 20)
        #expect(lines.contains { $0.contains("[x]") && $0.contains("▸") } && lines.contains { $0.contains(count < 250 ? "Done?   Done" : "   Done") }, "\(lines)")
    }

    @Test("A view handed another @ObservedObject draws that object; a change of the one it shows draws it again")
    func anotherObservedObject() throws {
        let first = Counter("first"), second = Counter("second")
        let host = ViewHost(Counters(first: first, second: second))
        host.handle(.resize(width: 40, height: 10))
        _ = frame(host, width: 40, height: 10)
        host.handle(.enter)  // the second
        host.handle(.enter)  // the first again: the row kept
        var lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("first: 0") }, "\(lines)")
        host.handle(.enter)
        lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("second: 0") }, "\(lines)")
        second.count = 5
        lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("second: 5") }, "\(lines)")
    }

    @Test("A view whose @AppStorage is given another key reads that key's value")
    func anotherStorageKey() throws {
        let host = ViewHost(StoredRows())
        host.handle(.resize(width: 40, height: 10))
        _ = frame(host, width: 40, height: 10)
        host.handle(.down)
        host.handle(.enter)  // Add: the second key holds 7, the row still reads the first
        host.handle(.enter)  // 14
        var lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("count 0") }, "\(lines)")
        host.handle(.up)
        host.handle(.enter)  // Switch: the row reads the second key
        lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("count 14") }, "\(lines)")
    }

    @Test("A row whose body says .deleteDisabled says it each time: the screen evaluated again, d still leaves it")
    func deleteDisabledInARowsBody() throws {
        let host = ViewHost(LockedRows())
        // Count twice (the rows kept, then drawn again), then d on Two: still there; d on Three: gone.
        let lines = Headless.run(host, size: TerminalSize(width: 40, height: 12), keys: try Key.parseScript("enter enter down down d down d")).lines
        #expect(lines.contains { $0.contains("Count 2") } && lines.contains { $0.contains("Two") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Three") }, "\(lines)")
    }

    @Test("A view handed a @State's binding is the same view while the binding is: typing elsewhere doesn't evaluate it, its own change does")
    func aStateBindingIsTheSame() throws {
        let seen = BodiesSeen()
        let host = ViewHost(BoundCount(seen: seen))
        host.handle(.resize(width: 40, height: 10))
        _ = frame(host, width: 40, height: 10)
        host.handle(.enter)
        host.handle(.character("a"))
        _ = frame(host, width: 40, height: 10)
        let before = seen.rows[0] ?? 0
        host.handle(.character("b"))
        host.handle(.character("c"))
        var lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("Note: abc") }, "\(lines)")
        #expect(!Self.countsBodies || seen.rows[0] == before, "the control isn't evaluated again")
        host.handle(.escape)
        host.handle(.down)
        host.handle(.enter)
        host.handle(.enter)
        lines = frame(host, width: 40, height: 10)
        #expect(lines.contains { $0.contains("▸ Count 2") }, "\(lines)")
    }
}
