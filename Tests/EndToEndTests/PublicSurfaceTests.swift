import Foundation
import Testing

/// One public surface (issue 23): app authors use NavigatorUI and NavigatorUITesting, the package's only
/// library products; the modules beneath them are package-only. Their public symbols, read from the
/// modules this build made (`swift-symbolgraph-extract`), are only the types NavigatorUI re-exports.
@Suite struct PublicSurfaceTests {
    /// Writes the public symbol graphs of `module`, as this build made it, into `output`: its own
    /// (`module.symbols.json`) and one per module it extends (`module@Other.symbols.json`).
    static func extractSymbolGraphs(of module: String, into output: URL) throws {
        let maps = try ReadmeSwiftTests.moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-symbolgraph-extract", "-module-name", module,
                             "-I", ReadmeSwiftTests.buildDirectory.appendingPathComponent("Modules").path,
                             "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public",
                             "-output-dir", output.path] + maps
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swift-symbolgraph-extract \(module): \(message)")
    }

    /// The public symbols of `module`, as `Type.member` paths.
    static func publicSymbols(of module: String) throws -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        try extractSymbolGraphs(of: module, into: output)
        struct Graph: Decodable {
            struct Symbol: Decodable { let pathComponents: [String] }
            let symbols: [Symbol]
        }
        var symbols: [String] = []
        // The module's own file, and one per module it extends (`TerminalUI@Navigation.symbols.json`).
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasPrefix(module) {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            symbols += try JSONDecoder().decode(Graph.self, from: data).symbols.map { $0.pathComponents.joined(separator: ".") }
        }
        return symbols.sorted()
    }

    @Test("Restoration, CursesFrontEnd, LinkInbox and the demo have no public symbol", arguments: ["Restoration", "CursesFrontEnd", "LinkInbox", "NavigatorDemo", "FuzzChecks"])
    func packageOnlyModulesHaveNoPublicSymbol(_ module: String) throws {
        let symbols = try Self.publicSymbols(of: module)
        #expect(symbols.isEmpty, "\(module) is package-only, yet declares public: \(symbols.prefix(20))")
    }

    @Test("TerminalUI's public symbols are the types NavigatorUI re-exports for tests, and what they use")
    func terminalUIIsPublicOnlyInWhatNavigatorUIReExports() throws {
        let symbols = try Self.publicSymbols(of: "TerminalUI")
        // Exports.swift re-exports Headless, TerminalSize, Key and Canvas; a key may be a mouse event, and
        // a key script that can't be read throws a KeyScriptError.
        let reExported: Set<String> = ["Headless", "TerminalSize", "Key", "Canvas", "MouseEvent", "KeyScriptError"]
        let others = symbols.filter { !reExported.contains(String($0.prefix { $0 != "." })) }
        #expect(others.isEmpty, "TerminalUI is package-only but for the types NavigatorUI re-exports; also public: \(others.prefix(20))")
        #expect(symbols.contains("Key.parseScript(_:)") && symbols.contains("Canvas.lines"))
    }

    @Test("NavigatorUI and NavigatorUITesting are the only library products")
    func theLibraryProductsAreNavigatorUIAndItsTesting() throws {
        let manifest = try DocumentationTests().read("Package.swift")
        let libraries = manifest.matches(of: /\.library\(name: "([A-Za-z]+)"/).map { String($0.output.1) }
        #expect(libraries == ["NavigatorUI", "NavigatorUITesting"])
    }

    @Test("No underscored public type but what the result builders and the View protocol's requirement expose")
    func underscoredPublicTypes() throws {
        // What `@ViewBuilder` and `@CommandsBuilder` build (blocks, branches, loops, a list of commands);
        // the context `View._evaluate(_:into:)` takes, as SwiftUI's `_makeView` takes `_ViewInputs`; and
        // `ViewModifier.Content`, SwiftUI's `_ViewModifier_Content`.
        let allowed: Set<String> = Set((2...10).map { "_Block\($0)" }).union(["_ConditionalContent", "_ArrayView", "_CommandsList", "_RenderContext", "_ViewModifier_Content"])
        let sources = DocumentationTests.root.appendingPathComponent("Sources")
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)
        while let file = files?.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /public (?:final )?(?:struct|enum|class|protocol|typealias|actor) (_[A-Za-z0-9_]+)/) {
                let name = String(match.output.1)
                if !allowed.contains(name) { found.append("\(file): \(name)") }
            }
        }
        #expect(found.isEmpty, "underscored public types: \(found)")
    }
}
