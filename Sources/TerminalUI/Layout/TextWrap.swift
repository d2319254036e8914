/// Word wrapping by display width.
public enum TextWrap {
    /// Splits `text` into lines of at most `width` columns, breaking at spaces, and inside a word only
    /// when the word alone is too long. Graphemes are never split.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
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
