import Foundation
import Testing

/// The harness itself: a run of the binary never sees the user's HOME, and a tmux session leaves no
/// server, socket or folder behind, whether it is released or the test process dies first.
@Suite(.timeLimit(.minutes(2))) struct TestIsolationTests {
    @Test(arguments: [nil, ["PATH": "/usr/bin:/bin"]] as [[String: String]?])
    func aRunGetsAHomeOfItsOwnByDefault(environment: [String: String]?) throws {
        let real = ProcessInfo.processInfo.environment["HOME"] ?? "/nonexistent"
        // A stand-in for the binary that prints what it was given (a shell, not a script file: a file
        // just written can't be run while another test's fork still holds it open, ETXTBSY).
        let script = #"echo "HOME=$HOME"; echo "XDG_STATE_HOME=$XDG_STATE_HOME"; echo "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR""#
        let seen = try Navigator.run(["-c", script], environment: environment, executable: "/bin/sh").stdout.split(separator: "\n")
        #expect(seen.count == 3 && !seen.contains("HOME=\(real)"), "\(seen)")
        #expect(seen.allSatisfy { $0.contains("/navigator-sandbox-") }, "\(seen)")
    }

    @Test func aReleasedSessionLeavesNothingBehind() throws {
        var session: TmuxSession? = try TmuxSession(arguments: ["myapp://settings"])
        let socket = session!.socket, directory = session!.directory.path
        try session!.waitForText("Settings")
        let pid = try session!.navigatorPID()
        session = nil
        #expect(!FileManager.default.fileExists(atPath: socket))
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(Self.waitUntil { kill(pid, 0) != 0 }, "navigator \(pid) outlived its session")
    }

    @Test func aSessionWhoseTestProcessDiesEndsByItself() throws {
        // A stand-in for the test process: the session watches it, and it dies without any cleanup.
        let owner = Process()
        owner.executableURL = URL(fileURLWithPath: "/bin/sleep")
        owner.arguments = ["600"]
        try owner.run()
        let session = try TmuxSession(arguments: ["myapp://settings"], owner: owner.processIdentifier)
        try session.waitForText("Settings")
        let pid = try session.navigatorPID()
        kill(owner.processIdentifier, SIGKILL)
        owner.waitUntilExit()
        #expect(Self.waitUntil { !FileManager.default.fileExists(atPath: session.directory.path) }, "the session's folder is left")
        #expect(!FileManager.default.fileExists(atPath: session.socket))
        #expect(Self.waitUntil { kill(pid, 0) != 0 }, "navigator \(pid) outlived the test process")
    }

    /// Polls `condition` for at most 10 s.
    static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}
