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
        guard context.buildsLazily else { return context.evaluate(stack, at: "lazy") }
        context.evaluateLazily(stack, at: "lazy", elementsAtFirst: 3 * context.availableHeight)
    }
}

extension _RenderContext {
    /// Whether a lazy stack or grid evaluated now builds its elements as they are shown: not in a row,
    /// a label, a list's row, or a lazy container's own content.
    var buildsLazily: Bool { lazyBudget == nil && rowParts == nil && !isInLabel && !isEvaluatingRow && !collectsLabel }

    /// Evaluates a lazy container's `view` (`buildsLazily`), building its `ForEach` elements as far as
    /// the screen has been scrolled: `elementsAtFirst`, then twice as many each time a frame comes
    /// near the last built (`Screen.lazyEnds`), as many as were kept at its place. Returns whether some
    /// were left out: then its last line is a dim `⋯`, the lazy end.
    @discardableResult
    func evaluateLazily<V: View>(_ view: V, at component: String, elementsAtFirst initial: Int) -> Bool {
        let built = keepsState ? cell(field: "lazy", initial: initial) : nil
        let count = built?.value ?? initial
        lazyBudget = count
        lazyExtra = 0
        evaluate(view, at: component)
        let isCut = lazyCut
        lazyBudget = nil
        lazyCut = false
        // Built further for a scroll request: kept built (the next evaluation builds as far).
        let shown = count + lazyExtra
        if lazyExtra > 0, let built { built.value = shown }
        lazyExtra = 0
        guard isCut else { return false }
        // Where what is built ends: a dim `⋯` while more is built (a frame that comes near it builds more
        // before it is drawn, so it is seldom seen).
        lines.append(TerminalUI.Text("⋯", style: .dim))
        if let built {
            lazyEnds.append(TerminalUI.LazyEnd(paragraph: lines.count - 1) {
                if built.value == shown { built.value = shown * 2 }
            })
        }
        return true
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

/// A view a `ScrollViewProxy` asked to be scrolled to: its identity, where it goes (−1 none, 0 top, 1
/// centre, 2 bottom), and the request's number (each is shown once).
typealias ScrollRequest = (id: AnyHashable, anchor: Int, request: Int)

/// What scrolls a scroll view to one of its views, as SwiftUI's (`ScrollViewReader`'s proxy): `scrollTo(id)`
/// finds the view with that identity (an `.id(_:)`, a `ForEach` element's, a `List` row's) on the screen
/// on top, selects its first button or link (else the next one under it), and scrolls its first line to
/// `anchor` (`.top`, `.center`, `.bottom`; `nil`: as little as shows it). In a `LazyVStack`, an element
/// not built yet is built first.
nonisolated public struct ScrollViewProxy {
    let reference: HostReference
    /// Scrolls to the view whose identity is `id`.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let place = anchor.map { $0.y <= 0.25 ? 0 : $0.y >= 0.75 ? 2 : 1 } ?? -1
        reference.host?.requestScroll(to: AnyHashable(id), anchor: place)
    }
}

/// A view whose content can scroll its scroll views to their views, as SwiftUI's: `content` is given the
/// proxy (`proxy.scrollTo(message.id, anchor: .bottom)`).
public struct ScrollViewReader<Content: View>: _PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    /// Content given a proxy that scrolls to its views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public func _render(into context: _RenderContext) {
        context.evaluate(content(ScrollViewProxy(reference: context.host.reference)), at: "reader")
    }
}

extension ViewHost {
    /// A view asked to be scrolled to (`ScrollViewProxy.scrollTo`): the screens on top are evaluated
    /// again, looking for it.
    func requestScroll(to id: AnyHashable, anchor: Int) {
        scrollRequests += 1
        scrollRequest = (id, anchor, scrollRequests)
        invalidateScreens()
    }
}

