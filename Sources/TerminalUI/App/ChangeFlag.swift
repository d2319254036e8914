import Dispatch
import Synchronization

/// "Something a screen read changed": set by an observation from whatever thread makes the change, read
/// by the app on the main actor before its next key or frame. However many changes come, they cost one
/// flag and at most one job for the main queue: a task per change, which a headless run (it never runs
/// the main queue) kept alive, made memory grow with every key.
///
/// The job wakes the curses loop, which sleeps until a key or work for the main queue, when a task
/// changed what a screen shows; only one is pending at a time, whatever the number of changes.
nonisolated package final class ChangeFlag: Sendable {
    private let changed = Atomic<Bool>(false)
    /// What else to do when it is first set (`onSet`).
    private let actions = Mutex<[@Sendable () -> Void]>([])
    private static let wakePending = Atomic<Bool>(false)

    package init() {}

    package var isSet: Bool { changed.load(ordering: .acquiring) }

    package func set() {
        guard !changed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        for action in actions.withLock({ actions in defer { actions = [] }; return actions }) { action() }
        guard !Self.wakePending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        DispatchQueue.main.async { Self.wakePending.store(false, ordering: .releasing) }
    }

    /// Runs `action` when the flag is set (now, if it is already): what a screen built under it keeps
    /// of its evaluation learns it is stale, with no observation of its own.
    package func onSet(_ action: @escaping @Sendable () -> Void) {
        let runNow = actions.withLock { actions in
            if isSet { return true }
            actions.append(action)
            return false
        }
        if runNow { action() }
    }
}
