import Foundation
import Testing

extension Sandbox {
    /// A saved state at the default location: a snapshot and a journal line, as after a session.
    func seed() throws {
        let seeded = try run(["--headless", "--state-file", stateFile, "--keys", "enter", "myapp://detail/7"])
        #expect(seeded.status == 0, "\(seeded.stderr)")
        #expect(try savedURL() == "myapp:///detail/7/detail/8")
    }

    /// The saved tree as a deep link.
    func savedURL(_ state: String? = nil) throws -> String {
        try run(["--headless", "--state-file", state ?? stateFile, "--print", "url"]).stdout.trimmingCharacters(in: .newlines)
    }
}

/// Issue 10, point 1: a launch that ends in an error changes nothing: no file written, created, moved.
@Suite(.timeLimit(.minutes(2))) struct FailedLaunchEndToEndTests {
    @Test(arguments: [
        ("a bad argument", ["--bogus", "myapp://settings"], Int32(64), "--bogus"),
        ("a bad argument, headless", ["--headless", "--size", "0x", "--keys", "enter"], 64, "0x"),
        ("a bad link", ["myapp://profil/ana"], 64, "unknown deep link host"),
        ("no terminal", ["myapp://settings"], 1, "needs a terminal"),
        ("no terminal and --fresh", ["--fresh"], 1, "needs a terminal"),
        ("an unreadable keys file", ["--headless", "--keys", "@/nonexistent/keys"], 66, "cannot read --keys file"),
        ("a keys file over the limit", ["--headless", "--keys", "@/dev/zero"], 66, "over the limit of 16 MiB"),
        ("bad keys", ["--headless", "--keys", "enter nonsense-key"], 64, "nonsense-key"),
        ("a log file that can't be written", ["--log-file", "/dev/full", "myapp://settings"], 1, "needs a terminal"),
        ("a log file that can't be written, headless", ["--headless", "--log-file", "/dev/full", "--keys", "enter"], 73, "No space left on device"),
        ("a log file in a folder that is a file", ["--headless", "--log-file", "@home/file/log", "--keys", "enter"], 73, "Not a directory"),
        ("a state folder under a file", ["--headless", "--state-file", "@home/file/state.json", "--keys", "enter"], 73, "Not a directory"),
    ])
    func aLaunchThatFailsChangesNothing(name: String, arguments: [String], status: Int32, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.seed()
        try "not a folder".write(toFile: sandbox.path("home/file"), atomically: false, encoding: .utf8)
        let before = sandbox.snapshot()
        // Headless runs name the saved state explicitly; others use the default location.
        var given = arguments.map { $0.hasPrefix("@home/") ? sandbox.path(String($0.dropFirst())) : $0 }
        if given.contains("--headless") && !given.contains("--state-file") { given += ["--state-file", sandbox.stateFile] }
        let result = try sandbox.run(given)
        #expect(result.status == status, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(name)")
        #expect(sandbox.snapshot() == before, "\(name): the files changed")
        #expect(try sandbox.savedURL() == "myapp:///detail/7/detail/8", "\(name)")
    }

    /// A first launch that fails creates nothing: no state folder, no log file.
    @Test func aFirstLaunchThatFailsCreatesNothing() throws {
        let sandbox = try Sandbox()
        let before = sandbox.snapshot()
        let result = try sandbox.run(["--log-file", sandbox.path("home/log.txt"), "myapp://settings"])
        #expect(result.status == 1)
        let headless = try sandbox.run(["--headless", "--log-file", sandbox.path("home/log.txt"), "--keys", "@/nonexistent"])
        #expect(headless.status == 66)
        #expect(sandbox.snapshot() == before)
    }

    /// In a real terminal whose TERM is unknown: status 1, and the saved state is untouched.
    @Test func anUnknownTerminalChangesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.seed()
        let before = sandbox.snapshot()
        var environment = sandbox.environment
        environment["TERM"] = "no-such-terminal"
        let session = try TmuxSession(arguments: ["myapp://settings", "--log-file", sandbox.path("home/log.txt")], environment: environment)
        #expect(try session.exitStatus() == 1)
        try session.waitForText("unknown terminal type 'no-such-terminal'")
        #expect(sandbox.snapshot() == before)
        #expect(try sandbox.savedURL() == "myapp:///detail/7/detail/8")
    }
}

