// List and ForEach as SwiftUI writes them, built lazily: only the rows on screen are evaluated.
import NavigatorUI
import Testing

/// Counts the bodies of rows evaluated, so a test can say how many rows a frame built.
@MainActor enum RowCounter {
    static var built = 0
}

struct CountedRow: View {
    let number: Int
    var body: some View {
        RowCounter.built += 1
        return NavigationLink("Row \(number)", value: number)
    }
}

struct CountedRows: View {
    var count = 1_000_000
    var body: some View {
        NavigationStack {
            List(0..<count) { i in
                CountedRow(number: i)
            }
            .navigationTitle("Rows")
            .navigationDestination(for: Int.self) { i in
                Text("Detail of row \(i)").navigationTitle("Row \(i)")
            }
        }
    }
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

let books = (1...40).map { Book(id: $0, title: "Book \($0)") }

struct Shelves: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Fiction") {
                    ForEach(books.prefix(3)) { book in
                        NavigationLink(book.title, value: book)
                    }
                }
                Section {
                    ForEach(0..<2) { n in
                        Text("Note \(n)")
                    }
                } header: {
                    Text("Notes")
                }
                Section("Authors") {
                    ForEach(["Ann", "Bob"], id: \.self) { name in
                        Button(name) {}
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                Text(book.title).navigationTitle(book.title)
            }
            Button("After the list") {}
        }
    }
}

struct TagPicker: View {
    @State private var picked: Int?
    @State private var tags: Set<String> = []

    var body: some View {
        NavigationStack {
            Text("Picked: \(picked.map(String.init) ?? "none"); tags: \(tags.sorted().joined(separator: ","))")
            List(books.prefix(3), selection: $picked) { book in
                Text(book.title)
            }
            List(["red", "blue"], id: \.self, selection: $tags) { tag in
                Text(tag)
            }
        }
    }
}

struct Groups: View {
    let groups = [("Even", [0, 2, 4]), ("Odd", [1, 3])]
    var body: some View {
        NavigationStack {
            List {
                ForEach(groups, id: \.0) { group in
                    Section(group.0) {
                        ForEach(group.1, id: \.self) { n in
                            NavigationLink("Number \(n)", value: n)
                        }
                    }
                }
            }
        }
    }
}

/// Rows of each shape a filter reads the label of without building the row.
struct MixedRows: View {
    @State private var name = ""
    var body: some View {
        NavigationStack {
            List(0..<6, id: \.self) { n in
                switch n {
                case 0: NavigationLink(value: n) { Label("Alpha link", systemImage: "star") }
                case 1: Text("Beta text")
                case 2: Button("Gamma button") {}
                case 3: HStack { Text("Epsilon"); NavigationLink("Zeta link", value: n) }
                case 4: TextField("Eta field", text: $name)
                default: VStack { Text("Theta"); Text("lines") }
                }
            }
            .navigationTitle("Mixed")
        }
    }
}

/// A row with state of its own: each row's `@State` is kept by the row's id.
struct TapCounter: View {
    let n: Int
    @State private var taps = 0
    var body: some View {
        Button("n\(n): \(taps)") { taps += 1 }
    }
}

/// Rows over a range that doesn't start at 0, negative ids among them.
struct SignedRows: View {
    var body: some View {
        NavigationStack {
            List(-3..<3) { n in TapCounter(n: n) }
        }
    }
}

@Suite struct ListTests {
    static let size = TerminalSize(width: 50, height: 12)

