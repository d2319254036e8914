import ArgumentParser
import CursesFrontEnd
import LinkInbox
import NavigatorUI
import Navigation
@_spi(Store) import Restoration
import NavigatorDemo
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `navigator`: the demo, run as an App (`DemoApp`) by NavigatorUI's runner; a split view's launch
/// (`--split`, or a split view's link) still by `Navigator`, the command below, until the split view
/// runs as an App too.
@main
enum NavigatorMain {
    @MainActor static func main() {
        if Navigator.opensSplit(Array(CommandLine.arguments.dropFirst())) {
            Navigator.main()
        } else {
            DemoApp.main()
        }
    }
}

/// The split view's launch: `navigator --split`, or `navigator myapp://split/…`.
struct Navigator: ParsableCommand {
    /// navigator's command, as `DemoApp` says it (`--split --help` shows the same text as `--help`).
    static var configuration: CommandConfiguration { DemoApp.configuration }

    @Argument(help: ArgumentHelp("A deep link to open, e.g. myapp://profile-edit/johndoe, or a split view's, myapp://split/colors/color/red (after -- when it starts with '-').", valueName: "url"))
    var link: String?

    @Flag(help: "Run without a terminal: apply --keys, then print the final state.")
    var headless = false

    @Option(help: ArgumentHelp("Headless screen size, in columns x rows.", valueName: "WxH"))
    var size: TerminalSize = TerminalSize(width: 80, height: 24)

