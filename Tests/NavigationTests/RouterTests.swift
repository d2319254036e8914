import Navigation
import Testing

/// The router keeps SwiftUI's promises: the root is always there, a refused change changes nothing,
/// and identities keep "pop to this one" meaningful.
@MainActor @Suite struct RouterTests {
    enum Park: Hashable, Codable { case yosemite, sequoia, zion }

    @Test func pushShowsTheValueOnTop() {
        let router = Router<Park>()
        #expect(router.isEmpty && router.top == nil && !router.canGoBack)
        router.push(.yosemite)
        router.push(.sequoia)
        #expect(router.path == [.yosemite, .sequoia])
        #expect(router.top == .sequoia)
        #expect(router.count == 2 && router.depth == 2 && router.canGoBack)
    }

    @Test func popAtTheRootDoesNothing() {
        let router = Router<Park>(path: [.zion])
        #expect(router.pop() == .zion)
        #expect(router.pop() == nil)
        #expect(router.path.isEmpty)
    }

    @Test func popToRootEmptiesThePath() {
        let router = Router<Park>(path: [.yosemite, .sequoia, .zion])
        router.popToRoot()
        #expect(router.path.isEmpty)
        router.popToRoot()
        #expect(router.path.isEmpty)
    }

    @Test func removeLastRefusesMoreThanThePathHolds() throws {
        let router = Router<Park>(path: [.yosemite, .sequoia])
        #expect(throws: NavigationError.cannotRemove(requested: 3, available: 2)) { try router.removeLast(3) }
        #expect(throws: NavigationError.cannotRemove(requested: -1, available: 2)) { try router.removeLast(-1) }
        #expect(router.path == [.yosemite, .sequoia])
        try router.removeLast(0)
        #expect(router.count == 2)
        try router.removeLast(2)
        #expect(router.path.isEmpty)
        #expect(!router.canRemoveLast(1))
    }

    @Test func popToALevel() throws {
        let router = Router<Park>(path: [.yosemite, .sequoia, .zion])
        try router.popTo(level: 3)
        #expect(router.count == 3)
        try router.popTo(level: 1)
        #expect(router.path == [.yosemite])
        #expect(throws: NavigationError.noSuchLevel(2, deepest: 1)) { try router.popTo(level: 2) }
        #expect(throws: NavigationError.noSuchLevel(-1, deepest: 1)) { try router.popTo(level: -1) }
        try router.popTo(level: 0)
        #expect(router.isEmpty)
    }

    @Test func replacingTheStackShowsItsLastValue() throws {
        // NavigationStack reference: presentedParks = [Yosemite, Sequoia] shows Sequoia; back shows Yosemite.
        let router = Router<Park>(path: [.zion])
        router.replaceStack(with: [.yosemite, .sequoia])
        #expect(router.top == .sequoia)
        router.pop()
        #expect(router.top == .yosemite)
        router.path = [.zion, .zion]
        #expect(router.path == [.zion, .zion])
    }

    @Test func identitiesSurviveEditsAndRefuseWhenGone() throws {
        let router = Router<Park>()
        router.push(.yosemite)
        router.push(.sequoia)
        let sequoia = router.entries[1].id
        router.push(.zion)
        try router.popTo(sequoia)
        #expect(router.path == [.yosemite, .sequoia])

        router.pop()
        router.push(.sequoia)  // an equal value is a new element with a new identity
        #expect(router.entries[1].id != sequoia)
        #expect(throws: NavigationError.entryGone(sequoia)) { try router.popTo(sequoia) }
        #expect(router.path == [.yosemite, .sequoia])
        #expect(router.level(of: router.entries[0].id) == 1)
    }

    @Test func observersHearEveryChangeBeforeAndAfter() throws {
        let router = Router<Park>()
        var events: [String] = []
        let token = router.observe(
            willChange: { change in events.append("will \(change) at \(router.count)") },
            didChange: { change in events.append("did \(change) at \(router.count)") }
        )
        router.push(.yosemite)
        router.pop()
        router.pop()  // at the root: no change, no event
        router.replaceStack(with: [.zion, .sequoia])
        try router.removeLast(2)
        #expect(events == [
            "will push 0→1 at 0", "did push 0→1 at 1",
            "will pop 1→0 at 1", "did pop 1→0 at 0",
            "will replace 0→2 at 0", "did replace 0→2 at 2",
            "will pop 2→0 at 2", "did pop 2→0 at 0",
        ])
        token.cancel()
        router.push(.zion)
        #expect(events.count == 8)
    }

    @Test func errorsSayWhatWasWrong() {
        #expect(NavigationError.cannotRemove(requested: 3, available: 2).description
            == "cannot remove 3 elements: the path holds 2 and the root can't be removed")
        #expect(NavigationError.noSuchLevel(5, deepest: 2).description == "no level 5: expected 0 (the root) through 2")
    }
}
