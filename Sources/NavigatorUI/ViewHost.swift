import Navigation
@_spi(SwiftUI) import Observation
import Synchronization
import TerminalUI

/// Runs a view as a terminal app: the view is the root screen of a `StackApp` whose destinations are
/// the `navigationDestination(for:)`s registered in it; keys, breadcrumbs and footer are the
/// StackApp's.
///
/// ```swift
/// let frame = Headless.run(ContentView(), size: TerminalSize(width: 80, height: 24), keys: [.enter])
/// ```
// The stored properties a key reads and writes are marked `@exclusivity(unchecked)` (as
// `_RenderContext`'s and `_HostExtras`'s are): the host is used on the main actor, one key at a time,
// and the run-time checks of exclusive access were a tenth of a push's instructions (callgrind).
public final class ViewHost: TerminalApp {
    /// The stack app the view runs in.
    @exclusivity(unchecked) package internal(set) var app: StackApp<AnyHashable>! { didSet { installCommands() } }
    /// The app's command menus (`.commands` on its scene): their buttons' shortcuts work on every screen.
    @exclusivity(unchecked) var commandMenus: [CommandMenuContent] = [] { didSet { installCommands() } }
    /// The root stack: a `NavigationPath`'s values.
    @exclusivity(unchecked) package internal(set) var router: Router<AnyHashable>!
    let root: AnyViewBox
    /// What the host's closures, its destinations and its environment's `dismiss` hold it by.
    package let reference = HostReference()
    /// The screens that keep something between evaluations (their state, their evaluation, their
    /// destinations), by identity (0: the root).
    @exclusivity(unchecked) var nodes: [UInt64: ScreenNode] = [:]
    /// The root screen's node, once made (it is `nodes[0]`, and never let go of): found with no lookup.
    @exclusivity(unchecked) var rootNode: ScreenNode?
    /// The root's `NavigationStack(path:)` binding, kept equal to the root stack.
    @exclusivity(unchecked) var boundPath: BoundPath?
    /// The screens whose nodes hold `isPresented`/`item` destinations: the few a key looks through.
    @exclusivity(unchecked) var presentingScreens: Set<UInt64> = []
    @exclusivity(unchecked) var token: ObservationToken?
    @exclusivity(unchecked) var isSyncing = false
    /// Sheets and covers, the environment of destinations, life-cycle actions, URL handlers, and the
    /// destination types registered so far (a view may register more once it is shown).
    let extras = _HostExtras()
    /// Set when the root is a `NavigationSplitView` (or the shown tab of a root `TabView` is one): the
    /// split app whose detail column is `app`.
    @exclusivity(unchecked) var split: SplitHost? { didSet { rootKindMayHaveChanged() } }
    /// Set when the root's evaluation found a `path:` binding where it had none (a stack that appeared in
    /// it): the frame drawing it moves the stack to the binding's path.
    @exclusivity(unchecked) private var boundPathAppeared = false
    /// Set when the root is a `TabView`: the tabs' stacks, one of which is `app` (TabHost.swift).
    @exclusivity(unchecked) var tabs: TabHost? { didSet { rootKindMayHaveChanged() } }
    /// What kind of view the root is, as the App's saving last knew it.
    package enum RootKind { case stack, split, tabs }
    package var rootKind: RootKind { tabs != nil ? .tabs : split != nil ? .split : .stack }
    /// Called when the root becomes another kind of view while the app runs (a stack, then a split
    /// view chosen in it, or tabs after a sign-in): the App's saving saves the new kind from then on.
    @exclusivity(unchecked) package var onRootKindChange: ((RootKind) -> Void)? { didSet { reportedRootKind = rootKind } }
    @exclusivity(unchecked) private var reportedRootKind: RootKind?

