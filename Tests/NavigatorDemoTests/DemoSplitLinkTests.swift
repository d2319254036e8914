import Navigation
import NavigatorDemo
import NavigatorUI
import Testing

/// The demo's `Color` (a value of the path).
private typealias Color = NavigatorDemo.Color

/// A link opened while the split view runs (typed after `:`, or sent from outside) reaches the views
/// through `DemoSplitView`'s `.onOpenURL`: a split view's link shows the whole state it names, a stack's
/// the tree it names in the detail, and a link that can't be opened changes nothing and says why.
@Suite struct DemoSplitLinkTests {
    static let size = TerminalSize(width: 130, height: 30)

    @Test func aSplitLinkOpensItsWholeStateThroughOnOpenURL() throws {
        let split = DemoSplitHost()
        let link = "myapp://split/colors/color/red/detail/5/sheet/settings/profile/johndoe?columns=all#content"
        #expect(split.open(link) == nil)
        let frame = Headless.run(split.host, size: Self.size, keys: [])
        #expect(split.app.state == (try SplitLink.state(from: link)))
        #expect(SplitLink.url(for: split.app.state) == link)
        #expect(split.model.category == .colors)
        #expect(split.model.item == AnyHashable(Color.red))
        #expect(split.model.detailPath == NavigationPath([Route.detail(id: 5)]))
        #expect(split.model.columnVisibility == .all)
        #expect(frame.lines.contains { $0.contains("Profile of johndoe.") }, "\(frame.lines)")
    }

    /// Issue 25: a link's percent-escapes beside characters no URL may hold are read once, as at launch.
    @Test func aLinkOpensTheStateItOpensAtLaunch() throws {
        let split = DemoSplitHost()
        let link = "myapp://split/routes/detail/1/profile/é%41%25/sheet/draft/a b"
        #expect(split.open(link) == nil)
        _ = Headless.run(split.host, size: Self.size, keys: [])
        #expect(split.app.state == (try SplitLink.state(from: link)))
        #expect(split.open("myapp:///profile/é%41") == nil)
        _ = Headless.run(split.host, size: Self.size, keys: [])
        #expect(split.model.detailPath == NavigationPath([Route.profile(username: "éA")]))
    }

    @Test func aStacksLinkOpensInTheDetailOfTheItemSelected() throws {
        let split = DemoSplitHost()
        split.app.restore(try SplitLink.state(from: "myapp://split/recipes/recipe/apple-pie#sidebar"))
        #expect(split.open("myapp:///detail/1/color/mint") == nil)
        _ = Headless.run(split.host, size: Self.size, keys: [])
        #expect(SplitLink.url(for: split.app.state) == "myapp://split/recipes/recipe/apple-pie/detail/1/color/mint")
        #expect(split.model.detailPath == NavigationPath([AnyHashable(Route.detail(id: 1)), AnyHashable(Color.mint)]))
    }

    @Test(arguments: [
        ("myapp://split", "myapp:///detail/1", "no item is selected"),
        ("myapp://split/colors/color/red", "myapp://split/colours", "unknown category 'colours'"),
        ("myapp://split/colors/color/red", "myapp:///colour/mint", "colour"),
    ])
    func aLinkThatCannotBeOpenedChangesNothingAndSaysWhy(start: String, link: String, problem: String) throws {
        let split = DemoSplitHost()
        split.app.restore(try SplitLink.state(from: start))
        let before = split.app.state
        let said = try #require(split.open(link))
        #expect(said.contains(problem), "\(said)")
        _ = Headless.run(split.host, size: Self.size, keys: [])
        #expect(split.app.state == before)
    }
}
