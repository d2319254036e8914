import Foundation
import Navigation
import TerminalUI
import Testing

/// One table binds keys to commands; the footer, the help, the README's key lists and the manual page's
/// are all the table.
@Suite struct KeyTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func app() -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Number \($0)" }) { n, _ in Screen(title: "Number \(n)", links: [.push("Next", n + 1)]) }
        return StackApp(router: Router<Int>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("One", 1), .push("Two", 2)])
        }
    }

    static let custom = KeyMap(bindings: [
        .init(keys: [.character("n")], command: .selectNext, summary: "next number"),
        .init(keys: [.character("o")], command: .open, summary: "open it"),
        .init(keys: [.character("b")], command: .back, summary: "go back"),
    ])

    func lines(_ app: some TerminalApp, _ keys: [Key], width: Int = 60, height: Int = 14) -> [String] {
        Headless.run(app, size: TerminalSize(width: width, height: height), keys: keys).lines
    }

    /// Keys with nothing attached (arrows, Enter …) are found apart from the others: a table that binds
    /// them otherwise, twice, or not at all is followed as written, and keys are still told apart.
    @Test func aTableBindsTheArrowsAndEnterAsWritten() {
        let map = KeyMap(bindings: [
            .init(keys: [.enter, .character("x")], command: .back, summary: "back"),
            .init(keys: [.up, .enter], command: .open, summary: "open"),  // Enter is bound above: the first binding wins
            .init(keys: [.delete], command: .quit, summary: "quit"),
        ])
        #expect(map.command(for: .enter) == .back && map.command(for: .character("x")) == .back)
        #expect(map.command(for: .up) == .open && map.command(for: .delete) == .quit)
        #expect(map.command(for: .down) == nil && map.command(for: .backspace) == nil && map.command(for: .control("x")) == nil)
        for key: Key in [.up, .down, .left, .right, .enter, .backspace, .escape, .tab, .space, .home, .end, .pageUp, .pageDown, .delete] {
            #expect(KeyMap.standard.command(for: key) == KeyMap.standard.bindings.first { $0.keys.contains(key) }?.command, "\(key)")
        }
        // Through the app: Enter goes back, as this table says.
        let app = Self.app()
        app.keyMap = map
        app.router.push(1)
        app.handle(.enter)
        #expect(app.router.path.isEmpty)
    }

    @Test func theTabBarsKeysShadowNoStandardKey() {
        let added = KeyMap.tabbed.bindings.filter { binding in !KeyMap.standard.bindings.contains { $0.command == binding.command } }
        #expect(added.map(\.command) == [.previousTab, .nextTab])
        for key in added.flatMap(\.keys) { #expect(KeyMap.standard.command(for: key) == nil, "\(key)") }
        #expect(KeyMap.tabbed.bindings.count == KeyMap.standard.bindings.count + 2)
        #expect(KeyMap.tabbed.command(for: .character("]")) == .nextTab)
        #expect(KeyMap.tabbed.command(for: .character("[")) == .previousTab)
    }

    @Test func aTabOfASplitViewKeepsTabForColumnsAndAddsTheTabKeys() {
        let added = KeyMap.tabbedSplit.bindings.filter { binding in !KeyMap.split.bindings.contains { $0.command == binding.command } }
        #expect(added.map(\.command) == [.previousTab, .nextTab])
        for key in added.flatMap(\.keys) { #expect(KeyMap.split.command(for: key) == nil, "\(key)") }
        #expect(KeyMap.tabbedSplit.bindings.count == KeyMap.split.bindings.count + 2)
        // Tab is still the split view's next column, a backslash its sidebar.
        #expect(KeyMap.tabbedSplit.command(for: .tab) == .nextColumn)
        #expect(KeyMap.tabbedSplit.command(for: .character("\\")) == .toggleSidebar)
        #expect(KeyMap.tabbedSplit.command(for: .character("]")) == .nextTab)
        #expect(KeyMap.tabbedSplit.command(for: .character("[")) == .previousTab)
    }

    @Test func levelsAreARealBinding() {
        #expect(KeyMap.standard.command(for: .character("3")) == .jump(3))
        #expect(KeyMap.standard.binding(for: .jump(7))?.keyLabel == "1-9")
        // A table without it has no level keys: nothing is added behind its back.
        #expect(Self.custom.command(for: .character("3")) == nil)
        let app = Self.app()
        app.keyMap = Self.custom
        _ = lines(app, [.character("o"), .character("o"), .character("1")])
        #expect(app.router.path == [1, 2])
    }

    @Test func aCustomKeyMapShowsItsOwnKeysInTheFooterAndHelp() {
        let app = Self.app()
        app.keyMap = Self.custom
        var screen = lines(app, [])
        #expect(screen.last == " n select  o open  b back")
        // No key opens the help, and the footer doesn't say one does.
        screen = lines(app, [.character("?")])
        #expect(!app.isShowingHelp && !screen.joined().contains("?"))
        // With a help key, the help lists this table and nothing else.
        app.keyMap.bindings.append(.init(keys: [.character("h")], command: .toggleHelp, summary: "these keys"))
        screen = lines(app, [.character("h")])
        let help = screen.joined(separator: "\n")
        #expect(app.isShowingHelp)
        for summary in ["next number", "open it", "go back", "these keys"] { #expect(help.contains(summary)) }
        #expect(!help.contains("↑") && !help.contains("quit"))
        #expect(lines(app, [.character("h"), .character("o")]).last == " n select  o open  b back  h keys")
    }

    @Test func theStandardFooterIsTheKeysThatApplyNow() {
        let app = Self.app()
        #expect(lines(app, [], width: 100).last == " ↑↓ select  ⏎ open  ← back  g home  ␣ peek  e log  / filter  ? keys  q quit")
        #expect(lines(app, [.enter, .enter], width: 100).last == " ↑↓ select  ⏎ open  ← back  g home  1-3 level  ␣ peek  e log  / filter  ? keys  q quit")
    }

    @Test func theSplitViewsFooterAndHelpComeFromItsTable() {
        let app = SplitApp(sidebar: SplitColumn(title: "Letters", items: [.init("A", "a"), .init("B", "b")])) { selection in
            Screen(title: selection.map { "Letter \($0)" } ?? "Pick a letter", links: [.push("Deeper", 1)])
        }
        #expect(lines(app, [], width: 100).last == " Tab column  ↑↓ select  ⏎ open  \\ sidebar  / filter  ? keys  q quit")
        // In the detail, the stack's keys that apply there too.
        #expect(lines(app, [.tab], width: 100).last == " Tab column  ↑↓ select  ⏎ open  ← list  \\ sidebar  g home  ␣ peek  e log  / filter  ? keys  q quit")
        let help = lines(app, [.character("?")], width: 100, height: 34).joined(separator: "\n")
        for binding in KeyMap.split.bindings { #expect(help.contains(binding.summary), "\(binding.summary)") }
        // Its own table: another key for the next column, shown as such.
        let own = SplitApp(sidebar: SplitColumn(title: "Letters", items: [.init("A", "a")])) { _ in Screen(title: "Detail") }
        own.keyMap = KeyMap(bindings: [.init(keys: [.character("w")], command: .nextColumn, summary: "next column")]
                            + KeyMap.split.bindings.filter { $0.command != .nextColumn })
        #expect(lines(own, [.tab], width: 100).last?.hasPrefix(" w column") == true && own.focus == .sidebar)
        _ = lines(own, [.character("w")], width: 100)
        #expect(own.focus == .detail)
    }

    // MARK: The documentation is the table

    /// How the documentation writes a key of the table's labels.
    static func documented(_ label: String) -> [String] {
        label.split(separator: " ").map { ["⏎": "Enter", "⌫": "Backspace", "Del": "Delete"][String($0)] ?? String($0) }
    }

    /// The rows of the README table whose header starts with `header`: the keys, and what they do.
    static func readmeRows(_ readme: String, header: String) throws -> [(keys: [String], text: String)] {
        let table = try #require(readme.components(separatedBy: "\n" + header).dropFirst().first?.components(separatedBy: "\n\n").first)
        return table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.map { row in
            let cells = row.split(separator: "|", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0].matches(of: /`([^`]+)`/).map { String($0.output.1) }, cells[1].trimmingCharacters(in: CharacterSet(charactersIn: " |")))
        }
    }

    @Test func theREADMEsKeyTablesAreTheTables() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            + String(contentsOf: Self.root.appendingPathComponent("Sources/NavigatorUI/NavigatorUI.docc/TheNavigatorApp.md"), encoding: .utf8)
        for (header, map) in [("| key | what it does |", KeyMap.standard), ("| key | in the split view", KeyMap.split)] {
            let rows = try Self.readmeRows(readme, header: header)
            #expect(rows.map(\.keys) == map.bindings.map { Self.documented($0.keyLabel) }, "\(header)")
            for (row, binding) in zip(rows, map.bindings) {
                #expect(row.text.hasPrefix(binding.summary), "README says “\(row.text)” for \(binding.keyLabel): “\(binding.summary)”")
            }
        }
    }

    @Test func theREADMEsEditingKeysAreTheTable() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            + String(contentsOf: Self.root.appendingPathComponent("Sources/NavigatorUI/NavigatorUI.docc/TheNavigatorApp.md"), encoding: .utf8)
        for map in [KeyMap.standard, KeyMap.split] {
            let rows = try Self.readmeRows(readme, header: "| key | typing in a text field or the prompt |")
            #expect(rows.map(\.keys) == map.editing.map { Self.documented($0.keyLabel) })
            #expect(rows.map(\.text) == map.editing.map(\.summary))
        }
    }

    @Test func theManualPagesEditingKeysAreTheTable() throws {
        let manual = try String(contentsOf: Self.root.appendingPathComponent("Resources/navigator.1"), encoding: .utf8)
        let entries = try Self.manualEntries(manual, section: "EDITING KEYS")
        #expect(entries.map(\.keys) == KeyMap.standard.editing.map { Self.documented($0.keyLabel) })
        for (entry, binding) in zip(entries, KeyMap.standard.editing) {
            #expect(entry.text.lowercased().hasPrefix(binding.summary.lowercased()), "navigator.1 says “\(entry.text)” for \(binding.keyLabel)")
        }
    }

    /// The `.TP` entries of a section of the manual page: the keys, and what they do.
    static func manualEntries(_ manual: String, section name: String) throws -> [(keys: [String], text: String)] {
        let section = try #require(manual.components(separatedBy: ".SH \(name)\n").dropFirst().first?.components(separatedBy: "\n.SH").first)
        var entries: [(keys: [String], text: String)] = []
        for entry in section.components(separatedBy: ".TP\n").dropFirst() {
            let lines = entry.split(separator: "\n")
            var keyLine = String(lines[0])
            for (escape, text) in [("\\(ua", "↑"), ("\\(da", "↓"), ("\\(->", "→"), ("\\(<-", "←"), ("\\-", "-")] {
                keyLine = keyLine.replacingOccurrences(of: escape, with: text)
            }
            let keys = keyLine.split(separator: " ", maxSplits: 1)[1].components(separatedBy: "\" \"").map { $0.trimmingCharacters(in: .whitespaces) }
            entries.append((keys, lines.dropFirst().joined(separator: " ")))
        }
        return entries
    }

    @Test func theManualPagesKeysAreTheTable() throws {
        let manual = try String(contentsOf: Self.root.appendingPathComponent("Resources/navigator.1"), encoding: .utf8)
        let entries = try Self.manualEntries(manual, section: "KEYS")
        #expect(entries.map(\.keys) == KeyMap.standard.bindings.map { Self.documented($0.keyLabel) })
        for (entry, binding) in zip(entries, KeyMap.standard.bindings) {
            #expect(entry.text.lowercased().hasPrefix(binding.summary.lowercased()), "navigator.1 says “\(entry.text)” for \(binding.keyLabel)")
        }
    }
}
