/// What a key asks the app to do. The model never sees a key; it sees these.
public enum Command: Hashable, Sendable {
    case selectPrevious, selectNext, selectFirst, selectLast
    /// Opens the selected link.
    case open
    /// Goes back one level; at the root nothing happens.
    case back
    /// Closes what is on top (the help, a preview, a sheet or a cover), else goes back.
    case dismiss
    case popToRoot
    /// Jumps to a breadcrumb level: 1 is the root.
    case jump(Int)
    case toggleHelp
    /// Shows or hides the panel of path changes.
    case toggleEvents
    /// Shows the selected link's destination without pushing it, outside the stack.
    case preview
    case quit
}

/// The keys and the commands they give, each with the words help and the footer show.
public struct KeyMap: Sendable {
    public struct Binding: Sendable {
        public var keys: [Key]
        /// How the keys are written in help: `↑ k`.
        public var keyLabel: String
        public var command: Command
        public var summary: String

        public init(keys: [Key], keyLabel: String, command: Command, summary: String) {
            self.keys = keys
            self.keyLabel = keyLabel
            self.command = command
            self.summary = summary
        }
    }

    public var bindings: [Binding]
    private var lookup: [Key: Command] = [:]

    public init(bindings: [Binding]) {
        self.bindings = bindings
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil { lookup[key] = binding.command }
        }
        for level in 1...9 { lookup[.character(Character(String(level)))] = lookup[.character(Character(String(level)))] ?? .jump(level) }
    }

    public func command(for key: Key) -> Command? { lookup[key] }

    /// The standard bindings: arrows and vi keys, Enter to open, Esc and Backspace to go back.
    public static let standard = KeyMap(bindings: [
        Binding(keys: [.up, .character("k")], keyLabel: "↑ k", command: .selectPrevious, summary: "select the previous link"),
        Binding(keys: [.down, .character("j"), .tab], keyLabel: "↓ j Tab", command: .selectNext, summary: "select the next link"),
        Binding(keys: [.enter, .right, .character("l")], keyLabel: "⏎ → l", command: .open, summary: "open the selected link"),
        Binding(keys: [.left, .character("h"), .backspace], keyLabel: "← h ⌫", command: .back, summary: "go back one level"),
        Binding(keys: [.escape], keyLabel: "Esc", command: .dismiss, summary: "close help, preview or sheet; else go back"),
        Binding(keys: [.character("g"), .home], keyLabel: "g Home", command: .popToRoot, summary: "pop to the root"),
        Binding(keys: [], keyLabel: "1-9", command: .jump(1), summary: "jump to a breadcrumb level (1 is the root)"),
        Binding(keys: [.pageUp], keyLabel: "PgUp", command: .selectFirst, summary: "select the first link"),
        Binding(keys: [.pageDown, .end], keyLabel: "PgDn End", command: .selectLast, summary: "select the last link"),
        Binding(keys: [.space, .character("p")], keyLabel: "Space p", command: .preview, summary: "preview the selected link's screen"),
        Binding(keys: [.character("e")], keyLabel: "e", command: .toggleEvents, summary: "show or hide the log of path changes"),
        Binding(keys: [.character("?")], keyLabel: "?", command: .toggleHelp, summary: "show or hide every key"),
        Binding(keys: [.character("q")], keyLabel: "q", command: .quit, summary: "quit"),
    ])
}
