// Seed 001, Apple's NavigationStack reference: each code example written against navigator's API,
// with the same values, destinations and path operations, asserting what the reference describes.
import Navigation
import Testing
import TerminalUI

@Suite struct Seed001NavigationStackReferenceTests {
    struct Park: Hashable, Codable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    static let parks = [Park("Yosemite"), Park("Sequoia"), Park("Zion")]

    /// `NavigationStack { List(parks) { NavigationLink(park.name, value: park) }
    ///  .navigationDestination(for: Park.self) { ParkDetails(park: $0) } }`
    static func parkStack(_ router: Router<Park> = Router()) -> StackApp<Park> {
        var destinations = ScreenDestinations()
        destinations.register(Park.self, title: \.name) { park, _ in
            Screen(title: park.name, body: ["Details of \(park.name)."])
        }
        return StackApp(router: router, rootTitle: "Parks", destinations: destinations) { _ in
            Screen(title: "Parks", links: parks.map { .push($0.name, $0) })
        }
    }

    static let size = TerminalSize(width: 60, height: 12)

    @Test("Selecting a link adds ParkDetails on top; back reveals the list; the root can't be removed")
    func listPushesParkDetails() throws {
        let app = Self.parkStack()
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(screen.lines[0] == " Parks › Sequoia")
        #expect(screen.lines.contains("  Details of Sequoia."))
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Parks" && app.router.isEmpty)
        // "The system disables backward navigation controls when the stack is empty."
        #expect(!app.router.canGoBack)
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Parks")
    }

    @Test("With init(path:root:), the stack puts the park in presentedParks, and the code can read it")
    func presentedParksTracksTheStack() throws {
        let presentedParks = Router<Park>(path: [])  // @State private var presentedParks: [Park] = []
        let app = Self.parkStack(presentedParks)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(presentedParks.path == [Park("Yosemite")])
    }

    @Test("showParks() sets [Yosemite, Sequoia]: Sequoia shows; back removes it and reveals Yosemite")
    func showParksReplacesTheStack() {
        let presentedParks = Router<Park>()
        let app = Self.parkStack(presentedParks)
        presentedParks.path = [Park("Yosemite"), Park("Sequoia")]  // func showParks()
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Parks › Yosemite › Sequoia")
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Parks › Yosemite")
        #expect(presentedParks.path == [Park("Yosemite")])
    }

    @Test("Several navigationDestination(for:) modifiers: links match destinations by the data's type")
    func severalDestinationTypes() throws {
        struct Trail: Hashable { let name: String }
        var destinations = ScreenDestinations()
        destinations.register(Park.self, title: \.name) { park, _ in
            Screen(title: park.name, links: [.push("Mist Trail", Trail(name: "Mist Trail"))])
        }
        destinations.register(Trail.self, title: \.name) { trail, _ in Screen(title: "Trail: \(trail.name)") }
        let path = Router<AnyHashable>(path: NavigationPath())  // a NavigationPath holds both types
        let app = StackApp(router: path, rootTitle: "Parks", destinations: destinations) { _ in
            Screen(title: "Parks", links: Self.parks.map { .push($0.name, $0) })
        }
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter"))
        #expect(screen.lines[0] == " Parks › Yosemite › Mist Trail")
        #expect(screen.lines[1] == " Trail: Mist Trail")
        #expect(path.navigationPath == NavigationPath([AnyHashable(Park("Yosemite")), AnyHashable(Trail(name: "Mist Trail"))]))
    }
}
