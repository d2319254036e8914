import Foundation
import Testing

/// The real binary in a real terminal (tmux): keys typed, the screen read back, the terminal checked
/// after it exits.
@Suite(.serialized, .timeLimit(.minutes(2))) struct TerminalEndToEndTests {
    /// The terminal came back: same modes, main screen, cursor shown, no mouse reports.
    func expectRestored(_ session: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try session.exitStatus() == status, sourceLocation: sourceLocation)
        try session.waitForLine("STTY-SAME")
        #expect(try session.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(try session.display("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "0 0", sourceLocation: sourceLocation)
    }

    @Test func deepLinkOpensTheStackAndBackWalksHome() throws {
        let session = try TmuxSession(arguments: ["myapp://profile-edit/johndoe"])
        // The whole frame, not just its first row: tmux may be read while a frame is half painted.
        var screen = try session.waitFor("the whole frame") {
            $0.count > 23 && $0[0] == " Home › johndoe › Edit Profile" && $0[1] == " Edit Profile"
                && $0[23].hasPrefix(" ↑↓ select")
        }
        #expect(screen[1] == " Edit Profile")
        // Its text field is selected, not edited (issue 22): ← goes back, level by level.
        #expect(screen[23].hasPrefix(" ↑↓ select  ⏎ edit  ← back"), "\(screen[23])")
        try session.send("Left")
        screen = try session.waitFor("johndoe on top") { $0.first == " Home › johndoe" }
        try session.send("Left")
        screen = try session.waitFor("Home on top") { $0.first == " Home" }
        try session.send("BSpace")
        try session.send("j")  // a key after it, to be sure the back was handled
        screen = try session.waitForLine("   Detail 1")
        #expect(screen.first == " Home")
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func enterPushesAndTheSelectionIsHighlighted() throws {
        let session = try TmuxSession(arguments: ["myapp://detail/41"])
        try session.waitForLine(" ▸ Next")
        try session.send("Enter")
        try session.waitForLine(" Home › Detail 41 › Detail 42")
        let styled = try session.styledScreen()
        #expect(styled.contains("\u{1B}[7m"))  // reverse video for the bars and the selection
        try session.send("g")
        try session.waitFor("Home") { $0.first == " Home" }
        let root = try session.styledScreen()
        // Back is drawn dim at the root.
        #expect(root.contains("\u{1B}[2m←"))
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func resizingRedrawsAtTheNewSize() throws {
        let session = try TmuxSession(width: 80, height: 24, arguments: ["myapp:///detail/1/detail/2/profile/johndoe/edit-profile"])
        try session.waitForLine(" Home › Detail 1 › Detail 2 › johndoe › Edit Profile")
        try session.resize(width: 30, height: 8)
        let screen = try session.waitFor("the narrow layout") { $0.first?.hasPrefix(" Home › … ›") == true }
        #expect(screen.count >= 8)
        #expect(screen.prefix(8).allSatisfy { $0.count <= 30 })
        try session.resize(width: 20, height: 5)
        try session.waitFor("the smallest layout") { $0.first?.hasPrefix(" Home › … › Edit") == true }
        try session.resize(width: 250, height: 80)
        try session.waitForLine(" Home › Detail 1 › Detail 2 › johndoe › Edit Profile")
        try session.resize(width: 12, height: 3)
        try session.waitForText("Terminal too")
        try session.send("q")  // Edit Profile's text field is selected, not edited: q quits
        try expectRestored(session, status: 0)
    }

    @Test func wideTextKeepsItsColumns() throws {
        let session = try TmuxSession(width: 40, height: 10, arguments: ["myapp://profile/%E5%B1%B1%E7%94%B0%E5%A4%AA%E9%83%8E%F0%9F%8D%A3"])
        let screen = try session.waitForLine(" Home › 山田太郎🍣")
        #expect(screen.contains("  Profile of 山田太郎🍣."))
        #expect(screen.contains(" ▸ Edit Profile"))
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func escapeSequencesInALinkAreShownNotRun() throws {
        let session = try TmuxSession(width: 60, height: 10, arguments: ["myapp://profile/%1B%5D2%3Bpwned%07%1B%5B2J%1B%5B31mred"])
        try session.waitForLine(" Home › ␛]2;pwned␇␛[2J␛[31mred")
        #expect(try session.display("#{pane_title}") != "pwned")
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func aSheetIsDrawnOverTheDimmedStackAndEscDismissesIt() throws {
        let session = try TmuxSession(arguments: ["myapp:///detail/1/sheet/settings"])
        var screen = try session.waitForText("┌─ Sheet")
        #expect(screen[0] == " Home › Detail 1")
        #expect(screen.contains { $0.contains("│ Settings ") })
        let styled = try session.styledScreen()
        #expect(styled.contains("\u{1B}[2m"))  // the stack below is dimmed
        try session.send("Enter")  // "Your profile" pushes inside the sheet
        screen = try session.waitForText("│ Settings › johndoe")
        try session.send("Escape")
        screen = try session.waitFor("the sheet dismissed") { !$0.joined().contains("Sheet") }
        #expect(screen[0] == " Home › Detail 1")
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func theSplitViewCollapsesWhenTheTerminalNarrows() throws {
        let session = try TmuxSession(width: 130, height: 16, arguments: ["--split"])
        try session.waitForText("│ Select an Item")
        try session.send("Down", "Enter", "Enter")
        var screen = try session.waitFor("the colors") { $0.first?.hasSuffix("│ Mint") == true }
        #expect(screen.first?.contains("│ Colors") == true)
        // Narrow, the columns become one stack, the focused detail on top; back walks it down.
        try session.resize(width: 50, height: 16)
        screen = try session.waitFor("one stack") { $0.first == " Categories › Colors › Mint" }
        try session.send("Left")
        screen = try session.waitFor("back in the list") { $0.first == " Categories › Colors" }
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let session = try TmuxSession(arguments: ["myapp://settings"])
        try session.waitForLine(" Home › Settings")
        try session.send("C-c")
        try expectRestored(session, status: 130)
    }

    /// Every signal whose default action ends the process restores the terminal, then ends it as that
    /// signal does (issue 25: SIGUSR1, SIGALRM and the like left it raw, with mouse reports and the
    /// alternate screen on). 40 is a real-time signal.
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("SEGV", 139), ("ABRT", 134), ("USR1", 138), ("USR2", 140), ("ALRM", 142),
                      ("VTALRM", 154), ("PROF", 155), ("XCPU", 152), ("SYS", 159), ("40", 168)])
    func signalsAndCrashesRestoreTheTerminal(signal: String, status: Int) throws {
        let session = try TmuxSession(arguments: ["myapp://settings"])
        try session.waitForLine(" Home › Settings")
        let pid = try session.navigatorPID()
        _ = try TmuxSession.output("/bin/kill", ["-\(signal)", "\(pid)"])
        try expectRestored(session, status: status)
    }

    @Test(arguments: [
        ("nosuchterminal", "unknown terminal type 'nosuchterminal' in TERM"),
        ("", "TERM is not set"),
        ("dumb", "terminal type 'dumb' in TERM cannot move the cursor"),
    ])
    func unusableTerminalTypesAreNamed(term: String, message: String) throws {
        let session = try TmuxSession(arguments: ["myapp://settings"], environment: ["TERM": term])
        #expect(try session.exitStatus() == 1)
        let screen = try session.waitForText("error: ")
        #expect(screen.joined().contains(message))
        #expect(!screen.joined().contains("Settings"))
    }
}
