import Foundation
import Navigation
@_spi(Store) import Restoration
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
            let app = DemoSplit.app()
            app.restore(try SplitLink.state(from: link))
            let size = TerminalSize(width: width, height: 20)
            _ = Headless.run(app, size: size, keys: keys.compactMap(Key.init(name:)))
            let state = app.state
            let url = try #require(SplitLink.url(for: state), "\(link) \(keys)")
            #expect(try SplitLink.state(from: url) == state, "\(link) \(keys) → \(url)")
            let reopened = DemoSplit.app()
            reopened.restore(try SplitLink.state(from: url))
            #expect(reopened.state == state, "\(link) \(keys) → \(url)")
            #expect(SplitLink.url(for: reopened.state) == url)
        }
    }
}

/// The split view's saved state: whatever keys do, the next launch reads back the same state, from the
/// journal's lines or from a snapshot.
@Suite struct SplitSavingTests {
    /// Saving costs the same at any depth of the detail: a push, a pop, a Tab or `\\` is one short
    /// journal line; a new selection (which empties the detail) one small snapshot.
    @Test(arguments: [10, 5_000])
    func eachChangeCostsOneLineAtAnyDepth(depth: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-cost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = SplitRecorder(file: folder.appendingPathComponent("split.json").path)
        _ = recorder.load(types: DemoSplit.codableTypes)
        let app = DemoSplit.app()
        app.restore(try SplitLink.state(from: "myapp://split/routes/detail/1/" + (2...depth + 1).map { "detail/\($0)" }.joined(separator: "/")))
        recorder.record(app, showsLoaded: false)
        let before = recorder.store.statistics
        let keys: [Key] = [.enter, .left, .tab, .tab, .character("\\"), .character("\\"), .enter, .left]
        _ = Headless.run(app, size: TerminalSize(width: 100, height: 20), keys: keys)
        let after = recorder.store.statistics
        #expect(after.snapshots == before.snapshots)
        #expect(after.recordedChanges - before.recordedChanges == keys.count, "one line per key that changes something")
        #expect(after.journalBytesWritten - before.journalBytesWritten < keys.count * 400)
        // A new selection: the detail is emptied, and the whole state, now small, is one snapshot.
        app.selection = AnyHashable(DemoSplit.Category.recipes)
        #expect(recorder.store.statistics.snapshots == after.snapshots + 1)
        #expect(recorder.store.statistics.snapshotBytesWritten - after.snapshotBytesWritten < 1_000)
    }

    @Test func randomKeyWalksAreSavedAndReadBack() async throws {
        let key = Gen<String?>.element(of: ["up", "down", "down", "enter", "enter", "left", "esc", "tab", "\\", "g", "2",
                                            "end", "pgup"]).map { $0! }
        let start = Gen<String?>.element(of: ["myapp://split", "myapp://split/routes/detail/1/sheet/settings",
                                              "myapp://split/colors/color/mint/detail/3#content"]).map { $0! }
        let width = Gen<Int?>.element(of: [50, 90, 130]).map { $0! }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-saving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counter = Mutex(0)
        await propertyCheck(count: 60, input: start, width, key.array(of: 0...30), key.array(of: 0...10)) { link, width, keys, more in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let file = folder.appendingPathComponent("split-\(counter.withLock { $0 += 1; return $0 }).json").path
            let size = TerminalSize(width: width, height: 20)
            // A launch on a link (a snapshot), keys (lines), a second launch that restores and goes on.
            var expected = SplitState()
            for (round, script) in [keys, more].enumerated() {
                let recorder = SplitRecorder(file: file)
                guard case .split(let saved, let notices) = recorder.load(types: DemoSplit.codableTypes) else {
                    Issue.record("not read as a split view's file")
                    return
                }
                #expect(notices.isEmpty, "\(notices)")
                #expect(saved == expected, "round \(round): \(link) \(keys)")
                let app = DemoSplit.app()
                app.restore(round == 0 ? try SplitLink.state(from: link) : saved)
                recorder.record(app, showsLoaded: round > 0)
                _ = Headless.run(app, size: size, keys: script.compactMap(Key.init(name:)))
                recorder.store.flush()
                expected = app.state
            }
            let last = SplitRecorder(file: file)
            guard case .split(let saved, _) = last.load(types: DemoSplit.codableTypes) else { return }
            #expect(saved == expected)
        }
    }
}
