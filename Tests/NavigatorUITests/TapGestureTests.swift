import NavigatorUI
import Testing

/// `.onTapGesture` on a view of several lines, as DFlashzilla's card writes it: the view keeps its
/// layout and is selectable as a whole.
@MainActor @Suite struct TapGestureTests {
    struct Card: View {
        @State private var isShowingAnswer = false
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 25).fill(.white)
                VStack {
                    Text("What is the capital of France?").font(.largeTitle)
                    if isShowingAnswer {
                        Text("Paris").font(.title).foregroundStyle(.secondary)
                    }
                }
                .padding(20)
            }
            .frame(width: 320, height: 96)
            .onTapGesture { isShowingAnswer.toggle() }
        }
    }

    struct Game: View {
        @State private var taps = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Time: 100")
                    Card()
                    VStack {
                        Text("Taps")
                        Text("\(taps) so far")
                    }
                    .onTapGesture { taps += 1 }
                    VStack {
                        Text("Has its own button")
                        Button("Own") { taps += 10 }
                    }
                    .onTapGesture { taps += 100 }
                }
                .navigationTitle("Flash")
            }
        }
    }

    static let size = TerminalSize(width: 50, height: 20)

    static func frame(_ keys: String) throws -> Canvas {
        Headless.run(ViewHost(Game()), size: size, keys: try Key.parseScript(keys))
    }

    /// Each row's `<text>` element of the frame's SVG: its characters and the styles they are drawn in.
    static func styledRows(_ canvas: Canvas) -> [Substring] {
        canvas.svg().split(separator: "<text").dropFirst().map { $0 }
    }

    @Test("A tapped card keeps its lines where its layout puts them, and Enter on it runs the action: the answer shows under the prompt")
    func cardKeepsItsLayout() throws {
        let lines = try Self.frame("").lines
        let prompt = try #require(lines.firstIndex { $0.contains("What is the capital of France?") }, "\(lines)")
        #expect(lines[prompt - 1].contains("████") && lines[prompt + 1].contains("████"), "the card's block is drawn whole: \(lines)")
        #expect(!lines.joined().contains("Paris"))
        let tapped = try Self.frame("enter").lines
        #expect(tapped[prompt].contains("What is the capital of France?"), "\(tapped)")
        #expect(tapped[prompt + 1].contains("Paris"), "the answer under the prompt, in the card: \(tapped)")
        #expect(try Self.frame("enter enter").lines == lines, "a second tap hides it again")
    }

    @Test("Selected, every line of the tapped view is drawn in the selection's style, and only those")
    func selectedAsAWhole() throws {
        let onCard = try Self.frame("")
        let onTaps = try Self.frame("down")
        #expect(onCard.lines == onTaps.lines, "no marker moves: the lines are the same \(onCard.lines) \(onTaps.lines)")
        let lines = onCard.lines
        let top = try #require(lines.firstIndex { $0.contains("▗") }), bottom = try #require(lines.firstIndex { $0.contains("▝") })
        let taps = try #require(lines.firstIndex { $0.contains("Taps") }), count = try #require(lines.firstIndex { $0.contains("0 so far") })
        let card = Self.styledRows(onCard), other = Self.styledRows(onTaps)
        #expect(card.count == Self.size.height, "\(card)")
        for row in top...bottom { #expect(card[row] != other[row], "card row \(row) is drawn selected") }
        for row in [taps, count] { #expect(card[row] != other[row], "the other tapped view's row \(row) is drawn selected once it is") }
        for row in 0..<top { #expect(card[row] == other[row], "row \(row) is no item's") }
    }

    @Test("↓ selects the next tapped view, scrolled into view whole; Enter and a click on any of its cells run its action")
    func enterAndClick() throws {
        #expect(try Self.frame("down enter").lines.contains("  0 so far") == false)
        #expect(try Self.frame("down enter").lines.contains("  1 so far"))
        let lines = try Self.frame("").lines
        let prompt = try #require(lines.firstIndex { $0.contains("What is the capital") })
        let clicked = try Self.frame("click:4,\(prompt + 2)").lines
        #expect(clicked[prompt + 1].contains("Paris"), "a click on the card's block, below its text: \(clicked)")
        let small = Headless.run(ViewHost(Game()), size: TerminalSize(width: 50, height: 11), keys: try Key.parseScript("down")).lines
        #expect(small.contains("  Taps") && small.contains { $0.hasPrefix("  0 so far") }, "both lines of the selected view shown: \(small)")
    }

    @Test("A tapped view with a button of its own keeps the button, which takes the keys")
    func ownButton() throws {
        let lines = try Self.frame("down down enter").lines
        #expect(lines.contains("  10 so far"), "\(lines)")
        #expect(lines.contains { $0.contains("▸ Own") }, "\(lines)")
    }

    @Test("In a list's row, a tapped view is the row: one selectable line")
    func inAList() throws {
        var taps = 0
        let view = NavigationStack {
            List {
                VStack { Text("Two"); Text("lines") }.onTapGesture { taps += 1 }
            }
            .navigationTitle("Rows")
        }
        let lines = Headless.run(ViewHost(view), size: TerminalSize(width: 30, height: 8), keys: try Key.parseScript("enter")).lines
        #expect(lines.contains { $0.contains("▸ Two lines") }, "\(lines)")
        #expect(taps == 1)
    }

    /// DFlashzilla's deck: cards stacked in a `ZStack`, only the top one taking taps.
    struct Deck: View {
        @State private var opened: [Int] = []
        var body: some View {
            NavigationStack {
                VStack {
                    ZStack {
                        ForEach(0..<3, id: \.self) { index in
                            Text("Card \(index)")
                                .onTapGesture { opened.append(index) }
                                .allowsHitTesting(index == 2)
                        }
                    }
                    Button("Not now") { opened.append(-1) }.allowsHitTesting(false)
                    Text("Opened \(opened)")
                }
                .navigationTitle("Deck")
            }
        }
    }

    @Test("Under .allowsHitTesting(false) nothing is selectable: of a deck, only the top card is; a button is its text, where it is")
    func hitTesting() throws {
        let lines = Headless.run(ViewHost(Deck()), size: TerminalSize(width: 30, height: 10), keys: try Key.parseScript("down down enter")).lines
        #expect(lines.contains { $0.contains("▸ Card 2") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Card 0") || $0.contains("Card 1") }, "the cards under it are hidden, not lines of their own: \(lines)")
        #expect(lines.contains("  Not now"), "\(lines)")
        #expect(lines.contains("  Opened [2]"), "\(lines)")
    }

    /// Cards of several lines dealt in a `ZStack`, as DFlashzilla deals its `CardView`s.
    struct DealtDeck: View {
        var body: some View {
            NavigationStack {
                VStack {
                    ZStack {
                        ForEach(0..<3, id: \.self) { index in
                            Card().allowsHitTesting(index == 2)
                        }
                    }
                    Button("Start again") {}
                }
                .navigationTitle("Deck")
            }
        }
    }

    @Test("A deck of cards in a ZStack: the top card is drawn whole over the others, selectable as a whole, and Enter shows its answer")
    func dealtDeck() throws {
        let lines = Headless.run(ViewHost(DealtDeck()), size: TerminalSize(width: 50, height: 16), keys: []).lines
        let prompt = try #require(lines.firstIndex { $0.contains("What is the capital of France?") }, "\(lines)")
        #expect(lines[prompt - 1].contains("████") && lines[prompt + 1].contains("████"), "the card is a block, not its middle line: \(lines)")
        #expect(lines.filter { $0.contains("What is the capital") }.count == 1, "\(lines)")
        #expect(lines.contains("   Start again"), "the card is selected, not the button: \(lines)")
        let tapped = Headless.run(ViewHost(DealtDeck()), size: TerminalSize(width: 50, height: 16), keys: try Key.parseScript("enter")).lines
        #expect(tapped[prompt + 1].contains("Paris"), "\(tapped)")
    }
}
