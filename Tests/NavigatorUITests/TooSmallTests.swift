// A terminal too small for a frame shows a message in place of the screen, and the keys that act on a
// screen wait until there is room again: nothing moves or opens behind the message.
import NavigatorUI
import Testing

private struct TwoLinks: View {
    var body: some View {
        NavigationStack {
            Text("Pick one.")
            NavigationLink("First", value: 1)
            NavigationLink("Second", value: 2)
                .navigationTitle("Links")
                .navigationDestination(for: Int.self) { number in Text("Number \(number)").navigationTitle("Number \(number)") }
        }
    }
}

@Suite struct TooSmallTests {
    func frame(_ keys: String) throws -> [String] {
        Headless.run(TwoLinks(), size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript(keys)).lines
    }

    @Test("Below 20×5 the screen is a message saying the size it needs")
    func messageInPlaceOfTheScreen() throws {
        let lines = try frame("resize:12x5")
        #expect(lines.joined(separator: " ").contains("Terminal too small (12×5)"))
        #expect(!lines.joined().contains("First"))
    }

    @Test("Keys pressed while the terminal is too small move and open nothing behind the message")
    func keysWaitForRoom() throws {
        let lines = try frame("resize:12x5 down down enter resize:40x10")
        #expect(lines.first?.contains("Links") == true && lines.first?.contains("Number") == false)
        #expect(lines.contains(" ▸ First"))
        // With room again, the keys act as before.
        let after = try frame("resize:12x5 down resize:40x10 down enter")
        #expect(after.first?.contains("Number 2") == true)
    }
}
