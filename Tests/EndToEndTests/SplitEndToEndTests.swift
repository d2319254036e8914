import Foundation
import Testing

extension Sandbox {
    /// The split view's default state file, beside the stack's.
    var splitFile: String { path("xdg/navigator/split.json") }

    /// The saved split view as a link.
    func savedSplitURL(_ file: String? = nil) throws -> String {
        let result = try run(["--headless", "--split", "--state-file", file ?? splitFile, "--print", "url"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .newlines)
    }
}

/// `--keys` that type `text` one character at a time.
func typed(_ text: String) -> String { text.map { String($0) }.joined(separator: " ") }

/// Issue 13, point 4: the split view opens on a link (`myapp://split/…`), prints the link of any state
/// it reaches, and is saved and restored as the stack is, in a file of its own.
@Suite(.timeLimit(.minutes(2))) struct SplitLinkEndToEndTests {
    @Test func aSplitLinkOpensTheColumnsAndTheDetailsStack() throws {
        let result = try Navigator.run(["--headless", "--split", "--size", "100x9", "myapp://split/colors/color/red/color/mint?columns=all#content"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == " Categories              │ Colors                          │ Red › Mint", "\(result.stdout)")
        #expect(lines[2].hasPrefix("• Colors                 │▸ Red "), "the content column has the keys, on Red: \(result.stdout)")
        // A split view's link needs no --split: the link says which view it opens (xdg-open can't add a flag).
        let bare = try Navigator.run(["--headless", "--size", "100x9", "myapp://split/colors/color/red/color/mint?columns=all#content"])
        #expect(bare.stdout == result.stdout)
    }

    @Test(arguments: [
        "myapp://split", "myapp://split/recipes", "myapp://split/colors#sidebar",
        "myapp://split/routes/detail/42/detail/43/sheet/settings/profile/johndoe",
        "myapp://split/colors/color/pink/cover/showcase/recipe-picker?columns=detail-only#content",
        "myapp://split/routes/settings?columns=double-column",
    ])
    func everyLinkPrintsItself(link: String) throws {
        let result = try Navigator.run(["--headless", "--split", "--print", "url", link])
        #expect(result.status == 0 && result.stdout == link + "\n", "\(result.stderr)")
    }

    /// Whatever the keys reach, `--print url` gives a link that opens the same view.
    @Test(arguments: [
        ("80x20", "down enter down enter enter enter"),
        ("130x20", "down down enter enter enter tab \\ tab"),
        ("50x16", "down enter down enter enter down down enter"),
        ("100x20", "enter down enter enter space enter tab tab"),
    ])
    func theLinkOfTheStateReachedOpensTheSameScreen(size: String, keys: String) throws {
        let reached = try Navigator.run(["--headless", "--split", "--size", size, "--keys", keys])
        let url = try Navigator.run(["--headless", "--split", "--size", size, "--keys", keys, "--print", "url"])
        #expect(url.status == 0 && url.stdout.hasPrefix("myapp://split"), "\(url.stderr)")
        let reopened = try Navigator.run(["--headless", "--size", size, url.stdout.trimmingCharacters(in: .newlines)])
        #expect(reopened.stdout == reached.stdout, "\(url.stdout)")
    }

    @Test(arguments: [
        (["myapp://split/colours"], "error: unknown category 'colours' in 'myapp://split/colours' (expected myapp://split/CATEGORY/…, CATEGORY one of routes, colors, recipes)"),
        (["myapp://split/routes/detail/7"], "error: 'detail/7' is not an item of Routes in 'myapp://split/routes/detail/7' (expected one of detail/1, detail/42, profile/johndoe, settings)"),
        (["--split", "myapp://detail/7"], "error: 'myapp://detail/7' is a stack's link, and --split opens a split view's (expected myapp://split/CATEGORY/ITEM/…, e.g. myapp://split/colors/color/red; without --split the link opens the stack)"),
        (["--split", "myapp://detial/7"], "error: unknown deep link host 'detial' in 'myapp://detial/7'"),
        (["--", "myapp:///split"], "error: unknown route 'split' at position 1 in 'myapp:///split'"),
    ])
    func aBadLinkExits64AndChangesNothing(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        let before = sandbox.snapshot()
        for headless in [true, false] {
            let result = try sandbox.run((headless ? ["--headless"] : []) + arguments, limit: 10)
            #expect(result.status == 64 && result.stdout.isEmpty, "\(result.stderr)")
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        }
        #expect(sandbox.snapshot() == before)
    }

    @Test func thePromptOpensSplitLinksAndStackLinksInTheDetail() throws {
        // The prompt holds the split view's own link.
        let shown = try Navigator.run(["--headless", "--size", "100x9", "--keys", ":", "myapp://split/colors/color/red"])
        #expect(shown.stdout.split(separator: "\n").last == " go to: myapp://split/colors/color/red", "\(shown.stdout)")
        // A split view's link replaces the whole view.
        let split = try Navigator.run(["--headless", "--print", "url", "--keys", ": ctrl-u " + typed("myapp://split/recipes") + " enter",
                                       "myapp://split/colors/color/red"])
        #expect(split.stdout == "myapp://split/recipes\n", "\(split.stderr)")
        // A stack's link replaces the detail's stack, on the item selected; the detail has the keys.
        let stack = try Navigator.run(["--headless", "--print", "url", "--keys", ": ctrl-u " + typed("myapp:///detail/5/sheet/settings") + " enter",
                                       "myapp://split/colors/color/red/color/mint#sidebar"])
        #expect(stack.stdout == "myapp://split/colors/color/red/detail/5/sheet/settings\n", "\(stack.stderr)")
        // With no item selected there is no detail stack: the error stays in the prompt.
        let none = try Navigator.run(["--headless", "--size", "100x12", "--keys", ": ctrl-u " + typed("myapp://settings") + " enter", "myapp://split/colors"])
        #expect(none.stdout.contains("no item is selected"), "\(none.stdout)")
        #expect(none.stdout.split(separator: "\n").last == " go to: myapp://settings")
    }
}

/// The split view's state: saved in `split.json` beside the stack's `state.json`, restored at launch,
/// through the same bad files, kills and locks.
@Suite(.timeLimit(.minutes(2))) struct SplitRestorationEndToEndTests {
    @Test func navigateQuitAndRelaunchShowsTheSamePlace() throws {
        let sandbox = try Sandbox()
        let file = sandbox.splitFile
        let first = try sandbox.run(["--headless", "--split", "--state-file", file, "--size", "100x12", "--keys", "down enter down enter down down enter \\"])
        #expect(first.status == 0, "\(first.stderr)")
        let again = try sandbox.run(["--headless", "--split", "--state-file", file, "--size", "100x12"])
        #expect(again.stdout == first.stdout)
        #expect(try sandbox.savedSplitURL() == "myapp://split/colors/color/red/color/mint?columns=all")
        // A link replaces what was saved, --fresh starts with nothing selected; both are saved.
        #expect(try sandbox.run(["--headless", "--state-file", file, "--print", "url", "myapp://split/recipes/recipe/apple-pie"]).stdout
            == "myapp://split/recipes/recipe/apple-pie\n")
        #expect(try sandbox.savedSplitURL() == "myapp://split/recipes/recipe/apple-pie")
        #expect(try sandbox.run(["--headless", "--split", "--state-file", file, "--fresh", "--print", "url"]).stdout == "myapp://split\n")
        #expect(try sandbox.savedSplitURL() == "myapp://split")
    }

    /// Each view keeps its own file, and never reads or writes the other's, even when pointed at it.
    @Test func theStacksStateAndTheSplitViewsNeverTouchEachOther() throws {
        let sandbox = try Sandbox()
        let stack = sandbox.stateFile, split = sandbox.splitFile
        #expect(try sandbox.run(["--headless", "--state-file", stack, "myapp://detail/7"]).status == 0)
        #expect(try sandbox.run(["--headless", "--state-file", split, "myapp://split/colors/color/mint"]).status == 0)
        #expect(try sandbox.savedURL(stack) == "myapp:///detail/7")
        #expect(try sandbox.savedSplitURL(split) == "myapp://split/colors/color/mint")
        let before = sandbox.snapshot()
        let wrongSplit = try sandbox.run(["--headless", "--split", "--state-file", stack, "--keys", "down"])
        #expect(wrongSplit.status == 64)
        // (The App runner's words, issue 23: it refuses a --state-file of another kind of root for any app.)
        #expect(wrongSplit.stderr == "error: --state-file '\(stack)' holds the stack's state, not a split view's (expected a split view's state file or a new path)\n")
        let wrongStack = try sandbox.run(["--headless", "--state-file", split, "--keys", "enter"])
        #expect(wrongStack.status == 64)
        #expect(wrongStack.stderr.hasPrefix("error: --state-file '\(split)' holds a split view's state, not the stack's"), "\(wrongStack.stderr)")
        #expect(sandbox.snapshot() == before)
        // In a terminal each says so, shows nothing of the other's, and saves nothing.
        let session = try TmuxSession(width: 100, height: 20, arguments: ["--split", "--state-file", stack], environment: sandbox.environment)
        try session.waitForText("saving is off for this run")
        try session.send("Down")
        try session.waitForText("▸ Colors")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        // The running one took the lock (its file names it) and opened its link inbox: the states are as they were.
        // (Its log, app.log, is no state.)
        let states = { sandbox.snapshot().filter { !$0.key.hasSuffix(".lock") && !$0.key.hasPrefix("./run") && !$0.key.hasSuffix("/app.log") } }
        #expect(states() == before.filter { !$0.key.hasSuffix(".lock") && !$0.key.hasPrefix("./run") })
    }

    @Test func aCorruptFileIsReportedAndKeptAndNothingOverwritesIt() throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("split.json")
        try "{\"version\":1,\"generation\":1,\"path\":[".write(toFile: file, atomically: false, encoding: .utf8)
        let result = try sandbox.run(["--headless", "--split", "--state-file", file, "--print", "url", "--keys", "down"])
        #expect(result.status == 0 && result.stdout == "myapp://split/colors#sidebar\n")
        #expect(result.stderr.contains("warning: state file '\(file)'"), "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.url.path)
        let kept = try #require(names.first { $0.hasPrefix("split.json.bad-") }, "\(names)")
        #expect(try String(contentsOfFile: sandbox.path(kept), encoding: .utf8) == "{\"version\":1,\"generation\":1,\"path\":[")
        #expect(try sandbox.savedSplitURL(file) == "myapp://split/colors#sidebar")
        // A record this build can't read (a hand-edited focus) is a bad file too.
        let edited = sandbox.path("edited.json")
        try #"{"version":1,"generation":1,"path":[],"presentations":[{"style":"sheet","root":["TerminalUI.SplitSection","{\"version\":1}"],"path":["TerminalUI.SplitRecord","{\"columns\":\"automatic\",\"focus\":\"middle\"}"]}]}"#
            .write(toFile: edited, atomically: false, encoding: .utf8)
        let read = try sandbox.run(["--headless", "--split", "--state-file", edited, "--print", "url"])
        #expect(read.stdout == "myapp://split\n" && read.stderr.contains("unknown column 'middle'"), "\(read.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.url.path).contains { $0.hasPrefix("edited.json.bad-") })
    }

