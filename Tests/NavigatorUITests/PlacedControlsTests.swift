import NavigatorUI
import Testing

/// Buttons, links and controls are placed where their views' layout puts them, as SwiftUI places them:
/// side by side in an `HStack`, in a `Grid`'s cells, in a padding's block. The selection goes through
/// them in the order written, its `▸` in the two columns before the selected label; a click opens the
/// one under it. (They were drawn each on a line of its own under the row, whatever the layout.)
@MainActor @Suite struct PlacedControlsTests {
    static func frame<V: View>(_ view: V, width: Int = 40, height: Int = 16, keys: String = "") throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    /// A screen saying which of its buttons ran last, above `content`.
    struct Said<Content: View>: View {
        @State private var said = "nothing"
        @ViewBuilder let content: (Binding<String>) -> Content
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Said \(said)")
                    content($said)
                }
                .navigationTitle("Placed")
            }
        }
    }

    static var cancelOrSave: some View { Said { said in
        HStack {
            Button("Cancel") { said.wrappedValue = "cancel" }
            Button("Save") { said.wrappedValue = "save" }
            Button("Later") {}.disabled(true)
        }
        Button("Below") { said.wrappedValue = "below" }
    } }

    @Test("Buttons in an HStack are side by side on its line; ↓ goes to the next in the order written, skipping a disabled one, and ⏎ runs the selected")
    func sideBySide() throws {
        #expect(try Self.frame(Self.cancelOrSave).prefix(8) == [" Placed", " Placed", "", "  Said nothing", "", " ▸ Cancel   Save   Later", "", "   Below"])
        #expect(try Self.frame(Self.cancelOrSave, keys: "down enter").prefix(8)
            == [" Placed", " Placed", "", "  Said save", "", "   Cancel ▸ Save   Later", "", "   Below"])
        #expect(try Self.frame(Self.cancelOrSave, keys: "down down enter").prefix(8)
            == [" Placed", " Placed", "", "  Said below", "", "   Cancel   Save   Later", "", " ▸ Below"])
        #expect(try Self.frame(Self.cancelOrSave, keys: "down down up up enter")[3] == "  Said cancel")
    }

    @Test("A click on a placed button selects and runs it; a click between two buttons or on a disabled one runs nothing")
    func clicks() throws {
        // `click:COL,ROW` counts from 1: the row line is the sixth, `Save` is at columns 13-16.
        let save = try Self.frame(Self.cancelOrSave, keys: "click:14,6")
        #expect(save[3] == "  Said save" && save[5] == "   Cancel ▸ Save   Later")
        // Column 9 (counting from 0) is the space between `Cancel` and the marker's room before `Save`.
        #expect(try Self.frame(Self.cancelOrSave, keys: "click:10,6")[3] == "  Said nothing")
        #expect(try Self.frame(Self.cancelOrSave, keys: "click:22,6")[3] == "  Said nothing")
    }

    @Test("Texts and buttons in a row are drawn in the order written; a Spacer puts the button at the right edge")
    func amongTexts() throws {
        let lines = try Self.frame(Said { said in
            HStack {
                Text("Draft")
                Spacer()
                Button("Send") { said.wrappedValue = "send" }
            }
        }, keys: "enter")
        // 40 columns: the row runs from column 2 to column 37; the button's marker and label end it.
        #expect(lines[3] == "  Said send")
        #expect(lines[5] == "  Draft" + String(repeating: " ", count: 36 - 5 - 6) + "▸ Send")
    }

    @Test("Two columns of buttons side by side: ↓ goes down the first column, then the second, as written")
    func columns() throws {
        let view = Said { said in
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text("Left")
                    Button("One") { said.wrappedValue = "one" }
                    Button("Two") { said.wrappedValue = "two" }
                }
                VStack(alignment: .leading) {
                    Text("Right")
                    Button("Three") { said.wrappedValue = "three" }
                }
            }
        }
        #expect(try Self.frame(view).prefix(8) == [" Placed", " Placed", "", "  Said nothing", "", "  Left  Right", "  ▸ One   Three", "    Two"])
        let third = try Self.frame(view, keys: "down down enter")
        #expect(third[3] == "  Said three" && third[6] == "    One ▸ Three")
    }

    @Test("A Grid's buttons are in their cells")
    func grid() throws {
        let lines = try Self.frame(Said { said in
            Grid {
                GridRow {
                    Button("7") { said.wrappedValue = "7" }
                    Button("8") { said.wrappedValue = "8" }
                }
                GridRow {
                    Button("4") { said.wrappedValue = "4" }
                    Button("5") { said.wrappedValue = "5" }
                }
            }
        }, keys: "down down down enter")
        #expect(Array(lines[3...7]) == ["  Said 5", "", "   7   8", "   4 ▸ 5", ""])
    }

    @Test("A row of buttons too wide for the screen wraps between them, each line's first marker in a link's column; the selection is scrolled into view")
    func wrapsAndScrolls() throws {
        let many = Said { said in
            HStack {
                ForEach(0..<8) { number in Button("Button \(number)") { said.wrappedValue = "\(number)" } }
            }
        }
        #expect(try Self.frame(many, width: 40).prefix(10) == [" Placed", " Placed", "", "  Said nothing", "", " ▸ Button 0   Button 1   Button 2", "   Button 3   Button 4   Button 5",
                                                                 "   Button 6   Button 7", "", ""])
        let scrolled = try Self.frame(many, width: 40, height: 6, keys: "down down down down down down down")
        #expect(scrolled.contains { $0.hasPrefix("   Button 6 ▸ Button 7") })
    }

    @Test("Controls are placed too (a toggle in a row, a text field beside its text)")
    func controlsAndFields() throws {
        struct Settings: View {
            @State private var on = false
            @State private var name = ""
            var body: some View {
                NavigationStack {
                    VStack {
                        HStack { Toggle("Wi-Fi", isOn: $on); Text("on the left") }
                        HStack { Text("Who"); TextField("Name", text: $name) }
                    }
                    .navigationTitle("Settings")
                }
            }
        }
        let lines = try Self.frame(Settings(), keys: "enter")
        #expect(Array(lines[3...6]) == [" ▸ [x] Wi-Fi on the left", "", "  Who   Name:", ""])
    }

    /// SwiftUI's usual way to add to a list: a field and its button on one line.
    struct Adding: View {
        @State private var new = ""
        @State private var items: [String] = []
        var body: some View {
            NavigationStack {
                VStack {
                    HStack {
                        TextField("New", text: $new, prompt: Text("an item"))
                        Button("Add") { items.append(new); new = "" }
                    }
                    Text("Items: \(items.joined(separator: ", "))")
                }
                .navigationTitle("Adding")
            }
        }
    }

    @Test("A text field in an HStack is placed in the row, as wide as the row leaves it (its button at the right edge); typed into, it sets its binding there, and ↓ goes on to the button")
    func fieldInARow() throws {
        // 40 columns: the row runs from column 1 (the field's marker) to column 37, where `Add` ends.
        let first = try Self.frame(Adding())
        #expect(first[3] == " ▸ New: an item" + String(repeating: " ", count: 17) + "  Add", "\(first)")
        // A key that types starts the editing where the field is; Enter ends it and selects the button.
        let typed = try Self.frame(Adding(), keys: "M i l k")
        #expect(typed[3].hasPrefix(" ▸ New: Milk ") && typed[3].hasSuffix("  Add") && typed[5] == "  Items:", "\(typed)")
        let added = try Self.frame(Adding(), keys: "M i l k enter enter")
        #expect(added[3] == "   New: an item" + String(repeating: " ", count: 17) + "▸ Add" && added[5] == "  Items: Milk", "\(added)")
        // A click on the field's text selects it and starts its editing; one on the button runs it.
        let clicked = try Self.frame(Adding(), keys: "down click:20,4 E g g s enter enter")
        #expect(clicked[5] == "  Items: Eggs", "\(clicked)")
    }

    @Test("A text too long for the field's room is drawn from its start, cut at the room's end; edited, it is scrolled to keep the cursor in view")
    func longTextInARow() throws {
        let keys = "enter " + Array(repeating: "x", count: 30).joined(separator: " ") + " y z"
        let lines = try Self.frame(Adding(), width: 30, keys: keys)
        // 30 columns: the field's text has 30 - 4 (the body's margins) - 7 (`▸ New: `) - 1 (the row's
        // spacing) - 5 (`  Add`) = 13 columns: the last 12 characters typed and the cursor after them.
        #expect(lines[3] == " ▸ New: " + String(repeating: "x", count: 10) + "yz    Add", "\(lines)")
        let ended = try Self.frame(Adding(), width: 30, keys: keys + " esc")
        #expect(ended[3] == " ▸ New: " + String(repeating: "x", count: 13) + "   Add", "\(ended)")
    }

    static var layers: some View { Said { said in
        ZStack(alignment: .bottomTrailing) {
            Rectangle().fill(.blue).frame(width: 160, height: 48)
            Button("Plus") { said.wrappedValue = "plus" }
        }
        Text("Photo").frame(width: 200, height: 48)
            .overlay(alignment: .topTrailing) { Button("x") { said.wrappedValue = "x" } }
        Button("Below") { said.wrappedValue = "below" }
    } }

    @Test("A ZStack's and an overlay's buttons are placed in their layers, where alignment puts them, selected in the order written")
    func layers() throws {
        // A photo of 20 by 3 cells with `Plus` at its bottom right; a frame of 25 by 3 with `x` at its top right.
        let lines = try Self.frame(Self.layers, height: 20)
        #expect(Array(lines[3...15]) == [
            "  Said nothing", "", "  " + String(repeating: "█", count: 20), "  " + String(repeating: "█", count: 20),
            "  " + String(repeating: "█", count: 14) + "▸ Plus", "", "                          x", "            Photo", "", "",
            "   Below", "", "",
        ], "\(lines)")
        let x = try Self.frame(Self.layers, height: 20, keys: "down enter")
        #expect(x[3] == "  Said x" && x[7].hasSuffix("  Plus") && x[9] == "                        ▸ x", "\(x)")
        #expect(try Self.frame(Self.layers, height: 20, keys: "enter")[3] == "  Said plus")
        #expect(try Self.frame(Self.layers, height: 20, keys: "down down enter")[3] == "  Said below")
        // A click on `x` (column 27, line 10 counting from 1) runs it.
        #expect(try Self.frame(Self.layers, height: 20, keys: "click:27,10")[3] == "  Said x")
    }

    @Test("A toolbar's items are not placed: they are the screen's last lines, under its heading, whatever holds them; a list's row of text and a button is one row")
    func listsAndToolbarsKeepTheirLines() throws {
        struct Rows: View {
            var body: some View {
                NavigationStack {
                    List {
                        HStack { Text("Row"); Button("Act") {} }
                    }
                    .toolbar { HStack { Button("Add") {} } }
                    .navigationTitle("Rows")
                }
            }
        }
        let lines = try Self.frame(Rows())
        // A list's row is one selectable line, as a lazy row is: its text and its button.
        #expect(Array(lines[3...6]) == [" ▸ Row  Act", "", " Toolbar", "   Add"])
    }
}

