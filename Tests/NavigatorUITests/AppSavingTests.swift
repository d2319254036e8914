// An App saves its navigation tree (the root stack's path and its presentations) in
// XDG_STATE_HOME/APP/state.json and shows it again at the next launch, as navigator does; each test
// with its own XDG_STATE_HOME.
import Foundation
import Glibc
import NavigatorUI
import Testing

struct Trail: Hashable, Codable { let name: String }
struct Spot: Hashable, Codable { let mile: Int }
enum Info: String, Hashable, Codable, Identifiable {
    case about
    var id: Self { self }
}

/// A stack with two Codable routes, a sheet of a Codable item, and a deep link handler.
struct Trails: View {
    @State private var path = NavigationPath()
    @State private var info: Info?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Alpine", value: Trail(name: "Alpine"))
                NavigationLink("Coast", value: Trail(name: "Coast"))
                Button("About") { info = .about }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                NavigationLink("Mile 3", value: Spot(mile: 3))
                    .navigationTitle(trail.name)
            }
            .navigationDestination(for: Spot.self) { spot in
                Text("At mile \(spot.mile)").navigationTitle("Mile \(spot.mile)")
            }
            .sheet(item: $info) { info in
                Text("The \(info.rawValue) sheet").navigationTitle("About")
            }
        }
        .onOpenURL { url in path = NavigationPath([Trail(name: url.host ?? "?")]) }
    }
}

struct TrailsApp: App {
    var body: some Scene {
        WindowGroup { Trails() }
    }
}

/// A suite whose tests run `Runs`, an `App`, headless with a state folder of their own.
protocol AppRunning {
    associatedtype Runs: App
    /// The `XDG_STATE_HOME` of the runs: a folder of the test's.
    var state: String { get }
    /// The terminal size of a run, unless it says another.
    static var size: String { get }
}

extension AppRunning {
    /// The app's state folder, named after its type as `App` names it.
    var folder: String { state + "/" + String(describing: Runs.self) }
    var file: String { folder + "/state.json" }
    var environment: [String: String] { ["XDG_STATE_HOME": state, "HOME": "/nonexistent"] }

    /// A headless run with `arguments`: its status and the lines it printed.
    func run(_ arguments: String..., size: String = Self.size) -> (status: Int32, lines: [String]) {
        let run = Runs.run(arguments: ["--headless", "--size", size] + arguments, environment: environment)
        return (run.status, run.output.components(separatedBy: "\n"))
    }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    /// The saved navigation state, as `--print state` prints it.
    func printedState() -> String { run("--print", "state").lines.joined(separator: "\n") }

    /// Every file of the app's state folder, byte for byte.
    func savedFiles() throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try files() { contents[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
        return contents
    }
}

@Suite(.timeLimit(.minutes(2))) struct AppSavingTests: @MainActor AppRunning {
    typealias Runs = TrailsApp
    static let size = "60x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    /// Whether the state is on disk: the snapshot (`state.json`) or the journal of the changes since
    /// (`state.json.journal`; the first change of a state that started empty is a journal line).
    func isSaved() throws -> Bool { try files().contains { $0 == "state.json" || $0 == "state.json.journal" } }

    @Test("The path is saved in XDG_STATE_HOME/APP/state.json as it changes and shown again at the next launch")
    func pathSavedAndRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(run("--keys", "enter enter").lines[0] == " Trails › Alpine › Mile 3")
        #expect(try isSaved())
        let next = run()
        #expect(next.status == 0)
        #expect(next.lines[0] == " Trails › Alpine › Mile 3")
        #expect(next.lines.contains("  At mile 3"))
        // The values were read back as the views' types: going back shows the Trail's own screen.
        #expect(run("--keys", "left").lines[0] == " Trails › Alpine")
        #expect(run().lines[0] == " Trails › Alpine")
        // HOME is used when XDG_STATE_HOME is not set.
        let home = try StorageTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        _ = TrailsApp.run(arguments: ["--headless", "--keys", "enter"], environment: ["HOME": home])
        #expect(FileManager.default.fileExists(atPath: home + "/.local/state/TrailsApp/state.json.journal"))
    }

