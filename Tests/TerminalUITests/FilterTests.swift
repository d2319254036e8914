import Navigation
@testable import TerminalUI
import Testing

/// Finding by typing (`/`): the matching, the highlight, and the filter on any app's screens (issue 11,
/// point 4).
@Suite struct FilterTests {
    // MARK: Matching

    @Test func aMatchIsACaseInsensitiveSubstringOfThePlainText() {
        #expect(FilterQuery("row 42").match(in: "Row 424242") == 0..<6)
        #expect(FilterQuery("42").match(in: "Row 424242") == 4..<6)
        #expect(FilterQuery("DETAIL").match(in: "Detail 1") == 0..<6)
        #expect(FilterQuery("tail 1").match(in: "Detail 1") == 2..<8)
        #expect(FilterQuery("xyz").match(in: "Detail 1") == nil)
        #expect(FilterQuery("Detail 10").match(in: "Detail 1") == nil)
        #expect(FilterQuery("").match(in: "anything") == 0..<0)
        #expect(FilterQuery("a").match(in: "") == nil)
    }

    @Test func textOutsideASCIIIsMatchedGraphemeByGrapheme() {
        // UTF-8 offsets: "山田" is 6 bytes, "太郎" starts there.
        #expect(FilterQuery("太郎").match(in: "山田太郎's profile 🍣") == 6..<12)
        #expect(FilterQuery("🍣").match(in: "山田太郎's profile 🍣") != nil)
        #expect(FilterQuery("ÉCOLE").match(in: "l'école") == 2..<8)
        #expect(FilterQuery("profile").match(in: "山田太郎's profile") == 15..<22)
        // A letter with a combining mark is one grapheme: a plain "e" doesn't match half of it.
        #expect(FilterQuery("e").match(in: "cafe\u{301}") == nil)
        #expect(FilterQuery("e\u{301}").match(in: "CAFE\u{301}") == 3..<6)
    }

    /// Over random ASCII labels and queries, the matches are those of the obvious definition.
    @Test func randomLabelsMatchAsLowercasedContains() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB 1")
        for _ in 0..<2_000 {
            let label = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let query = String((0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let expected = query.isEmpty || label.lowercased().contains(query.lowercased())
            let range = FilterQuery(query).match(in: label)
            #expect((range != nil) == expected, "“\(query)” in “\(label)”")
            if let range {
                let bytes = Array(label.utf8)[range]
                #expect(String(decoding: bytes, as: UTF8.self).lowercased() == query.lowercased())
            }
        }
    }

    @Test func theHighlightAddsTheMatchStyleAndKeepsTheLabelsOwn() {
        let label = Text("Disk ").bold() + Text("93% full").foregroundColor(.red)
        let shown = FilterQuery("k 93").highlighted(label, style: .underline)
        #expect(shown.string == label.string)
        #expect(shown.spans.map(\.text) == ["Dis", "k ", "93", "% full"])
        #expect(shown.spans.map(\.style) == [.bold, [.bold, .underline], [.underline, .foreground(.red)], .foreground(.red)])
        #expect(FilterQuery("xyz").highlighted(label, style: .underline) == label)
        #expect(FilterQuery("").highlighted(label, style: .underline) == label)
    }

    @Test func aQueryNarrowsAnotherItHolds() {
        #expect(FilterQuery("42").narrows(FilterQuery("4")))
        #expect(FilterQuery("Row 4").narrows(FilterQuery("w 4")))
        #expect(FilterQuery("abc").narrows(FilterQuery("")))
        #expect(!FilterQuery("4").narrows(FilterQuery("42")))
        #expect(!FilterQuery("43").narrows(FilterQuery("42")))
    }

    // MARK: The filter on a screen

    static func app(rows: Int = 1000, sections: Bool = false) -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Number \($0)" }) { n, _ in Screen(title: "Number \(n)") }
        return StackApp(router: Router<Int>(), rootTitle: "Home", destinations: destinations) { _ in
            let list = sections
                ? LinkList(sections: [.init("Low", count: rows / 2) { .push("Row \($0 + 1)", $0 + 1) },
                                      .init("High", count: rows - rows / 2) { .push("Row \(rows / 2 + $0 + 1)", rows / 2 + $0 + 1) }])
                : LinkList(count: rows) { .push("Row \($0 + 1)", $0 + 1) }
            return Screen(title: "Home", links: [.push("First link", -1), .push("Second link", -2)], list: list)
        }
    }

