/// Why the router refused a change. A refused change leaves the path as it was.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `removeLast(k)` asked for more elements than the path holds (the root can't be removed).
    case cannotRemove(requested: Int, available: Int)
    /// A level outside `0...count` (0 is the root).
    case noSuchLevel(Int, deepest: Int)
    /// The element was popped or replaced since its identity was taken.
    case entryGone(EntryID)

    public var description: String {
        switch self {
        case let .cannotRemove(requested, available):
            if requested < 0 { return "cannot remove \(requested) elements: expected a count of 0 or more" }
            return "cannot remove \(requested) element\(requested == 1 ? "" : "s"): the path holds \(available) and the root can't be removed"
        case let .noSuchLevel(level, deepest):
            return "no level \(level): expected 0 (the root) through \(deepest)"
        case let .entryGone(id):
            return "element \(id) is no longer on the path"
        }
    }
}
