import Navigation
import Testing

/// Sheets and full-screen covers with stacks of their own (seed 004).
@MainActor @Suite struct PresentationTests {
    enum Route: Hashable, Codable { case detail(Int), settings, editProfile }

    @Test func aPresentationHasAStackOfItsOwn() throws {
        let router = Router<Route>(path: [.detail(1)])
        router.present(.settings, style: .sheet)
        let sheet = try #require(router.presentation)
        #expect(sheet.style == .sheet && sheet.root.value == .settings)
        #expect(router.activeStack === sheet.stack && sheet.stack.stackIndex == 1)
        sheet.stack.push(.detail(2))
        #expect(sheet.stack.path == [.detail(2)] && router.path == [.detail(1)])
        router.dismiss()
        #expect(router.presentation == nil && router.activeStack === router)
        router.dismiss()  // nothing presented: nothing happens
        #expect(router.path == [.detail(1)])
    }

    @Test func presentingOverTheMostATreeShowsIsRefusedAndSaid() throws {
        let limit = NavigationState.maximumPresentations
        let router = Router<Route>(path: [.detail(1)])
        var refused: [NavigationError] = []
        let token = router.observe(didRefuse: { refused.append($0) })
        for _ in 0..<limit { router.present(.settings) }
        #expect(router.presentations.count == limit && refused.isEmpty)
        router.present(.editProfile, style: .fullScreenCover)
        #expect(router.presentations.count == limit && router.presentations.last?.root.value == .settings)
        #expect(refused == [.tooManyPresentations(limit: limit)])
        #expect(refused.first?.description == "cannot present over \(limit) presentations: expected at most \(limit), one over another; dismiss one first")
        // A tree holding more is shown up to the limit, the rest refused as a present would be.
        let restored = Router<Route>()
        restored.restore(NavigationTree(path: [.detail(1)], presentations: Array(repeating: .init(style: .sheet, root: .settings), count: limit + 3)))
        #expect(restored.presentations.count == limit && restored.path == [.detail(1)])
        router.dismiss()
        router.present(.editProfile)
        #expect(router.presentations.count == limit && router.presentations.last?.root.value == .editProfile)
        token.cancel()
    }

    @Test func presentingFromAPresentationStacksThemAndDismissTakesTheTopOne() throws {
        let router = Router<Route>()
        router.present(.settings, style: .sheet)
        router.present(.editProfile, style: .fullScreenCover)  // presented over the sheet
        #expect(router.presentations.map(\.style) == [.sheet, .fullScreenCover])
        #expect(router.activeStack.stackIndex == 2)
        router.dismiss()
        #expect(router.presentations.map(\.style) == [.sheet])
        router.present(.detail(3))
        router.dismissAll()
        #expect(router.presentations.isEmpty)
    }

    @Test func observersHearPresentAndDismissAndChangesInsidePresentations() throws {
        let router = Router<Route>()
        var events: [String] = []
        let token = router.observe(didChange: { events.append($0.description) })
        router.present(.settings, style: .sheet)
        router.activeStack.push(.detail(7))
        router.dismiss()
        #expect(events == ["present sheet 0→1", "push 0→1 in stack 1", "dismiss sheet 1→0"])
        withExtendedLifetime(token) {}
    }

    @Test func dismissingClearsTheStateDestinationsInside() throws {
        let router = Router<Route>()
        router.present(.settings)
        let showDetails = router.activeStack.navigationDestination(isPresentedTitle: "Details")
        showDetails.isPresented = true
        router.dismiss()
        #expect(!showDetails.isPresented)
    }

    @Test func theTreeIsRestoredWholeAndItsCodableFormRoundTrips() throws {
        let router = Router<AnyHashable>()
        let tree = NavigationTree<AnyHashable>(
            path: [AnyHashable(Route.detail(1))],
            presentations: [.init(style: .sheet, root: AnyHashable(Route.settings), path: [AnyHashable(42)]),
                            .init(style: .fullScreenCover, root: AnyHashable(Route.editProfile))]
        )
        router.restore(tree)
        #expect(router.navigationTree == tree)
        let (state, dropped) = tree.codablePrefix
        #expect(dropped == 0 && state.presentations.count == 2)
        var types = CodableTypes()
        types.register(Route.self)
        types.register(Int.self)
        let (back, error) = types.tree(from: state)
        #expect(back == tree && error == nil)
        var onlyRoutes = CodableTypes()
        onlyRoutes.register(Route.self)
        let (prefix, unknown) = onlyRoutes.tree(from: state)  // stops at the Int inside the sheet
        #expect(prefix.path == tree.path && prefix.presentations.count == 1 && prefix.presentations[0].path.isEmpty)
        #expect(unknown == .unknownType("Swift.Int", known: [String(reflecting: Route.self)]))
    }

    @Test func aValueThatIsNotCodableCutsTheSavedTree() {
        struct Opaque: Hashable {}
        let tree = NavigationTree<AnyHashable>(
            path: [AnyHashable(Route.detail(1)), AnyHashable(Opaque()), AnyHashable(Route.settings)],
            presentations: [.init(style: .sheet, root: AnyHashable(Route.settings))]
        )
        let (state, dropped) = tree.codablePrefix
        #expect(state.path.elements.count == 1 && state.presentations.isEmpty && dropped == 3)
    }
}