    private func rootKindMayHaveChanged() {
        guard let onRootKindChange else { return }
        let kind = rootKind
        guard kind != reportedRootKind else { return }
        reportedRootKind = kind
        onRootKindChange(kind)
    }
    /// The split app the view runs in when its root is a `NavigationSplitView` (its detail column is
    /// `app`): its selections, column with the keys and visibility, what a split view saves and links to.
    package var splitApp: SplitApp? { split?.app }
    /// The terminal's size, as the last resize gave it: what a `GeometryReader` and a shape with no
    /// frame read (under observation, so that a resize draws them again).
    let geometry = _TerminalGeometry()
    /// The app's scene phase (`\.scenePhase`): active while it runs.
    let scene = _SceneState()
    /// The width last given to `geometry.columnWidth`.
    @exclusivity(unchecked) private var columnWidth: Int?
    /// `@AppStorage` and `@SceneStorage` values: in memory, or an app's saved ones (Storage.swift).
    @exclusivity(unchecked) var storage = StorageValues() { didSet { StorageValues.current = storage } }
    /// The storage an `App` read before making its host (`App.run`): the root's first evaluation reads
    /// the saved `@AppStorage` values (a layout chosen at the last run), not the defaults. Taken by
    /// the next host made.
    static var launchStorage: StorageValues?
    /// Whether the root of the host made last may take a URL: a plain stack whose first evaluation found
    /// an `.onOpenURL`, or a split view or a tab view, whose columns and tabs are evaluated later. Set
    /// before the host asks for its saved tree: a URL given at launch replaces the tree only when the root
    /// may take it (an `App`, `App.launch`).
    static var launchRootTakesURLs = false
    /// The titles of the presentations' roots whose screens were evaluated last: the breadcrumb of one
    /// reads it here rather than evaluating its view a second time. (A pushed level's title is kept by
    /// its identity, `StackApp.remember(title:of:)`: hashing the value cost a push a thirtieth of it.)
    @exclusivity(unchecked) var evaluatedTitles: [AnyHashable: String] = [:]
    /// Set when something the root view's body read changes: covered by pushed screens or sheets, the
    /// root is evaluated again after the key, so a root that now shows another `NavigationStack` (an
    /// `if` from onboarding to signed in) shows it at once, as SwiftUI's does.
    @exclusivity(unchecked) var rootChanged = ChangeFlag()
    /// Set when the root's path binding held values before the first frame: the app restored its path
    /// itself, and a saved tree is not shown over it.
    @exclusivity(unchecked) var appRestoredItsPath = false
    /// The structural position of the root's `NavigationStack` at its last evaluation.
    @exclusivity(unchecked) private var rootStackKey: String?
    /// Whether the root's last evaluation found a `NavigationSplitView`: one that appears or goes after
    /// the first frame (a `switch` on a layout setting) makes or ends the split app.
    @exclusivity(unchecked) var rootIsSplit = false
    /// The identity of the level whose screen `screen(_:context:fallbackTitle:)` last returned, if any.
    @exclusivity(unchecked) var lastScreenID: UInt64?
    /// Whether a level may have left a stack since the state of screens gone was last let go of: set
    /// by every change but a push or a presentation, which only add, and when views pushed on the root
    /// stack (which change it with no event) are fewer than at the last time.
    @exclusivity(unchecked) var screensMayBeGone = true
    @exclusivity(unchecked) var rootViewCount = 0
    /// The screens whose nodes keep an evaluation (`ScreenNode.evaluation`), in the order they were
    /// evaluated: beyond `keptEvaluations`, the oldest are let go of (a stack a million deep kept a
    /// screen a level; one uncovered is evaluated again).
    @exclusivity(unchecked) var evaluationOrder: [UInt64] = []
    private static let keptEvaluations = 256
    /// The breadcrumb's title of the screen `screen(_:context:fallbackTitle:)` last returned, when a
    /// `.principal` toolbar item made its heading another; `nil` when they are the same.
    @exclusivity(unchecked) var breadcrumbTitle: String?
    /// Whether the screen `screen(_:context:fallbackTitle:)` last returned was drawn from its kept
    /// evaluation: its title is in `evaluatedTitles` from when it was evaluated.
    @exclusivity(unchecked) var screenWasKept = false
    /// The view a `ScrollViewProxy` asked to be scrolled to, until the next frame is drawn, and how many
    /// requests there were (each is shown once).
    @exclusivity(unchecked) var scrollRequest: ScrollRequest?
    @exclusivity(unchecked) var scrollRequests = 0
    /// When a `TimelineView` shown is to be drawn again (its schedule's next date), if one is.
    @exclusivity(unchecked) var timelineDeadline: ContinuousClock.Instant?
    /// True from the end of a key handed over with others queued behind it (`Headless.run`, where
    /// nothing runs between keys), its paths synchronized, until the next key's first evaluation or
    /// anything else runs (a frame, a task's turn): the root's binding holds the path it was synchronized
    /// to, as no code of the app has run since (`screen(_:context:fallbackTitle:)`, `synchronize`).
    @exclusivity(unchecked) private var pathsAreAsSynced = false
    /// Set by a key that moved a stack, until a frame is drawn: the screen it showed may not be built
    /// yet, nor its `onAppear` run (`showScreenBeforeKey`).
    @exclusivity(unchecked) private var showedUnbuiltScreen = false
    /// The highest identity of a level evaluated so far. Identities only grow (`RouterTree.nextID`): a
    /// level above it was never evaluated, which is how a level evaluated unobserved is known without
    /// keeping anything for it (an `EvaluatedScreen` kept for it, in its node, was 2,300 instructions
    /// a push). A level at or under it that never was is evaluated watched, as one met again.
    @exclusivity(unchecked) private var highestEvaluatedID: UInt64 = 0
    /// The context of the last screen evaluated unobserved, to evaluate the next one in if nothing
    /// else holds it then (`_RenderContext.reuse`).
    @exclusivity(unchecked) private var spareContext: _RenderContext?
    /// Whether the root screen was evaluated once: evaluated again, its views of yours draw again what
    /// they drew where nothing they read changed (Replay.swift).
    @exclusivity(unchecked) private var rootWasEvaluated = false

