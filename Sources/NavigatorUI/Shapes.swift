// Shapes, layers and borders, as SwiftUI's, drawn with the terminal's box-drawing characters: a shape is
// a block of lines in the cells its frame gives it (`.frame(width:height:)` counts cells), a stroke its
// outline (─│┌┐└┘, rounded ╭╮╰╯), a fill a block of `█` in the colour. `ZStack`, `.overlay` and
// `.background` draw their layers over each other in one block, the last on top; `.border` draws a box
// around a view's lines. Such a block is a paragraph whose lines are drawn as they are (`_CellGrid`).
import Observation
import TerminalUI

/// A colour as a view, as in SwiftUI (`VStack { Text(text); color }`): a swatch line, `████████ mint`,
/// in the colour. SwiftUI fills the space it is given; a terminal screen is lines, so the swatch is one
/// line, and the name makes it readable without colour (`NO_COLOR`). Given a size (a frame, or as a
/// layer of a `ZStack`, an `.overlay` or a `.background`), it fills it, as a filled `Rectangle`.
extension Color: _PrimitiveView {
    public func _render(into context: _RenderContext) {
        if context.proposedSize != nil || context.elasticShapes != nil {
            return _ShapeView(shape: Rectangle(), paint: .painted(with: terminalStyle))._render(into: context)
        }
        context.lines.append(TerminalUI.Text("████████ \(name)", style: context.textStyle.union(terminalStyle.style)))
    }
}

