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
public final class StackApp<Value: Hashable>: TerminalApp {
    public let router: Router<Value>
    // The stored properties are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
    // an app is used on the main actor, one key or frame at a time, and the checks were 4,000
    // instructions of a push (the compiler's static checks stay).
    /// The destinations of values; NavigatorUI adds those it finds in screens drawn after the first.
    @exclusivity(unchecked) public package(set) var destinations: ScreenDestinations
    /// The root's title in the breadcrumbs (a split view's detail shows its selection's).
    @exclusivity(unchecked) public var rootTitle: String { didSet { frame = nil } }
    /// The one table from keys to commands: keys act through it, and the footer and help show it.
    @exclusivity(unchecked) public var keyMap: KeyMap = .standard { didSet { frame = nil; footer = nil } }
    /// The styles of the breadcrumbs, the selection, headings, warnings and frames.
    @exclusivity(unchecked) public var theme: Theme = .standard { didSet { frame = nil } }

    @exclusivity(unchecked) package internal(set) var isShowingHelp = false {
        didSet { if isShowingHelp != oldValue { helpTop = 0; frame = nil } }
    }
    /// The help's first row shown, when it is taller than the terminal.
    @exclusivity(unchecked) package internal(set) var helpTop = 0
    /// Whether the panel of path changes is shown.
    @exclusivity(unchecked) package internal(set) var isShowingEvents = false { didSet { if isShowingEvents != oldValue { frame = nil } } }
    /// A destination shown outside the stack, without pushing it; its links are disabled.
    @exclusivity(unchecked) public internal(set) var preview: Screen? { didSet { frame = nil } }
    /// The tabs drawn on the top row, over the stacks, when the app is one tab of a `TabView`.
    @exclusivity(unchecked) package var tabBar: TabBar? { didSet { frame = nil; footer = nil } }
    /// A one-line message shown above the footer until the next key.
    @exclusivity(unchecked) public internal(set) var notice: String? { didSet { if notice != oldValue { frame = nil } } }

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
    public internal(set) var isFinished: Bool {
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
    /// What happened to the tree, oldest first: `New path: [Color.mint]`. The last 500 are kept.
    ///
    /// Events are recorded raw (a few values of the path) and written out only when read, so a key
    /// costs the same whether or not anyone looks at the log.
    public var events: [String] { recentEvents(Self.maximumEvents) }
    /// Called with each event as it is logged (the demo writes them to `--log-file`).
    @exclusivity(unchecked) public var onEvent: ((String) -> Void)?
    /// Work to do between keys (putting saved state on disk), and when it is next due.
    @exclusivity(unchecked) package var background: (deadline: () -> ContinuousClock.Instant?, run: (ContinuousClock.Instant) -> Void)?

    static var maximumEvents: Int { 500 }

    @exclusivity(unchecked) var loggedEvents: [LoggedEvent<Value>] = [] { didSet { if isShowingEvents { frame = nil } } }
    /// The path last logged for each stack (0 the root's): what a push or a pop of it is logged from.
    @exclusivity(unchecked) var loggedPaths: [LoggedPath<Value>?] = []
    private let rootScreen: ScreenBuilder
    /// The selected link of a level, by the level's identity (the root's is 0).
    @exclusivity(unchecked) var selections: [EntryID: Int] = [:] { didSet { frame = nil } }
    /// The identity of a level's selected row, when its list gives rows one: the selection follows
    /// the row when the data under it moves.
    @exclusivity(unchecked) var selectedIDs: [EntryID: AnyHashable] = [:]
    /// Where a level's body is scrolled to (its first line shown) and how many lines it showed, as
    /// the last frame laid it out: going back to a level shows it as it was left.
    @exclusivity(unchecked) var scrolls: [EntryID: (top: Int, page: Int)] = [:]
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
    @exclusivity(unchecked) private(set) var content: StackContent<Value>?
    /// The screens' cache of the last content that showed the root stack alone: the next one reuses it.
    @exclusivity(unchecked) private var rootStackCache: StackContent<Value>.ScreenCache?
    @exclusivity(unchecked) var contentGeneration: UInt64 = 0
    /// Set when the app's state changed since the screens were last built (an action ran, `invalidate()`),
    /// and at first: a dialog may have come up, which the next key goes to (StackApp+Dialog).
    @exclusivity(unchecked) var stateChangedSinceBuild = true
    /// Whether a screen of `content` has text fields: a key on a screen without one looks no further
    /// for a field to type into.
    @exclusivity(unchecked) var contentHasTextFields = false
    /// The field selection `synchronizeFocus()` last saw: a selection moved since gives the focus.
    @exclusivity(unchecked) var focusSelection: (level: EntryID, selected: Int?, focused: Int?)?
    /// Set when the selection moves (a key, a click): the next `synchronizeFocus()` gives the focus.
    @exclusivity(unchecked) var selectionMoved = false
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
    @exclusivity(unchecked) var tasks: [EntryID: (stack: Router<Value>, task: Task<Void, Never>)] = [:]
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
    public init(
        router: Router<Value>,
        rootTitle: String,
        destinations: ScreenDestinations,
        root: @escaping ScreenBuilder
    ) {
        self.router = router
        self.rootTitle = rootTitle
        self.destinations = destinations
        self.rootScreen = root
        observation = router.observe(
            didChange: { [weak self] change in self?.treeChanged(change) },
            didRefuse: { [weak self] error in
                self?.notice = "Refused: \(error)"
                self?.log("Refused: \(error)")
            }
        )
    }

    // MARK: Reading the stacks

    /// The stack keys act on: the top-most presentation's, or the root stack.
    public var activeStack: Router<Value> { router.activeStack }

    /// The title shown in the breadcrumbs for a level of a stack (the active one by default): 0 is
    /// the stack's root. A value's title is asked for once per element and kept, so a destination's
    /// `title` must depend on the value alone.
    @_specialize(where Value == AnyHashable)
    package func title(atLevel level: Int, in stack: Router<Value>? = nil) -> String {
        title(atLevel: level, in: stack ?? activeStack, rootTitle: rootTitle)
    }

    /// Keeps the title a level's screen was just built with, as its breadcrumb's: NavigatorUI knows a
    /// view's title once it has evaluated it, and the breadcrumb then needs no evaluation of its own.
    package func remember(title: String, of id: EntryID) {
        titles[id] = title
    }

    /// The title of the value at `index` of a path.
    private func title(at index: Int, of entries: PathEntries<Value>) -> String {
        // The identity alone first: a title known already costs no copy of the value.
        let id = entries.id(at: index)
        if let known = titles[id] { return known }
        let title = title(of: entries[index].value)
        titles[id] = title
        return title
    }

    /// A level's title, the root stack's root called `rootTitle`.
    @_specialize(where Value == AnyHashable)
    func title(atLevel level: Int, in stack: Router<Value>, rootTitle: String) -> String {
        if level >= 1, level <= stack.count { return title(at: level - 1, of: stack.entries) }
        if level > 0, let view = stack.view(atLevel: level) { return view.title }
        guard stack !== router, let presentation = presentation(of: stack) else { return rootTitle }
        return title(of: presentation.root.value)
    }

    /// Builds the screen on top of a stack (the active one by default). The levels below are not built.
    @_specialize(where Value == AnyHashable)
    package func topScreen(of stack: Router<Value>? = nil, changed: ChangeFlag? = nil) -> Screen {
        let stack = stack ?? activeStack
        let context = ScreenContext(depth: stack.depth, pathCount: stack.count, presentation: presentation(of: stack)?.style, stack: stack.stackIndex,
                                    changed: changed)
        let screen: Screen = router.rendering {
            if let view = stack.view(atLevel: stack.depth) {
                if let build = PushedScreens.builders[view.id] { return build(context) }
                return Self.warning("⚠ \(view.title)", "This view was pushed with no screen (the model's pushView(title:), not the terminal UI's pushView(title:screen:)), so there is nothing to draw. Go back to leave it.")
            }
            if let value = stack.top ?? presentation(of: stack)?.root.value {
                return valueScreen(for: value, context: context)
            }
            return rootScreen(context)
        }
        guard let nested = screen.nestedStack else { return screen }
        log("Refused a nested stack: “\(title(atLevel: stack.depth, in: stack))” builds \(nested)")
        return Self.warning(
            "⚠ Nested navigation stack",
            "“\(title(atLevel: stack.depth, in: stack))” builds \(nested) inside this stack. A stack inside a stack would draw two breadcrumb bars and split the history: push its values on this stack, or present it as a sheet, which has a stack of its own. Go back to leave it."
        )
    }

    /// Set when every screen this app is given is built under an observation of its builder's own,
    /// which sets the `ScreenContext`'s `changed` flag when what the screen read changes (NavigatorUI's
    /// views): the app then builds them with no observation around, which would also watch what the
    /// builder reads of its own bookkeeping (a `path:` binding read to check that a body left it alone).
    @exclusivity(unchecked) package var screensWatchThemselves = false

    /// Set by a runner while the key it hands over has others queued behind it (a headless key script):
    /// no frame shows what is built for that key before the next key comes.
    public var keysAreQueued: Bool {
        get { queuedKeys }
        set { queuedKeys = newValue }
    }
    @exclusivity(unchecked) private var queuedKeys = false
    /// Whether the last key did nothing but move the stack with values and actions of its own screens
    /// (a link's push, a pop, back, home): no code of the app ran but the bodies evaluated, which a
    /// host checks as it evaluates them. Its host need not read its path binding again after it.
    package internal(set) var keyOnlyMovedTheStack: Bool {
        get { onlyMovedTheStack }
        set { onlyMovedTheStack = newValue }
    }
    @exclusivity(unchecked) private var onlyMovedTheStack = false
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

    /// Forgets the selection and scroll of a level: shown again, it starts at its first line.
    package func forgetSelection(of id: EntryID) {
        selections[id] = nil
        selectedIDs[id] = nil
        scrolls[id] = nil
    }

    /// The index of the selected link on a stack's top screen, if it has an enabled one.
    @_specialize(where Value == AnyHashable)
    package func selectedLink(in screen: Screen, of stack: Router<Value>? = nil) -> Int? {
        let stack = stack ?? activeStack
        let key = topKey(of: stack)
        guard var chosen = selections[key] else { return screen.firstEnabledLink }
        if let id = selectedIDs[key], let list = screen.list, list.count > 0 {
            let row = min(max(0, chosen - screen.links.count), list.count - 1)
            if list.id(at: row) != id, let moved = list.index(of: id, near: row, within: 4096) {
                chosen = screen.links.count + moved
            }
        }
        if chosen >= screen.itemCount { chosen = screen.itemCount - 1 }  // the list got shorter
        if chosen >= 0, screen.item(at: chosen).isEnabled { return chosen }
        return screen.firstEnabledLink
    }

    /// A stack's breadcrumbs (the active one's by default) as drawn at `width` columns.
    @_specialize(where Value == AnyHashable)
    public func breadcrumbs(width: Int, of stack: Router<Value>? = nil) -> [Breadcrumbs.Item] {
        breadcrumbs(width: width, of: stack, rootTitle: nil)
    }

    /// Breadcrumbs with the root stack's root called `rootTitle` (a split view's detail names it after
    /// the selection).
    @_specialize(where Value == AnyHashable)
    func breadcrumbs(width: Int, of stack: Router<Value>?, rootTitle: String?) -> [Breadcrumbs.Item] {
        let stack = stack ?? activeStack
        let root = rootTitle ?? self.rootTitle
        // A level's title depends on its identity alone, and the levels under the top can't change
        // while the top stays: the top's identity and the depth name the trail. Going back finds it.
        let key = BreadcrumbsKey(
            stack: ObjectIdentifier(stack), presented: presentation(of: stack)?.root.id, depth: stack.depth,
            top: stack.topViewID ?? (stack.isEmpty ? nil : stack.entryID(at: stack.count - 1)),
            width: width, rootTitle: root)
        // A loop, not `firstIndex(where:)`: a closure in this main-actor code checks the executor each call.
        var found: Int?
        for index in laidOutBreadcrumbs.indices where laidOutBreadcrumbs[index].key == key {
            found = index
            break
        }
        if let index = found {
            // Least recently used goes first: trails pushed once and left don't push out the one below.
            let found = laidOutBreadcrumbs.remove(at: index)
            laidOutBreadcrumbs.append(found)
            return found.items
        }
        let entries = stack.entries
        let items = Breadcrumbs.layout(depth: stack.depth, width: width) { level in
            level >= 1 && level <= entries.count
                ? title(at: level - 1, of: entries) : title(atLevel: level, in: stack, rootTitle: root)
        }
        if laidOutBreadcrumbs.count >= 4 { laidOutBreadcrumbs.removeFirst() }
        laidOutBreadcrumbs.append((key, items))
        return items
    }

    // MARK: The frame

    /// The visible stacks with their top screens, built now if the tree changed since the last time.
    /// What keys act on and what frames show: a change builds each screen on top once.
    @_specialize(where Value == AnyHashable)
    func currentContent() -> StackContent<Value> {
        if let content, contentGeneration == router.generation, !contentChanged.isSet { return content }
        frame = nil
        contentIsUnobserved = false
        contentGeneration = router.generation
        stateChangedSinceBuild = false
        // What a screen reports while it is built (a refused change) is part of this frame.
        contentChanged = ChangeFlag()
        let changed = contentChanged
        contentHasTextFields = false
        let built: StackContent<Value>
        if router.presentationCount == 0, let cache = rootStackCache {
            // The root stack alone, as at the last build: its content made ready again (most keys).
            if !tasks.isEmpty { endTasks(notOnTopOf: cache.stacks) }
            if refreshing != nil { endRefresh(unlessOnTopOf: cache.stacks) }
            built = StackContent(reusing: cache, changed: changed)
        } else {
            let presentations = router.presentations
            let stacks = [router] + presentations.map { $0.stack }
            let base = presentations.lastIndex { $0.style == .fullScreenCover }.map { $0 + 1 } ?? 0
            let visible = Array(stacks[base...])
            if !tasks.isEmpty { endTasks(notOnTopOf: visible) }
            if refreshing != nil { endRefresh(unlessOnTopOf: visible) }
            built = StackContent(stacks: visible, coverIsBase: base > 0, changed: changed) { [unowned self] in
                self.observedTopScreen(of: $0, changed: $1)
            }
            rootStackCache = presentations.isEmpty ? built.cache : nil
        }
        content = built
        _ = built.activeScreen  // keys act on it: built with the change, as before
        if filter != nil { filterRebuilt(built) }
        return built
    }

    /// The frame at `size`, laid out now if anything it shows changed since the last one.
    @_specialize(where Value == AnyHashable)
    func currentFrame(size: TerminalSize) -> StackFrame {
        // A frame shows only what is watched: what a key built unwatched is built again.
        if contentIsUnobserved { contentChanged.set() }
        let content = currentContent()
        scrollIsStale = false
        if let frame, frame.size == size { return frame }
        // Laid out as a screen is built: what it reads of the router is the frame's, not tracked
        // (the tree's generation is), and nothing may change the router meanwhile.
        let built = router.rendering { StackLayout.frame(self, content, size: size) }
        frame = built
        return built
    }

    /// The footer's hints at `width` for the active stack.
    func footerHints(width: Int, scrolls: Bool, editing: Bool = false, selectedLine: SelectedLine = .link) -> [StackFrame.Hint] {
        // While a field is edited only whether back is enabled depends on the depth (its keys that don't type).
        let levels = min(activeStack.depth, editing ? 1 : keyMap.levelKeys)
        let presented = router.presentation != nil
        // The screen's own keys with a name (its buttons' shortcuts), named after the table's.
        let named = editing ? [] : (content?.activeScreen.shortcuts ?? []).filter { $0.label != nil && $0.key != nil }
        let shortcuts = named.isEmpty ? "" : named.map { "\($0.key!.shortSymbol) \($0.label!) \($0.isEnabled)" }.joined(separator: "\n")
        if let footer, footer.width == width, footer.levels == levels, footer.presented == presented, footer.scrolls == scrolls,
           footer.editing == editing, footer.selectedLine == selectedLine, footer.shortcuts == shortcuts {
            return footer.hints
        }
        var all = editing ? StackLayout.editingHints(self, keyMap: keyMap, stack: activeStack, scrolls: scrolls)
            : StackLayout.hints(self, keyMap: keyMap, stack: activeStack, scrolls: scrolls, selectedLine: selectedLine)
        for shortcut in named {
            let symbol = shortcut.key!.shortSymbol
            all.append(StackFrame.Hint(key: symbol, word: shortcut.label!.lowercased(), enabled: shortcut.isEnabled, rank: 6, command: nil,
                                       firstKeyWidth: DisplayWidth.of(symbol)))
        }
        let hints = StackFrame.Hint.fitted(all, width: width)
        footer = (width, levels, presented, scrolls, editing, selectedLine, shortcuts, hints)
        return hints
    }

    /// Builds the visible screens now, if the tree changed since they were: NavigatorUI's split view
    /// reads its columns from the detail's root view before it draws them.
    package func buildContent() { _ = currentContent() }

    /// Forgets the built screens, so the next key or frame builds them again: for a change the app
    /// can't see, in state a destination reads that is not on the path. (A change to an `@Observable`
    /// model that a visible screen read needs no call: the app sees it.)
    package func invalidate() {
        stateChangedSinceBuild = true
        content = nil
        frame = nil
    }

    /// Builds a visible stack's top screen, watching the `@Observable` state it reads: a change to it,
    /// from any task, sets `changed`, and the next key or frame builds the screens again (a change made
    /// off the main thread wakes the curses loop, `ChangeFlag`). Starts its `.task`.
    private func observedTopScreen(of stack: Router<Value>, changed: ChangeFlag) -> Screen {
        // As a build, so that what it reads of the router isn't tracked: a change of the tree rebuilds
        // through the router's generation already.
        let screen = screensWatchThemselves
            ? router.rendering { topScreen(of: stack, changed: changed) }
            : withObservationTracking { router.rendering { topScreen(of: stack, changed: changed) } } onChange: { changed.set() }
        if screen.hasTextFields { contentHasTextFields = true }
        if let task = screen.task {
            let key = topKey(of: stack)
            if tasks[key] == nil {
                tasksInProgress += 1
                tasks[key] = (stack, Task { [weak self] in
                    await task()
                    self?.tasksInProgress -= 1
                })
            }
        }
        return screen
    }

    /// Cancels the tasks of screens that are no longer on top of a visible stack.
    private func endTasks(notOnTopOf stacks: [Router<Value>]) {
        for (key, running) in tasks where !stacks.contains(where: { $0 === running.stack }) || topKey(of: running.stack) != key {
            running.task.cancel()
            tasks[key] = nil
        }
    }

    /// How many visible screens' `.task`s have started and not been cancelled (one that ended by
    /// itself counts until its screen leaves: it is not started again meanwhile).
    package var runningTasks: Int { tasks.count }

    /// How many screens' `.task`s have started and not returned yet: what a headless run waits for.
    package var unfinishedTasks: Int { tasksInProgress }

    /// Cancels the screens' tasks and lets the screens be built again: the app is hidden (another tab
    /// shown); shown again, its screens start their tasks anew, as SwiftUI's `.task` does on appearing.
    package func endTasks() {
        for running in tasks.values { running.task.cancel() }
        tasks.removeAll()
        refreshing?.task.cancel()
        refreshing = nil
        invalidate()
    }

    isolated deinit {
        for running in tasks.values { running.task.cancel() }
        refreshing?.task.cancel()
    }

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

    public var wakeDeadline: ContinuousClock.Instant? {
        if let filter, !filter.isComplete { return .now }  // a long list being filtered: a step each frame
        return background?.deadline()
    }

    public func wake(now: ContinuousClock.Instant) {
        scanFilter()
        background?.run(now)
    }

    public func settle() { finishFilter() }

    // MARK: Drawing

    /// Draws the frame at the canvas's size (laying it out first if the state changed since the last
    /// one); drawing changes nothing but the canvas.
    @_specialize(where Value == AnyHashable)
    public func draw(into canvas: inout Canvas) {
        StackLayout.draw(currentFrame(size: TerminalSize(width: canvas.width, height: canvas.height)), into: &canvas)
    }

    // MARK: Private

    private func title(of value: Value) -> String {
        destinations.title(for: value) ?? "⚠ \(Self.typeName(of: value))"
    }

    func valueScreen(for value: Value, context: ScreenContext) -> Screen {
        if Value.self == AnyHashable.self {
            if let screen = destinations.content(for: unsafeBitCast(value, to: AnyHashable.self), context: context) { return screen }
        } else if let screen = destinations.content(for: value, context: context) {
            return screen
        }
        let name = Self.typeName(of: value)
        return Self.warning("⚠ \(name)", "No destination is registered for values of type \(name), so this level shows nothing. Go back to leave it.")
    }

    private static func warning(_ title: String, _ text: String) -> Screen {
        Screen(title: title, body: [Text(text)], isWarning: true)
    }

    /// The identity of a stack's top level, under which its selection is kept.
    func topKey(of stack: Router<Value>) -> EntryID {
        if let id = stack.topViewID { return id }
        // The identity alone: `entries.last` would copy the value with it, three times a key.
        let count = stack.entries.count
        if count > 0 { return stack.entryID(at: count - 1) }
        return presentation(of: stack)?.root.id ?? EntryID(rawValue: 0)
    }

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

/// What a stack's breadcrumbs at a width depend on.
struct BreadcrumbsKey: Equatable {
    var stack: ObjectIdentifier
    /// The presented value's identity, for a presentation's stack (a new one may reuse an old address).
    var presented: EntryID?
    var depth: Int
    /// The identity of the top level: a pushed view's, or the top value's.
    var top: EntryID?
    var width: Int
    var rootTitle: String
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The breadcrumb titles last found, by the identity of their level: a slot for each of the last 4,096
/// identities (`id % 4096`), a title overwritten by a later level's. Identities grow as levels are
/// pushed, so the levels a breadcrumb bar shows, the top ones, are the last written. A dictionary
/// hashed every identity, grew, and was emptied every 4,096 titles (2% of a push, callgrind).
struct TitleCache {
    private static let slotCount = 4096
    private var slots: [(id: EntryID, title: String)?] = []

    subscript(id: EntryID) -> String? {
        get {
            guard !slots.isEmpty, let slot = slots[Self.slot(of: id)], slot.id == id else { return nil }
            return slot.title
        }
        set {
            if slots.isEmpty { slots = Array(repeating: nil, count: Self.slotCount) }
            // No `Optional.map` closure: in this main-actor module each call of one checks the executor.
            if let newValue { slots[Self.slot(of: id)] = (id, newValue) } else { slots[Self.slot(of: id)] = nil }
        }
    }

    private static func slot(of id: EntryID) -> Int { Int(truncatingIfNeeded: id.rawValue % UInt64(slotCount)) }
}
