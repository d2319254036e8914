/// Text whose spans carry their own style, as SwiftUI's `Text`: `Text("Disk").bold() + " 93% full"`.
///
/// A string literal is a `Text`, so plain strings keep working wherever text is asked for, and one
/// may hold other texts: `"Saved \(Text("3").bold()) files"`. Modifiers style every span that
/// doesn't set it already, so the innermost colour wins, as in SwiftUI. Wrapping and measuring read
/// ``string``; a span may break across lines.
@usableFromInline nonisolated package struct Text: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The characters, without their style.
    package private(set) var string: String
    /// Where each style ends, as UTF-8 offsets into `string`, in order, the last at its end; empty
    /// when the whole text is unstyled (plain text costs no more than its string).
    private(set) var runs: [Run]

    struct Run: Hashable, Sendable {
        var end: Int
        var style: Style
    }

    /// A stretch of the text in one style.
    package struct Span: Equatable {
        package var text: Substring
        package var style: Style
    }

    /// The text of `content`, drawn as it is (no markup is read from it).
    package init<S: StringProtocol>(_ content: S) {
        string = String(content)
        runs = []
    }

    /// The same text: lets `Text("… \(Text("x").bold()) …")` read its literal as a styled text.
    package init(_ text: Text) { self = text }

    /// `content` in `style`.
    package init(_ content: some StringProtocol, style: Style) {
        self.init(content)
        setStyle { $0 = style }
    }

    @usableFromInline package init(stringLiteral value: String) {
        string = value
        runs = []
    }

    @usableFromInline package init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.text
    }

    /// A literal with texts and values in it.
    @usableFromInline package struct StringInterpolation: StringInterpolationProtocol {
        var text = Text("")
        @usableFromInline package init(literalCapacity: Int, interpolationCount: Int) {}
        @usableFromInline package mutating func appendLiteral(_ literal: String) { text.appendPlain(literal) }
        /// A styled text, kept styled.
        package mutating func appendInterpolation(_ text: Text) { self.text.append(text) }
        /// A string, unstyled.
        package mutating func appendInterpolation(_ string: some StringProtocol) { text.appendPlain(String(string)) }
        /// A value that describes itself (a number, say), without the dynamic casts of `String(describing:)`.
        package mutating func appendInterpolation(_ value: some CustomStringConvertible) { text.appendPlain(value.description) }
        /// Any other value, as `String(describing:)` writes it.
        package mutating func appendInterpolation<T>(_ value: T) { text.appendPlain(String(describing: value)) }
    }

    @usableFromInline package var description: String { string }

    /// The text's spans, in order; one unstyled span for plain text.
    package var spans: [Span] {
        if runs.isEmpty { return string.isEmpty ? [] : [Span(text: string[...], style: [])] }
        var spans: [Span] = []
        var start = string.utf8.startIndex
        for run in runs {
            let end = string.utf8.index(string.utf8.startIndex, offsetBy: run.end)
            spans.append(Span(text: string[start..<end], style: run.style))
            start = end
        }
        return spans
    }

    /// True when no span has a style.
    package var isPlain: Bool { runs.isEmpty }

    /// Whether a span is a space that fills its line (`Style.fills`).
    package var hasFills: Bool { runs.contains { $0.style.fills } }

    /// The text `width` columns wide, its `fills` spaces sharing the room the rest leaves (the first
    /// ones a column more when it doesn't divide); as it is when it has none, or is as wide already.
    package func expandingFills(toWidth width: Int) -> Text {
        guard hasFills else { return self }
        let spans = self.spans
        let fills = spans.filter { $0.style.fills }.count
        var room = max(0, width - DisplayWidth.of(string)) + fills
        var left = fills
        var text = Text("")
        for span in spans {
            if span.style.fills {
                var style = span.style
                style.bits &= ~Style.fills.bits
                let share = room / left
                text.append(Text(String(repeating: " ", count: share), style: style))
                room -= share
                left -= 1
            } else {
                text.append(Text(span.text, style: span.style))
            }
        }
        return text
    }

    // MARK: Modifiers, as SwiftUI's Text has them

    /// Bold text.
    package func bold(_ isActive: Bool = true) -> Text { isActive ? adding(.bold) : self }
    /// Italic text.
    package func italic(_ isActive: Bool = true) -> Text { isActive ? adding(.italic) : self }
    /// Underlined text.
    package func underline(_ isActive: Bool = true) -> Text { isActive ? adding(.underline) : self }
    /// Dim text (SwiftUI's `.foregroundStyle(.secondary)`, in a terminal).
    package func dim(_ isActive: Bool = true) -> Text { isActive ? adding(.dim) : self }
    /// Text drawn with its colours swapped.
    package func reverse(_ isActive: Bool = true) -> Text { isActive ? adding(.reverse) : self }

    /// Text in `color` where no span has a colour of its own; `nil` leaves it as it is.
    package func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        var text = self
        text.setStyle { if $0.foreground == nil { $0.foreground = color } }
        return text
    }

    /// Text in `color` where no span has a colour of its own.
    package func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// Text on `color` where no span has a background of its own.
    package func background(_ color: Color) -> Text {
        var text = self
        text.setStyle { if $0.background == nil { $0.background = color } }
        return text
    }

    /// The text with each placed line's mark (`Style.itemTag`) moved by `offset`: a view's lines drawn
    /// again after other placed lines than when they were drawn first.
    package func movingItemTags(by offset: Int) -> Text {
        var moved = self
        for index in moved.runs.indices where moved.runs[index].style.itemTag != 0 {
            let style = moved.runs[index].style
            moved.runs[index].style = style.withoutItemTag.union(.item(UInt8(Int(style.itemTag) + offset)))
        }
        return moved
    }

    /// The text with `style`'s attributes added to every span, and its colours where a span has none.
    package func style(_ style: Style) -> Text {
        var text = self
        text.setStyle { span in
            var merged = style
            merged.formUnion(span)
            span = merged
        }
        return text
    }

    private func adding(_ attributes: Style) -> Text {
        var text = self
        text.setStyle { $0.formUnion(attributes) }
        return text
    }

    /// Changes the style of every span.
    private mutating func setStyle(_ change: (inout Style) -> Void) {
        guard !string.isEmpty else { return }
        if runs.isEmpty { runs = [Run(end: string.utf8.count, style: [])] }
        for i in runs.indices { change(&runs[i].style) }
        normalize()
    }

    // MARK: Joining and cutting

    /// The two texts, one after the other, each keeping its style.
    package static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.append(rhs)
        return text
    }

    /// Appends `other`, keeping its style.
    package mutating func append(_ other: Text) {
        guard !other.string.isEmpty else { return }
        if runs.isEmpty && other.runs.isEmpty {
            string += other.string
            return
        }
        let offset = string.utf8.count
        if runs.isEmpty && offset > 0 { runs = [Run(end: offset, style: [])] }
        string += other.string
        if other.runs.isEmpty {
            runs.append(Run(end: string.utf8.count, style: []))
        } else {
            runs.append(contentsOf: other.runs.map { Run(end: $0.end + offset, style: $0.style) })
        }
        normalize()
    }

    /// Appends unstyled `plain`: for plain text, one string append.
    mutating func appendPlain(_ plain: String) {
        if runs.isEmpty { string += plain } else { append(Text(plain)) }
    }

    /// The part of the text between UTF-8 offsets `range` (on code point boundaries), with its styles.
    func slice(utf8 range: Range<Int>) -> Text {
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        var text = Text(string[start..<end])
        guard !runs.isEmpty, !range.isEmpty else { return text }
        for run in runs where run.end > range.lowerBound {
            text.runs.append(Run(end: min(run.end, range.upperBound) - range.lowerBound, style: run.style))
            if run.end >= range.upperBound { break }
        }
        text.normalize()
        return text
    }

    /// The text with its spaces unbreakable (U+00A0), its styles kept: wrapping its line doesn't break it
    /// at them.
    package var unbreakable: Text {
        guard string.utf8.contains(0x20) else { return self }
        var text = Text("")
        for span in spans { text.append(Text(String(span.text.map { $0 == " " ? "\u{A0}" : $0 }), style: span.style)) }
        return text
    }

    /// The text without its first `columns` columns, with its styles; a wide character cut in two is a
    /// space for its half that is left.
    package func droppingColumns(_ columns: Int) -> Text {
        guard columns > 0 else { return self }
        var used = 0, offset = 0
        for character in string {
            guard used < columns else { break }
            used += DisplayWidth.of(character)
            offset += character.utf8.count
        }
        let rest = slice(utf8: offset..<string.utf8.count)
        return used > columns ? Text(String(repeating: " ", count: used - columns)) + rest : rest
    }

    /// The lines of a block (NavigatorUI's drawings: a shape, a grid, a row of them), split at each
    /// `\n`. A block of one line is written with a `\n` after it, which ends no line of its own: that
    /// `\n` is what tells it from a paragraph, whose wrapping would close up its spaces.
    package func blockLines() -> [Text] {
        var lines = splitLines()
        if lines.count == 2, lines[1].string.isEmpty, !lines[0].string.isEmpty { lines.removeLast() }
        return lines
    }

    /// The text's lines, split at each `\n` (not kept), each with its styles.
    package func splitLines() -> [Text] {
        var lines: [Text] = []
        var start = 0, offset = 0
        for byte in string.utf8 {
            if byte == 0x0A {
                lines.append(slice(utf8: start..<offset))
                start = offset + 1
            }
            offset += 1
        }
        lines.append(slice(utf8: start..<offset))
        return lines
    }

    /// The style at UTF-8 offset `offset`.
    func style(atUTF8 offset: Int) -> Style {
        for run in runs where run.end > offset { return run.style }
        return runs.last?.style ?? []
    }

    /// Joins runs of the same style; no runs when nothing is styled.
    private mutating func normalize() {
        var merged: [Run] = []
        merged.reserveCapacity(runs.count)
        for run in runs {
            if let last = merged.last, last.end >= run.end { continue }
            if let last = merged.last, last.style == run.style {
                merged[merged.count - 1].end = run.end
            } else {
                merged.append(run)
            }
        }
        runs = merged.allSatisfy { $0.style.isEmpty } ? [] : merged
    }
}
