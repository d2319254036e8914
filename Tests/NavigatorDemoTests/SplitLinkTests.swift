import Foundation
import Navigation
import Restoration
import Synchronization
import NavigatorDemo
import PropertyBased
import Testing
import TerminalUI

/// The demo's `Color` (a value of the path), not TerminalUI's `Color` (a colour of text).
private typealias Color = NavigatorDemo.Color

/// Issue 13, point 4: the split view's links (`myapp://split/…`) open any state it reaches, and every
/// state it reaches by keys is written as one.
@Suite struct SplitLinkTests {
    typealias Category = DemoSplit.Category

    @Test func linksNameTheColumnsFromLeftToRight() throws {
        #expect(try SplitLink.state(from: "myapp://split") == SplitState())
        #expect(try SplitLink.state(from: "myapp://split/") == SplitState())
        #expect(try SplitLink.state(from: "myapp://split/colors") == SplitState(selection: Category.colors, focus: .content))
        #expect(try SplitLink.state(from: "MYAPP://split/colors/color/red")
            == SplitState(selection: Category.colors, contentSelection: Color.red, focus: .detail))
        let deep = try SplitLink.state(from: "myapp://split/routes/detail/42/detail/43/sheet/settings/profile/johndoe?columns=detail-only#sidebar")
        #expect(deep == SplitState(
            selection: Category.routes, contentSelection: Route.detail(id: 42), focus: .sidebar, columnVisibility: .detailOnly,
            detail: NavigationTree(path: [AnyHashable(Route.detail(id: 43))],
                                   presentations: [.init(style: .sheet, root: Route.settings, path: [Route.profile(username: "johndoe")])])))
        #expect(try SplitLink.state(from: "myapp://split/recipes/recipe/apple-pie?columns=all").columnVisibility == .all)
        #expect(try SplitLink.state(from: "myapp://split/routes/profile/johndoe#content").focus == .content)
    }

    @Test func theShortestLinkIsWritten() throws {
        #expect(SplitLink.url(for: SplitState()) == "myapp://split")
        #expect(SplitLink.url(for: SplitState(selection: Category.colors, focus: .content)) == "myapp://split/colors")
        #expect(SplitLink.url(for: SplitState(selection: Category.colors, focus: .sidebar)) == "myapp://split/colors#sidebar")
        #expect(SplitLink.url(for: SplitState(selection: Category.recipes, contentSelection: Recipe.applePie, focus: .detail,
                                              columnVisibility: .doubleColumn, detail: NavigationTree(path: [AnyHashable(Color.mint)])))
            == "myapp://split/recipes/recipe/apple-pie/color/mint?columns=double-column")
        // A value the grammar can't name, a detail with nothing selected: no link.
        #expect(SplitLink.url(for: SplitState(selection: "elsewhere")) == nil)
        #expect(SplitLink.url(for: SplitState(detail: NavigationTree(path: [AnyHashable(Route.settings)]))) == nil)
    }

    @Test(arguments: [
        ("myapp://split/colours", DeepLinkError.Kind.unknownRoute, "unknown category 'colours'", "CATEGORY one of routes, colors, recipes"),
        ("myapp://split/routes/detail/7", .unknownRoute, "'detail/7' is not an item of Routes",
         "expected one of detail/1, detail/42, profile/johndoe, settings"),
        ("myapp://split/colors/recipe/apple-pie", .unknownRoute, "'recipe/apple-pie' is not an item of Colors", "color/mint, color/red, color/pink"),
        ("myapp://split/colors/color/blue", .malformedParameter, "unknown color 'blue'", "NAME one of mint, red, pink"),
        ("myapp://split/colors/color/red/nowhere", .unknownRoute, "unknown route 'nowhere' at position 3", "known: detail/ID"),
        ("myapp://split/colors/color/red/sheet", .missingParameter, "missing the value to present after 'sheet'", "sheet/ROUTE"),
        ("myapp://split?columns=some", .malformedParameter, "unknown columns 'some'", "all, double-column, detail-only"),
        ("myapp://split?sort=name", .unexpectedPart, "unexpected query '?sort=name'", "?columns=COLUMNS"),
        ("myapp://split#top", .malformedParameter, "unknown column '#top'", "sidebar, content, detail"),
        ("myapp://split//colors", .notALink, "empty segment '//'", "one '/'"),
        ("myapp://split/colors/color/%ZZ", .brokenPercentEncoding, "broken percent-encoding '%ZZ'", "two hex digits"),
    ])
    func aBadLinkSaysWhatIsWrongAndWhatIsExpected(link: String, kind: DeepLinkError.Kind, problem: String, expected: String) {
        #expect {
            try SplitLink.state(from: link)
        } throws: { error in
            guard let error = error as? DeepLinkError else { return false }
            return error.kind == kind && error.problem.contains(problem) && error.expected.contains(expected)
                && error.description.contains("in '\(link)'")
        }
    }

    @Test func eachGrammarRefusesTheOthersLinks() {
        #expect(SplitLink.isSplitLink("myapp://split/colors") && SplitLink.isSplitLink("myapp://split?columns=all"))
        #expect(!SplitLink.isSplitLink("myapp://splits") && !SplitLink.isSplitLink("myapp:///split") && !SplitLink.isSplitLink("myapp://detail/1"))
        #expect(throws: DeepLinkError.self) { try DeepLink.tree(from: "myapp://split/colors") }
        #expect(throws: DeepLinkError.self) { try SplitLink.state(from: "myapp://detail/1") }
    }

    /// Random key walks from random split links at widths that collapse, show two columns or three:
    /// the state reached is written as a link, which opens the same state.
    @Test func randomKeyWalksRoundTripThroughTheirURLs() async {
        let key = Gen<String?>.element(of: ["up", "down", "down", "enter", "enter", "left", "esc", "tab", "\\", "g", "1", "2",
                                            "end", "pgup", "space", "e"]).map { $0! }
        let start = Gen<String?>.element(of: ["myapp://split", "myapp://split/colors", "myapp://split/routes/detail/1/sheet/settings",
                                              "myapp://split/recipes/recipe/chocolate-cake?columns=all#content",
                                              "myapp://split/colors/color/mint/cover/profile/johndoe#sidebar"]).map { $0! }
        let width = Gen<Int?>.element(of: [50, 90, 130]).map { $0! }
        await propertyCheck(count: 150, input: start, width, key.array(of: 0...40)) { link, width, keys in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let views = DemoSplitHost()
            views.app.restore(try SplitLink.state(from: link))
            let size = TerminalSize(width: width, height: 20)
            _ = Headless.run(views.host, size: size, keys: keys.compactMap(Key.init(name:)))
            let state = views.app.state
            let url = try #require(SplitLink.url(for: state), "\(link) \(keys)")
            #expect(try SplitLink.state(from: url) == state, "\(link) \(keys) → \(url)")
            let reopened = DemoSplitHost()
            reopened.app.restore(try SplitLink.state(from: url))
            #expect(reopened.app.state == state, "\(link) \(keys) → \(url)")
            #expect(SplitLink.url(for: reopened.app.state) == url)
        }
    }
}
