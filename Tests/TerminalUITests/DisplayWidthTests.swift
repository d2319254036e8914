import Testing
import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Home", 4), ("山田太郎", 8), ("🍣", 2), ("e\u{301}", 1), ("한국어", 6),
        ("🇯🇵", 2), ("👨‍👩‍👧", 6), ("❤️", 1), ("Ｆｕｌｌ", 8), ("\u{1B}[31m", 5), ("a\tb", 3),
    ])
    func columnsMatchWhatTerminalsDraw(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func controlCharactersBecomeVisibleSymbols() {
        #expect(VisibleText.sanitized("\u{1B}[2J\u{7}bell\r\n") == "␛[2J␇bell␍␊")
        #expect(VisibleText.sanitized("\u{9B}31m") == "\u{FFFD}31m")
        #expect(VisibleText.sanitized("evil\u{202E}txt") == "evil\u{FFFD}txt")
        #expect(VisibleText.sanitized("\u{301}") == "\u{25CC}\u{301}")
        #expect(VisibleText.sanitized("plain ascii") == "plain ascii")
    }

    @Test func cuttingNeverSplitsAGrapheme() {
        #expect(VisibleText.prefix(of: "山田太郎", fitting: 5).text == "山田")
        #expect(VisibleText.prefix(of: "👨‍👩‍👧x", fitting: 5).text == "")
        #expect(VisibleText.truncated("Edit Profile", toWidth: 6) == "Edit …")
        #expect(VisibleText.truncated("山田太郎", toWidth: 6) == "山田…")
        #expect(VisibleText.truncated("short", toWidth: 10) == "short")
    }

    @Test func wrapsByWidthAtSpaces() {
        #expect(TextWrap.lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWrap.lines("山田太郎山田太郎", width: 5) == ["山田", "太郎", "山田", "太郎"])
        #expect(TextWrap.lines("", width: 5) == [""])
    }
}

@Suite struct CanvasTests {
    @Test func drawsClipsAndKeepsWideGlyphsWhole() {
        var canvas = Canvas(width: 6, height: 2)
        #expect(canvas.draw("ab山田", row: 0, column: 0) == 6)
        #expect(canvas.lines == ["ab山田", ""])
        #expect(canvas.draw("山田太郎", row: 1, column: 1) == 4)  // the third glyph would need columns 5-6
        #expect(canvas.line(1) == " 山田")
        #expect(canvas.text(row: 0, column: 3) == "")  // right half of 山
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("山田", row: 0, column: 0)
        canvas.draw("x", row: 0, column: 1)
        #expect(canvas.line(0) == " x田")
        canvas.draw("y", row: 0, column: 2)
        #expect(canvas.line(0) == " xy")
    }

    @Test func nothingOutsideTheGridIsTouched() {
        var canvas = Canvas(width: 3, height: 1)
        #expect(canvas.draw("abc", row: 1, column: 0) == 0)
        #expect(canvas.draw("abc", row: 0, column: -1) == 0)
        #expect(canvas.draw("abcdef", row: 0, column: 1) == 2)
        #expect(canvas.lines == [" ab"])
        var empty = Canvas(width: 0, height: 0)
        #expect(empty.draw("x", row: 0, column: 0) == 0 && empty.lines.isEmpty)
    }

    @Test func escapeSequencesAreDrawnAsSymbols() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw("\u{1B}]0;pwn\u{7}", row: 0, column: 0)
        #expect(canvas.line(0) == "␛]0;pwn␇")
        #expect(!canvas.plainText.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}

@Suite struct BreadcrumbsTests {
    let titles = ["Home", "Detail 1", "Detail 2", "Detail 3", "johndoe", "Edit Profile"]

    func trail(depth: Int, width: Int) -> String {
        Breadcrumbs.text(of: Breadcrumbs.layout(depth: depth, width: width) { titles[$0] })
    }

    @Test func showsTheWholeTrailWhenItFits() {
        #expect(trail(depth: 5, width: 80) == "Home › Detail 1 › Detail 2 › Detail 3 › johndoe › Edit Profile")
        #expect(trail(depth: 0, width: 80) == "Home")
        // Exactly wide enough for everything: no ellipsis needed, even though one was kept room for.
        #expect(trail(depth: 5, width: 63) == "Home › Detail 1 › Detail 2 › Detail 3 › johndoe › Edit Profile")
    }

    @Test func collapsesTheMiddleKeepingRootAndTop() {
        #expect(trail(depth: 5, width: 44) == "Home › … › Detail 3 › johndoe › Edit Profile")
        #expect(trail(depth: 5, width: 43) == "Home › … › johndoe › Edit Profile")
        #expect(trail(depth: 5, width: 32) == "Home › … › Edit Profile")
        #expect(trail(depth: 5, width: 23) == "Home › … › Edit Profile")
    }

    @Test func cutsRootAndTopWhenEvenTheyDontFit() {
        let narrow = trail(depth: 5, width: 18)
        #expect(narrow == "Home › … › Edit P…")
        #expect(DisplayWidth.of(narrow) <= 18)
        #expect(DisplayWidth.of(trail(depth: 1, width: 8)) <= 8)
    }

    @Test func asksOnlyForTheTitlesItShows() {
        var asked: [Int] = []
        let items = Breadcrumbs.layout(depth: 1_000_000, width: 60) { level in
            asked.append(level)
            return level == 0 ? "Home" : "Detail \(level)"
        }
        #expect(items.first == .level(0, "Home") && items[1] == .ellipsis && items.last == .level(1_000_000, "Detail 1000000"))
        #expect(asked.count < 10)
    }
}

@Suite struct KeyTests {
    @Test func parsesKeyScripts() throws {
        #expect(try Key.parseScript("down  enter\tq ? 2 resize:30x10 esc") ==
            [.down, .enter, .character("q"), .character("?"), .character("2"), .resize(width: 30, height: 10), .escape])
        #expect(throws: KeyScriptError.self) { try Key.parseScript("down sideways") }
        #expect(KeyScriptError(word: "\u{1B}x").description.hasPrefix("unknown key '␛x' in --keys"))
    }

    @Test func sizes() {
        #expect(TerminalSize("80x24") == TerminalSize(width: 80, height: 24))
        for bad in ["80", "x24", "80x", "0x5", "-1x5", "80x24x1", "abc", "99999x5", "1e2x5"] {
            #expect(TerminalSize(bad) == nil, "\(bad)")
        }
    }
}