extension PlacedControlsTests {
    @Test("A LabeledContent whose content is a control, in a row, is placed with its label")
    func labeledControlInARow() throws {
        struct Labeled: View {
            @State private var on = false
            var body: some View {
                NavigationStack {
                    HStack {
                        LabeledContent { Toggle("Sync", isOn: $on) } label: { Text("Cloud") }
                        Text("now")
                    }
                    .navigationTitle("Labeled")
                }
            }
        }
        let lines = try Self.frame(Labeled(), keys: "enter")
        #expect(lines[3] == " ▸ Cloud  [x] Sync now", "\(lines)")
    }
}

extension PlacedControlsTests {
    @Test("A bordered view's button is inside the border, under its text, and acts")
    func insideABorder() throws {
        let view = Said { said in
            VStack {
                Text("Card")
                Button("Open") { said.wrappedValue = "open" }
            }
            .border(.gray)
        }
        let lines = try Self.frame(view, keys: "enter")
        #expect(Array(lines[3...8]) == ["  Said open", "", "  ┌──────┐", "  │Card  │", "  │▸ Open│", "  └──────┘"])
    }
}

extension PlacedControlsTests {
    @Test("A filter keeps the placed buttons that match selectable; the others are drawn as the row's text, with nothing of their marks left")
    func filtered() throws {
        let saved = try Self.frame(Self.cancelOrSave, keys: "/ S a v enter")
        #expect(saved[3] == "  Said save" && saved[5] == "   Cancel ▸ Save   Later", "\(saved)")
        let none = try Self.frame(Self.cancelOrSave, keys: "/ z z")
        #expect(none[5] == "   Cancel   Save   Later", "\(none)")
        #expect(!(saved + none).joined().contains("\u{A0}"))
    }
}

