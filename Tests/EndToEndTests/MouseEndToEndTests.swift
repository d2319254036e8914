import Foundation
import Testing

/// The mouse in a real terminal (tmux): navigator asks for SGR reports (1006), tmux hands clicks and
/// the wheel over in that form, past column 223 too, and every way out turns the reports off.
///
/// Reports reach navigator two ways here. `send-keys -l` writes a report's bytes straight into the
/// pane, as a terminal would write them once navigator asked for the mouse. An `OuterTerminal` is
/// more real: the report is typed into the terminal of a tmux client attached to navigator's tmux,
/// which reads it as a click and passes it on only if, and as, navigator asked.
@Suite(.serialized, .timeLimit(.minutes(2))) struct MouseEndToEndTests {
    /// The bytes of an SGR report of a press (`M`) or release (`m`) at a 1-based column and row.
    static func report(_ button: Int, _ column: Int, _ row: Int, press: Bool = true) -> String {
        "\u{1b}[<\(button);\(column);\(row)\(press ? "M" : "m")"
    }

    /// A left click: the press and the release, as a terminal sends them.
    static func click(_ column: Int, _ row: Int) -> String { report(0, column, row) + report(0, column, row, press: false) }

    /// The column (1-based) where `text` starts on `line`.
    static func column(of text: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: text))
        return line[..<range.lowerBound].count + 1
    }

    func expectMouseOff(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "0 0", sourceLocation: sourceLocation)
    }

    @Test func aClickOpensALinkAndOneOnABreadcrumbPopsToIt() throws {
        let session = try TmuxSession(arguments: ["myapp:///detail/1/detail/2"])
        var screen = try session.waitForLine(" ▸ Next")
        // navigator asked for button reports in SGR form.
        #expect(try session.display("#{mouse_standard_flag} #{mouse_sgr_flag}") == "1 1")
        let next = try #require(screen.firstIndex(of: " ▸ Next"))
        try session.send("-l", Self.click(4, next + 1))
        screen = try session.waitFor("Detail 3 on top") { $0.first == " Home › Detail 1 › Detail 2 › Detail 3" }
        try session.send("-l", Self.click(Self.column(of: "Detail 1", in: screen[0]), 1))
        screen = try session.waitFor("Detail 1 on top") { $0.first == " Home › Detail 1" }
        // Right-button presses, releases alone and clicks on nothing do nothing, and leave no stray keys.
        try session.send("-l", Self.report(2, 4, 1) + Self.report(0, 4, 7, press: false) + Self.click(70, 2))
        try session.send("-l", Self.click(Self.column(of: "Home", in: screen[0]), 1))
        screen = try session.waitFor("Home on top") { $0.first == " Home" }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        try expectMouseOff(session)
    }

    @Test func theWheelScrollsAMillionRows() throws {
        let session = try TmuxSession(arguments: ["myapp:///rows/1000000"])
        _ = try session.waitForLine(" ▸ Row 1")
        let notch = Self.report(65, 10, 5)
        try session.send("-l", String(repeating: notch, count: 10))
        var screen = try session.waitFor("Row 31 selected") { $0.contains { $0.hasPrefix(" ▸ Row 31 ") || $0 == " ▸ Row 31" } }
        #expect(!screen.contains { $0.hasPrefix("   Row 1 ") || $0 == "   Row 1" })  // the view moved with it
        try session.send("-l", Self.report(64, 10, 5))
        screen = try session.waitFor("Row 28 selected") { $0.contains { $0.hasPrefix(" ▸ Row 28") } }
        try session.send("End")
        screen = try session.waitFor("the last row") { $0.contains { $0.hasPrefix(" ▸ Row 1000000") } }
        try session.send("-l", Self.report(64, 10, 5))
        _ = try session.waitFor("Row 999997 selected") { $0.contains { $0.hasPrefix(" ▸ Row 999997") } }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func aClickPastColumn223ReachesItThroughTmux() throws {
        let session = try TmuxSession(width: 260, height: 20, arguments: ["myapp:///detail/1/detail/2"])
        let outer = try OuterTerminal(around: session, width: 260, height: 20)
        let screen = try session.waitForLine(" ▸ Next")
        // The client's tmux asked its own terminal for the mouse, because navigator asked for it.
        _ = try waitUntil("the outer terminal reports the mouse") { try outer.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "1 1" }
        let back = try #require(screen.firstIndex { $0.hasPrefix("   Back to Home") })
        try outer.type(Self.click(250, back + 1))
        _ = try session.waitFor("Home on top") { $0.first == " Home" }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        try expectMouseOff(session)
    }

    @Test func withNoMouseClicksStayWithTheTerminal() throws {
        let session = try TmuxSession(width: 100, height: 20, arguments: ["--no-mouse", "myapp:///detail/1/detail/2"])
        let outer = try OuterTerminal(around: session, width: 100, height: 20)
        let screen = try session.waitForLine(" ▸ Next")
        try expectMouseOff(session)
        #expect(try outer.display("#{mouse_any_flag}") == "0")  // so the outer terminal selects text itself
        let back = try #require(screen.firstIndex { $0.hasPrefix("   Back to Home") })
        try outer.type(Self.click(5, back + 1) + Self.click(3, 1))
        try session.send("j")  // a key after the clicks: once it shows, the clicks were read, and did nothing
        let after = try session.waitForLine("   Next")
        #expect(after.first == " Home › Detail 1 › Detail 2")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func ctrlZTurnsTheMouseOffUntilFg() throws {
        // An interactive shell's job control: Ctrl-Z stops navigator, the shell says so, Enter runs `fg`.
        let shell = ["bash", "--norc", "--noprofile", "-i", "-c", #""$@"; echo SUSPENDED; read line; fg"#, "bash"]
        let session = try TmuxSession(arguments: ["myapp:///detail/1"], launcher: shell)
        _ = try session.waitForLine(" ▸ Next")
        #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "1 1")
        try session.send("C-z")
        _ = try session.waitForLine("SUSPENDED")
        #expect(try session.display("#{alternate_on}") == "0")
        try expectMouseOff(session)
        try session.send("Enter")
        let screen = try session.waitForLine(" ▸ Next")
        #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "1 1")
        let next = try #require(screen.firstIndex(of: " ▸ Next"))
        try session.send("-l", Self.click(4, next + 1))
        _ = try session.waitFor("Detail 2 on top") { $0.first == " Home › Detail 1 › Detail 2" }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        try expectMouseOff(session)
    }

    /// Polls `condition` until it holds, for at most 10 seconds.
    func waitUntil(_ what: String, _ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what)")
        return false
    }
}
