// The views' host: restoring a saved tree whose values' types the views register as they are shown.
import Navigation
import TerminalUI

extension ViewHost {
    /// The `Codable` types registered so far: the destinations' and the sheets' items', those of the
    /// screens evaluated included (what a saved tree is read with).
    package var codableTypes: CodableTypes {
        applyPendingRegistrations()
        return app.destinations.codableTypes
    }

    /// Shows more of a saved tree whose values' types are registered by the views it shows (a
    /// `navigationDestination(for:)` declared on a pushed view or in a sheet, a sheet's item on a
    /// pushed view). The screen under the first value not read yet is evaluated, as it will be when it
    /// is shown, which registers its destinations and its sheets' items (a sheet taking over a restored
    /// presentation registers its stack's); `read` is then given the types known now, and returns the
    /// saved tree read with them, or `nil` when they read no further. Each step shows the values read
    /// above what was shown, keeping the levels below and their state. Before the first frame: no
    /// `.task` starts and no `onAppear` runs meanwhile.
    package func restoreFurther(reading read: (CodableTypes) -> NavigationTree<AnyHashable>?) {
        guard !appRestoredItsPath else { return }
        restoreTree(reading: read)
    }

    /// Shows a saved tree on the stack shown, in steps as `restoreFurther` does, from what it shows now
    /// (nothing, for a tab's stack shown for the first time): `read` is called with the types known at
    /// each step.
    func restoreTree(reading read: (CodableTypes) -> NavigationTree<AnyHashable>?) {
        while true {
            // Bindings, sheets taking over the presentations restored so far (evaluating their roots).
            synchronize()
            let top = router.stack(above: router.presentationCount) ?? router
            _ = app.topScreen(of: top)
            guard let tree = read(codableTypes) else { break }
            let before = shownValueCount
            extend(to: tree)
            if shownValueCount <= before { break }
        }
        synchronize()
    }

    /// How many values the tree holds: the root path's, and each presentation's root and path.
    private var shownValueCount: Int {
        router.presentations.reduce(router.count) { $0 + 1 + $1.stack.count }
    }

    /// Adds to the tree shown what `tree`, which begins with it, holds above it.
    private func extend(to tree: NavigationTree<AnyHashable>) {
        let shown = router.presentationCount
        if shown == 0 {
            // Nothing is presented yet, so nothing was taken over: the path's values stay encoded.
            if tree.path.count > router.count { router.replaceStack(with: tree.path) }
        } else if shown <= tree.presentations.count, let stack = router.presentation(at: shown - 1)?.stack {
            let path = tree.presentations[shown - 1].values
            if stack.isEmpty {
                // Nothing of it shown yet: its values stay encoded, as the root path's (a sheet's path a
                // million deep was a million pushes, 9 s).
                if !path.isEmpty { stack.replaceStack(with: path) }
            } else {
                // Pushed one by one: the levels below keep their identities, and so their sheets and state.
                for value in path.dropFirst(stack.count) { stack.push(value) }
            }
        }
        for presented in tree.presentations.dropFirst(shown) {
            router.present(presented.root, style: presented.style)
            if !presented.values.isEmpty { router.activeStack.replaceStack(with: presented.values) }
        }
    }

    /// Forgets the screens evaluated, so that the next frame evaluates the visible ones again: after
    /// actions that may have changed what no observation sees.
    func invalidateScreens() {
        for screen in evaluationOrder { nodes[screen]?.dropEvaluation() }
        evaluationOrder.removeAll()
        app.invalidate()
        split?.app.invalidate()
    }

    /// A view's title, from an evaluation whose state is thrown away.
    func title<Content: View>(of view: Content, environment: EnvironmentValues? = nil) -> String? {
        evaluate(AnyViewBox(view, environment: environment), screenID: nil, isInStack: true).title
    }

    /// A presentation's title, from an evaluation whose state is thrown away (a NavigationStack in it
    /// is its own).
    func presentationTitle(of view: AnyViewBox) -> String? {
        evaluate(view, screenID: nil, isInStack: false).title
    }

