import Foundation
import Navigation
import Restoration
import NavigatorDemo
import TerminalUI

/// A property of a parser that an input broke: which parser, what should have held, and the input.
package struct PropertyFailure: Error, CustomStringConvertible {
    package let target: FuzzTarget
    package let property: String
    package let input: [UInt8]

    package var description: String {
        "\(target.rawValue): \(property) (input \(input.count) bytes: \(VisibleText.sanitized(String(decoding: input.prefix(300), as: UTF8.self))))"
    }
}

/// Every parser of outside input, and the properties each must keep for any input at all.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `navigator URL`: `DeepLink.tree(from:)`.
    case deepLink = "deep-link"
    /// `navigator --split URL`: `SplitLink.state(from:)`.
    case splitLink = "split-link"
    /// The state file: `StateSnapshot.read`.
    case snapshot
    /// The journal beside it: `StateJournal.replay`.
    case journal
    /// `--keys`: `Key.parseScript`.
    case keys
    /// `--size`: `TerminalSize.init?(_:)`.
    case size

    /// Runs the parser on `input` and checks its properties; a parser that traps ends the process.
    package func check(_ input: [UInt8]) throws(PropertyFailure) {
        func require(_ holds: Bool, _ property: @autoclosure () -> String) throws(PropertyFailure) {
            if !holds { throw PropertyFailure(target: self, property: property(), input: input) }
        }
        switch self {
        case .deepLink: try Checks.deepLink(input, require)
        case .splitLink: try Checks.splitLink(input, require)
        case .snapshot: try Checks.snapshot(input, require)
        case .journal: try Checks.journal(input, require)
        case .keys: try Checks.keys(input, require)
        case .size: try Checks.size(input, require)
        }
    }
}

typealias Require = (Bool, @autoclosure () -> String) throws(PropertyFailure) -> Void

enum Checks {
    /// Text shown to a person holds no control character: no C0, no DEL, no C1.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    // MARK: Deep links

    static func deepLink(_ input: [UInt8], _ require: Require) throws(PropertyFailure) {
        let link = String(decoding: input, as: UTF8.self)
        let documented = DocumentedGrammar.acceptsLink(link)
        let tree: NavigationTree<AnyHashable>
        do {
            tree = try DeepLink.tree(from: link)
        } catch {
            try require(!documented, "a link the documented grammar accepts is refused: \(error)")
            try require(isInert(error.description), "the error echoes the link raw: \(VisibleText.sanitized(error.description))")
            return
        }
        try require(documented, "a link the documented grammar refuses is accepted")
        // A link that parses round-trips through its URL, unless that would be over the 64 KiB a link
        // is written in (a link percent-encoded anew is up to three times as long).
        let url: String
        switch DeepLink.link(for: tree) {
        case .success(let written): url = written
        case .failure(.tooLong): return try require(link.utf8.count * 3 > DeepLink.maximumLength - 16, "a short link's tree has a URL over the limit")
        case .failure(.unlinked(let why)): return try require(false, "a tree read from a link has no URL: \(why)")
        }
        try require(DocumentedGrammar.acceptsLink(url), "the URL written for a tree is outside the grammar: \(url)")
        let again: NavigationTree<AnyHashable>
        do {
            again = try DeepLink.tree(from: url)
        } catch {
            return try require(false, "the URL written for a tree is refused: \(url): \(error)")
        }
        try require(again == tree, "the URL written for a tree opens another tree: \(url)")
        try require(DeepLink.url(for: again) == url, "writing the tree again gives another URL: \(url)")
        // Typed after `:` or sent to a running navigator, the link reaches `.onOpenURL` as this URL,
        // which must open the tree it opens at launch.
        guard let opened = try? DeepLink.openedURL(for: link) else {
            return try require(false, "a link that opens at launch has no URL for .onOpenURL")
        }
        try require((try? DeepLink.tree(from: opened.absoluteString)) == tree,
                    "the URL handed to .onOpenURL opens another tree than the link at launch: \(opened.absoluteString)")
    }

    // MARK: Split view links

