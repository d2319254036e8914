import Foundation
import Navigation
import Restoration
import Testing

/// The store saves what is shown and gives it back: through quitting, `kill -9` at any byte, and compaction.
@Suite struct PathStoreTests {
    @Test func aSavedStateComesBackWithItsTypesAndPresentations() throws {
        let directory = TemporaryDirectory()
        let state = heterogeneousState()
        let model = StoredModel(file: directory.file("state.json"), state: state)
        #expect(model.store.load() == .init(state: NavigationState(), problems: [], replayedChanges: 0))
        model.store.save(state)

        let restored = StoredModel(file: directory.file("state.json")).store.load()
        #expect(restored.state == state)
        #expect(restored.problems.isEmpty)

        // The document is one line of JSON whose paths are SwiftUI's codable shape, last element first.
        let text = String(decoding: try #require(bytes(of: directory.file("state.json"))), as: UTF8.self)
        #expect(text.hasPrefix(#"{"version":1,"generation":1,"path":"# + state.path.jsonText() + #","presentations":[{"style":"sheet","root":["MyApp.Settings","{}"],"path":["Swift.Int","7"]}"#))
        #expect(text.hasSuffix("}\n") && text.filter { $0 == "\n" }.count == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let path = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: JSONSerialization.data(withJSONObject: document["path"]!))
        #expect(path == state.path)
    }

    @Test func recordedChangesAreReplayedFromTheJournal() throws {
        let directory = TemporaryDirectory()
        let model = StoredModel(file: directory.file("state.json"))
        model.store.load()
        for change in everyKindOfChange() { model.change(change) }
        #expect(model.store.statistics.snapshots == 0, "twelve changes are far below the compaction floor")
        #expect(directory.names() == ["state.json.journal"])

        let restored = StoredModel(file: directory.file("state.json")).store.load()
        #expect(restored.state == model.state)
        #expect(restored.replayedChanges == everyKindOfChange().count)
        #expect(restored.problems.isEmpty)
    }

    @Test func aJournalLineIsChecksummedJSONInSwiftUIsShape() throws {
        let directory = TemporaryDirectory()
        let model = StoredModel(file: directory.file("state.json"))
        model.store.load()
        model.change(.push(stack: 0, element: route(11)))
        model.change(.pop(stack: 0, count: 0))
        let lines = String(decoding: try #require(bytes(of: directory.file("state.json.journal"))), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
        let payload = String(lines[0].dropFirst(9))
        #expect(payload == #"{"generation":0,"sequence":1,"push":{"stack":0,"element":["NavigatorDemo.Route","{\"detail\":{\"id\":11}}"]}}"#)
        #expect(lines[0].prefix(9) == String(crc32(Array(payload.utf8)), radix: 16).leftPadded(to: 8) + " ")
        #expect(lines[1].hasSuffix(#" {"generation":0,"sequence":2,"pop":{"stack":0,"count":0}}"#))
    }

    @Test func aLineEditedByHandIsStillReadIfItsChecksumHolds() throws {
        let directory = TemporaryDirectory()
        let payload = #"{"sequence":1, "push":{"element":["Swift.Int","5"],"stack":0}, "generation":0}"#
        let line = String(crc32(Array(payload.utf8)), radix: 16).leftPadded(to: 8) + " " + payload + "\n"
        write(Array(line.utf8), to: directory.file("state.json.journal"))
        let restored = StoredModel(file: directory.file("state.json")).store.load()
        #expect(restored.state.path.elements == [element("Swift.Int", "5")] && restored.problems.isEmpty)
        #expect(crc32(Array("123456789".utf8)) == 0xCBF4_3926, "the reference CRC-32 is zlib's")
    }

    @Test func escapedTextSurvivesTheJournal() throws {
        let nasty = ["\"", "\\", "\n\r\t", "\u{0}\u{1}\u{1F}\u{7F}", "é 山田 🍣 \u{2028}", "{\"a\":[1,\"b\"]}", "/", ""]
        let directory = TemporaryDirectory()
        let model = StoredModel(file: directory.file("state.json"))
        model.store.load()
        for (n, text) in nasty.enumerated() {
            model.change(.push(stack: 0, element: element("T\(text)", text)))
            model.change(.present(PresentationState(style: .sheet, root: element(text, text), path: .init(elements: [element(text, "\(n)")]))))
            model.change(.dismiss(count: 0))
        }
        #expect(StoredModel(file: directory.file("state.json")).store.load().state == model.state)
    }

    @Test func aTornLastLineIsIgnoredAndCutBeforeTheNextLine() throws {
        let directory = TemporaryDirectory()
        let journal = directory.file("state.json.journal")
        let model = StoredModel(file: directory.file("state.json"))
        model.store.load()
        for change in everyKindOfChange() { model.change(change) }
        let before = model.state
        let whole = try #require(bytes(of: journal))
        model.change(.push(stack: 0, element: route(99)))
        let torn = try #require(bytes(of: journal)).dropLast(7)
        write(Array(torn), to: journal)

        let next = StoredModel(file: directory.file("state.json"))
        let restored = next.store.load()
        #expect(restored.state == before && restored.problems.isEmpty)
        next.state = restored.state
        next.change(.push(stack: 0, element: route(100)))
        #expect(Array(try #require(bytes(of: journal)).prefix(whole.count)) == whole, "the torn line was cut, not built on")
        #expect(StoredModel(file: directory.file("state.json")).store.load().state == next.state)
    }

    @Test func compactionWritesTheSameStateAndStartsANewJournal() throws {
        let directory = TemporaryDirectory()
        let limits = PathStore.Limits(compactionFloor: 2_000)
        let model = StoredModel(file: directory.file("state.json"), limits: limits)
        model.store.load()
        for n in 0..<300 {
            model.change(.push(stack: 0, element: route(n)))
            if n % 3 == 2 { model.change(.pop(stack: 0, count: n / 2)) }
            let restored = StoredModel(file: directory.file("state.json"), limits: limits).store.load()
            #expect(restored.state == model.state)
            #expect(restored.problems.isEmpty)
        }
        #expect(model.store.statistics.snapshots >= 5)
        let journal = try #require(bytes(of: directory.file("state.json.journal")))
        let snapshot = try #require(bytes(of: directory.file("state.json")))
        #expect(journal.count <= max(2_000, 2 * snapshot.count), "compaction keeps the journal under twice the snapshot's size")
        #expect(directory.names() == ["state.json", "state.json.journal"], "no temporary file is left")
    }

    /// The guarantee: whatever byte a `kill -9` stops the writes at, `load` gives the state after a
    /// prefix of the recorded changes: the snapshot's, plus one change per whole journal line on disk.
    /// Every change whose `record` returned is in the page cache, which the kill cannot lose, so the
    /// only change that can be missing is the one being written.
    @Test func aKillAtAnyByteLeavesAPrefixOfTheRecordedChanges() throws {
        let directory = TemporaryDirectory()
        let limits = PathStore.Limits(compactionFloor: 400)
        let model = StoredModel(file: directory.file("state.json"), limits: limits)
        model.store.load()
        var states = [model.state]
        // For each change: the files after it, and how many changes the snapshot among them holds.
        var disks: [(snapshot: [UInt8]?, journal: [UInt8], base: Int)] = []
        var base = 0
        let script = everyKindOfChange() + (20..<32).map { StateChange.push(stack: 0, element: route($0)) }
        for change in script {
            let snapshots = model.store.statistics.snapshots
            model.change(change)
            states.append(model.state)
            if model.store.statistics.snapshots > snapshots { base = states.count - 1 }
            disks.append((bytes(of: directory.file("state.json")), bytes(of: directory.file("state.json.journal")) ?? [], base))
        }
        #expect(Set(disks.map(\.base)).count >= 3, "the script compacts at least twice")

        let crash = TemporaryDirectory()
        func load() -> PathStore.Restored { StoredModel(file: crash.file("state.json"), limits: limits).store.load() }
        for (step, disk) in disks.enumerated() {
            // A kill while the journal line was being appended: any prefix of the journal.
            for cut in 0...disk.journal.count {
                if let snapshot = disk.snapshot { write(snapshot, to: crash.file("state.json")) }
                let kept = Array(disk.journal.prefix(cut))
                write(kept, to: crash.file("state.json.journal"))
                let lines = kept.filter { $0 == UInt8(ascii: "\n") }.count
                let restored = load()
                #expect(restored.state == states[disk.base + lines], "step \(step), journal cut at byte \(cut)")
                #expect(restored.problems.isEmpty, "step \(step), journal cut at byte \(cut)")
            }
            guard step > 0, disk.base != disks[step - 1].base else { continue }
            let before = disks[step - 1]
            // A kill while the new snapshot was being written: the temporary file is ignored.
            for cut in stride(from: 0, through: disk.snapshot!.count, by: 17) {
                if let snapshot = before.snapshot { write(snapshot, to: crash.file("state.json")) } else { unlink(crash.file("state.json")) }
                write(before.journal, to: crash.file("state.json.journal"))
                write(Array(disk.snapshot!.prefix(cut)), to: crash.file("state.json.tmp"))
                let lines = before.journal.filter { $0 == UInt8(ascii: "\n") }.count
                #expect(load().state == states[before.base + lines], "step \(step), snapshot cut at byte \(cut)")
            }
            unlink(crash.file("state.json.tmp"))
            // A kill after the rename, before the journal was emptied: its lines are the older snapshot's.
            write(disk.snapshot!, to: crash.file("state.json"))
            write(before.journal, to: crash.file("state.json.journal"))
            let restored = load()
            #expect(restored.state == states[disk.base] && restored.problems.isEmpty, "step \(step), journal not yet emptied")
        }
    }

    @Test func aSnapshotCutAtAnyByteIsSetAsideNotTrusted() throws {
        let directory = TemporaryDirectory()
        let state = heterogeneousState()
        let model = StoredModel(file: directory.file("state.json"), state: state)
        model.store.load()
        model.store.save(state)
        let whole = try #require(bytes(of: directory.file("state.json")))
        for cut in 0..<whole.count - 1 {
            let crash = TemporaryDirectory()
            write(Array(whole.prefix(cut)), to: crash.file("state.json"))
            let restored = StoredModel(file: crash.file("state.json")).store.load()
            #expect(restored.state == NavigationState(), "cut at byte \(cut)")
            let problem = try #require(restored.problems.first, "cut at byte \(cut)")
            #expect(restored.problems.count == 1)
            #expect([.truncated, .notJSON].contains(problem.kind), "cut at byte \(cut): \(problem)")
            #expect(problem.keptAs.count == 1 && bytes(of: problem.keptAs[0]) == Array(whole.prefix(cut)), "the file is kept as it was")
        }
    }

    @Test func compactionCopiesTheUnchangedBottomOfADeepPathInsteadOfEncodingItAgain() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        var state = deepState(5_000)
        var asked = 0
        let store = PathStore(file: file, limits: .init(compactionFloor: 20_000)) {
            CountingSource(state: state) { asked += 1 }
        }
        store.load()
        store.save(state)
        func change(_ change: StateChange) {
            try! state.apply(change)
            store.record(change)
        }
        func expectSameAsAFullSnapshot(_ note: String) throws {
            let full = TemporaryDirectory()
            let reference = PathStore(file: full.file("state.json")) { NavigationState() }
            reference.load()
            reference.save(state)
            let body = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self).split(separator: #""path":"#, maxSplits: 1).last }
            #expect(body(try #require(bytes(of: file))) == body(try #require(bytes(of: full.file("state.json")))), "\(note)")
            #expect(StoredModel(file: file).store.load().state == state, "\(note)")
        }
        // Near the top: only the top chunk is encoded again.
        asked = 0
        let snapshots = store.statistics.snapshots
        var n = 0
        while store.statistics.snapshots == snapshots {
            change(n % 2 == 0 ? .push(stack: 0, element: route(-n)) : .pop(stack: 0, count: 5_000))
            n += 1
        }
        #expect(asked <= 1_024, "asked for \(asked) values of 5,000")
        try expectSameAsAFullSnapshot("changes near the top")
        // A pop into the middle: the chunks below it are still copied.
        change(.pop(stack: 0, count: 2_500))
        asked = 0
        let afterPop = store.statistics.snapshots
        var id = 10_000
        while store.statistics.snapshots == afterPop {
            change(.push(stack: 0, element: route(id)))
            id += 1
        }
        #expect(asked == state.path.elements.count - 2 * 1_024, "chunks 0 and 1 lie below 2,500: copied")
        try expectSameAsAFullSnapshot("a pop to 2,500, then pushes")
        // A state file replaced behind the store's back is not copied from.
        let text = try #require(bytes(of: file))
        unlink(file)
        write(text, to: file)
        asked = 0
        let before = store.statistics.snapshots
        while store.statistics.snapshots == before { change(.push(stack: 0, element: route(1))) }
        #expect(asked == state.path.elements.count, "every value encoded again")
        try expectSameAsAFullSnapshot("after the file was replaced")
        // A replaced root path copies nothing.
        change(.replace(stack: 0, path: .init(elements: (0..<2_000).map { route($0 * 7) })))
        store.save(state)
        try expectSameAsAFullSnapshot("after a replace")
    }

    @Test func filesAre0600InA0700DirectoryMadeWithItsParents() throws {
        let directory = TemporaryDirectory()
        chmod(directory.path, 0o755)
        let file = directory.file("state/navigator/state.json")
        let model = StoredModel(file: file, limits: .init(compactionFloor: 300))
        model.store.load()
        for n in 0..<20 { model.change(.push(stack: 0, element: route(n))) }
        #expect(model.store.statistics.snapshots > 0)
        #expect(mode(of: directory.file("state")) == 0o700)
        #expect(mode(of: directory.file("state/navigator")) == 0o700)
        #expect(mode(of: file) == 0o600)
        #expect(mode(of: file + ".journal") == 0o600)
        #expect(mode(of: directory.path) == 0o755, "a directory that was there keeps its mode")
    }

    @Test func recordingCostsTheSameBytesAtDepth10AndDepth100000() throws {
        func bytesPerChange(depth: Int) -> [Int] {
            let directory = TemporaryDirectory()
            let model = StoredModel(file: directory.file("state.json"), state: deepState(depth))
            model.store.load()
            model.store.save(model.state)
            var sizes: [Int] = []
            for change in [StateChange.push(stack: 0, element: route(7)), .pop(stack: 0, count: depth)] {
                let before = model.store.statistics.bytesWritten
                model.change(change)
                sizes.append(model.store.statistics.bytesWritten - before)
            }
            return sizes
        }
        let shallow = bytesPerChange(depth: 10)
        let deep = bytesPerChange(depth: 100_000)
        // The pop's line names the count left, whose digits are the only thing depth changes.
        #expect(shallow[0] == deep[0])
        #expect(deep[1] - shallow[1] == String(100_000).count - String(10).count)
    }

    /// One case a depth: the cases run side by side (the deepest takes seconds).
    @Test(arguments: [10, 1_000, 100_000])
    func compactionKeepsTheBytesWrittenWithinAConstantFactorOfTheJournal(depth: Int) throws {
        let directory = TemporaryDirectory()
        let model = StoredModel(file: directory.file("state.json"), limits: .init(compactionFloor: 4_096), state: deepState(depth))
        model.store.load()
        model.store.save(model.state)
        let first = model.store.statistics
        let snapshotSize = first.snapshotBytesWritten
        // Enough changes for three compactions at the deepest.
        let changes = 3 * max(4_096, snapshotSize) / 50
        for n in 0..<changes / 2 {
            model.change(.push(stack: 0, element: route(n)))
            model.change(.pop(stack: 0, count: depth))
        }
        let total = model.store.statistics
        let journal = total.journalBytesWritten - first.journalBytesWritten
        let snapshots = total.snapshotBytesWritten - first.snapshotBytesWritten
        #expect(total.snapshots - first.snapshots >= 2, "depth \(depth)")
        // Each compaction writes one snapshot after at least twice a snapshot's worth of journal.
        #expect(snapshots <= journal + snapshotSize, "depth \(depth): \(snapshots) bytes of snapshots for \(journal) of journal")
        #expect(StoredModel(file: directory.file("state.json")).store.load().state == model.state)
    }

    @Test func changesReachTheDiskWithinTheSyncInterval() throws {
        let directory = TemporaryDirectory()
        let model = StoredModel(file: directory.file("state.json"))
        model.store.load()
        #expect(model.store.flushDeadline == nil)
        let start = ContinuousClock.now
        model.change(.push(stack: 0, element: route(1)))
        model.change(.push(stack: 0, element: route(2)))
        let deadline = try #require(model.store.flushDeadline)
        #expect(deadline - start <= .milliseconds(250) + (ContinuousClock.now - start))
        model.store.flushIfDue(now: deadline - .milliseconds(1))
        #expect(model.store.statistics.syncs == 0)
        model.store.flushIfDue(now: deadline)
        #expect(model.store.statistics.syncs == 1 && model.store.flushDeadline == nil)
        model.store.flushIfDue(now: deadline + .seconds(1))
        #expect(model.store.statistics.syncs == 1, "nothing new to sync")
        model.change(.pop(stack: 0, count: 0))
        model.store.flush()
        #expect(model.store.statistics.syncs == 2 && model.store.flushDeadline == nil)
    }
}

/// A state that counts the values a store asks for.
struct CountingSource: NavigationStateSource {
    var state: NavigationState
    var counted: () -> Void

    var stackCount: Int { state.stackCount }
    func pathCount(ofStack stack: Int) -> Int { state.pathCount(ofStack: stack) }
    func pathElement(ofStack stack: Int, at index: Int) -> NavigationPath.CodableRepresentation.Element {
        counted()
        return state.pathElement(ofStack: stack, at: index)
    }
    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element) {
        state.presentation(ofStack: stack)
    }
}

/// CRC-32 bit by bit, as zlib defines it, to check the journal's table-driven one.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
