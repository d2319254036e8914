import FuzzChecks
import Navigation
import Restoration
import NavigatorDemo
import Testing

/// What `make fuzz` found, each kept as a test (and its input in Tests/Fuzz/Corpus/<target>/found-*).
struct FoundByFuzzingTests {
    /// A combining mark after '?', '#' or '/' made one Character of them, which the parser compared
    /// as Characters: `myapp://profile/ana?\u{301}` was accepted with a query in the user name.
    @Test(arguments: ["myapp://profile/ana?\u{301}", "myapp://profile/a#\u{301}", "myapp:///profile/a/\u{301}settings"])
    func aCombiningMarkDoesNotHideAQueryFragmentOrSlash(_ link: String) throws {
        #expect(throws: DeepLinkError.self) { try DeepLink.tree(from: link) }
        try FuzzTarget.deepLink.check(Array(link.utf8))
    }

    @Test func aSlashFollowedByACombiningMarkStillSplitsSegments() throws {
        let tree = try DeepLink.tree(from: "myapp:///profile/a%CC%81/settings")
        #expect(tree.path == [AnyHashable(Route.profile(username: "a\u{301}")), AnyHashable(Route.settings)])
    }

    /// The journal's fast reader took a string that isn't UTF-8 with its bad bytes replaced, where the
    /// JSON decoder (and JSON) refuses it: the two read the same line differently.
    @Test func aJournalLineThatIsNotUTF8IsDamagedForBothReaders() {
        var payload = Array(#"{"generation":0,"sequence":1,"push":{"stack":0,"element":["Swift.Int","5"]}}"#.utf8)
        payload[payload.firstIndex(of: UInt8(ascii: "I"))!] = 0xFF
        let crc = StateFileParsing.checksum(payload)
        let hex = String(crc, radix: 16)
        let line = Array((String(repeating: "0", count: 8 - hex.count) + hex + " ").utf8) + payload + [0x0A]
        var state = NavigationState()
        let replay = StateFileParsing.replayJournal(line, onto: &state, generation: 0)
        #expect(replay.applied == 0)
        #expect(replay.outcome == .damaged(line: 1, reason: "its bytes are not UTF-8, from byte 65 of its 76"))
        #expect(state == NavigationState())
        #expect(throws: Never.self) { try FuzzTarget.journal.check([0] + line) }
    }

    /// Of two unknown keys, the notice named either, from one reading of the same bytes to the next
    /// (the decoder's keys are a dictionary's, in no set order): read whole and read as the app reads
    /// the file, the same document was refused with two texts. It names the first in the document.
    @Test func ofTwoUnknownKeysTheFirstIsNamed() throws {
        let document = Array(#"{"version":1,"generation":3,"patObjectIdeh":[],"p\u0061th":[],"pr)esentations":[]}"#.utf8)
        for _ in 0..<20 {
            guard case .failure(let error) = StateFileParsing.readSnapshot(document) else { Issue.record("read"); return }
            #expect(error.text.contains(#"an unknown key "patObjectIdeh" at the top level"#), "\(error.text)")
        }
        let other = Array(#"{"version":1,"z\u0061":1,"path":[],"b":2}"#.utf8)
        guard case .failure(let error) = StateFileParsing.readSnapshot(other) else { Issue.record("read"); return }
        #expect(error.text.contains(#"an unknown key "za" at the top level"#), "\(error.text)")
        try FuzzTarget.snapshot.check(document)
    }

    /// A journal line: its payload's CRC-32 in hex, a space, the payload, a newline.
    static func checkedLine(_ payload: String) -> [UInt8] {
        let hex = String(StateFileParsing.checksum(Array(payload.utf8)), radix: 16)
        return Array((String(repeating: "0", count: 8 - hex.count) + hex + " " + payload + "\n").utf8)
    }

    static let pushDetail11 = #"{"generation":3,"sequence":1,"push":{"stack":0,"element":["NavigatorDemo.Route","{\"detail\":{\"id\":11}}"]}}"#

    /// The fast reader took `00` for 0, where JSON, and so the decoder, refuses a number with a leading
    /// zero: `"count":00` popped nothing for one reader and was a damaged line for the other
    /// (Tests/Fuzz/Corpus/journal/found-leading-zero-in-fast-reader). `-0` is JSON, and 0 for both.
    @Test(arguments: [#""count":00"#, #""count":01"#, #""count":-01"#, #""count":-00"#, #""stack":00,"count""#])
    func aNumberWithALeadingZeroIsDamagedForBothReaders(_ field: String) throws {
        let second = #"{"generation":3,"sequence":2,"pop":{"stack":0,"count":1}}"#
            .replacingOccurrences(of: field.hasPrefix(#""stack""#) ? #""stack":0,"count""# : #""count":1"#, with: field)
        #expect(second.contains(field))
        let journal = Self.checkedLine(Self.pushDetail11) + Self.checkedLine(second)
        var state = NavigationState()
        let replay = StateFileParsing.replayJournal(journal, onto: &state, generation: 3)
        #expect(replay.applied == 1)
        #expect(replay.outcome == .damaged(line: 2, reason: "it is not JSON"))
        #expect(state.path.count == 1)
        try FuzzTarget.journal.check([0] + journal)

        let minusZero = Self.checkedLine(Self.pushDetail11) + Self.checkedLine(#"{"generation":3,"sequence":2,"pop":{"stack":0,"count":-0}}"#)
        var popped = NavigationState()
        #expect(StateFileParsing.replayJournal(minusZero, onto: &popped, generation: 3).applied == 2)
        try FuzzTarget.journal.check([0] + minusZero)
    }

    /// The snapshot's fast reader shares the journal's number reader: a generation written `01` is
    /// not JSON, and the file is refused as the decoder refuses it, not read as generation 1.
    @Test func aSnapshotGenerationWithALeadingZeroIsNotJSON() throws {
        let file = #"{"version":1,"generation":01,"path":["Swift.Int","1"],"presentations":[]}"#
        guard case .failure(let error) = StateFileParsing.readSnapshot(Array(file.utf8)) else {
            Issue.record("a generation with a leading zero was read")
            return
        }
        #expect(error.kind == .notJSON)
        try FuzzTarget.snapshot.check(Array(file.utf8))
    }

    /// A double colon (Tests/Fuzz/Corpus/journal/found-double-colon): inside a value's JSON text it is
    /// that string's text, which both readers keep as it is (the value's type then can't read it); in
    /// the line's own JSON it is not JSON, and the line is damaged for both.
    @Test func aDoubleColonIsReadAlikeByBothReaders() throws {
        let first = Self.pushDetail11.replacingOccurrences(of: #"id\":11"#, with: #"id\"::11"#)
        #expect(first.contains(#"\"id\"::11"#))
        let journal = Self.checkedLine(first) + Self.checkedLine(#"{"generation":3,"sequence":2,"pop":{"stack":0,"count"::1}}"#)
        var state = NavigationState()
        let replay = StateFileParsing.replayJournal(journal, onto: &state, generation: 3)
        #expect(replay.applied == 1)
        #expect(replay.outcome == .damaged(line: 2, reason: "it is not JSON"))
        #expect(state.path.elements == [.init(typeName: "NavigatorDemo.Route", json: #"{"detail":{"id"::11}}"#)])
        try FuzzTarget.journal.check([0] + journal)
    }

    /// `segment.contains("%")` compared Characters: '%' followed by a combining mark was not seen,
    /// so `myapp://profile/j%\u{301}` was accepted with broken percent-encoding in the name.
    @Test func aPercentSignJoinedToACombiningMarkIsStillPercentEncoding() throws {
        #expect(throws: DeepLinkError.self) { try DeepLink.tree(from: "myapp://profile/j%\u{301}") }
        do {
            _ = try DeepLink.tree(from: "myapp://profile/j%\u{301}")
        } catch {
            #expect(error.kind == .brokenPercentEncoding)
        }
        try FuzzTarget.deepLink.check(Array("myapp://profile/j%\u{301}".utf8))
    }

    /// The decoder's message quotes a bad value from the file; a newline in it made the notice two
    /// lines (and any escape in it reached the notice raw).
    @Test func aStateFileValueWithControlCharactersIsQuotedInert() throws {
        let file = #"{"version":1,"path":[],"presentations":[{"style":"sheet\n\u001b[31m","root":["Swift.Int","1"]}]}"#
        guard case .failure(let error) = StateFileParsing.readSnapshot(Array(file.utf8)) else {
            Issue.record("a style that isn't one was read")
            return
        }
        #expect(error.kind == .wrongShape)
        #expect(error.text.contains("sheet␊␛[31m"), "\(error.text)")
        #expect(!error.text.unicodeScalars.contains { $0.value < 0x20 })
        try FuzzTarget.snapshot.check(Array(file.utf8))
    }
}
