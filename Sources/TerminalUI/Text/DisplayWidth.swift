/// Terminal column widths, as terminals measure them.
///
/// A terminal (and curses, and tmux) gives each code point a width of 0, 1 or 2 columns, the same way
/// glibc's `wcwidth` does: East Asian wide and fullwidth characters and emoji shown as emoji take two,
/// combining marks and joiners take none. A grapheme is as wide as its code points together, and it
/// is never cut.
nonisolated package enum DisplayWidth {
    /// The columns a string takes once drawn (control characters drawn as visible symbols).
    package static func of(_ text: some StringProtocol) -> Int {
        if let ascii = asciiWidth(text) { return ascii }
        var total = 0
        if VisibleText.isOneScalarPerGrapheme(text) {
            for scalar in text.unicodeScalars { total += VisibleText.drawnWidth(of: scalar) ?? of(Character(scalar)) }
            return total
        }
        for character in text { total += of(character) }
        return total
    }

    /// The columns a grapheme takes once drawn.
    package static func of(_ character: Character) -> Int {
        if let single = VisibleText.singleDrawnScalar(of: character) { return single.width }
        var total = 0
        VisibleText.forEachGlyph(of: character) { glyph in total += glyph.width }
        return total
    }

    /// The width of one code point that is drawn as itself: 0, 1 or 2.
    @inlinable
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        return scalarWidthSlow(value)
    }

    /// Whether the code point joins the glyph before it instead of taking a column.
    @inlinable
    package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalarWidthSlow(scalar.value) == 0
    }

    /// The width of printable ASCII text, or `nil` when it holds anything else.
    @inlinable
    static func asciiWidth(_ text: some StringProtocol) -> Int? {
        // Native strings (and substrings of them) are contiguous UTF-8: scan the bytes directly.
        if let width = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }) {
            return width
        }
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    @usableFromInline
    static func scalarWidthSlow(_ value: UInt32) -> Int {
        guard let scalar = Unicode.Scalar(value) else { return 1 }
        return width(of: value, category: scalar.properties.generalCategory)
    }

    /// The width of a code point of 0x300 or more whose general category is known (looking it up is
    /// most of the cost).
    static func width(of value: UInt32, category: Unicode.GeneralCategory) -> Int {
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }  // Hangul vowels and finals join the syllable
        if value == 0x200B { return 0 }
        switch category {
        case .nonspacingMark, .enclosingMark:
            return 0
        case .format:
            // Prepended concatenation marks (Arabic number signs and the like) are drawn.
            return prependedMarks.contains(value) ? 1 : 0
        default:
            return inRanges(value, wideRanges) ? 2 : 1
        }
    }

    private static let prependedMarks: Set<UInt32> = [
        0xAD, 0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ]

    private static func inRanges(_ value: UInt32, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        guard value >= ranges[0].lowerBound else { return false }
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound { high = mid - 1 } else if value > range.upperBound { low = mid + 1 } else { return true }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) code points, sorted; checked against glibc 2.36's wcwidth.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFF, 0x3000...0x303E,
        0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3,
        0x31EF...0x321E, 0x3220...0x4DFF, 0x4E00...0xA48C, 0xA490...0xA4C6,
        0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE52,
        0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
        0x18D00...0x18D08, 0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,
        0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155,
        0x1B164...0x1B167, 0x1B170...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B,
        0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F320,
        0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA,
        0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
        0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
        0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4,
        0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
        0x1F947...0x1F9FF, 0x1FA70...0x1FA7C, 0x1FA80...0x1FA88, 0x1FA90...0x1FABD,
        0x1FABF...0x1FAC5, 0x1FACE...0x1FADB, 0x1FAE0...0x1FAE8, 0x1FAF0...0x1FAF8,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
