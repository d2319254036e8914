import Testing
@testable import TerminalUI

/// The one-line editor behind the link prompt: keys, graphemes, and what is shown in a narrow row.
@Suite struct LineEditorTests {
    func edited(_ text: String, _ keys: [Key]) -> LineEditor {
        var editor = LineEditor(text)
        for key in keys { editor.apply(key) }
        return editor
    }

    @Test func movingInsertingAndDeleting() {
        #expect(edited("abc", [.left, .character("X")]).text == "abXc")
        #expect(edited("abc", [.home, .delete]).text == "bc")
        #expect(edited("abc", [.control("a"), .right, .backspace]).text == "bc")
        #expect(edited("abc", [.home, .control("e"), .backspace]).text == "ab")
        #expect(edited("abc", [.backspace, .backspace, .backspace, .backspace]).text == "")
        #expect(edited("abc", [.end, .delete]).text == "abc")
        #expect(edited("a", [.space, .character("b")]).text == "a b")
    }

    @Test func ctrlUAndCtrlW() {
        #expect(edited("myapp:///detail/3", [.left, .control("u")]).text == "3")
        #expect(edited("myapp:///detail/3", [.control("w")]).text == "myapp:///detail/")
        #expect(edited("myapp:///detail/3", [.control("w"), .control("w")]).text == "myapp:///")
        #expect(edited("two words", [.control("w")]).text == "two ")
        #expect(edited("", [.control("w"), .control("u")]).text == "")
    }

    @Test func wideCharactersAndCombiningMarksAreOneCharacter() {
        #expect(edited("山田", [.backspace]).text == "山")
        #expect(edited("山田", [.left, .character("x")]).text == "山x田")
        // A combining mark typed after a letter joins it, and goes with it.
        let accented = edited("cafe", [.character("\u{301}")])
        #expect(accented.text == "cafe\u{301}" && accented.characters.count == 4 && accented.cursor == 4)
        #expect(edited("cafe\u{301}", [.backspace]).text == "caf")
        #expect(edited("a🍣b", [.left, .left, .delete]).text == "ab")
    }

    @Test func theVisiblePartKeepsTheCursorInView() {
        let long = LineEditor("myapp:///detail/1/detail/2/detail/3")
        let shown = long.visible(width: 10)
        #expect(shown.text == "/detail/3" && shown.cursorColumn == 9)
        var start = long
        start.apply(.home)
        #expect(start.visible(width: 10) == ("myapp:///d", 0))
        // Wide characters count two columns.
        let wide = LineEditor("山田太郎")
        #expect(wide.visible(width: 5) == ("太郎", 4))
    }

    @Test func theKeysAreTheKeyMapsEditingTable() {
        // Every editing binding's keys give its edits in turn; typed characters insert themselves.
        for binding in KeyMap.standard.editing {
            for (index, key) in binding.keys.enumerated() {
                #expect(KeyMap.standard.edit(for: key) == binding.edits[index % binding.edits.count], "\(key)")
                #expect(KeyMap.standard.types(key))
            }
        }
        #expect(KeyMap.standard.edit(for: .control("a")) == .moveToStart && KeyMap.standard.edit(for: .end) == .moveToEnd)
        #expect(KeyMap.standard.types(.character("q")) && KeyMap.standard.types(.space))
        #expect(!KeyMap.standard.types(.up) && !KeyMap.standard.types(.enter) && !KeyMap.standard.types(.escape) && !KeyMap.standard.types(.tab))
        // Another table, other keys: Ctrl-B moves left, and ← is no editing key there.
        let own = KeyMap(bindings: [], editing: [.init(keys: [.control("b")], edits: [.moveLeft], summary: "left", hint: nil)])
        var editor = LineEditor("ab")
        #expect(editor.apply(.control("b"), keyMap: own) && editor.cursor == 1)
        #expect(!editor.apply(.left, keyMap: own) && editor.cursor == 1)
        #expect(editor.apply(.character("X"), keyMap: own) && editor.text == "aXb")
    }

    @Test func eachEditAtTheEdges() {
        #expect(edited("", [.left, .right, .home, .end, .backspace, .delete]).text == "")
        #expect(edited("abc", [.right, .right, .delete]).cursor == 3)
        #expect(edited("abc", [.home, .backspace]).text == "abc")
        #expect(edited("abc", [.home, .control("u")]).text == "abc")
        #expect(edited("a  b  ", [.control("w")]).text == "a  ")
        #expect(edited("John Doe", [.control("w"), .control("w")]).text == "")
        #expect(edited("John Doe", [.left, .left, .left, .control("w")]).text == "Doe")
    }

    @Test func emojiSequencesAndFlagsAreOneCharacter() {
        // A family (joined with ZWJs), a flag (two regional indicators), a skin tone: one each.
        let text = "a👨‍👩‍👧🇯🇵👍🏽b"
        let editor = LineEditor(text)
        #expect(editor.characters.count == 5)
        #expect(edited(text, [.left, .backspace]).text == "a👨‍👩‍👧🇯🇵b")
        #expect(edited(text, [.home, .right, .delete]).text == "a🇯🇵👍🏽b")
        // Typed a code point at a time, the family joins into one character as it is typed.
        #expect(edited("", ["👨", "\u{200D}", "👩"].map { .character(Character($0)) }).characters.count == 1)
        // A Hangul syllable typed as jamo is one character too.
        #expect(edited("", ["\u{1100}", "\u{1161}"].map { .character(Character($0)) }).characters.count == 1)
    }

    @Test func aWideCharacterUnderTheCursorIsShownWhole() {
        // At the start of 山田太郎 with room for 3 columns: 山 and the cursor on it, not half of 田.
        var editor = LineEditor("山田太郎")
        editor.apply(.home)
        #expect(editor.visible(width: 3) == ("山", 0))
        editor.apply(.right)
        // On 田: 山 scrolls out so that 田 fits whole under the cursor.
        #expect(editor.visible(width: 3) == ("田", 0))
        editor.apply(.end)
        #expect(editor.visible(width: 3) == ("郎", 2))
        // Combining marks take no column.
        #expect(LineEditor("e\u{301}e\u{301}").visible(width: 3) == ("e\u{301}e\u{301}", 2))
    }
}