extension _RenderContext {
    /// Whether the view with identity `id` being evaluated is the one a scroll request asks for (and
    /// none was found before it).
    @inline(__always) func isScrollTarget(_ id: some Hashable) -> Bool {
        guard let scrollTo, scrollFound == nil else { return false }
        return AnyHashable(id) == scrollTo.id
    }

    /// The view being evaluated from here is the one scrolled to.
    func markScrollTarget() { scrollFound = (lines.count, links.count) }

    /// A lazy stack's `data` has the element a scroll request asks for beyond the `budget` it builds:
    /// it builds as far as that element, and a screen more (`lazyExtra`, kept by the stack).
    func buildLazily<Data: RandomAccessCollection, ID: Hashable>(upTo data: Data, id: (Data.Element) -> ID, budget: Int) {
        guard let scrollTo, scrollFound == nil, let index = data.firstIndex(where: { AnyHashable(id($0)) == scrollTo.id }) else { return }
        let offset = data.distance(from: data.startIndex, to: index)
        guard offset >= budget else { return }
        let wanted = offset + 1 + availableHeight
        lazyExtra += wanted - budget
        lazyBudget = wanted
    }

    /// The place of the view a scroll request found on this screen, for the screen (`Screen.scrollTarget`):
    /// its first selectable line in the screen's order of items (links, then the list's rows), else the
    /// first after it.
    func scrollTarget() -> TerminalUI.ScrollTarget? {
        guard let scrollTo else { return nil }
        if let row = scrollRowFound {
            let run = list.runs[row.run]
            let before = list.runs[..<row.run].reduce(0) { $0 + $1.rows.count }
            return TerminalUI.ScrollTarget(request: scrollTo.request, paragraph: run.paragraph, item: run.position + before + row.row,
                                           anchor: scrollTo.anchor)
        }
        guard let found = scrollFound else { return nil }
        var item: Int?
        if let index = links[found.link...].firstIndex(where: { $0.isEnabled }) {
            // Links after a list's first run are its rows' neighbours: counted after the runs before them.
            item = index + list.runs.reduce(0) { $1.position <= index ? $0 + $1.rows.count : $0 }
        }
        return TerminalUI.ScrollTarget(request: scrollTo.request, paragraph: found.paragraph, item: item, anchor: scrollTo.anchor)
    }
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

/// A grid growing downwards, as SwiftUI's: its tiles (each view its content draws, each `ForEach`
/// element's) in rows of as many columns as its items give at the screen's width (a `.fixed` or
/// `.flexible` item one, an `.adaptive(minimum:)` one as many as fit), each tile in an equal share of
/// the row placed by `alignment`, its buttons and links placed in it; rows under each other (a line
/// apart for each 16 points of `spacing`). Its `ForEach`
/// elements are built as a `LazyVStack`'s are, as far as the screen is scrolled. One column (a narrow
/// screen), or in a row, a label or a list's row: its tiles one under the other.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    let content: Content
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    /// The blank lines between rows: a line for each 16 points of `spacing`, none under that.
    let rowGap: Int
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.content = content()
        self.columns = columns
        self.alignment = alignment
        rowGap = spacing.map { $0.isFinite && $0 >= _Points.perLine ? min(10, Int($0 / _Points.perLine)) : 0 } ?? 0
    }
    public func _render(into context: _RenderContext) {
        guard context.buildsLazily else { return context.evaluate(content, at: "vgrid") }
        let spacing = columns.first?.spacing.flatMap(_Points.columns) ?? 1
        let count = Self.columnCount(columns, width: context.availableWidth, spacing: spacing)
        guard count > 1 else {
            context.evaluateLazily(content, at: "vgrid", elementsAtFirst: 3 * context.availableHeight)
            return
        }
        // Evaluated as a row's children are (a `VStack` a column of lines, a link placed in its line), then
        // cut into rows of `count` tiles, each laid out as a row whose children share its width.
        let start = context.lines.count, outerInHStack = context.isInHStack
        context.rowParts = []
        context.isInHStack = true
        context.placesLinks += 1
        let isCut = context.evaluateLazily(content, at: "vgrid", elementsAtFirst: 3 * count * context.availableHeight)
        context.placesLinks -= 1
        context.isInHStack = outerInHStack
        let parts = context.rowParts ?? []
        context.rowParts = nil
        // A lazy end (`⋯`) is no tile: it stays under the rows.
        let end = context.lines.count - (isCut ? 1 : 0)
        guard end > start else { return }
        let tiles = _RowLayout.children(from: start, to: end, parts: parts)
        let lines = Array(context.lines[start..<end])
        let sentinel = isCut ? context.lines.last : nil
        let lazyEnd = isCut && context.keepsState ? context.lazyEnds.popLast() : nil
        var rows: [_CellGrid] = []
        for first in stride(from: 0, to: tiles.count, by: count) {
            let row = tiles[first..<min(tiles.count, first + count)]
            let from = row.first!.lowerBound, to = row.last!.upperBound
            var rowParts: [_RowPart] = row.map { .flexible($0, alignment) }
            for part in parts {
                switch part {
                case let .column(range, alignment) where range.lowerBound >= from && range.upperBound <= to: rowParts.append(.column(range, alignment))
                case let .priority(range, value) where range.lowerBound >= from && range.upperBound <= to: rowParts.append(.priority(range, value))
                default: break
                }
            }
            // A row short of tiles keeps the others' column widths: blank tiles fill it.
            var rowLines = Array(lines[(from - start)..<(to - start)])
            for blank in 0..<(count - row.count) {
                rowLines.append(TerminalUI.Text(" "))
                rowParts.append(.flexible((to + blank)..<(to + blank + 1), alignment))
            }
            rows.append(_RowLayout(lines: rowLines, start: from, parts: rowParts, spacing: spacing, alignment: .top, width: context.availableWidth).grid)
        }
        // One block: the rows under each other, `rowGap` lines apart.
        var block = _CellGrid(width: rows.reduce(0) { max($0, $1.width) }, height: rows.reduce(0) { $0 + $1.height } + rowGap * (rows.count - 1))
        var top = 0
        for row in rows {
            block.place(row, row: top, column: 0)
            top += row.height + rowGap
        }
        context.lines.removeSubrange(start...)
        context.appendBlock(block.clipped(width: context.availableWidth).text)
        context.linesReplaced(from: start)
        if let sentinel { context.lines.append(sentinel) }
        if let lazyEnd { context.lazyEnds.append(TerminalUI.LazyEnd(paragraph: context.lines.count - 1, grow: lazyEnd.grow)) }
    }

    /// How many columns `items` make in `width` cells, `spacing` apart: one each, but an adaptive item
    /// as many as fit at its minimum in the width the others leave (shared with the other adaptive ones).
    static func columnCount(_ items: [GridItem], width: Int, spacing: Int) -> Int {
        var count = 0, used = 0
        var adaptive: [Int] = []
        for item in items {
            switch item.size {
            case let .fixed(points):
                count += 1
                used += _Points.columns(points) ?? 1
            case let .flexible(minimum, _):
                count += 1
                used += _Points.columns(minimum) ?? 1
            case let .adaptive(minimum, _):
                adaptive.append(_Points.columns(minimum) ?? 1)
            }
        }
        guard !adaptive.isEmpty else { return max(1, count) }
        let left = max(0, width - used - spacing * count)
        let share = left / adaptive.count
        for minimum in adaptive { count += max(1, (share + spacing) / (minimum + spacing)) }
        return max(1, count)
    }
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
    public func _render(into context: _RenderContext) {
        if context.isScrollTarget(id) { context.markScrollTarget() }
        context.evaluate(content, soleChildAt: "id\(id.hashValue)")
    }
}

extension View {
    /// Gives the view an identity: a new one makes it another view, whose `@State` starts again.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
    /// Space around the view, each edge's in points (8 a column, 16 a line).
    public consuming func padding(_ insets: EdgeInsets) -> some View { _PaddedView(content: self, insets: insets) }
}
