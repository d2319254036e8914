import Navigation
@testable import TerminalUI
import Testing

/// What a view pushed above the path is drawn from, and what its screen is told.
@Suite struct ViewContentTests {
    static func app(_ router: Router<Int>) -> StackApp<Int> {
        var destinations = ScreenDestinations()
        destinations.register(Int.self, title: { "Number \($0)" }) { number, _ in Screen(title: "Number \(number)") }
        return StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in Screen(title: "Home") }
    }

    @Test func aViewAboveTheValuesCannotRemoveMoreValuesThanThePathHolds() throws {
        let router = Router<Int>(path: [1])
        let app = Self.app(router)
        router.pushView(title: "View") { context in
            Screen(title: "View", links: [
                ScreenLink("Go back 2 steps", action: .removeLast(2), isEnabled: context.canRemove(2), disabledReason: "needs 2 levels below"),
            ])
        }
        let screen = app.topScreen()
        #expect(screen.links[0].isEnabled == false)  // depth 2, but one value
        #expect(Headless.run(app, size: .init(width: 50, height: 8), keys: []).lines.contains("   Go back 2 steps  (needs 2 levels below)"))
    }

    @Test func theRouterKeepsAViewsTitleAndTheFrontEndWhatItDrawsUntilItLeaves() throws {
        let router = Router<Int>()
        let app = Self.app(router)
        let id = try #require(router.pushView(title: "Built") { _ in Screen(title: "A built screen") })
        #expect(app.topScreen().title == "A built screen" && router.views.map(\.title) == ["Built"])
        #expect(PushedScreens.builders[id] != nil)
        router.pop()
        #expect(PushedScreens.builders[id] == nil, "what a view drew goes with it")
        // A view the model alone pushed has nothing to draw: a warning says so.
        router.pushView(title: "Bare")
        #expect(app.topScreen().isWarning)
        #expect(app.topScreen().body.map(\.string).joined().contains("was pushed with no screen"))
        // Identities are unique across trees: another router's view never finds this one's screen.
        var other: Router<Int>? = Router<Int>()
        let otherID = try #require(other?.pushView(title: "Other") { _ in Screen(title: "Other") })
        #expect(otherID != id && PushedScreens.builders[otherID] != nil)
        // A router that goes with views still pushed lets go of what they draw.
        other = nil
        #expect(PushedScreens.builders[otherID] == nil)
    }

    @Test func typedStateDestinationsDrawTheirScreens() throws {
        let router = Router<Int>()
        let app = Self.app(router)
        let selected = router.navigationDestination(item: String.self, title: { $0 }) { item, context in
            Screen(title: "Selected \(item) at \(context.depth)")
        }
        selected.item = "x"
        #expect(app.topScreen().title == "Selected x at 1")
        let flag = router.navigationDestination(isPresentedTitle: "Flag") { _ in Screen(title: "Flag on") }
        flag.isPresented = true
        #expect(app.topScreen().title == "Flag on")
    }
}
