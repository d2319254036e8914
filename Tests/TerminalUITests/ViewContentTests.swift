import Navigation
import TerminalUI
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

    @Test func aViewMayBeAScreenOrAScreenBuilderAndAnythingElseIsAWarning() throws {
        let router = Router<Int>()
        let app = Self.app(router)
        router.pushView(title: "Built", content: Screen(title: "A plain screen"))
        #expect(app.topScreen().title == "A plain screen")
        router.pushView(title: "Odd", content: 42)
        #expect(app.topScreen().isWarning)
        #expect(app.topScreen().body.map(\.string).joined().contains("of type Int, is neither a Screen nor a ScreenBuilder"))
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
