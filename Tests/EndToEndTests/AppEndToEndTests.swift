import Foundation
import LinkInbox
import Testing

/// An app built on NavigatorUI's `App` (Tests/MailAppFixture), run as its own executable as a user
/// runs theirs: headless, its screens' `.task`s work before the keys and the frame; in a terminal, a
/// second launch with a URL hands it to the running instance's `.onOpenURL`, as `navigator` does.
@Suite(.serialized, .timeLimit(.minutes(2))) struct AppEndToEndTests {
    static let path = Navigator.builtExecutable("MailAppFixture")

    static func run(_ arguments: [String], in sandbox: Sandbox, extra: [String: String] = [:]) throws -> Navigator.Result {
        try sandbox.run(arguments, extra: extra, limit: 20, executable: path)
    }

    static func lines(_ result: Navigator.Result) -> [String] { result.stdout.components(separatedBy: "\n") }

    // MARK: Headless: tasks

    @Test func headlessTheRootsTaskLoadsBeforeTheFrame() throws {
        let sandbox = try Sandbox()
        let result = try Self.run(["--headless", "--size", "60x8"], in: sandbox)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = Self.lines(result)
        #expect(lines[0] == " Inbox", "\(result.stdout)")
        #expect(lines.contains { $0.contains("Your order has shipped") }, "\(result.stdout)")
        #expect(!result.stdout.contains("Loading"))
    }

    @Test func theKeysActOnWhatTheTasksLoadedAndAPushedScreensTaskRunsToo() throws {
        let sandbox = try Sandbox()
        // Down to the second loaded message: it exists only once the root's task has run.
        let result = try Self.run(["--headless", "--size", "60x8", "--keys", "down enter"], in: sandbox)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result)
        #expect(lines[0] == " Inbox › Your order has shipped", "\(result.stdout)")
        #expect(lines.contains { $0.contains("22 unread in Your order has shipped") }, "\(result.stdout)")
        // --print state sees it too: the pushed value was saved, and the next launch shows it.
        let state = try Self.run(["--headless", "--print", "state"], in: sandbox)
        #expect(state.stdout.contains(#"{\"name\":\"Your order has shipped\"}"#), "\(state.stdout)")
    }

    @Test func aTaskThatNeverEndsIsLeftAtTheTimeLimitWithAWarning() throws {
        let sandbox = try Sandbox()
        let started = Date()
        let result = try Self.run(["--headless", "--size", "60x8", "--task-limit", "0.4", "mailapp://Live"], in: sandbox)
        #expect(result.status == 0)
        #expect(Date().timeIntervalSince(started) < 10)
        // The root's task never started: its screen was never on top (the URL pushed Live over it).
        #expect(Self.lines(result)[0] == " Loading › Live", "\(result.stdout)")
        #expect(result.stdout.contains("Counting…"))
        #expect(result.stderr == "warning: a .task was still running after 0.4 s (--task-limit) "
            + "(expected tasks that return; the frame shows what they had done by then)\n", "\(result.stderr)")
        // --task-limit 0 waits for none: the first frame, as Headless.run draws it.
        let first = try Self.run(["--headless", "--size", "60x8", "--task-limit", "0"], in: sandbox, extra: ["XDG_STATE_HOME": sandbox.path("other")])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(Self.lines(first)[0] == " Loading" && first.stdout.contains("Loading…"), "\(first.stdout)")
    }

    @Test(arguments: [
        (["--headless", "--task-limit", "soon"], "Error: --task-limit 'soon' is not a number of seconds from 0 to 3600 (expected one like 10 or 0.5)"),
        (["--keys", "down"], "Error: --keys needs --headless"),
        (["--headless", "not a url"], "Error: 'not a url' is not a URL with a scheme (expected one like myapp://settings)"),
    ])
    func badArgumentsAreRefusedOnStderr(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        let result = try Self.run(arguments, in: sandbox)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        // Nothing was written: no state folder.
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/MailApp")))
    }

    /// What every App's runner took over from navigator's (issue 23): keys from a file (66 when it
    /// can't be read), and `--print` output that can't be written is a failure with 74, after the state
    /// is saved; standard output closed at launch is never taken by a file the app opens.
    @Test func keysFromAFileAndOutputThatCannotBeWritten() throws {
        let sandbox = try Sandbox()
        let keys = sandbox.path("keys")
        try "down enter".write(toFile: keys, atomically: false, encoding: .utf8)
        let fromFile = try Self.run(["--headless", "--size", "60x8", "--keys", "@" + keys], in: sandbox)
        #expect(fromFile.status == 0 && Self.lines(fromFile)[0] == " Inbox › Your order has shipped", "\(fromFile.stdout) \(fromFile.stderr)")
        let missing = try Self.run(["--headless", "--keys", "@" + sandbox.path("none")], in: sandbox)
        #expect(missing.status == 66 && missing.stdout.isEmpty)
        #expect(missing.stderr == "error: cannot read --keys file '\(sandbox.path("none"))': No such file or directory (expected @FILE naming a readable text file)\n")
        let state = sandbox.path("mail.json")
        let closed = try sandbox.run(["-c", #"exec "$0" "$@" >&-"#, Self.path, "--headless", "--state-file", state, "--print", "state",
                                      "--keys", "down enter"], limit: 20, executable: "/bin/sh")
        #expect(closed.status == 74, "\(closed.stderr)")
        #expect(closed.stderr.contains("error: cannot write --print state to standard output: standard output is closed "
            + "(expected a standard output open for writing until MailApp ends"), "\(closed.stderr)")
        let saved = try Self.run(["--headless", "--state-file", state, "--print", "state"], in: sandbox)
        #expect(saved.status == 0 && saved.stdout.contains("Your order has shipped"), "the state was saved first: \(saved.stdout)")
        let lock = try String(contentsOfFile: state + ".lock", encoding: .utf8)
        #expect(!lock.contains("Inbox") && !lock.contains("order"), "the output went into the lock file: \(lock)")
        // Printing no frame, the notices of the launch (a damaged state file set aside) are said on stderr.
        let damaged = sandbox.path("damaged.json")
        try "{ not json".write(toFile: damaged, atomically: false, encoding: .utf8)
        let path = try Self.run(["--headless", "--state-file", damaged, "--print", "path"], in: sandbox)
        #expect(path.status == 0 && path.stdout == "[]\n", "\(path.stdout)")
        #expect(path.stderr.hasPrefix("warning: ") && path.stderr.contains(damaged), "\(path.stderr)")
    }

    @Test func anAppAsksForTheMouseUnlessNoMouse() throws {
        let sandbox = try Sandbox()
        let session = try TmuxSession(arguments: [], environment: sandbox.environment, executable: Self.path)
        try session.waitForText("Welcome")
        #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "1 1")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let quiet = try TmuxSession(arguments: ["--no-mouse"], environment: sandbox.environment, executable: Self.path)
        try quiet.waitForText("Welcome")
        #expect(try quiet.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "0 0")
        try quiet.send("q")
        #expect(try quiet.exitStatus() == 0)
    }

    @Test func previewsAreListedAndRunHeadlessSavingNothing() throws {
        let sandbox = try Sandbox()
        let listed = try Self.run(["--preview"], in: sandbox)
        #expect(listed.status == 0 && listed.stdout == "1  Archive folder  (MailApp.swift:70)\n2  MailApp.swift:74\n3  MailApp.swift:79\n",
                "\(listed.stdout) \(listed.stderr)")
        #expect(try Self.run(["--previews"], in: sandbox).stdout == listed.stdout)
        for name in ["Archive folder", "1", "MailApp.swift:70"] {
            let shown = try Self.run(["--headless", "--size", "40x6", "--preview", name], in: sandbox)
            #expect(shown.status == 0 && Self.lines(shown)[0] == " Archive" && shown.stdout.contains("7 unread in Archive"), "\(name): \(shown.stdout)")
        }
        // A preview with statements before its view, and keys.
        let drafts = try Self.run(["--headless", "--size", "40x6", "--preview", "2", "--keys", "left"], in: sandbox)
        #expect(drafts.status == 0 && drafts.stdout.contains("6 unread in Drafts"), "\(drafts.stdout)")
        let bad = try Self.run(["--headless", "--preview", "Nope"], in: sandbox)
        #expect(bad.status == 64 && bad.stdout.isEmpty)
        #expect(bad.stderr.hasPrefix("Error: MailApp has no preview named 'Nope' (expected one of: Archive folder, MailApp.swift:74, MailApp.swift:79;"),
                "\(bad.stderr)")
        // A preview reads and saves no state: the state folder is never made.
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/MailApp")))
    }

    @Test func aPreviewRunsFullScreenAndQuits() throws {
        let sandbox = try Sandbox()
        let session = try TmuxSession(arguments: ["--preview", "Archive folder"], environment: sandbox.environment, executable: Self.path)
        try session.waitForText("7 unread in Archive")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/MailApp")))
    }

    @Test func ctrlSReachesTheAppInARealTerminal() throws {
        // The terminal's flow control (Ctrl-S pauses the output, Ctrl-Q resumes it) is off while the
        // app runs: an app's keyboard shortcut may be Ctrl-S, as an editor's save.
        let sandbox = try Sandbox()
        let session = try TmuxSession(arguments: ["--preview", "Archive folder"], environment: sandbox.environment, executable: Self.path)
        try session.waitForText("7 unread in Archive")
        try session.send("C-s")
        try session.waitForText("7 unread in Archive (saved 1)")
        try session.send("C-s")
        try session.waitForText("7 unread in Archive (saved 2)")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    // MARK: URLs from outside

    /// MailApp running in tmux in `sandbox`, once it receives URLs (its socket is there).
    static func running(_ sandbox: Sandbox, _ arguments: [String] = []) throws -> TmuxSession {
        let session = try TmuxSession(arguments: arguments, environment: sandbox.environment, executable: path)
        try session.waitForText("Welcome")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: sandbox.path("run/MailApp/links.socket")) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return session
    }

    @Test func aSecondLaunchHandsItsURLToTheRunningAppsOnOpenURL() throws {
        let sandbox = try Sandbox()
        let session = try Self.running(sandbox)
        let pid = try session.navigatorPID()
        // No terminal at all, as when xdg-open runs it.
        let sent = try Self.run(["mailapp://Archive"], in: sandbox)
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(sent.stdout.hasPrefix("Opened mailapp://Archive in the MailApp running as pid \(pid) on /dev/pts/"), "\(sent.stdout)")
        #expect(sent.stderr.isEmpty)
        let screen = try session.waitForText("Inbox › Archive")
        #expect(screen.contains { $0.contains("Opened mailapp://Archive (a link from outside)") })
        // The pushed screen's task ran there, as in any run.
        try session.waitForText("7 unread in Archive")
        // What it opened is saved as any change is: the next launch shows it.
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let next = try Self.run(["--headless", "--size", "60x8"], in: sandbox)
        #expect(Self.lines(next)[0] == " Loading › Archive", "\(next.stdout)")
    }

    @Test func newInstanceHeadlessAndBadURLsAreNeverHandedOver() throws {
        let sandbox = try Sandbox()
        let session = try Self.running(sandbox)
        // --new-instance starts its own (here: no terminal, so it says so).
        let own = try Self.run(["--new-instance", "mailapp://Archive"], in: sandbox)
        #expect(own.status == 1 && own.stderr.contains("needs a terminal"), "\(own.stderr)")
        // Headless runs by itself (with a state of its own: the running one holds its lock).
        let headless = try Self.run(["--headless", "--size", "60x8", "mailapp://Archive"], in: sandbox,
                                    extra: ["XDG_STATE_HOME": sandbox.path("other")])
        #expect(headless.status == 0 && Self.lines(headless)[0] == " Loading › Archive", "\(headless.stdout) \(headless.stderr)")
        // Not a URL: refused by the sender, never sent.
        let bad = try Self.run(["archive"], in: sandbox)
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: 'archive' is not a URL with a scheme"), "\(bad.stderr)")
        Thread.sleep(forTimeInterval: 0.2)
        let screen = try session.screen()
        #expect(screen.first == " Inbox", "the running one still shows its root: \(screen)")
        #expect(!screen.contains { $0.contains("from outside") })
        // What reaches the socket from a sender that didn't check is checked again, and refused.
        let refused = try LinkInbox.send("archive", to: sandbox.path("run/MailApp"))
        #expect(refused == .refused("“archive” is not a URL with a scheme (expected one like myapp://settings)"))
        let after = try session.waitForText("Refused a link from outside")
        #expect(after.first == " Inbox")
    }

    @Test func eachAppHasItsOwnInbox() throws {
        let sandbox = try Sandbox()
        // navigator runs: a MailApp URL is not handed to it, and the MailApp launch is one of its own.
        let navigator = try TmuxSession(arguments: [], environment: sandbox.environment)
        try navigator.waitForText("Home")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: sandbox.path("run/navigator/links.socket")) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let mail = try Self.run(["mailapp://Archive"], in: sandbox)
        #expect(mail.status == 1 && mail.stderr.contains("needs a terminal"), "\(mail.stdout) \(mail.stderr)")
        // A launch that can't run changes nothing: no state was read or written, no socket made.
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/MailApp")))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("run/MailApp")))
        // MailApp runs too: navigator's links go to navigator, MailApp's to MailApp.
        let app = try Self.running(sandbox)
        let toNavigator = try sandbox.run(["myapp://settings"], limit: 5)
        let navigatorPID = try navigator.navigatorPID(), appPID = try app.navigatorPID()
        #expect(toNavigator.status == 0 && toNavigator.stdout.contains("in the navigator running as pid \(navigatorPID)"),
                "\(toNavigator.stdout) \(toNavigator.stderr)")
        try navigator.waitForText("Home › Settings")
        let toApp = try Self.run(["mailapp://Welcome"], in: sandbox)
        #expect(toApp.status == 0 && toApp.stdout.contains("in the MailApp running as pid \(appPID)"), "\(toApp.stdout)")
        try app.waitForText("Inbox › Welcome")
    }

    @Test func aFolderThatIsNotSafeTurnsURLsFromOutsideOffAndIsSaid() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("run/MailApp"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        let session = try TmuxSession(width: 200, arguments: [], environment: sandbox.environment, executable: Self.path)
        try session.waitForText("Links from outside are off")
        #expect(try session.screen().joined().contains("has mode 755, open to others"))
        // The sender says why it doesn't hand the URL over, and goes on as a launch of its own.
        let sent = try Self.run(["mailapp://Archive"], in: sandbox)
        #expect(sent.stderr.hasPrefix("warning: not handing the link to a running MailApp: the folder '\(sandbox.path("run/MailApp"))' has mode 755"),
                "\(sent.stderr)")
        #expect(sent.status == 1 && sent.stderr.contains("needs a terminal"))
        let screen = try session.waitForText("Welcome")
        #expect(screen.first == " Inbox", "\(screen)")
    }
}
