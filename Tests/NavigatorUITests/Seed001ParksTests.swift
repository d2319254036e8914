// Seed 001, Apple's NavigationStack reference, written as it is written with `import NavigatorUI`. The
// reference gives fragments; the smallest wrapper makes them compile: `Park` and `ParkDetails` (elided
// there), the fragments inside a view's `body`, and a "Show parks" button that calls `showParks()`.
import NavigatorUI
import Testing

struct Park: Hashable, Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
    var id: String { name }
}

let parks = [Park("Yosemite"), Park("Sequoia"), Park("Zion")]

struct ParkDetails: View {
    var park: Park
    var body: some View {
        Text("The park \(park.name)")
            .navigationTitle(park.name)
    }
}

// The reference's first example, in a body.
struct ParksView: View {
    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

// The reference's second example, with its `@State` and `showParks()`.
struct PresentedParksView: View {
    @State private var presentedParks: [Park] = []

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
            Button("Show parks") { showParks() }  // the wrapper: something to call showParks()
        }
    }

    func showParks() {
        presentedParks = [Park("Yosemite"), Park("Sequoia")]
    }
}

@Suite struct Seed001ParksTests {
    static let size = TerminalSize(width: 60, height: 10)

    @Test("List(parks) with NavigationLink(park.name, value: park) pushes ParkDetails titled by .navigationTitle")
    func parkLink() throws {
        let host = ViewHost(ParksView())
        let lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter")).lines
        #expect(Array(lines[0...3]) == ["  › Sequoia", " Sequoia", "", "  The park Sequoia"])
        #expect(host.router.path == [AnyHashable(Park("Sequoia"))])
    }

    @Test("showParks() replaces the path: Sequoia on top, and back reveals Yosemite, then the list")
    func showParks() throws {
        let host = ViewHost(PresentedParksView())
        var lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("end enter")).lines
        #expect(Array(lines[0...3]) == ["  › Yosemite › Sequoia", " Sequoia", "", "  The park Sequoia"])
        lines = Headless.run(host, size: Self.size, keys: [.left]).lines
        #expect(lines[1] == " Yosemite")
        #expect(host.router.path == [AnyHashable(Park("Yosemite"))])
        lines = Headless.run(host, size: Self.size, keys: [.left]).lines
        #expect(Array(lines[3...6]) == ["   Yosemite", "   Sequoia", "   Zion", " ▸ Show parks"])
        #expect(host.router.path.isEmpty)
    }
}