/// Issue 10, point 2: one writer per saved state, with real processes.
@Suite(.serialized, .timeLimit(.minutes(2))) struct OneWriterEndToEndTests {
    /// A second headless writer fails with status 75 and changes nothing; a second interactive one
    /// runs, says who holds the state, and saves nothing; the first one's changes are all kept.
    @Test func aSecondInstanceNeverWritesTheSavedState() throws {
        let sandbox = try Sandbox()
        try sandbox.seed()
        let first = try TmuxSession(arguments: [], environment: sandbox.environment)
        try first.waitForLine(" Home › Detail 7 › Detail 8")
        let pid = try first.navigatorPID()

        // Headless: refused, and nothing changes (no log file either).
        let before = sandbox.snapshot()
        let refused = try sandbox.run(["--headless", "--state-file", sandbox.stateFile, "--keys", "enter",
                                       "--log-file", sandbox.path("xdg/navigator/log.txt")])
        #expect(refused.status == 75)
        #expect(refused.stderr.contains("another navigator (pid \(pid)) is saving the state"), "\(refused.stderr)")
        #expect(sandbox.snapshot() == before)

        // Interactive: it runs, says so, and what it does is not saved.
        let second = try TmuxSession(width: 120, height: 24, arguments: [], environment: sandbox.environment)
        try second.waitForText("Another navigator (pid \(pid)) holds the saved state")
        try second.send("Left")
        try second.waitForLine(" Home › Detail 7")
        try second.send("q")
        #expect(try second.exitStatus() == 0)
        // (Its log, app.log, which both append to, is no saved state.)
        #expect(sandbox.snapshot().filter { !$0.key.hasSuffix("/app.log") } == before.filter { !$0.key.hasSuffix("/app.log") })

        // The first keeps saving.
        try first.send("Enter")
        try first.waitForLine(" Home › Detail 7 › Detail 8 › Detail 9")
        try first.send("q")
        #expect(try first.exitStatus() == 0)
        #expect(try sandbox.savedURL() == "myapp:///detail/7/detail/8/detail/9")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("xdg/navigator"))
        #expect(!names.contains { $0.contains(".bad-") }, "nothing set aside: \(names)")
    }

    /// The kernel releases the lock of a process killed with SIGKILL: the next launch saves.
    @Test func aKillNineLeavesNoStaleLock() throws {
        let sandbox = try Sandbox()
        try sandbox.seed()
        let first = try TmuxSession(arguments: [], environment: sandbox.environment)
        try first.waitForLine(" Home › Detail 7 › Detail 8")
        _ = try TmuxSession.output("/bin/kill", ["-KILL", "\(try first.navigatorPID())"])
        #expect(try first.exitStatus() == 137)
        let next = try sandbox.run(["--headless", "--state-file", sandbox.stateFile, "--keys", "left", "--print", "url"])
        #expect(next.status == 0 && next.stdout == "myapp:///detail/7\n", "\(next.stderr)")
        #expect(try sandbox.savedURL() == "myapp:///detail/7")
    }
}

