// How controls style their cells: a stepper's sign that can't step, at a bound, is dim.
import NavigatorUI
import TerminalUI
import Testing

private struct Guests: View {
    @State private var guests = 1
    var body: some View {
        Button("First") {}
        Stepper("Guests: \(guests)", value: $guests, in: 1...2)
    }
}

@MainActor @Suite struct ControlStyleTests {
    /// Whether the cell at `column` of the row that holds `text` is dim.
    static func isDim(_ frame: Canvas, _ text: String, column: (String) -> Int) -> Bool? {
        guard let row = frame.lines.firstIndex(where: { $0.contains(text) }) else { return nil }
        return frame.cells[row * frame.width + column(frame.lines[row])].style.contains(.dim)
    }

    static func column(of sign: Character) -> (String) -> Int {
        { line in line.distance(from: line.startIndex, to: line.lastIndex(of: sign)!) }
    }

    @Test("A stepper's − is dim at its lower bound, its + at its upper bound, neither between")
    func signsAtBounds() throws {
        let size = TerminalSize(width: 40, height: 8)
        let atLower = Headless.run(Guests(), size: size, keys: [])
        #expect(Self.isDim(atLower, "Guests: 1", column: Self.column(of: "−")) == true)
        #expect(Self.isDim(atLower, "Guests: 1", column: Self.column(of: "+")) == false)
        let atUpper = Headless.run(Guests(), size: size, keys: try Key.parseScript("down +"))
        #expect(Self.isDim(atUpper, "Guests: 2", column: Self.column(of: "−")) == false)
        #expect(Self.isDim(atUpper, "Guests: 2", column: Self.column(of: "+")) == true)
    }
}

private struct Trash: View {
    @State private var deleted = 0
    var body: some View {
        Text("Deleted \(deleted)")
        Button("Keep") {}
        Button("Delete", role: .destructive) { deleted += 1 }
        Button(role: .cancel) {} label: { Text("Cancel") }
    }
}

@MainActor @Suite struct ButtonRoleStyleTests {
    static func style(_ frame: Canvas, of text: String) throws -> TerminalStyleProbe {
        let row = try #require(frame.lines.firstIndex { $0.hasSuffix(" " + text) })
        let column = frame.lines[row].distance(from: frame.lines[row].startIndex, to: frame.lines[row].firstRange(of: text)!.lowerBound)
        let style = frame.cells[row * frame.width + column].style
        return TerminalStyleProbe(bold: style.contains(.bold), reverse: style.contains(.reverse), foreground: style.foreground.map { "\($0)" })
    }

    struct TerminalStyleProbe: Equatable {
        var bold: Bool, reverse: Bool, foreground: String?
    }

    @Test("A destructive button is drawn in the theme's warning style (bold, yellow); selected, as the selection, bold; others plain")
    func destructive() throws {
        let size = TerminalSize(width: 40, height: 10)
        let frame = Headless.run(Trash(), size: size, keys: [])
        let warning = try Self.style(frame, of: "Delete")
        #expect(warning.bold && !warning.reverse && warning.foreground != nil, "\(warning)")
        #expect(try Self.style(frame, of: "Cancel") == .init(bold: false, reverse: false, foreground: nil))
        let selected = Headless.run(Trash(), size: size, keys: try Key.parseScript("down"))
        let probe = try Self.style(selected, of: "Delete")
        #expect(probe.bold && probe.reverse, "\(probe)")
        // It is a button as any: Enter runs it.
        let pressed = Headless.run(Trash(), size: size, keys: try Key.parseScript("down enter"))
        #expect(pressed.lines.contains { $0.contains("Deleted 1") })
    }
}

/// Every glyph of the SF Symbol table takes one column, as the terminal draws it: a label's text stays
/// where it is measured to be.
@MainActor @Suite struct SymbolWidthTests {
    @Test("Each symbol's glyph is one column wide")
    func oneColumnEach() {
        let names = Image.systemSymbols.keys.sorted()
        #expect(names.count >= 60)
        let rows = names.map { name in HStack(spacing: 0) { Image(systemName: name); Text("|") } }
        let frame = Headless.run(VStack { ForEach(0..<rows.count, id: \.self) { rows[$0] } },
                                 size: TerminalSize(width: 20, height: names.count * 2 + 4), keys: [])
        let rowsDrawn = frame.lines.indices.filter { frame.lines[$0].hasSuffix("|") }
        #expect(rowsDrawn.count == names.count)
        for (name, row) in zip(names, rowsDrawn) {
            // `  X|`: the glyph in the third column, the bar in the fourth, where one column puts it.
            #expect(frame.text(row: row, column: 3) == "|", "\(name): “\(frame.lines[row])”")
            #expect(frame.text(row: row, column: 2) == String(Image.glyph(forSystemName: name)), "\(name)")
        }
    }
}

private struct PlacedRow: View {
    @State private var deleted = 0
    var body: some View {
        Text("Deleted \(deleted)")
        HStack {
            Button("Keep") {}
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Later") {}.disabled(true)
            Text("plain")
        }
    }
}

