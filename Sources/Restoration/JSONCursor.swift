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

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { memcmp(bytes.baseAddress! + index, $0.baseAddress!, count) == 0 }
        if matches { index += count }
        return matches
    }

    /// A whole number of at most 18 digits (so it never overflows), with a `-` if `allowingNegative`,
    /// written as JSON writes one: no leading zero (`00`, `01`, `-01` are not JSON, and the decoder the
    /// readers fall back on refuses them, so this refuses them too).
    mutating func integer(allowingNegative: Bool = false) -> Int? {
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
        guard let (end, _) = JSONString.scan(bytes, at: index) else { return nil }
        defer { index = end }
        return index..<end
    }

    /// A string literal's text; `nil` when its bytes are not UTF-8, which is not JSON (the decoder
    /// refuses it too, so both read every line the same way).
    mutating func string() -> String? {
        guard let (end, escaped) = JSONString.scan(bytes, at: index) else { return nil }
        let range = index..<end
        index = end
        let inner = UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 1..<range.upperBound - 1])
        // Escapes are ASCII: the raw bytes are UTF-8 exactly when the text is.
        guard let text = String(validating: inner, as: UTF8.self) else { return nil }
        return escaped ? JSONString.decode(bytes, range) : text
    }

    /// A path element as it is saved: its type name, then its JSON text.
    mutating func element() -> NavigationPath.CodableRepresentation.Element? {
        guard let typeName = string(), skip(","), let json = string() else { return nil }
        return .init(typeName: typeName, json: json)
    }
}
