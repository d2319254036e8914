// In-process figures for issue 5 (see BENCHMARKS.md at the repository root).
//
// Each iteration of a key benchmark is one key and one frame, as the curses front end does it, on the
// demo as `navigator` runs it (issue 22): `DemoHost`, the `ViewHost` running `DemoView(model:)`, whose
// `NavigationStack(path: $model.path)` is bound to the `@Observable` `DemoModel`'s `NavigationPath`. The
// key goes through the host (`ViewHost.handle`: the key map, the router, the binding kept equal to
// the router's path), then the whole frame is laid out and drawn into the in-memory canvas
// (`ViewHost.draw`). The keys alternate Enter (push the next detail) and Left (pop it), so the depth
// stays where it was set up.
import Benchmark
import FoundationEssentials
import Glibc
import Navigation
import Restoration
import NavigatorDemo
import TerminalUI

/// The demo's views (`DemoHost`) showing `routes` from launch, as a deep link or a saved state shows them.
@MainActor
func demoViews(_ routes: some Sequence<Route>) -> DemoHost {
    DemoHost(tree: NavigationTree(path: routes.map { AnyHashable($0) }))
}

/// The demo as `navigator` runs it, on a stack of `depth` detail screens, and a canvas to draw it on.
/// Apps live on the main actor; the benchmarks hop there once per sample of a thousand keys.
@MainActor
final class KeyLoop {
    let demo: DemoHost
    let depth: Int
    var canvas: Canvas
    private var pushNext = true

    init(depth: Int, width: Int, height: Int) {
        self.depth = depth
        demo = demoViews((1...depth).lazy.map { Route.detail(id: $0) })
        canvas = Canvas(width: width, height: height)
        demo.host.handle(.resize(width: width, height: height))
        demo.host.draw(into: &canvas)
        // Check that the keys do what they are meant to, so no figure times a no-op, and that the
        // model's path follows them as the binding promises.
        step()
        precondition(demo.router.count == depth + 1 && demo.router.top == AnyHashable(Route.detail(id: depth + 1)), "Enter did not push")
        precondition(demo.model.path.count == depth + 1, "the model's path did not follow the push")
        precondition(canvas.line(0).hasSuffix("Detail \(depth + 1)"), "the frame does not show the pushed level")
        step()
        precondition(demo.router.count == depth && demo.router.top == AnyHashable(Route.detail(id: depth)), "Left did not pop")
        precondition(demo.model.path.count == depth, "the model's path did not follow the pop")
    }

    /// One key, then one frame.
    @inline(never)
    func step() {
        demo.host.handle(pushNext ? .enter : .left)
        pushNext.toggle()
        demo.host.draw(into: &canvas)
    }
}

/// The demo's list of `rows` rows (`myapp:///rows/N`) as `navigator` runs it (the demo's views), with a
/// row in the middle selected, and a canvas to draw it on. The keys go round Down, PgDn, Up, PgUp: a
/// row, a page, and back.
@MainActor
final class ListLoop {
    let demo: DemoHost
    var canvas: Canvas
    private var next = 0
    private static let keys: [Key] = [.down, .pageDown, .up, .pageUp]

    init(rows: Int, width: Int, height: Int) {
        demo = demoViews([.rows(count: rows)])
        canvas = Canvas(width: width, height: height)
        demo.host.handle(.resize(width: width, height: height))
        demo.host.draw(into: &canvas)
        // To the middle of the list, a page at a time, then a row at a time.
        while let row = selectedRow, row < rows / 2 {
            demo.host.handle(rows / 2 - row > 30 ? .pageDown : .down)
            demo.host.draw(into: &canvas)
        }
        precondition(selectedRow == rows / 2, "not in the middle of the list")
        // Check that the keys do what they are meant to, so no figure times a no-op.
        let before = canvas.lines
        step()
        precondition(canvas.lines != before, "Down moved nothing")
        for _ in 1..<Self.keys.count { step() }
        precondition(demo.router.top == AnyHashable(Route.rows(count: rows)), "the keys left the list")
    }

    /// The number of the selected row, as drawn.
    var selectedRow: Int? {
        canvas.lines.first { $0.hasPrefix(" ▸ Row ") }.flatMap { Int($0.dropFirst(7).prefix(while: \.isNumber)) }
    }

    /// One key, then one frame.
    @inline(never)
    func step() {
        demo.host.handle(Self.keys[next])
        next = (next + 1) % Self.keys.count
        demo.host.draw(into: &canvas)
    }
}

/// The demo's path on a stack of `depth` detail screens, saved by a `PathStore` in a directory of its own
/// as the app saves it: each change is applied, then recorded; a snapshot encodes the routes one at a
/// time, as the app's `NavigationStateSource` does.
final class SaveLoop {
    let depth: Int
    let directory: String
    private(set) var routes: [Route]
    private(set) var store: PathStore!
    private var pushNext = true

    init(depth: Int) {
        self.depth = depth
        routes = (1...depth).map { Route.detail(id: $0) }
        var template = Array("/tmp/navigator-bench-XXXXXX".utf8CString)
        directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        store = PathStore(file: directory + "/state.json") { [unowned self] in RouteSource(routes: routes) }
        precondition(store.load().problems.isEmpty, "a fresh directory has no problems")
        store.save(RouteSource(routes: routes))
        // Check that the changes are saved, so no figure times a no-op: one whole cycle, then read back.
        let changes = cycle()
        precondition(store.statistics.snapshots == 2 && changes > 10, "the journal was not compacted")
        let restored = PathStore(file: directory + "/state.json") { RouteSource(routes: []) }.load()
        precondition(restored.problems.isEmpty && restored.state.path.elements.count == routes.count, "the saved state does not load")
    }

