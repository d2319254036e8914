import ArgumentParser
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
/// [--keys 'down enter' | --keys @FILE] [--print screen|svg|path|url|state] [--task-limit SECONDS]` prints the
/// frame after the keys (or the root path, the URL of what is shown for a ``LinkedApp``, or the saved
/// navigation state) instead, once the screens' `.task`s have
/// returned (for at most `--task-limit` seconds in all, 10 by default); `--state-file PATH` saves the
/// state there, `--fresh` starts at the root view, `--no-mouse` leaves the mouse to the terminal; a URL
/// argument (`MyApp myapp://settings`) goes to the views' `.onOpenURL` handlers before the first frame, in
/// place of the saved state when the root view has one (else the saved state stays, and the frame says
/// the link was not opened when no screen shown takes it), or, while the app already runs in a terminal,
/// to that instance's handlers (this launch then says so and exits 0; `--new-instance` starts one of its
/// own). `--preview` lists the
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
/// value that isn't `Codable`, so it can't be restored) go there too, and so do the changes of its
/// navigation (what the `e` panel lists), under the `NavigatorUI.navigation` label. Headless, `print`
/// writes to stdout before the frame, as any program's, and the `Logger`'s lines go to stderr, or to
/// `--log-file` (one that can't be written ends the launch with status 73).
///
/// An app declares options of its own as any swift-argument-parser command groups them: a
/// `ParsableArguments` type as its ``Options``, handed to ``init(options:)`` once parsed (`--help`
/// lists them after those every App takes), and says its name, abstract, discussion and version in
/// ``configuration``.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    /// The app's own command-line options, parsed beside those every App takes (``NoOptions``: none).
    associatedtype Options: ParsableArguments = NoOptions
    @SceneBuilder var body: Body { get }
    init()
    /// The app made with its own options, parsed from its command line: by default ``init()``.
    init(options: Options)
    /// The app's command: its name (by default the type's, which also names its state folder), its
    /// abstract and discussion in `--help` (by default those of every App), its `--version`.
    static var configuration: CommandConfiguration { get }
    /// Whether a headless run given no `--state-file` reads and saves the navigation state (and the
    /// `@AppStorage` values) in the app's state folder: `true` by default, a script driving the app as
    /// its user left it; `false` makes such a run a function of its URL and keys alone, reading and
    /// writing no file (as `navigator`'s pictures are drawn).
    static var headlessRunsUseTheSavedState: Bool { get }
    /// Every `Codable` type the app's saved navigation may hold, when the app knows them up front (a
    /// value with no destination among them): its state is then read with these alone, at launch, as
    /// `navigator` reads its own, and a value of any other type is one an older version saved (the
    /// file is set aside, the levels before it shown, and saving goes on). `nil`, the default: the
    /// types its views register, the state read in steps as the views that register them are shown.
    static var codableTypes: CodableTypes? { get }
    /// How long, in seconds, a headless run lets the screens' `.task`s work before it prints the frame
    /// anyway, when `--task-limit` doesn't say: 10 by default. 0 waits for none (each key is then
    /// applied as `Headless.run` applies it, with no screen built between keys), as `navigator`'s.
    static var headlessTaskLimit: Double { get }
    /// The name of the app's state file in its state folder: `state.json` by default. (Its link
    /// history and lock are beside it, named after it.)
    var stateFileName: String { get }
}

extension App {
    public init(options: Options) { self.init() }
    public static var configuration: CommandConfiguration { CommandConfiguration() }
    public static var headlessRunsUseTheSavedState: Bool { true }
    public static var codableTypes: CodableTypes? { nil }
    public static var headlessTaskLimit: Double { 10 }
    public var stateFileName: String { "state.json" }
}

