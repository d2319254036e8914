// swift-snapshot-testing's strategies for NavigatorUI views and apps: the frame a terminal would show
// after some keys, recorded as text. `import NavigatorUITesting` brings `assertSnapshot` with it.
@_exported import SnapshotTesting
import NavigatorUI
import TerminalUI

extension Snapshotting where Value: View, Format == String {
    /// The frame the view shows in a terminal of `size` after `keys`, as text: exactly `size.height`
    /// lines, trailing spaces removed, recorded in a `.txt` file.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .terminal(size: .init(width: 80, height: 24), keys: "down enter"))
    /// ```
    ///
    /// The view runs headless, as `Headless.run(_:size:keys:)` runs it: with the breadcrumbs, the footer
    /// and the keys of any NavigatorUI app, nothing read from or saved to a file (`@AppStorage` keeps its
    /// values in memory) and no `.task` run, so the frame is the same on every machine.
    ///
    /// - Parameters:
    ///   - size: The terminal's columns and rows.
    ///   - keys: The keys pressed, as the words `--keys` takes, separated by spaces: `up down left right
    ///     enter backspace esc tab space home end pgup pgdn delete`, `ctrl-a` … `ctrl-z`, one
    ///     character such as `q` or `?`, `resize:WxH`, `click:COL,ROW`, `wheel-up:COL,ROW`,
    ///     `wheel-down:COL,ROW`. A word that names no key fails the test at the line that asked for it.
    ///   - styles: Whether to record the cells' styles too: after the rows, a legend of the styled runs
    ///     of each row (`row 0 col 0-17 reverse fg=blue bg=brightWhite " Trails"`).
    public static func terminal(
        size: TerminalSize = TerminalSize(width: 80, height: 24),
        keys: String = "",
        styles: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let script = TerminalFrame.script(keys, fileID: fileID, filePath: filePath, line: line, column: column)
        return SimplySnapshotting<String>.lines.pullback { (view: Value) in
            guard case let .success(keys) = script else { return TerminalFrame.problem(script) }
            return TerminalFrame.text(of: Headless.run(ViewHost(view), size: size, keys: keys), styles: styles)
        }
    }
}

extension Snapshotting where Value: App, Format == String {
    /// The frame the app's window shows in a terminal of `size` after `keys`, as text; see the view's
    /// `terminal(size:keys:styles:)`.
    ///
    /// ```swift
    /// assertSnapshot(of: MyApp(), as: .terminal(size: .init(width: 80, height: 24), keys: "down enter"))
    /// ```
    ///
    /// The app starts as on a first launch: no saved navigation state or storage is read, nothing is
    /// saved, and no URL is opened.
    public static func terminal(
        size: TerminalSize = TerminalSize(width: 80, height: 24),
        keys: String = "",
        styles: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let script = TerminalFrame.script(keys, fileID: fileID, filePath: filePath, line: line, column: column)
        return SimplySnapshotting<String>.lines.pullback { (app: Value) in
            guard case let .success(keys) = script else { return TerminalFrame.problem(script) }
            guard let window = app.body as? any WindowScene else {
                let problem = "error: \(Value.Body.self) is not a WindowGroup; only a WindowGroup runs in the terminal"
                TerminalFrame.report(problem, fileID: fileID, filePath: filePath, line: line, column: column)
                return problem + "\n"
            }
            let host = window.makeHost { _ in nil }
            return TerminalFrame.text(of: Headless.run(host, size: size, keys: keys), styles: styles)
        }
    }
}
