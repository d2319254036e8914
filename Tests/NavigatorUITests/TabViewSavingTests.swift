// An App whose root is a TabView saves and restores its navigation in XDG_STATE_HOME/APP/state.json:
// the tab shown and, per tab shown so far, its stack (path and presentations); each test with its own
// XDG_STATE_HOME.
import Foundation
import Glibc
import NavigatorUI
import Testing

struct Letter: Hashable, Codable { let number: Int }
struct Box: Hashable, Codable { let number: Int }
struct Folder: Hashable, Codable { let number: Int }
struct Receipt: Hashable, Codable, Identifiable {
    let number: Int
    var id: Int { number }
}

/// The first tab: letters, each with a sheet of its receipt.
struct LettersTab: View {
    @State private var receipt: Receipt?
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Letter 1", value: Letter(number: 1))
                NavigationLink("Letter 2", value: Letter(number: 2))
                Button("Receipt") { receipt = Receipt(number: 9) }
            }
            .navigationTitle("Letters")
            .navigationDestination(for: Letter.self) { letter in Text("Dear \(letter.number)").navigationTitle("Letter \(letter.number)") }
            .sheet(item: $receipt) { receipt in Text("Receipt \(receipt.number)").navigationTitle("Receipt") }
        }
    }
}

/// The second tab: boxes, a box's folders (a type only the box's view registers).
struct BoxesTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Box 1", value: Box(number: 1))
                NavigationLink("Box 2", value: Box(number: 2))
            }
            .navigationTitle("Boxes")
            .navigationDestination(for: Box.self) { box in BoxView(box: box) }
        }
    }
}

/// A value that isn't `Codable`: a stack holding it is saved up to it.
struct Scribble: Hashable { let text: String }

struct BoxView: View {
    let box: Box
    var body: some View {
        NavigationLink("Folder \(box.number * 10)", value: Folder(number: box.number * 10))
            .navigationTitle("Box \(box.number)")
            .navigationDestination(for: Folder.self) { folder in Text("In folder \(folder.number)").navigationTitle("Folder \(folder.number)") }
        NavigationLink("Scribble", value: Scribble(text: "hm"))
            .navigationDestination(for: Scribble.self) { scribble in Text("It says \(scribble.text)").navigationTitle("Scribble") }
    }
}

