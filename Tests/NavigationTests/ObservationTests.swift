import Navigation
import Observation
import Synchronization
import Testing

/// Hooks before and after each change, the async sequence of changes, and the render guard.
@MainActor @Suite struct ObservationTests {
    enum Color: Hashable, CustomStringConvertible {
        case mint, red
        var description: String { self == .mint ? "Color.mint" : "Color.red" }
    }

    @Test func willChangeSeesTheUpcomingPathAndDidChangeTheNewOne() throws {
        // Seed 000: willSet { print("will set to \(newValue)") } didSet { print("didSet to \(path)") }
        let router = Router<Color>()
        var log: [String] = []
        let token = router.observe(
            willChange: { _ in log.append("will set to \(router.upcomingPath!)") },
            didChange: { _ in log.append("didSet to \(router.path)") }
        )
        router.push(.mint)
        router.push(.red)
        router.pop()
        router.replaceStack(with: [.red])
        #expect(log == [
            "will set to [Color.mint]", "didSet to [Color.mint]",
            "will set to [Color.mint, Color.red]", "didSet to [Color.mint, Color.red]",
            "will set to [Color.mint]", "didSet to [Color.mint]",
            "will set to [Color.red]", "didSet to [Color.red]",
        ])
        #expect(router.upcomingPath == nil)
        withExtendedLifetime(token) {}
    }

    /// Waits for the sequence: the time limit ends the test (cancelling the loop) if a change never comes.
    @Test(.timeLimit(.minutes(2))) func changesArriveAsAnAsyncSequence() async {
        let router = Router<Color>()
        let changes = router.changes
        router.push(.mint)
        router.push(.red)
        router.popToRoot()
        var received: [PathChange] = []
        for await change in changes {
            received.append(change)
            if received.count == 3 { break }
        }
        #expect(received.map(\.description) == ["push 0→1", "push 1→2", "pop 2→0"])
    }

    @Test func changingThePathWhileRenderingIsRefusedAndReported() throws {
        let router = Router<Color>(path: [.mint])
        var refused: [NavigationError] = []
        var changed = 0
        let token = router.observe(didChange: { _ in changed += 1 }, didRefuse: { refused.append($0) })
        router.rendering {
            router.push(.red)
            router.pop()
            router.present(.red)
            #expect(throws: NavigationError.changedWhileRendering("removeLast(1)")) { try router.removeLast(1) }
            #expect(router.isRendering)
        }
        #expect(router.path == [.mint] && router.presentation == nil && changed == 0)
        #expect(refused.map(\.description).first == "push was asked for while a screen was being built: change the path from a link or a key, not while rendering")
        #expect(refused.count == 4)
        router.push(.red)  // after rendering, changes apply again
        #expect(router.path == [.mint, .red] && changed == 1)
        withExtendedLifetime(token) {}
    }

    // MARK: Observation

    /// Counts the `onChange`s of one `withObservationTracking` of `read`.
    final class Fired: Sendable {
        let calls = Mutex(0)
        var count: Int { calls.withLock { $0 } }
    }

    func tracking(_ read: @escaping () -> Void) -> Fired {
        let fired = Fired()
        withObservationTracking(read) { fired.calls.withLock { $0 += 1 } }
        return fired
    }

    @Test func theRouterIsObservableLikeAnyObservableModel() throws {
        let router = Router<Color>()
        // A read of the path is told of the next change, once, as Observation tells.
        let path = tracking { _ = router.path }
        router.push(.mint)
        router.push(.red)
        #expect(path.count == 1)
        // Every read registers: the count, the top, the views, the presentation.
        for read: () -> Void in [{ _ = router.count }, { _ = router.top }, { _ = router.depth }, { _ = router.views },
                                 { _ = router.presentation }, { _ = router.value(atLevel: 1) }] {
            let fired = tracking(read)
            router.pop()
            #expect(fired.count == 1)
            router.push(.mint)
        }
        // The whole tree is one: a push in a sheet's stack tells a reader of the root's path, and a
        // view pushed above the path (not a value of it) tells too.
        router.present(.red)
        let tree = tracking { _ = router.path }
        router.activeStack.push(.mint)
        #expect(tree.count == 1)
        let views = tracking { _ = router.activeStack.depth }
        router.activeStack.pushView(title: "A view")
        #expect(views.count == 1)
        // A refused change changes nothing and tells nothing.
        let refused = tracking { _ = router.path }
        router.rendering { router.push(.red) }
        #expect(refused.count == 0)
    }

    @Test func readsWhileAScreenIsBuiltAreTheFrontEndsAndNotRegistered() throws {
        let router = Router<Color>(path: [.mint])
        let fired = tracking { router.rendering { _ = router.path } }
        router.push(.red)
        #expect(fired.count == 0)
    }

    @Observable @MainActor final class Model {
        let router = Router<Color>()
        var breadcrumbs: String { router.path.map(\.description).joined(separator: " › ") }
    }

    @Test func aModelsComputedPropertyOverTheRouterIsObservedThroughIt() throws {
        let model = Model()
        let fired = tracking { _ = model.breadcrumbs }
        model.router.push(.mint)
        #expect(fired.count == 1 && model.breadcrumbs == "Color.mint")
    }
}
