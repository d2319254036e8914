// An App whose root is a NavigationSplitView, whose saved selection its list no longer has (an item
// deleted since), or can't read (its JSON, a type none of the list's rows has): the next launch shows
// nothing of the saved detail, which would come back over another item, says so, and the state file
// keeps what it saved, byte for byte, until the selection changes; then it is saved as usual. As a
// TabView's split view tab does (TabSplitSavingTests.swift). Each test with its own XDG_STATE_HOME.
import Foundation
import NavigatorUI
import Testing

/// The three columns over `stockShelves` (TabSplitSavingTests.swift) as the app's root.
struct StockSplitApp: App {
    var body: some Scene {
        WindowGroup { StockSplit() }
    }
}

@Suite(.serialized, .timeLimit(.minutes(2))) struct SplitAppRefusalTests: @MainActor AppRunning {
    typealias Runs = StockSplitApp
    static let size = "130x8"
    /// Wide enough for a notice naming the state file.
    static let wide = "400x8"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    /// Poetry's Lyrics selected, its chapter 1 pushed: the state every test starts from.
    func leaveAtLyrics() {
        stockShelves = stockAll
        let left = run("--keys", "down enter down enter enter")
        #expect(left.lines[0].hasSuffix("│ Lyrics › Chapter 1"), "\(left.lines)")
    }

    @Test("A saved shelf the list no longer has: nothing of the detail, a notice, the files unchanged; the whole place back once the shelf is")
    func sidebarSelectionGone() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let before = try savedFiles()
        #expect(before.keys.contains("state.json") || before.keys.contains("state.json.journal"), "\(before.keys)")
        stockShelves = ["fiction": ["Emma", "Dune"]]
        let launch = run(size: Self.wide)
        #expect(launch.status == 0)
        let frame = launch.lines.joined(separator: "\n")
        #expect(!frame.contains("Chapter 1") && !frame.contains("Lyrics") && !frame.contains("Poetry") && frame.contains("Choose a book"), "\(frame)")
        #expect(frame.contains("'\(file)' holds the split view, which selects poetry (Swift.String) in its sidebar, a value that list no longer has: "
            + "nothing of its saved detail is shown, and the file keeps it until the split view's selection changes"), "\(frame)")
        #expect(try savedFiles() == before, "the files are kept byte for byte")
        // Keys that select nothing (the sidebar hidden and shown again) write nothing either.
        #expect(run("--keys", "\\ \\").status == 0)
        #expect(try savedFiles() == before)
        // The shelf back: the whole place is shown again.
        stockShelves = stockAll
        let back = run()
        #expect(back.lines[0].hasSuffix("│ Lyrics › Chapter 1"), "the file kept it: \(back.lines)")
        #expect(!back.lines.joined().contains("⚠"), "\(back.lines)")
    }

    @Test("A selection made after a refused launch is saved over the refused state, and shown at the next launch")
    func newSelectionAfterRefusal() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let before = try savedFiles()
        stockShelves = ["fiction": ["Emma", "Dune"]]
        // Fiction selected (the sidebar's cursor is on it), then Dune in its column.
        let chosen = run("--keys", "enter down enter")
        #expect(chosen.lines[0].hasSuffix("│ Dune"), "\(chosen.lines)")
        #expect(try savedFiles() != before)
        let next = run()
        #expect(next.lines[0].hasSuffix("│ Dune"), "\(next.lines)")
        #expect(!next.lines.joined().contains("⚠") && !next.lines.joined().contains("Lyrics"), "\(next.lines)")
        // Saved as usual from then on: a chapter pushed is one more journal line, and comes back.
        #expect(run("--keys", "enter").lines[0].hasSuffix("│ Dune › Chapter 1"))
        stockShelves = stockAll
        #expect(run().lines[0].hasSuffix("│ Dune › Chapter 1"))
        #expect(!printedState().contains("poetry"))
    }

    @Test("A saved book its shelf no longer lists: the shelf selected, the keys in its column, nothing of the detail, a notice; another book is saved")
    func contentSelectionGone() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let before = try savedFiles()
        stockShelves = ["fiction": ["Emma", "Dune"], "poetry": ["Odes"]]
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.lines.contains { $0.contains("• Poetry") }, "the shelf is selected: \(frame)")
        #expect(!frame.contains("Chapter 1") && !frame.contains("│ Lyrics") && frame.contains("Choose a book"), "\(frame)")
        #expect(frame.contains("holds the split view, which selects Lyrics (Swift.String) in its content column, a value that list no longer has: "
            + "nothing of its saved detail is shown"), "\(frame)")
        #expect(try savedFiles() == before)
        // A second launch refuses it again, and still writes nothing.
        #expect(run(size: Self.wide).lines.joined().contains("which selects Lyrics (Swift.String) in its content column"))
        #expect(try savedFiles() == before)
        // The keys are in the content column (the detail had them when it was saved): Enter chooses Odes.
        let chosen = run("--keys", "enter")
        #expect(chosen.lines[0].hasSuffix("│ Odes"), "\(chosen.lines)")
        #expect(try savedFiles() != before)
        stockShelves = stockAll
        let next = run()
        #expect(next.lines[0].hasSuffix("│ Odes") && next.lines.contains { $0.contains("• Poetry") }, "\(next.lines)")
        #expect(!printedState().contains("Lyrics"))
    }

    @Test("A saved selection that can't be read, or of a type no row has: nothing of the detail, a notice, the file kept, nothing set aside")
    func unreadableSelection() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let saved = printedState()
        // The shelf written as a number: its JSON isn't a String.
        let unreadable = saved.replacingOccurrences(of: #"\\\"poetry\\\""#, with: "42")
        #expect(unreadable != saved)
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try unreadable.write(toFile: file, atomically: false, encoding: .utf8)
        let before = try savedFiles()
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.status == 0)
        #expect(!frame.contains("Chapter 1") && frame.contains("Choose a book"), "\(frame)")
        #expect(frame.contains("'\(file)' holds the split view, which holds a selection of its sidebar this app can't read ("), "\(frame)")
        #expect(try savedFiles() == before)
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") })
        // The selections written as another type's, which no row has.
        for (typeName, column) in [("Swift.Int", "sidebar"), ("NavigatorUITests.Removed", "sidebar")] {
            let otherType = saved.replacingOccurrences(of: "Swift.String", with: typeName)
            try otherType.write(toFile: file, atomically: false, encoding: .utf8)
            let kept = try savedFiles()
            let other = run(size: Self.wide).lines.joined(separator: "\n")
            #expect(!other.contains("Chapter 1") && other.contains("Choose a book"), "\(other)")
            #expect(other.contains("which selects a value of type \(typeName) in its \(column), a type none of that list's rows has"), "\(other)")
            #expect(try savedFiles() == kept)
        }
        // A shelf chosen: saved over it, and no notice at the next launch.
        #expect(run("--keys", "down").lines[0].contains("│ Poetry"))
        let next = run(size: Self.wide)
        #expect(next.lines[0].contains("│ Poetry") && !next.lines.joined().contains("holds the split view"), "\(next.lines)")
        #expect(!printedState().contains("NavigatorUITests.Removed"))
    }

    @Test("A refused state whose journal is damaged: the damaged files are set aside as at any launch, and what was read of them is kept")
    func refusedWithDamagedJournal() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let journal = file + ".journal"
        #expect(FileManager.default.fileExists(atPath: journal), "the changes after the first are journal lines")
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        handle.seekToEndOfFile()
        handle.write(Data("not a journal line\n".utf8))
        handle.closeFile()
        stockShelves = ["fiction": ["Emma", "Dune"]]
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(frame.contains("which selects poetry (Swift.String) in its sidebar, a value that list no longer has"), "\(frame)")
        let names = try files()
        #expect(names.contains { $0.hasPrefix("state.json") && $0.contains(".bad-") }, "\(names)")
        // The state read before the damaged line is in the file again: shown whole once the shelf is back.
        stockShelves = stockAll
        let back = run()
        #expect(back.lines[0].hasSuffix("│ Lyrics › Chapter 1"), "\(back.lines)")
    }
}
