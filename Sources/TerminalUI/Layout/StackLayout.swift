import Navigation

/// Lays a stack out onto a canvas: breadcrumbs on the top row, the top screen, the keys that apply on
/// the bottom row; sheets as bordered panels over the dimmed stack, covers over all of it; the event
/// panel, a preview and the help over it all when they are open.
enum StackLayout {
    /// A rectangle of cells.
    struct Rect: Equatable {
        var row: Int, column: Int, width: Int, height: Int
        var bottom: Int { row + height - 1 }
        var right: Int { column + width - 1 }
        func inset(by cells: Int) -> Rect {
            Rect(row: row + cells, column: column + cells, width: width - 2 * cells, height: height - 2 * cells)
        }
    }

    /// Below this, a screen is replaced by a message asking for more room.
    static let minimumSize = TerminalSize(width: 20, height: 5)

    /// Whether a frame fits in `size`: below `minimumSize` the screen shows only the message, and the
    /// keys that act on a screen wait (quitting is heard).
    static func fits(_ size: TerminalSize) -> Bool {
        size.width >= minimumSize.width && size.height >= minimumSize.height
    }

    // MARK: Building a frame

    /// Lays out a frame of `app` at `size` from its built stacks: everything drawing needs, so that
    /// drawing reads nothing else.
    /// Without `lines`, the bodies' lines are left unbuilt: only where each body is scrolled to is
    /// worked out (and kept by the app), for keys that no frame shows (headless).
    static func frame<Value>(_ app: StackApp<Value>, _ content: StackContent<Value>, size: TerminalSize, lines: Bool = true) -> StackFrame {
        var frame = StackFrame(size: size)
        let width = size.width, height = size.height
        guard fits(size) else {
            frame.isTooSmall = true
            return frame
        }
        var contentHeight = height - 1
        // A notice wraps onto up to three lines, never more than a third of the screen.
        if let notice = app.linkPrompt?.error ?? app.notice {
            let wrapped = TextWrap.lines(notice, width: width - 2)
            frame.notice = Array(wrapped.prefix(max(1, min(3, height / 3))))
            if frame.notice.count < wrapped.count, let last = frame.notice.indices.last { frame.notice[last] += " …" }
            contentHeight -= frame.notice.count
        }
        // A tab bar takes the top row; the stacks are laid out under it.
        let barRows = app.tabBar == nil ? 0 : 1
        if let bar = app.tabBar {
            frame.tabBar = TabBarFrame(labels: bar.labels, items: bar.layout(width: width), selected: bar.selected,
                                       isEnabled: app.router.presentation == nil)
        }
        if app.isShowingEvents {
            let rows = min(10, max(3, height / 3))
            if contentHeight - barRows - rows >= 3 {
                contentHeight -= rows
                frame.events = (Rect(row: contentHeight, column: 0, width: width, height: rows), app.recentEvents(rows - 1))
            }
        }
        frame.theme = app.theme
        frame.area = Rect(row: barRows, column: 0, width: width, height: contentHeight - barRows)
        frame.panels = panels(app, content, in: frame.area, lines: lines)
        let top = frame.panels.last
        // After the panels: a row they built may have brought a dialog up.
        if let dialog = app.shownRowMenu() ?? content.activeScreen.shownDialog {
            frame.dialog = app.dialogBox(dialog, in: frame.area)
        }
        let selectedLine = top.map { $0.selectedLine.on($0.screen, refreshing: app.isRefreshing) } ?? .link
        frame.footer = footer(app, width: width, scrolls: top?.scrolls ?? false, editing: top?.isEditing ?? false,
                              selectedLine: selectedLine, dialog: frame.dialog != nil)
        frame.preview = app.preview
        frame.help = app.isShowingHelp ? (app.helpKeyMap, app.helpTop) : nil
        return frame
    }

