// NavigatorUI's lazy List: one key and one frame through a ViewHost, over 10 and 1,000,000 rows written
// as SwiftUI writes them (`List(0..<N) { i in NavigationLink("Row \(i)", value: i) }`). Its own file:
// NavigatorUI's names (Text, List, ...) would clash with TerminalUI's in NavigatorBenchmarks.swift.
import Benchmark
import NavigatorUI

struct RowsView: View {
    let count: Int
    var body: some View {
        NavigationStack {
            List(0..<count) { i in
                NavigationLink("Row \(i)", value: i)
            }
            .navigationTitle("Rows")
            .navigationDestination(for: Int.self) { i in Text("Row \(i)") }
        }
    }
}

/// The view's list with the row in its middle selected; keys go round Down, PgDn, Up, PgUp.
@MainActor
final class UIListLoop {
    let host: ViewHost
    var canvas: Canvas
    private var next = 0
    private static let keys: [Key] = [.down, .pageDown, .up, .pageUp]

    init(rows: Int, width: Int, height: Int) {
        host = ViewHost(RowsView(count: rows))
        canvas = Canvas(width: width, height: height)
        host.handle(.resize(width: width, height: height))
        host.draw(into: &canvas)
        while let row = selectedRow, row < rows / 2 {
            host.handle(rows / 2 - row > 30 ? .pageDown : .down)
            host.draw(into: &canvas)
        }
        precondition(selectedRow == rows / 2, "not in the middle of the list")
        // Check that the keys do what they are meant to, so no figure times a no-op.
        let before = canvas.lines
        step()
        precondition(canvas.lines != before, "Down moved nothing")
        for _ in 1..<Self.keys.count { step() }
        precondition(host.router.path.isEmpty, "the keys left the list")
    }

    var selectedRow: Int? {
        canvas.lines.first { $0.hasPrefix(" ▸ Row ") }.flatMap { Int($0.dropFirst(7).prefix(while: \.isNumber)) }
    }

    @inline(never)
    func step() {
        host.handle(Self.keys[next])
        next = (next + 1) % Self.keys.count
        host.draw(into: &canvas)
    }
}

/// `ui list key-frame 80x24 rows N`: the key → frame figures of NavigatorUI's List.
func uiListBenchmarks() {
    for rows in [10, 1_000_000] {
        Benchmark(
            "ui list key-frame 80x24 rows \(rows)",
            // A thousand keys a sample: one hop to the main actor per key cost more than the key.
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                                 warmupIterations: 200, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 20_000),
            closure: { benchmark, loop async in
                let iterations = benchmark.scaledIterations
                await MainActor.run {
                    for _ in iterations { loop.step() }
                    blackHole(loop.canvas)
                }
            },
            setup: { await UIListLoop(rows: rows, width: 80, height: 24) }
        )
    }
}