    static func splitLink(_ input: [UInt8], _ require: Require) throws(PropertyFailure) {
        let link = String(decoding: input, as: UTF8.self)
        let documented = DocumentedGrammar.acceptsSplitLink(link)
        try require(!(documented && DocumentedGrammar.acceptsLink(link)), "a link is both a stack's and a split view's")
        let state: SplitState
        do {
            state = try SplitLink.state(from: link)
        } catch {
            try require(!documented, "a link the documented grammar accepts is refused: \(error)")
            try require(isInert(error.description), "the error echoes the link raw: \(VisibleText.sanitized(error.description))")
            return
        }
        try require(documented, "a link the documented grammar refuses is accepted")
        guard let url = SplitLink.url(for: state) else {
            return try require(false, "a state read from a link has no URL")
        }
        try require(DocumentedGrammar.acceptsSplitLink(url), "the URL written for a state is outside the grammar: \(url)")
        let again: SplitState
        do {
            again = try SplitLink.state(from: url)
        } catch {
            return try require(false, "the URL written for a state is refused: \(url): \(error)")
        }
        try require(again == state, "the URL written for a state opens another state: \(url)")
        try require(SplitLink.url(for: again) == url, "writing the state again gives another URL: \(url)")
        // Typed after `:` or sent to a running navigator, the link reaches `.onOpenURL` as this URL.
        guard let opened = try? SplitLink.openedURL(for: link) else {
            return try require(false, "a link that opens at launch has no URL for .onOpenURL")
        }
        try require((try? SplitLink.state(from: opened.absoluteString)) == state,
                    "the URL handed to .onOpenURL opens another state than the link at launch: \(opened.absoluteString)")
    }

    // MARK: The state snapshot

    static func snapshot(_ input: [UInt8], _ require: Require) throws(PropertyFailure) {
        // The fast reader takes keys in any order and blank space (issue 25, point 4): what it reads, the
        // decoder reads alike, the same tree and generation, or the same refusal.
        if let scanned = StateFileParsing.scanSnapshot(input) {
            switch (scanned, StateFileParsing.decodeSnapshot(input)) {
            case let (.success(fast), .success(decoded)):
                try require(fast.state == decoded.state && fast.generation == decoded.generation,
                            "the fast reader and the decoder read other trees")
            case let (.failure(fast), .failure(decoded)):
                try require(fast == decoded, "the fast reader and the decoder refuse it for other reasons: \(fast.text) / \(decoded.text)")
            case let (.success, .failure(decoded)):
                try require(false, "the fast reader reads what the decoder refuses: \(decoded.text)")
            case let (.failure(fast), .success):
                try require(false, "the fast reader refuses what the decoder reads: \(fast.text)")
            }
        }
        // Read as the app reads the file, a block at a time with its blank space between tokens collapsed
        // (issue 25, point 4): the same tree, or the same refusal naming the same bytes of the file (a
        // value a notice quotes may show a run of blank space as one).
        let blockSize = 1 + Int(input.count % 13)
        switch (StateFileParsing.readSnapshot(input), StateFileParsing.readSnapshotAsFile(input, blockSize: blockSize)) {
        case let (.success(whole), .success(asFile)):
            try require(whole.state == asFile.state && whole.generation == asFile.generation,
                        "read a block of \(blockSize) at a time, the file holds another tree")
        case let (.failure(whole), .failure(asFile)):
            try require(whole.kind == asFile.kind && collapsed(whole.text) == collapsed(asFile.text),
                        "read a block of \(blockSize) at a time, the file is refused otherwise: \(whole.text) / \(asFile.text)")
        case (.success, .failure(let asFile)):
            try require(false, "read a block of \(blockSize) at a time, the file is refused: \(asFile.text)")
        case (.failure(let whole), .success):
            try require(false, "read a block of \(blockSize) at a time, the file is read, though refused whole: \(whole.text)")
        }
        switch StateFileParsing.readSnapshot(input) {
        case .failure(let error):
            try require(isInert(error.text), "a notice quotes the file raw: \(VisibleText.sanitized(error.text))")
            // A notice says what was wrong: "not JSON" (or cut short) only of bytes that aren't JSON, and
            // "JSON but not a navigation state" only of bytes that are (issue 25, point 8).
            let isJSON = StateFileParsing.isJSON(input)
            switch error.kind {
            case .notJSON, .truncated:
                try require(!isJSON, "JSON is said not to be JSON: \(error.text)")
            case .wrongShape:
                try require(isJSON, "bytes that are not JSON are said to be JSON: \(error.text)")
            default:
                break
            }
        case .success(let read):
            // A snapshot that loads re-saves to the same tree, and that is a fixed point, byte for byte.
            let saved = StateFileParsing.writeSnapshot(read.state, generation: read.generation)
            guard case .success(let again) = StateFileParsing.readSnapshot(saved) else {
                return try require(false, "the re-saved snapshot can't be read: \(String(decoding: saved, as: UTF8.self))")
            }
            try require(again.state == read.state, "the re-saved snapshot holds another tree")
            try require(again.generation == read.generation, "the re-saved snapshot has another generation")
            try require(StateFileParsing.writeSnapshot(again.state, generation: again.generation) == saved,
                        "saving the same tree twice gives other bytes")
            try require(saved.last == UInt8(ascii: "\n") && !saved.dropLast().contains(UInt8(ascii: "\n")),
                        "a snapshot is not one line")
            try values(of: read.state, require)
        }
    }

