// The claim "compiled as written", checked against the seeds' own text: each unchanged example's code,
// cut from the seed document, is found token for token (whitespace aside: seed 004's text lost its
// indentation) in the test file that compiles it. Runs where the seeds are (`../shared/seeds` beside
// the repository, as in this project's workspace).
import NavigatorUI
import Testing

@Suite struct SeedTextTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    nonisolated static let seeds = root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    nonisolated static let seedsArePresent = FileManager.default.fileExists(atPath: seeds.appendingPathComponent("README.md").path)

    /// Where an example's code is in its seed: declarations (from a line, until its braces balance),
    /// or lines as they are (up to `until` on the last one, where the seed's prose runs on).
    enum Part {
        case declaration(Int)
        case lines(ClosedRange<Int>, until: String? = nil)
    }

    /// Every example compiled unchanged (43; and 004.6 without its `@main` line), by seed file.
    static let examples: [(id: String, seed: String, file: String, parts: [Part])] = [
        ("000.1", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(31), .declaration(49)]),
        ("000.3", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(97)]),
        ("000.4", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(111), .declaration(133), .declaration(141)]),
        ("000.5", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(161)]),
        ("000.6", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(187)]),
        ("000.7", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(209), .declaration(222)]),
        ("000.8", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(242)]),
        ("000.9", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(262)]),
        ("000.10", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(287)]),
        ("000.11", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(322)]),
        ("000.12", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(341), .declaration(350)]),
        ("000.13", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(380), .declaration(421)]),
        ("000.14", "000", "Seed000UnderstandingTheNavigationStackTests", [.declaration(446)]),
        ("001.1", "001", "Seed001NavigationStackReferenceTests", [.declaration(8)]),
        ("001.2", "001", "Seed001NavigationStackReferenceTests", [.lines(18...18, until: "= []")]),
        ("001.3", "001", "Seed001NavigationStackReferenceTests", [.declaration(19)]),
        ("001.4", "001", "Seed001NavigationStackReferenceTests", [.declaration(27)]),
        ("002.1", "002", "Seed002WhatIsNavigationStackTests", [.declaration(39), .declaration(44), .declaration(68)]),
        ("002.2", "002", "Seed002WhatIsNavigationStackTests", [.declaration(93), .declaration(116)]),
        ("002.3", "002", "Seed002WhatIsNavigationStackTests", [.lines(158...160), .declaration(162)]),
        ("002.4", "002", "Seed002WhatIsNavigationStackTests", [.declaration(208)]),
        ("002.5", "002", "Seed002WhatIsNavigationStackTests", [.declaration(228)]),
        ("002.6", "002", "Seed002WhatIsNavigationStackTests", [.declaration(249)]),
        ("002.7", "002", "Seed002PersistenceTests", [.lines(282...282), .declaration(283), .declaration(289)]),
        ("002.8", "002", "Seed002PersistenceTests", [.declaration(319)]),
        ("004.1", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(14)]),
        ("004.2", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(37)]),
        ("004.3", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(44)]),
        ("004.4", "004", "Seed004NavigationStackInIOS26Tests", [.lines(68...68), .lines(69...72)]),
        ("004.5", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(78)]),
        ("004.6 (after its @main)", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(99)]),
        ("004.7", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(114)]),
        ("004.8", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(126), .declaration(158)]),
        ("004.9", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(163)]),
        ("004.10", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(180)]),
        ("004.11", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(187)]),
        ("004.12", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(210)]),
        ("004.13", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(229)]),
        ("004.14", "004", "Seed004NavigationStackInIOS26Tests", [.declaration(236)]),
        ("004.15", "004", "Seed004NavigationSplitViewTests", [.declaration(262)]),
        ("004.16", "004", "Seed004NavigationSplitViewTests", [.declaration(286)]),
        ("004.17", "004", "Seed004NavigationSplitViewTests", [.declaration(301)]),
        ("004.18", "004", "Seed004NavigationSplitViewTests", [.lines(310...310), .declaration(311)]),
        ("004.19", "004", "Seed004NavigationSplitViewTests", [.lines(318...318)]),
    ]

    /// Words and single marks: what Swift reads, whitespace aside.
    static func tokens(_ text: Substring) -> [Substring] {
        text.matches(of: /[A-Za-z0-9_]+|\S/).map { text[$0.range] }
    }

    static func seedLines(_ seed: String) throws -> [Substring] {
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: seeds.path).first { $0.hasPrefix(seed + "_") })
        return try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The text of a part of a seed (line numbers from 1).
    static func text(of part: Part, in lines: [Substring]) -> Substring {
        switch part {
        case let .lines(range, until):
            var text = lines[(range.lowerBound - 1)...(range.upperBound - 1)].joined(separator: "\n")[...]
            if let until, let end = text.range(of: until) { text = text[..<end.upperBound] }
            return text
        case let .declaration(first):
            var depth = 0, opened = false, text = ""
            for line in lines[(first - 1)...] {
                for (offset, character) in line.enumerated() {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                    if opened && depth == 0 {  // the prose may run on after the closing brace
                        return (text + line.prefix(offset + 1))[...]
                    }
                }
                text += line + "\n"
            }
            return text[...]
        }
    }

    @Test("Each unchanged example's code is in its test file, token for token", .enabled(if: seedsArePresent, "the seeds are not beside the repository"))
    func theExamplesAreAsWritten() throws {
        var files: [String: [Substring]] = [:]
        for example in Self.examples {
            let lines = try Self.seedLines(example.seed)
            if files[example.file] == nil {
                let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/SeedExampleTests/\(example.file).swift"), encoding: .utf8)
                files[example.file] = Self.tokens(source[...])
            }
            let file = files[example.file]!
            for part in example.parts {
                let wanted = Self.tokens(Self.text(of: part, in: lines))
                #expect(wanted.count > 2, "\(example.id): \(part) is empty")
                let found = file.indices.contains { start in
                    start + wanted.count <= file.count && file[start..<(start + wanted.count)].elementsEqual(wanted)
                }
                #expect(found, "\(example.id) is not in \(example.file).swift as the seed writes it: \(wanted.prefix(12).joined(separator: " ")) …")
            }
        }
        #expect(Self.examples.count == 44)
    }
}
