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
}