/// Issue 10, point 3: files and terminals that misbehave.
@Suite(.timeLimit(.minutes(2))) struct MisbehavingFilesEndToEndTests {
    /// The largest generation a file can hold: the app starts, saves, and starts again.
    @Test func theLargestGenerationNeverTraps() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        try #"{"version":1,"generation":9223372036854775807,"path":["NavigatorDemo.Route","{\"detail\":{\"id\":1}}"]}"#
            .write(toFile: state, atomically: false, encoding: .utf8)
        for expected in ["myapp:///detail/1/detail/2", "myapp:///detail/1/detail/2/detail/3"] {
            let result = try sandbox.run(["--headless", "--state-file", state, "--keys", "enter", "--print", "url"])
            #expect(result.status == 0 && result.stdout == expected + "\n", "\(result.status): \(result.stderr)")
        }
        // A snapshot (a deep link replaces the tree), then changes on top of it.
        let linked = try sandbox.run(["--headless", "--state-file", state, "myapp://detail/5", "--keys", "enter", "--print", "url"])
        #expect(linked.status == 0 && linked.stdout == "myapp:///detail/5/detail/6\n", "\(linked.stderr)")
        let again = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(again.status == 0 && again.stdout == "myapp:///detail/5/detail/6\n" && again.stderr.isEmpty, "\(again.stderr)")
    }

    /// Issue 25, point 4: a file of more presentations than a tree shows (100,000 sheets, 7.5 MB) is
    /// refused after a scan, none of them read: the app starts at the root with a notice, the file is
    /// kept byte for byte, and the next launch finds a fresh state. (A link of as many is refused by
    /// the grammar: `DeepLinkTests.aLinkOfMorePresentationsThanATreeShowsIsRefused`; none fits in argv.)
    @Test func tooManyPresentationsAreRefusedAndKept() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        let sheet = #"{"style":"sheet","root":["NavigatorDemo.Route","{\"settings\":{}}"],"path":[]}"#
        let text = #"{"version":1,"generation":1,"path":["NavigatorDemo.Route","{\"detail\":{\"id\":1}}"],"presentations":["#
            + Array(repeating: sheet, count: 100_000).joined(separator: ",") + "]}\n"
        try text.write(toFile: state, atomically: false, encoding: .utf8)
        let result = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(result.status == 0 && result.stdout == "myapp:///\n", "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains("holds 100000 presentations, one over another (expected at most 2000); started at the root, the file is kept as state.json.bad-"),
                "\(result.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("")).filter { $0.hasPrefix("state.json.bad-") }
        #expect(kept.count == 1)
        #expect(try kept.first.map { try String(contentsOfFile: sandbox.path($0), encoding: .utf8) } == text)
        let again = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(again.status == 0 && again.stdout == "myapp:///\n" && again.stderr.isEmpty, "\(again.stderr)")
    }

    /// A link at `state.json.tmp` or `state.json.journal` is never written through.
    @Test(arguments: ["state.json.tmp", "state.json.journal"])
    func aLinkBesideTheStateIsNeverFollowed(name: String) throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        _ = try sandbox.run(["--headless", "--state-file", state, "myapp://detail/1"])
        let victim = sandbox.path("victim.txt")
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: sandbox.path(name))
        try FileManager.default.createSymbolicLink(atPath: sandbox.path(name), withDestinationPath: victim)
        // Changes (journal lines), then a deep link (a snapshot through the temporary file).
        _ = try sandbox.run(["--headless", "--state-file", state, "--keys", "enter enter"])
        _ = try sandbox.run(["--headless", "--state-file", state, "myapp://detail/9", "--keys", "enter"])
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        if name.hasSuffix(".tmp") {
            // The link's name went, the state was saved.
            #expect(try sandbox.savedURL(state) == "myapp:///detail/9/detail/10")
        } else {
            // A link where the journal goes: the app says so, and the link is left as it is.
            let result = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
            #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
            var status = stat()
            #expect(lstat(sandbox.path(name), &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
        }
    }

    /// A hard link where the lock file goes (issue 25): `ln notes.txt s.json.lock` made the lock truncate
    /// notes.txt and write a pid into it. The lock refuses a file with other names, as the journal and
    /// the snapshot do: headless, status 73 naming it; in a terminal, a notice and nothing saved.
    @Test func aHardLinkAtTheLockFileIsNeverWritten() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("s.json"), notes = sandbox.path("notes.txt")
        try "precious\n".write(toFile: notes, atomically: false, encoding: .utf8)
        #expect(link(notes, state + ".lock") == 0)
        let before = sandbox.snapshot()
        let result = try sandbox.run(["--headless", "--state-file", state, "--keys", "enter", "--print", "url"])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot save to --state-file '\(state)': 's.json.lock' has 2 names (hard links), "
            + "so it is not written to (expected 's.json.lock' to be a navigator's lock file with no other name"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(sandbox.snapshot() == before, "a file changed")

        let session = try TmuxSession(width: 200, arguments: ["--state-file", state, "myapp://detail/1"])
        try session.waitForText("is not saved: 's.json.lock' has 2 names (hard links)")
        try session.send("Enter")
        try session.waitForLine(" Home › Detail 1 › Detail 2")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "precious\n")
        #expect(!FileManager.default.fileExists(atPath: state) && !FileManager.default.fileExists(atPath: state + ".journal"))
    }

    /// `--print url` for a tree that has no link (issue 25): it printed an empty line and exited 0. A
    /// value read from a file that its type can't read is in no link: the error names it, status 65,
    /// nothing on stdout, and the files are as they were (saved first, the value kept as it was read).
    @Test func printingTheURLOfATreeWithNoLinkSaysWhy() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        try #"{"version":1,"generation":2,"path":["NavigatorDemo.Route","{\"rows\":{\"count\":-1}}","NavigatorDemo.Route","{\"detail\":{\"id\":1}}"],"presentations":[]}"#
            .write(toFile: state, atomically: false, encoding: .utf8)
        let before = sandbox.snapshot().filter { !$0.key.hasSuffix(".lock") }
        let result = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stdoutBytes.isEmpty, "\(result.stdout.debugDescription)")
        #expect(result.stderr.contains(#"error: --print url has no link to print: level 2 of the stack holds a value this navigator can't read "#
            + #"(cannot read NavigatorDemo.Route from '{"rows":{"count":-1}}'"#), "\(result.stderr)")
        #expect(result.stderr.contains("(expected a tree whose every value a link names, in a link of at most 64 KiB; --print state prints any tree)"), "\(result.stderr)")
        #expect(sandbox.snapshot().filter { !$0.key.hasSuffix(".lock") } == before)
        // Back below it, the tree has a link again, and that is what is saved.
        let popped = try sandbox.run(["--headless", "--state-file", state, "--keys", "left", "--print", "url"])
        #expect(popped.status == 0 && popped.stdout == "myapp:///detail/1\n", "\(popped.stderr)")
        #expect(try sandbox.savedURL(state) == "myapp:///detail/1")

        // The split view's detail likewise.
        let split = sandbox.path("split.json")
        try #"{"version":1,"generation":0,"path":["NavigatorDemo.Route","{\"rows\":{\"count\":-1}}"],"presentations":[{"style":"sheet","root":["TerminalUI.SplitSection","{\"version\":1}"],"path":["TerminalUI.SplitRecord","{\"columns\":\"automatic\",\"contentSelection\":[\"NavigatorDemo.Route\",\"{\\\"detail\\\":{\\\"id\\\":1}}\"],\"focus\":\"detail\",\"selection\":[\"NavigatorDemo.DemoSplit.Category\",\"\\\"Routes\\\"\"]}"]}]}"#
            .write(toFile: split, atomically: false, encoding: .utf8)
        let splitResult = try sandbox.run(["--headless", "--split", "--state-file", split, "--print", "url"])
        #expect(splitResult.status == 65 && splitResult.stdout.isEmpty, "\(splitResult.stderr)")
        #expect(splitResult.stderr.contains("error: --print url has no link to print: in the detail, level 1 of the stack holds a value "
            + "this navigator can't read (cannot read NavigatorDemo.Route from"), "\(splitResult.stderr)")
    }

    /// A save that fails in headless mode is said on stderr, whatever is printed.
    @Test func aFailedSaveIsReportedOnStderr() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        _ = try sandbox.run(["--headless", "--state-file", state, "myapp://detail/1"])
        // A directory where the temporary file goes: no snapshot can be written.
        try FileManager.default.createDirectory(atPath: state + ".tmp/x", withIntermediateDirectories: true)
        let result = try sandbox.run(["--headless", "--state-file", state, "myapp://detail/2", "--print", "url"])
        #expect(result.status == 0 && result.stdout == "myapp:///detail/2\n")
        #expect(result.stderr.contains("warning: cannot save the navigation state"), "\(result.stderr)")
    }

    /// Odd paths for each file option: the documented status and a clear message, never a hang.
    @Test(arguments: [
        ("--state-file", "", Int32(64), "names no file"),
        ("--state-file", "@dir/", 64, "names no file"),
        ("--state-file", "@file/state.json", 73, "Not a directory"),
        ("--state-file", "@fifo", 0, "is a FIFO, not a file"),
        ("--state-file", "/dev/full", 0, "is a character device, not a file"),
        ("--log-file", "", 73, "cannot write --log-file ''"),
        ("--log-file", "@dir/", 73, "Is a directory"),
        ("--log-file", "@file/log", 73, "Not a directory"),
        ("--log-file", "@fifo", 73, "a FIFO that no process is reading"),
        ("--log-file", "/dev/full", 73, "No space left on device"),
        ("--keys", "@", 66, "cannot read --keys file ''"),
        ("--keys", "@@dir/", 66, "Is a directory"),
        ("--keys", "@@file/keys", 66, "Not a directory"),
        ("--keys", "@/dev/zero", 66, "over the limit of 16 MiB"),
    ])
    func anOddPathGetsItsStatusAndAMessage(option: String, value: String, status: Int32, message: String) throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path("dir"), withIntermediateDirectories: true)
        try "x".write(toFile: sandbox.path("file"), atomically: false, encoding: .utf8)
        mkfifo(sandbox.path("fifo"), 0o600)
        var given = value
        if given.hasPrefix("@@") { given = "@" + sandbox.path(String(given.dropFirst(2))) }
        else if given.hasPrefix("@"), given.count > 1, option != "--keys" { given = sandbox.path(String(given.dropFirst())) }
        let arguments = option == "--keys" ? ["--headless", "--keys", given, "--print", "url"]
            : ["--headless", option, given, "--keys", "enter", "--print", "url"]
        let result = try sandbox.run(arguments)
        #expect(result.status == status, "\(option) '\(value)': \(result.stderr)")
        #expect(result.stderr.contains(message), "\(option) '\(value)': \(result.stderr)")
    }
}

