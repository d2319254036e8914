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
    /// The destinations of values; NavigatorUI adds those it finds in screens drawn after the first.
    public package(set) var destinations: ScreenDestinations
    /// The root's title in the breadcrumbs (a split view's detail shows its selection's).
    public var rootTitle: String { didSet { frame = nil } }
    /// The one table from keys to commands: keys act through it, and the footer and help show it.
    public var keyMap: KeyMap = .standard { didSet { frame = nil; footer = nil } }
    /// The styles of the breadcrumbs, the selection, headings, warnings and frames.
    public var theme: Theme = .standard { didSet { frame = nil } }

    package private(set) var isShowingHelp = false {
        didSet { if isShowingHelp != oldValue { helpTop = 0; frame = nil } }
    }
    /// The help's first row shown, when it is taller than the terminal.
    package private(set) var helpTop = 0
    /// Whether the panel of path changes is shown.
    package private(set) var isShowingEvents = false { didSet { if isShowingEvents != oldValue { frame = nil } } }
    /// A destination shown outside the stack, without pushing it; its links are disabled.
    public private(set) var preview: Screen? { didSet { frame = nil } }
    /// A one-line message shown above the footer until the next key.
    public private(set) var notice: String? { didSet { if notice != oldValue { frame = nil } } }

    /// Where typed links go (`:`): the current tree's link to start from, and what opens a link,
    /// answering `nil` when it did or why it couldn't. Without it the prompt key does nothing and is
    /// not shown.
    package var linkOpener: (current: () -> String?, open: (String) -> String?)? { didSet { frame = nil; footer = nil } }
    /// The links opened from the prompt, oldest first, at most 50: Up and Down walk them. The app may
    /// fill it from earlier sessions.
    package var linkHistory: [String] = []
    /// Called with each link the prompt opened (to save the history).
    package var onLinkOpened: ((String) -> Void)?
    /// The one-line link prompt, while it is open.
    package private(set) var linkPrompt: LinkPrompt? { didSet { frame = nil } }

    /// The link prompt's state: the line being edited, where Up/Down are in the history, and the error
    /// of the last link that couldn't be opened (shown until the line changes).
    package struct LinkPrompt: Equatable, Sendable {
        package var editor: LineEditor
        package var historyIndex: Int?
        /// The line as typed before Up walked into the history.
        package var draft: String
        package var error: String?
    }

    static var maximumLinkHistory: Int { 50 }
    /// The text field being edited, which has the keys that type: its level, its index on the screen,
    /// and its line, so the cursor stays where it was between keys (while the text is what the field
    /// last set). Selecting a field doesn't edit it, as in SwiftUI a selected `TextField` takes no
    /// keys until it has focus: `nil` until Enter or a key that types, and again after Esc or a command.
    private var fieldEditor: (level: EntryID, item: Int, editor: LineEditor)? { didSet { frame = nil } }
    public private(set) var isFinished = false
    /// What happened to the tree, oldest first: `New path: [Color.mint]`. The last 500 are kept.
    ///
    /// Events are recorded raw (a few values of the path) and written out only when read, so a key
    /// costs the same whether or not anyone looks at the log.
    public var events: [String] { recentEvents(Self.maximumEvents) }

    /// The last `count` events, written out (only those: the panel shows a few on every frame).
    package func recentEvents(_ count: Int) -> [String] { loggedEvents.suffix(min(count, Self.maximumEvents)).map(\.text) }
    /// Called with each event as it is logged (the demo writes them to `--log-file`).
    public var onEvent: ((String) -> Void)?
    /// Work to do between keys (putting saved state on disk), and when it is next due.
    package var background: (deadline: () -> ContinuousClock.Instant?, run: (ContinuousClock.Instant) -> Void)?

    static var maximumEvents: Int { 500 }

    private var loggedEvents: [LoggedEvent<Value>] = [] { didSet { if isShowingEvents { frame = nil } } }
    private let rootScreen: ScreenBuilder
    /// The selected link of a level, by the level's identity (the root's is 0).
    var selections: [EntryID: Int] = [:] { didSet { frame = nil } }
    /// The identity of a level's selected row, when its list gives rows one: the selection follows
    /// the row when the data under it moves.
    var selectedIDs: [EntryID: AnyHashable] = [:]
    /// Where a level's body is scrolled to (its first line shown) and how many lines it showed, as
    /// the last frame laid it out: going back to a level shows it as it was left.
    var scrolls: [EntryID: (top: Int, page: Int)] = [:]
    /// The size the app was last told of: a key that moves the selection lays the frame out at it,
    /// as a terminal would, so the scroll position follows each key (headless too).
    private(set) var size: TerminalSize?
    /// Set when another app (a split view) lays this one out in part of its frame.
    var isEmbedded = false
    /// Cleared by a split view while another of its columns has the keys: no text field here takes
    /// them or shows its cursor.
    var hasKeys = true
    /// Set when the selection moved since the last frame: where the body is scrolled to follows each
    /// key as a terminal shows it, so before the next key it is worked out (without building rows)
    /// unless a frame was laid out in between.
    private var scrollIsStale = false
    /// The visible stacks' top screens, built once per change of the tree (`nil` when something else
    /// they read changed), and the router's generation they were built at.
    private(set) var content: StackContent<Value>?
    private var contentGeneration: UInt64 = 0
    /// Whether a screen of `content` has text fields: a key on a screen without one looks no further
    /// for a field to type into.
    private var contentHasTextFields = false
    /// The last frame laid out; `nil` when anything it shows changed.
    var frame: StackFrame?
    /// The footer's hints and what they depend on besides the key map: they change only with the
    /// width, the first levels of depth and whether something is presented, not with every frame.
    var footer: (width: Int, levels: Int, presented: Bool, scrolls: Bool, editing: Bool, onField: Bool, hints: [StackFrame.Hint])?
    private var selectionsToPrune = 256
    /// Breadcrumb titles of path elements, by identity: an element never changes, so neither does its
    /// title, and a frame asks again for the ones it drew last time.
    private var titles: [EntryID: String] = [:]
    /// The last trails laid out, by what names them.
    private var laidOutBreadcrumbs: [(key: BreadcrumbsKey, items: [Breadcrumbs.Item])] = []
    private var observation: ObservationToken?
    /// Set, from whatever thread, when state a screen of `content` read changes: the next key or frame
    /// builds the screens again. One flag per build of `content`, however many changes.
    private var contentChanged = ChangeFlag()
    /// The filter (`/`) on the active stack's top screen, while one is in use (StackApp+Filter).
    var filter: ScreenFilter? { didSet { frame = nil; footer = nil } }
    /// The screens' `.task`s that run, by the level whose screen started them, with its stack.
    private var tasks: [EntryID: (stack: Router<Value>, task: Task<Void, Never>)] = [:]
    /// How many of the screens' `.task`s have started and not yet returned (cancelled ones included,
    /// until they return).
    private var tasksInProgress = 0

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

    /// The title of the value at `index` of a path.
    private func title(at index: Int, of entries: PathEntries<Value>) -> String {
        // The identity alone first: a title known already costs no copy of the value.
        let id = entries.id(at: index)
        if let known = titles[id] { return known }
        if titles.count >= 4096 { titles.removeAll(keepingCapacity: true) }
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

    /// The first line shown of a stack's top screen, as the last frame left it.
    func scrollTop(of stack: Router<Value>) -> Int { scrolls[topKey(of: stack)]?.top ?? 0 }

    /// Keeps where a frame scrolled a stack's top screen to, and how many lines it showed.
    func recordScroll(of stack: Router<Value>, top: Int, page: Int) {
        scrolls[topKey(of: stack)] = (top, page)
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
            top: stack.topViewID ?? (stack.isEmpty ? nil : stack.entries.id(at: stack.count - 1)),
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
        contentGeneration = router.generation
        let presentations = router.presentations
        let stacks = [router] + presentations.map { $0.stack }
        let base = presentations.lastIndex { $0.style == .fullScreenCover }.map { $0 + 1 } ?? 0
        // What a screen reports while it is built (a refused change) is part of this frame.
        contentChanged = ChangeFlag()
        let changed = contentChanged
        let visible = Array(stacks[base...])
        if !tasks.isEmpty { endTasks(notOnTopOf: visible) }
        contentHasTextFields = false
        let built = StackContent(stacks: visible, coverIsBase: base > 0) { [unowned self] in self.observedTopScreen(of: $0, changed: changed) }
        content = built
        _ = built.activeScreen  // keys act on it: built with the change, as before
        if filter != nil { filterRebuilt(built) }
        return built
    }

    /// The frame at `size`, laid out now if anything it shows changed since the last one.
    @_specialize(where Value == AnyHashable)
    func currentFrame(size: TerminalSize) -> StackFrame {
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
    func footerHints(width: Int, scrolls: Bool, editing: Bool = false, onField: Bool = false) -> [StackFrame.Hint] {
        // While a field is edited only whether back is enabled depends on the depth (its keys that don't type).
        let levels = min(activeStack.depth, editing ? 1 : keyMap.levelKeys)
        let presented = router.presentation != nil
        if let footer, footer.width == width, footer.levels == levels, footer.presented == presented, footer.scrolls == scrolls,
           footer.editing == editing, footer.onField == onField {
            return footer.hints
        }
        let all = editing ? StackLayout.editingHints(self, keyMap: keyMap, stack: activeStack, scrolls: scrolls)
            : StackLayout.hints(self, keyMap: keyMap, stack: activeStack, scrolls: scrolls, onField: onField)
        let hints = StackFrame.Hint.fitted(all, width: width)
        footer = (width, levels, presented, scrolls, editing, onField, hints)
        return hints
    }

    /// Builds the visible screens now, if the tree changed since they were: NavigatorUI's split view
    /// reads its columns from the detail's root view before it draws them.
    package func buildContent() { _ = currentContent() }

    /// Forgets the built screens, so the next key or frame builds them again: for a change the app
    /// can't see, in state a destination reads that is not on the path. (A change to an `@Observable`
    /// model that a visible screen read needs no call: the app sees it.)
    package func invalidate() {
        content = nil
        frame = nil
    }

    /// Builds a visible stack's top screen, watching the `@Observable` state it reads: a change to it,
    /// from any task, sets `changed`, and the next key or frame builds the screens again (a change made
    /// off the main thread wakes the curses loop, `ChangeFlag`). Starts its `.task`.
    private func observedTopScreen(of stack: Router<Value>, changed: ChangeFlag) -> Screen {
        // As a build, so that what it reads of the router isn't tracked: a change of the tree rebuilds
        // through the router's generation already.
        let screen = withObservationTracking {
            router.rendering { topScreen(of: stack, changed: changed) }
        } onChange: {
            changed.set()
        }
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

    isolated deinit {
        for running in tasks.values { running.task.cancel() }
    }

    /// The presentation whose stack this is, or `nil` for the root stack.
    package func presentation(of stack: Router<Value>) -> Presentation<Value>? {
        stack === router ? nil : router.presentation(at: stack.stackIndex - 1).flatMap { $0.stack === stack ? $0 : nil }
    }

    // MARK: Keys and commands

    @_specialize(where Value == AnyHashable)
    public func handle(_ key: Key) {
        if case let .resize(width, height) = key {  // the next frame is laid out at the new size
            size = TerminalSize(width: width, height: height)
            return
        }
        if case let .mouse(event) = key { return handle(mouse: event) }
        if linkPrompt != nil { return editLink(key) }
        if filter != nil { return editFilter(key) }
        if fieldTakes(key) { return }
        handle(command: keyMap.command(for: key))
    }

    /// Applies what a key gave (`nil` for a key with no binding), as `handle(_:)` does.
    @_specialize(where Value == AnyHashable)
    func handle(command: Command?) {
        if scrollIsStale { settleScroll() }
        notice = nil
        if command != nil { endEditing() }  // a click on a hint, or a split view's key: the field is left
        if isShowingHelp, let top = StackLayout.scrolledHelp(from: helpTop, by: command, keyMap: keyMap, height: size?.height ?? 24) {
            helpTop = top
            frame = nil
            return
        }
        if isShowingHelp || preview != nil {
            // Any other key closes an overlay; quitting still quits, and Enter opens a previewed link.
            if command == .quit { isFinished = true }
            if preview != nil, command == .open {
                preview = nil
                perform(.open)
            }
            isShowingHelp = false
            preview = nil
            return
        }
        guard let command else { return }
        perform(command)
        switch command {
        case .selectPrevious, .selectNext, .selectPreviousPage, .selectNextPage, .selectFirst, .selectLast:
            // A terminal shows this selection scrolled into view before the next key: so must a run of
            // keys that no frame shows, or the view would move differently.
            scrollIsStale = !isEmbedded && size != nil
        default:
            break
        }
    }

    /// A click or a notch of the wheel, on the frame the terminal shows now: a click opens the link or
    /// row under it, jumps to the breadcrumb level under it or runs the footer hint under it; the wheel
    /// scrolls the active screen wherever it is turned. While the help or a preview is open a click
    /// closes it, as any key does; while the link prompt is open the mouse does nothing.
    @_specialize(where Value == AnyHashable)
    func handle(mouse event: MouseEvent) {
        guard linkPrompt == nil, let size else { return }
        if isShowingHelp, event.action != .click {
            // The wheel scrolls a help taller than the terminal.
            let command: Command = event.action == .wheelUp ? .selectPrevious : .selectNext
            if let top = StackLayout.scrolledHelp(from: helpTop, by: command, keyMap: keyMap, height: size.height) {
                helpTop = top
                frame = nil
            }
            return
        }
        if isShowingHelp || preview != nil {
            if event.action == .click { handle(command: nil) }
            return
        }
        switch event.action {
        case .wheelUp: scroll(by: -Self.wheelRows)
        case .wheelDown: scroll(by: Self.wheelRows)
        case .click:
            if let target = currentFrame(size: size).target(column: event.column, row: event.row) { apply(target) }
        }
    }

    /// How many rows a notch of the wheel moves, as terminals' apps commonly scroll.
    static var wheelRows: Int { 3 }

    /// Does what a click on `target` asks: opens an item (selecting it, so that going back shows it
    /// selected), jumps to a breadcrumb level, or runs a hint's command.
    func apply(_ target: MouseTarget) {
        switch target {
        case .command(let command):
            endFilter()
            if editedFieldTakes(command) { return }  // `Esc done`, `⏎ next`: as the keys
            handle(command: command)
        case .level(let level):
            endFilter()
            handle(command: .jump(level + 1))
        case .item(let index):
            if scrollIsStale { settleScroll() }
            notice = nil
            let screen = currentContent().activeScreen
            guard index < screen.itemCount else { return }
            if filter != nil {
                // A match clicked: the filter ends with it selected, and it opens, as Enter does.
                guard screen.item(at: index).isEnabled else { return }
                endFilter(selecting: index)
                return handle(command: .open)
            }
            let link = screen.item(at: index)
            if link.isEnabled { select(index, in: screen) }
            if let field = link.field, link.isEnabled, index < screen.links.count {
                // A click on a text field edits it, as a click gives a field focus; on the one edited, it goes on.
                if editor(of: field.text, item: index, in: activeStack) == nil { startEditing(field.text, item: index) }
                return
            }
            endEditing()
            open(link)
        }
    }

    /// Moves the selection `rows` items (up when negative) and the view as many lines with it, the
    /// selection keeping its place on screen while the view can move: the wheel.
    func scroll(by rows: Int) {
        if scrollIsStale { settleScroll() }
        notice = nil
        moveSelection(byPages: rows.signum(), lines: abs(rows))
        scrollIsStale = !isEmbedded && size != nil
    }

    /// Works out where the active screen is scrolled to for the frame a terminal would show now,
    /// without building its rows.
    private func settleScroll() {
        scrollIsStale = false
        guard let size else { return }
        _ = StackLayout.frame(self, currentContent(), size: size, lines: false)
    }

    @_specialize(where Value == AnyHashable)
    public func perform(_ command: Command) {
        let stack = activeStack
        switch command {
        case .selectPrevious: moveSelection(by: -1)
        case .selectNext: moveSelection(by: 1)
        case .selectFirst: moveSelection(to: .first)
        case .selectLast: moveSelection(to: .last)
        case .selectPreviousPage: moveSelection(byPages: -1)
        case .selectNextPage: moveSelection(byPages: 1)
        case .open: openSelectedLink()
        case .back: stack.pop()
        case .dismiss:
            if isShowingHelp { isShowingHelp = false } else if preview != nil { preview = nil } else if router.presentation != nil { router.dismiss() } else { stack.pop() }
        case .popToRoot: stack.popToRoot()
        case .jump(let level):
            if level - 1 <= stack.depth { try? stack.popTo(level: level - 1) }
        case .toggleHelp: isShowingHelp.toggle()
        case .toggleEvents: isShowingEvents.toggle()
        case .preview: previewSelectedLink()
        case .quit: isFinished = true
        case .nextColumn, .toggleSidebar: break  // a split view's
        case .goToLink:
            guard let linkOpener else { return }
            let current = linkOpener.current() ?? ""
            linkPrompt = LinkPrompt(editor: LineEditor(current), historyIndex: nil, draft: current, error: nil)
        case .filter: startFilter()
        }
    }

    /// A key while the link prompt is open: editing keys edit, Enter opens, Up/Down walk the history,
    /// Esc closes it.
    private func editLink(_ key: Key) {
        guard var prompt = linkPrompt, let linkOpener else { linkPrompt = nil; return }
        switch key {
        case .escape:
            linkPrompt = nil
            return
        case .enter:
            let link = prompt.editor.text
            if let error = linkOpener.open(link) {
                prompt.error = error
                linkPrompt = prompt
                return
            }
            linkHistory.removeAll { $0 == link }
            linkHistory.append(link)
            if linkHistory.count > Self.maximumLinkHistory { linkHistory.removeFirst(linkHistory.count - Self.maximumLinkHistory) }
            linkPrompt = nil
            onLinkOpened?(link)
            return
        case .up:
            let index = (prompt.historyIndex ?? linkHistory.count) - 1
            guard index >= 0 else { return }
            if prompt.historyIndex == nil { prompt.draft = prompt.editor.text }
            prompt.historyIndex = index
            prompt.editor = LineEditor(linkHistory[index])
        case .down:
            guard let index = prompt.historyIndex else { return }
            prompt.historyIndex = index + 1 < linkHistory.count ? index + 1 : nil
            prompt.editor = LineEditor(prompt.historyIndex.map { linkHistory[$0] } ?? prompt.draft)
        default:
            guard prompt.editor.apply(key, keyMap: keyMap) else { return }
        }
        prompt.error = nil
        linkPrompt = prompt
    }

    // MARK: Text fields

    /// The text field selected on the active stack's top screen, when keys go to it now (no overlay
    /// or prompt is open): its index, and the link.
    func selectedField() -> (index: Int, link: ScreenLink)? {
        guard hasKeys, linkPrompt == nil, !isShowingHelp, preview == nil else { return nil }
        let content = currentContent()
        guard contentHasTextFields else { return nil }
        let screen = content.activeScreen
        guard screen.hasTextFields, let index = selectedLink(in: screen), index < screen.links.count,
              screen.links[index].field != nil else { return nil }
        return (index, screen.links[index])
    }

    /// A key while a text field is selected, answering whether the field took it; the keys it leaves
    /// act as commands.
    ///
    /// Selected, the field takes only what starts editing it: a key that types and gives no command
    /// (a character, `Delete`, `Ctrl-U` …), which it applies, or the open command (Enter), so the
    /// navigation keys (`←`, `Backspace`, `q`, `g`, digits) still navigate. Being edited, it takes
    /// every key that types or edits; Esc ends the editing and does nothing else, Enter ends it and
    /// selects the next line, and another command (`↑` `↓` `Tab` …) ends it and acts.
    func fieldTakes(_ key: Key) -> Bool {
        let command = keyMap.command(for: key)
        // With no field edited, only Enter or a key that types with no command can start editing: any
        // other key (most: back, the arrows) builds no screen here.
        guard fieldEditor != nil || command == .open || (command == nil && keyMap.types(key)) else { return false }
        guard let (index, link) = selectedField(), let field = link.field else { return false }
        let edited: LineEditor
        if let editor = editor(of: field.text, item: index, in: activeStack) {
            edited = editor
            guard keyMap.types(key) else {
                guard let command else { return false }  // a key that does nothing leaves the field edited
                return editedFieldTakes(command)
            }
        } else if command == .open {
            startEditing(field.text, item: index)
            return true
        } else if command == nil, keyMap.types(key) {
            edited = LineEditor(field.text.get())  // the key starts the editing, and types or edits
        } else {
            return false
        }
        var editor = edited
        editor.apply(key, keyMap: keyMap)
        if scrollIsStale { settleScroll() }
        notice = nil
        fieldEditor = (topKey(of: activeStack), index, editor)
        if editor.text != edited.text {
            field.text.set(editor.text)
            invalidate()  // the screen may read the text from state the app can't see
        }
        return true
    }

    /// A command while a text field is edited (a key's, or a click's on a hint): it ends the editing.
    /// Esc's does nothing more (it doesn't go back as well), Enter's selects the next line, as in a
    /// form: `true` for those two. The others act: `false`.
    package func editedFieldTakes(_ command: Command) -> Bool {
        guard fieldEditor != nil, isEditingField else {
            endEditing()
            return false
        }
        endEditing()
        switch command {
        case .dismiss:
            if scrollIsStale { settleScroll() }
            notice = nil
            return true
        case .open:
            handle(command: .selectNext)
            return true
        default:
            return false
        }
    }

    /// Gives the keys to text field `item` of the active stack's top screen, its cursor at the end.
    private func startEditing(_ text: TextBinding, item: Int) {
        if scrollIsStale { settleScroll() }
        notice = nil
        fieldEditor = (topKey(of: activeStack), item, LineEditor(text.get()))
    }

    /// Ends the editing of a text field, if one is edited: it stays selected, and keys navigate again.
    package func endEditing() {
        if fieldEditor != nil { fieldEditor = nil }
    }

    /// Whether a text field of the active stack's top screen is being edited now.
    package var isEditingField: Bool {
        guard let (index, link) = selectedField(), let field = link.field else { return false }
        return editor(of: field.text, item: index, in: activeStack) != nil
    }

    /// The text field being edited on a stack's top screen, selected there, with its line: a frame
    /// draws its cursor. `nil` while the field is only selected.
    func editedField(on screen: Screen, selected: Int?, of stack: Router<Value>) -> (item: Int, editor: LineEditor)? {
        guard fieldEditor != nil, screen.hasTextFields, let selected, selected < screen.links.count, let field = screen.links[selected].field,
              stack === activeStack, hasKeys, linkPrompt == nil, !isShowingHelp, preview == nil,
              let editor = editor(of: field.text, item: selected, in: stack) else { return nil }
        return (selected, editor)
    }

    /// The line of text field `item` on a stack's top screen while it is the one edited: with its
    /// cursor, or with the cursor at the end when the text changed elsewhere. `nil` when it isn't edited.
    func editor(of text: TextBinding, item: Int, in stack: Router<Value>) -> LineEditor? {
        guard let fieldEditor, fieldEditor.item == item, fieldEditor.level == topKey(of: stack) else { return nil }
        let current = text.get()
        return fieldEditor.editor.text == current ? fieldEditor.editor : LineEditor(current)
    }

    /// Opens a link as if it were selected and Enter pressed, on the active stack.
    @_specialize(where Value == AnyHashable)
    public func open(_ link: ScreenLink) {
        guard link.isEnabled else {
            notice = "“\(link.label)” is unavailable" + (link.disabledReason.map { ": \($0)" } ?? "")
            return
        }
        let stack = activeStack
        switch link.action {
        case .push(let value):
            if let typed = Self.cast(value) { stack.push(typed) } else { notice = "Can't push: \(wrongType(value))" }
        case .pop: stack.pop()
        case .popToRoot: stack.popToRoot()
        case .removeLast(let k):
            do { try stack.removeLast(k) } catch { notice = "Can't go back: \(error)" }
        case .replaceStack(let values):
            let typed = values.compactMap { Self.cast($0) }
            guard typed.count == values.count else {
                notice = "Can't replace the stack: some values are not \(CodableTypes.name(of: Value.self))"
                return
            }
            stack.replaceStack(with: typed)
        case let .pushView(title, build):
            stack.pushView(title: title, screen: build)
        case let .present(value, style):
            if let typed = Self.cast(value) { stack.present(typed, style: style) } else { notice = "Can't present: \(wrongType(value))" }
        case .dismiss: router.dismiss()
        case .perform(let action):
            action()
            invalidate()  // the action may change what a destination reads
        case .editText:
            break  // a field is edited where it is selected (openSelectedLink, fieldTakes): here, there's no line
        }
    }

    /// Shows a one-line message above the footer until the next key, and logs it.
    public func show(notice: String) {
        self.notice = notice
        log(notice)
    }

    /// Takes the notice away (a split view's key that another column handled).
    func clearNotice() { notice = nil }

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

    private enum End { case first, last }

    private func title(of value: Value) -> String {
        destinations.title(for: value) ?? "⚠ \(Self.typeName(of: value))"
    }

    private func valueScreen(for value: Value, context: ScreenContext) -> Screen {
        if let screen = destinations.content(for: value, context: context) { return screen }
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
        if count > 0 { return stack.entries.id(at: count - 1) }
        return presentation(of: stack)?.root.id ?? EntryID(rawValue: 0)
    }

    private func moveSelection(by step: Int) {
        let screen = currentContent().activeScreen
        guard let current = selectedLink(in: screen), let index = screen.enabledItem(from: current + step, step: step) else { return }
        select(index, in: screen)
    }

    /// Moves the selection a page (the lines the body showed, less one, or `lines`) and the view with it.
    private func moveSelection(byPages direction: Int, lines: Int? = nil) {
        let key = topKey(of: activeStack)
        if scrolls[key] == nil, !isEmbedded { settleScroll() }  // how long a page is
        let screen = currentContent().activeScreen
        guard let current = selectedLink(in: screen) else { return }
        let shown = scrolls[key]
        let page = lines ?? max(1, (shown?.page ?? size.map { $0.height - 3 } ?? 20) - 1)
        let target = min(max(0, current + direction * page), screen.itemCount - 1)
        guard let index = screen.enabledItem(from: target, step: direction) ?? screen.enabledItem(from: target, step: -direction),
              index != current else { return }
        if let shown { scrolls[key] = (max(0, shown.top + direction * page), shown.page) }
        select(index, in: screen)
    }

    private func moveSelection(to end: End) {
        let screen = currentContent().activeScreen
        let index = end == .first ? screen.firstEnabledLink : screen.enabledItem(from: screen.itemCount - 1, step: -1)
        if let index { select(index, in: screen) }
    }

    /// Selects item `index` of the active stack's top screen, keeping its row's identity if it has one.
    func select(_ index: Int, in screen: Screen) {
        let key = topKey(of: activeStack)
        if let fieldEditor, fieldEditor.item != index || fieldEditor.level != key { endEditing() }
        selections[key] = index
        if index >= screen.links.count, let id = screen.list?.id(at: index - screen.links.count) {
            selectedIDs[key] = id
        } else {
            selectedIDs[key] = nil
        }
    }

    private func openSelectedLink() {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen) else { return }
        let link = screen.item(at: index)
        // Opening a text field edits it (Enter while it is edited is the field's: it moves on).
        if let field = link.field { return startEditing(field.text, item: index) }
        open(link)
    }

    private func previewSelectedLink() {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen) else { return }
        let link = screen.item(at: index)
        let pushesValue = if case .push = link.action { true } else { false }
        let context = ScreenContext(depth: activeStack.depth + 1, pathCount: activeStack.count + (pushesValue ? 1 : 0), isInStack: false)
        var shown: Screen?
        switch link.action {
        case .push(let value), .present(let value, _):
            shown = router.rendering {
                Self.cast(value).map { self.valueScreen(for: $0, context: context) }
            }
        case .pushView(_, let build):
            shown = router.rendering { build(context) }
        default:
            break
        }
        guard var shown else {
            notice = "Nothing to preview: “\(link.label)” doesn't open a screen"
            return
        }
        // Outside a stack a link has nowhere to push, so it is shown disabled (seed 000).
        for i in shown.links.indices {
            shown.links[i].isEnabled = false
            shown.links[i].disabledReason = "outside a navigation stack"
        }
        shown.list?.disabledReason = "outside a navigation stack"
        preview = shown
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
            log(.path(style: style, LoggedPath(stack.entries)))
        case .present:
            guard let presented = router.presentations[safe: change.stack - 1] else { return }
            log(.text("Presented \(Self.styleName(presented.style).lowercased()): \(presented.root.value)"))
        case .dismiss:
            log(.text("Dismissed \(change.style.map { Self.styleName($0).lowercased() } ?? "presentation")"))
        }
    }

    /// Whether the level with this identity is on some stack of the tree (or is a stack's root).
    private func isOnScreenTree(_ id: EntryID) -> Bool {
        if id == EntryID(rawValue: 0) || router.level(of: id) != nil { return true }
        return router.presentations.contains { $0.root.id == id || $0.stack.level(of: id) != nil }
    }

    static func styleName(_ style: PresentationStyle) -> String {
        style == .sheet ? "Sheet" : "Full-screen cover"
    }

    /// Adds a line to the event log (`e` shows it; the demo also writes it to `--log-file`).
    public func log(_ line: String) { log(.text(line)) }

    /// Logs an event.
    private func log(_ event: LoggedEvent<Value>) {
        // Trimmed in batches: dropping the oldest on every event would move them all each time.
        if loggedEvents.count >= 2 * Self.maximumEvents { loggedEvents.removeFirst(Self.maximumEvents) }
        loggedEvents.append(event)
        if let onEvent { onEvent(event.text) }
    }

    private func wrongType(_ value: AnyHashable) -> String {
        "a \(Self.typeName(of: value)) is not a \(CodableTypes.name(of: Value.self))"
    }

    static func cast(_ value: AnyHashable) -> Value? {
        // A NavigationPath's stack takes any value as it is, with no dynamic cast.
        if Value.self == AnyHashable.self { return unsafeBitCast(value, to: Value.self) }
        return (value as? Value) ?? (value.base as? Value)
    }

    static func typeName(of value: any Hashable) -> String {
        String(reflecting: ScreenDestinations.dynamicType(of: value))
    }
}

