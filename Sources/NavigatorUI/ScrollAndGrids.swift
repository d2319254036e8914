// SwiftUI's scroll views and grids, drawn as a terminal screen draws its body: one child under the
// other, in the order written, the screen scrolling when they don't fit (its own scroll, `PgUp`/`PgDn`);
// a horizontal scroll view's content at its own width, scrolled sideways to its selected control. A lazy
// grid's tiles become lines; a `Grid`'s rows are lines whose cells are in columns.
import TerminalUI

/// The horizontal and vertical axes, as SwiftUI's.
nonisolated public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes: `.vertical`, `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Insets on each edge, as SwiftUI's: accepted by `.padding(_:)`.
nonisolated public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A scrolling view, as SwiftUI's: a vertical one is its content drawn in place, the screen scrolling
/// when it is longer than the terminal; a horizontal one lays its content out at its own width (an
/// `HStack`'s children side by side, none narrowed), scrolled sideways to show the button or link
/// selected in it.
public struct ScrollView<Content: View>: _PrimitiveView {
    let content: Content
    let isHorizontal: Bool
    /// A view scrolling along `axes`, with its indicators or not.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        isHorizontal = axes.contains(.horizontal)
    }
    public func _render(into context: _RenderContext) {
        guard isHorizontal, !context.scrollsSideways, !context.isInLabel, !context.isEvaluatingRow, !context.collectsLabel else {
            return context.evaluate(content, at: "scroll")
        }
        let start = context.lines.count
        context.scrollsSideways = true
        context.placesLinks += 1
        context.evaluate(content, at: "scroll")
        context.placesLinks -= 1
        context.scrollsSideways = false
        guard context.lines.count > start else { return }
        // One block at the content's own width (a text is not wrapped), or the screen's when it is
        // narrower; wider, the screen scrolls it sideways.
        let grid = context.grid(ofLinesFrom: start, width: .max)
        context.lines.removeSubrange(start...)
        context.appendBlock(grid.text)
        context.linesReplaced(from: start)
        if grid.width > context.availableWidth { context.markLastLineSideways() }
    }
}

/// A column that builds its children as they come into view, as SwiftUI's: laid out as a `VStack`, its
/// `ForEach` elements built as far as the screen has been scrolled and two pages beyond, twice as many
/// more each time the frame comes near their end (a key that scrolls past them shows them built).
/// `ScrollView { LazyVStack { ForEach(0..<1_000_000, id: \.self) { Card(number: $0) } } }` costs the
/// cards shown. An element built stays built while its screen is (its state kept, its `.onAppear` run
/// when it is first built, which is how an app loads its next page); `End` goes to the last element
/// built, more being built beyond it. In a list's row, a control's label or an `HStack`'s row it is a
/// `VStack`, built whole.
public struct LazyVStack<Content: View>: _PrimitiveView {
    let stack: VStack<Content>
    /// A lazy column with an alignment and spacing, as `VStack`'s; `pinnedViews` is accepted.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    /// A lazy column with an optional spacing in `CGFloat` (a variable of the app's).
    @_disfavoredOverload
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat?, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing.map(Double.init), content: content)
    }

    public func _render(into context: _RenderContext) {
        guard context.lazyBudget == nil, context.rowParts == nil, !context.isInLabel, !context.isEvaluatingRow, !context.collectsLabel else {
            return context.evaluate(stack, at: "lazy")
        }
        // How many elements it builds: three screens' worth at first (an element is a line at least).
        let initial = 3 * context.availableHeight
        let built = context.keepsState ? context.cell(field: "lazy", initial: initial) : nil
        let count = built?.value ?? initial
        context.lazyBudget = count
        context.evaluate(stack, at: "lazy")
        let isCut = context.lazyCut
        context.lazyBudget = nil
        context.lazyCut = false
        guard isCut else { return }
        // Where what is built ends: a dim `⋯` while more is built (a frame that comes near it builds more
        // before it is drawn, so it is seldom seen).
        context.lines.append(TerminalUI.Text("⋯", style: .dim))
        guard let built else { return }
        context.lazyEnds.append(TerminalUI.LazyEnd(paragraph: context.lines.count - 1) {
            if built.value == count { built.value = count * 2 }
        })
    }
}

/// A row that builds its children as they come into view, as SwiftUI's: a terminal row shows what fits
/// of it, so it is an `HStack`, built whole.
public struct LazyHStack<Content: View>: _PrimitiveView {
    let stack: HStack<Content>
    /// A lazy row with an alignment and spacing, as `HStack`'s; `pinnedViews` is accepted.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    /// A lazy row with an optional spacing in `CGFloat` (a variable of the app's).
    @_disfavoredOverload
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat?, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing.map(Double.init), content: content)
    }

    public func _render(into context: _RenderContext) { context.evaluate(stack, at: "lazy") }
}

/// The first of its children that fits, as SwiftUI's: a terminal can't measure them before drawing,
/// so the first, which SwiftUI code writes as the widest choice, is drawn.
public struct ViewThatFits<Content: View>: _PrimitiveView {
    let content: Content
    /// Draws the first child that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) {
        guard let block = content as? any _FirstChildDrawing else { return context.evaluate(content, at: "fits") }
        context.path.append("fits")
        defer { context.path.removeLast() }
        block._renderFirstChild(into: context)
    }
}

/// A column or row of a lazy grid, as SwiftUI's: accepted; a terminal grid is one column.
nonisolated public struct GridItem: Hashable, Sendable {
    /// How a grid item is sized.
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid growing downwards, as SwiftUI's: its tiles drawn one under the other.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "vgrid") }
}

/// A grid growing sideways, as SwiftUI's: its tiles drawn one under the other.
public struct LazyHGrid<Content: View>: _PrimitiveView {
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "hgrid") }
}

/// The views a lazy stack or grid pins while scrolling, as SwiftUI's: accepted.
nonisolated public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A grid of rows, as SwiftUI's `Grid`: each `GridRow` one line, its cells in columns as wide as their
/// widest cell, a column's cells aligned by the grid's alignment or the column's
/// `.gridColumnAlignment(_:)`, `horizontalSpacing` cells apart (one when not given). A view in the grid
/// that isn't a `GridRow` is a line of its own, as wide as it is.
public struct Grid<Content: View>: _PrimitiveView {
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: Int
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment.horizontal
        spacing = max(0, Int((horizontalSpacing ?? 8) / 8))
    }
    public func _render(into context: _RenderContext) {
        let outer = context.gridRows
        let start = context.lines.count
        context.gridRows = []
        context.evaluate(content, at: "grid")
        let rows = context.gridRows ?? []
        context.gridRows = outer
        guard !rows.isEmpty else { return }
        // Each column as wide as its widest cell (a cell spanning columns counts in none), aligned as the
        // first of its cells that says how.
        var widths: [Int] = [], alignments: [HorizontalAlignment?] = []
        for row in rows {
            var column = 0
            for cell in row.cells {
                while widths.count < column + cell.columns {
                    widths.append(0)
                    alignments.append(nil)
                }
                if cell.columns == 1 { widths[column] = max(widths[column], DisplayWidth.of(cell.text.string)) }
                if alignments[column] == nil { alignments[column] = cell.alignment }
                column += cell.columns
            }
        }
        let gap = TerminalUI.Text(String(repeating: " ", count: spacing))
        for row in rows {
            var line = TerminalUI.Text("")
            var column = 0
            for (index, cell) in row.cells.enumerated() {
                let span = column..<min(widths.count, column + cell.columns)
                let width = span.reduce(0) { $0 + widths[$1] } + spacing * max(0, span.count - 1)
                let room = max(0, width - DisplayWidth.of(cell.text.string))
                let lead = switch alignments[column] ?? alignment {
                case .trailing: room
                case .center: room / 2
                default: 0
                }
                if index > 0 { line = line + gap }
                line = line + TerminalUI.Text(String(repeating: " ", count: lead)) + cell.text
                // The last cell keeps no trailing blanks.
                if index < row.cells.count - 1 { line = line + TerminalUI.Text(String(repeating: " ", count: room - lead)) }
                column += cell.columns
            }
            context.lines[row.line] = line
        }
        // Drawn as a block, its lines as they are: a paragraph's wrapping would close up the columns.
        let grid = context.grid(ofLinesFrom: start, width: context.availableWidth).clipped(width: context.availableWidth)
        context.lines.removeSubrange(start...)
        context.appendBlock(grid.text)
        context.linesReplaced(from: start)
    }
}

/// A row of a `Grid`: its cells in the grid's columns. Outside a grid, its cells' texts joined on one
/// line, as an `HStack`'s.
public struct GridRow<Content: View>: _PrimitiveView {
    let row: HStack<Content>
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        row = HStack(content: content)
    }
    public func _render(into context: _RenderContext) {
        guard context.gridRows != nil else { return row._render(into: context) }
        let start = context.lines.count
        let outerCells = context.gridCells
        context.gridCells = [:]
        // Its buttons and links are placed in their cells.
        context.placesLinks += 1
        context.evaluate(row.content, at: "h")
        context.placesLinks -= 1
        let marks = context.gridCells
        context.gridCells = outerCells
        // Each line a child drew is a cell (a block, a shape, is its middle line).
        var cells: [_GridCell] = []
        for index in start..<context.lines.count {
            var text = context.lines[index]
            if text.string.utf8.contains(0x0A) { text = _CellGrid.middleLine(of: text) }
            let mark = marks?[index]
            cells.append(_GridCell(text: text, alignment: mark?.alignment, columns: max(1, mark?.columns ?? 1)))
        }
        context.lines.removeSubrange(start...)
        context.lines.append(TerminalUI.Text(""))
        context.linesReplaced(from: start)
        context.gridRows?.append(_GridRowCells(line: context.lines.count - 1, cells: cells))
    }
}

/// A cell of a `GridRow`, as its grid lays it out.
struct _GridCell {
    let text: TerminalUI.Text
    let alignment: HorizontalAlignment?
    let columns: Int
}

/// A `GridRow`'s cells, and the line it holds until its grid lays it out.
struct _GridRowCells {
    let line: Int
    let cells: [_GridCell]
}

/// A cell's place in its grid: `.gridColumnAlignment(_:)`, `.gridCellColumns(_:)`.
@usableFromInline struct _GridCellView<Content: View>: _PrimitiveView {
    let content: Content
    let alignment: HorizontalAlignment?
    let columns: Int?
    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        context.evaluate(content, at: "same")
        guard context.gridCells != nil, context.lines.count > start else { return }
        let mark = context.gridCells?[start] ?? nil
        context.gridCells?[start] = (alignment ?? mark?.alignment, columns ?? mark?.columns)
    }
}

extension View {
    /// How the cells of this view's column of a `Grid` are aligned: the first cell of a column that says
    /// it aligns the column, as in SwiftUI.
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        _GridCellView(content: self, alignment: guide, columns: nil)
    }
    /// How many of a `Grid`'s columns this cell spans.
    public consuming func gridCellColumns(_ count: Int) -> some View {
        _GridCellView(content: self, alignment: nil, columns: count)
    }
}

/// A view with an explicit identity, as SwiftUI's `.id(_:)`: when the identity changes, the view is
/// another, and its `@State` starts again.
@usableFromInline struct _IdentifiedView<Content: View, ID: Hashable>: _PrimitiveView {
    let content: Content
    let id: ID
    public func _render(into context: _RenderContext) { context.evaluate(content, soleChildAt: "id\(id.hashValue)") }
}

extension View {
    /// Gives the view an identity: a new one makes it another view, whose `@State` starts again.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
    /// Space around the view, each edge's in points (8 a column, 16 a line).
    public consuming func padding(_ insets: EdgeInsets) -> some View { _PaddedView(content: self, insets: insets) }
}
