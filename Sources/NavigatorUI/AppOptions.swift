import ArgumentParser
import Glibc
import Synchronization
import TerminalUI

/// The options of an ``App`` that declares none of its own: ``App/Options``'s default.
public struct NoOptions: ParsableArguments {
    public init() {}
}

/// An App's command line, parsed with swift-argument-parser (a command only to be parsed: `App.run`
/// runs it): the options every App takes (`AppOptions`), then the app's own (`App.Options`, an
/// `@OptionGroup` as any ArgumentParser command groups options). `MyApp --help` lists them all.
struct AppCommand<Own: ParsableArguments>: ParsableCommand {
    nonisolated static var configuration: CommandConfiguration { AppOptions.configuration.withLock { $0 } }

    @OptionGroup var options: AppOptions
    @OptionGroup var own: Own
}

/// The command line every `App` takes: a bad argument is refused with ArgumentParser's message and
/// status 64 (EX_USAGE) before anything is read or written.
package struct AppOptions: ParsableArguments {
    /// Stands for the app's name in ArgumentParser's messages, which name the command statically.
    static let commandName = "APP-NAME"

    /// The command being parsed: the app's `configuration`, its name and abstract filled in
    /// (`AppCommand`'s, which a generic type can't store).
    nonisolated static let configuration = Mutex(CommandConfiguration())

    /// The command of an App named `name` that says `given` of itself: its name, else `name`; its
    /// abstract and discussion, else those of every App.
    static func configuration(_ given: CommandConfiguration, name: String) -> CommandConfiguration {
        CommandConfiguration(
            commandName: given.commandName ?? name,
            abstract: given.abstract.isEmpty ? defaultAbstract : given.abstract,
            discussion: given.discussion.isEmpty ? defaultDiscussion : given.discussion,
            version: given.version)
    }

    static let defaultAbstract = "Runs the app full screen in this terminal."

    static let defaultDiscussion = """
            A URL goes to the views' .onOpenURL handlers before \
            the first frame (in place of the saved state), or, while the app already runs in a terminal, \
            to that instance's handlers (this launch then says so and exits 0).

            The navigation tree is saved as it changes and shown again at the next launch, in \
            $XDG_STATE_HOME/APP-NAME/state.json (else ~/.local/state/APP-NAME/state.json), or --state-file.

            While it runs full screen, what it prints (stdout and stderr) and its Logger's lines go to its \
            log, $XDG_STATE_HOME/APP-NAME/app.log beside it, or --log-file, never to the screen: \
            APP-NAME --console in another terminal shows them as they come.

            Exit status: 0 on quit, 1 when there is no usable terminal, 64 for a bad argument or a URL \
            the running app refuses, 65 when, headless, --print url has no URL for what is shown, 66 when a \
            --keys file can't be read, 73 when, headless, the --log-file can't be written or the state \
            file's folder or lock can't be made, 74 when, headless, what --print prints can't be written, \
            75 when, headless, another instance is saving the state.
            """

    @Argument(help: ArgumentHelp("A URL to open, e.g. myapp://settings (after -- when it starts with '-').", valueName: "url"))
    var link: String?

    @Flag(help: "Run without a terminal: apply --keys, then print the frame (or --print state).")
    var headless = false

    @Option(help: ArgumentHelp("Headless screen size, in columns x rows.", valueName: "WxH"))
    var size = "80x24"

    // Taken whatever it starts with: a script may start with the `-` key (`--keys '- a'`). An option
    // given in its place (`--keys --print state`) is caught in validate().
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Headless keys: names (up down left right enter backspace esc tab space home end pgup pgdn delete, ctrl-a … ctrl-z), single characters, or resize:WxH, separated by spaces; or @FILE to read them from a file.",
        valueName: "keys"))
    var keys: String?

    @Option(name: .customLong("print"), help: "What headless mode prints: the final screen, the same as an SVG picture, the root path as NavigationPath's codable JSON, the URL of what is shown (an app whose URLs name its places), or the whole tree as the state file saves it.")
    var output: Output = .screen

    @Option(help: ArgumentHelp("Headless: how long the screens' .task's may work, in seconds, before the frame is printed anyway (0 to 3600; default 10, or the app's own).", valueName: "seconds"))
    var taskLimit: String?

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
        case screen, svg, path, url, state
    }

    /// `--size` read.
    var terminalSize: TerminalSize { TerminalSize(size) ?? TerminalSize(width: 80, height: 24) }

    /// `--task-limit` read, with its text as given (a warning quotes it).
    /// `--task-limit` read, else the app's default (`App.headlessTaskLimit`).
    func taskDuration(default seconds: Double) -> (duration: Duration, text: String) {
        let text = taskLimit ?? (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds))
        return (.milliseconds(Int(((Double(text) ?? seconds) * 1000).rounded())), text)
    }

    package init() {}

    /// The largest --keys file read: a million keys take about 6 MiB.
    static let maxKeysFileBytes = 16 << 20

    /// Why the keys can't be had: the status to end with (64, or 66 for a file) and what to say.
    package struct KeysProblem: Error {
        package let status: Int32
        package let message: String
    }

    /// `--keys` read: the script, or `@FILE`'s text. Every word is checked first (`KeyScript`), so a
    /// bad one is said before any key is applied.
    func keyScript() throws(KeysProblem) -> KeyScript {
        try Self.keyScript(from: keys)
    }

    /// `keys` as `--keys` gives them (`nil`: none): see `keyScript()`.
    package static func keyScript(from keys: String?) throws(KeysProblem) -> KeyScript {
        guard let keys else { return .none }
        var script = keys
        if keys.hasPrefix("@") {
            let path = String(keys.dropFirst())
            switch Self.readFile(path, limit: Self.maxKeysFileBytes) {
            case .success(let text):
                script = text
            case .failure(.tooLarge):
                throw KeysProblem(status: 66, message: "--keys file '\(VisibleText.sanitized(path))' is over the limit of \(Self.maxKeysFileBytes >> 20) MiB "
                    + "(expected @FILE naming a text file of keys, at most \(Self.maxKeysFileBytes >> 20) MiB)")
            case .failure(.system(let error)):
                throw KeysProblem(status: 66, message: "cannot read --keys file '\(VisibleText.sanitized(path))': \(String(cString: strerror(error))) "
                    + "(expected @FILE naming a readable text file)")
            }
        }
        do {
            return try KeyScript(script)
        } catch {
            // A word that starts with - may be an option meant for the app, given where the keys go.
            let given = VisibleText.sanitized(String(keys.prefix(80)))
            let hint = script.hasPrefix("-") && !keys.hasPrefix("@")
                ? "; the script was '\(given)' (write a script that starts with - attached: --keys='\(given)')" : ""
            throw KeysProblem(status: 64, message: error.description + hint)
        }
    }

    enum ReadFailure: Error { case system(Int32), tooLarge }

    /// Reads a whole file of at most `limit` bytes. A FIFO is read to its end without waiting for a
    /// writer to open it (with none, it is empty); a device like /dev/zero stops at the limit.
    static func readFile(_ path: String, limit: Int) -> Result<String, ReadFailure> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.system(errno)) }
        defer { close(fd) }
        // Opened without waiting; read as usual.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if n == 0 { break }
            guard data.count + n <= limit else { return .failure(.tooLarge) }
            data.append(contentsOf: chunk[0..<n])
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// `arguments` with `--keys VALUE` written `--keys=VALUE` when VALUE starts with - but is no
    /// option's name, so that ArgumentParser takes it as the option's value (a script such as `---` it
    /// refused as an "invalid option"); a value that is an option's name (`--keys --print url`) is left
    /// apart, and refused as an option where the keys should be. `attached`: whether the last `--keys`
    /// given, the one used, had its value attached (`--keys=--help` is then a script).
    package static func joiningKeys(_ arguments: [String]) -> (arguments: [String], attached: Bool) {
        var result: [String] = []
        var attached = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            // (Only a value that starts with -: the tokenizer takes any other as it is, and an empty one
            // attached, `--keys=`, would be a missing value.)
            if argument == "--keys", index + 1 < arguments.count, arguments[index + 1].hasPrefix("-"), !isOptionName(arguments[index + 1]) {
                result.append("--keys=" + arguments[index + 1])
                attached = true
                index += 2
                continue
            }
            if argument == "--keys" { attached = false }
            if argument.hasPrefix("--keys=") { attached = true }
            result.append(argument)
            index += 1
        }
        return (result, attached)
    }

    /// Whether `word` reads as an option: `--` and a letter (`--print`, `--help`), or `-h`. No key's name
    /// starts so (a name is one character or a word of letters), so such a word after `--keys` is an
    /// option given in the keys' place.
    package static func isOptionName(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return word == "-h" || (bytes.count > 2 && bytes[0] == UInt8(ascii: "-") && bytes[1] == UInt8(ascii: "-")
            && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[2] | 0x20))
    }

    /// Why the keys given are an option where the keys should be (`--keys --print url`), if they are.
    func optionForKeys(attached: Bool) -> ValidationError? {
        guard let keys, !attached, Self.isOptionName(keys) else { return nil }
        return ValidationError("--keys needs a value, but '\(VisibleText.sanitized(keys))' after it is an option "
            + "(expected keys, e.g. --keys 'down enter'; keys that start with the - key are given as they are, --keys '- a', "
            + "or attached with =, --keys='\(VisibleText.sanitized(keys))')")
    }

    package func validate() throws {
        guard TerminalSize(size) != nil else {
            throw ValidationError("--size '\(VisibleText.sanitized(size))' is not WIDTHxHEIGHT (expected columns x rows, like 80x24)")
        }
        if let taskLimit {
            guard let seconds = Double(taskLimit), seconds >= 0, seconds <= 3600 else {
                throw ValidationError("--task-limit '\(VisibleText.sanitized(taskLimit))' is not a number of seconds from 0 to 3600 (expected one like 10 or 0.5)")
            }
        }
        if let stateFile, stateFile.isEmpty || stateFile.hasSuffix("/") {
            throw ValidationError("--state-file '\(VisibleText.sanitized(stateFile))' names no file (expected a path to a file, not \(stateFile.isEmpty ? "an empty string" : "a folder"))")
        }
        if console {
            if headless { throw ValidationError("--console follows a running app's log: it can't be --headless") }
            if link != nil { throw ValidationError("--console follows a running app's log: it opens no URL") }
        }
        if !headless {
            if keys != nil { throw ValidationError("--keys needs --headless") }
            if output != .screen { throw ValidationError("--print needs --headless") }
        }
    }
}
