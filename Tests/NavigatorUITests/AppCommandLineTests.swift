// What every App's command line takes beyond the views (issue 23, "one front door"): options of the
// app's own, its name and --help text, keys read from a file, the headless exit statuses, the URLs of
// a LinkedApp (--print url, the `:` prompt and its history), and the navigation's changes in the log.
// Each test runs its app through `App.run(arguments:)`, with a state folder of its own.
import ArgumentParser
import Foundation
import Glibc
import NavigatorUI
import Testing

/// A greeting app with options of its own, as a swift-argument-parser command declares them.
struct GreetingApp: App {
    struct Options: ParsableArguments {
        @Option(help: "Who is greeted.") var name = "world"
        @Flag(help: "Shout the greeting.") var loud = false
    }

    static let configuration = CommandConfiguration(
        commandName: "greet", abstract: "Greets someone, full screen.", discussion: "Exit status: 0 when greeted.", version: "greet 1.2.3")

    let greeting: String

    init() { self.init(options: Options()) }
    init(options: Options) { greeting = options.loud ? "HELLO, \(options.name.uppercased())!" : "Hello, \(options.name)." }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    Text(greeting)
                    NavigationLink("More", value: 1)
                }
                .navigationTitle("Greeting")
                .navigationDestination(for: Int.self) { level in
                    NavigationLink("Deeper", value: level + 1).navigationTitle("Level \(level)")
                }
            }
        }
    }
}

/// The levels a `LevelsApp` shows: its model, which its links read and write.
@Observable final class LevelsModel {
    var path: [Int] = []
}

struct LevelsError: Error, CustomStringConvertible {
    let description: String
}

/// An app whose URLs name each place: `levels:///1/2/3` is three levels pushed; a level over 9 has no URL.
struct LevelsApp: LinkedApp {
    let model = LevelsModel()

    var body: some Scene {
        WindowGroup { LevelsView(model: model) }
    }

    func check(link: String) throws {
        _ = try Self.levels(in: link)
    }

    func link(of host: ViewHost) throws -> String {
        if let big = model.path.first(where: { $0 > 9 }) {
            throw LevelsError(description: "level \(big) has no URL (expected levels from 1 to 9 in a levels:/// URL)")
        }
        return "levels:///" + model.path.map(String.init).joined(separator: "/")
    }

    func open(link: String, in host: ViewHost) -> String? {
        do { model.path = try Self.levels(in: link) } catch { return "\(error)" }
        return nil
    }

    static func levels(in link: String) throws -> [Int] {
        guard link.hasPrefix("levels:///") else {
            throw LevelsError(description: "not a levels link: '\(link)' (expected levels:///N/N…)")
        }
        return try link.dropFirst("levels:///".count).split(separator: "/").map { part in
            guard let level = Int(part), (1...9).contains(level) else {
                throw LevelsError(description: "'\(part)' is no level in '\(link)' (expected levels from 1 to 9)")
            }
            return level
        }
    }
}

struct LevelsView: View {
    @Bindable var model: LevelsModel

    var body: some View {
        NavigationStack(path: $model.path) {
            NavigationLink("Level 1", value: 1)
                .navigationTitle("Levels")
                .navigationDestination(for: Int.self) { level in
                    NavigationLink("Level \(level + 1)", value: level + 1).navigationTitle("Level \(level)")
                }
        }
    }
}

/// The levels app, whose headless runs use no saved state unless given a --state-file (as navigator's).
struct ScriptedLevelsApp: LinkedApp {
    static var headlessRunsUseTheSavedState: Bool { false }
    let levels = LevelsApp()
    var body: some Scene { levels.body }
    func check(link: String) throws { try levels.check(link: link) }
    func link(of host: ViewHost) throws -> String { try levels.link(of: host) }
    func open(link: String, in host: ViewHost) -> String? { levels.open(link: link, in: host) }
}

@Suite struct AppCommandLineTests {
    let state: String
    init() throws { state = try StorageTests.temporaryFolder() }
    var environment: [String: String] { ["XDG_STATE_HOME": state, "HOME": "/nonexistent"] }

    func greet(_ arguments: String...) -> (status: Int32, output: String) {
        GreetingApp.run(arguments: arguments, environment: environment)
    }

    func levels(_ arguments: String...) -> (status: Int32, output: String) {
        LevelsApp.run(arguments: ["--headless", "--size", "50x6"] + arguments, environment: environment)
    }

