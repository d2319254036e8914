// `Menu` as SwiftUI code writes it: a line `Label …` whose Enter opens its buttons as a panel over the
// screen (a nested menu an entry opening its own), in a toolbar, in a body, with a primary action.
import NavigatorUI
import Testing

@Observable private final class Files {
    var names = ["b.txt", "a.txt", "c.txt"]
    var log: [String] = []
}

/// A SwiftUI-shaped screen: a list, and a toolbar menu with a destructive button and a submenu.
private struct FilesView: View {
    @Bindable var files: Files

    var body: some View {
        NavigationStack {
            List(files.names, id: \.self) { name in
                Text(name)
            }
            .navigationTitle("Files")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("By name") { files.names.sort() }
                        Button("By name, descending") { files.names.sort(by: >) }
                        Divider()
                        Section("Danger") {
                            Button("Delete all", role: .destructive) { files.names.removeAll() }
                        }
                        Button("Archive") { files.log.append("archived") }
                            .disabled(true)
                        Menu("More") {
                            Button("Export") { files.log.append("exported") }
                            Button("Print") { files.log.append("printed") }
                        }
                    } label: {
                        Label("Sort", systemImage: "folder")
                    }
                    .menuStyle(.borderlessButton)
                }
            }
        }
    }
}

/// Menus in a body: a plain one, one with a primary action, one with a picker inside.
private struct ComposeView: View {
    @State private var log: [String] = []
    @State private var flavor = "Vanilla"

    var body: some View {
        NavigationStack {
            VStack {
                Text("Log: \(log.joined(separator: ","))")
                Menu("Add", content: {
                    Button("Folder") { log.append("folder") }
                    Button("Smart folder") { log.append("smart") }
                }, primaryAction: { log.append("document") })
                Menu("Flavor") {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                }
                .menuStyle(ButtonMenuStyle())
                Text("Flavor: \(flavor)")
            }
            .navigationTitle("Compose")
        }
    }
}

@MainActor @Suite struct MenuTests {
    static let size = TerminalSize(width: 70, height: 16)

    fileprivate func files(_ keys: String, _ model: Files = Files()) throws -> [String] {
        try filesCanvas(keys, model).lines
    }

    fileprivate func filesCanvas(_ keys: String, _ model: Files = Files()) throws -> Canvas {
        Headless.run(FilesView(files: model), size: Self.size, keys: try Key.parseScript(keys))
    }

