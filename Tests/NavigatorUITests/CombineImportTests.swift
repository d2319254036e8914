// `import Combine` compiles on Linux, where there is no Combine: its names are NavigatorUI's
// (CombineModelFile.swift imports Combine alone), and a view redraws when a `@Published` changes.
import NavigatorUI
import Testing

private struct BasketView: View {
    @StateObject var basket = Basket()

    var body: some View {
        NavigationStack {
            Text("\(basket.items.count) items")
            Button("Add") { basket.items.append("Apple") }
                .navigationTitle("Basket")
        }
    }
}

@MainActor struct CombineImportTests {
    @Test("A file that imports Combine alone defines an ObservableObject; its @Published change redraws the view")
    func combineModel() {
        let frame = Headless.run(BasketView(), size: TerminalSize(width: 30, height: 6), keys: [.enter, .enter])
        #expect(frame.lines.contains { $0.contains("2 items") }, "\(frame.lines)")
        let basket = Basket()
        basket.note = "a"
        basket.items = ["b"]
        #expect(basket.changesSeen == 2)
    }
}
