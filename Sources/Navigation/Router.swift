import Observation

/// The navigation state of one stack: a root that is always there, a path of values above it, the
/// views pushed above the values, and what is presented over it.
///
/// A router is the one place a path changes. Screens call it from their links, and code that is not a
/// screen (a deep-link handler, a restored state) calls it too. Every change is O(1) in the depth of the
/// path except those that drop or replace elements, which cost what they drop or add. The changes and
/// reads a key makes are pre-specialized for `AnyHashable` (a `NavigationPath`'s element), so that a
/// front end in another module does not pay for generic metadata lookups on every key.
///
/// ```swift
/// let router = Router<Route>()
/// router.push(.profile(username: "johndoe"))
/// router.push(.editProfile)
/// try router.removeLast(2)      // back at the root
/// router.pop()                  // nothing happens: the root can't be removed
/// ```
///
/// Like SwiftUI's stack, it keeps three kinds of levels, bottom to top: the root, the values of the
/// path (observed, saved, in deep links), and views pushed by view-destination links or by
/// `isPresented`/`item` destinations (on screen, but not in the path). Pushing a value pops the
/// views first.
///
/// A router is `Observable`: reading its path, views or presentations inside
/// `withObservationTracking` (or an `@Observable` model's computed property that reads them) is
/// told of the next change of its tree, as with any `@Observable` model. The change events that
/// saving and the event log need (`observe(willChange:didChange:didRefuse:)`, `changes`) say what
/// changed, which Observation does not.
@MainActor
public final class Router<Value: Hashable>: Observable {
    /// The path with each element's identity, root-most first.
    ///
    /// A restored path keeps its values encoded until they are read (see `RestoredValues`): read what
    /// is on screen by index, not the whole collection.
    @exclusivity(unchecked) @usableFromInline package private(set) var entries = PathEntries<Value>()
    /// Views pushed above the path, bottom-most first.
    public var views: [PushedView] {
        shared.access()
        return pushedViews
    }
    @exclusivity(unchecked) @usableFromInline private(set) var pushedViews: [PushedView] = []
    /// What this stack presents over itself, if anything.
    public var presentation: Presentation<Value>? {
        shared.access()
        return presented
    }
    @exclusivity(unchecked) private var presented: Presentation<Value>?

    @usableFromInline let shared: RouterTree
    private weak var presenter: Router<Value>?
    /// The presentations of the whole tree, outermost first, shared by its routers: finding the top
    /// or a stack's presentation costs the same at any nesting.
    /// The root stack owns it; presented stacks see it weakly (it holds them).
    private let ownChain: PresentationChain<Value>?
    private weak var sharedChain: PresentationChain<Value>?
    private var chain: PresentationChain<Value> { ownChain ?? sharedChain ?? PresentationChain() }
    /// While observers hear `willChange`: what the change leads to, for `upcomingPath`.
    @exclusivity(unchecked) private var upcoming: Upcoming?

    private enum Upcoming {
        case push(Value)
        case pop(to: Int)
        case replace(PathEntries<Value>)
    }

    /// A stack with the root on top.
    public init() {
        shared = RouterTree()
        ownChain = PresentationChain()
        stackIndex = 0
    }

    /// A stack showing `path`, its last value on top.
    public init(path: some Sequence<Value>) {
        shared = RouterTree()
        ownChain = PresentationChain()
        stackIndex = 0
        entries = PathEntries(path.map(makeEntry))
    }

    /// Views still pushed when the stack goes are removed with it: whoever keeps what they draw
    /// (the terminal UI, by their identities) lets it go.
    isolated deinit {
        for view in pushedViews.reversed() { view.onRemove?(view.id) }
    }

    /// A presentation's own stack.
    init(presentedBy presenter: Router<Value>) {
        shared = presenter.shared
        ownChain = nil
        sharedChain = presenter.chain
        stackIndex = presenter.stackIndex + 1
        self.presenter = presenter
    }

    // MARK: Reading

    /// The values on the path, root-most first. Setting it replaces the stack.
    public var path: [Value] {
        get {
            shared.access()
            return entries.map(\.value)
        }
        set { replaceStack(with: newValue) }
    }

    /// How many values are on the path; 0 when the root is on top of the values.
    @inlinable public var count: Int {
        shared.access()
        return entries.count
    }

    /// True when no value is on the path.
    @inlinable public var isEmpty: Bool {
        shared.access()
        return entries.isEmpty
    }