extension PlacedControlsTests {
    @Test("A button whose label its layout cuts (lines past a frame's height) is drawn on a line of its own, and what is left of it is text")
    func cutLabelsGetLinesOfTheirOwn() throws {
        let view = Said { said in
            VStack {
                Button("One") { said.wrappedValue = "one" }
                Button("Two") { said.wrappedValue = "two" }
            }
            .frame(maxHeight: 16)
            .border(.gray)
        }
        let lines = try Self.frame(view, keys: "down enter")
        #expect(lines[3] == "  Said two", "\(lines)")
        #expect(lines.filter { $0.contains("▸") } == [" ▸ Two"], "\(lines)")
        #expect(!lines.joined().contains("\u{A0}"))
    }

    @Test("A label is not broken across lines when its row wraps: the row wraps between labels and words of text")
    func labelsStayWhole() throws {
        let view = Said { said in
            HStack {
                Text("A sentence long enough to wrap")
                Button("Buy now for $9.99") {}
                Button("Add to wish list") {}
            }
        }
        let lines = try Self.frame(view)
        #expect(lines.contains { $0.hasSuffix("Buy now for $9.99") || $0.contains("▸ Buy now for $9.99") }, "\(lines)")
        #expect(lines.contains { $0.contains("Add to wish list") }, "\(lines)")
    }

