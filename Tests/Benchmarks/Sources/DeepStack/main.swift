// Puts the demo at a given depth in a process of its own and draws it, so that bench.py can read the
// process's max RSS. The `navigator` binary has no way to reach depth 1,000,000 (a deep link that long
// does not fit in argv), so this builds the demo the CLI builds, the same way: `DemoHost(tree:)`, its
// views over the `@Observable` model, the tree kept alive as the CLI keeps it.
//
//   DeepStack DEPTH [WxH] [--through-link] [--steps N] [--rows N]
//
// With --through-link the routes come from parsing the stack's deep link (`myapp:///detail/1/…`), as
// they would if the CLI read a link from a file. With --steps it then does N more key-and-frame steps
// (Enter and Left in turn), for a profiler: `valgrind --tool=callgrind DeepStack 10 80x24 --steps 1000`.
// With --rows N the demo's list of N rows (`myapp:///rows/N`) goes on top, a row in its middle is
// selected, and each step is Down, PgDn, Up or PgUp in turn:
// `valgrind --tool=callgrind DeepStack 0 80x24 --rows 1000000 --steps 2000`.
// With --rows N --filter TEXT it filters that list as a person would (issue 11, point 4): `/` and
// TEXT a key at a time, each key followed by a frame, then, as the curses loop does, a step of the
// search and a frame while the app asks to be woken, until every row is looked at; --steps R does it
// R times (Esc between) and then R keys that narrow and widen the finished filter (the next digit,
// Backspace). It prints the medians and maxima of key → frame and step → frame, and how long the
// whole search took: `valgrind --tool=callgrind DeepStack 0 80x24 --rows 1000000 --filter 4` minus
// `--filter ''` (each with --settle) is one keystroke's search of a million rows.
// Prints the depth and the breadcrumb row drawn.
import Navigation
import NavigatorDemo
import NavigatorUI
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
let throughLink = arguments.contains("--through-link")
arguments.removeAll { $0 == "--through-link" }
var steps = 0
if let flag = arguments.firstIndex(of: "--steps"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 0 {
    steps = n
    arguments.removeSubrange(flag...(flag + 1))
}
var rows: Int?
if let flag = arguments.firstIndex(of: "--rows"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 0 {
    rows = n
    arguments.removeSubrange(flag...(flag + 1))
}
// --settle: the search is finished at once after the keys (as headless mode does), with no frame
// between its steps: `--filter 4 --settle` minus `--filter '' --settle` is the search alone.
let settle = arguments.contains("--settle")
arguments.removeAll { $0 == "--settle" }
var filterText: String?
if let flag = arguments.firstIndex(of: "--filter"), flag + 1 < arguments.count {
    filterText = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
guard let depthText = arguments.first, let depth = Int(depthText), depth >= 0 else {
    print("usage: DeepStack DEPTH [WxH] [--through-link]")
    exit(64)
}
let size = arguments.count > 1 ? TerminalSize(arguments[1]) ?? TerminalSize(width: 80, height: 24)
                               : TerminalSize(width: 80, height: 24)

// The details, then the list of rows if asked for.
let routes = (0..<depth + (rows == nil ? 0 : 1)).lazy.map { $0 < depth ? Route.detail(id: $0 + 1) : Route.rows(count: rows!) }
let tree: NavigationTree<AnyHashable>
if throughLink {
    tree = try DeepLink.tree(from: DeepLink.url(for: routes))
} else {
    tree = NavigationTree(path: routes.map { AnyHashable($0) })
}
let demo = DemoHost(tree: tree)
let app = demo.host
var canvas = Canvas(width: size.width, height: size.height)
app.handle(.resize(width: size.width, height: size.height))
app.draw(into: &canvas)
if let rows, let filterText {
    let clock = ContinuousClock()
    var keyFrames: [Duration] = [], stepFrames: [Duration] = [], searches: [Duration] = [], narrowing: [Duration] = []
    // On-CPU time too: on a loaded machine the wall time of a step counts the time others ran.
    var stepCPU: [Duration] = [], searchCPU: [Duration] = []
    func cpuNow() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }
    func timed(_ work: () -> Void) -> Duration {
        let start = clock.now
        work()
        return clock.now - start
    }
    /// Steps of the search, each with a frame, while the app asks for them (as the curses loop does).
    func stepsUntilDone() {
        if settle {
            stepFrames.append(timed { app.settle(); app.draw(into: &canvas) })
            return
        }
        while let deadline = app.wakeDeadline, deadline <= .now {
            let cpu = cpuNow()
            stepFrames.append(timed { app.wake(now: .now); app.draw(into: &canvas) })
            stepCPU.append(cpuNow() - cpu)
        }
    }
    for run in 0..<max(1, steps) {
        if run > 0 { app.handle(.escape); app.draw(into: &canvas) }
        let start = clock.now, cpu = cpuNow()
        for key in [Key.character("/")] + filterText.map({ Key.character($0) }) {
            keyFrames.append(timed { app.handle(key); app.draw(into: &canvas) })
        }
        stepsUntilDone()
        searches.append(clock.now - start)
        searchCPU.append(cpuNow() - cpu)
    }
    let footer = canvas.line(size.height - 1)
    precondition(footer.hasPrefix(" /\(filterText)▏") && !footer.contains("filtering"), "the filter did not finish: \(footer)")
    for step in 0..<steps {
        narrowing.append(timed { app.handle(step.isMultiple(of: 2) ? .character("4") : .backspace); app.draw(into: &canvas) })
        stepsUntilDone()
    }
    func median(_ values: [Duration]) -> String {
        guard !values.isEmpty else { return "-" }
        let sorted = values.sorted()
        return "\(Double(sorted[sorted.count / 2].components.attoseconds) / 1e12 + Double(sorted[sorted.count / 2].components.seconds) * 1e6) µs"
    }
    func maximum(_ values: [Duration]) -> String { values.max().map { median([$0]) } ?? "-" }
    print("filter “\(filterText)” over \(rows) rows: \(footer.split(separator: " ").suffix(2).joined(separator: " "))")
    print("key → frame: median \(median(keyFrames)), max \(maximum(keyFrames)) (\(keyFrames.count) keys)")
    print("step → frame: median \(median(stepFrames)), max \(maximum(stepFrames)) (\(stepFrames.count) steps)")
    print("whole search, first key to last step: median \(median(searches)), max \(maximum(searches)) (\(searches.count) runs)")
    print("narrowing or widening the finished filter, key → frame: median \(median(narrowing)), max \(maximum(narrowing)) (\(narrowing.count) keys)")
    print("on-CPU: a step and its frame: median \(median(stepCPU)), max \(maximum(stepCPU)); the whole search: median \(median(searchCPU))")
    // The samples, in µs, for bench.py.
    func micros(_ value: Duration) -> String { String(Double(value.components.seconds) * 1e6 + Double(value.components.attoseconds) / 1e12) }
    for (name, values) in [("key", keyFrames), ("step", stepFrames), ("search", searches), ("narrow", narrowing),
                           ("step-cpu", stepCPU), ("search-cpu", searchCPU)] {
        print("samples \(name) " + values.map(micros).joined(separator: " "))
    }
    exit(0)
}
if let rows {
    func selectedRow() -> Int? {
        canvas.lines.first { $0.hasPrefix(" ▸ Row ") }.flatMap { Int($0.dropFirst(7).prefix(while: \.isNumber)) }
    }
    while let row = selectedRow(), row < rows / 2 {
        app.handle(rows / 2 - row > 30 ? .pageDown : .down)
        app.draw(into: &canvas)
    }
    precondition(rows < 2 || selectedRow() == rows / 2, "not in the middle of the list")
    let keys: [Key] = [.down, .pageDown, .up, .pageUp]
    for step in 0..<steps {
        app.handle(keys[step % keys.count])
        app.draw(into: &canvas)
    }
    precondition(app.router.top == AnyHashable(Route.rows(count: rows)), "the keys left the list")
    print("rows \(rows), selected \(selectedRow().map(String.init) ?? "none")")
    print(canvas.line(0))
    exit(0)
}
// One push and one pop, each drawn, as a person would press Enter and Left.
app.handle(.enter)
app.draw(into: &canvas)
app.handle(.left)
app.draw(into: &canvas)
for step in 0..<steps {
    app.handle(step.isMultiple(of: 2) ? .enter : .left)
    app.draw(into: &canvas)
}
precondition(app.router.count == depth + steps % 2, "the stack is not at the depth asked for")
print("depth \(app.router.count) routes \(tree.valueCount)")
print(canvas.line(0))
