// SwiftUI's scroll views and grids, drawn as a terminal screen draws its body: one child under the
// other, in the order written, the screen scrolling when they don't fit (its own scroll, `PgUp`/`PgDn`).
// A grid's tiles become lines, a row of a `Grid` one line. Laying them out in cells side by side is the
// view graph's layout (issue "One front door", point 2).

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

/// A scrolling view, as SwiftUI's: its content drawn in place, the screen scrolling when it is longer
/// than the terminal (a horizontal one draws its children one under the other too).
public struct ScrollView<Content: View>: _PrimitiveView {
    let content: Content
    /// A view scrolling along `axes`, with its indicators or not: the screen has one scroll.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "scroll") }
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

/// A grid of rows, as SwiftUI's `Grid`: each `GridRow` one line.
public struct Grid<Content: View>: _PrimitiveView {
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "grid") }
}

/// A row of a `Grid`: its cells' texts joined on one line, as an `HStack`'s.
public struct GridRow<Content: View>: _PrimitiveView {
    let row: HStack<Content>
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        row = HStack(content: content)
    }
    public func _render(into context: _RenderContext) { row._render(into: context) }
}

/// A view with an explicit identity, as SwiftUI's `.id(_:)`: when the identity changes, the view is
/// another, and its `@State` starts again.
public struct _IdentifiedView<Content: View, ID: Hashable>: _PrimitiveView {
    let content: Content
    let id: ID
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "id\(id.hashValue)") }
}

extension View {
    /// Gives the view an identity: a new one makes it another view, whose `@State` starts again.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> { _IdentifiedView(content: self, id: id) }
    /// Padding on each edge: a terminal line has none.
    public func padding(_ insets: EdgeInsets) -> _UnchangedView<Self> { _UnchangedView(content: self) }
}
