import Foundation
import NavigatorUI
@testable import NavigatorDemo
import Testing

/// The demo as `navigator` runs it, `DemoApp`, through NavigatorUI's App runner (`App.run(arguments:)`),
/// as the binary's end-to-end tests run it: its URLs are its deep links, its headless runs use no saved
/// state unless given one, and its --help is navigator's, with its own --split.
/// Each test has a folder of its own for HOME and the state, removed after it whatever it did.
@Suite final class DemoAppTests {
    let folder: String
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-app-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: folder) }
    var environment: [String: String] { ["XDG_STATE_HOME": folder + "/state", "HOME": folder] }

    func run(_ arguments: String...) -> (status: Int32, output: String) {
        DemoApp.run(arguments: arguments, environment: environment)
    }

    @Test("A deep link is shown and printed back; a bad one is status 64 with the grammar's error; no state is written without --state-file")
    func links() throws {
        let shown = run("--headless", "--size", "60x8", "myapp://detail/1")
        #expect(shown.status == 0 && shown.output.hasPrefix(" Home › Detail 1\n"), "\(shown.output)")
        #expect(run("--headless", "--keys", "enter", "--print", "url", "myapp://detail/1") == (0, "myapp:///detail/1/detail/2"))
        let bad = run("--headless", "myapp://profil/ana")
        #expect(bad.status == 64 && bad.output.hasPrefix("error: ") && bad.output.contains("unknown deep link host"), "\(bad.output)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/state"), "headless with no --state-file writes nothing")
        let file = folder + "/state.json"
        #expect(run("--headless", "--state-file", file, "--keys", "enter", "myapp://detail/7").status == 0)
        #expect(run("--headless", "--state-file", file, "--print", "url") == (0, "myapp:///detail/7/detail/8"))
        // A saved Int (a value with no destination) is read, as the demo's saved types include it.
        #expect(run("--headless", "--state-file", file, "--print", "url", "myapp:///number/3/detail/1") == (0, "myapp:///number/3/detail/1"))
        #expect(run("--headless", "--state-file", file, "--print", "url") == (0, "myapp:///number/3/detail/1"))
    }

    @Test("--split, or a split view's link, runs the split view, saved in split.json; a stack's link with --split is refused")
    func split() throws {
        #expect(run("--headless", "--size", "100x9", "--print", "url", "myapp://split/colors/color/red") == (0, "myapp://split/colors/color/red"))
        let refused = run("--headless", "--split", "myapp://settings")
        #expect(refused.status == 64 && refused.output.contains("'myapp://settings' is a stack's link, and --split opens a split view's"), "\(refused.output)")
        var linked = DemoApp()
        try linked.check(link: "myapp://split/colors")
        #expect(linked.stateFileName == "split.json" && DemoApp().stateFileName == "state.json")
        let file = folder + "/split.json"
        #expect(run("--headless", "--split", "--state-file", file, "--size", "100x9", "--keys", "down enter", "--print", "url") == (0, "myapp://split/colors"))
        #expect(run("--headless", "--split", "--state-file", file, "--print", "url") == (0, "myapp://split/colors"))
        // The stack refuses the split view's file, changing nothing.
        let wrong = run("--headless", "--state-file", file)
        #expect(wrong.status == 64 && wrong.output.hasPrefix("error: --state-file '\(file)' holds a split view's state, not the stack's"), "\(wrong.output)")
    }

    @Test("--help is navigator's: its name, its discussion, the options of every App and its own --split")
    func help() {
        let help = run("--help")
        #expect(help.status == 0)
        for part in ["USAGE: navigator", "SwiftUI's NavigationStack, in your terminal.", "--split", "--headless", "--log-file", "--console", "Exit status: 0 on quit"] {
            #expect(help.output.contains(part), "\(part)")
        }
        #expect(run("--version") == (0, "navigator 0.1.0"))
    }
}
