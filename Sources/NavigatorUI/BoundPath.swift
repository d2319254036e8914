import Navigation

/// A `NavigationStack(path:)` binding and the stack it drives, kept equal both ways, each change
/// costing what changed: a push writes the binding's path with one value appended (a `NavigationPath`
/// shares the values under it, `PathSegment`), and a path the code appended to pushes the values
/// appended. Nothing reads the whole path unless code replaced it with another.
final class BoundPath {
    var binding: _PathBinding
    /// The binding's path as last read or written, when it and the stack were equal.
    private(set) var synced: NavigationPath
    /// Set while the stack follows the binding: the stack's changes then are the binding's already.
    private var isFollowing = false

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
        binding.set(path)
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
