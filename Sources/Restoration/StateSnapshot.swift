#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Navigation

/// The state file: a versioned JSON document holding a whole navigation tree, every path in
/// SwiftUI's `NavigationPath.codable` shape (type name and value JSON, last element first).
///
/// ```json
/// {"version":1,"generation":3,
///  "path":["NavigatorDemo.Route","{\"detail\":{\"id\":2}}","NavigatorDemo.Route","{\"detail\":{\"id\":1}}"],
///  "presentations":[{"style":"sheet","root":["NavigatorDemo.Route","{\"settings\":{}}"],"path":[]}]}
/// ```
///
/// (one line in the file, ending with a newline). `presentations` are outermost first, each with its
/// style, its presented value as a one-element path, and its own path. `generation` counts the
/// snapshots written: journal lines carry the generation they apply to. A reader of version 1 refuses
/// any other version; `generation` may be left out (0) and so may `presentations` (none).
enum StateSnapshot {
    static let version = 1

    // MARK: Writing

    /// Where the root path's chunks are in a snapshot file: chunk `k` holds elements `k * chunkSize ..<
    /// (k + 1) * chunkSize`, counted from the root, and starts at byte `chunkOffsets[k]`; the root path's
    /// chunks end at `pathEnd`. Chunks are written top first, so chunks `0..<m` are one run of bytes.
    struct Layout: Equatable {
        var chunkOffsets: [Int] = []
        var pathEnd = 0
    }

    /// Unchanged chunks of the root path to copy from the previous snapshot instead of encoding them.
    struct Reuse {
        /// The previous snapshot, open for reading.
        var fd: Int32
        var layout: Layout
        /// How many chunks from the root to copy; each lies below the lowest the root path has been since.
        var chunks: Int
    }

    /// Writes the document for `source`, encoding its paths a chunk of elements at a time so that
    /// the whole path is never held twice in memory; returns where the root path's chunks went.
    static func write(
        _ source: some NavigationStateSource, generation: Int, reusing reuse: Reuse? = nil, to writer: inout SnapshotWriter
    ) -> Layout {
        writer.append("{\"version\":\(version),\"generation\":\(generation),\"path\":")
        let layout = writePath(ofStack: 0, of: source, reusing: reuse, to: &writer)
        writer.append(",\"presentations\":[")
        for stack in 1..<max(1, source.stackCount) {
            let (style, root) = source.presentation(ofStack: stack)
            if stack > 1 { writer.append(",") }
            writer.append("{\"style\":")
            // Encoding a string or an array of strings cannot fail.
            writer.append(try! JSONCoding.encode(style))
            writer.append(",\"root\":")
            writer.append(try! JSONCoding.encode(NavigationPath.CodableRepresentation(elements: [root])))
            writer.append(",\"path\":")
            _ = writePath(ofStack: stack, of: source, reusing: nil, to: &writer)
            writer.append("}")
        }
        writer.append("]}\n")
        return layout
    }

    /// Elements per chunk: large enough that the encoder's set-up is noise, small enough to be noise in memory.
    static let chunkSize = 1024

