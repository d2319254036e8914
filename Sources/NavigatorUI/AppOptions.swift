import ArgumentParser
import TerminalUI

/// The command line every `App` takes, parsed with swift-argument-parser (a command only to be parsed: `App.run` runs it): `MyApp --help` lists it, and
/// a bad argument is refused with ArgumentParser's message and status 64 (EX_USAGE) before anything is
/// read or written.
struct AppOptions: ParsableCommand {
    /// Stands for the app's name in ArgumentParser's messages, which name the command statically.
    static let commandName = "APP-NAME"

    static let configuration = CommandConfiguration(
        commandName: commandName,
        abstract: "Runs the app full screen in this terminal.",
        discussion: """
            A URL goes to the views' .onOpenURL handlers before \
            the first frame (in place of the saved state), or, while the app already runs in a terminal, \
            to that instance's handlers (this launch then says so and exits 0).

            The navigation tree is saved as it changes and shown again at the next launch, in \
            $XDG_STATE_HOME/APP-NAME/state.json (else ~/.local/state/APP-NAME/state.json), or --state-file.

            While it runs full screen, what it prints (stdout and stderr) and its Logger's lines go to its \
            log, $XDG_STATE_HOME/APP-NAME/app.log beside it, or --log-file, never to the screen: \
            APP-NAME --console in another terminal shows them as they come.

            Exit status: 0 on quit, 1 when there is no usable terminal, 64 for a bad argument or a URL \
            the running app refuses, 75 when, headless, another instance is saving the state.
            """)

    @Argument(help: ArgumentHelp("A URL to open, e.g. myapp://settings (after -- when it starts with '-').", valueName: "url"))
    var link: String?

    @Flag(help: "Run without a terminal: apply --keys, then print the frame (or --print state).")
    var headless = false

    @Option(help: ArgumentHelp("Headless screen size, in columns x rows.", valueName: "WxH"))
    var size = "80x24"

    // Taken whatever it starts with: a script may start with the `-` key (`--keys '- a'`). An option
    // given in its place (`--keys --print state`) is caught in validate().
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Headless keys: names (up down left right enter backspace esc tab space home end pgup pgdn delete), single characters, or resize:WxH, separated by spaces.",
        valueName: "keys"))
    var keys: String?

    @Option(name: .customLong("print"), help: "What headless mode prints: the final screen, the same as an SVG picture, the root path as NavigationPath's codable JSON, or the whole tree as the state file saves it.")
    var output: Output = .screen

    @Option(help: ArgumentHelp("Headless: how long the screens' .task's may work, in seconds, before the frame is printed anyway (0 to 3600).", valueName: "seconds"))
    var taskLimit = "10"

    @Option(help: ArgumentHelp("Where the navigation state is saved and restored from (default: $XDG_STATE_HOME/APP-NAME/state.json).", valueName: "path"))
    var stateFile: String?

    @Flag(help: "Start at the root view instead of the saved state, which it replaces.")
    var fresh = false

    @Flag(help: "Start an instance of its own even when one is running (a URL is then not handed to the running one).")
    var newInstance = false

    @Flag(help: "Leave the mouse to the terminal, so its own text selection works as usual.")
    var noMouse = false

    @Flag(help: "Follow the log of the app running in another terminal (what it prints, its Logger's lines) as they come, until Ctrl-C.")
    var console = false

    @Option(help: ArgumentHelp("Where stdout, stderr and the Logger's lines go while the app runs full screen (default: $XDG_STATE_HOME/APP-NAME/app.log); headless, where the Logger's lines go (default: stderr).", valueName: "path"))
    var logFile: String?

    @Option(help: ArgumentHelp("Run a #Preview of the app instead of its window, saving nothing: its name, its number in --previews, or FILE.swift:LINE. Alone, --preview lists them.", valueName: "name"))
    var preview: String?

    @Flag(help: "List the app's #Previews.")
    var previews = false

    enum Output: String, ExpressibleByArgument, CaseIterable {
        case screen, svg, path, state
    }

    /// `--size` read.
    var terminalSize: TerminalSize { TerminalSize(size) ?? TerminalSize(width: 80, height: 24) }

    /// `--task-limit` read, with its text as given (a warning quotes it).
    var taskDuration: (duration: Duration, text: String) {
        (.milliseconds(Int(((Double(taskLimit) ?? 10) * 1000).rounded())), taskLimit)
    }

    /// `--keys` read.
    func keyScript() throws -> [Key] {
        guard let keys else { return [] }
        do { return try Key.parseScript(keys) } catch { throw ValidationError("--keys: \(error)") }
    }

    func validate() throws {
        guard TerminalSize(size) != nil else {
            throw ValidationError("--size '\(VisibleText.sanitized(size))' is not WIDTHxHEIGHT (expected columns x rows, like 80x24)")
        }
        guard let seconds = Double(taskLimit), seconds >= 0, seconds <= 3600 else {
            throw ValidationError("--task-limit '\(VisibleText.sanitized(taskLimit))' is not a number of seconds from 0 to 3600 (expected one like 10 or 0.5)")
        }
        if let stateFile, stateFile.isEmpty || stateFile.hasSuffix("/") {
            throw ValidationError("--state-file '\(VisibleText.sanitized(stateFile))' names no file (expected a path to a file, not \(stateFile.isEmpty ? "an empty string" : "a folder"))")
        }
        if let logFile, logFile.isEmpty || logFile.hasSuffix("/") {
            throw ValidationError("--log-file '\(VisibleText.sanitized(logFile))' names no file (expected a path to a file, not \(logFile.isEmpty ? "an empty string" : "a folder"))")
        }
        if console {
            if headless { throw ValidationError("--console follows a running app's log: it can't be --headless") }
            if link != nil { throw ValidationError("--console follows a running app's log: it opens no URL") }
        }
        if let keys, keys.hasPrefix("--") || keys == "-h" {
            throw ValidationError("--keys needs a value, but '\(VisibleText.sanitized(keys))' after it is an option "
                + "(expected keys, e.g. --keys 'down enter'; keys that start with the - key are given as they are: --keys '- a')")
        }
        _ = try keyScript()
        if !headless {
            if keys != nil { throw ValidationError("--keys needs --headless") }
            if output != .screen { throw ValidationError("--print needs --headless") }
        }
        if let link, appURL(link) == nil {
            throw ValidationError("'\(VisibleText.sanitized(link))' is not a URL with a scheme (expected one like myapp://settings)")
        }
    }
}
