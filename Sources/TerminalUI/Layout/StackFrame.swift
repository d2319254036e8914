import Navigation

/// The visible stacks of a stack app, bottom first: the root stack or the top-most cover, and the
/// sheets above it. Each top screen is built the first time a key or a frame reads it, then kept
/// until the tree changes: a sheet hidden under ten thousand others is never built.
struct StackContent<Value: Hashable> {
    /// Whether the stack at the bottom is a full-screen cover.
    let coverIsBase: Bool
    private let screens: ScreenCache

    /// The visible stacks, bottom first.
    var stacks: [Router<Value>] { screens.stacks }

    /// The screens built so far, by stack: one object a content, no closure around the builder (a
    /// content is made at every key that changes the tree).
    nonisolated final class ScreenCache {
        @exclusivity(unchecked) var built: [Screen?]
        let stacks: [Router<Value>]
        /// What the screens built for this content tell when what they read changes.
        @exclusivity(unchecked) var changed: ChangeFlag
        let build: (Router<Value>, ChangeFlag) -> Screen
        init(stacks: [Router<Value>], changed: ChangeFlag, build: @escaping (Router<Value>, ChangeFlag) -> Screen) {
            built = Array(repeating: nil, count: stacks.count)
            self.stacks = stacks
            self.changed = changed
            self.build = build
        }

        /// Ready for the next content of the same stacks: nothing built, screens telling `changed`.
        func reset(changed: ChangeFlag) {
            for index in built.indices { built[index] = nil }
            self.changed = changed
        }
    }

    init(stacks: [Router<Value>], coverIsBase: Bool, changed: ChangeFlag, build: @escaping (Router<Value>, ChangeFlag) -> Screen) {
        self.coverIsBase = coverIsBase
        screens = ScreenCache(stacks: stacks, changed: changed, build: build)
    }

    /// The next content of the stacks `cache` holds (a key that pushed or popped on the root stack with
    /// nothing presented): its cache made ready again, not made anew.
    init(reusing cache: ScreenCache, changed: ChangeFlag) {
        coverIsBase = false
        cache.reset(changed: changed)
        screens = cache
    }

    /// The cache the next content of the same stacks may reuse.
    var cache: ScreenCache { screens }

    /// The top screen of `stacks[index]`, built now if it hasn't been.
    func screen(at index: Int) -> Screen {
        if let screen = screens.built[index] { return screen }
        let screen = screens.build(screens.stacks[index], screens.changed)
        screens.built[index] = screen
        return screen
    }

    /// The screen keys act on: the active stack's, the last.
    var activeScreen: Screen { screen(at: stacks.count - 1) }

    /// Shows `screen` in place of the active stack's top screen (a filter's, while one is on).
    func replaceActiveScreen(_ screen: Screen) { screens.built[stacks.count - 1] = screen }
}

/// What the selected line of a screen is, as far as the footer's keys go: a link, a text field (its
/// open key is `edit`), or a control with keys of its own (`ScreenControl`).
struct SelectedLine: Equatable {
    /// The footer's word for the open key, when not `open`.
    var openHint: String?
    /// Whether `+` and `-` step it.
    var steps = false
    /// Whether it is a control, which has nothing to preview.
    var isControl = false
    /// Whether `←` `→` step it (a slider): they don't go back or open there.
    var arrowsStep = false
    /// What a row can have done to it (`RowActions`): the delete, move and actions keys apply.
    var deletes = false, movesUp = false, movesDown = false, hasActions = false
    /// Of the screen rather than the line: whether it refreshes (and is refreshing now), and whether
    /// Esc is kept from dismissing its sheet.
    var refresh = Refresh.none
    var isDismissDisabled = false

    enum Refresh: Equatable { case none, available, running }

    static let link = SelectedLine()

    init(openHint: String? = nil, steps: Bool = false, isControl: Bool = false) {
        self.openHint = openHint
        self.steps = steps
        self.isControl = isControl
    }

    init(_ link: ScreenLink) {
        if let control = link.control {
            self.init(openHint: control.openHint, steps: control.step != nil, isControl: true)
            arrowsStep = control.arrowsStep
        } else {
            self.init(openHint: link.field != nil ? "edit" : nil)
        }
        if let actions = link.rowActions, link.isEnabled {
            deletes = actions.delete != nil
            movesUp = actions.canMoveUp
            movesDown = actions.canMoveDown
            hasActions = !actions.actions.isEmpty
        }
    }

    /// The line as the footer says its keys on `screen`: with the screen's refresh and dismissal.
    func on(_ screen: Screen, refreshing: Bool) -> SelectedLine {
        guard screen.refresh != nil || screen.isDismissDisabled else { return self }
        var line = self
        if screen.refresh != nil { line.refresh = refreshing ? .running : .available }
        line.isDismissDisabled = screen.isDismissDisabled
        return line
    }
}

/// One frame of a stack app at a size: the stacks' panels with their breadcrumbs, screens and
/// selections, the footer, the notice and the panels over it all. Built once per change of state;
/// drawing it (`StackLayout.draw(_:into:)`) is a pure function of it.
struct StackFrame {
    typealias Rect = StackLayout.Rect

