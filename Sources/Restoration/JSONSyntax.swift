/// JSON's grammar (RFC 8259), checked without building anything: what tells "not JSON" from "JSON, but
/// not a navigation state" when the decoder only says "not valid JSON" (it says so of a number its
/// type can't hold, `1.5` or `1e400` for an `Int`, too), and the raw text of a document's top-level
/// members, to say which one is wrong.
nonisolated enum JSONSyntax {
    /// The members of a document that is one JSON object, in order, each with its value's raw text;
    /// `nil` when the bytes are not exactly one JSON value, or not an object.
    static func topLevelMembers(_ bytes: [UInt8]) -> [(key: String, value: String)]? {
        var parser = Parser(bytes: bytes)
        parser.space()
        guard parser.peek == UInt8(ascii: "{") else { return nil }
        var members: [(key: String, value: String)] = []
        guard parser.object(collecting: &members), parser.atEndAfterSpace() else { return nil }
        return members
    }

    /// Whether the bytes are exactly one JSON value (with blank space around it).
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var parser = Parser(bytes: bytes)
        parser.space()
        return parser.value(depth: 0) && parser.atEndAfterSpace()
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// Deeper than this is refused rather than recursed into: a hostile file can't exhaust the stack.
        static let maximumDepth = 512

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func space() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func atEndAfterSpace() -> Bool {
            space()
            return index == bytes.count
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        mutating func value(depth: Int) -> Bool {
            guard depth < Self.maximumDepth, let byte = peek else { return false }
            switch byte {
            case UInt8(ascii: "{"):
                var ignored: [(key: String, value: String)] = []
                return object(collecting: &ignored, depth: depth, keeps: false)
            case UInt8(ascii: "["):
                index += 1
                space()
                if peek == UInt8(ascii: "]") { index += 1; return true }
                while true {
                    space()
                    guard value(depth: depth + 1) else { return false }
                    space()
                    if peek == UInt8(ascii: ",") { index += 1; continue }
                    guard peek == UInt8(ascii: "]") else { return false }
                    index += 1
                    return true
                }
            case UInt8(ascii: "\""): return string() != nil
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return number()
            }
        }

        /// An object; with `keeps`, each member's key and its value's raw text are appended to `members`.
        mutating func object(collecting members: inout [(key: String, value: String)], depth: Int = 0, keeps: Bool = true) -> Bool {
            index += 1
            space()
            if peek == UInt8(ascii: "}") { index += 1; return true }
            while true {
                space()
                guard let keyRange = string() else { return false }
                space()
                guard peek == UInt8(ascii: ":") else { return false }
                index += 1
                space()
                let start = index
                guard value(depth: depth + 1) else { return false }
                if keeps {
                    let key = String(decoding: bytes[keyRange.lowerBound + 1..<keyRange.upperBound - 1], as: UTF8.self)
                    members.append((key, String(decoding: bytes[start..<index], as: UTF8.self)))
                }
                space()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                guard peek == UInt8(ascii: "}") else { return false }
                index += 1
                return true
            }
        }

        /// A string literal, its escapes and UTF-8 checked: its range, quotes included.
        mutating func string() -> Range<Int>? {
            let scanned = bytes.withUnsafeBufferPointer { JSONString.scan($0, at: index) }
            guard let (end, _) = scanned else { return nil }
            defer { index = end }
            return index..<end
        }

        mutating func number() -> Bool {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            guard let first = peek, (0x30...0x39).contains(first) else { return false }
            index += 1
            if first != 0x30 { while let digit = peek, (0x30...0x39).contains(digit) { index += 1 } }
            if peek == UInt8(ascii: ".") {
                index += 1
                let digits = index
                while let digit = peek, (0x30...0x39).contains(digit) { index += 1 }
                guard index > digits else { return false }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                let digits = index
                while let digit = peek, (0x30...0x39).contains(digit) { index += 1 }
                guard index > digits else { return false }
            }
            return index > start
        }
    }
}
