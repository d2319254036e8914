import Foundation
import Glibc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CursesFrontEnd
import LinkInbox
import Navigation
import TerminalUI

/// Part of an app: a window of views.
@MainActor @preconcurrency public protocol Scene {}

/// The app's window: its content runs full screen in the terminal.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// A window showing the view `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

    /// The one scene of a body.
/// Builds an app's `body` from the scene written in it, as SwiftUI's `SceneBuilder`.
@resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// An app, as SwiftUI's: `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`
/// runs `ContentView` full screen in the terminal through curses, with navigator's keys.
///
/// Its command line is parsed with swift-argument-parser (`MyApp --help` lists it): `--headless [--size WxH]
/// [--keys 'down enter'] [--print screen|svg|path|state] [--task-limit SECONDS]` prints the frame after the
/// keys (or the root path, or the saved navigation state) instead, once the screens' `.task`s have
/// returned (for at most `--task-limit` seconds in all, 10 by default); `--state-file PATH` saves the
/// state there, `--fresh` starts at the root view, `--no-mouse` leaves the mouse to the terminal; a URL
/// argument (`MyApp myapp://settings`) goes to the views' `.onOpenURL` handlers before the first frame, in
/// place of the saved state, or, while the app already runs in a terminal, to that instance's handlers
/// (this launch then says so and exits 0; `--new-instance` starts one of its own). `--preview` lists the
/// program's `#Preview`s and `--preview NAME` runs one in place of the window, saving nothing.
///
/// The navigation tree (the root stack's path and its presentations) is saved as it changes and shown
/// again at the next launch, as `navigator` saves its own: in `$XDG_STATE_HOME/MyApp/state.json` (else
/// `~/.local/state/MyApp/state.json`), read with the `Codable` types the root view registers, and
/// those the views it shows register. A `NavigationSplitView` root saves its selections, column
/// visibility, column with the keys and detail stack there, as `navigator --split` does; a `TabView`
/// root, the tab shown (by its `Codable` tag, else its index) and each tab's stack.
///
/// While it runs full screen, the process's stdout and stderr (`print`, a C library's messages) go to
/// its log, never onto the screen: `$XDG_STATE_HOME/MyApp/app.log` beside the state (created 0600,
/// rotated to `app.log.1` past 1 MiB), or `--log-file PATH`; they are the terminal's again once it
/// ends. `MyApp --console` in a second terminal follows that log live until Ctrl-C (and says whether an
/// instance runs). `import NavigatorUI` brings swift-log's `Logger`, bootstrapped by ``main()`` with a
/// handler that writes each line with its time, level, label and metadata to the same log:
/// `Logger(label: "my.app").info("Loaded \(count) messages")` is the way to log (the level is `.info`
/// unless a logger's `logLevel` says otherwise). The framework's notices meant for the developer (a
/// value that isn't `Codable`, so it can't be restored) go there too. Headless, `print` writes to
/// stdout before the frame, as any program's, and the `Logger`'s lines go to stderr, or to `--log-file`.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Runs the app with the process's command line, then exits with its status: what `@main` calls.
    /// What it prints goes to stdout, an error to stderr.
    ///
    /// See ``run(arguments:)`` for the arguments it takes. Headless, the screens' `.task`s run here
    /// until they end (``run(arguments:)`` called from a test draws without waiting for them: their
    /// steps are the main actor's jobs, which only the program's own loop runs).
    public static func main() {
        // A write past `ulimit -f` or to a pipe with no reader fails and is said, instead of ending
        // the app with its state unsaved (CursesTerminal.ignoreWriteSignals).
        CursesTerminal.ignoreWriteSignals()
        // `Logger(label:)` writes to the app's log from now on (headless: to stderr, or --log-file).
        AppLogging.bootstrap()
        let (status, output) = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                                   runsMainActorJobs: true)
        if status != 0 {
            if !output.isEmpty { standardError(output) }
            exit(status)
        }
        if !output.isEmpty { print(output) }
    }

    /// Runs the app with command-line arguments; returns the exit status and what to print.
    ///
    /// `[URL]` opens a deep link: when the same app already runs in a terminal, it is handed to that
    /// one (its `.onOpenURL` handlers receive it, as SwiftUI hands a URL to a running app) and this
    /// launch ends with status 0, saying so; else it goes to this launch's `.onOpenURL` handlers before
    /// the first frame. `--new-instance` starts an app of its own even when one runs.
    /// `--headless [--size WxH] [--keys SCRIPT] [--print screen|svg|path|state] [--task-limit SECONDS] [URL]`
    /// prints the frame after the keys, the root path, or the saved navigation state; `--help` the
    /// options (``App`` lists them).
    public static func run(arguments: [String]) -> (status: Int32, output: String) {
        run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// Runs the app with command-line arguments and an environment: `XDG_STATE_HOME` (else `HOME`)
    /// says where its navigation state and its `@AppStorage` and `@SceneStorage` values are saved, in
    /// `APP/state.json` and `APP/storage.json`; `XDG_RUNTIME_DIR` (else `/tmp`) where a running app
    /// receives URLs from outside, in `APP/links.socket` (`/tmp/APP-UID/links.socket`). Bad arguments are
    /// refused before anything is read or written (status 64, EX_USAGE, with ArgumentParser's message, as is a URL the running app refuses);
    /// headless, another instance saving the state is status 75.
    public static func run(arguments: [String], environment: [String: String]) -> (status: Int32, output: String) {
        run(arguments: arguments, environment: environment, runsMainActorJobs: false)
    }

    /// `runsMainActorJobs`: the caller is the program's `main()`, so a headless run may run the main
    /// actor's jobs itself, letting the screens' tasks work before the keys and the frame.
    private static func run(arguments: [String], environment: [String: String], runsMainActorJobs: Bool) -> (status: Int32, output: String) {
        let name = String(describing: Self.self)
        guard let window = Self().body as? any _WindowScene else {
            return (1, "error: \(Body.self) is not a WindowGroup; only a WindowGroup runs in the terminal")
        }
        // `--preview` alone (last, or before another option) lists the previews, as `--previews` does.
        var arguments = arguments
        if let index = arguments.firstIndex(of: "--preview"), !arguments[..<index].contains("--"),
           index + 1 == arguments.count || arguments[index + 1].hasPrefix("-") {
            arguments[index] = "--previews"
        }
        let options: AppOptions
        do {
            options = try AppOptions.parse(arguments)
        } catch {
            // `--help` is status 0 and its text; a bad argument ArgumentParser's message and 64 (EX_USAGE).
            let code = AppOptions.exitCode(for: error).rawValue
            let message = VisibleText.sanitizedLines(AppOptions.fullMessage(for: error))
            // The standard library's `replacing`, not Foundation's `replacingOccurrences`: that one is in
            // the full Foundation, and calling it linked 50 MB of it (ICU) into every app, start-up +30%.
            return (code, message.replacing(AppOptions.commandName, with: name))
        }
        if options.console { return AppConsoleFollower.follow(app: name, logFile: options.logFile, environment: environment) }
        if options.previews || options.preview != nil { return runPreview(options, name: name, environment: environment, runsMainActorJobs: runsMainActorJobs) }
        let headless = options.headless, newInstance = options.newInstance
        let link = options.link.flatMap(appURL)
        let keys = (try? options.keyScript()) ?? []
        // The arguments are good. A URL for an instance already running goes to it (SwiftUI's
        // `onOpenURL` for an app that is open); only when none receives does this one start.
        let inboxFolder = LinkInbox.folder(environment: environment, app: name)
        if let link, !headless, !newInstance {
            if let ended = forward(link, to: inboxFolder, app: name) { return ended }
        }
        // The terminal is taken before anything is read or written: a launch that can't run (no
        // terminal, as when xdg-open runs it) changes nothing.
        var session: CursesTerminal.Session?
        if !headless {
            do { session = try CursesTerminal.start(mouse: !options.noMouse) } catch { return (1, "error: \(error)") }
        }
        // Only now is anything read or written. From here on, what the app prints goes to its log
        // while it runs full screen; headless, its Logger's lines go to --log-file if one is given.
        let console = session.map { AppConsole(session: $0, app: name, logFile: options.logFile, environment: environment) }
        let headlessLog = headless ? options.logFile.flatMap(AppConsole.headlessLog) : nil
        defer { if headlessLog != nil { AppConsole.closeHeadlessLog() } }
        // The navigation tree saved at the last run, unless a deep link replaces it.
        var saving: AppNavigationSaving?
        if let file = options.stateFile ?? AppNavigationSaving.file(forApp: name, environment: environment) {
            do throws(AppNavigationSaving.Failure) {
                saving = try AppNavigationSaving(file: file, headless: headless)
            } catch {
                guard case .lockHeld(let reason) = error else { return (1, "error: \(error)") }
                return (75, "error: \(reason)")
            }
        }
        // A URL or --fresh replaces the saved tree (its files are still read: a damaged one is set aside).
        let replaced = link != nil || options.fresh
        // The @AppStorage values first: the root's first evaluation reads them (a layout chosen last time).
        ViewHost.launchStorage = StorageValues.file(forApp: String(describing: Self.self), environment: environment).map(StorageValues.init(file:))
        let host = window._makeHost { types in saving?.load(types: types, replaced: replaced) }
        ViewHost.launchStorage = nil
        if host.tabs != nil {
            // The tab shown and its stack; the other tabs' stacks once they are shown. (A tab that is a
            // split view has a split app too: the TabView is the root that is saved.)
            saving?.restoreTabs(host, replaced: replaced)
        } else if host.splitApp != nil {
            // A split view's selections, column with the keys, visibility and detail, read in steps.
            saving?.restoreSplit(host, replaced: replaced)
        } else {
            // Values of types that views shown by the saved tree register (a destination of a pushed view).
            saving?.restoreFurther(host)
        }
        defer {
            host.storage.flush()
            saving?.flush()
        }
        if let link { host.open(link) }
        saving?.record(host)
        if let session, let console {
            if let notice = console.notice { show(notice, on: host) }
            // URLs from outside reach this instance's `.onOpenURL` while it runs, unless it is a
            // --new-instance (which leaves them to the one that receives).
            var inbox: LinkInbox?
            if !newInstance {
                do {
                    inbox = try LinkInbox.open(folder: inboxFolder)
                } catch {
                    host.app.show(notice: "Links from outside are off: \(error)")
                }
            }
            if let inbox {
                session.watch(inbox.descriptor) {
                    inbox.receive { received in
                        let problem = Self.open(received, in: host)
                        host.app.show(notice: problem.map { "Refused a link from outside: \($0)" } ?? "Opened \(received) (a link from outside)")
                        return problem
                    }
                }
            }
            let ending = session.run(console.watching(host))
            // What the app does as it leaves (saving on `.background`) goes to its log like the rest.
            host.enterBackground(size: host.geometry.size)
            console.end()
            withExtendedLifetime(inbox) {}
            host.storage.flush()
            saving?.flush()
            CursesTerminal.end(as: ending)
            return (0, "")
        }
        let output = headlessOutput(host, keys: keys, options: options, name: name, runsMainActorJobs: runsMainActorJobs)
        host.enterBackground(size: options.terminalSize)
        return output
    }

    /// `--previews`: the list of the program's `#Preview`s; `--preview NAME`: that preview's view run as
    /// the window (full screen, or headless with the keys), with nothing read or saved and no links
    /// from outside.
    private static func runPreview(_ options: AppOptions, name: String, environment: [String: String], runsMainActorJobs: Bool) -> (status: Int32, output: String) {
        let all = PreviewDeclaration.all
        if options.previews {
            return (0, all.isEmpty ? "\(name) declares no #Preview" : PreviewDeclaration.listing(all))
        }
        let asked = options.preview ?? ""
        guard let preview = PreviewDeclaration.named(asked, in: all) else {
            let known = all.isEmpty ? "it declares none" : "expected one of: " + all.map(\.displayName).joined(separator: ", ")
            return (64, "Error: \(name) has no preview named '\(VisibleText.sanitized(asked))' (\(known); --previews lists them)")
        }
        if !options.headless {
            let session: CursesTerminal.Session
            do { session = try CursesTerminal.start(mouse: !options.noMouse) } catch { return (1, "error: \(error)") }
            let console = AppConsole(session: session, app: name, logFile: options.logFile, environment: environment, preview: true)
            let host = preview.makeHost()
            if let notice = console.notice { show(notice, on: host) }
            let ending = session.run(console.watching(host))
            console.end()
            CursesTerminal.end(as: ending)
            return (0, "")
        }
        let headlessLog = options.logFile.flatMap(AppConsole.headlessLog)
        defer { if headlessLog != nil { AppConsole.closeHeadlessLog() } }
        let host = preview.makeHost()
        if let link = options.link.flatMap(appURL) { host.open(link) }
        return headlessOutput(host, keys: (try? options.keyScript()) ?? [], options: options, name: name, runsMainActorJobs: runsMainActorJobs)
    }

    /// A headless run's output: the keys applied (with the screens' tasks let work, when `main()` runs
    /// them), then what `--print` asks for: the frame, its picture, the root path or the saved document.
    private static func headlessOutput(_ host: ViewHost, keys: [Key], options: AppOptions, name: String,
                                       runsMainActorJobs: Bool) -> (status: Int32, output: String) {
        let taskLimit = options.taskDuration
        let frame = headlessFrame(host, size: options.terminalSize, keys: keys, taskLimit: runsMainActorJobs && taskLimit.duration > .zero ? taskLimit : nil)
        switch options.output {
        case .screen: return (0, frame.lines.joined(separator: "\n"))
        case .svg: return (0, picture(of: frame, title: name))
        case .path:
            let path = host.router.navigationPath
            return (0, (path.codable ?? path.codablePrefix.representation).jsonText())
        case .state:
            // `main()` ends what it prints with a line break: the document's own is dropped here.
            let document = TabRecorder.document(of: host)
                ?? host.splitApp.flatMap(SplitRecorder.document(of:))
                ?? host.router.navigationTree.codablePrefix.state.documentText
            return (0, document.hasSuffix("\n") ? String(document.dropLast()) : document)
        }
    }

    /// The frame as an SVG picture, without its last line break (`main()` prints one).
    private static func picture(of frame: Canvas, title: String) -> String {
        var svg = frame.svg(title: title)
        if svg.hasSuffix("\n") { svg.removeLast() }
        return svg
    }

    /// Shows `notice` on the app running `host` (its split view, if it is one).
    private static func show(_ notice: String, on host: ViewHost) {
        if let split = host.splitApp { split.show(notice: notice) } else { host.app.show(notice: notice) }
    }

    /// A URL from outside, opened in the running app: `nil`, or why it wasn't (said to the sender).
    private static func open(_ text: String, in host: ViewHost) -> String? {
        guard let url = appURL(text) else {
            return "“\(VisibleText.sanitized(text))” is not a URL with a scheme (expected one like myapp://settings)"
        }
        guard host.open(url) else {
            return "no view shown has an .onOpenURL handler for “\(VisibleText.sanitized(text))” (expected .onOpenURL { url in … } on a view of the app)"
        }
        return nil
    }

    /// Hands `link` to the instance of the app receiving URLs in `folder`, if one runs: the status and
    /// what to say, or `nil` when none receives (this launch then starts). A folder that isn't safe is
    /// said on stderr and skipped.
    private static func forward(_ link: URL, to folder: String, app name: String) -> (status: Int32, output: String)? {
        let text = link.absoluteString
        do {
            switch try LinkInbox.send(text, to: folder) {
            case .noReceiver:
                return nil
            case let .applied(pid, tty):
                return (0, "Opened \(VisibleText.sanitized(text)) in the \(name) running as pid \(pid) on \(VisibleText.sanitized(tty))")
            case .refused(let reason):
                return (64, "error: the running \(name) refused '\(VisibleText.sanitized(text))': \(VisibleText.sanitized(reason))")
            }
        } catch {
            standardError("warning: not handing the link to a running \(name): \(VisibleText.sanitized(error.description))")
            return nil
        }
    }

    /// The headless frame: the keys applied one by one, then the frame. With a `taskLimit`, the
    /// screens' `.task`s work before each key and before the frame, until they return, as a user
    /// waits for a screen to load; for at most `taskLimit` in all (then a warning on stderr says so).
    private static func headlessFrame(_ host: ViewHost, size: TerminalSize, keys: [Key], taskLimit: (duration: Duration, text: String)?) -> Canvas {
        guard let taskLimit else { return Headless.run(host, size: size, keys: keys) }
        let deadline = ContinuousClock.now + taskLimit.duration
        var timedOut = false
        /// Lets the tasks of the screens shown work until none is left or the time is up.
        func runTasks(_ size: TerminalSize) {
            guard !timedOut else { return }
            while true {
                // Drawn to build the screens shown now (which starts their tasks) and run their life cycle.
                var scratch = Canvas(width: size.width, height: size.height)
                host.draw(into: &scratch)
                if host.unfinishedTasks == 0 {
                    // What a task's last change queued (a rebuild) may start the next screen's task.
                    guard CursesTerminal.runMainActorJobs(waitingUntil: .now) else { return }
                    continue
                }
                if ContinuousClock.now >= deadline {
                    timedOut = true
                    return
                }
                _ = CursesTerminal.runMainActorJobs(waitingUntil: deadline)
            }
        }
        // Only where tasks run is a frame drawn between keys: without, the keys act as `Headless.run`'s.
        let canvas = Headless.run(host, size: size, keys: keys) { size in
            if host.hasTasksToWaitFor { runTasks(size) }
        }
        if timedOut {
            standardError("warning: a .task was still running after \(taskLimit.text) s (--task-limit) "
                + "(expected tasks that return; the frame shows what they had done by then)")
        }
        return canvas
    }

    /// Writes `line` and a line break to stderr.
    private static func standardError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// The app's saved storage values, in place of the host's in-memory ones.
}

/// A scene that runs as a window.
public protocol _WindowScene {
    /// The host of the window's content, showing the tree `restoring` reads with the types the
    /// content registers (a saved tree), if any.
    func _makeHost(restoring: (CodableTypes) -> NavigationTree<AnyHashable>?) -> ViewHost
}

extension WindowGroup: _WindowScene {
    public func _makeHost(restoring: (CodableTypes) -> NavigationTree<AnyHashable>?) -> ViewHost {
        ViewHost(content, restoring: restoring)
    }
}

/// `text` as a URL an app opens: one with a scheme.
nonisolated func appURL(_ text: String) -> URL? {
    guard let url = URL(string: text), url.scheme != nil else { return nil }
    return url
}
