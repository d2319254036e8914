// How controls style their cells: a stepper's sign that can't step, at a bound, is dim.
import NavigatorUI
import Testing

private struct Guests: View {
    @State private var guests = 1
    var body: some View {
        Button("First") {}
        Stepper("Guests: \(guests)", value: $guests, in: 1...2)
    }
}

@MainActor @Suite struct ControlStyleTests {
    /// Whether the cell at `column` of the row that holds `text` is dim.
    static func isDim(_ frame: Canvas, _ text: String, column: (String) -> Int) -> Bool? {
        guard let row = frame.lines.firstIndex(where: { $0.contains(text) }) else { return nil }
        return frame.cells[row * frame.width + column(frame.lines[row])].style.contains(.dim)
    }

    static func column(of sign: Character) -> (String) -> Int {
        { line in line.distance(from: line.startIndex, to: line.lastIndex(of: sign)!) }
    }

    @Test("A stepper's − is dim at its lower bound, its + at its upper bound, neither between")
    func signsAtBounds() throws {
        let size = TerminalSize(width: 40, height: 8)
        let atLower = Headless.run(Guests(), size: size, keys: [])
        #expect(Self.isDim(atLower, "Guests: 1", column: Self.column(of: "−")) == true)
        #expect(Self.isDim(atLower, "Guests: 1", column: Self.column(of: "+")) == false)
        let atUpper = Headless.run(Guests(), size: size, keys: try Key.parseScript("down +"))
        #expect(Self.isDim(atUpper, "Guests: 2", column: Self.column(of: "−")) == false)
        #expect(Self.isDim(atUpper, "Guests: 2", column: Self.column(of: "+")) == true)
    }
}
