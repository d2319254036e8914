// An App whose root is a TabView and one of whose tabs is a NavigationSplitView: that tab saves its
// selections (the sidebar's, the content column's) and its detail's tree together, as a root split view
// does, with the tab shown and the other tabs' stacks; the next launch shows them again. A saved
// selection its list no longer has, or that can't be read, shows nothing of the detail, says so, and
// the file keeps what it saved until that tab's selection changes. Each test with its own XDG_STATE_HOME.
import Foundation
import NavigatorUI
import Testing

/// A TabView of the three-column `Reading` split view (SplitAppSavingTests.swift) and a stack's tab.
struct ReadingTabsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Reading().tabItem { Label("Reading", systemImage: "book") }
                BoxesTab().tabItem { Label("Boxes", systemImage: "archivebox") }
            }
        }
    }
}

@Suite(.timeLimit(.minutes(2))) struct TabSplitSavingTests: @MainActor AppRunning {
    typealias Runs = ReadingTabsApp
    static let size = "130x8"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    func journal() -> String { (try? String(contentsOfFile: file + ".journal", encoding: .utf8)) ?? "" }

    @Test("A split view's tab shown at launch: its selections, the column with the keys and its detail's stack come back, each change after a journal line")
    func shownSplitTabRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "down enter down enter enter")
        #expect(first.status == 0)
        #expect(first.lines[0].hasPrefix(" ▥ Reading │"), "\(first.lines)")
        #expect(first.lines[1].hasSuffix("│ Odes › Part 1"), "\(first.lines)")
        #expect(first.lines[2].hasPrefix("  Fiction") && first.lines[2].contains("│• Odes"), "\(first.lines)")
        let next = run()
        #expect(next.status == 0)
        #expect(next.lines == first.lines, "\(next.lines)")
        // The detail had the keys: Enter pushes the next part, a line of the journal, and it is shown again.
        let before = journal()
        #expect(run("--keys", "enter").lines[1].hasSuffix("│ Odes › Part 1 › Part 2"))
        let line = journal().dropFirst(before.count)
        #expect(line.contains("NavigatorUITests.Part") && line.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(line)")
        #expect(run().lines[1].hasSuffix("│ Odes › Part 1 › Part 2"))
        // Back twice pops the detail to its root; the sidebar hidden (\) stays hidden.
        let hidden = run("--keys", "left left \\")
        #expect(!hidden.lines[1].contains("Shelves") && hidden.lines[1].hasSuffix(" Odes"), "\(hidden.lines)")
        #expect(run().lines == hidden.lines)
        let saved = printedState()
        #expect(saved.contains("NavigatorUI.TabViewSection") && saved.contains("TerminalUI.SplitSection") && saved.contains(#"\"columns\":\"detailOnly\""#),
                "\(saved)")
    }

    @Test("A sheet over the split tab's detail and its stack's values come back with the selections; the tab hidden at launch shows its own when shown")
    func presentationsAndHiddenSplitTab() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let size = "130x12"
        let first = run("--keys", "down enter down enter enter down enter enter", size: size)
        #expect(first.lines.contains { $0.contains("Page 12 › Note") } && first.lines.contains { $0.contains("Note in the margin") }, "\(first.lines)")
        // The same frame, but for the link selected on the screen under the sheet, which isn't saved.
        let unselected = { (lines: [String]) in lines.map { $0.replacingOccurrences(of: "▸", with: " ") } }
        #expect(unselected(run(size: size).lines) == unselected(first.lines))
        // Esc dismisses the sheet (a journal line two stacks past the sections); the part is under it.
        let dismissed = run("--keys", "esc", size: size)
        #expect(dismissed.lines[1].hasSuffix("│ Odes › Part 1") && !dismissed.lines.contains { $0.contains("Note in the margin") }, "\(dismissed.lines)")
        #expect(run(size: size).lines == dismissed.lines)
        // The other tab shown and pushed: the split view's tab waits in the record, then is shown as it was.
        #expect(run("--keys", "] enter", size: size).lines[1] == " Boxes › Box 1")
        let boxes = run(size: size)
        #expect(boxes.lines[1] == " Boxes › Box 1", "\(boxes.lines)")
        let back = run("--keys", "[", size: size)
        #expect(back.lines == dismissed.lines, "\(back.lines)")
        #expect(!back.lines.joined().contains("⚠"), "\(back.lines)")
        #expect(run(size: size).lines == dismissed.lines)
    }

    @Test("A new selection in the split tab empties its detail, and that is what is saved")
    func newSelectionSaved() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(run("--keys", "down enter down enter enter").lines[1].hasSuffix("│ Odes › Part 1"))
        // Back in the sidebar (Tab round to it), up selects Fiction: the content column has nothing selected.
        let moved = run("--keys", "tab up")
        #expect(moved.lines[2].hasPrefix("• Fiction") || moved.lines[2].hasPrefix("▸ Fiction"), "\(moved.lines)")
        #expect(!moved.lines.joined().contains("Part 1"), "\(moved.lines)")
        #expect(run().lines == moved.lines)
        #expect(!printedState().contains("NavigatorUITests.Part"))
    }
}

