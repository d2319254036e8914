import Foundation
import Testing

/// Issue 24, point 1: `View` is `@MainActor`, as SwiftUI's (and `App` and `Scene`), so a view's own methods and computed
/// properties read and write its `@State` and its models in Swift 6 mode with no annotation. Compiled
/// as an app author's module is, with no default isolation (the library's own test targets are
/// `@MainActor` by default, so they couldn't tell): before, `label`, `increment()` and `filtered`
/// were nonisolated and each access to `@State` or the model was an error.
@Suite struct MainActorViewTests {
    static let program = """
        import NavigatorUI

        @Observable final class Trails {
            var names = ["Half Dome", "", "Mist Trail"]
        }

        struct Counter: View {
            @State private var count = 0
            let trails: Trails

            var label: String { "Hiked \\(count) times" }
            var named: [String] { trails.names.filter { !$0.isEmpty } }
            func increment() { count += 1 }
            func rename(_ index: Int, to name: String) { trails.names[index] = name }

            var body: some View {
                NavigationStack {
                    Text(label)
                    Button("Hike") { increment() }
                    List(named, id: \\.self) { Text($0) }
                        .navigationTitle("Trails")
                }
            }
        }

        struct TrailsApp: App {
            let trails = Trails()
            var title: String { "Trails" }
            var body: some Scene { WindowGroup { Counter(trails: trails) } }
        }

        @MainActor func frame() -> [String] {
            Headless.run(Counter(trails: Trails()), size: TerminalSize(width: 40, height: 8), keys: []).lines
        }
        """

    @Test func aViewsOwnMethodsUseItsStateWithNoAnnotation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("main-actor-view-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.program.write(to: directory.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        let maps = try ReadmeSwiftTests.moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        let (status, output) = try ReadmeSwiftTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
             "-I", ReadmeSwiftTests.buildDirectory.appendingPathComponent("Modules").path] + maps + ["Counter.swift"],
            in: directory)
        #expect(status == 0, "a view's methods don't compile as SwiftUI's do:\n\(output)")
    }
}
