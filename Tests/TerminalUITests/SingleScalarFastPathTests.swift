import Testing
@testable import TerminalUI

/// Drawing and measuring take a shortcut for a grapheme of one code point drawn as itself (no glyph is
/// built). These check the shortcut against the general path, glyph by glyph, for every code point of
/// planes 0-3 and the variation selectors of plane 14.
/// `nonisolated`: what they check is value types' code, and the 3 s they take run beside the main
/// actor's tests instead of in turn with them.
@Suite nonisolated struct SingleScalarFastPathTests {
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

    /// The code points that text is drawn one by one for, without iterating graphemes.
    static let standalone: [Unicode.Scalar] = Self.scalars.filter { VisibleText.isOneScalarPerGrapheme(String($0)) }

    @Test func textOfStandaloneCodePointsHasOneGraphemePerCodePoint() {
        #expect(Self.standalone.count > 1500)
        // Each beside a sample of the others and of everything else that might join it: no cluster forms.
        let neighbours: [Unicode.Scalar] = stride(from: 0, to: Self.standalone.count, by: 37).map { Self.standalone[$0] }
        var joined: [String] = []
        for scalar in Self.standalone {
            for other in neighbours + [scalar] {
                var text = ""
                text.unicodeScalars.append(contentsOf: [scalar, other, scalar])
                if text.count != 3 { joined.append(String(scalar.value, radix: 16) + "+" + String(other.value, radix: 16)) }
            }
        }
        #expect(joined.isEmpty, "U+\(joined.prefix(20).joined(separator: ", U+"))")
    }

    @Test func standaloneTextIsDrawnAndMeasuredAsGraphemeByGrapheme() {
        var generator = SystemRandomNumberGenerator()
        var canvas = Canvas(width: 60, height: 1), expected = Canvas(width: 60, height: 1)
        for _ in 0..<2000 {
            var text = ""
            text.unicodeScalars.append(contentsOf: (0..<Int.random(in: 1...40, using: &generator)).map { _ in Self.standalone.randomElement(using: &generator)! })
            let graphemeWidth = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == graphemeWidth, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            canvas.clear()
            expected.clear()
            // Over wide glyphs, so that one cut at either end of the text loses its other half.
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let at = Int.random(in: 0..<60, using: &generator), glyph = ["山", "⌚", "x"].randomElement(using: &generator)!
                canvas.draw(glyph, row: 0, column: at)
                expected.draw(glyph, row: 0, column: at)
            }
            let column = Int.random(in: 0..<60, using: &generator)
            let maxWidth = Int.random(in: 1...60, using: &generator)
            let used = canvas.draw(text, row: 0, column: column, maxWidth: maxWidth)
            // The general path, one grapheme at a time.
            let drawn = expected.drawGraphemes(text, row: 0, column: column, limit: min(60, column + maxWidth), style: [])
            #expect(used == drawn && canvas.cells == expected.cells, "\(column) \(maxWidth) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func standaloneTextWrapsAsGraphemeByGrapheme() {
        var generator = SystemRandomNumberGenerator()
        let pool = Self.standalone + Array(repeating: " ", count: 200) + Array("abcdefgh".unicodeScalars)
        for _ in 0..<3000 {
            var text = ""
            text.unicodeScalars.append(contentsOf: (0..<Int.random(in: 0...80, using: &generator)).map { _ in pool.randomElement(using: &generator)! })
            let width = Int.random(in: 1...30, using: &generator)
            #expect(TextWrap.lines(text, width: width) == TextWrap.linesByGrapheme(text, width: width),
                    "\(width) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
