import Foundation
import Testing

/// The model does no I/O (issue 9, point 4): saving and restoring is `Restoration`'s, on top of it.
@Suite struct ModuleBoundaryTests {
    private static let sources = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Sources/Navigation").standardized

    @Test("Navigation imports no system library and names nothing of Restoration")
    func navigationDoesNoIO() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("Router.swift"))
        // FoundationEssentials for JSONEncoder and JSONDecoder only, Observation for the router being
        // Observable; Glibc, Darwin and Foundation open files.
        let allowed: Set<String> = ["FoundationEssentials", "Synchronization", "Observation"]
        for file in files {
            let text = try String(contentsOf: Self.sources.appending(path: file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let module = String(line.dropFirst("import ".count))
                // Foundation only as the fallback where FoundationEssentials isn't there (`#else`).
                let fallback = module == "Foundation" && text.contains("#if canImport(FoundationEssentials)")
                #expect(allowed.contains(module) || fallback, "\(file) imports \(module)")
            }
            for name in ["PathStore", "PathRecorder", "StateFile", "StateLock", "StateJournal", "StateSnapshot"] {
                #expect(!text.contains(name + "."), "\(file) uses \(name)")
            }
        }
    }
}