    @Test("List(0..<1_000_000): a frame builds the rows on screen, End reaches the last row, Enter pushes it")
    func millionRows() throws {
        RowCounter.built = 0
        let host = ViewHost(CountedRows())
        var lines = Headless.run(host, size: Self.size, keys: []).lines
        #expect(Array(lines[0...4]) == [" Rows", " Rows", " ▸ Row 0", "   Row 1", "   Row 2"])
        #expect(RowCounter.built <= 2 * Self.size.height, "built \(RowCounter.built) rows for one frame")
        RowCounter.built = 0
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("end")).lines
        #expect(lines[10] == " ▸ Row 999999")
        #expect(RowCounter.built <= 2 * Self.size.height, "built \(RowCounter.built) rows for End")
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("pgup up enter")).lines
        #expect(Array(lines[0...3]) == [" Rows › Row 999989", " Row 999989", "", "  Detail of row 999989"])
        #expect(host.path == [AnyHashable(999989)])
        lines = Headless.run(host, size: Self.size, keys: [.left]).lines
        #expect(lines.contains(" ▸ Row 999989"), "back shows the list as it was left")
    }

    @Test("Sections with a title and with header:, ForEach over a collection, a range and id: \\.self, in the order written")
    func sections() throws {
        let host = ViewHost(Shelves())
        let lines = Headless.run(host, size: TerminalSize(width: 50, height: 20), keys: []).lines
        #expect(Array(lines[0...16]) == [
            " Library", " Library", "", " Fiction", " ▸ Book 1", "   Book 2", "   Book 3", "",
            " Notes", "   Note 0", "   Note 1", "", " Authors", "   Ann", "   Bob", "   After the list", "",
        ])
        let pushed = Headless.run(host, size: Self.size, keys: try Key.parseScript("down down enter")).lines
        #expect(pushed[1] == " Book 3" && host.path == [AnyHashable(books[2])])
        // A row of text is a line the selection rests on; opening it does nothing.
        let text = Headless.run(host, size: Self.size, keys: try Key.parseScript("left down enter")).lines
        #expect(text.contains(" ▸ Note 0") && host.path.isEmpty)
    }

    @Test("List(_:selection:) with rows of text: opening a row sets the binding to its id; a Set binding toggles")
    func selection() throws {
        let host = ViewHost(TagPicker())
        var lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter")).lines
        #expect(lines[3] == "  Picked: 2; tags:")
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down down enter down enter")).lines
        #expect(lines[3] == "  Picked: 2; tags: blue,red")
        lines = Headless.run(host, size: Self.size, keys: [.enter]).lines
        #expect(lines[3] == "  Picked: 2; tags: red")
        #expect(host.path.isEmpty)
    }

    @Test("A filter matches each row by the label it shows, whatever its shape", arguments: [
        ("a l p h", "Alpha link"), ("b e t a", "Beta text"), ("g a m", "Gamma button"), ("z e t", "Zeta link"),
        ("e t a space f", "Eta field"), ("t h e t a space l", "Theta lines"),
    ])
    func filterReadsTheRowsLabels(typed: String, row: String) throws {
        let lines = Headless.run(MixedRows(), size: Self.size, keys: try Key.parseScript("/ " + typed)).lines
        #expect(lines.contains { $0.hasPrefix(" ▸ ") && $0.contains(row) }, "\(lines)")
        #expect(lines.last?.hasSuffix(" 1 match") == true, "\(lines.last!)")
    }

    @Test("A row's text beside its link is drawn with it, and the filter matches it")
    func filterMatchesTextBesideALink() throws {
        #expect(Headless.run(MixedRows(), size: Self.size, keys: []).lines.contains("   Epsilon  Zeta link"))
        let lines = Headless.run(MixedRows(), size: Self.size, keys: try Key.parseScript("/ e p s")).lines
        #expect(lines.contains { $0.hasPrefix(" ▸ ") && $0.contains("Epsilon  Zeta link") }, "\(lines)")
        #expect(lines.last?.hasSuffix(" 1 match") == true, "\(lines.last!)")
    }

    struct Counters: View {
        @State private var counts = [0, 0, 0]
        var body: some View {
            NavigationStack {
                List(0..<3, id: \.self) { i in
                    HStack {
                        Text("Item \(i): \(counts[i])")
                        Spacer()
                        Button("−") { counts[i] -= 1 }
                        Button("+") { counts[i] += 1 }
                    }
                }
                .navigationTitle("Rows")
            }
        }
    }

    @Test("A row of a text and two buttons draws them all on its line; Enter runs the first, m lists both")
    func rowOfTextAndButtons() throws {
        let size = TerminalSize(width: 50, height: 10)
        var lines = Headless.run(Counters(), size: size, keys: try Key.parseScript("down enter")).lines
        #expect(lines.contains("   Item 0: 0                                 −  +"), "\(lines)")
        #expect(lines.contains(" ▸ Item 1: -1                                −  +"), "\(lines)")
        #expect(lines.last!.contains("m actions"), "\(lines)")
        // `m`: the row's buttons, titled by its text; the second runs.
        lines = Headless.run(Counters(), size: size, keys: try Key.parseScript("m")).lines
        let top = try #require(lines.firstIndex { $0.contains("─ Item 0: 0 ─") }, "\(lines)")
        #expect(lines[top + 1].contains("│ ▸ −") && lines[top + 2].contains("│   +"), "\(lines)")
        lines = Headless.run(Counters(), size: size, keys: try Key.parseScript("m down enter m down enter")).lines
        #expect(lines.contains(" ▸ Item 0: 2                                 −  +"), "\(lines)")
    }

    @Test("A filter evaluates each row's body once, the rows matched before when typing more, and finds the one typed")
    func filterManyRows() throws {
        let host = ViewHost(CountedRows(count: 100_000))
        _ = Headless.run(host, size: Self.size, keys: [])
        RowCounter.built = 0
        let lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("/ 9 9 9 9 8")).lines
        #expect(lines.contains(" ▸ Row 99998"), "\(lines)")
        // "9" looks at every row, "99" at the 40,951 rows "9" matched, and so on.
        #expect(RowCounter.built < 100_000 + 50_000 + 2 * Self.size.height, "built \(RowCounter.built)")
        _ = Headless.run(host, size: Self.size, keys: [.enter])
        #expect(host.path == [AnyHashable(99998)])
    }

    @Test("Rows over -3..<3 are those numbers, in order; each row's state is its own, -1's apart from 1's")
    func rowsOverASignedRange() throws {
        let host = ViewHost(SignedRows())
        var lines = Headless.run(host, size: Self.size, keys: []).lines
        #expect(Array(lines[3...8]) == [" ▸ n-3: 0", "   n-2: 0", "   n-1: 0", "   n0: 0", "   n1: 0", "   n2: 0"], "\(lines)")
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down down enter enter")).lines
        #expect(lines.contains(" ▸ n-1: 2") && lines.contains("   n1: 0"), "\(lines)")
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down down enter")).lines
        #expect(lines.contains(" ▸ n1: 1") && lines.contains("   n-1: 2"), "\(lines)")
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("/ n - 1")).lines
        #expect(lines.contains(" ▸ n-1: 2") && lines.last?.hasSuffix(" 1 match") == true, "\(lines)")
    }

    @Test("A ForEach of Sections makes a section per element, each with its rows")
    func forEachOfSections() throws {
        let host = ViewHost(Groups())
        let lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("end")).lines
        #expect(Array(lines[3...10]) == [" Even", "   Number 0", "   Number 2", "   Number 4", "", " Odd", "   Number 1", " ▸ Number 3"])
        _ = Headless.run(host, size: Self.size, keys: [.enter])
        #expect(host.path == [AnyHashable(3)])
    }
}