    @Test("--fresh starts at the root, which replaces the saved tree; --state-file saves elsewhere")
    func freshAndStateFile() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(run("--keys", "enter enter").lines[0] == " Trails › Alpine › Mile 3")
        // Fresh: the root, whatever was saved, which it replaces (as navigator's --fresh does).
        #expect(run("--fresh").lines[0] == " Trails")
        #expect(run().lines[0] == " Trails")
        #expect(run("--keys", "enter").lines[0] == " Trails › Alpine")
        #expect(run("--fresh", "--keys", "down enter").lines[0] == " Trails › Coast")
        #expect(run().lines[0] == " Trails › Coast")
        // A state file of its own: the default one is neither read nor changed.
        let other = state + "/elsewhere/trails.json"
        #expect(run("--state-file", other).lines[0] == " Trails")
        #expect(run("--state-file", other, "--keys", "enter").lines[0] == " Trails › Alpine")
        #expect(run("--state-file", other).lines[0] == " Trails › Alpine")
        #expect(run().lines[0] == " Trails › Coast")
        #expect(FileManager.default.fileExists(atPath: other + ".journal") || FileManager.default.fileExists(atPath: other))
        let folder = TrailsApp.run(arguments: ["--headless", "--state-file", state + "/"], environment: environment)
        #expect(folder.status == 64 && folder.output.hasPrefix("Error: --state-file '\(state)/' names no file"), "\(folder.output)")
    }

    @Test("--print svg prints the frame --print screen prints, as an SVG picture titled with the app's name")
    func printSVG() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let screen = TrailsApp.run(arguments: ["--headless", "--size", "40x6", "--keys", "enter"], environment: environment)
        let picture = TrailsApp.run(arguments: ["--headless", "--size", "40x6", "--keys", "enter", "--print", "svg"], environment: environment)
        #expect(picture.status == 0 && picture.output.hasPrefix("<?xml") && picture.output.hasSuffix("</svg>"))
        #expect(picture.output.contains("<title>TrailsApp</title>"))
        // Every word of the frame is in the picture (each row is a text of its own there).
        for word in screen.output.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.allSatisfy({ $0.isLetter }) {
            #expect(picture.output.contains(word), "\(word)")
        }
    }

    @Test("--print path prints the root path as NavigationPath's codable JSON")
    func printPath() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let printed = TrailsApp.run(arguments: ["--headless", "--keys", "enter enter", "--print", "path"], environment: environment)
        #expect(printed.status == 0)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(printed.output.utf8))
        let path = NavigationPath(decoded)
        #expect(path.count == 2)
    }

    @Test("--print state prints the tree as state.json saves it: the values' type names and JSON")
    func printState() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let printed = TrailsApp.run(arguments: ["--headless", "--keys", "enter enter", "--print", "state"], environment: environment)
        #expect(printed.status == 0)
        #expect(printed.output.contains("NavigatorUITests.Trail") && printed.output.contains("NavigatorUITests.Spot"))
        #expect(printed.output.contains(#"{\"name\":\"Alpine\"}"#))
        #expect(printed.output.hasPrefix("{") && printed.output.hasSuffix("}"))
        let url = TrailsApp.run(arguments: ["--headless", "--print", "url"], environment: environment)
        // An app whose URLs name no place (no LinkedApp) has no URL to print: said before anything is read.
        #expect(url.status == 64 && url.output.hasPrefix("Error: --print url prints the URL of what is shown, and TrailsApp names none"), "\(url.output)")
        #expect(TrailsApp.run(arguments: ["--print", "state"], environment: environment).status == 64)
    }

    @Test("A presentation is saved and, at the next launch, taken over by the sheet of the screen under it")
    func presentationRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "down down enter")
        #expect(first.lines.contains { $0.contains("The about sheet") })
        let next = run()
        #expect(next.lines.contains { $0.contains("The about sheet") })
        // Dismissed, the sheet's binding is cleared, and the next launch starts at the root.
        #expect(!run("--keys", "esc").lines.contains { $0.contains("The about sheet") })
        #expect(run().lines[0] == " Trails")
    }

    @Test("A deep link goes to .onOpenURL and replaces the saved tree, which is then saved as it")
    func deepLinkWins() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter enter")
        #expect(run("trails://Coast").lines[0] == " Trails › Coast")
        #expect(run().lines[0] == " Trails › Coast")
    }

    @Test("A damaged state.json is set aside with a notice, and the app starts at the root")
    func damagedFileSetAside() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "not json".write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run("--size", "240x10")
        #expect(launch.status == 0)
        #expect(launch.lines[0] == " Trails")
        #expect(launch.lines.joined().contains("state.json' is not JSON") && launch.lines.joined().contains("kept as state.json.bad-"))
        #expect(try files().contains { $0.hasPrefix("state.json.bad-") })
        // Saving goes on in a new file.
        _ = run("--keys", "enter")
        #expect(run().lines[0] == " Trails › Alpine")
    }

    @Test("A value of a type the views don't register is not dropped: the file keeps it, and a notice says which type")
    func unknownTypeKept() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let saved = run("--keys", "enter enter", "--print", "state").lines.joined(separator: "\n")
        #expect(saved.contains("NavigatorUITests.Spot"))
        // A later version of the app no longer has Spot: here, another name in its place.
        let renamed = saved.replacingOccurrences(of: "NavigatorUITests.Spot", with: "NavigatorUITests.Removed")
        try FileManager.default.removeItem(atPath: file + ".journal")
        try renamed.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run("--size", "240x10")
        #expect(launch.status == 0)
        // What comes before it is shown; the notice names the type.
        #expect(launch.lines[0] == " Trails › Alpine")
        #expect(launch.lines.joined().contains("NavigatorUITests.Removed"))
        #expect(run("--keys", "left").lines[0] == " Trails")
        // Moving around saved nothing over it, and nothing was set aside.
        #expect(try String(contentsOfFile: file, encoding: .utf8) == renamed)
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") } && !files().contains("state.json.journal"))
        #expect(run().lines[0] == " Trails › Alpine")
    }

    @Test("While another instance holds state.json's lock, a headless run exits 75 and writes nothing")
    func secondInstance() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = open(folder + "/state.json.lock", O_RDWR | O_CREAT, 0o600)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        let launch = run("--keys", "enter")
        #expect(launch.status == 75)
        // The message names the app, as the folder does.
        #expect(launch.lines[0].hasPrefix("error: another \(Runs.self) ") && launch.lines[0].contains("state.json"), "\(launch.lines)")
        #expect(try files() == ["state.json.lock"])
    }

    @Test("A launch refused for its arguments makes no state folder")
    func failedLaunchWritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(run("--keys", "sideways").status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).isEmpty)
    }
}