    /// One path, last element first, encoded by `NavigationPath.CodableRepresentation` chunk by chunk: the chunks'
    /// arrays, without their brackets, joined by commas, are the whole path's array. Chunks are
    /// aligned on the root, so that the ones a stack has not popped since are the same bytes.
    private static func writePath(
        ofStack stack: Int, of source: some NavigationStateSource, reusing reuse: Reuse?,
        to writer: inout SnapshotWriter
    ) -> Layout {
        writer.append("[")
        let count = source.pathCount(ofStack: stack)
        let copied = min(reuse?.chunks ?? 0, count / chunkSize)
        var offsets = [Int](repeating: 0, count: (count + chunkSize - 1) / chunkSize)
        var end = count
        var data: [UInt8] = []
        // Elements still in the bytes of the document they were read from (a state read and written
        // again, as `--print state` does) are copied from them when the encoder would write the same.
        let stored = storedElements(ofStack: stack, of: source)
        while end > copied * chunkSize, writer.error == nil {
            let start = (end - 1) / chunkSize * chunkSize
            if end < count { writer.append(",") }
            offsets[start / chunkSize] = writer.count
            var encodedFrom = end
            if let (elements, storedCount) = stored {
                // Top first, as the encoder writes them, while they can be copied.
                while encodedFrom > start, encodedFrom <= storedCount,
                      elements.appendCanonicalLiterals(at: encodedFrom - 1, after: encodedFrom < end, to: &writer) {
                    encodedFrom -= 1
                }
            }
            if encodedFrom > start {
                let chunk = NavigationPath.CodableRepresentation(elements: (start..<encodedFrom).map { source.pathElement(ofStack: stack, at: $0) })
                data.removeAll(keepingCapacity: true)
                try! JSONCoding.encode(chunk, into: &data)
                if encodedFrom < end { writer.append(",") }
                writer.append(data.dropFirst().dropLast())
            }
            end = start
        }
        if let reuse, copied > 0 {
            if count > copied * chunkSize { writer.append(",") }
            let from = reuse.layout.chunkOffsets[copied - 1]
            let shift = writer.count - from
            writer.copy(from: reuse.fd, range: from..<reuse.layout.pathEnd)
            for k in 0..<copied { offsets[k] = reuse.layout.chunkOffsets[k] + shift }
        }
        let layout = Layout(chunkOffsets: offsets, pathEnd: writer.count)
        writer.append("]")
        return layout
    }

    /// The elements a state's path `stack` keeps in the bytes they were read from, and how many of its
    /// bottom ones are there; `nil` for any other source.
    private static func storedElements(ofStack stack: Int, of source: some NavigationStateSource) -> (any CopiedElements, Int)? {
        guard let state = source as? NavigationState else { return nil }
        let path = stack == 0 ? state.path : state.presentations[stack - 1].path
        guard let elements = path.stored as? any CopiedElements else { return nil }
        return (elements, path.storedCount)
    }

    // MARK: Reading

    /// Why a state file could not be read, as a notice says it.
    struct ReadError: Error, Equatable {
        var kind: PathStoreProblem.Kind
        /// Completes "state file '…' ": "is not JSON (…)".
        var text: String
    }

    /// The state and generation in a document, or why there are none.
    ///
    /// `file` says what the file was when its blank space was collapsed on reading
    /// (`StateFile.readDocument`), for the notices that name its size or a byte in it.
    static func read(_ bytes: [UInt8], file: StateFile.Document? = nil) -> Result<(state: NavigationState, generation: Int), ReadError> {
        if let document = scanned(bytes) { return document }
        return decoded(bytes, file: file)
    }

    /// What the fast reader makes of a document (its paths kept in the bytes), or `nil` when it leaves
    /// it to the decoder.
    static func scanned(_ bytes: [UInt8]) -> Result<(state: NavigationState, generation: Int), ReadError>? {
        guard let document = DocumentScanner.read(bytes) else { return nil }
        if document.presentations > maximumPresentations { return .failure(tooManyPresentations(document.presentations)) }
        return .success((document.state, document.generation))
    }