    /// The demo's types: a value that decodes re-encodes to JSON that decodes to the same value, and is
    /// one the deep links name (one grammar for saved trees and links: its link opens it again).
    static func values(of state: NavigationState, _ require: Require) throws(PropertyFailure) {
        var elements = state.path.elements
        for presentation in state.presentations { elements += [presentation.root] + presentation.path.elements }
        for element in elements.prefix(64) {
            guard let value = try? demoTypes.value(of: element) else { continue }
            guard let encoded = NavigationPath([value]).codable, encoded.elements.count == 1 else {
                return try require(false, "a value read from a file can't be written: \(element.typeName)")
            }
            let again = try? demoTypes.value(of: encoded.elements[0])
            try require(again == value, "a value read from a file reads back as another: \(element.typeName) \(element.json) → \(encoded.elements[0].json)")
            let tree = NavigationTree<AnyHashable>(path: [value])
            guard let url = DeepLink.url(for: tree) else {
                return try require(false, "a value read from a file has no link: \(element.typeName) \(element.json)")
            }
            try require((try? DeepLink.tree(from: url)) == tree, "a value read from a file has a link that doesn't open it: \(element.json) → \(url)")
        }
    }

    nonisolated(unsafe) static let demoTypes = Demo.codableTypes

    // MARK: The journal

    /// The input's first byte picks a mode: odd, the lines are taken as they are (their checksums
    /// nearly always fail); even, each line gets its right checksum first, so that the payloads reach
    /// the readers. The rest is the journal.
    static func journal(_ input: [UInt8], _ require: Require) throws(PropertyFailure) {
        guard let mode = input.first else { return }
        var bytes = Array(input.dropFirst())
        if mode & 1 == 0 { bytes = withChecksums(bytes) }
        let (state, replay, generation) = replayed(bytes)
        try require(replay.applied >= 0 && replay.validBytes <= bytes.count, "replay reports more than there is")
        try require(replay.validBytes == 0 || bytes[replay.validBytes - 1] == UInt8(ascii: "\n"), "the valid bytes end mid-line")
        if case .damaged(_, let reason) = replay.outcome {
            try require(isInert(reason), "a damaged line's reason is not inert: \(VisibleText.sanitized(reason))")
        }
        // Handed over a block at a time, as the app reads the file (issue 25, point 4): the same replay.
        var blockState = NavigationState()
        let blockSize = 1 + Int(input.count % 17)
        let blocks = StateFileParsing.replayJournal(bytes, blockSize: blockSize, onto: &blockState, generation: generation)
        try require(blocks == replay && blockState == state,
                    "handed over \(blockSize) bytes at a time, the journal replays otherwise: \(blocks.outcome), \(blocks.applied) applied")
        // The lines that applied, alone, apply to the same state, completely.
        var prefixState = NavigationState()
        let prefix = StateFileParsing.replayJournal(Array(bytes[..<replay.validBytes]), onto: &prefixState, generation: generation)
        if replay.applied > 0 {
            try require(prefix.outcome == .complete && prefix.applied == replay.applied && prefixState == state,
                        "the applied lines alone replay differently: \(prefix.outcome), \(prefix.applied) of \(replay.applied)")
        }
        // The fast reader and the JSON decoder agree: a space after each payload's "{" sends it to the decoder.
        if mode & 1 == 0, mode & 2 == 0 {
            let spaced = withChecksums(payloadsSpaced(bytes))
            let (spacedState, spacedReplay, _) = replayed(spaced, generation: generation)
            try require(spacedReplay.applied == replay.applied && spacedState == state,
                        "the JSON decoder reads a line the fast reader reads differently: \(spacedReplay.applied) vs \(replay.applied) applied")
        }
        // The state reached re-saves as a snapshot that reads back the same.
        let saved = StateFileParsing.writeSnapshot(state, generation: generation)
        guard case .success(let again) = StateFileParsing.readSnapshot(saved) else {
            return try require(false, "the replayed state can't be saved and read")
        }
        try require(again.state == state, "the replayed state saves as another")
        try values(of: state, require)
    }