    static func keys(_ script: String) -> [Key] { try! Key.parseScript(script) }

    @Test func typingNarrowsTheLinksAndRowsAndHighlightsTheMatch() {
        let app = Self.app()
        let canvas = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ 9 9"))
        #expect(app.filterText == "99")
        let lines = canvas.lines
        #expect(lines[2] == " ▸ Row 99")
        #expect(lines[3...11].contains("   Row 199") && !lines.contains { $0.contains("link") })
        #expect(lines.last?.hasPrefix(" /99▏  ⏎ open  Esc clear  ⌫ edit  ↑↓ select") == true, "\(lines.last!)")
        #expect(lines.last?.hasSuffix("19 matches") == true)
        // The matched digits carry the theme's match style; the rest of the row doesn't.
        let row = 3
        #expect(lines[row] == "   Row 199")  // "99" is in columns 8 and 9
        #expect(canvas.cells[row * 60 + 8].style.contains(app.theme.match))
        #expect(canvas.cells[row * 60 + 9].style.contains(app.theme.match))
        #expect(!canvas.cells[row * 60 + 7].style.contains(.underline))
        #expect(!canvas.cells[row * 60 + 3].style.contains(.underline))
    }

    @Test func enterOpensTheSelectedMatchAndTheScreenComesBackWhole() {
        let app = Self.app()
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ 9 9 down enter"))
        #expect(app.router.path == [199] && app.filterText == nil)
        let back = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [.left]).lines
        #expect(back.contains { $0.hasPrefix(" ▸ Row 199 ") } && !back.contains("   First link"), "\(back)")  // scrolled to it
        #expect(back.last?.hasPrefix(" ↑↓ select") == true)
    }

    @Test func escClearsTheFilterAndKeepsTheMatchSelected() {
        let app = Self.app()
        let lines = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ s e c esc")).lines
        #expect(app.filterText == nil)
        #expect(lines.contains(" ▸ Second link") && lines.contains("   First link") && lines.contains("   Row 1"))
        // Esc on the screen again is the app's Esc: here, at the root, nothing.
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [.escape, .down, .enter])
        #expect(app.router.path == [1])
    }

    @Test func backspaceEditsAndOnAnEmptyFilterEndsIt() {
        let app = Self.app()
        var lines = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ 9 9 9 backspace")).lines
        #expect(lines.last?.hasPrefix(" /99▏") == true && lines.last?.hasSuffix("19 matches") == true)
        lines = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("backspace backspace backspace")).lines
        #expect(app.filterText == nil && lines.last?.hasPrefix(" ↑↓ select") == true)
        // Nothing typed is the whole screen, its first link selected: so it stays.
        #expect(lines.contains(" ▸ First link"))
        // Backspace with no filter goes back, as before.
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("enter backspace"))
        #expect(app.router.path.isEmpty)
    }

    @Test func lettersAndDigitsTypeWhileFiltering() {
        let app = Self.app()
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ q ? g e 1 j k"))
        #expect(!app.isFinished && !app.isShowingHelp && !app.isShowingEvents && app.filterText == "q?ge1jk")
    }

    @Test func aFilterWithNoMatchSaysSo() {
        let app = Self.app()
        let lines = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ x y z")).lines
        #expect(lines.contains("  No match for “xyz”"))
        #expect(lines.last?.hasSuffix("no match") == true)
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [.enter, .down])
        #expect(app.router.path.isEmpty && app.filterText == "xyz")
    }

    @Test func sectionsKeepTheirHeadingsOverTheirMatches() {
        let app = Self.app(rows: 100, sections: true)
        let lines = Headless.run(app, size: TerminalSize(width: 60, height: 14), keys: Self.keys("/ 7")).lines
        #expect(lines[2] == " Low" && lines[3] == " ▸ Row 7" && lines.contains(" High"), "\(lines)")
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 14), keys: Self.keys("pgdn pgdn enter"))
        #expect(app.router.path.first.map { String($0).contains("7") } == true)
    }

    /// A long list is looked through a step at a time: a key looks for a screenful, each wake goes on,
    /// and what the frame shows between is what has matched so far.
    @Test func aLongListIsFilteredAStepAtATime() throws {
        let app = Self.app(rows: 200_000)
        app.handle(.resize(width: 60, height: 12))
        for key in Self.keys("/ 1 2 3 4 5 6") { app.handle(key) }
        let filter = try #require(app.filter)
        #expect(!filter.isComplete && filter.progress.total == 200_000)
        #expect(app.wakeDeadline != nil)
        var canvas = Canvas(width: 60, height: 12)
        app.draw(into: &canvas)
        #expect(canvas.lines.last?.contains("filtering… ") == true && canvas.lines.last?.contains(" of 200,000") == true, "\(canvas.lines)")
        var steps = 0
        while let deadline = app.wakeDeadline, deadline <= .now, steps < 100_000 {
            app.wake(now: .now)
            steps += 1
        }
        #expect(filter.isComplete && steps > 1)
        app.draw(into: &canvas)
        // Among 200,000 rows only row 123456 holds the text: one match, found after many steps.
        #expect(canvas.lines.last?.hasSuffix("1 match") == true, "\(canvas.lines.last!)")
        #expect(canvas.lines[3] == " ▸ Row 123456", "\(canvas.lines)")
    }

    /// Typing more looks among the rows that matched; Backspace gives the shorter text's matches back.
    @Test func narrowingAndBackspaceGiveTheSameMatchesAsAFreshFilter() {
        for script in ["/ 7 7", "/ 7 7 backspace", "/ 7 backspace 7", "/ 7 7 1 backspace backspace 1", "/ 1 ctrl-u 7 7"] {
            let typed = Self.app(rows: 5_000)
            let fresh = Self.app(rows: 5_000)
            let size = TerminalSize(width: 60, height: 30)
            typed.handle(.resize(width: 60, height: 30))
            // Between keys, steps of different lengths: the result must not depend on them.
            for key in Self.keys(script) {
                typed.handle(key)
                typed.wake(now: .now)
            }
            let text = typed.filterText ?? ""
            let expected = Headless.run(fresh, size: size, keys: [.character("/")] + text.map { .character($0) }).lines
            #expect(Headless.run(typed, size: size, keys: []).lines == expected, "\(script)")
        }
    }

    @Test func leavingTheLevelEndsTheFilter() {
        let app = Self.app()
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ 5"))
        app.router.push(5)  // a link from outside, a task
        #expect(app.filterText == nil)
        let lines = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [.left]).lines
        #expect(lines.contains(" ▸ Row 5") && lines.last?.hasPrefix(" ↑↓ select") == true)
    }

    @Test func aMonochromeThemeStillShowsTheMatch() {
        let app = Self.app()
        app.theme = .monochrome
        let canvas = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: Self.keys("/ s e c"))
        let row = canvas.lines.firstIndex(of: " ▸ Second link")!
        let style = canvas.cells[row * 60 + 3].style
        #expect(style.foreground == nil && style.contains(.underline))
        #expect(!canvas.cells[row * 60 + 6].style.contains(.underline))
    }

    @Test func theSplitViewFiltersTheFocusedColumn() {
        let app = SplitApp(sidebar: SplitColumn(title: "Letters", items: [.init("Alpha", "a"), .init("Beta", "b"), .init("Gamma", "g")])) { selection in
            Screen(title: selection.map { "Letter \($0)" } ?? "Pick a letter", links: [.push("Deeper", 1), .push("Deepest", 2)])
        }
        var lines = Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: Self.keys("/ m m")).lines
        #expect(lines[1].hasPrefix("▸ Gamma") && !lines.joined().contains("Alpha"))
        #expect(lines.last?.hasPrefix(" /mm▏") == true && lines.last?.hasSuffix("1 match") == true)
        _ = Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: [.enter])
        #expect(app.selection == AnyHashable("g") && app.focus == .detail)
        // In the detail, the detail's screen.
        lines = Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: Self.keys("/ e s t")).lines
        #expect(lines.contains { $0.hasSuffix("▸ Deepest") } && !lines.contains { $0.hasSuffix("Deeper") })
        _ = Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: [.enter])
        #expect(app.detail.router.path == [AnyHashable(2)])
    }
}