    /// Nonisolated: run at the last release, so that the reference reads `nil` from then on.
    nonisolated deinit { reference.host = nil }

    /// Runs `view` as an app's root: evaluated now, its destinations registered.
    public convenience init<Content: View>(_ view: Content) {
        self.init(view, tree: nil)
    }

    // MARK: What a test reads

    /// The values on the root stack, root-most first: what its `NavigationStack(path:)` binding holds.
    /// A test reads it after `Headless.run(host, size:keys:)`.
    public var path: [AnyHashable] { router.path }

    /// How many screens are above the root stack's root: its values', and the views pushed with
    /// `NavigationLink(destination:)`.
    public var depth: Int { router.depth }

    /// How many sheets and full-screen covers are up over the root stack.
    public var presentedCount: Int { router.presentations.count }

    /// Runs `view` as an app's root showing `tree` from the first frame (a saved or deep-linked tree):
    /// the root's `path:` binding is set to the tree's path, and the presentations are taken over by
    /// the sheets of the screens under them. The event log hears only what changes after.
    package convenience init<Content: View>(_ view: Content, tree: NavigationTree<AnyHashable>?) {
        self.init(view, restoring: { _ in tree })
    }

    /// Runs `view` as an app's root showing the tree `restoring` gives: it is called once the root has
    /// been evaluated, with the `Codable` types its destinations and sheets registered (what a saved
    /// tree is read with), before the first frame (an `App`'s saved state, AppSaving.swift). It is not
    /// called when the root is a `NavigationSplitView`: its tree is its detail's, restored with its
    /// selections; nor when it is a `TabView`: each tab's tree is restored on its own stack.
    package init<Content: View>(_ view: Content, restoring: (CodableTypes) -> NavigationTree<AnyHashable>?) {
        root = AnyViewBox(view)
        reference.host = self
        if let saved = Self.launchStorage {
            Self.launchStorage = nil
            storage = saved
        }
        StorageValues.current = storage
        // The root is evaluated once before the stack exists: it registers the destinations and says
        // where the path starts (a `path:` binding's value).
        let first = evaluateRoot()
        Self.launchRootTakesURLs = !first.extras.urlHandlers.isEmpty || first.list.split != nil || first.list.tabs != nil
        rootStackKey = first.stackKey
        var destinations = ScreenDestinations()
        for (type, registration) in first.registrations {
            registration.apply(&destinations, self)
            extras.registeredTypes.insert(type)
        }
        setPresented(first.presented, of: 0)
        registerPresentations(in: &destinations)
        // The types a saved tree is read with: the destinations', and the root's sheets' items.
        var readers = destinations
        for sheet in first.extras.sheets { sheet.itemType?.register.apply(&readers, self) }
        // A split view's saved tree is its detail's, restored with its selections (AppSaving.swift).
        // A root whose path binding holds values before the first frame was restored by the app itself
        // (its model read what its own saving left, as SwiftUI apps do): that path wins, and the saved
        // tree is not shown over it (it is still read: the App's saving goes on from this path).
        let initialPath = first.pathBinding?.get().elements ?? []
        let saved = first.list.split == nil && first.list.tabs == nil ? restoring(readers.codableTypes) : nil
        appRestoredItsPath = !initialPath.isEmpty
        let tree = appRestoredItsPath ? nil : saved
        let router = Router<AnyHashable>(path: initialPath)
        if let tree {
            router.restore(tree)
            // Restored values stay encoded in the binding's path too, until a screen reads them.
            first.pathBinding?.set(NavigationPath(values: router.entries.values))
        }
        boundPath = first.pathBinding.map { BoundPath($0, synced: $0.get()) }
        self.router = router
        app = StackApp(router: router, rootTitle: first.title ?? "", destinations: destinations) { [reference] context in
            reference.host?.rootScreen(context) ?? Screen(title: "")
        }
        app.screensWatchThemselves = true
        token = observePaths(of: router)
        didEvaluate(first, screenID: 0)
        // The root's `onChange(of:)`s see its first values now, as the first frame does in a terminal:
        // a change made before any frame is drawn (headless, by `--keys`) runs them. (`initial: true`
        // ones run at the first frame.)
        for change in first.extras.changes where !change.initial { change.seen.value = change.value }
        if let record = first.list.split { split = SplitHost(host: self, record: record, detail: app) }
        if let record = first.list.tabs { tabs = TabHost(host: self, record: record) }
    }

