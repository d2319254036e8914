import Navigation

/// Keeps a router's tree in a `PathStore`: reads the saved tree at launch, then saves every change of
/// the path and of what is presented, one journal line each.
///
/// ```swift
/// let recorder = PathRecorder<AnyHashable>(file: statePath)
/// let saved = recorder.load(types: destinations.codableTypes)   // show saved.tree, saved.notices
/// let router = Router<AnyHashable>()
/// router.restore(saved.tree)
/// recorder.record(router)          // saves the tree whole if it isn't what was loaded
/// // in the input loop: recorder.store.flushIfDue(); on quit: recorder.store.flush()
/// ```
///
/// A value that isn't `Codable` can't be saved. SwiftUI's `path.codable` is then `nil` and nothing is
/// saved; here the saved tree is cut before that value (its longest codable prefix) and a notice says so.
@MainActor
package final class PathRecorder<Value: Hashable> {
    /// What was read at launch.
    package struct Saved {
        /// The longest prefix of the saved tree that could be read.
        package var tree: NavigationTree<Value>
        /// One-line notices: what was wrong with the files and what was done.
        package var notices: [String]
    }

    package private(set) var store: PathStore!
    package private(set) weak var router: Router<Value>?
    /// Called with each notice from the moment recording starts (a failing disk, a value not saved).
    package var onNotice: ((String) -> Void)? {
        get { relay.listener }
        set { relay.listener = newValue }
    }
    private var relay = NoticeRelay()

    /// The codable prefix saved while the tree holds a value that isn't `Codable`; `nil` otherwise.
    private var cutState: NavigationState?
    /// The tree read at launch, until recording starts: if the router shows it, it is on disk already.
    private var loaded: NavigationTree<Value>?
    private var observation: ObservationToken?

    /// A recorder for the state file at `file` (its journal is beside it). A `readOnly` one loads the
    /// saved tree and saves nothing (another process holds the state's `StateLock`).
    package convenience init(file: String, readOnly: Bool = false) {
        self.init(file: file, limits: .standard, readOnly: readOnly)
    }

    /// A recorder whose store keeps `limits` (the tests' and benchmarks' small files and fast syncs).
    package init(file: String, limits: PathStore.Limits, readOnly: Bool = false) {
        store = PathStore(file: file, limits: limits, readOnly: readOnly) { [unowned self] in self.currentState() }
    }

    /// Reads the saved tree with the types of `types`. When it names a type they don't hold (an update
    /// removed a route, say), the tree is read up to it and the files are set aside before anything
    /// overwrites them.
    package func load(types: CodableTypes) -> Saved {
        let restored = store.load()
        var notices = restored.problems.map(\.description)
        relay.problemsTold(store)
        var state = restored.state
        // More presentations than a tree shows: those past the limit are not read at all (each costs
        // what a screen does), and the files are set aside, so none is lost.
        let presented = state.presentations.count, limit = NavigationState.maximumPresentations
        let isCut = presented > limit
        if isCut {
            state.presentations.removeSubrange(limit...)
            let problem = store.setAside(reason: "holds \(presented) presentations, one over another, where at most \(limit) are shown; restored the path and the first \(limit)")
            relay.problemsTold(store)
            notices.append(problem.description)
        }
        // A stack of AnyHashable (a NavigationPath) keeps its restored values encoded until they are read.
        let (tree, error) = types.tree(from: state, lazily: Value.self == AnyHashable.self)
        let typed = Self.typed(tree)
        tree.forEachRestoredPath { stack, values in
            values.onFailure = { [weak self, file = store.file, stackName = tree.stackName(stack)] index, error in
                self?.notify("state file '\(file)' holds a value at level \(index + 1)\(stackName) this navigator can't read (\(error)); "
                    + "it is shown as unreadable and saved as it was")
            }
        }
        guard let error else {
            // What the files hold, unless they were bad (then the store saves afresh anyway).
            loaded = restored.problems.isEmpty && !isCut && typed.valueCount == tree.valueCount ? typed : nil
            return Saved(tree: typed, notices: notices)
        }
        let kept = typed.valueCount
        let levels = kept == 1 ? "1 level" : "\(kept) levels"
        let what: String
        switch error {
        case .unknownType(let name, _): what = "names a type this navigator doesn't know ('\(name)')"
        case let .badValue(name, _, reason): what = "holds a \(name) this navigator can't read (\(reason))"
        case .notJSON(let reason): what = "holds a path this navigator can't read (\(reason))"
        }
        let problem = store.setAside(reason: "\(what); restored the \(levels) before it")
        relay.problemsTold(store)
        notices.append(problem.description)
        return Saved(tree: typed, notices: notices)
    }

    /// Saves `router`'s tree from now on: whole, now, when it isn't the tree that was loaded (a deep
    /// link, `--fresh`, a prefix of a damaged file), then one journal line per change.
    package func record(_ router: Router<Value>) {
        record(router, showsLoaded: false)
    }

    /// `record(_:)`, told that `router` shows the tree `load` returned (`showsLoaded`: an app that put
    /// the same state up in steps, read with the same types), so it isn't compared value by value.
    package func record(_ router: Router<Value>, showsLoaded: Bool) {
        self.router = router
        // Showing what was loaded, the router needs no saving: don't encode a deep stack for nothing.
        if let loaded, showsLoaded || Self.router(router, shows: loaded) {
            cutState = nil
        } else {
            let (state, dropped) = router.navigationTree.codablePrefix
            cutState = dropped > 0 ? state : nil
            store.save(state)
            if dropped > 0 { notify(unsaved(router.navigationTree, state)) }
        }
        loaded = nil
        reportNewProblems()
        observation = router.observe(didChange: { [unowned self] change in self.changed(change) })
    }

    /// Saves no more: the router's changes are no longer heard (the app's root became another kind of
    /// view, whose recorder saves from now on). What is pending is written first.
    package func stop() {
        observation = nil
        router = nil
        store.flush()
    }

    // MARK: Private

    private func changed(_ change: PathChange) {
        guard let router else { return }
        defer { reportNewProblems() }
        if cutState == nil, let recorded = stateChange(for: change, in: router) {
            store.record(recorded)
            return
        }
        // A value that isn't Codable is on the tree, or was just pushed: save the codable prefix whole.
        let tree = router.navigationTree
        let (state, dropped) = tree.codablePrefix
        let wasCut = cutState != nil
        cutState = dropped > 0 ? state : nil
        store.save(state)
        if dropped > 0, !wasCut { notify(unsaved(tree, state)) }
    }

    /// The change as a store records it, or `nil` when a value it adds isn't `Codable`.
    private func stateChange(for change: PathChange, in router: Router<Value>) -> StateChange? {
        let stack = change.stack
        switch change.kind {
        case .push:
            guard let value = router.stack(above: stack)?.top, let element = CodableElement.make(value) else { return nil }
            return .push(stack: stack, element: element)
        case .pop:
            return .pop(stack: stack, count: change.newCount)
        case .replace:
            guard let entries = router.stack(above: stack)?.entries else { return nil }
            // Values still encoded are saved as they were read.
            var path = NavigationPath.CodableRepresentation(elements: [])
            if let restored = entries.restored {
                path = restored.representation
                path.removeLast(path.count - entries.restoredCount)
            }
            for index in path.count..<entries.count {
                guard let element = CodableElement.make(entries[index].value) else { return nil }
                path.append(element)
            }
            return .replace(stack: stack, path: path)
        case .present:
            guard let presented = router.presentation(at: stack - 1),
                  let root = CodableElement.make(presented.root.value) else { return nil }
            return .present(PresentationState(style: presented.style, root: root))
        case .dismiss:
            return .dismiss(count: change.newCount)
        }
    }

    /// What the store writes a snapshot from: the live tree, each value encoded when it is read.
    private func currentState() -> any NavigationStateSource {
        if let cutState { return cutState }
        guard let router else { return NavigationState() }
        return LiveTree(router: router)
    }

    private func unsaved(_ tree: NavigationTree<Value>, _ state: NavigationState) -> String {
        let saved = state.path.count + state.presentations.reduce(0) { $0 + 1 + $1.path.count }
        let uncodable = Self.firstUncodable(in: tree).map { AnyHashable($0).base }
        let total = tree.valueCount
        let kept = saved == 0 ? "None of the \(total) levels is saved" : saved == 1 ? "Only the first of \(total) levels is saved" : "Only the first \(saved) of \(total) levels are saved"
        if let byDesign = uncodable as? any UnsavedByDesign {
            return "\(kept): \(byDesign.unsavedDescription), so it and what is above it can't be restored"
        }
        let first = uncodable.map { "a \(CodableTypes.name(of: type(of: $0)))" } ?? "a value"
        return "\(kept): \(first) is not Codable, so it and what is above it can't be restored"
    }

    private static func firstUncodable(in tree: NavigationTree<Value>) -> Value? {
        // Values still encoded were read from a file: they are Codable.
        func first(in values: PathValues<Value>) -> Value? {
            (values.restoredCount..<values.count).lazy.map { values[$0] }.first { CodableElement.make($0) == nil }
        }
        if let value = first(in: tree.path) { return value }
        for presented in tree.presentations {
            if CodableElement.make(presented.root) == nil { return presented.root }
            if let value = first(in: presented.values) { return value }
        }
        return nil
    }

    /// Whether the router's tree is `tree`, compared in place (no copy of a deep path).
    @_specialize(where Value == AnyHashable)
    private static func router(_ router: Router<Value>, shows tree: NavigationTree<Value>) -> Bool {
        let presentations = router.presentations
        guard presentations.count == tree.presentations.count, router.entries.holds(tree.path) else { return false }
        for (presented, expected) in zip(presentations, tree.presentations) {
            guard presented.style == expected.style, presented.root.value == expected.root,
                  presented.stack.entries.holds(expected.values) else { return false }
        }
        return true
    }

    private func reportNewProblems() { relay.tellNewProblems(store) }

    private func notify(_ notice: String) { relay.notify(notice) }

    private static func typed(_ tree: NavigationTree<AnyHashable>) -> NavigationTree<Value> {
        // A NavigationPath's stack takes the tree as it is, restored values still encoded.
        if let same = tree as? NavigationTree<Value> { return same }
        // Values the registry gives back are of the types registered; a typed stack keeps those of its type.
        func cast(_ values: [AnyHashable]) -> [Value] {
            var result: [Value] = []
            for value in values {
                guard let typed = Router<Value>.cast(value) else { break }
                result.append(typed)
            }
            return result
        }
        var typedTree = NavigationTree<Value>(path: cast(Array(tree.path)))
        guard typedTree.path.count == tree.path.count else { return typedTree }
        for presented in tree.presentations {
            guard let root = Router<Value>.cast(presented.root) else { break }
            let path = cast(presented.path)
            typedTree.presentations.append(.init(style: presented.style, root: root, path: path))
            if path.count < presented.path.count { break }
        }
        return typedTree
    }
}

