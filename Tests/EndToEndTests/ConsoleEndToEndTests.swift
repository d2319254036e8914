import Foundation
import Testing

/// An App's console (issue 26): while MailApp (Tests/MailAppFixture) runs full screen in tmux, what it
/// prints, writes to stderr and logs with swift-log's `Logger` (its folders named Console… do all three
/// when they appear) goes to its log, `app.log` in its state folder, never onto the screen;
/// `MailAppFixture --console` in a second tmux session follows that log live. Every run has the
/// sandbox's HOME, XDG_STATE_HOME and XDG_RUNTIME_DIR; every tmux server ends with its session.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ConsoleEndToEndTests {
    static let path = AppEndToEndTests.path

    /// A `Logger` line of the fixture's: the time to the millisecond with its offset, the level, the
    /// label, the message and the metadata.
    static func isLoggerLine(_ line: some StringProtocol) -> Bool {
        String(line).wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d{4} info mail\.app: opened folder folder=Console1/) != nil
    }

    /// MailApp in tmux with `arguments` (a `mailapp://FOLDER` URL), once it shows the folder's count and
    /// receives URLs.
    static func running(_ sandbox: Sandbox, _ arguments: [String], width: Int = 80) throws -> TmuxSession {
        let session = try TmuxSession(width: width, arguments: arguments, environment: sandbox.environment, executable: path)
        try session.waitForText("unread in")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: sandbox.path("run/MailApp/links.socket")) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return session
    }

    /// `MailAppFixture --console` (and `arguments`) in a tmux session of its own, wide enough for its
    /// lines, its stderr (where it says what it follows) on the terminal as a shell leaves it.
    static func console(_ sandbox: Sandbox, _ arguments: [String] = []) throws -> TmuxSession {
        try TmuxSession(width: 240, height: 30, arguments: ["--console"] + arguments, environment: sandbox.environment,
                        launcher: ["sh", "-c", "exec \"$@\" 2>&1", "sh"], executable: path)
    }

    /// The file's text once it holds `text` (waiting at most `timeout` seconds; a failure if it never does).
    @discardableResult
    static func waitForFile(_ file: String, toContain text: String, timeout: Double = 10) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var contents = ""
        while Date() < deadline {
            contents = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            if contents.contains(text) { return contents }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record("'\(file)' never held '\(text)'; it holds:\n\(contents)")
        return contents
    }

    static func mode(_ file: String) -> mode_t {
        var status = stat()
        return lstat(file, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    /// Nothing the app wrote shows on `screen`.
    static func isClean(_ screen: [String]) -> Bool {
        !screen.contains { $0.contains("print:") || $0.contains("stderr:") || $0.contains("opened folder") }
    }

    @Test func theScreenStaysCleanTheLogHoldsEverythingAndTheConsoleShowsItLive() throws {
        let sandbox = try Sandbox()
        let app = try Self.running(sandbox, ["mailapp://Console1"])
        let log = sandbox.path("xdg/MailApp/app.log")
        let written = Self.waitForFile(log, toContain: "opened folder folder=Console1")
        #expect(written.contains("print: opened Console1\n") && written.contains("stderr: opened Console1\n"), "\(written)")
        #expect(written.split(separator: "\n").contains { Self.isLoggerLine($0) }, "\(written)")
        #expect(Self.mode(log) == 0o600)
        let screen = try app.screen()
        #expect(Self.isClean(screen), "\(screen)")

        // A second terminal follows it: what the log holds first, then what the app writes next.
        let pid = try app.navigatorPID()
        let console = try Self.console(sandbox)
        try console.waitForText("MailApp is running (pid \(pid)): following its log, \(log) (Ctrl-C to stop)")
        try console.waitForText("print: opened Console1")
        let sent = try AppEndToEndTests.run(["mailapp://Console2"], in: sandbox)
        #expect(sent.status == 0, "\(sent.stderr)")
        let followed = try console.waitForText("info mail.app: opened folder folder=Console2")
        #expect(followed.contains("print: opened Console2") && followed.contains("stderr: opened Console2"), "\(followed)")
        #expect(followed.contains { $0.contains("info mail.app: opened folder folder=Console1") })
        #expect(Self.isClean(try app.waitForText("unread in Console2")))

        // After the app quits, what it wrote is still in the log, and none of it reached the terminal
        // (the pane shows what stderr got after the end, which is nothing of the app's).
        try app.send("q")
        #expect(try app.exitStatus() == 0)
        let ended = try app.screen()
        #expect(Self.isClean(ended), "\(ended)")
        let kept = try String(contentsOfFile: log, encoding: .utf8)
        for line in ["print: opened Console1", "stderr: opened Console1", "print: opened Console2", "opened folder folder=Console2"] {
            #expect(kept.contains(line), "\(kept)")
        }
        try console.send("C-c")
        #expect(try console.exitStatus() == 0)
    }

    @Test func theConsoleSaysWhenNoneRunsShowsTheLogAndFollowsItAcrossRotationsAndRuns() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.path("xdg/MailApp"), log = folder + "/app.log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "an earlier run\nits last line\n".write(toFile: log, atomically: false, encoding: .utf8)
        let console = try Self.console(sandbox)
        try console.waitForText("No MailApp is running: showing what its log, \(log), holds, and following it for the next run (Ctrl-C to stop)")
        try console.waitForText("its last line")
        // Lines added while it follows, and a line of escapes, made inert (colours kept).
        let handle = try #require(FileHandle(forWritingAtPath: log))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("added later\n\u{1B}]0;title\u{07}\u{1B}[1mbold\u{1B}[0m\n".utf8))
        try handle.close()
        let shown = try console.waitForText("added later")
        try console.waitForText("bold")
        let inert = try console.screen()
        #expect(inert.contains { $0.contains("␛]0;title␇bold") }, "\(shown)")
        // Rotated (as the app rotates it past 1 MiB): the new file is followed from its start.
        try FileManager.default.moveItem(atPath: log, toPath: log + ".1")
        try "after the rotation\n".write(toFile: log, atomically: false, encoding: .utf8)
        try console.waitForText("after the rotation")
        // The next run's lines.
        let app = try Self.running(sandbox, ["mailapp://Console1"])
        try console.waitForText("info mail.app: opened folder folder=Console1")
        try app.send("q")
        #expect(try app.exitStatus() == 0)
        try console.send("C-c")
        #expect(try console.exitStatus() == 0)
    }

    @Test func theConsoleWithNoLogAtAllSaysSoAndWaitsForOne() throws {
        let sandbox = try Sandbox()
        let console = try Self.console(sandbox)
        try console.waitForText("No MailApp is running")
        // The first run makes the folder and the log: followed too.
        let app = try Self.running(sandbox, ["mailapp://Console1"])
        try console.waitForText("info mail.app: opened folder folder=Console1")
        try app.send("q")
        #expect(try app.exitStatus() == 0)
        try console.send("C-c")
        #expect(try console.exitStatus() == 0)
    }

    @Test func logFilePutsTheOutputElsewhereAndTheConsoleFollowsItThere() throws {
        let sandbox = try Sandbox()
        let elsewhere = sandbox.path("elsewhere.log")
        let app = try Self.running(sandbox, ["--log-file", elsewhere, "mailapp://Console1"])
        let written = Self.waitForFile(elsewhere, toContain: "opened folder folder=Console1")
        #expect(written.contains("print: opened Console1\n") && written.contains("stderr: opened Console1\n"), "\(written)")
        #expect(Self.mode(elsewhere) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/MailApp/app.log")))
        let console = try Self.console(sandbox, ["--log-file", elsewhere])
        try console.waitForText("following its log, \(elsewhere)")
        try console.waitForText("print: opened Console1")
        try app.send("q")
        #expect(try app.exitStatus() == 0)
        try console.send("C-c")
        #expect(try console.exitStatus() == 0)
    }

    @Test func headlessPrintIsPlainOutputAndTheLoggerWritesToStderrOrTheLogFile() throws {
        let sandbox = try Sandbox()
        let plain = try AppEndToEndTests.run(["--headless", "--size", "60x6", "mailapp://Console1"], in: sandbox)
        #expect(plain.status == 0)
        // `print` is the program's output, before the frame; stderr has the stderr line and the Logger's.
        #expect(plain.stdout.hasPrefix("print: opened Console1\n Loading › Console1\n"), "\(plain.stdout)")
        let errors = plain.stderr.split(separator: "\n")
        #expect(errors.count == 2 && errors[0] == "stderr: opened Console1" && Self.isLoggerLine(errors[1]), "\(plain.stderr)")
        // Headless makes no log of its own.
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("xdg/MailApp/app.log")))

        let file = sandbox.path("headless.log")
        let logged = try AppEndToEndTests.run(["--headless", "--size", "60x6", "--log-file", file, "mailapp://Console1"], in: sandbox,
                                              extra: ["XDG_STATE_HOME": sandbox.path("other")])
        #expect(logged.status == 0 && logged.stderr == "stderr: opened Console1\n", "\(logged.stderr)")
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1 && Self.isLoggerLine(lines[0]), "\(lines)")
        #expect(Self.mode(file) == 0o600)
        // A log file that can't be written ends a headless launch with 73 (a script asked for that log,
        // and would lose it unseen), saying why, before the app runs.
        let missing = try AppEndToEndTests.run(["--headless", "--log-file", sandbox.path("no/such/folder.log"), "mailapp://Console1"], in: sandbox,
                                               extra: ["XDG_STATE_HOME": sandbox.path("third")])
        #expect(missing.status == 73 && missing.stdout.isEmpty, "\(missing.stdout)")
        #expect(missing.stderr == "error: cannot write --log-file '\(sandbox.path("no/such/folder.log"))': No such file or directory "
            + "(expected a path to a file that can be created or appended to)\n", "\(missing.stderr)")
    }

    @Test func aLogPastOneMebibyteIsRotatedAndTheConsoleFollowsAcross() throws {
        let sandbox = try Sandbox()
        let log = sandbox.path("xdg/MailApp/app.log")
        let console = try Self.console(sandbox)
        try console.waitForText("No MailApp is running")
        // The Flood folder prints 3,000 lines of 500 characters (1.5 MB), then logs "flooded".
        let app = try Self.running(sandbox, ["mailapp://Flood"])
        let rotated = Self.waitForFile(log + ".1", toContain: "info mail.app: flooded")
        #expect(rotated.contains("flood 1 ") && rotated.contains("flood 3000 "))
        #expect(Self.mode(log + ".1") == 0o600 && Self.mode(log) == 0o600)
        // Past the limit, app.log started again: what comes next is in it.
        _ = try AppEndToEndTests.run(["mailapp://Console1"], in: sandbox)
        let fresh = Self.waitForFile(log, toContain: "opened folder folder=Console1")
        #expect(!fresh.contains("flood"), "\(fresh.prefix(200))")
        // The console showed the whole flood, then the new file's lines.
        let screen = try console.waitForText("opened folder folder=Console1", timeout: 20)
        #expect(screen.contains { $0.contains("info mail.app: flooded") }, "\(screen)")
        let clean = try app.screen()
        #expect(Self.isClean(clean))
        try app.send("q")
        #expect(try app.exitStatus() == 0)
        try console.send("C-c")
        #expect(try console.exitStatus() == 0)
    }

    @Test func aLogThatCantBeOpenedIsANoticeAndTheOutputIsShownWhenTheAppEnds() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.path("xdg/MailApp")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A link is never followed: the file it points to stays as it was.
        try "mine\n".write(toFile: sandbox.path("target.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/app.log", withDestinationPath: sandbox.path("target.txt"))
        let app = try Self.running(sandbox, ["mailapp://Console1"], width: 240)
        let screen = try app.waitForText("The log is off")
        #expect(screen.joined().contains("'\(folder)/app.log': it is a symbolic link, which is never followed"), "\(screen)")
        #expect(Self.isClean(screen), "\(screen)")
        try app.send("q")
        #expect(try app.exitStatus() == 0)
        // Held meanwhile, shown once the terminal is given back (the pane shows stderr after the end).
        let after = try app.waitForText("print: opened Console1")
        #expect(after.contains("stderr: opened Console1"), "\(after)")
        #expect(try String(contentsOfFile: sandbox.path("target.txt"), encoding: .utf8) == "mine\n")
    }

    @Test func aSignalThatEndsTheAppSaysWhereItsOutputIs() throws {
        let sandbox = try Sandbox()
        let app = try Self.running(sandbox, ["mailapp://Console1"], width: 240)
        let pid = try app.navigatorPID()
        kill(pid, SIGUSR1)
        let after = try app.waitForText("MailApp ended; what it wrote while it ran is in \(sandbox.path("xdg/MailApp/app.log"))")
        #expect(Self.isClean(after), "\(after)")
        #expect(try app.exitStatus() == 128 + Int(SIGUSR1))
    }
}
