import Foundation
import Testing

/// Issue 11, point 4 (the text field): Edit Profile edits the display name in a text field, through
/// the real binary. Issue 22, point 4: selecting the field is not editing it, so the navigation keys
/// still navigate; Enter, or a key that types and is no command, starts the editing, and then the keys
/// that type go to the field; the editing keys are the key table's; Esc ends the editing. The profile
/// shows the new name after going back.
@Suite(.timeLimit(.minutes(2))) struct TextFieldEndToEndTests {
    /// Edit Profile on johndoe, Enter to edit, `keys`, then Esc to end the editing and Esc back to the
    /// profile: its "Display name:" line.
    func edited(_ keys: String, link: String = "myapp://profile-edit/johndoe", size: String = "72x12") throws -> String {
        let result = try Navigator.run(["--headless", "--size", size, "--keys", "enter " + keys + " esc esc", link])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasSuffix(" › johndoe") == true || lines.first?.contains("山田太郎") == true, "\(result.stdout)")
        return lines.first { $0.hasPrefix("  Display name: ") }.map { String($0.dropFirst(16)) } ?? "(none)\n\(result.stdout)"
    }

    /// The `--keys` words that type `text`.
    static func typed(_ text: String) -> String {
        text.map { $0 == " " ? "space" : String($0) }.joined(separator: " ")
    }

    @Test func typingChangesTheNameTheProfileShows() throws {
        // Arriving, the field is selected: the usual keys, Enter to edit it.
        let screen = try Navigator.run(["--headless", "--size", "72x12", "myapp://profile-edit/johndoe"]).stdout
        #expect(screen.contains(" ▸ Display name: John Doe\n"), "\(screen)")
        #expect(screen.split(separator: "\n").last == " ↑↓ select  ⏎ edit  ← back  g home  1-3 level  e log  ? keys  q quit")
        // Edited, the editing keys.
        let editing = try Navigator.run(["--headless", "--size", "72x12", "--keys", "enter", "myapp://profile-edit/johndoe"]).stdout
        #expect(editing.split(separator: "\n").last == " ←→ move  Home/End jump  ⌫/Del delete  ↑↓ select  ⏎ next  Esc done")
        let wide = try Navigator.run(["--headless", "--size", "90x12", "--keys", "x", "myapp://profile-edit/johndoe"]).stdout
        #expect(wide.split(separator: "\n").last == " ←→ move  Home/End jump  ⌫/Del delete  ^U/^W cut  ↑↓ select  ⏎ next  Esc done")
        #expect(try edited("ctrl-u " + Self.typed("Jane Roe")) == "Jane Roe")
        // Enter moves to Done, whose Enter goes back: the same name.
        let done = try Navigator.run(["--headless", "--size", "72x12", "--keys", "ctrl-u N e w enter enter", "myapp://profile-edit/johndoe"])
        #expect(done.stdout.contains("  Display name: New\n") && done.stdout.hasPrefix(" Home › johndoe\n"), "\(done.stdout)")
    }

    @Test func navigationKeysActWhileTheFieldIsOnlySelected() throws {
        func run(_ keys: String) throws -> (url: String, screen: String) {
            let url = try Navigator.run(["--headless", "--print", "url", "--keys", keys, "myapp://profile-edit/johndoe"])
            let screen = try Navigator.run(["--headless", "--size", "72x12", "--keys", keys, "myapp://profile-edit/johndoe"])
            #expect(url.status == 0 && screen.status == 0, "\(url.stderr) \(screen.stderr)")
            return (url.stdout, screen.stdout)
        }
        // ← goes back level by level, as from any screen; so do h, Backspace and Esc.
        let left = try run("left")
        #expect(left.url == "myapp:///profile/johndoe\n" && left.screen.hasPrefix(" Home › johndoe\n"), "\(left.screen)")
        let twice = try run("left left")
        #expect(twice.url == "myapp:///\n" && twice.screen.hasPrefix(" Home\n"), "\(twice.screen)")
        for back in ["h", "backspace", "esc"] { #expect(try run(back).url == "myapp:///profile/johndoe\n", "\(back)") }
        // g goes home, 2 to level 2; q quits and types nothing (the keys after it are not read).
        #expect(try run("g").url == "myapp:///\n")
        #expect(try run("2").url == "myapp:///profile/johndoe\n")
        let quit = try run("q x")
        #expect(quit.url == "myapp:///profile/johndoe/edit-profile\n" && quit.screen.contains(" ▸ Display name: John Doe\n"), "\(quit.screen)")
        // A key that types and is no command starts the editing and types itself; ← then moves the
        // cursor, and Esc ends the editing: ← goes back again.
        let typed = try run("x left y")
        #expect(typed.url == "myapp:///profile/johndoe/edit-profile\n")
        #expect(typed.screen.contains(" ▸ Display name: John Doeyx\n"), "\(typed.screen)")
        let back = try run("x esc left")
        #expect(back.url == "myapp:///profile/johndoe\n" && back.screen.contains("  Display name: John Doex\n"), "\(back.screen)")
        // Enter starts it too, typing nothing; then q is text.
        let entered = try run("enter q")
        #expect(entered.url == "myapp:///profile/johndoe/edit-profile\n" && entered.screen.contains(" ▸ Display name: John Doeq\n"))
    }

    @Test func commandKeysTypeWhileTheFieldIsEdited() throws {
        // Ctrl-U starts the editing (it is no command); then q, g, e, ?, :, digits, h j k l and p are
        // text, not quit, home, log, help, level or peek.
        let result = try Navigator.run(["--headless", "--size", "72x12", "--print", "url", "--keys",
                                        "ctrl-u q g e ? : 1 2 h j k l p space", "myapp://profile-edit/johndoe"])
        #expect(result.stdout == "myapp:///profile/johndoe/edit-profile\n")
        #expect(try edited("ctrl-u q g e ? : 1 2 h j k l p") == "qge?:12hjklp")
        // Off the field, they are commands again: ↓ ends the editing and selects Done, then q quits there.
        let quit = try Navigator.run(["--headless", "--print", "url", "--keys", "x down q x", "myapp://profile-edit/johndoe"])
        #expect(quit.stdout == "myapp:///profile/johndoe/edit-profile\n")
    }

    @Test func eachEditingKey() throws {
        // "John Doe": the cursor starts at the end.
        #expect(try edited("backspace") == "John Do")
        #expect(try edited("left left backspace") == "John oe")
        #expect(try edited("left left right X") == "John DoXe")
        #expect(try edited("home delete") == "ohn Doe")
        #expect(try edited("home X end Y") == "XJohn DoeY")
        #expect(try edited("ctrl-a X ctrl-e Y") == "XJohn DoeY")
        #expect(try edited("end delete") == "John Doe")
        #expect(try edited("left left left ctrl-u") == "Doe")
        #expect(try edited("ctrl-w X") == "John X")
        #expect(try edited("ctrl-w ctrl-w") == "johndoe")  // empty: the profile shows the username
        #expect(try edited("home backspace ctrl-u") == "John Doe")
    }

    @Test func wideCharactersEmojiAndCombiningMarks() throws {
        #expect(try edited("ctrl-u " + Self.typed("山田 太郎")) == "山田 太郎")
        #expect(try edited("ctrl-u " + Self.typed("山田太郎") + " left backspace") == "山田郎")
        // A combining acute typed after e joins it: one character, which Backspace removes whole.
        #expect(try edited("ctrl-u Z o e \u{301}") == "Zoe\u{301}")
        #expect(try edited("ctrl-u Z o e \u{301} x left backspace") == "Zox")
        // An emoji, a family typed code point by code point, a flag: one character each.
        #expect(try edited("ctrl-u a 🍣 b left left delete") == "ab")
        #expect(try edited("ctrl-u 👨 \u{200D} 👩 \u{200D} 👧 x left backspace") == "x")
        #expect(try edited("ctrl-u 🇯 🇵 ! left backspace") == "!")
    }

    @Test func aLongNameScrollsInANarrowField() throws {
        let long = "ctrl-u " + Self.typed("abcdefghijklmnopqrstuvwxyz山田太郎")
        let narrow = try Navigator.run(["--headless", "--size", "30x12", "--keys", long, "myapp://profile-edit/johndoe"])
        // " ▸ Display name: " is 17 columns, one is kept free: 12 for the text and the cursor after it.
        #expect(narrow.stdout.contains(" ▸ Display name: xyz山田太郎\n"), "\(narrow.stdout)")
        let start = try Navigator.run(["--headless", "--size", "30x12", "--keys", long + " home", "myapp://profile-edit/johndoe"])
        #expect(start.stdout.contains(" ▸ Display name: abcdefghijkl\n"), "\(start.stdout)")
        // The whole name reaches the profile.
        #expect(try edited(long) == "abcdefghijklmnopqrstuvwxyz山田太郎")
    }

    @Test func theProfileBelowIsTheOneEditedInAStackOrASheet() throws {
        // In a sheet over the profile: Esc ends the editing, a second closes the sheet, and the profile
        // shows the new name.
        let sheet = try Navigator.run(["--headless", "--size", "72x12", "--keys", "ctrl-u S h e e t esc esc",
                                       "myapp:///profile/johndoe/sheet/edit-profile"])
        #expect(sheet.stdout.hasPrefix(" Home › johndoe\n") && sheet.stdout.contains("  Display name: Sheet\n"), "\(sheet.stdout)")
        // 山田太郎's profile edits 山田太郎's name.
        let yamada = try Navigator.run(["--headless", "--size", "72x12", "--keys", "ctrl-u T a r o esc esc",
                                        "myapp:///profile/%E5%B1%B1%E7%94%B0%E5%A4%AA%E9%83%8E/edit-profile"])
        #expect(yamada.stdout.contains("  Display name: Taro\n"), "\(yamada.stdout)")
    }

    @Test func theNameIsNotSavedAcrossLaunches() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        let first = try sandbox.run(["--headless", "--size", "72x12", "--state-file", state, "--keys", "ctrl-u N e w esc esc",
                                     "myapp://profile-edit/johndoe"])
        #expect(first.stdout.contains("  Display name: New\n"))
        // The path is saved (the profile); the name is the demo's model's, kept while it runs.
        let second = try sandbox.run(["--headless", "--size", "72x12", "--state-file", state])
        #expect(second.stdout.hasPrefix(" Home › johndoe\n") && second.stdout.contains("  Display name: John Doe\n"), "\(second.stdout)")
    }

    @Test func inARealTerminal() throws {
        let session = try TmuxSession(width: 60, height: 14, arguments: ["--new-instance", "myapp://profile-edit/johndoe"])
        var screen = try session.waitForText("Display name: John Doe")
        // Selected, not edited: no cursor in the field (only the selection's reverse), Enter edits it.
        #expect(screen.contains { $0.hasPrefix(" ↑↓ select  ⏎ edit") }, "\(screen.joined(separator: "\n"))")
        try session.send("C-u")
        try session.send("-l", "Zoë 山田 🍣 q?g")
        screen = try session.waitForText("Display name: Zoë 山田 🍣 q?g")
        #expect(screen.contains { $0.hasPrefix(" ←→ move") }, "\(screen.joined(separator: "\n"))")
        // Still on Edit Profile: q, ? and g typed.
        #expect(screen.first?.hasSuffix("Home › johndoe › Edit Profile") == true)
        try session.send("Left", "Left", "Left", "BSpace", "BSpace", "Home", "Delete")
        screen = try session.waitForText("Display name: oë 山田 q?g")
        // The cursor, on the o: the selected line is reversed, all but that cell (reversed again after it).
        let styled = try session.styledScreen().components(separatedBy: "\n").first { $0.contains("Display name") } ?? ""
        #expect(styled.hasPrefix(" \u{1B}[7m") && styled.contains("o\u{1B}[7më 山田 q?g"), "\(styled.debugDescription)")
        #expect(styled.components(separatedBy: "\u{1B}[7m").count == 3, "\(styled.debugDescription)")
        // Esc ends the editing only: the field stays selected, without its cursor; then ← goes back.
        try session.send("Escape")
        try session.waitFor("the field selected, not edited") { $0.contains { $0.hasPrefix(" ↑↓ select  ⏎ edit") } }
        let selected = try session.styledScreen().components(separatedBy: "\n").first { $0.contains("Display name") } ?? ""
        #expect(selected.components(separatedBy: "\u{1B}[7m").count == 2, "\(selected.debugDescription)")
        try session.send("Left")
        try session.waitFor("the profile with the new name") {
            $0.first?.hasSuffix("Home › johndoe") == true && $0.contains { $0.contains("Display name: oë 山田 q?g") }
        }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