    /// One stack on screen: the stack at the base fills the area, each sheet is a panel over it.
    struct Panel {
        /// A sheet's bordered box, drawn over the dimmed area; `nil` for the stack at the base.
        var box: Rect?
        /// Where the breadcrumbs (top row) and the screen go.
        var rect: Rect
        /// Drawn at the right of the breadcrumbs (`full-screen cover`) when there is room.
        var tag: String?
        var breadcrumbs: [Breadcrumbs.Item]
        var depth: Int
        var screen: Screen
        var selected: Int?
        /// The body's lines on screen (a list's rows built, the others not), from line `top` of `lineCount`.
        var lines: [StackLayout.Line] = []
        /// The selectable lines placed in its lines (`StackLayout.Line.placedItems`).
        var placedItems: [[StackLayout.Line.Item]] = []
        var top = 0
        var lineCount = 0
        /// Whether keys type into a text field on this panel: the footer shows the editing keys.
        var isEditing = false
        /// What the selected line is, as the footer says its keys: a text field's open is `edit`, a
        /// control's its own word.
        var selectedLine: SelectedLine {
            guard let selected, selected < screen.itemCount else { return .link }
            if selected < screen.links.count { return SelectedLine(screen.links[selected]) }
            return SelectedLine(screen.item(at: selected))  // a row, built already: the frame shows it
        }
        /// Whether the body has more lines than it shows: the page keys apply.
        var scrolls: Bool { lineCount > lines.count }
    }

    /// A key hint in the footer.
    struct Hint: Equatable {
        var key: String
        var word: String
        var enabled: Bool
        /// The lowest rank is left out first when the row is too narrow.
        var rank: Int
        /// What a click on the (first) key runs, and on the word when there is one key; `nil` when a
        /// click can't tell which (`1-4 level`). Plain values, not arrays: hints are copied every frame.
        var command: Command?
        /// What a click on the second key of a joined hint runs (`↓` of `↑↓`, `PgDn` of `PgUp/PgDn`).
        var secondCommand: Command?
        /// The display width of the first key's part of `key`.
        var firstKeyWidth = 0
    }

    enum Footer {
        case hints([Hint])
        case message(String)
        /// A line being edited after `label`, with the cursor at `cursor` columns into `text`.
        case prompt(label: String, text: String, cursor: Int)
        /// The filter being typed (`/42▏`), its cursor `cursor` columns into `text`, the keys that apply
        /// to it, and how many rows match (`3 matches`, `filtering… 1,200 of 10,000`) at the right.
        case filter(text: String, cursor: Int, hints: [Hint], status: String)
    }

    var size: TerminalSize
    /// Below `StackLayout.minimumSize`: a message asks for more room.
    var isTooSmall = false
    /// The tab bar on the top row, over the area, when the app is a tab of a `TabView`.
    var tabBar: TabBarFrame?
    /// The area the stacks fill; a sheet dims it.
    var area = Rect(row: 0, column: 0, width: 0, height: 0)
    var panels: [Panel] = []
    var footer = Footer.message("")
    /// The notice's lines, above the footer (the last ends in ` …` when it was cut).
    var notice: [String] = []
    var events: (rect: Rect, lines: [String])?
    var preview: Screen?
    /// The dialog up on the active stack's top screen, over the panels.
    var dialog: StackLayout.DialogBox?
    /// The key map the help lists, and its first row shown, while it is open.
    var help: (keyMap: KeyMap, top: Int)?
    var theme = Theme.standard

    init(size: TerminalSize) { self.size = size }
}

extension StackFrame.Hint {
    /// The footer's hints, in the key map's order, leaving out the lowest-ranked until they fit.
    static func fitted(_ hints: [Self], width: Int, keeping minimum: Int = 2) -> [Self] {
        var hints = hints
        func used(_ hints: [Self]) -> Int {
            hints.reduce(0) { $0 + DisplayWidth.of($1.key) + 1 + DisplayWidth.of($1.word) } + 2 * max(0, hints.count - 1) + 1
        }
        while used(hints) > width, hints.count > minimum,
              let drop = hints.indices.min(by: { hints[$0].rank < hints[$1].rank }) {
            hints.remove(at: drop)
        }
        return hints
    }

    /// Appends a hint; one with the same word as the last joins its keys (`↑` and `↓`: `↑↓ select`).
    static func append(_ hint: Self, to hints: inout [Self]) {
        if let last = hints.indices.last, hints[last].word == hint.word, hints[last].enabled == hint.enabled {
            // `↑↓`, but `PgUp/PgDn`, and `K/J`: letters side by side read as a word.
            let slash = hints[last].key.count > 1 || hint.key.count > 1 || (hints[last].key.last?.isLetter == true && hint.key.first?.isLetter == true)
            hints[last].key += slash ? "/" + hint.key : hint.key
            if hints[last].secondCommand == nil { hints[last].secondCommand = hint.command } else { hints[last].command = nil }
        } else {
            hints.append(hint)
        }
    }

    /// A binding's hint, or `nil` when it has none.
    init?(_ binding: KeyMap.Binding, enabled: Bool = true) {
        guard let word = binding.hint, let key = binding.keys.first else { return nil }
        let symbol = key.shortSymbol
        // A level's hint names several levels: a click on it can't tell which.
        let command = binding.command.kind == .jump(1) ? nil : binding.command
        self.init(key: symbol, word: word, enabled: enabled, rank: binding.command.hintRank, command: command,
                  firstKeyWidth: DisplayWidth.of(symbol))
    }

    /// What a click `offset` columns into the drawn hint (`KEY WORD`) runs, if anything: on a joined
    /// hint's keys, the key's own command; on its word, nothing (`↑↓ select`: which?).
    func command(atOffset offset: Int) -> Command? {
        if offset < firstKeyWidth { return command }
        if offset < DisplayWidth.of(key) { return secondCommand }
        return secondCommand == nil ? command : nil
    }
}
