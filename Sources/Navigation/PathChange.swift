/// What a change did to a navigation tree, given to observers before and after it is applied.
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
        /// A presentation put over the top-most stack; the counts are of presentations.
        case present
        /// A presentation dismissed; the counts are of presentations.
        case dismiss
    }

    public let kind: Kind
    /// Values on the stack before the change (0 is the root alone), or presentations before it.
    public let oldCount: Int
    /// The same after the change.
    public let newCount: Int
    /// Which stack changed: 0 is the root stack, `i` the `i`-th presentation's.
    public let stack: Int
    /// The style presented or dismissed.
    public let style: PresentationStyle?

    public init(kind: Kind, oldCount: Int, newCount: Int, stack: Int = 0, style: PresentationStyle? = nil) {
        self.kind = kind
        self.oldCount = oldCount
        self.newCount = newCount
        self.stack = stack
        self.style = style
    }

    /// True for a change of a stack's path (not of what is presented).
    public var isPathChange: Bool { kind == .push || kind == .pop || kind == .replace }

    public var description: String {
        let counts = "\(oldCount)→\(newCount)"
        switch kind {
        case .present, .dismiss: return "\(kind.rawValue) \(style?.rawValue ?? "") \(counts)"
        default: return "\(kind.rawValue) \(counts)" + (stack > 0 ? " in stack \(stack)" : "")
        }
    }
}
