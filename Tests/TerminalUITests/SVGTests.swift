import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TerminalUI

/// `Canvas.svg(title:)`: a frame as a picture, its rows the frame's lines, its cells in their colours,
/// and well-formed XML whatever text the frame holds.
@Suite struct SVGTests {
    /// A canvas of one row per string, each drawn from column 0 in `style`.
    func canvas(_ rows: [String], width: Int = 40, style: Style = []) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (row, text) in rows.enumerated() { canvas.draw(text, row: row, column: 0, style: style) }
        return canvas
    }

    @Test func eachRowIsItsLineOnTheGridAndAWideGlyphTakesTwoCells() throws {
        var canvas = Canvas(width: 12, height: 3)
        canvas.draw("a山b😀c", row: 0, column: 0)
        canvas.draw("x", row: 2, column: 5)
        let svg = try #require(ParsedSVG(canvas.svg()))
        #expect(svg.rows.map(\.text) == canvas.lines)
        #expect(svg.rows.map(\.text) == ["a山b😀c", "", "     x"])
        // Each wide glyph is a span of its own, stretched over its two cells.
        let spans = svg.rows[0].spans
        #expect(spans.map(\.text) == ["a", "山", "b", "😀", "c"])
        #expect(spans.map { $0["x"] } == ["0", "8.4", "25.2", "33.6", "50.4"])
        #expect(spans.map { $0["textLength"] } == ["8.4", "16.8", "8.4", "16.8", "8.4"])
        #expect(svg.title == nil && svg.rects.isEmpty)
    }

    @Test func eachStyleIsDrawnInItsColoursAndFont() throws {
        var canvas = Canvas(width: 20, height: 1)
        let cells: [(String, Style)] = [
            ("B", [.bold, .foreground(.red)]), ("I", .italic), ("U", .underline), ("D", .dim), ("R", .reverse),
            ("O", .foreground(.orange)), ("W", [.foreground(.white), .background(.blue)]), ("V", [.reverse, .foreground(.cyan)]),
            ("p", []),
        ]
        for (column, (text, style)) in cells.enumerated() { canvas.draw(text, row: 0, column: column, style: style) }
        let svg = try #require(ParsedSVG(canvas.svg()))
        #expect(svg.rows[0].text == "BIUDROWVp")
        let span = Dictionary(uniqueKeysWithValues: svg.rows[0].spans.map { ($0.text, $0) })
        #expect(span["B"]?["fill"] == "#cd3131" && span["B"]?["font-weight"] == "bold")
        #expect(span["I"]?["font-style"] == "italic" && span["I"]?["fill"] == nil)
        #expect(span["U"]?["text-decoration"] == "underline")
        #expect(span["D"]?["fill"] == "#757575")  // halfway from the text's #cccccc to the background's #1e1e1e
        #expect(span["R"]?["fill"] == "#1e1e1e")  // the terminal's colours, swapped
        #expect(span["O"]?["fill"] == "#ff8700")  // xterm's 208
        #expect(span["W"]?["fill"] == "#e5e5e5")
        #expect(span["V"]?["fill"] == "#1e1e1e")
        #expect(span["p"]?.attributes.keys.sorted() == ["lengthAdjust", "textLength", "x"])
        // The backgrounds other than the terminal's, behind their cells.
        #expect(svg.rects.map { [$0["x"], $0["width"], $0["fill"]] } == [["33.6", "8.4", "#cccccc"], ["50.4", "8.4", "#2472c8"], ["58.8", "8.4", "#11a8cd"]])
    }

    @Test func aRunOfOneStyleIsOneSpanAndBlanksKeepTheirBackground() throws {
        var canvas = Canvas(width: 10, height: 1)
        canvas.fill(row: 0, style: [.reverse, .foreground(.blue), .background(.brightWhite)])
        canvas.draw(" Home ›", row: 0, column: 0, style: [.reverse, .foreground(.blue), .background(.brightWhite)])
        let svg = try #require(ParsedSVG(canvas.svg(title: "bar")))
        #expect(svg.title == "bar")
        #expect(svg.rows[0].spans.map(\.text) == [" Home ›"])
        #expect(svg.rows[0].spans[0]["fill"] == "#ffffff")
        // The bar's blank end is no text, but its colour is drawn.
        #expect(svg.rects.map { [$0["x"], $0["width"], $0["fill"]] } == [["0", "84", "#2472c8"]])
    }

    /// Text from deep links and files reaches the frame: markup, entities, CDATA ends, quotes, control
    /// characters, noncharacters, emoji and bidirectional overrides never make the document invalid,
    /// drawn in the rows or given as the title.
    @Test(arguments: [
        "<script>alert('x')</script>", "a & b &amp; &#0; ]]> <![CDATA[ x ]]>", "\"quoted\" 'single'",
        "\u{0}\u{1}\u{7}\u{8}\t\n\r\u{B}\u{C}\u{1B}[31m\u{7F}\u{85}\u{9B}", "\u{FFFE}\u{FFFF}\u{FFFD}\u{D7FF}\u{E000}\u{10FFFF}",
        "😀👨‍👩‍👧‍👦🇫🇷 e\u{301} \u{301}", "\u{202E}rtl\u{202C} \u{2028}\u{2029}", "<?xml?><!DOCTYPE x [<!ENTITY a 'b'>]>&a;",
    ])
    func hostileTextMakesWellFormedXML(_ text: String) throws {
        let canvas = canvas([text, "ok " + text], width: 30, style: .bold)
        let svg = try #require(ParsedSVG(canvas.svg(title: text)), "not well-formed for \(text.debugDescription)")
        #expect(svg.rows.map(\.text) == canvas.lines.map(Self.asXMLText))
        #expect(svg.title == Self.asXMLText(VisibleText.sanitized(text)))
    }

    @Test func randomTextAlwaysMakesWellFormedXML() throws {
        var random = SplitMix64(seed: 26)
        // Code points from every range that matters: ASCII and its controls, C1, combining marks, CJK,
        // emoji and their joiners, the private use area, noncharacters and the last plane.
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x24F, 0x300...0x36F, 0x2000...0x206F, 0x3000...0x30FF,
                                             0x4E00...0x4E40, 0x1F300...0x1F64F, 0xFE00...0xFE0F, 0xE000...0xE010,
                                             0xFFF0...0xFFFF, 0x10FFF0...0x10FFFF]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) {
                let range = ranges[Int(random.next() % UInt64(ranges.count))]
                let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
                if value == 0x200D { text.unicodeScalars.append("\u{200D}"); continue }
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            let style = Style(bits: UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFDF)
            let canvas = canvas([text], width: 24, style: style)
            let svg = try #require(ParsedSVG(canvas.svg(title: text)), "not well-formed for \(text.debugDescription)")
            #expect(svg.rows.map(\.text) == canvas.lines.map(Self.asXMLText), "\(text.debugDescription)")
        }
    }

    /// The check above means something: what is not well-formed is refused.
    @Test func theParserRefusesWhatIsNotWellFormed() {
        #expect(ParsedSVG("<svg><g><text><tspan>\u{1}</tspan></text></g></svg>") == nil)
        #expect(ParsedSVG("<svg><g><text><tspan>a & b</tspan></text></g></svg>") == nil)
        #expect(ParsedSVG("<svg><g><text><tspan><</tspan></text></g></svg>") == nil)
        #expect(ParsedSVG("<svg><g><text><tspan>&lt;&amp;</tspan></text></g></svg>")?.rows.map(\.text) == ["<&"])
    }

    @Test func escapingReplacesWhatXMLCannotHold() {
        #expect(SVGWriter.escaped("\u{0}<&>\"'\u{1B}\u{9}\u{7F}\u{9F}\u{FFFE}\u{FFFF}x山") == "\u{FFFD}&lt;&amp;&gt;&quot;&apos;\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}x山")
    }

    @Test func anEmptyCanvasIsAWindowWithNoRows() throws {
        let svg = try #require(ParsedSVG(Canvas(width: 0, height: 0).svg()))
        #expect(svg.rows.isEmpty && svg.rects.isEmpty)
        #expect(Canvas(width: 0, height: 0).svg().hasSuffix("</svg>\n"))
    }

    /// A line as the document holds it: what XML can't hold (or the renderer won't) as `�`.
    static func asXMLText(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            let value = scalar.value
            let invalid = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
            result.unicodeScalars.append(invalid ? "\u{FFFD}" : scalar)
        }
        return result
    }
}

/// A deterministic source of random numbers, so a failure can be replayed.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An SVG document of `Canvas.svg(title:)` read back with Foundation's XML parser: `nil` when it is not
/// well-formed XML.
nonisolated final class ParsedSVG: NSObject, XMLParserDelegate {
    struct Element {
        var attributes: [String: String]
        var text = ""
        subscript(name: String) -> String? { attributes[name] }
    }

    struct Row {
        var spans: [Element] = []
        var text: String { spans.map(\.text).joined() }
    }

    /// The rows of cells, in order, and the backgrounds drawn behind them.
    private(set) var rows: [Row] = []
    private(set) var rects: [[String: String]] = []
    /// The document's `<title>`, if it has one.
    private(set) var title: String?
    private var inGrid = false, inTitle = false
    private var span: Element?

    init?(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "g": inGrid = true
        case "title": inTitle = true; title = ""
        case "text" where inGrid: rows.append(Row())
        case "tspan": span = Element(attributes: attributes)
        case "rect" where inGrid: rects.append(attributes)
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "g": inGrid = false
        case "title": inTitle = false
        case "tspan":
            if let span { rows[rows.count - 1].spans.append(span) }
            span = nil
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if span != nil { span!.text += string } else if inTitle { title! += string }
    }
}
