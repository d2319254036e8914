// NavigatorUITesting used as an app author's test target uses it: `assertSnapshot(of:as: .terminal(...))`
// against the frames committed in __Snapshots__/TerminalSnapshotTests.
import Foundation
import NavigatorUI
import NavigatorUITesting
import Testing

@MainActor @Suite struct TerminalSnapshotTests {
    static let size = TerminalSize(width: 40, height: 8)

    @Test func theFirstFrame() {
        assertSnapshot(of: NotesView(), as: .terminal(size: Self.size))
    }

    @Test func theFrameAfterKeys() {
        assertSnapshot(of: NotesView(), as: .terminal(size: Self.size, keys: "down enter enter"))
    }

    @Test func theFrameWithItsStyles() {
        assertSnapshot(of: NotesView(), as: .terminal(size: Self.size, keys: "enter enter", styles: true))
    }

    @Test func anAppsWindow() {
        assertSnapshot(of: NotesApp(), as: .terminal(size: Self.size, keys: "down enter"))
    }

    @Test func theDefaultSizeIs80x24() {
        assertSnapshot(of: NotesView(), as: .terminal())
    }
}

/// What a test sees when the frame is not the one recorded, or the keys are not keys.
@MainActor @Suite struct TerminalSnapshotFailureTests {
    /// The committed snapshots of TerminalSnapshotTests.
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/TerminalSnapshotTests")

    @Test func aFrameThatDiffersFailsWithTheLinesThatDiffer() throws {
        // The first frame's snapshot, compared with the frame after `down`: the selection moved.
        let message = verifySnapshot(
            of: NotesView(), as: .terminal(size: TerminalSnapshotTests.size, keys: "down"), named: "1", record: .never,
            snapshotDirectory: Self.snapshots.path, file: #filePath, testName: "theFirstFrame")
        let failure = try #require(message, "a frame that differs from the snapshot passes")
        #expect(failure.contains("Snapshot \"1\" does not match reference."))
        #expect(failure.contains("\u{2212} ▸ Groceries\n"), "the recorded line: \(failure)")
        #expect(failure.contains("\u{2212}   Ideas\n"))
        #expect(failure.contains("+   Groceries\n"), "the frame's line: \(failure)")
        #expect(failure.contains("+ ▸ Ideas\n"))
        // swift-snapshot-testing wrote the frame beside the reference, in the temporary folder: the
        // second file the message names. The committed snapshot is untouched.
        let files = Self.files(namedIn: failure)
        #expect(files.count == 2 && files.first == Self.snapshots.appendingPathComponent("theFirstFrame.1.txt").path)
        if files.count == 2 {
            #expect(try String(contentsOfFile: files[1], encoding: .utf8).contains(" ▸ Ideas\n"))
        }
        Self.removeFailedSnapshot(namedIn: failure)
        #expect(try String(contentsOf: Self.snapshots.appendingPathComponent("theFirstFrame.1.txt"), encoding: .utf8).contains(" ▸ Groceries\n"))
    }

    @Test func assertSnapshotFailsTheTestWhenTheFrameDiffers() {
        // As the first frame's test would fail if the view drew the frame after `down`.
        withKnownIssue {
            assertSnapshot(
                of: NotesView(), as: .terminal(size: TerminalSnapshotTests.size, keys: "down"), named: "1", record: .never,
                testName: "theFirstFrame")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Snapshot \"1\" does not match reference.") && $0.rawValue.contains("+ ▸ Ideas\n") }
        }
        let failed = FileManager.default.temporaryDirectory.appendingPathComponent("TerminalSnapshotTests/theFirstFrame.1.txt").path
        Self.removeFailedSnapshot(namedIn: "\"file://\(Self.snapshots.path)\" \"file://\(failed)\"")
    }

    @Test func aStyleThatDiffersFails() throws {
        // The same text, the selection on another line: only the legend tells.
        let message = verifySnapshot(
            of: NotesView(), as: .terminal(size: TerminalSnapshotTests.size, keys: "enter enter", styles: true), named: "1",
            record: .never, snapshotDirectory: Self.snapshots.path, file: #filePath, testName: "theFrameWithItsStyles")
        #expect(message == nil, "the committed snapshot is this frame: \(message ?? "")")
        let styleOnly = verifySnapshot(
            of: NotesView(), as: .terminal(size: TerminalSnapshotTests.size, keys: "enter enter", styles: false), named: "1",
            record: .never, snapshotDirectory: Self.snapshots.path, file: #filePath, testName: "theFrameWithItsStyles")
        let failure = try #require(styleOnly, "a frame without its styles matches one with")
        #expect(failure.contains("\u{2212}row 3 col 2-7 bold fg=orange \"Pinned\"\n"), "\(failure)")
        Self.removeFailedSnapshot(namedIn: failure)
    }

    /// The files a failure message names: the reference, then the frame that differs.
    static func files(namedIn failure: String) -> [String] {
        failure.matches(of: /"file:\/\/([^"]+)"/).map { String($0.output.1) }
    }

    /// Removes the frame that differed, which swift-snapshot-testing wrote in the temporary folder, and
    /// its folder once empty (`rmdir` leaves one that holds the files of another test).
    static func removeFailedSnapshot(namedIn failure: String) {
        let files = files(namedIn: failure)
        guard files.count == 2, files[1].hasPrefix(FileManager.default.temporaryDirectory.path) else { return }
        try? FileManager.default.removeItem(atPath: files[1])
        rmdir((files[1] as NSString).deletingLastPathComponent)
    }

    @Test func aWordThatIsNoKeyFailsTheTestAtItsLine() throws {
        var strategy: Snapshotting<NotesView, String>?
        let line = #line + 2
        withKnownIssue {
            strategy = .terminal(size: TerminalSnapshotTests.size, keys: "down dwn")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unknown key 'dwn'") } && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "TerminalSnapshotTests.swift"
        }
        // What would be recorded says it too, in place of a frame.
        var recorded = ""
        try #require(strategy).snapshot(NotesView()).run { recorded = $0 }
        #expect(recorded.hasPrefix("error: unknown key 'dwn' in --keys"))
    }
}
