import Foundation
import Testing

/// Finding by typing (`/`, issue 11 point 4) through the real binary: headless, and in a terminal.
@Suite(.timeLimit(.minutes(2))) struct FilterEndToEndTests {
    static func screen(_ arguments: [String], keys: String, size: String = "72x14") throws -> [String] {
        let result = try Navigator.run(["--headless", "--size", size, "--keys", keys] + arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static func url(_ arguments: [String], keys: String) throws -> String {
        let result = try Navigator.run(["--headless", "--print", "url", "--keys", keys] + arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout
    }

    @Test func slashThenDigitsThenEnterOpensDetail42() throws {
        #expect(try Self.url([], keys: "/ 4 2 enter") == "myapp:///detail/42\n")
        let typing = try Self.screen([], keys: "/ 4 2")
        #expect(typing.contains(" ▸ Detail 42") && !typing.contains { $0.contains("Detail 1") })
        #expect(typing.last?.hasPrefix(" /42▏  ⏎ open  Esc clear  ⌫ edit") == true, "\(typing.last!)")
        #expect(typing.last?.hasSuffix("1 match") == true)
        // Letters type too: `/det` keeps both details, and Enter opens the first.
        #expect(try Self.url([], keys: "/ d e t enter") == "myapp:///detail/1\n")
        #expect(try Self.url([], keys: "/ d e t down enter") == "myapp:///detail/42\n")
        #expect(try Self.url([], keys: "/ S E T T I N G S enter") == "myapp:///settings\n")
    }

    @Test func backspaceEditsTheFilterAndEndsAnEmptyOne() throws {
        let edited = try Self.screen([], keys: "/ 4 2 backspace")
        #expect(edited.last?.hasPrefix(" /4▏") == true)
        let ended = try Self.screen([], keys: "/ 4 2 backspace backspace backspace")
        #expect(ended.last?.hasPrefix(" ↑↓ select") == true, "\(ended.last!)")
        // Nothing typed is the whole screen, its first link selected: so it stays.
        #expect(ended.contains(" ▸ Detail 1") && ended.contains("   Detail 42"))
        // Back in the app, Backspace goes back again.
        #expect(try Self.url(["myapp://detail/3"], keys: "/ backspace backspace") == "myapp:///\n")
    }

    @Test func escClearsTheFilterAndKeepsTheMatchSelected() throws {
        let cleared = try Self.screen([], keys: "/ s e t t esc")
        #expect(cleared.contains(" ▸ Settings") && cleared.contains("   Detail 1"))
        #expect(cleared.last?.hasPrefix(" ↑↓ select") == true)
        #expect(try Self.url([], keys: "/ s e t t esc enter") == "myapp:///settings\n")
    }

    @Test func aFilterWithNoMatchSaysSo() throws {
        let lines = try Self.screen([], keys: "/ x y z")
        #expect(lines.contains("  No match for “xyz”"))
        #expect(lines.last?.hasPrefix(" /xyz▏") == true && lines.last?.hasSuffix("no match") == true)
        #expect(try Self.url([], keys: "/ x y z enter down enter") == "myapp:///\n")
    }

    // Among a million rows, as four tests: each runs the binary two or three times over the million
    // rows, and they run side by side.
    @Test func typingFindsRow424242AmongAMillionRows() throws {
        let lines = try Self.screen(["myapp:///rows/1000000"], keys: "/ 4 2 4 2 4 2")
        #expect(lines.contains(" ▸ Row 424242"), "\(lines)")
        #expect(lines.last?.hasSuffix("1 match") == true)
        #expect(try Self.url(["myapp:///rows/1000000"], keys: "/ 4 2 4 2 4 2 enter") == "myapp:///rows/1000000/detail/424242\n")
    }

    /// Esc keeps it selected in the whole list, and back from its detail returns to it.
    @Test func amongAMillionRowsEscKeepsTheMatchSelectedAndBackReturnsToIt() throws {
        let cleared = try Self.screen(["myapp:///rows/1000000"], keys: "/ 4 2 4 2 4 2 esc")
        #expect(cleared.contains { $0.hasPrefix(" ▸ Row 424242 ") } && cleared.contains("   Row 424241"), "\(cleared)")
        let back = try Self.screen(["myapp:///rows/1000000"], keys: "/ 4 2 4 2 4 2 enter left")
        #expect(back == cleared)
    }

    /// Many matches: the count, and Down moves among them.
    @Test func amongAMillionRowsManyMatchesAreCountedAndDownMovesAmongThem() throws {
        let many = try Self.screen(["myapp:///rows/1000000"], keys: "/ 4 2 down down", size: "72x8")
        #expect(many.last?.hasSuffix("49,401 matches") == true, "\(many.last!)")
        #expect(many.contains { $0.hasPrefix(" ▸ Row 242 ") }, "\(many)")
    }

    /// PgDn moves a page of matches (End moves the filter's cursor: it is the editor's there).
    @Test func amongAMillionRowsPgDnMovesAPageOfMatches() throws {
        #expect(try Self.url(["myapp:///rows/1000000", "--size", "72x8"], keys: "/ 4 2 end pgdn enter") == "myapp:///rows/1000000/detail/421\n")
    }

    @Test func theKeyIsInTheFooterAndTheHelp() throws {
        let home = try Self.screen([], keys: "", size: "100x12")
        #expect(home.last?.contains("/ filter") == true, "\(home.last!)")
        let help = try Self.screen([], keys: "?", size: "100x30")
        #expect(help.contains { $0.contains("/") && $0.contains("filter the screen's links and rows by typing") })
    }

    @Test func theSplitViewFiltersTheFocusedColumn() throws {
        let lines = try Self.screen(["--split"], keys: "/ r e c", size: "100x9")
        #expect(lines[1].hasPrefix("▸ Recipes") && !lines.joined().contains("Colors"), "\(lines)")
        #expect(lines.last?.hasPrefix(" /rec▏") == true)
        let opened = try Navigator.run(["--headless", "--split", "--print", "url", "--keys", "/ r e c enter / c a k e enter"])
        #expect(opened.stdout == "myapp://split/recipes/recipe/chocolate-cake\n", "\(opened.stdout)")
    }

    @Test(arguments: ["", "1"])
    func inARealTerminalTheFooterShowsTheFilter(noColor: String) throws {
        let session = try TmuxSession(width: 80, height: 12, arguments: ["myapp:///rows/100000"],
                                      environment: ["TERM": "xterm-256color", "NO_COLOR": noColor])
        try session.waitForText("Row 1")
        try session.send("/")
        try session.waitFor("the empty filter") { $0.contains { $0.hasPrefix(" /▏  ⏎ open  Esc clear  ⌫ edit") } }
        try session.send("4", "2", "4", "2")
        // The rows are looked through between frames (the footer counts them meanwhile): a debug build
        // on a busy machine takes seconds.
        let found = try session.waitFor(timeout: 60, "the matches counted") { $0.contains { $0.hasSuffix("20 matches") } }
        #expect(found.contains { $0.hasPrefix(" /4242▏") })
        #expect(found.contains(" ▸ Row 4242"))
        // The matched part is underlined (SGR 4): in yellow with colours, without them (NO_COLOR) too.
        let styled = try session.styledScreen()
        let match = try #require(styled.split(separator: "\n").first { $0.contains("Row 1") && $0.contains("4242") })
        #expect(match.range(of: #"\x1B\[([0-9;]*;)?4(;[0-9;]*)?m(\x1B\[[0-9;]*m)*4242"#, options: .regularExpression) != nil, "\(match)")
        #expect(match.contains("\u{1B}[33m") == noColor.isEmpty, "\(match)")
        try session.send("Escape")
        try session.waitFor("the whole list") { $0.contains { $0.hasPrefix(" ↑↓ select") } }
        try session.send("Enter")
        try session.waitForText("Detail 4242")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
