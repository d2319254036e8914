// `.disabled(_:)` with `.help(_:)` as the reason, and `Text` styled span by span (`+`, Text's own
// modifiers, styled interpolations), in paragraphs and in link labels.
import NavigatorUI
import Testing

private struct Stepper: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("At level \(path.count).")
            NavigationLink("Deeper", value: path.count + 1)
            Button("Go back 2 steps") { path.removeLast(2) }
                .disabled(path.count < 2)
                .help("needs 2 levels below")
            Button("Never") {}.disabled(true)
            VStack {
                NavigationLink("Inside a disabled stack", value: 99)
                Button("Enabled inside, disabled outside") {}.disabled(false)
            }
            .disabled(true)
            .navigationTitle("Steps")
            .navigationDestination(for: Int.self) { level in
                Text("Level \(level)").navigationTitle("Level \(level)")
                NavigationLink("Deeper", value: level + 1)
            }
        }
    }
}

@Suite struct DisabledTests {
    func frame(_ keys: String) throws -> [String] {
        Headless.run(Stepper(), size: TerminalSize(width: 60, height: 12), keys: try Key.parseScript(keys)).lines
    }

    @Test("A disabled control is drawn with its help text as the reason, or “unavailable”; an outer .disabled(true) wins")
    func drawnDisabled() throws {
        let lines = try frame("")
        #expect(lines[5] == " ▸ Deeper")
        #expect(lines[6] == "   Go back 2 steps  (needs 2 levels below)")
        #expect(lines[7] == "   Never  (unavailable)")
        #expect(lines[8] == "   Inside a disabled stack  (unavailable)")
        #expect(lines[9] == "   Enabled inside, disabled outside  (unavailable)")
    }

    @Test("The selection passes over disabled controls: ↓ from the only enabled one stays, Enter opens it")
    func selectionSkipsDisabled() throws {
        let lines = try frame("down")
        #expect(lines[5] == " ▸ Deeper")
        #expect(try frame("down enter")[0] == " Steps › Level 1")
    }

    @Test("The same control is enabled once its condition holds")
    func enabledLater() throws {
        let lines = Headless.run(PathAtTwo(), size: TerminalSize(width: 60, height: 12), keys: []).lines
        #expect(lines[6] == "   Go back 2 steps")
    }
}

/// The condition holds from the start: the button is drawn enabled, with no reason.
private struct PathAtTwo: View {
    @State private var path: [Int] = [1, 2]
    var body: some View {
        NavigationStack {
            Text("At level \(path.count).")
            NavigationLink("Deeper", value: path.count + 1)
            Button("Go back 2 steps") { path.removeLast(2) }
                .disabled(path.count < 2)
                .help("needs 2 levels below")
                .navigationTitle("Steps")
        }
    }
}

private struct StyledLabels: View {
    var body: some View {
        NavigationStack {
            Text("Disk ").bold() + Text("93% full").foregroundColor(.red) + Text(" on /home")
            Text("Press \(Text("q").bold()) to quit, \(3) times")
            NavigationLink(value: 1) {
                Text("Styled text: ") + Text("colour").foregroundColor(.cyan) + Text(", ") + Text("bold").bold()
            }
            .navigationTitle("Texts")
        }
    }
}

@Suite struct StyledTextTests {
    @Test("Joined and interpolated texts read as one line, in paragraphs and in a link's label")
    func joined() {
        let lines = Headless.run(StyledLabels(), size: TerminalSize(width: 60, height: 10), keys: []).lines
        #expect(lines[3] == "  Disk 93% full on /home")
        #expect(lines[5] == "  Press q to quit, 3 times")
        #expect(lines[7] == " ▸ Styled text: colour, bold")
    }
}

/// An `Int` interpolated in a literal reads as its `description`, whatever its sign and size.
private struct Integers: View {
    var body: some View {
        Text("min \(Int.min) max \(Int.max) zero \(0) minus \(-7) nine \(9) ten \(10) \(1_234_567)")
        Text("after \(Text("bold").bold()) \(-1_000)")
    }
}

@Suite struct IntegerInterpolationTests {
    @Test("An Int interpolated in a Text's literal is written as its description")
    func integersReadAsTheirDescription() {
        let lines = Headless.run(Integers(), size: TerminalSize(width: 120, height: 6), keys: []).lines
        #expect(lines.contains { $0.contains("min \(Int.min) max \(Int.max) zero 0 minus -7 nine 9 ten 10 1234567") })
        #expect(lines.contains { $0.contains("after bold -1000") })
    }
}
