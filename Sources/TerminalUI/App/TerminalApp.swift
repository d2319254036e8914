/// An app a front end can run: it takes keys and draws frames onto a canvas.
///
/// The curses front end and headless mode both drive this, so both show the same thing.
public protocol TerminalApp: AnyObject {
    /// Applies one key (a resize included).
    func handle(_ key: Key)
    /// Draws the current state onto `canvas`, at the canvas's size.
    func draw(into canvas: inout Canvas)
    /// True once the app asked to quit.
    var isFinished: Bool { get }
}
