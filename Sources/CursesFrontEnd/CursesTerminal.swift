import CNcursesw
import Glibc
import CTerminalGuard
import TerminalUI

/// Why the terminal can't be used. Each says what was found and what to do.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal(stdinIsTerminal: Bool, stdoutIsTerminal: Bool)
    case termNotSet
    case unknownTerm(String)
    case noTerminfoDatabase(String)
    case cannotMoveCursor(String)
    case cannotStart(String)

    package var description: String {
        switch self {
        case let .notATerminal(stdin, stdout):
            let which = [stdin ? nil : "standard input", stdout ? nil : "standard output"].compactMap { $0 }
            return "navigator needs a terminal, but \(which.joined(separator: " and ")) \(which.count == 1 ? "is" : "are") not one "
                + "(run it in a terminal, or use --headless to run without one)"
        case .termNotSet:
            return "TERM is not set, so the terminal type is unknown (set it, e.g. TERM=xterm-256color)"
        case .unknownTerm(let term):
            return "unknown terminal type '\(VisibleText.sanitized(term))' in TERM: no terminfo entry for it "
                + "(set TERM to a known type, e.g. xterm-256color; 'toe -a' lists them)"
        case .noTerminfoDatabase(let term):
            return "no terminfo database found for TERM '\(VisibleText.sanitized(term))' (install ncurses-base, or set TERMINFO)"
        case .cannotMoveCursor(let term):
            return "terminal type '\(VisibleText.sanitized(term))' in TERM cannot move the cursor, so no screen can be drawn "
                + "(set TERM to a full-screen terminal type, e.g. xterm-256color, or use --headless)"
        case .cannotStart(let term):
            return "curses could not start on terminal type '\(VisibleText.sanitized(term))'"
        }
    }
}

