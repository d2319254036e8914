import Navigation
@_spi(SwiftUI) import Observation
import Synchronization

/// A `NavigationStack(path:)` binding and the stack it drives, kept equal both ways, each change
/// costing what changed: a push writes the binding's path with one value appended (a `NavigationPath`
/// shares the values under it, `PathSegment`), and a path the code appended to pushes the values
/// appended. Nothing reads the whole path unless code replaced it with another.
final class BoundPath {
    var binding: _PathBinding {
        didSet { writtenKeyPaths = nil }
    }
    /// The binding's path as last read or written, when it and the stack were equal.
    @exclusivity(unchecked) private(set) var synced: NavigationPath
    /// Set while the stack follows the binding: the stack's changes then are the binding's already.
    @exclusivity(unchecked) private var isFollowing = false

    /// The properties the binding's writes change, learned at its first write by a `PathProbe`
    /// (`PathWrites`); `nil` before it.
    @exclusivity(unchecked) private var writtenKeyPaths: Set<AnyKeyPath>?

    init(_ binding: _PathBinding, synced: NavigationPath) {
        self.binding = binding
        self.synced = synced
    }

    /// The stack moved (a key, a link): the binding follows. Made from the path last synchronized, not
    /// read from the stack, which would wrap every value again.
    func stackChanged(_ change: PathChange, stack: Router<AnyHashable>) {
        guard !isFollowing else { return }
        var path = synced
        if change.kind == .push, change.oldCount == synced.count, change.newCount == synced.count + 1, let top = stack.top {
            path.appendValue(top)
        } else if change.kind == .pop, change.oldCount == synced.count, change.newCount < synced.count {
            path.removeLastValues(synced.count - change.newCount)
        } else {
            path = NavigationPath(values: stack.entries.values)
            if path == synced { return }
        }
        if let writtenKeyPaths {
            PathWrites.during(stack: ObjectIdentifier(stack), newCount: path.count, keyPaths: writtenKeyPaths) { binding.set(path) }
        } else {
            let probe = PathProbe(binding)
            PathWrites.during(stack: ObjectIdentifier(stack), newCount: path.count, keyPaths: nil) { binding.set(path) }
            writtenKeyPaths = probe.finish()
        }
        // Not read back: a model that changes what it is given (a `didSet`) differs from it at the next
        // `bindingChanged`, which moves the stack to it.
        synced = path
    }

    /// Whether the binding holds another path than the stack's: a binding first read as its stack was
    /// built (a `NavigationStack(path:)` that appeared in the root since, a tab shown by a link).
    var isBehind: Bool { !binding.get().isIdentical(to: synced) }

    /// The binding changed by code (a button's `path.append(...)`, a task): the stack follows, with
    /// pushes for values appended and a pop for values removed, so the levels under keep their state.
    func bindingChanged(stack: Router<AnyHashable>) {
        let wanted = binding.get()
        guard !wanted.isIdentical(to: synced) else { return }
        let old = synced
        synced = wanted
        isFollowing = true
        defer { isFollowing = false }
        if wanted.count > old.count, wanted.hasPrefix(old) {
            for index in old.count..<wanted.count { stack.push(wanted[index]) }
        } else if wanted.count < old.count, old.hasPrefix(wanted) {
            try? stack.removeLast(old.count - wanted.count)
        } else if !stack.entries.holds(wanted.values) {
            stack.replaceStack(with: wanted.values)
        }
    }
}

/// The writes a stack makes of its own path binding (a push, a pop), as the observations of the
/// screens evaluated on it hear them. A screen that read the path is changed by each push over it and
/// each pop back to it; kept with what it read, it is evaluated again only if the path it is uncovered
/// on is not the one it read (the push undone), or if anything else it read changed meanwhile
/// (`EvaluatedScreen.heard`). A storm of Enter and Backspace on a screen that reads its path evaluated
/// it at every pop: half a key's instructions.
nonisolated enum PathWrites {
    struct Write: @unchecked Sendable {
        /// The stack written, by its identity (the root's `Router`).
        let stack: ObjectIdentifier
        /// How many values its path holds after the write.
        let newCount: Int
        /// The properties the write changes (what the binding reads: the model's path, and the `@State`
        /// holding the model, set back to the same), known from the binding's first write; at that
        /// first, the first property an observation hears of (all the observers of the property set are
        /// told before anything its setter changes besides; the binding's probe is one).
        var keyPaths: Set<AnyKeyPath>?
        var first: AnyKeyPath?
    }

    /// The write being made, on the main actor; heard on the thread that makes it.
    static let current = Mutex<Write?>(nil)

    static func during(stack: ObjectIdentifier, newCount: Int, keyPaths: Set<AnyKeyPath>?, _ write: () -> Void) {
        current.withLock { $0 = Write(stack: stack, newCount: newCount, keyPaths: keyPaths) }
        defer { current.withLock { $0 = nil } }
        write()
    }

    /// Whether a change heard is a write of the stack's path by the stack itself that leaves the screen
    /// at `depth` on top or just under the top (more deeply covered, it is evaluated again when shown,
    /// so that each write is heard by two screens at most).
    static func isOwnWrite(_ changed: AnyKeyPath?, stack: ObjectIdentifier, depth: Int) -> Bool {
        guard let changed else { return false }
        return current.withLock { write in
            guard var current = write, current.stack == stack,
                  depth >= current.newCount - 1, depth <= current.newCount else { return false }
            if let keyPaths = current.keyPaths { return keyPaths.contains(changed) }
            if current.first == nil {
                current.first = changed
                write = current
            }
            return current.first == changed
        }
    }

    /// The probe heard a change: during a first write, the first names the property written.
    static func probeHeard(_ changed: AnyKeyPath) {
        current.withLock { write in
            if write != nil, write?.first == nil { write?.first = changed }
        }
    }
}

/// An observation of what a path binding reads, made for its first write: it hears the properties the
/// write changes.
nonisolated final class PathProbe: Sendable {
    /// What it heard, and its observation once heard from (key paths are immutable once made: handed
    /// from the thread that heard them).
    private struct Heard: @unchecked Sendable {
        var keyPaths: Set<AnyKeyPath> = []
        var tracking: ObservationTracking?
        var isFinished = false
    }
    private let heard = Mutex<Heard>(Heard())

    @MainActor init(_ path: _PathBinding) {
        withObservationTracking { _ = path.get() } willSet: { [self] tracking in
            guard let changed = tracking.changed else { return }
            PathWrites.probeHeard(changed)
            let isFinished = heard.withLock { heard in
                heard.tracking = tracking
                if !heard.isFinished { heard.keyPaths.insert(changed) }
                return heard.isFinished
            }
            if isFinished { tracking.cancel() }
        }
    }

    /// The properties heard changing; no more is heard (now, or at the next change if none was heard).
    func finish() -> Set<AnyKeyPath> {
        let (keyPaths, tracking) = heard.withLock { heard in
            heard.isFinished = true
            return (heard.keyPaths, heard.tracking)
        }
        tracking?.cancel()
        return keyPaths
    }
}