/// How a shape is filled, as SwiftUI's `FillStyle`: a terminal draws a shape in whole cells, so
/// neither rule changes it.
nonisolated public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`: a `lineWidth` of 2 or more draws heavy
/// lines (┏━┓); the rest has no terminal meaning.
nonisolated public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: Double
    public var dash: [Double]
    public init(lineWidth: Double = 1, lineCap: Int = 0, lineJoin: Int = 0, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

/// A shape, as SwiftUI's `Shape`: what its outline looks like in a terminal's cells. A shape is a
/// view: drawn filled in the text's colour, or with `.fill(_:)` and `.stroke(_:lineWidth:)`.
public protocol Shape: View {}

/// The shapes navigator draws, with the box-drawing corners of each one's outline. Any other shape
/// (an app's own) is drawn with square corners.
protocol DrawnShape: Shape {
    var corners: ShapeCorners { get }
}

extension Shape {
    /// Which box-drawing corners the shape's outline has.
    var drawnCorners: ShapeCorners { (self as? any DrawnShape)?.corners ?? .square }
}

/// The corners of a shape's outline: square (┌┐└┘) or round (╭╮╰╯).
enum ShapeCorners: Sendable {
    case square, round, circle
}

extension Shape {
    public static func _evaluate(_ view: Self, into context: _RenderContext) {
        _ShapeView(shape: view, paint: .fill(nil))._render(into: context)
    }
    public var body: Never { fatalError("\(Self.self) is drawn by NavigatorUI, it has no body") }

    /// The shape filled with a colour, or a level (`.secondary` is dim): a block of `█` in it, its
    /// round corners quarter blocks.
    public consuming func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, paint: .painted(with: content.terminalStyle))
    }
    /// The shape filled with the text's colour.
    public consuming func fill(style: FillStyle = FillStyle()) -> some View { _ShapeView(shape: self, paint: .fill(nil)) }
    /// The shape's outline in a colour, with box-drawing characters; heavy from a `lineWidth` of 2.
    public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        let style = content.terminalStyle
        return _ShapeView(shape: self, paint: style.drawsNothing ? .nothing : .stroke(style.style, heavy: lineWidth >= 2))
    }
    /// The shape's outline in a colour, in a `StrokeStyle`'s width.
    public consuming func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(content, lineWidth: style.lineWidth)
    }
    /// The shape's outline in the text's colour.
    public consuming func stroke(lineWidth: Double = 1) -> some View { _ShapeView(shape: self, paint: .stroke(nil, heavy: lineWidth >= 2)) }
    /// The shape's outline inside its frame: in cells, the same as `stroke`.
    public consuming func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View { stroke(content, lineWidth: lineWidth) }
}

/// A rectangle, as SwiftUI's: square corners (┌┐└┘).
public struct Rectangle: DrawnShape {
    public init() {}
    var corners: ShapeCorners { .square }
}

/// A rectangle with rounded corners, as SwiftUI's: its corners ╭╮╰╯ whatever the radius.
public struct RoundedRectangle: DrawnShape {
    public var cornerRadius: Double
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    var corners: ShapeCorners { .round }
}

/// How a rounded rectangle's corners curve, as SwiftUI's: a terminal's are one character.
nonisolated public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A capsule, as SwiftUI's: round corners (╭╮╰╯); one line high, `(───)` or `▐███▌`.
public struct Capsule: DrawnShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    var corners: ShapeCorners { .round }
}

/// A circle, as SwiftUI's: with no size, a `●` in the colour `fill(_:)` gives it (`○` stroked); in
/// a frame, its outline with round corners (╭╮╰╯).
public struct Circle: DrawnShape {
    public init() {}
    var corners: ShapeCorners { .circle }
}

/// An ellipse, as SwiftUI's: drawn as `Circle`.
public struct Ellipse: DrawnShape {
    public init() {}
    var corners: ShapeCorners { .circle }
}

// The shapes by their short names, as SwiftUI's: `.clipShape(.capsule)`, `.clipShape(.rect(cornerRadius: 8))`.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

/// A shape filled or stroked: what `.fill(_:)` and `.stroke(_:lineWidth:)` return.
@usableFromInline struct _ShapeView<S: Shape>: _PrimitiveView {
    let shape: S
    enum Paint {
        /// `nil`: the text's colour.
        case fill(TerminalUI.Style?)
        case stroke(TerminalUI.Style?, heavy: Bool)
        /// Painted with `Color.clear` or the background: the shape's cells are left as they are.
        case nothing

        /// A fill in `style`, or nothing for a style that draws nothing.
        static func painted(with style: TerminalStyle) -> Paint { style.drawsNothing ? .nothing : .fill(style.style) }
    }
    let paint: Paint

    public func _render(into context: _RenderContext) {
        let corners = shape.drawnCorners
        let paint = self.paint
        let textStyle = context.textStyle
        let draw: ElasticShape = { width, height in Self.draw(corners, paint: paint, textStyle: textStyle, width: width, height: height) }
        guard let proposed = context.proposedSize else {
            if var elastic = context.elasticShapes {
                // In a `ZStack`: as large as the stack, once its other layers say how large that is.
                context.elasticShapes = nil
                elastic[context.lines.count] = draw
                context.elasticShapes = elastic
                context.lines.append(TerminalUI.Text(""))
                return
            }
            if corners == .circle {
                let dot: TerminalUI.Text = Self.draw(corners, paint: paint, textStyle: textStyle, width: 1, height: 1)
                context.lines.append(dot)
                return
            }
            context.appendBlock(draw(context.availableWidth, 1))
            return
        }
        let width = min(proposed.width ?? context.availableWidth, context.availableWidth)
        let height = min(proposed.height ?? 1, context.availableHeight)
        guard width > 0, height > 0 else { return }
        context.appendBlock(draw(width, height))
    }

    /// The shape's lines at a size, joined with `\n`.
    static func draw(_ corners: ShapeCorners, paint: Paint, textStyle: TerminalUI.Style, width: Int, height: Int) -> TerminalUI.Text {
        var rows: [String] = []
        let style: TerminalUI.Style
        if case .nothing = paint {
            return TerminalUI.Text(Array(repeating: String(repeating: " ", count: width), count: height).joined(separator: "\n"))
        }
        if corners == .circle, width == 1, height == 1 {
            switch paint {
            case .nothing: break
            case let .fill(colour): return TerminalUI.Text("●", style: textStyle.union(colour ?? []))
            case let .stroke(colour, _): return TerminalUI.Text("○", style: textStyle.union(colour ?? []))
            }
        }
        switch paint {
        case .nothing:
            style = []
        case let .fill(colour):
            style = textStyle.union(colour ?? [])
            let full = String(repeating: "█", count: width)
            if corners == .square || width < 2 {
                rows = Array(repeating: full, count: height)
            } else if height == 1 {
                rows = [corners == .circle && width == 1 ? "●" : "▐" + String(repeating: "█", count: max(0, width - 2)) + "▌"]
            } else {
                let middle = String(repeating: "█", count: width - 2)
                rows = ["▗" + middle + "▖"] + Array(repeating: full, count: height - 2) + ["▝" + middle + "▘"]
            }
        case let .stroke(colour, heavy):
            style = textStyle.union(colour ?? [])
            if width == 1 && height == 1 {
                rows = [corners == .square ? "□" : "○"]
            } else if height == 1 {
                rows = [corners == .square ? String(repeating: heavy ? "━" : "─", count: width)
                        : "(" + String(repeating: "─", count: max(0, width - 2)) + (width > 1 ? ")" : "")]
            } else if width == 1 {
                rows = Array(repeating: heavy ? "┃" : "│", count: height)
            } else {
                let round = corners != .square && !heavy
                let (h, v) = heavy ? ("━", "┃") : ("─", "│")
                let (tl, tr, bl, br) = heavy ? ("┏", "┓", "┗", "┛") : round ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
                let edge = String(repeating: h, count: width - 2)
                let inside = v + String(repeating: " ", count: width - 2) + v
                rows = [tl + edge + tr] + Array(repeating: inside, count: height - 2) + [bl + edge + br]
            }
        }
        var grid = _CellGrid(width: width, height: rows.count)
        for (row, line) in rows.enumerated() {
            // A stroke's inside is see-through: what is under it shows there.
            grid.draw(TerminalUI.Text(line, style: style), row: row, column: 0, spacesAreClear: true)
        }
        return grid.text
    }
}

/// A layer drawn around a view's cells rather than over them: a stroked shape goes a cell around the
/// view on each side (`Text("3").overlay { Circle().stroke() }` is the 3 in a ring); a filled round
/// one a column on each side, for its caps (`▐New▌`).
protocol _AroundContent {
    var _margin: (horizontal: Int, vertical: Int) { get }
}

extension _ShapeView: _AroundContent {
    var _margin: (horizontal: Int, vertical: Int) {
        switch paint {
        case .stroke: return (1, 1)
        case .fill: return shape.drawnCorners == .square ? (0, 0) : (1, 0)
        case .nothing: return (0, 0)
        }
    }
}

/// A shape drawn at a size given later (in a `ZStack`, at the stack's).
typealias ElasticShape = (_ width: Int, _ height: Int) -> TerminalUI.Text

/// A size given to the shapes under a view, in cells.
@usableFromInline struct _ProposedSize {
    var width: Int?
    var height: Int?
}

/// The terminal's size, kept by the view host: read under observation, so that a resize draws again
/// what depends on it (a `GeometryReader`, a shape as wide as the screen).
@Observable @usableFromInline final class _TerminalGeometry {
    var size = TerminalSize(width: 80, height: 24)
    /// How wide the screens' column is when it isn't the whole terminal: a split view's detail column.
    var columnWidth: Int?
}

extension _RenderContext {
    /// The terminal's size, as the last resize gave it.
    var terminalSize: TerminalSize { host.geometry.size }
    /// The columns a paragraph has on the screen (in a split view's detail column, the column's): a
    /// block is at most this wide.
    var availableWidth: Int { max(1, (host.geometry.columnWidth ?? terminalSize.width) - 4 - horizontalInset) }
    /// The lines a screen has for its body, at most: a block is at most this high.
    var availableHeight: Int { max(1, terminalSize.height - 4) }

    /// The width the lines from `start` on are drawn at: the widest (a block's widest line), at most
    /// the screen's.
    func naturalWidth(ofLinesFrom start: Int) -> Int {
        var widest = 0
        for line in lines[start...] {
            if line.string.utf8.contains(0x0A) {
                for row in line.blockLines() { widest = max(widest, DisplayWidth.of(row.string)) }
            } else {
                widest = max(widest, DisplayWidth.of(line.string))
            }
        }
        return min(widest, availableWidth)
    }

    /// The text lines from `start` on, in a frame: wrapped at `width` (their own when `nil`), cut at
    /// `maxHeight` lines, padded to `minHeight`, and placed in the frame by `alignment`, as one block.
    /// Left as they are when a shape drew them (its frame sized it already), and in a label or a row
    /// (one line of text).
    func frameLines(from start: Int, width: Int?, minHeight: Int?, maxHeight: Int?, alignment: Alignment) {
        if isInLabel, !collectsLabel, let width, lines.count == start + 1, !lines[start].string.utf8.contains(0x0A) {
            // A control's label is one line: as wide as the frame, placed in it (a keypad's keys line
            // up); wider, as it is.
            let room = width - DisplayWidth.of(lines[start].string)
            guard room > 0 else { return }
            let lead = (alignment.offsets.horizontal + 1) * room / 2
            lines[start] = TerminalUI.Text(String(repeating: " ", count: lead)) + lines[start] + TerminalUI.Text(String(repeating: " ", count: room - lead))
            return
        }
        guard lines.count > start, !isInLabel, !isEvaluatingRow, !collectsLabel,
              !lines[start...].contains(where: { $0.string.utf8.contains(0x0A) }) else { return }
        var rows: [TerminalUI.Text] = []
        for line in lines[start...] {
            if let width, DisplayWidth.of(line.string) > width {
                rows.append(contentsOf: TextWrap.lines(line, width: width))
            } else {
                rows.append(line)
            }
        }
        if let maxHeight, rows.count > maxHeight { rows.removeSubrange(maxHeight...) }
        let text = _CellGrid(rows: rows)
        let frameWidth = width ?? text.width
        let frameHeight = max(minHeight ?? 0, rows.count)
        guard frameWidth != text.width || frameHeight != rows.count || lines.count - start > 1 else { return }
        var grid = _CellGrid(width: frameWidth, height: frameHeight)
        grid.draw(text.clipped(width: frameWidth), alignment: alignment)
        lines.removeSubrange(start...)
        appendBlock(grid.text)
        linesReplaced(from: start)
    }

    /// Adds a block of lines drawn as they are (joined with `\n`).
    func appendBlock(_ block: TerminalUI.Text) {
        breaksLines = true
        // A block of one line (a grid of one row, a row of one-line shapes) ends with a `\n`, which
        // tells it from a paragraph (`Text.blockLines()`): drawn as it is, its spaces kept.
        if !block.string.isEmpty, !block.string.utf8.contains(0x0A) {
            lines.append(block + TerminalUI.Text("\n"))
        } else {
            lines.append(block)
        }
    }

    /// The grid of `lines[start...]`, each wrapped to `width` unless it is a block already.
    func grid(ofLinesFrom start: Int, width: Int) -> _CellGrid {
        var rows: [TerminalUI.Text] = []
        for line in lines[start...] {
            if line.string.utf8.contains(0x0A) {
                rows.append(contentsOf: line.blockLines())
            } else if DisplayWidth.of(line.string) > width {
                rows.append(contentsOf: TextWrap.lines(line, width: width))
            } else {
                rows.append(line)
            }
        }
        return _CellGrid(rows: rows)
    }
}

// MARK: Drawing in cells

/// Cells of characters with their styles, a layer drawn over another: what a shape, a `ZStack` and a
/// border are made in, then made a text again, its rows joined with `\n`.
struct _CellGrid {
    enum Cell: Equatable {
        /// Nothing drawn: what is under it shows.
        case clear
        case character(Character, TerminalUI.Style)
        /// The second column of a wide character.
        case continuation
    }
    private(set) var width: Int
    private(set) var height: Int
    private var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .clear, count: self.width * self.height)
    }

    /// Rows of text, one under the other, as wide as the widest.
    init(rows: [TerminalUI.Text]) {
        let width = rows.reduce(0) { max($0, DisplayWidth.of($1.string)) }
        self.init(width: width, height: rows.count)
        for (row, text) in rows.enumerated() { draw(text, row: row, column: 0) }
    }

    /// A block's lines (joined with `\n`) or a line.
    init(_ text: TerminalUI.Text) { self.init(rows: text.blockLines()) }

    subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Draws `text` from a cell on, clipped at the grid's edge. `spacesAreClear`: a space draws nothing
    /// (a stroke's inside).
    mutating func draw(_ text: TerminalUI.Text, row: Int, column start: Int, spacesAreClear: Bool = false) {
        guard row >= 0, row < height else { return }
        var column = start
        for span in text.spans {
            for character in span.text {
                let cellWidth = DisplayWidth.of(character)
                guard cellWidth > 0 else { continue }
                defer { column += cellWidth }
                guard column >= 0, column + cellWidth <= width else { continue }
                if spacesAreClear && character == " " { continue }
                put(.character(character, span.style), row: row, column: column)
                if cellWidth == 2 { put(.continuation, row: row, column: column + 1) }
            }
        }
    }

    /// Puts a cell, mending a wide character it cuts in two.
    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        if self[row, column] == .continuation, column > 0 { self[row, column - 1] = .character(" ", [] ) }
        if case .character = self[row, column], column + 1 < width, self[row, column + 1] == .continuation, cell != .continuation {
            self[row, column + 1] = .character(" ", [])
        }
        self[row, column] = cell
    }

    /// Draws `layer` over this grid, placed by `alignment`; the grid grows to hold it. A character
    /// drawn on a filled cell (`█` in a colour) is drawn on that colour.
    mutating func draw(_ layer: _CellGrid, alignment: Alignment) {
        if layer.width > width || layer.height > height { grow(width: max(width, layer.width), height: max(height, layer.height)) }
        let (h, v) = alignment.offsets
        let left = (width - layer.width) * (h + 1) / 2
        let top = (height - layer.height) * (v + 1) / 2
        for row in 0..<layer.height {
            // The row's glyphs go from `firstInk` to `lastInk`: a blank between them is a text's.
            var firstInk = layer.width, lastInk = -1
            for column in 0..<layer.width {
                if case let .character(character, _) = layer[row, column], character != " " {
                    firstInk = min(firstInk, column)
                    lastInk = column
                }
            }
            for column in 0..<layer.width {
                let cell = layer[row, column]
                switch cell {
                case .clear: continue
                // A blank is see-through, as the space around a SwiftUI view's glyphs is; between a text's
                // words on a colour (a fill's block), it is a cell of that colour, not a block. A blank
                // stays one where nothing is under it, to be see-through when this grid is laid over another.
                case .character(" ", var style) where style.background == nil:
                    switch self[top + row, left + column] {
                    case .clear:
                        self[top + row, left + column] = cell
                    case let .character("█", underStyle):
                        guard column > firstInk, column < lastInk else { continue }
                        if let colour = underStyle.foreground { style.background = colour } else { style.formUnion(.reverse) }
                        put(.character(" ", style), row: top + row, column: left + column)
                    default:
                        continue
                    }
                case .continuation: self[top + row, left + column] = .continuation
                case .character(let character, var style):
                    if case let .character(under, underStyle) = self[top + row, left + column], style.background == nil {
                        if "█▐▌▗▖▝▘".contains(under), let colour = underStyle.foreground {
                            style.background = colour
                        } else if under == "█" {
                            // On a block of the text's own colour (`Color.primary`, the accent colour): reversed.
                            style.formUnion(.reverse)
                        } else if let colour = underStyle.background {
                            style.background = colour
                        }
                    }
                    put(.character(character, style), row: top + row, column: left + column)
                }
            }
        }
    }

    /// The grid made larger, what it holds centred in it.
    private mutating func grow(width newWidth: Int, height newHeight: Int) {
        var grown = _CellGrid(width: newWidth, height: newHeight)
        grown.draw(self, alignment: .center)
        self = grown
    }

    /// The grid's rows joined with `\n`, a clear cell a space.
    var text: TerminalUI.Text {
        var text = TerminalUI.Text("")
        var run = "", runStyle = TerminalUI.Style()
        func flush() {
            if !run.isEmpty { text.append(runStyle.isEmpty ? TerminalUI.Text(run) : TerminalUI.Text(run, style: runStyle)) }
            run = ""
        }
        for row in 0..<height {
            if row > 0 {
                flush()
                text.append(TerminalUI.Text("\n"))
            }
            for column in 0..<width {
                let (character, style): (Character?, TerminalUI.Style) = switch self[row, column] {
                case .clear: (" ", [])
                case .continuation: (nil, runStyle)
                case let .character(character, style): (character, style)
                }
                guard let character else { continue }
                if style != runStyle { flush(); runStyle = style }
                run.append(character)
            }
        }
        flush()
        return text
    }

    /// A block's middle line: a shape in a label.
    static func middleLine(of text: TerminalUI.Text) -> TerminalUI.Text {
        let lines = text.blockLines()
        return lines[(lines.count - 1) / 2]
    }
}

extension Alignment {
    /// Where a layer goes in a larger one: -1 at the leading or top edge, 0 centred, 1 at the other.
    var offsets: (horizontal: Int, vertical: Int) {
        let horizontal = name.hasSuffix("eading") ? -1 : name.hasSuffix("railing") ? 1 : 0
        let vertical = name.hasPrefix("top") ? -1 : name.hasPrefix("bottom") ? 1 : 0
        return (horizontal, vertical)
    }

    /// Its horizontal part: how a grid's or a row's flexible child places its lines.
    var horizontal: HorizontalAlignment {
        switch offsets.horizontal {
        case -1: .leading
        case 1: .trailing
        default: .center
        }
    }
}

// MARK: Layers

/// Views over each other, SwiftUI's `ZStack`: drawn in one block, each layer over the one before it
/// (the last on top), placed by `alignment`; a shape with no frame of its own is as large as the
/// stack. Its buttons, links and controls are placed in their layers, where the layers put them.
public struct ZStack<Content: View>: _PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// Layers over each other, placed by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        let outerElastic = context.elasticShapes
        context.elasticShapes = [:]
        context.placesLinks += 1
        context.evaluate(content, at: "z")
        context.placesLinks -= 1
        let elastic = context.elasticShapes ?? [:]
        context.elasticShapes = outerElastic
        context.composeLayers(from: start, elastic: elastic, alignment: alignment)
    }
}

extension _RenderContext {
    /// Draws `lines[start...]` over each other in one block, the first at the bottom; the lines of
    /// `elastic` drawn at the size the others make.
    func composeLayers(from start: Int, elastic: [Int: ElasticShape], alignment: Alignment, size: (width: Int, height: Int)? = nil) {
        guard lines.count - start > 1 || !elastic.isEmpty else { return }
        let width = availableWidth
        var layers: [_CellGrid?] = []
        var stackWidth = 0, stackHeight = 0
        for index in start..<lines.count {
            if elastic[index] != nil {
                layers.append(nil)
                continue
            }
            let line = lines[index]
            let rows = line.string.utf8.contains(0x0A) ? line.blockLines()
                : DisplayWidth.of(line.string) > width ? TextWrap.lines(line, width: width) : [line]
            let single = _CellGrid(rows: rows).clipped(width: width)
            stackWidth = max(stackWidth, single.width)
            stackHeight = max(stackHeight, single.height)
            layers.append(single)
        }
        if let size {
            stackWidth = size.width
            stackHeight = size.height
        } else if let proposed = proposedSize {
            stackWidth = max(stackWidth, min(proposed.width ?? 0, width))
            stackHeight = max(stackHeight, min(proposed.height ?? 0, availableHeight))
        }
        if stackWidth == 0 { stackWidth = width }
        if stackHeight == 0 { stackHeight = 1 }
        var grid = _CellGrid(width: stackWidth, height: stackHeight)
        for (offset, layer) in layers.enumerated() {
            if let layer {
                grid.draw(layer, alignment: alignment)
            } else if let draw = elastic[start + offset] {
                grid.draw(_CellGrid(draw(stackWidth, stackHeight)), alignment: alignment)
            }
        }
        lines.removeSubrange(start...)
        appendBlock(grid.text)
        linesReplaced(from: start)
    }
}

extension _CellGrid {
    /// This grid with `other` to its right, `spacing` columns apart, centred in the height of the higher.
    func besides(_ other: _CellGrid, spacing: Int) -> _CellGrid {
        guard width > 0 else { return other }
        let gap = spacing
        var joined = _CellGrid(width: width + gap + other.width, height: max(height, other.height))
        var left = _CellGrid(width: width, height: joined.height)
        left.draw(self, alignment: .center)
        var right = _CellGrid(width: other.width, height: joined.height)
        right.draw(other, alignment: .center)
        for row in 0..<joined.height {
            for column in 0..<width { joined[row, column] = left[row, column] }
            for column in 0..<other.width { joined[row, width + gap + column] = right[row, column] }
        }
        return joined
    }

    /// Puts `block`'s cells from `row` and `column` on (what is outside the grid is left out).
    mutating func place(_ block: _CellGrid, row top: Int = 0, column start: Int) {
        for row in 0..<block.height where top + row < height {
            for column in 0..<block.width where start + column < width {
                self[top + row, start + column] = block[row, column]
            }
        }
    }

    /// The grid cut at `width` columns.
    func clipped(width limit: Int) -> _CellGrid {
        guard width > limit else { return self }
        var clipped = _CellGrid(width: limit, height: height)
        for row in 0..<height {
            for column in 0..<limit {
                let cell = self[row, column]
                if column == limit - 1, column + 1 < width, self[row, column + 1] == .continuation { continue }
                clipped[row, column] = cell
            }
        }
        return clipped
    }
}

/// A view with another drawn over it or under it (`.overlay`, `.background`): the other is as large as
/// the view (a shape in it fills the view's cells), placed by `alignment`.
@usableFromInline struct _LayeredView<Content: View, Layer: View>: _PrimitiveView {
    let content: Content
    let layer: Layer
    let alignment: Alignment
    /// The layer is under the content.
    let isBackground: Bool

    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        context.evaluate(content, at: "content")
        guard context.lines.count > start else {
            // Nothing drawn to lay it over (a list, a stack: their rows are links): an overlay is drawn
            // after it (`.overlay { if items.isEmpty { ContentUnavailableView(…) } }`), a background not at all.
            if !isBackground { context.evaluate(layer, at: "overlay") }
            return
        }
        // In a control's label, the label is one line however long (the row cuts it): not wrapped into a
        // block of lines, of which the label would keep only one.
        let width = context.isInLabel ? Int.max / 4 : context.availableWidth
        var base = context.grid(ofLinesFrom: start, width: width).clipped(width: width)
        if let shape = layer as? any _AroundContent {
            // An outline, or a round fill's caps, can't share the content's cells: it goes around them.
            let margin = shape._margin
            var grown = _CellGrid(width: base.width + 2 * margin.horizontal, height: base.height + 2 * margin.vertical)
            grown.draw(base, alignment: .center)
            base = grown
        }
        let layerStart = context.lines.count
        let outerSize = context.proposedSize, outerElastic = context.elasticShapes
        context.proposedSize = _ProposedSize(width: base.width, height: base.height)
        context.elasticShapes = nil
        // Its buttons and links are placed in it, over the view or under it.
        context.placesLinks += 1
        context.evaluate(layer, at: isBackground ? "background" : "overlay")
        context.placesLinks -= 1
        context.proposedSize = outerSize
        context.elasticShapes = outerElastic
        guard context.lines.count > layerStart else { return }
        var grid = _CellGrid(width: base.width, height: base.height)
        let drawn = context.grid(ofLinesFrom: layerStart, width: width).clipped(width: width)
        if isBackground {
            grid.draw(drawn, alignment: alignment)
            grid.draw(base, alignment: .topLeading)
        } else {
            grid.draw(base, alignment: .topLeading)
            grid.draw(drawn, alignment: alignment)
        }
        context.lines.removeSubrange(start...)
        context.appendBlock(grid.text)
        context.linesReplaced(from: start)
    }
}

/// A view inside a box-drawn border (`.border(_:width:)`), the border in the colour given.
@usableFromInline struct _BorderedView<Content: View>: _PrimitiveView {
    let content: Content
    let style: TerminalUI.Style
    let heavy: Bool

    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        // Its buttons and links are placed inside it, with its texts, laid out in the width it leaves.
        context.placesLinks += 1
        context.horizontalInset += 2
        context.evaluate(content, at: "border")
        context.horizontalInset -= 2
        context.placesLinks -= 1
        // A horizontal scroll view's content in it (or it in one) is not cut: it scrolls sideways with it.
        let sideways = context.scrollsSideways(from: start)
        let room = max(1, context.availableWidth - 2)
        let content = context.grid(ofLinesFrom: start, width: sideways ? .max : room)
        let inner = sideways ? content : content.clipped(width: room)
        let width = inner.width + 2, height = inner.height + 2
        var bordered = _CellGrid(_ShapeView<Rectangle>.draw(.square, paint: .stroke(style, heavy: heavy), textStyle: [], width: width, height: height))
        var placed = _CellGrid(width: width, height: height)
        placed.draw(inner, alignment: .center)
        bordered.draw(placed, alignment: .center)
        context.lines.removeSubrange(start...)
        context.appendBlock(bordered.text)
        context.linesReplaced(from: start)
        if sideways { context.markLastLineSideways() }
    }
}

/// A view whose shapes are given a size (`.frame(width:height:)`, in cells): a shape under it is drawn
/// in that many cells; the rest of the view is drawn as it is.
@usableFromInline struct _FrameView<Content: View>: _PrimitiveView {
    let content: Content
    let width: Double?
    let height: Double?
    var alignment = Alignment.center

    public func _render(into context: _RenderContext) {
        guard width != nil || height != nil else { return context.evaluate(content, at: "same") }
        let outer = context.proposedSize
        let start = context.lines.count
        let columns = width.flatMap(_Points.columns), lines = height.flatMap(_Points.lines)
        context.proposedSize = _ProposedSize(width: columns ?? outer?.width, height: lines ?? outer?.height)
        context.evaluate(content, at: "same")
        context.proposedSize = outer
        // Text in a frame: its lines wrapped at the frame's width, placed in it by the alignment.
        context.frameLines(from: start, width: columns.map { min($0, context.availableWidth) }, minHeight: lines, maxHeight: lines,
                           alignment: alignment)
    }
}

/// SwiftUI's points in a terminal's cells: a column is 8 points wide and a line 16 points high, about
/// the cell of a 13-point monospaced font, so a view keeps its proportions (a 44-point icon is 6 columns
/// by 3 lines, a 300-point photo 38 by 19). A length is at least one cell, and at most what a screen
/// could hold; an infinite one is none.
enum _Points {
    static let perColumn = 8.0
    static let perLine = 16.0

    static func columns(_ points: Double) -> Int? {
        guard points.isFinite else { return nil }
        return Int(min(10_000, max(1, (points / perColumn).rounded())))
    }

    static func lines(_ points: Double) -> Int? {
        guard points.isFinite else { return nil }
        return Int(min(10_000, max(1, (points / perLine).rounded())))
    }

    /// What `.padding()` gives each edge when no length is: SwiftUI's 16 points.
    static let defaultPadding = 16.0

    /// Padding in cells: columns to the nearest (4 points are a column), lines whole (8 points are no
    /// line: a line is as tall as two columns are wide, and half of one would double a short view).
    static func padding(_ insets: EdgeInsets) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
        func columns(_ points: Double) -> Int { points.isFinite && points > 0 ? Int(min(100, (points / perColumn).rounded())) : 0 }
        func lines(_ points: Double) -> Int { points.isFinite && points > 0 ? Int(min(100, (points / perLine).rounded(.down))) : 0 }
        return (lines(insets.top), columns(insets.leading), lines(insets.bottom), columns(insets.trailing))
    }
}

extension View {
    /// A size for the view, in points (8 a column, 16 a line: `_Points`): a shape under it is drawn in
    /// that many cells (clipped to the screen); a text's lines are wrapped at `width`, cut or padded to
    /// `height` lines, and placed in them by `alignment`.
    public consuming func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        _FrameView(content: self, width: width, height: height, alignment: alignment)
    }

    /// Draws `overlay` over this view, as large as it, placed by `alignment`: `Text("3").overlay { Circle().stroke() }`.
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _LayeredView(content: self, layer: content(), alignment: alignment, isBackground: false)
    }
    /// Draws `overlay` over this view, as large as it, placed by `alignment`.
    public consuming func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        _LayeredView(content: self, layer: overlay, alignment: alignment, isBackground: false)
    }
    /// Draws `content` under this view, as large as it: `Text("New").background { Capsule().fill(.blue) }`
    /// draws the text on blue.
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _LayeredView(content: self, layer: content(), alignment: alignment, isBackground: true)
    }
    /// Draws `background` under this view, as large as it (a colour is a `ShapeStyle`: the texts on it).
    @_disfavoredOverload
    public consuming func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        _LayeredView(content: self, layer: background, alignment: alignment, isBackground: true)
    }
    /// A box-drawn border around the view's lines, in a colour; heavy lines from a `width` of 2.
    public consuming func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        _BorderedView(content: self, style: content.terminalStyle.style, heavy: width >= 2)
    }
}
