#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Navigation

/// The journal beside a state file: one line per `StateChange` since the snapshot, so that saving a
/// change costs the change, never the depth.
///
/// Each line is a CRC-32 of its payload (8 lowercase hex digits), a space, the payload (one JSON
/// object, paths in SwiftUI's `NavigationPath.codable` shape), and a newline:
///
/// ```
/// 9069d408 {"generation":3,"sequence":1,"push":{"stack":0,"element":["NavigatorDemo.Route","{\"detail\":{\"id\":11}}"]}}
/// 412124af {"generation":3,"sequence":2,"pop":{"stack":0,"count":10}}
/// ```
///
/// The other changes are `"replace":{"stack":0,"path":[…]}`, `"present":{"style":"sheet","root":["T","json"],"path":[…]}`
/// and `"dismiss":{"count":0}`. `generation` is the snapshot's that the line applies to, and `sequence`
/// counts from 1 after each snapshot: a line torn by a crash fails its checksum, a journal left from
/// an older snapshot is recognised and skipped, and a missing or repeated line breaks the count.
enum StateJournal {
    // MARK: Writing

    /// Appends the line for `change`, newline included.
    static func appendLine(for change: StateChange, generation: Int, sequence: Int, to line: inout [UInt8]) {
        let start = line.count
        line.append(contentsOf: "00000000 {\"generation\":".utf8)
        line.append(contentsOf: String(generation).utf8)
        line.append(contentsOf: ",\"sequence\":".utf8)
        line.append(contentsOf: String(sequence).utf8)
        switch change {
        case let .push(stack, element):
            line.append(contentsOf: ",\"push\":{\"stack\":".utf8)
            line.append(contentsOf: String(stack).utf8)
            line.append(contentsOf: ",\"element\":[".utf8)
            appendElement(element, to: &line)
            line.append(contentsOf: "]}".utf8)
        case let .pop(stack, count):
            line.append(contentsOf: ",\"pop\":{\"stack\":".utf8)
            line.append(contentsOf: String(stack).utf8)
            line.append(contentsOf: ",\"count\":".utf8)
            line.append(contentsOf: String(count).utf8)
            line.append(UInt8(ascii: "}"))
        case let .replace(stack, path):
            line.append(contentsOf: ",\"replace\":{\"stack\":".utf8)
            line.append(contentsOf: String(stack).utf8)
            line.append(contentsOf: ",\"path\":".utf8)
            appendPath(path, to: &line)
            line.append(UInt8(ascii: "}"))
        case let .present(presentation):
            line.append(contentsOf: ",\"present\":{\"style\":".utf8)
            appendString(presentation.style.rawValue, to: &line)
            line.append(contentsOf: ",\"root\":[".utf8)
            appendElement(presentation.root, to: &line)
            line.append(contentsOf: "],\"path\":".utf8)
            appendPath(presentation.path, to: &line)
            line.append(UInt8(ascii: "}"))
        case let .dismiss(count):
            line.append(contentsOf: ",\"dismiss\":{\"count\":".utf8)
            line.append(contentsOf: String(count).utf8)
            line.append(UInt8(ascii: "}"))
        }
        line.append(UInt8(ascii: "}"))
        let checksum = line.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[(start + 9)...])) }
        let hex = Array("0123456789abcdef".utf8)
        for digit in 0..<8 {
            line[start + digit] = hex[Int((checksum >> (28 - 4 * UInt32(digit))) & 0xF)]
        }
        line.append(UInt8(ascii: "\n"))
    }

    /// `"type","json"`: one element of a codable path, without brackets.
    static func appendElement(_ element: NavigationPath.CodableRepresentation.Element, to line: inout [UInt8]) {
        appendString(element.typeName, to: &line)
        line.append(UInt8(ascii: ","))
        appendString(element.json, to: &line)
    }

    /// A path in SwiftUI's shape: last element first.
    private static func appendPath(_ path: NavigationPath.CodableRepresentation, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "["))
        for index in (0..<path.count).reversed() {
            if index < path.count - 1 { line.append(UInt8(ascii: ",")) }
            appendElement(path.element(at: index), to: &line)
        }
        line.append(UInt8(ascii: "]"))
    }

    /// A JSON string literal; only `"`, `\` and control characters need escaping.
    private static func appendString(_ text: String, to line: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        line.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                line.append(UInt8(ascii: "\\"))
                line.append(byte)
            case UInt8(ascii: "\n"):
                line.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"):
                line.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"):
                line.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                line.append(contentsOf: #"\u00"#.utf8)
                line.append(hex[Int(byte >> 4)])
                line.append(hex[Int(byte & 0xF)])
            default:
                line.append(byte)
            }
        }
        line.append(UInt8(ascii: "\""))
    }

    // MARK: Reading

    /// What replaying a journal onto its snapshot's state gave.
    struct Replay {
        enum Outcome: Equatable {
            /// Every complete line applied (a torn last line, with no newline, is not a line).
            case complete
            /// The journal belongs to an older snapshot, which the current one already contains.
            case stale
            /// The journal belongs to a snapshot newer than the one there is.
            case newer(generation: Int)
            /// Line `line` (from 1) is bad; the lines before it were applied.
            case damaged(line: Int, reason: String)
        }

        var outcome: Outcome
        /// How many changes were applied.
        var applied = 0
        /// The length of the applied lines: where the next line goes.
        var validBytes = 0
    }

    /// Applies the journal's changes to `state`, a snapshot of generation `generation`, for as long as
    /// its lines are whole, checked and in order.
    static func replay(_ bytes: [UInt8], onto state: inout NavigationState, generation: Int) -> Replay {
        var replayer = Replayer(state: state, generation: generation, expectedBytes: bytes.count)
        bytes.withUnsafeBufferPointer { replayer.feed($0) }
        return replayer.finish(onto: &state)
    }

    /// Replays a journal handed over a block at a time (`StateFile.readBlocks`), so that it is never
    /// held whole: each line is checked, read and applied as it is complete, and the elements it adds
    /// are kept as their literals (`ReplayTree`).
    struct Replayer {
        private var tree: ReplayTree
        private let generation: Int
        private var replay = Replay(outcome: .complete)
        private var bad: (line: Int, reason: String)?
        /// The whole journal's outcome, decided by its first line: an older or a newer snapshot's.
        private var early: Replay.Outcome?
        private var line = 0
        /// Bytes handed over so far, and the start of a line not complete yet.
        private var offset = 0
        private var partial: [UInt8] = []
        private var stopped = false

        init(state: NavigationState, generation: Int, expectedBytes: Int = 0) {
            tree = ReplayTree(state, expectedBytes: expectedBytes)
            self.generation = generation
        }

        mutating func feed(_ block: UnsafeBufferPointer<UInt8>) {
            guard !stopped, let base = block.baseAddress else { return }
            var start = 0
            while start < block.count, !stopped {
                guard let found = memchr(base + start, 0x0A, block.count - start) else {
                    partial.append(contentsOf: UnsafeBufferPointer(rebasing: block[start...]))
                    break
                }
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let end = offset + newline + 1
                if partial.isEmpty {
                    take(UnsafeBufferPointer(rebasing: block[start..<newline]), endingAt: end)
                } else {
                    partial.append(contentsOf: UnsafeBufferPointer(rebasing: block[start..<newline]))
                    let whole = partial
                    partial = []
                    whole.withUnsafeBufferPointer { take($0, endingAt: end) }
                }
                start = newline + 1
            }
            offset += block.count
        }

        /// Checks, reads and applies one line (without its newline), which ends at byte `end` of the journal.
        private mutating func take(_ text: UnsafeBufferPointer<UInt8>, endingAt end: Int) {
            line += 1
            if let reason = checkLine(UnsafeRawBufferPointer(text)) { return stop(reason) }
            let payload = UnsafeBufferPointer(rebasing: text[9...])
            guard let entry = StateJournal.entry(payload) else { return stop(whyNotAnEntry(Array(payload))) }
            if line == 1, entry.generation != generation {
                early = entry.generation < generation ? .stale : .newer(generation: entry.generation)
                stopped = true
                return
            }
            guard entry.generation == generation else {
                return stop("it belongs to snapshot generation \(entry.generation), the lines before it to \(generation)")
            }
            guard entry.sequence == line else { return stop("it is change number \(entry.sequence), expected \(line)") }
            do throws(StateChangeError) {
                try tree.apply(entry.change, in: payload)
            } catch {
                return stop("its change does not fit the state (\(error))")
            }
            replay.applied = line
            replay.validBytes = end
        }

        private mutating func stop(_ reason: String) {
            bad = (line, reason)
            stopped = true
        }

        /// What the journal gave, its changes applied to `state` (a last piece with no newline is a
        /// write a crash cut short: not a line).
        mutating func finish(onto state: inout NavigationState) -> Replay {
            if let early { return Replay(outcome: early) }
            if replay.applied > 0 { state = tree.state() }
            if let bad { replay.outcome = .damaged(line: bad.line, reason: bad.reason) }
            return replay
        }
    }

    /// One checked line's payload as an entry: read by the fast reader, its elements where they are in
    /// the payload, or by the JSON decoder (a line edited by hand, say); `nil` when it is not an entry.
    private static func entry(_ payload: UnsafeBufferPointer<UInt8>) -> (generation: Int, sequence: Int, change: JournalChange)? {
        // The lines this store writes are read without a JSON decoder, ten times faster; the
        // decoder reads any other valid JSON.
        var reader = EntryReader(cursor: JSONCursor(payload))
        if let entry = reader.entry() { return entry }
        guard let entry = try? JSONCoding.decode(JournalEntry.self, from: UnsafeRawBufferPointer(payload)) else { return nil }
        return (entry.generation, entry.sequence, JournalChange(entry.change))
    }

    /// Why a checked line's payload is not a journal entry, in the words a damaged snapshot is
    /// described with: not UTF-8 (from which byte), not JSON, a number no whole number reads, or the
    /// decoder's reason.
    static func whyNotAnEntry(_ payload: [UInt8]) -> String {
        if String(validating: payload, as: UTF8.self) == nil {
            return "its bytes are not UTF-8, from byte \(StateSnapshot.firstNonUTF8Offset(payload)) of its \(payload.count)"
        }
        guard JSONSyntax.isValid(payload) else { return "it is not JSON" }
        for (key, value) in JSONSyntax.topLevelMembers(payload) ?? [] where (key == "generation" || key == "sequence") && Int(value) == nil {
            let shown = StateSnapshot.inert(value.count > 40 ? value.prefix(40) + "…" : value)
            return "it is JSON but not a journal entry (\"\(key)\" is \(shown); expected a whole number from 0 to \(Int.max))"
        }
        do {
            _ = try payload.withUnsafeBytes { try JSONCoding.decode(JournalEntry.self, from: $0) }
            return "it is not a journal entry"
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // The decoder says "not valid JSON" of a number its type can't hold (`1.5`, `1e400`).
            return "it is JSON but not a journal entry (a number no whole number reads)"
        } catch {
            return "it is JSON but not a journal entry (\(StateSnapshot.reason(error)))"
        }
    }

    /// Why a line (without its newline) is not a checked line, or `nil` if it is one.
    private static func checkLine(_ line: UnsafeRawBufferPointer) -> String? {
        guard line.count > 9, line[8] == UInt8(ascii: " ") else { return "it has no checksum" }
        var expected: UInt32 = 0
        for byte in line[0..<8] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return "it has no checksum"
            }
            expected = expected << 4 | UInt32(digit)
        }
        let actual = CRC32.checksum(UnsafeRawBufferPointer(rebasing: line[9...]))
        return actual == expected ? nil : "its checksum does not match"
    }
}