    /// The stack of the tree at `index`: 0 is the root stack, `i` the `i`-th presentation's.
    func stack(at index: Int) -> Router<AnyHashable>? {
        index == 0 ? router : router.presentation(at: index - 1)?.stack
    }

    /// The identity of a level of a stack: the root stack's root is 0, a presentation's root is its
    /// presented value's.
    func screenID(atLevel level: Int, stack index: Int) -> UInt64? {
        guard let stack = stack(at: index) else { return nil }
        if level == 0 { return index == 0 ? 0 : router.presentation(at: index - 1)?.root.id.rawValue }
        if level <= stack.count { return stack.entryID(at: level - 1).rawValue }  // not the value: no copy of it
        return stack.view(atLevel: level)?.id.rawValue
    }

    func register<D: Hashable, C: View>(_ type: D.Type, destination: @escaping (D) -> C, in destinations: inout ScreenDestinations) {
        let type = ObjectIdentifier(D.self)
        let title: (D) -> String = { [reference] value in
            guard let self = reference.host else { return String(describing: value) }
            // A presentation's root that a sheet shows is titled by the sheet's view.
            if !self.extras.shownSheets.isEmpty, let title = self.presentedTitle(of: AnyHashable(value)) { return title }
            if let title = self.evaluatedTitles[AnyHashable(value)] { return title }
            return self.title(of: destination(value), environment: self.extras.destinationEnvironments[type]) ?? String(describing: value)
        }
        let content: (D, ScreenContext) -> Screen = { [reference] value, context in
            guard let self = reference.host else { return Screen(title: String(describing: value)) }
            if context.isPresentationRoot, let view = self.presentedView(stack: context.stack) {
                return self.screen(view, context: context, fallbackTitle: String(describing: value))
            }
            let view = AnyViewBox(destination: destination, of: value, environment: self.destinationEnvironment(of: type, stack: context.stack))
            let screen = self.screen(view, context: context, fallbackTitle: String(describing: value),
                                     presentsItself: context.isPresentationRoot)
            // A screen drawn from its kept evaluation had its title kept then (and if it was let go of
            // since, the breadcrumb evaluates it again): hashing the value on every pop cost a key more
            // than the rest of the pop.
            if !screen.isWarning, !self.screenWasKept {
                // The breadcrumb's title: a `.principal` item's heading doesn't change it.
                let title = self.breadcrumbTitle ?? screen.title
                if context.depth > 0, let id = self.lastScreenID {
                    self.app.remember(title: title, of: EntryID(rawValue: id))
                } else {
                    if self.evaluatedTitles.count >= 256 { self.evaluatedTitles.removeAll(keepingCapacity: true) }
                    let key = AnyHashable(value)
                    if let known = self.evaluatedTitles[key], known != title { self.app.titleChanged() }
                    self.evaluatedTitles[key] = title
                }
            }
            return screen
        }
        destinations.register(D.self, title: title, content: content)
        // A `Codable` type with its decoder too, so that a saved path holding its values reads back.
        // (Registered apart from its destination: a destination registered as the `Codable` type
        // reached `D` through a closure and a cast at every screen.)
        if let codable = D.self as? any (Hashable & Codable).Type { destinations.codableTypes.register(codable) }
    }

    /// `@Environment(\.dismiss)`: pops the level of the screen that read it, and what is above it.
    func dismiss(screenID: UInt64) {
        guard screenID != 0 else { return }
        let id = EntryID(rawValue: screenID)
        if let index = router.presentations.firstIndex(where: { $0.root.id == id }) {
            dismissPresentations(from: index)
        } else {
            for index in 0...router.presentations.count {
                guard let stack = stack(at: index) else { continue }
                if let level = stack.level(of: id) ?? stack.views.firstIndex(where: { $0.id == id }).map({ stack.count + $0 + 1 }) {
                    try? stack.popTo(level: level - 1)
                    break
                }
            }
        }
        synchronize()
    }

    /// Dismisses the presentation at `index` and those over it.
    func dismissPresentations(from index: Int) {
        while router.presentationCount > index { router.dismiss() }
    }
}
