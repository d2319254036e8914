/// One line of text being edited, with a cursor between graphemes: what a prompt or a text field
/// holds. Wide characters and combining marks move and delete as one.
///
/// Keys: ← → move, Home / Ctrl-A and End / Ctrl-E jump, Backspace and Delete remove a character,
/// Ctrl-U removes everything before the cursor, Ctrl-W the word before it.
nonisolated package struct LineEditor: Equatable, Sendable {
    package private(set) var characters: [Character]
    /// Where the cursor is: before `characters[cursor]`, or at the end.
    package private(set) var cursor: Int

    package init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    package var text: String { String(characters) }

    /// Applies an editing key: `true` if the key is one (even when it changed nothing).
    @discardableResult
    package mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(character)
        case .space: insert(" ")
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("w"):
            // The separators before the cursor, then the word before them: `detail/3` → `detail/` → ``.
            var start = cursor
            while start > 0, Self.isSeparator(characters[start - 1]) { start -= 1 }
            while start > 0, !Self.isSeparator(characters[start - 1]) { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// Ctrl-W stops at these as a shell stops at white space: a URL's parts go one at a time.
    static func isSeparator(_ character: Character) -> Bool {
        character.isWhitespace || ["/", ":", "?", "#", "&", "=", "."].contains(character)
    }

    package mutating func insert(_ character: Character) {
        // A combining mark typed after a character joins it: the text is kept as graphemes.
        let joined = String(characters[..<cursor]) + String(character)
        let before = Array(joined)
        characters = before + characters[cursor...]
        cursor = before.count
    }

    /// The part of the line to show in `width` columns with the cursor visible, and the cursor's
    /// column in it.
    package func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        let widths = characters.map { DisplayWidth.of(String($0)) }
        // Scroll so the cursor's cell (one column at the end) fits.
        var start = 0, used = widths[..<cursor].reduce(0, +)
        while used + 1 > width, start < cursor {
            used -= widths[start]
            start += 1
        }
        var end = start, shown = 0
        while end < characters.count, shown + widths[end] <= width {
            shown += widths[end]
            end += 1
        }
        return (String(characters[start..<end]), used)
    }
}
