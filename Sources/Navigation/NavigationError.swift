/// Why the router refused a change. A refused change leaves everything as it was.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `removeLast(k)` asked for more elements than the path holds (the root can't be removed).
    case cannotRemove(requested: Int, available: Int)
    /// A level outside `0...depth` (0 is the root).
    case noSuchLevel(Int, deepest: Int)
    /// The element was popped or replaced since its identity was taken.
    case entryGone(EntryID)
    /// `navigate(to:)` was given a value the path can't hold.
    case wrongType(String, expected: String)
    /// A change asked for while a screen was being built (seed 004: never mutate the path during a
    /// view update); it is refused, not applied later.
    case changedWhileRendering(String)
    /// `present` over `NavigationState.maximumPresentations` presentations.
    case tooManyPresentations(limit: Int)

    public var description: String {
        switch self {
        case let .cannotRemove(requested, available):
            if requested < 0 { return "cannot remove \(requested) elements: expected a count of 0 or more" }
            return "cannot remove \(requested) element\(requested == 1 ? "" : "s"): the path holds \(available) and the root can't be removed"
        case let .noSuchLevel(level, deepest):
            return "no level \(level): expected 0 (the root) through \(deepest)"
        case let .entryGone(id):
            return "element \(id) is no longer on the path"
        case let .wrongType(name, expected):
            return "cannot push a \(name) onto a path of \(expected)"
        case let .tooManyPresentations(limit):
            return "cannot present over \(limit) presentations: expected at most \(limit), one over another; dismiss one first"
        case let .changedWhileRendering(what):
            return "\(what) was asked for while a screen was being built: change the path from a link or a key, not while rendering"
        }
    }
}