    /// The panels of the visible stacks in `area`: the root stack, or the top-most cover, fills it;
    /// each sheet above it is a panel over the dimmed stack below.
    static func panels<Value>(
        _ app: StackApp<Value>, _ content: StackContent<Value>, in area: Rect, rootTitle: String? = nil, lines: Bool = true
    ) -> [StackFrame.Panel] {
        guard !content.stacks.isEmpty else { return [] }
        // Each sheet's box is inset in the one below; when that gets too small the next fills the area
        // again and hides everything under it. Only the sheets from the last such one are laid out,
        // and only their screens built: a frame costs what is on screen, not the nesting depth.
        var boxes: [Rect] = [area]
        var firstShown = 0
        boxes.reserveCapacity(content.stacks.count)
        for index in content.stacks.indices.dropFirst() {
            let box = sheetRect(in: boxes[index - 1], area: area)
            if box == area { firstShown = index }
            boxes.append(box)
        }
        var panels: [StackFrame.Panel] = []
        if firstShown == 0 {
            panels.append(panel(app, content.stacks[0], content.screen(at: 0), in: area, box: nil,
                                tag: content.coverIsBase ? "full-screen cover" : nil, rootTitle: rootTitle, lines: lines))
            firstShown = 1
        }
        for index in firstShown..<content.stacks.count {
            panels.append(panel(app, content.stacks[index], content.screen(at: index), in: boxes[index].inset(by: 1),
                                box: boxes[index], tag: nil, rootTitle: rootTitle, lines: lines))
        }
        return panels
    }

    private static func panel<Value>(
        _ app: StackApp<Value>, _ stack: Router<Value>, _ screen: Screen, in rect: Rect, box: Rect?, tag: String?, rootTitle: String?,
        lines: Bool
    ) -> StackFrame.Panel {
        var panel = StackFrame.Panel(box: box, rect: rect, tag: nil, breadcrumbs: [], depth: stack.depth, screen: screen,
                                     selected: app.selectedLink(in: screen, of: stack))
        guard rect.width > 2, rect.height > 1 else { return panel }
        // Only the lines on screen are built; where the body was scrolled to is the app's, kept per level.
        let edited = app.editedField(on: screen, selected: panel.selected, of: stack)
        panel.isEditing = edited != nil
        // A screen with a horizontal scroll view is drawn from where the last frame left it.
        let scrollsSideways = !screen.sidewaysParagraphs.isEmpty
        let offsets = scrollsSideways ? app.sidewaysOffsets(of: stack) : [:]
        // A screen laid out by the last frame at this size, the selection alone moved since: its lines
        // are drawn again, those of the two links the selection left and came to restyled. Kept for a
        // body longer than the screen (a shorter one is laid out again for less than keeping it costs).
        let body: Body
        if !app.laidOutBodies.isEmpty, edited == nil, let laid = app.laidOutBodies[stack.stackIndex],
           laid.isLaidOut(screen, width: rect.width, height: rect.height - 1, theme: app.theme) {
            body = laid.reselected(panel.selected)
        } else {
            body = Body(screen, selected: panel.selected, edited: edited, width: rect.width, height: rect.height - 1, theme: app.theme,
                        sidewaysOffsets: offsets)
        }
        if edited == nil, !scrollsSideways, body.total > 2 * rect.height {
            app.laidOutBodies[stack.stackIndex] = body
        } else if !app.laidOutBodies.isEmpty {
            app.laidOutBodies[stack.stackIndex] = nil
        }
        // A view the app scrolled to (`Screen.scrollTarget`): its selectable line, else its first paragraph.
        let targetLine = app.pendingScrollTargets.isEmpty ? nil : screen.scrollTarget?.item.flatMap { body.line(ofItem: $0) } ?? body.scrollTargetLine
        let stored = app.scrollTop(of: stack, target: targetLine, page: rect.height - 1)
        panel.top = body.top(from: stored, revealsSelection: app.scrolledPast.isEmpty || !app.scrolledPast.contains(app.topKey(of: stack)))
        panel.lineCount = body.total
        // A lazy part of the body ending within two pages of what is shown builds more (the frame is
        // laid out again: `StackApp.currentFrame`); where a key scrolled to, past what is built, counts.
        let growths = app.lazyGrowths.count
        for (end, line) in body.lazyEndLines where line < max(stored, panel.top) + 2 * rect.height {
            app.lazyGrowths.append(screen.lazyEnds[end].grow)
        }
        // Kept where it was while more is built (laid out again, it shows what the key scrolled to), unless
        // the screen was scrolled to a view of it: where that put it, kept.
        if app.lazyGrowths.count == growths || targetLine != nil { app.recordScroll(of: stack, top: panel.top, page: rect.height - 1) }
        if scrollsSideways, body.sidewaysOffsets != offsets { app.recordSidewaysOffsets(of: stack, body.sidewaysOffsets) }
        guard lines else { return panel }
        panel.lines = body.lines(from: panel.top, count: rect.height - 1)
        if !body.placedItems.isEmpty { panel.placedItems = body.placedItems }
        var available = rect.width - 2
        if let tag, DisplayWidth.of(tag) + 24 <= available {
            available -= DisplayWidth.of(tag) + 2
            panel.tag = tag
        }
        panel.breadcrumbs = app.breadcrumbs(width: available, of: stack, rootTitle: rootTitle)
        return panel
    }

