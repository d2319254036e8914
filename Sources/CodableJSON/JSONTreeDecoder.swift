/// Reads a `Decodable` value out of a parsed `JSONValue` through the `Decoder` protocol.
struct JSONTreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: [any CodingKey]) throws -> T {
        // Scalars directly: most values of a path are made of them.
        switch type {
        case is String.Type: return try Scalars.string(value, codingPath) as! T
        case is Int.Type: return try Scalars.integer(Int.self, value, codingPath) as! T
        case is Bool.Type: return try Scalars.bool(value, codingPath) as! T
        default: return try T(from: JSONTreeDecoder(value: value, codingPath: codingPath))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw Scalars.mismatch([String: Any].self, value, codingPath)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else {
            throw Scalars.mismatch([Any].self, value, codingPath)
        }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(value: value, codingPath: codingPath)
    }

    // MARK: Containers

    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: JSONObject
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func member(_ key: Key) throws -> JSONValue {
            guard let value = members[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for the key \"\(key.stringValue)\""))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .null = try member(key) { return true }
            return false
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Scalars.bool(try member(key), codingPath + [key]) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try Scalars.string(try member(key), codingPath + [key]) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Scalars.floating(Double.self, try member(key), codingPath + [key]) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try Scalars.floating(Float.self, try member(key), codingPath + [key]) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try Scalars.integer(type, try member(key), codingPath + [key]) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONTreeDecoder.decode(type, from: try member(key), codingPath: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONTreeDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONTreeDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            JSONTreeDecoder(value: members["super"] ?? .null, codingPath: codingPath + [JSONKey("super")])
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONTreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let codingPath: [any CodingKey]
        private(set) var currentIndex = 0

        init(items: [JSONValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        private var path: [any CodingKey] { codingPath + [JSONKey(index: currentIndex)] }

        private mutating func next<T>(_ type: T.Type) throws -> JSONValue {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
            }
            defer { currentIndex += 1 }
            return items[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any?.self, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
            }
            if case .null = items[currentIndex] {
                currentIndex += 1
                return true
            }
            return false
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { let p = path; return try Scalars.bool(try next(type), p) }
        mutating func decode(_ type: String.Type) throws -> String { let p = path; return try Scalars.string(try next(type), p) }
        mutating func decode(_ type: Double.Type) throws -> Double { let p = path; return try Scalars.floating(type, try next(type), p) }
        mutating func decode(_ type: Float.Type) throws -> Float { let p = path; return try Scalars.floating(type, try next(type), p) }
        mutating func decode(_ type: Int.Type) throws -> Int { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let p = path; return try Scalars.integer(type, try next(type), p) }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let p = path
            return try JSONTreeDecoder.decode(type, from: try next(type), codingPath: p)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let p = path
            return try JSONTreeDecoder(value: try next([String: Any].self), codingPath: p).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let p = path
            return try JSONTreeDecoder(value: try next([Any].self), codingPath: p).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let p = path
            return JSONTreeDecoder(value: try next(Any.self), codingPath: p)
        }
    }

    struct SingleValueContainer: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool {
            if case .null = value { return true }
            return false
        }

        func decode(_ type: Bool.Type) throws -> Bool { try Scalars.bool(value, codingPath) }
        func decode(_ type: String.Type) throws -> String { try Scalars.string(value, codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try Scalars.floating(type, value, codingPath) }
        func decode(_ type: Float.Type) throws -> Float { try Scalars.floating(type, value, codingPath) }
        func decode(_ type: Int.Type) throws -> Int { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: Int8.Type) throws -> Int8 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: Int16.Type) throws -> Int16 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: Int32.Type) throws -> Int32 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: UInt.Type) throws -> UInt { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try Scalars.integer(type, value, codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try Scalars.integer(type, value, codingPath) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try JSONTreeDecoder.decode(type, from: value, codingPath: codingPath) }
    }

    // MARK: Scalars

    enum Scalars {
        static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
            if case .null = value {
                return .valueNotFound(type, .init(codingPath: path, debugDescription: "Expected \(type) but found null instead."))
            }
            return .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(value.kind) instead."))
        }

        static func bool(_ value: JSONValue, _ path: [any CodingKey]) throws -> Bool {
            guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, path) }
            return bool
        }

        static func string(_ value: JSONValue, _ path: [any CodingKey]) throws -> String {
            guard case .string(let string) = value else { throw mismatch(String.self, value, path) }
            return string
        }

        static func floating<F: BinaryFloatingPoint & LosslessStringConvertible>(_ type: F.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> F {
            guard case .number(let text) = value else { throw mismatch(type, value, path) }
            guard let number = F(text), number.isFinite else {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(type)."))
            }
            return number
        }

        static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> I {
            guard case .number(let text) = value else { throw mismatch(type, value, path) }
            if let integer = I(text, radix: 10) { return integer }
            // 1.0 or 1e3 is a whole number written otherwise; 1.5 or 1e40 does not fit.
            if let double = Double(text), double.rounded() == double, let exact = I(exactly: double) { return exact }
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Parsed JSON number <\(text)> does not fit in \(type)."))
        }
    }
}
