/// The values of a restored path, kept encoded until they are read, as SwiftUI's `NavigationPath`
/// keeps restored elements: a path of 1,000,000 values restores in the time it takes to check its
/// type names, and decodes the values a screen shows (the top, the visible breadcrumbs, a pop).
///
/// Each value is decoded once, the first time it is read. Type names are all checked when the path
/// is restored (`CodableTypes.tree(from:lazily:)`), so an unknown type is found at load as before; a
/// value whose JSON its type can't decode is only found when it is read. It then reads as an
/// `UnreadableValue` (its screen says so), `onFailure` is told (the recorder shows a notice), and the
/// path keeps the element's JSON unchanged, so saving loses nothing.
@usableFromInline package final class RestoredValues {
    /// The elements, root-most first.
    package let representation: NavigationPath.CodableRepresentation
    private let types: CodableTypes
    private var cache: [Int: AnyHashable] = [:]
    /// How many values have been decoded (a test's count of the work done).
    package private(set) var decodedCount = 0
    /// Told when a value can't be decoded: its index and why.
    package var onFailure: ((Int, PathDecodingError) -> Void)?

    package init(_ representation: NavigationPath.CodableRepresentation, types: CodableTypes) {
        self.representation = representation
        self.types = types
    }

    package var count: Int { representation.count }

    /// The value at `index`, decoded now if it never was.
    package func value(at index: Int) -> AnyHashable {
        if let known = cache[index] { return known }
        let element = representation.element(at: index)
        let value: AnyHashable
        decodedCount += 1
        do {
            value = try types.value(of: element)
        } catch {
            value = AnyHashable(UnreadableValue(element: element, reason: error))
            onFailure?(index, error)
        }
        // Kept for the levels on screen; a walk through many levels starts again now and then.
        if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
        cache[index] = value
        return value
    }

    /// The element at `index` as it was read: saving a value never decoded costs no decoding.
    package func element(at index: Int) -> NavigationPath.CodableRepresentation.Element { representation.element(at: index) }
}

/// A restored value whose JSON its type could not decode: shown as such, saved as it was read.
package struct UnreadableValue: Hashable, CustomStringConvertible {
    /// The element as it was read.
    package let element: NavigationPath.CodableRepresentation.Element
    package let reason: PathDecodingError

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.element == rhs.element }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(element.typeName)
        hasher.combine(element.json)
    }

    package var description: String { "unreadable \(element.typeName)" }
}

/// A path of values, root-most first, whose bottom may still be encoded (`RestoredValues`): the
/// path of a `NavigationTree`. It reads like an array, and an array literal makes one.
package struct PathValues<Value: Hashable>: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// The bottom `restoredCount` values, still encoded.
    package private(set) var restored: RestoredValues?
    package private(set) var restoredCount: Int
    /// The values above them.
    @usableFromInline var tail: [Value]

    package init(_ values: some Sequence<Value>) {
        restored = nil
        restoredCount = 0
        tail = Array(values)
    }

    package init(arrayLiteral values: Value...) { self.init(values) }

    /// The first `count` values of `restored`, then `tail`. Only for `Value == AnyHashable`.
    package init(restored: RestoredValues, count: Int, tail: [Value] = []) {
        precondition(Value.self == AnyHashable.self, "restored values are AnyHashable")
        self.restored = count > 0 ? restored : nil
        restoredCount = count
        self.tail = tail
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { restoredCount + tail.count }

    package subscript(index: Int) -> Value {
        index < restoredCount ? unsafeBitCast(restored!.value(at: index), to: Value.self) : tail[index - restoredCount]
    }

    /// The element at `index` as it was read, when that value is still encoded.
    package func restoredElement(at index: Int) -> NavigationPath.CodableRepresentation.Element? {
        index < restoredCount ? restored!.element(at: index) : nil
    }

    package mutating func append(_ value: Value) { tail.append(value) }

    package mutating func removeLast(_ k: Int = 1) {
        let fromTail = Swift.min(k, tail.count)
        tail.removeLast(fromTail)
        restoredCount -= k - fromTail
        if restoredCount == 0 { restored = nil }
    }

    /// Values shared with a restored path are equal without being decoded.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = lhs.restored === rhs.restored ? Swift.min(lhs.restoredCount, rhs.restoredCount) : 0
        for index in shared..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }

    package var description: String { PathDescription.of(self) }
}