    /// The keys that apply now, from the key map. Back and home are shown disabled at the root of the
    /// active stack; levels, and close, only when there is somewhere to go.
    static func footer<Value>(_ app: StackApp<Value>, width: Int, scrolls: Bool, editing: Bool = false, selectedLine: SelectedLine = .link,
                              dialog: Bool = false) -> StackFrame.Footer {
        if let prompt = app.linkPrompt {
            let label = " go to: "
            let shown = prompt.editor.visible(width: max(1, width - DisplayWidth.of(label) - 1))
            return .prompt(label: label, text: shown.text, cursor: shown.cursorColumn)
        }
        if let filter = app.filter { return filterFooter(editor: filter.editor, status: app.filterStatus ?? "", keyMap: app.keyMap, width: width) }
        if app.isShowingHelp { return helpFooter(app.helpKeyMap, height: app.size?.height ?? 24) }
        if app.isPreviewing {
            let open = app.keyMap.binding(for: .open)?.keys.first.map { " \($0.shortSymbol) open it " } ?? ""
            return .message(open + " any other key: close the preview")
        }
        // A dialog up (the frame's, built already: the content isn't asked for again here).
        if dialog { return .hints(dialogHints(app.keyMap, width: width)) }
        return .hints(app.footerHints(width: width, scrolls: scrolls, editing: editing, selectedLine: selectedLine))
    }

    /// The hints while a text field is edited: the editing keys, then the commands whose keys don't
    /// type (`↑↓ select`, `⏎ next`, `Esc done`), as the key map has them.
    static func editingHints<Value>(_ app: StackApp<Value>, keyMap: KeyMap, stack: Router<Value>, scrolls: Bool) -> [StackFrame.Hint] {
        var hints: [StackFrame.Hint] = []
        for (rank, binding) in keyMap.editing.enumerated() {
            guard let word = binding.hint else { continue }
            // The first editing keys are kept longest when the row is narrow.
            StackFrame.Hint.append(StackFrame.Hint(key: binding.hintKey, word: word, enabled: true, rank: 4 - min(3, rank)), to: &hints)
        }
        for var binding in keyMap.bindings {
            binding.keys.removeAll { keyMap.types($0) }
            switch binding.command {
            case .open: binding.hint = "next"
            case .dismiss:
                // Esc ends the editing, and only that: shown wherever a field is edited.
                guard var hint = StackFrame.Hint(binding) else { continue }
                hint.word = "done"
                StackFrame.Hint.append(hint, to: &hints)
                continue
            default: break
            }
            if let hint = hint(binding, app, stack: stack, scrolls: scrolls) { StackFrame.Hint.append(hint, to: &hints) }
        }
        return hints
    }

    /// The filter's line: `/` and the text typed with its cursor, the keys that apply while typing (the
    /// key map's for open and select; Esc and Backspace are the editor's), and the count at the right.
    static func filterFooter(editor: LineEditor, status: String, keyMap: KeyMap, width: Int) -> StackFrame.Footer {
        let room = max(4, min(DisplayWidth.of(editor.text) + 1, width / 3))
        let shown = editor.visible(width: room)
        var hints: [StackFrame.Hint] = []
        if let open = keyMap.binding(for: .open)?.keys.first {
            hints.append(.init(key: open.shortSymbol, word: "open", enabled: true, rank: 6))
        }
        hints.append(.init(key: Key.escape.shortSymbol, word: "clear", enabled: true, rank: 8))
        hints.append(.init(key: Key.backspace.shortSymbol, word: "edit", enabled: true, rank: 7))
        for command in [Command.selectPrevious, .selectNext] {
            if let key = keyMap.binding(for: command)?.keys.first, [Key.up, .down].contains(key) {
                StackFrame.Hint.append(.init(key: key.shortSymbol, word: "select", enabled: true, rank: 5), to: &hints)
            }
        }
        // As drawFooter draws it: ` /` the text `▏`, two spaces, the hints (each followed by two), then
        // the status, right-aligned with a column to spare.
        let used = 3 + DisplayWidth.of(shown.text) + 2
        // The text and how many match come first: the hints give way to them.
        let fitted = StackFrame.Hint.fitted(hints, width: width - used - 2 - DisplayWidth.of(status) - 1, keeping: 0)
        return .filter(text: shown.text, cursor: shown.cursorColumn, hints: fitted, status: status)
    }