    @Test func nothingIsWrittenThroughASymbolicLink() throws {
        let sandbox = try Sandbox()
        let file = sandbox.path("split.json")
        _ = try sandbox.run(["--headless", "--state-file", file, "myapp://split/colors/color/red"])
        let victim = sandbox.path("victim.txt")
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: file + ".journal", withDestinationPath: victim)
        _ = try sandbox.run(["--headless", "--split", "--state-file", file, "--keys", "enter enter"])
        let result = try sandbox.run(["--headless", "--split", "--state-file", file, "--print", "url"])
        #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
    }

    /// In a real terminal: navigate, quit, come back to the same place; navigate, `kill -9`, come back to
    /// the last place or the one before; a second split view saves nothing while the first runs.
    @Test func inATerminalQuitOrKillNineAndRestartComesBackToTheSamePlace() throws {
        let sandbox = try Sandbox()
        let first = try TmuxSession(width: 100, height: 16, arguments: ["--split"], environment: sandbox.environment)
        try first.waitForText("Categories")
        for key in ["Down", "Enter", "Down", "Enter", "Down", "Down", "Enter"] { try first.send(key) }
        try first.waitForText("Red › Mint")
        try first.send("q")
        #expect(try first.exitStatus() == 0)
        #expect(try sandbox.savedSplitURL() == "myapp://split/colors/color/red/color/mint")

        let second = try TmuxSession(width: 100, height: 16, arguments: ["--split"], environment: sandbox.environment)
        let screen = try second.waitForText("Red › Mint")
        #expect(screen.contains { $0.contains("• Red") })
        // Another split view, while this one runs: headless refused (75), nothing changed.
        let before = sandbox.snapshot()
        let refused = try sandbox.run(["--headless", "--split", "--state-file", sandbox.splitFile, "--keys", "down"])
        let pid = try second.navigatorPID()
        #expect(refused.status == 75 && refused.stderr.contains("another navigator (pid \(pid)) is saving the state"),
                "\(refused.stderr)")
        #expect(sandbox.snapshot() == before)
        for key in ["Left", "Left", "Left", "Down"] { try second.send(key) }
        try second.waitForText("▸ Recipes")
        Thread.sleep(forTimeInterval: 0.5)
        _ = try TmuxSession.output("/bin/kill", ["-KILL", "\(try second.navigatorPID())"])
        #expect(try second.exitStatus() == 137)
        #expect(try sandbox.savedSplitURL() == "myapp://split/recipes#sidebar")

        let third = try TmuxSession(width: 100, height: 16, arguments: ["--split"], environment: sandbox.environment)
        try third.waitForText("▸ Recipes")
        // The stack's own state was never written.
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateFile))
    }
}

