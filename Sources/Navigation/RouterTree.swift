// What the routers of one tree share: identities, observers, and whether a screen is being built.
import Observation

/// What every router of one tree shares: identities, observers, and whether a screen is being built.
@MainActor @usableFromInline
final class RouterTree: Observable {
    struct Observer {
        var willChange: ((PathChange) -> Void)?
        var didChange: ((PathChange) -> Void)?
        var didRefuse: ((NavigationError) -> Void)?
    }

    /// The last identity given, by any tree: identities are unique in the process, so a front end
    /// can keep what it draws for a view by the view's identity alone.
    private static var lastID: UInt64 = 0
    @exclusivity(unchecked) private var observers: [(token: UInt64, observer: Observer)] = []
    @exclusivity(unchecked) private var streams: [AsyncStream<PathChange>.Continuation] = []
    @exclusivity(unchecked) private var lastToken: UInt64 = 0
    @exclusivity(unchecked) var renderDepth = 0
    /// Counts the changes of the tree, views included.
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
    /// What the tree's observation tokens hold it by, where a `weak` reference would do: it reads `nil`
    /// once the tree is gone. A weak reference gives the tree a side table, and every retain and release
    /// of it then takes the runtime's slow path.
    private let reference = Reference()
    // Read and written on the main actor; cleared by the tree's deinit, which runs at its last release.
    private nonisolated final class Reference: @unchecked Sendable {
        nonisolated(unsafe) unowned(unsafe) var tree: RouterTree?
    }

    init() { reference.tree = self }

    /// Nonisolated: run at the last release, so that the tokens' reference reads `nil` from then on.
    nonisolated deinit { reference.tree = nil }

    func nextID() -> EntryID {
        Self.lastID += 1
        return EntryID(rawValue: Self.lastID)
    }

    /// `count` identities in a row: the first one's raw value.
    func reserveIDs(_ count: Int) -> UInt64 {
        defer { Self.lastID += UInt64(count) }
        return Self.lastID + 1
    }

    /// Whether some observer hears `willChange` (and may ask a router's `upcomingPath`).
    var hasWillChangeObservers: Bool { willChangeObservers > 0 }
    @exclusivity(unchecked) private var willChangeObservers = 0

    func observe(_ observer: Observer) -> ObservationToken {
        lastToken += 1
        let token = lastToken
        observers.append((token, observer))
        if observer.willChange != nil { willChangeObservers += 1 }
        return ObservationToken { [reference] in reference.tree?.removeObserver(token) }
    }

    private func removeObserver(_ token: UInt64) {
        guard let index = observers.firstIndex(where: { $0.token == token }) else { return }
        if observers[index].observer.willChange != nil { willChangeObservers -= 1 }
        observers.remove(at: index)
    }

    func makeStream() -> AsyncStream<PathChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: PathChange.self, bufferingPolicy: .bufferingNewest(1024))
        streams.append(continuation)
        return stream
    }

    /// Observation's record of who read the tree: every read of a router of the tree registers the
    /// tree's `generation`, and every change is a mutation of it.
    private let registrar = ObservationRegistrar()
    private let treeChanges: KeyPath<RouterTree, UInt64> = \.generation

    /// Registers a read with Observation, except while a screen is built: a front end building a
    /// screen watches the tree itself (its `generation`), and it would hear every change twice.
    @usableFromInline func access() {
        if renderDepth == 0 { registrar.access(self, keyPath: treeChanges) }
    }

    /// Makes a change of the tree, telling Observation before and after.
    func mutate(_ change: () -> Void) {
        registrar.willSet(self, keyPath: treeChanges)
        change()
        generation &+= 1
        registrar.didSet(self, keyPath: treeChanges)
    }

    func notify(_ change: PathChange, apply: () -> Void) {
        for (_, observer) in observers { observer.willChange?(change) }
        mutate(apply)
        for (_, observer) in observers { observer.didChange?(change) }
        if !streams.isEmpty {
            streams.removeAll { continuation in
                if case .terminated = continuation.yield(change) { return true }
                return false
            }
        }
    }

    func refuse(_ error: NavigationError) {
        for (_, observer) in observers { observer.didRefuse?(error) }
    }
}

/// Keeps an observation alive; cancelling it, or releasing the last reference, ends it.
@MainActor
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit { onCancel?() }
}
