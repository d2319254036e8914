import Foundation
import Testing

/// The built `navigator` binary (see `builtExecutable(_:)`).
enum Navigator {
    static let path: String = builtExecutable("navigator")

    /// The executable `name`: in the folder `END_TO_END_BIN` names when it is set (`make test` sets it
    /// to the release build's, so these tests run the binary `make run` runs), else the one this build
    /// made, next to the test bundle.
    static func builtExecutable(_ name: String) -> String {
        if let folder = ProcessInfo.processInfo.environment["END_TO_END_BIN"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent(name).path
        }
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/\(name)").path
    }

    struct Result {
        /// The exit status; for a process a signal ended, the signal's number (`signal` says which).
        var status: Int32
        /// The signal that ended the process (a trap is SIGILL or SIGTRAP), `nil` when it exited.
        var signal: Int32?
        var stdout: String
        var stderr: String
        var stdoutBytes: Data
    }

    /// Runs the binary with pipes for stdin and files for stdout and stderr (so no terminal), and waits
    /// at most `limit` seconds: a run still going then is killed and recorded as a failure.
    ///
    /// The run never sees the user's own files, nor another test's navigator: unless `environment`
    /// names them, `HOME`, `XDG_STATE_HOME` and `XDG_RUNTIME_DIR` (where a running navigator receives
    /// links) point into a sandbox made for this run and removed after it. Without an `environment`,
    /// the test's own environment is passed on with those replaced.
    static func run(_ arguments: [String], environment: [String: String]? = nil, stdin: String = "",
                    limit: Double = 60, executable: String = path) throws -> Result {
        var sandbox: Sandbox?
        var variables = environment ?? ProcessInfo.processInfo.environment
        if environment == nil || Sandbox.variables.contains(where: { variables[$0] == nil }) {
            let own = try Sandbox()
            sandbox = own
            for (name, value) in own.environment where Sandbox.variables.contains(name) {
                if environment == nil || variables[name] == nil { variables[name] = value }
            }
        }
        defer { withExtendedLifetime(sandbox) {} }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = variables
        // Files, not pipes, for the output: no reader threads, and no pipe to fill up.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout"), errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        // A process that exits without reading must not turn the write into a SIGPIPE for the tests.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("navigator \(arguments) did not end within \(limit) s")
        }
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus, signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }
}

/// A home of its own for one test: `HOME`, `XDG_STATE_HOME` and `XDG_RUNTIME_DIR` inside it, removed
/// at the end.
final class Sandbox {
    let url: URL
    /// The variables that point into a sandbox: a test run never uses the user's.
    static let variables: Set<String> = ["HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"]

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("home"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("run"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the sandbox, kept as written (a trailing "/" stays).
    func path(_ name: String) -> String { url.path + "/" + name }
    /// The default state file of `environment`.
    var stateFile: String { path("xdg/navigator/state.json") }
    var environment: [String: String] {
        ["HOME": path("home"), "XDG_STATE_HOME": path("xdg"), "XDG_RUNTIME_DIR": path("run"), "PATH": "/usr/bin:/bin",
         "TMPDIR": path("tmp")]
    }

    /// Every file, folder and link under the sandbox with its kind, mode and contents: equal before and
    /// after means nothing was written, created, moved or removed.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        func visit(_ path: String, _ name: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            let mode = String(status.st_mode, radix: 8)
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                result[name] = "dir \(mode)"
                for child in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    visit(path + "/" + child, name + "/" + child)
                }
            case S_IFREG:
                let data = FileManager.default.contents(atPath: path) ?? Data()
                result[name] = "file \(mode) \(data.base64EncodedString())"
            case S_IFLNK:
                result[name] = "link -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")"
            default:
                result[name] = "other \(mode)"
            }
        }
        visit(url.path, ".")
        return result
    }

    /// Runs the binary with this sandbox's environment (plus `extra`), killed after `limit` seconds.
    func run(_ arguments: [String], extra: [String: String] = [:], limit: Double = 30, executable: String = Navigator.path) throws -> Navigator.Result {
        try Navigator.run(arguments, environment: environment.merging(extra) { $1 }, stdin: "", limit: limit, executable: executable)
    }
}

/// A terminal around a `TmuxSession`'s: a second tmux server, in the session's folder, whose pane runs
/// a client attached to the session. What is typed here reaches that client as its terminal's input,
/// so a mouse report typed here is read by the session's tmux as a real click would be, and handed to
/// navigator only if navigator asked for the mouse, in the form it asked for. Ends with the session.
final class OuterTerminal {
    let inner: TmuxSession
    let socket: String