    /// The hints of the commands that apply to `stack`, in the key map's order. On a selected text
    /// field, open is `edit`: the field takes the keys once opened; on a control, its own word.
    static func hints<Value>(_ app: StackApp<Value>, keyMap: KeyMap, stack: Router<Value>, scrolls: Bool,
                             selectedLine: SelectedLine = .link) -> [StackFrame.Hint] {
        var hints: [StackFrame.Hint] = []
        for binding in keyMap.bindings {
            guard let hint = hint(binding, app, stack: stack, scrolls: scrolls, selectedLine: selectedLine) else { continue }
            StackFrame.Hint.append(hint, to: &hints)
        }
        return hints
    }

    /// A binding's hint as it applies to `stack` now, or `nil` when it doesn't apply. The selected
    /// line names the open key (`edit`, `toggle`) and says whether the step keys apply.
    static func hint<Value>(_ binding: KeyMap.Binding, _ app: StackApp<Value>, stack: Router<Value>, scrolls: Bool = false,
                            selectedLine: SelectedLine = .link) -> StackFrame.Hint? {
        var binding = binding
        if selectedLine.arrowsStep, binding.command == .back || binding.command == .open {
            // A slider takes ← →: back and open are their other keys there.
            binding.keys.removeAll { $0 == .left || $0 == .right }
        }
        guard var hint = StackFrame.Hint(binding) else { return nil }
        let depth = stack.depth
        switch binding.command {
        case .open:
            if let word = selectedLine.openHint { hint.word = word }
        case .decrement, .increment:
            guard selectedLine.steps else { return nil }
        case .preview:
            guard !selectedLine.isControl else { return nil }  // nothing to preview; Space acts as open
        case .back, .popToRoot:
            hint.enabled = depth > 0
        case .jump:
            guard depth > 0 else { return nil }
            let last = binding.keys[min(depth, binding.keys.count - 1)]
            if last != binding.keys[0] { hint.key += "-" + last.shortSymbol }
        case .dismiss:
            guard app.router.presentation != nil else { return nil }
            if selectedLine.isDismissDisabled {
                // `.interactiveDismissDisabled()`: the sheet closes with its own buttons only.
                hint.word = "can't close"
                hint.enabled = false
            }
        case .deleteRow:
            guard selectedLine.deletes else { return nil }
        case .moveRowUp:
            guard selectedLine.movesUp else { return nil }
        case .moveRowDown:
            guard selectedLine.movesDown else { return nil }
        case .rowActions:
            guard selectedLine.hasActions else { return nil }
        case .refresh:
            switch selectedLine.refresh {
            case .none: return nil
            case .available: break
            case .running:
                hint.word = "refreshing…"
                hint.enabled = false
            }
        case .nextColumn, .toggleSidebar:
            return nil
        case .previousTab, .nextTab:
            guard app.tabBar != nil else { return nil }
            hint.enabled = app.router.presentation == nil
        case .goToLink:
            guard app.linkOpener != nil else { return nil }
        case .selectPreviousPage, .selectNextPage, .selectFirst, .selectLast:
            guard scrolls else { return nil }  // only while the body has more lines than it shows
        default:
            break
        }
        return hint
    }

    // MARK: Drawing a frame

    /// Draws `frame` onto `canvas`, which it clears first. Reads nothing but the frame.
    static func draw(_ frame: StackFrame, into canvas: inout Canvas) {
        canvas.clear()
        if frame.isTooSmall {
            drawTooSmall(into: &canvas)
            return
        }
        let theme = frame.theme
        drawPanels(frame.panels, area: frame.area, theme: theme, into: &canvas)
        if let tabBar = frame.tabBar { drawTabBar(tabBar, theme: theme, into: &canvas) }
        if let dialog = frame.dialog { drawDialog(dialog, theme: theme, into: &canvas) }
        drawFooter(frame.footer, into: &canvas)
        let noticeTop = canvas.height - 1 - frame.notice.count
        for (offset, line) in frame.notice.enumerated() {
            canvas.drawTruncated(line, row: noticeTop + offset, column: 1, maxWidth: canvas.width - 2, style: theme.warning)
        }
        if let events = frame.events { drawEvents(events.lines, in: events.rect, into: &canvas) }
        if let preview = frame.preview { drawPreview(preview, theme: theme, into: &canvas) }
        if let help = frame.help { drawHelp(help.keyMap, top: help.top, theme: theme, into: &canvas) }
    }

