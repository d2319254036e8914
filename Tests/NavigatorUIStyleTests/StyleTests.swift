// How NavigatorUI's modifiers style a frame's cells: fonts, hierarchical styles and colours. The cells'
// styles are the package's (app authors' tests see a frame's lines), so these live apart from NavigatorUITests.
import NavigatorUI
import Testing

struct StyledTexts: View {
    var body: some View {
        NavigationStack {
            Text("Large").font(.largeTitle)
            Text("Headline").font(.headline)
            Text("Caption").font(.caption)
            Text("Secondary").foregroundStyle(.secondary)
            Text("Red").foregroundColor(.red)
            Text("Blue").foregroundStyle(Color.blue)
            Text("Both").bold().italic()
            VStack { Text("Inner wins") .foregroundStyle(.green) }.foregroundStyle(.red)
            Text("Plain").tint(.pink)
            Button("A button") {}.font(.largeTitle)
                .navigationTitle("Styles")
        }
    }
}

@Suite struct StyleTests {
    static let frame = Headless.run(StyledTexts(), size: TerminalSize(width: 40, height: 24), keys: [])

    /// The style of the first letter of row `row`'s text.
    static func style(row: Int) -> (bold: Bool, dim: Bool, italic: Bool, foreground: String?) {
        let style = frame.cells[row * frame.width + 2].style
        return (style.contains(.bold), style.contains(.dim), style.contains(.italic), style.foreground.map { "\($0)" })
    }

    @Test("Titles and headlines are bold, captions and .secondary dim, colours coloured; the innermost colour wins; a tint changes nothing")
    func styles() {
        #expect(Array(Self.frame.lines[3...19].enumerated().filter { $0.offset % 2 == 0 }.map(\.element)) == [
            "  Large", "  Headline", "  Caption", "  Secondary", "  Red", "  Blue", "  Both", "  Inner wins", "  Plain",
        ])
        #expect(Self.style(row: 3) == (true, false, false, nil))
        #expect(Self.style(row: 5) == (true, false, false, nil))
        #expect(Self.style(row: 7) == (false, true, false, nil))
        #expect(Self.style(row: 9) == (false, true, false, nil))
        #expect(Self.style(row: 11).foreground != nil)
        #expect(Self.style(row: 13).foreground != nil && Self.style(row: 13).foreground != Self.style(row: 11).foreground)
        #expect(Self.style(row: 15) == (true, false, true, nil))
        #expect(Self.style(row: 17).foreground != nil && Self.style(row: 17).foreground != Self.style(row: 11).foreground)
        #expect(Self.style(row: 19) == (false, false, false, nil))
    }

    @Test("A button's label is drawn as the link it is: a font on it does not style the selectable line")
    func buttonLabel() {
        #expect(Self.frame.lines[21] == " ▸ A button")
    }
}

struct SpanTexts: View {
    var body: some View {
        NavigationStack {
            Text("Disk ").bold() + Text("full").foregroundColor(.red)
            Text("Press \(Text("q").italic()) now")
            NavigationLink(value: 1) { Text("Plain ") + Text("bold").bold() }
            Button("Dim") {}.disabled(true)
                .navigationTitle("Spans")
        }
    }
}

@Suite struct SpanStyleTests {
    static let frame = Headless.run(SpanTexts(), size: TerminalSize(width: 40, height: 12), keys: [])

    static func style(row: Int, column: Int) -> (bold: Bool, dim: Bool, italic: Bool, foreground: String?) {
        let style = frame.cells[row * frame.width + column].style
        return (style.contains(.bold), style.contains(.dim), style.contains(.italic), style.foreground.map { "\($0)" })
    }

    @Test("Each span of a joined or interpolated Text keeps its style, in a paragraph and in a link's label")
    func spans() {
        #expect(Self.frame.lines[3] == "  Disk full")
        #expect(Self.style(row: 3, column: 2) == (true, false, false, nil))       // "Disk " bold
        #expect(Self.style(row: 3, column: 7).bold == false)                      // "full" not bold
        #expect(Self.style(row: 3, column: 7).foreground != nil)                  // but red
        #expect(Self.frame.lines[5] == "  Press q now")
        #expect(Self.style(row: 5, column: 2).italic == false)
        #expect(Self.style(row: 5, column: 8).italic == true)                     // "q"
        #expect(Self.frame.lines[7] == " ▸ Plain bold")
        #expect(Self.style(row: 7, column: 9).bold == true)                       // "bold" in the label
        #expect(Self.frame.lines[8] == "   Dim  (unavailable)")
        #expect(Self.style(row: 8, column: 3).dim == true)                        // a disabled line is dim
    }
}

/// SwiftUI's `Color` as a view (a swatch) and `Circle().fill(_:)`.
@Suite struct ColorViewTests {
    struct Swatches: View {
        var body: some View {
            NavigationStack {
                Color.mint
                Circle().fill(Color.red)
                Circle()
                Color.secondary
            }
        }
    }