// MARK: A saved selection the app's data no longer has

/// The shelves and their books the `StockApp` lists: changed between launches, as an app's data is.
nonisolated(unsafe) var stockShelves: [String: [String]] = ["fiction": ["Emma", "Dune"], "poetry": ["Odes", "Lyrics"]]
nonisolated let stockAll = ["fiction": ["Emma", "Dune"], "poetry": ["Odes", "Lyrics"]]

struct Chapter: Hashable, Codable { let number: Int }

/// Three columns over `stockShelves`: a shelf, its books, a book's chapters in the detail's stack.
struct StockSplit: View {
    @State private var shelf: String?
    @State private var book: String?

    var body: some View {
        NavigationSplitView {
            List(stockShelves.keys.sorted(), id: \.self, selection: $shelf) { shelf in Text(shelf.capitalized) }
                .navigationTitle("Shelves")
        } content: {
            if let shelf, let books = stockShelves[shelf] {
                List(books, id: \.self, selection: $book) { book in Text(book) }
                    .navigationTitle(shelf.capitalized)
            }
        } detail: {
            NavigationStack {
                Group {
                    if let book {
                        NavigationLink("Chapter 1", value: Chapter(number: 1)).navigationTitle(book)
                    } else {
                        Text("Choose a book")
                    }
                }
                .navigationDestination(for: Chapter.self) { chapter in Text("Reading chapter \(chapter.number)").navigationTitle("Chapter \(chapter.number)") }
            }
        }
    }
}

struct StockApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                StockSplit().tabItem { Label("Stock", systemImage: "books.vertical") }
                BoxesTab().tabItem { Label("Boxes", systemImage: "archivebox") }
            }
        }
    }
}