/// A TabView without a selection binding or tags: its tabs are saved by their index.
struct PostApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                LettersTab().tabItem { Label("Letters", systemImage: "envelope") }
                BoxesTab().tabItem { Label("Boxes", systemImage: "archivebox") }
                Text("Nothing to set").navigationTitle("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}

@Suite(.timeLimit(.minutes(2))) struct TabViewSavingTests: @MainActor AppRunning {
    typealias Runs = PostApp
    static let size = "60x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    func contents() throws -> [String] { try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } }

    @Test("The tab shown and each tab's stack are saved: the next launch shows the second tab with its two values, and [ the first tab's stack")
    func tabsSavedAndRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "down enter ] enter enter")
        #expect(first.lines[1] == " Boxes › Box 1 › Folder 10", "\(first.lines)")
        let next = run()
        #expect(next.status == 0)
        #expect(next.lines[0].contains("Boxes"))
        #expect(next.lines[1] == " Boxes › Box 1 › Folder 10", "\(next.lines)")
        #expect(next.lines.contains("  In folder 10"))
        // The other tab's stack comes back when it is shown.
        let letters = run("--keys", "[")
        #expect(letters.lines[1] == " Letters › Letter 2", "\(letters.lines)")
        #expect(letters.lines.contains("  Dear 2"))
        // That launch showed the first tab: so does the next, and the second tab's stack is still saved.
        #expect(run().lines[1] == " Letters › Letter 2")
        #expect(run("--keys", "]").lines[1] == " Boxes › Box 1 › Folder 10")
        // The values were read back as the views' types: back shows the box's own screen, and is saved.
        #expect(run("--keys", "left").lines[1] == " Boxes › Box 1")
        #expect(run().lines[1] == " Boxes › Box 1")
        // The third tab, which has no stack of its own, is a tab shown like the others.
        #expect(run("--keys", "]").lines[1] == " Settings")
        #expect(run().lines[1] == " Settings")
    }

    @Test("A sheet in a tab is saved with its tab's stack and taken over by the tab's sheet again")
    func presentationSaved() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "down down enter")
        #expect(first.lines.contains { $0.contains("Receipt 9") }, "\(first.lines)")
        _ = run("--keys", "]")
        let back = run("--keys", "[")
        #expect(back.lines.contains { $0.contains("Receipt 9") }, "\(back.lines)")
        // Dismissed, the sheet's item is cleared, and that is saved.
        #expect(!run("--keys", "esc").lines.contains { $0.contains("Receipt 9") })
        #expect(run().lines[1] == " Letters")
    }

    @Test("A tab's value that isn't Codable: its stack is saved up to it, the developer told in the app's log, and saving goes on")
    func uncodableCut() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let log = state + "/app.log"
        let first = run("--keys", "] enter down enter", "--log-file", log)
        #expect(first.lines[1] == " Boxes › Box 1 › Scribble", "\(first.lines)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains("Only the first 1 of 2 levels of the stack of tab 2 (index 1) are saved"))
        #expect(run().lines[1] == " Boxes › Box 1")
        // Cut, then whole again: what follows is saved as before.
        _ = run("--keys", "down enter left up enter")
        #expect(run().lines[1] == " Boxes › Box 1 › Folder 10")
    }

    @Test("--print state prints the tabs' state as state.json saves it; the shown tab is saved by its index without tags")
    func printState() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let printed = run("--keys", "enter ] enter", "--print", "state").lines.joined(separator: "\n")
        #expect(printed.contains("NavigatorUI.TabsRecord"), "\(printed)")
        #expect(printed.contains(#"\"shown\":{\"index\":1}"#), "\(printed)")
        #expect(printed.contains("NavigatorUITests.Letter") && printed.contains("NavigatorUITests.Box"))
        #expect(try contents().contains { $0.contains("NavigatorUITests.Box") })
    }

    @Test("--fresh starts at the first tab with empty stacks, which replaces the saved state; a first launch writes nothing")
    func fresh() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(run().lines[1] == " Letters")
        #expect(try !FileManager.default.fileExists(atPath: folder) || files().filter { $0.hasPrefix("state.json") && $0 != "state.json.lock" }.isEmpty)
        _ = run("--keys", "enter ] enter")
        #expect(run("--fresh").lines[1] == " Letters")
        #expect(run().lines[1] == " Letters")
        #expect(run("--keys", "]").lines[1] == " Boxes")
    }

    @Test("A damaged tab state is set aside with a notice, the app starts at the first tab, and saving goes on")
    func damagedSetAside() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter ] enter")
        let saved = printedState()
        let damaged = saved.replacingOccurrences(of: #"\"shown\":"#, with: #"\"shewn\":"#)
        #expect(damaged != saved)
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try damaged.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x10")
        #expect(launch.status == 0)
        #expect(launch.lines[1] == " Letters", "\(launch.lines)")
        #expect(launch.lines.joined().contains("holds a TabView state this app can't read"), "\(launch.lines)")
        #expect(launch.lines.joined().contains("kept as state.json.bad-"))
        #expect(try files().contains { $0.hasPrefix("state.json.bad-") })
        #expect(try files().filter { $0.hasPrefix("state.json.bad-") }.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } == [damaged])
        _ = run("--keys", "] enter")
        #expect(run().lines[1] == " Boxes › Box 1")
        // A section of another version is set aside too, never read as this one.
        let later = printedState().replacingOccurrences(of: #""NavigatorUI.TabViewSection","{\"version\":1}""#, with: #""NavigatorUI.TabViewSection","{\"version\":2}""#)
        #expect(later.contains("NavigatorUI.TabViewSection") && later.contains(#"{\"version\":2}"#), "\(later)")
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try later.write(toFile: file, atomically: false, encoding: .utf8)
        let newer = run(size: "240x10")
        #expect(newer.lines[1] == " Letters", "\(newer.lines)")
        #expect(newer.lines.joined().contains("holds a TabView state of version 2, which this app can't read (expected version 1)"), "\(newer.lines)")
        // Not JSON at all: set aside by the store, as a stack's is.
        try "not json".write(toFile: file, atomically: false, encoding: .utf8)
        let broken = run(size: "240x10")
        #expect(broken.lines[1] == " Letters")
        #expect(broken.lines.joined().contains("state.json' is not JSON"))
    }

    @Test("A saved tab that no longer exists: the first tab is shown with a notice, and the file keeps nothing of it")
    func tabGone() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter ] enter")
        let saved = printedState()
        let gone = saved.replacingOccurrences(of: #"\"index\":1"#, with: #"\"index\":7"#)
        #expect(gone != saved)
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try gone.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x10")
        #expect(launch.status == 0)
        #expect(launch.lines[1] == " Letters › Letter 1", "\(launch.lines)")
        #expect(launch.lines.joined().contains("tab 8 (index 7), which the TabView no longer has"), "\(launch.lines)")
        let now = printedState()
        #expect(!now.contains(#"\"index\":7"#) && !now.contains("NavigatorUITests.Box"), "\(now)")
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") })
        #expect(run("--keys", "]").lines[1] == " Boxes")
    }

    @Test("A value of a type no view of its tab registers: the tab is shown up to it, the file kept as it is, saving off, a notice naming the type")
    func unknownTypeKept() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "] enter enter [ enter")
        let saved = printedState()
        #expect(saved.contains("NavigatorUITests.Folder"))
        let renamed = saved.replacingOccurrences(of: "NavigatorUITests.Folder", with: "NavigatorUITests.Removed")
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try renamed.write(toFile: file, atomically: false, encoding: .utf8)
        // The tab shown reads all of its stack: saving goes on, and the other tab's state is kept as it was.
        let launch = run("--keys", "left")
        #expect(launch.lines[1] == " Letters", "\(launch.lines)")
        #expect(try contents().contains { $0.contains("NavigatorUITests.Removed") })
        // Shown, the tab with the unknown value is shown up to it, and saving stops with a notice.
        let before = try contents()
        let shown = run("--keys", "]", size: "240x10")
        #expect(shown.lines.joined().contains("holds a value of type NavigatorUITests.Removed in a tab's stack"), "\(shown.lines)")
        #expect(shown.lines[1] == " Boxes › Box 1", "\(shown.lines)")
        #expect(try contents() == before)
        _ = run("--keys", "] left [ enter")
        #expect(try contents() == before)
        #expect(run("--keys", "]").lines[1] == " Boxes › Box 1")
        // The tab shown at launch (its stack read before the first frame) keeps it too.
        try FileManager.default.removeItem(atPath: folder)
        _ = run("--keys", "] enter enter")
        let shownFirst = printedState().replacingOccurrences(of: "NavigatorUITests.Folder", with: "NavigatorUITests.Removed")
        #expect(shownFirst.contains("NavigatorUITests.Removed"))
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try shownFirst.write(toFile: file, atomically: false, encoding: .utf8)
        let launch2 = run(size: "240x10")
        #expect(launch2.lines[1] == " Boxes › Box 1", "\(launch2.lines)")
        #expect(launch2.lines.joined().contains("holds a value of type NavigatorUITests.Removed in a tab's stack"), "\(launch2.lines)")
        let kept = try contents()
        _ = run("--keys", "left [ left")
        #expect(try contents() == kept)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == shownFirst)
    }

    @Test("A deep link given at launch replaces the saved state, as a stack's")
    func linkReplaces() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter ] enter")
        // No view handles the URL: the app starts at its first tab, and saves that over the old state.
        #expect(run("post://anywhere").lines[1] == " Letters")
        #expect(run().lines[1] == " Letters")
        #expect(run("--keys", "]").lines[1] == " Boxes")
    }

    @Test("A stack's state given to a TabView app is kept as it is, saving off, and said; and the reverse")
    func otherKindsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = TrailsApp.run(arguments: ["--headless", "--keys", "enter"], environment: environment)
        try FileManager.default.moveItem(atPath: state + "/TrailsApp", toPath: folder)
        let before = try contents()
        let launch = run(size: "240x10")
        #expect(launch.status == 0)
        #expect(launch.lines[1] == " Letters")
        #expect(launch.lines.joined().contains("holds a NavigationStack's state, and the app's root is a TabView"), "\(launch.lines)")
        _ = run("--keys", "enter ] enter")
        #expect(try contents() == before)
        // The reverse: a stack's app keeps a TabView's state as it is.
        try FileManager.default.removeItem(atPath: folder)
        _ = run("--keys", "enter ] enter")
        try FileManager.default.moveItem(atPath: folder, toPath: state + "/TrailsApp")
        let trails = state + "/TrailsApp"
        let trailsContents = { try FileManager.default.contentsOfDirectory(atPath: trails).sorted().map { try String(contentsOfFile: trails + "/" + $0, encoding: .utf8) } }
        let kept = try trailsContents()
        let stack = TrailsApp.run(arguments: ["--headless", "--size", "240x10"], environment: environment)
        #expect(stack.output.hasPrefix(" Trails\n"))
        #expect(stack.output.contains("holds a TabView's state, and the app's root is a NavigationStack"), "\(stack.output)")
        _ = TrailsApp.run(arguments: ["--headless", "--keys", "enter"], environment: environment)
        #expect(try trailsContents() == kept)
    }

    @Test("A split view's app keeps a TabView's state as it is, and a TabView app a split view's")
    func splitRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter ] enter")
        let reading = state + "/" + String(describing: ReadingApp.self)
        try FileManager.default.moveItem(atPath: folder, toPath: reading)
        let split = ReadingApp.run(arguments: ["--headless", "--size", "240x8"], environment: environment)
        #expect(split.output.contains("holds a TabView's state, and the app's root is a NavigationSplitView"), "\(split.output)")
        try FileManager.default.removeItem(atPath: reading)
        _ = ReadingApp.run(arguments: ["--headless", "--keys", "down enter"], environment: environment)
        try FileManager.default.moveItem(atPath: reading, toPath: folder)
        let tabs = run(size: "240x10")
        #expect(tabs.lines[1] == " Letters")
        #expect(tabs.lines.joined().contains("holds a NavigationSplitView's state, and the app's root is a TabView"), "\(tabs.lines)")
    }
}