    /// The stacks' panels, bottom first: each sheet dims what is under it.
    static func drawPanels(_ panels: [StackFrame.Panel], area: Rect, theme: Theme, into canvas: inout Canvas) {
        for panel in panels {
            if let box = panel.box {
                canvas.addStyle(.dim, row: area.row, column: area.column, width: area.width, height: area.height)
                canvas.erase(row: box.row, column: box.column, width: box.width, height: box.height)
                drawBox(box, title: "Sheet", theme: theme, into: &canvas)
            }
            drawStack(panel, theme: theme, into: &canvas)
        }
    }

    /// A sheet's panel: inside `outer`, leaving the stack's breadcrumbs and a margin visible when
    /// there is room, else the whole area.
    static func sheetRect(in outer: Rect, area: Rect) -> Rect {
        let margin = max(1, outer.width / 12)
        let candidate = Rect(row: outer.row + 1, column: outer.column + margin, width: outer.width - 2 * margin, height: outer.height - 1)
        return candidate.width >= 16 && candidate.height >= 5 ? candidate : area
    }

    static func drawStack(_ panel: StackFrame.Panel, theme: Theme, into canvas: inout Canvas) {
        let rect = panel.rect
        guard rect.width > 2, rect.height > 1 else { return }
        drawBreadcrumbs(panel, theme: theme, into: &canvas)
        let body = Rect(row: rect.row + 1, column: rect.column, width: rect.width, height: rect.height - 1)
        drawBody(panel.lines, top: panel.top, total: panel.lineCount, in: body, into: &canvas)
    }

    static func drawBreadcrumbs(_ panel: StackFrame.Panel, theme: Theme, into canvas: inout Canvas) {
        let rect = panel.rect
        let bar = theme.bar, current = theme.bar.union(theme.currentLevel), depth = panel.depth, row = rect.row
        canvas.fill(row: rect.row, column: rect.column, count: rect.width, style: bar)
        if let tag = panel.tag {
            canvas.draw(tag, row: rect.row, column: rect.right - DisplayWidth.of(tag), style: bar.union(.dim))
        }
        forEachBreadcrumb(of: panel) { item, column, room in
            switch item {
            case nil:
                // The bar is blanks in its style already: of " › " only the › is drawn.
                if room >= 2 { canvas.draw("›", row: row, column: column + 1, maxWidth: 1, style: bar) }
                return room
            case let .level(level, title)?:
                return canvas.draw(title, row: row, column: column, maxWidth: room, style: level == depth ? current : bar)
            case .ellipsis?:
                return canvas.draw("…", row: row, column: column, maxWidth: room, style: bar)
            }
        }
    }

    /// Walks a panel's breadcrumbs as they are drawn, left to right: `place` gets each item (`nil` for
    /// the separator before it), its column and the room left, and answers the columns it took. Drawing
    /// and hit-testing walk the same way, so a click lands on what is drawn.
    @inline(__always)
    static func forEachBreadcrumb(of panel: StackFrame.Panel, _ place: (Breadcrumbs.Item?, Int, Int) -> Int) {
        let rect = panel.rect
        var available = rect.width - 2
        if let tag = panel.tag { available -= DisplayWidth.of(tag) + 2 }
        var column = rect.column + 1
        let limit = rect.column + 1 + available
        for (i, item) in panel.breadcrumbs.enumerated() {
            if i > 0 {
                let room = min(Breadcrumbs.separatorWidth, limit - column)
                _ = place(nil, column, room)
                column += max(0, room)
            }
            column += place(item, column, limit - column)
        }
    }

    struct Line {
        var text: Text
        var style: Style
        var indent: Int
        var link: Int?
        var note: String?
        /// Drawn before the text (a link's `▸ `), as part of it.
        var marker: String = ""
        /// Wrapped to fit: drawn without measuring it first.
        var fits = false
        /// Where a text field's cursor is: columns from the line's start (its marker's), and the width
        /// of the character under it.
        var cursor: (column: Int, width: Int)?
        /// Where the selectable lines a paragraph's line holds where its layout placed them (a row of
        /// buttons) are kept, each with its columns from the line's start: an index of its body's (and
        /// its panel's) `placedItems`; -1 for most lines (a number, not an array: a line is copied
        /// several times a frame, and an array was a retain and a release each time).
        var placedItems: Int32 = -1
        /// A blank line between parts, dropped first when room is short.
        var isSpacing: Bool { text.string.isEmpty && marker.isEmpty }

