/// A parsed JSON value.
enum JSONValue {
    case null
    case bool(Bool)
    /// A number as it was written (valid JSON number syntax).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How a type-mismatch message names what was found.
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// An object's members. Most objects a path holds have one or two keys, for which a list searched
/// in order is far cheaper to build and to search than a hashed dictionary; large ones get one.
struct JSONObject {
    /// Members in the order written; a key written twice keeps its last value.
    private(set) var members: [(key: String, value: JSONValue)] = []
    private var index: [String: Int]?

    static let indexedFrom = 16

    subscript(key: String) -> JSONValue? {
        if let index { return index[key].map { members[$0].value } }
        for member in members.reversed() where member.key == key { return member.value }
        return nil
    }

    var keys: [String] {
        if let index { return Array(index.keys) }
        var seen: [String] = []
        for member in members where !seen.contains(member.key) { seen.append(member.key) }
        return seen
    }

    mutating func append(_ key: String, _ value: JSONValue) {
        if index != nil {
            if let existing = index![key] {
                members[existing].value = value
                return
            }
            index![key] = members.count
        }
        members.append((key, value))
        if index == nil, members.count >= Self.indexedFrom {
            var built: [String: Int] = [:]
            for (position, member) in members.enumerated() { built[member.key] = position }
            index = built
        }
    }
}

/// Reads JSON text (RFC 8259) into a `JSONValue`. Strict: no comments, no trailing commas, no
/// leading zeros, no unescaped control characters in strings, no invalid UTF-8, no lone surrogates.
struct JSONParser {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The one value the text holds, with nothing but white space around it.
    mutating func parseDocument() throws -> JSONValue {
        skipSpace()
        let value = try parseValue()
        skipSpace()
        guard index == bytes.count else { throw error("unexpected '\(describe(bytes[index]))' after the value") }
        return value
    }

    private mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input: expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case let byte: throw error("unexpected '\(describe(byte))': expected a value")
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members = JSONObject()
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw error(index < bytes.count ? "expected a key in quotes" : "unexpected end of input: expected a key") }
            let key = try parseString()
            skipSpace()
            guard peek() == UInt8(ascii: ":") else { throw error(index < bytes.count ? "expected ':' after a key" : "unexpected end of input: expected ':'") }
            index += 1
            skipSpace()
            members.append(key, try parseValue())
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            case nil: throw error("unexpected end of input: expected ',' or '}'")
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try parseValue())
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            case nil: throw error("unexpected end of input: expected ',' or ']'")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws -> String {
        index += 1  // the opening quote
        let start = index
        // The common case: no escapes. Find the closing quote, then validate the bytes as UTF-8 once.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try makeString(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("a control character (0x\(String(byte, radix: 16))) in a string: expected it escaped") }
            index += 1
        }
        var utf8 = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error("a string that is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var code = UInt32(try parseHex4())
                    if (0xD800..<0xDC00).contains(code) {
                        guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone high surrogate \\u\(String(code, radix: 16)) in a string")
                        }
                        index += 2
                        let low = UInt32(try parseHex4())
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate not followed by a low one in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw error("a lone low surrogate \\u\(String(code, radix: 16)) in a string")
                    }
                    utf8.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
                default:
                    throw error("an unknown escape '\\\(describe(escape))' in a string")
                }
            default:
                if byte < 0x20 { throw error("a control character (0x\(String(byte, radix: 16))) in a string: expected it escaped") }
                utf8.append(byte)
                index += 1
            }
        }
        throw error("unexpected end of input in a string")
    }

    private mutating func parseHex4() throws -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of input in a \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("'\(describe(byte))' in a \\u escape: expected four hex digits")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("a number without digits") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) { throw error("a number with a leading zero") }
        } else {
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek(), isDigit(byte) else { throw error("a number with no digits after '.'") }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek(), isDigit(byte) else { throw error("a number with no digits in its exponent") }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func expect(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end of input: expected \(word)") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw error("unexpected '\(describe(bytes[index + offset]))': expected \(word)")
        }
        index += count
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= JSON.maximumDepth else { throw error("arrays and objects nested more than \(JSON.maximumDepth) deep") }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func makeString(_ slice: UnsafeRawBufferPointer) throws -> String {
        // ASCII needs no validation beyond what the scan did; anything else is checked.
        if slice.allSatisfy({ $0 < 0x80 }) { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else { throw error("a string that is not valid UTF-8") }
        return text
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16)
    }

    private func error(_ problem: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "not valid JSON: \(problem) (at byte \(index))"))
    }
}
