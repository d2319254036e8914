import Foundation
import Testing

/// Every Swift code block in the README compiles, as written, against the modules this build made.
///
/// The blocks are read in order. A block that starts with `// swift-tools-version` is a package
/// manifest, type-checked against SwiftPM's `PackageDescription`. Any other block that imports a
/// module starts a program; a block with no import continues the program before it (the README
/// builds one app over several blocks). Each program is compiled to an object file in Swift 6 mode
/// with warnings as errors: type checking and the mandatory passes (definite initialization,
/// isolation checking), everything but the link.
@Suite(.timeLimit(.minutes(2))) struct ReadmeSwiftTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        var line: Int
        var source: String
        var isManifest: Bool
        var testDescription: String { "README.md line \(line)" }
    }

    /// The README's samples, one test case each: they compile side by side.
    static let readmeSamples: [Sample] = samples(in: (try? DocumentationTests().read("README.md")) ?? "")

    /// The README's Swift programs and manifests, each with the line its first block starts on.
    static func samples(in readme: String) -> [Sample] {
        var samples: [Sample] = []
        var block: [Substring]? = nil
        var blockLine = 0
        for (number, line) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil {
                if line == "```swift" { block = []; blockLine = number + 2 }
                continue
            }
            guard line != "```" else {
                let source = block!.joined(separator: "\n") + "\n"
                block = nil
                if source.hasPrefix("// swift-tools-version") {
                    samples.append(Sample(line: blockLine, source: source, isManifest: true))
                } else if source.split(separator: "\n").contains(where: { $0.hasPrefix("import ") }) || samples.last?.isManifest != false {
                    samples.append(Sample(line: blockLine, source: source, isManifest: false))
                } else {
                    samples[samples.count - 1].source += source
                }
                continue
            }
            block!.append(line)
        }
        return samples
    }

    /// Where this build put its modules: beside the test bundle.
    static let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// The module maps of the C modules the Swift modules import (curses and the terminal guard).
    static func moduleMaps() throws -> [String] {
        let files = FileManager.default
        var maps: [String] = []
        let sources = DocumentationTests.root.appendingPathComponent("Sources")
        for target in try files.contentsOfDirectory(atPath: sources.path).sorted() {
            let map = sources.appendingPathComponent(target).appendingPathComponent("module.modulemap").path
            if files.fileExists(atPath: map) { maps.append(map) }
        }
        for directory in try files.contentsOfDirectory(atPath: buildDirectory.path).sorted() where directory.hasSuffix(".build") {
            let map = buildDirectory.appendingPathComponent(directory).appendingPathComponent("module.modulemap").path
            if files.fileExists(atPath: map) { maps.append(map) }
        }
        return maps
    }

    /// Runs `swiftc` from the PATH in `directory`; returns its exit status and what it printed.
    static func swiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("swiftc.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return (-1, "swiftc did not finish within 90 s")
        }
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// The folder of SwiftPM's manifest API, next to the compiler: <toolchain>/lib/swift/pm/ManifestAPI.
    static func manifestAPI() throws -> String {
        let which = try TmuxSession.output("/bin/sh", ["-c", "command -v swiftc"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let compiler = URL(fileURLWithPath: which).resolvingSymlinksInPath()
        return compiler.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/ManifestAPI").path
    }

    @Test func theReadmeHasAManifestAndAProgram() throws {
        let samples = Self.samples(in: try DocumentationTests().read("README.md"))
        #expect(samples.count >= 2 && samples.count == Self.readmeSamples.count)
        #expect(samples.contains { $0.isManifest })
        #expect(samples.contains { !$0.isManifest && $0.source.contains("import NavigatorUI") })  // the front door: the lower layers are in DocC
        // A block without an import continues the program before it.
        let continued = Self.samples(in: "```swift\nimport A\nlet a = 1\n```\ntext\n```swift\nprint(a)\n```\n")
        #expect(continued.count == 1 && continued[0].source == "import A\nlet a = 1\nprint(a)\n")
    }

    @Test(arguments: readmeSamples)
    func everySwiftBlockInTheReadmeCompiles(_ sample: Sample) throws {
        let maps = try Self.moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments: [String]
        if sample.isManifest {
            try sample.source.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let version = sample.source.prefix { $0 != "\n" }.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)
            arguments = ["-typecheck", "-I", try Self.manifestAPI(), "-package-description-version", version, "Package.swift"]
        } else {
            try sample.source.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            arguments = ["-c", "-swift-version", "6", "-warnings-as-errors", "-I", Self.buildDirectory.appendingPathComponent("Modules").path]
                + maps + ["main.swift", "-o", "main.o"]
        }
        let (status, output) = try Self.swiftc(arguments, in: directory)
        #expect(status == 0, "README.md line \(sample.line): the Swift block does not compile:\n\(output)")
    }

    /// The tests written as an app author writes code (a second app, the seeds' examples, SwiftUI-shaped
    /// views, snapshot tests) use the products' public API alone. Package.swift builds them with `packageAccess: false`:
    /// this build gave their compiler no package name, so nothing declared `package` is visible to them
    /// (SwiftPM lets every other target see those), and the build fails where they use it. Nor do they
    /// reach internals with `@testable import`. (Before, a second `swiftc -typecheck` of the three
    /// targets checked the same thing and took 20 s of CPU in every `make test`.)
    @Test(arguments: ["SeedExampleTests", "NavigatorUITests", "NavigatorUITestingTests"])
    func appAuthorsTestsUseThePublicAPIAlone(_ target: String) throws {
        let arguments = try #require(try Self.compilerArguments(of: target), "\(target) is not in the build description")
        #expect(arguments.contains("-enable-testing"), "the build description lists \(target)'s real arguments")
        #expect(!arguments.contains("-package-name"), "Tests/\(target) is built with a package name: it can use what is declared `package` (Package.swift: packageAccess: false)")
        let folder = DocumentationTests.root.appendingPathComponent("Tests").appendingPathComponent(target)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let testable = source.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@testable") }
            #expect(testable.isEmpty, "Tests/\(target)/\(file) reaches internals: \(testable)")
        }
    }

    /// The arguments this build gave the compiler of `module`, from SwiftPM's build description
    /// (`<scratch path>/<configuration>.yaml`, beside the folder of the triple); nil if it isn't there.
    static func compilerArguments(of module: String) throws -> [String]? {
        let directory = buildDirectory.resolvingSymlinksInPath()  // .build/debug is a link to the triple's folder
        let configuration = directory.lastPathComponent
        let description = directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(configuration + ".yaml")
        let text = try String(contentsOf: description, encoding: .utf8)
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("args: ["), trimmed.contains("\"-module-name\",\"\(module)\"") else { continue }
            return try JSONDecoder().decode([String].self, from: Data(trimmed.dropFirst("args: ".count).utf8))
        }
        return nil
    }
}
