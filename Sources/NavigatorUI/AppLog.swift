import Glibc
import Logging
import Synchronization
import CursesFrontEnd
import TerminalUI

// An App's log (issue 26, "a console"): while the app owns the terminal, its stdout and stderr go to
// `app.log` in its state folder (or `--log-file`), never onto the screen, and so do the lines of its
// `Logger`s, with their time, level and label; `MyApp --console` follows that file from a second
// terminal (AppConsoleFollower.swift). While no one follows it, it costs a file opened at start and one
// `fstat` a frame.

/// An app's log file, appended to by the process's stdout and stderr while the app runs full screen,
/// and by its `Logger`s: created with mode 0600 (its folder 0700), never through a symbolic link, and
/// rotated past ``sizeLimit`` (`app.log` becomes `app.log.1`, replacing the one before), so that it
/// never grows without limit.
nonisolated final class AppLogFile: Sendable {
    /// Past this size the file is rotated: checked at each `Logger` line and each frame.
    static let sizeLimit = 1 << 20

    let path: String
    private let state: Mutex<State>

    private struct State {
        var descriptor: Int32
        /// Whether stdout and stderr point to it: a rotation then moves them to the new file.
        var redirected = false
        /// Only a regular file is rotated (a FIFO or a terminal given as `--log-file` is written as it is).
        let rotates: Bool
        /// Why the first write that failed did (the file then gets no more lines).
        var failure: String?
    }

    /// Why a log file can't be written. It says the path and what is expected.
    struct Problem: Error, CustomStringConvertible {
        let description: String

        /// `given`: the path is the `--log-file` given, and named so.
        init(_ path: String, _ reason: String, given: Bool = false) {
            description = "cannot write \(given ? "--log-file" : "the log file") '\(VisibleText.sanitized(path))': \(reason) "
                + "(expected a path to a file that can be created or appended to)"
        }
    }

    /// Whether it is the `--log-file` given (its problems name it so).
    let given: Bool
    /// Whether this run created the file: a headless launch that fails removes it again.
    let created: Bool

    private init(path: String, descriptor: Int32, rotates: Bool, given: Bool, created: Bool) {
        self.path = path
        self.given = given
        self.created = created
        state = Mutex(State(descriptor: descriptor, rotates: rotates))
    }

    deinit {
        state.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
    }

    /// The log of the app `name`: `app.log` in its state folder, beside `state.json` and `storage.json`
    /// (`$XDG_STATE_HOME/NAME`, else `~/.local/state/NAME`); `nil` without either variable.
    static func defaultPath(forApp name: String, environment: [String: String]) -> String? {
        StorageValues.file(forApp: name, environment: environment).map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) + "/app.log" }
    }

    /// Opens `path` for appending, creating it (0600) if it is missing, and its folder (0700) with
    /// `creatingFolder`. A file already past the limit is rotated first.
    /// `given`: it is the `--log-file` given. A file that refuses every write (/dev/full) is found now,
    /// by a write of nothing.
    static func open(_ path: String, creatingFolder: Bool, given: Bool = false) throws(Problem) -> AppLogFile {
        if creatingFolder, let error = makeFolder(folder(of: path)) {
            throw Problem(path, "its folder '\(VisibleText.sanitized(folder(of: path)))' can't be created: \(String(cString: strerror(error)))", given: given)
        }
        var existing = stat()
        let created = lstat(path, &existing) != 0
        let descriptor: Int32
        do { descriptor = try openForAppending(path) } catch { throw Problem(path, error.reason, given: given) }
        if Glibc.write(descriptor, "", 0) < 0 {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            if created { unlink(path) }
            throw Problem(path, reason, given: given)
        }
        var status = stat()
        _ = fstat(descriptor, &status)
        let log = AppLogFile(path: path, descriptor: descriptor, rotates: status.st_mode & S_IFMT == S_IFREG, given: given, created: created)
        log.checkSize()
        return log
    }

    private struct OpenFailure: Error { let reason: String }

    /// A descriptor appending to `path` (created 0600), blocking, close-on-exec. Never follows a
    /// symbolic link, never waits for a FIFO's reader, never writes to a file with other names (a hard
    /// link to another file of the user's).
    private static func openForAppending(_ path: String) throws(OpenFailure) -> Int32 {
        let descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let error = errno
            switch error {
            case ELOOP: throw OpenFailure(reason: "it is a symbolic link, which is never followed")
            case ENXIO: throw OpenFailure(reason: "it is a FIFO that no process is reading")
            default: throw OpenFailure(reason: String(cString: strerror(error)))
            }
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 {
            close(descriptor)
            throw OpenFailure(reason: "it has other names (a hard link), so it may be another file of yours")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Appends `line` in one write (lines of several threads never interleave), then rotates the file
    /// if it is past the limit.
    func append(_ line: String) {
        state.withLock { state in
            guard state.failure == nil else { return }
            if let error = Self.writeAll(Array(line.utf8), to: state.descriptor) {
                state.failure = Problem(path, error == 0 ? "nothing was written" : String(cString: strerror(error)), given: given).description
                return
            }
            rotateIfNeeded(&state)
        }
    }

    /// Why a line could not be written, when one couldn't: the file got no more lines after it.
    var failure: String? { state.withLock { $0.failure } }

    /// A launch that failed: the file is closed, and removed if this run created it (it is empty).
    func undo() {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
            state.descriptor = -1
        }
        if created { unlink(path) }
    }

    /// Rotates the file if it is past the limit (what stdout and stderr wrote counts too).
    func checkSize() {
        state.withLock { rotateIfNeeded(&$0) }
    }

    /// Sends the process's stdout and stderr here until `session` ends (`stopRedirecting()` first).
    /// `note` is said on the real stderr if a signal ends the process meanwhile.
    @MainActor func redirect(_ session: CursesTerminal.Session, note: String) -> Bool {
        state.withLock { state in
            state.redirected = session.redirectOutput(to: state.descriptor, note: note)
            return state.redirected
        }
    }

    /// stdout and stderr are about to be put back: a rotation no longer moves them.
    func stopRedirecting() {
        state.withLock { $0.redirected = false }
    }

    private func rotateIfNeeded(_ state: inout State) {
        guard state.rotates else { return }
        var status = stat()
        guard fstat(state.descriptor, &status) == 0, Int(status.st_size) > Self.sizeLimit else { return }
        var named = stat()
        if lstat(path, &named) == 0, named.st_dev == status.st_dev, named.st_ino == status.st_ino {
            // Still ours under that name: it becomes app.log.1. Else another instance rotated it
            // already, and the new file is only opened.
            guard rename(path, path + ".1") == 0 else { return }
        }
        guard let fresh = try? Self.openForAppending(path) else { return }
        if state.redirected {
            _ = dup2(fresh, 1)
            _ = dup2(fresh, 2)
        }
        close(state.descriptor)
        state.descriptor = fresh
    }

    /// Writes all of `bytes`; the errno of a write that failed (0 when one wrote nothing), or `nil`.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written < 0 { return errno }
            if written == 0 { return 0 }
            offset += written
        }
        return nil
    }

    /// The folder part of a path.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates a folder and its missing parents, each 0700; the errno on failure. Folders already
    /// there are left as they are.
    private static func makeFolder(_ path: String) -> Int32? {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR ? nil : ENOTDIR }
        guard errno == ENOENT else { return errno }
        let parent = folder(of: path)
        if parent != path, parent != ".", let error = makeFolder(parent) { return error }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return errno }
        return nil
    }
}