/// Buttons placed side by side in a row are styled as buttons on lines of their own: the selected one
/// (its marker and its label) as the selection, a destructive one in the warning style, a disabled
/// one dim; the row's texts and the spaces between them keep their own style.
@MainActor @Suite struct PlacedControlStyleTests {
    static func style(_ frame: Canvas, at text: String) throws -> TerminalUI.Style {
        let row = try #require(frame.lines.firstIndex { $0.contains("Keep") })
        let line = frame.lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.firstRange(of: text)).lowerBound)
        return frame.cells[row * frame.width + column].style
    }

    @Test("Selected, destructive, disabled and plain, each in its style; no cell keeps the mark that placed a label")
    func styles() throws {
        let size = TerminalSize(width: 50, height: 8)
        let frame = Headless.run(PlacedRow(), size: size, keys: [])
        #expect(try Self.style(frame, at: "▸ Keep").contains(.reverse))
        #expect(try Self.style(frame, at: "Keep").contains(.reverse))
        let delete = try Self.style(frame, at: "Delete")
        #expect(delete.contains(.bold) && !delete.contains(.reverse) && delete.foreground != nil)
        #expect(try Self.style(frame, at: "Later").contains(.dim))
        #expect(try Self.style(frame, at: "plain").isEmpty)
        #expect(try Self.style(frame, at: "   Delete").isEmpty, "the space before a label's marker room is the row's")
        let selected = Headless.run(PlacedRow(), size: size, keys: try Key.parseScript("down"))
        let probe = try Self.style(selected, at: "Delete")
        #expect(probe.contains(.reverse) && probe.contains(.bold))
        #expect(try !Self.style(selected, at: "Keep").contains(.reverse))
        #expect(frame.cells.allSatisfy { $0.style.itemTag == 0 } && selected.cells.allSatisfy { $0.style.itemTag == 0 })
        let pressed = Headless.run(PlacedRow(), size: size, keys: try Key.parseScript("down enter"))
        #expect(pressed.lines.contains { $0.contains("Deleted 1") })
    }
}

/// A text field placed in a row is drawn as a field on a line of its own is: its text's room underlined
/// to the end of its share of the row, in the selection's style when selected, and the cursor where
/// the text being edited ends.
@MainActor @Suite struct PlacedFieldStyleTests {
    struct Adding: View {
        @State private var new = ""
        var body: some View {
            NavigationStack {
                HStack {
                    TextField("New", text: $new)
                    Button("Add") {}
                }
                .navigationTitle("Adding")
            }
        }
    }

    /// The styles of row `row`'s cells from `first` through `last`.
    static func styles(_ frame: Canvas, row: Int, _ columns: ClosedRange<Int>) -> [TerminalUI.Style] {
        columns.map { frame.cells[row * frame.width + $0].style }
    }

    @Test("Underlined from the text's first column to the end of its share; the row's spacing and the button are not")
    func underlined() throws {
        let size = TerminalSize(width: 40, height: 8)
        // Down: the button selected, the field drawn plain. Its line: ` ` + `  New: ` (columns 1-7),
        // its text's room (8-30), the row's spacing (31), `  Add` (32-36).
        let frame = Headless.run(Adding(), size: size, keys: try Key.parseScript("down"))
        #expect(frame.line(3) == "   New:" + String(repeating: " ", count: 25) + "▸ Add", "\(frame.lines)")
        #expect(Self.styles(frame, row: 3, 8...30).allSatisfy { $0.contains(.underline) && !$0.contains(.reverse) })
        #expect(Self.styles(frame, row: 3, 1...7).allSatisfy { !$0.contains(.underline) })
        #expect(!frame.cells[3 * frame.width + 31].style.contains(.underline))
        #expect(Self.styles(frame, row: 3, 34...36).allSatisfy { $0.contains(.reverse) && !$0.contains(.underline) })
        // Selected, in the selection's style; edited, the cell after `ab` is the cursor (reversed
        // against the selection's bar), the others as they were.
        let edited = Headless.run(Adding(), size: size, keys: try Key.parseScript("a b"))
        #expect(edited.line(3).hasPrefix(" ▸ New: ab "))
        #expect(Self.styles(edited, row: 3, 1...9).allSatisfy { $0.contains(.reverse) })
        #expect(!edited.cells[3 * edited.width + 10].style.contains(.reverse) && edited.cells[3 * edited.width + 10].style.contains(.underline))
        #expect(Self.styles(edited, row: 3, 11...30).allSatisfy { $0.contains(.reverse) && $0.contains(.underline) })
        #expect(edited.cells.allSatisfy { $0.style.itemTag == 0 })
    }
}

/// An alert's text field, selected, has its cursor: the cell after its text reversed against the
/// selection's bar.
@MainActor @Suite struct DialogFieldStyleTests {
    struct Rename: View {
        @State private var draft = "Ann"
        @State private var isRenaming = true
        var body: some View {
            NavigationStack {
                Text("Behind")
                    .alert("Rename", isPresented: $isRenaming) {
                        TextField("Name", text: $draft)
                        Button("OK") {}
                    }
                    .navigationTitle("Names")
            }
        }
    }

    @Test("The cursor after the text, then where ← moves it")
    func cursor() throws {
        let size = TerminalSize(width: 50, height: 12)
        for (keys, at) in [("", 3), ("left left", 1)] {
            let frame = Headless.run(Rename(), size: size, keys: try Key.parseScript(keys))
            let row = try #require(frame.lines.firstIndex { $0.contains("▸ Name: Ann") })
            let line = frame.lines[row]
            let text = line.distance(from: line.startIndex, to: try #require(line.firstRange(of: "Ann")).lowerBound)
            let cells = (0..<5).map { frame.cells[row * frame.width + text + $0].style.contains(.reverse) }
            #expect(cells == (0..<5).map { $0 != at }, "\(keys): \(cells)")
        }
    }
}
