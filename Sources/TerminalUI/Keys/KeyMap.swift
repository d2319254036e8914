/// What a key asks the app to do. The model never sees a key; it sees these.
nonisolated package enum Command: Hashable, Sendable {
    case selectPrevious, selectNext, selectFirst, selectLast
    /// Moves the selection, and the view with it, a page up or down (a page: the lines the body shows,
    /// less one kept in view).
    case selectPreviousPage, selectNextPage
    /// Opens the selected link.
    case open
    /// Steps the selected control down or up (a stepper, a segmented picker): nothing on other lines.
    case decrement, increment
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
    /// Moves the keys to the next column of a split view.
    case nextColumn
    /// Shows or hides a split view's sidebar.
    case toggleSidebar
    /// Opens a one-line prompt to type a link (the current tree's, to edit) and open it.
    case goToLink
    /// Starts a filter on the screen: typed text narrows its links and rows to those whose label
    /// holds it.
    case filter
    /// Deletes the selected row, when it can be (`RowActions.delete`, SwiftUI's `.onDelete`).
    case deleteRow
    /// Moves the selected row one place up or down, when it can move (SwiftUI's `.onMove`).
    case moveRowUp, moveRowDown
    /// Opens the selected row's actions as a dialog (its swipe actions and context menu).
    case rowActions
    /// Runs the screen's refresh (SwiftUI's `.refreshable`).
    case refresh
    /// Shows the previous or the next tab of a tab bar (SwiftUI's `TabView`), round again at the ends.
    case previousTab, nextTab

    /// The word the footer shows beside the command's key, or `nil` to leave it out of the footer.
    package var hint: String? {
        switch self {
        case .selectPrevious, .selectNext: return "select"
        case .selectFirst, .selectLast: return nil
        case .selectPreviousPage, .selectNextPage: return "page"
        case .open: return "open"
        case .decrement, .increment: return "change"
        case .back: return "back"
        case .dismiss: return "close"
        case .popToRoot: return "home"
        case .jump: return "level"
        case .toggleHelp: return "keys"
        case .toggleEvents: return "log"
        case .preview: return "peek"
        case .quit: return "quit"
        case .nextColumn: return "column"
        case .toggleSidebar: return "sidebar"
        case .goToLink: return "go to"
        case .filter: return "filter"
        case .deleteRow: return "delete"
        case .moveRowUp, .moveRowDown: return "move"
        case .rowActions: return "actions"
        case .refresh: return "refresh"
        case .previousTab, .nextTab: return "tab"
        }
    }

    /// When the footer is too narrow, the hint with the lowest rank is left out first.
    var hintRank: Int {
        switch self {
        case .preview: return 1
        case .toggleEvents: return 2
        case .jump: return 3
        case .popToRoot: return 4
        case .selectPrevious, .selectNext: return 5
        case .selectPreviousPage, .selectNextPage: return 4
        case .selectFirst, .selectLast: return 0
        case .toggleSidebar: return 5
        case .goToLink: return 1
        case .filter: return 0
        case .previousTab, .nextTab: return 6
        case .open: return 6
        case .decrement, .increment: return 6
        case .back: return 7
        case .dismiss: return 8
        case .nextColumn: return 8
        case .toggleHelp: return 9
        case .quit: return 10
        // Shown only where they apply (the selected row has the action, the screen refreshes): kept
        // before the keys every screen has.
        case .deleteRow, .rowActions: return 6
        case .moveRowUp, .moveRowDown: return 5
        case .refresh: return 5
        }
    }

    /// Whether it acts on the selected row or refreshes the screen: it applies only where the line or
    /// the screen has the action.
    var isRowCommand: Bool {
        switch self {
        case .deleteRow, .moveRowUp, .moveRowDown, .rowActions, .refresh: return true
        default: return false
        }
    }

    /// The same command, ignoring a jump's level: what a binding is looked up by.
    var kind: Command { if case .jump = self { return .jump(1) } else { return self } }
}