    init(around inner: TmuxSession, width: Int, height: Int) throws {
        self.inner = inner
        socket = inner.directory.appendingPathComponent("outer.socket").path
        try inner.setOption("status", "off")  // the client's rows are the pane's rows
        let attach = "tmux -S \(TmuxSession.shellQuoted(inner.socket)) attach -t main"
        try inner.tmux(socket: socket, ["-f", "/dev/null", "new-session", "-d", "-s", "outer", "-x", "\(width)", "-y", "\(height)", attach])
    }

    deinit { _ = try? inner.tmux(socket: socket, ["kill-server"]) }

    /// Types `text` as the terminal's input, byte for byte.
    func type(_ text: String) throws {
        try inner.tmux(socket: socket, ["send-keys", "-t", "outer", "-l", text])
    }

    /// A tmux format value for the outer pane: `#{mouse_any_flag}` tells whether the inner tmux asked
    /// its terminal for the mouse.
    func display(_ format: String) throws -> String {
        try inner.tmux(socket: socket, ["display-message", "-p", "-t", "outer", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A tmux server of its own running one command in a real terminal; killed when released, and also
/// when the test process dies first (a watchdog in the pane), so no server, socket or navigator
/// outlives the test run however it ends.
final class TmuxSession {
    /// The server's socket, inside `directory`: removing the directory removes it.
    let socket: String
    let directory: URL

    /// Starts `navigator` (or another `executable`) with `arguments` in a `width`x`height` terminal, inside a shell that records,
    /// after it exits, its status and whether the terminal modes came back as they were.
    ///
    /// `HOME`, `XDG_STATE_HOME` and `XDG_RUNTIME_DIR` point into the session's own folder unless
    /// `environment` names them
    /// (an empty value unsets a variable). `launcher` goes before the binary (e.g. `["setsid"]`). The
    /// server ends by itself when process `owner` (this test run) does.
    init(width: Int = 80, height: Int = 24, arguments: [String], environment: [String: String] = [:], launcher: [String] = [],
         owner: pid_t = getpid(), executable: String = Navigator.path) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-tmux-\(UUID().uuidString.prefix(8))")
        socket = directory.appendingPathComponent("tmux.socket").path
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("home"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("run"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var environment = environment
        environment["HOME"] = environment["HOME"] ?? directory.appendingPathComponent("home").path
        environment["XDG_STATE_HOME"] = environment["XDG_STATE_HOME"] ?? directory.appendingPathComponent("xdg").path
        environment["XDG_RUNTIME_DIR"] = environment["XDG_RUNTIME_DIR"] ?? directory.appendingPathComponent("run").path
        let quoted = (launcher + [executable] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let exports = environment.sorted { $0.key < $1.key }.map { key, value in
            value.isEmpty ? "unset \(key);" : "export \(key)=\(Self.shellQuoted(value));"
        }.joined(separator: " ")
        let folder = Self.shellQuoted(directory.path), server = Self.shellQuoted(socket)
        // The wrapper stands in for an interactive shell, which survives the Ctrl-C it passes on: a
        // plain `sh` would die of the SIGINT with navigator. A trap that runs a command (unlike one
        // that ignores) is reset to the default in children, so navigator still gets SIGINT.
        // The watchdog ends the server once the test process is gone (or the folder is, after deinit);
        // started twice removed, it is no child of the shell, whose only child is navigator; it ignores
        // the hang-up that ending the server sends, so it lives to remove the folder.
        let script = """
            trap 'true' INT
            cd \(folder)
            ( (trap "" HUP; while kill -0 \(owner) 2>/dev/null && [ -d \(folder) ]; do sleep 0.5; done
               tmux -S \(server) kill-server 2>/dev/null; rm -rf \(folder)) </dev/null >/dev/null 2>&1 & )
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

    /// Waits until the screen satisfies `predicate` and holds still; returns the screen.
    @discardableResult
    func waitFor(timeout: Double = 10, _ what: String = "", _ predicate: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if predicate(last) {
                // A frame may be read half painted: only a screen that holds still counts.
                Thread.sleep(forTimeInterval: 0.03)
                let again = try screen()
                if again == last { return last }
                continue
            }
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
    private func tmux(_ arguments: [String]) throws -> String { try tmux(socket: socket, arguments) }

    /// Runs tmux on the server at `socket`.
    @discardableResult
    func tmux(socket: String, _ arguments: [String]) throws -> String {
        // tmux's server keeps every descriptor its first client had; `output` starts it with 0-2 alone:
        // a server holding the test run's output pipe would keep `swift test` waiting for as long as it
        // lives. Its HOME is the session's too: nothing of the server's lands in the user's.
        var status: Int32 = 0
        return try Self.output(Self.tmuxExecutable, ["-S", socket] + arguments, status: &status,
                               home: directory.appendingPathComponent("home").path)
    }

    /// tmux, from the PATH (run directly: a shell around each of the thousand calls a test run makes
    /// would cost seconds of CPU).
    static let tmuxExecutable: String = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
        return folders.map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/tmux"
    }()

    /// Sets a server option of the session's tmux (`status off`, say).
    func setOption(_ name: String, _ value: String) throws {
        try tmux(["set-option", "-g", name, value])
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
    /// waits for a descriptor that the tmux server `new-session` forks would hold open forever. The
    /// command gets no descriptor but 0-2, and `home` as its HOME if given.
    static func output(_ executable: String, _ arguments: [String], status exitStatus: inout Int32,
                       home: String? = nil) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-out-\(UUID().uuidString)").path
        defer { unlink(path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        precondition(Self.addCloseFrom(&actions, 3) == 0, "posix_spawn_file_actions_addclosefrom_np failed")
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment: [UnsafeMutablePointer<CChar>?] = []
        if let home {
            var index = 0
            while let variable = environ[index] {
                if strncmp(variable, "HOME=", 5) != 0 { environment.append(strdup(variable)) }
                index += 1
            }
            environment.append(strdup("HOME=" + home))
            environment.append(nil)
        }
        defer { environment.forEach { free($0) } }
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
        let status = home == nil ? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            : posix_spawn(&pid, executable, &actions, &attributes, argv, &environment)
        guard status == 0 else { throw TmuxError(message: "cannot run \(executable): \(String(cString: strerror(status)))") }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        exitStatus = (waitStatus & 0x7F) == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module
    /// does not declare: the child closes every descriptor from the one given up.
    static let addCloseFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("posix_spawn_file_actions_addclosefrom_np is not in the C library (glibc 2.34 or later has it)")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}


/// A process started as a shell starts one, with every signal's default action (this test process
/// ignores SIGPIPE, which `Process` would pass on) and none blocked; its output read through pipes,
/// drained while it runs. Killed when released if it still runs.
final class SpawnedProcess {
    let pid: pid_t
    private var output: [Int32]
    private var collected: [Data] = [Data(), Data()]
    private var exited: Int32?

    /// Starts `executable` with `arguments` and exactly `environment`, stdin /dev/null.
    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        var pipes: [[Int32]] = []
        for _ in 0..<2 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw TmuxError(message: "pipe: \(String(cString: strerror(errno)))") }
            _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            pipes.append(ends)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[0][1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 2)
        precondition(TmuxSession.addCloseFrom(&actions, 3) == 0, "posix_spawn_file_actions_addclosefrom_np failed")
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(pipes[0][1])
        close(pipes[1][1])
        output = [pipes[0][0], pipes[1][0]]
        guard status == 0 else {
            output.forEach { close($0) }
            throw TmuxError(message: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
    }

    deinit {
        if exited == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        output.forEach { close($0) }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        for (index, fd) in output.enumerated() {
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                collected[index].append(contentsOf: buffer[0..<count])
            }
        }
    }

    /// Waits at most `limit` seconds for it to end (a run still going then is killed and recorded as a
    /// failure); its status, or the signal that ended it, and its output.
    func finish(limit: Double = 30) -> Navigator.Result {
        let deadline = Date().addingTimeInterval(limit)
        var status: Int32 = 0
        while exited == nil {
            drain()
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid { exited = status; break }
            if Date() >= deadline {
                Issue.record("process \(pid) did not end within \(limit) s")
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                exited = status
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        drain()
        let raw = exited ?? 0
        let signal: Int32? = raw & 0x7F == 0 ? nil : raw & 0x7F
        return Navigator.Result(status: signal ?? (raw >> 8) & 0xFF, signal: signal,
                                stdout: String(decoding: collected[0], as: UTF8.self),
                                stderr: String(decoding: collected[1], as: UTF8.self), stdoutBytes: collected[0])
    }
}