    /// What the JSON decoder makes of a document: every element built, or why it isn't a state.
    static func decoded(_ bytes: [UInt8], file: StateFile.Document? = nil) -> Result<(state: NavigationState, generation: Int), ReadError> {
        do {
            // Borrowed, not copied: a deep stack's file is tens of megabytes.
            let document = try bytes.withUnsafeBytes { try JSONCoding.decode(Document.self, from: $0) }
            if document.presentations > maximumPresentations { return .failure(tooManyPresentations(document.presentations)) }
            return .success((document.state, document.generation))
        } catch let error as VersionError {
            // The decoder reads only what it is asked for: a file it refuses for its version or shape may
            // not be JSON at all (a string's raw control character or non-UTF-8 bytes): that is said first.
            guard JSONSyntax.isValid(bytes) else { return .failure(syntaxError(bytes, file: file)) }
            switch error {
            case .missing:
                return .failure(ReadError(kind: .wrongShape, text: "is JSON but not a navigation state (no \"version\"; expected \(expectedShape))"))
            case .notANumber:
                return .failure(ReadError(kind: .unknownVersion, text: "has an unknown version (not a whole number; this navigator reads version \(version))"))
            case .other(let found) where found > version:
                return .failure(ReadError(kind: .newerVersion, text: "was written by a newer navigator (version \(found); this one reads version \(version))"))
            case .other(let found):
                return .failure(ReadError(kind: .unknownVersion, text: "has an unknown version (\(found); this navigator reads version \(version))"))
            }
        } catch let error as UnknownKey {
            // A key of its own misspelled, say: read as if it weren't there, a "generatiom" made the
            // snapshot generation 0 and its own journal look like another file's.
            guard JSONSyntax.isValid(bytes) else { return .failure(syntaxError(bytes, file: file)) }
            // The first in the document: the decoder's keys come in no set order (a dictionary's), so of
            // two unknown keys it named either, from one reading of the same bytes to the next.
            let known: Set = ["version", "generation", "path", "presentations"]
            let keys = (JSONSyntax.topLevelMembers(bytes) ?? []).map { member in
                // As the file writes it: its escapes read.
                Array(("\"" + member.key + "\"").utf8).withUnsafeBufferPointer { JSONString.decode($0, 0..<$0.count) }
            }
            let key = keys.first { !known.contains($0) } ?? error.key
            return .failure(ReadError(kind: .wrongShape, text: "is JSON but not a navigation state (an unknown key \"\(inert(key))\" at the top level; expected \(expectedShape))"))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .failure(syntaxError(bytes, file: file))
        } catch {
            guard JSONSyntax.isValid(bytes) else { return .failure(syntaxError(bytes, file: file)) }
            return .failure(ReadError(kind: .wrongShape, text: "is JSON but not a navigation state (\(reason(error)); expected \(expectedShape))"))
        }
    }

    private static let expectedShape = #"{"version":1,"path":[…],"presentations":[…]}"#

    /// The most presentations a document may hold: a tree's (`NavigationState.maximumPresentations`),
    /// and two more: a split view's state's first holds its selections, and a TabView's whose shown tab
    /// is a split view holds the TabView's section, then the split view's. Those past it are counted,
    /// not read: a file of a million costs the scan of its bytes.
    static var maximumPresentations: Int { NavigationState.maximumPresentations + 2 }

    private static func tooManyPresentations(_ count: Int) -> ReadError {
        ReadError(kind: .tooManyPresentations, text: "holds \(count) presentations, one over another (expected at most \(NavigationState.maximumPresentations))")
    }

    /// Not JSON at all, or JSON that stops in the middle (a copy cut short, a disk that lost the end).
    private static func syntaxError(_ bytes: [UInt8], file: StateFile.Document?) -> ReadError {
        let size = file?.fileSize ?? bytes.count
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else {
            return ReadError(kind: .notJSON, text: bytes.isEmpty ? "is empty" : "holds only blank space")
        }
        // The decoder says "not valid JSON" of a number its type can't hold too (`1.5`, `1e400`).
        if let members = JSONSyntax.topLevelMembers(bytes) { return notAState(members) }
        if JSONSyntax.isValid(bytes) {
            return ReadError(kind: .wrongShape, text: "is JSON but not a navigation state (not an object; expected \(expectedShape))")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = file.map { $0.firstNonUTF8Offset ?? 0 } ?? firstNonUTF8Offset(bytes)
            return ReadError(kind: .notJSON, text: "is not JSON (its bytes are not UTF-8, from byte \(offset) of \(size))")
        }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        if bytes[first] == UInt8(ascii: "{"), bytes[last] != UInt8(ascii: "}") {
            return ReadError(kind: .truncated, text: "is truncated (the JSON stops in the middle, after \(size) bytes)")
        }
        return ReadError(kind: .notJSON, text: "is not JSON (\(size) bytes)")
    }

