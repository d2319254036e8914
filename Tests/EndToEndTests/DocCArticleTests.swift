import Foundation
import Testing

/// The DocC catalogs' code (`Sources/*/*.docc`, built by `make docs`) is true, as the README's is.
///
/// Every Swift listing compiles against the modules this build made. A listing whose first line names a
/// file of a package (`// Sources/MyApp/MyApp.swift`, `// Tests/MyAppTests/MyAppTests.swift`) is that
/// file of the package the article builds: its modules are compiled (an executable's entry point renamed,
/// as SwiftPM does for a testable executable), linked with this build's objects, and run. A shell
/// listing `swift run MODULE ARGUMENTS` followed by a listing with no language is that command and its
/// output, compared exactly; the package's tests are run and must pass (a snapshot test's first run
/// records the frames the article shows, and fails; the second passes). Other listings are checked as
/// the README's are (ReadmeSwiftTests): manifests type-checked, programs compiled.
@Suite(.timeLimit(.minutes(2))) struct DocCArticleTests {
    struct Listing {
        var language: String
        /// The line its text starts on, and the line of its closing fence (from 1).
        var line: Int
        var end = 0
        var text: String

        /// The package file the listing is, from its first line: `// Sources/NAME/FILE.swift`.
        var packageFile: (folder: String, module: String, file: String)? {
            guard language == "swift", let first = text.split(separator: "\n").first,
                  let match = first.wholeMatch(of: /\/\/ (Sources|Tests)\/([A-Za-z_][A-Za-z0-9_]*)\/([A-Za-z0-9_+]+\.swift)/)
            else { return nil }
            return (String(match.output.1), String(match.output.2), String(match.output.3))
        }
    }

    /// The fenced code listings of a Markdown document, in order, with the language after the fence.
    static func listings(in markdown: String) -> [Listing] {
        var listings: [Listing] = []
        var open: Listing? = nil
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if open == nil {
                if line.hasPrefix("```") { open = Listing(language: String(line.dropFirst(3)), line: number + 2, text: "") }
            } else if line == "```" {
                open!.end = number + 1
                listings.append(open!)
                open = nil
            } else {
                open!.text += line + "\n"
            }
        }
        return listings
    }

    /// Every Markdown file of every DocC catalog, relative to the package's root.
    static func articles() throws -> [String] {
        let files = FileManager.default
        let sources = DocumentationTests.root.appendingPathComponent("Sources")
        var articles: [String] = []
        for target in try files.contentsOfDirectory(atPath: sources.path).sorted() {
            for catalog in try files.contentsOfDirectory(atPath: sources.appendingPathComponent(target).path).sorted()
            where catalog.hasSuffix(".docc") {
                let folder = "Sources/\(target)/\(catalog)"
                let enumerator = files.enumerator(atPath: DocumentationTests.root.appendingPathComponent(folder).path)
                while let file = enumerator?.nextObject() as? String {
                    if file.hasSuffix(".md") { articles.append("\(folder)/\(file)") }
                }
            }
        }
        return articles.sorted()
    }

    static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The words of a shell command line: spaces split them, single quotes keep spaces in one.
    static func shellWords(_ line: Substring) -> [String] {
        var words: [String] = []
        var word: String? = nil
        var quoted = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " " && !quoted {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }

    @Test func theCatalogsAreFoundWithTheirListings() throws {
        let articles = try Self.articles()
        #expect(articles.contains("Sources/NavigatorUI/NavigatorUI.docc/GettingStarted.md"))
        #expect(articles.contains("Sources/NavigatorUI/NavigatorUI.docc/ComingFromSwiftUI.md"))
        let listings = Self.listings(in: "text\n```swift\n// Sources/A/B.swift\nlet a = 1\n```\n```\nout\n```\n")
        #expect(listings.count == 2 && listings[0].packageFile?.module == "A" && listings[1].language == "" && listings[1].text == "out\n")
        #expect(Self.shellWords("swift run A --keys 'down enter' x") == ["swift", "run", "A", "--keys", "down enter", "x"])
    }

    /// The listings that aren't a package's files compile as the README's do.
    @Test(arguments: try DocCArticleTests.articles())
    func everyOtherSwiftListingCompiles(_ article: String) throws {
        let markdown = try DocumentationTests().read(article)
        let programs = Self.listings(in: markdown).filter { $0.language == "swift" && $0.packageFile == nil }
        let samples = ReadmeSwiftTests.samples(in: programs.map { "```swift\n\($0.text)```\n" }.joined())
        let maps = try ReadmeSwiftTests.moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        for (sample, listing) in zip(samples, programs) {
            let directory = try Self.temporaryDirectory("docc-sample")
            defer { try? FileManager.default.removeItem(at: directory) }
            let arguments: [String]
            if sample.isManifest {
                try sample.source.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
                let version = sample.source.prefix { $0 != "\n" }.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)
                arguments = ["-typecheck", "-I", try ReadmeSwiftTests.manifestAPI(), "-package-description-version", version, "Package.swift"]
            } else {
                try sample.source.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
                arguments = ["-c", "-swift-version", "6", "-warnings-as-errors", "-I", ReadmeSwiftTests.buildDirectory.appendingPathComponent("Modules").path]
                    + maps + ["main.swift", "-o", "main.o"]
            }
            let (status, output) = try ReadmeSwiftTests.swiftc(arguments, in: directory)
            #expect(status == 0, "\(article): the Swift listing of line \(listing.line) does not compile:\n\(output)")
        }
    }

    /// The getting-started article's package: its app is compiled, linked and run as the article runs it,
    /// printing what the article shows, and its test passes.
    @Test func theGettingStartedPackageRunsAsShownAndItsTestPasses() throws {
        let article = "Sources/NavigatorUI/NavigatorUI.docc/GettingStarted.md"
        let listings = Self.listings(in: try DocumentationTests().read(article))
        let directory = try Self.temporaryDirectory("docc-package")
        defer { try? FileManager.default.removeItem(at: directory) }
        let build = ReadmeSwiftTests.buildDirectory
        let maps = try ReadmeSwiftTests.moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        // `#Preview`'s plugin, as SwiftPM hands it to the compiler.
        let plugin = ["-load-plugin-executable", build.appendingPathComponent("NavigatorUIMacros-tool").path + "#NavigatorUIMacros"]
        let common = ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path,
                      "-I", build.appendingPathComponent("Modules").path] + plugin + maps
        // The objects of modules as this build compiled them.
        func objects(of modules: [String]) throws -> [String] {
            var objects: [String] = []
            for module in modules {
                let folder = build.appendingPathComponent("\(module).build")
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(".o") }
                // Only the objects of the module's sources today: a file moved or deleted leaves its old
                // object behind in an incremental build. (swift-snapshot-testing's sources are its tag's.)
                let sourceFolder = DocumentationTests.root.appendingPathComponent("Sources/\(module)").path
                guard FileManager.default.fileExists(atPath: sourceFolder) else {
                    objects += files.map { folder.appendingPathComponent($0).path }
                    continue
                }
                let sourceFiles = Set((FileManager.default.enumerator(atPath: sourceFolder)?.allObjects as? [String] ?? []).map { ($0 as NSString).lastPathComponent })
                objects += files.filter { sourceFiles.contains(String($0.dropLast(2))) }.map { folder.appendingPathComponent($0).path }
            }
            return objects
        }
        // NavigatorUI and what it depends on (swift-argument-parser, which parses an App's command line;
        // swift-log, whose Logger it brings), and the C libraries; the tests link NavigatorUITesting and
        // swift-snapshot-testing's SnapshotTesting too (which brings XCTest and Swift Testing).
        let libraries = try objects(of: ["NavigatorUI", "Navigation", "Restoration", "TerminalUI", "CursesFrontEnd", "CTerminalGuard", "CPreviews", "Combine", "LinkInbox",
                                             "ArgumentParser", "ArgumentParserToolInfo", "Logging"])
            + ["-lncursesw", "-ldispatch"]
        let testLibraries = try objects(of: ["NavigatorUITesting", "SnapshotTesting"]) + libraries

        // The package's files, by module, each where the article puts it (a snapshot test records its
        // frames beside its file, in __Snapshots__).
        var sources: [String: [String]] = [:], tests: [String: [String]] = [:]
        for listing in listings {
            guard let file = listing.packageFile else { continue }
            let folder = directory.appendingPathComponent("\(file.folder)/\(file.module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent(file.file).path
            try listing.text.write(toFile: path, atomically: true, encoding: .utf8)
            if file.folder == "Sources" { sources[file.module, default: []].append(path) } else { tests[file.module, default: []].append(path) }
        }
        #expect(sources.keys.sorted() == ["MyApp"] && tests.keys.sorted() == ["MyAppTests"])

        // Each module of Sources: compiled testable with its entry point renamed, and linked as a program.
        var objects: [String] = []
        for (module, files) in sources {
            let object = directory.appendingPathComponent("\(module).o").path
            let compiled = try ReadmeSwiftTests.swiftc(
                ["-c", "-wmo", "-enable-testing", "-module-name", module, "-emit-module",
                 "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path, "-Xfrontend", "-entry-point-function-name",
                 "-Xfrontend", "\(module)_main"] + common + files + ["-o", object], in: directory)
            try #require(compiled.status == 0, "\(article): \(module) does not compile:\n\(compiled.output)")
            objects.append(object)
            let linked = try ReadmeSwiftTests.swiftc([object] + libraries + ["-Xlinker", "--defsym", "-Xlinker", "main=\(module)_main", "-o", module], in: directory)
            try #require(linked.status == 0, "\(article): \(module) does not link:\n\(linked.output)")
        }

        // `swift run MODULE ARGUMENTS` and the output listed after it.
        let isolated = ["HOME=\(directory.path)", "XDG_STATE_HOME=\(directory.path)/state"]  // for env(1)
        var runs = 0
        for (command, output) in zip(listings, listings.dropFirst())
        where command.language == "shell" && output.language == "" && output.line - 1 - command.end <= 2 {
            let words = Self.shellWords(command.text.dropLast())
            guard words.count > 2, words[0...1] == ["swift", "run"], sources[words[2]] != nil else { continue }
            let printed = try TmuxSession.output("/usr/bin/env", isolated
                + [directory.appendingPathComponent(words[2]).path] + words.dropFirst(3))
            #expect(printed == output.text, "\(article) line \(command.line): `\(words.joined(separator: " "))` prints\n\(printed)")
            runs += 1
        }
        #expect(runs >= 1)

        // The tests, linked with the modules they test and Swift Testing's entry point, as `swift test` runs them.
        for (module, files) in tests {
            let runner = directory.appendingPathComponent("\(module)-runner.swift")
            try "import Testing\n@main struct Runner { static func main() async { await Testing.__swiftPMEntryPoint() as Never } }\n"
                .write(to: runner, atomically: true, encoding: .utf8)
            let linked = try ReadmeSwiftTests.swiftc(["-module-name", module] + common + files + [runner.path] + objects + testLibraries + ["-o", module], in: directory)
            try #require(linked.status == 0, "\(article): \(module) does not compile:\n\(linked.output)")
            // Swift Testing reports on stderr. The record mode is swift-snapshot-testing's default, whatever
            // the caller's environment says.
            func runTests() throws -> (status: Int32, printed: String) {
                var status: Int32 = 0
                let printed = try TmuxSession.output("/bin/sh", ["-c", "exec \"$@\" 2>&1", "sh", "/usr/bin/env", "-u", "SNAPSHOT_TESTING_RECORD"]
                    + isolated + [directory.appendingPathComponent(module).path], status: &status)
                return (status, printed)
            }
            // The first run records the snapshots and fails, saying so; they are the frames the article
            // shows, in the files it names.
            let snapshots = directory.appendingPathComponent("Tests/\(module)/__Snapshots__")
            let first = try runTests()
            let recorded = (FileManager.default.enumerator(atPath: snapshots.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".txt") }.sorted()
            #expect(!recorded.isEmpty && first.status != 0 && first.printed.contains("No reference was found on disk. Automatically recorded snapshot"),
                    "\(article): the first run of \(module) records its snapshots and fails:\n\(first.printed)")
            let markdown = try DocumentationTests().read(article)
            let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            for file in recorded {
                let text = try String(contentsOf: snapshots.appendingPathComponent(file), encoding: .utf8)
                // The first listing with no language after the line that names the file is its text.
                let named = try #require(lines.firstIndex { $0.contains("`Tests/\(module)/__Snapshots__/\(file)`") },
                                         "\(article) doesn't name the snapshot Tests/\(module)/__Snapshots__/\(file)")
                let shown = listings.first { $0.language == "" && $0.line > named + 1 }
                #expect(shown?.text == text, "\(article) line \(shown?.line ?? 0): the snapshot \(file) is\n\(text)")
            }
            // Then the tests pass.
            let run = try runTests()
            #expect(run.status == 0, "\(article): the tests of \(module) fail:\n\(run.printed)")
            #expect(run.printed.contains(/Test run with [1-9][0-9]* tests? .*passed/), "\(article): \(module) ran no test:\n\(run.printed)")
        }
    }
}
