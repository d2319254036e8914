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

    @Test func theREADMEsCaptureIsWhatTheAppShows() throws {
        let readme = try read("README.md")
        let command = "navigator --headless --size 72x14 'myapp:///detail/1/detail/2' --keys enter"
        let block = try #require(readme.firstRange(of: "$ " + command + "\n"))
        let capture = readme[block.upperBound...].prefix { _ in true }.components(separatedBy: "\n```")[0]
        let result = try Navigator.run(["--headless", "--size", "72x14", "myapp:///detail/1/detail/2", "--keys", "enter"])
        #expect(capture + "\n" == result.stdout)
    }
}
