// @AppStorage and @SceneStorage, in memory under Headless.run(view) and saved by an App in its state
// folder, each test with its own XDG_STATE_HOME.
import Foundation
import Glibc
import NavigatorUI
import Testing

enum SortOrder: String { case name, date }
enum Density: Int { case compact = 1, roomy = 2 }

struct Preferences: View {
    @AppStorage("visits") private var visits = 0
    @AppStorage("ratio") private var ratio = 0.5
    @AppStorage("muted") private var muted = false
    @AppStorage("order") private var order = SortOrder.name
    @AppStorage("density") private var density: Density?
    @SceneStorage("draft") private var draft: String?
    @SceneStorage("blob") private var blob: Data?

    var body: some View {
        NavigationStack {
            Text("visits \(visits) ratio \(ratio) muted \(muted) order \(order.rawValue) density \(density.map { "\($0.rawValue)" } ?? "-")")
            Text("draft \(draft ?? "-") blob \(blob.map { "\($0.count) bytes" } ?? "-")")
            Button("Visit") {
                visits += 1
                ratio *= 2
                muted.toggle()
                order = .date
                density = .roomy
                draft = "note \(visits)"
                blob = Data([1, 2, 3])
            }
            .navigationTitle("Preferences")
        }
    }
}

struct PreferencesApp: App {
    var body: some Scene {
        WindowGroup { Preferences() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct StorageTests {
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navigatorui-storage-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Under Headless.run(view), storage lives in memory: a button changes every kind of value and the view redraws")
    func inMemory() throws {
        let host = ViewHost(Preferences())
        let size = TerminalSize(width: 80, height: 12)
        var lines = Headless.run(host, size: size, keys: []).lines
        #expect(lines[3] == "  visits 0 ratio 0.5 muted false order name density -")
        #expect(lines[5] == "  draft - blob -")
        lines = Headless.run(host, size: size, keys: [.enter]).lines
        #expect(lines[3] == "  visits 1 ratio 1.0 muted true order date density 2")
        #expect(lines[5] == "  draft note 1 blob 3 bytes")
        // A second host has storage of its own.
        #expect(Headless.run(Preferences(), size: size, keys: []).lines[3].hasPrefix("  visits 0 "))
    }

    @Test("An App saves its storage in XDG_STATE_HOME/APP/storage.json and restores it at the next launch")
    func savedAndRestored() throws {
        let state = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["XDG_STATE_HOME": state, "HOME": "/nonexistent"]
        var run = PreferencesApp.run(arguments: ["--headless", "--size", "80x12", "--keys", "enter enter"], environment: environment)
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "\n")[3] == "  visits 2 ratio 2.0 muted false order date density 2")
        let file = state + "/PreferencesApp/storage.json"
        #expect(FileManager.default.fileExists(atPath: file))
        run = PreferencesApp.run(arguments: ["--headless", "--size", "80x12"], environment: environment)
        let lines = run.output.components(separatedBy: "\n")
        #expect(lines[3] == "  visits 2 ratio 2.0 muted false order date density 2")
        #expect(lines[5] == "  draft note 2 blob 3 bytes")
        // HOME is used when XDG_STATE_HOME is not set.
        let home = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        _ = PreferencesApp.run(arguments: ["--headless", "--keys", "enter"], environment: ["HOME": home])
        #expect(FileManager.default.fileExists(atPath: home + "/.local/state/PreferencesApp/storage.json"))
    }

    @Test("A launch refused for its arguments reads and writes nothing")
    func failedLaunchWritesNothing() throws {
        let state = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = PreferencesApp.run(arguments: ["--headless", "--size", "80by8"], environment: ["XDG_STATE_HOME": state])
        #expect(run.status == 64 && run.output.contains("80by8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: state).isEmpty)
    }

    @Test("While another instance holds storage.json's lock, an App keeps its values in memory and writes nothing")
    func secondInstance() throws {
        let state = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let folder = state + "/PreferencesApp"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The other instance: a lock taken as Restoration's StateLock takes it (flock on storage.json.lock).
        let fd = open(folder + "/storage.json.lock", O_RDWR | O_CREAT, 0o600)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        let run = PreferencesApp.run(arguments: ["--headless", "--keys", "enter"], environment: ["XDG_STATE_HOME": state])
        #expect(run.output.components(separatedBy: "\n")[3].hasPrefix("  visits 1 "))
        // (state.json.lock: the navigation state's own lock, taken at launch.)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["state.json.lock", "storage.json.lock"])
    }

    @Test("A symbolic link at storage.json is never written through; a bad file is set aside and the defaults shown")
    func hardening() throws {
        let state = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let folder = state + "/PreferencesApp"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = state + "/target"
        try "precious\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/storage.json", withDestinationPath: target)
        _ = PreferencesApp.run(arguments: ["--headless", "--keys", "enter"], environment: ["XDG_STATE_HOME": state])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/storage.json")) == nil, "the link was set aside")

        try? FileManager.default.removeItem(atPath: folder + "/storage.json")
        try "not json".write(toFile: folder + "/storage.json", atomically: false, encoding: .utf8)
        let run = PreferencesApp.run(arguments: ["--headless"], environment: ["XDG_STATE_HOME": state])
        #expect(run.output.components(separatedBy: "\n")[3] == "  visits 0 ratio 0.5 muted false order name density -")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix("storage.json.bad-") })
    }
}
