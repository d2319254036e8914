// The screens of the tree as the host keeps them between evaluations: the first nodes of the view graph.
import Navigation
import TerminalUI

/// A screen of the tree (the root, a level pushed on a stack, a presentation's root) as its host keeps it
/// between evaluations: its views' `@State`, its last evaluation and the observation of what that read,
/// the `isPresented`/`item` destinations it declares, its sheets and life-cycle actions and what its
/// `onChange`s saw. (The `onAppear`s that ran are the host's, `_HostExtras.appeared`: their
/// `onDisappear`s run after the screen has gone.) Made when the screen first keeps something (a level
/// evaluated unobserved that keeps nothing has none), let go of when the screen leaves the tree, with all
/// it holds.
final class ScreenNode {
    /// The stack the screen was evaluated on (0 the root stack, `i` the `i`-th presentation's): where the
    /// host looks for it to know whether it is still on the tree. `nil` for the root screen, always there.
    @exclusivity(unchecked) var stack: Int?
    /// Its views' `@State` cells, by structural position.
    @exclusivity(unchecked) var cells: [String: AnyObject] = [:]
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
    /// The value each of its `onChange(of:)`s last saw, by structural position.
    @exclusivity(unchecked) var changeValues: [String: Any] = [:]

    /// A node is let go of on the main actor anyway; an isolated deinit checks the executor (as
    /// `_RenderContext`'s would).
    nonisolated deinit {}

    /// The cell of the `@State` at `key`, made with `initial` the first time.
    func cell<Value>(key: String, initial: Value) -> StateCell<Value> {
        if let cell = cells[key] as? StateCell<Value> { return cell }
        let cell = StateCell(initial)
        cells[key] = cell
        return cell
    }

    /// Lets go of its kept evaluation (evicted, invalidated, or the screen gone): the observation of what
    /// it read ends.
    func dropEvaluation() {
        evaluation?.drop()
        evaluation = nil
    }
}

extension ViewHost {
    /// The node of the screen with this identity, made if it has none.
    func node(_ screen: UInt64) -> ScreenNode {
        if let node = nodes[screen] { return node }
        let node = ScreenNode()
        nodes[screen] = node
        return node
    }

    /// The cell of the `@State` at `key` of the screen with this identity.
    func cell<Value>(screen: UInt64, key: String, initial: Value) -> StateCell<Value> {
        node(screen).cell(key: key, initial: initial)
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
