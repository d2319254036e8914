// Puts the demo app at a given depth in a process of its own and draws it, so that bench.py can read
// the process's max RSS. The `navigator` binary has no way to reach depth 1,000,000 (a deep link that
// long does not fit in argv), so this builds the same app the CLI builds, the same way:
// `DemoApp(tree:)`, the tree kept alive as the CLI keeps it.
//
//   DeepStack DEPTH [WxH] [--through-link] [--steps N] [--rows N]
//
// With --through-link the routes come from parsing the stack's deep link (`myapp:///detail/1/…`), as
// they would if the CLI read a link from a file. With --steps it then does N more key-and-frame steps
// (Enter and Left in turn), for a profiler: `valgrind --tool=callgrind DeepStack 10 80x24 --steps 1000`.
// With --rows N the demo's list of N rows (`myapp:///rows/N`) goes on top, a row in its middle is
// selected, and each step is Down, PgDn, Up or PgUp in turn:
// `valgrind --tool=callgrind DeepStack 0 80x24 --rows 1000000 --steps 2000`.
// Prints the depth and the breadcrumb row drawn.
import Navigation
import NavigatorDemo
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
let demo = DemoApp(tree: tree)
let app = demo.app
var canvas = Canvas(width: size.width, height: size.height)
app.handle(.resize(width: size.width, height: size.height))
app.draw(into: &canvas)
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
