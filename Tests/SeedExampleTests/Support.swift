// What the seeds' examples need to be driven by a test and that no seed writes: the frame of a view
// after some keys, and a record of what an example's `print(...)` wrote.
import NavigatorUI
import Testing

/// The frame of `host` after `keys` (`Key.parseScript` words), as lines.
func frameLines(_ host: ViewHost, _ keys: String, size: TerminalSize) throws -> [String] {
    Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
}

/// The footer under a stack at its root (the event log, `e`, is offered there) and above it.
let rootFooter = " ↑↓ select  ⏎ open  ← back  g home  e log  ? keys  q quit"
let footer = " ↑↓ select  ⏎ open  ← back  g home  ? keys  q quit"

/// What the examples of seed 000 `print`, by namespace. Each of those namespaces declares
/// `static func print(_:)`, which the example's own `print(...)` finds first: it writes the line as
/// `Swift.print` does and records it here, so that a test can read the logs the seed describes.
/// (The wrapper, quoted as such: the examples' code is unchanged.)
enum Printed {
    static var lines: [String: [String]] = [:]

    static func record(_ line: String, in namespace: String) {
        Swift.print(line)
        lines[namespace, default: []].append(line)
    }

    /// The lines printed in `namespace` since the last call, and forgets them.
    static func take(_ namespace: String) -> [String] {
        defer { lines[namespace] = nil }
        return lines[namespace] ?? []
    }
}
