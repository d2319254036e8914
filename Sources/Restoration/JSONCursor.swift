#if canImport(Glibc)
import Glibc
#endif
import Navigation

/// Reads JSON laid out exactly as navigator writes it (fixed punctuation, whole numbers, string
/// literals), without a JSON decoder: the fast path of the snapshot's and the journal's readers, which
/// give anything else to the decoder. Every method answers `nil` (or `false`) for what it doesn't
/// expect, and moves past what it read.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Set to take JSON's blank space (space, tab, newline, carriage return) between tokens, as a
    /// document written out again by another program has it (`jq .`, a `json.dumps` without
    /// separators): the snapshot's reader. Unset, the bytes are exactly navigator's (the journal's).
    var allowsSpace = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, allowsSpace: Bool = false) {
        self.bytes = bytes
        self.allowsSpace = allowsSpace
    }

    var isAtEnd: Bool { index == bytes.count }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// Moves past blank space, if it is allowed.
    mutating func skipSpace() {
        guard allowsSpace else { return }
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    mutating func skip(_ literal: StaticString) -> Bool {
        // Blank space before a token is passed once, even when the literal isn't there: a caller trying
        // one literal then another (`,` then `}`) doesn't cross a long run of it twice.
        skipSpace()
        let count = literal.utf8CodeUnitCount
        if index + count <= bytes.count, literal.withUTF8Buffer({ memcmp(bytes.baseAddress! + index, $0.baseAddress!, count) == 0 }) {
            index += count
            return true
        }
        guard allowsSpace else { return false }
        // Token by token: blank space before each byte of the literal outside its strings' quotes.
        var position = index
        let matches = literal.withUTF8Buffer { expected -> Bool in
            var inString = false
            for byte in expected {
                if !inString { while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 } }
                guard position < bytes.count, bytes[position] == byte else { return false }
                if byte == UInt8(ascii: "\"") { inString.toggle() }
                position += 1
            }
            return true
        }
        if matches { index = position }
        return matches
    }

    /// A whole number of at most 18 digits (so it never overflows), with a `-` if `allowingNegative`,
    /// written as JSON writes one: no leading zero (`00`, `01`, `-01` are not JSON, and the decoder the
    /// readers fall back on refuses them, so this refuses them too).
    mutating func integer(allowingNegative: Bool = false) -> Int? {
        skipSpace()
        let negative = allowingNegative && index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            guard index - start < 18 else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index - start == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return negative ? -value : value
    }

    /// A checked string literal: its range, from the opening quote to past the closing one.
    mutating func literal() -> Range<Int>? {
        skipSpace()
        guard let (end, _) = JSONString.scan(bytes, at: index) else { return nil }
        defer { index = end }
        return index..<end
    }

    /// A string literal's text; `nil` when its bytes are not UTF-8, which is not JSON (the decoder
    /// refuses it too, so both read every line the same way).
    mutating func string() -> String? {
        skipSpace()
        guard let (end, escaped) = JSONString.scan(bytes, at: index) else { return nil }
        let range = index..<end
        index = end
        // `scan` checked that the bytes are UTF-8 (it refuses a literal whose bytes aren't, as the
        // decoder does): decoded as they are, without validating them again (`String(validating:as:)`,
        // generic, looked its encoding's metadata up on every call: a quarter of a scan of 1,000,000
        // presentations).
        if escaped { return JSONString.decode(bytes, range) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 1..<range.upperBound - 1]), as: UTF8.self)
    }

    /// A path element as it is saved: its type name, then its JSON text.
    mutating func element() -> NavigationPath.CodableRepresentation.Element? {
        guard let typeName = string(), skip(","), let json = string() else { return nil }
        return .init(typeName: typeName, json: json)
    }
}
