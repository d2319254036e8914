import Navigation
import NavigatorDemo
import PropertyBased
import Testing
import TerminalUI

/// The demo driven headless, in process: what a person would see after these keys.
@Suite struct DemoScreenTests {
    func routes(_ routes: Route...) -> [AnyHashable] { routes.map { AnyHashable($0) } }

    /// The demos a test ran, kept as long as the test: its checks read their apps.
    final class Demos { var all: [DemoHost] = [] }
    let demos = Demos()

    func run(_ link: String? = nil, _ keys: String = "", size: TerminalSize = .init(width: 80, height: 24)) throws -> (app: StackApp<AnyHashable>, lines: [String]) {
        let demo = DemoHost(tree: try link.map { link throws(DeepLinkError) in try DeepLink.tree(from: link) } ?? .init())
        demos.all.append(demo)
        let canvas = Headless.run(demo.host, size: size, keys: try Key.parseScript(keys))
        return (demo.app, canvas.lines)
    }

    /// The demo showing `routes` above Home.
    func demo(routes: [Route]) -> DemoHost {
        let demo = DemoHost(tree: NavigationTree(path: routes.map { AnyHashable($0) }))
        demos.all.append(demo)
        return demo
    }

    /// The list kept for code off the main actor names exactly the types the app registers.
    @Test func theStaticTypeListIsTheAppsOwn() {
        // Int has no destination, on purpose (seed 003's warning symbol): it round-trips all the same.
        var registered = DemoHost().host.codableTypes
        registered.register(Int.self)
        #expect(Demo.codableTypes.names == registered.names)
        #expect(Demo.codableTypes.names.count == 5)
    }

    @Test func homeListsItsLinks() throws {
        let lines = try run().lines
        #expect(lines.count == 24)
        #expect(lines[0] == " Home")
        #expect(lines.contains(" ▸ Detail 1"))
        #expect(lines.contains("   johndoe's profile"))
        #expect(lines.contains("   Settings"))
        #expect(lines[23].hasPrefix(" ↑↓ select  PgUp/PgDn page  ⏎ open  ← back"))  // Home has more lines than 24 rows show
    }

    @Test func profileEditDeepLinkShowsTheWholeTrail() throws {
        let (app, lines) = try run("myapp://profile-edit/johndoe")
        #expect(lines[0] == " Home › johndoe › Edit Profile")
        #expect(lines[1] == " Edit Profile")
        #expect(app.router.path == routes(.profile(username: "johndoe"), .editProfile))
    }

    @Test func backTwiceReturnsHomeAndBackAgainChangesNothing() throws {
        // Edit Profile's text field is selected, not edited: Esc, Backspace and ← go back from it.
        let (app, lines) = try run("myapp://profile-edit/johndoe", "esc backspace left")
        #expect(lines[0] == " Home" && app.router.isEmpty)
        let (_, again) = try run("myapp://profile-edit/johndoe", "esc h")
        #expect(again == lines)
    }

    @Test func leftFromEditProfileGoesBackLevelByLevel() throws {
        // Issue 22: arriving on Edit Profile selects its text field; ← goes back, as on any screen.
        let (app, lines) = try run("myapp://profile-edit/johndoe", "left")
        #expect(lines[0] == " Home › johndoe" && app.router.path == routes(.profile(username: "johndoe")))
        let (home, again) = try run("myapp://profile-edit/johndoe", "left left")
        #expect(again[0] == " Home" && home.router.isEmpty)
        // Typed into, the field is edited: ← moves its cursor; Esc ends the editing, then ← goes back.
        let (edited, typed) = try run("myapp://profile-edit/johndoe", "x left left y")
        #expect(typed[0] == " Home › johndoe › Edit Profile" && typed.contains(" ▸ Display name: John Doyex"))
        #expect(edited.router.path.count == 2)
        let (_, back) = try run("myapp://profile-edit/johndoe", "x esc left")
        #expect(back[0] == " Home › johndoe" && back.contains("  Display name: John Doex"))
        // q quits from the selected field, and types nothing.
        let (quit, _) = try run("myapp://profile-edit/johndoe", "q")
        #expect(quit.isFinished)
    }

    @Test func detailLinksComeInTheSeedsOrder() throws {
        let (_, lines) = try run("myapp://detail/42")
        let links = lines.filter { $0.hasPrefix(" ▸ ") || $0.hasPrefix("   ") && !$0.hasPrefix("    ") }
        #expect(links.map { $0.trimmingPrefix(" ▸ ") } .count == 3)
        #expect(lines.contains(" ▸ Next"))
        #expect(lines.contains("   Back to Home"))
        #expect(lines.contains("   Go back 2 steps  (needs 2 levels below)"))
    }

