import NavigatorUI
import Testing

/// A title that reads state (`.navigationTitle("Said \(said)")`) is the breadcrumb's too once the state
/// changes, whether the frame before the change was drawn or not. (A breadcrumb bar was kept by its
/// trail: drawn once with the old title, a click's hit test or a terminal's frame kept it old.)
@MainActor @Suite struct ChangingTitleTests {
    struct Titled: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Go", value: 1)
                    .navigationDestination(for: Int.self) { _ in Said() }
                    .navigationTitle("Root")
            }
        }
    }

    struct Said: View {
        @State private var said = "nothing"
        var body: some View {
            VStack {
                Text("Press it")
                Button("Out") { said = "out" }
            }
            .navigationTitle("Said \(said)")
        }
    }

    static let size = TerminalSize(width: 40, height: 10)

    @Test("After a click on a button that changes the title, the breadcrumbs show the new one")
    func afterAClick() throws {
        let lines = Headless.run(ViewHost(Titled()), size: Self.size, keys: try Key.parseScript("enter click:5,6 down")).lines
        #expect(Array(lines[0...1]) == [" Root › Said out", " Said out"], "\(lines)")
    }

    @Test("After a key with the frame before it drawn, as a terminal draws one a key")
    func afterADrawnFrame() throws {
        let host = ViewHost(Titled())
        #expect(Headless.run(host, size: Self.size, keys: try Key.parseScript("enter")).lines[0] == " Root › Said nothing")
        let lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter")).lines
        #expect(Array(lines[0...1]) == [" Root › Said out", " Said out"], "\(lines)")
        // Back and in again: a new level, its own state.
        #expect(Headless.run(host, size: Self.size, keys: try Key.parseScript("left enter")).lines[0] == " Root › Said nothing")
    }
}
