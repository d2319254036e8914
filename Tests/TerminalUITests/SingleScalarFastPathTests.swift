import Testing
import TerminalUI

/// Drawing and measuring take a shortcut for a grapheme of one code point drawn as itself (no glyph is
/// built). These check the shortcut against the general path, glyph by glyph, for every code point of
/// planes 0-3 and the variation selectors of plane 14.
@Suite struct SingleScalarFastPathTests {
    static let scalars: [Unicode.Scalar] = (Array(0...0x3FFFF) + Array(0xE0000...0xE01EF)).compactMap(Unicode.Scalar.init)

    @Test func widthOfAOneScalarGraphemeIsTheWidthOfItsGlyphs() {
        var mismatches: [String] = []
        for scalar in Self.scalars {
            let character = Character(scalar)
            var glyphs = 0
            VisibleText.forEachGlyph(of: character) { glyphs += $0.width }
            if DisplayWidth.of(character) != glyphs { mismatches.append(String(scalar.value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(20).joined(separator: ", U+"))")
    }

    @Test func aOneScalarGraphemeIsDrawnAsItsGlyphs() {
        var canvas = Canvas(width: 4, height: 1)
        var mismatches: [String] = []
        for scalar in Self.scalars {
            let character = Character(scalar)
            var glyphs: [VisibleText.Glyph] = []
            VisibleText.forEachGlyph(of: character) { glyphs.append($0) }
            canvas.clear()
            let used = canvas.draw(String(character), row: 0, column: 0)
            var expected: [String] = []
            for glyph in glyphs {
                expected.append(glyph.string)
                if glyph.width == 2 { expected.append("") }
            }
            let drawn = (0..<used).map { canvas.text(row: 0, column: $0) }
            if drawn != expected || used != glyphs.reduce(0, { $0 + $1.width }) {
                mismatches.append(String(scalar.value, radix: 16))
            }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(20).joined(separator: ", U+"))")
    }
}
