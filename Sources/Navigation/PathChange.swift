/// What a change did to a path, given to observers before and after it is applied.
///
/// It describes the change in constant space, so observing a path a million deep costs nothing
/// per key; read the router for the values themselves.
public struct PathChange: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Sendable {
        /// One value appended.
        case push
        /// Elements removed from the end.
        case pop
        /// The whole stack replaced.
        case replace
    }

    public let kind: Kind
    /// Depth before the change (0 is the root alone).
    public let oldCount: Int
    /// Depth after the change.
    public let newCount: Int

    public init(kind: Kind, oldCount: Int, newCount: Int) {
        self.kind = kind
        self.oldCount = oldCount
        self.newCount = newCount
    }

    public var description: String { "\(kind.rawValue) \(oldCount)→\(newCount)" }
}