    /// The value on top of the path, or `nil` when the path is empty.
    @inlinable public var top: Value? {
        shared.access()
        return entries.isEmpty ? nil : entries[entries.count - 1].value
    }

    /// The levels above the root that are on screen: the values, then the views.
    @inlinable public var depth: Int {
        shared.access()
        return entries.count + pushedViews.count
    }

    /// Whether going back does anything (it doesn't at the root).
    public var canGoBack: Bool { depth > 0 }

    /// The identity of the top view above the path, if one is pushed: for a front end's hot path,
    /// not tracked by Observation (the front end watches the tree's generation).
    @inlinable package var topViewID: EntryID? { pushedViews.last?.id }

    /// The identity of the value at `index` of the path, read where it is kept: a front end's read of
    /// `entries` copied them (their buffers retained and released) to ask one identity. Not tracked by
    /// Observation, as `topViewID`.
    @inlinable package func entryID(at index: Int) -> EntryID { entries.id(at: index) }

    /// How many views are pushed above the path: for a front end's bookkeeping, not tracked by
    /// Observation (`depth - count` registers two reads).
    @inlinable package var viewCount: Int { pushedViews.count }

    /// The value at a level (1 is the first element above the root), or `nil` for the root or a view.
    @_specialize(exported: true, where Value == AnyHashable)
    public func value(atLevel level: Int) -> Value? {
        shared.access()
        return level >= 1 && level <= entries.count ? entries[level - 1].value : nil
    }

    /// The view at a level, or `nil` when that level is the root or a value.
    @_specialize(exported: true, where Value == AnyHashable)
    public func view(atLevel level: Int) -> PushedView? {
        shared.access()
        let index = level - entries.count - 1
        return pushedViews.indices.contains(index) ? pushedViews[index] : nil
    }

    /// Which stack of the tree this is: 0 for the root stack, `i` for the `i`-th presentation's.
    package let stackIndex: Int

    /// Counts the changes of the whole tree, the views above the paths included (which observers don't
    /// hear): what a front end compares to know whether what it built is still what is on screen.
    @inlinable package var generation: UInt64 { shared.generation }

    /// The presentations over this stack, outermost first.
    public var presentations: [Presentation<Value>] {
        shared.access()
        return presented == nil ? [] : Array(chain.presentations[stackIndex...])
    }

    /// How many presentations are over this stack.
    package var presentationCount: Int { presented == nil ? 0 : chain.presentations.count - stackIndex }

    /// The `i`-th presentation over this stack (0 is the one this stack presents), or `nil`.
    package func presentation(at index: Int) -> Presentation<Value>? {
        index >= 0 && index < presentationCount ? chain.presentations[stackIndex + index] : nil
    }

    /// The stack `index` levels of presentation above this one: 0 is this stack, 1 the one it
    /// presents, and so on; `nil` past the top.
    package func stack(above index: Int) -> Router<Value>? {
        index == 0 ? self : presentation(at: index - 1)?.stack
    }

    /// Whether this stack is the root or a presentation still shown.
    private var isInTree: Bool {
        stackIndex == 0 || (stackIndex <= chain.presentations.count && chain.presentations[stackIndex - 1].stack === self)
    }

    /// The stack keys act on: the top-most presentation's, or this one when nothing is presented.
    public var activeStack: Router<Value> {
        presented == nil ? self : chain.presentations[chain.presentations.count - 1].stack
    }

    /// While `willChange` observers run, the path this stack will have once the change is applied
    /// (seed 000's `willSet`'s `newValue`); `nil` otherwise. Computed when asked.
    public var upcomingPath: [Value]? {
        switch upcoming {
        case .push(let value)?: return path + [value]
        case .pop(let count)?: return entries.prefix(count).map(\.value)
        case .replace(let newEntries)?: return newEntries.map(\.value)
        case nil: return nil
        }
    }

    /// True while a screen is being built (see `rendering(_:)`).
    package var isRendering: Bool { shared.renderDepth > 0 }

    // MARK: Changing the path

    /// Pushes a value: its screen becomes the top. Views above the path are popped first.
    @_specialize(exported: true, where Value == AnyHashable)
    public func push(_ value: Value) {
        guard allowed("push") else { return }
        removeViews(from: 0)
        let entry = makeEntry(value)
        // (The value is copied for `upcomingPath` only when someone may ask.)
        change(.push, to: entries.count + 1, upcoming: shared.hasWillChangeObservers ? .push(value) : nil) { $0.append(entry) }
    }

