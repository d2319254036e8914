import Navigation
import Observation
import Testing
@testable import TerminalUI

/// Text fields on a screen: selected as links are, edited once opened (Enter, or a key that types and is
/// no command), the binding set on every change; the footer and the cursor while one is edited.
/// Selection is not focus, as in SwiftUI: a selected field leaves the navigation keys to navigate.
@MainActor @Suite struct TextFieldTests {
    @Observable final class Model {
        var name = "Ann"
        var city = ""
    }

    /// Home: a field, a second field with a prompt, then a link; the link's screen shows the name.
    func app(_ model: Model) -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Number \($0)" }) { _, _ in
            Screen(title: "Hello, \(model.name)", links: [
                .textField("Name", text: TextBinding(get: { model.name }, set: { model.name = $0 })),
            ])
        }
        return StackApp(router: Router<Int>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home \(model.name)", links: [
                .textField("Name", text: TextBinding(get: { model.name }, set: { model.name = $0 })),
                .textField("City", text: TextBinding(get: { model.city }, set: { model.city = $0 }), prompt: "where you live"),
                .push("Greet", 1),
            ])
        }
    }

    func lines(_ app: StackApp<Int>, _ keys: [Key], width: Int = 60, height: Int = 10) -> [String] {
        Headless.run(app, size: TerminalSize(width: width, height: height), keys: keys).lines
    }

    static func typing(_ text: String) -> [Key] { text.map { $0 == " " ? .space : .character($0) } }

    @Test func aSelectedFieldLeavesTheNavigationKeysToNavigate() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        // Arriving on Number 1, its field is selected, not edited: ←, h, Backspace and Esc go back.
        for back: Key in [.left, .character("h"), .backspace, .escape] {
            app.router.push(1)
            _ = lines(app, [back])
            #expect(app.router.path.isEmpty, "\(back)")
        }
        // g pops to the root, a digit jumps to a level, ↓ j k select, e shows the log, ? the help.
        app.router.replaceStack(with: [1, 2])
        _ = lines(app, [.character("g")])
        #expect(app.router.path.isEmpty)
        app.router.replaceStack(with: [1, 2])
        _ = lines(app, [.character("2")])
        #expect(app.router.path == [1])
        app.router.popToRoot()
        _ = lines(app, [.character("j"), .character("j"), .character("k")])
        #expect(app.selectedField()?.index == 1)
        _ = lines(app, [.character("e")])
        #expect(app.isShowingEvents)
        _ = lines(app, [.character("e"), .character("?")])
        #expect(app.isShowingHelp && !app.isShowingEvents)
        _ = lines(app, [.character("?")])
        #expect(!app.isShowingHelp && !app.isEditingField)
        // Nothing was typed; q quits.
        #expect(model.name == "Ann" && model.city == "")
        _ = lines(app, [.character("q")])
        #expect(app.isFinished && model.city == "")
    }

    @Test func aKeyThatTypesAndIsNoCommandStartsTheEditingAndTypesItself() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        var screen = lines(app, Self.typing("x"))
        #expect(model.name == "Annx" && app.isEditingField)
        #expect(screen[3] == " ▸ Name: Annx")
        // Edited, every key that types goes to the field: commands' letters, digits, Space too.
        screen = lines(app, Self.typing(" Lee q?g1ehjklp:/"))
        #expect(model.name == "Annx Lee q?g1ehjklp:/")
        #expect(!app.isFinished && !app.isShowingHelp && app.router.path.isEmpty && !app.isShowingEvents && app.preview == nil)
        #expect(app.linkPrompt == nil && app.filter == nil)
        // The screen reads the model: its title changed with it.
        #expect(screen[1] == " Home Annx Lee q?g1ehjklp:/")
        #expect(screen[4] == "   City: where you live")
        // An editing key that is no command starts the editing too: Ctrl-U clears the field.
        _ = lines(app, [.escape, .control("u")] + Self.typing("Bo"))
        #expect(model.name == "Bo" && app.isEditingField)
        // A command's key, selected: Space previews (nothing, for a field), and types nothing.
        _ = lines(app, [.escape, .space])
        #expect(model.name == "Bo" && !app.isEditingField)
    }

    @Test func enterStartsTheEditingWithTheCursorAtTheEnd() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        _ = lines(app, [.enter])
        #expect(app.isEditingField && model.name == "Ann")
        _ = lines(app, [.left, .character("x")])
        #expect(model.name == "Anxn" && app.router.path.isEmpty)
        // → and l open too: on a field, opening is editing. Esc first: edited, → moves the cursor.
        _ = lines(app, [.escape, .right, .left, .character("-")])
        #expect(model.name == "Anx-n")
        _ = lines(app, [.escape, .character("l"), .character("l")])
        #expect(model.name == "Anx-nl")
    }

    @Test func editingKeysMoveAndDeleteWithoutGoingBack() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        app.router.push(1)
        _ = lines(app, [.enter, .left, .left, .backspace, .character("x")])
        #expect(model.name == "xnn" && app.router.path == [1])
        _ = lines(app, [.right, .delete, .end, .character("!"), .control("a"), .character("<"), .control("e"), .character(">")])
        #expect(model.name == "<xn!>")
        _ = lines(app, [.left, .control("u")])
        #expect(model.name == ">")
        model.name = "two words"
        _ = lines(app, [.control("w")])
        #expect(model.name == "two ")
        // Backspace on an empty field deletes nothing and does not go back.
        _ = lines(app, [.control("u"), .backspace, .backspace, .left])
        #expect(model.name == "" && app.router.path == [1])
    }

    @Test func escArrowsTabAndEnterEndTheEditing() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        let home = app.router
        // Esc ends the editing and does nothing else; then ← goes back.
        home.push(1)
        _ = lines(app, [.character("s"), .escape])
        #expect(model.name == "Anns" && home.path == [1] && !app.isEditingField)
        _ = lines(app, [.character("s"), .escape, .left])
        #expect(model.name == "Annss" && home.path.isEmpty)
        // ↓ ends it and selects City, which is selected, not edited: h goes back (nowhere, at the root).
        _ = lines(app, [.character("x"), .down, .character("h")])
        #expect(model.name == "Annssx" && model.city == "" && app.selectedField()?.index == 1 && !app.isEditingField)
        // Typed there, Tab ends it and selects the link; Enter opens it.
        _ = lines(app, Self.typing("Oslo") + [.tab])
        #expect(model.city == "Oslo" && !app.isEditingField)
        _ = lines(app, [.enter])
        #expect(home.path == [1])
        // Back on City (from the link), typing starts again with the cursor at the end; ↑ ends it too,
        // and back on City with ↓, ? is the help's key again.
        home.popToRoot()
        _ = lines(app, [.up, .character("!"), .up, .down, .character("?")])
        #expect(model.city == "Oslo!" && app.isShowingHelp && !app.isEditingField)
        _ = lines(app, [.character("?")])
        #expect(!app.isShowingHelp && app.selectedField()?.index == 1)
        // Enter while editing ends it and selects the next line, as in a form.
        _ = lines(app, [.up, .enter, .character("1"), .enter])
        #expect(model.name == "Annssx1" && app.selectedField()?.index == 1 && !app.isEditingField)
        _ = lines(app, [.enter, .enter, .enter])
        #expect(home.path == [1])
        // With the link selected, the keys are commands, as on a selected field.
        home.popToRoot()
        _ = lines(app, [.down, .down, .character("q")])
        #expect(app.isFinished)
    }

    @Test func aChangeOfTheTreeEndsTheEditing() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        _ = lines(app, [.character("a")])
        #expect(app.isEditingField)
        // Pushed from outside the keys and popped: back at the root, the field is only selected.
        app.router.push(1)
        app.router.pop()
        _ = lines(app, [.left, .character("q")])
        #expect(model.name == "Anna" && app.isFinished)
    }

    @Test func aClickOnAFieldEditsIt() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        // Row 4 is City: clicked, it is selected and edited.
        _ = lines(app, [.mouse(MouseEvent(.click, column: 5, row: 4))] + Self.typing("Rome"))
        #expect(model.city == "Rome" && app.isEditingField)
        // A click on the footer's `Esc done` ends the editing only.
        let footer = lines(app, [])
        let done = footer.last?.range(of: "Esc done").map { footer.last!.distance(from: footer.last!.startIndex, to: $0.lowerBound) }
        #expect(done != nil, "\(footer.last ?? "")")
        _ = lines(app, [.mouse(MouseEvent(.click, column: done ?? 0, row: 9))])
        #expect(!app.isEditingField && app.router.path.isEmpty && model.city == "Rome")
        // On the link, a click ends it: the link opens.
        _ = lines(app, [.character("x"), .mouse(MouseEvent(.click, column: 5, row: 5))])
        #expect(!app.isEditingField && app.router.path == [1] && model.city == "Romex")
    }

    /// The columns of row `row` whose style has `.reverse`.
    static func reversed(_ canvas: Canvas, row: Int) -> [Int] {
        (0..<canvas.width).filter { canvas.cells[row * canvas.width + $0].style.contains(.reverse) }
    }

    @Test func theCursorIsDrawnWhileTheFieldIsEditedAndStaysWhereItWasMoved() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        app.theme = .monochrome
        let size = TerminalSize(width: 30, height: 10)
        // Selected, " ▸ Name: Ann" is reversed from column 1 to 28: no cursor.
        var canvas = Headless.run(app, size: size, keys: [])
        #expect(Self.reversed(canvas, row: 3) == Array(1...28))
        // Edited, all but the cursor after "Ann": column 1 + "▸ Name: Ann".count.
        canvas = Headless.run(app, size: size, keys: [.enter])
        #expect(Self.reversed(canvas, row: 3) == Array(1...28).filter { $0 != 12 })
        // Two left: on the first n; the cursor stays there while the text doesn't change elsewhere.
        canvas = Headless.run(app, size: size, keys: [.left, .left])
        #expect(!Self.reversed(canvas, row: 3).contains(10))
        canvas = Headless.run(app, size: size, keys: [])
        #expect(!Self.reversed(canvas, row: 3).contains(10))
        // A wide character under the cursor: both its columns.
        model.name = "山田"
        canvas = Headless.run(app, size: size, keys: [.left])
        #expect(canvas.line(3) == " ▸ Name: 山田")
        #expect(Self.reversed(canvas, row: 3) == Array(1...28).filter { $0 != 11 && $0 != 12 })
        // Esc ends the editing: the cursor goes, the field stays selected.
        canvas = Headless.run(app, size: size, keys: [.escape])
        #expect(Self.reversed(canvas, row: 3) == Array(1...28))
        // No cursor on a field that isn't selected: Name, when City is selected and edited.
        canvas = Headless.run(app, size: size, keys: [.down, .enter])
        #expect(Self.reversed(canvas, row: 3).isEmpty)
        #expect(Self.reversed(canvas, row: 4) == Array(1...28).filter { $0 != 9 })
        // None while the help is open over it (opened from the link; a key closes it).
        _ = Headless.run(app, size: size, keys: [.down, .character("?")])
        #expect(app.isShowingHelp && app.selectedField() == nil && !app.isEditingField && model.city == "")
        // ↑ scrolls a help taller than the screen; another key closes it.
        _ = Headless.run(app, size: size, keys: [.escape, .up])
        #expect(!app.isShowingHelp && app.selectedField()?.index == 1 && !app.isEditingField)
    }

    @Test func aLongTextScrollsToKeepTheCursorInView() async {
        await Task.yield()
        let model = Model()
        model.name = String(repeating: "abcdefghij", count: 8)
        let app = app(model)
        // Selected, not edited, a field shows its start.
        var screen = lines(app, [], width: 30)
        #expect(screen[3] == " ▸ Name: abcdefghijabcdefghij")
        // 30 columns: " ▸ Name: " takes 9, the last is kept free: 20 for the text and the cursor at its end.
        screen = lines(app, [.enter], width: 30)
        #expect(screen[3] == " ▸ Name: " + String(String(repeating: "abcdefghij", count: 2).dropFirst()))
        screen = lines(app, [.home], width: 30)
        #expect(screen[3] == " ▸ Name: abcdefghijabcdefghij")
        // Not selected, a field shows its start.
        screen = lines(app, [.end, .down], width: 30)
        #expect(screen[3] == "   Name: abcdefghijabcdefghij")
    }

    @Test func theFooterShowsTheEditingKeysFromTheTableWhileAFieldIsEdited() async {
        await Task.yield()
        let app = app(Model())
        // Selected, the usual keys: Enter edits the field.
        #expect(lines(app, [], width: 100).last == " ↑↓ select  ⏎ edit  ← back  g home  ␣ peek  e log  / filter  ? keys  q quit")
        #expect(lines(app, [.enter], width: 100).last == " ←→ move  Home/End jump  ⌫/Del delete  ^U/^W cut  ↑↓ select  ⏎ next  Esc done")
        // Narrow, the editing keys that matter least go first.
        #expect(lines(app, [], width: 50).last == " ←→ move  ↑↓ select  ⏎ next  Esc done")
        // On the link, the usual keys.
        #expect(lines(app, [.down, .down], width: 100).last == " ↑↓ select  ⏎ open  ← back  g home  ␣ peek  e log  / filter  ? keys  q quit")
        // Esc ends the editing wherever the field is, at the root or deeper, in a sheet or not.
        app.router.push(1)
        #expect(lines(app, [.enter], width: 100).last?.hasSuffix("Esc done") == true)
        app.router.present(2)
        #expect(lines(app, [.character("x")], width: 100).last?.hasSuffix("Esc done") == true)
        _ = lines(app, [.escape, .escape])
        #expect(app.router.presentation == nil && app.router.path == [1])
        // A table of its own: its editing keys and words.
        app.keyMap = KeyMap(bindings: KeyMap.standard.bindings, editing: [
            .init(keys: [.control("b"), .control("f")], edits: [.moveLeft, .moveRight], summary: "move", hint: "char"),
        ])
        // ← is no editing key there: it goes back, and says so beside Esc, which ends the editing.
        #expect(lines(app, [.enter], width: 100).last == " ^B/^F char  ↑↓ select  ⏎ next  ← back  Esc done")
        _ = lines(app, [.left])
        #expect(app.router.path.isEmpty)
    }

    @Test func theHelpListsTheEditingKeys() async {
        await Task.yield()
        let app = app(Model())
        _ = lines(app, [.down, .down])
        // At 80x24 the help is taller than the screen: it opens at its top, says there is more, and
        // the selection keys scroll it; any other key closes it.
        let top = lines(app, [.character("?")], width: 80, height: 24)
        #expect(top.last == " ↑↓ scroll  any other key: close help")
        #expect(top.contains { $0.contains("↓ more") } && !top.contains { $0.contains("↑ more") })
        let bottom = lines(app, [.end], width: 80, height: 24)
        #expect(bottom.contains { $0.contains("↑ more") } && !bottom.contains { $0.contains("↓ more") })
        let help = (top + bottom).joined(separator: "\n")
        #expect(help.contains("Editing a text field (opened, or typed into) or the prompt:"))
        for binding in KeyMap.standard.bindings { #expect(help.contains(binding.summary), "\(binding.summary)") }
        for binding in KeyMap.standard.editing { #expect(help.contains(binding.summary), "\(binding.summary)") }
        #expect(lines(app, [.up], width: 80, height: 24).contains { $0.contains("↓ more") }, "↑ scrolls back")
        _ = lines(app, [.character("x")], width: 80, height: 24)
        #expect(!app.isShowingHelp)
        // A taller terminal shows it all, and any key closes it.
        let tall = lines(app, [.character("?")], width: 80, height: 40)
        #expect(tall.last == " any key: close help" && !tall.joined().contains("more "))
        _ = lines(app, [.down], width: 80, height: 40)
        #expect(!app.isShowingHelp)
    }

    @Test func aDisabledFieldIsSkippedAndAPreviewShowsFieldsDisabled() async {
        await Task.yield()
        let model = Model()
        let app = StackApp(router: Router<Int>(), rootTitle: "Home", destinations: ScreenDestinations()) { _ in
            var field = ScreenLink.textField("Name", text: TextBinding(get: { model.name }, set: { model.name = $0 }))
            field.isEnabled = false
            field.disabledReason = "locked"
            return Screen(title: "Home", links: [field, .button("Go") {}])
        }
        let screen = lines(app, Self.typing("x"))
        #expect(model.name == "Ann")
        #expect(screen[3] == "   Name: Ann  (locked)")
        #expect(screen[4] == " ▸ Go")
    }

    @Test func theSplitViewsDetailTakesTypedKeysOnlyWhenItHasTheKeys() async {
        await Task.yield()
        let model = Model()
        let app = SplitApp(sidebar: SplitColumn(title: "Letters", items: [.init("A", "a")])) { selection in
            Screen(title: "Detail", links: [.textField("Name", text: TextBinding(get: { model.name }, set: { model.name = $0 }))])
        }
        let size = TerminalSize(width: 100, height: 10)
        // The sidebar has the keys: j selects, x types nothing.
        _ = Headless.run(app, size: size, keys: [.character("j"), .character("x")])
        #expect(model.name == "Ann")
        // In the detail the field is selected: j is a command there too, and x starts the editing.
        var screen = Headless.run(app, size: size, keys: [.tab, .character("j")]).lines
        #expect(model.name == "Ann" && app.focus == .detail && !app.detail.isEditingField)
        #expect(screen.last?.hasPrefix(" Tab column  ↑↓ select  ⏎ edit  ← list") == true, "\(screen.last ?? "")")
        screen = Headless.run(app, size: size, keys: Self.typing("xjq")).lines
        #expect(model.name == "Annxjq" && !app.isFinished, "\(screen.joined(separator: "\n"))")
        #expect(screen.last?.hasPrefix(" ←→ move") == true && screen.last?.hasSuffix("Esc done") == true)
        // Esc ends the editing only; then it goes back to the list.
        _ = Headless.run(app, size: size, keys: [.escape])
        #expect(app.focus == .detail && !app.detail.isEditingField)
        _ = Headless.run(app, size: size, keys: [.escape])
        #expect(app.focus == .sidebar)
        // Tab ends the editing as it moves to the next column; back in the detail the field is selected.
        _ = Headless.run(app, size: size, keys: [.tab, .enter, .tab])
        #expect(app.focus == .sidebar && !app.detail.isEditingField)
        _ = Headless.run(app, size: size, keys: [.tab, .character("q")])
        #expect(app.isFinished && model.name == "Annxjq")
    }
}
