import Navigation
import Testing

/// Views pushed above the path, and destinations driven by state (seed 000).
@MainActor @Suite struct StackLevelsTests {
    enum Color: Hashable { case mint, pink }

    @Test func aViewIsOnTheStackButNotInThePathAndNotObserved() throws {
        let router = Router<Color>(path: [.mint])
        var changes: [PathChange] = []
        let token = router.observe(didChange: { changes.append($0) })
        let id = try #require(router.pushView(title: "Recipe"))
        #expect(router.path == [.mint])                     // Root [Color.mint] [RecipeDetailView]
        #expect(router.depth == 2 && router.count == 1)
        #expect(router.view(atLevel: 2)?.title == "Recipe" && router.view(atLevel: 2)?.id == id)
        #expect(router.level(of: id) == 2)
        #expect(changes.isEmpty)
        withExtendedLifetime(token) {}
    }

    @Test func pushingAValuePopsTheViewsFirst() throws {
        let router = Router<Color>(path: [.mint])
        var changes: [PathChange] = []
        let token = router.observe(didChange: { changes.append($0) })
        router.pushView(title: "Push Recipe View")
        router.pushView(title: "Another view")
        router.push(.pink)
        #expect(router.views.isEmpty)
        #expect(router.path == [.mint, .pink])
        #expect(changes == [PathChange(kind: .push, oldCount: 1, newCount: 2)])
        withExtendedLifetime(token) {}
    }

    @Test func backRemovesTheTopViewBeforeAnyValue() throws {
        let router = Router<Color>(path: [.mint])
        router.pushView(title: "A")
        #expect(router.pop() == nil)  // a view was removed, not a value
        #expect(router.views.isEmpty && router.path == [.mint])
        #expect(router.pop() == .mint)
        router.pushView(title: "B")
        router.popToRoot()
        #expect(router.depth == 0)
    }

    @Test func levelsCountViewsAndRemoveLastCountsValues() throws {
        let router = Router<Color>(path: [.mint, .pink])
        router.pushView(title: "A")
        router.pushView(title: "B")
        try router.popTo(level: 3)
        #expect(router.views.map(\.title) == ["A"] && router.count == 2)
        #expect(throws: NavigationError.noSuchLevel(4, deepest: 3)) { try router.popTo(level: 4) }
        try router.removeLast(1)  // a value: the view above it goes too
        #expect(router.path == [.mint] && router.views.isEmpty)
    }

    @Test func anItemDestinationPushesWhileSetAndClearsOnBack() throws {
        let router = Router<Color>()
        // The router keeps identity and title; a front end is told what to draw for which identity.
        var drawn: [EntryID: String] = [:]
        let selected = router.navigationDestination(item: String.self, title: { $0 }, pushed: { item, id in drawn[id] = "screen of \(item)" },
                                                    removed: { drawn[$0] = nil })
        selected.item = "Apple Pie"
        #expect(router.views.map(\.title) == ["Apple Pie"])
        #expect(router.views.first.flatMap { drawn[$0.id] } == "screen of Apple Pie" && drawn.count == 1)
        #expect(router.path.isEmpty)
        selected.item = "Chocolate Cake"  // another item replaces the screen
        #expect(router.views.map(\.title) == ["Chocolate Cake"])
        #expect(Array(drawn.values) == ["screen of Chocolate Cake"])
        router.pop()                       // back clears the binding
        #expect(selected.item == nil && router.depth == 0 && drawn.isEmpty)
        selected.item = "Apple Pie"
        selected.item = nil                // clearing pops
        #expect(router.depth == 0)
    }

    @Test func anIsPresentedDestinationFollowsItsBoolean() throws {
        let router = Router<Color>(path: [.mint])
        let showDetails = router.navigationDestination(isPresentedTitle: "Details")
        showDetails.isPresented = true
        #expect(router.depth == 2 && router.view(atLevel: 2)?.title == "Details")
        showDetails.isPresented = true    // already shown: nothing more
        #expect(router.depth == 2)
        showDetails.isPresented = false
        #expect(router.depth == 1)
        showDetails.isPresented = true
        router.push(.pink)                 // pushing a value pops it and sets it to false
        #expect(!showDetails.isPresented && router.path == [.mint, .pink] && router.views.isEmpty)
        showDetails.isPresented = true
        router.popToRoot()
        #expect(!showDetails.isPresented)
    }

    @Test func navigateToAcceptsAnyHashableOfThePathsType() throws {
        let typed = Router<Color>()
        try typed.navigate(to: Color.mint)
        try typed.navigate(to: AnyHashable(Color.pink))
        #expect(typed.path == [.mint, .pink])
        #expect(throws: NavigationError.wrongType("Swift.Int", expected: String(reflecting: Color.self))) {
            try typed.navigate(to: 100)
        }
        let any = Router<AnyHashable>()
        try any.navigate(to: 100)
        try any.navigate(to: "Detail")
        #expect(any.navigationPath == NavigationPath([AnyHashable(100), AnyHashable("Detail")]))
    }
}
