// A `LazyVGrid` lays its tiles out in columns, as SwiftUI does: as many as its items give at the
// screen's width (an adaptive item as many as fit), each tile in an equal share of its row, its links
// placed there and selected in reading order.
import NavigatorUI
import Testing

private struct Mission: Hashable {
    let name: String
    let date: String
}

private let missions = (1...7).map { Mission(name: "Apollo \($0)", date: "196\($0)") }

/// Moonshot's grid: adaptive columns of links whose labels are a name over a date.
private struct Missions: View {
    let columns = [GridItem(.adaptive(minimum: 150))]
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions, id: \.self) { mission in
                        NavigationLink(value: mission) {
                            VStack {
                                Text(mission.name).font(.headline)
                                Text(mission.date).font(.caption)
                            }
                        }
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { Text("Launched \($0.date)").navigationTitle($0.name) }
        }
    }
}

private struct Tiles: View {
    let columns: [GridItem]
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, alignment: .leading) {
                    ForEach(1...5, id: \.self) { number in
                        VStack(alignment: .leading) {
                            Text("Tile \(number)")
                            Text("line two")
                        }
                    }
                }
            }
            .navigationTitle("Tiles")
        }
    }
}

/// Moonshot's grid as the app writes it: each link's label a card, outlined.
private struct Cards: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                    ForEach(missions, id: \.self) { mission in
                        NavigationLink(value: mission) {
                            VStack {
                                Text(mission.name).font(.headline)
                                Text(mission.date).font(.caption)
                            }
                            .padding(.vertical)
                            .frame(maxWidth: .infinity)
                            .overlay(RoundedRectangle(cornerRadius: 10).stroke(.gray))
                        }
                    }
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { Text("Launched \($0.date)").navigationTitle($0.name) }
        }
    }
}

/// Two buttons side by side, each a label of two lines.
private struct Choices: View {
    @State private var chosen = "none"
    var body: some View {
        NavigationStack {
            HStack {
                Button { chosen = "left" } label: { VStack { Text("Left"); Text("one way") } }
                Button { chosen = "right" } label: { VStack { Text("Right"); Text("the other") } }
            }
            Text("Chose \(chosen)")
                .navigationTitle("Choices")
        }
    }
}

@MainActor struct LazyGridTests {
    func text(_ frame: Canvas) -> String { frame.lines.joined(separator: "\n") }