    @Test("A button padded above and under has its marker in a link's column, as a button on a line of its own")
    func paddedButtonInTheLinksColumn() throws {
        let view = Said { said in
            Button("Plain") {}
            Button("Padded") {}.padding(.vertical)
        }
        let lines = try Self.frame(view)
        #expect(Array(lines[5...9]) == [" ▸ Plain", "", "", "   Padded", ""], "\(lines)")
    }

    @Test("A row with a Spacer inside a border is as wide as the border leaves: nothing is cut")
    func spacerInABorder() throws {
        let view = Said { said in
            HStack {
                Button("Cancel") {}
                Spacer()
                Button("Delete", role: .destructive) {}
            }
            .border(.gray)
        }
        let lines = try Self.frame(view)
        #expect(lines[6].hasPrefix("  │▸ Cancel") && lines[6].hasSuffix("Delete│") && lines[6].count == 38, "\(lines)")
    }
}

extension PlacedControlsTests {
    @Test("Children of a row framed maxWidth: .infinity share the room equally, each centred in its share (or as its frame aligns it)")
    func equalWidths() throws {
        let buttons = Said { said in
            HStack {
                Button("Cancel") { said.wrappedValue = "cancel" }.frame(maxWidth: .infinity)
                Button("Confirm") { said.wrappedValue = "confirm" }.frame(maxWidth: .infinity)
            }
        }
        // 60 columns: the row's 56 less a space between, 28 and 27 columns from columns 2 and 31; each
        // label (after its marker's room) in the middle of its own.
        let lines = try Self.frame(buttons, width: 60, keys: "down enter")
        #expect(lines[3] == "  Said confirm")
        #expect(lines[5] == String(repeating: " ", count: 14) + "Cancel" + String(repeating: " ", count: 20) + "▸ Confirm", "\(lines)")
        let texts = try Self.frame(Said { _ in HStack { Text("Name").frame(maxWidth: .infinity, alignment: .leading); Text("Ada") } })
        #expect(texts[5] == "  Name" + String(repeating: " ", count: 36 - 4 - 3) + "Ada")
    }
}

extension PlacedControlsTests {
    @Test("A label framed to a width is that wide: a keypad's keys line up in columns")
    func keypad() throws {
        let view = Said { said in
            VStack {
                ForEach([["7", "8", "9", "÷"], ["4", "5", "6", "×"], ["AC", "+/-", "%", "="]], id: \.self) { row in
                    HStack {
                        ForEach(row, id: \.self) { key in
                            Button { said.wrappedValue = key } label: { Text(key).frame(width: 40, height: 40) }
                        }
                    }
                }
            }
            .padding(.vertical)
        }
        let lines = try Self.frame(view, keys: "down down down down down enter")
        #expect(lines[3] == "  Said 5")
        let keys = lines.filter { $0.contains("7") || $0.contains("4") || $0.contains("AC") }
        #expect(keys == ["     7       8       9       ÷", "     4   ▸   5       6       ×", "    AC      +/-      %       ="], "\(lines)")
    }
}

extension PlacedControlsTests {
    /// A search row: a field and two buttons.
    struct Search: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                HStack {
                    TextField("Search", text: $query)
                    Button("Go") {}
                    Button("Clear") { query = "" }
                }
                .navigationTitle("Find")
            }
        }
    }

    @Test("A row too narrow for a field's room narrows the room (to nothing), not wrapping the field or drawing it again on a line of its own")
    func narrowFieldRow() throws {
        // 30 columns: the row has 26; `▸ Search: ` 10, `  Go` 4, `  Clear` 7 and two spaces leave the text 3.
        let lines = try Self.frame(Search(), width: 30, height: 8, keys: "enter a b c d e f")
        #expect(lines[3] == " ▸ Search: ef    Go   Clear" && lines[4] == "", "\(lines)")
        let narrower = try Self.frame(Search(), width: 27, height: 8)
        #expect(narrower[3] == " ▸ Search:    Go   Clear" && narrower[4] == "", "\(narrower)")
    }
}
