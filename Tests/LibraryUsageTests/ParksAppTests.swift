// A second app, built from the public API of Navigation and TerminalUI alone (no @testable import),
// to prove another developer can build on the libraries: the NavigationStack reference's parks.
import Navigation
import TerminalUI
import Testing

struct Park: Hashable {
    let name: String
    let state: String
}

struct Trail: Hashable {
    let park: Park
    let name: String
}

enum ParksApp {
    static let parks = [Park(name: "Yosemite", state: "California"), Park(name: "Sequoia", state: "California"),
                        Park(name: "Zion", state: "Utah")]

    static func make(path: [AnyHashable] = []) -> StackApp<AnyHashable> {
        var destinations = ScreenDestinations()
        destinations.register(Park.self, title: \.name) { park, context in
            Screen(
                title: park.name,
                body: ["\(park.name) National Park, \(park.state). Level \(context.depth)."],
                links: [.push("Valley Loop", Trail(park: park, name: "Valley Loop")),
                        ScreenLink("All parks", action: .popToRoot)]
            )
        }
        destinations.register(Trail.self, title: \.name) { trail, _ in
            Screen(title: trail.name, body: ["A trail in \(trail.park.name)."])
        }
        return StackApp(router: Router(path: path), rootTitle: "Parks", destinations: destinations) { _ in
            Screen(title: "Parks", links: parks.map { .push($0.name, $0) } + [
                ScreenLink("Yosemite, then Sequoia", action: .replaceStack([AnyHashable(parks[0]), AnyHashable(parks[1])])),
            ])
        }
    }
}

@Suite struct ParksAppTests {
    @Test func pushesParksAndTrailsOfDifferentTypes() throws {
        let app = ParksApp.make()
        let canvas = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: try Key.parseScript("down down enter enter"))
        #expect(canvas.lines[0] == " Parks › Zion › Valley Loop")
        #expect(canvas.lines[1] == " Valley Loop")
        #expect(canvas.lines.contains("  A trail in Zion."))
        #expect(app.router.count == 2)
    }

    @Test func replacingThePathShowsItsLastValueAndBackWalksDown() throws {
        // The reference's showParks(): [Yosemite, Sequoia] shows Sequoia; back shows Yosemite.
        let app = ParksApp.make()
        var canvas = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: try Key.parseScript("end enter"))
        #expect(canvas.lines[0] == " Parks › Yosemite › Sequoia")
        canvas = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [.left])
        #expect(canvas.lines[0] == " Parks › Yosemite")
    }

    @Test func aValueWithNoDestinationShowsAWarning() {
        let app = ParksApp.make(path: [AnyHashable(42)])
        let canvas = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [])
        #expect(canvas.lines[0] == " Parks › ⚠ Swift.Int")
        #expect(canvas.lines.joined(separator: " ").contains("No destination is registered"))
        _ = Headless.run(app, size: TerminalSize(width: 60, height: 12), keys: [.escape])
        #expect(app.router.isEmpty)
    }

    @Test func aCustomKeyMapDrivesTheSameCommands() {
        let app = ParksApp.make()
        app.keyMap = KeyMap(bindings: [
            .init(keys: [.character("n")], keyLabel: "n", command: .selectNext, summary: "next park"),
            .init(keys: [.character("o")], keyLabel: "o", command: .open, summary: "open"),
            .init(keys: [.character("b")], keyLabel: "b", command: .back, summary: "back"),
        ])
        _ = Headless.run(app, size: TerminalSize(width: 40, height: 10), keys: [.character("n"), .character("o")])
        #expect(app.router.top == AnyHashable(ParksApp.parks[1]))
        _ = Headless.run(app, size: TerminalSize(width: 40, height: 10), keys: [.down, .character("b")])
        #expect(app.router.isEmpty)
    }
}
