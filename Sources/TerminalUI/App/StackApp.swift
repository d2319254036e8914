import Navigation
import Observation

/// A navigation stack in the terminal: a root screen, destinations for the values pushed above it,
/// breadcrumbs, presentations, and keys to move through it all.
///
/// ```swift
/// var destinations = ScreenDestinations()
/// destinations.register(Park.self, title: \.name) { park, _ in
///     Screen(title: park.name, body: [park.summary])
/// }
/// let app = StackApp(router: Router<Park>(), rootTitle: "Parks", destinations: destinations) { _ in
///     Screen(title: "Parks", links: parks.map { .push($0.name, $0) })
/// }
/// ```
///
/// The methods on the path from a key to a frame are pre-specialized for `AnyHashable`, the element of
/// a `NavigationPath`: generic code called from another module would otherwise look up type metadata
/// at every step, which costs more than the work itself.
package final class StackApp<Value: Hashable>: TerminalApp {
    package let router: Router<Value>
    // The stored properties are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
    // an app is used on the main actor, one key or frame at a time, and the checks were 4,000
    // instructions of a push (the compiler's static checks stay).
    /// The destinations of values; NavigatorUI adds those it finds in screens drawn after the first.
    @exclusivity(unchecked) package var destinations: ScreenDestinations
    /// The root's title in the breadcrumbs (a split view's detail shows its selection's).
    @exclusivity(unchecked) package var rootTitle: String { didSet { frame = nil } }
    /// The one table from keys to commands: keys act through it, and the footer and help show it.
    @exclusivity(unchecked) package var keyMap: KeyMap = .standard { didSet { frame = nil; footer = nil } }
    /// The styles of the breadcrumbs, the selection, headings, warnings and frames.
    @exclusivity(unchecked) package var theme: Theme = .standard { didSet { frame = nil } }

    @exclusivity(unchecked) package internal(set) var isShowingHelp = false {
        didSet { if isShowingHelp != oldValue { helpTop = 0; frame = nil } }
    }
    /// The help's first row shown, when it is taller than the terminal.
    @exclusivity(unchecked) package internal(set) var helpTop = 0
    /// Whether the panel of path changes is shown.
    @exclusivity(unchecked) package internal(set) var isShowingEvents = false { didSet { if isShowingEvents != oldValue { frame = nil } } }
    /// A destination shown outside the stack, without pushing it; its links are disabled.
    @exclusivity(unchecked) package internal(set) var preview: Screen? { didSet { frame = nil } }
    /// The tabs drawn on the top row, over the stacks, when the app is one tab of a `TabView`.
    @exclusivity(unchecked) package var tabBar: TabBar? { didSet { frame = nil; footer = nil } }
    /// A one-line message shown above the footer until the next key.
    @exclusivity(unchecked) package internal(set) var notice: String? { didSet { if notice != oldValue { frame = nil } } }

    /// Where typed links go (`:`): the current tree's link to start from, and what opens a link,
    /// answering `nil` when it did or why it couldn't. Without it the prompt key does nothing and is
    /// not shown.
    @exclusivity(unchecked) package var linkOpener: (current: () -> String?, open: (String) -> String?)? { didSet { frame = nil; footer = nil } }
    /// The links opened from the prompt, oldest first, at most 50: Up and Down walk them. The app may
    /// fill it from earlier sessions.
    @exclusivity(unchecked) package var linkHistory: [String] = []
    /// Called with each link the prompt opened (to save the history).
    @exclusivity(unchecked) package var onLinkOpened: ((String) -> Void)?
    /// The one-line link prompt, while it is open.
    @exclusivity(unchecked) package internal(set) var linkPrompt: LinkPrompt? { didSet { frame = nil } }
    /// Whether the link prompt is open: its tag read, not the prompt copied as `linkPrompt == nil` did
    /// (every key asks, three times).
    var isPromptingLink: Bool {
        if case .some = linkPrompt { return true }
        return false
    }
    /// Whether a link is previewed, read as `isPromptingLink`.
    var isPreviewing: Bool {
        if case .some = preview { return true }
        return false
    }

    static var maximumLinkHistory: Int { 50 }
    /// The text field being edited, which has the keys that type: its level, its index on the screen,
    /// and its line, so the cursor stays where it was between keys (while the text is what the field
    /// last set). Selecting a field doesn't edit it, as in SwiftUI a selected `TextField` takes no
    /// keys until it has focus: `nil` until Enter or a key that types, and again after Esc or a command.
    @exclusivity(unchecked) var fieldEditor: (level: EntryID, item: Int, editor: LineEditor)? { didSet { frame = nil } }
    package internal(set) var isFinished: Bool {
        get { finished }
        set { finished = newValue }
    }
    // `isFinished`, `keysAreQueued`, `keyOnlyMovedTheStack` and `contentIsUnobserved` are read by the
    // views' host on every key: computed over storage accessed here, as `@exclusivity(unchecked)` holds
    // only for accesses in a stored property's own module (each of the host's was checked at run time).
    @exclusivity(unchecked) private var finished = false
    /// The button chosen with the keys on the dialog up now: the level and the dialog it was chosen on
    /// (its title and number of buttons), so another dialog comes up with its own.
    @exclusivity(unchecked) var dialogSelection: (level: EntryID, title: String, count: Int, index: Int)? { didSet { frame = nil } }
    /// The text field of a dialog being typed into, with its cursor: on this level's dialog of this title.
    @exclusivity(unchecked) var dialogEditor: (level: EntryID, title: String, field: Int, editor: LineEditor)? { didSet { frame = nil } }
    /// What happened to the tree, oldest first: `New path: [Color.mint]`. The last 500 are kept.
    ///
    /// Events are recorded raw (a few values of the path) and written out only when read, so a key
    /// costs the same whether or not anyone looks at the log.
    package var events: [String] { recentEvents(Self.maximumEvents) }
    /// Called with each event as it is logged (the demo writes them to `--log-file`).
    @exclusivity(unchecked) package var onEvent: ((String) -> Void)?
    /// Work to do between keys (putting saved state on disk), and when it is next due.
    @exclusivity(unchecked) package var background: (deadline: () -> ContinuousClock.Instant?, run: (ContinuousClock.Instant) -> Void)?

    static var maximumEvents: Int { 500 }

    @exclusivity(unchecked) var loggedEvents: [LoggedEvent<Value>] = [] { didSet { if isShowingEvents { frame = nil } } }
    /// The path last logged for each stack (0 the root's): what a push or a pop of it is logged from.
    @exclusivity(unchecked) var loggedPaths: [LoggedPath<Value>?] = []
    let rootScreen: ScreenBuilder
    /// The selected link of a level, by the level's identity (the root's is 0).
    @exclusivity(unchecked) var selections: [EntryID: Int] = [:] { didSet { frame = nil } }
    /// The identity of a level's selected row, when its list gives rows one: the selection follows
    /// the row when the data under it moves.
    @exclusivity(unchecked) var selectedIDs: [EntryID: AnyHashable] = [:]
    /// Where a level's body is scrolled to (its first line shown) and how many lines it showed, as
    /// the last frame laid it out: going back to a level shows it as it was left.
    @exclusivity(unchecked) var scrolls: [EntryID: (top: Int, page: Int)] = [:]
    /// The body each visible stack's top screen was last laid out as, by the stack's index: a frame that
    /// only moved the selection draws it again (`StackLayout.Body.reselected`).
    @exclusivity(unchecked) var laidOutBodies: [Int: StackLayout.Body] = [:]
    /// The levels whose body was scrolled past their selection (the selection could move no further,
    /// or the app scrolled to a view with no selectable line): the frame leaves the body where it was
    /// scrolled to until the selection moves.
    @exclusivity(unchecked) var scrolledPast: Set<EntryID> = []
    /// The scroll requests each level's screen has shown (`Screen.scrollTarget`), and those whose
    /// paragraph the next frame scrolls to.
    @exclusivity(unchecked) var shownScrollRequests: [EntryID: Int] = [:]
    @exclusivity(unchecked) var pendingScrollTargets: [EntryID: ScrollTarget] = [:]
    /// What the frame being laid out asks of the lazy parts of its screens: to build more (`LazyEnd`).
    @exclusivity(unchecked) var lazyGrowths: [() -> Void] = []
    /// How far a level's horizontal scroll views are scrolled, by paragraph, as the last frame left them.
    @exclusivity(unchecked) var sideways: [EntryID: [Int: Int]] = [:]
    /// The size the app was last told of: a key that moves the selection lays the frame out at it,
    /// as a terminal would, so the scroll position follows each key (headless too).
    @exclusivity(unchecked) package internal(set) var size: TerminalSize?
    /// Set when another app (a split view) lays this one out in part of its frame.
    @exclusivity(unchecked) package var isEmbedded = false
    /// Cleared by a split view while another of its columns has the keys: no text field here takes
    /// them or shows its cursor.
    @exclusivity(unchecked) var hasKeys = true
    /// Set when the selection moved since the last frame: where the body is scrolled to follows each
    /// key as a terminal shows it, so before the next key it is worked out (without building rows)
    /// unless a frame was laid out in between.
    @exclusivity(unchecked) var scrollIsStale = false
    /// The visible stacks' top screens, built once per change of the tree (`nil` when something else
    /// they read changed), and the router's generation they were built at.
    @exclusivity(unchecked) var content: StackContent<Value>?
    /// The screens' cache of the last content that showed the root stack alone: the next one reuses it.
    @exclusivity(unchecked) var rootStackCache: StackContent<Value>.ScreenCache?
    @exclusivity(unchecked) var contentGeneration: UInt64 = 0
    /// Set when the app's state changed since the screens were last built (an action ran, `invalidate()`),
    /// and at first: a dialog may have come up, which the next key goes to (StackApp+Dialog).
    @exclusivity(unchecked) var stateChangedSinceBuild = true
    /// Whether a screen of `content` has text fields: a key on a screen without one looks no further
    /// for a field to type into.
    @exclusivity(unchecked) var contentHasTextFields = false
    /// The field selection `synchronizeFocus()` last saw: a selection moved since gives the focus.
    @exclusivity(unchecked) var focusSelection: (level: EntryID, selected: Int?, focused: Int?)?
    /// The level whose selection moved (a key, a click): the next `synchronizeFocus()` on that level
    /// gives the focus (a move on the level below a push is not the pushed level's).
    @exclusivity(unchecked) var selectionMovedOn: EntryID?
    /// How many frames were laid out (a frame drawn again unchanged is not laid out again): a frame's
    /// life-cycle actions run before it is, so that what they change is in the one frame drawn.
    @exclusivity(unchecked) package internal(set) var framesLaidOut = 0
    /// The last frame laid out; `nil` when anything it shows changed.
    @exclusivity(unchecked) var frame: StackFrame?
    /// The footer's hints and what they depend on besides the key map: they change only with the
    /// width, the first levels of depth and whether something is presented, not with every frame.
    @exclusivity(unchecked) var footer: (width: Int, levels: Int, presented: Bool, scrolls: Bool, editing: Bool, selectedLine: SelectedLine, shortcuts: String, hints: [StackFrame.Hint])?
    @exclusivity(unchecked) var selectionsToPrune = 256
    /// Breadcrumb titles of path elements, by identity: an element never changes, so neither does its
    /// title, and a frame asks again for the ones it drew last time.
    @exclusivity(unchecked) var titles = TitleCache()
    /// The last trails laid out, by what names them.
    @exclusivity(unchecked) var laidOutBreadcrumbs: [(key: BreadcrumbsKey, items: [Breadcrumbs.Item])] = []
    @exclusivity(unchecked) var observation: ObservationToken?
    /// Set, from whatever thread, when state a screen of `content` read changes: the next key or frame
    /// builds the screens again. One flag per build of `content`, however many changes.
    @exclusivity(unchecked) var contentChanged = ChangeFlag()
    /// The filter (`/`) on the active stack's top screen, while one is in use (StackApp+Filter).
    @exclusivity(unchecked) var filter: ScreenFilter? { didSet { frame = nil; footer = nil } }
    /// The screens' `.task`s that run, by the level whose screen started them, with its stack.
    @exclusivity(unchecked) var tasks: [EntryID: (stack: Router<Value>, running: [RunningTask])] = [:]
    /// How many of the screens' `.task`s have started and not yet returned (cancelled ones included,
    /// until they return).
    @exclusivity(unchecked) var tasksInProgress = 0
    /// The selected row's actions, open as a dialog (`m`, a right click), on the level it was opened on.
    @exclusivity(unchecked) var rowMenu: (level: EntryID, dialog: Dialog)? { didSet { frame = nil; footer = nil } }
    /// The screen's refresh (`r`) while it runs, with the level it was started on.
    @exclusivity(unchecked) var refreshing: (level: EntryID, task: Task<Void, Never>)? { didSet { frame = nil; footer = nil } }
    /// How many refreshes were started: tells a refresh that returns whether it is still the one running.
    @exclusivity(unchecked) var refreshes = 0

    // Specialized so that the observer made here calls `treeChanged` specialized, with no type metadata
    // looked up on every change.
    @_specialize(where Value == AnyHashable)
    package init(
        router: Router<Value>,
        rootTitle: String,
        destinations: ScreenDestinations,
        root: @escaping ScreenBuilder
    ) {
        self.router = router
        self.rootTitle = rootTitle
        self.destinations = destinations
        self.rootScreen = root
        // `unowned`, not `weak`: a weak reference gives the app a side table for the rest of its life,
        // and every retain and release of it then takes the runtime's slow path (ten a push). The
        // observation goes with the app (its token is a stored property, and the deinit is nonisolated,
        // so it runs at the last release, with no change heard in between).
        observation = router.observe(
            didChange: { [unowned self] change in self.treeChanged(change) },
            didRefuse: { [unowned self] error in
                self.notice = "Refused: \(error)"
                self.log("Refused: \(error)")
            }
        )
    }

    /// Nonisolated: run at the last release, not later on the main actor (the router's observers
    /// hold the app `unowned` until its token goes with it).
    nonisolated deinit {
        for level in tasks.values { for running in level.running { running.task.cancel() } }
        refreshing?.task.cancel()
    }

    // MARK: Reading the stacks

    /// The stack keys act on: the top-most presentation's, or the root stack.
    package var activeStack: Router<Value> { router.activeStack }

    /// Set when every screen this app is given is built under an observation of its builder's own,
    /// which sets the `ScreenContext`'s `changed` flag when what the screen read changes (NavigatorUI's
    /// views): the app then builds them with no observation around, which would also watch what the
    /// builder reads of its own bookkeeping (a `path:` binding read to check that a body left it alone).
    @exclusivity(unchecked) package var screensWatchThemselves = false

    /// Set by a runner while the key it hands over has others queued behind it (a headless key script):
    /// no frame shows what is built for that key before the next key comes.
    package var keysAreQueued: Bool {
        @inlinable get { queuedKeys }
        set { queuedKeys = newValue }
    }
    // Read inline by its host after every key (across modules a `package` getter is a call otherwise).
    @exclusivity(unchecked) @usableFromInline var queuedKeys = false
    /// Whether the last key did nothing but move the stack with values and actions of its own screens
    /// (a link's push, a pop, back, home): no code of the app ran but the bodies evaluated, which a
    /// host checks as it evaluates them. Its host need not read its path binding again after it.
    package internal(set) var keyOnlyMovedTheStack: Bool {
        @inlinable get { onlyMovedTheStack }
        set { onlyMovedTheStack = newValue }
    }
    @exclusivity(unchecked) @usableFromInline var onlyMovedTheStack = false
    /// Set when code of the app ran during the key (a shortcut's action, even one that let the key go).
    @exclusivity(unchecked) var keyRanAppCode = false
    /// Set when the content was built with a screen whose evaluation watches nothing it read (NavigatorUI
    /// evaluates a level met for the first time while keys are queued so: a push covers it at once
    /// more often than not). Such content answers the key it was built for; the next key and any frame
    /// build it again, and the level's next evaluation is watched.
    package var contentIsUnobserved: Bool {
        get { unobservedContent }
        set { unobservedContent = newValue }
    }
    @exclusivity(unchecked) private var unobservedContent = false

    /// The keys of the app's commands (`.commands`), which every screen hears after its own keys.
    @exclusivity(unchecked) package var appShortcutKeys: Set<Key> = []
    /// The app's commands as they are now: made when one of `appShortcutKeys` is pressed.
    @exclusivity(unchecked) package var appShortcuts: (() -> [ScreenShortcut])?

    /// The presentation whose stack this is, or `nil` for the root stack.
    package func presentation(of stack: Router<Value>) -> Presentation<Value>? {
        stack === router ? nil : router.presentation(at: stack.stackIndex - 1).flatMap { $0.stack === stack ? $0 : nil }
    }

    /// Takes on what `other`, another tab's stack app, was given by the app around it: the terminal's
    /// size, the keys, the theme, the background work and the link prompt.
    package func adoptSettings(of other: StackApp<Value>) {
        size = other.size
        keyMap = other.keyMap
        theme = other.theme
        background = other.background
        linkOpener = other.linkOpener
        linkHistory = other.linkHistory
        onLinkOpened = other.onLinkOpened
        onEvent = other.onEvent
        isEmbedded = other.isEmbedded
    }

    // MARK: Keys and commands

    // MARK: Text fields

    package var wakeDeadline: ContinuousClock.Instant? {
        if let filter, !filter.isComplete { return .now }  // a long list being filtered: a step each frame
        return background?.deadline()
    }

    package func wake(now: ContinuousClock.Instant) {
        scanFilter()
        background?.run(now)
    }

    package func settle() { finishFilter() }

    // MARK: Drawing

    /// Draws the frame at the canvas's size (laying it out first if the state changed since the last
    /// one); drawing changes nothing but the canvas.
    @_specialize(where Value == AnyHashable)
    package func draw(into canvas: inout Canvas) {
        StackLayout.draw(currentFrame(size: TerminalSize(width: canvas.width, height: canvas.height)), into: &canvas)
    }

    // MARK: Private

    @_specialize(where Value == AnyHashable)
    private func treeChanged(_ change: PathChange) {
        if filter != nil { endFilter(lookingFurther: false) }  // the level is left or covered: it comes back whole
        endEditing()  // arriving on a screen selects its field, and edits none
        // Forget the selections of levels that are gone, when they have doubled since the last time:
        // on a deep path every level may hold one, and pruning them on every change would cost the depth.
        if selections.count > selectionsToPrune {
            selections = selections.filter { isOnScreenTree($0.key) }
            selectedIDs = selectedIDs.filter { selections[$0.key] != nil }
            scrolls = scrolls.filter { isOnScreenTree($0.key) }
            if !scrolledPast.isEmpty { scrolledPast = scrolledPast.filter { isOnScreenTree($0) } }
            if !shownScrollRequests.isEmpty { shownScrollRequests = shownScrollRequests.filter { isOnScreenTree($0.key) } }
            if !sideways.isEmpty { sideways = sideways.filter { isOnScreenTree($0.key) } }
            selectionsToPrune = max(256, 2 * selections.count)
        }
        switch change.kind {
        case .push, .pop, .replace:
            guard let stack = change.stack == 0 ? router : router.presentations[safe: change.stack - 1]?.stack else { return }
            let style = change.stack == 0 ? nil : router.presentations[change.stack - 1].style
            log(.path(style: style, LoggedPath.after(change, entries: stack.entries, logged: &loggedPaths)))
        case .present:
            guard let presented = router.presentations[safe: change.stack - 1] else { return }
            log(.text("Presented \(Self.styleName(presented.style).lowercased()): \(presented.root.value)"))
        case .dismiss:
            if loggedPaths.count > change.newCount + 1 { loggedPaths.removeSubrange((change.newCount + 1)...) }
            log(.text("Dismissed \(change.style.map { Self.styleName($0).lowercased() } ?? "presentation")"))
        }
    }

    /// Whether the level with this identity is on some stack of the tree (or is a stack's root).
    private func isOnScreenTree(_ id: EntryID) -> Bool {
        if id == EntryID(rawValue: 0) || router.level(of: id) != nil { return true }
        return router.presentations.contains { $0.root.id == id || $0.stack.level(of: id) != nil }
    }

    func wrongType(_ value: AnyHashable) -> String {
        "a \(Self.typeName(of: value)) is not a \(CodableTypes.name(of: Value.self))"
    }

    static func cast(_ value: AnyHashable) -> Value? {
        // A NavigationPath's stack takes any value as it is, with no dynamic cast.
        if Value.self == AnyHashable.self { return unsafeBitCast(value, to: Value.self) }
        return (value as? Value) ?? (value.base as? Value)
    }

    static func typeName(of value: any Hashable) -> String {
        CodableTypes.name(of: ScreenDestinations.dynamicType(of: value))
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