    func compose(_ keys: String, size: TerminalSize = Self.size) throws -> [String] {
        Headless.run(ComposeView(), size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("A toolbar menu is one line `Label …` under the toolbar heading; the footer says ⏎ menu on it")
    func line() throws {
        let lines = try files("end")
        #expect(lines.contains { $0.hasPrefix(" ▸ ") && $0.contains("Sort …") }, "\(lines)")
        #expect(lines.contains { $0.contains("Toolbar") }, "\(lines)")
        #expect(!lines.joined().contains("┌"), "nothing open before Enter: \(lines)")
        #expect(lines.last?.contains("⏎ menu") == true, "\(lines.last ?? "")")
    }

    @Test("Enter opens its buttons as a panel titled with the label: a disabled one left out, dividers and section headers drawn as nothing, a nested menu an entry `More …`")
    func panel() throws {
        let lines = try files("end enter")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Sort ─"), "titled with the label: \(text)")
        let entries = ["▸ By name ", "  By name, descending ", "  Delete all ", "  More … "]
        for entry in entries { #expect(lines.contains { $0.contains("│ \(entry)") }, "\(entry) in \(text)") }
        let rows = entries.map { entry in lines.firstIndex { $0.contains("│ \(entry)") } ?? -1 }
        #expect(rows == rows.sorted() && Set(rows).count == 4, "in the order written: \(rows)")
        #expect(!text.contains("Archive") && !text.contains("Danger"), "\(text)")
        #expect(lines.last?.contains("choose") == true && lines.last?.contains("cancel") == true, "\(lines.last ?? "")")
    }

    @Test("Enter on an entry runs it and closes the panel; Esc closes it running nothing")
    func runAndClose() throws {
        let model = Files()
        var lines = try files("end enter down enter", model)
        #expect(model.names == ["c.txt", "b.txt", "a.txt"])
        #expect(!lines.joined().contains("┌"), "closed: \(lines)")
        #expect(lines.contains { $0.hasPrefix(" ▸ ") && $0.contains("Sort …") }, "the menu stays selected: \(lines)")
        let untouched = Files()
        lines = try files("end enter down esc", untouched)
        #expect(untouched.names == ["b.txt", "a.txt", "c.txt"])
        #expect(!lines.joined().contains("┌"), "\(lines)")
        // Opened again, it comes up on its first entry.
        lines = try files("end enter down esc enter enter", untouched)
        #expect(untouched.names == ["a.txt", "b.txt", "c.txt"])
    }

    @Test("A destructive button keeps its role: drawn in the theme's warning style, and it runs")
    func destructive() throws {
        let model = Files()
        let canvas = try filesCanvas("end enter", model)
        // The canvas as SVG: each run of cells alike is a span, with the look its style resolves to.
        let spans = canvas.svg().components(separatedBy: "<tspan").dropFirst()
        let warning = try #require(spans.first { $0.contains("Delete all") })
        let plain = try #require(spans.first { $0.contains("By name, descending") })
        #expect(warning.contains("font-weight=\"bold\"") && warning.contains("fill="), "the warning style: \(warning)")
        #expect(!plain.contains("font-weight") && !plain.contains("fill="), "\(plain)")
        _ = try files("end enter down down enter", model)
        #expect(model.names.isEmpty)
    }

    @Test("A nested menu opens its own panel over the screen; Esc there goes back to the outer one; its button runs and closes both")
    func nested() throws {
        let model = Files()
        var lines = try files("end enter end enter", model)
        var text = lines.joined(separator: "\n")
        #expect(text.contains("More ─"), "\(text)")
        #expect(lines.contains { $0.contains("│ ▸ Export ") } && lines.contains { $0.contains("│   Print ") }, "\(text)")
        #expect(!text.contains("By name"), "one panel at a time: \(text)")
        lines = try files("end enter end enter down enter", model)
        #expect(model.log == ["printed"])
        #expect(!lines.joined().contains("┌"), "both closed: \(lines)")
        lines = try files("end enter end enter esc", model)
        text = lines.joined(separator: "\n")
        #expect(text.contains("Sort ─") && text.contains("By name"), "back on the outer panel: \(text)")
        lines = try files("end enter end enter esc esc", model)
        #expect(!lines.joined().contains("┌"), "\(lines)")
        #expect(model.log == ["printed"])
    }

    @Test("With primaryAction, Enter runs it and m opens the menu; the footer and the help say so")
    func primaryAction() throws {
        var lines = try compose("enter")
        #expect(lines.contains("  Log: document"), "\(lines)")
        #expect(!lines.joined().contains("┌"), "\(lines)")
        lines = try compose("m")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Add ─") && lines.contains { $0.contains("│ ▸ Folder ") }, "\(text)")
        lines = try compose("m down enter")
        #expect(lines.contains("  Log: smart"), "\(lines)")
        #expect(!lines.joined().contains("┌"), "\(lines)")
        let footer = try compose("").last ?? ""
        #expect(footer.contains("m actions") && footer.contains("⏎ open"), "\(footer)")
        let plain = try compose("down").last ?? ""
        #expect(plain.contains("⏎ menu") && !plain.contains("m actions"), "\(plain)")
        let help = try compose("?", size: TerminalSize(width: 80, height: 40)).joined(separator: "\n")
        #expect(help.contains("m        open the selected row's actions or menu"), "\(help)")
    }

    @Test("A picker in a menu is drawn inline, as SwiftUI draws it: an entry per option, Enter choosing one; .menuStyle changes nothing")
    func pickerInside() throws {
        var lines = try compose("down enter")
        let text = lines.joined(separator: "\n")
        #expect(lines.contains { $0.contains("Flavor …") }, "\(text)")
        #expect(lines.contains { $0.contains("│ ▸ (•) Vanilla ") } && lines.contains { $0.contains("│   ( ) Mint ") }, "\(text)")
        lines = try compose("down enter down enter")
        #expect(lines.contains("  Flavor: Mint"), "\(lines)")
        #expect(!lines.joined().contains("┌"), "\(lines)")
    }

    @Test("A menu in a list's row: its line is the row; Enter opens its panel over the screen")
    func inARow() throws {
        struct Rows: View {
            @State private var log: [String] = []
            var body: some View {
                NavigationStack {
                    List(["One", "Two"], id: \.self) { name in
                        Menu(name) { Button("Rename \(name)") { log.append(name) } }
                    }
                    .navigationTitle("Log: \(log.joined())")
                }
            }
        }
        var lines = Headless.run(Rows(), size: Self.size, keys: try Key.parseScript("down enter")).lines
        #expect(lines.contains { $0.contains("│ ▸ Rename Two ") }, "\(lines)")
        lines = Headless.run(Rows(), size: Self.size, keys: try Key.parseScript("down enter enter")).lines
        #expect(lines.joined().contains("Log: Two"), "\(lines)")
    }
}
