import Foundation
import Testing

/// The real binary, run with no terminal.
@Suite(.timeLimit(.minutes(2))) struct HeadlessEndToEndTests {
    @Test func printsTheFinalScreenAsPlainText() throws {
        let result = try Navigator.run(["--headless", "myapp://profile-edit/johndoe"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24)
        #expect(lines.first == " Home › johndoe › Edit Profile")
        #expect(!result.stdoutBytes.contains(0x1B))
        #expect(result.stderr.isEmpty)
    }

    @Test func appliesKeysAtTheSizeAsked() throws {
        // Down selects "Back to Home"; a second Down stays there, since "Go back 2 steps" is disabled
        // one level deep. Enter pops to Home, whose first link, Detail 1, the next Enter opens.
        let result = try Navigator.run(["--headless", "--size", "40x10", "--keys", "down down enter enter", "myapp://detail/7"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(result.status == 0 && lines.count == 10)
        #expect(lines.first == " Home › Detail 1")
        #expect(lines.contains(" ▸ Next"))
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test func clicksAndTheWheelDriveItAsATerminalWould() throws {
        // Row 7 of Detail 2 at 72 columns is "Next" (Detail 3), row 1 the breadcrumbs: "Detail 1" from column 9.
        let next = try Navigator.run(["--headless", "--size", "72x14", "--keys", "click:4,7", "--print", "url", "myapp:///detail/1/detail/2"])
        #expect(next.stdout == "myapp:///detail/1/detail/2/detail/3\n")
        let popped = try Navigator.run(["--headless", "--size", "72x14", "--keys", "click:9,1", "--print", "url", "myapp:///detail/1/detail/2"])
        #expect(popped.stdout == "myapp:///detail/1\n")
        // A million rows: ten notches down, then a click on the row selected, past column 223.
        let rows = try Navigator.run(["--headless", "--size", "300x12", "--keys",
                                      String(repeating: "wheel-down:200,5 ", count: 10), "myapp:///rows/1000000"])
        let lines = rows.stdout.split(separator: "\n").map(String.init)
        let selected = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "▸ Row 31" })
        let opened = try Navigator.run(["--headless", "--size", "300x12", "--keys",
                                        String(repeating: "wheel-down:200,5 ", count: 10) + "click:290,\(selected + 1)",
                                        "--print", "url", "myapp:///rows/1000000"])
        #expect(opened.stdout == "myapp:///rows/1000000/detail/31\n")
        // The split view: a click on Colors in the sidebar, then on Red in the content column.
        let split = try Navigator.run(["--headless", "--split", "--size", "100x9", "--keys", "click:5,3 click:30,3", "--print", "url"])
        #expect(split.stdout == "myapp://split/colors/color/red#content\n")
    }

    @Test(arguments: ["click:0,1", "click:1,10001", "wheel-down:3", "click:a,b"])
    func aBadMouseWordExits64NamingIt(word: String) throws {
        let result = try Navigator.run(["--headless", "--keys", "down \(word)"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown key '\(word)' in --keys"))
        #expect(result.stderr.contains("click:COL,ROW"))
    }

    @Test func readsKeysFromAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try "enter\nenter\n enter".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Navigator.run(["--headless", "--keys", "@" + file.path, "--print", "url", "myapp://detail/1"])
        #expect(result.stdout == "myapp:///detail/1/detail/2/detail/3/detail/4\n")
    }

    @Test func printsThePathInNavigationPathsCodableShape() throws {
        let result = try Navigator.run(["--headless", "--print", "path", "myapp://profile-edit/johndoe"])
        #expect(result.stdout == #"["NavigatorDemo.Route","{\"editProfile\":{}}","NavigatorDemo.Route","{\"profile\":{\"username\":\"johndoe\"}}"]"# + "\n")
    }

    @Test func theURLOfAnyStackOpensTheSameStack() throws {
        // Settings (the profile's third link), then its "Your profile" (johndoe), then Edit Profile.
        let keys = "down down enter enter enter"
        let first = try Navigator.run(["--headless", "--keys", keys, "--print", "url", "myapp://profile/山田 太郎"])
        let url = first.stdout.trimmingCharacters(in: .newlines)
        #expect(url == "myapp:///profile/%E5%B1%B1%E7%94%B0%20%E5%A4%AA%E9%83%8E/settings/profile/johndoe/edit-profile")
        let path1 = try Navigator.run(["--headless", "--keys", keys, "--print", "path", "myapp://profile/山田 太郎"])
        let path2 = try Navigator.run(["--headless", "--print", "path", url])
        #expect(path1.stdout == path2.stdout && !path2.stdout.isEmpty)
    }

    @Test(arguments: [
        "hello", "https://example.com", "myapp://profil/ana", "myapp://detail", "myapp://detail/abc",
        "myapp://detail/99999999999999999999", "myapp://profile/%zz", "myapp://profile/%FF",
        "myapp://settings/extra", "myapp:///detail/1/nowhere", "", "myapp://\u{1B}[31mred",
        "myapp:///color/teal", "myapp:///recipe", "myapp:///sheet", "myapp:///detail/1/cover/cover/settings",
        "myapp:///number/1.5", "myapp:///showcase/nope",
    ])
    func badLinksExit64WithAClearErrorAndNothingOnStdout(link: String) throws {
        for mode in [["--headless"], []] {
            let result = try Navigator.run(mode + [link])
            #expect(result.status == 64, "\(link)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
            #expect(result.stderr.hasSuffix(")\n") && result.stderr.split(separator: "\n").count == 1)
            #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B })
            if !link.isEmpty && !link.contains("\u{1B}") { #expect(result.stderr.contains("'\(link)'")) }
        }
    }

    @Test func treesWithSheetsAndValuesOfEveryTypeRoundTrip() throws {
        let link = "myapp:///detail/1/color/mint/recipe/apple-pie/number/-3/sheet/settings/profile/johndoe/cover/showcase/recipe-picker"
        let url = try Navigator.run(["--headless", "--print", "url", link])
        #expect(url.status == 0 && url.stdout == link + "\n")
        let path = try Navigator.run(["--headless", "--print", "path", link])
        let again = try Navigator.run(["--headless", "--print", "path", url.stdout.trimmingCharacters(in: .newlines)])
        #expect(path.stdout == again.stdout)
        #expect(path.stdout.hasPrefix(#"["Swift.Int","-3","NavigatorDemo.Recipe","\"applePie\"","NavigatorDemo.Color","\"mint\""#))
    }

    @Test func theSplitViewShowsColumnsWhenWideAndOneStackWhenNarrow() throws {
        let wide = try Navigator.run(["--headless", "--split", "--size", "130x10", "--keys", "down enter down enter"])
        let lines = wide.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(wide.status == 0 && lines.count == 10)
        #expect(lines[0].hasPrefix(" Categories") && lines[0].contains("│ Colors") && lines[0].hasSuffix("│ Red"))
        let narrow = try Navigator.run(["--headless", "--split", "--size", "50x10", "--keys", "down enter down enter enter"])
        #expect(narrow.stdout.hasPrefix(" Categories › Colors › Red › Red details\n"))
        let refused = try Navigator.run(["--split", "myapp://settings"])
        // A stack's link is not a split view's (SplitLinkEndToEndTests has the split view's own).
        #expect(refused.status == 64 && refused.stderr.contains("'myapp://settings' is a stack's link, and --split opens a split view's"))
    }

    /// The --log-file is the app's log, as every App's (issue 23): the changes of the path, what the e
    /// panel lists, are its lines under the NavigatorUI.navigation label (after the time and level).
    @Test func theLogFileHoldsEachChange() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Navigator.run(["--headless", "--log-file", file.path, "--keys", "enter enter left", "myapp://detail/1"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).last ?? "" }
        #expect(lines == [
            "info NavigatorUI.navigation: New path: [Route.detail(id: 1), Route.detail(id: 2)]",
            "info NavigatorUI.navigation: New path: [Route.detail(id: 1), Route.detail(id: 2), Route.detail(id: 3)]",
            "info NavigatorUI.navigation: New path: [Route.detail(id: 1), Route.detail(id: 2)]",
        ], "\(lines)")
        let unwritable = try Navigator.run(["--headless", "--log-file", "/nonexistent/dir/log"])
        #expect(unwritable.status == 73 && unwritable.stderr.hasPrefix("error: cannot write --log-file '/nonexistent/dir/log'"))
        #expect(unwritable.stdout.isEmpty)
    }

    @Test func withoutATerminalItRefusesClearly() throws {
        let start = Date()
        let result = try Navigator.run(["myapp://settings"], environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty && result.stdoutBytes.isEmpty)
        #expect(result.stderr.hasPrefix("error: navigator needs a terminal"))
        #expect(result.stderr.contains("--headless"))
        #expect(Date().timeIntervalSince(start) < 10)  // it exits instead of spinning
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let badKey = try Navigator.run(["--headless", "--keys", "down sideways"])
        #expect(badKey.status == 64 && badKey.stderr.hasPrefix("error: unknown key 'sideways' in --keys"))
        let missingFile = try Navigator.run(["--headless", "--keys", "@/nonexistent/keys"])
        #expect(missingFile.status == 66 && missingFile.stderr.hasPrefix("error: cannot read --keys file '/nonexistent/keys'"))
        let badSize = try Navigator.run(["--headless", "--size", "80by24"])
        #expect(badSize.status == 64 && badSize.stderr.contains("80by24"))
        let keysWithoutHeadless = try Navigator.run(["--keys", "q"])
        #expect(keysWithoutHeadless.status == 64 && keysWithoutHeadless.stderr.contains("--keys needs --headless"))
        // An option where the keys should be is named as one, not taken for keys or a link.
        let optionForKeys = try Navigator.run(["--headless", "--keys", "--print", "url"])
        #expect(optionForKeys.status == 64 && optionForKeys.stdout.isEmpty)
        #expect(optionForKeys.stderr.contains("--keys needs a value, but '--print' after it is an option"), "\(optionForKeys.stderr)")
    }

    /// A script that starts with the `-` key (issue 25) was taken for an option after --keys and refused
    /// as a missing value; it is a script like any other, with --keys '- …' and with --keys='- …'.
    @Test(arguments: [["--keys", "- enter"], ["--keys=- enter"], ["--keys", "-"]])
    func aScriptThatStartsWithTheMinusKeyIsAScript(_ keys: [String]) throws {
        let result = try Navigator.run(["--headless", "--print", "url"] + keys + ["myapp://detail/1"])
        #expect(result.status == 0, "\(keys): \(result.stderr)")
        #expect(result.stdout == (keys.last == "-" ? "myapp:///detail/1\n" : "myapp:///detail/1/detail/2\n"), "\(keys)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A script given attached, `--keys=--help`, was refused as if --help were an option; `--keys '---'`
    /// got ArgumentParser's "invalid option" (issue 25's last hostile pass). Each is read as a script, and
    /// its word that names no key is said as any other's, with how to write a script that starts with -.
    @Test(arguments: [(["--keys=--help"], "--help"), (["--keys", "---"], "---"), (["--keys=---"], "---"),
                      (["--keys", "-- a"], "--"), (["--keys", "-x enter"], "-x")])
    func aScriptThatLooksLikeAnOptionIsReadAsAScript(keys: [String], word: String) throws {
        let result = try Navigator.run(["--headless"] + keys + ["--print", "url", "myapp://detail/1"])
        #expect(result.status == 64 && result.stdout.isEmpty, "\(keys): \(result.status)")
        #expect(result.stderr.hasPrefix("error: unknown key '\(word)' in --keys (expected one of backspace"), "\(keys): \(result.stderr)")
        let script = keys.count == 2 ? keys[1] : String(keys[0].dropFirst("--keys=".count))
        #expect(result.stderr.contains("; the script was '\(script)' (write a script that starts with - attached: --keys='\(script)')"),
                "\(keys): \(result.stderr)")
        #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("Invalid option"), "\(result.stderr)")
        // An option's name in the keys' place is still one, and the message says how to give it as keys.
        let option = try Navigator.run(["--headless", "--keys", "--help", "myapp://detail/1"])
        #expect(option.status == 64 && option.stderr.contains("--keys needs a value, but '--help' after it is an option")
                && option.stderr.contains("or attached with =, --keys='--help'"), "\(option.stderr)")
    }

    /// `--print` into a pipe whose reader has gone, or with standard output closed, exited 0 with
    /// nothing written (issue 25's last hostile pass): it is a failure, said on stderr with status 74,
    /// after the state is saved. Closed at launch, standard output is never taken by a file navigator
    /// opens (the lock, the state), which would have got the output.
    @Test(arguments: ["url", "screen", "state", "path", "svg"])
    func outputThatCannotBeWrittenIsAFailure(print: String) throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        // A pipe with no reader: the write fails with EPIPE (SIGPIPE is ignored).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Navigator.path)
        process.arguments = ["--headless", "--state-file", state, "--print", print, "--keys", "enter", "myapp://detail/1"]
        process.environment = sandbox.environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try output.fileHandleForReading.close()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("error: cannot write --print \(print) to standard output: Broken pipe (expected a standard output open for writing"),
                "\(stderr)")
        #expect(try sandbox.savedURL(state) == "myapp:///detail/1/detail/2", "the state is saved first")

        // Standard output closed at launch.
        let closed = try sandbox.run(["-c", #"exec "$0" "$@" >&-"#, Navigator.path, "--headless", "--state-file", state, "--print", print,
                                      "--keys", "enter"], executable: "/bin/sh")
        #expect(closed.status == 74, "\(closed.stderr)")
        #expect(closed.stderr.contains("error: cannot write --print \(print) to standard output: standard output is closed"), "\(closed.stderr)")
        #expect(try sandbox.savedURL(state) == "myapp:///detail/1/detail/2/detail/3")
        let lock = try String(contentsOfFile: state + ".lock", encoding: .utf8)
        #expect(!lock.contains("myapp") && !lock.contains("Home"), "the output went into the lock file: \(lock)")
    }

    @Test func helpVersionAndCompletions() throws {
        let help = try Navigator.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: navigator") && help.stdout.contains("--headless"))
        let version = try Navigator.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("navigator "))
        for shell in ["bash", "zsh", "fish"] {
            let completion = try Navigator.run(["--generate-completion-script", shell])
            #expect(completion.status == 0 && completion.stdout.contains("navigator"))
        }
    }
}