/// The curses front end: runs a `TerminalApp` full screen on the terminal on stdin and stdout.
///
/// The terminal is always given back as it was: on quit, on SIGINT, SIGTERM and SIGHUP (which end the
/// run cleanly through the input loop), and on a crash or any other signal whose default action ends
/// the process (SIGUSR1, SIGALRM, SIGXCPU...: restored from the signal handler, then the process ends
/// of that signal, as it would have).
package enum CursesTerminal {
    /// Ignores SIGPIPE and SIGXFSZ for the whole process: a write to a pipe or FIFO whose reader has gone,
    /// or past the file size limit (`ulimit -f`), then fails with `EPIPE` or `EFBIG` and is reported as
    /// any failed write is (a save, a log file), instead of killing the process with the state unsaved.
    /// A program's `main` calls it first, headless or not.
    package static func ignoreWriteSignals() {
        nav_ignore_write_signals()
    }

    /// Checks that stdin and stdout are a terminal whose type curses knows and can draw on.
    /// Writes nothing to the terminal.
    package static func check(environment: [String: String]) throws(TerminalError) -> String {
        let stdinIsTerminal = isatty(0) == 1, stdoutIsTerminal = isatty(1) == 1
        guard stdinIsTerminal, stdoutIsTerminal else {
            throw .notATerminal(stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal)
        }
        guard let term = environment["TERM"], !term.isEmpty else { throw .termNotSet }
        var status: Int32 = 0
        guard setupterm(term, 1, &status) == OK else {
            if status == -1 { throw .noTerminfoDatabase(term) }
            throw .unknownTerm(term)
        }
        defer { nav_free_terminfo() }
        guard nav_terminal_can_move_cursor() == 1 else { throw .cannotMoveCursor(term) }
        return term
    }

    /// The result of a run.
    package enum Ending: Equatable {
        /// The app quit.
        case quit
        /// A signal (SIGINT, SIGTERM, SIGHUP) ended it; the terminal is restored, re-raise it to exit.
        case signal(Int32)
        /// The terminal hung up (closed from elsewhere, with no SIGHUP reaching the app): there is no
        /// more input and nothing to draw on, so the run ended as a SIGHUP would end it.
        case hangUp
    }

    /// Checks the terminal named by `TERM`, runs `app` until it quits, and, when a signal ended the
    /// run, ends the process the way that signal asks once the terminal is restored.
    ///
    /// ```swift
    /// do { try CursesTerminal.run(app) } catch { print("error: \(error)"); exit(1) }
    /// ```
    /// With `mouse` (the default), clicks and the wheel reach the app as `Key.mouse(_:)`; without it the
    /// terminal keeps the mouse for its own selection.
    package static func run(_ app: some TerminalApp, mouse: Bool = true) throws(TerminalError) {
        var environment: [String: String] = [:]
        if let term = getenv("TERM") { environment["TERM"] = String(cString: term) }
        let term = try check(environment: environment)
        if case .signal(let number) = try run(app, term: term, mouse: mouse) {
            nav_reraise_default(number)
        }
    }

    /// Takes the terminal named by the process's `TERM` full screen: `check(environment:)`, then
    /// `start(term:mouse:)`. Then `Session.run(_:)`, `Session.end()` and `end(as:)`.
    package static func start(mouse: Bool = true) throws(TerminalError) -> Session {
        var environment: [String: String] = [:]
        if let term = getenv("TERM") { environment["TERM"] = String(cString: term) }
        return try start(term: try check(environment: environment), mouse: mouse)
    }

    /// Once the session has ended: when a signal ended the run, ends the process the way that signal
    /// asks, as `run(_:mouse:)` does.
    package static func end(as ending: Ending) {
        if case .signal(let number) = ending { nav_reraise_default(number) }
    }

    /// Waits until the main actor has jobs queued (a task's next step, a model change it made) or
    /// `deadline` passes, and runs those jobs: whether any ran. A headless run calls it to let tasks
    /// work, as the curses loop runs them between keys; only a program whose main thread is in no
    /// other loop may (an `@main`'s synchronous `main()`): inside Dispatch's own drain it would crash.
    package static func runMainActorJobs(waitingUntil deadline: ContinuousClock.Instant) -> Bool {
        let queue = nav_main_queue_fd()
        let ready = nav_wait_for_input(-1, -1, -1, queue, milliseconds(until: deadline))
        guard ready & NAV_READY_MAIN_QUEUE != 0 else { return false }
        nav_drain_main_queue()
        return true
    }

    /// Runs `app` until it quits or a signal ends it. Call `check(environment:)` first.
    package static func run(_ app: some TerminalApp, term: String, mouse: Bool = true) throws(TerminalError) -> Ending {
        let session = try start(term: term, mouse: mouse)
        defer { session.end() }
        return session.run(app)
    }

    /// Takes the terminal full screen: everything that can fail before an app runs. Call
    /// `check(environment:)` first; then `Session.run(_:)`, and `Session.end()` to give it back.
    /// Splitting the two lets a program do what must not happen on a failed launch (load and write
    /// saved state) only once the terminal is really ours.
    ///
    /// With `mouse`, the terminal reports clicks and the wheel (xterm's 1000, in SGR form, 1006, which
    /// tells columns past 223) until `end()`; a crash, a signal and Ctrl-Z turn the reports off too.
    package static func start(term: String, mouse: Bool = true) throws(TerminalError) -> Session {
        _ = nav_use_utf8_locale()
        guard setupterm(term, 1, nil) == OK else { throw .unknownTerm(term) }
        // Curses draws on a descriptor of its own for the terminal on stdout, so that stdout itself can
        // go elsewhere while it runs (`Session.redirectOutput(to:note:)`: an app's log).
        let terminal = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard terminal >= 0, let output = fdopen(terminal, "w") else {
            if terminal >= 0 { close(terminal) }
            nav_free_terminfo()
            throw .cannotStart(term)
        }
        nav_prepare_restore(terminal)
        nav_free_terminfo()
        nav_install_crash_handlers()
        let signalFD = nav_install_quit_handlers()
        if isatty(2) == 1 {
            let log = nav_make_log_file()
            if log >= 0 { _ = nav_capture_stderr(log) }
        }
        guard let screen = newterm(term, output, nav_stdin()) else {
            nav_replay_log()
            nav_forget_restore()
            fclose(output)
            throw .cannotStart(term)
        }
        _ = set_term(screen)
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        // Ctrl-S and Ctrl-Q reach the app (an app's keyboard shortcut may be one) rather than pausing
        // and resuming the output; ncurses keeps it as the program's mode, and the shell's comes back at the end.
        var attributes = termios()
        if tcgetattr(STDIN_FILENO, &attributes) == 0 {
            attributes.c_iflag &= ~tcflag_t(IXON)
            if tcsetattr(STDIN_FILENO, TCSANOW, &attributes) == 0 { _ = def_prog_mode() }
        }
        _ = keypad(nav_stdscr(), true)
        _ = nodelay(nav_stdscr(), true)
        _ = intrflush(nav_stdscr(), false)
        _ = curs_set(0)
        _ = set_escdelay(25)  // else Esc waits about a second for the rest of a sequence
        // NO_COLOR (any non-empty value, no-color.org) keeps colours off: the attributes still show.
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let colors = noColor ? 0 : Int(nav_start_colors())
        if mouse, nav_define_sgr_mouse_key() == 1 {
            nav_set_mouse(1)
            _ = nav_wrap_suspend_handler()
        }
        return Session(screen: screen, output: output, signalFD: signalFD, colors: colors)
    }

    /// The terminal, full screen, from `start(term:)` until `end()`.
    package final class Session {
        private let screen: OpaquePointer
        /// The terminal curses draws on: a descriptor of its own, not stdout's.
        private let output: UnsafeMutablePointer<FILE>
        private let signalFD: Int32
        private var ended = false
        private var watched: (descriptor: Int32, ready: () -> Void)?
        /// How many colours cells are drawn in: 0 (attributes only: no colours, a monochrome terminal,
        /// or `NO_COLOR`), 8, 16, 256 or more.
        package let colors: Int

        fileprivate init(screen: OpaquePointer, output: UnsafeMutablePointer<FILE>, signalFD: Int32, colors: Int) {
            self.screen = screen
            self.output = output
            self.signalFD = signalFD
            self.colors = colors
        }

        isolated deinit { end() }

        /// Gives the terminal back as it was; what was written to stderr meanwhile is shown then (or,
        /// after `redirectOutput(to:note:)`, stays where it went), and stdout and stderr are put back.
        package func end() {
            guard !ended else { return }
            ended = true
            nav_set_mouse(0)
            nav_unwrap_suspend_handler()
            endwin()
            // Given back: a signal from now on has nothing to write to the terminal.
            nav_forget_restore()
            delscreen(screen)
            fclose(output)
            _ = fflush(nav_stdout())
            nav_replay_log()
        }

        /// Sends the process's stdout and stderr (descriptors 1 and 2, so `print`, a C library's
        /// messages and a child's output) to `descriptor`, an app's log, until `end()` puts them back:
        /// nothing the app writes lands on the screen curses draws. If a signal ends the process
        /// meanwhile, `note` (where the output went) is said on the real stderr once the terminal is
        /// restored. Whether they were redirected.
        package func redirectOutput(to descriptor: Int32, note: String) -> Bool {
            guard !ended, nav_redirect_output(descriptor, 0) == 0 else { return false }
            nav_set_emergency_note(note)
            return true
        }

        /// Sends stdout and stderr to a temporary file, shown on stderr once `end()` has given the
        /// terminal back (as stderr alone always is): for an app whose log can't be opened. Whether
        /// they were redirected.
        package func holdOutputUntilEnd() -> Bool {
            guard !ended else { return false }
            let file = nav_make_log_file()
            guard file >= 0 else { return false }
            defer { close(file) }
            return nav_redirect_output(file, 1) == 0
        }

        /// Calls `ready` whenever `descriptor` is readable while the app runs (a socket that brings
        /// links from outside, say), then draws: work that arrives without a key wakes the loop
        /// through a descriptor it polls, never a timer.
        package func watch(_ descriptor: Int32, ready: @escaping () -> Void) {
            watched = (descriptor, ready)
        }

        /// Runs `app` until it quits, a signal ends it or the terminal hangs up.
        package func run(_ app: some TerminalApp) -> Ending {
            var painter = Painter(colors: ColorPairs(colors: colors, limit: colors > 0 ? Int(nav_color_pairs()) : 0))
            var canvas = Canvas(width: 0, height: 0)
            let mainQueue = nav_main_queue_fd()
            while true {
                let width = Int(getmaxx(nav_stdscr())), height = Int(getmaxy(nav_stdscr()))
                if width != canvas.width || height != canvas.height {
                    canvas = Canvas(width: width, height: height)
                    // The app knows its size before it draws, as headless mode tells it before any key.
                    app.handle(.resize(width: width, height: height))
                }
                app.draw(into: &canvas)  // one pure draw of the built frame; it clears the canvas first
                painter.paint(canvas)

                // Sleep until a key, a signal, a watched descriptor, work for the main actor (a task
                // that changed a model a screen reads) or the app's deadline; SIGWINCH interrupts the
                // wait and arrives as KEY_RESIZE. With none of these, the loop sleeps: no timer.
                let ready = nav_wait_for_input(0, signalFD, watched?.descriptor ?? -1, mainQueue, CursesTerminal.milliseconds(until: app.wakeDeadline))
                let signal = nav_take_signal()
                if signal != 0 {
                    nav_drain_signal_pipe()
                    return .signal(signal)
                }
                // Every key already waiting is applied before the next frame: a burst draws once.
                while let key = CursesTerminal.readKey() {
                    if case .resize = key { painter.invalidate() }
                    app.handle(key)
                    if app.isFinished { return .quit }
                }
                // A hung-up terminal has no more keys, and poll would report it again at once, forever.
                if ready & NAV_INPUT_HUNG_UP != 0 { return .hangUp }
                if ready & NAV_READY_OTHER != 0 { watched?.ready() }
                if ready & NAV_READY_MAIN_QUEUE != 0 {
                    nav_drain_main_queue()
                    if app.isFinished { return .quit }
                }
                app.wake(now: .now)
            }
        }
    }

    /// How long `poll` may wait for the deadline: -1 (no deadline) or whole milliseconds, rounded up;
    /// 0 for a deadline already past, however long ago.
    package static func milliseconds(until deadline: ContinuousClock.Instant?, now: ContinuousClock.Instant = .now) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = deadline - now
        // A duration under a second has no whole seconds, whatever its sign: a deadline a few
        // milliseconds past is (0 s, −2·10¹⁵ as), which rounded up made −1, and `poll` waited forever
        // (a long filter stopped until the next key when a frame took over a millisecond).
        guard remaining > .zero else { return 0 }
        guard remaining < .seconds(86_400) else { return 86_400_000 }
        let (seconds, attoseconds) = remaining.components
        return Int32(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// The next key waiting, or `nil` when none is.
    static func readKey() -> Key? {
        while true {
            var character: wint_t = 0
            let status = wget_wch(nav_stdscr(), &character)
            if status == ERR { return nil }
            let code = Int32(bitPattern: character)
            if status == KEY_CODE_YES {
                switch code {
                case NAV_KEY_SGR_MOUSE:
                    guard let event = readMouseReport() else { continue }  // a release, another button
                    return .mouse(event)
                case KEY_UP: return .up
                case KEY_DOWN: return .down
                case KEY_LEFT: return .left
                case KEY_RIGHT: return .right
                case KEY_ENTER: return .enter
                case KEY_BACKSPACE: return .backspace
                case KEY_HOME: return .home
                case KEY_END: return .end
                case KEY_PPAGE: return .pageUp
                case KEY_NPAGE: return .pageDown
                case KEY_DC: return .delete
                case KEY_RESIZE: return .resize(width: Int(getmaxx(nav_stdscr())), height: Int(getmaxy(nav_stdscr())))
                default: continue  // a function key with no binding
                }
            }
            switch code {
            case 10, 13: return .enter
            case 8, 127: return .backspace
            case 27: return .escape
            case 9: return .tab
            case 32: return .space
            case 1...26:  // Ctrl-A … Ctrl-Z (Ctrl-H, Tab, Enter are above): the app's shortcuts may take them
                return .control(Character(Unicode.Scalar(UInt8(code) + 96)))
            case 0..<32: continue  // other control keys have no binding
            default:
                guard let scalar = Unicode.Scalar(UInt32(code)) else { continue }
                return .character(Character(scalar))
            }
        }
    }
}

extension CursesTerminal {
    /// The rest of an SGR mouse report after its `ESC [ <` (`0;12;3M`), read as characters; `nil` for a
    /// report the app doesn't take or for bytes that are no report (they are dropped).
    static func readMouseReport() -> MouseEvent? {
        // The terminal writes a report at once, so its rest is here or on its way: wait a little for it.
        wtimeout(nav_stdscr(), 100)
        defer { _ = nodelay(nav_stdscr(), true) }
        var text = ""
        while text.utf8.count < 24 {
            var character: wint_t = 0
            guard wget_wch(nav_stdscr(), &character) == OK, let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
            text.unicodeScalars.append(scalar)
            if scalar == "M" || scalar == "m" { return MouseEvent(sgrReport: text) }
            guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
        }
        return nil
    }
}

/// Copies the cells that changed since the last frame onto curses, then updates the terminal once.
struct Painter {
    private var shown = Canvas(width: 0, height: 0)
    private var buffer: [wchar_t] = []
    private var colors: ColorPairs

    init(colors: ColorPairs) { self.colors = colors }

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize).
    mutating func invalidate() {
        shown = Canvas(width: 0, height: 0)
    }

    mutating func paint(_ canvas: Canvas) {
        let whole = shown.width != canvas.width || shown.height != canvas.height
        if whole { werase(nav_stdscr()) }
        for row in 0..<canvas.height {
            for column in 0..<canvas.width {
                let index = row * canvas.width + column
                let cell = canvas.cells[index]
                if cell.isContinuation { continue }
                if !whole && canvas.cell(at: index, matches: shown) { continue }
                let attributes = Self.attributes(cell.style)
                let pair = colors.pair(for: cell.style)
                let scalars = canvas.scalars(of: cell)
                let width = column + 1 < canvas.width && canvas.cells[index + 1].isContinuation ? 2 : 1
                if let first = scalars.first, first.value >= 0x80, wcwidth(wchar_t(bitPattern: first.value)) != width {
                    // The C library measures this glyph differently (a newer Unicode): draw a stand-in
                    // of the same width, so nothing after it shifts.
                    put([0xFFFD], row: row, column: column, attributes: attributes, pair: pair)
                    if width == 2 { put([0x20], row: row, column: column + 1, attributes: attributes, pair: pair) }
                    continue
                }
                put(scalars.map(\.value), row: row, column: column, attributes: attributes, pair: pair)
            }
        }
        shown = canvas
        _ = wnoutrefresh(nav_stdscr())
        _ = doupdate()
    }

    private mutating func put(_ scalars: [UInt32], row: Int, column: Int, attributes: attr_t, pair: Int32) {
        buffer.removeAll(keepingCapacity: true)
        for scalar in scalars { buffer.append(wchar_t(bitPattern: scalar)) }
        buffer.append(0)
        _ = nav_put_cell(Int32(row), Int32(column), buffer, attributes, pair)
    }

    static func attributes(_ style: Style) -> attr_t {
        var attributes = nav_a_normal()
        if style.contains(.bold) { attributes |= nav_a_bold() }
        if style.contains(.dim) { attributes |= nav_a_dim() }
        if style.contains(.reverse) { attributes |= nav_a_reverse() }
        if style.contains(.underline) { attributes |= nav_a_underline() }
        if style.contains(.italic) { attributes |= nav_a_italic() }
        return attributes
    }
}