    func file(_ name: String, _ text: String) throws -> String {
        let path = state + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test("An App's own options are parsed beside every App's, handed to init(options:), and listed by --help under its name")
    func ownOptions() {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(greet("--headless", "--size", "40x8").output.contains("Hello, world."))
        let loud = greet("--headless", "--size", "40x8", "--name", "Ada", "--loud")
        #expect(loud.status == 0 && loud.output.contains("HELLO, ADA!"), "\(loud.output)")
        let help = greet("--help")
        #expect(help.status == 0)
        for part in ["Greets someone, full screen.", "USAGE: greet", "--name <name>", "Who is greeted.", "--loud", "--headless", "--keys <keys>",
                     "Exit status: 0 when greeted.", "$XDG_STATE_HOME/greet/state.json"] {
            #expect(help.output.contains(part), "\(part) in \(help.output)")
        }
        #expect(greet("--version") == (0, "greet 1.2.3"))
        let missing = greet("--headless", "--name")
        #expect(missing.status == 64 && missing.output.hasPrefix("Error: Missing value for '--name <name>'"), "\(missing.output)")
        // Its state folder is named as the command is.
        #expect(greet("--headless", "--keys", "down enter").status == 0)
        #expect(FileManager.default.fileExists(atPath: state + "/greet/state.json.journal"))
    }

    @Test("--keys @FILE reads the keys from a file; one that can't be read is status 66, a bad key 64, both said before anything runs")
    func keysFromAFile() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let missing = greet("--headless", "--keys", "@" + state + "/none")
        #expect(missing == (66, "error: cannot read --keys file '\(state)/none': No such file or directory (expected @FILE naming a readable text file)"))
        let bad = greet("--headless", "--keys", "@" + (try file("bad", "down sideways")))
        #expect(bad.status == 64 && bad.output.hasPrefix("error: unknown key 'sideways' in --keys"), "\(bad.output)")
        // A script that starts with the - key is a script; an option where the keys go is named as one.
        let dashes = greet("--headless", "--keys", "---")
        #expect(dashes.status == 64 && dashes.output.hasPrefix("error: unknown key '---' in --keys"), "\(dashes.output)")
        let option = greet("--headless", "--keys", "--print", "state")
        #expect(option.status == 64 && option.output.contains("--keys needs a value, but '--print' after it is an option"), "\(option.output)")
        #expect(!FileManager.default.fileExists(atPath: state + "/greet"), "a refused launch makes no state folder")
        let keys = try file("keys", "down enter\nenter\n")
        let fromFile = greet("--headless", "--size", "40x8", "--keys", "@" + keys)
        #expect(fromFile.status == 0 && fromFile.output.hasPrefix(" Greeting › Level 1 › Level 2"), "\(fromFile.output)")
        #expect(fromFile.output == greet("--headless", "--size", "40x8", "--fresh", "--keys", "down enter enter").output)
    }

