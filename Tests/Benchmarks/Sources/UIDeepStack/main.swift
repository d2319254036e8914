// The demo's Detail screen written as NavigatorUI views, at a given depth, in a process of its own, for
// callgrind: what a key costs when the demo is hosted by `ViewHost` rather than built as TerminalUI
// screens (DeepStack). Each step is Enter (pushes the next detail) or Left (pops it) in turn, each
// followed by a frame, as DeepStack's steps are.
//
//   UIDeepStack DEPTH [WxH] [--steps N]
//   valgrind --tool=callgrind UIDeepStack 10 80x24 --steps 2000   (minus --steps 0, ÷ 2000: one key → frame)
//
// Prints the depth and the breadcrumb row drawn.
import NavigatorUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The demo's routes, as far as this screen needs them.
enum Step: Hashable, Codable {
    case detail(id: Int)
}

struct Home: View {
    var body: some View {
        NavigationStack {
            Text("SwiftUI's NavigationStack in your terminal: each link pushes a value, and the breadcrumbs are the path. Press ? for every key.")
            NavigationLink("Detail 1", value: Step.detail(id: 1))
                .navigationTitle("Home")
                .navigationDestination(for: Step.self) { step in
                    switch step {
                    case .detail(let id): Detail(id: id)
                    }
                }
        }
    }
}

/// The demo's Detail screen: its text, Next, Back to Home, Go back 2 steps (disabled near the root).
struct Detail: View {
    let id: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Item number \(id). “Next” pushes Detail \(id + 1); back returns to the level below.")
        NavigationLink("Next", value: Step.detail(id: id + 1))
        Button("Back to Home") { dismiss() }
        Button("Go back 2 steps") { dismiss() }
            .disabled(id < 2)
            .help("needs 2 levels below")
            .navigationTitle("Detail \(id)")
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var steps = 0
if let flag = arguments.firstIndex(of: "--steps"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 0 {
    steps = n
    arguments.removeSubrange(flag...(flag + 1))
}
guard let depthText = arguments.first, let depth = Int(depthText), depth >= 0 else {
    print("usage: UIDeepStack DEPTH [WxH] [--steps N]")
    exit(64)
}
var size = TerminalSize(width: 80, height: 24)
if arguments.count > 1 {
    let parts = arguments[1].split(separator: "x").compactMap { Int($0) }
    if parts.count == 2 { size = TerminalSize(width: parts[0], height: parts[1]) }
}

let host = ViewHost(Home())
host.router.replaceStack(with: (0..<depth).lazy.map { AnyHashable(Step.detail(id: $0 + 1)) })
var canvas = Canvas(width: size.width, height: size.height)
host.handle(.resize(width: size.width, height: size.height))
host.draw(into: &canvas)
precondition(depth == 0 || canvas.line(1) == " Detail \(depth)", "not at depth \(depth): \(canvas.line(1))")
for step in 0..<steps {
    host.handle(step.isMultiple(of: 2) ? .enter : .left)
    host.draw(into: &canvas)
}
precondition(host.router.count == depth, "the keys did not push and pop")
print("depth \(depth): \(canvas.line(0))")
