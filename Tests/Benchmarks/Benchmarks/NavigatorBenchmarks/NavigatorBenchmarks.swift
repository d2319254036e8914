// In-process figures for issue 5 (see BENCHMARKS.md at the repository root).
//
// Each iteration of a key benchmark is one key and one frame, as the curses front end does it: the key
// goes through the key map to the router (`StackApp.handle`), then the whole frame is laid out and drawn
// into the in-memory canvas (`StackApp.draw`). The keys alternate Enter (push the next detail) and
// Left (pop it), so the depth stays where it was set up.
import Benchmark
import Navigation
import NavigatorDemo
import TerminalUI

/// The demo app on a stack of `depth` detail screens, and a canvas to draw it on.
final class KeyLoop {
    let app: StackApp<Route>
    let depth: Int
    var canvas: Canvas
    private var pushNext = true

    init(depth: Int, width: Int, height: Int) {
        self.depth = depth
        app = Screens.app(path: (1...depth).map { Route.detail(id: $0) })
        canvas = Canvas(width: width, height: height)
        app.draw(into: &canvas)
        // Check that the keys do what they are meant to, so no figure times a no-op.
        step()
        precondition(app.router.count == depth + 1 && app.router.top == .detail(id: depth + 1), "Enter did not push")
        precondition(canvas.line(0).hasSuffix("Detail \(depth + 1)"), "the frame does not show the pushed level")
        step()
        precondition(app.router.count == depth && app.router.top == .detail(id: depth), "Left did not pop")
    }

    /// One key, then one frame.
    @inline(never)
    func step() {
        app.handle(pushNext ? .enter : .left)
        pushNext.toggle()
        app.draw(into: &canvas)
    }
}

let million = 1_000_000

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 200,
        maxDuration: .seconds(3),
        maxIterations: 20_000
    )

    for (width, height) in [(80, 24), (250, 80)] {
        for depth in [10, million] {
            Benchmark(
                "key-frame \(width)x\(height) depth \(depth)",
                closure: { benchmark, loop in
                    for _ in benchmark.scaledIterations { loop.step() }
                    blackHole(loop.canvas.cells.count)
                },
                setup: { KeyLoop(depth: depth, width: width, height: height) }
            )
        }
    }

    // The breadcrumbs alone: titles are asked for from the top down while they fit, so the work grows
    // with the width, not the depth. (At 248 columns all of depth 10 fits, so depth 100 is the stack
    // that fills the row, as depth 1,000,000 does.)
    for width in [78, 248] {
        for depth in [10, 100, million] {
            Benchmark(
                "breadcrumbs width \(width) depth \(depth)",
                closure: { benchmark, app in
                    for _ in benchmark.scaledIterations { blackHole(app.breadcrumbs(width: width)) }
                },
                setup: { () -> StackApp<Route> in
                    let app = Screens.app(path: (1...depth).map { Route.detail(id: $0) })
                    let trail = Breadcrumbs.text(of: app.breadcrumbs(width: width))
                    precondition(trail.hasPrefix("Home › ") && trail.hasSuffix("Detail \(depth)"), trail)
                    return app
                }
            )
        }
    }
}
