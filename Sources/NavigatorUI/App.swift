import Foundation
import Glibc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CursesFrontEnd
import Navigation
import TerminalUI

/// Part of an app: a window of views.
public protocol Scene {}

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
/// `--headless [--size WxH] [--keys 'down enter'] [--print screen|state]` prints the frame after the keys
/// (or the saved navigation state) instead; a URL argument (`MyApp myapp://settings`) goes to the views'
/// `.onOpenURL` handlers before the first frame, in place of the saved state.
///
/// The navigation tree (the root stack's path and its presentations) is saved as it changes and shown
/// again at the next launch, as `navigator` saves its own: in `$XDG_STATE_HOME/MyApp/state.json` (else
/// `~/.local/state/MyApp/state.json`), read with the `Codable` types the root view registers.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Runs the app with the process's command line, then exits with its status: what `@main` calls.
    ///
    /// See ``run(arguments:)`` for the arguments it takes.
    public static func main() {
        let (status, output) = run(arguments: Array(CommandLine.arguments.dropFirst()))
        if !output.isEmpty { print(output) }
        if status != 0 { exit(status) }
    }

    /// Runs the app with command-line arguments; returns the exit status and what to print.
    ///
    /// `[URL]` opens a deep link at start-up: it is handed to the views' `.onOpenURL` handlers before
    /// the first frame. `--headless [--size WxH] [--keys SCRIPT] [--print screen|state] [URL]` prints the
    /// frame after the keys, or the saved navigation state.
    public static func run(arguments: [String]) -> (status: Int32, output: String) {
        run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// Runs the app with command-line arguments and an environment: `XDG_STATE_HOME` (else `HOME`)
    /// says where its navigation state and its `@AppStorage` and `@SceneStorage` values are saved, in
    /// `APP/state.json` and `APP/storage.json`. Bad arguments are refused before anything is read or
    /// written (status 2); headless, another instance saving the state is status 75.
    public static func run(arguments: [String], environment: [String: String]) -> (status: Int32, output: String) {
        guard let window = Self().body as? any _WindowScene else {
            return (1, "error: \(Body.self) is not a WindowGroup; only a WindowGroup runs in the terminal")
        }
        let usage = "expected [--headless [--size WxH] [--keys SCRIPT] [--print screen|state]] [URL]"
        var printsState = false
        var headless = false
        var size = TerminalSize(width: 80, height: 24)
        var keys: [Key] = []
        var link: URL?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--headless":
                headless = true
            case "--size", "--keys", "--print":
                guard headless else { return (2, "error: \(argument) needs --headless before it; \(usage)") }
                guard let value = rest.popFirst() else { return (2, "error: \(argument) needs a value") }
                if argument == "--size" {
                    let parts = value.split(separator: "x")
                    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
                        return (2, "error: --size “\(value)” is not WIDTHxHEIGHT, like 80x24")
                    }
                    size = TerminalSize(width: width, height: height)
                } else if argument == "--print" {
                    guard value == "screen" || value == "state" else {
                        return (2, "error: --print “\(value)” is not screen or state")
                    }
                    printsState = value == "state"
                } else {
                    do { keys = try Key.parseScript(value) } catch { return (2, "error: --keys: \(error)") }
                }
            default:
                guard !argument.hasPrefix("-"), link == nil else { return (2, "error: unknown argument \(argument); \(usage)") }
                guard let url = URL(string: argument), url.scheme != nil else {
                    return (2, "error: “\(argument)” is not a URL with a scheme, like myapp://settings")
                }
                link = url
            }
        }
        // The arguments are good: only now is anything read or written.
        // The navigation tree saved at the last run, unless a deep link replaces it.
        var saving: AppNavigationSaving?
        if let file = AppNavigationSaving.file(forApp: String(describing: Self.self), environment: environment) {
            do throws(AppNavigationSaving.Failure) {
                saving = try AppNavigationSaving(file: file, headless: headless)
            } catch {
                guard case .lockHeld(let reason) = error else { return (1, "error: \(error)") }
                return (75, "error: \(reason)")
            }
        }
        let host = window._makeHost { types in saving?.load(types: types, replaced: link != nil) }
        // A split view's selections are not saved yet: its detail stack isn't either.
        if host.splitApp != nil { saving = nil }
        useStorage(of: host, environment: environment)
        defer {
            host.storage.flush()
            saving?.flush()
        }
        if let link { host.open(link) }
        saving?.record(host)
        guard headless else {
            do { try CursesTerminal.run(host) } catch { return (1, "error: \(error)") }
            return (0, "")
        }
        let frame = Headless.run(host, size: size, keys: keys).lines.joined(separator: "\n")
        if printsState {
            // `main()` ends what it prints with a line break: the document's own is dropped here.
            let document = host.router.navigationTree.codablePrefix.state.documentText
            return (0, document.hasSuffix("\n") ? String(document.dropLast()) : document)
        }
        return (0, frame)
    }

    /// The app's saved storage values, in place of the host's in-memory ones.
    private static func useStorage(of host: ViewHost, environment: [String: String]) {
        guard let file = StorageValues.file(forApp: String(describing: Self.self), environment: environment) else { return }
        host.storage = StorageValues(file: file)
    }
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