    /// Watches a root stack's changes: its `path:` binding follows them.
    func observePaths(of router: Router<AnyHashable>) -> ObservationToken {
        // The router by its identity, not a weak reference: one gives it a side table, which made every
        // retain and release of it (many a push) take the slow path.
        let id = ObjectIdentifier(router)
        return router.observe(didChange: { [reference] change in
            // Another tab's stack is changed by no key: only the one shown is bound.
            guard let self = reference.host, ObjectIdentifier(self.router) == id else { return }
            if change.kind != .push && change.kind != .present { self.screensMayBeGone = true }
            self.pathChanged(change)
        })
    }

    // MARK: TerminalApp

    /// Told by `Headless.run` whether more keys wait behind the one handled (`leavesUnobserved`).
    public var keysAreQueued: Bool {
        get { app.keysAreQueued }
        set { app.keysAreQueued = newValue }
    }

    /// Acts on a key as the app's user pressed it: moves the selection, opens, goes back.
    public func handle(_ key: Key) {
        if case let .resize(width, height) = key, geometry.size != TerminalSize(width: width, height: height) {
            geometry.size = TerminalSize(width: width, height: height)
        }
        measureColumn()
        let beganSynced = pathsAreAsSynced
        // A character typed after a key that showed a screen (a push, a pop) with no frame between
        // them: the screen is built first and its `onAppear` run, as before a person's next key, so
        // that a field it focused takes the character (a quiz's answer typed at once). Not for the
        // other keys: most build the screen themselves, and one going back needs none.
        if showedUnbuiltScreen, Self.inserts(key) { showScreenBeforeKey() }
        let generation = app.router.generation
        if let split { split.app.handle(key) } else { app.handle(key) }
        if app.router.generation != generation { showedUnbuiltScreen = true }
        tabs?.synchronize()
        // A key that began with the binding as synchronized and only moved the stack (a link's push, a
        // pop) leaves the binding as the stack wrote it: not read again (1,200 instructions).
        synchronize(bindingIsAsWritten: beganSynced && split == nil && tabs == nil && app.keyOnlyMovedTheStack)
        split?.synchronize()
        if detailHasTheKeys { app.synchronizeFocus() }
        // `onAppear`, `onDisappear` and `onChange` run after each key, as the frame a person sees after
        // it runs them: headless keys (`--keys`, tests) see each change, not only the last one's.
        if extras.counts.lifeCycle > 0 || !extras.appeared.isEmpty {
            settleLifeCycle()
            // A focus the actions gave (`onAppear { focused = true }`) takes the next key.
            if detailHasTheKeys { app.synchronizeFocus() }
        }
        // Only between keys a runner hands over at once (`Headless.run`): nothing runs between them.
        pathsAreAsSynced = app.keysAreQueued
    }

    /// Whether `key` is a character a field would insert.
    private static func inserts(_ key: Key) -> Bool {
        switch key {
        case .character, .space: true
        default: false
        }
    }

    /// Builds the screens a key showed and runs their life-cycle actions, giving the keys to a field
    /// they focused (`showedUnbuiltScreen`).
    private func showScreenBeforeKey() {
        showedUnbuiltScreen = false
        guard detailHasTheKeys else { return }
        app.buildContent()
        guard extras.counts.lifeCycle > 0 || !extras.appeared.isEmpty else { return }
        settleLifeCycle()
        app.synchronizeFocus(building: true)
    }

    /// Runs the life-cycle actions of the screens shown, and again for what they changed, as a frame does.
    private func settleLifeCycle() {
        for _ in 0..<4 {
            app.buildContent()  // the stack's screens (a split view's detail column: the others are the root's)
            let ranActions = runLifeCycle()
            guard adoptPresentations() || ranActions else { break }
            synchronize()
            split?.synchronize()
            invalidateScreens()
        }
    }

    /// The app quits: its scene goes `.inactive`, then `.background`, each drawn once (off screen) so
    /// that the views' `onChange(of: scenePhase)` run, as an iOS app's do when it leaves the screen.
    package func enterBackground(size: TerminalSize) {
        // No view read the phase: nothing would change (a headless run's two frames for nothing).
        guard scene.wasRead else { return }
        for phase in [ScenePhase.inactive, .background] {
            scene.phase = phase
            var canvas = Canvas(width: size.width, height: size.height)
            draw(into: &canvas)
        }
    }

