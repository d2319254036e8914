import Navigation
@testable import TerminalUI
import Testing

/// A screen's list of any length: only the rows on screen are built, the keys move through it at any
/// length, and a level keeps its selection and scroll position while other levels are pushed on it.
@Suite struct LazyListTests {
    struct Item: Hashable { let n: Int }
    struct Park: Identifiable, Hashable { let id: String }

    final class Builds { var rows = 0 }

    /// A root of `count` rows "Row 1" … (after one link, "Top"), each pushing its number.
    static func app(_ count: Int, builds: Builds, sections: Bool = false) -> StackApp<Item> {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: { "Item \($0.n)" }) { item, _ in Screen(title: "Item \(item.n)") }
        return StackApp(router: Router<Item>(), rootTitle: "Home", destinations: destinations) { _ in
            let row = { (index: Int) -> ScreenLink in
                builds.rows += 1
                return .push("Row \(index + 1)", Item(n: index + 1))
            }
            let list = sections
                ? LinkList(sections: [
                    .init("First half", count: count / 2, row: row),
                    .init("Empty", count: 0, row: row),
                    .init("Second half", count: count - count / 2) { row(count / 2 + $0) },
                ])
                : LinkList(count: count, placeholder: "No rows.", row: row)
            return Screen(title: "Rows", body: ["\(count) rows."], links: [.push("Top", Item(n: 0))], list: list)
        }
    }

    /// Each key, then a frame, as the curses loop does; the canvas's lines at the end.
    static func run(_ app: some TerminalApp, _ keys: [Key], width: Int = 80, height: Int = 24) -> [String] {
        var canvas = Canvas(width: width, height: height)
        app.handle(.resize(width: width, height: height))
        app.draw(into: &canvas)
        for key in keys {
            app.handle(key)
            app.draw(into: &canvas)
        }
        return canvas.lines
    }

    static func selected(_ lines: [String]) -> String? {
        lines.first { $0.hasPrefix(" ▸ ") }.map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces.union(["↑", "↓"])) }
    }

    @Test(arguments: [10, 10_000, 1_000_000, 10_000_000])
    func onlyTheRowsOnScreenAreBuilt(count: Int) {
        let builds = Builds()
        let app = Self.app(count, builds: builds)
        let first = Self.run(app, [])
        #expect(first.contains("   Row 1"))
        #expect(builds.rows <= min(count, 22))
        builds.rows = 0
        let last = Self.run(app, [.end])
        #expect(Self.selected(last) == "Row \(count)")
        #expect(builds.rows <= min(count, 22) + 2)  // the last screenful, and the last row to select it
        builds.rows = 0
        _ = Self.run(app, [Key](repeating: .up, count: 50) + [Key](repeating: .pageUp, count: 5))
        #expect(builds.rows <= 50 + 5 * 22 + 22)  // one row per step up; a page per page
    }

    @Test func pageKeysMoveAPageAndTheViewWithIt() {
        let app = Self.app(1_000_000, builds: Builds())
        // 80x12: breadcrumbs, 10 lines of body (title, paragraph, Top, Row 1 … Row 7), footer.
        let start = Self.run(app, [.down], height: 12)
        #expect(Self.selected(start) == "Row 1")
        let down = Self.run(app, [.pageDown], height: 12)
        #expect(Self.selected(down) == "Row 10")  // a page is the 10 lines shown, less one
        // The view moves by the same page: the selection keeps its place on screen (the 4th line).
        #expect(down[1].hasPrefix("   Row 7 ") && down[1].hasSuffix("↑") && down[4] == " ▸ Row 10")
        let twice = Self.run(app, [.pageDown], height: 12)
        #expect(Self.selected(twice) == "Row 19" && twice[1].hasPrefix("   Row 16 "))
        let up = Self.run(app, [.pageUp, .pageUp], height: 12)
        #expect(Self.selected(up) == "Row 1")
        let home = Self.run(app, [.end, .home], height: 12)
        #expect(Self.selected(home) == "Top" && home[1] == " Rows")
        #expect(home.last!.contains("PgUp/PgDn page"))
    }

    @Test func selectionAndScrollSurviveGoingBack() {
        let app = Self.app(1_000_000, builds: Builds())
        let before = Self.run(app, [.end, .pageUp, .up, .up])
        #expect(Self.selected(before) == "Row 999977")
        let detail = Self.run(app, [.enter])
        #expect(detail[0].contains("Item 999977"))
        let back = Self.run(app, [.left])
        #expect(back == before)
        // Deeper, and back twice: the level keeps its place however long it was away.
        _ = Self.run(app, [.enter])
        app.activeStack.push(Item(n: 7))
        app.activeStack.popToRoot()
        #expect(Self.run(app, []) == before)
    }

    @Test func sectionsHaveHeadingsAndCountLazily() {
        let builds = Builds()
        let app = Self.app(1_000_000, builds: builds, sections: true)
        let top = Self.run(app, [.down])
        #expect(top.contains(" First half") && Self.selected(top) == "Row 1")
        #expect(builds.rows <= 22)
        let middle = Self.run(app, [.end, .pageUp])
        #expect(Self.selected(middle) == "Row 999979" && builds.rows <= 3 * 22)
        // Across the empty section: the last row of the first half, then the first of the second.
        let app2 = Self.app(1000, builds: Builds(), sections: true)
        let list = app2.topScreen().list!
        #expect(list.count == 1000 && list.locate(500).section == 2 && list.locate(499).section == 0)
        let lines = Self.run(app2, [.end] + [Key](repeating: .up, count: 499))
        #expect(Self.selected(lines) == "Row 501")
        let across = Self.run(app2, [.up])
        #expect(Self.selected(across) == "Row 500")
        #expect(across.contains(" Second half") && across.contains(" Empty"))
    }

    @Test func anEmptyListShowsItsPlaceholder() {
        let app = Self.app(0, builds: Builds())
        let lines = Self.run(app, [.down, .end, .pageDown])
        #expect(lines.contains("  No rows."))
        #expect(Self.selected(lines) == "Top")
    }

    @Test(arguments: [(20, 5), (21, 6), (300, 200), (10_000, 3)])
    func theLayoutFitsATinyAndAHugeTerminal(width: Int, height: Int) {
        let app = Self.app(1_000_000, builds: Builds())
        for keys: [Key] in [[], [.down, .pageDown], [.end], [.end, .pageUp]] {
            let lines = Self.run(app, keys, width: width, height: height)
            #expect(lines.count == height && lines.allSatisfy { DisplayWidth.of($0) <= width })
            if height >= 5 { #expect(Self.selected(lines) != nil) }
        }
        #expect(Self.selected(Self.run(app, [.end], width: width, height: height)) == (height >= 5 ? "Row 1000000" : nil))
    }

    @Test func theSelectionFollowsARowsIdentityWhenTheDataMoves() {
        var parks = (1...1000).map { Park(id: "park \($0)") }
        let app = StackApp(router: Router<Item>(), rootTitle: "Parks", destinations: Destinations()) { _ in
            Screen(title: "Parks", list: LinkList(parks) { .button($0.id) {} })
        }
        #expect(Self.selected(Self.run(app, [.down, .down, .down])) == "park 4")
        parks.insert(contentsOf: (1...10).map { Park(id: "new \($0)") }, at: 0)
        app.invalidate()
        #expect(Self.selected(Self.run(app, [])) == "park 4")
        #expect(Self.selected(Self.run(app, [.down])) == "park 5")
        parks.removeAll { $0.id == "park 5" }
        app.invalidate()
        #expect(Self.selected(Self.run(app, [])) == "park 6")  // gone: the row now at its place
    }

    @Test func aPreviewShowsTheRowsDisabled() {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: { "Item \($0.n)" }) { _, _ in
            Screen(title: "Rows", list: LinkList(count: 100) { .push("Row \($0 + 1)", Item(n: $0)) })
        }
        let app = StackApp(router: Router<Item>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Rows", Item(n: 0))])
        }
        let lines = Self.run(app, [.space])
        #expect(lines.contains { $0.contains("Row 1  (outside a navigation stack)") })
        #expect(!lines.contains { $0.contains("▸ Row ") })
    }

    @Test func enterOpensTheSelectedRowAtAnyLength() {
        let app = Self.app(10_000_000, builds: Builds())
        _ = Self.run(app, [.end, .up, .enter])
        #expect(app.router.path == [Item(n: 9_999_999)])
    }
}
