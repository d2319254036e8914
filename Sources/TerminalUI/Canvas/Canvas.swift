/// A grid of terminal cells in memory: what one frame shows.
///
/// Layout draws onto a canvas; headless mode prints it as text and the curses front end copies the
/// cells that changed onto the terminal, so a test sees what a person sees. Drawing clips to the grid
/// and to the width asked for, never splits a grapheme and never lets a control character through.
nonisolated public struct Canvas {
    /// One cell. A wide glyph fills its cell and marks the next one as its continuation.
    package struct Cell: Equatable, Sendable {
        /// A code point, or `clusterBit | index` into the canvas's glyphs of several code points.
        var code: UInt32
        package var style: Style

        static let blank = Cell(code: 0x20, style: [])
        static let continuationCode: UInt32 = 0xFFFF_FFFF
        static let clusterBit: UInt32 = 0x8000_0000

        /// True for the right half of a wide glyph: draw nothing there.
        package var isContinuation: Bool { code == Self.continuationCode }
    }

    public private(set) var width: Int
    public private(set) var height: Int
    package private(set) var cells: [Cell]
    private var clusters: [[Unicode.Scalar]] = []
    /// A blank cell's bytes as one word, when a cell takes 8 bytes.
    private static let blankPattern: UInt64? =
        MemoryLayout<Cell>.stride == 8 ? [Cell.blank].withUnsafeBytes { $0.load(as: UInt64.self) } : nil

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Blanks every cell, at a new size if one is given.
    package mutating func clear(width newWidth: Int? = nil, height newHeight: Int? = nil) {
        let w = max(0, newWidth ?? width), h = max(0, newHeight ?? height)
        clusters.removeAll(keepingCapacity: true)
        if w == width && h == height {
            if let pattern = Self.blankPattern {
                // A blank cell is one 8-byte word: filling words is a vectorized loop, not one per cell.
                cells.withUnsafeMutableBufferPointer { cells in
                    UnsafeMutableRawBufferPointer(cells).withMemoryRebound(to: UInt64.self) { $0.update(repeating: pattern) }
                }
            } else {
                cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
            }
        } else {
            width = w
            height = h
            cells = Array(repeating: .blank, count: w * h)
        }
    }

    /// Sets the style of `count` cells from `column` in `row` (a bar's background, say).
    package mutating func fill(row: Int, column: Int = 0, count: Int? = nil, style: Style) {
        guard row >= 0, row < height else { return }
        let start = max(0, column)
        let end = min(width, column + (count ?? width))
        guard start < end else { return }
        for i in (row * width + start)..<(row * width + end) {
            cells[i].style = style
        }
    }

    /// Blanks the cells of a rectangle (clipped to the grid), to draw a panel over what is there.
    package mutating func erase(row: Int, column: Int, width rectWidth: Int, height rectHeight: Int) {
        let (rows, columns) = clipped(row: row, column: column, width: rectWidth, height: rectHeight)
        for r in rows {
            // A wide glyph cut by an edge of the rectangle loses its other half too.
            if let first = columns.first, first > 0, cells[r * width + first].isContinuation { cells[r * width + first - 1] = .blank }
            if let first = columns.first { endSequence(before: first, row: r) }
            if let last = columns.last, last + 1 < width, cells[r * width + last + 1].isContinuation { cells[r * width + last + 1] = .blank }
            for c in columns { cells[r * width + c] = .blank }
        }
    }

    /// Adds `style` to the cells of a rectangle, keeping their own (dimming what is under a sheet).
    package mutating func addStyle(_ style: Style, row: Int, column: Int, width rectWidth: Int, height rectHeight: Int) {
        let (rows, columns) = clipped(row: row, column: column, width: rectWidth, height: rectHeight)
        for r in rows {
            for c in columns { cells[r * width + c].style.formUnion(style) }
        }
    }

    /// Turns `style`'s attributes on in `width` cells of `row` where they are off, and off where
    /// they are on (a cursor drawn against whatever the line is).
    mutating func toggleStyle(_ style: Style, row: Int, column: Int, width cellCount: Int) {
        let (rows, columns) = clipped(row: row, column: column, width: cellCount, height: 1)
        for r in rows {
            for c in columns { cells[r * width + c].style.bits ^= style.bits & Style.attributeMask }
        }
    }

    private func clipped(row: Int, column: Int, width rectWidth: Int, height rectHeight: Int) -> (Range<Int>, Range<Int>) {
        let rows = max(0, row)..<max(max(0, row), min(height, row + rectHeight))
        let columns = max(0, column)..<max(max(0, column), min(width, column + rectWidth))
        return (rows, columns)
    }

    /// Draws `text` from `column` in `row`, in at most `maxWidth` columns, and returns the columns used.
    ///
    /// A glyph that doesn't fit whole is left out, with everything after it.
    @discardableResult
    package mutating func draw(
        _ text: some StringProtocol, row: Int, column: Int, maxWidth: Int = .max, style: Style = []
    ) -> Int {
        guard row >= 0, row < height, column >= 0, column < width, maxWidth > 0 else { return 0 }
        let limit = maxWidth >= width - column ? width : column + maxWidth
        // Native strings are contiguous UTF-8: text whose code points each stand alone (all a frame's
        // own text, nearly all an app's) is drawn from its bytes in one pass after one check.
        if let drawn = text.utf8.withContiguousStorageIfAvailable({ bytes in
            drawStandingAlone(bytes, row: row, column: column, limit: limit, style: style)
        }), let drawn {
            return drawn
        }
        return drawGraphemes(text, row: row, column: column, limit: limit, style: style)
    }

    /// Draws `text` grapheme by grapheme from `column` in `row` up to column `limit` (within the grid),
    /// and returns the columns used: the general way, for text `drawStandingAlone` doesn't draw.
    mutating func drawGraphemes(_ text: some StringProtocol, row: Int, column: Int, limit: Int, style: Style) -> Int {
        var col = column
        for character in text {
            // Most characters are one code point drawn as itself: put it without building glyphs.
            if let (scalar, needed) = VisibleText.singleDrawnScalar(of: character) {
                guard col + needed <= limit else { break }
                put(Cell(code: scalar.value, style: style), width: needed, row: row, column: col)
                col += needed
                if col >= limit { break }
                continue
            }
            if !drawGlyphs(of: character, row: row, column: &col, limit: limit, style: style) { break }
        }
        return col - column
    }

    /// Draws valid UTF-8 from `column` in `row` up to column `limit` when each of its code points is a
    /// glyph of its own drawn as itself (`VisibleText.standsAlone`), and returns the columns used;
    /// `nil`, having drawn nothing, when one isn't. Cells are written left to right with no gap, so only
    /// a wide glyph cut at either end of them needs its other half blanked.
    private mutating func drawStandingAlone(
        _ bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, limit: Int, style: Style
    ) -> Int? {
        guard VisibleText.isOneScalarPerGrapheme(utf8: bytes) else { return nil }
        let count = bytes.count
        var i = 0
        let rowStart = row * width, end = rowStart + limit
        let first = rowStart + column
        var index = first
        guard index < end else { return 0 }
        let cutsAGlyph = column > 0 && cells[first].isContinuation
        cells.withUnsafeMutableBufferPointer { cells in
            while i < count, index < end {
                let byte = bytes[i]
                if byte < 0x80 {
                    cells[index] = Cell(code: UInt32(byte), style: style)
                    index += 1
                    i += 1
                    continue
                }
                let value: UInt32
                if byte < 0xE0 {
                    value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                    i += 2
                } else {
                    value = 0x2000 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                    i += 3
                    if VisibleText.standingAloneWidth(value) == 2 {
                        guard index + 2 <= end else { break }
                        cells[index] = Cell(code: value, style: style)
                        cells[index + 1] = Cell(code: Cell.continuationCode, style: style)
                        index += 2
                        continue
                    }
                }
                cells[index] = Cell(code: value, style: style)
                index += 1
            }
        }
        // Nothing drawn (a first glyph too wide for the room) touches nothing.
        guard index > first else { return 0 }
        if cutsAGlyph { cells[first - 1] = Cell(code: 0x20, style: cells[first - 1].style) }
        if index < rowStart + width, cells[index].isContinuation { cells[index] = Cell(code: 0x20, style: cells[index].style) }
        return index - first
    }

    /// Draws a grapheme's glyphs from `col`; false when it doesn't fit whole or the limit is reached.
    private mutating func drawGlyphs(of character: Character, row: Int, column col: inout Int, limit: Int, style: Style) -> Bool {
        let needed = DisplayWidth.of(character)
        guard col + needed <= limit else { return false }
        var glyphs: [VisibleText.Glyph] = []
        VisibleText.forEachGlyph(of: character) { glyphs.append($0) }
        for glyph in glyphs {
            put(Cell(code: code(of: glyph.scalars), style: style), width: glyph.width, row: row, column: col)
            col += glyph.width
            if col >= limit { return false }
        }
        return true
    }

    /// Draws `text` cut to `maxWidth` columns with `…` when it is longer; returns the columns used.
    @discardableResult
    package mutating func drawTruncated(
        _ text: some StringProtocol, row: Int, column: Int, maxWidth: Int, style: Style = []
    ) -> Int {
        guard maxWidth > 0 else { return 0 }
        // ASCII that fits, the most common case, is measured once, by the drawing.
        if let count = DisplayWidth.asciiWidth(text), count <= maxWidth {
            return draw(text, row: row, column: column, maxWidth: maxWidth, style: style)
        }
        if DisplayWidth.of(text) <= maxWidth {
            return draw(text, row: row, column: column, maxWidth: maxWidth, style: style)
        }
        let fitting = VisibleText.prefix(of: text, fitting: maxWidth - 1)
        let used = draw(fitting.text, row: row, column: column, maxWidth: maxWidth - 1, style: style)
        return used + draw("…", row: row, column: column + used, maxWidth: 1, style: style)
    }

    /// Draws styled `text` from `column` in `row`, each span in `style` with its own style added
    /// over it, in at most `maxWidth` columns; returns the columns used. Cuts as `draw(_:row:column:)`.
    @discardableResult @inline(__always)
    package mutating func draw(_ text: Text, row: Int, column: Int, maxWidth: Int = .max, style: Style = []) -> Int {
        if text.isPlain { return draw(text.string, row: row, column: column, maxWidth: maxWidth, style: style) }
        return drawStyled(text, row: row, column: column, maxWidth: maxWidth, style: style)
    }

    private mutating func drawStyled(_ text: Text, row: Int, column: Int, maxWidth: Int, style: Style) -> Int {
        var used = 0
        for (span, spanStyle) in Self.drawnSpans(of: text) {
            let drawn = draw(span, row: row, column: column + used, maxWidth: maxWidth - used, style: style.union(spanStyle))
            used += drawn
            // A glyph that didn't fit ends the text, as in one string.
            if used >= maxWidth || drawn < DisplayWidth.of(span) { break }
        }
        return used
    }

    /// Draws styled `text` cut to `maxWidth` columns with `…` when it is longer (in the style of the
    /// last span shown); returns the columns used.
    @discardableResult @inline(__always)
    package mutating func drawTruncated(_ text: Text, row: Int, column: Int, maxWidth: Int, style: Style = []) -> Int {
        if text.isPlain { return drawTruncated(text.string, row: row, column: column, maxWidth: maxWidth, style: style) }
        return drawStyledTruncated(text, row: row, column: column, maxWidth: maxWidth, style: style)
    }

    private mutating func drawStyledTruncated(_ text: Text, row: Int, column: Int, maxWidth: Int, style: Style) -> Int {
        guard maxWidth > 0 else { return 0 }
        if DisplayWidth.of(text.string) <= maxWidth { return draw(text, row: row, column: column, maxWidth: maxWidth, style: style) }
        let fitting = VisibleText.prefix(of: text.string, fitting: maxWidth - 1)
        let cut = text.string.utf8.distance(from: text.string.startIndex, to: fitting.text.endIndex)
        let used = draw(text.slice(utf8: 0..<cut), row: row, column: column, maxWidth: maxWidth - 1, style: style)
        let last = text.style(atUTF8: max(0, cut - 1))
        return used + draw("…", row: row, column: column + used, maxWidth: 1, style: style.union(last))
    }

    /// The spans of `text` as drawn: each grapheme in the style of the span it starts in, so that a
    /// span boundary inside a grapheme (a combining mark styled apart) never splits it.
    static func drawnSpans(of text: Text) -> [(Substring, Style)] {
        let spans = text.spans
        if VisibleText.isOneScalarPerGrapheme(text.string) { return spans.map { ($0.text, $0.style) } }
        var result: [(Substring, Style)] = []
        let string = text.string
        var runStart = string.startIndex
        var runStyle: Style?
        var spanIndex = 0
        var index = string.startIndex
        while index < string.endIndex {
            while spanIndex < spans.count - 1, spans[spanIndex].text.endIndex <= index { spanIndex += 1 }
            let style = spans[spanIndex].style
            if let current = runStyle, current != style {
                result.append((string[runStart..<index], current))
                runStart = index
            }
            runStyle = style
            index = string.index(after: index)
        }
        if let runStyle, runStart < string.endIndex { result.append((string[runStart...], runStyle)) }
        return result
    }

    /// The glyph in a cell as text: "" for the right half of a wide glyph.
    public func text(row: Int, column: Int) -> String {
        let cell = cells[row * width + column]
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars(of: cell))
        return text
    }

    /// The code points drawn in a cell (none for the right half of a wide glyph).
    package func scalars(of cell: Cell) -> [Unicode.Scalar] {
        if cell.isContinuation { return [] }
        if cell.code & Cell.clusterBit != 0 { return clusters[Int(cell.code & ~Cell.clusterBit)] }
        return [Unicode.Scalar(cell.code) ?? "\u{FFFD}"]
    }

    /// Whether a cell shows the same glyph and style as the same cell of another canvas.
    package func cell(at index: Int, matches other: Canvas) -> Bool {
        let mine = cells[index], theirs = other.cells[index]
        if mine == theirs {
            return mine.code & Cell.clusterBit == 0 || mine.isContinuation
                || scalars(of: mine) == other.scalars(of: theirs)
        }
        if mine.style == theirs.style, mine.code & Cell.clusterBit != 0, theirs.code & Cell.clusterBit != 0 {
            return scalars(of: mine) == other.scalars(of: theirs)
        }
        return false
    }

    /// One row as plain text, trailing spaces removed.
    public func line(_ row: Int) -> String {
        // Written as UTF-8 up to the last cell that isn't a blank: a headless frame is printed this way,
        // and building it scalar by scalar and trimming after cost a third of that run's start-up.
        let start = row * width
        var end = start + width
        while end > start, cells[end - 1].code == 0x20 { end -= 1 }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        for index in start..<end {
            let cell = cells[index]
            if cell.code < 0x80 {
                utf8.append(UInt8(cell.code))
            } else {
                for scalar in scalars(of: cell) { utf8.append(contentsOf: UTF8.encode(scalar)!) }
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Every row as plain text: exactly `height` lines.
    public var lines: [String] { (0..<height).map(line) }

    /// The frame as plain text, one line per row, each ending in a newline.
    public var plainText: String { lines.map { $0 + "\n" }.joined() }

    /// A glyph left of `column` whose grapheme went on past it (drawn as several glyphs, a zero-width
    /// joiner ending the first: `🧑🏼‍` then `🍳`) loses the joiner when what is past it is drawn over (a
    /// panel's border): a terminal would join that to it.
    private mutating func endSequence(before column: Int, row: Int) {
        var before = column - 1
        if before > 0, cells[row * width + before].isContinuation { before -= 1 }
        guard before >= 0 else { return }
        let cell = cells[row * width + before]
        guard !cell.isContinuation, cell.code & Cell.clusterBit != 0 else { return }
        var scalars = clusters[Int(cell.code & ~Cell.clusterBit)]
        guard scalars.count > 1, scalars.last == "\u{200D}" else { return }
        scalars.removeLast()
        cells[row * width + before].code = code(of: scalars)
    }

    /// A cell's code for a glyph's code points: the code point itself, or a cluster kept for several.
    private mutating func code(of scalars: [Unicode.Scalar]) -> UInt32 {
        guard scalars.count > 1 else { return scalars[0].value }
        clusters.append(scalars)
        return Cell.clusterBit | UInt32(clusters.count - 1)
    }

    private mutating func put(_ cell: Cell, width glyphWidth: Int, row: Int, column: Int) {
        let index = row * width + column
        // Drawing over half of a wide glyph blanks its other half.
        if cells[index].isContinuation, column > 0 { cells[index - 1] = Cell(code: 0x20, style: cells[index - 1].style) }
        let last = index + glyphWidth - 1
        if last + 1 < cells.count, column + glyphWidth < width, cells[last + 1].isContinuation {
            cells[last + 1] = Cell(code: 0x20, style: cells[last + 1].style)
        }
        cells[index] = cell
        if glyphWidth == 2 { cells[index + 1] = Cell(code: Cell.continuationCode, style: cell.style) }
    }
}
