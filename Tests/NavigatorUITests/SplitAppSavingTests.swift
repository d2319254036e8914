// An App whose root is a NavigationSplitView saves and restores its whole place, as `navigator --split`
// does: the sidebar and content selections, the column visibility, the column with the keys and the
// detail's tree, in XDG_STATE_HOME/APP/state.json (the split view's state file format); each test with
// its own XDG_STATE_HOME.
import Foundation
import Glibc
import NavigatorUI
import Testing

enum Aisle: String, Hashable, Codable, CaseIterable, Identifiable {
    case fiction, poetry
    var id: Self { self }
    var volumes: [Volume] {
        switch self {
        case .fiction: [Volume(title: "Emma"), Volume(title: "Dune")]
        case .poetry: [Volume(title: "Odes")]
        }
    }
}
struct Volume: Hashable, Codable { let title: String }
struct Part: Hashable, Codable { let number: Int }

/// Three columns: shelves, a aisle's volumes, and the volume's chapters in a stack whose destinations the
/// detail registers only once a volume is selected.
struct Reading: View {
    @State private var aisle: Aisle?
    @State private var volume: Volume?
    @State private var columns = NavigationSplitViewVisibility.automatic
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            List(Aisle.allCases, selection: $aisle) { aisle in
                Text(aisle.rawValue.capitalized)
            }
            .navigationTitle("Shelves")
        } content: {
            if let aisle {
                List(aisle.volumes, id: \.self, selection: $volume) { volume in
                    Text(volume.title)
                }
                .navigationTitle(aisle.rawValue.capitalized)
            }
        } detail: {
            if let volume {
                NavigationStack(path: $path) {
                    NavigationLink("Part 1", value: Part(number: 1))
                        .navigationTitle(volume.title)
                        .navigationDestination(for: Part.self) { part in PartView(part: part) }
                }
            } else {
                Text("Choose a volume")
            }
        }
    }
}

struct Bookmark: Hashable, Codable, Identifiable {
    let page: Int
    var id: Int { page }
}

/// A part: its next part, and a sheet of a bookmark whose stack registers `String`.
struct PartView: View {
    let part: Part
    @State private var bookmark: Bookmark?

    var body: some View {
        Text("Reading chapter \(part.number)")
        NavigationLink("Next", value: Part(number: part.number + 1))
            .navigationTitle("Part \(part.number)")
        Button("Bookmark") { bookmark = Bookmark(page: 12) }
            .sheet(item: $bookmark) { bookmark in
                NavigationStack {
                    NavigationLink("Annotate", value: "margin")
                        .navigationTitle("Page \(bookmark.page)")
                        .navigationDestination(for: String.self) { note in Text("Note in the \(note)").navigationTitle("Note") }
                }
            }
    }
}

struct ReadingApp: App {
    var body: some Scene {
        WindowGroup { Reading() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct SplitAppSavingTests: @MainActor AppRunning {
    typealias Runs = ReadingApp
    static let size = "130x8"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    /// The saved state as `--print state` prints it.
    @Test("The selections, the column with the keys, the visibility and the detail's stack come back at the next launch")
    func wholePlaceRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "down enter down enter enter")
        #expect(first.lines[0].hasSuffix("│ Odes › Part 1"))
        #expect(first.lines[1].hasPrefix("  Fiction") && first.lines[1].contains("│• Odes"))
        let next = run()
        #expect(next.status == 0)
        #expect(next.lines == first.lines)
        // The detail had the keys: Enter pushes the next part there, and that is saved too.
        #expect(run("--keys", "enter").lines[0].hasSuffix("│ Odes › Part 1 › Part 2"))
        #expect(run().lines[0].hasSuffix("│ Odes › Part 1 › Part 2"))
        let saved = printedState()
        #expect(saved.contains("TerminalUI.SplitSection") && saved.contains("NavigatorUITests.Aisle")
            && saved.contains("NavigatorUITests.Volume") && saved.contains("NavigatorUITests.Part"))
        // Back twice pops the detail to its root; the sidebar hidden (\) stays hidden.
        let hidden = run("--keys", "left left \\")
        #expect(!hidden.lines[0].contains("Shelves") && hidden.lines[0].hasSuffix(" Odes"))
        #expect(hidden.lines.contains { $0.contains("▸ Part 1") })
        #expect(run().lines == hidden.lines)
        #expect(printedState().contains(#"\"columns\":\"detailOnly\""#))
    }

