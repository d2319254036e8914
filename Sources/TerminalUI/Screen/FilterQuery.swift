/// What a filter (`/`) looks for: a case-insensitive substring of a label's plain text.
///
/// ```swift
/// let query = FilterQuery("row 42")
/// query.match(in: "Row 424242")          // 0..<6, UTF-8 offsets
/// query.highlighted(Text("Row 424242"), style: .underline)   // "Row 42" underlined
/// ```
///
/// Labels and queries that are ASCII are compared byte by byte (the common case, and a list of a
/// million rows is mostly that); others grapheme by grapheme, each lowercased, so a combining mark
/// never matches apart from its letter and the highlight never splits a grapheme.
nonisolated package struct FilterQuery: Hashable, Sendable {
    /// The text as typed.
    package let text: String
    /// The text's bytes lowercased, when it is ASCII.
    private let asciiFolded: [UInt8]?
    /// The text's graphemes, each lowercased.
    private let folded: [String]

    package init(_ text: String) {
        self.text = text
        folded = text.map { $0.lowercased() }
        asciiFolded = text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.map(Self.lowercased) : nil
    }

    /// True for the empty query, which every label matches.
    package var isEmpty: Bool { text.isEmpty }

    /// Where the query first occurs in `label`, as UTF-8 offsets into it; `nil` when it doesn't.
    package func match(in label: String) -> Range<Int>? {
        if folded.isEmpty { return 0..<0 }
        if let asciiFolded {
            let found = label.utf8.withContiguousStorageIfAvailable { Self.asciiMatch(asciiFolded, in: $0) }
                ?? Array(label.utf8).withUnsafeBufferPointer { Self.asciiMatch(asciiFolded, in: $0) }
            switch found {
            case .found(let range): return range
            case .absent: return nil
            case .notASCII: break
            }
        }
        return graphemeMatch(in: label)
    }

    /// Whether `label` holds the query.
    package func matches(_ label: String) -> Bool { match(in: label) != nil }

    /// `label` with the part that matches drawn in `style` as well as its own (the label unchanged
    /// when nothing matches).
    package func highlighted(_ label: Text, style: Style) -> Text {
        guard let range = match(in: label.string), !range.isEmpty else { return label }
        let end = label.string.utf8.count
        return label.slice(utf8: 0..<range.lowerBound) + label.slice(utf8: range).style(style)
            + label.slice(utf8: range.upperBound..<end)
    }

    /// Whether every label that matches `other` matches this query too (this one holds the other):
    /// this query's matches are then found among the other's.
    func narrows(_ other: FilterQuery) -> Bool {
        other.isEmpty || other.match(in: text) != nil
    }

    // MARK: Searching

    private enum ASCIIResult { case found(Range<Int>), absent, notASCII }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// A byte-wise search, when the label is ASCII too.
    private static func asciiMatch(_ query: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> ASCIIResult {
        for byte in bytes where byte >= 0x80 { return .notASCII }
        let n = bytes.count, m = query.count
        guard m <= n else { return .absent }
        let first = query[0]
        var start = 0
        while start <= n - m {
            if lowercased(bytes[start]) == first {
                var j = 1
                while j < m, lowercased(bytes[start + j]) == query[j] { j += 1 }
                if j == m { return .found(start..<(start + m)) }
            }
            start += 1
        }
        return .absent
    }

    /// A search grapheme by grapheme, each lowercased.
    private func graphemeMatch(in label: String) -> Range<Int>? {
        var graphemes: [(folded: String, start: Int)] = []
        var offset = 0
        for character in label {
            graphemes.append((character.lowercased(), offset))
            offset += character.utf8.count
        }
        let m = folded.count
        guard m <= graphemes.count else { return nil }
        for start in 0...(graphemes.count - m) {
            var j = 0
            while j < m, graphemes[start + j].folded == folded[j] { j += 1 }
            if j == m {
                let end = start + m < graphemes.count ? graphemes[start + m].start : offset
                return graphemes[start].start..<end
            }
        }
        return nil
    }
}
