import Foundation
import Navigation
import Restoration
import Testing

/// A deep stack's compaction runs on another thread while changes keep being recorded (issue 10,
/// point 5): at every moment the files hold the last change, as with a compaction written at once.
@Suite struct BackgroundCompactionTests {
    private let limits = PathStore.Limits(compactionFloor: 2_000, backgroundCompactionBytes: 0)

    @Test func everyChangeRecordedDuringACompactionIsInTheFiles() throws {
        let directory = TemporaryDirectory()
        let model = StoredModel(file: directory.file("state.json"), limits: limits, state: deepState(300))
        model.store.load()
        model.store.save(model.state)
        var sawCompacting = false
        for n in 0..<2_000 {
            model.change(.push(stack: 0, element: route(n)))
            if n % 3 == 2 { model.change(.pop(stack: 0, count: model.state.path.count - 2)) }
            if n % 10 == 1 { model.change(.replace(stack: 0, path: .init(elements: (0..<300 + n % 7).map(route)))) }
            sawCompacting = sawCompacting || model.store.isCompacting
            if n % 25 == 0 || model.store.isCompacting {
                let restored = StoredModel(file: directory.file("state.json"), limits: limits).store.load()
                #expect(restored.state == model.state, "after change \(n)")
                #expect(restored.problems.isEmpty)
            }
        }
        model.store.flush()
        #expect(sawCompacting && model.store.statistics.snapshots >= 3)
        #expect(model.store.problems.isEmpty)
        #expect(StoredModel(file: directory.file("state.json"), limits: limits).store.load().state == model.state)
        #expect(directory.names() == ["state.json", "state.json.journal"], "no temporary file or next journal is left")
    }

    /// A kill after the new snapshot's rename and before the next journal's: the journal there is the
    /// old snapshot's, and the changes recorded during the compaction are in `state.json.journal.next`.
    @Test func aKillBetweenTheTwoRenamesKeepsTheChangesMadeMeanwhile() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let model = StoredModel(file: file, limits: .init(compactionFloor: 1 << 20), state: deepState(10))
        model.store.load()
        model.store.save(model.state)
        for n in 0..<3 { model.change(.push(stack: 0, element: route(100 + n))) }
        let oldJournal = try #require(bytes(of: file + ".journal"))
        // The compaction's snapshot, then two changes recorded for it.
        model.store.save(model.state)
        model.change(.push(stack: 0, element: route(200)))
        model.change(.pop(stack: 0, count: 12))
        model.store.flush()
        try FileManager.default.moveItem(atPath: file + ".journal", toPath: file + ".journal.next")
        try Data(oldJournal).write(to: URL(fileURLWithPath: file + ".journal"))

        let second = StoredModel(file: file)
        let restored = second.store.load()
        #expect(restored.state == model.state && restored.replayedChanges == 2)
        #expect(restored.problems.isEmpty)
        // The next save is whole, and the files are tidy again.
        second.state = restored.state
        second.change(.push(stack: 0, element: route(300)))
        #expect(second.store.statistics.snapshots == 1)
        #expect(PathStore(file: file) { NavigationState() }.load().state == second.state)
        #expect(directory.names() == ["state.json", "state.json.journal"])
    }

    /// A next journal that doesn't follow the snapshot (left from an older compaction) is not replayed.
    @Test func aNextJournalOfAnotherSnapshotIsIgnored() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let model = StoredModel(file: file, limits: .init(compactionFloor: 1 << 20), state: deepState(10))
        model.store.load()
        model.store.save(model.state)
        model.change(.push(stack: 0, element: route(1)))
        let stale = try #require(bytes(of: file + ".journal"))
        model.store.save(model.state)
        model.store.save(model.state)
        // The journal is generation 1's (stale), the next journal too: neither follows generation 3.
        try Data(stale).write(to: URL(fileURLWithPath: file + ".journal"))
        try Data(stale).write(to: URL(fileURLWithPath: file + ".journal.next"))
        let restored = PathStore(file: file) { NavigationState() }.load()
        #expect(restored.state == model.state && restored.replayedChanges == 0 && restored.problems.isEmpty)
    }
}
