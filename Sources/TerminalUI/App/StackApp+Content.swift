// A StackApp's content: the screen on top of each visible stack, built once a change and kept until the
// next; the frame laid out from it, and the screens' `.task`s.
import Navigation
import Observation

extension StackApp {
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
        let active = built.activeScreen  // keys act on it: built with the change, as before
        if let target = active.scrollTarget { show(target, on: active) }
        if filter != nil { filterRebuilt(built) }
        return built
    }

    /// The frame at `size`, laid out now if anything it shows changed since the last one.
    @_specialize(where Value == AnyHashable)
    func currentFrame(size: TerminalSize) -> StackFrame {
        // A frame shows only what is watched: what a key built unwatched is built again.
        if contentIsUnobserved { contentChanged.set() }
        _ = currentContent()
        scrollIsStale = false
        if let frame, frame.size == size { return frame }
        // Laid out as a screen is built: what it reads of the router is the frame's, not tracked
        // (the tree's generation is), and nothing may change the router meanwhile.
        let built = layingOutLazyParts { content in router.rendering { StackLayout.frame(self, content, size: size) } }
        frame = built
        framesLaidOut &+= 1
        return built
    }

    /// Lays out what is built now with `layOut`. A lazy part of a screen (a `LazyVStack`) ending near
    /// what it shows builds more, and it is laid out again with them, a few times at most (each time,
    /// the part builds twice as much).
    func layingOutLazyParts<Laid>(_ layOut: (StackContent<Value>) -> Laid) -> Laid {
        var laid = layOut(currentContent())
        var rounds = 0
        while !lazyGrowths.isEmpty {
            let growths = lazyGrowths
            lazyGrowths = []
            rounds += 1
            guard rounds <= 4 else { break }
            for grow in growths { grow() }
            laid = layOut(currentContent())
        }
        return laid
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
        if !screen.tasks.isEmpty || !tasks.isEmpty { runTasks(of: screen, on: stack) }
        return screen
    }

    /// Starts the tasks of the screen on top of `stack` that don't run yet, or whose view's `id`
    /// changed, and cancels those it no longer has (their view left it). A screen built again with the
    /// same views starts nothing.
    private func runTasks(of screen: Screen, on stack: Router<Value>) {
        let key = topKey(of: stack)
        let old = tasks[key]?.running ?? []
        guard !screen.tasks.isEmpty || !old.isEmpty else { return }
        // Each task the screen has now, with the one running for it, if any. A screen's own tasks (no
        // place) are matched by their order among those.
        let oldUnplaced = old.filter { $0.place == nil }
        var unplaced = 0
        let matched = screen.tasks.map { task -> (ScreenTask, RunningTask?) in
            let match: RunningTask?
            if let place = task.place {
                match = old.first { $0.place === place }
            } else {
                match = unplaced < oldUnplaced.count ? oldUnplaced[unplaced] : nil
                unplaced += 1
            }
            return (task, match.flatMap { $0.generation == task.generation ? $0 : nil })
        }
        // What is no longer wanted is cancelled before what replaces it starts.
        for running in old where !matched.contains(where: { $0.1?.task == running.task }) { running.task.cancel() }
        let running = matched.map { task, kept -> RunningTask in
            if let kept { return kept }
            tasksInProgress += 1
            let started = Task(priority: task.priority) { [weak self] in
                await task.action()
                self?.tasksInProgress -= 1
            }
            return RunningTask(place: task.place, generation: task.generation, task: started)
        }
        tasks[key] = running.isEmpty ? nil : (stack, running)
    }

    /// Cancels the tasks of screens that are no longer on top of a visible stack.
    private func endTasks(notOnTopOf stacks: [Router<Value>]) {
        for (key, level) in tasks where !stacks.contains(where: { $0 === level.stack }) || topKey(of: level.stack) != key {
            for running in level.running { running.task.cancel() }
            tasks[key] = nil
        }
    }

    /// How many visible screens' `.task`s have started and not been cancelled (one that ended by
    /// itself counts until its screen leaves or its view does: it is not started again meanwhile).
    package var runningTasks: Int { tasks.values.reduce(0) { $0 + $1.running.count } }

    /// How many screens' `.task`s have started and not returned yet: what a headless run waits for.
    package var unfinishedTasks: Int { tasksInProgress }

    /// Cancels the screens' tasks and lets the screens be built again: the app is hidden (another tab
    /// shown); shown again, its screens start their tasks anew, as SwiftUI's `.task` does on appearing.
    package func endTasks() {
        for level in tasks.values { for running in level.running { running.task.cancel() } }
        tasks.removeAll()
        refreshing?.task.cancel()
        refreshing = nil
        invalidate()
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
}

/// A screen's `.task` started: what it belongs to (`ScreenTask`), and the work.
struct RunningTask {
    let place: AnyObject?
    let generation: Int
    let task: Task<Void, Never>
}
