/// A JSON value being built by an encoder. Arrays and objects are boxes, so that a container handed
/// out by an encoder keeps filling the same value after the encoder has returned it.
enum JSONNode {
    case null
    case bool(Bool)
    /// A number as it is written.
    case number(String)
    case string(String)
    case array(ArrayBox)
    case object(ObjectBox)

    final class ArrayBox {
        var items: [JSONNode] = []
    }

    final class ObjectBox {
        var items: [String: JSONNode] = [:]
    }
}

/// Turns an `Encodable` value into a `JSONNode` through the `Encoder` protocol.
final class JSONTreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What has been encoded so far; `nil` when nothing has (which writes as `{}`, as Foundation does).
    var node: JSONNode?
    /// Where a `superEncoder()`'s value goes once it is finished.
    private let finish: ((JSONNode) -> Void)?

    init(codingPath: [any CodingKey], finish: ((JSONNode) -> Void)? = nil) {
        self.codingPath = codingPath
        self.finish = finish
    }

    deinit { finish?(node ?? .object(.init())) }

    /// The node for a value: scalars directly, anything else through its `encode(to:)`.
    static func node<T: Encodable>(for value: T, codingPath: [any CodingKey]) throws -> JSONNode {
        if let scalar = try scalarNode(value, codingPath: codingPath) { return scalar }
        let encoder = JSONTreeEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.node ?? .object(.init())
    }

    private static func scalarNode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONNode? {
        switch value {
        case let string as String: return .string(string)
        case let int as Int: return .number(String(int))
        case let bool as Bool: return .bool(bool)
        case let double as Double: return try number(double, codingPath: codingPath)
        default: return nil
        }
    }

    /// A floating-point number as Foundation's `JSONEncoder` writes it: Swift's shortest form without
    /// a trailing ".0". Infinities and NaN have no JSON form.
    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, codingPath: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(value) has no JSON form"))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: JSONNode.ObjectBox
        if case .object(let existing)? = node {
            box = existing
        } else {
            box = JSONNode.ObjectBox()
            node = .object(box)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: JSONNode.ArrayBox
        if case .array(let existing)? = node {
            box = existing
        } else {
            box = JSONNode.ArrayBox()
            node = .array(box)
        }
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    // MARK: Containers

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: JSONNode.ObjectBox
        let codingPath: [any CodingKey]

        private func set(_ node: JSONNode, _ key: Key) { box.items[key.stringValue] = node }

        mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { set(try JSONTreeEncoder.number(value, codingPath: codingPath + [key]), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { set(try JSONTreeEncoder.number(value, codingPath: codingPath + [key]), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(String(value)), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            set(try JSONTreeEncoder.node(for: value, codingPath: codingPath + [key]), key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONNode.ObjectBox()
            set(.object(nested), key)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = JSONNode.ArrayBox()
            set(.array(nested), key)
            return UnkeyedContainer(box: nested, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { referencingEncoder(named: "super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { referencingEncoder(named: key.stringValue) }

        private func referencingEncoder(named name: String) -> any Encoder {
            let box = self.box
            return JSONTreeEncoder(codingPath: codingPath + [JSONKey(name)]) { box.items[name] = $0 }
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let box: JSONNode.ArrayBox
        let codingPath: [any CodingKey]
        var count: Int { box.items.count }

        private var nextPath: [any CodingKey] { codingPath + [JSONKey(index: box.items.count)] }

        mutating func encodeNil() throws { box.items.append(.null) }
        mutating func encode(_ value: Bool) throws { box.items.append(.bool(value)) }
        mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
        mutating func encode(_ value: Double) throws { box.items.append(try JSONTreeEncoder.number(value, codingPath: nextPath)) }
        mutating func encode(_ value: Float) throws { box.items.append(try JSONTreeEncoder.number(value, codingPath: nextPath)) }
        mutating func encode(_ value: Int) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: Int8) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: Int16) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: Int32) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: Int64) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt8) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt16) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt32) throws { box.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt64) throws { box.items.append(.number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            box.items.append(try JSONTreeEncoder.node(for: value, codingPath: nextPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let path = nextPath
            let nested = JSONNode.ObjectBox()
            box.items.append(.object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: path))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let path = nextPath
            let nested = JSONNode.ArrayBox()
            box.items.append(.array(nested))
            return UnkeyedContainer(box: nested, codingPath: path)
        }

        mutating func superEncoder() -> any Encoder {
            let box = self.box
            let index = box.items.count
            box.items.append(.object(.init()))
            return JSONTreeEncoder(codingPath: nextPath) { box.items[index] = $0 }
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: JSONTreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ node: JSONNode) { encoder.node = node }

        mutating func encodeNil() throws { set(.null) }
        mutating func encode(_ value: Bool) throws { set(.bool(value)) }
        mutating func encode(_ value: String) throws { set(.string(value)) }
        mutating func encode(_ value: Double) throws { set(try JSONTreeEncoder.number(value, codingPath: codingPath)) }
        mutating func encode(_ value: Float) throws { set(try JSONTreeEncoder.number(value, codingPath: codingPath)) }
        mutating func encode(_ value: Int) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int8) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int16) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int32) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int64) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt8) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt16) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt32) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt64) throws { set(.number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { set(try JSONTreeEncoder.node(for: value, codingPath: codingPath)) }
    }
}

/// A key made by the coder itself: an array index, or `super`.
struct JSONKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }
}

/// Writes a node as compact JSON, keys sorted.
enum JSONWriter {
    static func write(_ node: JSONNode, into bytes: inout [UInt8]) {
        switch node {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, into: &bytes)
        case .array(let box):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in box.items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let box):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in box.items.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(box.items[key]!, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes,
    /// everything else (`/`, DEL, any non-ASCII) as its UTF-8 bytes.
    static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
