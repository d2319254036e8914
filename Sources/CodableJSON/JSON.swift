/// JSON for `Codable` values, without Foundation.
///
/// navigator saves and reads its paths as JSON on every change and at every launch. Foundation's
/// `JSONEncoder` and `JSONDecoder` do the job, but touching them costs a terminal app about a
/// megabyte of resident memory and several microseconds a value; these cost neither. The text
/// written is byte for byte what `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]`:
/// compact, keys in order, `/` not escaped, doubles as Swift prints them (`0.1`, `1e+20`, `100`).
///
/// ```swift
/// let text = try JSON.encode(Route.detail(id: 42))         // {"detail":{"id":42}}
/// let route = try JSON.decode(Route.self, from: text)
/// ```
///
/// Input is untrusted (a saved file, a deep link): the reader follows RFC 8259 strictly, refuses
/// invalid UTF-8 and lone surrogates, and nests at most `maximumDepth` deep. Every error is a
/// `DecodingError` or an `EncodingError`, with the coding path where it happened.
public enum JSON {
    /// How deeply arrays and objects may nest in input.
    public static let maximumDepth = 512

    /// The value as compact JSON text.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        var bytes: [UInt8] = []
        try encode(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the value's compact JSON text to `bytes`.
    public static func encode<T: Encodable>(_ value: T, into bytes: inout [UInt8]) throws {
        let node = try JSONTreeEncoder.node(for: value, codingPath: [])
        JSONWriter.write(node, into: &bytes)
    }

    /// Appends a JSON string literal for `text` (quoted and escaped) to `bytes`.
    public static func appendString(_ text: String, into bytes: inout [UInt8]) {
        JSONWriter.writeString(text, into: &bytes)
    }

    /// Reads a value of type `T` from JSON text.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var text = text
        return try text.withUTF8 { try decode(type, from: UnsafeRawBufferPointer($0)) }
    }

    /// Reads a value of type `T` from the bytes of JSON text (UTF-8).
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try bytes.withUnsafeBytes { try decode(type, from: $0) }
    }

    /// Reads a value of type `T` from the bytes of JSON text (UTF-8), without copying them.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T {
        var parser = JSONParser(bytes)
        let value = try parser.parseDocument()
        return try JSONTreeDecoder.decode(type, from: value, codingPath: [])
    }
}
