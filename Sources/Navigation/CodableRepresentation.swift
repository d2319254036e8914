extension NavigationPath {
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
        ///
        /// A representation read from a state file keeps its elements in the file's bytes until they are
        /// asked for: reading or changing `elements` builds them all, while `count`, `element(at:)`,
        /// `append(_:)` and `removeLast(_:)` cost one element.
        public var elements: [Element] {
            get { stored == nil ? tail : (0..<count).map(element(at:)) }
            set {
                stored = nil
                storedCount = 0
                tail = newValue
            }
            _modify {
                materialize()
                yield &tail
            }
        }

        /// The bottom `storedCount` elements, still in the bytes they were read from.
        package var stored: (any EncodedElements)?
        package var storedCount = 0
        /// The elements above them.
        var tail: [Element]

        public init(elements: [Element]) { tail = elements }

        /// Elements still encoded in a document's bytes (a saved state's, read by `Restoration`).
        package init(stored: any EncodedElements) {
            self.stored = stored
            storedCount = stored.count
            tail = []
        }

        /// How many elements there are.
        public var count: Int { storedCount + tail.count }

        /// The element at `index`, root-most first.
        public func element(at index: Int) -> Element {
            index < storedCount ? stored!.element(at: index) : tail[index - storedCount]
        }

        /// The name of the type of the element at `index`.
        package func typeName(at index: Int) -> String {
            index < storedCount ? stored!.typeName(at: index) : tail[index - storedCount].typeName
        }

        /// Adds an element on top.
        package mutating func append(_ element: Element) { tail.append(element) }

        /// Removes the top `k` elements (at most `count`).
        package mutating func removeLast(_ k: Int) {
            let fromTail = min(k, tail.count)
            tail.removeLast(fromTail)
            storedCount -= k - fromTail
            if storedCount == 0 { stored = nil }
        }

        private mutating func materialize() {
            guard stored != nil else { return }
            tail = (0..<count).map(element(at:))
            stored = nil
            storedCount = 0
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            guard lhs.count == rhs.count else { return false }
            if lhs.stored === rhs.stored, lhs.storedCount == rhs.storedCount { return lhs.tail == rhs.tail }
            for index in 0..<lhs.count where lhs.element(at: index) != rhs.element(at: index) { return false }
            return true
        }

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
            tail = reversed.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for index in (0..<count).reversed() {
                let element = element(at: index)
                try container.encode(element.typeName)
                try container.encode(element.json)
            }
        }

        /// The representation as compact JSON text.
        package func jsonText() -> String {
            // Encoding an array of strings cannot fail.
            try! JSONCoding.encode(self)
        }
    }
}

/// Elements of a codable path kept encoded, in the bytes of the document they were read from, and
/// built one at a time when asked for. Immutable once made, so shared by every copy of a path.
package protocol EncodedElements: AnyObject, Sendable {
    var count: Int { get }
    func element(at index: Int) -> NavigationPath.CodableRepresentation.Element
    func typeName(at index: Int) -> String
    /// The first of the bottom `count` elements whose type isn't `known`, and its name; `nil` when all are.
    func firstUnknownType(in count: Int, known: (String) -> Bool) -> (index: Int, name: String)?
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
            // A long value is named by its start: the reason, after it, is what a notice must show.
            let shown = json.utf8.count <= 200 ? json : String(json.prefix(199)) + "…"
            return "cannot read \(typeName) from '\(shown)': \(reason)"
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
    public var codable: NavigationPath.CodableRepresentation {
        let typeName = CodableTypes.name(of: Value.self)
        return NavigationPath.CodableRepresentation(elements: entries.map { entry in
            // A value that doesn't encode is a bug in its Codable conformance, not bad input.
            .init(typeName: typeName, json: try! JSONCoding.encode(entry.value))
        })
    }

    /// Decodes the values of a codable path, or says which element is wrong.
    public static func values(from representation: NavigationPath.CodableRepresentation) throws(PathDecodingError) -> [Value] {
        var types = CodableTypes()
        types.register(Value.self)
        return try types.values(of: representation).map { $0.base as! Value }
    }
}