/// An ``App`` whose URLs name each place it shows, as a deep link does: a URL given at launch is
/// checked before anything is read or written (a bad one ends the launch with status 64, `error: `
/// and why), then shown in place of the saved state; `--print url` prints the URL of what is shown
/// (status 65 when none names it); and `:` opens a URL typed in the app (`current` to edit), the last
/// 50 typed kept beside its state file (`state.json.links`) by the instance that saves the state.
public protocol LinkedApp: App {
    /// Reads `link`, given at launch, before anything is read or written: throws why it names no place
    /// of the app (its description is said). The app may keep what the link asks of it (a view of
    /// another kind at its root, its ``App/stateFileName``); the history's links are checked on a copy.
    mutating func check(link: String) throws
    /// The URL of what `host` shows; throws why none names it (its description is said, as
    /// "--print url has no link to print: …").
    func link(of host: ViewHost) throws -> String
    /// Shows the place `link` names on `host`: `nil`, or why it can't be shown.
    func open(link: String, in host: ViewHost) -> String?
    /// Called once `host` runs the app's window, before its first frame: where the app's model is
    /// handed what it needs of the host. By default nothing.
    func connect(to host: ViewHost)
}

extension LinkedApp {
    public func connect(to host: ViewHost) {}
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
        // No file opened later (the state's lock, its journal) may take a closed standard descriptor's
        // number and get what is printed.
        let outputWasClosed = AppOutput.keepStandardDescriptorsTaken()
        // `Logger(label:)` writes to the app's log from now on (headless: to stderr, or --log-file).
        AppLogging.bootstrap()
        let launch = launch(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                            runsMainActorJobs: true)
        if launch.status != 0 {
            if !launch.output.isEmpty { standardError(launch.output) }
            exit(launch.status)
        }
        if let printed = launch.printed {
            // What --print asks for, all of it, or a failure that says why (74, EX_IOERR).
            if let error = AppOutput.write(launch.output + "\n", outputWasClosed: outputWasClosed) {
                let reason = error == EBADF && outputWasClosed ? "standard output is closed" : String(cString: strerror(error))
                standardError("error: cannot write --print \(printed) to standard output: \(reason) "
                    + "(expected a standard output open for writing until \(launch.name) ends, e.g. a pipe whose reader reads it all; the state was saved)")
                exit(74)
            }
        } else if !launch.output.isEmpty {
            print(launch.output)
        }
        if let (status, error) = launch.failure {
            standardError(error)
            exit(status)
        }
        // Ends the process with the app alive: its screens are not torn down one by one for nothing
        // (a tree of thousands of screens took a fifth of a headless run to free).
        withExtendedLifetime(launch.host) { exit(0) }
    }

    /// Runs the app with command-line arguments; returns the exit status and what to print.
    ///
    /// `[URL]` opens a deep link: when the same app already runs in a terminal, it is handed to that
    /// one (its `.onOpenURL` handlers receive it, as SwiftUI hands a URL to a running app) and this
    /// launch ends with status 0, saying so; else it goes to this launch's `.onOpenURL` handlers before
    /// the first frame. `--new-instance` starts an app of its own even when one runs.
    /// `--headless [--size WxH] [--keys SCRIPT|@FILE] [--print screen|svg|path|url|state] [--task-limit SECONDS] [URL]`
    /// prints the frame after the keys, the root path, the URL of what is shown (a ``LinkedApp``), or
    /// the saved navigation state; `--help` the options (``App`` lists them).
    public static func run(arguments: [String]) -> (status: Int32, output: String) {
        run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// Runs the app with command-line arguments and an environment: `XDG_STATE_HOME` (else `HOME`)
    /// says where its navigation state and its `@AppStorage` and `@SceneStorage` values are saved, in
    /// `APP/state.json` and `APP/storage.json`; `XDG_RUNTIME_DIR` (else `/tmp`) where a running app
    /// receives URLs from outside, in `APP/links.socket` (`/tmp/APP-UID/links.socket`). Bad arguments are
    /// refused before anything is read or written (status 64, EX_USAGE, with ArgumentParser's message,
    /// as is a URL the running app refuses, or a ``LinkedApp``'s bad link; 66 for a `--keys @FILE` that
    /// can't be read); headless, `--print url` with no URL for what is shown is 65, a `--log-file` that
    /// can't be written or a state file whose folder or lock can't be made 73, and another instance
    /// saving the state 75. A failure found once the output is made (a `--log-file` write) is said
    /// after it, on a line of its own.
    public static func run(arguments: [String], environment: [String: String]) -> (status: Int32, output: String) {
        let launch = launch(arguments: arguments, environment: environment, runsMainActorJobs: false)
        guard let (status, error) = launch.failure else { return (launch.status, launch.output) }
        return (status, launch.output.isEmpty ? error : launch.output + "\n" + error)
    }

    /// `runsMainActorJobs`: the caller is the program's `main()`, so a headless run may run the main
    /// actor's jobs itself, letting the screens' tasks work before the keys and the frame.
    private static func launch(arguments: [String], environment: [String: String], runsMainActorJobs: Bool) -> AppLaunch {
        // `_typeName`, not `String(describing:)`: describing a type first asks it for each of the
        // printing protocols, looked up in every conformance record of the program (2,500,000
        // instructions, a seventh of `--version`).
        let typeName = _typeName(Self.self, qualified: false)
        let configuration = AppOptions.configuration(Self.configuration, name: typeName)
        let name = configuration.commandName ?? typeName
        AppOptions.configuration.withLock { $0 = configuration }
        // `--preview` alone (last, or before another option) lists the previews, as `--previews` does.
        var arguments = arguments
        if let index = arguments.firstIndex(of: "--preview"), !arguments[..<index].contains("--"),
           index + 1 == arguments.count || arguments[index + 1].hasPrefix("-") {
            arguments[index] = "--previews"
        }
        typealias Command = AppCommand<Options>
        /// ArgumentParser's message for `error`, and its status: `--help` is status 0 and its text, a
        /// bad argument 64 (EX_USAGE).
        func refusal(_ error: any Error) -> AppLaunch {
            let message = VisibleText.sanitizedLines(Command.fullMessage(for: error))
            // The standard library's `replacing`, not Foundation's `replacingOccurrences`: that one is in
            // the full Foundation, and calling it linked 50 MB of it (ICU) into every app, start-up +30%.
            return AppLaunch(name: name, status: Command.exitCode(for: error).rawValue, output: message.replacing(AppOptions.commandName, with: name))
        }
        let command: Command
        do {
            let (joined, keysAttached) = AppOptions.joiningKeys(arguments)
            command = try Command.parse(joined)
            if let problem = command.options.optionForKeys(attached: keysAttached) { throw problem }
        } catch {
            return refusal(error)
        }
        let options = command.options
        var app = Self(options: command.own)
        if options.console { return AppLaunch(name: name, AppConsoleFollower.follow(app: name, logFile: options.logFile, environment: environment)) }
        var linked = app as? any LinkedApp
        if options.output == .url, linked == nil {
            return refusal(ValidationError("--print url prints the URL of what is shown, and \(name) names none (its App is no LinkedApp) "
                + "(expected --print screen, svg, path or state)"))
        }
        let keys: KeyScript
        do throws(AppOptions.KeysProblem) {
            keys = options.headless ? try options.keyScript() : .none
        } catch {
            return AppLaunch(name: name, status: error.status, output: "error: \(error.message)")
        }
        if options.previews || options.preview != nil {
            return AppLaunch(name: name, runPreview(options, keys: keys, name: name, environment: environment, runsMainActorJobs: runsMainActorJobs))
        }
        let headless = options.headless, newInstance = options.newInstance
        // A URL given: a linked app's names a place of it, checked by the app; any other app's is one
        // with a scheme, for its views' `.onOpenURL`.
        var link: String?
        if let given = options.link {
            if var checked = linked {
                do { try checked.check(link: given) } catch { return AppLaunch(name: name, status: 64, output: "error: \(error)") }
                // What the link asks of the app (its state file, its body) is the app's from now on.
                linked = checked
                if let checked = checked as? Self { app = checked }
                link = given
            } else {
                guard let url = appURL(given) else {
                    return refusal(ValidationError("'\(VisibleText.sanitized(given))' is not a URL with a scheme (expected one like myapp://settings)"))
                }
                link = url.absoluteString
            }
        }
        guard let window = app.body as? any WindowScene else {
            return AppLaunch(name: name, status: 1, output: "error: \(Body.self) is not a WindowGroup; only a WindowGroup runs in the terminal")
        }
        // The arguments are good. A URL for an instance already running goes to it (SwiftUI's
        // `onOpenURL` for an app that is open); only when none receives does this one start.
        let inboxFolder = LinkInbox.folder(environment: environment, app: name)
        if let link, !headless, !newInstance {
            if let ended = forward(link, to: inboxFolder, app: name) { return AppLaunch(name: name, ended) }
        }
        // The terminal is taken before anything is read or written: a launch that can't run (no
        // terminal, as when xdg-open runs it) changes nothing.
        var session: CursesTerminal.Session?
        if !headless {
            do { session = try CursesTerminal.start(mouse: !options.noMouse) } catch { return AppLaunch(name: name, status: 1, output: "error: \(error)") }
        }
        // Only now is anything read or written. From here on, what the app prints goes to its log
        // while it runs full screen; headless, its Logger's lines go to --log-file if one is given
        // (one that can't be written ends the launch: a script asked for it).
        let console = session.map { AppConsole(session: $0, app: name, logFile: options.logFile, environment: environment) }
        var headlessLog: AppLogFile?
        if headless, let path = options.logFile {
            do throws(AppLogFile.Problem) {
                headlessLog = try AppConsole.headlessLog(path)
            } catch {
                return AppLaunch(name: name, status: 73, output: "error: \(error)")
            }
        }
        defer { if headlessLog != nil { AppConsole.closeHeadlessLog() } }
        // The navigation tree saved at the last run, unless a deep link replaces it. (None, headless
        // with no --state-file, for an app whose headless runs use no saved state.)
        let usesSavedState = !headless || options.stateFile != nil || Self.headlessRunsUseTheSavedState
        var saving: AppNavigationSaving?
        if let file = options.stateFile ?? (usesSavedState ? AppNavigationSaving.file(forApp: name, environment: environment, named: app.stateFileName) : nil) {
            do throws(AppNavigationSaving.Failure) {
                saving = try AppNavigationSaving(file: file, given: options.stateFile != nil, app: name, headless: headless)
            } catch {
                headlessLog?.undo()
                switch error {
                case .lockHeld(let reason): return AppLaunch(name: name, status: 75, output: "error: \(reason)")
                case .unavailable(let reason): return AppLaunch(name: name, status: 73, output: "error: \(reason)")
                }
            }
        }
        saving?.knownTypes = Self.codableTypes
        // A URL or --fresh replaces the saved tree (its files are still read: a damaged one is set aside):
        // a linked app's URL names its place; any other app's goes to its root's `.onOpenURL`. A root that
        // takes no URLs keeps its saved tree, whose screens are offered the URL (and, when none takes
        // it, the frame says so): a link the app can't take never costs the saved path.
        var replaced: Bool { options.fresh || (link != nil && (linked != nil || ViewHost.launchRootTakesURLs)) }
        // The @AppStorage values first: the root's first evaluation reads them (a layout chosen last time).
        ViewHost.launchStorage = usesSavedState ? StorageValues.file(forApp: name, environment: environment).map(StorageValues.init(file:)) : nil
        let host = window.makeHost { types in saving?.load(types: Self.codableTypes ?? types, replaced: replaced, complete: Self.codableTypes != nil) }
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
        // Headless, a state file of another kind of root is refused, as it is in no state to be saved over.
        if let refusal = saving?.refusal {
            saving?.abandon()
            headlessLog?.undo()
            return AppLaunch(name: name, status: 64, output: "error: \(refusal)")
        }
        linked?.connect(to: host)
        defer {
            host.storage.flush()
            saving?.flush()
        }
        if let link, let problem = Self.open(link, in: host, linked: linked) { show("The link was not opened: \(problem)", on: host, after: true) }
        saving?.record(host)
        if let linked { connectLinks(linked, to: host, saving: saving) }
        // The changes of the path (what the `e` panel lists) go to the log too, when there is one.
        if console != nil || headlessLog != nil {
            host.app.onEvent = { AppLogging.navigation.info("\($0)") }
        }
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
                        let problem = opening(savedBy: saving) { Self.open(received, in: host, linked: linked) }
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
            return AppLaunch(name: name, status: 0, output: "")
        }
        var launch = headlessOutput(host, keys: keys, options: options, name: name, linked: linked, runsMainActorJobs: runsMainActorJobs)
        host.enterBackground(size: options.terminalSize)
        host.storage.flush()
        saving?.flush()
        // The notices are the frame's; printing no frame, they are said on stderr. A save that failed
        // is said there whatever is printed: a script must not lose it unseen.
        if let saving {
            let notices = options.output == .screen || options.output == .svg ? [] : saving.launchNotices
            for warning in notices + saving.problemsSinceStart { standardError("warning: \(VisibleText.sanitized(warning))") }
        }
        launch.host = host
        if let failure = headlessLog?.failure { launch.failure = (73, "error: \(failure)") }
        return launch
    }

    /// Opens a link (`open` answers `nil`, or why it can't), as one change of the saved state when the
    /// app saves one (`AppNavigationSaving.batch`).
    private static func opening(savedBy saving: AppNavigationSaving?, _ open: () -> String?) -> String? {
        guard let saving else { return open() }
        var problem: String?
        saving.batch { problem = open() }
        return problem
    }

    /// A linked app's links on `host`: `:` edits the URL of what is shown and opens the one typed,
    /// whose history is kept beside the state file by the instance that saves it.
    private static func connectLinks(_ linked: any LinkedApp, to host: ViewHost, saving: AppNavigationSaving?) {
        host.app.linkOpener = (current: { [unowned host] in try? linked.link(of: host) },
                               open: { [unowned host, weak saving] link in
                                   opening(savedBy: saving) { linked.open(link: link, in: host) }
                               })
        guard let saving else { return }
        let history = AppLinkHistory(stateFile: saving.file)
        host.app.linkHistory = history.load { link in
            var copy = linked
            return (try? copy.check(link: link)) != nil
        }
        host.app.onLinkOpened = { [unowned app = host.app!, weak saving] _ in
            if saving?.saves == true { history.save(app.linkHistory) }
        }
    }

    /// `--previews`: the list of the program's `#Preview`s; `--preview NAME`: that preview's view run as
    /// the window (full screen, or headless with the keys), with nothing read or saved and no links
    /// from outside.
    private static func runPreview(_ options: AppOptions, keys: KeyScript, name: String, environment: [String: String], runsMainActorJobs: Bool) -> (status: Int32, output: String) {
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
        let headlessLog: AppLogFile?
        do throws(AppLogFile.Problem) {
            headlessLog = try options.logFile.map(AppConsole.headlessLog)
        } catch {
            return (73, "error: \(error)")
        }
        defer { if headlessLog != nil { AppConsole.closeHeadlessLog() } }
        let host = preview.makeHost()
        if let link = options.link.flatMap(appURL) { host.open(link) }
        if options.output == .url { return (64, "Error: --print url prints the URL of what an app shows, and a preview has none") }
        let launch = headlessOutput(host, keys: keys, options: options, name: name, linked: nil, runsMainActorJobs: runsMainActorJobs)
        return (launch.status, launch.output)
    }

    /// A headless run's output: the keys applied (with the screens' tasks let work, when `main()` runs
    /// them), then what `--print` asks for: the frame, its picture, the root path, the URL of what is
    /// shown (a linked app's; 65 when none names it) or the saved document.
    private static func headlessOutput(_ host: ViewHost, keys: KeyScript, options: AppOptions, name: String, linked: (any LinkedApp)?,
                                       runsMainActorJobs: Bool) -> AppLaunch {
        let taskLimit = options.taskDuration(default: Self.headlessTaskLimit)
        let frame = headlessFrame(host, size: options.terminalSize, keys: keys, taskLimit: runsMainActorJobs && taskLimit.duration > .zero ? taskLimit : nil)
        let printed = options.output.rawValue
        switch options.output {
        case .screen: return AppLaunch(name: name, output: frame.lines.joined(separator: "\n"), printed: printed)
        case .svg: return AppLaunch(name: name, output: picture(of: frame, title: name), printed: printed)
        case .path:
            let path = host.router.navigationPath
            return AppLaunch(name: name, output: (path.codable ?? path.codablePrefix.representation).jsonText(), printed: printed)
        case .url:
            // Nothing on stdout when there is no link (an empty line is no link), and why on stderr.
            do {
                return AppLaunch(name: name, output: try linked?.link(of: host) ?? "", printed: printed)
            } catch {
                return AppLaunch(name: name, status: 65, output: "error: --print url has no link to print: \(error)")
            }
        case .state:
            // `main()` ends what it prints with a line break: the document's own is dropped here.
            let document = TabRecorder.document(of: host)
                ?? host.splitApp.flatMap(SplitRecorder.document(of:))
                ?? host.router.navigationTree.codablePrefix.state.documentText
            return AppLaunch(name: name, output: document.hasSuffix("\n") ? String(document.dropLast()) : document, printed: printed)
        }
    }

    /// The frame as an SVG picture, without its last line break (`main()` prints one).
    private static func picture(of frame: Canvas, title: String) -> String {
        var svg = frame.svg(title: title)
        if svg.hasSuffix("\n") { svg.removeLast() }
        return svg
    }

    /// Shows `notice` on the app running `host` (its split view, if it is one).
    /// `after`: the notice goes after one the launch already shows (a saved file set aside), not in its place.
    private static func show(_ notice: String, on host: ViewHost, after: Bool = false) {
        let app = host.splitApp?.detail ?? host.app!
        app.show(notice: after ? app.notice.map { "\($0) · \(notice)" } ?? notice : notice)
    }

    /// A URL from outside, opened in the running app: `nil`, or why it wasn't (said to the sender).
    private static func open(_ text: String, in host: ViewHost, linked: (any LinkedApp)?) -> String? {
        // A linked app's `open` says why it refuses a link (it sees links `check` refuses at launch:
        // another view's, which it names).
        if let linked { return linked.open(link: text, in: host) }
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
    private static func forward(_ text: String, to folder: String, app name: String) -> (status: Int32, output: String)? {
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
    private static func headlessFrame(_ host: ViewHost, size: TerminalSize, keys: KeyScript, taskLimit: (duration: Duration, text: String)?) -> Canvas {
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
package protocol WindowScene {
    /// The host of the window's content, showing the tree `restoring` reads with the types the
    /// content registers (a saved tree), if any.
    func makeHost(restoring: (CodableTypes) -> NavigationTree<AnyHashable>?) -> ViewHost
}

extension WindowGroup: WindowScene {
    package func makeHost(restoring: (CodableTypes) -> NavigationTree<AnyHashable>?) -> ViewHost {
        ViewHost(content, restoring: restoring)
    }
}

/// `text` as a URL an app opens: one with a scheme.
nonisolated func appURL(_ text: String) -> URL? {
    guard let url = URL(string: text), url.scheme != nil else { return nil }
    return url
}
