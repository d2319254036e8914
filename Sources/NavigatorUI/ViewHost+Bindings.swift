// The views' host: the `path:` bindings and the stacks kept equal both ways, and the state of levels
// that left let go of.
import Navigation
import TerminalUI

extension ViewHost {
    /// The stack moved: the `path:` binding follows.
    func pathChanged(_ change: PathChange) {
        // A presentation's change, or another stack's: the root stack's path is as it was.
        guard !isSyncing, let boundPath, change.isPathChange, change.stack == 0 else { return }
        boundPath.stackChanged(change, stack: router)
    }

    /// Bindings changed by code (a button's action, a task): the stack follows. Also forgets the state
    /// of levels no longer on the stack, so a view pushed again starts fresh.
    /// `bindingIsAsWritten`: the root's path binding holds what the stack last wrote or read of it, as
    /// no code of the app ran since: not read.
    func synchronize(bindingIsAsWritten: Bool = false) {
        guard !isSyncing else { return }
        if rootChanged.isSet { followRoot() }
        // Most keys: no binding to follow, no presentation, and the tree as it was at the last time.
        let views = router.viewCount
        if views < rootViewCount { screensMayBeGone = true }
        rootViewCount = views
        if boundPath == nil, presentingScreens.isEmpty, router.presentationCount == 0, extras.presentationsAreQuiet,
           !screensMayBeGone { return }
        isSyncing = true
        defer { isSyncing = false }
        if !bindingIsAsWritten { boundPath?.bindingChanged(stack: router) }
        for screen in presentingScreens {
            guard let node = nodes[screen] else { continue }
            for record in node.presented {
                let key = record.key
                let known = node.presentedDestinations[key]
                let destination = known?.destination ?? makePresentedDestination(record, key: key, screen: screen)
                node.latestRecords[key] = record
                let seen = known?.seen ?? nil
                if destination.item != seen {
                    record.setItem(destination.item)  // went back over it
                } else if record.item() != destination.item {
                    destination.item = record.item()
                }
                node.presentedDestinations[key] = (destination, destination.item)
            }
        }
        synchronizePresentations()
        // The tree changed since: let go of the screens no longer on it.
        // (A presentation's views leave with no event either: with presentations up, always.)
        if screensMayBeGone || router.presentationCount > 0 {
            screensMayBeGone = false
            removeDeadScreens()
        }
    }

    /// Lets go of the nodes of the screens no longer on the tree (their state, their evaluation, their
    /// destinations), and of their sheets and actions. Every node but the root's has its stack, recorded
    /// as the screen is evaluated, so each is looked up on its stack alone (a binary search): a key costs
    /// the same at depth 10 as at depth 1,000,000.
    private func removeDeadScreens() {
        var dead: [UInt64] = []
        for (screen, node) in nodes {
            if let stack = node.stack, !isLive(screen, onStack: stack) { dead.append(screen) }
        }
        guard !dead.isEmpty else { return }
        for screen in dead {
            // Counted out first: a screen gone has no sheets, actions or destinations.
            setExtras(nil, of: screen)
            setPresented([], of: screen)
            nodes.removeValue(forKey: screen)?.dropEvaluation()
        }
    }

    private func makePresentedDestination(_ first: _PresentedRecord, key: String, screen: UInt64) -> ItemDestination<AnyHashable> {
        // The destination's view as the screen declaring it last drew it (it may read newer state).
        let view: (AnyHashable) -> AnyViewBox = { [reference] item in (reference.host?.nodes[screen]?.latestRecords[key] ?? first).view(item) }
        let titleOf: (AnyHashable) -> String = { [reference] item in
            let fallback = item == AnyHashable(true) ? "" : "\(item.base)"
            return reference.host.flatMap { $0.evaluate(view(item), screenID: nil, isInStack: true).title } ?? fallback
        }
        // Pushed on the stack of the screen declaring it (a sheet's, say).
        return stack(holding: screen).navigationDestination(item: AnyHashable.self, title: titleOf, pushed: { [reference] item, id in
            let view = view(item), title = titleOf(item)
            PushedScreens.builders[id] = { context in
                guard let host = reference.host else { return Screen(title: title) }
                let screen = host.screen(view, context: context, fallbackTitle: title)
                // Its breadcrumb follows its title (`.navigationTitle($habit.title)`, typed into).
                if !screen.isWarning, !host.screenWasKept { host.app.remember(title: host.breadcrumbTitle ?? screen.title, of: id) }
                return screen
            }
        }, removed: PushedScreens.remove)
    }

    /// Whether the screen with this identity is still a level of `stack` (0 the root stack, `i` the
    /// `i`-th presentation's).
    private func isLive(_ screen: UInt64, onStack stack: Int) -> Bool {
        if isLive(screen, onStack: stack, of: router) { return true }
        // A screen of a tab not shown is kept, with its state, for when the tab is shown again.
        guard let tabs else { return false }
        for hidden in tabs.hiddenRouters where isLive(screen, onStack: stack, of: hidden) { return true }
        return false
    }

    private func isLive(_ screen: UInt64, onStack stack: Int, of router: Router<AnyHashable>) -> Bool {
        let id = EntryID(rawValue: screen)
        if stack == 0 { return router.level(of: id) != nil }
        guard let presentation = router.presentation(at: stack - 1) else { return false }
        return presentation.root.id == id || presentation.stack.level(of: id) != nil
    }

    /// Whether the screen with this identity is a level of a stack of the tree: the root, a
    /// presentation's root, or a value or view pushed on a stack.
    func isLive(_ screen: UInt64) -> Bool {
        guard screen != 0 else { return true }
        let id = EntryID(rawValue: screen)
        // The stack a screen was drawn on is looked at alone: with many presentations up, looking through
        // every stack for every screen kept made each key cost the square of their number. (Identities
        // are never reused: a presentation at that index since is another, which doesn't hold it.)
        if let stack = nodes[screen]?.stack { return isLive(screen, onStack: stack) }
        if router.level(of: id) != nil { return true }
        if let tabs, tabs.hiddenRouters.contains(where: { $0.level(of: id) != nil }) { return true }
        for index in 0..<router.presentationCount {
            guard let presentation = router.presentation(at: index) else { continue }
            if presentation.root.id == id || presentation.stack.level(of: id) != nil { return true }
        }
        return false
    }
}
