/// A row of tabs over a stack app, as SwiftUI's `TabView` shows its tab items: each tab's label (an
/// icon's glyph and a title), the one shown, and what shows another. The stack app lays its stacks out
/// under it, draws it on the top row, the tab shown in the bar's style; `[` and `]` (`KeyMap.tabbed`)
/// and a click on a tab show another. While a sheet or a cover is up the bar is dimmed and keeps its
/// tab: a presentation is modal, as SwiftUI's covers its tab bar.
package struct TabBar {
    /// The tabs' labels, in order.
    package var labels: [Text]
    /// The index of the tab shown.
    package var selected: Int
    /// Shows the tab at an index: called by `[`, `]` and a click on a tab.
    package var select: (Int) -> Void

    package init(labels: [Text], selected: Int, select: @escaping (Int) -> Void) {
        self.labels = labels
        self.selected = selected
        self.select = select
    }

    /// Each tab as drawn on a row `width` columns wide: its first column and its width (its label with a
    /// blank either side, a `│` between tabs). A label too long for an equal share is cut with `…`.
    func layout(width: Int) -> [(column: Int, width: Int)] {
        guard !labels.isEmpty else { return [] }
        let separators = labels.count - 1
        let wanted = labels.map { DisplayWidth.of($0.string) + 2 }
        // Each its own width when they all fit; else an equal share each, longer labels cut.
        let share = max(3, (width - separators) / labels.count)
        let fits = wanted.reduce(separators, +) <= width
        var column = 0
        var items: [(column: Int, width: Int)] = []
        for itemWidth in wanted {
            let shown = fits ? itemWidth : min(itemWidth, share)
            items.append((column, max(0, min(shown, width - column))))
            column += shown + 1
        }
        return items
    }

    /// The tab under `column` of the bar's row, if any.
    func tab(at column: Int, width: Int) -> Int? {
        layout(width: width).firstIndex { column >= $0.column && column < $0.column + $0.width }
    }
}

/// A tab bar laid out for a frame: what `StackLayout.draw` draws on the top row.
struct TabBarFrame {
    var labels: [Text]
    var items: [(column: Int, width: Int)]
    var selected: Int
    /// Dimmed while a presentation is up: the tabs can't be changed then.
    var isEnabled: Bool
}

extension StackLayout {
    /// Draws the tab bar on the top row: each tab ` label `, the one shown in the bar's style and bold,
    /// the others plain, a dim `│` between them.
    static func drawTabBar(_ bar: TabBarFrame, theme: Theme, into canvas: inout Canvas) {
        let row = 0
        canvas.erase(row: row, column: 0, width: canvas.width, height: 1)
        for (index, item) in bar.items.enumerated() where item.width > 0 {
            let isShown = index == bar.selected
            var style: Style = isShown ? theme.bar.union(theme.currentLevel) : []
            if !bar.isEnabled { style = style.union(.dim) }
            if isShown { canvas.fill(row: row, column: item.column, count: item.width, style: style) }
            canvas.drawTruncated(bar.labels[index], row: row, column: item.column + 1, maxWidth: max(0, item.width - 2), style: style)
            let separator = item.column + item.width
            if index < bar.items.count - 1, separator < canvas.width {
                canvas.draw("│", row: row, column: separator, maxWidth: 1, style: .dim)
            }
        }
    }
}
