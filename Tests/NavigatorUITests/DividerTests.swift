// Divider, as SwiftUI code writes it: a rule between views, and a bar between the items of an HStack.
import NavigatorUI
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct DividerTests {
    @Test("A Divider is a rule as wide as the body; in an HStack a bar between its texts, in a VStack inside it a rule again")
    func dividers() {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Text("Above")
                    Divider()
                    Text("Below")
                    HStack {
                        Text("Left")
                        Divider()
                        Text("Right")
                    }
                    .navigationTitle("Dividers")
                }
            }
        }
        let lines = Headless.run(Screen(), size: TerminalSize(width: 30, height: 14), keys: []).lines
        let rule = "  " + String(repeating: "─", count: 26)
        #expect(lines.contains(rule), "\(lines)")
        let above = lines.firstIndex(of: "  Above") ?? -1, below = lines.firstIndex(of: "  Below") ?? -1
        let ruleRow = lines.firstIndex(of: rule) ?? -1
        #expect(above < ruleRow && ruleRow < below)
        #expect(lines.contains("  Left │ Right"), "\(lines)")
    }
}
