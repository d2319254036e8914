/// The types a codable path may hold, by name: how each element of a `NavigationPath.CodableRepresentation` is
/// turned back into a value.
///
/// SwiftUI finds a type from its name at run time; on Linux `_typeByName` can't resolve your own
/// types, so each type is registered, usually next to its destination (`Destinations.register`
/// does it for every `Codable` type).
public struct CodableTypes {
    private var decoders: [String: (String) throws -> AnyHashable] = [:]

    public init() {}

    /// Registers `type` under `String(reflecting: type)`, the name its values are written with.
    public mutating func register<V: Hashable & Codable>(_ type: V.Type) {
        decoders[Self.name(of: type)] = { json in
            AnyHashable(try JSONCoding.decode(V.self, from: json))
        }
    }

    /// Registers the type of `value` when it is `Codable` (a list's row values, whose types no
    /// destination names); does nothing otherwise.
    package mutating func register(typeOf value: AnyHashable) {
        guard let codable = value.base as? any (Hashable & Codable) else { return }
        func add<V: Hashable & Codable>(_: V) { register(V.self) }
        add(codable)
    }

    /// Adds the types of `other` that this doesn't hold.
    package mutating func add(_ other: CodableTypes) {
        decoders.merge(other.decoders) { mine, _ in mine }
    }

    /// The registered names, sorted.
    public var names: [String] { decoders.keys.sorted() }

    /// Whether a type of this name can be read.
    package func contains(_ typeName: String) -> Bool { decoders[typeName] != nil }

    /// The name a type's values are written with: `String(reflecting: type)`, asked of the runtime
    /// directly (`String(reflecting:)` first tries a metatype for three protocols it never conforms
    /// to, each failing check a walk of every conformance in the binary: a tenth of start-up for the
    /// demo's few registered types).
    public static func name(of type: Any.Type) -> String { _typeName(type, qualified: true) }

    /// Reads one element, or says why it can't be read.
    package func value(of element: NavigationPath.CodableRepresentation.Element) throws(PathDecodingError) -> AnyHashable {
        guard let decode = decoders[element.typeName] else { throw .unknownType(element.typeName, known: names) }
        do {
            return try decode(element.json)
        } catch {
            throw .badValue(typeName: element.typeName, json: element.json, reason: PathDecodingError.reason(error))
        }
    }

    /// The first element whose type isn't registered, and its name; `nil` when every type is.
    func unknownType(in representation: NavigationPath.CodableRepresentation) -> (index: Int, name: String)? {
        if let stored = representation.stored,
           let found = stored.firstUnknownType(in: representation.storedCount, known: contains) {
            return found
        }
        for index in representation.storedCount..<representation.count {
            let name = representation.typeName(at: index)
            if !contains(name) { return (index, name) }
        }
        return nil
    }

    /// Reads every element, root-most first, or throws for the first that can't be read.
    package func values(of representation: NavigationPath.CodableRepresentation) throws(PathDecodingError) -> [AnyHashable] {
        let (values, error) = longestPrefix(of: representation)
        if let error { throw error }
        return values
    }

    /// Reads elements root-most first until one can't be read: the values before it, and why it
    /// couldn't be (`nil` when every element was read).
    package func longestPrefix(of representation: NavigationPath.CodableRepresentation) -> (values: [AnyHashable], error: PathDecodingError?) {
        var values: [AnyHashable] = []
        values.reserveCapacity(representation.count)
        for index in 0..<representation.count {
            do {
                values.append(try value(of: representation.element(at: index)))
            } catch {
                return (values, error)
            }
        }
        return (values, nil)
    }
}

/// How one value is written into a codable path.
package enum CodableElement {
    /// The element for a value, or `nil` when its type isn't `Codable` (or its encoding fails). The
    /// JSON is what Foundation's `JSONEncoder` writes with sorted keys and slashes unescaped.
    package static func make(_ value: any Hashable) -> NavigationPath.CodableRepresentation.Element? {
        let base = (value as? AnyHashable)?.base ?? value
        if let unreadable = base as? UnreadableValue { return unreadable.element }
        guard let encodable = base as? any Encodable, base is any Decodable,
              let json = try? JSONCoding.encode(encodable)
        else { return nil }
        return .init(typeName: CodableTypes.name(of: type(of: base)), json: json)
    }
}

/// A value a navigation tree holds that is not saved by design (not a value of the app's that should
/// have been `Codable`): a recorder's notice says what it is rather than naming its type.
package protocol UnsavedByDesign {
    /// What the value is, as a notice names it: "a sheet shown by `.sheet(isPresented:)`…".
    var unsavedDescription: String { get }
}
