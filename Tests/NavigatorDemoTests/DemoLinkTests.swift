import Navigation
import NavigatorDemo
import NavigatorUI
import Testing

/// A link opened while the demo runs (typed after `:`, or sent from outside) reaches the views through
/// `DemoView`'s `.onOpenURL`, as SwiftUI hands a URL to a scene: the whole tree it names is shown, the
/// model's path follows, and a link that isn't the demo's changes nothing and says why.
@Suite struct DemoLinkTests {
    @Test func aLinkOpensItsWholeTreeThroughOnOpenURL() throws {
        let demo = DemoHost()
        let link = "myapp:///detail/1/detail/2/sheet/settings/profile/johndoe/cover/edit-profile"
        #expect(demo.open(link) == nil)
        let frame = Headless.run(demo.host, size: TerminalSize(width: 80, height: 24), keys: [])
        #expect(demo.router.navigationTree == (try DeepLink.tree(from: link)))
        #expect(demo.model.path == NavigationPath([Route.detail(id: 1), Route.detail(id: 2)]))
        #expect(frame.lines[0].contains("Edit Profile"), "\(frame.lines)")
        #expect(DeepLink.url(for: demo.router.navigationTree) == link)
    }

    @Test func aLinkReplacesWhatIsShown() throws {
        let demo = DemoHost(tree: try DeepLink.tree(from: "myapp:///color/mint/sheet/settings"))
        _ = Headless.run(demo.host, size: TerminalSize(width: 80, height: 24), keys: [])
        #expect(demo.open("myapp://profile/山田太郎") == nil)
        let frame = Headless.run(demo.host, size: TerminalSize(width: 80, height: 24), keys: [])
        #expect(demo.router.navigationTree.presentations.isEmpty)
        #expect(demo.model.path == NavigationPath([Route.profile(username: "山田太郎")]))
        #expect(frame.lines.contains { $0.contains("Profile of 山田太郎.") }, "\(frame.lines)")
    }

    /// Issue 25: the views are handed the link as the parser read it, never a URL that Foundation
    /// percent-encoded again (which turned `é%41` into `é%2541`, the user name `é%41`).
    @Test(arguments: [
        "myapp:///profile/é%41", "myapp:///profile/a%2541", "myapp://profile-edit/山田%E5%A4%AA%E9%83%8E",
        "myapp:///draft/caf%C3%A9 ☕%20ok", "myapp:///detail/1/sheet/profile/%25/cover/color/mint",
    ])
    func aLinkOpensTheTreeItOpensAtLaunch(link: String) throws {
        let demo = DemoHost()
        #expect(demo.open(link) == nil)
        _ = Headless.run(demo.host, size: TerminalSize(width: 80, height: 24), keys: [])
        #expect(demo.router.navigationTree == (try DeepLink.tree(from: link)))
    }

    @Test func aLinkThatIsNotTheDemosChangesNothingAndSaysWhy() throws {
        let demo = DemoHost(tree: try DeepLink.tree(from: "myapp:///detail/7"))
        let before = demo.router.navigationTree
        let problem = try #require(demo.open("myapp:///colour/mint"))
        #expect(problem.contains("colour"), "\(problem)")
        #expect(demo.router.navigationTree == before)
        #expect(demo.model.path == NavigationPath([Route.detail(id: 7)]))
    }
}