    static let frame = Headless.run(Swatches(), size: TerminalSize(width: 40, height: 12), keys: [])

    static func style(row: Int, column: Int = 2) -> (dim: Bool, foreground: String?) {
        let style = frame.cells[row * frame.width + column].style
        return (style.contains(.dim), style.foreground.map { "\($0)" })
    }

    @Test("A colour is a view: a swatch line of █ and its name, in the colour; a Circle is ●, in the colour fill gives it")
    func swatchesAndCircles() {
        #expect(Array(Self.frame.lines[3...9]) == ["  ████████ mint", "", "  ●", "", "  ●", "", "  ████████ secondary"])
        let mint = "Color(index: 121)", red = "Color(index: 1)"  // TerminalUI's palette
        #expect(Self.style(row: 3) == (false, mint) && Self.style(row: 3, column: 12) == (false, mint))
        #expect(Self.style(row: 5) == (false, red))
        #expect(Self.style(row: 7) == (false, nil))
        #expect(Self.style(row: 9) == (true, nil))
    }

    @Test("A colour's description is SwiftUI's name: \"mint\", and a pushed colour's title")
    func descriptions() {
        #expect([Color.mint, .red, .pink, .primary, .secondary, .accentColor].map(\.description) == ["mint", "red", "pink", "primary", "secondary", "accentColor"])
        #expect(String(describing: [Color.mint, Color.red]) == "[mint, red]")
        #expect(Color.primary != Color.clear)
        #expect(FillStyle() == FillStyle(eoFill: false, antialiased: true))
    }
}

/// A paragraph with a span on a colour, as SwiftUI writes it: a row of texts with no space between,
/// one of them with a background; and the terminal palette's named colours.
struct BackgroundsAndNamedColours: View {
    var body: some View {
        NavigationStack {
            HStack(spacing: 0) {
                Text("On ")
                Text("blue").foregroundColor(.white).background(Color.blue)
                Text(".")
            }
            HStack { Text("Spaced"); Text("row") }
            Text("Magenta").foregroundColor(Color("magenta"))
            Text("Unknown").foregroundColor(Color("no such colour"))
                .navigationTitle("Colours")
        }
    }
}

@Suite struct BackgroundTests {
    static let frame = Headless.run(BackgroundsAndNamedColours(), size: TerminalSize(width: 40, height: 12), keys: [])

    static func style(row: Int, column: Int) -> (foreground: String?, background: String?) {
        let style = frame.cells[row * frame.width + column].style
        return (style.foreground.map { "\($0)" }, style.background.map { "\($0)" })
    }

    @Test("HStack(spacing: 0) joins its texts with no space; .background draws a span on the colour, the rest on none")
    func backgroundSpan() {
        #expect(Self.frame.lines[3] == "  On blue.")
        #expect(Self.frame.lines[5] == "  Spaced row")
        #expect(Self.style(row: 3, column: 2) == (nil, nil))
        #expect(Self.style(row: 3, column: 5) == ("Color(index: 7)", "Color(index: 4)"))
        #expect(Self.style(row: 3, column: 9) == (nil, nil))
    }

    @Test("Color(_:) names the terminal palette's colours; an unknown name is the terminal's own colour")
    func namedColours() {
        #expect(Self.frame.lines[7] == "  Magenta")
        #expect(Self.style(row: 7, column: 2).foreground == "Color(index: 5)")
        #expect(Self.style(row: 9, column: 2).foreground == nil)
    }
}

/// Two tabs at the root, the second with a sheet to put up.
private struct TwoTabs: View {
    @State private var showsSheet = false
    var body: some View {
        TabView {
            NavigationStack { Text("Inbox").navigationTitle("Inbox") }
                .tabItem { Label("Inbox", systemImage: "tray") }
            NavigationStack { Button("Compose") { showsSheet = true }.navigationTitle("Drafts") }
                .tabItem { Label("Drafts", systemImage: "doc") }
                .sheet(isPresented: $showsSheet) { Text("New message") }
        }
    }
}

@Suite struct TabBarStyleTests {
    @Test("The tab shown is drawn in the bar's reversed style, bold; the others plain; under a sheet the bar is dimmed and keeps its tab")
    func barStyles() throws {
        let size = TerminalSize(width: 40, height: 10)
        var frame = Headless.run(TwoTabs(), size: size, keys: [])
        #expect(frame.lines[0] == " ⊔ Inbox │ ▯ Drafts")
        #expect(frame.cells[0].style.contains(.reverse) && frame.cells[2].style.contains(.bold))
        #expect(!frame.cells[12].style.contains(.reverse))
        frame = Headless.run(TwoTabs(), size: size, keys: try Key.parseScript("] enter ["))
        #expect(frame.lines.joined().contains("New message"))
        #expect(frame.cells[12].style.contains(.reverse) && frame.cells[12].style.contains(.dim))
        #expect(frame.lines.contains { $0.contains("The tabs wait while a sheet is up") }, "\(frame.lines)")
    }
}
