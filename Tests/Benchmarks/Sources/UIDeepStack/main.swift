// The demo as `navigator` runs it, at a given depth, in a process of its own, for callgrind: `DemoHost`,
// the `ViewHost` running `DemoView(model:)`, whose `NavigationStack(path: $model.path)` is bound to the
// `@Observable` `DemoModel`'s `NavigationPath` (issue 22: the path the app takes, not a stack without
// `path:`). The details come in as a tree at launch, as a deep link's or a saved state's do. Each step
// is Enter (pushes the next detail) or Left (pops it) in turn, each followed by a frame, as DeepStack's
// steps are; with --pushes every step is Enter, so the stack grows by one a step.
//
//   UIDeepStack DEPTH [WxH] [--steps N] [--pushes]
//   valgrind --tool=callgrind UIDeepStack 10 80x24 --steps 2000   (minus --steps 0, ÷ 2000: one key → frame)
//
// Checks that the frame shows the top, that the keys pushed and popped, and that the model's path
// followed them. Prints the depth and the breadcrumb row drawn.
import Navigation
import NavigatorDemo
import NavigatorUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var steps = 0
if let flag = arguments.firstIndex(of: "--steps"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 0 {
    steps = n
    arguments.removeSubrange(flag...(flag + 1))
}
let pushesOnly = arguments.contains("--pushes")
arguments.removeAll { $0 == "--pushes" }
guard let depthText = arguments.first, let depth = Int(depthText), depth >= 1 else {
    print("usage: UIDeepStack DEPTH [WxH] [--steps N] [--pushes]   (DEPTH ≥ 1: Detail 1 … Detail DEPTH)")
    exit(64)
}
var size = TerminalSize(width: 80, height: 24)
if arguments.count > 1 {
    let parts = arguments[1].split(separator: "x").compactMap { Int($0) }
    if parts.count == 2 { size = TerminalSize(width: parts[0], height: parts[1]) }
}

let demo = DemoHost(tree: NavigationTree(path: (1...depth).map { AnyHashable(Route.detail(id: $0)) }))
let host = demo.host
var canvas = Canvas(width: size.width, height: size.height)
host.handle(.resize(width: size.width, height: size.height))
host.draw(into: &canvas)
precondition(canvas.line(0).hasSuffix("Detail \(depth)"), "not at depth \(depth): \(canvas.line(0))")
precondition(demo.model.path.count == depth, "the model's path holds \(demo.model.path.count) values, not \(depth)")
for step in 0..<steps {
    host.handle(pushesOnly || step.isMultiple(of: 2) ? .enter : .left)
    host.draw(into: &canvas)
}
let expected = depth + (pushesOnly ? steps : steps % 2)
precondition(host.router.count == expected, "the keys did not push and pop: depth \(host.router.count), not \(expected)")
precondition(demo.model.path.count == expected, "the model's path did not follow the keys: \(demo.model.path.count) values, not \(expected)")
precondition(canvas.line(0).hasSuffix("Detail \(expected)"), "the frame does not show the top: \(canvas.line(0))")
print("depth \(host.router.count): \(canvas.line(0))")
