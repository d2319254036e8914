/// An app a front end can run: it takes keys and draws frames onto a canvas.
///
/// The curses front end and headless mode both drive this, so both show the same thing.
package protocol TerminalApp: AnyObject {
    /// Applies one key (a resize included). Keys act on the frame built for the current state; a key
    /// that changes nothing builds nothing.
    func handle(_ key: Key)
    /// Draws the current state onto `canvas`, at the canvas's size, clearing it first. What is on
    /// screen is built once per change of state (here if a key hasn't built it yet); drawing it
    /// changes nothing but the canvas.
    func draw(into canvas: inout Canvas)
    /// True once the app asked to quit.
    var isFinished: Bool { get }
    /// When the app wants `wake(now:)` although no key comes (to put a save on disk, say); `nil` when
    /// only keys need wake it.
    var wakeDeadline: ContinuousClock.Instant? { get }
    /// Called after each burst of keys and whenever the wake deadline passes.
    func wake(now: ContinuousClock.Instant)
    /// Finishes the work the app does a step at a time between frames (a filter looking through a long
    /// list), as headless mode does before its one frame, so that frame shows the finished result.
    func settle()
    /// Set by `Headless.run` while more keys wait behind the one it hands over: what is built only to
    /// answer a key that no frame follows need not be watched for changes (NavigatorUI's views).
    var keysAreQueued: Bool { get set }
}

extension TerminalApp {
    package var wakeDeadline: ContinuousClock.Instant? { nil }
    package func wake(now: ContinuousClock.Instant) {}
    package func settle() {}
    package var keysAreQueued: Bool {
        get { false }
        set {}
    }
}