/// Links from outside reach a running split view: a split view's link replaces the view, a stack's
/// replaces the detail's stack; a running stack refuses a split view's link (it can't become one).
@Suite(.serialized, .timeLimit(.minutes(2))) struct SplitLinkForwardingEndToEndTests {
    static func running(_ sandbox: Sandbox, _ arguments: [String], showing text: String) throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 16, arguments: arguments, environment: sandbox.environment)
        try session.waitForText(text)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: sandbox.path("run/navigator/links.socket")) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return session
    }

    @Test func aRunningSplitViewOpensSplitLinksAndStackLinksInItsDetail() throws {
        let sandbox = try Sandbox()
        let session = try Self.running(sandbox, ["--split"], showing: "Categories")
        let pid = try session.navigatorPID()
        // With nothing selected, a stack's link has no detail stack to go to: refused, and said why.
        let early = try sandbox.run(["myapp://settings"], limit: 5)
        #expect(early.status == 64 && early.stderr.hasPrefix("error: the running navigator refused 'myapp://settings': no item is selected"),
                "\(early.stderr)")
        let split = try sandbox.run(["myapp://split/recipes/recipe/apple-pie"], limit: 5)
        #expect(split.status == 0 && split.stdout.hasPrefix("Opened myapp://split/recipes/recipe/apple-pie in the navigator running as pid \(pid)"),
                "\(split.stdout) \(split.stderr)")
        try session.waitForText("Opened myapp://split/recipes/recipe/apple-pie (a link from outside)")
        let stack = try sandbox.run(["myapp://detail/5"], limit: 5)
        #expect(stack.status == 0, "\(stack.stderr)")
        try session.waitForText("Apple Pie › Detail 5")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        #expect(try sandbox.savedSplitURL() == "myapp://split/recipes/recipe/apple-pie/detail/5")
    }

    @Test func aRunningStackRefusesASplitViewsLink() throws {
        let sandbox = try Sandbox()
        let session = try Self.running(sandbox, [], showing: "Home")
        let sent = try sandbox.run(["myapp://split/colors"], limit: 5)
        #expect(sent.status == 64, "\(sent.stderr)")
        #expect(sent.stderr.hasPrefix("error: the running navigator refused 'myapp://split/colors': this navigator shows the stack, and 'myapp://split/colors' is a split view's link (expected a stack's link here; navigator --new-instance LINK opens the split view beside it)"),
                "\(sent.stderr)")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}

