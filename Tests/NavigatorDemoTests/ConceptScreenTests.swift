import Navigation
import NavigatorDemo
import PropertyBased
import Testing
import TerminalUI

/// The demo's `Color` (a value of the path), not TerminalUI's `Color` (a colour of text).
private typealias Color = NavigatorDemo.Color

/// Each NavigationStack concept of the seeds, shown by the demo: keys pressed, the screen read back.
@Suite struct ConceptScreenTests {
    func demo(_ link: String = "myapp:///", _ keys: String = "", size: TerminalSize = .init(width: 80, height: 24)) throws -> (demo: DemoHost, lines: [String]) {
        let demo = DemoHost(tree: try DeepLink.tree(from: link))
        let canvas = Headless.run(demo.host, size: size, keys: try Key.parseScript(keys))
        return (demo, canvas.lines)
    }

    /// The keys that select a Home link by its label, then open it.
    func open(_ label: String) throws -> String {
        let home = DemoHost()
        _ = Headless.run(home.host, size: .init(width: 80, height: 24), keys: [])
        let links = home.app.topScreen().links.map(\.label.string)
        let index = try #require(links.firstIndex(of: label), "no Home link \(label)")
        return Array(repeating: "down", count: index).joined(separator: " ") + " enter"
    }

    @Test func colorsAndRecipesShareThePathWithRoutes() throws {
        let (demo, lines) = try self.demo("myapp:///detail/1/color/mint/recipe/apple-pie")
        #expect(lines[0] == " Home › Detail 1 › Mint › Apple Pie")
        #expect(demo.router.navigationPath == NavigationPath([AnyHashable(Route.detail(id: 1)), AnyHashable(Color.mint), AnyHashable(Recipe.applePie)]))
        let (fromHome, _) = try self.demo("myapp:///", try open("Chocolate Cake"))
        #expect(fromHome.router.path == [AnyHashable(Recipe.chocolateCake)])
        #expect(DeepLink.url(for: demo.router.navigationTree) == "myapp:///detail/1/color/mint/recipe/apple-pie")
    }