/// A router's path: each value with its identity, the bottom maybe still encoded (`RestoredValues`).
/// Identities of restored values are handed out as one block, in order, so none is decoded to find one.
@usableFromInline package struct PathEntries<Value: Hashable>: RandomAccessCollection {
    @usableFromInline package var restored: RestoredValues?
    @usableFromInline package var restoredCount = 0
    /// The identity of restored value 0; value `i`'s is this plus `i`.
    @usableFromInline package var firstID: UInt64 = 0
    @usableFromInline package var tail: [PathEntry<Value>] = []
    /// How many entries above the restored ones were left out of `tail` (a frozen copy's: never read).
    package var tailOffset = 0

    init() {}

    init(_ entries: [PathEntry<Value>]) { tail = entries }

    package init(restored: RestoredValues?, count: Int, firstID: UInt64, tail: [PathEntry<Value>], tailOffset: Int = 0) {
        self.restored = count > 0 ? restored : nil
        restoredCount = count
        self.firstID = firstID
        self.tail = tail
        self.tailOffset = tailOffset
    }

    /// The element at `index` of a frozen copy: as it was read, or encoded now.
    package func codableElement(at index: Int) -> NavigationPath.CodableRepresentation.Element? {
        if index < restoredCount { return restored!.element(at: index) }
        return CodableElement.make(tail[index - restoredCount - tailOffset].value)
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { restoredCount + tail.count }
    // Without these, `count` is Collection's `distance(from:to:)`, which the router's generic code
    // calls through the witness table.
    @inlinable package var count: Int { restoredCount + tail.count }
    @inlinable package var isEmpty: Bool { restoredCount == 0 && tail.isEmpty }

    @inlinable package subscript(index: Int) -> PathEntry<Value> {
        if index >= restoredCount { return tail[index - restoredCount] }
        return PathEntry(id: EntryID(rawValue: firstID + UInt64(index)), value: restoredValue(at: index))
    }

    @usableFromInline func restoredValue(at index: Int) -> Value {
        unsafeBitCast(restored!.value(at: index), to: Value.self)
    }

    /// The identity at `index`, without reading the value.
    @inlinable package func id(at index: Int) -> EntryID {
        index >= restoredCount ? tail[index - restoredCount].id : EntryID(rawValue: firstID + UInt64(index))
    }

    /// The element at `index` as it was read, when that value is still encoded.
    package func restoredElement(at index: Int) -> NavigationPath.CodableRepresentation.Element? {
        index < restoredCount ? restored!.element(at: index) : nil
    }

    /// The values, sharing what is still encoded.
    package var values: PathValues<Value> {
        guard let restored else { return PathValues(tail.map(\.value)) }
        return PathValues(restored: restored, count: restoredCount, tail: tail.map(\.value))
    }

    mutating func append(_ entry: PathEntry<Value>) { tail.append(entry) }

    mutating func removeLast(_ k: Int) {
        let fromTail = Swift.min(k, tail.count)
        tail.removeLast(fromTail)
        restoredCount -= k - fromTail
        if restoredCount == 0 { restored = nil }
    }

    /// Whether these entries hold `values`, compared without decoding what both share.
    package func holds(_ values: PathValues<Value>) -> Bool {
        guard count == values.count else { return false }
        let shared = restored != nil && restored === values.restored ? Swift.min(restoredCount, values.restoredCount) : 0
        for index in shared..<count where self[index].value != values[index] { return false }
        return true
    }
}
