/// Word wrapping by display width.
nonisolated package enum TextWrap {
    /// Splits `text` into lines of at most `width` columns, breaking at spaces, and inside a word only
    /// when the word alone is too long. Graphemes are never split.
    package static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        // Text whose code points are each a grapheme (all ASCII, typographic quotes, arrows…) and whose
        // words are one space apart is cut where it lies, without building each line word by word.
        if VisibleText.isOneScalarPerGrapheme(text), !hasDoubleSpace(text) { return linesByScalar(text, width: width) }
        return linesByGrapheme(text, width: width)
    }

    /// Splits styled `text` as `lines(_:width:)` splits its string: the same lines, each keeping the
    /// styles of its characters. A span may break across lines; the space that joins two words keeps
    /// the style of the first space between them.
    package static func lines(_ text: Text, width: Int) -> [Text] {
        if text.isPlain { return lines(text.string, width: width).map { Text($0) } }
        guard width > 0 else { return [] }
        return wordRanges(text.string, width: width).map { words in
            var line = Text("")
            for (i, word) in words.enumerated() {
                if i > 0 { line.append(text.slice(utf8: words[i - 1].upperBound..<(words[i - 1].upperBound + 1))) }
                line.append(text.slice(utf8: word))
            }
            return line
        }
    }

    /// The lines of `lines(_:width:)` as the UTF-8 ranges of the words (or pieces of a word) on each.
    static func wordRanges(_ text: String, width: Int) -> [[Range<Int>]] {
        var text = text
        text.makeContiguousUTF8()
        var lines: [[Range<Int>]] = []
        var current: [Range<Int>] = []
        var currentWidth = 0
        let utf8 = text.utf8
        var offset = 0
        for bytes in utf8.split(separator: 0x20, omittingEmptySubsequences: true) {
            var start = utf8.distance(from: utf8.startIndex, to: bytes.startIndex)
            offset = start + bytes.count
            var word = Substring(bytes)
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0 && currentWidth + 1 + wordWidth <= width {
                current.append(start..<offset)
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = []
                currentWidth = 0
            }
            while wordWidth > width {
                var piece = VisibleText.prefix(of: word, fitting: width)
                if piece.text.isEmpty { piece = (word.prefix(1), DisplayWidth.of(word.prefix(1))) }
                let length = piece.text.utf8.count
                lines.append([start..<(start + length)])
                start += length
                word = word[piece.text.endIndex...]
                wordWidth -= piece.width
            }
            current = [start..<offset]
            currentWidth = wordWidth
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    private static func hasDoubleSpace(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.indices.dropFirst().contains { bytes[$0] == 0x20 && bytes[$0 - 1] == 0x20 }
        }) {
            return found
        }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x20 && previous == 0x20 { return true }
            previous = byte
        }
        return false
    }

    /// `lines(_:width:)` for text whose every code point is a grapheme of its own, its words one space
    /// apart: each line is a slice of the text's bytes.
    static func linesByScalar(_ text: String, width: Int) -> [String] {
        var text = text
        text.makeContiguousUTF8()
        let ranges = text.utf8.withContiguousStorageIfAvailable { bytes in linesByScalar(bytes, width: width) }!
        // Each line a copy of the text's bytes between code points: valid UTF-8, not checked again.
        let utf8 = text.utf8
        return ranges.map { range in
            String(text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
        }
    }

    /// The byte ranges of the lines of valid UTF-8 text whose code points each stand alone.
    private static func linesByScalar(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [Range<Int>] {
        let count = bytes.count
        /// The length in bytes of the code point at `i`, and its width.
        func scalar(at i: Int) -> (length: Int, width: Int) {
            let byte = bytes[i]
            if byte < 0x80 { return (1, 1) }
            if byte < 0xE0 { return (2, 1) }  // U+00A0 to U+02FF
            let value = UInt32(byte & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            return (3, VisibleText.standingAloneWidth(value))
        }
        var lines: [Range<Int>] = []
        var current = 0..<0
        var currentWidth = 0
        var index = 0
        while index < count {
            if bytes[index] == 0x20 {
                index += 1
                continue
            }
            var start = index
            var wordWidth = 0
            while index < count, bytes[index] != 0x20 {
                let (length, w) = scalar(at: index)
                wordWidth += w
                index += length
            }
            if currentWidth > 0 && currentWidth + 1 + wordWidth <= width {
                current = current.lowerBound..<index
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                currentWidth = 0
            }
            while wordWidth > width {
                // The longest piece that fits, or one code point when not even that does.
                var end = start, used = 0
                while end < index {
                    let (length, w) = scalar(at: end)
                    if used + w > width { break }
                    used += w
                    end += length
                }
                if end == start {
                    let (length, w) = scalar(at: start)
                    used = w
                    end = start + length
                }
                lines.append(start..<end)
                start = end
                wordWidth -= used
            }
            current = start..<index
            currentWidth = wordWidth
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `lines(_:width:)` for any text, grapheme by grapheme.
    static func linesByGrapheme(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        // Split on the bytes of ASCII spaces rather than on Characters: most text is mostly ASCII, and
        // iterating graphemes costs several times more than the rest of the wrapping.
        for bytes in text.utf8.split(separator: 0x20, omittingEmptySubsequences: true) {
            var word = Substring(bytes)
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0 && currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            while wordWidth > width {
                var piece = VisibleText.prefix(of: word, fitting: width)
                if piece.text.isEmpty { piece = (word.prefix(1), DisplayWidth.of(word.prefix(1))) }
                lines.append(String(piece.text))
                word = word[piece.text.endIndex...]
                wordWidth -= piece.width
            }
            current = String(word)
            currentWidth = wordWidth
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }
}
