// The worst time a key waits behind saving: the demo app at a depth (1,000,000 by default), its state
// saved in a temporary directory by a PathRecorder as the CLI saves it, then STEPS keys (Enter and
// Left in turn), each handled and drawn, each timed from the key to the frame. The journal is
// compacted far more often than at a person's pace (compactionRatio 0: a snapshot every 64 KiB of
// journal, about 700 keys), and each compaction does what it does in use: copy the unchanged bottom
// of the path from the last snapshot, encode the top, fsync, rename.
//
//   CompactionLatency [DEPTH] [STEPS] [--foreground]
//
// --foreground writes each snapshot on the key loop's thread, as before issue 10 did (for comparison).
//
// Prints the median key, the worst key, the worst key of those during which a compaction ran, and
// how many compactions there were (all times in ms).
import Navigation
import Restoration
import NavigatorDemo
import NavigatorUI
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let foreground = CommandLine.arguments.contains("--foreground")
let arguments = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
let depth = arguments.first.flatMap { Int($0) } ?? 1_000_000
let steps = arguments.dropFirst().first.flatMap { Int($0) } ?? 3_000

var template = Array("/tmp/compaction-latency-XXXXXX".utf8CString)
let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
let file = directory + "/state.json"
defer {
    for name in ["state.json", "state.json.journal", "state.json.tmp"] { unlink(directory + "/" + name) }
    rmdir(directory)
}

let demo = DemoHost(tree: NavigationTree(path: (0..<depth).map { AnyHashable(Route.detail(id: $0 + 1)) }))
let recorder = PathRecorder<AnyHashable>(file: file, limits: .init(
    compactionRatio: 0, syncInterval: .seconds(CommandLine.arguments.contains("--nosync") ? 1000 : 0.25), backgroundCompactionBytes: foreground ? .max : PathStore.Limits.standard.backgroundCompactionBytes))
_ = recorder.load(types: Demo.codableTypes)
recorder.record(demo.router)
let store = recorder.store!
var canvas = Canvas(width: 80, height: 24)
demo.host.draw(into: &canvas)

var all: [Double] = []
var compacting: [Double] = []
let clock = ContinuousClock()
for step in 0..<steps {
    let before = store.statistics.snapshots
    let start = clock.now
    demo.host.handle(step.isMultiple(of: 2) ? .enter : .left)
    demo.host.draw(into: &canvas)
    store.flushIfDue()
    let elapsed = clock.now - start
    let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
    all.append(ms)
    if CommandLine.arguments.contains("--trace"), ms > 2 { print("step \(step) \(ms) ms compacting \(store.isCompacting) snapshots \(store.statistics.snapshots)") }
    if store.statistics.snapshots > before || store.isCompacting { compacting.append(ms) }
}
store.flush()
precondition(store.problems.isEmpty, "saving failed: \(store.problems)")
let sorted = all.sorted()
print("median \(sorted[sorted.count / 2]) max \(sorted.last!) compacting-max \(compacting.max() ?? 0) "
    + "compactions \(store.statistics.snapshots - 1) steps \(steps) depth \(demo.router.count)")
