import Navigation
import NavigatorDemo
import NavigatorUI
import PropertyBased
import Testing

/// The demo written as NavigatorUI views (`DemoView`, hosted by `ViewHost`) against the demo as
/// TerminalUI screens (`DemoApp`): from the same tree, after the same keys, the same frame line for
/// line and the same navigation tree. Where they can't be equal yet, the case names the difference
/// and why (`knownDifferences`): a tracked gap, which fails the test once it is gone.
///
/// Serialized: one case at a time waits for the main actor, which the whole suite shares (its
/// time-limited tests wait on it between their steps).
@Suite(.serialized) struct ViewParityTests {
    nonisolated struct Case: CustomTestStringConvertible, Sendable {
        let link: String
        let keys: String
        var testDescription: String { keys.isEmpty ? link : "\(link) keys “\(keys)”" }
    }

    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)]

    /// The keys that open Home's `index`-th link.
    nonisolated static func openHome(_ index: Int) -> String {
        (Array(repeating: "down", count: index) + ["enter"]).joined(separator: " ")
    }

    /// Every screen of Home's list, opened from Home; then the deep links and key scripts the demo's
    /// other tests use, presentations and depth among them.
    nonisolated static let cases: [Case] = (0..<19).map { Case(link: "myapp:///", keys: openHome($0)) } + [
        Case(link: "myapp:///", keys: ""),
        Case(link: "myapp:///", keys: "?"),
        Case(link: "myapp:///", keys: "end"),
        Case(link: "myapp:///", keys: "down space"),
        Case(link: "myapp:///", keys: "\(openHome(5)) left e"),
        Case(link: "myapp://detail/42", keys: ""),
        Case(link: "myapp://detail/1", keys: "enter enter"),
        Case(link: "myapp://detail/1", keys: "enter enter down down enter"),
        Case(link: "myapp://detail/1", keys: "enter down enter"),
        Case(link: "myapp://detail/1", keys: "down down down enter"),
        Case(link: "myapp://detail/9223372036854775807", keys: "enter"),
        Case(link: "myapp:///detail/1/detail/2/detail/3", keys: "2"),
        Case(link: "myapp:///detail/1/detail/2/detail/3", keys: "g"),
        Case(link: "myapp://profile-edit/johndoe", keys: ""),
        Case(link: "myapp://profile-edit/johndoe", keys: "esc backspace left"),
        Case(link: "myapp://profile-edit/johndoe", keys: "x y z esc left"),
        Case(link: "myapp://profile-edit/johndoe", keys: "left"),
        Case(link: "myapp://profile-edit/johndoe", keys: "enter"),
        Case(link: "myapp://profile-edit/johndoe", keys: "x left backspace"),
        Case(link: "myapp:///profile/johndoe/sheet/edit-profile", keys: "N esc esc"),
        Case(link: "myapp:///profile/%E5%B1%B1%E7%94%B0%E5%A4%AA%E9%83%8E/edit-profile", keys: "A esc"),
        Case(link: "myapp:///detail/1/detail/2/profile/johndoe/edit-profile", keys: ""),
        Case(link: "myapp:///detail/1/color/mint/recipe/apple-pie", keys: ""),
        Case(link: "myapp:///color/mint", keys: "enter"),
        Case(link: "myapp:///color/mint", keys: "enter left"),
        Case(link: "myapp:///color/mint", keys: "enter enter"),
        Case(link: "myapp:///color/mint", keys: "down enter"),
        Case(link: "myapp:///color/mint", keys: "down enter enter"),
        Case(link: "myapp:///color/mint", keys: "down down enter"),
        Case(link: "myapp:///color/mint", keys: "end enter"),
        Case(link: "myapp:///showcase/recipe-picker", keys: "down enter"),
        Case(link: "myapp:///showcase/recipe-picker", keys: "down enter enter"),
        Case(link: "myapp:///showcase/recipe-picker", keys: "enter left"),
        Case(link: "myapp:///showcase/nested-stack", keys: ""),
        Case(link: "myapp:///showcase/render-time-push", keys: ""),
        Case(link: "myapp:///showcase/styled-text", keys: "enter"),
        Case(link: "myapp:///showcase/loading", keys: ""),
        Case(link: "myapp:///showcase/loading", keys: "e"),
        Case(link: "myapp:///showcase/render-time-push", keys: "e"),
        Case(link: "myapp:///showcase/render-time-push", keys: "left e"),
        Case(link: "myapp:///detail/1/detail/2", keys: "space"),
        Case(link: "myapp:///color/mint", keys: "down space"),
        Case(link: "myapp:///detail/1", keys: "down down down down down down"),
        Case(link: "myapp:///settings/profile/johndoe/edit-profile", keys: "down enter"),
        Case(link: "myapp:///profile/johndoe", keys: "down enter"),
        Case(link: "myapp:///profile/johndoe", keys: "down enter esc"),
        Case(link: "myapp:///profile/johndoe", keys: "down enter N e w esc down enter"),
        Case(link: "myapp:///profile/johndoe", keys: "down enter tab enter"),
        Case(link: "myapp:///draft/grocery%20list", keys: "enter"),
        Case(link: "myapp:///rows/1000000", keys: "end"),
        Case(link: "myapp:///rows/1000000", keys: "pgdn enter"),
        Case(link: "myapp:///rows/0", keys: ""),
        Case(link: "myapp:///number/42", keys: ""),
        Case(link: "myapp:///detail/1/sheet/settings", keys: ""),
        Case(link: "myapp:///detail/1/sheet/settings", keys: "enter"),
        Case(link: "myapp:///detail/1/sheet/settings", keys: "down enter"),
        Case(link: "myapp:///detail/1/sheet/settings", keys: "esc"),
        Case(link: "myapp:///detail/1/sheet/settings/profile/johndoe", keys: ""),
        Case(link: "myapp:///detail/1/sheet/settings/detail/5/detail/6", keys: "down enter"),
        Case(link: "myapp:///detail/1/cover/settings", keys: ""),
        Case(link: "myapp:///detail/1/cover/settings", keys: "down enter"),
        Case(link: "myapp:///cover/profile/johndoe", keys: ""),
        Case(link: "myapp:///cover/profile/johndoe", keys: "down enter"),
        Case(link: "myapp:///cover/profile/johndoe", keys: "enter"),
        Case(link: "myapp:///profile/johndoe/sheet/edit-profile", keys: ""),
        Case(link: "myapp:///profile/johndoe/sheet/edit-profile", keys: "N esc down enter"),
        Case(link: "myapp:///cover/profile/johndoe/sheet/edit-profile", keys: ""),
        Case(link: "myapp:///cover/profile/johndoe/edit-profile", keys: ""),
        // The end-to-end tests' deep trees: presentations no sheet of the views puts up.
        Case(link: "myapp:///detail/1/color/mint/recipe/apple-pie/number/-3/sheet/settings/profile/johndoe/cover/showcase/recipe-picker", keys: ""),
        Case(link: "myapp:///detail/1/color/mint/recipe/apple-pie/number/-3/sheet/settings/profile/johndoe/cover/showcase/recipe-picker", keys: "esc"),
        Case(link: "myapp:///detail/1/color/mint/recipe/apple-pie/number/-3/sheet/settings/profile/johndoe/cover/showcase/recipe-picker", keys: "esc left"),
        Case(link: "myapp:///sheet/settings/sheet/settings/sheet/settings/detail/7", keys: ""),
        Case(link: "myapp:///sheet/settings/sheet/settings/sheet/settings/detail/7", keys: "down enter"),
        Case(link: "myapp:///sheet/settings/sheet/settings", keys: "down enter"),
        Case(link: "myapp:///sheet/settings/sheet/settings", keys: "down enter down enter"),
        Case(link: "myapp:///sheet/color/mint", keys: ""),
        Case(link: "myapp:///sheet/color/mint/detail/3", keys: "down enter"),
        // A value's sheet over a route's sheet, and a route's over a value's: each level's Back to Home
        // empties its own stack.
        Case(link: "myapp:///sheet/settings/sheet/color/red/detail/3", keys: "down enter"),
        Case(link: "myapp:///sheet/color/mint/sheet/settings/detail/4", keys: "down enter"),
        Case(link: "myapp:///cover/showcase/loading/detail/2", keys: "down enter"),
        Case(link: "myapp:///cover/showcase/loading", keys: ""),
        Case(link: "myapp:///profile/johndoe", keys: "down space"),
        Case(link: "myapp:///", keys: "\(openHome(11).dropLast(6)) space"),
    ]

    /// Differences the views can't avoid yet, by case and size, with why.
    static let knownDifferences: [String: String] = {
        let preview = "A Button that sets a sheet's item is an action, where TerminalUI's .present link names its screen: "
            + "space previews the screen the link presents, and says “Nothing to preview” for the button"
        var differences: [String: String] = [:]
        for size in sizes {
            differences["myapp:///profile/johndoe keys “down space”" + at(size)] = preview
            differences["myapp:/// keys “\(openHome(11).dropLast(6)) space”" + at(size)] = preview
        }
        return differences
    }()

    nonisolated static func at(_ size: TerminalSize) -> String { " at \(size.width)x\(size.height)" }

    struct Frames {
        let old: [String], new: [String]
        let oldTree: NavigationTree<AnyHashable>, newTree: NavigationTree<AnyHashable>
        /// The views' model's path, which must be the root stack's.
        let modelPath: NavigationPath
    }

    func frames(_ testCase: Case, size: TerminalSize) throws -> Frames {
        let tree = try DeepLink.tree(from: testCase.link)
        let keys = try Key.parseScript(testCase.keys)
        let demo = DemoApp(tree: tree)
        let old = Headless.run(demo.app, size: size, keys: keys).lines
        let views = DemoHost(tree: tree)
        let new = Headless.run(views.host, size: size, keys: keys).lines
        return Frames(old: old, new: new, oldTree: demo.router.navigationTree, newTree: views.host.router.navigationTree,
                      modelPath: views.model.path)
    }

    @Test(arguments: cases)
    func theViewsDrawTheDemosFrames(_ testCase: Case) throws {
        for size in Self.sizes {
            let frames = try frames(testCase, size: size)
            let name = "\(testCase.testDescription) at \(size.width)x\(size.height)"
            let same = frames.old == frames.new && frames.oldTree == frames.newTree
            if let reason = Self.knownDifferences[name] {
                withKnownIssue(Comment(rawValue: reason)) { #expect(same) }
                continue
            }
            #expect(frames.oldTree == frames.newTree, "\(name): the trees differ")
            #expect(frames.modelPath == NavigationPath(frames.newTree.path), "\(name): the model's path is not the stack's")
            for (index, (old, new)) in zip(frames.old, frames.new).enumerated() where old != new {
                Issue.record("\(name), line \(index):\n  screens: \(old)\n  views:   \(new)")
            }
            #expect(frames.old.count == frames.new.count)
        }
    }
}