/// Where the lines of `AppLogHandler`s go: the app's log while one is open, else stderr.
nonisolated enum AppLogDestination {
    private static let current = Mutex<AppLogFile?>(nil)

    static func use(_ log: AppLogFile?) {
        current.withLock { $0 = log }
    }

    static func write(_ line: String) {
        if let log = current.withLock({ $0 }) {
            log.append(line)
        } else {
            AppLogFile.writeAll(Array(line.utf8), to: 2)
        }
    }
}

/// The `LogHandler` an `App` bootstraps swift-log with: each line is the time, the level, the
/// `Logger`'s label, the message and its metadata (`2026-11-26T20:34:07.123+0100 info my.app: Loaded
/// folder=Inbox`), written whole to the app's log (headless: to stderr, or to `--log-file`).
nonisolated struct AppLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    init(label: String, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.metadataProvider = metadataProvider
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { $1 } }
        if let explicit = event.metadata { all.merge(explicit) { $1 } }
        if let error = event.error {
            all["error.message"] = "\(error)"
            all["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        var line = "\(Self.timestamp()) \(event.level) \(label): \(event.message)"
        for (key, value) in all.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
        AppLogDestination.write(line + "\n")
    }

    /// The time now, local, to the millisecond: `2026-11-26T20:34:07.123+0100`.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        localtime_r(&seconds, &parts)
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        let offset = parts.tm_gmtoff / 60
        return digits(Int(parts.tm_year) + 1900, 4) + "-" + digits(Int(parts.tm_mon) + 1, 2) + "-" + digits(Int(parts.tm_mday), 2)
            + "T" + digits(Int(parts.tm_hour), 2) + ":" + digits(Int(parts.tm_min), 2) + ":" + digits(Int(parts.tm_sec), 2)
            + "." + digits(now.tv_nsec / 1_000_000, 3) + (offset < 0 ? "-" : "+") + digits(abs(offset) / 60, 2) + digits(abs(offset) % 60, 2)
    }
}

