import Navigation
@testable import TerminalUI
import Testing

/// One change of state builds what is on screen once; keys act on that built frame; drawing it changes
/// nothing. Builds are counted in the destinations themselves, as an app would see them.
@Suite struct FrameBuildTests {
    struct Item: Hashable { let n: Int }

    final class Builds {
        var destinations = 0
        var roots = 0
    }

    static func app(_ builds: Builds) -> StackApp<Item> {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: { "Item \($0.n)" }) { item, _ in
            builds.destinations += 1
            return Screen(title: "Item \(item.n)", body: ["Level \(item.n), “quoted”."],
                          links: [.push("Next", Item(n: item.n + 1)), .push("Other", Item(n: 100))])
        }
        return StackApp(router: Router<Item>(), rootTitle: "Home", destinations: destinations) { _ in
            builds.roots += 1
            return Screen(title: "Home", links: [.push("First", Item(n: 1)), .push("Second", Item(n: 2))])
        }
    }

    /// As the curses loop does: each key, then a frame.
    static func run(_ app: some TerminalApp, _ keys: [Key], canvas: inout Canvas) {
        for key in keys {
            app.handle(key)
            app.draw(into: &canvas)
        }
    }

    @Test(arguments: [1, 10, 100])
    func keysThatChangeNothingBuildNothing(count: Int) {
        let builds = Builds()
        let app = Self.app(builds)
        var canvas = Canvas(width: 80, height: 24)
        app.handle(.resize(width: 80, height: 24))
        app.draw(into: &canvas)
        #expect(builds.roots == 1 && builds.destinations == 0)
        let before = canvas.lines
        // A key with no binding, the same size again, the first link selected again, up at the top.
        let idle: [Key] = [.character("x"), .resize(width: 80, height: 24), .pageUp, .up]
        Self.run(app, (0..<count).map { idle[$0 % idle.count] }, canvas: &canvas)
        #expect(builds.roots == 1 && builds.destinations == 0)
        #expect(canvas.lines == before)
    }

    /// A frame of the most nested sheets a tree holds (thousands) builds only the sheets on screen: from
    /// the last one that fills the area (the boxes shrink until one no longer fits, and the next covers
    /// everything).
    @Test func nestedSheetsBuildOnlyWhatIsOnScreen() {
        let builds = Builds()
        let app = Self.app(builds)
        let count = NavigationState.maximumPresentations
        for n in 1...count { app.activeStack.present(Item(n: n), style: .sheet) }
        var canvas = Canvas(width: 80, height: 24)
        app.handle(.resize(width: 80, height: 24))
        app.draw(into: &canvas)
        #expect(builds.roots == 0, "the root is under thousands of sheets")
        #expect(builds.destinations >= 1 && builds.destinations <= 24, "\(builds.destinations) screens built")
        #expect(canvas.lines[0].contains("Sheet") || canvas.lines.joined().contains("Item \(count)"))
        #expect(canvas.lines.joined().contains("Item \(count)"))
        // A key on the top sheet builds the one screen it changes.
        let before = builds.destinations
        Self.run(app, [.enter], canvas: &canvas)
        #expect(builds.destinations - before <= 24)
        #expect(canvas.lines.joined().contains("Item \(count + 1)"))
    }

    @Test(arguments: [1, 10, 100])
    func nPushesBuildNScreens(count: Int) {
        let builds = Builds()
        let app = Self.app(builds)
        var canvas = Canvas(width: 80, height: 24)
        app.draw(into: &canvas)
        Self.run(app, Array(repeating: .enter, count: count), canvas: &canvas)
        #expect(app.router.count == count)
        #expect(builds.roots == 1 && builds.destinations == count)
        // Moving the selection and back builds nothing either: the screen on top did not change.
        Self.run(app, [.down, .up, .end, .pageUp], canvas: &canvas)
        #expect(builds.destinations == count)
        // A pop builds the screen it uncovers (the root's, after one push), once.
        Self.run(app, [.left], canvas: &canvas)
        #expect(builds.roots + builds.destinations == 1 + count + 1)
    }

    @Test func keysActOnTheFrameOnScreenAndDrawingChangesNothing() {
        let builds = Builds()
        let app = Self.app(builds)
        var canvas = Canvas(width: 60, height: 12), again = Canvas(width: 60, height: 12)
        app.draw(into: &canvas)
        app.handle(.enter)  // opens "First" from the screen drawn: nothing built to find it
        #expect(builds.roots == 1 && builds.destinations == 0 && app.router.path == [Item(n: 1)])
        app.draw(into: &canvas)
        app.draw(into: &again)
        #expect(builds.destinations == 1)
        #expect(canvas.lines == again.lines && canvas.cells == again.cells)
        #expect(app.notice == nil && app.events.count == 1 && app.rootTitle == "Home")
        // Drawing at another size lays the same screens out again, building nothing.
        var wide = Canvas(width: 100, height: 30)
        app.draw(into: &wide)
        #expect(builds.destinations == 1 && wide.lines[0] == " Home › Item 1")
        // The canvas is cleared by the draw itself: what was on it before doesn't show.
        var used = Canvas(width: 60, height: 12)
        used.draw(String(repeating: "#", count: 60), row: 5, column: 0)
        app.draw(into: &used)
        #expect(used.lines == canvas.lines)
    }

    @Test func aScreenRefusedWhileBuildingIsReportedOncePerBuild() {
        let router = Router<Int>()
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "\($0)" }) { number, _ in
            router.push(number + 1)  // refused: the path can't change while a screen is built
            return Screen(title: "\(number)")
        }
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in Screen(title: "Home") }
        router.push(1)
        var canvas = Canvas(width: 80, height: 24)
        Self.run(app, [.character("x"), .character("x"), .down], canvas: &canvas)
        // Built once, refused once: the log holds no repeats, and none were dropped to hide them.
        #expect(app.events.filter { $0.hasPrefix("Refused") }.count == 1)
    }

    @Test func theSplitViewBuildsItsDetailOnceAndDrawingChangesNothing() {
        var detailBuilds = 0
        let app = SplitApp(sidebar: SplitColumn(title: "Letters", items: [.init("A", "a"), .init("B", "b")])) { selection in
            detailBuilds += 1
            return Screen(title: selection.map { "Letter \($0)" } ?? "Pick a letter")
        }
        app.columnVisibility = .detailOnly  // the sidebar hidden: the focus falls to the detail when read
        var canvas = Canvas(width: 100, height: 12)
        app.handle(.resize(width: 100, height: 12))
        let focus = app.focus
        app.draw(into: &canvas)
        app.draw(into: &canvas)
        #expect(detailBuilds == 1)
        #expect(app.focus == focus && app.focus == .detail && app.width == 100 && app.detail.rootTitle == "")
        #expect(canvas.lines[0] == " Pick a letter")
        // Another size: laid out again, nothing built, nothing the keys read is changed.
        var narrow = Canvas(width: 40, height: 12)
        app.draw(into: &narrow)
        #expect(detailBuilds == 1 && app.width == 100)
        // A selection shows another detail root: built once for the key and frame.
        app.columnVisibility = .all
        app.selection = "b"
        app.draw(into: &canvas)
        app.draw(into: &canvas)
        #expect(detailBuilds == 2 && canvas.lines[0].contains("│ B"))
    }

    /// Going back finds the trail laid out before; a new value at the same depth, a view in its place,
    /// another presentation or another width or root title lay it out again.
    @Test func keptBreadcrumbsFollowTheTopLevel() {
        let app = Self.app(Builds())
        var canvas = Canvas(width: 60, height: 12)
        func trail() -> String {
            app.draw(into: &canvas)
            return canvas.line(0).trimmingCharacters(in: .whitespaces)
        }
        #expect(trail() == "Home")
        Self.run(app, [.enter], canvas: &canvas)                     // First
        #expect(trail() == "Home › Item 1")
        Self.run(app, [.left, .down, .enter], canvas: &canvas)       // back, then Second
        #expect(trail() == "Home › Item 2")
        app.router.popToRoot()
        app.router.push(Item(n: 1))                                  // a new entry at the same depth
        app.router.pushView(title: "A view") { _ in Screen(title: "A view") }
        #expect(trail() == "Home › Item 1 › A view")
        _ = app.router.pop()
        #expect(trail() == "Home › Item 1")
        app.router.present(Item(n: 7))
        app.draw(into: &canvas)
        #expect(canvas.lines.contains { $0.contains("Item 7") })
        app.router.dismiss()
        app.router.present(Item(n: 8))
        app.draw(into: &canvas)
        #expect(canvas.lines.contains { $0.contains("Item 8") } && !canvas.lines.contains { $0.contains("Item 7") })
        app.router.dismiss()
        app.rootTitle = "Start"
        #expect(trail() == "Start › Item 1")
        canvas = Canvas(width: 30, height: 12)
        #expect(trail() == "Start › Item 1")
        canvas = Canvas(width: 20, height: 12)
        app.router.push(Item(n: 12345678))
        #expect(trail().hasPrefix("St") && trail().contains("…") && trail().count <= 20)
    }
}