    // Taken whatever it starts with: a script may start with the `-` key (`--keys '- a'`), which the
    // default strategy took for an option and refused as a missing value. An option given in its
    // place (`--keys --print url`) is caught in validate().
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Headless keys: names (up down left right enter backspace esc tab space home end pgup pgdn delete, ctrl-a … ctrl-z), single characters, or resize:WxH, separated by spaces; or @FILE to read them from a file.",
        valueName: "keys"))
    var keys: String?

    @Option(name: .customLong("print"), help: "What headless mode prints: the final screen as plain text, or as an SVG picture with its colours (svg), the path as NavigationPath's codable JSON, the deep link of the final tree, or the whole tree as the state file saves it.")
    var output: Output = .screen

    @Option(help: ArgumentHelp("Append each change of the path (what the e panel shows) to this file.", valueName: "path"))
    var logFile: String?

    @Option(help: ArgumentHelp(
        "Where the navigation state is saved and restored from (default: $XDG_STATE_HOME/navigator/state.json, XDG_STATE_HOME defaulting to ~/.local/state). Headless mode saves nothing without it.",
        valueName: "path"))
    var stateFile: String?

    @Flag(help: "Start at Home instead of the saved state (which is then replaced as you navigate).")
    var fresh = false

    @Flag(help: "Open the demo as a NavigationSplitView: categories, their values, and a detail stack; one stack when narrow. Saved in split.json beside the stack's state; opened on a myapp://split/… link.")
    var split = false

    @Flag(help: "Start a navigator of its own even when one is running (a link is then not handed to the running one).")
    var newInstance = false

    @Flag(help: "Leave the mouse to the terminal, so its own text selection works as usual (clicks and the wheel then reach no link, breadcrumb or list).")
    var noMouse = false

    /// ArgumentParser's `main`, with what it prints made inert: its messages quote the arguments
    /// (`Unknown option '-…'`, a bad `--size` or `--print` value), which are outside text like any
    /// other, so control characters and escape sequences are shown as visible symbols (`␛`), never
    /// written raw to the terminal. Exit statuses are ArgumentParser's (64 for a bad argument).
    @MainActor static func main() {
        // A save past `ulimit -f`, a --log-file FIFO whose reader has gone: failures said as any other,
        // not signals that end the process with the terminal raw and the state unsaved.
        CursesTerminal.ignoreWriteSignals()
        outputWasClosed = AppOutput.keepStandardDescriptorsTaken()
        do {
            let (arguments, attached) = AppOptions.joiningKeys(Array(CommandLine.arguments.dropFirst()))
            keysAreAttached = attached
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let text = VisibleText.sanitizedLines(fullMessage(for: error))
            if !text.isEmpty {
                let bytes = Array((text + "\n").utf8)
                // --help and --version go to stdout with status 0, errors to stderr.
                let fd: Int32 = code == .success ? 1 : 2
                var offset = 0
                while offset < bytes.count {
                    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
                    if written < 0, errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
            }
            Glibc.exit(code.rawValue)
        }
    }


    /// Whether the keys were given attached to their option (`--keys=--help`), or after it as a value
    /// that is no option's name (`--keys '---'`, joined so by `AppOptions.joiningKeys`): then they are a
    /// script, whatever they start with.
    nonisolated(unsafe) static var keysAreAttached = false

    /// Whether standard output was closed when navigator started (`>&-`): nothing `--print` asks for
    /// can reach it, which is said as a failed write.
    nonisolated(unsafe) static var outputWasClosed = false

    /// Writes `text` to standard output, all of it: the errno of a write that failed, or `nil`.
    static func writeOutput(_ text: String) -> Int32? { AppOutput.write(text, outputWasClosed: outputWasClosed) }

    /// The status of a headless run whose `--print` output could not be written (EX_IOERR).
    static let outputFailedStatus: Int32 = 74

    /// Why the `--print` output was not written, in an error's words.
    func outputFailure(_ error: Int32) -> String {
        let reason = error == EBADF && Self.outputWasClosed ? "standard output is closed" : String(cString: strerror(error))
        return "cannot write --print \(output.rawValue) to standard output: \(reason) "
            + "(expected a standard output open for writing until navigator ends, e.g. a pipe whose reader reads it all; the state was saved)"
    }

    enum Output: String, ExpressibleByArgument, CaseIterable {
        case screen, svg, path, url, state

        /// Whether the frame is printed, notices and all (they are the frame's, not stderr's).
        var isFrame: Bool { self == .screen || self == .svg }
    }

    /// The title of a frame printed as a picture, in its window's title bar.
    static let pictureTitle = "navigator"

    func validate() throws {
        if let stateFile, stateFile.isEmpty || stateFile.hasSuffix("/") {
            throw ValidationError("--state-file '\(VisibleText.sanitized(stateFile))' names no file (expected a path to a file, not \(stateFile.isEmpty ? "an empty string" : "a folder"))")
        }
        // No key script starts with "--" (a key's name is one character or a word of letters), nor is
        // one "-h": that is an option where the keys should be.
        if let keys, !Self.keysAreAttached, AppOptions.isOptionName(keys) {
            throw ValidationError("--keys needs a value, but '\(VisibleText.sanitized(keys))' after it is an option "
                + "(expected keys, e.g. --keys 'down enter'; keys that start with the - key are given as they are, --keys '- a', "
                + "or attached with =, --keys='\(VisibleText.sanitized(keys))')")
        }
        if !headless {
            if keys != nil { throw ValidationError("--keys needs --headless") }
            if output != .screen { throw ValidationError("--print needs --headless") }
        }
    }

    /// Whether `arguments` open the split view: `--split` before any `--`, or a split view's link
    /// (`myapp://split/…`) as the link.
    static func opensSplit(_ arguments: [String]) -> Bool {
        var options = true
        for argument in arguments {
            if options && argument == "--" {
                options = false
            } else if options && argument == "--split" {
                return true
            } else if (!options || !argument.hasPrefix("-")) && SplitLink.isSplitLink(argument) {
                return true
            }
        }
        return false
    }

    /// ArgumentParser calls `run()` on the main thread, where the app and its router live.
    func run() throws {
        try MainActor.assumeIsolated { try launch() }
    }

    @MainActor
    private func launch() throws {
        runSplit()
    }

    /// Headless, once the frame is printed: the state on disk, and what went wrong said on stderr;
    /// then `unprinted`, why `--print` had nothing to print, ends the run with status 65, and
    /// `writeError`, why what it printed could not be written, with status 74; else status 0. The
    /// process ends here, with everything saved: the app is not torn down (a tree of thousands of
    /// screens took a fifth of a run to free).
    private func finishHeadless(store: PathStore?, problemsAtLoad: Int, notices: [String], log: LogFile?, lock: StateLock?,
                                unprinted: String? = nil, writeError: Int32? = nil) -> Never {
        store?.flush()
        if !output.isFrame { for notice in notices { warn(notice) } }
        // A save that failed is said on stderr whatever is printed: a script must not lose it unseen.
        if let problems = store?.problems, problems.count > problemsAtLoad {
            for problem in problems[problemsAtLoad...] { warn(problem.description) }
        }
        log?.finish { fail($0, status: $1) }
        withExtendedLifetime(lock) {}
        if let unprinted { fail(unprinted, status: Self.unprintableStatus) }
        if let writeError { fail(outputFailure(writeError), status: Self.outputFailedStatus) }
        Glibc.exit(0)
    }

    /// The status of a headless run whose `--print url` has no link to print (EX_DATAERR): the final
    /// tree holds a value no link names (one read from a file that its type can't read), or its link
    /// would be over `DeepLink.maximumLength`.
    static let unprintableStatus: Int32 = 65

    /// Why `--print url` prints nothing, in an error's words: `what`, where, and what is expected.
    static func noLink(_ why: String) -> String {
        "--print url has no link to print: \(VisibleText.sanitized(why)) "
            + "(expected a tree whose every value a link names, in a link of at most \(DeepLink.maximumLength / 1024) KiB; "
            + "--print state prints any tree)"
    }

    /// Runs `app` in the terminal until it ends, links from outside going to `open` (unless
    /// --new-instance); then the state reaches the disk and the process ends the way the session did.
    @MainActor
    private func runInTerminal(_ app: some TerminalApp, session: CursesTerminal.Session, inboxFolder: String,
                               show: @escaping (String) -> Void, open: @escaping (String) -> String?,
                               store: PathStore?, log: LogFile?, lock: StateLock?) {
        var inbox: LinkInbox?
        if !newInstance {
            do {
                inbox = try LinkInbox.open(folder: inboxFolder)
            } catch {
                show("Links from outside are off: \(error)")
            }
        }
        if let inbox {
            session.watch(inbox.descriptor) {
                inbox.receive { link in
                    let problem = open(link)
                    show(problem.map { "Refused a link from outside: \($0)" } ?? "Opened \(link) (a link from outside)")
                    return problem
                }
            }
        }
        let ending = session.run(app)
        withExtendedLifetime(inbox) {}
        session.end()
        store?.flush()
        log?.finish { fail($0, status: $1) }
        withExtendedLifetime(lock) {}
        Self.end(ending)
    }

    /// Ends the way the session ended: a signal's way, once the terminal is restored and the state on disk.
    static func end(_ ending: CursesTerminal.Ending) {
        switch ending {
        case .quit:
            break
        case .signal(let number):
            signal(number, SIG_DFL)
            raise(number)
        case .hangUp:
            // The terminal is gone: end as the SIGHUP that didn't come would have ended it.
            signal(SIGHUP, SIG_DFL)
            raise(SIGHUP)
        }
    }

    /// The split view: opened on a split view's link, or on its saved state (`split.json`), saved as it
    /// changes, as the stack is.
    @MainActor
    private func runSplit() {
        var linked: SplitState?
        if let link {
            guard SplitLink.isSplitLink(link) else {
                do { _ = try DeepLink.tree(from: link) } catch { fail(error.description, status: 64) }
                fail("'\(VisibleText.sanitized(link))' is a stack's link, and --split opens a split view's "
                    + "(expected \(DeepLink.scheme)://\(SplitLink.host)/CATEGORY/ITEM/…, e.g. \(DeepLink.scheme)://\(SplitLink.host)/colors/color/red; "
                    + "without --split the link opens the stack)", status: 64)
            }
            do {
                linked = try SplitLink.state(from: link)
            } catch {
                fail(error.description, status: 64)
            }
        }
        let inboxFolder = LinkInbox.folder(environment: Self.environment)
        if let link, !headless, !newInstance {
            forward(link, to: inboxFolder)
        }
        let (pressed, log, session) = startSession()

        // The split view written as NavigatorUI views; the split app they run in is what is restored,
        // saved, linked to and printed (its state is the views' model's, and the column with the keys).
        let views = DemoSplitHost()
        let app = views.app
        var notices: [String] = []
        var recorder: SplitRecorder?
        var lock: StateLock?
        var location: String?
        var state = SplitState()
        switch Self.stateLocation(given: stateFile, headless: headless, name: "split.json") {
        case .file(let path):
            let lockBefore = Self.lockContents(path)
            let (acquired, readOnly, notice) = lockState(path, log: log)
            lock = acquired
            notices += notice.map { [$0] } ?? []
            let opened = SplitRecorder(file: path, readOnly: readOnly)
            switch opened.load(types: DemoSplit.codableTypes, check: DemoSplit.problem(in:)) {
            case let .split(saved, problems):
                notices += problems
                if !fresh { state = saved }
                recorder = opened
                location = path
            case .stack:
                // The stack's state: never shown here, never overwritten.
                if headless {
                    log?.undo()
                    Self.release(&lock, previous: lockBefore)
                    fail("--state-file '\(VisibleText.sanitized(path))' holds the stack's state, not a split view's "
                        + "(expected a split view's state file or a new path; without --split it opens the stack)", status: 64)
                }
                lock = nil
                notices.append("The state in '\(path)' is the stack's (open it without --split): this split view starts afresh and saves nothing")
            }
        case .none:
            break
        case .unknown(let reason):
            notices.append("The split view's state is not saved: \(reason)")
        }
        if let linked { state = linked }
        app.restore(state)
        let problemsAtLoad = recorder?.store.problems.count ?? 0

        if let log {
            app.detail.onEvent = { [unowned app] line in
                if let failure = log.write(line) { app.show(notice: failure) }
            }
        }
        if let recorder {
            recorder.onNotice = { [unowned app] in app.show(notice: $0) }
            recorder.record(app, showsLoaded: linked == nil && !fresh)
            let store = recorder.store
            app.background = (deadline: { store.flushDeadline }, run: { store.flushIfDue(now: $0) })
        }
        // A link typed after `:` or from outside reaches the views' `.onOpenURL`; what it shows is saved
        // as one snapshot.
        if let recorder { views.batch = { recorder.batch($0) } }
        let open: (String) -> String? = { [unowned views] in views.open($0) }
        app.linkOpener = (current: { [unowned app] in SplitLink.url(for: app.state) }, open: open)
        if let location {
            let history = AppLinkHistory(stateFile: location)
            app.linkHistory = history.load(valid: Self.isLink)
            if recorder?.store.readOnly == false {
                app.onLinkOpened = { [unowned app] _ in history.save(app.linkHistory) }
            }
        }
        for notice in notices { app.show(notice: notice) }
        if headless {
            let canvas = Headless.run(views.host, size: size, keys: pressed)
            var unprinted: String?
            var text = ""
            switch output {
            case .screen: text = canvas.plainText
            case .svg: text = canvas.svg(title: Self.pictureTitle)
            case .url:
                // Nothing on stdout when there is no link (an empty line is no link), and why on stderr.
                if let url = SplitLink.url(for: app.state) { text = url + "\n" } else {
                    unprinted = Self.noLink(SplitLink.unlinkedPart(of: app.state) ?? "the split view's state has no link")
                }
            case .path:
                let path = app.detail.router.navigationPath
                text = (path.codable ?? path.codablePrefix.representation).jsonText() + "\n"
            case .state: text = SplitRecorder.document(of: app) ?? ""
            }
            let writeError = Self.writeOutput(text)
            withExtendedLifetime(views) {
                finishHeadless(store: recorder?.store, problemsAtLoad: problemsAtLoad, notices: notices, log: log, lock: lock,
                               unprinted: unprinted, writeError: writeError)
            }
        }
        runInTerminal(views.host, session: session!, inboxFolder: inboxFolder, show: { [unowned app] in app.show(notice: $0) },
                      open: open, store: recorder?.store, log: log, lock: lock)
        // The links opened while it ran reached the views through it (`open` holds it unowned).
        withExtendedLifetime(views) {}
    }

    /// Everything that can fail before the state is read: the keys, the terminal, the log file.
    @MainActor
    private func startSession() -> (keys: KeyScript, log: LogFile?, session: CursesTerminal.Session?) {
        let pressed = headless ? readKeys() : KeyScript.none
        var term: String?
        if !headless {
            do {
                term = try CursesTerminal.check(environment: ["TERM": getenv("TERM").map { String(cString: $0) } ?? ""])
            } catch {
                fail(error.description, status: 1)
            }
        }
        let log = logFile.map(LogFile.open)
        var session: CursesTerminal.Session?
        if let term {
            do {
                session = try CursesTerminal.start(term: term, mouse: !noMouse)
            } catch {
                log?.undo()
                fail(error.description, status: 1)
            }
        }
        return (pressed, log, session)
    }

    /// Takes the state file's lock: the lock (when this one saves), whether it only reads, and the
    /// notice that says why. Headless, a lock that can't be had ends the launch (75, 73).
    private func lockState(_ path: String, log: LogFile?) -> (StateLock?, readOnly: Bool, notice: String?) {
        switch StateLock.acquire(stateFile: path) {
        case .acquired(let acquired):
            return (acquired, false, nil)
        case .notNeeded:
            return (nil, false, nil)
        case .heldByOther(let holder):
            if headless {
                log?.undo()
                fail("another navigator (\(holder)) is saving the state in '\(VisibleText.sanitized(path))' "
                    + "(expected one writer at a time: wait until it ends, or give another --state-file)", status: 75)
            }
            return (nil, true, "Another navigator (\(holder)) holds the saved state in '\(path)': this one shows it but won't save")
        case let .unavailable(reason, expected):
            if headless {
                log?.undo()
                fail("cannot save to --state-file '\(VisibleText.sanitized(path))': \(VisibleText.sanitized(reason)) "
                    + "(expected \(VisibleText.sanitized(expected)))", status: 73)
            }
            return (nil, true, "The navigation state in '\(path)' is not saved: \(reason)")
        }
    }

    enum StateLocation { case file(String), none, unknown(String) }

    /// What the lock file beside `path` holds before this launch takes it: `nil` when there is none
    /// (or it can't be read as a small regular file).
    static func lockContents(_ path: String) -> [UInt8]? {
        let fd = open(path + ".lock", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 4096 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return count == bytes.count ? bytes : nil
    }

    /// Gives the lock up after a launch that failed, leaving its file as it was: removed if this launch
    /// created it, else holding what it held (the last holder's pid).
    static func release(_ lock: inout StateLock?, previous: [UInt8]?) {
        if let held = lock {
            if let previous {
                let fd = open(held.file, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
                if fd >= 0 {
                    _ = previous.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
                    _ = ftruncate(fd, off_t(previous.count))
                    close(fd)
                }
            } else {
                unlink(held.file)
            }
        }
        lock = nil
    }

    /// Where the state is kept: --state-file, else (not headless) $XDG_STATE_HOME/navigator/state.json,
    /// XDG_STATE_HOME defaulting to ~/.local/state (the XDG base directory spec: a relative value is
    /// ignored).
    /// The split view's state is `split.json` beside it: a file of its own, so neither ever reads or
    /// overwrites the other's.
    static func stateLocation(given: String?, headless: Bool, name: String = "state.json") -> StateLocation {
        if let given { return .file(given) }
        if headless { return .none }
        if let xdg = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            return .file(xdg + "/navigator/" + name)
        }
        guard let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") else {
            return .unknown("neither XDG_STATE_HOME nor HOME names a directory (set one, or give --state-file PATH)")
        }
        return .file(home + "/.local/state/navigator/" + name)
    }

    /// The keys (`@FILE` read as every App reads it: 66 when it can't be), or the launch ends.
    private func readKeys() -> KeyScript {
        do throws(AppOptions.KeysProblem) {
            return try AppOptions.keyScript(from: keys)
        } catch {
            fail(error.message, status: error.status)
        }
    }

    /// Whether `text` is a link of the stack's or the split view's: only those come back from the
    /// history file (a hand-edited or older one can't put text on screen raw).
    static func isLink(_ text: String) -> Bool {
        (try? DeepLink.tree(from: text)) != nil || (try? SplitLink.state(from: text)) != nil
    }

    /// What `LinkInbox.folder(environment:)` reads of the process's environment.
    static var environment: [String: String] {
        getenv("XDG_RUNTIME_DIR").map { ["XDG_RUNTIME_DIR": String(cString: $0)] } ?? [:]
    }

    /// Hands `link` to the navigator receiving links, if one runs: says where it went and exits 0.
    /// Returns when none receives (this one then starts); a folder that isn't safe is said and skipped.
    private func forward(_ link: String, to folder: String) {
        do {
            switch try LinkInbox.send(link, to: folder) {
            case .noReceiver:
                return
            case let .applied(pid, tty):
                let line = Array("Opened \(VisibleText.sanitized(link)) in the navigator running as pid \(pid) on \(VisibleText.sanitized(tty))\n".utf8)
                line.withUnsafeBytes { _ = write(1, $0.baseAddress!, $0.count) }
                Glibc.exit(0)
            case .refused(let reason):
                fail("the running navigator refused '\(VisibleText.sanitized(link))': \(VisibleText.sanitized(reason))", status: 64)
            }
        } catch {
            warn("not handing the link to a running navigator: \(error.description)")
        }
    }

    /// Prints `warning: message` to stderr.
    private func warn(_ message: String) {
        let line = Array("warning: \(VisibleText.sanitized(message))\n".utf8)
        line.withUnsafeBytes { _ = write(2, $0.baseAddress!, $0.count) }
    }

    /// Prints `error: message` to stderr and exits; nothing goes to stdout.
    private func fail(_ message: String, status: Int32) -> Never {
        let line = "error: \(message)\n"
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { break }
            offset += written
        }
        bytes.removeAll()
        Glibc.exit(status)
    }
}