/// One logged event: a line, or a stack's path kept as its first and last few values.
enum LoggedEvent<Value: Hashable> {
    case text(String)
    case path(style: PresentationStyle?, LoggedPath<Value>)

    var text: String {
        switch self {
        case .text(let line):
            return line
        case let .path(style, path):
            let name = style.map { "\(StackApp<Value>.styleName($0)) path" } ?? "New path"
            return "\(name): \(PathDescription.of(path.values, count: path.count))"
        }
    }
}

/// A path as the log keeps it: every value of a short path, the first and last few of a long one.
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

struct LoggedPath<Value: Hashable> {
    var values: [Value]
    var count: Int

    init(_ entries: PathEntries<Value>) {
        count = entries.count
        let kept = PathDescription.kept
        // Closures, not `\.value`: a key path of a generic type is built at run time on every call
        // (about 11,000 instructions, callgrind), twice per key.
        // Indexed, not `prefix`/`suffix`/`map`: those go through `Slice` generically (8,000
        // instructions a key at depth 10, callgrind).
        let all = count <= 2 * kept + 1
        values = []
        values.reserveCapacity(all ? count : 2 * kept)
        for index in 0..<(all ? count : kept) { values.append(entries[index].value) }
        if !all { for index in (count - kept)..<count { values.append(entries[index].value) } }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
