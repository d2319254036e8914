import Navigation
import Testing
@testable import TerminalUI

/// Styles, colours and `Text`: how spans combine, wrap, measure and land in the canvas's cells.
@Suite struct StyledTextTests {
    // MARK: Style and Color

    @Test func aCellWithColoursStaysEightBytes() {
        #expect(MemoryLayout<Style>.size == 4)
        #expect(MemoryLayout<Canvas.Cell>.stride == 8)
    }

    @Test func attributesAddUpAndTheColoursAddedLastWin() {
        var style: Style = [.bold, .foreground(.red)]
        style.formUnion([.underline, .foreground(.blue), .background(.yellow)])
        #expect(style.contains([.bold, .underline]) && !style.contains(.italic))
        #expect(style.foreground == .blue && style.background == .yellow)
        style.formUnion(.dim)  // no colours: they stay
        #expect(style.foreground == .blue && style.background == .yellow && style.contains(.dim))
        style.foreground = nil
        #expect(style.foreground == nil && style.background == .yellow)
        style.remove([.bold, .background(.yellow)])
        #expect(style == [.underline, .dim])
        #expect(Style().isEmpty && !Style.foreground(.black).isEmpty)  // black is a colour, not "none"
        #expect(style.attributes == [.underline, .dim])
    }

    @Test func aColourFallsBackToTheNearestTheTerminalHas() {
        #expect(Color.red.nearest(among: 8) == .red)
        #expect(Color.brightRed.nearest(among: 16) == .brightRed)
        #expect(Color.brightRed.nearest(among: 8) == .red)
        #expect(Color.orange.nearest(among: 8) == .yellow)
        #expect(Color(index: 196).nearest(among: 16) == .brightRed && Color(index: 196).nearest(among: 8) == .red)  // ff0000
        #expect(Color(index: 250).nearest(among: 8) == .white)
        #expect(Color(red: 1, green: 0, blue: 0) == Color(index: 196))
        #expect(Color(red: 0.5, green: 0.5, blue: 0.5) == Color(index: 244))
        #expect(Color(red: 1, green: 1, blue: 1) == Color(index: 231))
    }

    // MARK: Text

    @Test func plainStringsStayPlainAndSpansKeepTheirStyles() {
        let plain: Text = "Hello"
        #expect(plain.isPlain && plain.string == "Hello" && plain.spans.map(\.style) == [[]])
        let text = Text("Disk ").bold() + Text("93%").foregroundColor(.red) + " full"
        #expect(text.string == "Disk 93% full")
        #expect(text.spans.map { String($0.text) } == ["Disk ", "93%", " full"])
        #expect(text.spans.map(\.style) == [.bold, .foreground(.red), []])
        // SwiftUI's rule: a modifier fills in what a span doesn't set, so the inner colour wins.
        let outer = text.foregroundColor(.blue).italic()
        #expect(outer.spans.map(\.style) == [[.bold, .italic, .foreground(.blue)], [.italic, .foreground(.red)], [.italic, .foreground(.blue)]])
        // Spans of the same style join; unstyling everything makes it plain again.
        #expect((Text("a").bold() + Text("b").bold()).spans.count == 1)
        #expect(Text("") + Text("x") == Text("x") && (Text("").bold() + "x").isPlain)
    }

    @Test func aLiteralHoldsStyledTextsAndValues() {
        let count = 3
        let text = Text("Saved \(Text("\(count)").bold()) files in \(1.5) s")
        #expect(text.string == "Saved 3 files in 1.5 s")
        #expect(text.spans.map(\.style) == [[], .bold, []])
        let link = ScreenLink.push("Open \(Text("it").underline())", 1)
        #expect(link.label.spans.map(\.style) == [[], .underline])
        let fromString = ScreenLink.push(String("plain"), 1)
        #expect(fromString.label == "plain" && fromString.label.isPlain)
    }

    // MARK: Wrapping

