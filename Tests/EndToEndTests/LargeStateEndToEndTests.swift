import Foundation
import Testing

/// Issue 25, point 4, through the binary: what was left over its bar of 1 s and 120 MB (the figures are
/// in BENCHMARKS.md, "Presentations restored as paths are"; these check what the app does). A link is
/// at most 64 KiB, so `--print url` of a path of a million levels is refused naming its depth, after
/// reading only the values a link could hold; a journal's pushes and a padded state file restore the
/// tree they hold, and nothing is set aside; a journal over 20 MiB beside a state file is set aside
/// unread, with its notice, and the state file restored alone.
@Suite(.timeLimit(.minutes(3))) struct LargeStateEndToEndTests {
    private static let route = "NavigatorDemo.Route"

    /// `"NavigatorDemo.Route","{\"detail\":{\"id\":N}}"`, an element of a saved path.
    private static func element(_ id: Int) -> String { #""\#(route)","{\"detail\":{\"id\":\#(id)}}""# }

    /// A path of details 1 … `levels`, top first as it is saved.
    private static func path(_ levels: Int) -> String {
        "[" + (1...levels).reversed().map(element).joined(separator: ",") + "]"
    }

    /// A journal line: the payload's CRC-32 (zlib's), a space, the payload.
    private static func journalLine(_ payload: String) -> String {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in payload.utf8 {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        let hex = String(~crc, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex + " " + payload + "\n"
    }

    /// The link of details 1 … `levels`.
    private static func link(_ levels: Int) -> String {
        "myapp:///" + (1...levels).map { "detail/\($0)" }.joined(separator: "/")
    }

    private func setAside(_ sandbox: Sandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.path("")).filter { $0.contains(".bad-") }
    }

    @Test func aLinkOverSixtyFourKiBIsRefusedNamingTheDepth() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        try #"{"version":1,"generation":1,"path":\#(Self.path(100_000)),"presentations":[]}"#
            .write(toFile: state, atomically: false, encoding: .utf8)
        let before = sandbox.snapshot().filter { !$0.key.hasSuffix(".lock") }
        let url = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(url.status == 65 && url.stdout.isEmpty, "\(url.status): \(url.stderr)")
        #expect(url.stderr.contains("error: --print url has no link to print: the tree is 100000 values deep, and its link would be "
            + "over 64 KiB (a link is at most 65536 bytes, the most a running navigator takes) (expected a tree whose every value a "
            + "link names, in a link of at most 64 KiB; --print state prints any tree)"), "\(url.stderr)")
        #expect(sandbox.snapshot().filter { !$0.key.hasSuffix(".lock") } == before, "the files are as they were")
        // The tree is there all the same.
        let screen = try sandbox.run(["--headless", "--state-file", state, "--print", "screen"])
        #expect(screen.status == 0 && screen.stdout.contains("Detail 100000") && screen.stderr.isEmpty, "\(screen.stderr)")
        // `:` edits the tree's link: there is none, so it starts empty (it read every value first).
        let prompt = try sandbox.run(["--headless", "--state-file", state, "--keys", ":", "--print", "screen"])
        #expect(prompt.status == 0 && prompt.stdout.split(separator: "\n").last == " go to:", "\(prompt.stdout.suffix(200))")

        // A sheet's path likewise: the sheet and its root are values of the link too.
        try #"{"version":1,"generation":1,"path":[],"presentations":[{"style":"sheet","root":["\#(Self.route)","{\"settings\":{}}"],"path":\#(Self.path(100_000))}]}"#
            .write(toFile: state, atomically: false, encoding: .utf8)
        let sheet = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(sheet.status == 65 && sheet.stdout.isEmpty, "\(sheet.status): \(sheet.stderr)")
        #expect(sheet.stderr.contains("the tree is 100001 values deep, and its link would be over 64 KiB"), "\(sheet.stderr)")
        #expect(try setAside(sandbox).isEmpty)
    }

    /// The longest link is printed whole; one value more is refused, a link the app opens all the same.
    @Test func theLongestLinkIsPrintedAndOneValueMoreIsNot() throws {
        var levels = 1, length = Self.link(1).utf8.count
        while length + "/detail/\(levels + 1)".utf8.count <= 65_536 {
            levels += 1
            length += "/detail/\(levels)".utf8.count
        }
        #expect(Self.link(levels).utf8.count == length)
        let longest = try Navigator.run(["--headless", "--print", "url", Self.link(levels)])
        #expect(longest.status == 0 && longest.stdout == Self.link(levels) + "\n", "\(longest.status): \(longest.stderr)")
        let over = try Navigator.run(["--headless", "--print", "url", Self.link(levels + 1)])
        #expect(over.status == 65 && over.stdout.isEmpty, "\(over.status)")
        #expect(over.stderr.contains("the tree is \(levels + 1) values deep, and its link would be over 64 KiB"), "\(over.stderr)")
        let screen = try Navigator.run(["--headless", "--print", "screen", Self.link(levels + 1)])
        #expect(screen.status == 0 && screen.stdout.contains("Detail \(levels + 1)"), "\(screen.stderr)")
    }

    /// A journal of 20,000 pushes over a snapshot of one level: the tree is their top, whole.
    @Test func aJournalOfManyPushesRestoresTheirTree() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        try #"{"version":1,"generation":1,"path":\#(Self.path(1)),"presentations":[]}"#.write(toFile: state, atomically: false, encoding: .utf8)
        let pushes = 20_000
        let journal = (1...pushes).map {
            Self.journalLine(#"{"generation":1,"sequence":\#($0),"push":{"stack":0,"element":[\#(Self.element($0 + 1))]}}"#)
        }.joined()
        try journal.write(toFile: state + ".journal", atomically: false, encoding: .utf8)
        let screen = try sandbox.run(["--headless", "--state-file", state, "--print", "screen"])
        #expect(screen.status == 0 && screen.stderr.isEmpty, "\(screen.stderr)")
        #expect(screen.stdout.contains("› Detail 19999 › Detail 20000 › Detail 20001"), "\(screen.stdout)")
        let printed = try sandbox.run(["--headless", "--state-file", state, "--print", "state"])
        #expect(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
        #expect(printed.stdout == #"{"version":1,"generation":0,"path":\#(Self.path(pushes + 1)),"presentations":[]}"# + "\n")
        #expect(try setAside(sandbox).isEmpty)
        // Ten levels back, saved, and restored again.
        let back = try sandbox.run(["--headless", "--state-file", state, "--keys", String(repeating: "left ", count: 10), "--print", "screen"])
        #expect(back.status == 0 && back.stdout.contains("› Detail 19990 › Detail 19991"), "\(back.stderr)")
        let again = try sandbox.run(["--headless", "--state-file", state, "--print", "state"])
        #expect(again.stdout == #"{"version":1,"generation":0,"path":\#(Self.path(pushes - 9)),"presentations":[]}"# + "\n", "\(again.stderr)")
    }

    /// A state file padded with 32 MiB of blank space between its tokens restores what it holds, and is
    /// left as it is; a padded file that is not a state is set aside byte for byte, its notice naming
    /// its own size.
    @Test func aPaddedStateFileRestoresWhatItHolds() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json")
        let pad = String(repeating: " ", count: 16 << 20)
        let text = #"{"version":1,"generation":1,"path":\#(pad)[\#(Self.element(2)),\#(pad)\#(Self.element(1))],"presentations":[]}"# + "\n"
        try text.write(toFile: state, atomically: false, encoding: .utf8)
        let url = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(url.status == 0 && url.stdout == "myapp:///detail/1/detail/2\n" && url.stderr.isEmpty, "\(url.stderr)")
        #expect(try String(contentsOfFile: state, encoding: .utf8) == text, "the file is as it was")

        let truncated = String(pad.prefix(1 << 20)) + #"{"version":1,"generation":1,"path":["#
        try truncated.write(toFile: state, atomically: false, encoding: .utf8)
        let bad = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(bad.status == 0 && bad.stdout == "myapp:///\n", "\(bad.stderr)")
        #expect(bad.stderr.contains("is truncated (the JSON stops in the middle, after \(truncated.utf8.count) bytes); started at the root"),
                "\(bad.stderr)")
        let kept = try setAside(sandbox)
        #expect(kept.count == 1)
        #expect(try kept.first.map { try String(contentsOfFile: sandbox.path($0), encoding: .utf8) } == truncated)
    }

    /// A state file and a journal beside it are read together, the snapshot held while the journal is
    /// replayed, so a journal beside a state file is read up to 20 MiB (a 64 MiB state file and a
    /// 61 MiB journal took 128 MB, BENCHMARKS.md). One over it, each file under the 64 MiB limit of a
    /// file, is set aside whole and unread: the notice says why, the screen is the state file's, and the
    /// next run saves and restores as ever, the journal set aside still kept.
    @Test func aJournalOverTwentyMiBBesideAStateFileIsSetAsideAndTheStateFileRestored() throws {
        let sandbox = try Sandbox()
        let state = sandbox.path("state.json"), journal = state + ".journal"
        // A state file of 40 MiB, blank space between its tokens (cheap to make, and to read).
        let pad = String(repeating: " ", count: 20 << 20)
        let text = #"{"version":1,"generation":1,"path":\#(pad)[\#(Self.element(2)),\#(pad)\#(Self.element(1))],"presentations":[]}"# + "\n"
        try text.write(toFile: state, atomically: false, encoding: .utf8)
        // A journal whose first line pushes Detail 3, sparse up to one byte over 20 MiB.
        let push = Self.journalLine(#"{"generation":1,"sequence":1,"push":{"stack":0,"element":[\#(Self.element(3))]}}"#)
        #expect(FileManager.default.createFile(atPath: journal, contents: Data(push.utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: journal))
        try handle.truncate(atOffset: UInt64(20 << 20) + 1)
        try handle.close()

        let screen = try sandbox.run(["--headless", "--state-file", state, "--size", "400x12", "--print", "screen"])
        #expect(screen.status == 0, "\(screen.status): \(screen.stderr)")
        let shown = screen.stdout.replacingOccurrences(of: "\n ", with: " ")
        let kept = try setAside(sandbox)
        #expect(kept.count == 1 && kept.first?.hasPrefix("state.json.journal.bad-") == true, "\(kept)")
        #expect(shown.contains("state journal '\(journal)' is 20 MiB (\((20 << 20) + 1) bytes), over the limit of 20 MiB "
            + "(\(20 << 20) bytes) for a journal beside a state file (the state file is 40 MiB (\(text.utf8.count) bytes); the two "
            + "are read together); restored the saved state without the journal's changes, the journal is kept as \(kept.first ?? "?")"),
            "\(screen.stdout)")
        // The screen is the state file's: its push was not replayed.
        #expect(screen.stdout.split(separator: "\n").first == " Home › Detail 1 › Detail 2", "\(screen.stdout)")
        // Kept whole; the state file written again, compact, a generation on (the next journal is its own).
        let keptPath = sandbox.path(kept.first ?? "")
        #expect(try FileManager.default.attributesOfItem(atPath: keptPath)[.size] as? Int == (20 << 20) + 1)
        let head = try FileHandle(forReadingFrom: URL(fileURLWithPath: keptPath))
        #expect(try head.read(upToCount: push.utf8.count) == Data(push.utf8))
        try head.close()
        #expect(!FileManager.default.fileExists(atPath: journal))
        #expect(try String(contentsOfFile: state, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            == #"{"version":1,"generation":2,"path":[\#(Self.element(2)),\#(Self.element(1))],"presentations":[]}"#)

        // The next run saves (Enter pushes Detail 3) and the one after restores it, with no notice.
        let enter = try sandbox.run(["--headless", "--state-file", state, "--keys", "enter", "--print", "url"])
        #expect(enter.status == 0 && enter.stdout == "myapp:///detail/1/detail/2/detail/3\n" && enter.stderr.isEmpty, "\(enter.stderr)")
        let url = try sandbox.run(["--headless", "--state-file", state, "--print", "url"])
        #expect(url.status == 0 && url.stdout == "myapp:///detail/1/detail/2/detail/3\n" && url.stderr.isEmpty, "\(url.stderr)")
        let again = try sandbox.run(["--headless", "--state-file", state, "--size", "400x12", "--print", "screen"])
        #expect(again.status == 0 && again.stdout.split(separator: "\n").first == " Home › Detail 1 › Detail 2 › Detail 3", "\(again.stdout)")
        #expect(!again.stdout.contains("over the limit") && again.stderr.isEmpty, "\(again.stdout)")
        #expect(try setAside(sandbox) == kept, "the journal set aside is still kept, and nothing else is")
    }
}