        /// A selectable line drawn inside a paragraph's line: its item, and the columns its label (and
        /// the marker's room before it) takes.
        struct Item: Equatable {
            var item: Int
            var column: Int
            var width: Int
        }
    }

    /// A screen's title, wrapped paragraphs and links in `rect`, from the top: a preview's.
    static func drawBody(_ screen: Screen, selected: Int?, in rect: Rect, theme: Theme, into canvas: inout Canvas) {
        guard rect.height > 0, rect.width > 2 else { return }
        let body = Body(screen, selected: selected, width: rect.width, height: rect.height, theme: theme)
        let top = body.top(from: 0)
        drawBody(body.lines(from: top, count: rect.height), top: top, total: body.total, in: rect, into: &canvas)
    }

    /// The lines of a body shown from line `top` of `total` in `rect`, with arrows where more is above
    /// or below.
    static func drawBody(_ lines: [Line], top first: Int, total: Int, in rect: Rect, into canvas: inout Canvas) {
        guard rect.height > 0, rect.width > 2 else { return }
        let available = rect.height
        for (offset, line) in lines.prefix(available).enumerated() {
            let row = rect.row + offset
            let maxWidth = rect.width - line.indent - 1
            let column = rect.column + line.indent
            var line = line
            if line.text.hasFills {
                // A row's spacers take the room the line leaves: beside the marker and a disabled line's note.
                let note = line.note.map { DisplayWidth.of($0) + 2 } ?? 0
                line.text = line.text.expandingFills(toWidth: maxWidth - DisplayWidth.of(line.marker) - note)
            }
            let used: Int
            if line.fits {
                used = canvas.draw(line.text, row: row, column: column, maxWidth: maxWidth, style: line.style)
            } else if !line.marker.isEmpty, maxWidth >= 3 {
                // The same cells as the marker and text drawn as one string, without building it.
                let marked = canvas.draw(line.marker, row: row, column: column, maxWidth: maxWidth, style: line.style)
                used = marked + canvas.drawTruncated(line.text, row: row, column: column + marked, maxWidth: maxWidth - marked, style: line.style)
            } else {
                used = canvas.drawTruncated(Text(line.marker) + line.text, row: row, column: column, maxWidth: maxWidth, style: line.style)
            }
            if let cursor = line.cursor, cursor.column < maxWidth {
                // Reversed against the line: a block on a plain line, a gap in the selection's bar.
                canvas.toggleStyle(.reverse, row: row, column: column + cursor.column, width: min(cursor.width, maxWidth - cursor.column))
            }
            if let note = line.note, used + 2 < maxWidth {
                canvas.drawTruncated(note, row: row, column: column + used + 2, maxWidth: maxWidth - used - 2, style: .dim)
            }
        }
        if first > 0 { canvas.draw("↑", row: rect.row, column: rect.right, style: .dim) }
        if first + available < total { canvas.draw("↓", row: rect.bottom, column: rect.right, style: .dim) }
    }

    // MARK: Footer and panels

    /// The bottom row: the hints, or what closes the overlay that is open.
    static func drawFooter(_ footer: StackFrame.Footer, into canvas: inout Canvas) {
        let row = canvas.height - 1
        switch footer {
        case .message(let text):
            canvas.draw(text, row: row, column: 0, style: .dim)
        case let .prompt(label, text, cursor):
            let start = canvas.draw(label, row: row, column: 0, style: .bold)
            canvas.draw(text, row: row, column: start)
            // The cursor: the cell under it drawn reversed (a space past the end of the line).
            let under = Self.character(at: cursor, in: text)
            canvas.draw(under.map(String.init) ?? " ", row: row, column: start + cursor, style: .reverse)
        case .hints(let hints):
            drawHints(hints, row: row, column: 1, into: &canvas)
        case let .filter(text, cursor, hints, status):
            var column = 1 + canvas.draw("/", row: row, column: 1, style: .bold)
            // The cursor is a bar between characters, visible as text too (`/4▏2`).
            var before = 0, split = text.endIndex
            for index in text.indices {
                if before >= cursor { split = index; break }
                before += DisplayWidth.of(text[index])
            }
            column += canvas.draw(text[..<split], row: row, column: column)
            column += canvas.draw("▏", row: row, column: column, style: .bold)
            column += canvas.draw(text[split...], row: row, column: column)
            let end = drawHints(hints, row: row, column: column + 2, into: &canvas)
            let statusWidth = DisplayWidth.of(status)
            if end + statusWidth < canvas.width { canvas.draw(status, row: row, column: canvas.width - 1 - statusWidth, style: .dim) }
        }
    }

