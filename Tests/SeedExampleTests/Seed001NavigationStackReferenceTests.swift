// Seed 001, Apple's `NavigationStack` reference: its 4 code examples (001.1 … 001.4), as written with
// `import NavigatorUI`. All four are fragments; the smallest wrappers make them compile, quoted as such:
// - `Park`, `ParkDetails` and `parks`, which the reference names and never shows;
// - 001.1 is the body of `Seed001_1`; 001.2 (the `@State`), 001.3 (the stack on it) and 001.4
//   (`showParks()`) are the members of `Seed001_2to4`, whose body is 001.3, and something must call
//   `showParks()`: a URL opened from outside (`.onOpenURL`, outside the fragment), as a deep link would.
import NavigatorUI
import Testing

// MARK: Wrapper: what the reference names and never shows

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

// MARK: 001.1, in the smallest wrapper

struct Seed001_1: View {
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

// MARK: 001.2, 001.3 and 001.4, in the smallest wrapper

struct Seed001_2to4: View {
@State private var presentedParks: [Park] = []

    var body: some View {
NavigationStack(path: $presentedParks) {
List(parks) { park in
NavigationLink(park.name, value: park)
}
.navigationDestination(for: Park.self) { park in
ParkDetails(park: park)
}
}
        .onOpenURL { _ in showParks() }  // the wrapper: what calls showParks()
    }

func showParks() {
presentedParks = [Park("Yosemite"), Park("Sequoia")]
}
}

// MARK: - Tests

@Suite struct Seed001NavigationStackReferenceTests {
    static let size = TerminalSize(width: 60, height: 10)

    @Test("001.1: List(parks) with NavigationLink(park.name, value: park) pushes ParkDetails; back reveals the list, and does nothing at the root")
    func listPushesParkDetails() throws {
        let host = ViewHost(Seed001_1())
        var lines = try frameLines(host, "left", size: Self.size)
        #expect(Array(lines[3...5]) == [" ▸ Yosemite", "   Sequoia", "   Zion"] && host.path.isEmpty)
        lines = try frameLines(host, "down enter", size: Self.size)
        #expect(Array(lines[0...3]) == ["  › Sequoia", " Sequoia", "", "  The park Sequoia"])
        #expect(host.path == [AnyHashable(Park("Sequoia"))])
        lines = try frameLines(host, "left", size: Self.size)
        #expect(lines[4] == " ▸ Sequoia" && host.path.isEmpty)
    }

    @Test("001.2–001.4: a link adds its park to presentedParks; showParks() replaces the stack: Sequoia on top, back reveals Yosemite, then the list")
    func showParksReplacesTheStack() throws {
        let host = ViewHost(Seed001_2to4())
        _ = try frameLines(host, "end enter", size: Self.size)
        #expect(host.path == [AnyHashable(Park("Zion"))])
        #expect(host.open(URL(string: "parks://show")!))
        var lines = try frameLines(host, "", size: Self.size)
        #expect(Array(lines[0...3]) == ["  › Yosemite › Sequoia", " Sequoia", "", "  The park Sequoia"])
        lines = try frameLines(host, "left", size: Self.size)
        #expect(lines[1] == " Yosemite")
        #expect(host.path == [AnyHashable(Park("Yosemite"))])
        lines = try frameLines(host, "left", size: Self.size)
        #expect(Array(lines[3...5]) == ["   Yosemite", "   Sequoia", " ▸ Zion"])
        #expect(host.path.isEmpty)
    }
}