    /// Draws the frame: breadcrumbs, the screen on top, the footer.
    public func draw(into canvas: inout Canvas) {
        pathsAreAsSynced = false
        showedUnbuiltScreen = false
        tabs?.synchronize()
        synchronize()
        split?.synchronize()
        measureColumn()
        if detailHasTheKeys { app.synchronizeFocus(building: true) }
        // `onAppear`, `onDisappear` and `onChange` run once the screens are built, before the frame
        // is laid out and drawn (as a key's do, `settleLifeCycle`): what they change is in the one
        // frame drawn.
        if extras.counts.lifeCycle > 0 || !extras.appeared.isEmpty {
            settleLifeCycle()
            tabs?.synchronize()
            if detailHasTheKeys { app.synchronizeFocus(building: true) }
        }
        drawApp(into: &canvas)
        // A scroll request is looked for by the screens this frame built: done with.
        scrollRequest = nil
        // Drawn again only for what the layout found: a restored presentation is taken over by its
        // sheet once the screen under it has been built, a stack that appeared in the root moves.
        for _ in 0..<4 {
            let ranActions = runLifeCycle()
            // A root's `path:` binding read first by this frame (a stack that appeared in it) moves the stack too.
            let appeared = boundPathAppeared && boundPath?.isBehind == true
            boundPathAppeared = false
            guard adoptPresentations() || ranActions || appeared else { break }
            tabs?.synchronize()
            synchronize()
            split?.synchronize()
            invalidateScreens()
            if detailHasTheKeys { app.synchronizeFocus(building: true) }
            drawApp(into: &canvas)
        }
    }

    /// Whether the stack's keys are the user's: no split view, or its detail column has the focus (a
    /// field's `@FocusState` follows the selection there, and the selection the app's focus).
    private var detailHasTheKeys: Bool { split.map { $0.app.focus == .detail } ?? true }

    /// Sets the width the screens are evaluated at: a split view's detail column's, else the terminal's
    /// (a change evaluates again the screens that drew to the width: a rule, a shape).
    private func measureColumn() {
        let width = split.flatMap { $0.app.detailWidth(total: geometry.size.width) }
        // Compared with the width last set, not read from the geometry: a read is an observed access.
        guard width != columnWidth else { return }
        columnWidth = width
        geometry.columnWidth = width
    }

    /// Draws the split view when the root is one, else the stack.
    private func drawApp(into canvas: inout Canvas) {
        if let split { split.app.draw(into: &canvas) } else { app.draw(into: &canvas) }
    }

    /// True once the user quit (`q`).
    public var isFinished: Bool { split?.app.isFinished ?? app.isFinished }
    /// When the app wants to draw again with no key pressed (a step of a long filter), if ever.
    public var wakeDeadline: ContinuousClock.Instant? {
        // A tab's split view has no saving of its own: its detail stack's (the tabs' recorder's) is asked.
        let tabSaving = split.flatMap { $0.app.background == nil ? app.background?.deadline() : nil }
        return [split?.app.wakeDeadline ?? app.wakeDeadline, tabSaving, storage.flushDeadline, timelineDeadline].compactMap { $0 }.min()
    }
    /// Does the work that was due at ``wakeDeadline``.
    public func wake(now: ContinuousClock.Instant) {
        pathsAreAsSynced = false
        // A `TimelineView`'s next date came: its screen is evaluated again (and asks for the date after).
        if let deadline = timelineDeadline, deadline <= now {
            timelineDeadline = nil
            invalidateScreens()
        }
        storage.flushIfDue(now: now)
        if let split {
            split.app.wake(now: now)
            // A tab's split view: the saving is its detail stack's, as the tabs' recorder gave it.
            if split.app.background == nil { app.background?.run(now) }
        } else {
            app.wake(now: now)
        }
    }
    /// How many `.task`s of the screens shown have started and not returned yet.
    var unfinishedTasks: Int { app.unfinishedTasks }

    /// Whether the screens shown (built now, if a key changed them, which starts their tasks) have
    /// `.task`s that haven't returned: what an `App` run headless waits for before the next key.
    var hasTasksToWaitFor: Bool {
        pathsAreAsSynced = false
        app.buildContent()
        return app.unfinishedTasks > 0
    }

    /// Finishes the work in progress (a filter over a long list), as headless runs do before their frame.
    public func settle() {
        pathsAreAsSynced = false
        if let split { split.app.settle() } else { app.settle() }
    }

    // MARK: Screens

    /// `stack`: the index of the stack the screen is on, when known (0 the root stack, `i` the `i`-th
    /// presentation's).
    /// `watchesPaths: false` when the caller watches the paths itself (outside an observation).
    /// `isNew`: the screen was never evaluated, so it keeps nothing yet (its node is not looked for).
    func evaluate(_ view: AnyViewBox, screenID: UInt64?, isInStack: Bool, stack: Int? = nil, watchesPaths: Bool = true, isNew: Bool = false) -> _RenderContext {
        let context: _RenderContext
        if let spare = takeSpareContext() {
            spare.reuse(screenID: screenID, isInStack: isInStack, environment: view.environment)
            context = spare
        } else {
            context = _RenderContext(host: self, screenID: screenID, isInStack: isInStack, environment: view.environment)
        }
        if isNew { context.keepsNothingYet() }
        // A screen evaluated again draws again what its views of yours drew, where nothing they read
        // changed (Replay.swift); one met for the first time keeps nothing of the kind.
        if let screenID, !isNew, screenID != 0 || rootWasEvaluated {
            // Read under the observation around this evaluation: a view drawn again becoming stale is heard.
            let changes = node(screenID).replayChanges
            _ = changes.value
            context.replayChanges = changes
        }
        if screenID == 0 { rootWasEvaluated = true }
        // A body may not change a stack's path (RenderTimeChanges.swift).
        let paths = watchesPaths ? watchedPaths(screenID: screenID, stack: stack) : .none
        view.evaluate(context)
        refuseChanges(of: paths)
        return context
    }

