// A StackApp's event log (`e`): what happened to the tree, kept raw and written out only when read.
import Navigation

extension StackApp {
    /// The last `count` events, written out (only those: the panel shows a few on every frame).
    package func recentEvents(_ count: Int) -> [String] { loggedEvents.suffix(min(count, Self.maximumEvents)).map(\.text) }

    static func styleName(_ style: PresentationStyle) -> String {
        style == .sheet ? "Sheet" : "Full-screen cover"
    }

    /// Adds a line to the event log (`e` shows it; the demo also writes it to `--log-file`).
    package func log(_ line: String) { log(.text(line)) }

    /// Logs an event.
    func log(_ event: LoggedEvent<Value>) {
        // Trimmed in batches: dropping the oldest on every event would move them all each time.
        if loggedEvents.count >= 2 * Self.maximumEvents { loggedEvents.removeFirst(Self.maximumEvents) }
        loggedEvents.append(event)
        if let onEvent { onEvent(event.text) }
    }
}

/// One logged event: a line, or a stack's path kept as its first and last few values.
enum LoggedEvent<Value: Hashable> {
    case text(String)
    case path(style: PresentationStyle?, LoggedPath<Value>?)

    var text: String {
        switch self {
        case .text(let line):
            return line
        case let .path(style, path):
            let name = style.map { "\(StackApp<Value>.styleName($0)) path" } ?? "New path"
            return "\(name): \(PathDescription.of(path?.values ?? [], count: path?.count ?? 0))"
        }
    }
}

/// A non-empty path as the log keeps it (`nil` is the empty path): every value of a short path, the
/// first and last few of a long one.
///
/// A push logs the path under it (the level's `LoggedPath` logged before) and the one value pushed, and
/// a pop the path logged when that level was on top: a change of one level keeps one value, not the
/// path's first and last few again (copying them was half of what logging a push cost, callgrind). A
/// chain of pushes is cut every `maximumLinks` levels, where a level keeps its values itself again: the
/// log holds a bounded number of levels whatever the depth, and at a constant depth what it holds stays
/// the same however many keys are pressed.
///
/// (No enum of the two kinds of level: matching one copies its value, and a generic enum's metadata is
/// looked up whenever a level is let go of.)
nonisolated final class LoggedPath<Value: Hashable> {
    let count: Int
    /// The identity of the top value: whether the path a change starts from is this one.
    let topID: EntryID
    let top: Value
    /// The path under `top`, while this level keeps no values of its own (`nil` once it does).
    private(set) var below: LoggedPath?
    /// While `below` is `nil`: every value of a path of up to `2 * kept + 1`, the first and last `kept`
    /// of a longer one.
    private var keptValues: [Value]
    /// The first `kept` values of a path longer than `2 * kept + 1`, shared by the levels above; empty
    /// for a shorter one.
    private let head: [Value]
    /// At most how many levels with a `below` lead to one that keeps its values.
    private var links: Int

    static var maximumLinks: Int { 64 }

    /// The path of `entries`, not empty, kept whole.
    init(_ entries: PathEntries<Value>) {
        count = entries.count
        topID = entries.id(at: count - 1)
        let kept = PathDescription.kept
        // Closures, not `\.value`: a key path of a generic type is built at run time on every call
        // (about 11,000 instructions, callgrind), twice per key.
        // Indexed, not `prefix`/`suffix`/`map`: those go through `Slice` generically (8,000
        // instructions a key at depth 10, callgrind).
        let all = count <= 2 * kept + 1
        var values: [Value] = []
        values.reserveCapacity(all ? count : 2 * kept)
        for index in 0..<(all ? count : kept) { values.append(entries[index].value) }
        if !all { for index in (count - kept)..<count { values.append(entries[index].value) } }
        top = values[values.count - 1]
        head = all ? [] : Array(values[..<kept])
        keptValues = values
        links = 0
    }

    /// `below` with `value` pushed on it, the new top having identity `id`.
    private init(pushing value: Value, id: EntryID, on below: LoggedPath) {
        count = below.count + 1
        topID = id
        top = value
        self.below = below
        keptValues = []
        let kept = PathDescription.kept
        head = below.count > 2 * kept + 1 ? below.head : count > 2 * kept + 1 ? Array(below.values.prefix(kept)) : []
        links = below.links + 1
    }

    /// Whether this is the path `entries` hold up to `count` values.
    private func isPath(of entries: PathEntries<Value>, count: Int) -> Bool {
        self.count == count && topID == entries.id(at: count - 1)
    }

    /// The path a stack's `change` led to, given its `entries` after it and the path logged for it
    /// before (`nil` when none was, or it was empty). A push or a pop keeps no values but the one pushed.
    static func after(_ change: PathChange, from previous: LoggedPath?, entries: PathEntries<Value>) -> LoggedPath? {
        let count = entries.count
        guard count > 0 else { return nil }
        if let previous {
            // An identity is given once: the same top at the same count is the same path.
            if change.kind == .push, count == previous.count + 1, previous.isPath(of: entries, count: previous.count) {
                let pushed = LoggedPath(pushing: entries[count - 1].value, id: entries.id(at: count - 1), on: previous)
                if pushed.links > 2 * maximumLinks { pushed.cutChain() }
                return pushed
            }
            if change.kind == .pop, count < previous.count {
                var level = previous
                while level.count > count, let below = level.below { level = below }
                if level.isPath(of: entries, count: count) { return level }
            }
        }
        return LoggedPath(entries)
    }

    /// The path a stack's `change` led to, kept in `logged` (the paths logged for each stack, by index)
    /// for the next change of the stack. (Taken `inout`: one access to the app's property, not three.)
    static func after(_ change: PathChange, entries: PathEntries<Value>, logged: inout [LoggedPath?]) -> LoggedPath? {
        let index = change.stack
        let path = after(change, from: index < logged.count ? logged[index] : nil, entries: entries)
        while logged.count <= index { logged.append(nil) }
        logged[index] = path
        return path
    }

    /// Makes the level `maximumLinks` under this one keep its values, letting go of the levels under it.
    private func cutChain() {
        var level = self
        for _ in 0..<Self.maximumLinks {
            guard let below = level.below else { return }
            level = below
        }
        level.keptValues = level.values
        level.below = nil
        level.links = 0
        links = Self.maximumLinks
    }

    /// The values a description shows: every value of a short path, the first and last `kept` of a long one.
    var values: [Value] {
        let kept = PathDescription.kept
        let all = count <= 2 * kept + 1
        // Every value (of a short path) or the last `kept` (of a long one), from the top.
        let wanted = all ? count : kept
        var fromTop: [Value] = []
        fromTop.reserveCapacity(wanted)
        var level = self
        while fromTop.count < wanted, let below = level.below {
            fromTop.append(level.top)
            level = below
        }
        if fromTop.count < wanted {
            // `level` keeps its values: its last ones are those under the ones found above it.
            fromTop.append(contentsOf: level.keptValues.suffix(wanted - fromTop.count).reversed())
        }
        return all ? fromTop.reversed() : head + fromTop.reversed()
    }
}
