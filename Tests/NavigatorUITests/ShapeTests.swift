// Shapes as SwiftUI code writes them: `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle` filled and
// stroked in a frame of cells, layered in a `ZStack`, under and over a view, and a view's border.
import NavigatorUI
import Testing

private struct Shapes: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .stroke(.blue, lineWidth: 1)
            .frame(width: 80, height: 48)
        Rectangle()
            .fill(.red)
            .frame(width: 48, height: 32)
        Rectangle()
            .stroke(.gray, lineWidth: 2)
            .frame(width: 40, height: 48)
        Capsule()
            .stroke(.green)
            .frame(width: 64, height: 16)
        Circle()
            .fill(.mint)
        Button("Done") {}
            .navigationTitle("Shapes")
    }
}

private struct Layers: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4).stroke(.gray)
            Text("Inbox")
        }
        .frame(width: 88, height: 48)
        ZStack(alignment: .topLeading) {
            Color.blue
            VStack {
                Text("Top")
                Text("Left")
            }
        }
        .frame(width: 64, height: 48)
        HStack {
            Circle().fill(.green).frame(width: 8, height: 16)
            Text("Online")
        }
        .navigationTitle("Layers")
    }
}

private struct Decorated: View {
    var body: some View {
        Text("New")
            .background(Capsule().fill(.blue))
        Text("Draft")
            .border(.orange)
        Text("3")
            .overlay { Circle().stroke(.red) }
        Text("Card")
            .padding()
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
        List {
            Text("Row")
        }
        .overlay {
            Text("Nothing more")
        }
        .navigationTitle("Decorated")
    }
}

@MainActor @Suite struct ShapeTests {
    static let size = TerminalSize(width: 40, height: 30)

    fileprivate func lines<V: View>(_ view: V, keys: [Key] = []) -> [String] {
        Headless.run(NavigationStack { view }, size: Self.size, keys: keys).lines.filter { !$0.isEmpty }
    }

    @Test("A shape in a frame is drawn in its cells: a stroke with box-drawing lines, round corners for a rounded rectangle, a fill with blocks")
    func framedShapes() {
        let lines = lines(Shapes())
        #expect(Array(lines[2...4]) == ["  ╭────────╮", "  │        │", "  ╰────────╯"])
        #expect(Array(lines[5...6]) == ["  ██████", "  ██████"])
        #expect(Array(lines[7...9]) == ["  ┏━━━┓", "  ┃   ┃", "  ┗━━━┛"], "a line width of 2 draws heavy lines")
        #expect(lines[10] == "  (──────)", "a capsule one line high")
        #expect(lines[11] == "  ●", "a circle with no frame is a dot")
        #expect(lines[12] == " ▸ Done", "the screen's buttons are there as ever")
    }

    @Test("A ZStack draws its layers over each other, the last on top, a shape as large as the stack; an HStack puts a dot beside a text")
    func layers() {
        let lines = lines(Layers())
        #expect(Array(lines[2...4]) == ["  ╭─────────╮", "  │  Inbox  │", "  ╰─────────╯"])
        #expect(Array(lines[5...7]) == ["  Top█████", "  Left████", "  ████████"], "aligned top leading, on the colour")
        #expect(lines[8] == "  ● Online")
    }

    @Test("A background or an overlay is as large as its view; an outline goes around it; a border boxes it")
    func backgroundsOverlaysBorders() {
        let lines = lines(Decorated())
        #expect(lines[2] == "  ▐New▌", "a capsule's caps around the text, the text on its colour")
        #expect(Array(lines[3...5]) == ["  ┌─────┐", "  │Draft│", "  └─────┘"])
        #expect(Array(lines[6...8]) == ["  ╭─╮", "  │3│", "  ╰─╯"])
        #expect(Array(lines[9...13]) == ["  ╭────────╮", "  │        │", "  │  Card  │", "  │        │", "  ╰────────╯"],
                "padded: two columns and a line inside the outline")
        #expect(lines[14] == "  Nothing more", "an overlay over a list draws its text")
    }

    @Test("A shape wider than the screen is cut at its width; a shape in a button's label is its middle line")
    func clippedAndInLabels() {
        struct Wide: View {
            var body: some View {
                Rectangle().stroke(.blue).frame(width: 2400, height: 32)
                Button { } label: {
                    HStack { Capsule().fill(.green).frame(width: 24, height: 16); Text("Go") }
                }
            }
        }
        let lines = lines(Wide())
        #expect(lines[0] == "  ┌" + String(repeating: "─", count: 34) + "┐")
        #expect(lines[1] == "  └" + String(repeating: "─", count: 34) + "┘")
        #expect(lines[2] == " ▸ ▐█▌ Go")
    }
}

