/// How a cell is drawn: attributes (bold, dim, italic, underline, reverse) and, optionally, a
/// foreground and a background colour. Curses maps these to attributes and colour pairs; plain text
/// drops them.
///
/// Styles combine like option sets (`[.reverse, .bold, .foreground(.cyan)]`): attributes add up, and
/// the colours of the style added last win. A style is one 32-bit word, so a cell stays 8 bytes.
@usableFromInline nonisolated package struct Style: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Bits 0-4: attributes; bit 6, 7: a foreground, a background is set; bits 8-15, 16-23: their
    /// palette indices; bits 24-31: the selectable line drawn there (`item`), not drawn as such.
    @usableFromInline var bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    /// No attribute, the terminal's own colours.
    @inlinable package init() { bits = 0 }

    /// The union of `styles`, the colours of the last ones winning.
    @usableFromInline package init(arrayLiteral styles: Style...) {
        bits = 0
        for style in styles { formUnion(style) }
    }

    package static let bold = Style(bits: 1 << 0)
    package static let dim = Style(bits: 1 << 1)
    package static let reverse = Style(bits: 1 << 2)
    package static let underline = Style(bits: 1 << 3)
    package static let italic = Style(bits: 1 << 4)

    static let attributeMask: UInt32 = 0x1F
    /// Bit 5: not drawn as an attribute, but kept as styles combine (`fills`).
    private static let fillsBit: UInt32 = 1 << 5

    /// A space that takes the room its line leaves (a `Spacer` in a row's `HStack`): where the line is
    /// drawn at a known width, its spaces are as many as fill it; anywhere else it is one space.
    package static let fills = Style(bits: fillsBit)
    /// Whether this is a `fills` space's style.
    package var fills: Bool { bits & Self.fillsBit != 0 }
    private static let foregroundSet: UInt32 = 1 << 6
    private static let backgroundSet: UInt32 = 1 << 7

    /// Text drawn in `color`.
    package static func foreground(_ color: Color) -> Style {
        Style(bits: foregroundSet | UInt32(color.index) << 8)
    }

    /// Text drawn on `color`.
    package static func background(_ color: Color) -> Style {
        Style(bits: backgroundSet | UInt32(color.index) << 16)
    }

    /// The text's colour; `nil` is the terminal's own.
    package var foreground: Color? {
        get { bits & Self.foregroundSet == 0 ? nil : Color(index: UInt8(truncatingIfNeeded: bits >> 8)) }
        set {
            bits &= ~(Self.foregroundSet | 0xFF << 8)
            if let newValue { bits |= Self.foreground(newValue).bits }
        }
    }

    /// The colour behind the text; `nil` is the terminal's own.
    package var background: Color? {
        get { bits & Self.backgroundSet == 0 ? nil : Color(index: UInt8(truncatingIfNeeded: bits >> 16)) }
        set {
            bits &= ~(Self.backgroundSet | 0xFF << 16)
            if let newValue { bits |= Self.background(newValue).bits }
        }
    }

    private static let itemShift: UInt32 = 24

    /// Marks text as the label of a selectable line placed inside a screen's paragraphs
    /// (`ScreenLink.inlineTag`): the mark goes wherever the text goes as views are laid out (joined in a
    /// row, wrapped, padded, cut), and the body finds the line there when it draws the paragraph.
    package static func item(_ tag: UInt8) -> Style { Style(bits: UInt32(tag) << itemShift) }

    /// The selectable line this text is the label of (`item(_:)`); 0 for any other text.
    package var itemTag: UInt8 { UInt8(truncatingIfNeeded: bits >> Self.itemShift) }

    /// The style without its `itemTag`: how it is drawn.
    package var withoutItemTag: Style { Style(bits: bits & ~(0xFF << Self.itemShift)) }

    /// The attributes alone, without colours.
    package var attributes: Style { Style(bits: bits & Self.attributeMask) }

    /// True when nothing is set: plain text in the terminal's colours.
    @inlinable package var isEmpty: Bool { bits == 0 }

    /// Whether every attribute of `other` is set here (and its colours, when it has any).
    package func contains(_ other: Style) -> Bool {
        guard bits & other.bits & Self.attributeMask == other.bits & Self.attributeMask else { return false }
        if let color = other.foreground, foreground != color { return false }
        if let color = other.background, background != color { return false }
        return true
    }

    /// Adds `other`'s attributes; its colours, where it has them, replace these.
    package mutating func formUnion(_ other: Style) {
        var merged = (bits | other.bits) & (Self.attributeMask | Self.fillsBit)
        merged |= (other.bits & Self.foregroundSet != 0 ? other.bits : bits) & (Self.foregroundSet | 0xFF << 8)
        merged |= (other.bits & Self.backgroundSet != 0 ? other.bits : bits) & (Self.backgroundSet | 0xFF << 16)
        merged |= (other.bits >> Self.itemShift != 0 ? other.bits : bits) & (0xFF << Self.itemShift)
        bits = merged
    }

    /// This style with `other` added over it.
    package func union(_ other: Style) -> Style {
        var style = self
        style.formUnion(other)
        return style
    }

    /// Removes `other`'s attributes (its colours, when it has them and they are these).
    package mutating func remove(_ other: Style) {
        bits &= ~(other.bits & Self.attributeMask)
        if let color = other.foreground, foreground == color { foreground = nil }
        if let color = other.background, background == color { background = nil }
    }
}
