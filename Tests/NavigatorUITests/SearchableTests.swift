// `.searchable(text:)` as SwiftUI code writes it: the app filters its list with the query the field edits.
import NavigatorUI
import Testing

private struct Fruits: View {
    @State private var query = ""
    let all = ["Apple", "Apricot", "Banana", "Cherry"]
    var shown: [String] { query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { fruit in
                NavigationLink(fruit, value: fruit)
            }
            .navigationTitle("Fruits")
            .searchable(text: $query, prompt: "Find a fruit")
            .searchSuggestions { Text("Apple") }
            .navigationDestination(for: String.self) { Text("The \($0)") }
        }
    }
}

@MainActor struct SearchableTests {
    @Test("The search field is the screen's first line; typing into it filters the app's list")
    func searchFilters() {
        let size = TerminalSize(width: 40, height: 10)
        let first = Headless.run(Fruits(), size: size, keys: [])
        #expect(first.lines.contains { $0.contains("Find a fruit") }, "\(first.lines)")
        #expect(first.lines.contains { $0.contains("Banana") })
        let typed = Headless.run(Fruits(), size: size, keys: try! Key.parseScript("a p esc"))
        #expect(typed.lines.contains { $0.contains("Apricot") } && !typed.lines.contains { $0.contains("Banana") }, "\(typed.lines)")
        // The filtered list's links still open.
        let opened = Headless.run(Fruits(), size: size, keys: try! Key.parseScript("a p r esc down enter"))
        #expect(opened.lines.contains { $0.contains("The Apricot") }, "\(opened.lines)")
    }
}
