// SwiftUI's lazy stacks: a `LazyVStack` is laid out as a `VStack` and builds its `ForEach` elements as
// far as the screen is scrolled (a million cost what a screen shows); a `LazyHStack` is an `HStack`.
import NavigatorUI
import Testing

/// Counts the elements built, across a run.
private final class Built {
    var elements = Set<Int>()
    var evaluations = 0
}

private struct Card: View {
    let number: Int
    let built: Built?
    var body: some View {
        built?.evaluations += 1
        built?.elements.insert(number)
        return VStack(alignment: .leading) {
            Text("Card \(number)")
            Button("Open \(number)") {}
        }
    }
}

private struct Cards<Stack: View>: View {
    let stack: Stack
    var body: some View {
        NavigationStack {
            ScrollView { stack }
                .navigationTitle("Cards")
        }
    }
}

private struct Counter: View {
    let number: Int
    @State private var taps = 0
    var body: some View { Button("Tap \(number): \(taps)") { taps += 1 } }
}

/// A feed that loads its next page when its last item appears, as SwiftUI apps do in a lazy stack.
private struct Feed: View {
    @State private var items = Array(0..<20)
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(items, id: \.self) { item in
                        Button("Item \(item)") {}
                            .onAppear { if item == items.last { items += Array(items.count..<items.count + 20) } }
                    }
                }
            }
            .navigationTitle("Feed: \(items.count)")
        }
    }
}

/// A lazy stack in a split view's detail, which is laid out only with the frame.
private struct SplitItems: View {
    @State private var picked: String? = "Items"
    var body: some View {
        NavigationSplitView {
            List(["Items"], id: \.self, selection: $picked) { Text($0) }
        } detail: {
            NavigationStack {
                ScrollView { LazyVStack { ForEach(0..<100_000, id: \.self) { Button("Item \($0)") {} } } }
                    .navigationTitle("Detail")
            }
        }
    }
}

@MainActor struct LazyStackTests {
    let size = TerminalSize(width: 40, height: 14)

    func text(_ frame: Canvas) -> String { frame.lines.joined(separator: "\n") }
    /// The number of the card whose button is selected, if one is.
    func selected(_ frame: Canvas) -> Int? {
        guard let line = frame.lines.first(where: { $0.contains("▸ Open ") }) else { return nil }
        return Int(line.split(separator: "▸ Open ")[1].prefix { $0.isNumber })
    }

    @Test("A lazy stack is laid out as a VStack, and a lazy row as an HStack")
    func drawnAsStacks() {
        let lazy = Headless.run(Cards(stack: LazyVStack(alignment: .leading) { ForEach(0..<3, id: \.self) { Card(number: $0, built: nil) } }),
                                size: size, keys: [.down])
        let eager = Headless.run(Cards(stack: VStack(alignment: .leading) { ForEach(0..<3, id: \.self) { Card(number: $0, built: nil) } }),
                                 size: size, keys: [.down])
        #expect(lazy.lines == eager.lines, "\(text(lazy))")
        #expect(text(lazy).contains("Card 2") && !text(lazy).contains("⋯"), "\(text(lazy))")
        let row = Headless.run(Cards(stack: LazyHStack(spacing: 16) { Text("one"); Text("two") }), size: size, keys: [])
        #expect(row.lines.contains { $0.contains("one  two") }, "\(text(row))")
    }

    @Test("A million elements: the first frame builds a few screens of them, not the million")
    func million() {
        let built = Built()
        let frame = Headless.run(Cards(stack: LazyVStack { ForEach(0..<1_000_000, id: \.self) { Card(number: $0, built: built) } }),
                                 size: size, keys: [])
        #expect(text(frame).contains("Card 0") && !text(frame).contains("⋯"), "\(text(frame))")
        #expect(built.elements.count < 100 && built.elements.contains(0), "\(built.elements.count) built")
    }

    @Test("Keys that scroll past what is built show what comes next, built then; what was built keeps its state")
    func scrolling() {
        let built = Built()
        let cards = Cards(stack: LazyVStack { ForEach(0..<1_000_000, id: \.self) { Card(number: $0, built: built) } })
        // Two buttons' lines an element at 14 rows: 30 elements built first; ↓ 99 times selects Open 99.
        let down = Headless.run(cards, size: size, keys: Array(repeating: .down, count: 99))
        #expect(down.lines.contains { $0.contains("▸ Open 99") }, "\(text(down))")
        #expect(!text(down).contains("⋯"), "\(text(down))")
        #expect(built.elements.count < 400, "\(built.elements.count) built")
        let paged = Headless.run(cards, size: size, keys: Array(repeating: .pageDown, count: 40))
        #expect(!text(paged).contains("⋯") && paged.lines.contains { $0.contains("▸ Open") }, "\(text(paged))")
        #expect(selected(paged) ?? 0 > 300, "\(text(paged))")
    }

    @Test("End goes to the last element built; pressed again, further")
    func end() {
        let cards = Cards(stack: LazyVStack { ForEach(0..<1_000_000, id: \.self) { Card(number: $0, built: nil) } })
        func last(_ keys: [Key]) -> Int { selected(Headless.run(cards, size: size, keys: keys)) ?? -1 }
        let once = last([.end]), twice = last([.end, .end])
        #expect(once > 20 && twice > once, "\(once) then \(twice)")
    }

    @Test("A lazy stack in padding, or after other views, still builds more as it is scrolled")
    func padded() {
        let cards = Cards(stack: VStack {
            Text("Header")
            LazyVStack { ForEach(0..<10_000, id: \.self) { Card(number: $0, built: nil) } }.padding()
        })
        let frame = Headless.run(cards, size: size, keys: Array(repeating: .down, count: 150))
        #expect(frame.lines.contains { $0.contains("▸ Open 150") } && !text(frame).contains("⋯"), "\(text(frame))")
    }

    @Test("An element built keeps its state while the stack builds more and the screen scrolls away and back")
    func stateKept() {
        let counters = Cards(stack: LazyVStack { ForEach(0..<100_000, id: \.self) { Counter(number: $0) } })
        let keys: [Key] = [.enter, .enter] + Array(repeating: .pageDown, count: 30) + [.home]
        let frame = Headless.run(counters, size: size, keys: keys)
        #expect(frame.lines.contains { $0.contains("▸ Tap 0: 2") }, "\(text(frame))")
    }

    @Test("A feed that loads a page when its last item appears loads as it is scrolled, not all at once")
    func feed() {
        let first = Headless.run(Feed(), size: size, keys: [])
        let loaded = first.lines.first { $0.contains("Feed: ") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(loaded >= 40 && loaded <= 100, "\(text(first))")
        let scrolled = Headless.run(Feed(), size: size, keys: Array(repeating: .down, count: 150))
        #expect(scrolled.lines.contains { $0.contains("▸ Item 150") }, "\(text(scrolled))")
    }

    @Test("In a split view's detail, keys that page past what is built go on, as many keys as pages")
    func inASplitDetail() throws {
        let keys = try Key.parseScript("tab " + Array(repeating: "pgdn", count: 15).joined(separator: " "))
        let frame = Headless.run(SplitItems(), size: TerminalSize(width: 90, height: 16), keys: keys)
        #expect(frame.lines.contains { $0.contains("▸ Item 180") }, "\(text(frame))")
    }
}
