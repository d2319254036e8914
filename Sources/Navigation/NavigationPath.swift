/// A type-erased path: a list of values of any `Hashable` types, like SwiftUI's `NavigationPath`.
///
/// Use it when one stack pushes values of several types (colors, recipes, routes); use an array
/// when they are all of one type. A `Router<AnyHashable>` drives a stack whose path is one of these
/// (`router.navigationPath`).
///
/// ```swift
/// var path = NavigationPath()
/// path.append(Color.mint)
/// path.append(Recipe.applePie)
/// let saved = path.codable                          // nil if some value isn't Codable
/// let restored = try NavigationPath(saved!, types: destinations.codableTypes)
/// ```
public struct NavigationPath: Equatable, CustomStringConvertible {
    /// The segment the top value lies in (`PathSegment`); `nil` when the path is empty.
    var segment: PathSegment?
    /// How many values are on the path.
    public internal(set) var count: Int

    /// An empty path: the root on top.
    public init() {
        segment = nil
        count = 0
    }

    /// A path of these values, the last on top.
    public init<S: Sequence>(_ values: S) where S.Element: Hashable {
        self.init(elements: values.map { AnyHashable($0) })
    }

    /// A path of values already type-erased, kept as they are: no wrapping again.
    package init(elements: some Collection<AnyHashable>) {
        count = elements.count
        segment = elements.isEmpty ? nil : PathSegment(parent: nil, base: 0, restored: nil, values: ContiguousArray(elements))
    }

    /// A path of these values, those still encoded kept so: a restored path's values are decoded as
    /// they are read, as with the router's (`PathValues`).
    package init(values: PathValues<AnyHashable>) {
        count = values.count
        if count == 0 {
            segment = nil
        } else if let restored = values.restored {
            segment = PathSegment(parent: nil, base: values.restoredCount, restored: restored, values: ContiguousArray(values.tail))
        } else {
            segment = PathSegment(parent: nil, base: 0, restored: nil, values: ContiguousArray(values.tail))
        }
    }

    /// Reads a path back from its codable representation, with the types registered in `types`.
    public init(_ codable: NavigationPath.CodableRepresentation, types: CodableTypes) throws(PathDecodingError) {
        self.init(elements: try types.values(of: codable))
    }

    /// Reads a path back from its codable representation, as SwiftUI's `init(_:)`: each value's type is
    /// found from the name it was written with (`CodableTypes.type(named:)`: the standard library's
    /// types, and the structs, enums and classes of a module, nested or not).
    ///
    /// The path is read root-most first up to the first value whose type isn't found that way (a
    /// generic, private or local type) or whose JSON doesn't decode; that value and those after it are
    /// left out (`count` tells how many were read). Read such paths with `init(_:types:)`, which says
    /// what went wrong.
    public init(_ codable: NavigationPath.CodableRepresentation) {
        var values: [AnyHashable] = []
        values.reserveCapacity(codable.count)
        for index in 0..<codable.count {
            guard let value = CodableTypes.valueByTypeName(of: codable.element(at: index)) else { break }
            values.append(value)
        }
        self.init(elements: values)
    }

    /// True when the root is on top.
    public var isEmpty: Bool { count == 0 }

    /// Appends a value: its screen goes on top. Copies of the path share the values under it: this
    /// costs the same however long the path is.
    public mutating func append<V: Hashable>(_ value: V) {
        appendValue(AnyHashable(value))
    }