    /// The spare context, if nothing but the host holds it; the host lets go of it either way.
    private func takeSpareContext() -> _RenderContext? {
        guard var spare = spareContext else { return nil }
        spareContext = nil
        return isKnownUniquelyReferenced(&spare) ? spare : nil
    }

    /// Gives the stack app shown the keys of the app's commands: which keys they are (evaluated now),
    /// and how to find them as they are when one is pressed.
    private func installCommands() {
        guard let app, !commandMenus.isEmpty else { return }
        app.appShortcutKeys = Set(commandShortcuts().compactMap(\.key))
        app.appShortcuts = { [reference] in reference.host?.commandShortcuts() ?? [] }
    }

    /// Evaluates the root view, watching what its body reads (`rootChanged`); `frame`, the flag of a
    /// frame drawing the root's screen, hears it from the same observation.
    func evaluateRoot(drawnBy frame: ChangeFlag? = nil) -> _RenderContext {
        let changed = ChangeFlag()
        rootChanged = changed
        // The path bindings are read outside the observation: a root that doesn't read its path
        // doesn't depend on it, and isn't evaluated again at every push.
        let paths = watchedPaths(screenID: 0, stack: 0)
        let evaluated = withObservationTracking {
            evaluate(root, screenID: 0, isInStack: false, watchesPaths: false)
        } onChange: {
            changed.set()
            frame?.set()
        }
        refuseChanges(of: paths)
        rootIsSplit = evaluated.list.split != nil
        return evaluated
    }

    /// After the root changed: covered, it is evaluated now; on top, its screen is built now, as the
    /// frame would build it. Then a root that has become a split view (or stopped being one) is run as
    /// one from this frame on.
    func followRoot() {
        // A root TabView's host follows the root itself (its tabs' stacks, its selection).
        guard tabs == nil else { return }
        if router.depth > 0 || router.presentationCount > 0 { followRootStack() } else { app.buildContent() }
        if rootIsSplit, split == nil {
            let evaluated = evaluateRoot()
            guard let record = evaluated.list.split else { return }
            split = SplitHost(host: self, record: record, detail: app)
            app.invalidate()
        } else if !rootIsSplit, split != nil {
            split = nil
            app.isEmbedded = false
            app.invalidate()
        }
    }

    /// The root changed while covered: if it now shows another `NavigationStack`, that stack is shown
    /// at the path its binding holds, with no sheet up and the selection at its first line; the one
    /// it replaced is gone, as in SwiftUI, where a view in another branch is another view.
    private func followRootStack() {
        let evaluated = evaluateRoot()
        guard evaluated.stackKey != rootStackKey else { return }
        rootStackKey = evaluated.stackKey
        isSyncing = true
        dismissPresentations(from: 0)
        router.replaceStack(with: evaluated.pathBinding?.get().elements ?? [])
        isSyncing = false
        boundPath = evaluated.pathBinding.map { BoundPath($0, synced: $0.get()) }
        setPresented(evaluated.presented, of: 0)
        didEvaluate(evaluated, screenID: 0)
        app.forgetSelection(of: EntryID(rawValue: 0))
        screensMayBeGone = true
        invalidateScreens()
    }

    /// The root's screen. The stack app is told when what it read changes (`screensWatchThemselves`): the
    /// root's body (the observation of its evaluation), and what its tabs or split view read (one of
    /// their own after it): two observations one after the other, neither inside the other.
    func rootScreen(_ context: ScreenContext) -> Screen {
        let changed = context.changed
        let evaluated = evaluateRoot(drawnBy: changed)
        return withObservationTracking { rootScreen(from: evaluated) } onChange: { changed?.set() }
    }

    /// The root's screen from its evaluation, the tabs or split view it declares followed.
    private func rootScreen(from evaluated: _RenderContext) -> Screen {
        if evaluated.stackKey != rootStackKey {
            rootStackKey = evaluated.stackKey
            // Another root (another branch of an `if`: a login's stack, then tabs) starts at its first
            // line; a tab shown in place of another keeps its own (TabHost).
            if tabs == nil { app.forgetSelection(of: EntryID(rawValue: 0)) }
        }
        if let binding = evaluated.pathBinding {
            if let boundPath {
                boundPath.binding = binding
            } else {
                boundPath = BoundPath(binding, synced: NavigationPath(values: router.entries.values))
                boundPathAppeared = true
            }
        }
        setPresented(evaluated.presented, of: 0)
        didEvaluate(evaluated, screenID: 0)
        if let record = evaluated.list.split { split?.update(record) }
        if let record = evaluated.list.tabs {
            if let tabs { tabs.update(record) } else { tabs = TabHost(host: self, record: record) }
        } else if let tabs {
            // The root is no longer a TabView (a view switched in its place): the shown tab's stack stays.
            tabs.end()
            self.tabs = nil
        }
        let title = evaluated.title ?? ""
        if app.rootTitle != title { app.rootTitle = title }
        return evaluated.screen(fallbackTitle: title)
    }