/// Buttons as NavigationCookbook's experience picker writes them: a label of a symbol and two texts on
/// a rounded rectangle filled with the accent colour when chosen, with the background's otherwise.
private struct ExperienceChoices: View {
    @State private var chosen: String?
    let names = ["Stack", "Two columns", "Three columns"]

    var body: some View {
        ForEach(names, id: \.self) { name in
            Button {
                chosen = name
            } label: {
                HStack(spacing: 20) {
                    Image(systemName: "square.split.2x1")
                    VStack(alignment: .leading) {
                        Text(name).bold()
                        Text("Presents views in columns: a sidebar, a content column and a detail, as the name says.")
                    }
                }
                .padding()
                .background {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(chosen == name ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(BackgroundStyle()))
                }
            }
            .buttonStyle(.plain)
        }
        Text("Chosen: \(chosen ?? "none")")
            .navigationTitle("Experience")
    }
}

extension ShapeTests {
    @Test("A text on a fill has no blocks between its words; a fill of the background, or a clear shape, draws nothing")
    func textOnAFill() {
        struct Tags: View {
            var body: some View {
                Text("Two words").background(Rectangle().fill(.blue))
                Text("Plain again").background { RoundedRectangle(cornerRadius: 4).fill(.background) }
                Text("No ring").overlay { RoundedRectangle(cornerRadius: 4).stroke(Color.clear) }
                Text("On the text's colour").background(Capsule().fill(Color.accentColor))
            }
        }
        let lines = lines(Tags())
        #expect(lines[0] == "  Two words", "the spaces are cells of the fill's colour, not its blocks")
        #expect(lines[1] == "  Plain again", "the background's own colour: nothing drawn")
        #expect(lines[2] == "  No ring", "a clear outline: nothing drawn")
        #expect(lines[3] == "  ▐On the text's colour▌", "on a fill of the text's own colour (reversed in a terminal): no blocks between the words")
    }

    @Test("A button whose label is laid on a background is one line however long, and each button keeps its own (NavigationCookbook's picker)")
    func labelsOnBackgrounds() {
        let lines = lines(ExperienceChoices())
        let rows = lines.filter { $0.contains("Presents views") }
        #expect(rows.count == 3, "three buttons, one line each: \(lines)")
        #expect(rows.map { $0.contains("Stack") || $0.contains("Two columns") || $0.contains("Three columns") } == [true, true, true])
        #expect(!lines.joined().contains("█"), "no fill's block shows: the unchosen ones are on the background")
        let after = self.lines(ExperienceChoices(), keys: [.down, .down, .enter])
        #expect(after.contains { $0.contains("Chosen: Three columns") }, "the third button is the third line")
        #expect(!after.joined().contains("█"), "the chosen one is on the accent colour, its spaces too")
    }
}

/// A split view whose detail draws to its width: a rule, a shape with no width of its own.
private struct ColumnDetail: View {
    @State private var picked: String?
    var body: some View {
        NavigationSplitView {
            List(["One", "Two"], id: \.self, selection: $picked) { Text($0) }
                .navigationTitle("Items")
        } detail: {
            VStack {
                Text("Detail of \(picked ?? "none")")
                Divider()
                Rectangle().stroke(.blue).frame(height: 32)
            }
        }
    }
}

extension ShapeTests {
    @Test("In a split view's detail column, a rule and a shape are as wide as the column, and follow it when the sidebar hides")
    func shapesInTheDetailColumn() throws {
        func rows(_ keys: String) throws -> [String] {
            let lines = Headless.run(ColumnDetail(), size: TerminalSize(width: 100, height: 16), keys: try Key.parseScript(keys)).lines
            return lines.filter { $0.contains("─") }
        }
        let shown = try rows("enter")
        #expect(shown.count == 3, "one rule, the rectangle's two edges, none wrapped: \(shown)")
        #expect(shown.allSatisfy { $0.count <= 100 && !$0.hasSuffix("…") }, "\(shown)")
        let column = shown[0].split(separator: "│", maxSplits: 1).last.map(String.init) ?? ""
        #expect(column.trimmingCharacters(in: .whitespaces).count == 100 - 26 - 4, "the rule fills the detail's body: \(shown)")
        let hidden = try rows("enter \\")
        #expect(hidden[0].trimmingCharacters(in: .whitespaces).count == 100 - 4, "the whole width with the sidebar hidden: \(hidden)")
    }
}
