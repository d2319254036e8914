#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Foundation's JSON coders, set as navigator writes values: compact, keys sorted, `/` unescaped, so
/// that a value has one text, the same on every run (a saved path compares byte for byte).
///
/// `package`: the model and `Restoration` share them; users of the library use Foundation's own.
package enum JSONCoding {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static let decoder = JSONDecoder()

    /// The value as compact JSON text.
    package static func encode(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Appends the value's compact JSON text to `bytes`.
    package static func encode(_ value: some Encodable, into bytes: inout [UInt8]) throws {
        bytes.append(contentsOf: try encoder.encode(value))
    }

    /// Reads a value of type `T` from JSON text.
    package static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decoder.decode(type, from: Data(text.utf8))
    }

    /// Reads a value of type `T` from the bytes of JSON text (UTF-8), without copying them.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return try decoder.decode(type, from: Data()) }
        return try decoder.decode(type, from: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
                                                   deallocator: .none))
    }
}