@Suite(.serialized, .timeLimit(.minutes(2))) struct TabSplitRefusalTests: @MainActor AppRunning {
    typealias Runs = StockApp
    static let size = "130x8"
    /// Wide enough for a notice naming the state file.
    static let wide = "400x8"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    /// Poetry's Lyrics selected, its chapter 1 pushed: the state every test starts from.
    func leaveAtLyrics() {
        stockShelves = stockAll
        let left = run("--keys", "down enter down enter enter")
        #expect(left.lines[1].hasSuffix("│ Lyrics › Chapter 1"), "\(left.lines)")
    }

    @Test("A saved shelf the list no longer has: nothing of the tab's detail, a notice, and the file keeps it, shown whole once the shelf is back")
    func sidebarSelectionGone() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let saved = printedState()
        stockShelves = ["fiction": ["Emma", "Dune"]]
        let launch = run(size: Self.wide)
        #expect(launch.status == 0)
        let frame = launch.lines.joined(separator: "\n")
        #expect(!frame.contains("Chapter 1") && !frame.contains("Lyrics") && frame.contains("Choose a book"), "\(frame)")
        #expect(frame.contains("holds the split view of tab 1 (index 0), which selects poetry (Swift.String) in its sidebar, a value that list no longer has: "
            + "nothing of its saved detail is shown, and the file keeps it until that tab's selection changes"), "\(frame)")
        // Not written over with less, by that launch or by one that only looks at the other tab and back.
        #expect(printedState() == saved)
        _ = run("--keys", "] enter [")
        #expect(printedState().contains("NavigatorUITests.Chapter"))
        #expect(printedState().contains(#"poetry"#))
        // The shelf back: the whole place is shown again.
        stockShelves = stockAll
        #expect(run().lines[1].hasSuffix("│ Lyrics › Chapter 1"), "the file kept it")
    }

    @Test("A saved book its shelf no longer lists: the shelf is selected, nothing of the book's detail is shown, a notice; another selection is saved over it")
    func contentSelectionGone() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        stockShelves = ["fiction": ["Emma", "Dune"], "poetry": ["Odes"]]
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.lines[2].contains("• Poetry") || launch.lines[3].contains("• Poetry"), "the shelf is selected: \(frame)")
        #expect(!frame.contains("Chapter 1") && !frame.contains("│ Lyrics") && frame.contains("Choose a book"), "\(frame)")
        #expect(frame.contains("which selects Lyrics (Swift.String) in its content column, a value that list no longer has"), "\(frame)")
        #expect(printedState().contains("Lyrics"))
        // The keys are in the content column (the detail's were saved, and it shows nothing of what it had).
        // Odes chosen: the tab's new place is saved, the refused one let go of.
        let chosen = run("--keys", "enter")
        #expect(chosen.lines[1].hasSuffix("│ Odes"), "\(chosen.lines)")
        stockShelves = stockAll
        let next = run()
        #expect(next.lines[1].hasSuffix("│ Odes"), "\(next.lines)")
        #expect(!printedState().contains("Lyrics"))
    }

    @Test("A saved selection that can't be read: nothing of the tab's detail, a notice naming what can't be read, the file kept")
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
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.status == 0)
        #expect(!frame.contains("Chapter 1") && frame.contains("Choose a book"), "\(frame)")
        #expect(frame.contains("holds the split view of tab 1 (index 0), which holds a selection of its sidebar this app can't read ("), "\(frame)")
        #expect(printedState() == unreadable)
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") })
        // The selections written as another type's, which no row has.
        let otherType = saved.replacingOccurrences(of: "Swift.String", with: "Swift.Int")
        try otherType.write(toFile: file, atomically: false, encoding: .utf8)
        let other = run(size: Self.wide).lines.joined(separator: "\n")
        #expect(!other.contains("Chapter 1") && other.contains("Choose a book"), "\(other)")
        #expect(other.contains("which selects a value of type Swift.Int in its sidebar, a type none of that list's rows has"), "\(other)")
        #expect(printedState() == otherType)
    }

    @Test("A detail value of a type no view of the split tab reads: its selections and the detail up to it are shown, saving off, the file kept")
    func unknownDetailType() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        let renamed = printedState().replacingOccurrences(of: "NavigatorUITests.Chapter", with: "NavigatorUITests.Removed")
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try renamed.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.lines[1].hasSuffix("│ Lyrics"), "the selections, the detail up to the value: \(frame)")
        #expect(frame.contains("holds a value of type NavigatorUITests.Removed in the detail of tab 1 (index 0)"), "\(frame)")
        // Saving is off for that run: a key changes nothing on the disk.
        _ = run("--keys", "tab up")
        #expect(printedState() == renamed)
    }

    @Test("A saved stack for a tab that is now a split view, and the reverse, are said and not shown")
    func kindOfTabChanged() throws {
        defer {
            stockShelves = stockAll
            try? FileManager.default.removeItem(atPath: state)
        }
        leaveAtLyrics()
        // The record's tabs swapped: the split view's state for the stack's tab, and the reverse.
        _ = run("--keys", "] enter [")
        let saved = printedState()
        #expect(saved.contains(#"\"tab\":{\"index\":1}"#), "\(saved)")
        let swapped = saved.replacingOccurrences(of: #"\"tab\":{\"index\":1}"#, with: #"\"tab\":{\"index\":9}"#)
            .replacingOccurrences(of: #"\"shown\":{\"index\":0}"#, with: #"\"shown\":{\"index\":1}"#)
            .replacingOccurrences(of: #"\"tab\":{\"index\":9}"#, with: #"\"tab\":{\"index\":0}"#)
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try swapped.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: Self.wide)
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.lines[1] == " Boxes", "\(frame)")
        #expect(frame.contains("holds the split view of tab 2 (index 1), which is no longer a NavigationSplitView"), "\(frame)")
        let other = run("--keys", "[", size: Self.wide)
        let otherFrame = other.lines.joined(separator: "\n")
        #expect(otherFrame.contains("Choose a book") && !otherFrame.contains("Box 1"), "\(otherFrame)")
        #expect(otherFrame.contains("holds a stack for tab 1 (index 0), which is now a NavigationSplitView: it is not shown, and not kept"), "\(otherFrame)")
    }
}