    /// A notice's text with each run of blank space as one space.
    private static func collapsed(_ text: String) -> String {
        var result = ""
        var afterSpace = false
        for character in text {
            let isSpace = character == " " || character == "\n" || character == "\t" || character == "\r"
            if !(isSpace && afterSpace) { result.append(isSpace ? " " : character) }
            afterSpace = isSpace
        }
        return result
    }

    /// Replays onto an empty state of the first line's generation (a journal newer than generation 0
    /// is replayed again at its own).
    private static func replayed(_ bytes: [UInt8], generation: Int? = nil) -> (NavigationState, StateFileParsing.JournalReplay, Int) {
        var state = NavigationState()
        var generation = generation ?? 0
        var replay = StateFileParsing.replayJournal(bytes, onto: &state, generation: generation)
        if case .newer(let newer) = replay.outcome {
            generation = newer
            state = NavigationState()
            replay = StateFileParsing.replayJournal(bytes, onto: &state, generation: generation)
        }
        return (state, replay, generation)
    }

    /// Each line as `crc32 payload`, whatever its first nine bytes were (a line of nine bytes or
    /// fewer is kept as it is).
    static func withChecksums(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if line.offset > 0 { out.append(UInt8(ascii: "\n")) }
            guard line.element.count > 9 else { out += line.element; continue }
            let payload = line.element.dropFirst(9)
            let crc = StateFileParsing.checksum(payload)
            let hex = Array("0123456789abcdef".utf8)
            out += (0..<8).map { hex[Int((crc >> (28 - 4 * UInt32($0))) & 0xF)] }
            out.append(UInt8(ascii: " "))
            out += payload
        }
        return out
    }

    /// The same lines with a space after each payload's opening brace.
    private static func payloadsSpaced(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if line.offset > 0 { out.append(UInt8(ascii: "\n")) }
            let text = Array(line.element)
            if text.count > 9, text[9] == UInt8(ascii: "{") {
                out += text[..<10] + [UInt8(ascii: " ")] + text[10...]
            } else {
                out += text
            }
        }
        return out
    }

    // MARK: --keys

    static func keys(_ input: [UInt8], _ require: Require) throws(PropertyFailure) {
        let script = String(decoding: input, as: UTF8.self)
        let words = DocumentedGrammar.keyWords(script)
        let firstBad = words.first { !DocumentedGrammar.acceptsKeyWord($0) }
        let keys: [Key]
        do {
            keys = try Key.parseScript(script)
        } catch {
            try require(firstBad != nil, "a script of documented words is refused at '\(VisibleText.sanitized(error.word))'")
            try require(error.word == firstBad, "the error names '\(VisibleText.sanitized(error.word))', not the first bad word")
            try require(isInert(error.description), "the error echoes the word raw")
            return
        }
        try require(firstBad == nil, "an undocumented word is accepted: '\(VisibleText.sanitized(firstBad ?? ""))'")
        try require(keys.count == words.count, "\(words.count) words gave \(keys.count) keys")
        for (key, word) in zip(keys, words) {
            try require(Key(name: key.name) == key, "key '\(VisibleText.sanitized(word))' is written as '\(VisibleText.sanitized(key.name))', which reads back as another")
            if case .resize(let width, let height) = key {
                try require(DocumentedGrammar.acceptsSize("\(width)x\(height)"), "resize to \(width)x\(height)")
            }
            if case .mouse(let event) = key {
                try require(DocumentedGrammar.acceptsCell(Array("\(event.column + 1),\(event.row + 1)".utf8)),
                            "a mouse event at column \(event.column), row \(event.row)")
            }
        }
    }

    // MARK: --size

    static func size(_ input: [UInt8], _ require: Require) throws(PropertyFailure) {
        let text = String(decoding: input, as: UTF8.self)
        let documented = DocumentedGrammar.acceptsSize(text)
        guard let size = TerminalSize(text) else {
            return try require(!documented, "a documented size is refused")
        }
        try require(documented, "a size outside WxH (1 to 10000 each) is accepted: \(size)")
        try require(TerminalSize(size.description) == size, "\(size) doesn't read back")
        try require((1...10_000).contains(size.width) && (1...10_000).contains(size.height), "\(size) is out of range")
    }
}
