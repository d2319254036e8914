/// The navigation state of one stack: a root that is always there, and a path of values above it.
///
/// A router is the one place a path changes. Screens call it from their links, and code that is not a
/// screen (a deep-link handler, a restored state) calls it too. Every change is O(1) in the depth of the
/// path except those that drop or replace elements, which cost what they drop or add.
///
/// ```swift
/// let router = Router<Route>()
/// router.push(.profile(username: "johndoe"))
/// router.push(.editProfile)
/// try router.removeLast(2)      // back at the root
/// router.pop()                  // nothing happens: the root can't be removed
/// ```
public final class Router<Value: Hashable> {
    /// The path with each element's identity, root-most first.
    public private(set) var entries: [PathEntry<Value>] = []
    private var nextID: UInt64 = 1
    private var observers: [(token: UInt64, willChange: ((PathChange) -> Void)?, didChange: ((PathChange) -> Void)?)] = []
    private var nextObserverToken: UInt64 = 1

    /// A stack with the root on top.
    public init() {}

    /// A stack showing `path`, its last value on top.
    public init(path: some Sequence<Value>) {
        entries = path.map(makeEntry)
    }

    // MARK: Reading

    /// The values on the path, root-most first. Setting it replaces the stack.
    public var path: [Value] {
        get { entries.map(\.value) }
        set { replaceStack(with: newValue) }
    }

    /// How many values are on the path; 0 when the root is on top.
    public var count: Int { entries.count }

    /// True when the root is on top.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value on top, or `nil` when the root is on top.
    public var top: Value? { entries.last?.value }

    /// The deepest level: 0 is the root, `count` is the top.
    public var depth: Int { entries.count }

    /// Whether going back does anything (it doesn't at the root).
    public var canGoBack: Bool { !entries.isEmpty }

    /// The value at a level (1 is the first element above the root), or `nil` for the root.
    public func value(atLevel level: Int) -> Value? {
        level >= 1 && level <= entries.count ? entries[level - 1].value : nil
    }

    // MARK: Changing

    /// Pushes a value: its screen becomes the top.
    public func push(_ value: Value) {
        change(.push, to: entries.count + 1) { $0.append(makeEntry(value)) }
    }

    /// Removes the top value; at the root nothing happens and `nil` is returned.
    @discardableResult
    public func pop() -> Value? {
        guard let top = entries.last else { return nil }
        change(.pop, to: entries.count - 1) { $0.removeLast() }
        return top.value
    }

    /// Removes every value: the root is on top.
    public func popToRoot() {
        guard !entries.isEmpty else { return }
        change(.pop, to: 0) { $0.removeAll(keepingCapacity: true) }
    }

    /// Removes the last `k` values, or refuses (and changes nothing) when `k` is negative or larger
    /// than the path.
    public func removeLast(_ k: Int = 1) throws(NavigationError) {
        guard k >= 0, k <= entries.count else {
            throw .cannotRemove(requested: k, available: entries.count)
        }
        guard k > 0 else { return }
        change(.pop, to: entries.count - k) { $0.removeLast(k) }
    }

    /// Whether `removeLast(k)` would succeed and change something.
    public func canRemoveLast(_ k: Int) -> Bool { k >= 1 && k <= entries.count }

    /// Pops until `level` is on top: 0 is the root, `count` leaves the path as it is.
    public func popTo(level: Int) throws(NavigationError) {
        guard level >= 0, level <= entries.count else {
            throw .noSuchLevel(level, deepest: entries.count)
        }
        try removeLast(entries.count - level)
    }

    /// Pops until the element with this identity is on top; refused when it is no longer on the path.
    public func popTo(_ id: EntryID) throws(NavigationError) {
        guard let index = level(of: id) else { throw .entryGone(id) }
        try popTo(level: index)
    }

    /// The level of the element with this identity, or `nil` when it is gone.
    ///
    /// Identities grow with each push, so this is a binary search, not a scan.
    public func level(of id: EntryID) -> Int? {
        var low = 0, high = entries.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let candidate = entries[mid].id
            if candidate == id { return mid + 1 }
            if candidate < id { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// Replaces the whole stack: the last value becomes the top, and back walks down the new path.
    public func replaceStack(with values: some Sequence<Value>) {
        let newEntries = values.map(makeEntry)
        change(.replace, to: newEntries.count) { $0 = newEntries }
    }

    // MARK: Observing

    /// Calls `willChange` before and `didChange` after every change of the path.
    ///
    /// Keep the token: observation ends when it is released or cancelled.
    public func observe(
        willChange: ((PathChange) -> Void)? = nil,
        didChange: ((PathChange) -> Void)? = nil
    ) -> ObservationToken {
        let token = nextObserverToken
        nextObserverToken += 1
        observers.append((token, willChange, didChange))
        return ObservationToken { [weak self] in
            self?.observers.removeAll { $0.token == token }
        }
    }

    // MARK: Private

    private func makeEntry(_ value: Value) -> PathEntry<Value> {
        defer { nextID += 1 }
        return PathEntry(id: EntryID(rawValue: nextID), value: value)
    }

    private func change(_ kind: PathChange.Kind, to newCount: Int, _ apply: (inout [PathEntry<Value>]) -> Void) {
        let change = PathChange(kind: kind, oldCount: entries.count, newCount: newCount)
        for observer in observers { observer.willChange?(change) }
        apply(&entries)
        for observer in observers { observer.didChange?(change) }
    }
}

/// Keeps an observation alive; cancelling it, or releasing the last reference, ends it.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { onCancel?() }
}

extension Router: CustomStringConvertible {
    public var description: String {
        "Root" + entries.map { " › \($0.value)" }.joined()
    }
}
