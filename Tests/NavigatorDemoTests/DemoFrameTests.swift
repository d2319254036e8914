import Foundation
import Navigation
import NavigatorDemo
import NavigatorUI
import Testing
import enum TerminalUI.SplitVisibility

/// The frames the demo draws, as a person sees them, kept as text beside this file (`Frames/`): from a
/// deep link, after a key script, at a few terminal sizes, each frame followed by the tree (or split
/// state) it shows, written as a link. The frames were those of the demo's TerminalUI screens, which
/// the views were held to line for line until the views became the only demo; a changed frame is read
/// by eye before it is recorded again:
///
///     NAVIGATOR_RECORD_FRAMES=1 swift test --filter DemoFrameTests
///
/// Serialized: one case at a time waits for the main actor, which the whole suite shares.
@Suite(.serialized) struct DemoFrameTests {
    nonisolated struct Case: CustomTestStringConvertible, Sendable {
        let link: String
        let keys: String
        var testDescription: String { keys.isEmpty ? link : "\(link) keys “\(keys)”" }
    }

    nonisolated static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)]
    nonisolated static let splitSizes = [TerminalSize(width: 130, height: 30), TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)]

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
        // Space previews what a link opens; a Button that sets a sheet's item is an action, and says
        // “Nothing to preview”.
        Case(link: "myapp:///profile/johndoe", keys: "down space"),
        Case(link: "myapp:///", keys: "\(openHome(11).dropLast(6)) space"),
    ]

    /// The split view's links and key scripts: its end-to-end tests', every item of every category
    /// opened, the detail's stacks, presentations and the keys that move between columns; wide (three
    /// columns), medium (two) and narrow (collapsed into one stack).
    nonisolated static let splitCases: [Case] = [
        Case(link: "myapp://split", keys: ""),
        Case(link: "myapp://split", keys: "?"),
        Case(link: "myapp://split", keys: "enter"),
        Case(link: "myapp://split", keys: "down"),
        Case(link: "myapp://split", keys: "enter enter"),
        Case(link: "myapp://split", keys: "down enter down enter"),
        Case(link: "myapp://split", keys: "down enter down enter enter"),
        Case(link: "myapp://split", keys: "down enter down enter down down enter \\"),
        Case(link: "myapp://split", keys: "tab tab tab"),
        Case(link: "myapp://split", keys: "enter down down enter"),
        Case(link: "myapp://split", keys: "enter down down enter down enter"),
        Case(link: "myapp://split", keys: "enter enter left left"),
        Case(link: "myapp://split", keys: "enter enter esc esc esc"),
        Case(link: "myapp://split", keys: "end enter end enter"),
        Case(link: "myapp://split", keys: "\\ \\"),
        Case(link: "myapp://split", keys: "/ r e c enter / c a k e enter"),
        Case(link: "myapp://split", keys: "click:5,3 click:30,3"),
        Case(link: "myapp://split/colors", keys: ""),
        Case(link: "myapp://split/colors", keys: "down down"),
        Case(link: "myapp://split/colors#sidebar", keys: "down"),
        Case(link: "myapp://split/recipes", keys: "enter"),
        Case(link: "myapp://split/colors/color/red", keys: ""),
        Case(link: "myapp://split/colors/color/red", keys: "enter"),
        Case(link: "myapp://split/colors/color/red", keys: "enter enter"),
        Case(link: "myapp://split/colors/color/red", keys: "down down enter"),
        Case(link: "myapp://split/colors/color/red", keys: "down down enter left"),
        Case(link: "myapp://split/colors/color/red", keys: "end enter"),
        Case(link: "myapp://split/colors/color/red", keys: "e"),
        Case(link: "myapp://split/colors/color/red/color/mint", keys: ""),
        Case(link: "myapp://split/colors/color/red/color/mint", keys: "g"),
        Case(link: "myapp://split/colors/color/red/color/mint", keys: "left left"),
        Case(link: "myapp://split/colors/color/red/color/mint#sidebar", keys: "down"),
        Case(link: "myapp://split/colors/color/red/color/mint?columns=all#content", keys: "up"),
        Case(link: "myapp://split/colors/color/red/detail/5/sheet/settings", keys: ""),
        Case(link: "myapp://split/colors/color/red/detail/5/sheet/settings", keys: "esc"),
        Case(link: "myapp://split/colors/color/red/detail/5/sheet/settings", keys: "enter"),
        Case(link: "myapp://split/colors/color/pink/cover/showcase/recipe-picker?columns=detail-only#content", keys: ""),
        Case(link: "myapp://split/colors/color/pink/cover/showcase/recipe-picker?columns=detail-only#content", keys: "tab"),
        Case(link: "myapp://split/recipes/recipe/apple-pie", keys: ""),
        Case(link: "myapp://split/recipes/recipe/apple-pie", keys: "enter enter"),
        Case(link: "myapp://split/recipes/recipe/apple-pie/detail/5", keys: "down enter"),
        Case(link: "myapp://split/recipes/recipe/chocolate-cake", keys: "down enter"),
        Case(link: "myapp://split/routes/detail/1", keys: ""),
        Case(link: "myapp://split/routes/detail/1", keys: "enter"),
        Case(link: "myapp://split/routes/detail/1", keys: "enter enter down down enter"),
        Case(link: "myapp://split/routes/detail/1", keys: "down enter"),
        Case(link: "myapp://split/routes/detail/42/detail/43/sheet/settings/profile/johndoe", keys: ""),
        Case(link: "myapp://split/routes/detail/42/detail/43/sheet/settings/profile/johndoe", keys: "esc"),
        Case(link: "myapp://split/routes/profile/johndoe", keys: ""),
        Case(link: "myapp://split/routes/profile/johndoe", keys: "enter"),
        Case(link: "myapp://split/routes/profile/johndoe", keys: "enter N e w esc"),
        Case(link: "myapp://split/routes/profile/johndoe", keys: "down enter"),
        Case(link: "myapp://split/routes/profile/johndoe", keys: "down enter esc"),
        Case(link: "myapp://split/routes/profile/johndoe#content", keys: "down"),
        Case(link: "myapp://split/routes/profile/johndoe", keys: "space"),
        Case(link: "myapp://split/routes/profile/johndoe", keys: "down space"),
        Case(link: "myapp://split/colors/color/red", keys: "down down space"),
        Case(link: "myapp://split/routes/settings?columns=double-column", keys: ""),
        Case(link: "myapp://split/routes/settings?columns=double-column", keys: "enter"),
        Case(link: "myapp://split/routes/settings?columns=double-column", keys: "down enter"),
    ]

    /// The stack's frames and trees, as kept in `Frames/stack-WxH.txt`; the model's path is checked
    /// to be the stack's on the way.
    static func stackFrames(at size: TerminalSize) throws -> String {
        var text = ""
        for testCase in cases {
            let tree = try DeepLink.tree(from: testCase.link)
            let views = DemoHost(tree: tree)
            let frame = Headless.run(views.host, size: size, keys: try Key.parseScript(testCase.keys)).lines
            let shown = views.host.router.navigationTree
            #expect(views.model.path == NavigationPath(shown.path), "\(testCase.testDescription): the model's path is not the stack's")
            text += section(testCase, frame: frame, shows: DeepLink.url(for: shown) ?? "(no link) \(shown)")
        }
        return text
    }

    /// The split view's frames and states, as kept in `Frames/split-WxH.txt`; the model is checked to
    /// hold the split view's state on the way.
    static func splitFrames(at size: TerminalSize) throws -> String {
        var text = ""
        for testCase in splitCases {
            let views = DemoSplitHost()
            views.app.restore(try SplitLink.state(from: testCase.link))
            let frame = Headless.run(views.host, size: size, keys: try Key.parseScript(testCase.keys)).lines
            let state = views.app.state, model = views.model, name = testCase.testDescription
            #expect(model.item == state.contentSelection, "\(name): the model's item is not the content column's")
            #expect(model.category.map { AnyHashable($0) } == state.selection, "\(name): the model's category is not the sidebar's")
            #expect(model.detailPath == NavigationPath(state.detail.path), "\(name): the model's path is not the detail's")
            #expect(model.columnVisibility == visibility(views.app.columnVisibility), "\(name): the model's visibility is not the split view's")
            text += section(testCase, frame: frame, shows: SplitLink.url(for: state) ?? "(no link) \(state)")
        }
        return text
    }

    static func visibility(_ split: SplitVisibility) -> NavigationSplitViewVisibility {
        switch split {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
    }

    /// One case's frame between its name and what it shows; each line between bars, so that trailing
    /// spaces show.
    static func section(_ testCase: Case, frame: [String], shows: String) -> String {
        "== \(testCase.testDescription)\n" + frame.map { "|\($0)|\n" }.joined() + "-> \(shows)\n\n"
    }

    static func file(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Frames/\(name).txt")
    }

    /// Compares `text` with the kept file, case by case, naming each case and line that differs; with
    /// `NAVIGATOR_RECORD_FRAMES` set, writes it instead.
    static func check(_ text: String, against name: String) throws {
        let url = file(name)
        if ProcessInfo.processInfo.environment["NAVIGATOR_RECORD_FRAMES"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let kept = try String(contentsOf: url, encoding: .utf8)
        guard kept != text else { return }
        let keptSections = kept.components(separatedBy: "\n== "), newSections = text.components(separatedBy: "\n== ")
        for (old, new) in zip(keptSections, newSections) where old != new {
            let oldLines = old.components(separatedBy: "\n"), newLines = new.components(separatedBy: "\n")
            let line = (0..<min(oldLines.count, newLines.count)).first { oldLines[$0] != newLines[$0] } ?? min(oldLines.count, newLines.count)
            Issue.record("""
                \(name): “\(newLines[0])” differs from Frames/\(name).txt at line \(line) of the case:
                  kept: \(line < oldLines.count ? oldLines[line] : "(none)")
                  now:  \(line < newLines.count ? newLines[line] : "(none)")
                """)
        }
        #expect(keptSections.count == newSections.count, "\(name): \(newSections.count) cases, \(keptSections.count) kept")
    }

    @Test(arguments: sizes)
    func theStacksFramesAreTheKeptOnes(_ size: TerminalSize) throws {
        try Self.check(try Self.stackFrames(at: size), against: "stack-\(size.width)x\(size.height)")
    }

    @Test(arguments: splitSizes)
    func theSplitViewsFramesAreTheKeptOnes(_ size: TerminalSize) throws {
        try Self.check(try Self.splitFrames(at: size), against: "split-\(size.width)x\(size.height)")
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment["NAVIGATOR_RECORD_FRAMES"] != nil, "recording"))
    func aChangedFrameIsReported() throws {
        let kept = try String(contentsOf: Self.file("stack-40x12"), encoding: .utf8)
        let changed = kept.replacingOccurrences(of: "Home", with: "Hone", range: kept.range(of: "Home"))
        #expect(changed != kept)
        withKnownIssue("a frame that differs from the kept one is an issue") { try Self.check(changed, against: "stack-40x12") }
    }
}
