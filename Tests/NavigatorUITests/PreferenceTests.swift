// Preferences as SwiftUI code passes them up: each view's value combined by its key's `reduce`, read by
// `.onPreferenceChange` (an action when they change), changed by `.transformPreference`, drawn by
// `.overlayPreferenceValue`; a view's own `.preference` in place of its views'.
import NavigatorUI
import Testing

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Counted: View {
    @State private var items = 3
    @State private var counted = 0
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(0..<items, id: \.self) { Text("Item \($0)").preference(key: CountKey.self, value: 1) }
                Button("More") { items += 1 }
            }
            .onPreferenceChange(CountKey.self) { counted = $0 }
            Text("Counted \(counted)")
                .navigationTitle("Counted")
        }
    }
}

private struct Named: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Ana").preference(key: NamesKey.self, value: ["Ana"])
                Text("Bo").preference(key: NamesKey.self, value: ["Bo"])
                VStack {
                    Text("Hidden names").preference(key: NamesKey.self, value: ["Cy"])
                }
                .preference(key: NamesKey.self, value: ["Group"])
            }
            .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } }
            .overlayPreferenceValue(NamesKey.self) { names in Text("Names: \(names.joined(separator: ", "))") }
            .navigationTitle("Named")
        }
    }
}

@MainActor struct PreferenceTests {
    let size = TerminalSize(width: 40, height: 14)
    func text(_ frame: Canvas) -> String { frame.lines.joined(separator: "\n") }

    @Test("onPreferenceChange runs with the views' values combined, at first and when they change")
    func onChange() throws {
        let first = Headless.run(Counted(), size: size, keys: [])
        #expect(first.lines.contains { $0.contains("Counted 3") }, "\(text(first))")
        let more = Headless.run(Counted(), size: size, keys: [.enter, .enter])
        #expect(more.lines.contains { $0.contains("Counted 5") }, "\(text(more))")
    }

    @Test("A view's own preference stands for its views'; transformPreference changes them; overlayPreferenceValue draws them")
    func transformAndDraw() throws {
        let frame = Headless.run(Named(), size: size, keys: [])
        #expect(frame.lines.contains { $0.contains("Names: ANA, BO, GROUP") }, "\(text(frame))")
    }
}
