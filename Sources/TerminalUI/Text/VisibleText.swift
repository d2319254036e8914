/// Text made safe to draw: what reaches the terminal is always a printable glyph.
///
/// Text from deep links and files is untrusted. Control characters are drawn as their Unicode control
/// pictures (ESC as `␛`, so an escape sequence shows as `␛[31m` instead of acting), C1 controls,
/// bidirectional overrides and unassigned code points as `�`, and a combining mark with nothing to
/// combine with on a dotted circle.
nonisolated package enum VisibleText {
    /// One column cell's worth of drawing: a spacing code point and the zero-width ones that follow.
    package struct Glyph: Equatable {
        package var scalars: [Unicode.Scalar]
        package var width: Int

        package var string: String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text
        }
    }

    /// A message's lines, each made inert as `sanitized` makes one, the line breaks between them kept
    /// (an argument parser's message quoting outside text, printed on a terminal).
    package static func sanitizedLines(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { sanitized($0) }.joined(separator: "\n")
    }

    /// The text as it will be drawn: every unsafe code point replaced by its visible symbol.
    package static func sanitized(_ text: some StringProtocol) -> String {
        if DisplayWidth.asciiWidth(text) != nil { return String(text) }
        var result = ""
        for character in text {
            forEachGlyph(of: character) { glyph in result.unicodeScalars.append(contentsOf: glyph.scalars) }
        }
        return result
    }

    /// Calls `body` with each glyph a grapheme is drawn as, in order.
    package static func forEachGlyph(of character: Character, _ body: (Glyph) -> Void) {
        var current: Glyph?
        for scalar in character.unicodeScalars {
            if let replacement = replacement(for: scalar) {
                if let glyph = current { body(glyph) }
                current = nil
                body(Glyph(scalars: [replacement], width: 1))
                continue
            }
            let width = DisplayWidth.of(scalar)
            if width == 0 {
                if current != nil {
                    current!.scalars.append(scalar)
                } else {
                    current = Glyph(scalars: ["\u{25CC}", scalar], width: 1)
                }
            } else {
                if let glyph = current { body(glyph) }
                current = Glyph(scalars: [scalar], width: width)
            }
        }
        if let glyph = current { body(glyph) }
    }

    /// The code point of a grapheme that is one code point drawn as itself, and its width (1 or 2);
    /// `nil` for any other grapheme (several code points, a replaced one, or a lone zero-width one).
    ///
    /// Such a grapheme is one glyph of that code point: the fast path of drawing and measuring, which
    /// builds no glyph.
    @inline(__always)
    static func singleDrawnScalar(of character: Character) -> (scalar: Unicode.Scalar, width: Int)? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        return drawnWidth(of: scalar).map { (scalar, $0) }
    }

    /// Whether every code point of `text` is a grapheme of its own, whatever is next to it: printable
    /// ASCII, Latin-1 and Latin Extended letters, general punctuation, arrows, technical symbols, control
    /// pictures, box drawing and geometric shapes. None of these extends, joins or prepends a cluster,
    /// so such text can be drawn and measured code point by code point, without iterating graphemes
    /// (which costs more than the drawing).
    static func isOneScalarPerGrapheme(_ text: some StringProtocol) -> Bool {
        // Native strings are contiguous UTF-8: check the bytes rather than decode code points.
        if let result = text.utf8.withContiguousStorageIfAvailable(isOneScalarPerGrapheme(utf8:)) { return result }
        return text.unicodeScalars.allSatisfy { standsAlone($0.value) }
    }

    /// `isOneScalarPerGrapheme` on the UTF-8 bytes of valid text.
    static func isOneScalarPerGrapheme(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return false }
                i += 1
            } else if byte >= 0xC2 && byte <= 0xCB {
                // U+0080 to U+02FF: all but the C1 controls (U+0080 to U+009F).
                if byte == 0xC2 && bytes[i + 1] < 0xA0 { return false }
                i += 2
            } else if byte == 0xE2 && i + 2 < count {
                let value = 0x2000 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                if !standsAlone(value) { return false }
                i += 3
            } else {
                return false
            }
        }
        return true
    }

    /// Whether a code point is a grapheme of its own whatever is next to it (see `isOneScalarPerGrapheme`).
    @inline(__always)
    static func standsAlone(_ value: UInt32) -> Bool {
        (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x300)
            || (value >= 0x2010 && value <= 0x2027) || (value >= 0x2030 && value <= 0x205E)
            || (value >= 0x2190 && value <= 0x2426) || (value >= 0x2500 && value <= 0x25FF)
    }

    /// The width of a code point that stands alone, drawn as itself; 0 for any other. Those that stand
    /// alone are wide only where emoji are drawn.
    @inline(__always)
    static func standingAloneWidth(_ value: UInt32) -> Int {
        guard standsAlone(value) else { return 0 }
        switch value {
        case 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE: return 2
        default: return 1
        }
    }

    /// The width of a code point drawn as itself, or `nil` when it is drawn otherwise (a control's
    /// symbol, an unassigned code point) or joins the glyph before it.
    static func drawnWidth(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        let alone = standingAloneWidth(value)
        if alone > 0 { return alone }
        guard fixedReplacement(for: value) == nil else { return nil }
        // One look-up of the general category serves both questions: drawable, and how wide.
        let category = scalar.properties.generalCategory
        if category == .unassigned || category == .surrogate { return nil }
        let width = DisplayWidth.width(of: value, category: category)
        return width > 0 ? width : nil
    }

    /// The symbol drawn instead of a code point that must not reach the terminal, or `nil`.
    package static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if let fixed = fixedReplacement(for: value) { return fixed }
        if value < 0x300 { return nil }
        switch scalar.properties.generalCategory {
        case .unassigned, .surrogate: return "\u{FFFD}"
        default: return nil
        }
    }

    /// The replacement of a control, bidi control or separator, known from the code point alone.
    static func fixedReplacement(for value: UInt32) -> Unicode.Scalar? {
        switch value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + value)  // ␀ … ␟, ESC is ␛
        case 0x7F: return "\u{2421}"  // ␡
        case 0x80...0x9F: return "\u{FFFD}"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"  // bidi controls
        case 0x2028, 0x2029: return "\u{2424}"  // line and paragraph separators: ␤
        default: return nil
        }
    }

    /// The longest prefix of `text` that fits in `width` columns, never splitting a grapheme, and its width.
    package static func prefix(of text: some StringProtocol, fitting width: Int) -> (text: Substring, width: Int) {
        let whole = Substring(text)
        guard width > 0 else { return (whole.prefix(0), 0) }
        var used = 0
        var end = whole.startIndex
        for index in whole.indices {
            let w = DisplayWidth.of(whole[index])
            if used + w > width { break }
            used += w
            end = whole.index(after: index)
        }
        return (whole[whole.startIndex..<end], used)
    }

    /// `text` cut to `width` columns with a trailing `…` when it doesn't fit.
    package static func truncated(_ text: some StringProtocol, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return String(text) }
        return String(prefix(of: text, fitting: width - 1).text) + "…"
    }
}
