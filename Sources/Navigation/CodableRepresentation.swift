import CodableJSON

/// A path in the shape SwiftUI gives `NavigationPath.codable`: one flat JSON array that alternates a
/// type name and that value's JSON text, last element first.
///
/// ```json
/// ["NavigatorDemo.Route","{\"editProfile\":{}}","NavigatorDemo.Route","{\"profile\":{\"username\":\"johndoe\"}}"]
/// ```
public struct CodableRepresentation: Codable, Equatable, Sendable {
    /// One element: the name of its type and its JSON text.
    public struct Element: Equatable, Sendable {
        public var typeName: String
        public var json: String

        public init(typeName: String, json: String) {
            self.typeName = typeName
            self.json = json
        }
    }

    /// Root-most first, as the path holds them.
    public var elements: [Element]

    public init(elements: [Element]) { self.elements = elements }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var reversed: [Element] = []
        while !container.isAtEnd {
            let typeName = try container.decode(String.self)
            guard !container.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "type name '\(typeName)' has no value after it")
            }
            reversed.append(Element(typeName: typeName, json: try container.decode(String.self)))
        }
        elements = reversed.reversed()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in elements.reversed() {
            try container.encode(element.typeName)
            try container.encode(element.json)
        }
    }

    /// The representation as compact JSON text.
    public func jsonText() -> String {
        // Encoding an array of strings cannot fail.
        try! JSON.encode(self)
    }
}

/// Why a codable path could not be read back.
public enum PathDecodingError: Error, Equatable, CustomStringConvertible {
    case notJSON(String)
    case unknownType(String, known: [String])
    case badValue(typeName: String, json: String, reason: String)

    public var description: String {
        switch self {
        case .notJSON(let reason):
            return "not a codable path: \(reason) (expected a JSON array alternating type names and values)"
        case let .unknownType(name, known):
            return "unknown type '\(name)' in the path (known: \(known.joined(separator: ", ")))"
        case let .badValue(typeName, json, reason):
            return "cannot read \(typeName) from '\(json)': \(reason)"
        }
    }
}

extension PathDecodingError {
    /// A decoding error in a few words.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: return context.debugDescription
        case .keyNotFound(let key, _)?: return "missing '\(key.stringValue)'"
        case .typeMismatch(let type, let context)?: return "expected \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .valueNotFound(let type, _)?: return "missing \(type)"
        default: return "\(error)"
        }
    }
}

extension Router where Value: Codable {
    /// The path in SwiftUI's codable shape, every element named `String(reflecting: Value.self)`.
    public var codable: CodableRepresentation {
        let typeName = CodableTypes.name(of: Value.self)
        return CodableRepresentation(elements: entries.map { entry in
            // A value that doesn't encode is a bug in its Codable conformance, not bad input.
            .init(typeName: typeName, json: try! JSON.encode(entry.value))
        })
    }

    /// Decodes the values of a codable path, or says which element is wrong.
    public static func values(from representation: CodableRepresentation) throws(PathDecodingError) -> [Value] {
        var types = CodableTypes()
        types.register(Value.self)
        return try types.values(of: representation).map { $0.base as! Value }
    }
}
