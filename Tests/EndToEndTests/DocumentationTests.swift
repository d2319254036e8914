import Foundation
import Testing

/// The README and the manual page describe the command that is built: every option `--help` lists
/// is documented in both, and the README's sample output is what the app prints.
@Suite(.timeLimit(.minutes(2))) struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyOptionIsDocumented() throws {
        let help = try Navigator.run(["--help"]).stdout
        let options = Set(help.matches(of: /--[a-z][a-z-]+/).map { String($0.output) })
        #expect(options.contains("--headless") && options.contains("--print"))
        // The README and the article on the app, which the README leaves the details to.
        let readme = try read("README.md") + read("Sources/NavigatorUI/NavigatorUI.docc/TheNavigatorApp.md")
        // groff writes a literal '-' as '\-'.
        let manual = try read("Resources/navigator.1").replacingOccurrences(of: "\\-", with: "-")
        for option in options where option != "--help" && option != "--version" {
            #expect(readme.contains(option), "neither README.md nor TheNavigatorApp.md mentions \(option)")
            #expect(manual.contains(option), "navigator.1 does not mention \(option)")
        }
    }

    /// Each row of the README's table of concepts names tests that exist (the suite passing is what
    /// makes them pass).
    @Test func theConceptTableNamesTestsThatExist() throws {
        let article = try read("Sources/NavigatorUI/NavigatorUI.docc/SeedConcepts.md")
        let table = try #require(article.components(separatedBy: "## The concepts").last?
            .components(separatedBy: "\n## ").first)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| concept") && !$0.hasPrefix("| ---") }
        #expect(rows.count >= 25)
        let names = rows.flatMap { row in row.matches(of: /`([A-Z][A-Za-z0-9]*Tests)\.([a-z][A-Za-z0-9]*)`/).map { (String($0.output.1), String($0.output.2)) } }
        #expect(names.count >= 40)
        // The structs and functions each test file declares, read once (searching every file's text for
        // each name took a second).
        let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent("Tests").path)!
        var declared: [(structs: Set<Substring>, functions: Set<Substring>)] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".build") { enumerator.skipDescendants() }  // the benchmark package's checkouts
            guard path.hasSuffix(".swift") else { continue }
            let source = try read("Tests/" + path)
            declared.append((Set(source.matches(of: /struct ([A-Za-z0-9_]+)/).map(\.output.1)),
                             Set(source.matches(of: /func ([A-Za-z0-9_]+)\(/).map(\.output.1))))
        }
        for (suite, test) in names {
            let inSuite = declared.contains { $0.structs.contains(Substring(suite)) && $0.functions.contains(Substring(test)) }
            #expect(inSuite, "README names \(suite).\(test), which is not a test")
        }
    }

    /// Every `$ navigator --headless …` sample in the README prints what the README shows (those that
    /// save state, which depend on the commands before them, are left out).
    @Test func theREADMEsSamplesAreWhatTheAppPrints() throws {
        let readme = try read("README.md") + read("Sources/NavigatorUI/NavigatorUI.docc/TheNavigatorApp.md")
        var checked = 0
        for block in readme.components(separatedBy: "```").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            var index = lines.startIndex
            while index < lines.endIndex {
                let line = lines[index]
                index += 1
                guard line.hasPrefix("$ navigator --headless"), !line.contains("--state-file") else { continue }
                var expected: [Substring] = []
                while index < lines.endIndex, !lines[index].hasPrefix("$ ") {
                    expected.append(lines[index])
                    index += 1
                }
                while expected.last == "" { expected.removeLast() }
                let arguments = Self.shellWords(line.dropFirst("$ navigator ".count))
                let result = try Navigator.run(arguments)
                var printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                while printed.last == "" { printed.removeLast() }
                #expect(printed == expected, "README: \(line)")
                checked += 1
            }
        }
        #expect(checked >= 4)
    }

    /// Splits a command line the way a shell does for plain words and 'single-quoted' ones.
    static func shellWords(_ line: Substring) -> [String] {
        var words: [String] = [], word = "", quoted = false, inWord = false
        for character in line {
            if character == "'" { quoted.toggle(); inWord = true; continue }
            if character == " " && !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
                continue
            }
            word.append(character)
            inWord = true
        }
        if inWord { words.append(word) }
        return words
    }
}