    /// The screen of a view pushed on the stack (a value's destination, a view link's destination).
    func screen<Content: View>(_ view: Content, context: ScreenContext, fallbackTitle: @autoclosure () -> String, environment: EnvironmentValues? = nil,
                               presentsItself: Bool = false) -> Screen {
        screen(AnyViewBox(view, environment: environment), context: context, fallbackTitle: fallbackTitle(), presentsItself: presentsItself)
    }

    /// The screen of `view`; `fallbackTitle` is made only when the view has no title of its own.
    /// `presentsItself`: the view is a presentation's root drawn by its value's destination (no sheet
    /// of a screen under it shows it), so it is the root of the presentation's own stack.
    func screen(_ view: AnyViewBox, context: ScreenContext, fallbackTitle: @autoclosure () -> String, presentsItself: Bool = false) -> Screen {
        let id = context.isInStack ? screenID(atLevel: context.depth, stack: context.stack) : nil
        // A presentation's root is not in the stack it presents over: a NavigationStack in it is its own.
        let isInStack = presentsItself ? context.isInStack : !context.isPresentationRoot
        breadcrumbTitle = nil
        screenWasKept = false
        lastScreenID = id
        guard let id else {
            let changed = context.changed
            return withObservationTracking {
                evaluate(view, screenID: nil, isInStack: isInStack, stack: context.stack)
            } onChange: {
                changed?.set()
            }.screen(fallbackTitle: fallbackTitle())
        }
        let place = EvaluatedScreen.Place(depth: context.depth, pathCount: context.pathCount, stack: context.stack,
                                          isPresentationRoot: context.isPresentationRoot)
        // A level above every one evaluated so far is in no record: not looked up.
        let isNew = id > highestEvaluatedID
        let known = isNew ? nil : nodes[id]?.evaluation
        if let kept = known, kept.place == place, !kept.isStale.load(ordering: .acquiring),
           !kept.heardPathWrites || kept.isStill(on: boundPath?.binding.get() ?? NavigationPath()) {
            // The frame drawing it hears when what the evaluation read changes.
            kept.isDrawn(by: context.changed)
            if let screen = kept.screen {
                breadcrumbTitle = kept.title
                screenWasKept = true
                return screen
            }
        }
        // The stack's path binding is watched outside the observation, before and after the body: a
        // screen that doesn't read its path doesn't depend on it (RenderTimeChanges.swift).
        // Watched here, not around the stack app's build (`screensWatchThemselves`); a level of the root
        // stack met for the first time while keys are queued is not (`leavesUnobserved`).
        let unobserved = isNew && app.keysAreQueued && context.stack == 0 && leavesUnobserved
        highestEvaluatedID = max(highestEvaluatedID, id)
        // An unobserved level evaluated before any code of the app ran since the last key: its root
        // binding holds the path last synchronized, not read before the body (the root stack's screen
        // watches no presentation's binding).
        let paths = if unobserved, pathsAreAsSynced, router != nil, let boundPath {
            WatchedPaths(root: (boundPath.binding, router, boundPath.synced))
        } else {
            watchedPaths(screenID: id, stack: context.stack)
        }
        pathsAreAsSynced = false
        // A screen of the root stack, which its binding drives, keeps its evaluation over the stack's own
        // writes of its path that it is uncovered from (`PathWrites`); the others over no change.
        var seen: (stack: ObjectIdentifier, path: NavigationPath)? {
            guard context.stack == 0, let root = paths.root else { return nil }
            return (ObjectIdentifier(router!), root.value)
        }
        // `nil` for an unobserved evaluation: it keeps nothing, and is known by `highestEvaluatedID`.
        var kept: EvaluatedScreen?
        let changed = context.changed
        var evaluated: _RenderContext
        if unobserved {
            evaluated = evaluate(view, screenID: id, isInStack: isInStack, stack: context.stack, watchesPaths: false, isNew: isNew)
            app.contentIsUnobserved = true
        } else {
            let observed = EvaluatedScreen(place: place, seen: seen)
            kept = observed
            evaluated = observing(observed, changed: changed) {
                evaluate(view, screenID: id, isInStack: isInStack, stack: context.stack, watchesPaths: false, isNew: isNew)
            }
        }
        if paths.wereChanged {
            // The body changed a path (seed 004's pitfall): the bindings are set back, and the body
            // evaluated again on the paths it was first given, this time with the change refused (and
            // reported) and the binding set back inside the observation, so that setting it back is no
            // change to what the screen read. (The first evaluation's observation hears the first
            // setting back, and is let go of.)
            paths.setBack()
            kept?.drop()
            let observed = EvaluatedScreen(place: place, seen: seen)
            kept = observed
            evaluated = observing(observed, changed: changed) {
                let evaluated = evaluate(view, screenID: id, isInStack: isInStack, stack: context.stack, watchesPaths: false)
                refuseChanges(of: paths)
                return evaluated
            }
        }
        if !evaluated.presented.isEmpty || !presentingScreens.isEmpty { setPresented(evaluated.presented, of: id) }
        // A level evaluated unobserved that keeps no state, sheet or action has no node: it has nothing
        // to let go of when it leaves (a record of its stack a level was 600 instructions a push, and a
        // dictionary as large as the path).
        if kept != nil || !evaluated.presented.isEmpty || !evaluated.extras.isEmpty || nodes[id] != nil {
            didEvaluate(evaluated, screenID: id, stack: context.stack)
        } else {
            didEvaluateKeepingNothing(evaluated, screenID: id)
        }
        let screen = evaluated.screen(fallbackTitle: fallbackTitle())
        // An unobserved evaluation is never drawn from: its screen goes with the key's content, while its
        // memory is still in the cache, not 256 levels later.
        kept?.screen = screen
        let title = evaluated.heading != nil ? evaluated.title ?? fallbackTitle() : nil
        kept?.title = title
        breadcrumbTitle = title
        guard let kept else {
            // Nothing keeps an unobserved evaluation: its context evaluates the next screen (`reuse`).
            spareContext = evaluated
            return screen
        }
        let node = node(id)
        if let old = node.evaluation { old.drop() } else { evaluationOrder.append(id) }
        node.evaluation = kept
        if evaluationOrder.count > 2 * Self.keptEvaluations {
            // The oldest half go; those already gone cost nothing.
            for old in evaluationOrder.prefix(Self.keptEvaluations) { nodes[old]?.dropEvaluation() }
            evaluationOrder.removeFirst(Self.keptEvaluations)
        }
        return screen
    }

