// A key that only moves the selection draws the screen's body as the last frame laid it out, the lines
// of the links the selection left and came to drawn again (`StackLayout.Body.reselected`): every frame
// of it is the one a layout made anew draws, style for style.
import NavigatorUI
@testable import TerminalUI
import Testing

/// A screen of every kind of selectable line: placed buttons, fields (one vertical), a destructive and a
/// disabled button, a toggle, a card, a row's button at its right edge, and enough buttons to scroll.
private struct Everything: View {
    @State private var name = ""
    @State private var notes = "first line\nsecond line"
    @State private var isOn = false
    var body: some View {
        NavigationStack {
            ScrollView {
                HStack { Button("Cancel") {}; Button("Save") {} }
                TextField("Name", text: $name)
                TextField("Notes", text: $notes, axis: .vertical).lineLimit(3)
                Button("Delete", role: .destructive) {}
                Toggle("Lights", isOn: $isOn)
                Button {} label: { VStack { Text("A card"); Text("of two lines") } }
                HStack { Text("A row"); Spacer(); Button("Edit") {} }
                Button("Unavailable") {}.disabled(true)
                ForEach(0..<30, id: \.self) { Button("Item \($0)") {} }
                HStack { Button("First") {}; Button("Delete all", role: .destructive) {} }
            }
            .navigationTitle("Everything")
        }
    }
}

@MainActor @Suite struct ReselectedBodyTests {
    @Test("Each frame after a key that moves the selection is the frame a new layout draws, styles and all")
    func sameAsANewLayout() throws {
        let host = ViewHost(Everything())
        let size = TerminalSize(width: 50, height: 16)
        host.handle(.resize(width: size.width, height: size.height))
        var canvas = Canvas(width: size.width, height: size.height)
        host.draw(into: &canvas)
        let keys: [Key] = Array(repeating: .down, count: 45) + Array(repeating: .up, count: 12) + [.pageDown, .pageDown, .pageUp, .end, .home]
            + [.down, .down, .down, .up, .pageDown, .down]
        for (number, key) in keys.enumerated() {
            host.handle(key)
            var drawn = Canvas(width: size.width, height: size.height)
            host.draw(into: &drawn)
            // The same frame, laid out anew.
            host.app.laidOutBodies = [:]
            host.app.frame = nil
            var fresh = Canvas(width: size.width, height: size.height)
            host.draw(into: &fresh)
            #expect(drawn.svg() == fresh.svg(), "key \(number) (\(key)): \(drawn.lines) against \(fresh.lines)")
        }
    }
}
