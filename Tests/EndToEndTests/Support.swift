import Foundation
import Testing

/// The built `navigator` binary, next to the test bundle (or `NAVIGATOR_BINARY`).
enum Navigator {
    static let path: String = {
        if let override = ProcessInfo.processInfo.environment["NAVIGATOR_BINARY"] { return override }
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("navigator").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/navigator").path
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: Data
    }

    /// Runs the binary with pipes for stdin, stdout and stderr (so no terminal), and waits.
    static func run(_ arguments: [String], environment: [String: String]? = nil, stdin: String = "") throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        // Files, not pipes, for the output: no reader threads, and no pipe to fill up.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout"), errURL = directory.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }
}

/// A tmux server of its own running one command in a real terminal; killed when released.
final class TmuxSession {
    let socket: String
    let directory: URL

    /// Starts `navigator` with `arguments` in a `width`x`height` terminal, inside a shell that records,
    /// after it exits, its status and whether the terminal modes came back as they were.
    /// `launcher` goes before the binary (e.g. `["setsid"]`).
    init(width: Int = 80, height: Int = 24, arguments: [String], environment: [String: String] = [:], launcher: [String] = []) throws {
        socket = "navigator-test-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let quoted = (launcher + [Navigator.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let exports = environment.map { key, value in
            value.isEmpty ? "unset \(key);" : "export \(key)=\(Self.shellQuoted(value));"
        }.joined(separator: " ")
        // The wrapper stands in for an interactive shell, which survives the Ctrl-C it passes on: a
        // plain `sh` would die of the SIGINT with navigator. A trap that runs a command (unlike one
        // that ignores) is reset to the default in children, so navigator still gets SIGINT.
        let script = """
            trap 'true' INT
            cd \(Self.shellQuoted(directory.path))
            stty -g > before
            (\(exports) exec \(quoted)) 2> stderr.txt
            echo "EXIT=$?"
            stty -g > after
            if cmp -s before after; then echo STTY-SAME; else echo STTY-CHANGED; fi
            cat stderr.txt
            sleep 60
            """
        try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try tmux("-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
                 "sh " + Self.shellQuoted(directory.appendingPathComponent("run.sh").path))
    }

    deinit {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    /// The screen as text, one line per row.
    func screen() throws -> [String] {
        try tmux("capture-pane", "-p", "-t", "main").components(separatedBy: "\n")
    }

    /// The screen with its escapes (attributes).
    func styledScreen() throws -> String {
        try tmux("capture-pane", "-p", "-e", "-t", "main")
    }

    /// Waits until some line of the screen satisfies `predicate`; returns the screen.
    @discardableResult
    func waitFor(timeout: Double = 10, _ what: String = "", _ predicate: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record("timed out waiting for \(what); screen:\n\(last.joined(separator: "\n"))")
        return last
    }

    @discardableResult
    func waitForLine(_ text: String, timeout: Double = 10) throws -> [String] {
        try waitFor(timeout: timeout, "a line '\(text)'") { $0.contains(text) }
    }

    @discardableResult
    func waitForText(_ text: String, timeout: Double = 10) throws -> [String] {
        try waitFor(timeout: timeout, "'\(text)'") { $0.joined(separator: "\n").contains(text) }
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)")
    }

    /// A tmux format value for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux("display-message", "-p", "-t", "main", format).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the navigator process (the child of the pane's shell).
    func navigatorPID() throws -> Int32 {
        let shell = try display("#{pane_pid}")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let children = try Self.output("/usr/bin/pgrep", ["-P", shell])
            if let pid = children.split(separator: "\n").first.flatMap({ Int32($0) }) { return pid }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw TmuxError(message: "navigator did not start under shell \(shell)")
    }

    /// The status the wrapper printed after navigator exited.
    ///
    /// After a `kill -9` the terminal is not restored, so the line may begin wherever the cursor was.
    func exitStatus() throws -> Int? {
        let lines = try waitFor(timeout: 10, "EXIT=") { $0.contains { $0.contains("EXIT=") } }
        guard let line = lines.first(where: { $0.contains("EXIT=") }), let range = line.range(of: "EXIT=") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // tmux's server keeps every descriptor its first client had. Close all but 0-2 first: a server
        // holding the test run's output pipe would keep `swift test` waiting for as long as it lives.
        let closeAndRun = #"for fd in /proc/$$/fd/*; do n=${fd##*/}; if [ "$n" -gt 2 ]; then eval "exec $n>&-"; fi; done 2>/dev/null; exec tmux "$@""#
        return try Self.output("/bin/bash", ["-c", closeAndRun, "tmux", "-L", socket] + arguments)
    }

    /// Runs a command; its exit status.
    static func status(_ executable: String, _ arguments: [String]) throws -> Int32 {
        var status: Int32 = 0
        _ = try output(executable, arguments, status: &status)
        return status
    }

    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        var status: Int32 = 0
        return try output(executable, arguments, status: &status)
    }

    /// Runs a command and returns its stdout, through a file and posix_spawn: Foundation's `Process`
    /// waits for a descriptor that the tmux server `new-session` forks would hold open forever.
    static func output(_ executable: String, _ arguments: [String], status exitStatus: inout Int32) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-out-\(UUID().uuidString)").path
        defer { unlink(path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The test thread's blocked signals would be inherited (by the tmux server, and the navigator
        // in its pane): with SIGTERM blocked, `kill-server` does nothing. Start with none blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else { throw TmuxError(message: "cannot run \(executable): \(String(cString: strerror(status)))") }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        exitStatus = (waitStatus & 0x7F) == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