    /// Removes the last `k` values, as SwiftUI's `removeLast(_:)`: `path.removeLast(path.count)` pops
    /// to the root.
    ///
    /// `k` must be between 0 and `count`: more (or fewer than 0) stops the program, as it does in
    /// SwiftUI and as `Array.removeLast(_:)` does. Check `count` first, or use `Router.removeLast(_:)`,
    /// which refuses with an error you can handle.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0, "NavigationPath.removeLast(\(k)): expected a count of 0 or more")
        precondition(k <= count, "NavigationPath.removeLast(\(k)): the path holds \(count)")
        removeLastValues(k)
    }

    /// The value at `index` (0 is the root-most), decoded now if it was restored and never read.
    package subscript(index: Int) -> AnyHashable {
        precondition(index >= 0 && index < count, "NavigationPath[\(index)]: the path holds \(count)")
        return segment!.value(at: index)
    }

    /// The value on top, or `nil` when the path is empty.
    package var last: AnyHashable? { count == 0 ? nil : segment!.value(at: count - 1) }

    /// The values, root-most first, each decoded now if it was restored and never read.
    package var elements: [AnyHashable] {
        var result: [AnyHashable] = []
        result.reserveCapacity(count)
        segment?.forEachRun(upTo: count) { run in
            switch run {
            case .restored(let restored, let range): for index in range { result.append(restored.value(at: index)) }
            case .values(let values): result.append(contentsOf: values)
            }
        }
        return result
    }

    /// The values as the router keeps them: those restored and never read still encoded.
    package var values: PathValues<AnyHashable> {
        var restored: (RestoredValues, Int)?
        var tail: [AnyHashable] = []
        segment?.forEachRun(upTo: count) { run in
            switch run {
            case .restored(let values, let range): restored = (values, range.count)
            case .values(let values): tail.append(contentsOf: values)
            }
        }
        guard let restored else { return PathValues(tail) }
        return PathValues(restored: restored.0, count: restored.1, tail: tail)
    }

    /// Whether both paths are the very same values, known without reading them: one path and its
    /// copies, which nothing changed since.
    package func isIdentical(to other: NavigationPath) -> Bool {
        count == other.count && segment === other.segment
    }

    /// Whether the first `count` values of `other` are known, without reading them, to be this path's
    /// first `count`: one path made from the other by appending and removing values above them.
    package func sharesPrefix(with other: NavigationPath, count prefix: Int) -> Bool {
        guard prefix <= count, prefix <= other.count else { return false }
        if prefix == 0 { return true }
        return Self.segment(of: segment, holding: prefix - 1) === Self.segment(of: other.segment, holding: prefix - 1)
    }

    /// The segment whose own values hold `index`, or the restored root holding it encoded.
    private static func segment(of top: PathSegment?, holding index: Int) -> PathSegment? {
        var segment = top
        while let current = segment, index < current.base, let parent = current.parent { segment = parent }
        return segment
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.count == rhs.count && lhs.hasPrefix(rhs)
    }

    /// Whether this path begins with `prefix`'s values. What both share, and restored values whose
    /// elements are the same, are equal unread; the rest is compared value by value, from the top.
    package func hasPrefix(_ prefix: NavigationPath) -> Bool {
        guard prefix.count <= count else { return false }
        var index = prefix.count - 1
        while index >= 0 {
            if sharesPrefix(with: prefix, count: index + 1) { return true }
            if restoredElement(at: index).map({ $0 == prefix.restoredElement(at: index) }) != true, self[index] != prefix[index] {
                return false
            }
            index -= 1
        }
        return true
    }

    /// The element at `index` as it was read, when that value is still encoded.
    package func restoredElement(at index: Int) -> NavigationPath.CodableRepresentation.Element? {
        segment?.restoredElement(at: index)
    }

    /// The path in SwiftUI's codable shape, or `nil` when any value isn't `Codable`.
    public var codable: NavigationPath.CodableRepresentation? {
        let (representation, dropped) = codablePrefix
        return dropped == 0 ? representation : nil
    }

    /// The longest prefix of the path that is `Codable`, and how many values after it are not saved.
    /// Values restored and never read are written as they were read.
    package var codablePrefix: (representation: NavigationPath.CodableRepresentation, dropped: Int) {
        var result: [NavigationPath.CodableRepresentation.Element] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let coded = restoredElement(at: index) ?? CodableElement.make(self[index]) else { break }
            result.append(coded)
        }
        return (NavigationPath.CodableRepresentation(elements: result), count - result.count)
    }

    public var description: String { PathDescription.of(PathIndexing(path: self)) }
}

/// A path read by index, for its description: only the values written are decoded.
private struct PathIndexing: RandomAccessCollection {
    let path: NavigationPath
    var startIndex: Int { 0 }
    var endIndex: Int { path.count }
    subscript(index: Int) -> AnyHashable { path[index] }
}

/// How a path is written in logs: `[Color.mint, Recipe.applePie]`, the middle left out of a long one.
package enum PathDescription {
    /// Values kept at each end of a path longer than `2 * kept + 1`.
    package static let kept = 4

    package static func of<C: RandomAccessCollection>(_ values: C) -> String where C.Index == Int {
        let count = values.count
        if count <= 2 * kept + 1 { return of(Array(values), count: count) }
        return of(Array(values.prefix(kept)) + Array(values.suffix(kept)), count: count)
    }

    /// A path of `count` values, given all of them, or only the first and last `kept`.
    package static func of<T>(_ values: [T], count: Int) -> String {
        guard count > values.count else {
            return "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
        }
        let head = values.prefix(kept).map { "\($0)" }
        let tail = values.suffix(kept).map { "\($0)" }
        return "[" + (head + ["… \(count - 2 * kept) more …"] + tail).joined(separator: ", ") + "]"
    }
}