    /// Draws key hints from `column` (`⏎ open  ← back`); returns the column after the last.
    @discardableResult
    static func drawHints(_ hints: [StackFrame.Hint], row: Int, column start: Int, into canvas: inout Canvas) -> Int {
        var column = start
        for hint in hints {
            let keyStyle: Style = hint.enabled ? .bold : .dim
            let wordStyle: Style = hint.enabled ? [] : .dim
            column += canvas.draw(hint.key, row: row, column: column, style: keyStyle)
            column += 1  // the space after the key: the row is blank already (the canvas was cleared)
            column += canvas.draw(hint.word, row: row, column: column, style: wordStyle)
            column += 2
        }
        return column
    }

    /// The character that starts at display column `column` of `text`, if one does.
    static func character(at column: Int, in text: String) -> Character? {
        var at = 0
        for character in text {
            if at == column { return character }
            at += DisplayWidth.of(character)
            if at > column { return nil }
        }
        return nil
    }

    /// The latest events, newest at the bottom, under a rule.
    static func drawEvents(_ events: [String], in rect: Rect, into canvas: inout Canvas) {
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        canvas.draw(String(repeating: "─", count: rect.width), row: rect.row, column: rect.column, style: .dim)
        canvas.draw(" Path changes (e hides) ", row: rect.row, column: rect.column + 2, style: .bold)
        let shown = events
        if shown.isEmpty {
            canvas.draw("No change yet.", row: rect.row + 1, column: rect.column + 1, style: .dim)
        }
        for (offset, event) in shown.enumerated() {
            canvas.drawTruncated(event, row: rect.row + 1 + offset, column: rect.column + 1, maxWidth: rect.width - 2)
        }
    }

    /// A link's destination drawn outside the stack, in a panel.
    static func drawPreview(_ screen: Screen, theme: Theme, into canvas: inout Canvas) {
        let width = min(canvas.width - 2, max(40, canvas.width * 3 / 4))
        let height = min(canvas.height - 2, max(8, canvas.height * 2 / 3))
        let rect = Rect(row: max(0, (canvas.height - 1 - height) / 2), column: (canvas.width - width) / 2, width: width, height: height)
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        drawBox(rect, title: "Preview", theme: theme, into: &canvas)
        drawBody(screen, selected: nil, in: rect.inset(by: 1), theme: theme, into: &canvas)
    }

    static func drawBox(_ rect: Rect, title: String, theme: Theme, into canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        let frame = theme.frame
        canvas.draw("┌" + horizontal + "┐", row: rect.row, column: rect.column, style: frame)
        canvas.draw("└" + horizontal + "┘", row: rect.bottom, column: rect.column, style: frame)
        if !title.isEmpty { canvas.draw(" \(title) ", row: rect.row, column: rect.column + 2, maxWidth: rect.width - 4, style: frame.union(.bold)) }
        for row in (rect.row + 1)..<rect.bottom {
            canvas.draw("│", row: row, column: rect.column, style: frame)
            canvas.draw("│", row: row, column: rect.right, style: frame)
        }
    }

    /// How many rows the help of `keyMap` has: its commands, then a heading and the editing keys.
    static func helpRowCount(_ keyMap: KeyMap) -> Int {
        keyMap.bindings.count + (keyMap.editing.isEmpty ? 0 : 1 + keyMap.editing.count) + (keyMap.screenKeys.isEmpty ? 0 : 1 + keyMap.screenKeys.count)
    }

    /// How many of the help's rows a frame `height` tall shows: the box leaves the footer's line and
    /// takes two for its frame.
    static func helpVisibleRows(height: Int) -> Int { max(1, height - 3) }

    /// The help's first row after `command`, when the help is taller than the frame and the command
    /// moves a selection (`↑` `↓` `PgUp` `PgDn` `Home` `End` scroll the help); `nil` for any other key,
    /// which closes it.
    static func scrolledHelp(from top: Int, by command: Command?, keyMap: KeyMap, height: Int) -> Int? {
        let visible = helpVisibleRows(height: height)
        let last = helpRowCount(keyMap) - visible
        guard last > 0, let command else { return nil }
        let next: Int
        switch command {
        case .selectPrevious: next = top - 1
        case .selectNext: next = top + 1
        case .selectPreviousPage: next = top - max(1, visible - 1)
        case .selectNextPage: next = top + max(1, visible - 1)
        case .selectFirst: next = 0
        case .selectLast: next = last
        default: return nil
        }
        return min(max(0, next), last)
    }

