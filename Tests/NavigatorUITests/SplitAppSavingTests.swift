// An App whose root is a NavigationSplitView saves and restores its whole place, as `navigator --split`
// does: the sidebar and content selections, the column visibility, the column with the keys and the
// detail's tree, in XDG_STATE_HOME/APP/state.json (the split view's state file format); each test with
// its own XDG_STATE_HOME.
import Foundation
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
                        .navigationDestination(for: Part.self) { chapter in
                            Text("Reading chapter \(chapter.number)")
                            NavigationLink("Next", value: Part(number: chapter.number + 1))
                                .navigationTitle("Part \(chapter.number)")
                        }
                }
            } else {
                Text("Choose a volume")
            }
        }
    }
}

struct ReadingApp: App {
    var body: some Scene {
        WindowGroup { Reading() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct SplitAppSavingTests {
    let state: String
    let folder: String
    var file: String { folder + "/state.json" }
    var environment: [String: String] { ["XDG_STATE_HOME": state, "HOME": "/nonexistent"] }

    init() throws {
        state = try StorageTests.temporaryFolder()
        folder = state + "/ReadingApp"
    }

    func run(_ arguments: String..., size: String = "130x8") -> (status: Int32, lines: [String]) {
        let run = ReadingApp.run(arguments: ["--headless", "--size", size] + arguments, environment: environment)
        return (run.status, run.output.components(separatedBy: "\n"))
    }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    @Test("probe")
    func probe() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let keys = "down enter down enter enter"
        print(run("--keys", keys).lines.joined(separator: "\n"))
        print((try? String(contentsOfFile: file + ".journal", encoding: .utf8)) ?? "no journal")
        print((try? String(contentsOfFile: file, encoding: .utf8)) ?? "no file")
        print(run().lines.joined(separator: "\n"))
        print(try files())
    }
}
