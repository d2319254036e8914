import NavigatorUI
import TerminalUI
#if canImport(Testing)
import Testing
#endif
import XCTest

/// A frame as the text a snapshot records, and the keys that lead to it.
enum TerminalFrame {
    /// The keys of a `--keys` script; a word that names no key is reported as a test failure at the
    /// caller's line (the frame recorded then says so).
    static func script(
        _ keys: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Result<[Key], KeyScriptError> {
        do throws(KeyScriptError) {
            return .success(try Key.parseScript(keys))
        } catch {
            report("NavigatorUITesting: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
            return .failure(error)
        }
    }

    /// What a snapshot of keys that can't be read records: the error, in place of a frame.
    static func problem(_ script: Result<[Key], KeyScriptError>) -> String {
        guard case let .failure(error) = script else { return "" }
        return "error: \(error)\n"
    }

    /// Fails the running test (Swift Testing's or XCTest's) at the given place, as `assertSnapshot` does.
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID.description, filePath: filePath.description, line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }

    /// The frame's rows as text, each ending in a line break; with `styles`, followed by a legend of
    /// the styled runs of each row.
    static func text(of canvas: Canvas, styles: Bool) -> String {
        guard styles else { return canvas.plainText }
        return canvas.plainText + legend(of: canvas)
    }

    /// The runs of cells with a style, row by row: `row R col FIRST-LAST STYLE "TEXT"` (`col C` for one
    /// cell), the columns counted from 0 and the last one included, the text the run shows (trailing
    /// spaces left out).
    static func legend(of canvas: Canvas) -> String {
        var lines = ["--- styles ---"]
        for row in 0..<canvas.height {
            var column = 0
            while column < canvas.width {
                let style = canvas.cells[row * canvas.width + column].style
                var end = column + 1
                while end < canvas.width, canvas.cells[row * canvas.width + end].style == style { end += 1 }
                if !style.isEmpty {
                    var text = (column..<end).map { canvas.text(row: row, column: $0) }.joined()
                    while text.last == " " { text.removeLast() }
                    let shown = text.isEmpty ? "" : " \"\(text)\""
                    let columns = end - 1 == column ? "\(column)" : "\(column)-\(end - 1)"
                    lines.append("row \(row) col \(columns) \(describe(style))\(shown)")
                }
                column = end
            }
        }
        if lines.count == 1 { lines.append("(none)") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A style in words: its attributes, then `fg=` and `bg=` with the colours' names.
    static func describe(_ style: Style) -> String {
        let attributes: [(Style, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse")]
        var words = attributes.filter { style.contains($0.0) }.map(\.1)
        if let color = style.foreground { words.append("fg=\(name(of: color))") }
        if let color = style.background { words.append("bg=\(name(of: color))") }
        return words.joined(separator: " ")
    }

    /// The palette's names for its first 16 colours and SwiftUI's for the others it names; else the
    /// colour's index in the 256-colour palette.
    static func name(of color: TerminalUI.Color) -> String {
        let basic = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
                     "gray", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite"]
        if color.index < 16 { return basic[Int(color.index)] }
        let named: [UInt8: String] = [208: "orange", 211: "pink", 135: "purple", 61: "indigo", 37: "teal", 121: "mint", 130: "brown"]
        return named[color.index] ?? String(color.index)
    }
}
