import Foundation
import Testing

/// Issue 13, point 3: `:` opens a one-line prompt holding the tree's link; Enter opens what is typed,
/// a bad link keeps the prompt with its error, Esc cancels, Up/Down walk the links opened before.
@Suite(.timeLimit(.minutes(2))) struct LinkPromptEndToEndTests {
    func headless(_ arguments: [String], keys: String, sandbox: Sandbox? = nil) throws -> Navigator.Result {
        let run = ["--headless", "--size", "70x12", "--keys", keys] + arguments
        return try sandbox.map { try $0.run(run) } ?? Navigator.run(run)
    }

    @Test func thePromptHoldsTheCurrentLinkToEdit() throws {
        let shown = try headless(["myapp://detail/3"], keys: ":")
        #expect(shown.stdout.split(separator: "\n").last == " go to: myapp:///detail/3")
        let opened = try headless(["--print", "url", "myapp://detail/3"], keys: ": ctrl-w ctrl-w s e t t i n g s enter")
        #expect(opened.stdout == "myapp:///settings\n")
    }

    @Test func aBadLinkShowsItsErrorAndKeepsThePrompt() throws {
        let result = try headless([], keys: ": ctrl-u x enter")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("not a URL in 'x'") }, "\(result.stdout)")
        #expect(lines.dropLast().last == " go to: x")
        // Editing the line clears the error; Esc cancels and nothing changed.
        let cancelled = try headless(["--print", "url"], keys: ": ctrl-u x enter backspace esc")
        #expect(cancelled.stdout == "myapp:///\n")
    }

    @Test func keysTypeIntoThePromptNotIntoTheApp() throws {
        // q, e, g and ? are letters of the link while the prompt is open.
        let typed = try headless(["--print", "url"], keys: ": ctrl-u m y a p p : / / p r o f i l e / q e g ? e ? backspace backspace backspace enter")
        #expect(typed.status == 0)
        #expect(typed.stdout == "myapp:///profile/qeg\n", "\(typed.stdout) \(typed.stderr)")
        let quit = try headless(["--print", "url"], keys: ": q esc q")
        #expect(quit.stdout == "myapp:///\n")
    }

    @Test func upAndDownWalkTheLinksOpenedAcrossSessions() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        let first = try headless(["--state-file", state, "--print", "url"], keys: ": ctrl-u m y a p p : / / d e t a i l / 5 enter", sandbox: sandbox)
        #expect(first.stdout == "myapp:///detail/5\n", "\(first.stderr)")
        let second = try headless(["--state-file", state, "--print", "url"], keys: ": ctrl-u m y a p p : / / s e t t i n g s enter", sandbox: sandbox)
        #expect(second.stdout == "myapp:///settings\n")
        #expect(try String(contentsOfFile: state + ".links", encoding: .utf8) == "myapp://detail/5\nmyapp://settings\n")
        // A later session: Up recalls the last link, Up again the one before; Down comes back.
        let recalled = try headless(["--state-file", state, "--fresh"], keys: ": up up", sandbox: sandbox)
        #expect(recalled.stdout.split(separator: "\n").last == " go to: myapp://detail/5")
        let back = try headless(["--state-file", state, "--fresh"], keys: ": up up down down", sandbox: sandbox)
        #expect(back.stdout.split(separator: "\n").last == " go to: myapp:///")
    }

    @Test func theFooterAndHelpShowTheKey() throws {
        let wide = try Navigator.run(["--headless", "--size", "100x12"])
        #expect(wide.stdout.split(separator: "\n").last?.contains(": go to") == true, "\(wide.stdout)")
        let help = try Navigator.run(["--headless", "--size", "100x30", "--keys", "?"])
        #expect(help.stdout.contains("type a link to open"))
    }

    @Test func inARealTerminal() throws {
        let session = try TmuxSession(arguments: ["myapp://detail/2"])
        try session.waitForText("Detail 2")
        try session.send(":")
        try session.waitForText("go to: myapp:///detail/2")
        try session.send("C-w", "C-w")
        try session.send("-l", "settings")
        try session.send("Enter")
        try session.waitFor("Settings on top") { $0.first?.hasSuffix("Home › Settings") == true }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