    /// A document that is a JSON object the decoder refused whole: which number it couldn't take.
    private static func notAState(_ members: [(key: String, value: String)]) -> ReadError {
        for (key, value) in members where key == "version" || key == "generation" {
            guard Int(value) == nil else { continue }
            let shown = inert(value.count > 40 ? value.prefix(40) + "…" : value)
            guard key == "version" else {
                return ReadError(kind: .wrongShape, text: "is JSON but not a navigation state (\"generation\" is \(shown); expected a whole number from 0 to \(Int.max))")
            }
            return ReadError(kind: .unknownVersion, text: "has an unknown version (\(shown); this navigator reads version \(version))")
        }
        return ReadError(kind: .wrongShape, text: "is JSON but not a navigation state (a number no whole number or string reads; expected \(expectedShape))")
    }

    /// The offset of the first byte that doesn't begin or continue a UTF-8 sequence (bytes known not
    /// to be UTF-8).
    static func firstNonUTF8Offset(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] < 0x80 { index += 1; continue }
                guard let length = JSONString.utf8Sequence(buffer, at: index) else { return index }
                index += length
            }
            return buffer.count
        }
    }

    /// "expected Int at 'presentations.0.path'": a decoding error in a notice's words.
    static func reason(_ error: any Error) -> String {
        inert(rawReason(error))
    }

    /// Text from the file (a key, a value a decoder quotes) with its control characters as symbols
    /// (U+2400 and on; U+FFFD for DEL and C1): a notice is one line, and never writes raw to a terminal.
    static func inert(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(scalar.value < 0x20 ? Unicode.Scalar(0x2400 + scalar.value)!
                : (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return result
    }

    private static func rawReason(_ error: any Error) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : "'" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error as? DecodingError {
        case let .typeMismatch(type, context)?: return "expected \(type) at \(at(context.codingPath))"
        case let .valueNotFound(type, context)?: return "expected \(type) at \(at(context.codingPath)), found null"
        case let .keyNotFound(key, context)?: return "no \"\(key.stringValue)\" in \(at(context.codingPath))"
        case let .dataCorrupted(context)?: return "\(context.debugDescription) at \(at(context.codingPath))"
        default: return "\(error)"
        }
    }

    private enum VersionError: Error {
        case missing, notANumber, other(Int)
    }

    /// A top-level key the format doesn't have.
    private struct UnknownKey: Error {
        let key: String
    }

    /// Any key: the keys a document holds, known or not.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Document: Decodable {
        var generation: Int
        var state: NavigationState
        /// How many presentations the document holds; past `maximumPresentations`, counted and not kept.
        var presentations = 0

        /// Any JSON value, let go of as it is read.
        private struct Skipped: Decodable {
            init(from decoder: any Decoder) throws {}
        }

        private enum Key: String, CodingKey { case version, generation, path, presentations }

        init(from decoder: any Decoder) throws {
            let document = try decoder.container(keyedBy: Key.self)
            // The version first: a newer document is refused for its version, not for its shape.
            guard document.contains(.version) else { throw VersionError.missing }
            guard let found = try? document.decode(Int.self, forKey: .version) else { throw VersionError.notANumber }
            guard found == StateSnapshot.version else { throw VersionError.other(found) }
            // Of this version, every key is one it has (a newer version's are refused for the version).
            if let unknown = try decoder.container(keyedBy: AnyKey.self).allKeys.first(where: { Key(rawValue: $0.stringValue) == nil }) {
                throw UnknownKey(key: unknown.stringValue)
            }
            generation = try document.decodeIfPresent(Int.self, forKey: .generation) ?? 0
            guard generation >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .generation, in: document, debugDescription: "a negative generation (\(generation))")
            }
            state = NavigationState(path: try document.decode(NavigationPath.CodableRepresentation.self, forKey: .path))
            guard document.contains(.presentations), try !document.decodeNil(forKey: .presentations) else { return }
            var list = try document.nestedUnkeyedContainer(forKey: .presentations)
            while !list.isAtEnd {
                presentations += 1
                if presentations > StateSnapshot.maximumPresentations {
                    _ = try list.decode(Skipped.self)
                } else {
                    state.presentations.append(try list.decode(Presentation.self).state)
                }
            }
        }
    }

    private struct Presentation: Decodable {
        var state: PresentationState

        private enum Key: String, CodingKey { case style, root, path }

        init(from decoder: any Decoder) throws {
            let presentation = try decoder.container(keyedBy: Key.self)
            let root = try presentation.decode(NavigationPath.CodableRepresentation.self, forKey: .root)
            guard root.elements.count == 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .root, in: presentation,
                    debugDescription: "a root of \(root.elements.count) elements (expected one type name and its value)")
            }
            state = PresentationState(
                style: try presentation.decode(PresentationStyle.self, forKey: .style),
                root: root.elements[0],
                path: try presentation.decodeIfPresent(NavigationPath.CodableRepresentation.self, forKey: .path) ?? .init(elements: []))
        }
    }
}

