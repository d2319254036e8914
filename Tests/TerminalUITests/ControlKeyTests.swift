import Navigation
import Testing
@testable import TerminalUI

/// Controls' own keys (`ScreenControl`): Space opens a control that asks for it (a toggle), `+` and `-`
/// step one that has steps, the footer says so while it is selected, and the keys every line has
/// (back, select) stay what they are.
@MainActor @Suite struct ControlKeyTests {
    final class Model {
        var isOn = false
        var count = 0
    }

    func app(_ model: Model) -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Number \($0)" }) { _, _ in
            Screen(title: "Controls", links: [
                ScreenLink.button(model.isOn ? "[x] Lamp" : "[ ] Lamp") { model.isOn.toggle() }
                    .control(ScreenControl(openHint: "toggle", previewOpens: true)),
                ScreenLink.button("Count: \(model.count)") { model.count += 1 }
                    .control(ScreenControl(openHint: "increase", step: { model.count += $0 })),
                .push("Deeper", 2),
            ])
        }
        return StackApp(router: Router<Int>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Controls", 1)])
        }
    }

    func lines(_ app: StackApp<Int>, _ keys: String) throws -> [String] {
        Headless.run(app, size: TerminalSize(width: 100, height: 10), keys: try Key.parseScript(keys)).lines
    }

    @Test func spaceOpensAControlThatAsksForIt() throws {
        let model = Model()
        let app = app(model)
        var shown = try lines(app, "enter space")
        #expect(model.isOn && app.preview == nil)
        #expect(shown[3] == " ▸ [x] Lamp")
        // On a line that doesn't ask for it, Space previews as ever.
        shown = try lines(app, "down down space")
        #expect(app.preview != nil && model.count == 0)
    }

    @Test func plusAndMinusStepTheSelectedControlAndNothingElse() throws {
        let model = Model()
        let app = app(model)
        _ = try lines(app, "enter down + + = -")
        #expect(model.count == 2)
        // Enter opens it as a button: its action.
        #expect(try lines(app, "enter")[4] == " ▸ Count: 3")
        // On a toggle, a link or a text field that isn't edited, they do nothing.
        _ = try lines(app, "up + - down down + -")
        #expect(model.count == 3 && !model.isOn && app.router.path == [1])
    }

    @Test func theFooterSaysTheSelectedControlsKeys() throws {
        let model = Model()
        let app = app(model)
        // A toggle: open is `toggle`, and there's nothing to peek at.
        var footer = try lines(app, "enter").last ?? ""
        #expect(footer.hasPrefix(" ↑↓ select  ⏎ toggle  ← back"), "\(footer)")
        #expect(!footer.contains("peek") && !footer.contains("change"), "\(footer)")
        // A control with steps: `-+ change`.
        footer = try lines(app, "down").last ?? ""
        #expect(footer.hasPrefix(" ↑↓ select  ⏎ increase  -+ change  ← back"), "\(footer)")
        // A link: as ever.
        footer = try lines(app, "down").last ?? ""
        #expect(footer.hasPrefix(" ↑↓ select  ⏎ open  ← back") && footer.contains("␣ peek") && !footer.contains("change"), "\(footer)")
    }

    @Test func backStillGoesBackFromAControl() throws {
        let model = Model()
        let app = app(model)
        _ = try lines(app, "enter down left")
        #expect(app.router.path.isEmpty && model.count == 0)
    }

    @Test func theSplitViewsDetailStepsItsControlsToo() throws {
        let model = Model()
        let split = SplitApp(sidebar: SplitColumn(title: "Rooms", items: [.init("Hall", "hall")])) { _ in
            Screen(title: "Room", links: [
                ScreenLink.button("Count: \(model.count)") { model.count += 1 }
                    .control(ScreenControl(openHint: "increase", step: { model.count += $0 })),
            ])
        }
        let shown = Headless.run(split, size: TerminalSize(width: 100, height: 10), keys: try Key.parseScript("tab + + -")).lines
        #expect(model.count == 1)
        #expect(shown.last?.contains("-+ change") == true, "\(shown.last ?? "")")
    }
}
