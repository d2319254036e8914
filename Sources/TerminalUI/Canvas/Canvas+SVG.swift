/// A canvas drawn as a picture: a dark terminal window with each cell's glyph in its colours.
nonisolated extension Canvas {
    /// The frame as a standalone SVG document: a dark terminal window, as a screenshot shows one, with
    /// every cell's glyph in its colours and attributes.
    ///
    /// What a terminal shows is drawn as it would show it: each row is one line of text on a monospace
    /// grid, a wide glyph (CJK, emoji) takes two cells, the foreground and background colours are those
    /// of a dark terminal theme (the 16 basic colours as the theme has them, the others as xterm's
    /// 256-colour palette), `.bold`, `.italic` and `.underline` are the font's, `.dim` is the text
    /// halfway to its background, and `.reverse` swaps the two colours, "no colour" included (the
    /// terminal's light text and dark background).
    ///
    /// The document is text, so a reader can select and copy it, and it compares as text: each row is a
    /// `<text>` element whose characters are the row's ``line(_:)``, one `<tspan>` per run of cells in
    /// one style, and each background other than the terminal's is a `<rect>` behind it. Whatever the
    /// canvas holds, the document is well-formed XML: `<`, `&` and quotes are escaped, and a code point
    /// XML can't hold is drawn as `�`.
    ///
    /// ```swift
    /// let frame = Headless.run(app, size: TerminalSize(width: 72, height: 14), keys: [])
    /// print(frame.svg(title: "My App"))
    /// ```
    ///
    /// `navigator --headless --print svg` prints this for the demo's final frame.
    ///
    /// - Parameter title: Shown in the window's title bar, and the document's `<title>`; none when empty.
    /// - Returns: The SVG document, ending with a newline.
    public func svg(title: String = "") -> String {
        var writer = SVGWriter(width: width, height: height)
        writer.open(title: title)
        for row in 0..<height { writer.backgrounds(of: self, row: row) }
        for row in 0..<height { writer.text(of: self, row: row) }
        writer.close()
        return writer.document
    }
}