    @Test("Headless, a --log-file or a state folder that can't be written ends the launch with 73, saying which")
    func unwritableFilesAre73() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let full = greet("--headless", "--log-file", "/dev/full")
        #expect(full == (73, "error: cannot write --log-file '/dev/full': No space left on device (expected a path to a file that can be created or appended to)"))
        let folder = greet("--headless", "--log-file", state + "/no/such/folder.log")
        #expect(folder.status == 73 && folder.output.hasPrefix("error: cannot write --log-file '\(state)/no/such/folder.log': No such file or directory"))
        let file = try file("file", "")
        let stateFile = greet("--headless", "--state-file", file + "/state.json")
        #expect(stateFile.status == 73 && stateFile.output.hasPrefix("error: cannot save to --state-file '\(file)/state.json': "), "\(stateFile.output)")
        // The launch that failed left no log behind.
        let log = state + "/made.log"
        #expect(greet("--headless", "--log-file", log, "--state-file", file + "/state.json").status == 73)
        #expect(!FileManager.default.fileExists(atPath: log))
    }

    @Test("The navigation's changes (the e panel's lines) go to a headless run's --log-file, under the NavigatorUI.navigation label")
    func navigationInTheLog() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let log = state + "/app.log"
        #expect(greet("--headless", "--keys", "down enter enter left", "--log-file", log).status == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(lines == ["info NavigatorUI.navigation: New path: [1]", "info NavigatorUI.navigation: New path: [1, 2]",
                          "info NavigatorUI.navigation: New path: [1]"], "\(lines)")
        // Without a log, no line is made.
        #expect(greet("--headless", "--keys", "enter").status == 0)
    }

    @Test("A LinkedApp checks a URL at launch (64, its reason), shows it, and --print url prints what is shown (65 when no URL names it)")
    func linkedAppURLs() {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let shown = levels("levels:///1/2")
        #expect(shown.status == 0 && shown.output.hasPrefix(" Levels › Level 1 › Level 2"), "\(shown.output)")
        #expect(levels("--keys", "enter", "--print", "url", "levels:///1/2") == (0, "levels:///1/2/3"))
        // The state saved, shown again with no URL; a URL replaces it.
        #expect(levels("--print", "url") == (0, "levels:///1/2/3"))
        #expect(levels("--print", "url", "levels:///4") == (0, "levels:///4"))
        let bad = levels("--print", "url", "levels:///1/x")
        #expect(bad == (64, "error: 'x' is no level in 'levels:///1/x' (expected levels from 1 to 9)"))
        let notOne = levels("-x")
        #expect(notOne.status == 64, "an unknown option is ArgumentParser's: \(notOne.output)")
        #expect(levels("--", "-x") == (64, "error: not a levels link: '-x' (expected levels:///N/N…)"))
        let deep = levels("--keys", "enter enter enter enter enter enter", "--print", "url", "levels:///4")
        #expect(deep == (65, "error: --print url has no link to print: level 10 has no URL (expected levels from 1 to 9 in a levels:/// URL)"))
        // What it showed was saved all the same: the next launch shows it.
        let next = levels("--size", "120x6")
        #expect(next.status == 0 && next.output.hasPrefix(" Levels › Level 4 › Level 5 › Level 6 › Level 7 › Level 8 › Level 9 › Level 10\n"), "\(next.output)")
    }

    @Test("An app whose headless runs use no saved state reads and writes no file without --state-file, and saves in the one given")
    func headlessRunsWithoutState() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        func scripted(_ arguments: String...) -> (status: Int32, output: String) {
            ScriptedLevelsApp.run(arguments: ["--headless", "--size", "50x6"] + arguments, environment: environment)
        }
        #expect(scripted("--keys", "enter enter", "--print", "url") == (0, "levels:///1/2"))
        #expect(scripted("--print", "url") == (0, "levels:///"), "nothing was saved")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).isEmpty, "no state folder, no storage")
        let file = state + "/levels.json"
        #expect(scripted("--state-file", file, "--keys", "enter", "--print", "url") == (0, "levels:///1"))
        #expect(scripted("--state-file", file, "--print", "url") == (0, "levels:///1"))
    }

    @Test("Headless, a --state-file holding another kind of root's state is refused with 64, its lock left as it was")
    func stateFileOfAnotherKind() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = state + "/reading.json"
        #expect(ReadingApp.run(arguments: ["--headless", "--size", "130x8", "--state-file", file, "--keys", "down enter"], environment: environment).status == 0)
        func contents() throws -> [String: Data] {
            var all: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: state) { all[name] = try Data(contentsOf: URL(fileURLWithPath: state + "/" + name)) }
            return all
        }
        let before = try contents()
        let refused = levels("--state-file", file, "--keys", "enter")
        #expect(refused == (64, "error: --state-file '\(file)' holds a split view's state, not the stack's (expected the stack's state file or a new path)"))
        #expect(try contents() == before, "nothing written, the lock file as it was")
        // Not given, the app's own file of another kind is kept as it is, and said (AppSavingTests).
    }

    @Test("In a LinkedApp, : opens a typed URL, and the URLs opened are kept beside the state file for the next launch's : history")
    func linkPromptAndHistory() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let typed = "ctrl-u l e v e l s : / / / 3 / 4 enter"
        #expect(levels("--keys", ": " + typed, "--print", "url") == (0, "levels:///3/4"))
        let history = try String(contentsOfFile: state + "/LevelsApp/state.json.links", encoding: .utf8)
        #expect(history == "levels:///3/4\n")
        // The next launch's prompt recalls it with ↑, over the current URL.
        #expect(levels("--fresh", "--keys", ": up enter", "--print", "url") == (0, "levels:///3/4"))
        // A bad URL typed is refused where it was typed, and nothing changes.
        let refused = levels("--fresh", "--keys", ": ctrl-u l e v e l s : / / / 0 enter")
        #expect(refused.status == 0 && refused.output.contains("'0' is no level"), "\(refused.output)")
    }
}