struct Region: Hashable, Codable { let name: String }
struct Peak: Hashable, Codable { let height: Int }
struct FieldNote: Hashable, Codable, Identifiable {
    let text: String
    var id: String { text }
}
struct NotePage: Hashable, Codable { let number: Int }

/// A stack whose root registers only `Region`: a region's view registers `Peak`, a peak's view has a
/// sheet of a `FieldNote`, and the sheet's stack registers `NotePage`.
struct Regions: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Alps", value: Region(name: "Alps"))
                .navigationTitle("Regions")
                .navigationDestination(for: Region.self) { region in RegionView(region: region) }
        }
    }
}

struct RegionView: View {
    let region: Region
    var body: some View {
        NavigationLink("Mont Blanc", value: Peak(height: 4808))
            .navigationTitle(region.name)
            .navigationDestination(for: Peak.self) { peak in PeakView(peak: peak) }
    }
}

struct PeakView: View {
    let peak: Peak
    @State private var note: FieldNote?
    var body: some View {
        Text("note: \(note?.text ?? "none")")
        Button("Write a note") { note = FieldNote(text: "cold") }
            .navigationTitle("\(peak.height) m")
            .sheet(item: $note) { note in
                NavigationStack {
                    NavigationLink("Page 2", value: NotePage(number: 2))
                        .navigationTitle("Note: \(note.text)")
                        .navigationDestination(for: NotePage.self) { page in
                            Text("On page \(page.number)").navigationTitle("Page \(page.number)")
                        }
                }
            }
    }
}

struct RegionsApp: App {
    var body: some Scene {
        WindowGroup { Regions() }
    }
}