    /// Pushes any value, refusing one the path can't hold. The seed 002 router's `navigate(to:)`.
    public func navigate(to value: any Hashable) throws(NavigationError) {
        guard let typed = Self.cast(value) else {
            throw .wrongType(CodableTypes.name(of: type(of: (value as? AnyHashable)?.base ?? value)),
                             expected: CodableTypes.name(of: Value.self))
        }
        guard allowed("navigate(to:)") else { throw .changedWhileRendering("navigate(to:)") }
        push(typed)
    }

    /// Removes the top level (a view, else a value); at the root nothing happens. Returns the value
    /// removed, or `nil` when it was a view or nothing.
    @discardableResult
    @_specialize(exported: true, where Value == AnyHashable)
    public func pop() -> Value? {
        guard allowed("pop") else { return nil }
        if !pushedViews.isEmpty {
            removeViews(from: pushedViews.count - 1)
            return nil
        }
        guard let top = entries.last else { return nil }
        pop(to: entries.count - 1)
        return top.value
    }

    /// Removes every view and value: the root is on top.
    @_specialize(exported: true, where Value == AnyHashable)
    public func popToRoot() {
        guard allowed("popToRoot") else { return }
        removeViews(from: 0)
        guard !entries.isEmpty else { return }
        pop(to: 0)
    }

    /// Removes the last `k` values (and the views above them), or refuses and changes nothing when
    /// `k` is negative or larger than the path.
    @_specialize(exported: true, where Value == AnyHashable)
    public func removeLast(_ k: Int = 1) throws(NavigationError) {
        guard k >= 0, k <= entries.count else {
            throw .cannotRemove(requested: k, available: entries.count)
        }
        guard k > 0 else { return }
        guard allowed("removeLast(\(k))") else { throw .changedWhileRendering("removeLast(\(k))") }
        removeViews(from: 0)
        pop(to: entries.count - k)
    }

    /// Whether `removeLast(k)` would succeed and change something.
    public func canRemoveLast(_ k: Int) -> Bool { k >= 1 && k <= entries.count }

    /// Pops until `level` is on top: 0 is the root, `depth` leaves the stack as it is.
    @_specialize(exported: true, where Value == AnyHashable)
    public func popTo(level: Int) throws(NavigationError) {
        guard level >= 0, level <= depth else { throw .noSuchLevel(level, deepest: depth) }
        guard level < depth else { return }
        guard allowed("popTo(level: \(level))") else { throw .changedWhileRendering("popTo(level: \(level))") }
        if level >= entries.count {
            removeViews(from: level - entries.count)
        } else {
            removeViews(from: 0)
            pop(to: level)
        }
    }

    /// Pops until the element with this identity is on top; refused when it is no longer there.
    package func popTo(_ id: EntryID) throws(NavigationError) {
        guard let index = level(of: id) else { throw .entryGone(id) }
        try popTo(level: index)
    }

