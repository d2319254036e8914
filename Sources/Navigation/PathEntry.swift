/// A stable identity for one element of a navigation path.
///
/// Identities are never reused by a router, so "pop to this element" keeps its meaning after the
/// path is edited: popping to an element that is gone is refused instead of landing elsewhere.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let rawValue: UInt64

    @usableFromInline package init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// One element of a path: the value pushed, and the identity it was given when it was pushed.
public struct PathEntry<Value: Hashable>: Hashable {
    public let id: EntryID
    public let value: Value

    @usableFromInline package init(id: EntryID, value: Value) {
        self.id = id
        self.value = value
    }
}

extension PathEntry: Sendable where Value: Sendable {}
