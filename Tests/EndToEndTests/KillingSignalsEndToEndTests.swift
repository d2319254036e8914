import Foundation
import Testing

/// Issue 25, point 1: signals whose default action ends the process. A write that fails for a
/// signal's reason (a file size limit, a pipe whose reader has gone) is a failed write, said as any
/// other; every other such signal restores the terminal first, and still ends the process with its
/// status (TerminalEndToEndTests.signalsAndCrashesRestoreTheTerminal runs them in a terminal).
@Suite(.serialized, .timeLimit(.minutes(2))) struct KillingSignalsEndToEndTests {
    /// `ulimit -f 0`, then `navigator …`, as a shell runs it (the test process's SIGPIPE and SIGXFSZ
    /// actions are not passed on).
    static func underFileSizeLimit(_ arguments: [String], environment: [String: String]) throws -> Navigator.Result {
        let process = try SpawnedProcess("/bin/sh", ["-c", #"ulimit -f 0 && exec "$0" "$@""#, Navigator.path] + arguments,
                                         environment: environment)
        return process.finish()
    }

    /// A save past the file size limit was killed by SIGXFSZ (status 153): now it fails with EFBIG and
    /// is said as any failed save is, the run ends as usual, and the saved state is as it was.
    @Test func aSavePastTheFileSizeLimitIsAFailedSave() throws {
        let sandbox = try Sandbox()
        try sandbox.seed()
        let before = sandbox.snapshot()
        let result = try Self.underFileSizeLimit(["--headless", "--state-file", sandbox.stateFile, "--keys", "enter", "--print", "url"],
                                                 environment: sandbox.environment)
        #expect(result.signal == nil, "ended by signal \(result.signal ?? 0): \(result.stderr)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "myapp:///detail/7/detail/8/detail/9\n")
        #expect(result.stderr.contains("warning: cannot save the navigation state to '\(sandbox.stateFile)' "
            + "(appending to 'state.json.journal': File too large)"), "\(result.stderr)")
        // A deep link: a whole snapshot, which fails the same way and leaves the file as it was.
        let linked = try Self.underFileSizeLimit(["--headless", "--state-file", sandbox.stateFile, "myapp://detail/1", "--print", "url"],
                                                 environment: sandbox.environment)
        #expect(linked.signal == nil && linked.status == 0, "\(linked.signal ?? 0) \(linked.status): \(linked.stderr)")
        #expect(linked.stderr.contains("(writing 'state.json.tmp': File too large)"), "\(linked.stderr)")
        // Nothing lost: the state, its journal and the folder are byte for byte as they were.
        #expect(sandbox.snapshot().filter { !$0.key.hasSuffix(".lock") } == before.filter { !$0.key.hasSuffix(".lock") })
        #expect(try sandbox.savedURL() == "myapp:///detail/7/detail/8")
    }

    /// A --log-file FIFO whose reader goes away killed the run by SIGPIPE (status 141), with the state
    /// unsaved: now the write fails with EPIPE, the log stops, and the run ends with 73 saying so, after
    /// the state is saved and the frame printed.
    @Test func aLogFIFOWhoseReaderLeavesIsAFailedWrite() throws {
        let sandbox = try Sandbox()
        let fifo = sandbox.path("log.fifo"), keys = sandbox.path("keys"), state = sandbox.path("state.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        // About 170 KB of log, more than a pipe holds: a write comes after the reader has gone.
        try Array(repeating: "enter left", count: 2000).joined(separator: " ").write(toFile: keys, atomically: false, encoding: .utf8)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        let process = try SpawnedProcess(Navigator.path, ["--headless", "--state-file", state, "--log-file", fifo,
                                                          "--keys", "@" + keys, "--print", "url", "myapp://detail/1"],
                                         environment: sandbox.environment)
        // Once a line has arrived, navigator has the FIFO open: the reader goes, unread.
        var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        let polled = poll(&ready, 1, 30_000)
        close(reader)
        let result = process.finish()
        #expect(polled == 1, "nothing was logged within 30 s: \(result.stderr)")
        #expect(result.signal == nil, "ended by signal \(result.signal ?? 0)")
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot write --log-file '\(fifo)': Broken pipe"), "\(result.stderr)")
        #expect(result.stdout == "myapp:///detail/1\n")
        #expect(try sandbox.savedURL(state) == "myapp:///detail/1")
    }

    /// In a terminal, a save past the file size limit ended the app by SIGXFSZ with the terminal raw,
    /// mouse reports and the alternate screen on. Now the app says it can't save and keeps running;
    /// SIGXFSZ and SIGPIPE sent to it change nothing; it quits as usual, the terminal restored.
    @Test func aFailedWriteInATerminalIsANoticeNotAnEnd() throws {
        let sandbox = try Sandbox()
        try sandbox.seed()
        let session = try TmuxSession(width: 200, arguments: [], environment: sandbox.environment,
                                      launcher: ["sh", "-c", #"ulimit -f 0 && exec "$0" "$@""#])
        try session.waitForLine(" Home › Detail 7 › Detail 8")
        try session.send("Enter")
        try session.waitForText("File too large")
        let pid = try session.navigatorPID()
        for signal in ["XFSZ", "PIPE"] { _ = try TmuxSession.output("/bin/kill", ["-\(signal)", "\(pid)"]) }
        try session.send("Left")
        try session.waitForLine(" Home › Detail 7 › Detail 8")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        try session.waitForLine("STTY-SAME")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{mouse_any_flag} #{mouse_sgr_flag}") == "0 0")
        #expect(try sandbox.savedURL() == "myapp:///detail/7/detail/8")
    }
}
