import Navigation
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
}
