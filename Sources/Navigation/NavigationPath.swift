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
    /// The values, root-most first.
    package private(set) var elements: [AnyHashable]

    /// An empty path: the root on top.
    public init() { elements = [] }

    /// A path of these values, the last on top.
    public init<S: Sequence>(_ values: S) where S.Element: Hashable {
        elements = values.map { AnyHashable($0) }
    }

    /// A path of values already type-erased, kept as they are: no copy, no wrapping again.
    package init(elements: [AnyHashable]) {
        self.elements = elements
    }

    /// Reads a path back from its codable representation, with the types registered in `types`.
    public init(_ codable: NavigationPath.CodableRepresentation, types: CodableTypes) throws(PathDecodingError) {
        elements = try types.values(of: codable)
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
        elements = values
    }

    /// How many values are on the path.
    public var count: Int { elements.count }

    /// True when the root is on top.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value: its screen goes on top.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values, as SwiftUI's `removeLast(_:)`: `path.removeLast(path.count)` pops
    /// to the root.
    ///
    /// `k` must be between 0 and `count`: more (or fewer than 0) stops the program, as it does in
    /// SwiftUI and as `Array.removeLast(_:)` does. Check `count` first, or use `Router.removeLast(_:)`,
    /// which refuses with an error you can handle.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0, "NavigationPath.removeLast(\(k)): expected a count of 0 or more")
        precondition(k <= elements.count, "NavigationPath.removeLast(\(k)): the path holds \(elements.count)")
        elements.removeLast(k)
    }

    /// The path in SwiftUI's codable shape, or `nil` when any value isn't `Codable`.
    public var codable: NavigationPath.CodableRepresentation? {
        var result: [NavigationPath.CodableRepresentation.Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let coded = CodableElement.make(element) else { return nil }
            result.append(coded)
        }
        return NavigationPath.CodableRepresentation(elements: result)
    }

    /// The longest prefix of the path that is `Codable`, and how many values after it are not saved.
    package var codablePrefix: (representation: NavigationPath.CodableRepresentation, dropped: Int) {
        var result: [NavigationPath.CodableRepresentation.Element] = []
        for element in elements {
            guard let coded = CodableElement.make(element) else { break }
            result.append(coded)
        }
        return (NavigationPath.CodableRepresentation(elements: result), elements.count - result.count)
    }

    public var description: String { PathDescription.of(elements) }
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
