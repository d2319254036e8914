extension StackLayout {
    /// A screen's body at a size: the title, the wrapped paragraphs and the links laid out as lines,
    /// and the list's lines counted but not built. A frame builds only the lines it shows
    /// (`lines(from:count:)`), so a list of a million rows costs what a screen of them holds.
    struct Body {
        let screen: Screen
        private(set) var selected: Int?
        /// The selection `header`'s lines were laid out with: `line(at:)` draws the lines of the links it
        /// and `selected` are on again when they differ (`reselected(_:)`).
        private var laidOutSelection: Int?
        /// The text field keys type into, with its line: drawn with its cursor.
        let edited: (item: Int, editor: LineEditor)?
        /// The title, the paragraphs and the links (with their section headings).
        private(set) var header: [Line] = []
        /// Spacing lines are left out when the lines don't fit.
        private(set) var compact = false
        /// Per section of the list: the line of its first line (a spacing line, its heading or its
        /// first row) and the line of its first row.
        private var sectionLines: [(start: Int, firstRow: Int)] = []
        /// How many lines the whole body has.
        private(set) var total = 0
        /// The screen's lazy ends drawn above any list (`Screen.lazyEnds`, by index), each with its line.
        private(set) var lazyEndLines: [(end: Int, line: Int)] = []
        /// The first line of the paragraph the screen asks to be scrolled to (`Screen.scrollTarget`).
        private(set) var scrollTargetLine: Int?
        /// The line after the list's last row, and the paragraphs written after the list, drawn from there.
        private var listEnd = 0
        private var footer: [Line] = []
        /// The selectable lines placed in each paragraph line that has some (`Line.placedItems`).
        private(set) var placedItems: [[Line.Item]] = []
        /// Each of those lines' text before its items were placed (by `Line.placedItems`), and the links
        /// they were placed as, by tag, and those cut: placed again for another selection.
        private var placedSources: [Text] = []
        private var placedTags: [UInt8: Int] = [:]
        private var cutLinks: [Int] = []
        /// How many columns each paragraph scrolled sideways is scrolled by, by paragraph: the last frame's
        /// going in (a scroll view keeps its place), this one's coming out (`StackApp`'s, per level).
        private(set) var sidewaysOffsets: [Int: Int]
        let width: Int
        let height: Int
        let theme: Theme

        init(_ screen: Screen, selected: Int?, edited: (item: Int, editor: LineEditor)? = nil, width: Int, height: Int, theme: Theme,
             sidewaysOffsets: [Int: Int] = [:]) {
            self.sidewaysOffsets = sidewaysOffsets
            self.screen = screen
            self.selected = selected
            self.edited = edited
            self.width = width
            self.height = height
            self.theme = theme
            layOut()
        }

        private mutating func layOut() {
            laidOutSelection = selected
            let textWidth = max(1, width - 4)
            var lines: [Line] = []
            let title = screen.isWarning && !screen.title.hasPrefix("⚠") ? "⚠ " + screen.title : screen.title
            lines.append(Line(text: Text(title), style: screen.isWarning ? theme.warning : theme.title, indent: 1))
            lines.append(Line(text: "", style: [], indent: 0))
            // The paragraphs and the selectable lines in the order the view wrote them: each link
            // after the paragraphs it follows (`ScreenLink.paragraph`), in the links' order.
            let links = screen.links
            let placesLinks = screen.hasPlacedLinks
            let sideways = screen.sidewaysParagraphs
            // The lines of the paragraphs scrolled sideways, in `lines` or in `below` (1), from and to, and
            // the paragraph, four numbers each: scrolled once the links placed in them are.
            var sidewaysLines: [Int] = []
            var placedItems: [[Line.Item]] = []
            var placedSources: [Text] = []
            let lazyEnds = screen.lazyEnds
            var lazyLines: [(end: Int, line: Int)] = []
            let targetParagraph = screen.scrollTarget?.paragraph
            var targetLine: Int?
            var next = 0
            var section: String?
            func addLinks(through paragraph: Int) {
                while next < links.count, (links[next].paragraph ?? .max) <= paragraph {
                    addLink(next)
                    next += 1
                }
            }
            func addLink(_ index: Int, evenIfPlaced: Bool = false) {
                let link = links[index]
                // Drawn where its paragraph places it.
                if link.inlineTag != 0, !evenIfPlaced { return }
                if let heading = link.section, heading != section {
                    if lines.last?.isSpacing == false { lines.append(Line(text: "", style: [], indent: 0)) }
                    lines.append(Line(text: Text(heading), style: theme.heading, indent: 1))
                }
                section = link.section
                if let field = link.field {
                    let editor = edited?.item == index ? edited?.editor : nil
                    if let options = link.fieldOptions, options.isVertical, editor == nil, !link.isSecure {
                        lines.append(contentsOf: Self.verticalFieldLines(for: link, text: field.text.get(), prompt: field.prompt, item: index,
                                                                         selected: selected, limit: options.lineLimit, width: width, theme: theme))
                        return
                    }
                    lines.append(Self.fieldLine(for: link, text: field.text.get(), prompt: field.prompt, item: index, selected: selected,
                                                editor: editor, width: width, theme: theme))
                } else {
                    lines.append(Self.line(for: link, item: index, selected: selected, theme: theme))
                }
            }
            func addParagraph(_ number: Int, to lines: inout [Line], isBelow: Bool = false) {
                let paragraph = screen.body[number]
                let first = lines.count
                if number == targetParagraph, !isBelow { targetLine = first }
                defer {
                    if !sideways.isEmpty, sideways.contains(number) { sidewaysLines += [isBelow ? 1 : 0, first, lines.count, number] }
                }
                if screen.breaksLines, paragraph.string.utf8.contains(0x0A) {
                    // A block (a shape, a `ZStack`): its lines as they are, clipped at the width; an
                    // empty one is a blank cell, not spacing.
                    for line in paragraph.blockLines() {
                        lines.append(Line(text: line.string.isEmpty ? Text(" ") : line, style: [], indent: 2))
                    }
                    // A block of placed lines at its left edge and blank lines (a padded button) has
                    // its markers in the column a link's line has.
                    if placesLinks, lines[first...].allSatisfy({ Self.beginsPlacedLine($0.text.string) || $0.text.string.allSatisfy { $0 == " " } }),
                       lines[first...].contains(where: { Self.beginsPlacedLine($0.text.string) }) {
                        for index in first..<lines.count { lines[index].indent = 1 }
                    }
                } else if paragraph.isPlain {
                    // Plain text wraps as a string, with no array of texts in between.
                    for wrapped in TextWrap.lines(paragraph.string, width: textWidth) {
                        lines.append(Line(text: Text(wrapped), style: [], indent: 2, fits: width >= 5))
                    }
                } else {
                    for wrapped in TextWrap.lines(paragraph, width: textWidth) {
                        // A line a placed link begins has its marker in the column a link's line has.
                        let indent = placesLinks && Self.beginsPlacedLine(wrapped.string) ? 1 : 2
                        lines.append(Line(text: wrapped, style: [], indent: indent, fits: width >= 5))
                    }
                }
                // A lazy end is where its paragraph ends (a padding's block holding the lazy part ends with it).
                if !lazyEnds.isEmpty, !isBelow, lines.count > first, let end = lazyEnds.firstIndex(where: { $0.paragraph == number }) {
                    lazyLines.append((end, lines.count - 1))
                }
                lines.append(Line(text: "", style: [], indent: 0))
            }
            let list = screen.list
            // The paragraphs written after a list's rows are drawn under them.
            let above = list == nil ? screen.body.count : min(screen.paragraphsAfterList ?? screen.body.count, screen.body.count)
            for number in 0..<above {
                if next < links.count { addLinks(through: number) }
                // A paragraph after selectable lines is set apart from them, as paragraphs are from each other.
                if lines.last?.isSpacing == false { lines.append(Line(text: "", style: [], indent: 0)) }
                addParagraph(number, to: &lines)
            }
            var below: [Line] = []
            for number in above..<screen.body.count { addParagraph(number, to: &below, isBelow: true) }
            while next < links.count {
                addLink(next)
                next += 1
            }
            if placesLinks {
                // The links placed inside the paragraphs by their views' layout, by the tag marking their labels.
                var placed: [UInt8: Int] = [:]
                for index in links.indices where links[index].inlineTag != 0 { placed[links[index].inlineTag] = index }
                // A placed link whose label a layout cut (a block clipped at the screen's width, a shape
                // over it) is drawn on a line of its own, after the others, and what is left of it in its
                // paragraph as text: none is selectable and out of sight.
                var drawn: [Int: Int] = [:]
                for line in lines { Self.countPlacedColumns(of: line.text, placed: placed, into: &drawn) }
                for line in below { Self.countPlacedColumns(of: line.text, placed: placed, into: &drawn) }
                var cut: [Int] = []
                for index in placed.values where drawn[index, default: 0] < (links[index].isBlock ? 1 : Self.labelColumns(links[index].label.string)) {
                    cut.append(index)
                }
                // Each line's text before its items are placed is kept, to place them again for another selection.
                func place(_ line: inout Line) {
                    let source = line.text
                    placeItems(in: &line, placed: placed, cut: cut, into: &placedItems)
                    if placedItems.count > placedSources.count { placedSources.append(source) }
                }
                for index in lines.indices { place(&lines[index]) }
                for index in below.indices { place(&below[index]) }
                placedTags = placed
                cutLinks = cut
                for start in stride(from: 0, to: sidewaysLines.count, by: 4) {
                    let range = sidewaysLines[start + 1]..<sidewaysLines[start + 2], paragraph = sidewaysLines[start + 3]
                    if sidewaysLines[start] == 1 {
                        scrollSideways(&below, range, paragraph: paragraph, &placedItems)
                    } else {
                        scrollSideways(&lines, range, paragraph: paragraph, &placedItems)
                    }
                }
                for index in cut.sorted() { addLink(index, evenIfPlaced: true) }
            }
            // Laid out once: a body too tall for the screen is the same lines with the spacing left out.
            // Lines that can't fit with their spacing left out go straight to the compact layout.
            var surelyTall = false
            if lines.count + below.count + (list?.count ?? 0) > height {
                var shown = list?.count ?? 0
                for line in lines where !line.isSpacing { shown += 1 }
                for line in below where !line.isSpacing { shown += 1 }
                surelyTall = shown > height
            }
            if !surelyTall {
                finish(lines: lines, below: below, list: list, placedItems: placedItems, placedSources: placedSources,
                       lazyLines: lazyLines, targetLine: targetLine, compact: false)
            }
            if surelyTall || total > height {
                finish(lines: lines, below: below, list: list, placedItems: placedItems, placedSources: placedSources,
                       lazyLines: lazyLines, targetLine: targetLine, compact: true)
            }
        }

        /// Ends a layout: the lines under a list drawn under it or after the paragraphs, the spacing left out
        /// when `compact`, the lines recorded moved with it, and the list's sections counted.
        private mutating func finish(lines: [Line], below: [Line], list: LinkList?, placedItems: [[Line.Item]], placedSources: [Text],
                                     lazyLines: [(end: Int, line: Int)], targetLine: Int?, compact: Bool) {
            self.compact = compact
            var lines = lines, below = below, lazyLines = lazyLines, targetLine = targetLine
            let placeholder = list.flatMap { $0.count == 0 ? $0.placeholder : nil }
            let hasRows = (list?.count ?? 0) > 0
            if compact {
                // Each line but the spacing copied once (plain loops: a closure of this module checks its
                // actor at each call). The lines recorded (the scroll target's, the lazy ends') move up by
                // the spacing lines above them, counted in the paragraphs' lines as the others end them.
                var end = lines.count
                if !hasRows, placeholder == nil { while end > 0, lines[end - 1].isSpacing { end -= 1 } }
                func compacted(_ line: Int) -> Int {
                    var spacing = 0
                    for index in 0..<min(line, end) where lines[index].isSpacing { spacing += 1 }
                    return line - spacing
                }
                targetLine = targetLine.map(compacted)
                for index in lazyLines.indices { lazyLines[index].line = compacted(lazyLines[index].line) }
                var kept: [Line] = []
                kept.reserveCapacity(lines.count + (hasRows ? 0 : below.count) + 1)
                for line in lines where !line.isSpacing { kept.append(line) }
                if let placeholder { kept.append(Line(text: Text(placeholder), style: .dim, indent: 2)) }
                var keptBelow: [Line] = []
                for line in below where !line.isSpacing {
                    if hasRows { keptBelow.append(line) } else { kept.append(line) }
                }
                lines = kept
                below = keptBelow
            } else {
                while below.last?.isSpacing == true { below.removeLast() }
                if let placeholder { lines.append(Line(text: Text(placeholder), style: .dim, indent: 2)) }
                if !hasRows {
                    while lines.last?.isSpacing == true { lines.removeLast() }
                    if !below.isEmpty {
                        if !lines.isEmpty { lines.append(Line(text: "", style: [], indent: 0)) }
                        lines.append(contentsOf: below)
                        below = []
                    }
                }
            }
            lazyEndLines = lazyLines
            scrollTargetLine = targetLine
            header = lines
            self.placedItems = placedItems
            self.placedSources = placedSources
            sectionLines = []
            var cursor = lines.count
            var afterSpacing = lines.last?.isSpacing ?? true
            if let list, list.count > 0 {
                sectionLines.reserveCapacity(list.sections.count)
                for section in list.sections {
                    let start = cursor
                    if section.header != nil {
                        if !compact && !afterSpacing { cursor += 1 }
                        cursor += 1
                        afterSpacing = false
                    }
                    sectionLines.append((start, cursor))
                    cursor += section.count
                    if section.count > 0 { afterSpacing = false }
                }
            }
            listEnd = cursor
            if !below.isEmpty, !compact { below.insert(Line(text: "", style: [], indent: 0), at: 0) }
            footer = below
            total = cursor + below.count
        }

        /// The lines in `range`, paragraph `paragraph`, a block wider than the screen, scrolled sideways: from
        /// where the last frame left it, moved only as far as shows the selected line placed in it (as a
        /// scroll view scrolls a control into view, and keeps its place when the selection leaves it); a
        /// `…` at each edge where it goes on.
        private mutating func scrollSideways(_ lines: inout [Line], _ range: Range<Int>, paragraph: Int, _ placedItems: inout [[Line.Item]]) {
            // The columns its lines are drawn in (`drawBody` keeps the last one free).
            guard !range.isEmpty else { return }
            let room = max(1, width - lines[range.lowerBound].indent - 1)
            let widest = lines[range].map { DisplayWidth.of($0.text.string) }.max() ?? 0
            var offset = sidewaysOffsets[paragraph] ?? 0
            if let selected {
                for line in lines[range] {
                    guard line.placedItems >= 0, let item = placedItems[Int(line.placedItems)].first(where: { $0.item == selected }) else { continue }
                    // Shown between the column kept at each edge for the `…` that says the line goes on.
                    if item.column - offset < 1 { offset = item.column - 1 }
                    if item.column + item.width - offset > room - 1 { offset = item.column + item.width - (room - 1) }
                    break
                }
            }
            // No further than shows the widest line's end (the content may have got narrower).
            offset = max(0, min(offset, widest - (room - 1)))
            if offset > 0 { sidewaysOffsets[paragraph] = offset } else { sidewaysOffsets[paragraph] = nil }
            guard offset > 0 else { return }
            for index in range where !lines[index].isSpacing {
                var line = lines[index]
                // A `…` where something is scrolled out of sight on the left.
                let blank = line.text.string.utf8.prefix { $0 == 0x20 }.count > offset
                line.text = Text(blank ? " " : "…", style: blank ? [] : .dim) + line.text.droppingColumns(offset + 1)
                if line.placedItems >= 0 {
                    placedItems[Int(line.placedItems)] = placedItems[Int(line.placedItems)].compactMap { item in
                        let start = max(1, item.column - offset), end = item.column + item.width - offset
                        return end > start ? Line.Item(item: item.item, column: start, width: end - start) : nil
                    }
                }
                lines[index] = line
            }
        }

        /// Whether a paragraph's line begins with a placed link's marker room.
        static func beginsPlacedLine(_ string: String) -> Bool { string.hasPrefix(ScreenLink.markerRoom) }

        /// A paragraph's line with the selectable lines its layout placed in it (`ScreenLink.inlineTag`,
        /// `placed` by tag) drawn as such: each label in its style (selected, disabled, destructive), the
        /// selection's `▸` in the two columns before it, and where each is kept for the mouse and the scroll.
        /// The links of `cut` are drawn as text there (their labels are cut: they have lines of their own).
        private func placeItems(in line: inout Line, placed: [UInt8: Int], cut: [Int], into placedItems: inout [[Line.Item]]) {
            guard line.text.runs.contains(where: { $0.style.itemTag != 0 }) else { return }
            var text = Text("")
            var column = 0
            var items: [Line.Item] = []
            let spans = line.text.spans
            var index = 0
            while index < spans.count {
                let span = spans[index]
                index += 1
                let tag = span.style.itemTag
                let item = tag != 0 ? placed[tag] : nil
                if let item, screen.links[item].field != nil, !cut.contains(item) {
                    // A text field: its placed label's spans are its columns, drawn as a field in them.
                    var width = DisplayWidth.of(span.text)
                    while index < spans.count, spans[index].style.itemTag == tag {
                        width += DisplayWidth.of(spans[index].text)
                        index += 1
                    }
                    let drawn = placedField(item, width: width, isSelected: item == selected, continues: !span.text.hasPrefix(ScreenLink.markerRoom))
                    text.append(drawn.text)
                    if let cursor = drawn.cursor { line.cursor = (column + cursor.column, cursor.width) }
                    items.append(Line.Item(item: item, column: column, width: width))
                    column += width
                    continue
                }
                let width = DisplayWidth.of(span.text)
                defer { column += width }
                guard tag != 0 else {
                    text.append(Text(span.text, style: span.style))
                    continue
                }
                var style = span.style.withoutItemTag
                var isSelected = false
                if let item, !cut.contains(item) {
                    isSelected = item == selected
                    style.formUnion(Self.style(of: screen.links[item], isSelected: isSelected, theme: theme))
                    if let last = items.last, last.item == item, last.column + last.width == column {
                        items[items.count - 1].width += width
                    } else {
                        items.append(Line.Item(item: item, column: column, width: width))
                    }
                }
                // The two columns kept before the label for the selection's marker; the label's own
                // spaces, unbreakable while its paragraph was wrapped, are spaces again.
                var shown = Substring(span.text)
                if shown.hasPrefix(ScreenLink.markerRoom) {
                    shown = (isSelected ? "▸ " : "  ") + shown.dropFirst(2)
                }
                text.append(Text(shown.contains("\u{A0}") ? String(shown.map { $0 == "\u{A0}" ? " " : $0 }) : String(shown), style: style))
            }
            line.text = text
            if !items.isEmpty {
                line.placedItems = Int32(placedItems.count)
                placedItems.append(items)
            }
        }

        /// Adds to `drawn` the columns of each placed link's label `text` holds (its spaces not counted).
        static func countPlacedColumns(of text: Text, placed: [UInt8: Int], into drawn: inout [Int: Int]) {
            guard text.runs.contains(where: { $0.style.itemTag != 0 }) else { return }
            for span in text.spans where span.style.itemTag != 0 {
                if let item = placed[span.style.itemTag] { drawn[item, default: 0] += labelColumns(span.text) }
            }
        }

        /// The columns of a label's text that are not spaces (a placed one's spaces are unbreakable).
        static func labelColumns(_ text: some StringProtocol) -> Int {
            var columns = 0
            for character in text where character != " " && character != "\u{A0}" { columns += DisplayWidth.of(character) }
            return columns
        }

        /// How a link is drawn: dim when disabled, in the selection's style when selected; a destructive
        /// button in the warning style, selected, the selection's, bold.
        static func style(of link: ScreenLink, isSelected: Bool, theme: Theme) -> Style {
            var style: Style = !link.isEnabled ? .dim : isSelected ? theme.selection : []
            if link.role == .destructive, link.isEnabled { style = isSelected ? style.union(.bold) : theme.warning }
            return style
        }

        static func line(for link: ScreenLink, item: Int, selected: Int?, theme: Theme) -> Line {
            let isSelected = item == selected
            let style = style(of: link, isSelected: isSelected, theme: theme)
            let note = link.isEnabled ? nil : "(" + (link.disabledReason ?? "unavailable") + ")"
            return Line(text: link.label, style: style, indent: 1, link: item, note: note, marker: isSelected ? "▸ " : "  ")
        }

        /// A text field's line: `Label: text`, the text shown in the rest of the line (scrolled to keep
        /// the cursor in view while it is edited, from its start otherwise) and underlined to the end
        /// of the line, so the field is seen as one.
        static func fieldLine(
            for link: ScreenLink, text: String, prompt: String?, item: Int, selected: Int?, editor: LineEditor?, width: Int, theme: Theme
        ) -> Line {
            var line = line(for: link, item: item, selected: selected, theme: theme)
            let label = link.label + ": "
            let labelWidth = DisplayWidth.of(line.marker) + DisplayWidth.of(label.string)
            // The columns the line has (`drawBody` keeps the last one free), less the label's.
            let room = max(1, width - line.indent - 1 - labelWidth)
            let (value, cursor) = fieldValue(of: link, text: text, prompt: prompt, editor: editor, room: room)
            line.text = label + value
            if let cursor { line.cursor = (labelWidth + cursor.column, cursor.width) }
            return line
        }

        /// A text field's text in `room` columns: scrolled to keep the cursor in view while it is edited
        /// (`editor`), from its start otherwise, the prompt (dim) while it is empty; underlined to its
        /// last column when the field is enabled. The cursor's column in it and the width of the
        /// character under it, while it is edited.
        static func fieldValue(
            of link: ScreenLink, text: String, prompt: String?, editor: LineEditor?, room: Int
        ) -> (value: Text, cursor: (column: Int, width: Int)?) {
            var shown = editor ?? LineEditor(text)
            if editor == nil { shown.apply(.moveToStart) }
            if link.isSecure { shown = shown.masked() }  // a secret is drawn as •, one a character
            let (visible, cursor) = shown.visible(width: room)
            var value: Text
            if text.isEmpty, let prompt {
                value = Text(prompt).dim()
            } else {
                value = Text(visible)
            }
            if link.isEnabled {
                let padding = max(0, room - DisplayWidth.of(value.string))
                value = (value + Text(String(repeating: " ", count: padding))).underline()
            }
            guard let editor else { return (value, nil) }
            let under = editor.cursor < editor.characters.count && !link.isSecure ? DisplayWidth.of(editor.characters[editor.cursor]) : 1
            return (value, (cursor, max(1, under)))
        }

        /// A text field placed in a paragraph's line (in a row, beside its texts), `width` columns from
        /// its marker's room on: `Label: text`, its text in the columns its label leaves, as its line of its
        /// own draws it (`fieldLine`). `continues`: the rest of a field its row wrapped, its underline.
        /// The cursor's column from the marker's room, while it is edited.
        private func placedField(_ item: Int, width: Int, isSelected: Bool, continues: Bool) -> (text: Text, cursor: (column: Int, width: Int)?) {
            let link = screen.links[item]
            let style = Self.style(of: link, isSelected: isSelected, theme: theme)
            guard !continues, let field = link.field else {
                return (Text(String(repeating: " ", count: width), style: link.isEnabled ? .underline : []).style(style), nil)
            }
            let label = Text(isSelected ? "▸ " : "  ") + link.label + ": "
            let labelWidth = DisplayWidth.of(label.string)
            guard width > labelWidth else { return (Text(VisibleText.prefix(of: label.string, fitting: width).text).style(style), nil) }
            let editor = edited?.item == item ? edited?.editor : nil
            let (value, cursor) = Self.fieldValue(of: link, text: field.text.get(), prompt: field.prompt, editor: editor, room: width - labelWidth)
            return ((label + value).style(style), cursor.map { (labelWidth + $0.column, $0.width) })
        }

        /// A vertical text field that isn't edited: its text wrapped at the field's width, its first
        /// line the field's, the rest under it (at most `limit` lines in all, the last ending in `…`
        /// when the text goes on).
        static func verticalFieldLines(
            for link: ScreenLink, text: String, prompt: String?, item: Int, selected: Int?, limit: Int?, width: Int, theme: Theme
        ) -> [Line] {
            var first = fieldLine(for: link, text: text, prompt: prompt, item: item, selected: selected, editor: nil, width: width, theme: theme)
            let labelWidth = DisplayWidth.of(first.marker) + DisplayWidth.of(link.label.string) + 2
            let room = max(1, width - first.indent - 1 - labelWidth)
            var pieces: [String] = []
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                pieces.append(contentsOf: TextWrap.lines(String(paragraph), width: room))
            }
            guard pieces.count > 1 else { return [first] }
            if let limit, limit > 0, pieces.count > limit {
                pieces = Array(pieces.prefix(limit))
                pieces[limit - 1] = String(VisibleText.prefix(of: pieces[limit - 1], fitting: max(0, room - 1)).text) + "…"
            }
            func value(_ piece: String) -> Text {
                let padded = Text(piece) + Text(String(repeating: " ", count: max(0, room - DisplayWidth.of(piece))))
                return link.isEnabled ? padded.underline() : padded
            }
            first.text = link.label + ": " + value(pieces[0])
            var lines = [first]
            for piece in pieces.dropFirst() {
                lines.append(Line(text: value(piece), style: first.style, indent: first.indent + labelWidth, link: item))
            }
            return lines
        }

        /// The line showing item `item` (a link, or a row of the list).
        func line(ofItem item: Int) -> Int? {
            if item < screen.links.count {
                return header.firstIndex { $0.link == item || $0.placedItems >= 0 && placedItems[Int($0.placedItems)].contains { $0.item == item } }
            }
            guard let list = screen.list, item - screen.links.count < list.count else { return nil }
            let (section, row) = list.locate(item - screen.links.count)
            return sectionLines[section].firstRow + row
        }

        /// The last line showing item `item`, from `first`, its first: a tapped card's lines run on.
        private func lastLine(ofItem item: Int, from first: Int) -> Int {
            guard item < screen.links.count, screen.links[item].isBlock else { return first }
            // Its paragraphs may be set apart by spacing lines.
            var last = first, index = first + 1
            while index < header.count {
                if header[index].placedItems >= 0, placedItems[Int(header[index].placedItems)].contains(where: { $0.item == item }) {
                    last = index
                } else if !header[index].isSpacing {
                    break
                }
                index += 1
            }
            return last
        }

        /// This body with `selected` selected: its lines as they were laid out, those of the links the
        /// selection leaves and comes to drawn again as `line(at:)` is asked for them. A key that only
        /// moves the selection lays no line out again (`StackApp.laidOutBodies`).
        func reselected(_ selected: Int?) -> Body {
            var body = self
            body.selected = selected
            return body
        }

        /// Whether this body is `screen`'s laid out at this size, as another frame of it may draw it (one
        /// kept by `StackApp.laidOutBodies`, which keeps none laid out while a field is edited or with a
        /// horizontal scroll view: both laid out by the selection).
        func isLaidOut(_ screen: Screen, width: Int, height: Int, theme: Theme) -> Bool {
            self.screen.isShared(with: screen) && self.width == width && self.height == height && self.theme == theme
        }

        /// A line of `header` (or of `footer`) as laid out with `laidOutSelection`, drawn for `selected`.
        private func reselected(_ line: Line) -> Line {
            var line = line
            if let item = line.link, item == selected || item == laidOutSelection, item < screen.links.count {
                let isSelected = item == selected
                line.style = Self.style(of: screen.links[item], isSelected: isSelected, theme: theme)
                if !line.marker.isEmpty { line.marker = isSelected ? "▸ " : "  " }
            }
            if line.placedItems >= 0, Int(line.placedItems) < placedSources.count,
               placedItems[Int(line.placedItems)].contains(where: { $0.item == selected || $0.item == laidOutSelection }) {
                let kept = line.placedItems
                line.text = placedSources[Int(kept)]
                var placed: [[Line.Item]] = []
                placeItems(in: &line, placed: placedTags, cut: cutLinks, into: &placed)
                line.placedItems = kept
            }
            return line
        }

        /// Line `index` of the body, built now (a row of the list is built by its section).
        func line(at index: Int) -> Line {
            if index < header.count { return selected == laidOutSelection ? header[index] : reselected(header[index]) }
            if index >= listEnd { return selected == laidOutSelection ? footer[index - listEnd] : reselected(footer[index - listEnd]) }
            let list = screen.list!
            // The last section starting at or before the line: empty ones share their start.
            var low = 0, high = sectionLines.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if sectionLines[middle].start <= index { low = middle } else { high = middle - 1 }
            }
            let lines = sectionLines[low]
            if index < lines.firstRow {
                return index == lines.firstRow - 1
                    ? Line(text: Text(list.sections[low].header ?? ""), style: theme.heading, indent: 1)
                    : Line(text: "", style: [], indent: 0)
            }
            let row = list.start(of: low) + index - lines.firstRow
            let item = screen.links.count + row
            let link = list.row(at: row)
            if let field = link.field {
                // A text field as a row (an editable list's): drawn, and edited, as a field of the screen is.
                return Self.fieldLine(for: link, text: field.text.get(), prompt: field.prompt, item: item, selected: selected,
                                      editor: edited?.item == item ? edited?.editor : nil, width: width, theme: theme)
            }
            return Self.line(for: link, item: item, selected: selected, theme: theme)
        }

        /// Lines `first ..< first + count` (as many of them as there are).
        func lines(from first: Int, count: Int) -> [Line] {
            let end = min(total, first + max(0, count))
            guard first < end else { return [] }
            // A loop, not `map`: a closure in this main-actor code checks the executor each call.
            var lines: [Line] = []
            lines.reserveCapacity(end - first)
            for index in first..<end { lines.append(line(at: index)) }
            return lines
        }

        /// The first line to show: `stored` (where the screen was scrolled to before), moved as
        /// little as keeps the selection in view; the top when the first link is selected and the top
        /// shows it.
        /// `revealsSelection` false: the body was scrolled past the selection (`StackApp.scrolledPast`), and
        /// stays where it was scrolled to.
        func top(from stored: Int, revealsSelection: Bool = true) -> Int {
            guard total > height else { return 0 }
            var top = min(max(0, stored), total - height)
            guard revealsSelection, let selected, let line = line(ofItem: selected) else { return top }
            if line < top { top = line }
            // All of the item's lines when they fit (a tapped card), else its first ones.
            let last = min(lastLine(ofItem: selected, from: line), line + height - 1)
            if last >= top + height { top = last - height + 1 }
            if line < height, selected == screen.firstEnabledLink { top = 0 }
            // The last line selected: what is under it (a text under a list) is shown with it.
            if selected == screen.itemCount - 1 { top = max(top, min(line, total - height)) }
            return top
        }
    }
}