    /// The level of the value or view with this identity, or `nil` when it is gone.
    ///
    /// Identities grow with each push, so finding a value is a binary search, not a scan.
    @_specialize(exported: true, where Value == AnyHashable)
    package func level(of id: EntryID) -> Int? {
        var low = 0, high = entries.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let candidate = entries.id(at: mid)
            if candidate == id { return mid + 1 }
            if candidate < id { low = mid + 1 } else { high = mid - 1 }
        }
        return pushedViews.firstIndex { $0.id == id }.map { entries.count + 1 + $0 }
    }

    /// Replaces the whole path: the last value becomes the top, and back walks down the new path.
    public func replaceStack(with values: some Sequence<Value>) {
        guard allowed("replaceStack") else { return }
        removeViews(from: 0)
        let newEntries = PathEntries(values.map(makeEntry))
        change(.replace, to: newEntries.count, upcoming: .replace(newEntries)) { $0 = newEntries }
    }

    /// Replaces the whole path with `values`, keeping encoded what a restored path has not decoded.
    package func replaceStack(with values: PathValues<Value>) {
        guard let restored = values.restored else { return replaceStack(with: values.tail) }
        guard allowed("replaceStack") else { return }
        removeViews(from: 0)
        let firstID = shared.reserveIDs(values.restoredCount)
        let newEntries = PathEntries(restored: restored, count: values.restoredCount, firstID: firstID,
                                     tail: values.tail.map(makeEntry))
        change(.replace, to: newEntries.count, upcoming: .replace(newEntries)) { $0 = newEntries }
    }

    // MARK: Views above the path

    /// Pushes a view that is not a value of the path, like `NavigationLink(destination:label:)`: it is
    /// on screen and in the breadcrumbs, but not observed, not in deep links, not saved.
    ///
    /// The router keeps the view's identity and title; what it draws is the front end's, kept by that
    /// identity (the terminal UI's `pushView(title:screen:)`), and `onRemove` tells it when the view
    /// leaves the stack. Returns the view's identity, or `nil` when the push was refused.
    @discardableResult
    package func pushView(title: String, onRemove: ((EntryID) -> Void)? = nil) -> EntryID? {
        guard allowed("pushView") else { return nil }
        return appendView(title: title, onRemove: onRemove)
    }

    /// A destination pushed while `item` holds a value and popped when it is cleared, like SwiftUI's
    /// `navigationDestination(item:)`. Going back over it clears the item.
    public func navigationDestination<Item: Hashable>(
        item: Item.Type = Item.self,
        title: @escaping (Item) -> String
    ) -> ItemDestination<Item> {
        navigationDestination(item: item, title: title, pushed: nil, removed: nil)
    }

    /// `navigationDestination(item:title:)`, telling a front end each view it pushes (with the item, to
    /// keep what it draws by the view's identity) and each it removes.
    package func navigationDestination<Item: Hashable>(
        item: Item.Type = Item.self,
        title: @escaping (Item) -> String,
        pushed: ((Item, EntryID) -> Void)?,
        removed: ((EntryID) -> Void)?
    ) -> ItemDestination<Item> {
        ItemDestination(
            show: { [weak self] item, onRemove in
                guard let self, self.allowed("setting a destination's item") else { return nil }
                let id = self.appendView(title: title(item)) { id in
                    removed?(id)
                    onRemove()
                }
                pushed?(item, id)
                return id
            },
            hide: { [weak self] id in
                guard let self, let level = self.level(of: id) else { return }
                try? self.popTo(level: level - 1)
            }
        )
    }

    /// A destination pushed while `isPresented` is true and popped when it is false, like SwiftUI's
    /// `navigationDestination(isPresented:)`. Going back over it sets it to false.
    public func navigationDestination(isPresentedTitle title: String) -> PresentedDestination {
        navigationDestination(isPresentedTitle: title, pushed: nil, removed: nil)
    }

    /// `navigationDestination(isPresentedTitle:)`, telling a front end each view it pushes and removes.
    package func navigationDestination(
        isPresentedTitle title: String, pushed: ((EntryID) -> Void)?, removed: ((EntryID) -> Void)?
    ) -> PresentedDestination {
        PresentedDestination(navigationDestination(item: Bool.self, title: { _ in title },
                                                   pushed: pushed.map { pushed in { _, id in pushed(id) } }, removed: removed))
    }

    // MARK: Presentations

    /// Presents a value over the top-most stack, as a sheet or a full-screen cover. It is the root of
    /// a stack of its own, which can push. Over `NavigationState.maximumPresentations` presentations
    /// it is refused (`NavigationError.tooManyPresentations`).
    public func present(_ value: Value, style: PresentationStyle = .sheet) {
        guard allowed("present") else { return }
        // A stack that was dismissed is no longer on screen: nothing can be presented over it.
        guard isInTree else { return }
        guard chain.presentations.count < NavigationState.maximumPresentations else {
            shared.refuse(.tooManyPresentations(limit: NavigationState.maximumPresentations))
            return
        }
        let target = activeStack
        let presentation = Presentation(style: style, root: makeEntry(value), stack: Router(presentedBy: target))
        let index = target.stackIndex
        shared.notify(PathChange(kind: .present, oldCount: index, newCount: index + 1, stack: index + 1, style: style)) {
            target.presented = presentation
            chain.presentations.append(presentation)
        }
    }

    /// Dismisses the top-most presentation over this stack; nothing happens when there is none.
    public func dismiss() {
        // The top-most presentation's presenter is the last stack but one from here up.
        guard presented != nil, let top = chain.presentations.last else { return }
        let presenter = top.stack.presenter!
        guard let dismissed = presenter.presented, allowed("dismiss") else { return }
        let index = presenter.stackIndex
        shared.notify(PathChange(kind: .dismiss, oldCount: index + 1, newCount: index, stack: index + 1, style: dismissed.style)) {
            presenter.presented = nil
            chain.presentations.removeLast()
        }
        dismissed.stack.removeViews(from: 0)
    }

    /// Dismisses every presentation over this stack.
    public func dismissAll() {
        while presented != nil, !isRendering { dismiss() }
    }

    // MARK: Rendering

    /// Runs `body` as the building of a screen: any change asked for meanwhile is refused and
    /// reported to observers, as SwiftUI forbids changing the path during a view update.
    package func rendering<T>(_ body: () throws -> T) rethrows -> T {
        shared.renderDepth += 1
        defer { shared.renderDepth -= 1 }
        return try body()
    }

    // MARK: Observing

    /// Calls `willChange` before and `didChange` after every change of the tree (this stack, the
    /// stacks presented over it and under it), and `didRefuse` when a change is refused.
    ///
    /// Keep the token: observation ends when it is released or cancelled.
    public func observe(
        willChange: ((PathChange) -> Void)? = nil,
        didChange: ((PathChange) -> Void)? = nil,
        didRefuse: ((NavigationError) -> Void)? = nil
    ) -> ObservationToken {
        shared.observe(RouterTree.Observer(willChange: willChange, didChange: didChange, didRefuse: didRefuse))
    }

    /// Every change from now on, as an async sequence. It ends when the iterating task is cancelled.
    ///
    /// ```swift
    /// for await change in router.changes { print("New path: \(router.path)") }
    /// ```
    public var changes: AsyncStream<PathChange> { shared.makeStream() }

    // MARK: Private

    private func makeEntry(_ value: Value) -> PathEntry<Value> {
        PathEntry(id: shared.nextID(), value: value)
    }

    private func appendView(title: String, onRemove: ((EntryID) -> Void)?) -> EntryID {
        let id = shared.nextID()
        shared.mutate { pushedViews.append(PushedView(id: id, title: title, onRemove: onRemove)) }
        return id
    }

    /// Removes the views from index `start` up, telling each that pushed one.
    fileprivate func removeViews(from start: Int) {
        guard start < pushedViews.count else { return }
        let removed = pushedViews[start...]
        shared.mutate { pushedViews.removeSubrange(start...) }
        for view in removed.reversed() { view.onRemove?(view.id) }
    }

    /// True when changes may be made now; otherwise reports the refusal.
    private func allowed(_ what: String) -> Bool {
        guard shared.renderDepth > 0 else { return true }
        shared.refuse(.changedWhileRendering(what))
        return false
    }

    /// Applies a change, telling observers before and after; `upcoming` is what `upcomingPath` gives
    /// `willChange` observers who ask, so nobody pays for the new path otherwise.
    /// It is kept only while there are `willChange` observers (`nil` then, as it is never read).
    private func change(_ kind: PathChange.Kind, to newCount: Int, upcoming: Upcoming?, _ apply: (inout PathEntries<Value>) -> Void) {
        let told = shared.hasWillChangeObservers
        if told { self.upcoming = upcoming }
        shared.notify(PathChange(kind: kind, oldCount: entries.count, newCount: newCount, stack: stackIndex)) {
            if told { self.upcoming = nil }
            apply(&entries)
        }
    }

    private func pop(to newCount: Int) {
        change(.pop, to: newCount, upcoming: .pop(to: newCount)) { $0.removeLast($0.count - newCount) }
    }

    package static func cast(_ value: any Hashable) -> Value? {
        if let typed = value as? Value { return typed }
        return (value as? AnyHashable)?.base as? Value
    }
}

extension Router where Value == AnyHashable {
    /// A stack whose path is a `NavigationPath`.
    public convenience init(path: NavigationPath) {
        self.init(path: path.elements)
    }

    /// The path as a `NavigationPath`. Setting it replaces the stack.
    public var navigationPath: NavigationPath {
        get { NavigationPath(entries.map(\.value)) }
        set { replaceStack(with: newValue.elements) }
    }
}

extension Router: @MainActor CustomStringConvertible {
    public var description: String {
        var text = "Root" + entries.map { " › \($0.value)" }.joined() + views.map { " › [\($0.title)]" }.joined()
        if let presentation {
            text += " | \(presentation.style.rawValue): \(presentation.root.value) \(presentation.stack)"
        }
        return text
    }
}
