// Keys of the app's own, as SwiftUI's: a button's `.keyboardShortcut`, a view's `.onKeyPress`. A
// screen's keys are asked before navigator's key table; the footer names a button's shortcut beside
// the table's keys, and the help lists both.
import TerminalUI

/// A key, as SwiftUI's: a character, or one of the named keys (`.upArrow`, `.return`, `.escape` …).
nonisolated public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types, or the code AppKit gives a named key.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// The key that types the character written: `"s"`.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// ↑.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// ↓.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// ←.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// →.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Esc.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace (a Mac's delete key).
    public static let delete = KeyEquivalent("\u{7F}")
    /// Delete, forward.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear: a terminal has none.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Enter.
    public static let `return` = KeyEquivalent("\r")

    /// The terminal's key with these modifiers: a letter with ⌘, ⌃ or ⌥ is Ctrl and the letter (a
    /// terminal sends no ⌘); with ⇧, the capital. `nil` for a key a terminal doesn't send.
    func terminalKey(modifiers: EventModifiers) -> TerminalUI.Key? {
        switch self {
        case .upArrow: return .up
        case .downArrow: return .down
        case .leftArrow: return .left
        case .rightArrow: return .right
        case .escape: return .escape
        case .delete: return .backspace
        case .deleteForward: return .delete
        case .home: return .home
        case .end: return .end
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .tab: return .tab
        case .space: return .space
        case .return: return .enter
        case .clear: return nil
        default:
            if !modifiers.isDisjoint(with: [.command, .control, .option]), character.isASCII, character.isLetter {
                // Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are Backspace, Tab and Enter to a terminal.
                let letter = Character(character.lowercased())
                return "hijm".contains(letter) ? nil : .control(letter)
            }
            return .character(modifiers.contains(.shift) ? Character(character.uppercased()) : character)
        }
    }

    /// The key equivalent and modifiers of a terminal's key, as a `KeyPress` gives them.
    static func of(_ key: TerminalUI.Key) -> (key: KeyEquivalent, characters: String, modifiers: EventModifiers)? {
        switch key {
        case .up: return (.upArrow, "", [])
        case .down: return (.downArrow, "", [])
        case .left: return (.leftArrow, "", [])
        case .right: return (.rightArrow, "", [])
        case .enter: return (.return, "\r", [])
        case .backspace: return (.delete, "\u{7F}", [])
        case .escape: return (.escape, "\u{1B}", [])
        case .tab: return (.tab, "\t", [])
        case .space: return (.space, " ", [])
        case .home: return (.home, "", [])
        case .end: return (.end, "", [])
        case .pageUp: return (.pageUp, "", [])
        case .pageDown: return (.pageDown, "", [])
        case .delete: return (.deleteForward, "", [])
        case .control(let letter):
            let code = letter.asciiValue.map { String(Character(Unicode.Scalar($0 & 0x1F))) } ?? ""
            return (KeyEquivalent(letter), code, .control)
        case .character(let character):
            let lower = Character(character.lowercased())
            return (KeyEquivalent(lower), String(character), lower != character ? .shift : [])
        case .resize, .mouse: return nil
        }
    }
}

/// The modifier keys held with a key, as SwiftUI's.
nonisolated public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// ⇧.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// ⌃: in the terminal, Ctrl.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// ⌥: in the terminal, Ctrl (a terminal's Alt is not told apart from Esc).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// ⌘: in the terminal, Ctrl (a terminal sends no ⌘).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// A function key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key and its modifiers that press a button, as SwiftUI's.
nonisolated public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: EventModifiers
    /// A key with modifiers: ⌘ by default, which the terminal sends as Ctrl (`"s"` is Ctrl-S).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Enter, a form's default button's key: it presses the button wherever the selection is.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Esc, a sheet's cancel button's key.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Buttons under it pressed by a key.
@usableFromInline struct _KeyboardShortcutView<Content: View>: _PrimitiveView {
    let content: Content
    let key: TerminalUI.Key?
    let removes: Bool
    public func _render(into context: _RenderContext) {
        let outer = context.keyboardShortcut
        context.keyboardShortcut = removes ? nil : key ?? outer
        context.evaluate(content, at: "shortcut")
        context.keyboardShortcut = outer
    }
}

/// A key pressed, as SwiftUI's `.onKeyPress` gives it.
nonisolated public struct KeyPress: Sendable {
    /// What a handler did with the key.
    public enum Result: Hashable, Sendable {
        /// It took the key: nothing else acts on it.
        case handled
        /// It left the key to the others: navigator's key table then acts on it.
        case ignored
    }

    /// When in a key's press a handler is called: a terminal reports presses (and repeats) only.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up: never, in a terminal.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The key, lowercased for a letter.
    public let key: KeyEquivalent
    /// The characters it typed: `"A"` for ⇧A.
    public let characters: String
    /// The modifiers held: `.shift` for a capital, `.control` for Ctrl and a letter.
    public let modifiers: EventModifiers
    /// The phase: `.down` (a terminal tells a press from a repeat no more than it reports a release).
    public let phase: Phases
}

/// A view whose screen takes keys with a handler, asked before navigator's key table.
@usableFromInline struct _KeyPressView<Content: View>: _PrimitiveView {
    let content: Content
    /// The keys it takes; `nil`: any key.
    let keys: [KeyEquivalent]?
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "keys")
        guard !phases.isDisjoint(with: [.down, .repeat]), !context.isDisabled else { return }
        let action = action
        let handle: (TerminalUI.Key) -> Bool = { key in
            guard let (equivalent, characters, modifiers) = KeyEquivalent.of(key) else { return false }
            return action(KeyPress(key: equivalent, characters: characters, modifiers: modifiers, phase: .down)) == .handled
        }
        guard let keys else { return context.shortcuts.append(ScreenShortcut(key: nil, label: nil, action: handle)) }
        for key in keys {
            guard let terminalKey = key.terminalKey(modifiers: []) else { continue }
            context.shortcuts.append(ScreenShortcut(key: terminalKey, label: nil, action: handle))
        }
    }
}

extension View {
    /// Presses the buttons under this view with `key` and `modifiers` (⌘ by default, which the
    /// terminal sends as Ctrl: `.keyboardShortcut("s")` is Ctrl-S). The footer names the key beside
    /// the button's label; it is asked before navigator's key table, which the help says.
    public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        _KeyboardShortcutView(content: self, key: key.terminalKey(modifiers: modifiers), removes: false)
    }

    /// Presses the buttons under this view with `shortcut`; `nil` removes a shortcut given above.
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        _KeyboardShortcutView(content: self, key: shortcut.flatMap { $0.key.terminalKey(modifiers: $0.modifiers) }, removes: shortcut == nil)
    }

    /// Runs `action` when `key` is pressed while this view's screen is shown: `.handled` takes the key,
    /// `.ignored` leaves it to navigator's key table.
    public consuming func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        _KeyPressView(content: self, keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` with the key press when `key` is pressed.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _KeyPressView(content: self, keys: [key], phases: phases, action: action)
    }

    /// Runs `action` with the key press when one of `keys` is pressed.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _KeyPressView(content: self, keys: Array(keys), phases: phases, action: action)
    }

    /// Runs `action` with every key pressed while this view's screen is shown (before navigator's key table).
    public consuming func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _KeyPressView(content: self, keys: nil, phases: phases, action: action)
    }
}