    /// The footer while the help is open: how to scroll it when it is taller than the frame.
    static func helpFooter(_ keyMap: KeyMap, height: Int) -> StackFrame.Footer {
        guard helpRowCount(keyMap) > helpVisibleRows(height: height) else { return .message(" any key: close help") }
        let keys = [Command.selectPrevious, .selectNext].compactMap { keyMap.binding(for: $0)?.keys.first?.shortSymbol }.joined()
        return .message(" \(keys.isEmpty ? "" : keys + " ")scroll  any other key: close help")
    }

    /// Every key of `keyMap`: the commands, then the keys that edit a line being typed, from row `top`
    /// of them when they don't all fit (a `↓ more` or `↑ more` in the frame says there are others).
    static func drawHelp(_ keyMap: KeyMap, top: Int = 0, theme: Theme, into canvas: inout Canvas) {
        typealias Row = (keys: String, summary: String)
        let commands: [Row] = keyMap.bindings.map { ($0.keyLabel, $0.summary) }
        let editing: [Row] = keyMap.editing.map { ($0.keyLabel, $0.summary) }
        let heading = editing.isEmpty ? nil : "Editing a text field (opened, or typed into) or the prompt:"
        let screenKeys: [Row] = keyMap.screenKeys.map { ($0.keyLabel, $0.summary) }
        let screenHeading = screenKeys.isEmpty ? nil : "The app's own keys, asked before the others:"
        func width(_ rows: [Row]) -> Int {
            let keys = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
            return rows.map { keys + 2 + DisplayWidth.of($0.summary) }.max() ?? 0
        }
        let contentWidth = max(width(commands), width(editing), heading.map { DisplayWidth.of($0) } ?? 0,
                               width(screenKeys), screenHeading.map { DisplayWidth.of($0) } ?? 0)
        let rowCount = helpRowCount(keyMap)
        // It may cover the breadcrumbs; the footer says how to close it.
        let boxWidth = min(canvas.width - 2, contentWidth + 4)
        let boxHeight = min(canvas.height - 1, rowCount + 2)
        guard boxWidth >= 6, boxHeight >= 3 else { return }
        let rect = Rect(row: max(0, (canvas.height - 1 - boxHeight) / 2), column: max(1, (canvas.width - boxWidth) / 2), width: boxWidth, height: boxHeight)
        canvas.erase(row: rect.row, column: rect.column, width: rect.width, height: rect.height)
        drawBox(rect, title: "Keys", theme: theme, into: &canvas)
        let visible = boxHeight - 2
        let first = min(max(0, top), max(0, rowCount - visible))
        if first > 0 { canvas.draw(" ↑ more ", row: rect.row, column: rect.right - 9, style: theme.frame) }
        if first + visible < rowCount { canvas.draw(" ↓ more ", row: rect.bottom, column: rect.right - 9, style: theme.frame) }
        let inner = boxWidth - 4
        var index = 0
        func draw(_ rows: [Row]) {
            let keyColumn = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
            for entry in rows {
                defer { index += 1 }
                let row = rect.row + 1 + index - first
                guard row > rect.row, row < rect.bottom else { continue }
                let used = canvas.drawTruncated(entry.keys, row: row, column: rect.column + 2, maxWidth: inner, style: .bold)
                let summaryColumn = rect.column + 2 + max(used, keyColumn) + 2
                canvas.drawTruncated(entry.summary, row: row, column: summaryColumn, maxWidth: rect.column + 2 + inner - summaryColumn)
            }
        }
        func drawHeading(_ heading: String) {
            let row = rect.row + 1 + index - first
            if row > rect.row, row < rect.bottom {
                canvas.drawTruncated(heading, row: row, column: rect.column + 2, maxWidth: inner, style: theme.heading)
            }
            index += 1
        }
        if let screenHeading {
            drawHeading(screenHeading)
            draw(screenKeys)
        }
        draw(commands)
        if let heading {
            drawHeading(heading)
            draw(editing)
        }
    }

    static func drawTooSmall(into canvas: inout Canvas) {
        guard canvas.height > 0 else { return }
        let message = "Terminal too small (\(canvas.width)×\(canvas.height)): navigator needs \(minimumSize.width)×\(minimumSize.height)"
        for (row, line) in TextWrap.lines(message, width: canvas.width).prefix(canvas.height).enumerated() {
            canvas.draw(line, row: row, column: 0)
        }
    }
}