/// Reads a payload laid out exactly as `StateJournal.appendLine` writes it; `nil` for anything else.
/// Elements are left where they are in the payload: a push is where its literals are, a path where each
/// element's are.
private struct EntryReader {
    var cursor: JSONCursor

    mutating func entry() -> (generation: Int, sequence: Int, change: JournalChange)? {
        guard cursor.skip(#"{"generation":"#), let generation = cursor.integer(allowingNegative: true),
              cursor.skip(#","sequence":"#), let sequence = cursor.integer(allowingNegative: true), cursor.skip(#",""#), let change = change(), cursor.skip("}"), cursor.isAtEnd
        else { return nil }
        return (generation, sequence, change)
    }

    private mutating func change() -> JournalChange? {
        if cursor.skip(#"push":{"stack":"#) {
            guard let stack = cursor.integer(allowingNegative: true), cursor.skip(#","element":["#), let element = element(), cursor.skip("]}") else { return nil }
            return .push(stack: stack, element: .inLine(element))
        }
        if cursor.skip(#"pop":{"stack":"#) {
            guard let stack = cursor.integer(allowingNegative: true), cursor.skip(#","count":"#), let count = cursor.integer(allowingNegative: true), cursor.skip("}") else { return nil }
            return .pop(stack: stack, count: count)
        }
        if cursor.skip(#"replace":{"stack":"#) {
            guard let stack = cursor.integer(allowingNegative: true), cursor.skip(#","path":"#), let path = path(), cursor.skip("}") else { return nil }
            return .replace(stack: stack, path: .inLine(path))
        }
        if cursor.skip(#"present":{"style":"#) {
            guard let name = cursor.string(), let style = PresentationStyle(rawValue: name), cursor.skip(#","root":["#),
                  let root = cursor.element(), cursor.skip(#"],"path":"#), let path = path(), cursor.skip("}")
            else { return nil }
            return .present(style: style, root: root, path: .inLine(path))
        }
        if cursor.skip(#"dismiss":{"count":"#) {
            guard let count = cursor.integer(allowingNegative: true), cursor.skip("}") else { return nil }
            return .dismiss(count: count)
        }
        return nil
    }

    /// An element's two checked literals: where its type name's is.
    private mutating func element() -> Int? {
        guard let typeName = cursor.literal(), cursor.skip(","), cursor.literal() != nil else { return nil }
        return typeName.lowerBound
    }

    /// A path in SwiftUI's shape, last element first: where each element is, root-most first.
    private mutating func path() -> [Int]? {
        guard cursor.skip("[") else { return nil }
        var starts: [Int] = []
        if cursor.skip("]") { return starts }
        repeat {
            guard let element = element() else { return nil }
            starts.append(element)
        } while cursor.skip(",")
        guard cursor.skip("]") else { return nil }
        starts.reverse()
        return starts
    }
}

/// One journal line's payload, read back.
struct JournalEntry: Decodable {
    var generation: Int
    var sequence: Int
    var change: StateChange

    init(generation: Int, sequence: Int, change: StateChange) {
        self.generation = generation
        self.sequence = sequence
        self.change = change
    }

    private enum Key: String, CodingKey { case generation, sequence, push, pop, replace, present, dismiss }
    private enum Field: String, CodingKey { case stack, element, count, path, style, root }

    init(from decoder: any Decoder) throws {
        let entry = try decoder.container(keyedBy: Key.self)
        generation = try entry.decode(Int.self, forKey: .generation)
        sequence = try entry.decode(Int.self, forKey: .sequence)
        if entry.contains(.push) {
            let fields = try entry.nestedContainer(keyedBy: Field.self, forKey: .push)
            change = .push(
                stack: try fields.decode(Int.self, forKey: .stack),
                element: try Self.single(fields.decode(NavigationPath.CodableRepresentation.self, forKey: .element), fields, .element))
        } else if entry.contains(.pop) {
            let fields = try entry.nestedContainer(keyedBy: Field.self, forKey: .pop)
            change = .pop(stack: try fields.decode(Int.self, forKey: .stack), count: try fields.decode(Int.self, forKey: .count))
        } else if entry.contains(.replace) {
            let fields = try entry.nestedContainer(keyedBy: Field.self, forKey: .replace)
            change = .replace(
                stack: try fields.decode(Int.self, forKey: .stack),
                path: try fields.decode(NavigationPath.CodableRepresentation.self, forKey: .path))
        } else if entry.contains(.present) {
            let fields = try entry.nestedContainer(keyedBy: Field.self, forKey: .present)
            change = .present(PresentationState(
                style: try fields.decode(PresentationStyle.self, forKey: .style),
                root: try Self.single(fields.decode(NavigationPath.CodableRepresentation.self, forKey: .root), fields, .root),
                path: try fields.decode(NavigationPath.CodableRepresentation.self, forKey: .path)))
        } else if entry.contains(.dismiss) {
            let fields = try entry.nestedContainer(keyedBy: Field.self, forKey: .dismiss)
            change = .dismiss(count: try fields.decode(Int.self, forKey: .count))
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: entry.codingPath,
                debugDescription: "no change in the entry (expected push, pop, replace, present or dismiss)"))
        }
    }

    private static func single(
        _ path: NavigationPath.CodableRepresentation, _ container: KeyedDecodingContainer<Field>, _ key: Field
    ) throws -> NavigationPath.CodableRepresentation.Element {
        guard path.elements.count == 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "expected one element, found \(path.elements.count)")
        }
        return path.elements[0]
    }
}

/// CRC-32 (IEEE 802.3, the one zlib and PNG use), to tell a whole journal line from a torn one.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return ~crc
    }
}
