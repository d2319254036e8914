// The screens of the tree as the host keeps them between evaluations: the first nodes of the view graph.
import Navigation
import TerminalUI

/// A screen of the tree (the root, a level pushed on a stack, a presentation's root) as its host keeps it
/// between evaluations: its views' `@State`, its last evaluation and the observation of what that read,
/// the `isPresented`/`item` destinations it declares, its sheets and life-cycle actions. (The
/// `onAppear`s that ran are the host's, `_HostExtras.appeared`: their `onDisappear`s run after the screen
/// has gone.) Made when the screen first keeps something (a level
/// evaluated unobserved that keeps nothing has none), let go of when the screen leaves the tree, with all
/// it holds.
final class ScreenNode {
    /// The stack the screen was evaluated on (0 the root stack, `i` the `i`-th presentation's): where the
    /// host looks for it to know whether it is still on the tree. `nil` for the root screen, always there.
    @exclusivity(unchecked) var stack: Int?
    /// The places of its views that keep something (their `@State`), from the screen's own: made when
    /// the first value is kept.
    @exclusivity(unchecked) var views: ViewNode?
    /// Its last evaluation, while kept: drawn again when the screen is uncovered and nothing the
    /// evaluation read has changed (the host keeps the latest `keptEvaluations`).
    @exclusivity(unchecked) var evaluation: EvaluatedScreen?
    /// The `isPresented`/`item` destinations its last evaluation declared.
    @exclusivity(unchecked) var presented: [_PresentedRecord] = []
    /// Those destinations by structural position, with the item each showed at the last synchronization.
    @exclusivity(unchecked) var presentedDestinations: [String: (destination: ItemDestination<AnyHashable>, seen: AnyHashable?)] = [:]
    /// Each of those destinations' record as the screen last drew it, by structural position.
    @exclusivity(unchecked) var latestRecords: [String: _PresentedRecord] = [:]
    /// Its last evaluation's sheets, life-cycle actions and URL handlers, if it found any (set through
    /// `ViewHost.setExtras`, which counts them).
    @exclusivity(unchecked) var extras: _ScreenExtras?
    /// Written when a view of the screen drawn again from what it drew becomes stale (Replay.swift): its
    /// evaluations read it.
    lazy var replayChanges = StateCell(0)

    /// A node is let go of on the main actor anyway; an isolated deinit checks the executor (as
    /// `_RenderContext`'s would).
    nonisolated deinit {}

    /// The node of the screen's own place (the root of its views' places), made if it has none.
    var rootView: ViewNode {
        if let views { return views }
        let views = ViewNode()
        self.views = views
        return views
    }

    /// Lets go of its kept evaluation (evicted, invalidated, or the screen gone): the observation of what
    /// it read ends.
    func dropEvaluation() {
        evaluation?.drop()
        evaluation = nil
    }
}

/// A place in a screen's view hierarchy that keeps something: the `@State` (and `@StateObject`,
/// `@FocusState`, a menu's being open ...) of the view there, by the property's name, and the places
/// under it that keep something, by their component of the structural path (`StructuralPath`). Made
/// when a view there first keeps a value; let go of, with all the places under it, when its view
/// leaves the hierarchy: the other branch of an `if` or a `switch` taken, an optional view gone, a
/// `ForEach` element removed, another `.id`, a view of another type in an `AnyView`
/// (`_RenderContext.keepOnly(_:)`, `sweep(since:)`). Its view's state then starts again when the view
/// comes back, as SwiftUI's does. A place that evaluates only part of what is under it (a list's lazy
/// rows, a `TabView`'s other tabs) keeps what it doesn't evaluate.
@usableFromInline final class ViewNode {
    /// The values kept, by property name.
    @exclusivity(unchecked) var cells: [String: AnyObject] = [:]
    /// The places under this one that keep something, by component.
    @exclusivity(unchecked) var children: [String: ViewNode] = [:]
    /// The sweep clock when an evaluation last went through this place (`_RenderContext.sweep(since:)`).
    @exclusivity(unchecked) var seen = 0
    /// What the view of yours here drew, to draw again while its inputs are as they were (Replay.swift).
    @exclusivity(unchecked) var replay: ViewReplay?

    /// The clock of sweeps: one more at each (`_RenderContext.startSweep()`); a place gone through is
    /// marked with its value then.
    @exclusivity(unchecked) static var clock = 0

    nonisolated deinit {}

    /// The cell of the value `field` kept here, made with `initial` the first time.
    func cell<Value>(_ field: String, initial: Value) -> StateCell<Value> {
        kept(field) { StateCell(initial) }
    }

    /// The object kept here as `field`, made by `make` the first time.
    func kept<Object: AnyObject>(_ field: String, make: () -> Object) -> Object {
        if let object = cells[field] as? Object { return object }
        let object = make()
        cells[field] = object
        return object
    }

    /// Lets go of the places under this one that no evaluation went through since the clock was `mark`.
    func dropChildren(unseenSince mark: Int) {
        // A plain loop: a closure of this main-actor module checks its actor at each call.
        var anyUnseen = false
        for child in children.values where child.seen < mark {
            anyUnseen = true
            break
        }
        guard anyUnseen else { return }
        children = children.filter { $0.value.seen >= mark }
    }

    /// Lets go of the places under this one but `component`'s (`nil`: all of them).
    func keepOnlyChild(_ component: String?) {
        guard let component, let kept = children[component] else {
            children = [:]
            return
        }
        if children.count > 1 { children = [component: kept] }
    }
}

extension ViewHost {
    /// The node of the screen with this identity, made if it has none.
    func node(_ screen: UInt64) -> ScreenNode {
        if screen == 0, let rootNode { return rootNode }
        if let node = nodes[screen] { return node }
        let node = ScreenNode()
        nodes[screen] = node
        if screen == 0 { rootNode = node }
        return node
    }

    /// The cell of the screen's own value `field` (its edit mode), made with `initial` the first time.
    func cell<Value>(screen: UInt64, field: String, initial: Value) -> StateCell<Value> {
        node(screen).rootView.cell(field, initial: initial)
    }

    /// Sets the `isPresented`/`item` destinations a screen's evaluation declared.
    func setPresented(_ records: [_PresentedRecord], of screen: UInt64) {
        if !records.isEmpty {
            node(screen).presented = records
            presentingScreens.insert(screen)
        } else if presentingScreens.remove(screen) != nil {
            nodes[screen]?.presented = []
        }
    }
}
