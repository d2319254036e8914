/// One line of text being edited, with a cursor between graphemes: what a prompt or a text field
/// holds. Wide characters and combining marks move and delete as one.
///
/// Its keys are the key map's editing keys (`KeyMap.lineEditing`): ← → move, Home / Ctrl-A and
/// End / Ctrl-E jump, Backspace and Delete remove a character, Ctrl-U removes everything before the
/// cursor, Ctrl-W the word before it; a typed character or Space inserts itself.
nonisolated package struct LineEditor: Equatable, Sendable {
    package private(set) var characters: [Character]
    /// Where the cursor is: before `characters[cursor]`, or at the end.
    package private(set) var cursor: Int

    package init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    package var text: String { String(characters) }

    /// The same line with each character drawn as `mask` (a secure field's `•`), the cursor where it was.
    package func masked(with mask: Character = "•") -> LineEditor {
        var masked = self
        masked.characters = Array(repeating: mask, count: characters.count)
        return masked
    }

    /// Applies a key, as `keyMap`'s editing keys say: `true` if it is an editing key or types a
    /// character (even when it changed nothing).
    @discardableResult
    package mutating func apply(_ key: Key, keyMap: KeyMap = .standard) -> Bool {
        switch key {
        case .character(let character): insert(character)
        case .space: insert(" ")
        default:
            guard let edit = keyMap.edit(for: key) else { return false }
            apply(edit)
        }
        return true
    }

    /// Applies an edit.
    package mutating func apply(_ edit: LineEdit) {
        switch edit {
        case .moveLeft: cursor = max(0, cursor - 1)
        case .moveRight: cursor = min(characters.count, cursor + 1)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = characters.count
        case .deleteBackward:
            guard cursor > 0 else { return }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward:
            guard cursor < characters.count else { return }
            characters.remove(at: cursor)
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteWordBackward:
            // The separators before the cursor, then the word before them: `detail/3` → `detail/` → ``.
            var start = cursor
            while start > 0, Self.isSeparator(characters[start - 1]) { start -= 1 }
            while start > 0, !Self.isSeparator(characters[start - 1]) { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        }
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
        // Scroll so the character under the cursor (one column at the end) fits whole.
        let under = cursor < widths.count ? max(1, widths[cursor]) : 1
        var start = 0, used = widths[..<cursor].reduce(0, +)
        while used + under > width, start < cursor {
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

/// A change to a line being typed, which the key map's editing keys give (`KeyMap.edit(for:)`).
nonisolated package enum LineEdit: Hashable, Sendable {
    case moveLeft, moveRight, moveToStart, moveToEnd
    /// Deletes the character before the cursor (Backspace).
    case deleteBackward
    /// Deletes the character under the cursor (Delete).
    case deleteForward
    /// Deletes everything before the cursor (Ctrl-U).
    case deleteToStart
    /// Deletes the word before the cursor, and the separators after it (Ctrl-W).
    case deleteWordBackward
}
