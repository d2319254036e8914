/// What a click lands on in a frame: the frame knows where it drew its links, rows, breadcrumbs and
/// hints, so the front ends send only the cell.
enum MouseTarget: Equatable {
    /// An item of the active panel's screen: a link, or a row of its list (index as in `Screen.item(at:)`).
    case item(Int)
    /// A level of the active panel's breadcrumbs (0 is its stack's root).
    case level(Int)
    /// A key hint of the footer: its command.
    case command(Command)
    /// A tab of the tab bar: its index.
    case tab(Int)
}

extension StackLayout.Rect {
    func contains(column: Int, row: Int) -> Bool {
        row >= self.row && row <= bottom && column >= self.column && column <= right
    }
}

extension StackLayout {
    /// What the cell at `column`, `row` of `panel` shows that a click acts on: a breadcrumb level or an
    /// item of its screen; `nil` for anything else (a title, a paragraph, a heading, the margins).
    static func target(in panel: StackFrame.Panel, column: Int, row: Int) -> MouseTarget? {
        let rect = panel.rect
        guard rect.width > 2, rect.height > 1, rect.contains(column: column, row: row) else { return nil }
        if row == rect.row {
            var found: MouseTarget?
            forEachBreadcrumb(of: panel) { item, start, room in
                guard case let .level(level, title)? = item else { return max(0, min(room, item == nil ? room : 1)) }
                let used = max(0, min(room, DisplayWidth.of(title)))
                if column >= start && column < start + used { found = .level(level) }
                return used
            }
            return found
        }
        let offset = row - rect.row - 1
        guard panel.lines.indices.contains(offset) else { return nil }
        let line = panel.lines[offset]
        if line.placedItems >= 0, panel.placedItems.indices.contains(Int(line.placedItems)) {
            // A row of selectable lines: the one drawn at that column.
            let at = column - rect.column - line.indent
            return panel.placedItems[Int(line.placedItems)].first { at >= $0.column && at < $0.column + $0.width }.map { .item($0.item) }
        }
        return line.link.map(MouseTarget.item)
    }

    /// The command of the footer hint drawn at `column` of the bottom row, if the footer shows hints.
    static func target(in footer: StackFrame.Footer, column: Int) -> MouseTarget? {
        guard case .hints(let hints) = footer else { return nil }
        // As `drawFooter` lays them out: from column 1, `KEY WORD`, two blanks between hints.
        var start = 1
        for hint in hints {
            let width = DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.word)
            if column >= start && column < start + width {
                return hint.command(atOffset: column - start).map(MouseTarget.command)
            }
            start += width + 2
        }
        return nil
    }
}

extension StackFrame {
    /// What a click at `column`, `row` acts on: the footer's hints, or the breadcrumbs and items of the
    /// active (top-most) panel; a panel under a sheet, the notice and the log take no clicks.
    func target(column: Int, row: Int) -> MouseTarget? {
        guard !isTooSmall else { return nil }
        if row == size.height - 1 { return StackLayout.target(in: footer, column: column) }
        if row == 0, let tabBar {
            return tabBar.items.firstIndex { column >= $0.column && column < $0.column + $0.width }.map(MouseTarget.tab)
        }
        guard area.contains(column: column, row: row), let panel = panels.last else { return nil }
        if let events, events.rect.contains(column: column, row: row) { return nil }
        return StackLayout.target(in: panel, column: column, row: row)
    }
}
