// `.padding` lays out space around a view's text, in cells: SwiftUI's points as 8 a column and 16 a
// line, a line only for 16 points or more; `.padding()` is 16 points, two columns and a line.
import NavigatorUI
import Testing

@MainActor @Suite struct PaddingTests {
    static let size = TerminalSize(width: 30, height: 24)

    /// The body's lines (the breadcrumbs, title and footer dropped), trailing blanks cut.
    private func body<V: View>(_ view: V, keys: [Key] = [], size: TerminalSize = Self.size) -> [String] {
        let lines = Headless.run(NavigationStack { view.navigationTitle("Pad") }, size: size, keys: keys).lines
        var body = Array(lines.dropFirst(2).dropLast())
        while body.last?.isEmpty == true { body.removeLast() }
        while body.first?.isEmpty == true { body.removeFirst() }
        return body
    }

    @Test("`.padding()` is two columns each side and a line above and under, on top of the stack's spacing")
    func defaultPadding() {
        #expect(body(VStack { Text("Above"); Text("Hello").padding(); Text("Below") })
            == ["  Above", "", "", "    Hello", "", "", "  Below"])
    }

    @Test("Edges and lengths: 8 points a column (4 round up), 16 a line (8 are none); EdgeInsets each its own")
    func edgesAndLengths() {
        #expect(body(VStack {
            Text("Above")
            Text("Leading").padding(.leading, 24)
            Text("Eight").padding(8)
            Text("Vertical").padding(.vertical)
            Text("Below")
        }) == ["  Above", "", "     Leading", "", "   Eight", "", "", "  Vertical", "", "", "  Below"])
        #expect(body(VStack { Text("Above"); Text("Insets").padding(EdgeInsets(top: 32, leading: 16, bottom: 0, trailing: 0)); Text("Below") })
            == ["  Above", "", "", "", "    Insets", "", "  Below"])
        #expect(body(Text("Zero").padding(0)) == ["  Zero"])
    }

    @Test("A padded text wraps at the width the padding leaves")
    func wrapsInsideThePadding() {
        let lines = body(Text("A long sentence that has to wrap at the padded width of the screen").padding())
        #expect(lines == ["    A long sentence that", "    has to wrap at the", "    padded width of the", "    screen"])
        #expect(lines.allSatisfy { $0.count <= Self.size.width - 2 })
    }

    @Test("What is under a padding is laid out in the width it leaves: a border around wrapped text fits, nothing is cut")
    func contentLaidOutInsideThePadding() {
        let lines = body(VStack {
            Text("Department: Training, title Payment Adjustment Coordinator").border(.gray)
        }.padding())
        #expect(lines == ["    ┌──────────────────┐", "    │Department:       │", "    │Training, title   │", "    │Payment Adjustment│",
                          "    │Coordinator       │", "    └──────────────────┘"])
        #expect(lines.allSatisfy { !$0.contains("…") && $0.count <= Self.size.width })
        let box = lines.filter { $0.hasPrefix("    │") }
        #expect(!box.isEmpty && box.allSatisfy { $0.hasSuffix("│") }, "every line of the box has its right edge")
    }

    @Test("In an HStack, a padded child takes its columns beside the others")
    func inARow() {
        #expect(body(HStack { Text("A").padding(.horizontal); Text("B") }) == ["    A   B"])
    }

    @Test("Padding around an outline is inside it: a card")
    func card() {
        #expect(body(Text("Card").padding(.horizontal).overlay(RoundedRectangle(cornerRadius: 8).stroke()))
            == ["  ╭────────╮", "  │  Card  │", "  ╰────────╯"])
    }

    @Test("A padded view's button is placed in its block, under its text, and acts")
    func aButtonIsPlacedInTheBlock() {
        let host = ViewHost(Tapped())
        let frame = Headless.run(host, size: Self.size, keys: [.enter])
        #expect(Array(frame.lines[2...6]) == ["", "", "    Taps 1", "    ▸ Tap", ""])
    }

    @Test("In a control's label a padded text stays one line")
    func inALabel() {
        #expect(body(Button { } label: { Text("Go").padding() }) == [" ▸ Go"])
    }
}

private struct Tapped: View {
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Taps \(taps)")
                Button("Tap") { taps += 1 }
            }
            .padding()
            .navigationTitle("Pad")
        }
    }
}
