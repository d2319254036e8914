import Navigation
import Observation
import Testing
@testable import TerminalUI

/// Text fields on a screen: selected as links are, typed into while selected, the binding set on
/// every change; the footer and the cursor while one is edited.
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

    @Test func theFirstFieldIsSelectedAndTypingEditsItsBinding() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        let screen = lines(app, Self.typing(" Lee q?g1e"))
        #expect(model.name == "Ann Lee q?g1e")
        #expect(!app.isFinished && !app.isShowingHelp && app.router.path.isEmpty && !app.isShowingEvents)
        // The screen reads the model: its title changed with it.
        #expect(screen[1] == " Home Ann Lee q?g1e")
        #expect(screen[3] == " ▸ Name: Ann Lee q?g1e")
        #expect(screen[4] == "   City: where you live")
    }

    @Test func editingKeysMoveAndDeleteWithoutGoingBack() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        app.router.push(1)
        _ = lines(app, [.left, .left, .backspace, .character("x")])
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

    @Test func arrowsTabAndEnterLeaveTheFieldAndEscGoesBack() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        // ↓ to City, type there; Tab to the link; Enter opens it.
        _ = lines(app, [.down] + Self.typing("Oslo") + [.tab, .enter])
        #expect(model.city == "Oslo" && model.name == "Ann" && app.router.path == [1])
        // Enter in a field moves to the next line; on the last line it stays.
        let home = app.router
        home.popToRoot()
        _ = lines(app, [.up, .up, .up, .enter, .character("!")])
        #expect(model.city == "Oslo!")
        // Esc goes back from a field, as from anything.
        home.push(1)
        _ = lines(app, [.character("s"), .escape])
        #expect(model.name == "Anns" && home.path.isEmpty)
        // With the link selected, the keys are commands again.
        _ = lines(app, [.down, .down, .character("q")])
        #expect(app.isFinished)
    }

    /// The columns of row `row` whose style has `.reverse`.
    static func reversed(_ canvas: Canvas, row: Int) -> [Int] {
        (0..<canvas.width).filter { canvas.cells[row * canvas.width + $0].style.contains(.reverse) }
    }

    @Test func theCursorIsDrawnAndStaysWhereItWasMoved() async {
        await Task.yield()
        let model = Model()
        let app = app(model)
        app.theme = .monochrome
        // " ▸ Name: Ann", the line reversed (selected) to its end but for the cursor after "Ann":
        // column 1 + "▸ Name: Ann".count.
        var canvas = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [])
        #expect(Self.reversed(canvas, row: 3) == Array(1...28).filter { $0 != 12 })
        // Two left: on the first n; the cursor stays there while the text doesn't change elsewhere.
        canvas = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [.left, .left])
        #expect(!Self.reversed(canvas, row: 3).contains(10))
        canvas = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [])
        #expect(!Self.reversed(canvas, row: 3).contains(10))
        // A wide character under the cursor: both its columns.
        model.name = "山田"
        canvas = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [.left])
        #expect(canvas.line(3) == " ▸ Name: 山田")
        #expect(Self.reversed(canvas, row: 3) == Array(1...28).filter { $0 != 11 && $0 != 12 })
        // No cursor on a field that isn't selected: the City field, then Name, unselected.
        canvas = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [.down])
        #expect(Self.reversed(canvas, row: 3).isEmpty)
        #expect(Self.reversed(canvas, row: 4) == Array(1...28).filter { $0 != 9 })
        // None while the help is open over it (the help opened from the link; a key closes it).
        _ = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [.down, .character("?")])
        #expect(app.isShowingHelp && app.selectedField() == nil && model.city == "")
        // ↑ scrolls a help taller than the screen; another key closes it.
        _ = Headless.run(app, size: TerminalSize(width: 30, height: 10), keys: [.escape, .up])
        #expect(!app.isShowingHelp && app.selectedField()?.index == 1)
    }

    @Test func aLongTextScrollsToKeepTheCursorInView() async {
        await Task.yield()
        let model = Model()
        model.name = String(repeating: "abcdefghij", count: 8)
        let app = app(model)
        // 30 columns: " ▸ Name: " takes 9, the last is kept free: 20 for the text.
        var screen = lines(app, [], width: 30)
        #expect(screen[3] == " ▸ Name: " + String(String(repeating: "abcdefghij", count: 2).dropFirst()))
        screen = lines(app, [.home], width: 30)
        #expect(screen[3] == " ▸ Name: abcdefghijabcdefghij")
        // Not selected, a field shows its start.
        screen = lines(app, [.end, .down], width: 30)
        #expect(screen[3] == "   Name: abcdefghijabcdefghij")
    }

    @Test func theFooterShowsTheEditingKeysFromTheTable() async {
        await Task.yield()
        let app = app(Model())
        #expect(lines(app, [], width: 100).last == " ←→ move  Home/End jump  ⌫/Del delete  ^U/^W cut  ↑↓ select  ⏎ next  Esc back")
        // Narrow, the editing keys that matter least go first.
        #expect(lines(app, [], width: 50).last == " ←→ move  ↑↓ select  ⏎ next  Esc back")
        // On the link, the usual keys.
        #expect(lines(app, [.down, .down], width: 100).last == " ↑↓ select  ⏎ open  ← back  g home  ␣ peek  e log  / filter  ? keys  q quit")
        // Esc is shown as going back wherever it can.
        app.router.push(1)
        #expect(lines(app, [], width: 100).last?.hasSuffix("Esc back") == true)
        // A table of its own: its editing keys and words.
        app.keyMap = KeyMap(bindings: KeyMap.standard.bindings, editing: [
            .init(keys: [.control("b"), .control("f")], edits: [.moveLeft, .moveRight], summary: "move", hint: "char"),
        ])
        // ← is no editing key there: it goes back, and says so beside Esc.
        #expect(lines(app, [], width: 100).last == " ^B/^F char  ↑↓ select  ⏎ next  ←/Esc back")
        // ← is no editing key there: it goes back.
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
        #expect(help.contains("Typing in a text field or the prompt:"))
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
        // The sidebar has the keys: j selects, nothing is typed.
        _ = Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: [.character("j")])
        #expect(model.name == "Ann")
        let screen = Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: [.tab] + Self.typing("jq")).lines
        #expect(model.name == "Annjq" && !app.isFinished, "\(screen.joined(separator: "\n"))")
        #expect(screen.last?.hasPrefix(" ←→ move") == true)
    }
}
