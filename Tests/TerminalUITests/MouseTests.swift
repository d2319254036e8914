import Navigation
@testable import TerminalUI
import Testing

/// The mouse: reports read from the terminal's SGR form and from `--keys`, and what a click or a notch
/// of the wheel lands on in the frame (links, lazy rows, breadcrumbs, footer hints, split columns).
@Suite struct MouseTests {
    struct Item: Hashable { let n: Int }

    /// Home with links "One" … "Three" (each pushing its number) and a list of `rows` rows after them.
    static func app(rows: Int = 0) -> StackApp<Item> {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: { "Item \($0.n)" }) { item, _ in
            Screen(title: "Item \(item.n)", links: [.push("Next", Item(n: item.n + 1)), .push("Sheet", Item(n: 99))])
        }
        return StackApp(router: Router<Item>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("One", Item(n: 1)), .push("Two", Item(n: 2)), .push("Three", Item(n: 3))],
                   list: rows == 0 ? nil : LinkList(count: rows) { .push("Row \($0 + 1)", Item(n: 1000 + $0 + 1)) })
        }
    }

    /// The frame after `keys`, as lines.
    static func lines(_ app: some TerminalApp, _ keys: String, width: Int = 60, height: Int = 12) throws -> [String] {
        Headless.run(app, size: TerminalSize(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    /// `click:COL,ROW` on the first cell of `text` in `lines` (1-based, as scripts count).
    static func click(_ text: String, in lines: [String], action: String = "click") throws -> String {
        let row = try #require(lines.firstIndex { $0.contains(text) })
        let line = lines[row]
        let column = DisplayWidth.of(String(line[..<line.range(of: text)!.lowerBound]))
        return "\(action):\(column + 1),\(row + 1)"
    }

    // MARK: Reading reports

    @Test func sgrReportsGivePressesOfTheLeftAndRightButtonsAndTheWheel() {
        #expect(MouseEvent(sgrReport: "0;12;3M") == MouseEvent(.click, column: 11, row: 2))
        #expect(MouseEvent(sgrReport: "0;250;40M") == MouseEvent(.click, column: 249, row: 39))  // past 223
        #expect(MouseEvent(sgrReport: "64;1;1M") == MouseEvent(.wheelUp, column: 0, row: 0))
        #expect(MouseEvent(sgrReport: "65;5;6M") == MouseEvent(.wheelDown, column: 4, row: 5))
        #expect(MouseEvent(sgrReport: "16;3;4M") == MouseEvent(.click, column: 2, row: 3))  // Control held
        #expect(MouseEvent(sgrReport: "0;12;3m") == nil)   // a release
        #expect(MouseEvent(sgrReport: "2;12;3M") == MouseEvent(.rightClick, column: 11, row: 2))  // the right button: a row's actions
        #expect(MouseEvent(sgrReport: "2;12;3m") == nil)   // its release
        #expect(MouseEvent(sgrReport: "1;12;3M") == nil)   // the middle button
        #expect(MouseEvent(sgrReport: "32;12;3M") == nil)  // motion with the button down
        for bad in ["", "M", "0;12M", "0;0;3M", "0;12;3", "0;;3M", "a;1;1M", "0;1;1;1M", "0;1234567;1M"] {
            #expect(MouseEvent(sgrReport: bad) == nil, "\(bad)")
        }
    }

    @Test func scriptWordsNameEventsFromOneAtTheTopLeftAndReadBack() throws {
        #expect(try Key.parseScript("click:1,1 wheel-up:250,3 wheel-down:10000,10000") == [
            .mouse(MouseEvent(.click, column: 0, row: 0)), .mouse(MouseEvent(.wheelUp, column: 249, row: 2)),
            .mouse(MouseEvent(.wheelDown, column: 9999, row: 9999)),
        ])
        #expect(Key.mouse(MouseEvent(.click, column: 8, row: 0)).name == "click:9,1")
        #expect(try Key.parseScript("right-click:3,4") == [.mouse(MouseEvent(.rightClick, column: 2, row: 3))])
        #expect(Key.mouse(MouseEvent(.rightClick, column: 8, row: 0)).name == "right-click:9,1")
        for bad in ["click:0,1", "click:1,0", "click:10001,1", "click:1", "click:1,2,3", "click:,1", "click:+1,1",
                    "wheel:1,1", "click:1,1x", "Click:1,1"] {
            #expect(throws: KeyScriptError.self, "\(bad)") { try Key.parseScript(bad) }
        }
        let error = try #require(throws: KeyScriptError.self) { try Key.parseScript("click:0,1") }
        #expect(error.description.contains("click:COL,ROW, wheel-up:COL,ROW or wheel-down:COL,ROW"))
    }

    // MARK: A stack

    @Test func aClickOnALinkOpensIt() throws {
        let app = Self.app()
        let home = try Self.lines(app, "")
        let shown = try Self.lines(app, Self.click("Two", in: home))
        #expect(shown[0].hasPrefix(" Home › Item 2"))
        #expect(app.router.path == [Item(n: 2)])
        // Back, the clicked link is the selected one.
        #expect(try Self.lines(app, "left").contains(" ▸ Two"))
    }

    @Test func aClickAnywhereOnTheLinksRowOpensItButNotOnTheTitleOrBlankRows() throws {
        let app = Self.app()
        let home = try Self.lines(app, "")
        let row = try #require(home.firstIndex { $0.contains("Three") })
        _ = try Self.lines(app, "click:55,\(row + 1)")
        #expect(app.router.path == [Item(n: 3)])
        app.router.popToRoot()
        let title = try #require(home.indices.dropFirst().first { home[$0].contains("Home") })
        _ = try Self.lines(app, "click:3,\(title + 1) click:3,11 click:59,2")
        #expect(app.router.path.isEmpty)
    }

    @Test func aClickOnABreadcrumbPopsToItsLevel() throws {
        let app = Self.app()
        app.router.replaceStack(with: [Item(n: 1), Item(n: 2), Item(n: 3)])
        let deep = try Self.lines(app, "")
        #expect(deep[0].hasPrefix(" Home › Item 1 › Item 2 › Item 3"))
        _ = try Self.lines(app, Self.click("Item 3", in: deep))  // the current level: nothing changes
        #expect(app.router.path.count == 3)
        _ = try Self.lines(app, "click:16,1")  // on the › between Item 1 and Item 2
        #expect(app.router.path.count == 3)
        _ = try Self.lines(app, Self.click("Item 1", in: deep))
        #expect(app.router.path == [Item(n: 1)])
        _ = try Self.lines(app, "click:2,1")  // Home
        #expect(app.router.path.isEmpty)
    }

    @Test func aClickOnAFooterHintRunsItsCommand() throws {
        let app = Self.app()
        app.router.push(Item(n: 1))
        let shown = try Self.lines(app, "")
        #expect(shown.last!.contains("? keys"))
        let help = try Self.lines(app, Self.click("keys", in: shown))
        #expect(app.isShowingHelp)
        #expect(help.contains { $0.contains("Keys") })
        _ = try Self.lines(app, "click:1,1")  // a click closes the help, as any key does
        #expect(!app.isShowingHelp)
        _ = try Self.lines(app, Self.click("back", in: shown))
        #expect(app.router.path.isEmpty)
        // `↑↓ select`: each arrow its own command.
        let home = try Self.lines(app, "")
        let arrows = try Self.click("↑↓", in: home)
        let down = arrows.replacingOccurrences(of: "click:2,", with: "click:3,")
        #expect(try Self.lines(app, down).contains(" ▸ Two"))
        #expect(try Self.lines(app, arrows).contains(" ▸ One"))
        _ = try Self.lines(app, Self.click("quit", in: home))
        #expect(app.isFinished)
    }

    @Test func aClickPastColumn223Lands() throws {
        let app = Self.app()
        app.router.push(Item(n: 1))
        let wide = try Self.lines(app, "", width: 300, height: 12)
        let next = try #require(wide.firstIndex { $0.contains("Next") })
        _ = try Self.lines(app, "click:290,\(next + 1)", width: 300, height: 12)
        #expect(app.router.path == [Item(n: 1), Item(n: 2)])
    }

    @Test func aClickOnALazyRowOpensItAtAnyLength() throws {
        let app = Self.app(rows: 1_000_000)
        let bottom = try Self.lines(app, "end")
        #expect(bottom.contains { $0.contains("Row 1000000") })
        _ = try Self.lines(app, Self.click("Row 999995", in: bottom))
        #expect(app.router.path == [Item(n: 1000 + 999_995)])
    }

    @Test func theWheelScrollsTheListThreeRowsANotchWithTheSelection() throws {
        let app = Self.app(rows: 1_000_000)
        let first = try Self.lines(app, "")
        #expect(first.contains(" ▸ One"))
        let down = try Self.lines(app, "wheel-down:5,5 wheel-down:5,5 wheel-down:5,5 wheel-down:5,5")
        #expect(down.contains { $0.hasPrefix(" ▸ Row 10") })
        #expect(!down.contains { $0.contains("One") })  // the view moved
        let row = try #require(down.firstIndex { $0.hasPrefix(" ▸ Row 10") })
        let further = try Self.lines(app, "wheel-down:30,2")
        #expect(further.firstIndex { $0.hasPrefix(" ▸ Row 13") } == row)  // the selection kept its place on screen
        let back = try Self.lines(app, Array(repeating: "wheel-up:1,1", count: 10).joined(separator: " "))
        #expect(back.contains(" ▸ One"))
        #expect(back[1].contains("Home"))  // the top again
    }

    @Test func onlyTheTopSheetTakesClicks() throws {
        let app = Self.app()
        app.router.present(Item(n: 7), style: .sheet)
        let shown = try Self.lines(app, "")
        #expect(shown.contains { $0.contains("Sheet") })
        // The root's breadcrumbs show above the sheet: a click there does nothing.
        _ = try Self.lines(app, "click:2,1")
        #expect(app.router.presentation != nil)
        _ = try Self.lines(app, Self.click("Next", in: shown))
        #expect(app.router.activeStack.path == [Item(n: 8)])
    }

    @Test func whileThePromptIsOpenTheMouseDoesNothing() throws {
        let app = Self.app()
        app.linkOpener = (current: { "x" }, open: { _ in nil })
        let home = try Self.lines(app, "")
        _ = try Self.lines(app, ": " + Self.click("Two", in: home))
        #expect(app.linkPrompt != nil)
        #expect(app.router.path.isEmpty)
    }

    // MARK: A split view

    enum Category: String, Hashable, CaseIterable { case fruits = "Fruits", trees = "Trees" }

    static func split() -> SplitApp {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: { "Item \($0.n)" }) { item, _ in Screen(title: "Item \(item.n)") }
        return SplitApp(sidebar: SplitColumn(title: "Categories", items: Category.allCases.map { .init($0.rawValue, $0) }),
                        destinations: destinations) { selection in
            guard let category = selection?.base as? Category else { return Screen(title: "Pick one") }
            return Screen(title: category.rawValue, links: [.push("\(category.rawValue) item", Item(n: 5))])
        }
    }

    @Test func aClickOnASplitColumnGivesItTheKeysAndOnAnItemSelectsIt() throws {
        let app = Self.split()
        let shown = try Self.lines(app, "", width: 100)
        _ = try Self.lines(app, Self.click("Trees", in: shown), width: 100)
        #expect(app.selection == AnyHashable(Category.trees))
        #expect(app.focus == .sidebar)
        let trees = try Self.lines(app, "", width: 100)
        _ = try Self.lines(app, Self.click("Trees item", in: trees), width: 100)
        #expect(app.focus == .detail)
        #expect(app.detail.router.path == [AnyHashable(Item(n: 5))])
        // The detail's breadcrumb pops; a click on the sidebar's title gives it the keys back.
        let pushed = try Self.lines(app, "", width: 100)
        _ = try Self.lines(app, Self.click("Trees ›", in: pushed), width: 100)
        #expect(app.detail.router.path.isEmpty)
        _ = try Self.lines(app, "click:3,1", width: 100)
        #expect(app.focus == .sidebar)
        _ = try Self.lines(app, "wheel-down:3,4", width: 100)  // over the sidebar: its selection moves
        #expect(app.selection == AnyHashable(Category.trees))
        _ = try Self.lines(app, "wheel-up:3,4", width: 100)
        #expect(app.selection == AnyHashable(Category.fruits))
    }

    @Test func collapsedAClickOnAnItemOpensItAsEnterDoes() throws {
        let app = Self.split()
        let narrow = try Self.lines(app, "", width: 40)
        let shown = try Self.lines(app, Self.click("Fruits", in: narrow), width: 40)
        #expect(app.selection == AnyHashable(Category.fruits))
        #expect(app.focus == .detail)
        #expect(shown.contains { $0.contains("Fruits item") })
    }

    // MARK: With the filter and the help

    @Test func aClickOnAMatchEndsTheFilterAndOpensIt() throws {
        let app = Self.app(rows: 30)
        let filtered = try Self.lines(app, "/ r o w space 2 7")
        #expect(filtered.contains { $0.contains("Row 27") })
        _ = try Self.lines(app, Self.click("Row 27", in: filtered))
        #expect(app.filter == nil && app.router.path == [Item(n: 1027)])
        // Back on Home, the screen is whole again (Row 26 above the match) with the match selected.
        let home = try Self.lines(app, "left")
        #expect(home.contains { $0.contains("▸ Row 27") } && home.contains { $0.contains("Row 26") })
        #expect(home.last?.hasPrefix(" /") == false)
    }

    @Test func theWheelScrollsAHelpTallerThanTheTerminalAndAClickClosesIt() throws {
        let app = Self.app()
        let top = try Self.lines(app, "?", height: 12)
        #expect(top.contains { $0.contains("↓ more") } && !top.contains { $0.contains("↑ more") })
        let scrolled = try Self.lines(app, "wheel-down:30,5 wheel-down:30,5", height: 12)
        #expect(app.isShowingHelp && scrolled.contains { $0.contains("↑ more") })
        _ = try Self.lines(app, "click:30,5", height: 12)
        #expect(!app.isShowingHelp)
    }
}
