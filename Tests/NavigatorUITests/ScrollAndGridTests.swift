// Scroll views and grids as SwiftUI code writes them (NavigationCookbook's RecipeDetail): drawn in the
// order written, one tile a line; `.id(_:)` gives a view a new identity, and so fresh @State.
import NavigatorUI
import Testing

private struct Tile: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Detail: View {
    @State private var recipe = "Pie"
    var columns: [GridItem] { [GridItem(.adaptive(minimum: 120, maximum: 120))] }

    var body: some View {
        NavigationStack {
            ScrollView {
                ViewThatFits(in: .horizontal) {
                    VStack {
                        Text("Wide layout")
                        Text("Wide second line")
                    }
                    Text("Narrow layout")
                }
                .padding(EdgeInsets(top: 16, leading: 0, bottom: 8, trailing: 0))
                LazyVGrid(columns: columns, alignment: .leading, spacing: 20) {
                    ForEach(["Flour", "Butter"], id: \.self) { Text($0) }
                }
                Grid {
                    GridRow { Text("Serves"); Text("4") }
                }
                Tile(name: recipe).id(recipe)
                Button("Next recipe") { recipe = "Tart" }
            }
            .navigationTitle("Recipe")
        }
    }
}

@MainActor struct ScrollAndGridTests {
    @Test("A scroll view, a grid and ViewThatFits draw their children in the order written")
    func order() {
        let frame = Headless.run(Detail(), size: TerminalSize(width: 40, height: 14), keys: [])
        let text = frame.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // The lazy grid's two tiles side by side: its adaptive column (120 points, 15 cells) fits twice in 36.
        let wide = text.firstIndex(of: "Wide layout"), tiles = text.firstIndex { $0.hasPrefix("Flour ") && $0.hasSuffix(" Butter") },
            serves = text.firstIndex(of: "Serves 4")
        #expect(wide != nil && tiles != nil && serves != nil, "\(frame.lines)")
        #expect(wide! < tiles! && tiles! < serves!, "\(frame.lines)")
        #expect(text.contains("Wide second line") && !text.contains("Narrow layout"), "ViewThatFits draws its first child whole: \(frame.lines)")
    }

    @Test(".id(_:) keeps a view's state while its identity stays, and starts it again when it changes")
    func identity() {
        let size = TerminalSize(width: 40, height: 14)
        let tapped = Headless.run(Detail(), size: size, keys: [.enter, .enter])
        #expect(tapped.lines.contains { $0.contains("Pie 2") }, "\(tapped.lines)")
        let next = Headless.run(Detail(), size: size, keys: [.enter, .enter, .down, .enter])
        #expect(next.lines.contains { $0.contains("Tart 0") }, "\(next.lines)")
    }
}

/// A card of facts as StewartLynch's NavigationSplitView sample writes its employee's: labels aligned
/// on the right, values on the left, one row spanning both columns.
private struct EmployeeCard: View {
    var body: some View {
        VStack {
            Grid {
                GridRow(alignment: .top) {
                    Text("Department:").bold()
                        .gridColumnAlignment(.trailing)
                    Text("Engineering")
                        .gridColumnAlignment(.leading)
                }
                GridRow(alignment: .top) {
                    Text("Title").bold()
                    Text("Lead")
                }
                Divider()
                GridRow {
                    Text("Since 2019, in three teams").gridCellColumns(2)
                }
            }
            Grid(alignment: .trailing, horizontalSpacing: 16) {
                GridRow { Text("Q1"); Text("1,204") }
                GridRow { Text("Q2"); Text("87") }
            }
        }
        .navigationTitle("Card")
    }
}

extension ScrollAndGridTests {
    @Test("A Grid's rows have their cells in columns as wide as their widest, aligned by the column's gridColumnAlignment or the grid's alignment")
    func gridColumns() {
        let lines = Headless.run(NavigationStack { EmployeeCard() }, size: TerminalSize(width: 40, height: 14), keys: []).lines
        let body = lines.dropFirst(2).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(Array(body.prefix(2)) == ["  Department: Engineering", "        Title Lead"], "\(lines)")
        #expect(body[2].hasPrefix("  ───"), "a view in the grid that isn't a row is a line of its own")
        #expect(body[3] == "  Since 2019, in three teams", "a cell spanning both columns")
        #expect(Array(body[4...5]) == ["  Q1  1,204", "  Q2     87"], "aligned on the right, two cells apart: \(lines)")
    }
}

/// The same cells in a grid of one row and in a grid of two, each grid `horizontalSpacing: 24` (three
/// cells apart).
private struct OneAndTwoRows: View {
    let rows: Int
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 24) {
            GridRow { Text("Name"); Text("Ada"); Text("engineer") }
            if rows > 1 {
                GridRow { Text("Name"); Text("Ada"); Text("engineer") }
            }
        }
        .navigationTitle("Card")
    }
}

extension ScrollAndGridTests {
    @Test("A Grid of one GridRow lays its cells out in columns with the grid's spacing, as a grid of two rows does")
    func oneRowGrid() {
        let size = TerminalSize(width: 40, height: 8)
        func body(_ rows: Int) -> [String] {
            Headless.run(NavigationStack { OneAndTwoRows(rows: rows) }, size: size, keys: []).lines
                .dropFirst(2).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        let one = body(1), two = body(2)
        #expect(one.first == "  Name   Ada   engineer", "\(one)")
        #expect(two.prefix(2).allSatisfy { $0 == "  Name   Ada   engineer" }, "\(two)")
        #expect(one.first == two.first, "one row: \(one); two rows: \(two)")
        #expect(one.count + 1 == two.count, "one row: \(one); two rows: \(two)")
    }
}
