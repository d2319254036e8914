import Foundation
import Navigation
import Restoration
import Synchronization
import NavigatorDemo
import NavigatorUI
import PropertyBased
import Testing
import TerminalUI

/// The split view `navigator --split` runs, the views (`DemoSplitHost`), saved as `SplitSavingTests`
/// saves the TerminalUI split view: one short line a change at any depth, and whatever keys do, the
/// next launch reads back the same state; every state keys reach is written as a link that opens it.
@Suite struct SplitViewSavingTests {
    @Test(arguments: [10, 5_000])
    func eachChangeCostsOneLineAtAnyDepth(depth: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-views-cost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = SplitRecorder(file: folder.appendingPathComponent("split.json").path)
        _ = recorder.load(types: DemoSplit.codableTypes)
        let views = DemoSplitHost()
        views.app.restore(try SplitLink.state(from: "myapp://split/routes/detail/1/" + (2...depth + 1).map { "detail/\($0)" }.joined(separator: "/")))
        recorder.record(views.app, showsLoaded: false)
        #expect(views.model.detailPath.count == depth)
        let before = recorder.store.statistics
        let keys: [Key] = [.enter, .left, .tab, .tab, .character("\\"), .character("\\"), .enter, .left]
        _ = Headless.run(views.host, size: TerminalSize(width: 100, height: 20), keys: keys)
        let after = recorder.store.statistics
        #expect(after.snapshots == before.snapshots)
        #expect(after.recordedChanges - before.recordedChanges == keys.count, "one line per key that changes something")
        #expect(after.journalBytesWritten - before.journalBytesWritten < keys.count * 400)
        // A new selection, by the model as code sets it: the detail is emptied, and the whole state, now
        // small, is one snapshot.
        views.model.category = .recipes
        _ = Headless.run(views.host, size: TerminalSize(width: 100, height: 20), keys: [])
        #expect(views.app.state.selection == AnyHashable(DemoSplit.Category.recipes))
        #expect(views.model.detailPath.isEmpty)
        #expect(recorder.store.statistics.snapshots == after.snapshots + 1)
        #expect(recorder.store.statistics.snapshotBytesWritten - after.snapshotBytesWritten < 1_000)
    }

    @Test func randomKeyWalksAreSavedAndReadBack() async throws {
        let key = Gen<String?>.element(of: ["up", "down", "down", "enter", "enter", "left", "esc", "tab", "\\", "g", "2",
                                            "end", "pgup"]).map { $0! }
        let start = Gen<String?>.element(of: ["myapp://split", "myapp://split/routes/detail/1/sheet/settings",
                                              "myapp://split/colors/color/mint/detail/3#content"]).map { $0! }
        let width = Gen<Int?>.element(of: [50, 90, 130]).map { $0! }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-views-saving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counter = Mutex(0)
        await propertyCheck(count: 40, input: start, width, key.array(of: 0...30), key.array(of: 0...10)) { link, width, keys, more in
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
                let views = DemoSplitHost()
                views.app.restore(round == 0 ? try SplitLink.state(from: link) : saved)
                recorder.record(views.app, showsLoaded: round > 0)
                _ = Headless.run(views.host, size: size, keys: script.compactMap(Key.init(name:)))
                recorder.store.flush()
                expected = views.app.state
                let url = try #require(SplitLink.url(for: expected), "\(link) \(keys)")
                #expect(try SplitLink.state(from: url) == expected, "\(link) \(keys) → \(url)")
            }
            let last = SplitRecorder(file: file)
            guard case .split(let saved, _) = last.load(types: DemoSplit.codableTypes) else { return }
            #expect(saved == expected)
        }
    }
}