/// The one table from keys to commands: the app acts on it, and the footer, the help and the
/// documentation (the README's and the manual page's key lists, checked by tests) are drawn from it.
nonisolated package struct KeyMap: Sendable {
    /// Keys, the command they give, and the words help and the footer show for them.
    ///
    /// A `.jump` binding's keys are levels in order: its first key jumps to level 1 (the root), the
    /// next to level 2, and so on.
    package struct Binding: Sendable {
        package var keys: [Key]
        /// How the keys are written in help: `↑ k`.
        package var keyLabel: String
        package var command: Command
        /// What the command does, in help: `select the previous link`.
        package var summary: String
        /// The word beside the key in the footer while the command applies (`select`); `nil` leaves
        /// the binding out of the footer. The command's own word by default.
        package var hint: String?

        /// A binding whose help label is written from its keys (`↑ k`, `1-9`).
        package init(keys: [Key], command: Command, summary: String) {
            self.init(keys: keys, keyLabel: Key.label(of: keys), command: command, summary: summary)
        }

        package init(keys: [Key], keyLabel: String, command: Command, summary: String) {
            self.keys = keys
            self.keyLabel = keyLabel
            self.command = command
            self.summary = summary
            self.hint = command.hint
        }

        /// The same binding with another footer word.
        package func hinted(_ word: String?) -> Binding {
            var binding = self
            binding.hint = word
            return binding
        }

        /// The command `key`, one of this binding's keys, gives.
        func command(for key: Key) -> Command? {
            guard let index = keys.firstIndex(of: key) else { return nil }
            if case .jump = command { return .jump(index + 1) }
            return command
        }
    }

    /// The keys that edit a line being typed (a text field, the link prompt), and what they do.
    /// A typed character or Space inserts itself; these move the cursor and delete.
    package struct EditingBinding: Sendable {
        package var keys: [Key]
        /// The edits the keys give in turn: key `i` gives `edits[i % edits.count]`, so `←` `→` move
        /// left and right, and `Home` `End` `Ctrl-A` `Ctrl-E` go to the start, the end, the start, the end.
        package var edits: [LineEdit]
        /// How the keys are written in help: `← →`.
        package var keyLabel: String
        /// What the keys do, in help: `move the cursor a character left or right`.
        package var summary: String
        /// The word beside the keys in the footer while a line is edited; `nil` leaves them out.
        package var hint: String?

        package init(keys: [Key], edits: [LineEdit], summary: String, hint: String?) {
            precondition(!edits.isEmpty, "an editing binding gives at least one edit")
            self.keys = keys
            self.edits = edits
            self.keyLabel = Key.label(of: keys)
            self.summary = summary
            self.hint = hint
        }

        /// The keys the footer shows: one for each edit (`←→`, `Home/End`).
        var hintKey: String {
            let symbols = keys.prefix(edits.count).map(\.shortSymbol)
            return symbols.joined(separator: symbols.contains { $0.count > 1 } ? "/" : "")
        }
    }

    package var bindings: [Binding] { didSet { self = KeyMap(bindings: bindings, editing: editing) } }
    /// The keys that edit a line being typed: while a text field is edited (or the link prompt is
    /// open) they, and every key that types a character, go to it instead of to `bindings`. A field
    /// that is only selected takes none that `bindings` give a command: those navigate.
    package var editing: [EditingBinding] { didSet { self = KeyMap(bindings: bindings, editing: editing) } }
    /// The keys of the screen shown (its buttons' shortcuts, its key handlers), which the help lists
    /// first: they are asked before the table.
    package var screenKeys: [(keyLabel: String, summary: String)] = []
    private var lookup: [Key: Command] = [:]
    /// The commands of the keys with nothing attached (`up` … `delete`), by `Key.plainIndex`: found with
    /// no hashing, which is most of what a lookup in `lookup` costs (about 400 instructions, callgrind).
    private var plainCommands: [Command?] = Array(repeating: nil, count: Key.plainCount)
    private var editLookup: [Key: LineEdit] = [:]
    /// How many levels the jump binding's keys reach (at least 1): the footer's hint of levels
    /// changes with the depth up to there.
    private(set) var levelKeys = 1

    package init(bindings: [Binding], editing: [EditingBinding] = KeyMap.lineEditing) {
        self.bindings = bindings
        self.editing = editing
        for binding in editing {
            for (index, key) in binding.keys.enumerated() where editLookup[key] == nil {
                editLookup[key] = binding.edits[index % binding.edits.count]
            }
        }
        levelKeys = max(1, bindings.first { $0.command.kind == .jump(1) }?.keys.count ?? 1)
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil { lookup[key] = binding.command(for: key) }
        }
        for (key, command) in lookup { if let index = key.plainIndex { plainCommands[index] = command } }
    }

    package func command(for key: Key) -> Command? {
        if let index = key.plainIndex { return plainCommands[index] }
        return lookup[key]
    }

    /// The edit `key` gives to a line being typed, if it is an editing key (a typed character is
    /// not: it inserts itself).
    package func edit(for key: Key) -> LineEdit? { editLookup[key] }

    /// Whether `key` goes to a line being typed rather than to `bindings`: a character, Space, or
    /// an editing key.
    package func types(_ key: Key) -> Bool {
        switch key {
        case .character, .space: return true
        default: return editLookup[key] != nil
        }
    }

    /// The standard editing keys, as a shell's line editor has them.
    package static let lineEditing: [EditingBinding] = [
        EditingBinding(keys: [.left, .right], edits: [.moveLeft, .moveRight],
                       summary: "move the cursor a character left or right", hint: "move"),
        EditingBinding(keys: [.home, .end, .control("a"), .control("e")], edits: [.moveToStart, .moveToEnd],
                       summary: "move the cursor to the start or the end", hint: "jump"),
        EditingBinding(keys: [.backspace, .delete], edits: [.deleteBackward, .deleteForward],
                       summary: "delete the character before or under the cursor", hint: "delete"),
        EditingBinding(keys: [.control("u"), .control("w")], edits: [.deleteToStart, .deleteWordBackward],
                       summary: "delete to the start, or the word before the cursor", hint: "cut"),
    ]

    /// The first binding that gives `command` (any level, for a jump).
    package func binding(for command: Command) -> Binding? {
        bindings.first { $0.command.kind == command.kind }
    }

    /// Whether some key gives `command` (any level, for a jump).
    package func binds(_ command: Command) -> Bool { binding(for: command)?.keys.isEmpty == false }

    /// The standard bindings: arrows and vi keys, Enter to open, Esc and Backspace to go back.
    package static let standard = KeyMap(bindings: [
        Binding(keys: [.up, .character("k")], command: .selectPrevious, summary: "select the previous link"),
        Binding(keys: [.down, .character("j"), .tab], command: .selectNext, summary: "select the next link"),
        Binding(keys: [.pageUp], command: .selectPreviousPage, summary: "select a page up (the view scrolls with it)"),
        Binding(keys: [.pageDown], command: .selectNextPage, summary: "select a page down"),
        Binding(keys: [.home], command: .selectFirst, summary: "select the first link").hinted("first/last"),
        Binding(keys: [.end], command: .selectLast, summary: "select the last link").hinted("first/last"),
        Binding(keys: [.enter, .right, .character("l")], command: .open, summary: "open the selected link (a text field: edit it; a toggle: flip it)"),
        Binding(keys: [.character("-")], command: .decrement, summary: "step the selected stepper or picker down"),
        Binding(keys: [.character("+"), .character("=")], command: .increment, summary: "step the selected stepper or picker up"),
        Binding(keys: [.left, .character("h"), .backspace], command: .back, summary: "go back one level"),
        Binding(keys: [.character("g")], command: .popToRoot, summary: "pop to the root"),
        Binding(keys: levelKeys, command: .jump(1), summary: "jump to that breadcrumb level (1 is the root)"),
        Binding(keys: [.escape], command: .dismiss, summary: "stop editing a field, else close what is on top, else go back"),
        Binding(keys: [.space, .character("p")], command: .preview, summary: "preview the selected link's screen (a toggle: flip it)"),
        Binding(keys: [.character("e")], command: .toggleEvents, summary: "show or hide the log of path changes"),
        Binding(keys: [.character(":")], command: .goToLink, summary: "type a link to open (the current one, to edit)"),
        Binding(keys: [.character("/")], command: .filter, summary: "filter the screen's links and rows by typing"),
        Binding(keys: [.character("d"), .delete], command: .deleteRow, summary: "delete the selected row, asking nothing"),
        Binding(keys: [.character("K")], command: .moveRowUp, summary: "move the selected row up"),
        Binding(keys: [.character("J")], command: .moveRowDown, summary: "move the selected row down"),
        Binding(keys: [.character("m")], command: .rowActions, summary: "open the selected row's actions or menu (swipe, context menu)"),
        Binding(keys: [.character("r")], command: .refresh, summary: "refresh the screen (a refreshable one)"),
        Binding(keys: [.character("?")], command: .toggleHelp, summary: "show or hide every key"),
        Binding(keys: [.character("q")], command: .quit, summary: "quit"),
    ])

    /// The standard bindings and a tab bar's: `[` and `]` show the previous and the next tab. What a
    /// `TabView` at an app's root runs with; neither key is bound in `standard`, so none is shadowed.
    package static let tabbed = standard.withTabKeys()

    /// A split view's bindings and a tab bar's: `[` and `]` show the previous and the next tab. What a
    /// `TabView` at an app's root runs a tab that is a split view with; `Tab` stays the split view's
    /// (the next column), and neither `[` nor `]` is bound in `split`, so none is shadowed.
    package static let tabbedSplit = split.withTabKeys()

    /// These bindings and a tab bar's `[` and `]`, after the level keys: the footer shows `[] tab`
    /// beside the stack's own keys.
    private func withTabKeys() -> KeyMap {
        var bindings = self.bindings
        let tabs = [
            Binding(keys: [.character("[")], command: .previousTab, summary: "show the previous tab (round to the last)"),
            Binding(keys: [.character("]")], command: .nextTab, summary: "show the next tab (round to the first)"),
        ]
        let index = bindings.firstIndex { $0.command.kind == .jump(1) }.map { $0 + 1 } ?? bindings.count
        bindings.insert(contentsOf: tabs, at: index)
        return KeyMap(bindings: bindings)
    }

    /// A split view's bindings: `Tab` moves between columns and `\` shows or hides the sidebar; in a
    /// list the keys select and open, in the detail they act on its stack.
    package static let split = KeyMap(bindings: [
        Binding(keys: [.tab], command: .nextColumn, summary: "move to the next column"),
        Binding(keys: [.up, .character("k")], command: .selectPrevious, summary: "select the previous item or link"),
        Binding(keys: [.down, .character("j")], command: .selectNext, summary: "select the next item or link"),
        Binding(keys: [.enter, .right, .character("l")], command: .open, summary: "open: move to the next column, or push (or edit) in the detail"),
        Binding(keys: [.character("-")], command: .decrement, summary: "step the selected stepper or picker down, in the detail"),
        Binding(keys: [.character("+"), .character("=")], command: .increment, summary: "step the selected stepper or picker up, in the detail"),
        Binding(keys: [.character("d"), .delete], command: .deleteRow, summary: "delete the selected row of the detail, asking nothing"),
        Binding(keys: [.character("K")], command: .moveRowUp, summary: "move the selected row of the detail up"),
        Binding(keys: [.character("J")], command: .moveRowDown, summary: "move the selected row of the detail down"),
        Binding(keys: [.character("m")], command: .rowActions, summary: "open the selected row's actions or menu, in the detail"),
        Binding(keys: [.character("r")], command: .refresh, summary: "refresh the detail (a refreshable one)"),
        Binding(keys: [.left, .character("h"), .backspace], command: .back, summary: "back; at the detail's root, to the list"),
        Binding(keys: [.character("\\")], command: .toggleSidebar, summary: "show or hide the sidebar"),
        Binding(keys: [.character("g"), .home], command: .popToRoot, summary: "pop the detail to its root"),
        Binding(keys: levelKeys, command: .jump(1), summary: "jump to that level of the detail (1 is its root)"),
        Binding(keys: [.escape], command: .dismiss, summary: "stop editing a field, else close what is on top, else back"),
        Binding(keys: [.pageUp], command: .selectPreviousPage, summary: "select a page up, in a list or the detail"),
        Binding(keys: [.pageDown], command: .selectNextPage, summary: "select a page down"),
        Binding(keys: [.end], command: .selectLast, summary: "select the last item or link"),
        Binding(keys: [.space, .character("p")], command: .preview, summary: "preview the selected link's screen, in the detail (a toggle: flip it)"),
        Binding(keys: [.character("e")], command: .toggleEvents, summary: "show or hide the detail's log of path changes"),
        Binding(keys: [.character(":")], command: .goToLink, summary: "type a link to open (the split view's own, to edit)"),
        Binding(keys: [.character("/")], command: .filter, summary: "filter the focused column by typing"),
        Binding(keys: [.character("?")], command: .toggleHelp, summary: "show or hide every key"),
        Binding(keys: [.character("q")], command: .quit, summary: "quit"),
    ])

    /// `1` to `9`: the first nine breadcrumb levels.
    private static let levelKeys: [Key] = (1...9).map { .character(Character(String($0))) }
}
