import Navigation
@testable import TerminalUI
import Testing

/// A split view that is a tab of a root TabView: the bar on the top row over its columns, the tab shown
/// in the bar's style, `[` `]` and a click on a tab, the bar waiting while the detail presents, the
/// footer's and the help's keys from `KeyMap.tabbedSplit`.
@Suite struct SplitAppTabBarTests {
    /// A two-column split app with a bar of `tabs`, whose `select` records the tab asked for.
    static func app(selected: Int = 0, asked: Box) -> SplitApp {
        let app = SplitAppTests.twoColumns()
        app.keyMap = .tabbedSplit
        app.tabBar = TabBar(labels: [Text("Left"), Text("Middle"), Text("Right")], selected: selected) { asked.value = $0 }
        return app
    }

    final class Box { var value: Int? }

    static let size = TerminalSize(width: 100, height: 12)

    @Test func theBarIsOnTheTopRowOverTheColumnsTheShownTabInTheBarsStyle() throws {
        let asked = Box()
        let canvas = Headless.run(Self.app(selected: 1, asked: asked), size: Self.size, keys: [])
        #expect(canvas.line(0) == " Left │ Middle │ Right", "\(canvas.lines)")
        #expect(canvas.line(1).hasPrefix(" Categories") && canvas.line(1).contains("│ Select a Category"), "\(canvas.lines)")
        #expect(canvas.line(2).hasPrefix("▸ Fruits"))
        let middle = canvas.line(0).distance(from: canvas.line(0).startIndex, to: canvas.line(0).range(of: "Middle")!.lowerBound)
        #expect(canvas.cells[middle].style.contains(.bold), "the tab shown")
        #expect(!canvas.cells[2].style.contains(.bold), "a tab not shown")
        #expect(canvas.line(11).contains("[] tab") && canvas.line(11).contains("Tab column"), "\(canvas.line(11))")
    }

    @Test func bracketsAndAClickAskForAnotherTabRoundAtTheEnds() throws {
        let asked = Box()
        let app = Self.app(selected: 0, asked: asked)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("]"))
        #expect(asked.value == 1)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("["))
        #expect(asked.value == 2, "round to the last")
        // ` Left │ Middle │ Right`: Right from column 16 (1-based 17 in a key script).
        asked.value = nil
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("click:18,1"))
        #expect(asked.value == 2)
        // A click on the tab shown asks for nothing; a click on a list below still selects in it.
        asked.value = nil
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("click:3,1 click:3,4"))
        #expect(asked.value == nil)
        #expect(app.selection == AnyHashable(SplitAppTests.Category.trees))
    }

    @Test func theTabsWaitWhileTheDetailPresents() throws {
        let asked = Box()
        let app = Self.app(asked: asked)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        app.detail.router.present(AnyHashable(SplitAppTests.Item(name: "Sheet")), style: .sheet)
        let lines = Headless.run(app, size: Self.size, keys: try Key.parseScript("]")).lines
        #expect(asked.value == nil)
        #expect(lines.joined().contains("The tabs wait while a sheet is up"), "\(lines)")
    }

    @Test func theListsShowARowLessUnderTheBar() throws {
        let asked = Box()
        let app = Self.app(asked: asked)
        _ = Headless.run(app, size: Self.size, keys: [])
        #expect(app.listRows == Self.size.height - 3)
    }
}
