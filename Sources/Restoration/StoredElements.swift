#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Navigation

/// Elements of a codable path left in the bytes of the document they were read from: a restored path
/// of 1,000,000 values keeps the file's bytes and one offset per value, and builds an element (its
/// type name and JSON text) only when something asks for it.
///
/// Immutable once made, so it is shared by every copy of the representations that hold it.
final class StoredElements: CopiedElements, @unchecked Sendable {
    /// The document.
    let bytes: [UInt8]
    /// Root-most first: where each element's type name (its opening quote) is in `bytes`. The value's
    /// JSON text is the string literal after it and a comma.
    let offsets: [UInt32]

    init(bytes: [UInt8], offsets: [UInt32]) {
        self.bytes = bytes
        self.offsets = offsets
    }

    var count: Int { offsets.count }

    func element(at index: Int) -> NavigationPath.CodableRepresentation.Element {
        bytes.withUnsafeBufferPointer { Self.element(at: Int(offsets[index]), in: $0) }
    }

    func typeName(at index: Int) -> String {
        bytes.withUnsafeBufferPointer { Self.typeName(at: Int(offsets[index]), in: $0) }
    }

    /// The first of the bottom `count` elements whose type isn't `known`, and its name; `nil` when all
    /// are known. A run of elements of one type (the usual path) costs a comparison of bytes each.
    func firstUnknownType(in count: Int, known: (String) -> Bool) -> (index: Int, name: String)? {
        bytes.withUnsafeBufferPointer { buffer in
            var run = KnownTypeRun()
            for index in 0..<count {
                if let name = run.unknownName(at: Int(offsets[index]), in: buffer, known: known) { return (index, name) }
            }
            return nil
        }
    }

    func appendCanonicalLiterals(at index: Int, after separator: Bool, to writer: inout SnapshotWriter) -> Bool {
        bytes.withUnsafeBufferPointer { Self.appendCanonicalLiterals(at: Int(offsets[index]), in: $0, after: separator, to: &writer) }
    }

    // MARK: Elements in a buffer, by where their type name's opening quote is