    @Test func aValueWithNoDestinationShowsAWarningAndBackWorks() throws {
        let (demo, lines) = try self.demo("myapp:///", try open("A value with no destination"))
        #expect(lines[0] == " Home › ⚠ Swift.Int")
        #expect(lines[1] == " ⚠ Swift.Int")
        #expect(lines.joined(separator: " ").contains("No destination is registered for values of type Swift.Int"))
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.left])
        #expect(demo.router.isEmpty)
    }

    @Test func aViewDestinationIsOnScreenButNotInThePath() throws {
        // Seed 000: Root, then [Color.mint], then a view destination (RecipeDetailView).
        let (demo, lines) = try self.demo("myapp:///color/mint", "down enter e")
        #expect(lines[0] == " Home › Mint › Apple Pie")
        #expect(demo.router.path == [AnyHashable(Color.mint)] && demo.router.views.map(\.title) == ["Apple Pie"])
        #expect(DeepLink.url(for: demo.router.navigationTree) == "myapp:///color/mint")
        #expect(demo.app.events.isEmpty)  // not observed
        // "Push another view" pushes a value: the view destination is popped first.
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.enter])
        #expect(demo.router.path == [AnyHashable(Color.mint), AnyHashable(Color.pink)] && demo.router.views.isEmpty)
        #expect(demo.app.events == ["New path: [Color.mint, Color.pink]"])
    }

    @Test func showDetailsPushesWhileTrueAndBackSetsItFalse() throws {
        let (demo, lines) = try self.demo("myapp:///color/mint", "enter")
        #expect(lines[0] == " Home › Mint › Mint details")
        #expect(demo.model.showDetails[.mint] == true && demo.router.path == [AnyHashable(Color.mint)])
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.left])
        #expect(demo.model.showDetails[.mint] != true && demo.router.depth == 1)
        demo.model.showDetails[.mint] = true  // set from code, not a key
        #expect(Headless.run(demo.host, size: .init(width: 80, height: 24), keys: []).lines[0] == " Home › Mint › Mint details")
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.enter])  // "Hide details"
        #expect(demo.router.depth == 1)
    }

    @Test func selectingARecipePushesItsScreenAndClearingPopsIt() throws {
        let (demo, lines) = try self.demo("myapp:///showcase/recipe-picker", "down enter")
        #expect(lines[0] == " Home › Pick a Recipe › Chocolate Cake")
        #expect(demo.model.selectedRecipe == .chocolateCake)
        let after = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.enter]).lines  // "Clear the selection"
        #expect(demo.model.selectedRecipe == nil && after[0] == " Home › Pick a Recipe")
        #expect(after.contains("  selectedRecipe: nil"))
        demo.model.selectedRecipe = .applePie
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.escape])
        #expect(demo.model.selectedRecipe == nil)
    }

    @Test func theEventLogShowsEachChangeOfThePath() throws {
        let (demo, lines) = try self.demo("myapp:///", try open("Mint") + " left e")
        #expect(demo.app.events == ["New path: [Color.mint]", "New path: []"])
        #expect(lines.contains { $0.hasPrefix("── Path changes (e hides)") })
        #expect(lines.contains(" New path: [Color.mint]") && lines.contains(" New path: []"))
    }

    @Test func changingThePathWhileRenderingIsRefusedAndShown() throws {
        let (demo, lines) = try self.demo("myapp:///", try open("A screen that changes the path while rendering"))
        #expect(demo.router.path == [AnyHashable(Showcase.renderTimePush)])
        #expect(lines[21].hasPrefix(" Refused: push was asked for while a screen was being built"))  // wrapped above the footer
        #expect(demo.app.events.last?.hasPrefix("Refused: push was asked for") == true)
    }

    @Test func aStackInsideAStackIsReportedNotDrawn() throws {
        let (_, lines) = try self.demo("myapp:///showcase/nested-stack")
        #expect(lines[0] == " Home › Nested Stack")  // one breadcrumb bar
        #expect(lines[1] == " ⚠ Nested navigation stack")
        #expect(!lines.contains { $0.contains("Inner ›") })
    }

    @Test func aPreviewIsOutsideTheStackSoItsLinksAreDisabled() throws {
        let (demo, lines) = try self.demo("myapp:///", "down space")
        #expect(demo.app.preview?.title == "Detail 42")
        #expect(demo.router.isEmpty)
        #expect(lines.contains { $0.contains("┌─ Preview") })
        #expect(lines.contains { $0.contains("Next  (outside a navigation stack)") })
        // Enter opens it for real; any other key closes it.
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.enter])
        #expect(demo.router.path == [AnyHashable(Route.detail(id: 42))] && demo.app.preview == nil)
    }

    @Test func aSheetIsAPanelWithItsOwnStackAndEscDismissesIt() throws {
        let (demo, lines) = try self.demo("myapp:///detail/1", "g " + (try open("Settings as a sheet")))
        #expect(demo.router.presentation?.style == .sheet)
        #expect(lines[0] == " Home")  // the stack below, dimmed
        #expect(lines[1].contains("┌─ Sheet"))
        #expect(lines[2].contains("│ Settings "))
        // It pushes on its own stack, with its own breadcrumbs.
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.enter])
        let pushed = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: []).lines
        #expect(pushed[2].contains("│ Settings › johndoe "))
        #expect(demo.router.path.isEmpty && demo.router.activeStack.path == [AnyHashable(Route.profile(username: "johndoe"))])
        #expect(pushed[23].contains("Esc close"))
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.escape])
        #expect(demo.router.presentation == nil)
    }

    @Test func aCoverFillsTheScreen() throws {
        let (demo, lines) = try self.demo("myapp:///detail/1/cover/settings")
        #expect(lines[0].hasPrefix(" Settings "))
        #expect(lines[0].hasSuffix("full-screen cover"))
        #expect(!lines.contains { $0.contains("Detail 1") })
        #expect(lines.contains(" ▸ Your profile"))
        #expect(lines.contains("   Done"))
        _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: [.down, .enter])  // Done
        #expect(demo.router.presentation == nil)
    }

    /// Random key walks from random deep links: the tree reached is written as a URL, which opens the
    /// same tree and the same codable state.
    @Test func randomKeyWalksRoundTripThroughTheirURLs() async {
        let key = Gen<String?>.element(of: ["up", "down", "down", "enter", "enter", "left", "esc", "g", "1", "2", "3", "tab", "end", "pgup", "space"]).map { $0! }
        let start = Gen<String?>.element(of: ["myapp:///", "myapp:///color/mint", "myapp:///detail/1/sheet/settings", "myapp:///cover/profile/johndoe", "myapp:///showcase/recipe-picker"]).map { $0! }
        await propertyCheck(count: 150, input: start, key.array(of: 0...40)) { link, keys in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let demo = DemoHost(tree: try DeepLink.tree(from: link))
            _ = Headless.run(demo.host, size: .init(width: 80, height: 24), keys: keys.compactMap(Key.init(name:)))
            let tree = demo.router.navigationTree
            let url = try #require(DeepLink.url(for: tree))
            let reopened = DemoHost(tree: try DeepLink.tree(from: url))
            #expect(reopened.router.navigationTree == tree, "\(link) \(keys) → \(url)")
            #expect(reopened.router.navigationTree.codablePrefix.state == tree.codablePrefix.state)
        }
    }
}