    /// Whether a level of the root stack met for the first time while keys are queued behind the one
    /// handled is evaluated without watching what it reads: no frame shows it before the next key, and
    /// a push (the key's likeliest) covers it at once. Its screen answers that key alone (the stack app
    /// builds its content again for the next key and for a frame), and its next evaluation is watched.
    /// Watching costs a push through the views a sixth of its instructions (installing the observation,
    /// recording each read, then hearing the push's own write of the path and letting go). Not while a
    /// screen's `.task` has not returned, nor with life-cycle actions, a split view or tabs around: their
    /// work between keys looks at what is watched.
    private var leavesUnobserved: Bool {
        // Tasks not returned yet (`unfinishedTasks`, a count: `runningTasks` looks its dictionary's
        // generic type up, 700 instructions).
        app.unfinishedTasks == 0 && split == nil && tabs == nil && extras.counts.lifeCycle == 0 && extras.appeared.isEmpty
    }

    /// Evaluates a screen under an observation of what it reads: one that keeps hearing (`kept` decides,
    /// `EvaluatedScreen.heard`) for a screen of the bound root stack, one that hears once for the others.
    private func observing(_ kept: EvaluatedScreen, changed: ChangeFlag?, _ evaluate: () -> _RenderContext) -> _RenderContext {
        guard kept.seen != nil else {
            return withObservationTracking(evaluate) { [kept] in
                kept.becomeStale()
                changed?.set()
            }
        }
        return withObservationTracking(evaluate, willSet: { [kept] tracking in
            if kept.heard(tracking) { changed?.set() }
        })
    }

}

/// How a host's closures and environment hold it where a `weak` reference would do: `host` reads `nil`
/// once the host is gone (its deinit clears it). A weak reference gives the object a side table for
/// the rest of its life, and every retain and release of it then takes the runtime's slow path.
nonisolated package final class HostReference: @unchecked Sendable {
    // Read and written on the main actor; cleared by the host's deinit, which runs at its last release.
    nonisolated(unsafe) package unowned(unsafe) var host: ViewHost?
}

extension Headless {
    /// Runs a view as an app with no terminal: applies `keys`, then draws one frame, as
    /// `run(app, size:keys:)` does.
    public static func run<Content: View>(_ view: Content, size: TerminalSize, keys: some Sequence<Key>) -> Canvas {
        run(ViewHost(view), size: size, keys: keys)
    }

    /// Runs a view's host with no terminal, as `run(_:size:keys:)` runs a view: the host stays, so a
    /// test can run more keys on it, or read the path its stack holds (`ViewHost.path`).
    public static func run(_ host: ViewHost, size: TerminalSize, keys: some Sequence<Key>) -> Canvas {
        run(host, size: size, keys: keys) { _ in }
    }
}