/// The --log-file: opened before the app starts, appended to one line per change of the tree.
final class LogFile {
    let path: String
    private var fd: Int32
    /// Whether this run created the file (so a launch that fails removes it again).
    private let created: Bool
    /// The first write that failed: what to say at the end.
    private(set) var failure: String?

    private init(path: String, fd: Int32, created: Bool) {
        self.path = path
        self.fd = fd
        self.created = created
    }

    /// Opens `path` for appending, or exits with status 73. Never waits: a FIFO no one reads is an error.
    static func open(_ path: String) -> LogFile {
        let flags = O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC
        var created = true
        var fd = Glibc.open(path, flags | O_CREAT | O_EXCL, 0o644)
        if fd < 0, errno == EEXIST {
            created = false
            fd = Glibc.open(path, flags)
        }
        var error = errno
        // A zero-byte write: what refuses every write (/dev/full) says so now, before the app starts.
        if fd >= 0, Glibc.write(fd, "", 0) < 0 {
            error = errno
            close(fd)
            if created { unlink(path) }
            fd = -1
        }
        guard fd >= 0 else {
            let reason = error == ENXIO ? "it is a FIFO that no process is reading" : String(cString: strerror(error))
            LogFile.fail("cannot write --log-file '\(VisibleText.sanitized(path))': \(reason) "
                + "(expected a path to a file that can be created or appended to)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return LogFile(path: path, fd: fd, created: created)
    }

    /// Appends one line; the first failure is returned (to show) and kept (to exit with), and no more
    /// lines are written.
    func write(_ line: String) -> String? {
        guard failure == nil, fd >= 0 else { return nil }
        let bytes = Array((VisibleText.sanitized(line) + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 {
                let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                failure = "cannot write --log-file '\(VisibleText.sanitized(path))': \(reason) "
                    + "(expected a path to a file that can be created or appended to)"
                return failure.map { "The log file is off: \($0)" }
            }
            offset += written
        }
        return nil
    }

    /// A launch that failed: the file is removed if this run created it (it is still empty).
    func undo() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        if created { unlink(path) }
    }

    /// The run is over: a write that failed ends it with status 73.
    func finish(_ fail: (String, Int32) -> Never) {
        if fd >= 0 { close(fd) }
        fd = -1
        if let failure { fail(failure, 73) }
    }

    private static func fail(_ message: String) -> Never {
        let line = Array("error: \(message)\n".utf8)
        line.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress!, $0.count) }
        exit(73)
    }
}

extension TerminalSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { description }
}
