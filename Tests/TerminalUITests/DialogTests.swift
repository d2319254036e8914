import Navigation
import Testing
@testable import TerminalUI

/// A screen's dialog (`Screen.dialog`): drawn over the dimmed screen, it has the keys while it is up;
/// its buttons are selected and pressed, Esc or back cancels, help and quit work as ever, a click on a
/// button presses it, and more buttons than fit scroll.
@MainActor @Suite struct DialogTests {
    final class Model {
        var asking = true
        var pressed: [String] = []
        var options = 3
    }

    func app(_ model: Model) -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Number \($0)" }) { n, _ in Screen(title: "Number \(n)") }
        return StackApp(router: Router<Int>(), rootTitle: "Home", destinations: destinations) { _ in
            let buttons = (0..<model.options).map { index in
                Dialog.Button("Option \(index)", role: index == 1 ? .destructive : nil, isChosen: index == 0) {
                    model.pressed.append("Option \(index)")
                    model.asking = false
                }
            }
            let dialog = Dialog(title: "Choose", message: [Text("Pick one of these.")], buttons: buttons, selected: 0) {
                model.pressed.append("cancel")
                model.asking = false
            }
            return Screen(title: "Home", links: [.push("One", 1)]).dialog(model.asking ? dialog : nil)
        }
    }

    func lines(_ app: StackApp<Int>, _ keys: String, height: Int = 12) throws -> [String] {
        Headless.run(app, size: TerminalSize(width: 60, height: height), keys: try Key.parseScript(keys)).lines
    }

    @Test func itIsDrawnOverTheScreenWithItsKeysInTheFooter() throws {
        let shown = try lines(app(Model()), "")
        let text = shown.joined(separator: "\n")
        #expect(text.contains("┌─ Choose "), "\(text)")
        #expect(shown.contains { $0.contains("│ Pick one of these.") }, "\(text)")
        #expect(shown.contains { $0.contains("│ ▸ ✓ Option 0") }, "\(text)")
        #expect(shown.contains { $0.contains("│     Option 1") }, "\(text)")
        #expect(shown.last == " ↑↓ select  ⏎ choose  Esc cancel  ? keys  q quit")
    }

    @Test func itsButtonsAreSelectedAndPressed() throws {
        let model = Model()
        let app = app(model)
        let shown = try lines(app, "down down up enter")
        #expect(model.pressed == ["Option 1"])
        #expect(!shown.joined().contains("┌") && app.router.path.isEmpty)
    }

    @Test func escOrBackCancelsAndTheScreenUnderItTakesNoKey() throws {
        for key in ["esc", "left", "backspace"] {
            let model = Model()
            let app = app(model)
            _ = try lines(app, "g 1 : / e \(key)")
            #expect(model.pressed == ["cancel"], "\(key)")
            #expect(app.router.path.isEmpty && app.linkPrompt == nil && app.filter == nil && !app.isShowingEvents, "\(key)")
        }
    }

    @Test func helpAndQuitWorkAsEver() throws {
        let model = Model()
        let app = app(model)
        var shown = try lines(app, "?", height: 30)
        #expect(app.isShowingHelp && shown.joined().contains("Keys"))
        shown = try lines(app, "x")  // closes the help: the dialog is still up
        #expect(!app.isShowingHelp && shown.joined().contains("┌─ Choose") && model.pressed.isEmpty)
        _ = try lines(app, "q")
        #expect(app.isFinished)
    }

    @Test func aClickOnAButtonPressesIt() throws {
        let model = Model()
        let app = app(model)
        let shown = try lines(app, "")
        let row = try #require(shown.firstIndex { $0.contains("Option 2") })
        _ = try lines(app, "click:30,\(row + 1)")
        #expect(model.pressed == ["Option 2"])
    }

    @Test func moreButtonsThanFitScrollWithTheSelection() throws {
        let model = Model()
        model.options = 20
        let app = app(model)
        let shown = try lines(app, "end")
        #expect(shown.contains { $0.contains("▸   Option 19") }, "\(shown.joined(separator: "\n"))")
        #expect(!shown.contains { $0.contains("Option 0") })
        _ = try lines(app, "enter")
        #expect(model.pressed == ["Option 19"])
    }

    @Test func aSplitViewsDetailDialogHasTheKeys() throws {
        let model = Model()
        let split = SplitApp(sidebar: SplitColumn(title: "Rooms", items: [.init("Hall", "hall"), .init("Attic", "attic")])) { _ in
            Screen(title: "Room").dialog(model.asking ? Dialog(title: "Sure?", buttons: [
                .init("Yes") { model.pressed.append("yes"); model.asking = false },
                .init("No", role: .cancel) { model.pressed.append("no"); model.asking = false },
            ]) { model.pressed.append("cancel"); model.asking = false } : nil)
        }
        let shown = Headless.run(split, size: TerminalSize(width: 100, height: 12), keys: try Key.parseScript("down")).lines
        #expect(shown.joined().contains("┌─ Sure?") && split.focus == .sidebar)
        _ = Headless.run(split, size: TerminalSize(width: 100, height: 12), keys: try Key.parseScript("down enter")).lines
        #expect(model.pressed == ["no"])
    }
}