/// Issue 10, point 3: a terminal that hangs up with no SIGHUP reaching the app.
@Suite(.serialized, .timeLimit(.minutes(2))) struct HangUpEndToEndTests {
    /// `setsid` leaves navigator with no controlling terminal, so closing the pane sends it no SIGHUP:
    /// poll reports POLLHUP and every read fails. It saves, ends, and doesn't spin.
    @Test func aTerminalThatHangsUpEndsTheSession() throws {
        let sandbox = try Sandbox()
        var session: TmuxSession? = try TmuxSession(arguments: ["myapp://detail/1"], environment: sandbox.environment, launcher: ["setsid"])
        try session!.waitForLine(" Home › Detail 1")
        try session!.send("Enter")
        try session!.waitForLine(" Home › Detail 1 › Detail 2")
        let pid = try session!.navigatorPID()
        session = nil  // kills the tmux server: the pane's terminal closes
        let deadline = Date().addingTimeInterval(15)
        func alive() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            // "pid (comm) S ...": a zombie has ended.
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z" && stat.contains("(navigator)")
        }
        while alive() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let ended = !alive()
        #expect(ended, "navigator \(pid) still runs after its terminal hung up")
        if !ended { kill(pid, SIGKILL) }
        #expect(try sandbox.savedURL() == "myapp:///detail/1/detail/2")
    }
}