    @Test("A sheet on a detail's pushed screen, and its stack's values, come back with the selections")
    func detailPresentationRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "down enter down enter enter down enter enter", size: "130x12")
        #expect(first.lines.contains { $0.contains("Page 12 › Note") } && first.lines.contains { $0.contains("Note in the margin") })
        // The same frame, but for the link selected on the screen under the sheet, which isn't saved.
        let next = run(size: "130x12")
        #expect(next.lines.map { $0.replacingOccurrences(of: "▸", with: " ") } == first.lines.map { $0.replacingOccurrences(of: "▸", with: " ") })
        // Esc dismisses the sheet and clears its item; the part is under it.
        let dismissed = run("--keys", "esc", size: "130x12")
        #expect(dismissed.lines[0].hasSuffix("│ Odes › Part 1") && !dismissed.lines.contains { $0.contains("Sheet") })
        #expect(run(size: "130x12").lines == dismissed.lines)
    }

    @Test("A damaged state.json is set aside with a notice, the split view starts with nothing selected, and saving goes on")
    func damagedFileSetAside() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "not json".write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x8")
        #expect(launch.status == 0)
        #expect(launch.lines.contains { $0.contains("Choose a volume") })
        #expect(launch.lines.joined().contains("state.json' is not JSON") && launch.lines.joined().contains("kept as state.json.bad-"))
        #expect(try files().contains { $0.hasPrefix("state.json.bad-") })
        _ = run("--keys", "down")
        #expect(run().lines[0].contains("│ Poetry"))
    }

    @Test("A split view section of another version is set aside and said, never read as this one")
    func otherVersionSetAside() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "down enter down enter")
        let saved = printedState()
        try FileManager.default.removeItem(atPath: file + ".journal")
        try saved.replacingOccurrences(of: #"{\"version\":1}"#, with: #"{\"version\":2}"#).write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x8")
        #expect(launch.lines.joined().contains("another version than 1") && launch.lines.joined().contains("kept as state.json.bad-"))
        #expect(launch.lines.contains { $0.contains("Choose a volume") })
        #expect(try files().contains { $0.hasPrefix("state.json.bad-") })
    }

    @Test("A detail's value of a type no view reads is not dropped: shown up to it, the file kept as it is, a notice naming the type")
    func unknownTypeKept() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "down enter down enter enter")
        let saved = printedState()
        try FileManager.default.removeItem(atPath: file + ".journal")
        let renamed = saved.replacingOccurrences(of: "NavigatorUITests.Part", with: "NavigatorUITests.Removed")
        try renamed.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x8")
        #expect(launch.status == 0)
        #expect(launch.lines[0].hasSuffix("│ Odes"), "the selections, the detail up to the value: \(launch.lines)")
        #expect(launch.lines.joined().contains("holds a value of type NavigatorUITests.Removed in the split view's detail"), "\(launch.lines)")
        // Saving is off for that run: even a new selection changes nothing on the disk.
        _ = run("--keys", "up tab enter")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == renamed)
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") } && !files().contains("state.json.journal"))
    }

    @Test("A selection of a type no row has is refused: its shelf selected, nothing of the detail, the file kept until the selection changes")
    func unknownSelectionTypeRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "down enter down enter enter")
        let saved = printedState()
        try FileManager.default.removeItem(atPath: file + ".journal")
        let renamed = saved.replacingOccurrences(of: "NavigatorUITests.Volume", with: "NavigatorUITests.Removed")
        try renamed.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x8")
        let frame = launch.lines.joined(separator: "\n")
        #expect(launch.status == 0)
        #expect(launch.lines[0].contains("│ Poetry") && frame.contains("Choose a volume") && !frame.contains("Part 1"), "\(frame)")
        #expect(frame.contains("which selects a value of type NavigatorUITests.Removed in its content column, a type none of that list's rows has"),
                "\(frame)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == renamed)
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") } && !files().contains("state.json.journal"))
        // The keys in the content column: Enter selects Odes, which is saved, and shown at the next launch.
        #expect(run("--keys", "enter").lines[0].hasSuffix("│ Odes"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) != renamed || files().contains("state.json.journal"))
        #expect(run().lines[0].hasSuffix("│ Odes"))
        #expect(!printedState().contains("NavigatorUITests.Removed"))
    }

    @Test("A stack's state (the root was a stack when it was saved) is kept as it is, saving off, and said")
    func stackStateKept() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = TrailsApp.run(arguments: ["--headless", "--keys", "enter"], environment: environment)
        try FileManager.default.moveItem(atPath: state + "/TrailsApp", toPath: folder)
        let before = try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        let launch = run(size: "240x8")
        #expect(launch.status == 0)
        #expect(launch.lines.joined().contains("holds a NavigationStack's state"))
        #expect(launch.lines.contains { $0.contains("Choose a volume") })
        _ = run("--keys", "down enter")
        #expect(try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } == before)
    }

    @Test("While another instance holds state.json's lock, a headless run exits 75 and writes nothing")
    func secondInstance() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "down enter down enter enter")
        let before = try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        let fd = open(folder + "/state.json.lock", O_RDWR | O_CREAT, 0o600)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        let launch = run("--keys", "left")
        #expect(launch.status == 75)
        #expect(launch.lines[0].hasPrefix("error: another \(Runs.self) "), "\(launch.lines)")
        #expect(try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } == before)
    }

    @Test("A link replaces the saved split view, whose outcome is then saved whole")
    func linkReplaces() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "down enter down enter enter")
        let linked = run("reading://fiction")
        #expect(linked.lines.contains { $0.contains("Choose a volume") })
        #expect(!printedState().contains("NavigatorUITests.Part"))
    }

    @Test("A stack's app finding a split view's state keeps it as it is, saving off, and says so")
    func splitStateKeptByAStack() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "down enter down enter enter")
        try FileManager.default.moveItem(atPath: folder, toPath: state + "/TrailsApp")
        let trails = state + "/TrailsApp"
        let contents = { try FileManager.default.contentsOfDirectory(atPath: trails).sorted().map { try String(contentsOfFile: trails + "/" + $0, encoding: .utf8) } }
        let before = try contents()
        let launch = TrailsApp.run(arguments: ["--headless", "--size", "240x10"], environment: environment)
        #expect(launch.status == 0)
        #expect(launch.output.hasPrefix(" Trails\n"))
        #expect(launch.output.contains("holds a NavigationSplitView's state"))
        _ = TrailsApp.run(arguments: ["--headless", "--keys", "enter"], environment: environment)
        #expect(try contents() == before)
    }

    @Test("A selection that isn't Codable can't be saved, and the app's log says so to the developer, not the user's frame")
    func uncodableSelectionSaid() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let log = state + "/app.log"
        let launch = PlainSplitApp.run(arguments: ["--headless", "--size", "240x8", "--keys", "down", "--log-file", log], environment: environment)
        #expect(launch.status == 0)
        #expect(!launch.output.contains("not Codable"), "\(launch.output)")
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains(" warning NavigatorUI: The split view is not saved while a NavigatorUITests.PlainItem is selected: it is not Codable"), "\(logged)")
    }
}

enum PlainItem: CaseIterable, Hashable { case one, two }

struct PlainSplitApp: App {
    struct Root: View {
        @State private var item: PlainItem?
        var body: some View {
            NavigationSplitView {
                List(PlainItem.allCases, id: \.self, selection: $item) { item in Text("\(item)") }
            } detail: {
                Text(item.map { "\($0)" } ?? "none")
            }
        }
    }
    var body: some Scene {
        WindowGroup { Root() }
    }
}