/// `kill -9` in the middle of keys that change the selection (a snapshot each) and the detail (a line
/// each): the next launch reads a whole state without a notice, and nothing is set aside.
@Suite(.timeLimit(.minutes(2))) struct SplitKillNineEndToEndTests {
    @Test func killNineWhileNavigatingLeavesAWholeState() throws {
        let sandbox = try Sandbox()
        var generator = SystemRandomNumberGenerator()
        let moves = ["Down", "Up", "Enter", "Enter", "Left", "Tab", "Escape"]
        for round in 0..<6 {
            let session = try TmuxSession(width: 100, height: 16, arguments: ["--split"], environment: sandbox.environment)
            // The first frame, wherever the last round left it: a text field is not edited then (only
            // Enter or typing edits one, and its footer has no `q quit`), so the footer says `q quit`.
            try session.waitFor("the first frame") { screen in
                screen.joined(separator: "\n").contains("q quit")
            }
            for _ in 0..<Int.random(in: 3...12, using: &generator) { try session.send(moves.randomElement(using: &generator)!) }
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.05, using: &generator))
            _ = try TmuxSession.output("/bin/kill", ["-KILL", "\(try session.navigatorPID())"])
            #expect(try session.exitStatus() == 137)
            let restored = try sandbox.run(["--headless", "--split", "--state-file", sandbox.splitFile, "--print", "url"])
            #expect(restored.status == 0 && restored.stderr.isEmpty, "round \(round): \(restored.stderr)")
            #expect(restored.stdout.hasPrefix("myapp://split"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("xdg/navigator"))
        #expect(!names.contains { $0.contains(".bad-") }, "\(names)")
    }
}
