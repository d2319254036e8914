// Seed 004's pitfall: a body that changes a stack's path while it is evaluated. The router refuses
// changes asked for while a screen is built, and its observers report them (the notice, the event
// log); a `path:` binding changed by a body (a screen's, a title's, a sheet's) is refused the same way,
// and set back, so the stack never follows it.
import Navigation

/// The `NavigationStack(path:)` bindings an evaluation is watched on, each with its stack and its value
/// before: at most two, kept in place (an array of them was allocated and freed for every screen).
struct WatchedPaths {
    typealias Watched = (binding: _PathBinding, stack: Router<AnyHashable>, value: NavigationPath)
    /// The root stack's binding.
    var root: Watched?
    /// The binding of the presentation whose stack holds the screen.
    var presented: Watched?

    static let none = WatchedPaths()

    /// Whether a binding holds another path than it did when watched.
    var wereChanged: Bool { Self.changed(root) != nil || Self.changed(presented) != nil }

    /// The path a watched binding holds now, when it is another than it held when watched.
    static func changed(_ watched: Watched?) -> NavigationPath? {
        guard let (binding, _, before) = watched else { return nil }
        let after = binding.get()
        return after.isIdentical(to: before) || after == before ? nil : after
    }

    /// Sets each binding back to its path when watched, with nothing reported.
    func setBack() {
        if let root { root.binding.set(root.value) }
        if let presented { presented.binding.set(presented.value) }
    }
}

extension ViewHost {
    /// The `NavigationStack(path:)` bindings an evaluation of `screenID` is watched on, each with its
    /// stack and its value now: the root stack's, and that of the presentation whose stack holds the
    /// screen. (A title's evaluation, with no screen, is watched on the root stack's alone: reading
    /// every presentation's binding on every evaluation would cost each evaluation the whole tree.)
    func watchedPaths(screenID: UInt64?, stack: Int?) -> WatchedPaths {
        guard router != nil else { return .none }  // the root's first evaluation, before the stack exists
        var paths = WatchedPaths()
        if let binding = boundPath?.binding { paths.root = (binding, router, binding.get()) }
        guard !extras.presentedPaths.isEmpty, let screenID, screenID != 0 else { return paths }
        let root = EntryID(rawValue: stackRootID(of: screenID, stack: stack))
        if let binding = extras.presentedPaths[root], let presentation = router.presentations.last(where: { $0.root.id == root }) {
            paths.presented = (binding.binding, presentation.stack, binding.binding.get())
        }
        return paths
    }

    /// Each binding a body changed is asked of its stack as what the change is (a push, a pop, a
    /// replacement) while screens are built, which refuses and reports it; then it is set back.
    func refuseChanges(of paths: WatchedPaths) {
        if let root = paths.root { refuseChange(of: root) }
        if let presented = paths.presented { refuseChange(of: presented) }
    }

    private func refuseChange(of watched: WatchedPaths.Watched) {
        let (binding, stack, before) = watched
        guard let after = WatchedPaths.changed(watched) else { return }
        stack.rendering {
            if after.count == before.count + 1, after.hasPrefix(before), let pushed = after.last {
                stack.push(pushed)
            } else if after.count < before.count, before.hasPrefix(after) {
                try? stack.removeLast(before.count - after.count)
            } else {
                stack.replaceStack(with: after.values)
            }
        }
        binding.set(before)
    }
}
