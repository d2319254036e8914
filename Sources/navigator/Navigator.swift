import ArgumentParser
import CursesFrontEnd
import Navigation
import NavigatorDemo
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Navigator: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigator",
        abstract: "SwiftUI's NavigationStack, in your terminal.",
        discussion: """
            Opens the demo app full screen. Given a deep link, it opens that whole stack:

              navigator 'myapp://profile-edit/johndoe'    Home › johndoe › Edit Profile
              navigator 'myapp:///detail/1/color/mint'    any stack, value after value
              navigator 'myapp:///detail/1/sheet/settings'   with a sheet over it

            After myapp:///: detail/ID, profile/USERNAME, settings, edit-profile,
            color/NAME, recipe/NAME, number/N, showcase/NAME, and sheet/ or cover/
            before a value to present it. After myapp://: detail, profile,
            profile-edit, settings.

            Keys: ↑↓ j k select, Enter → l open, ← h Backspace back, Esc close or back,
            g Home pop to the root, 1-9 jump to a breadcrumb level, Space preview,
            e log of path changes, ? help, q quit.

            The tree is saved as you go and restored at the next launch (--state-file;
            --fresh starts at Home). A deep link replaces what was saved.

            Exit status: 0 on quit, 1 when there is no usable terminal, 64 for a bad
            deep link or argument, 66 when a --keys file can't be read, 73 when the
            --log-file can't be written.
            """,
        version: "navigator 0.1.0"
    )

    @Argument(help: ArgumentHelp("A deep link to open, e.g. myapp://profile-edit/johndoe.", valueName: "url"))
    var link: String?

    @Flag(help: "Run without a terminal: apply --keys, then print the final state.")
    var headless = false

    @Option(help: ArgumentHelp("Headless screen size, in columns x rows.", valueName: "WxH"))
    var size: TerminalSize = TerminalSize(width: 80, height: 24)

    @Option(help: ArgumentHelp(
        "Headless keys: names (up down left right enter backspace esc tab space home end pgup pgdn), single characters, or resize:WxH, separated by spaces; or @FILE to read them from a file.",
        valueName: "keys"))
    var keys: String?

    @Option(name: .customLong("print"), help: "What headless mode prints: the final screen, the path as NavigationPath's codable JSON, the deep link of the final tree, or the whole tree as the state file saves it.")
    var output: Output = .screen

    @Option(help: ArgumentHelp("Append each change of the path (what the e panel shows) to this file.", valueName: "path"))
    var logFile: String?

    @Option(help: ArgumentHelp(
        "Where the navigation state is saved and restored from (default: $XDG_STATE_HOME/navigator/state.json, XDG_STATE_HOME defaulting to ~/.local/state). Headless mode saves nothing without it.",
        valueName: "path"))
    var stateFile: String?

    @Flag(help: "Start at Home instead of the saved state (which is then replaced as you navigate).")
    var fresh = false

    @Flag(help: "Open the demo as a NavigationSplitView: categories, their values, and a detail stack; one stack when narrow.")
    var split = false

    enum Output: String, ExpressibleByArgument, CaseIterable {
        case screen, path, url, state
    }

    func validate() throws {
        if split {
            if link != nil { throw ValidationError("--split opens the split view at its sidebar: it takes no deep link") }
            if output != .screen { throw ValidationError("--print path, url and state describe the stack: they don't apply to --split") }
            if stateFile != nil || fresh { throw ValidationError("--split saves no state: --state-file and --fresh don't apply to it") }
        }
        if !headless {
            if keys != nil { throw ValidationError("--keys needs --headless") }
            if output != .screen { throw ValidationError("--print needs --headless") }
        }
    }

    func run() throws {
        if split {
            runSplit()
            return
        }
        var linked: NavigationTree<AnyHashable>?
        if let link {
            do {
                linked = try DeepLink.tree(from: link)
            } catch {
                fail(error.description, status: 64)
            }
        }
        let pressed = headless ? readKeys() : []
        let log = logFile.map(openLog)

        // The saved tree, unless a deep link or --fresh replaces it (seed 004: a deep link replaces
        // the stack, it doesn't add to it).
        var tree = NavigationTree<AnyHashable>()
        var notices: [String] = []
        var recorder: PathRecorder<AnyHashable>?
        switch Self.stateLocation(given: stateFile, headless: headless) {
        case .file(let path):
            let opened = PathRecorder<AnyHashable>(file: path)
            let saved = opened.load(types: DemoApp().codableTypes)
            notices = saved.notices
            if linked == nil && !fresh { tree = saved.tree }
            recorder = opened
        case .none:
            break
        case .unknown(let reason):
            notices.append("The navigation state is not saved: \(reason)")
        }
        if let linked { tree = linked }

        let demo = DemoApp(tree: tree)
        demo.app.onEvent = log
        if let recorder {
            recorder.onNotice = { [unowned app = demo.app] in app.show(notice: $0) }
            recorder.record(demo.router)
            let store = recorder.store!
            demo.app.background = (deadline: { store.flushDeadline }, run: { store.flushIfDue(now: $0) })
        }
        for notice in notices { demo.app.show(notice: notice) }
        if headless {
            runHeadless(demo, keys: pressed)
            recorder?.store.flush()
            if output != .screen { for notice in notices { warn(notice) } }
            return
        }
        let term: String
        do {
            term = try CursesTerminal.check(environment: ["TERM": getenv("TERM").map { String(cString: $0) } ?? ""])
        } catch {
            fail(error.description, status: 1)
        }
        let ending: CursesTerminal.Ending
        do {
            ending = try CursesTerminal.run(demo.app, term: term)
        } catch {
            fail(error.description, status: 1)
        }
        recorder?.store.flush()
        if case .signal(let number) = ending {
            // The terminal is restored and the state on disk; end the way the signal asks.
            signal(number, SIG_DFL)
            raise(number)
        }
    }

    private func runSplit() {
        let pressed = headless ? readKeys() : []
        let app = DemoSplit.app()
        if headless {
            print(Headless.run(app, size: size, keys: pressed).plainText, terminator: "")
            return
        }
        do {
            try CursesTerminal.run(app)
        } catch {
            fail(error.description, status: 1)
        }
    }

    enum StateLocation { case file(String), none, unknown(String) }

    /// Where the state is kept: --state-file, else (not headless) $XDG_STATE_HOME/navigator/state.json,
    /// XDG_STATE_HOME defaulting to ~/.local/state (the XDG base directory spec: a relative value is
    /// ignored).
    static func stateLocation(given: String?, headless: Bool) -> StateLocation {
        if let given { return .file(given) }
        if headless { return .none }
        if let xdg = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            return .file(xdg + "/navigator/state.json")
        }
        guard let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") else {
            return .unknown("neither XDG_STATE_HOME nor HOME names a directory (set one, or give --state-file PATH)")
        }
        return .file(home + "/.local/state/navigator/state.json")
    }

    private func readKeys() -> [Key] {
        var script = keys ?? ""
        if script.hasPrefix("@") {
            let path = String(script.dropFirst())
            guard let text = Self.readFile(path) else {
                fail("cannot read --keys file '\(VisibleText.sanitized(path))': \(String(cString: strerror(errno))) (expected @FILE naming a readable text file)", status: 66)
            }
            script = text
        }
        do {
            return try Key.parseScript(script)
        } catch {
            fail(error.description, status: 64)
        }
    }

    private func runHeadless(_ demo: DemoApp, keys: [Key]) {
        let canvas = Headless.run(demo.app, size: size, keys: keys)
        switch output {
        case .screen: print(canvas.plainText, terminator: "")
        case .path: print((demo.router.navigationPath.codable ?? demo.router.navigationPath.codablePrefix.representation).jsonText())
        case .url: print(DeepLink.url(for: demo.router.navigationTree) ?? "")
        case .state: print(demo.router.navigationTree.codablePrefix.state.documentText, terminator: "")
        }
    }

    /// Opens the --log-file for appending; each event becomes one line.
    private func openLog(_ path: String) -> (String) -> Void {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            fail("cannot write --log-file '\(VisibleText.sanitized(path))': \(String(cString: strerror(errno))) (expected a path to a file that can be created or appended to)", status: 73)
        }
        return { line in
            let bytes = Array((VisibleText.sanitized(line) + "\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if written <= 0 { return }
                offset += written
            }
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

    private static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { data.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count {
                if ferror(file) != 0 { return nil }
                break
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension TerminalSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { description }
}
