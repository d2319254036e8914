import Foundation
import Navigation
import Restoration
import PropertyBased
import Testing

/// Issue 25, point 4: what was still over its bar after presentations were restored as paths are. A
/// journal's pushes stay in its bytes as a snapshot's elements stay in its file's (500,000 pushes
/// were 500,000 elements of two Strings, 226 MB), and a snapshot's blank space between tokens is not
/// kept (a file padded with spaces to 127 MiB was held whole, 142 MB). The figures are in
/// BENCHMARKS.md; these check what is restored.
@Suite struct LargeFileRestoreTests {
    /// A journal line as navigator writes it.
    private func line(_ change: StateChange, sequence: Int, generation: Int = 1) -> [UInt8] {
        StateFileParsing.journalLine(for: change, generation: generation, sequence: sequence)
    }

    /// A line whose payload is spaced out, as a hand edit leaves it: the JSON decoder reads it.
    private func spacedLine(_ change: StateChange, sequence: Int, generation: Int = 1) -> [UInt8] {
        let written = line(change, sequence: sequence, generation: generation)
        let payload = Array(String(decoding: written[9..<(written.count - 1)], as: UTF8.self)
            .replacingOccurrences(of: #"",""#, with: #"" , ""#)
            .replacingOccurrences(of: "{\"generation\"", with: "{ \"generation\"").utf8)
        return Array(String(StateFileParsing.checksum(payload), radix: 16).leftPadded(to: 8).utf8) + [UInt8(ascii: " ")] + payload + [0x0A]
    }

    @Test func aJournalsPushesAreRestoredFromItsBytes() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        write(StateFileParsing.writeSnapshot(deepState(1), generation: 1), to: file)
        var journal: [UInt8] = []
        var expected = deepState(1)
        for n in 1...10_000 {
            let change = StateChange.push(stack: 0, element: route(n + 1))
            journal += line(change, sequence: n)
            try expected.apply(change)
        }
        write(journal, to: file + ".journal")
        let restored = StoredModel(file: file).store.load()
        #expect(restored.problems.isEmpty, "\(restored.problems)")
        #expect(restored.replayedChanges == 10_000)
        let path = restored.state.path
        #expect(path.count == 10_001 && path.stored != nil && path.storedCount == 10_001, "every element is still encoded")
        #expect(path.element(at: 0) == route(0) && path.element(at: 10_000) == route(10_001))
        #expect(path.typeName(at: 5_000) == "NavigatorDemo.Route")
        #expect(restored.state == expected)
        #expect(restored.state.documentText == expected.documentText)
        #expect(path.stored?.firstUnknownType(in: 10_001) { $0 == "NavigatorDemo.Route" } == nil)
        #expect(path.stored?.firstUnknownType(in: 10_001) { $0 == "Other" }?.index == 0)
        // The files are kept as they were: nothing set aside.
        #expect(directory.names() == ["state.json", "state.json.journal"])
    }

