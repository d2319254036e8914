import Foundation
import Testing

/// The “Coming from SwiftUI” article's tables against NavigatorUI's public symbols, read from the
/// module this build made (`swift-symbolgraph-extract`): an API a row says is there is a public symbol,
/// one it says is not there yet is not (so the row changes when it comes), and every public type and
/// view modifier of NavigatorUI has a row.
@Suite struct SwiftUITableTests {
    static let article = "Sources/NavigatorUI/NavigatorUI.docc/ComingFromSwiftUI.md"
    static let statuses = ["Supported", "Drawn differently", "Not there yet", "navigator's own"]

    struct Row {
        let line: Int
        /// The APIs the first cell names, each in backticks: `Type`, `@Wrapper`, `.modifier(_:)`, `#Macro`.
        let apis: [String]
        let status: String
    }

    static func rows() throws -> [Row] {
        let text = try DocumentationTests().read(article)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let apis = cells[1].matches(of: /`([^`]+)`/).map { String($0.output.1) }
            let status = statuses.first { status in [":", ".", ",", " ("].contains { cells[2].hasPrefix(status + $0) } } ?? cells[2]
            rows.append(Row(line: index + 1, apis: apis, status: status))
        }
        return rows
    }

    /// What an API of a row is looked up as: a type's name (`@State` is `State`), or a member's base
    /// name (`.sheet(item:onDismiss:content:)` is `sheet`).
    static func lookup(_ api: String) -> (name: String, isMember: Bool) {
        var name = Substring(api)
        if name.hasPrefix("@") || name.hasPrefix("#") { name = name.dropFirst() }
        let isMember = name.hasPrefix(".")
        if isMember { name = name.dropFirst() }
        name = name.prefix { $0 != "(" && $0 != " " }
        return (String(name), isMember)
    }

    struct Symbols {
        /// Top-level public types, protocols, macros and functions (the module's own and those it re-exports).
        var types: Set<String> = []
        /// The base names of public members, by the type they extend (`View`: its modifiers).
        var members: [String: Set<String>] = [:]
        var allMembers: Set<String> { members.values.reduce(into: []) { $0.formUnion($1) } }
    }

    static func symbols() throws -> Symbols {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        struct Graph: Decodable {
            struct Symbol: Decodable {
                struct Kind: Decodable { let identifier: String }
                let kind: Kind
                let pathComponents: [String]
            }
            let symbols: [Symbol]
        }
        var symbols = Symbols()
        // NavigatorUI's own, and Combine's, which it re-exports whole (Exports.swift), as SwiftUI does.
        for module in ["NavigatorUI", "Combine"] {
            try PublicSurfaceTests.extractSymbolGraphs(of: module, into: output)
            let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
            for symbol in try JSONDecoder().decode(Graph.self, from: data).symbols {
                let path = symbol.pathComponents
                if path.count == 1 {
                    symbols.types.insert(String(path[0].prefix { $0 != "(" }))
                } else if path.count == 2 {
                    symbols.members[path[0], default: []].insert(String(path[1].prefix { $0 != "(" }))
                }
            }
        }
        // What `import NavigatorUI` re-exports of the layers below (Exports.swift).
        let exports = try DocumentationTests().read("Sources/NavigatorUI/Exports.swift")
        for match in exports.matches(of: /@_exported import (?:struct|enum|class|protocol) [A-Za-z]+\.([A-Za-z]+)/) {
            symbols.types.insert(String(match.output.1))
        }
        // The whole of Observation is re-exported: the `@Observable` macro is its.
        if exports.contains("@_exported import Observation") { symbols.types.insert("Observable") }
        return symbols
    }

    @Test func everyRowNamesAPIsAndSaysWhatNavigatorDoes() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 60)
        for row in rows {
            #expect(!row.apis.isEmpty, "\(Self.article):\(row.line) names no API")
            #expect(Self.statuses.contains(row.status), "\(Self.article):\(row.line) starts with “\(row.status)”, not one of \(Self.statuses)")
        }
    }

    @Test func theTablesSayWhatIsThereAndWhatIsNot() throws {
        let symbols = try Self.symbols()
        let members = symbols.allMembers
        for row in try Self.rows() where Self.statuses.contains(row.status) {
            for api in row.apis {
                let (name, isMember) = Self.lookup(api)
                let exists = isMember ? members.contains(name) : symbols.types.contains(name)
                if row.status == "Not there yet" {
                    #expect(!exists, "\(Self.article):\(row.line): \(api) is public in NavigatorUI now; say what it does")
                } else {
                    #expect(exists, "\(Self.article):\(row.line): \(api) is no public symbol of NavigatorUI")
                }
            }
        }
    }

    @Test func everyPublicTypeAndModifierHasARow() throws {
        let symbols = try Self.symbols()
        let named = try Self.rows().flatMap(\.apis).map(Self.lookup)
        let types = Set(named.filter { !$0.isMember }.map(\.name))
        let modifiers = Set(named.filter(\.isMember).map(\.name))
        for type in symbols.types.sorted() where !type.hasPrefix("_") && type.first?.isUppercase == true {
            #expect(types.contains(type), "\(type) is public in NavigatorUI and has no row in \(Self.article)")
        }
        for modifier in (symbols.members["View"] ?? []).sorted() where !modifier.hasPrefix("_") && modifier.first?.isLowercase == true && modifier != "body" {
            #expect(modifiers.contains(modifier), "View.\(modifier) is public in NavigatorUI and has no row in \(Self.article)")
        }
    }
}
