/// A key press, as the front ends report it.
nonisolated public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, backspace, escape, tab, space
    case home, end, pageUp, pageDown
    /// Forward delete.
    case delete
    /// A letter typed with Ctrl held: `control("u")` is Ctrl-U.
    case control(Character)
    /// A printable character typed.
    case character(Character)
    /// The terminal changed size.
    case resize(width: Int, height: Int)
    /// The mouse clicked or the wheel turned over a cell (`click:COL,ROW` in `--keys`).
    case mouse(MouseEvent)

    /// How many keys have nothing attached: those `plainIndex` numbers.
    static var plainCount: Int { 14 }

    /// A number from 0 to `plainCount - 1` for a key with nothing attached (`up` … `delete`), `nil` for
    /// the others: what a key map finds such a key's command by.
    var plainIndex: Int? {
        switch self {
        case .up: 0
        case .down: 1
        case .left: 2
        case .right: 3
        case .enter: 4
        case .backspace: 5
        case .escape: 6
        case .tab: 7
        case .space: 8
        case .home: 9
        case .end: 10
        case .pageUp: 11
        case .pageDown: 12
        case .delete: 13
        case .control, .character, .resize, .mouse: nil
        }
    }

    /// The names `--keys` accepts for the keys that have no character.
    /// `names`, each name as its UTF-8 bytes: what a `--keys` word is compared with.
    static let namesAsBytes: [(name: [UInt8], key: Key)] = names.map { (Array($0.key.utf8), $0.value) }

    package static let names: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "enter": .enter, "backspace": .backspace, "esc": .escape, "tab": .tab, "space": .space,
        "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown, "delete": .delete,
        "ctrl-a": .control("a"), "ctrl-e": .control("e"), "ctrl-u": .control("u"), "ctrl-w": .control("w"),
    ]

    /// Parses one `--keys` word: a key name, one character, `resize:WxH`, or a mouse event
    /// (`click:COL,ROW`, `right-click:COL,ROW`, `wheel-up:COL,ROW`, `wheel-down:COL,ROW`).
    public init?(name: String) {
        if let key = Key.names[name] {
            self = key
        } else if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last, ("a"..."z").contains(letter) {
            self = .control(letter)
        } else if name.count == 1, let character = name.first, !character.isWhitespace {
            self = .character(character)
        } else if name.hasPrefix("resize:"), let size = TerminalSize(String(name.dropFirst(7))) {
            self = .resize(width: size.width, height: size.height)
        } else if let event = MouseEvent(name: name) {
            self = .mouse(event)
        } else {
            return nil
        }
    }

    /// How the key is written in help and in `--keys`.
    public var name: String {
        switch self {
        case let .character(c): return String(c)
        case let .resize(w, h): return "resize:\(w)x\(h)"
        case let .mouse(event): return event.name
        case let .control(c): return "ctrl-\(c)"
        default: return Key.names.first { $0.value == self }!.key
        }
    }

    /// How the key is written in help: `↑`, `⏎`, `Esc`, `q`.
    package var symbol: String {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .enter: return "⏎"
        case .backspace: return "⌫"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .space: return "Space"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .delete: return "Del"
        case let .control(c): return "Ctrl-" + VisibleText.sanitized(String(c)).uppercased()
        case let .character(c): return VisibleText.sanitized(String(c))
        case let .resize(w, h): return "resize:\(w)x\(h)"
        case let .mouse(event): return event.name
        }
    }

    /// How the key is written in the footer, where room is short: `␣` for Space, `^U` for Ctrl-U.
    package var shortSymbol: String {
        switch self {
        case .space: return "␣"
        case let .control(c): return "^" + VisibleText.sanitized(String(c)).uppercased()
        default: return symbol
        }
    }

    /// Keys written for help, separated by spaces; a run of three or more digits in order as a range
    /// (`1-9`).
    package static func label(of keys: [Key]) -> String {
        var words: [String] = []
        var index = 0
        while index < keys.count {
            var end = index
            while end + 1 < keys.count, let a = keys[end].digit, let b = keys[end + 1].digit, b == a + 1 { end += 1 }
            if end - index >= 2 {
                words.append("\(keys[index].symbol)-\(keys[end].symbol)")
            } else {
                words += keys[index...end].map(\.symbol)
            }
            index = end + 1
        }
        return words.joined(separator: " ")
    }

    /// The digit a character key is, if it is one.
    var digit: Int? {
        if case let .character(c) = self, let value = c.wholeNumberValue, c.isASCII { return value }
        return nil
    }

    /// Parses a `--keys` script: words separated by white space.
    public static func parseScript(_ script: String) throws(KeyScriptError) -> [Key] {
        Array(try KeyScript(script))
    }
}

/// A `--keys` script read one key at a time: every word is checked when it is made, so a bad one is
/// said before any key is applied, but the keys are not kept as an array. A script of 100,000 keys
/// held them at 30 bytes each besides its text, and a headless run's memory grew with its keys.
nonisolated package struct KeyScript: Sequence, Sendable {
    /// The script's bytes: its words are read as bytes and looked up as bytes (a word made a `String`
    /// and hashed it to find its key, twice: 3,700 instructions a key, more than a push's own work
    /// in the router).
    private let bytes: [UInt8]

    /// Checks every word of `script`: words separated by white space.
    package init(_ script: String) throws(KeyScriptError) {
        bytes = Array(script.utf8)
        var words = Words(bytes: bytes)
        while let word = words.next() {
            if Self.key(named: word) == nil { throw KeyScriptError(word: String(decoding: word, as: UTF8.self)) }
        }
    }

    /// No keys.
    package static let none = try! KeyScript("")

    package func makeIterator() -> Iterator { Iterator(words: Words(bytes: bytes)) }

    package struct Iterator: IteratorProtocol {
        fileprivate var words: Words
        package mutating func next() -> Key? { words.next().flatMap(KeyScript.key(named:)) }
    }

    /// The key a word names: a key's name is found by its bytes; anything else (a character, a
    /// resize, a mouse event) is parsed as `Key(name:)` parses it.
    private static func key(named word: ArraySlice<UInt8>) -> Key? {
        for (name, key) in Key.namesAsBytes where name.count == word.count && name.elementsEqual(word) { return key }
        return Key(name: String(decoding: word, as: UTF8.self))
    }

    /// The words of a script, split on the bytes of ASCII white space: a script of 100,000 keys is
    /// mostly ASCII, and iterating it as graphemes costs more than applying the keys.
    fileprivate struct Words {
        let bytes: [UInt8]
        var index = 0

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

        mutating func next() -> ArraySlice<UInt8>? {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let start = index
            while index < bytes.count, !Self.isSpace(bytes[index]) { index += 1 }
            return bytes[start..<index]
        }
    }
}

/// A `--keys` word that names no key.
nonisolated public struct KeyScriptError: Error, CustomStringConvertible {
    public let word: String

    package init(word: String) { self.word = word }

    public var description: String {
        "unknown key '\(VisibleText.sanitized(word))' in --keys (expected one of \(Key.names.keys.sorted().joined(separator: " ")), one character, resize:WxH, right-click:COL,ROW, click:COL,ROW, wheel-up:COL,ROW or wheel-down:COL,ROW)"
    }
}

/// A terminal size in columns and rows, written `WxH`.
nonisolated public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH`, each from 1 to 10,000.
    public init?(_ text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && $0.count <= 5 }),
              let w = Int(parts[0]), let h = Int(parts[1]),
              (1...10_000).contains(w), (1...10_000).contains(h)
        else { return nil }
        self.init(width: w, height: h)
    }

    public var description: String { "\(width)x\(height)" }
}