    /// Every kind of change, some lines read by the decoder, pops below what the snapshot held and
    /// into what the journal pushed: the replay gives what applying the changes one by one gives.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func aReplayIsTheChangesApplied(seed: UInt64) throws {
        var random = Xoshiro(seed: (seed, 0x9E37_79B9_7F4A_7C15, 1, 2))  // a failure names its seed
        var snapshot = deepState(Int(random.next() % 20))
        snapshot.presentations = (0..<Int(random.next() % 3)).map { _ in
            PresentationState(style: .sheet, root: route(7), path: .init(elements: (0..<Int(random.next() % 5)).map { route(50 + $0) }))
        }
        let bytes = StateFileParsing.writeSnapshot(snapshot, generation: 1)
        guard case .success(let read) = StateFileParsing.readSnapshot(bytes) else { Issue.record("not read"); return }
        var expected = read.state
        var journal: [UInt8] = []
        var sequence = 0
        for _ in 0..<300 {
            let stacks = expected.stackCount
            let stack = Int(random.next() % UInt64(stacks))
            let have = stack == 0 ? expected.path.count : expected.presentations[stack - 1].path.count
            let change: StateChange
            switch random.next() % 10 {
            case 0...3: change = .push(stack: stack, element: route(Int(random.next() % 1_000)))
            case 4: change = .push(stack: stack, element: element("Swift.String", #""a \"q\" \\ é 山 \u0007 \/""#))
            case 5, 6: change = .pop(stack: stack, count: Int(random.next() % UInt64(have + 1)))
            case 7: change = .replace(stack: stack, path: .init(elements: (0..<Int(random.next() % 4)).map { route(200 + $0) }))
            case 8: change = .present(PresentationState(style: random.next() % 2 == 0 ? .sheet : .fullScreenCover, root: route(9),
                                                        path: .init(elements: (0..<Int(random.next() % 3)).map { route(300 + $0) })))
            default: change = .dismiss(count: Int(random.next() % UInt64(expected.presentations.count + 1)))
            }
            try expected.apply(change)
            sequence += 1
            journal += random.next() % 4 == 0 ? spacedLine(change, sequence: sequence) : line(change, sequence: sequence)
        }
        var state = read.state
        let replay = StateFileParsing.replayJournal(journal, onto: &state, generation: 1)
        #expect(replay.outcome == .complete && replay.applied == 300 && replay.validBytes == journal.count)
        #expect(state == expected)
        #expect(state.documentText == expected.documentText)
        for stack in 0..<state.stackCount {
            let path = stack == 0 ? state.path : state.presentations[stack - 1].path
            let wanted = stack == 0 ? expected.path : expected.presentations[stack - 1].path
            #expect((0..<path.count).map(path.typeName(at:)) == wanted.elements.map(\.typeName))
        }
    }

    /// A change that doesn't fit is refused as applying it is, whoever read the line: the changes
    /// before it stay applied.
    @Test(arguments: [false, true])
    func aChangeThatDoesNotFitIsDamageAfterTheLinesBeforeIt(spaced: Bool) throws {
        var state = deepState(2)
        let make = { (change: StateChange, sequence: Int) in
            spaced ? spacedLine(change, sequence: sequence) : line(change, sequence: sequence)
        }
        let journal = make(.push(stack: 0, element: route(3)), 1) + make(.pop(stack: 0, count: 4), 2)
        let replay = StateFileParsing.replayJournal(journal, onto: &state, generation: 1)
        #expect(replay.outcome == .damaged(line: 2, reason: "its change does not fit the state (cannot leave 4 values on stack 0: there are 3)"))
        #expect(replay.applied == 1 && state.path.count == 3 && state.path.element(at: 2) == route(3))
    }

    /// Blank space between a snapshot's tokens is not kept (a run of it, its first byte), blank space
    /// inside its strings is, and what is read is what the file says; the file itself is untouched.
    @Test func aPaddedStateFileIsReadAsItsTokens() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let pad = String(repeating: " ", count: 1 << 20) + "\n" + String(repeating: "\t", count: 1 << 16)
        let spaced = #"{\"profile\":{\"username\":\"a   b\"}}"#
        let text = "\(pad){\(pad)\"version\"\(pad):1,\"generation\":1,\"path\"\(pad):[\"NavigatorDemo.Route\"\(pad),\"\(spaced)\","
            + "\"NavigatorDemo.Route\",\"{\\\"detail\\\":{\\\"id\\\":1}}\"\(pad)]\(pad),\"presentations\":[{\"style\":\"sheet\",\"root\":"
            + "[\"NavigatorDemo.Route\"\(pad),\"{\\\"settings\\\":{}}\"],\"path\":[]}]}\(pad)"
        write(Array(text.utf8), to: file)
        let restored = StoredModel(file: file).store.load()
        #expect(restored.problems.isEmpty, "\(restored.problems)")
        #expect(restored.state.path.count == 2 && restored.state.path.stored != nil)
        #expect(restored.state.path.element(at: 1).json == #"{"profile":{"username":"a   b"}}"#)
        #expect(restored.state.presentations.map(\.root) == [route(0).withJSON(#"{"settings":{}}"#)])
        #expect(bytes(of: file) == Array(text.utf8), "the file is as it was")
    }

    /// Notices about a padded file name its own size and bytes, not those of what was kept of it.
    @Test func aPaddedBadFileIsDescribedByItsOwnBytes() throws {
        let pad = Array(repeating: UInt8(ascii: " "), count: 100_000)
        let cases: [([UInt8], String)] = [
            (pad + Array(#"{"version":1,"path":["NavigatorDemo.Route","{\"det"#.utf8),
             "is truncated (the JSON stops in the middle, after 100050 bytes)"),
            (Array(#"{"version":1,"#.utf8) + pad + Array(#""path":["NavigatorDemo.Route","{\"profile\":{\"username\":\"a"#.utf8)
                + [0xE2, 0x82] + pad + Array(#""}}"]}"#.utf8),
             "is not JSON (its bytes are not UTF-8, from byte 100074 of 200082)"),
            (pad + [0xC3] + pad, "is not JSON (its bytes are not UTF-8, from byte 100000 of 200001)"),
            (pad + pad, "holds only blank space"),
            (pad + Array("nothing".utf8), "is not JSON (100007 bytes)"),
        ]
        for (file, words) in cases {
            let directory = TemporaryDirectory()
            let path = directory.file("state.json")
            write(file, to: path)
            let restored = StoredModel(file: path).store.load()
            #expect(restored.state == NavigationState())
            let problem = try #require(restored.problems.first)
            #expect(problem.description.contains(words), "\(problem.description)")
            #expect(problem.keptAs.count == 1 && bytes(of: problem.keptAs[0]) == file, "kept byte for byte")
        }
    }
}

private extension NavigationPath.CodableRepresentation.Element {
    func withJSON(_ json: String) -> Self { .init(typeName: typeName, json: json) }
}