/// Values of types that only a pushed view or a sheet registers come back whole: each is read once the
/// level under it, shown as it will be, has registered its type.
@Suite(.timeLimit(.minutes(2))) struct PushedTypesSavingTests: @MainActor AppRunning {
    typealias Runs = RegionsApp
    static let size = "60x12"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("A tree whose types a pushed view and a sheet register is restored whole, and saved on from there")
    func restoredWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = run("--keys", "enter enter enter enter")
        #expect(first.lines.contains { $0.contains("Note: cold › Page 2") } && first.lines.contains { $0.contains("On page 2") })
        let next = run()
        #expect(next.status == 0)
        #expect(next.lines == first.lines)
        // Each level is the views' own: back shows the sheet's root, Esc dismisses it and clears its item.
        let back = run("--keys", "left")
        #expect(back.lines.contains { $0.contains("Note: cold") } && !back.lines.contains { $0.contains("On page 2") })
        #expect(run().lines == back.lines)
        let dismissed = run("--keys", "esc")
        #expect(dismissed.lines[0] == " Regions › Alps › 4808 m")
        #expect(dismissed.lines.contains("  note: none"))
        #expect(run().lines[0] == " Regions › Alps › 4808 m")
        #expect(run("--keys", "left").lines[0] == " Regions › Alps")
        #expect(run().lines[0] == " Regions › Alps")
    }

    @Test("A type no view registers: shown up to it with the notice naming it, the file kept as it is")
    func neverRegisteredKept() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let saved = run("--keys", "enter enter enter enter", "--print", "state").lines.joined(separator: "\n")
        try FileManager.default.removeItem(atPath: file + ".journal")
        let renamed = saved.replacingOccurrences(of: "NavigatorUITests.NotePage", with: "NavigatorUITests.Removed")
        try renamed.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x12")
        #expect(launch.status == 0)
        #expect(launch.lines.contains { $0.contains("Note: cold") } && !launch.lines.contains { $0.contains("On page 2") })
        #expect(launch.lines.joined().contains("NavigatorUITests.Removed"))
        _ = run("--keys", "esc left")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == renamed)
        #expect(try !files().contains { $0.hasPrefix("state.json.bad-") } && !files().contains("state.json.journal"))
    }

    @Test("A damaged state.json is set aside with a notice, the app starts at the root, and saving goes on")
    func damagedFileSetAside() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter enter")
        let saved = run("--print", "state").lines.joined(separator: "\n")
        try FileManager.default.removeItem(atPath: file + ".journal")
        // Cut in the middle of the peak's JSON: not JSON any more.
        try String(saved.prefix(saved.count - 20)).write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x12")
        #expect(launch.lines[0] == " Regions")
        #expect(launch.lines.joined().contains("kept as state.json.bad-"))
        _ = run("--keys", "enter enter")
        #expect(run().lines[0] == " Regions › Alps › 4808 m")
    }

    @Test("A deep saved path of a type a pushed view registers comes back whole, and isn't written again")
    func deepPathRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let saved = run("--keys", "enter enter", "--print", "state").lines.joined(separator: "\n")
        let peak = #""NavigatorUITests.Peak","{\"height\":4808}""#
        #expect(saved.contains(peak))
        let deep = saved.replacingOccurrences(of: peak, with: Array(repeating: peak, count: 5_000).joined(separator: ","))
        try FileManager.default.removeItem(atPath: file + ".journal")
        try deep.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run()
        #expect(launch.status == 0)
        #expect(launch.lines[0].hasPrefix(" Regions › ") && launch.lines[0].hasSuffix(" › 4808 m"))
        #expect(launch.lines[1] == " 4808 m")
        // Shown as it was read: nothing to write.
        #expect(try String(contentsOfFile: file, encoding: .utf8) == deep)
        #expect(try !files().contains("state.json.journal"))
        // The levels are there: back pops the top one, and 4,999 peaks are saved.
        #expect(run("--keys", "left").lines[0].hasSuffix(" › 4808 m"))
        #expect(run("--print", "state").lines.joined().components(separatedBy: "NavigatorUITests.Peak").count - 1 == 4_999)
    }

    @Test("A value its type can't read, of a type a pushed view registers, is shown as unreadable with a notice, and kept")
    func unreadableValueSaid() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let saved = run("--keys", "enter enter", "--print", "state").lines.joined(separator: "\n")
        try FileManager.default.removeItem(atPath: file + ".journal")
        let damaged = saved.replacingOccurrences(of: #"{\"height\":4808}"#, with: #"{\"height\":\"high\"}"#)
        #expect(damaged != saved)
        try damaged.write(toFile: file, atomically: false, encoding: .utf8)
        let launch = run(size: "240x12")
        #expect(launch.status == 0)
        #expect(launch.lines.joined().contains("holds a value at level 2 this app can't read"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == damaged)
        // A key that keeps it on the stack keeps it saved as it was read.
        _ = run("--keys", "down")
        #expect(run("--print", "state").lines.joined().contains(#"{\"height\":\"high\"}"#))
    }

    @Test("A URL given to an app whose root takes no URLs keeps a tree the root's types don't read whole, and says the link was not opened")
    func linkTakenByNoViewKeepsTheTree() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter enter")
        let launch = run("regions://anywhere", size: "240x12")
        #expect(launch.status == 0)
        #expect(launch.lines[0] == " Regions › Alps › 4808 m")
        #expect(launch.lines.joined().contains("The link was not opened: no view shown has an .onOpenURL handler for “regions://anywhere”"))
        #expect(run().lines[0] == " Regions › Alps › 4808 m")
    }
}

