import Foundation
import LinkInbox
import Testing

/// Issue 25, point 2: a link opens the same tree whichever door it comes through: the command line,
/// the `:` prompt, or the socket a running navigator receives links on (from a second `navigator URL`).
/// One parser reads them all; a bad link is refused with the same message at each.
@Suite(.serialized, .timeLimit(.minutes(3))) struct LinkDoorsEndToEndTests {
    /// Links, each with the tree it opens as `--print url` writes it, or `nil` for a bad link.
    static let links: [(link: String, opens: String?)] = [
        ("myapp:///profile/é%41", "myapp:///profile/%C3%A9A"),
        ("myapp:///profile/a%2541", "myapp:///profile/a%2541"),
        ("myapp://profile/j%C3%B6rg%2Fx", "myapp:///profile/j%C3%B6rg%2Fx"),
        ("myapp://profile-edit/山田%E5%A4%AA%E9%83%8E", "myapp:///profile/%E5%B1%B1%E7%94%B0%E5%A4%AA%E9%83%8E/edit-profile"),
        ("myapp:///draft/caf%C3%A9 ☕%20ok", "myapp:///draft/caf%C3%A9%20%E2%98%95%20ok"),
        ("myapp:///detail/1/sheet/profile/%25/cover/color/mint", "myapp:///detail/1/sheet/profile/%25/cover/color/mint"),
        ("MYAPP://settings/", "myapp:///settings"),
        ("myapp:///", "myapp:///"),
        ("myapp:///detail//1", nil),
        ("myapp://profile/", nil),
        ("myapp://profile/%zz", nil),
        ("myapp://profile/é%C3", nil),
        ("myapp://profil/ana", nil),
    ]

    /// The tree `link` opens on the command line: its URL, or the error message (without `error: `).
    static func commandLine(_ link: String) throws -> (opens: String?, error: String?) {
        let result = try Navigator.run(["--headless", "--print", "url", "--", link])
        guard result.status == 0 else {
            #expect(result.status == 64 && result.stderr.hasPrefix("error: "), "\(result.stderr)")
            return (nil, String(result.stderr.dropFirst("error: ".count).dropLast()))
        }
        return (String(result.stdout.dropLast()), nil)
    }

    /// `--keys` that type `link` at the `:` prompt, in place of the current link, and press Enter.
    static func typed(_ link: String) -> String {
        ": ctrl-u " + link.map { $0 == " " ? "space" : String($0) }.joined(separator: " ") + " enter"
    }

    @Test(arguments: links)
    func theCommandLineAndThePromptOpenTheSameTree(link: String, opens: String?) throws {
        let launched = try Self.commandLine(link)
        #expect(launched.opens == opens, "\(launched.error ?? "")")
        let prompt = try Navigator.run(["--headless", "--print", "url", "--keys", Self.typed(link)])
        if let opens {
            #expect(prompt.stdout == opens + "\n", "\(prompt.stderr)")
        } else {
            // The prompt keeps the link with its error, and the tree is still Home.
            #expect(prompt.stdout == "myapp:///\n")
            let screen = try Navigator.run(["--headless", "--size", "250x12", "--keys", Self.typed(link)]).stdout
            #expect(screen.split(separator: "\n").contains { $0 == " " + (launched.error ?? "?") }, "\(screen)")
        }
    }

    @Test func theSocketOpensTheTreeTheCommandLineOpens() throws {
        let sandbox = try Sandbox()
        let session = try TmuxSession(width: 250, arguments: [], environment: sandbox.environment)
        try session.waitForText("Home")
        let folder = sandbox.path("run/navigator")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: folder + "/links.socket") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        for (link, opens) in Self.links {
            if let opens {
                // Handed over by a second navigator, as from another terminal.
                let sent = try sandbox.run(["--", link], limit: 20)
                #expect(sent.status == 0, "\(link): \(sent.stderr)")
                // The prompt holds the link of the tree shown.
                try session.send(":")
                let screen = try session.waitFor("the link prompt") { $0.contains { $0.hasPrefix(" go to: ") } }
                let shown = screen.first { $0.hasPrefix(" go to: ") }.map { String($0.dropFirst(" go to: ".count)) }
                #expect(shown == opens, "\(link)")
                try session.send("Escape")
                try session.waitFor("the prompt to close") { !$0.contains { $0.hasPrefix(" go to: ") } }
            } else {
                // A second navigator refuses a bad link itself: sent raw, the running one says why.
                let delivery = try LinkInbox.send(link, to: folder)
                #expect(delivery == .refused(try Self.commandLine(link).error ?? "?"), "\(link)")
            }
        }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func theSplitViewsPromptOpensWhatItsCommandLineOpens() throws {
        let link = "myapp://split/routes/detail/1/profile/é%41%25"
        let launched = try Navigator.run(["--headless", "--print", "url", link])
        #expect(launched.stdout == "myapp://split/routes/detail/1/profile/%C3%A9A%25\n", "\(launched.stderr)")
        let typed = try Navigator.run(["--headless", "--split", "--print", "url", "--keys", Self.typed(link)])
        #expect(typed.stdout == launched.stdout, "\(typed.stderr)")
    }
}