/// The styles of the cells, where the frames' lines can't tell.
@Suite struct ViewStyleParityTests {
    @Test("The Styled Text screen's cells have the screens' colours and attributes, but for the reversed span")
    func styledTextCells() throws {
        let tree = try DeepLink.tree(from: "myapp:///showcase/styled-text")
        let size = TerminalSize(width: 80, height: 24)
        let old = Headless.run(DemoApp(tree: tree).app, size: size, keys: [])
        let new = Headless.run(DemoHost(tree: tree).host, size: size, keys: [])
        #expect(old.lines == new.lines)
        var differing = ""
        for index in old.cells.indices where old.cells[index].style != new.cells[index].style {
            let (row, column) = index.quotientAndRemainder(dividingBy: size.width)
            differing.append(Array(old.lines[row])[column])
        }
        // SwiftUI's Text has no reverse video: the one span written with TerminalUI's .reverse() is plain.
        withKnownIssue("SwiftUI's Text has no reverse attribute: “reversed” is drawn plain") { #expect(differing.isEmpty) }
        #expect(differing == "reversed")
    }

    @Test("Home's cells, its styled link label among them, have the screens' styles", arguments: ["", "end", "end up"])
    func homeCells(keys: String) throws {
        let size = TerminalSize(width: 80, height: 24)
        let old = Headless.run(DemoApp().app, size: size, keys: try Key.parseScript(keys))
        let new = Headless.run(DemoHost().host, size: size, keys: try Key.parseScript(keys))
        #expect(old.lines == new.lines)
        #expect(old.cells.map(\.style) == new.cells.map(\.style))
    }
}

/// Random key walks from the demo's start links, through the views and the screens side by side.
@Suite struct ViewParityWalkTests {
    @Test func randomKeyWalksDrawTheSameFrames() async {
        // No space: a button's preview is a tracked difference (ViewParityTests.knownDifferences), and the
        // key after a preview closes it in the screens but acts in the views, so the walks part there.
        let key = Gen<String?>.element(of: ["up", "down", "down", "enter", "enter", "left", "esc", "g", "1", "2", "tab", "end", "pgup", "e", "x"]).map { $0! }
        let start = Gen<String?>.element(of: [
            "myapp:///", "myapp:///color/mint", "myapp:///detail/1/sheet/settings", "myapp:///cover/profile/johndoe",
            "myapp:///showcase/recipe-picker", "myapp:///profile/johndoe/edit-profile", "myapp:///rows/30",
        ]).map { $0! }
        await propertyCheck(count: 40, input: start, key.array(of: 0...25)) { link, keys in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let tree = try DeepLink.tree(from: link)
            let keys = keys.compactMap(Key.init(name:))
            let size = TerminalSize(width: 80, height: 24)
            let demo = DemoApp(tree: tree)
            let views = DemoHost(tree: tree)
            // The nested stack's warning is a tracked difference (ViewParityTests.knownDifferences): walks stay off it.
            let old = Headless.run(demo.app, size: size, keys: keys).lines
            guard !old.contains(where: { $0.contains("Nested Stack") }) else { return }
            let new = Headless.run(views.host, size: size, keys: keys).lines
            #expect(new == old, "\(link) \(keys)")
            #expect(views.host.router.navigationTree == demo.router.navigationTree, "\(link) \(keys)")
        }
    }
}