    @Test func nextPushesTheNextIdAndGoBackTwoStepsPopsTwo() throws {
        var (app, lines) = try run("myapp://detail/1", "enter enter")
        #expect(lines[0] == " Home › Detail 1 › Detail 2 › Detail 3")
        #expect(lines.contains("   Go back 2 steps"))
        (app, lines) = try run("myapp://detail/1", "enter enter down down enter")
        #expect(app.router.path == routes(.detail(id: 1)))
        (app, lines) = try run("myapp://detail/1", "enter down enter")
        #expect(app.router.isEmpty && lines[0] == " Home")
    }

    @Test func aDisabledLinkCannotBeSelectedOrOpened() throws {
        let (app, lines) = try run("myapp://detail/1", "down down down enter")
        // The selection stops at the last enabled link, "Back to Home".
        #expect(app.router.isEmpty && lines[0] == " Home")
        let maxed = demo(routes: [.detail(id: Int.max)]).app
        let screen = maxed.topScreen()
        #expect(!screen.links[0].isEnabled)
        maxed.open(screen.links[0])
        #expect(maxed.notice == "“Next” is unavailable: no id after 9223372036854775807")
        #expect(maxed.router.count == 1)
    }

    @Test func levelKeysJumpAlongTheBreadcrumbs() throws {
        let link = "myapp:///detail/1/detail/2/detail/3"
        #expect(try run(link, "2").app.router.path == routes(.detail(id: 1)))
        #expect(try run(link, "3").app.router.path == routes(.detail(id: 1), .detail(id: 2)))
        #expect(try run(link, "1").app.router.isEmpty)
        #expect(try run(link, "9").app.router.count == 3)  // no level 9: nothing happens
        #expect(try run(link, "g").app.router.isEmpty)
    }

    @Test func helpListsEveryBindingAndAnyKeyClosesIt() throws {
        // Tall enough for the whole table (24 rows show it scrolled, with `↓ more`).
        let (app, lines) = try run(nil, "?", size: .init(width: 80, height: 40))
        #expect(app.isShowingHelp)
        let text = lines.joined(separator: "\n")
        for binding in KeyMap.standard.bindings { #expect(text.contains(binding.summary), "\(binding.summary)") }
        let closed = try run(nil, "? esc")
        #expect(!closed.app.isShowingHelp && closed.app.router.isEmpty)
        let quit = try run(nil, "? q")
        #expect(quit.app.isFinished)
    }

    @Test func breadcrumbsCollapseOnNarrowTerminals() throws {
        let (_, lines) = try run("myapp:///detail/1/detail/2/profile/johndoe/edit-profile", size: .init(width: 30, height: 10))
        #expect(lines[0] == " Home › … › johndoe › Edit Pro…" || lines[0] == " Home › … › Edit Profile")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func cjkAndEmojiKeepColumnsAligned() throws {
        let name = "山田太郎🍣山田太郎"
        let link = "myapp://profile/" + name.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        let (_, wide) = try run(link, size: .init(width: 40, height: 8))
        #expect(wide[0] == " Home › 山田太郎🍣山田太郎")
        #expect(wide[1] == " 山田太郎🍣山田太郎")
        let (_, narrow) = try run(link, size: .init(width: 20, height: 8))
        #expect(narrow[0] == " Home › 山田太郎🍣…")
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func hostileUsernamesAreDrawnAsSymbols() throws {
        let (_, lines) = try run("myapp://profile/%1B%5D0%3Bowned%07%1B%5B2J")
        #expect(lines[0] == " Home › ␛]0;owned␇␛[2J")
        #expect(lines.joined().unicodeScalars.allSatisfy { $0.value >= 0x20 })
    }

    @Test func tooSmallTerminalsSaySo() throws {
        let lines = try run(nil, size: .init(width: 19, height: 4)).lines
        #expect(lines.count == 4)
        #expect(lines.joined(separator: " ").contains("needs 20×5"))
    }

    /// Random key walks at random sizes from 20x5 to 250x80: exactly H lines, none wider than W,
    /// nothing raw, the breadcrumbs' ends always the root and the top.
    @Test func everySizeAndKeyWalkLaysOutCleanly() async {
        let key = Gen<String?>.element(of: ["up", "down", "enter", "left", "esc", "g", "1", "2", "3", "?", "j", "k", "tab", "end", "pgup"]).map { $0! }
        await propertyCheck(count: 150, input: Gen.int(in: 20...250), Gen.int(in: 5...80), key.array(of: 0...30)) { width, height, keys in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let demo = DemoHost(tree: NavigationTree(path: [AnyHashable(Route.profile(username: "山田太郎🍣")), AnyHashable(Route.detail(id: 7))]))
            let app = demo.app
            let canvas = Headless.run(demo.host, size: .init(width: width, height: height), keys: keys.compactMap(Key.init(name:)))
            #expect(canvas.lines.count == height)
            #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) <= width })
            if !app.isShowingHelp {
                let crumbs = app.breadcrumbs(width: width - 2)
                #expect(crumbs.first.map { if case .level(0, _) = $0 { true } else { false } } == true)
                #expect(crumbs.last.map { if case .level(let level, _) = $0 { level == app.activeStack.depth } else { false } } == true)
            }
        }
    }
}
