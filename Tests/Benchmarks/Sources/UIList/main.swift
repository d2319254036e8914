// NavigatorUI's `List(0..<N) { i in NavigationLink("Row \(i)", value: i) }` in a process of its own, for
// callgrind: End selects the last row (one key: walking to the middle a page at a time, as the in-process
// benchmark does, is 22,000 frames at 1,000,000 rows, too slow under valgrind), then each step is Up,
// PgUp, Down or PgDn in turn, each followed by a frame: a row, a page, and back to the last row.
//
//   UIList ROWS [WxH] [--steps N] [--filter TEXT]
//   valgrind --tool=callgrind UIList 1000000 80x24 --steps 2000   (minus --steps 0, ÷ 2000: one key → frame)
//   valgrind --tool=callgrind UIList 100000 80x24 --filter 4      (minus --filter '', ÷ rows: one row matched)
//
// `--filter TEXT` types `/` and TEXT after the set-up and finishes the search (every row built and
// matched), then draws a frame; no steps.
//
// Prints the rows and the selected row drawn.
import NavigatorUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Rows: View {
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

var arguments = Array(CommandLine.arguments.dropFirst())
var steps = 0
if let flag = arguments.firstIndex(of: "--steps"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 0 {
    steps = n
    arguments.removeSubrange(flag...(flag + 1))
}
guard let rowsText = arguments.first, let rows = Int(rowsText), rows >= 1 else {
    print("usage: UIList ROWS [WxH] [--steps N]")
    exit(64)
}
var filter: String?
if let flag = arguments.firstIndex(of: "--filter"), flag + 1 < arguments.count {
    filter = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
var size = TerminalSize(width: 80, height: 24)
if arguments.count > 1 {
    let parts = arguments[1].split(separator: "x").compactMap { Int($0) }
    if parts.count == 2 { size = TerminalSize(width: parts[0], height: parts[1]) }
}

let host = ViewHost(Rows(count: rows))
var canvas = Canvas(width: size.width, height: size.height)
host.handle(.resize(width: size.width, height: size.height))
host.draw(into: &canvas)
@MainActor func selectedRow() -> Int? {
    canvas.lines.first { $0.hasPrefix(" ▸ Row ") }.flatMap { Int($0.dropFirst(7).prefix(while: \.isNumber)) }
}
host.handle(.end)
host.draw(into: &canvas)
precondition(selectedRow() == rows - 1, "End did not select the last row")
if let filter {
    host.handle(.character("/"))
    for character in filter { host.handle(.character(character)) }
    host.settle()
    host.draw(into: &canvas)
    print("rows \(rows), filtered by \"\(filter)\": \(canvas.lines.last ?? "")")
    exit(0)
}
let keys: [Key] = [.up, .pageUp, .down, .pageDown]
for step in 0..<steps {
    host.handle(keys[step % keys.count])
    host.draw(into: &canvas)
}
precondition(host.router.path.isEmpty, "the keys left the list")
print("rows \(rows), selected \(selectedRow().map(String.init) ?? "none")")
