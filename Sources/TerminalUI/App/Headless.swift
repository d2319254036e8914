/// Runs an app with no terminal: applies keys, then draws one frame in memory.
public enum Headless {
    /// Applies `keys` in order (stopping at a quit), then draws the final frame at the size reached.
    package static func run(_ app: some TerminalApp, size: TerminalSize, keys: some Sequence<Key>) -> Canvas {
        run(app, size: size, keys: keys) { _ in }
    }

    /// `run(_:size:keys:)`, calling `afterEach` with the size reached after the first size and after
    /// each key: an `App` run headless lets its screens' `.task`s work there.
    package static func run(_ app: some TerminalApp, size: TerminalSize, keys: some Sequence<Key>, afterEach: (TerminalSize) -> Void) -> Canvas {
        var size = size
        // The size first, as a terminal's app knows it before any key: some layouts decide by it.
        app.handle(.resize(width: size.width, height: size.height))
        afterEach(size)
        var keys = keys.makeIterator()
        var next = keys.next()
        while let key = next.take(), !app.isFinished {
            next = keys.next()
            if case let .resize(width, height) = key { size = TerminalSize(width: width, height: height) }
            // Told when it changes: once before the first key of a script, once before its last.
            if app.keysAreQueued != (next != nil) { app.keysAreQueued = next != nil }
            app.handle(key)
            afterEach(size)
        }
        if app.keysAreQueued { app.keysAreQueued = false }
        app.wake(now: .now)
        app.settle()
        var canvas = Canvas(width: size.width, height: size.height)
        app.draw(into: &canvas)
        return canvas
    }
}