/// A sheet shown by a Bool, as NavigationCookbook shows its experience picker.
struct Onboarding: View {
    @State private var showsPicker = false
    var body: some View {
        NavigationStack {
            Button("Choose") { showsPicker = true }
                .navigationTitle("Welcome")
                .sheet(isPresented: $showsPicker) { Text("Pick one").navigationTitle("Picker") }
        }
    }
}

struct OnboardingApp: App {
    var body: some Scene { WindowGroup { Onboarding() } }
}

@Suite(.timeLimit(.minutes(2))) struct FlagSheetSavingTests: @MainActor AppRunning {
    typealias Runs = OnboardingApp
    static let size = "60x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("A sheet shown by a Bool isn't saved, and the developer's log says it is the app's own state, not that an internal type isn't Codable")
    func flagSheetSaid() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let log = state + "/app.log"
        let launch = OnboardingApp.run(arguments: ["--headless", "--size", Self.size, "--keys", "enter", "--log-file", log], environment: environment)
        #expect(launch.status == 0)
        #expect(launch.output.contains("Pick one"))
        #expect(!launch.output.contains("Codable") && !launch.output.contains("to save"), "not in the user's frame: \(launch.output)")
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains("a sheet shown by a Bool (`isPresented:`) is the app's own state, not a value to save"), "\(logged)")
        #expect(!logged.contains("PresentedContent"), "no internal type is named: \(logged)")
        #expect(run().lines[0] == " Welcome", "the sheet isn't restored: the app's Bool says whether it is up")
    }
}

/// `Trails` with no `.onOpenURL`: an app that takes no URLs.
struct TrailsTakingNoURLs: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Alpine", value: Trail(name: "Alpine"))
                .navigationTitle("Trails")
                .navigationDestination(for: Trail.self) { trail in Text("On \(trail.name)").navigationTitle(trail.name) }
        }
    }
}

struct NoURLApp: App {
    var body: some Scene {
        WindowGroup { TrailsTakingNoURLs() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct LinkWithoutHandlerTests: @MainActor AppRunning {
    typealias Runs = NoURLApp
    static let size = "90x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("A URL given to an app whose root takes none keeps the saved path, and the frame says the link was not opened")
    func savedPathKept() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(run("--keys", "enter").lines[0] == " Trails › Alpine")
        let linked = run("trails://Coast")
        #expect(linked.status == 0)
        #expect(linked.lines[0] == " Trails › Alpine")
        #expect(linked.lines.joined(separator: " ").contains("The link was not opened: no view shown has an .onOpenURL handler"), "\(linked.lines)")
        #expect(run().lines[0] == " Trails › Alpine")
    }
}

/// `Regions` whose root takes URLs (and does nothing with them): a URL given at launch replaces its tree.
struct RegionsTakingURLs: View {
    var body: some View { Regions().onOpenURL { _ in } }
}

struct RegionsTakingURLsApp: App {
    var body: some Scene {
        WindowGroup { RegionsTakingURLs() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct LinkReplacingUnreadTreeTests: @MainActor AppRunning {
    typealias Runs = RegionsTakingURLsApp
    static let size = "60x12"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("A URL given at launch replaces a tree the root's types don't read whole: that run saves nothing over it, and says so")
    func linkKeepsTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = run("--keys", "enter enter")
        let before = try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        let launch = run("regions://anywhere", size: "240x12")
        #expect(launch.status == 0)
        #expect(launch.lines[0] == " Regions")
        #expect(launch.lines.joined().contains("holds a value of type NavigatorUITests.Peak, which the root view doesn't register"))
        #expect(try files().map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } == before)
        #expect(run().lines[0] == " Regions › Alps › 4808 m")
    }
}