// MARK: A selection binding with an enum tag

enum Desk: String, Hashable, Codable { case letters, boxes, settings }

/// The boxes' stack bound to a path the root keeps, as apps that deep link into a tab do.
struct BoundBoxesTab: View {
    @Binding var path: NavigationPath
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Box 1", value: Box(number: 1))
            }
            .navigationTitle("Boxes")
            .navigationDestination(for: Box.self) { box in BoxView(box: box) }
        }
    }
}

struct DeskApp: App {
    struct Root: View {
        @State private var desk = Desk.letters
        @State private var boxes = NavigationPath()
        var body: some View {
            TabView(selection: $desk) {
                LettersTab().tabItem { Label("Letters", systemImage: "envelope") }.tag(Desk.letters)
                BoundBoxesTab(path: $boxes).tabItem { Label("Boxes", systemImage: "archivebox") }.tag(Desk.boxes)
                Text("The desk shows \(desk.rawValue), \(boxes.count) boxes deep").navigationTitle("Settings")
                    .tabItem { Label("Settings", systemImage: "gear") }.tag(Desk.settings)
            }
        }
    }
    var body: some Scene {
        WindowGroup { Root() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct TabSelectionSavingTests: @MainActor AppRunning {
    typealias Runs = DeskApp
    static let size = "60x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("TabView(selection: $desk) with an enum tag: the tag is saved as its JSON, and the binding is restored to it")
    func enumTagRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "] enter ]")
        let next = run()
        #expect(next.lines[1] == " Settings", "\(next.lines)")
        #expect(next.lines.contains("  The desk shows settings, 0 boxes deep"), "\(next.lines)")
        let printed = run("--print", "state").lines.joined()
        #expect(printed.contains(#"\"shown\":{\"index\":2,\"tag\":[\"NavigatorUITests.Desk\",\"\\\"settings\\\"\"]}"#), "\(printed)")
        // The binding follows the keys from the restored tab.
        #expect(run("--keys", "[").lines[1] == " Boxes › Box 1")
        // The restored stack is its path binding's: the binding holds its two values.
        _ = run("--keys", "enter")
        #expect(run().lines[1] == " Boxes › Box 1 › Folder 10")
        #expect(run("--keys", "]").lines.contains("  The desk shows settings, 2 boxes deep"))
    }

    @Test("A saved tag found at another index is the tab it names; a tag no tab has shows the first tab")
    func tagWins() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "] enter")
        let saved = run("--print", "state").lines.joined(separator: "\n")
        // The index says the third tab, the tag the second: the tag wins.
        let moved = saved.replacingOccurrences(of: #"\"index\":1"#, with: #"\"index\":2"#)
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try moved.write(toFile: file, atomically: false, encoding: .utf8)
        #expect(run().lines[1] == " Boxes › Box 1")
        let unknown = saved.replacingOccurrences(of: #"\\\"boxes\\\""#, with: #"\\\"drawers\\\""#)
        #expect(unknown != saved)
        try? FileManager.default.removeItem(atPath: file + ".journal")
        try unknown.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x10")
        #expect(launch.lines[1] == " Letters", "\(launch.lines)")
        #expect(launch.lines.joined().contains("which the TabView no longer has"), "\(launch.lines)")
    }
}