/// The colour pairs cells are drawn with: defined the first time a foreground and background are
/// drawn together, then reused. When the terminal's pairs run out, a cell keeps its foreground on the
/// default background if that pair exists, else the terminal's colours; its attributes always show.
struct ColorPairs {
    /// 0 draws no colour at all.
    let colors: Int
    /// COLOR_PAIRS: pairs 1 to limit - 1 can be defined.
    let limit: Int
    private var pairs: [UInt32: Int32] = [:]
    private var next: Int32 = 1

    init(colors: Int, limit: Int) {
        self.colors = colors
        self.limit = limit
    }

    /// The terminal's number for `color`: -1 for its default, else the nearest colour it has.
    func terminalColor(_ color: Color?) -> Int32 {
        guard let color else { return -1 }
        return Int32(colors >= 256 ? color.index : color.nearest(among: min(colors, 16)).index)
    }

    /// The pair that draws `style`'s colours, defining it now if it is new; 0 for the default colours.
    mutating func pair(for style: Style) -> Int32 {
        guard colors > 0, style.foreground != nil || style.background != nil else { return 0 }
        let foreground = terminalColor(style.foreground), background = terminalColor(style.background)
        if foreground == -1 && background == -1 { return 0 }
        let key = UInt32(bitPattern: foreground + 1) | UInt32(bitPattern: background + 1) << 16
        if let pair = pairs[key] { return pair }
        guard Int(next) < limit, nav_init_pair(next, foreground, background) != ERR else {
            // Out of pairs: the foreground alone if it has one, else the terminal's colours.
            return pairs[UInt32(bitPattern: foreground + 1)] ?? 0
        }
        pairs[key] = next
        next += 1
        return next - 1
    }
}