    /// Random styled texts of words in several scripts, cut into random spans.
    static func randomTexts(count: Int) -> [Text] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let words = ["a", "word", "longerwordthanwidth", "山田太郎", "e\u{301}te\u{301}", "🍣", "→", "x  y", "  ", "naïve", "👍🏽ok"]
        let styles: [Style] = [[], .bold, .foreground(.red), [.underline, .background(.blue)], .italic]
        return (0..<count).map { _ in
            var text = Text("")
            for _ in 0..<(1 + next(8)) {
                var piece = words[next(words.count)]
                if next(2) == 0 { piece += " " }
                text.append(Text(piece, style: styles[next(styles.count)]))
            }
            return text
        }
    }

    @Test func styledTextWrapsAsItsStringAndEachCharacterKeepsItsStyle() throws {
        for text in Self.randomTexts(count: 400) {
            for width in [1, 2, 3, 5, 8, 13, 40] {
                let lines = TextWrap.lines(text, width: width)
                #expect(lines.map(\.string) == TextWrap.lines(text.string, width: width), "\(text.string) at \(width)")
                // Each line's characters come from the text in order, in the style they had there.
                var searchFrom = text.string.utf8.startIndex
                for line in lines {
                    for span in line.spans {
                        for character in span.text where character != " " {
                            let found = try #require(text.string[searchFrom...].firstIndex(of: character))
                            let offset = text.string.utf8.distance(from: text.string.startIndex, to: found)
                            #expect(text.style(atUTF8: offset) == span.style, "\(character) in \(text.string)")
                            searchFrom = text.string.index(after: found)
                        }
                    }
                }
            }
        }
    }

    @Test func aSpanBreaksAcrossLines() {
        let text = "Plain then " + Text("one long green span").foregroundColor(.green) + " end"
        let lines = TextWrap.lines(text, width: 14)
        #expect(lines.map(\.string) == ["Plain then one", "long green", "span end"])
        #expect(lines[0].spans.map(\.style) == [[], .foreground(.green)])
        #expect(lines[1].spans.map(\.style) == [.foreground(.green)])
        #expect(lines[2].spans.map(\.style) == [.foreground(.green), []])
    }

    // MARK: The canvas

    @Test func spansLandInTheirCellsOverTheLinesStyle() {
        var canvas = Canvas(width: 12, height: 1)
        let used = canvas.draw(Text("ab") + Text("cd").foregroundColor(.red) + Text("山").bold(), row: 0, column: 1, style: .reverse)
        #expect(used == 6 && canvas.line(0) == " abcd山")
        let styles = canvas.cells.prefix(8).map(\.style)
        #expect(styles == [[], .reverse, .reverse, [.reverse, .foreground(.red)], [.reverse, .foreground(.red)],
                           [.reverse, .bold], [.reverse, .bold], []])
        // Plain text is one draw, as before.
        var plain = Canvas(width: 12, height: 1), again = Canvas(width: 12, height: 1)
        plain.draw("abcd山", row: 0, column: 1)
        again.draw(Text("abcd山"), row: 0, column: 1)
        #expect(plain.cells == again.cells)
    }

    @Test func cuttingStyledTextStopsAtAGlyphThatDoesNotFitAndEndsInTheLastSpansStyle() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw(Text("ab") + Text("山x").foregroundColor(.red), row: 0, column: 0, maxWidth: 3)
        #expect(canvas.line(0) == "ab")  // 山 doesn't fit, and nothing after it is drawn
        canvas.clear()
        let used = canvas.drawTruncated(Text("abc") + Text("defgh").underline(), row: 0, column: 0, maxWidth: 6)
        #expect(used == 6 && canvas.line(0) == "abcde…")
        #expect(canvas.cells[5].style == .underline && canvas.cells[2].style == [])
    }

    @Test func aMarkStyledApartFromItsLetterStaysInTheLettersCell() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw(Text("e") + Text("\u{301}x").foregroundColor(.red), row: 0, column: 0)
        #expect(canvas.line(0) == "e\u{301}x")
        #expect(canvas.cells[0].style == [] && canvas.cells[1].style == .foreground(.red))
    }

    // MARK: Layout

    static func app(theme: Theme? = nil) -> StackApp<Int> {
        let app = StackApp(router: Router<Int>(), rootTitle: "Home", destinations: Destinations()) { _ in
            Screen(title: "Home",
                   body: ["A " + Text("red").foregroundColor(.red) + " word and a paragraph long enough to wrap onto a second line."],
                   links: [.push(Text("First ") + Text("link").bold(), 1, section: "Links"), .push("Second", 2)])
        }
        if let theme { app.theme = theme }
        return app
    }

    @Test func styledTextPrintsAsPlainTextAndTheThemeStylesTheChrome() throws {
        let size = TerminalSize(width: 40, height: 12)
        let canvas = Headless.run(Self.app(), size: size, keys: [])
        #expect(canvas.lines.prefix(8) == [
            " Home", " Home", "", "  A red word and a paragraph long",
            "  enough to wrap onto a second line.", "", " Links", " ▸ First link",
        ])
        func style(_ row: Int, _ column: Int) -> Style { canvas.cells[row * canvas.width + column].style }
        #expect(style(0, 0) == Theme.standard.bar && style(0, 1) == Theme.standard.bar.union(.bold))
        #expect(style(3, 4) == .foreground(.red) && style(3, 8) == [])
        #expect(style(6, 1) == Theme.standard.heading)
        #expect(style(7, 1) == Theme.standard.selection && style(7, 9) == Theme.standard.selection.union(.bold))
        // Another theme changes the styles, never the text.
        let mono = Headless.run(Self.app(theme: .monochrome), size: size, keys: [])
        #expect(mono.plainText == canvas.plainText)
        #expect(mono.cells.allSatisfy { $0.style.foreground == nil || $0.style.foreground == .red })
        #expect(mono.cells[7 * 40 + 1].style == .reverse && mono.cells[0].style == .reverse)
    }
}
