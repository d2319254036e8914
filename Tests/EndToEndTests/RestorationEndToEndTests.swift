import Foundation
import Testing

/// The state survives quitting, crashing and bad files: the real binary, headless and in tmux.
@Suite(.timeLimit(.minutes(2))) struct RestorationEndToEndTests {
    /// A directory of its own for each test.
    final class Directory {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("navigator-state-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
    }

    func headless(_ arguments: [String], state: String) throws -> Navigator.Result {
        try Navigator.run(["--headless", "--state-file", state] + arguments)
    }

    @Test func navigateQuitAndRelaunchShowsTheSameScreen() throws {
        let directory = try Directory()
        let state = directory.path("state.json")
        let first = try headless(["--keys", "down enter enter e", "--size", "60x16"], state: state)
        #expect(first.status == 0 && first.stdout.hasPrefix(" Home › Detail 42 › Detail 43\n"))
        let again = try headless(["--size", "60x16"], state: state)
        #expect(again.stdout.split(separator: "\n").first == " Home › Detail 42 › Detail 43")
        #expect(try headless(["--print", "url"], state: state).stdout == "myapp:///detail/42/detail/43\n")
        // Sheets and values of every type come back too.
        let tree = "myapp:///color/mint/recipe/apple-pie/number/7/sheet/settings/profile/johndoe/cover/showcase/recipe-picker"
        _ = try headless([tree], state: state)
        #expect(try headless(["--print", "url"], state: state).stdout == tree + "\n")
    }

    @Test func aDeepLinkReplacesTheSavedTreeAndFreshStartsAtHome() throws {
        let directory = try Directory()
        let state = directory.path("state.json")
        _ = try headless(["myapp://profile-edit/johndoe"], state: state)
        #expect(try headless(["--print", "url", "myapp://settings"], state: state).stdout == "myapp:///settings\n")
        #expect(try headless(["--print", "url"], state: state).stdout == "myapp:///settings\n")
        #expect(try headless(["--print", "url", "--fresh"], state: state).stdout == "myapp:///\n")
        #expect(try headless(["--print", "url"], state: state).stdout == "myapp:///\n")
    }

    @Test func headlessModeTouchesNoStateWithoutStateFile() throws {
        let directory = try Directory()
        let environment = ["XDG_STATE_HOME": directory.path("xdg"), "HOME": directory.path("home"), "PATH": "/usr/bin:/bin"]
        let result = try Navigator.run(["--headless", "--keys", "enter", "--print", "url"], environment: environment)
        #expect(result.status == 0 && result.stdout == "myapp:///detail/1\n")
        #expect(directory.names().isEmpty)
    }

    @Test func theFileIsAVersionedDocumentInNavigationPathsShapeMode0600In0700() throws {
        let directory = try Directory()
        let state = directory.path("dir/state.json")
        _ = try headless(["myapp:///detail/1/sheet/settings"], state: state)
        let text = try String(contentsOfFile: state, encoding: .utf8)
        #expect(text == #"{"version":1,"generation":1,"path":["NavigatorDemo.Route","{\"detail\":{\"id\":1}}"],"presentations":[{"style":"sheet","root":["NavigatorDemo.Route","{\"settings\":{}}"],"path":[]}]}"# + "\n")
        let print = try headless(["--print", "state"], state: state)
        #expect(print.stdout.contains(#""path":["NavigatorDemo.Route","{\"detail\":{\"id\":1}}"]"#))
        let fileMode = try FileManager.default.attributesOfItem(atPath: state)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path("dir"))[.posixPermissions] as? Int
        #expect(fileMode == 0o600 && directoryMode == 0o700)
    }

    @Test func aValueThatIsNotCodableKeepsTheLongestCodablePrefix() throws {
        let directory = try Directory()
        let state = directory.path("state.json")
        let result = try headless(["--size", "80x14", "myapp:///detail/1/draft/list/detail/2"], state: state)
        // A value that isn't Codable is the developer's business: said in the app's log, as every App
        // says it (headless, its Logger's lines go to stderr), not in the user's frame.
        #expect(result.stderr.contains("Only the first of 3 levels is saved: a NavigatorDemo.Draft is not"), "\(result.stderr)")
        #expect(try headless(["--print", "url"], state: state).stdout == "myapp:///detail/1\n")
        // Back below the draft, and the whole path is saved again.
        _ = try headless(["--keys", "left left enter", "myapp:///detail/1/draft/list/detail/2"], state: state)
        #expect(try headless(["--print", "url"], state: state).stdout == "myapp:///detail/1/detail/2\n")
    }

    /// Each bad file: the app starts (at Home, or the prefix it could read), says what happened in a
    /// notice, keeps working, and the file is still on disk.
    @Test(arguments: [
        ("truncated", #"{"version":1,"generation":1,"path":["NavigatorDemo.Route","{\"det"#, "is truncated", "myapp:///detail/1"),
        ("not JSON", "garbage\u{1B}[31m\n", "is not JSON", "myapp:///detail/1"),
        ("wrong shape", #"{"version":1,"path":{"a":1}}"#, "is JSON but not a navigation state", "myapp:///detail/1"),
        ("newer version", #"{"version":2,"path":[]}"#, "was written by a newer navigator (version 2", "myapp:///detail/1"),
        ("unknown version", #"{"version":"x","path":[]}"#, "has an unknown version", "myapp:///detail/1"),
        // An update removed a route: the level before it (Detail 3) is restored, then Enter pushes Detail 4.
        ("unknown type", #"{"version":1,"path":["Gone.Route","{}","NavigatorDemo.Route","{\"detail\":{\"id\":3}}"]}"#,
         "names a type this navigator doesn't know ('Gone.Route'); restored the 1 level before it", "myapp:///detail/3/detail/4"),
    ])
    func aBadFileGetsANoticeAndIsKept(name: String, content: String, notice: String, afterEnter: String) throws {
        let directory = try Directory()
        let state = directory.path("state.json")
        try content.write(toFile: state, atomically: false, encoding: .utf8)
        let result = try headless(["--size", "200x12"], state: state)
        #expect(result.status == 0)
        let screen = result.stdout.replacingOccurrences(of: "\n ", with: " ")
        #expect(screen.contains(notice), "\(name): \(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}"))
        let kept = directory.names().filter { $0.hasPrefix("state.json.bad-") }
        #expect(kept.count == 1, "\(name): \(directory.names())")
        #expect(try String(contentsOfFile: directory.path(kept[0]), encoding: .utf8) == content)
        // It keeps working, and saves again.
        _ = try headless(["--keys", "enter"], state: state)
        let restored = try headless(["--print", "url"], state: state).stdout
        #expect(restored == afterEnter + "\n", "\(name)")
    }

    @Test func aHugeFileIsNotReadAndIsKept() throws {
        let directory = try Directory()
        let state = directory.path("state.json")
        #expect(FileManager.default.createFile(atPath: state, contents: Data("{}".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: state))
        try handle.truncate(atOffset: 200 << 20)  // sparse: nothing is written
        try handle.close()
        let result = try headless(["--size", "200x10"], state: state)
        #expect(result.status == 0 && result.stdout.contains("over the limit of 64 MiB"))
        #expect(directory.names().contains { $0.hasPrefix("state.json.bad-") })
    }

    @Test func aDirectoryOrAFIFOWhereTheFileShouldBeIsLeftAlone() throws {
        let directory = try Directory()
        try FileManager.default.createDirectory(atPath: directory.path("state.json"), withIntermediateDirectories: false)
        let asDirectory = try headless(["--size", "200x10"], state: directory.path("state.json"))
        #expect(asDirectory.status == 0 && asDirectory.stdout.contains("is a directory, not a file"))
        let working = try headless(["--keys", "enter", "--print", "url"], state: directory.path("state.json"))
        #expect(working.stdout == "myapp:///detail/1\n" && working.stderr.contains("warning: state file"))
        mkfifo(directory.path("fifo.json"), 0o600)
        let start = Date()
        let asFIFO = try headless(["--size", "200x10"], state: directory.path("fifo.json"))
        #expect(asFIFO.status == 0 && asFIFO.stdout.contains("is a FIFO, not a file"))
        #expect(Date().timeIntervalSince(start) < 10)  // it did not wait for a writer
        var status = stat()
        #expect(lstat(directory.path("fifo.json"), &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func aFullDiskWhenSavingGetsANoticeAndTheAppKeepsWorking() throws {
        let directory = try Directory()
        let disk = directory.path("tiny")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        guard try TmuxSession.status("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]) == 0 else {
            try Test.cancel("cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN): no full disk to test on")
        }
        defer { _ = try? TmuxSession.status("/bin/umount", ["-l", disk]) }
        let state = disk + "/state.json"
        _ = try headless(["myapp://detail/5"], state: state)
        let before = try String(contentsOfFile: state, encoding: .utf8)
        // Fill what is left of the disk.
        let filler = open(disk + "/filler", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        let block = [UInt8](repeating: 1, count: 4096)
        while block.withUnsafeBytes({ write(filler, $0.baseAddress!, 4096) }) > 0 {}
        close(filler)
        // The notice follows the key whose change could not be saved (the next key clears it; `e` keeps it).
        let result = try headless(["--size", "200x10", "--keys", "enter"], state: state)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(" Home › Detail 5 › Detail 6"))
        #expect(result.stdout.contains("No space left on device"), "\(result.stdout)")
        #expect(try String(contentsOfFile: state, encoding: .utf8) == before, "the last good state is intact")
        // Space again: it saves.
        unlink(disk + "/filler")
        _ = try headless(["--keys", "enter"], state: state)
        #expect(try headless(["--print", "url"], state: state).stdout == "myapp:///detail/5/detail/6\n")
    }
}

/// The same in a real terminal: the default location, `q`, `kill -9` while navigating, garbage.
@Suite(.serialized, .timeLimit(.minutes(2))) struct RestorationTerminalTests {
    @Test func quittingAndRelaunchingComesBackToTheSameScreenFromXDGStateHome() throws {
        let directory = try RestorationEndToEndTests.Directory()
        let environment = ["XDG_STATE_HOME": directory.path("xdg")]
        var session: TmuxSession? = try TmuxSession(arguments: ["myapp://detail/1"], environment: environment)
        try session!.waitForLine(" Home › Detail 1")
        try session!.send("Enter")
        try session!.waitForLine(" Home › Detail 1 › Detail 2")
        try session!.send("q")
        #expect(try session!.exitStatus() == 0)
        session = nil
        let state = directory.path("xdg/navigator/state.json")
        #expect(FileManager.default.fileExists(atPath: state) || FileManager.default.fileExists(atPath: state + ".journal"))
        let relaunched = try TmuxSession(arguments: [], environment: environment)
        try relaunched.waitForLine(" Home › Detail 1 › Detail 2")
        try relaunched.send("q")
        #expect(try relaunched.exitStatus() == 0)
    }

    /// `kill -9` at random moments while keys arrive: the state read back is always one the app
    /// passed through, never a broken file, and what was on screen for half a second is all there.
    @Test func killNineWhileNavigatingLeavesTheLastStateOrTheOneBefore() throws {
        let directory = try RestorationEndToEndTests.Directory()
        let state = directory.path("state.json")
        var generator = SystemRandomNumberGenerator()
        var depth = 1  // myapp://detail/1 on the first launch
        for round in 0..<8 {
            let arguments = round == 0 ? ["--state-file", state, "myapp://detail/1"] : ["--state-file", state]
            let session = try TmuxSession(arguments: arguments)
            try session.waitFor("the restored stack") { $0.first?.hasSuffix("Detail \(depth)") == true }
            let presses = Int.random(in: 1...4, using: &generator)
            for _ in 0..<presses { try session.send("Enter") }
            if round.isMultiple(of: 2) {
                // Killed at once: somewhere in the middle of the keys, or after them.
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.05, using: &generator))
            } else {
                // Killed after everything has been on screen for half a second: all of it is kept.
                try session.waitFor("the last push") { $0.first?.hasSuffix("Detail \(depth + presses)") == true }
                Thread.sleep(forTimeInterval: 0.5)
            }
            _ = try TmuxSession.output("/bin/kill", ["-KILL", "\(try session.navigatorPID())"])
            #expect(try session.exitStatus() == 137)
            let restored = try Navigator.run(["--headless", "--state-file", state, "--print", "url"])
            #expect(restored.stderr.isEmpty, "no notice: the files are whole (\(restored.stderr))")
            let details = restored.stdout.trimmingCharacters(in: .newlines).split(separator: "/").filter { Int($0) != nil }.compactMap { Int($0) }
            #expect(details == Array(1...max(1, details.count)), "a stack the app passed through: \(restored.stdout)")
            if round.isMultiple(of: 2) {
                #expect((depth...(depth + presses)).contains(details.count), "round \(round): \(details.count) not in \(depth)...\(depth + presses)")
            } else {
                #expect(details.count == depth + presses, "round \(round)")
            }
            depth = details.count
        }
        #expect(!directory.names().contains { $0.contains(".bad-") })
    }

    @Test func garbageInTheStateFileIsReportedAndKeptBesideTheNewState() throws {
        let directory = try RestorationEndToEndTests.Directory()
        let state = directory.path("state.json")
        try "🗑 garbage".write(toFile: state, atomically: false, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 20, arguments: ["--state-file", state])
        let screen = try session.waitForText("is not JSON")
        #expect(screen.first == " Home")
        try session.send("Enter")
        try session.waitForLine(" Home › Detail 1")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("state.json.bad-") }
        #expect(kept.count == 1)
        #expect(try String(contentsOfFile: directory.path(kept[0]), encoding: .utf8) == "🗑 garbage")
        #expect(try Navigator.run(["--headless", "--state-file", state, "--print", "url"]).stdout == "myapp:///detail/1\n")
    }
}