/// Writes a canvas as SVG. Lengths are kept in tenths of a pixel, as integers, so the document is the
/// same on every machine.
nonisolated struct SVGWriter {
    /// A colour as red, green and blue from 0 to 255.
    struct RGB: Equatable {
        var red: Int, green: Int, blue: Int

        /// `#rrggbb`.
        var hex: String {
            let digits = Array("0123456789abcdef")
            var text = "#"
            for value in [red, green, blue] {
                text.append(digits[value >> 4 & 0xF])
                text.append(digits[value & 0xF])
            }
            return text
        }

        /// Halfway from this colour to `other`: dim text on its background.
        func halfway(to other: RGB) -> RGB {
            RGB(red: (red + other.red) / 2, green: (green + other.green) / 2, blue: (blue + other.blue) / 2)
        }
    }

    /// How a cell looks once its style is resolved against the theme.
    struct Look: Equatable {
        var foreground: RGB
        var background: RGB
        var bold = false, italic = false, underline = false
    }

    // The geometry, in tenths of a pixel: a 14 px monospace font on cells 8.4 px wide and 17 px high.
    static let cellWidth = 84, cellHeight = 170, baseline = 130, fontSize = 14
    static let margin = 160, titleBar = 340, bottomMargin = 120

    // A dark theme's terminal colours (VS Code's), and its 16 basic colours.
    static let defaultForeground = RGB(red: 0xCC, green: 0xCC, blue: 0xCC)
    static let defaultBackground = RGB(red: 0x1E, green: 0x1E, blue: 0x1E)
    static let basic: [RGB] = [
        0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5,
        0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xFFFFFF,
    ].map { RGB(red: $0 >> 16, green: $0 >> 8 & 0xFF, blue: $0 & 0xFF) }

    let width: Int, height: Int
    private(set) var document = ""

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A palette colour as this theme draws it.
    static func rgb(_ color: Color) -> RGB {
        if color.index < 16 { return basic[Int(color.index)] }
        let (red, green, blue) = Color.rgb(of: Int(color.index))
        return RGB(red: red, green: green, blue: blue)
    }

    /// The colours and font of a style.
    static func look(of style: Style) -> Look {
        var foreground = style.foreground.map(rgb) ?? defaultForeground
        var background = style.background.map(rgb) ?? defaultBackground
        if style.contains(.reverse) { swap(&foreground, &background) }
        if style.contains(.dim) { foreground = foreground.halfway(to: background) }
        return Look(foreground: foreground, background: background,
                    bold: style.contains(.bold), italic: style.contains(.italic), underline: style.contains(.underline))
    }

    /// A length in tenths of a pixel, in pixels: `8.4`, `17`.
    static func px(_ tenths: Int) -> String {
        tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// The window, its title bar, and the group the cells are drawn in.
    mutating func open(title: String) {
        let windowWidth = 2 * Self.margin + width * Self.cellWidth
        let windowHeight = Self.titleBar + height * Self.cellHeight + Self.bottomMargin
        let (w, h) = (Self.px(windowWidth), Self.px(windowHeight))
        let title = Self.escaped(VisibleText.sanitized(title))
        document += """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">

            """
        if !title.isEmpty { document += "<title>\(title)</title>\n" }
        document += """
            <style>
            text { font-family: "Cascadia Mono", "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: \(Self.fontSize)px; white-space: pre; }
            </style>
            <rect width="\(w)" height="\(h)" rx="8" fill="\(Self.defaultBackground.hex)"/>
            <circle cx="20" cy="17" r="6" fill="#ff5f57"/>
            <circle cx="40" cy="17" r="6" fill="#febc2e"/>
            <circle cx="60" cy="17" r="6" fill="#28c840"/>

            """
        if !title.isEmpty {
            document += "<text x=\"\(Self.px(windowWidth / 2))\" y=\"22\" text-anchor=\"middle\" fill=\"#8c8c8c\">\(title)</text>\n"
        }
        document += "<g transform=\"translate(\(Self.px(Self.margin)) \(Self.px(Self.titleBar)))\" "
            + "fill=\"\(Self.defaultForeground.hex)\" xml:space=\"preserve\">\n"
    }

    mutating func close() {
        document += "</g>\n</svg>\n"
    }

    /// The backgrounds of a row other than the terminal's, one `<rect>` per run of cells in one colour.
    mutating func backgrounds(of canvas: Canvas, row: Int) {
        var column = 0
        while column < width {
            let background = Self.look(of: canvas.cells[row * width + column].style).background
            var end = column + 1
            while end < width, Self.look(of: canvas.cells[row * width + end].style).background == background { end += 1 }
            if background != Self.defaultBackground {
                document += "<rect x=\"\(Self.px(column * Self.cellWidth))\" y=\"\(Self.px(row * Self.cellHeight))\" "
                    + "width=\"\(Self.px((end - column) * Self.cellWidth))\" height=\"\(Self.px(Self.cellHeight))\" "
                    + "fill=\"\(background.hex)\"/>\n"
            }
            column = end
        }
    }

    /// A row's text: one `<text>`, its characters the row's line, a `<tspan>` for each run of cells in
    /// one look and for each wide glyph, each stretched to its cells so the grid holds whatever the font.
    mutating func text(of canvas: Canvas, row: Int) {
        let start = row * width
        // Trailing blanks are left out, as the row's line leaves them out.
        var end = width
        while end > 0, canvas.cells[start + end - 1].code == 0x20 { end -= 1 }
        document += "<text y=\"\(Self.px(row * Self.cellHeight + Self.baseline))\">"
        var column = 0
        while column < end {
            let cell = canvas.cells[start + column]
            let look = Self.look(of: cell.style)
            var runEnd = column + 1
            if column + 1 < width, canvas.cells[start + column + 1].isContinuation, !cell.isContinuation {
                runEnd = column + 2  // a wide glyph, alone in its span
            } else {
                while runEnd < end, Self.look(of: canvas.cells[start + runEnd].style) == look,
                      !(runEnd + 1 < width && canvas.cells[start + runEnd + 1].isContinuation) {
                    runEnd += 1
                }
            }
            var text = ""
            for index in (start + column)..<(start + runEnd) {
                for scalar in canvas.scalars(of: canvas.cells[index]) { Self.append(scalar, to: &text) }
            }
            span(text, look: look, column: column, cells: runEnd - column)
            column = runEnd
        }
        document += "</text>\n"
    }

    private mutating func span(_ text: String, look: Look, column: Int, cells: Int) {
        document += "<tspan x=\"\(Self.px(column * Self.cellWidth))\" textLength=\"\(Self.px(cells * Self.cellWidth))\" "
            + "lengthAdjust=\"spacingAndGlyphs\""
        if look.foreground != Self.defaultForeground { document += " fill=\"\(look.foreground.hex)\"" }
        if look.bold { document += " font-weight=\"bold\"" }
        if look.italic { document += " font-style=\"italic\"" }
        if look.underline { document += " text-decoration=\"underline\"" }
        document += ">\(text)</tspan>"
    }

    /// `text` with the characters markup gives a meaning to escaped, and those XML can't hold replaced.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// Appends `scalar` as XML character data (or an attribute's value): escaped where it is markup,
    /// `�` where XML 1.0 can't hold it or it is a control character.
    static func append(_ scalar: Unicode.Scalar, to text: inout String) {
        switch scalar {
        case "<": text += "&lt;"
        case ">": text += "&gt;"
        case "&": text += "&amp;"
        case "\"": text += "&quot;"
        case "'": text += "&apos;"
        default:
            let value = scalar.value
            // C0 and C1 controls (tabs and line breaks too: a row is one line), DEL, and the
            // noncharacters U+FFFE and U+FFFF, which XML 1.0 excludes.
            if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                text.unicodeScalars.append("\u{FFFD}")
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
    }
}