    @Test("Adaptive columns: as many as fit at the minimum, links side by side and selected in reading order")
    func adaptive() {
        let wide = Headless.run(Missions(), size: TerminalSize(width: 80, height: 16), keys: [])
        #expect(wide.lines.contains { $0.contains("Apollo 1") && $0.contains("Apollo 2") && $0.contains("Apollo 3") && !$0.contains("Apollo 4") },
                "\(text(wide))")
        let row = wide.lines.firstIndex { $0.contains("Apollo 1") }, next = wide.lines.firstIndex { $0.contains("Apollo 4") }
        #expect(row != nil && next != nil && next! > row!, "\(text(wide))")
        // ↓ goes to the next tile of the row, then on to the next row; Enter opens the one selected.
        let opened = Headless.run(Missions(), size: TerminalSize(width: 80, height: 16), keys: [.down, .down, .down, .enter])
        #expect(opened.lines.contains { $0.contains("Launched 1964") }, "\(text(opened))")
        // Narrower, fewer columns; narrower than two minimums, one under the other.
        let medium = Headless.run(Missions(), size: TerminalSize(width: 50, height: 16), keys: [])
        #expect(medium.lines.contains { $0.contains("Apollo 1") && $0.contains("Apollo 2") && !$0.contains("Apollo 3") }, "\(text(medium))")
        let narrow = Headless.run(Missions(), size: TerminalSize(width: 30, height: 16), keys: [])
        #expect(!narrow.lines.contains { $0.contains("Apollo 1") && $0.contains("Apollo 2") }, "\(text(narrow))")
    }

    @Test("Fixed and flexible items are a column each; a tile of several lines keeps them, the last row's tiles in the same columns")
    func itemColumns() {
        let two = Headless.run(Tiles(columns: [GridItem(.flexible()), GridItem(.flexible())]), size: TerminalSize(width: 40, height: 16), keys: [])
        func column(of text: String, in frame: Canvas) -> Int? {
            for line in frame.lines { if let range = line.range(of: text) { return line[..<range.lowerBound].count } }
            return nil
        }
        let first = two.lines.firstIndex { $0.contains("Tile 1") }
        #expect(first != nil && two.lines[first!].contains("Tile 2") && two.lines[first! + 1].contains("line two  "), "\(text(two))")
        // The last row, short of a tile, keeps the columns: Tile 5 under Tile 1 and Tile 3, Tile 4 under Tile 2.
        #expect(column(of: "Tile 5", in: two) == column(of: "Tile 1", in: two) && column(of: "Tile 4", in: two) == column(of: "Tile 2", in: two),
                "\(text(two))")
        #expect(!two.lines.contains { $0.contains("Tile 5") && $0.contains("Tile 6") }, "\(text(two))")
        let three = Headless.run(Tiles(columns: Array(repeating: GridItem(.fixed(80)), count: 3)), size: TerminalSize(width: 40, height: 16), keys: [])
        #expect(three.lines.contains { $0.contains("Tile 1") && $0.contains("Tile 3") } && three.lines.contains { $0.contains("Tile 4") && $0.contains("Tile 5") },
                "\(text(three))")
        #expect(column(of: "Tile 4", in: three) == column(of: "Tile 1", in: three), "\(text(three))")
    }

    @Test("A lazy grid of a hundred thousand tiles builds a few screens of rows, and more as it is scrolled")
    func lazy() {
        let grid = NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<100_000, id: \.self) { number in Button("Cell \(number)") {} }
                }
            }
        }
        let first = Headless.run(grid, size: TerminalSize(width: 40, height: 12), keys: [])
        #expect(first.lines.contains { $0.contains("Cell 0") && $0.contains("Cell 1") } && !text(first).contains("⋯"), "\(text(first))")
        let scrolled = Headless.run(grid, size: TerminalSize(width: 40, height: 12), keys: Array(repeating: .pageDown, count: 30))
        #expect(scrolled.lines.contains { $0.contains("▸ Cell ") } && !text(scrolled).contains("⋯"), "\(text(scrolled))")
    }

    @Test("A link whose label is a card is drawn as the card, in its tile; ↓ selects the next card, Enter opens it")
    func cards() {
        let size = TerminalSize(width: 80, height: 24)
        let frame = Headless.run(Cards(), size: size, keys: [])
        let name = frame.lines.firstIndex { $0.contains("Apollo 1") && $0.contains("Apollo 2") && $0.contains("Apollo 3") }
        #expect(name != nil && frame.lines[name! + 1].contains("1961") && frame.lines[name! + 1].contains("1963"), "\(text(frame))")
        #expect(frame.lines.contains { $0.filter { $0 == "╭" }.count == 3 }, "three outlined cards a row: \(text(frame))")
        let rows = { (keys: [Key]) in Headless.run(Cards(), size: size, keys: keys).svg().split(separator: "<text").dropFirst().map { $0 } }
        #expect(rows([]) != rows([.down]), "↓ moves the selection to the next card")
        #expect(Headless.run(Cards(), size: size, keys: [.down, .enter]).lines.contains { $0.contains("Launched 1962") })
    }

    @Test("Buttons whose labels are two lines each sit side by side in an HStack, each selectable as a whole")
    func cardsInARow() {
        let size = TerminalSize(width: 40, height: 12)
        let frame = Headless.run(Choices(), size: size, keys: [])
        // Each label's two lines, one under the other; the two buttons side by side.
        let names = frame.lines.firstIndex { $0.contains("Left") && $0.contains("Right") }
        #expect(names != nil && !frame.lines[names!].contains("one way"), "\(text(frame))")
        #expect(names.map { frame.lines[$0 + 1].contains("one way") && frame.lines[$0 + 1].contains("the other") } == true, "\(text(frame))")
        #expect(Headless.run(Choices(), size: size, keys: [.enter]).lines.contains { $0.contains("Chose left") })
        #expect(Headless.run(Choices(), size: size, keys: [.down, .enter]).lines.contains { $0.contains("Chose right") })
    }
}