    deinit {
        for name in ["state.json", "state.json.journal", "state.json.tmp"] { unlink(directory + "/" + name) }
        rmdir(directory)
    }

    /// One key's change, saved: Enter pushes the next detail, Left pops it.
    @inline(never)
    func step() {
        if pushNext {
            routes.append(.detail(id: depth + 1))
            store.record(.push(stack: 0, element: RouteSource.element(routes[depth])))
        } else {
            routes.removeLast()
            store.record(.pop(stack: 0, count: depth))
        }
        pushNext.toggle()
    }

    /// Changes until the store has compacted once, starting just after a compaction: a whole cycle
    /// of journal lines and the snapshot that ends it. Returns how many changes it took.
    func cycle() -> Int {
        let snapshots = store.statistics.snapshots
        var changes = 0
        repeat {
            step()
            changes += 1
        } while store.statistics.snapshots == snapshots
        return changes
    }
}

/// The demo's root stack as a store reads it, each route encoded when it is asked for (with one
/// encoder, as `Router.codable` encodes).
struct RouteSource: NavigationStateSource {
    let routes: [Route]
    private static let typeName = String(reflecting: Route.self)
    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func element(_ route: Route) -> NavigationPath.CodableRepresentation.Element {
        .init(typeName: typeName, json: String(decoding: try! encoder.encode(route), as: UTF8.self))
    }

    var stackCount: Int { 1 }
    func pathCount(ofStack stack: Int) -> Int { routes.count }
    func pathElement(ofStack stack: Int, at index: Int) -> NavigationPath.CodableRepresentation.Element { Self.element(routes[index]) }
    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element) {
        fatalError("the demo's benchmark stack has no presentations")
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
                configuration: .init(scalingFactor: .kilo),
                closure: { benchmark, loop async in
                    let iterations = benchmark.scaledIterations
                    await MainActor.run {
                        for _ in iterations { loop.step() }
                        blackHole(loop.canvas.width)
                    }
                },
                setup: { await KeyLoop(depth: depth, width: width, height: height) }
            )
        }
    }

    // A list's key → frame costs the rows on screen, not the rows in the list.
    for rows in [10, 10_000, million] {
        Benchmark(
            "list key-frame 80x24 rows \(rows)",
            // A thousand keys a sample: one hop to the main actor per key cost more than the key.
            configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .nanoseconds,
                                 warmupIterations: 200, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 20_000),
            closure: { benchmark, loop async in
                let iterations = benchmark.scaledIterations
                await MainActor.run {
                    for _ in iterations { loop.step() }
                    blackHole(loop.canvas.width)
                }
            },
            setup: { await ListLoop(rows: rows, width: 80, height: 24) }
        )
    }

    // The same through NavigatorUI: a List written as SwiftUI writes it (UIListBenchmarks.swift).
    uiListBenchmarks()

    // Saving one change, amortized honestly: each iteration is a whole compaction cycle (the journal
    // lines from one snapshot to the next, and that snapshot), and the figure is its time divided by
    // its changes. A per-change sample would put the snapshot in one sample in tens of thousands, and
    // the median would leave it out.
    let perChange = BenchmarkMetric.custom("nsPerChange", polarity: .prefersSmaller, useScalingFactor: false)
    for depth in [10, 100_000] {
        Benchmark(
            "save one change depth \(depth)",
            configuration: .init(
                // Plain nanoseconds: left to itself, the tool rounds a few thousand to whole thousands.
                metrics: [.wallClock, perChange], timeUnits: .nanoseconds, units: [perChange: .count], warmupIterations: 1,
                maxDuration: .seconds(5), maxIterations: 2_000),
            closure: { benchmark, loop in
                for _ in benchmark.scaledIterations {
                    let start = ContinuousClock.now
                    let changes = loop.cycle()
                    let elapsed = (ContinuousClock.now - start).components
                    benchmark.measurement(perChange, Int(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000) / changes)
                }
            },
            setup: { SaveLoop(depth: depth) }
        )
    }

    // The breadcrumbs alone, of the demo's views (the stack app `DemoHost` runs them in): titles are
    // asked for from the top down while they fit, so the work grows with the width, not the depth. (At
    // 248 columns all of depth 10 fits, so depth 100 is the stack that fills the row, as depth 1,000,000
    // does.) The app keeps the last four trails it laid out: the width goes round five values a column
    // apart, so that every call lays the trail out.
    for width in [78, 248] {
        for depth in [10, 100, million] {
            Benchmark(
                "breadcrumbs width \(width) depth \(depth)",
                configuration: .init(scalingFactor: .kilo),
                closure: { benchmark, demo async in
                    let iterations = benchmark.scaledIterations
                    await MainActor.run {
                        let app = demo.app
                        var turn = 0
                        for _ in iterations {
                            blackHole(app.breadcrumbs(width: width - turn))
                            turn = turn == 4 ? 0 : turn + 1
                        }
                    }
                },
                setup: { @MainActor () -> DemoHost in
                    // The host is kept: the titles of the levels come from its views.
                    let demo = demoViews((1...depth).lazy.map { Route.detail(id: $0) })
                    let trail = Breadcrumbs.text(of: demo.app.breadcrumbs(width: width))
                    precondition(trail.hasPrefix("Home › ") && trail.hasSuffix("Detail \(depth)"), trail)
                    return demo
                }
            )
        }
    }
}
