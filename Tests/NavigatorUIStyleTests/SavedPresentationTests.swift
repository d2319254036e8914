// A `.sheet(item:)` of a `Codable` item presents the item itself as the presentation's root, so the
// navigation state saves it; a restored tree presenting such a value (a saved state, a deep link) is
// taken over by the sheet of the screen under it: its binding is set, and dismissing clears it.
import Navigation
import NavigatorUI
import Testing

private enum Place: String, Hashable, Codable, Identifiable {
    case settings, profile
    var id: Self { self }
}

private struct Places: View {
    @State private var sheet: Place?
    @State private var dismissed = 0

    var body: some View {
        NavigationStack {
            Text("sheet: \(sheet?.rawValue ?? "none"), dismissed \(dismissed)")
            Button("Settings") { sheet = .settings }
                .navigationTitle("Places")
                .sheet(item: $sheet, onDismiss: { dismissed += 1 }) { place in
                    NavigationStack {
                        Text("The \(place.rawValue) sheet")
                        NavigationLink("Deeper", value: 7)
                            .navigationTitle("Sheet: \(place.rawValue)")
                            .navigationDestination(for: Int.self) { level in Text("Level \(level)").navigationTitle("Level \(level)") }
                    }
                }
        }
    }
}

@Suite struct SavedPresentationTests {
    let size = TerminalSize(width: 60, height: 16)

    @Test("A sheet of a Codable item is presented as that value, which the navigation tree holds")
    func presentsTheItem() throws {
        let host = ViewHost(Places())
        let lines = Headless.run(host, size: size, keys: try Key.parseScript("enter")).lines
        #expect(lines.contains { $0.contains("The settings sheet") })
        #expect(host.router.navigationTree.presentations.map(\.root) == [AnyHashable(Place.settings)])
        #expect(host.router.navigationTree.presentations.map(\.style) == [.sheet])
    }

    @Test("A restored tree presenting a Place is drawn by the sheet's view, its stack and titles included")
    func restoredIsTakenOver() throws {
        let host = ViewHost(Places())
        host.router.restore(NavigationTree(presentations: [.init(style: .sheet, root: AnyHashable(Place.profile), path: [AnyHashable(7)])]))
        let lines = Headless.run(host, size: size, keys: []).lines
        #expect(lines.contains { $0.contains("Sheet: profile › Level 7") })
        #expect(lines.contains { $0.contains("Level 7") })
        let back = Headless.run(host, size: size, keys: try Key.parseScript("left")).lines
        #expect(back.contains { $0.contains("The profile sheet") })
    }

    @Test("The restored sheet's binding is set, and dismissing it clears the binding and runs onDismiss")
    func restoredBindingFollows() throws {
        let host = ViewHost(Places())
        host.router.restore(NavigationTree(presentations: [.init(style: .sheet, root: AnyHashable(Place.profile))]))
        _ = Headless.run(host, size: size, keys: [])
        let lines = Headless.run(host, size: size, keys: try Key.parseScript("esc")).lines
        #expect(host.router.presentations.isEmpty)
        #expect(lines.contains("  sheet: none, dismissed 1"))
        // Presented again from code, the value is the root once more.
        let again = Headless.run(host, size: size, keys: try Key.parseScript("enter")).lines
        #expect(again.contains { $0.contains("The settings sheet") })
    }

    @Test("A restored value no sheet of the screen under it presents (a cover, where the screen has a sheet) stays, said to be unclaimed")
    func unclaimedStays() throws {
        let host = ViewHost(Places())
        host.router.restore(NavigationTree(presentations: [.init(style: .fullScreenCover, root: AnyHashable(Place.profile))]))
        let lines = Headless.run(host, size: size, keys: []).lines
        #expect(host.router.presentations.count == 1)
        #expect(lines.contains { $0.contains("No sheet presents this value") })
    }
}
