// A level's screen as last evaluated, kept while what its evaluation read stays the same.
@_spi(SwiftUI) import Observation
import Synchronization
import TerminalUI

/// A level's screen as last evaluated, and whether anything its evaluation read changed since.
/// Marked stale from whatever thread makes the change; read on the main actor.
nonisolated final class EvaluatedScreen: @unchecked Sendable {
    /// Where the screen was drawn: reused only in the same place.
    struct Place: Equatable {
        let depth: Int
        let pathCount: Int
        let stack: Int
        let isPresentationRoot: Bool
    }
    let place: Place
    /// Set once evaluated.
    @exclusivity(unchecked) var screen: Screen?
    /// The breadcrumb's title, when a `.principal` toolbar item made the screen's heading another.
    @exclusivity(unchecked) var title: String?
    let isStale = Atomic<Bool>(false)
    /// Who hears that it became stale, beyond the frame that evaluated it: the change flag of the last
    /// frame that drew it kept, or, for one drawn with no flag, an observed counter made then. (A counter
    /// made for every evaluation, an `@Observable` cell with its registrar, cost a push 3,000
    /// instructions, and no push reuses the screen it evaluates.)
    private let listeners = Mutex<Listeners>(Listeners())
    private struct Listeners: Sendable {
        var flag: ChangeFlag?
        var changes: StateCell<Int>?
    }
    /// For a screen of a stack whose path a binding drives: the stack, and the binding's path when the
    /// screen was evaluated (`PathWrites`).
    let seen: (stack: ObjectIdentifier, path: NavigationPath)?
    /// The observation of what the evaluation read, once heard from, and how many of the stack's own
    /// writes of its path it heard since the screen was last found as it was.
    private let watch = Mutex<(tracking: ObservationTracking?, pathWrites: Int, isDropped: Bool)>((nil, 0, false))

    init(place: Place, seen: (stack: ObjectIdentifier, path: NavigationPath)? = nil) {
        self.place = place
        self.seen = seen
    }

    /// Something the evaluation read is changing (heard on the thread changing it). The stack's own
    /// write of the path, leaving the screen on top or just under it, keeps the evaluation (checked
    /// against the path when the screen is drawn again); anything else makes it stale. Returns whether
    /// it became stale.
    func heard(_ tracking: ObservationTracking) -> Bool {
        if let seen, PathWrites.isOwnWrite(tracking.changed, stack: seen.stack, depth: place.depth) {
            let isDropped = watch.withLock { watch in
                watch.tracking = tracking
                watch.pathWrites += 1
                return watch.isDropped
            }
            if isDropped { tracking.cancel() }
            return false
        }
        tracking.cancel()
        watch.withLock { $0.tracking = nil }
        becomeStale()
        return true
    }

    /// Whether the stack wrote its path since the screen was evaluated (or last found as it was).
    var heardPathWrites: Bool { watch.withLock { $0.pathWrites > 0 } }

    /// The screen is drawn again on `path`: kept if it is the path it read (the writes undone), else
    /// let go of. Returns whether it is kept.
    func isStill(on path: NavigationPath) -> Bool {
        guard let seen, path.count == seen.path.count, path.sharesPrefix(with: seen.path, count: seen.path.count) else {
            drop()
            becomeStale()
            return false
        }
        watch.withLock { $0.pathWrites = 0 }
        return true
    }

    /// Let go of: its observation is cancelled (now if it was heard from, else when it is).
    func drop() {
        let tracking = watch.withLock { watch in
            watch.isDropped = true
            defer { watch.tracking = nil }
            return watch.tracking
        }
        tracking?.cancel()
    }

    /// A frame draws the screen from this evaluation: the frame's `flag` is set when what the evaluation
    /// read changes; with no flag, the observation around the frame hears it.
    @MainActor func isDrawn(by flag: ChangeFlag?) {
        if let flag {
            listeners.withLock { $0.flag = flag }
            // Stale since the caller looked: the frame is told now.
            if isStale.load(ordering: .acquiring) { flag.set() }
        } else {
            let changes = listeners.withLock { listeners in
                if let changes = listeners.changes { return changes }
                let made = StateCell(0)
                listeners.changes = made
                return made
            }
            _ = changes.value
        }
    }

    /// Something the evaluation read changed: drawn again, it is evaluated again.
    func becomeStale() {
        isStale.store(true, ordering: .releasing)
        let (flag, changes) = listeners.withLock { ($0.flag, $0.changes) }
        flag?.set()
        changes?.value += 1
    }
}