/// Buffered writes to a snapshot's temporary file, stopping at the first error or past a size limit.
struct SnapshotWriter {
    let fd: Int32
    let limit: Int
    private var buffer: [UInt8] = []
    /// Bytes handed to the writer so far.
    private(set) var count = 0
    /// The errno of the first failed write; `EFBIG` past the limit.
    private(set) var error: Int32?

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
        buffer.reserveCapacity(Self.bufferSize)
    }

    private static let bufferSize = 1 << 16

    mutating func append(_ text: String) { append(text.utf8) }

    mutating func append(_ bytes: some Collection<UInt8>) {
        guard error == nil else { return }
        count += bytes.count
        guard count <= limit else {
            error = EFBIG
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize, fd >= 0 { flush() }
    }

    /// Appends bytes `range` of the file open as `source`.
    mutating func copy(from source: Int32, range: Range<Int>) {
        var block = [UInt8](repeating: 0, count: Self.bufferSize)
        var offset = range.lowerBound
        while offset < range.upperBound, error == nil {
            let want = min(block.count, range.upperBound - offset)
            let got = block.withUnsafeMutableBytes { pread(source, $0.baseAddress!, want, off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                error = got < 0 ? errno : EIO
                return
            }
            append(block[0..<got])
            offset += got
        }
    }

    /// A writer that keeps what it is given in memory (`fd` -1), for the document as text.
    init(collectingUpTo limit: Int) {
        self.init(fd: -1, limit: limit)
    }

    /// What a collecting writer holds.
    var collected: [UInt8] { buffer }

    mutating func flush() {
        guard error == nil, !buffer.isEmpty, fd >= 0 else { return }
        error = buffer.withUnsafeBytes { StateFile.writeAll(fd, $0) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Reads a state document without a JSON decoder: the strings of each path are checked and located,
/// not built, and the paths keep them in the document's bytes (`StoredElements`) until they are read.
/// Its keys may come in any order and with blank space between tokens, as another program writing it
/// out again leaves them (`jq .`, `json.dumps`, a hand edit); `nil` for anything else (a key it doesn't
/// know or twice, a version other than this one, a number that isn't a whole one), which the decoder
/// then reads or explains.
private struct DocumentScanner {
    var cursor: JSONCursor

    /// The state, its generation, and how many presentations the document holds: past
    /// `StateSnapshot.maximumPresentations` they are checked and counted, not kept.
    static func read(_ document: [UInt8]) -> (state: NavigationState, generation: Int, presentations: Int)? {
        document.withUnsafeBufferPointer { buffer in
            var scanner = DocumentScanner(cursor: JSONCursor(buffer, allowsSpace: true))
            return scanner.document(document)
        }
    }

    private typealias Presented = (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element, path: [UInt32])

    private mutating func document(_ document: [UInt8]) -> (state: NavigationState, generation: Int, presentations: Int)? {
        guard document.count <= Int(UInt32.max), cursor.skip("{") else { return nil }
        var version: Int?, generation: Int?, path: [UInt32]?
        var presentations: [Presented]?
        var count = 0
        if !cursor.skip("}") {
            repeat {
                guard let key = cursor.string(), cursor.skip(":") else { return nil }
                switch key {
                case "version":
                    guard version == nil, let found = cursor.integer(), found == StateSnapshot.version else { return nil }
                    version = found
                case "generation":
                    guard generation == nil, let found = cursor.integer() else { return nil }
                    generation = found
                case "path":
                    guard path == nil, let found = self.path() else { return nil }
                    path = found
                case "presentations":
                    guard presentations == nil, let found = self.presentations(counting: &count) else { return nil }
                    presentations = found
                default:
                    return nil
                }
            } while cursor.skip(",")
            guard cursor.skip("}") else { return nil }
        }
        cursor.skipSpace()
        guard cursor.isAtEnd, version != nil, let path else { return nil }
        func representation(_ offsets: [UInt32]) -> NavigationPath.CodableRepresentation {
            offsets.isEmpty ? .init(elements: []) : .init(stored: StoredElements(bytes: document, offsets: offsets))
        }
        let state = NavigationState(path: representation(path), presentations: (presentations ?? []).map {
            PresentationState(style: $0.style, root: $0.root, path: representation($0.path))
        })
        return (state, generation ?? 0, count)
    }

    /// The list of presentations (`null`: none), counted in `count`; those past
    /// `StateSnapshot.maximumPresentations` are checked as JSON and let go of.
    private mutating func presentations(counting count: inout Int) -> [Presented]? {
        var presentations: [Presented] = []
        if cursor.skip("null") { return presentations }
        guard cursor.skip("[") else { return nil }
        if cursor.skip("]") { return presentations }
        repeat {
            count += 1
            let kept = count <= StateSnapshot.maximumPresentations
            guard let presented = presentation(keeping: kept) else { return nil }
            if kept { presentations.append(presented) }
        } while cursor.skip(",")
        guard cursor.skip("]") else { return nil }
        return presentations
    }

    /// One presentation: its style, its root (a one-element path), and its path (none when left out
    /// or `null`), in any order. Not `keeping` it, its root's strings are checked, not built.
    private mutating func presentation(keeping: Bool) -> Presented? {
        guard cursor.skip("{") else { return nil }
        var style: PresentationStyle?, root: NavigationPath.CodableRepresentation.Element?, path: [UInt32]?
        if !cursor.skip("}") {
            repeat {
                guard let key = cursor.string(), cursor.skip(":") else { return nil }
                switch key {
                case "style":
                    guard style == nil, let found = cursor.string().flatMap(PresentationStyle.init(rawValue:)) else { return nil }
                    style = found
                case "root":
                    guard root == nil, cursor.skip("[") else { return nil }
                    if keeping {
                        guard let found = cursor.element() else { return nil }
                        root = found
                    } else {
                        guard cursor.literal() != nil, cursor.skip(","), cursor.literal() != nil else { return nil }
                        root = .init(typeName: "", json: "")
                    }
                    guard cursor.skip("]") else { return nil }
                case "path":
                    guard path == nil else { return nil }
                    if cursor.skip("null") {
                        path = []
                    } else {
                        guard let found = self.path() else { return nil }
                        path = found
                    }
                default:
                    return nil
                }
            } while cursor.skip(",")
            guard cursor.skip("}") else { return nil }
        }
        guard let style, let root else { return nil }
        return (style, root, path ?? [])
    }

    /// A path's elements, root-most first, as the offsets of their type names.
    private mutating func path() -> [UInt32]? {
        guard cursor.skip("[") else { return nil }
        var offsets: [UInt32] = []
        if cursor.skip("]") { return offsets }
        repeat {
            cursor.skipSpace()
            let start = cursor.index
            guard cursor.literal() != nil, cursor.skip(","), cursor.literal() != nil else { return nil }
            offsets.append(UInt32(start))
        } while cursor.skip(",")
        guard cursor.skip("]") else { return nil }
        offsets.reverse()
        return offsets
    }
}
