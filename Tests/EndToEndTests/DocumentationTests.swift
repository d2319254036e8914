import Foundation
import Testing

/// The README and the manual page describe the command that is built: every option `--help` lists
/// is documented in both, and the README's sample output is what the app prints.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyOptionIsDocumented() throws {
        let help = try Navigator.run(["--help"]).stdout
        let options = Set(help.matches(of: /--[a-z][a-z-]+/).map { String($0.output) })
        #expect(options.contains("--headless") && options.contains("--print"))
        let readme = try read("README.md")
        // groff writes a literal '-' as '\-'.
        let manual = try read("Resources/navigator.1").replacingOccurrences(of: "\\-", with: "-")
        for option in options where option != "--help" && option != "--version" {
            #expect(readme.contains(option), "README.md does not mention \(option)")
            #expect(manual.contains(option), "navigator.1 does not mention \(option)")
        }
    }

    /// Each row of the README's table of concepts names tests that exist (the suite passing is what
    /// makes them pass).
    @Test func theConceptTableNamesTestsThatExist() throws {
        let readme = try read("README.md")
        let table = try #require(readme.components(separatedBy: "## Every concept of the seeds, in navigator").last?
            .components(separatedBy: "\n## ").first)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| concept") && !$0.hasPrefix("| ---") }
        #expect(rows.count >= 25)
        let names = rows.flatMap { row in row.matches(of: /`([A-Z][A-Za-z0-9]*Tests)\.([a-z][A-Za-z0-9]*)`/).map { (String($0.output.1), String($0.output.2)) } }
        #expect(names.count >= 40)
        let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent("Tests").path)!
        var sources: [String: String] = [:]
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".build") { enumerator.skipDescendants() }  // the benchmark package's checkouts
            if path.hasSuffix(".swift") { sources[path] = try read("Tests/" + path) }
        }
        for (suite, test) in names {
            let inSuite = sources.values.contains { $0.contains("struct \(suite)") && $0.contains("func \(test)(") }
            #expect(inSuite, "README names \(suite).\(test), which is not a test")
        }
    }

    @Test func theREADMEsCaptureIsWhatTheAppShows() throws {
        let readme = try read("README.md")
        let command = "navigator --headless --size 72x14 'myapp:///detail/1/detail/2' --keys enter"
        let block = try #require(readme.firstRange(of: "$ " + command + "\n"))
        let capture = readme[block.upperBound...].prefix { _ in true }.components(separatedBy: "\n```")[0]
        let result = try Navigator.run(["--headless", "--size", "72x14", "myapp:///detail/1/detail/2", "--keys", "enter"])
        #expect(capture + "\n" == result.stdout)
    }
}
