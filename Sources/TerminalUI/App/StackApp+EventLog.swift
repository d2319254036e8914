// A StackApp's event log (`e`): what happened to the tree, kept raw and written out only when read.
import Navigation

extension StackApp {
    /// The last `count` events, written out (only those: the panel shows a few on every frame).
    package func recentEvents(_ count: Int) -> [String] { loggedEvents.suffix(min(count, Self.maximumEvents)).map(\.text) }

    static func styleName(_ style: PresentationStyle) -> String {
        style == .sheet ? "Sheet" : "Full-screen cover"
    }

    /// Adds a line to the event log (`e` shows it; the demo also writes it to `--log-file`).
    public func log(_ line: String) { log(.text(line)) }

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
    case path(style: PresentationStyle?, LoggedPath<Value>)

    var text: String {
        switch self {
        case .text(let line):
            return line
        case let .path(style, path):
            let name = style.map { "\(StackApp<Value>.styleName($0)) path" } ?? "New path"
            return "\(name): \(PathDescription.of(path.values, count: path.count))"
        }
    }
}

/// A path as the log keeps it: every value of a short path, the first and last few of a long one.
struct LoggedPath<Value: Hashable> {
    var values: [Value]
    var count: Int

    init(_ entries: PathEntries<Value>) {
        count = entries.count
        let kept = PathDescription.kept
        // Closures, not `\.value`: a key path of a generic type is built at run time on every call
        // (about 11,000 instructions, callgrind), twice per key.
        // Indexed, not `prefix`/`suffix`/`map`: those go through `Slice` generically (8,000
        // instructions a key at depth 10, callgrind).
        let all = count <= 2 * kept + 1
        values = []
        values.reserveCapacity(all ? count : 2 * kept)
        for index in 0..<(all ? count : kept) { values.append(entries[index].value) }
        if !all { for index in (count - kept)..<count { values.append(entries[index].value) } }
    }
}