nonisolated enum AppLogging {
    /// swift-log's `LoggingSystem`, bootstrapped with `AppLogHandler` once per process (a second
    /// `bootstrap` would stop the program): `main()` asks for it, however many apps a process runs.
    private static let bootstrapped: Void = LoggingSystem.bootstrap({ AppLogHandler(label: $0, metadataProvider: $1) }, metadataProvider: nil)

    static func bootstrap() { _ = bootstrapped }

    /// The framework's notices meant for the app's developer (a value that isn't `Codable`, so it can't
    /// be restored): the user's frame has no use for them. Through `AppLogHandler` whatever the process
    /// bootstrapped.
    static let framework = Logger(label: "NavigatorUI") { AppLogHandler(label: $0) }

    /// The changes of the app's navigation (what the `e` panel lists: `New path: […]`), in its log
    /// while it runs full screen, or in a headless run's `--log-file`.
    static let navigation = Logger(label: "NavigatorUI.navigation") { AppLogHandler(label: $0) }

    /// Whether a notice of the framework's is for the developer, not the user: a value of the app's
    /// that isn't `Codable` (the user can do nothing about it).
    static func isForTheDeveloper(_ notice: String) -> Bool {
        // The standard library's `firstRange(of:)`: Foundation's `contains` would link the whole of it.
        notice.firstRange(of: " is not Codable") != nil || notice.firstRange(of: "isn't Codable") != nil
            || notice.firstRange(of: "not a value to save") != nil
    }

    /// Shows `notice` with `show`, or, when it is for the developer, logs it.
    static func tell(_ notice: String, show: (String) -> Void) {
        if isForTheDeveloper(notice) { framework.warning("\(notice)") } else { show(notice) }
    }
}

/// An App's console while it runs full screen: its log file, where stdout and stderr go until the app
/// ends (and its `Logger`s' lines), or, when no log can be opened, a temporary file shown on stderr
/// once the terminal is given back.
final class AppConsole {
    let session: CursesTerminal.Session
    private let log: AppLogFile?
    /// What went wrong opening the log: the app shows it.
    private(set) var notice: String?
    private var ended = false

    /// Takes over stdout and stderr for the app `name` running in `session`: its log is `logFile`, else
    /// its default one; for a `preview` (which writes no file of the app's), `logFile` alone, else a
    /// temporary file shown when it ends.
    init(session: CursesTerminal.Session, app name: String, logFile: String?, environment: [String: String], preview: Bool = false) {
        self.session = session
        var problem: String?
        var opened: AppLogFile?
        if preview && logFile == nil {
            log = nil
            _ = session.holdOutputUntilEnd()
            return
        }
        if let path = logFile ?? AppLogFile.defaultPath(forApp: name, environment: environment) {
            do throws(AppLogFile.Problem) {
                opened = try AppLogFile.open(path, creatingFolder: logFile == nil)
            } catch {
                problem = error.description
            }
        } else {
            problem = "no log file: neither XDG_STATE_HOME nor HOME names a folder (expected one of them, or --log-file)"
        }
        if let log = opened {
            let note = "\(name) ended; what it wrote while it ran is in \(VisibleText.sanitized(log.path))\n"
            if log.redirect(session, note: note) {
                AppLogDestination.use(log)
            } else {
                problem = "stdout and stderr could not be sent to the log file '\(VisibleText.sanitized(log.path))'"
                opened = nil
            }
        }
        log = opened
        if let problem {
            let held = session.holdOutputUntilEnd()
            notice = "The log is off: \(problem); " + (held ? "what the app prints is shown when it ends" : "what the app prints may land on the screen")
        }
    }

    isolated deinit { end() }

    /// `host`, checking the log's size at each frame.
    func watching(_ host: ViewHost) -> some TerminalApp { LogWatchingApp(host: host, log: log) }

    /// Gives the terminal back and stdout and stderr with it; `Logger`s write to stderr again.
    func end() {
        guard !ended else { return }
        ended = true
        log?.stopRedirecting()
        session.end()
        AppLogDestination.use(nil)
    }

    /// The `--log-file` of a headless run, where its `Logger`s' lines go until `close`. One that can't
    /// be written is the launch's failure (a script asked for it, and would lose it unseen).
    static func headlessLog(_ path: String) throws(AppLogFile.Problem) -> AppLogFile {
        let log = try AppLogFile.open(path, creatingFolder: false, given: true)
        AppLogDestination.use(log)
        return log
    }

    /// The end of a headless run's `--log-file`.
    static func closeHeadlessLog() {
        AppLogDestination.use(nil)
    }
}

/// An app's host as the session runs it, with the log's size checked at each frame: what `print`
/// writes goes to the log without passing through the app.
private final class LogWatchingApp: TerminalApp {
    let host: ViewHost
    let log: AppLogFile?

    init(host: ViewHost, log: AppLogFile?) {
        self.host = host
        self.log = log
    }

    func handle(_ key: Key) { host.handle(key) }
    func draw(into canvas: inout Canvas) {
        host.draw(into: &canvas)
        log?.checkSize()
    }
    var isFinished: Bool { host.isFinished }
    var wakeDeadline: ContinuousClock.Instant? { host.wakeDeadline }
    func wake(now: ContinuousClock.Instant) { host.wake(now: now) }
    func settle() { host.settle() }
}