    /// The element whose type name's opening quote is at `start` in `buffer`.
    static func element(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> NavigationPath.CodableRepresentation.Element {
        let (typeName, json) = literals(at: start, in: buffer)
        return .init(typeName: JSONString.decode(buffer, typeName), json: JSONString.decode(buffer, json))
    }

    static func typeName(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        JSONString.decode(buffer, start..<JSONString.scan(buffer, at: start)!.end)
    }

    /// Where the element's type name and JSON literals are in `buffer`.
    static func literals(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (typeName: Range<Int>, json: Range<Int>) {
        // Checked when the document was read: two string literals with a comma between them (and
        // perhaps blank space around it).
        let typeEnd = JSONString.scan(buffer, at: start)!.end
        var jsonStart = typeEnd
        while buffer[jsonStart] != UInt8(ascii: "\"") { jsonStart += 1 }
        let jsonEnd = JSONString.scan(buffer, at: jsonStart)!.end
        return (start..<typeEnd, jsonStart..<jsonEnd)
    }

    /// Appends the element's literals as a path writes them (the type name's, a comma, the JSON's),
    /// after a comma if `separator`, when they are the bytes the encoder writes for them (printable
    /// ASCII, no escape but `\"` and `\\`), so that a path is written again by copying them; `false`,
    /// and nothing appended, otherwise. A path of 1,000,000 stored elements printed as a state took
    /// 1.3 s through the encoder, most of it building and writing again the strings it holds.
    static func appendCanonicalLiterals(
        at start: Int, in buffer: UnsafeBufferPointer<UInt8>, after separator: Bool, to writer: inout SnapshotWriter
    ) -> Bool {
        let literals = literals(at: start, in: buffer)
        guard isCanonical(buffer, literals.typeName), isCanonical(buffer, literals.json) else { return false }
        if separator { writer.append(",") }
        writer.append(UnsafeBufferPointer(rebasing: buffer[literals.typeName]))
        writer.append(",")
        writer.append(UnsafeBufferPointer(rebasing: buffer[literals.json]))
        return true
    }

    /// Whether a literal `scan` accepted is written as the encoder writes its text: printable ASCII
    /// inside its quotes, escaping only a quote and a backslash.
    private static func isCanonical(_ buffer: UnsafeBufferPointer<UInt8>, _ literal: Range<Int>) -> Bool {
        var index = literal.lowerBound + 1
        while index < literal.upperBound - 1 {
            let byte = buffer[index]
            guard byte >= 0x20, byte < 0x7F else { return false }
            if byte == UInt8(ascii: "\\") {
                let next = buffer[index + 1]
                guard next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") else { return false }
                index += 2
                continue
            }
            index += 1
        }
        return true
    }
}

/// The last type name found known, by its bytes: each element of a run of one type (the usual path)
/// costs a comparison of bytes, not a String.
struct KnownTypeRun {
    private var last: UnsafeBufferPointer<UInt8>?

    /// The name of the element at `start` in `buffer` when its type isn't `known`, else `nil`.
    mutating func unknownName(at start: Int, in buffer: UnsafeBufferPointer<UInt8>, known: (String) -> Bool) -> String? {
        let end = JSONString.scan(buffer, at: start)!.end
        if let last, last.count == end - start, memcmp(last.baseAddress!, buffer.baseAddress! + start, last.count) == 0 {
            return nil
        }
        let name = JSONString.decode(buffer, start..<end)
        guard known(name) else { return name }
        last = UnsafeBufferPointer(rebasing: buffer[start..<end])
        return nil
    }
}

/// Elements kept in the bytes they were read from, which a state's document copies when they are
/// written as the encoder would write them (`--print state`, a snapshot of a restored state).
protocol CopiedElements: EncodedElements {
    /// Appends element `index`'s literals, after a comma if `separator`, when they are the bytes the
    /// encoder writes for it; `false`, and nothing appended, otherwise.
    func appendCanonicalLiterals(at index: Int, after separator: Bool, to writer: inout SnapshotWriter) -> Bool
}

/// JSON string literals in a buffer: where one ends, and its text.
enum JSONString {
    /// Checks the string literal whose opening quote is at `start`: the index past its closing quote,
    /// or `nil` when it is not a valid literal (a raw control character, a bad escape, a lone surrogate).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, escaped: Bool)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (index + 1, escaped) }
            if byte < 0x20 { return nil }
            if byte >= 0x80 {
                // JSON is UTF-8: a byte sequence that isn't is refused here, as the journal's reader and
                // the decoder refuse it, not replaced.
                guard let length = utf8Sequence(bytes, at: index) else { return nil }
                index += length
                continue
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard let unit = hex4(bytes, index + 2) else { return nil }
                    index += 6
                    if (0xDC00...0xDFFF).contains(unit) { return nil }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                              let low = hex4(bytes, index + 2), (0xDC00...0xDFFF).contains(low)
                        else { return nil }
                        index += 6
                    }
                default:
                    return nil
                }
                continue
            }
            index += 1
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlong form, no
    /// surrogate, nothing past U+10FFFF), or `nil`.
    static func utf8Sequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    /// The text of a literal that `scan` accepted (`range` from its opening quote to past its closing one).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let inner = range.lowerBound + 1..<range.upperBound - 1
        guard bytes[inner].contains(UInt8(ascii: "\\")) else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[inner]), as: UTF8.self)
        }
        var text: [UInt8] = []
        text.reserveCapacity(inner.count)
        var index = inner.lowerBound
        func appendScalar(_ value: UInt32) {
            if let scalar = Unicode.Scalar(value) { text.append(contentsOf: Array(String(Character(scalar)).utf8)) }
        }
        while index < inner.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                let unit = hex4(bytes, index)!
                index += 4
                if (0xD800...0xDBFF).contains(unit) {
                    let low = hex4(bytes, index + 2)!
                    index += 6
                    appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                } else {
                    appendScalar(unit)
                }
            default: text.append(kind)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
