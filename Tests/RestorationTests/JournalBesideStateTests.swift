import Foundation
import Navigation
import Restoration
import Testing

/// Issue 25, point 4: a state file and its journal are read together, the snapshot held while the
/// journal is replayed, so a journal beside a state file is read up to `Limits.maxJournalBytes` (20 MiB;
/// a 64 MiB state file and a 61 MiB journal took 128 MB, BENCHMARKS.md). Past it the journal is set
/// aside unread, whole, and the state file restored alone; what the store writes itself never gets there.
@Suite struct JournalBesideStateTests {
    private let small = PathStore.Limits(maxFileBytes: 64 << 10, maxJournalBytes: 4_000, compactionFloor: 500)

    private func line(_ change: StateChange, sequence: Int, generation: Int = 1) -> [UInt8] {
        StateFileParsing.journalLine(for: change, generation: generation, sequence: sequence)
    }

    /// Lines pushing routes 1, 2, … over `deepState(1)`, the most that fit in `bytes`.
    private func pushes(upTo bytes: Int, generation: Int = 1) -> (lines: [UInt8], count: Int) {
        var lines: [UInt8] = [], count = 0
        while true {
            let next = line(.push(stack: 0, element: route(count + 1)), sequence: count + 1, generation: generation)
            guard lines.count + next.count <= bytes else { return (lines, count) }
            lines += next
            count += 1
        }
    }

    @Test func aJournalAtTheLimitIsReplayedAndOneByteMoreIsSetAsideWhole() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json"), journal = file + ".journal"
        let snapshot = StateFileParsing.writeSnapshot(deepState(1), generation: 1)
        let (lines, count) = pushes(upTo: 4_000)
        // The limit is the journal's size, to the byte.
        var small = small
        small.maxJournalBytes = lines.count
        write(snapshot, to: file)
        write(lines, to: journal)
        let at = StoredModel(file: file, limits: small).store.load()
        #expect(at.problems.isEmpty && at.replayedChanges == count, "\(at.problems)")
        #expect(at.state.path.count == count + 1)

        // Over it: set aside unread, the state file restored alone.
        let over = lines + line(.push(stack: 0, element: route(count + 1)), sequence: count + 1)
        #expect(over.count <= small.maxFileBytes)
        write(snapshot, to: file)
        write(over, to: journal)
        let model = StoredModel(file: file, limits: small)
        let restored = model.store.load()
        model.state = restored.state
        let problem = try #require(restored.problems.first)
        #expect(restored.problems.count == 1 && problem.kind == .tooLarge)
        #expect(restored.state == deepState(1) && restored.replayedChanges == 0)
        #expect(problem.description == "state journal '\(journal)' is \(over.count) bytes, over the limit of \(lines.count) bytes for a journal "
            + "beside a state file (the state file is \(snapshot.count) bytes; the two are read together); restored the saved state "
            + "without the journal's changes, the journal is kept as \(StateFileName.of(problem.keptAs[0]))")
        #expect(bytes(of: problem.keptAs[0]) == over, "kept whole")
        #expect(bytes(of: file) == snapshot, "the state file is as it was")
        // The app goes on: its next change starts a new journal, read back with the state file.
        model.change(.push(stack: 0, element: route(7)))
        let again = StoredModel(file: file, limits: small).store.load()
        #expect(again.problems.isEmpty && again.state == model.state, "\(again.problems)")
        #expect(bytes(of: problem.keptAs[0]) == over, "still kept after saving")
    }

    @Test func aJournalWithNoStateFileIsReadUpToTheFileLimit() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        // With no state file the journal's lines are generation 0's.
        let (lines, count) = pushes(upTo: 20_000, generation: 0)
        write(lines, to: file + ".journal")
        let restored = StoredModel(file: file, limits: small).store.load()
        #expect(restored.problems.isEmpty && restored.replayedChanges == count, "\(restored.problems)")
    }

    /// Deep and shallow stacks, pushes and replaced paths of every size: after each change the journal
    /// beside the state file is within the limit, and the files restore the state with no notice.
    @Test(arguments: [false, true]) func whatTheStoreWritesIsAlwaysReadWhole(inBackground: Bool) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        var limits = small
        limits.backgroundCompactionBytes = inBackground ? 0 : .max
        let model = StoredModel(file: file, limits: limits)
        model.store.load()
        var generator = SystemRandomNumberGenerator()
        for step in 0..<400 {
            if step % 37 == 36 {
                let depth = Int.random(in: 0...300, using: &generator)
                model.change(.replace(stack: 0, path: .init(elements: (0..<depth).map(route))))
            } else if step % 5 == 4, model.state.path.count > 0 {
                model.change(.pop(stack: 0, count: model.state.path.count - 1))
            } else {
                model.change(.push(stack: 0, element: route(step)))
            }
            let journal = bytes(of: file + ".journal")?.count ?? 0
            if bytes(of: file) != nil { #expect(journal <= limits.maxJournalBytes, "step \(step): \(journal) bytes") }
            let restored = StoredModel(file: file, limits: limits).store.load()
            #expect(restored.problems.isEmpty, "step \(step): \(restored.problems)")
            if inBackground { continue }  // a compaction under way: the files hold the last change or the one before
            #expect(restored.state == model.state, "step \(step)")
        }
        model.store.flush()
        #expect(StoredModel(file: file, limits: limits).store.load().state == model.state)
    }

    /// A compaction whose snapshot is slow to write (a busy disk: CI, its machine loaded, found it): the
    /// changes recorded meanwhile keep both journals, beside the last snapshot and beside the new one,
    /// within what load reads beside a state file; the store waits for the snapshot rather than go over.
    @Test func aSlowCompactionKeepsBothJournalsWithinTheLimit() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        var limits = small
        limits.backgroundCompactionBytes = 0
        let model = StoredModel(file: file, limits: limits)
        model.store.beforeBackgroundWrite = { usleep(20_000) }
        model.store.load()
        var compacting = 0
        for step in 0..<300 {
            model.change(.push(stack: 0, element: route(step)))
            if model.store.isCompacting { compacting += 1 }
            for journal in [file + ".journal", file + ".journal.next"] where bytes(of: file) != nil {
                let size = bytes(of: journal)?.count ?? 0
                #expect(size <= limits.maxJournalBytes, "step \(step): \(journal) is \(size) bytes")
            }
        }
        #expect(compacting > 10, "the changes came while snapshots were written: \(compacting)")
        model.store.flush()
        let restored = StoredModel(file: file, limits: limits).store.load()
        #expect(restored.problems.isEmpty && restored.state == model.state, "\(restored.problems)")
    }

    /// A compaction cut short after its rename leaves the new snapshot and the old journal, which may be
    /// over the limit beside it: it is recognised as older and not replayed, not set aside.
    @Test func anOlderJournalOverTheLimitIsNotSetAside() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        write(StateFileParsing.writeSnapshot(deepState(3), generation: 2), to: file)
        let (lines, _) = pushes(upTo: 10_000)
        write(lines, to: file + ".journal")
        let restored = StoredModel(file: file, limits: small).store.load()
        #expect(restored.problems.isEmpty && restored.state == deepState(3), "\(restored.problems)")
        #expect(directory.names() == ["state.json", "state.json.journal"])
    }
}