/// A router's tree as a store reads it: each value encoded when it is asked for, so a snapshot of a deep
/// stack needs no second copy of the path.
@MainActor
private struct LiveTree<Value: Hashable>: @MainActor NavigationStateSource {
    let router: Router<Value>

    var stackCount: Int { 1 + router.presentationCount }

    func pathCount(ofStack stack: Int) -> Int { self.stack(stack).count }

    func pathElement(ofStack stack: Int, at index: Int) -> NavigationPath.CodableRepresentation.Element {
        // Only called while every value is Codable (else the recorder hands over its codable prefix).
        // A value still encoded is saved as it was read.
        let entries = self.stack(stack).entries
        return entries.restoredElement(at: index) ?? CodableElement.make(entries[index].value)!
    }

    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element) {
        let presented = router.presentation(at: stack - 1)!
        return (presented.style, CodableElement.make(presented.root.value)!)
    }

    private func stack(_ index: Int) -> Router<Value> {
        router.stack(above: index)!
    }

    /// The paths as they are now (copies of arrays: their buffers are shared until the app changes
    /// them) and the presentations encoded, for a snapshot written on another thread.
    func frozen(rootFrom: Int) -> (any NavigationStateSource & Sendable)? {
        let count = router.presentationCount
        // Only the top of the root path: copying a deep path's array would cost what it holds.
        let root = router.entries
        let tailStart = max(0, rootFrom - root.restoredCount)
        var stacks = [PathEntries(restored: root.restored, count: root.restoredCount, firstID: root.firstID,
                                  tail: Array(root.tail[min(tailStart, root.tail.count)...]), tailOffset: tailStart)]
        var presented: [(style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element)] = []
        stacks.reserveCapacity(count + 1)
        presented.reserveCapacity(count)
        for index in 0..<count {
            let presentation = router.presentation(at: index)!
            stacks.append(presentation.stack.entries)
            presented.append((presentation.style, CodableElement.make(presentation.root.value)!))
        }
        return FrozenTree(stacks: stacks, presented: presented)
    }
}

/// A copy of a router's tree, read on the thread that writes a snapshot. Values still encoded are read
/// from their immutable bytes (never decoded there); the others are encoded as they are asked for.
private struct FrozenTree<Value: Hashable>: NavigationStateSource, @unchecked Sendable {
    let stacks: [PathEntries<Value>]
    let presented: [(style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element)]

    var stackCount: Int { stacks.count }

    func pathCount(ofStack stack: Int) -> Int { stacks[stack].count + stacks[stack].tailOffset }

    func pathElement(ofStack stack: Int, at index: Int) -> NavigationPath.CodableRepresentation.Element {
        stacks[stack].codableElement(at: index)!
    }

    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element) {
        presented[stack - 1]
    }
}

