// Layout and appearance modifiers: padding and frames laid out in cells; alignments, tints, list and
// button styles and title display modes, with no terminal meaning, draw as their content.

/// A view drawn as its content: the modifier has no terminal meaning.
@usableFromInline struct _UnchangedView<Content: View>: _PrimitiveView {
    let content: Content
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "same") }
}

/// A view with size limits (`.frame(minWidth:…maxHeight:alignment:)`): its text laid out in them.
@usableFromInline struct _FlexibleFrameView<Content: View>: _PrimitiveView {
    let content: Content
    let minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
    let alignment: Alignment

    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        if maxWidth == .infinity, minWidth == nil, minHeight == nil, maxHeight == nil, context.isInHStack, context.rowParts != nil {
            // A child of a row as wide as it may be: the row gives it a share of the room it leaves.
            context.evaluate(content, at: "same")
            guard context.lines.count > start else { return }
            context.rowParts?.append(.flexible(start..<context.lines.count, alignment.horizontal))
            return
        }
        // A shape under finite limits is drawn as large as they let it be (the screen's width at most).
        let outer = context.proposedSize
        let limitWidth = maxWidth.flatMap(_Points.columns).map { min($0, context.availableWidth) }
        let limitHeight = maxHeight.flatMap(_Points.lines).map { min($0, context.availableHeight) }
        if limitWidth != nil || limitHeight != nil {
            context.proposedSize = _ProposedSize(width: limitWidth ?? outer?.width, height: limitHeight ?? outer?.height)
        }
        context.evaluate(content, at: "same")
        context.proposedSize = outer
        guard minWidth != nil || maxWidth != nil || minHeight != nil || maxHeight != nil else { return }
        let available = context.availableWidth
        let natural = context.naturalWidth(ofLinesFrom: start)
        var width: Int?
        if let maxWidth {
            // As much as the screen offers, up to the limit.
            width = _Points.columns(maxWidth).map { min(available, $0) } ?? available
        }
        if let minWidth, let columns = _Points.columns(minWidth) { width = max(width ?? natural, min(available, columns)) }
        context.frameLines(from: start, width: width, minHeight: minHeight.flatMap(_Points.lines), maxHeight: maxHeight.flatMap(_Points.lines),
                           alignment: alignment)
    }
}

/// A view with space around it (`.padding`), in points (8 a column, 16 a line): its lines drawn as a
/// block with blank columns and lines around them.
@usableFromInline struct _PaddedView<Content: View>: _PrimitiveView {
    let content: Content
    let insets: EdgeInsets

    public func _render(into context: _RenderContext) {
        let start = context.lines.count, links = context.links.count
        let (top, leading, bottom, trailing) = _Points.padding(insets)
        // A shape under it is drawn in what the padding leaves of the size it is given.
        let outer = context.proposedSize
        if let outer, leading + trailing > 0 || top + bottom > 0 {
            context.proposedSize = _ProposedSize(width: outer.width.map { max(1, $0 - leading - trailing) },
                                                 height: outer.height.map { max(1, $0 - top - bottom) })
        }
        // What is under it is laid out in the width the padding leaves (a text wraps there, a rule or a
        // shape is as wide as that), as SwiftUI proposes its child the size less the padding.
        let pads = top + leading + bottom + trailing > 0 && !context.isInLabel && !context.isEvaluatingRow && !context.collectsLabel
        context.horizontalInset += leading + trailing
        // Its links and buttons are placed in its block, with its texts.
        if pads { context.placesLinks += 1 }
        context.evaluate(content, at: "padded")
        if pads { context.placesLinks -= 1 }
        context.horizontalInset -= leading + trailing
        context.proposedSize = outer
        // One line of text in a label or a row is drawn as it is; so is a view with lines the stack
        // draws at its margin among its lines (a text field, a section's controls).
        guard pads, context.lines.count > start, context.placedAll(from: links) else { return }
        let width = max(1, context.availableWidth - leading - trailing)
        // A block wider still (a long word, a shape of a fixed size) is cut at that width; a horizontal
        // scroll view's content is not: the padded block is scrolled sideways with it.
        let sideways = context.scrollsSideways(from: start)
        // Space above or below lines that hold a horizontal scroll view among others (`VStack { Text(…);
        // ScrollView(.horizontal) {…} }.padding(.bottom)`, Moonshot's mission): the lines stay as they
        // are, the texts wrapped at the screen's width and the scroll view alone scrolled, as SwiftUI's
        // is as wide as the screen; the paragraphs' own spacing stands for the padding's lines.
        if sideways, leading == 0, trailing == 0, !context.scrollsSideways { return }
        let grid = context.grid(ofLinesFrom: start, width: context.scrollsSideways ? .max : width)
        let text = sideways ? grid : grid.clipped(width: width)
        var padded = _CellGrid(width: text.width + leading + trailing, height: text.height + top + bottom)
        padded.place(text, row: top, column: leading)
        context.lines.removeSubrange(start...)
        context.appendBlock(padded.text)
        context.linesReplaced(from: start)
        if sideways { context.markLastLineSideways() }
    }
}

/// Edges, for `padding(_:_:)`.
nonisolated public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    /// A set of edges: `.horizontal`, `.all`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8
        /// The edges of the bits of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top edges.
        public static let top = Set(.top)
        /// The leading edges.
        public static let leading = Set(.leading)
        /// The bottom edges.
        public static let bottom = Set(.bottom)
        /// The trailing edges.
        public static let trailing = Set(.trailing)
        /// The horizontal edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The vertical edges.
        public static let vertical: Set = [.top, .bottom]
        /// The all edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// An alignment, for `frame(...)`.
nonisolated public struct Alignment: Hashable, Sendable {
    let name: String
    /// SwiftUI's `.center` alignment (the terminal lays out whole lines: no effect).
    public static let center = Alignment(name: "center")
    /// SwiftUI's `.leading` alignment (the terminal lays out whole lines: no effect).
    public static let leading = Alignment(name: "leading")
    /// SwiftUI's `.trailing` alignment (the terminal lays out whole lines: no effect).
    public static let trailing = Alignment(name: "trailing")
    /// SwiftUI's `.top` alignment (the terminal lays out whole lines: no effect).
    public static let top = Alignment(name: "top")
    /// SwiftUI's `.bottom` alignment (the terminal lays out whole lines: no effect).
    public static let bottom = Alignment(name: "bottom")
    /// SwiftUI's `.topLeading` alignment (the terminal lays out whole lines: no effect).
    public static let topLeading = Alignment(name: "topLeading")
    /// SwiftUI's `.topTrailing` alignment (the terminal lays out whole lines: no effect).
    public static let topTrailing = Alignment(name: "topTrailing")
    /// SwiftUI's `.bottomLeading` alignment (the terminal lays out whole lines: no effect).
    public static let bottomLeading = Alignment(name: "bottomLeading")
    /// SwiftUI's `.bottomTrailing` alignment (the terminal lays out whole lines: no effect).
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// Title display modes, for `navigationBarTitleDisplayMode(_:)`: the terminal's breadcrumbs have one.
public enum NavigationBarItem {
    /// SwiftUI's title display modes: the breadcrumbs have one.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// A list style: the terminal draws every list alike.
public protocol ListStyle {}
/// SwiftUI's default list style: drawn as every list.
public struct DefaultListStyle: ListStyle { public init() {} }
/// SwiftUI's plain list style: drawn as every list.
public struct PlainListStyle: ListStyle { public init() {} }
/// SwiftUI's grouped list style: drawn as every list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// SwiftUI's inset list style: drawn as every list.
public struct InsetListStyle: ListStyle { public init() {} }
/// SwiftUI's insetgrouped list style: drawn as every list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// SwiftUI's sidebar list style: drawn as every list.
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle {
    /// `.listStyle(.automatic)`: drawn as every list.
    public static var automatic: DefaultListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
    /// `.listStyle(.plain)`: drawn as every list.
    public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
    /// `.listStyle(.grouped)`: drawn as every list.
    public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
    /// `.listStyle(.inset)`: drawn as every list.
    public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// `.listStyle(.insetGrouped)`: drawn as every list.
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
    /// `.listStyle(.sidebar)`: drawn as every list.
    public static var sidebar: SidebarListStyle { .init() }
}

/// A button style: the terminal draws every button as a selectable line.
public protocol PrimitiveButtonStyle {}
/// SwiftUI's Default button style: drawn as every button, a selectable line.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// SwiftUI's Plain button style: drawn as every button, a selectable line.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// SwiftUI's Borderless button style: drawn as every button, a selectable line.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// SwiftUI's Bordered button style: drawn as every button, a selectable line.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// SwiftUI's BorderedProminent button style: drawn as every button, a selectable line.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// `.buttonStyle(.automatic)`: drawn as every button.
    public static var automatic: DefaultButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// `.buttonStyle(.plain)`: drawn as every button.
    public static var plain: PlainButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// `.buttonStyle(.borderless)`: drawn as every button.
    public static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `.buttonStyle(.bordered)`: drawn as every button.
    public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// `.buttonStyle(.borderedProminent)`: drawn as every button.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension View {
    /// Space around the view on `edges`, in points (8 a column, 16 a line): `length`, or 16 (two columns
    /// and a line) when not given.
    public consuming func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let length = length ?? _Points.defaultPadding
        func on(_ edge: Edge) -> Double { edges.contains(Edge.Set(edge)) ? length : 0 }
        return _PaddedView(content: self, insets: EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing)))
    }
    /// Space of `length` points on every edge of the view (8 a column, 16 a line).
    public consuming func padding(_ length: Double) -> some View {
        _PaddedView(content: self, insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }
    /// Size limits for the view's text, in points (8 a column, 16 a line): `.frame(maxWidth: .infinity, alignment: .trailing)` puts
    /// it at the right edge, a finite `maxWidth` takes the room up to it, a `minWidth` at least that;
    /// its lines are wrapped at the width and placed in it by `alignment`. A finite `maxHeight` cuts its
    /// lines, a `minHeight` pads them (a screen scrolls: an infinite height is its lines' own).
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> some View {
        _FlexibleFrameView(content: self, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)
    }
    /// A tint for controls: the terminal's selection has its theme's colour, so none.
    public consuming func tint(_ tint: Color?) -> some View { _UnchangedView(content: self) }
    /// How the title is shown: the breadcrumbs and heading show it the one way they have.
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _UnchangedView(content: self) }
    /// A list style: every list is drawn alike.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
    /// A button style: every button is a selectable line.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
}

/// A horizontal alignment, for `VStack(alignment:spacing:content:)`.
nonisolated public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    /// SwiftUI's `.leading` alignment (of a column of an `HStack`; a screen's lines are aligned on the left).
    public static let leading = HorizontalAlignment(name: "leading")
    /// SwiftUI's `.center` alignment (of a column of an `HStack`; a screen's lines are aligned on the left).
    public static let center = HorizontalAlignment(name: "center")
    /// SwiftUI's `.trailing` alignment (of a column of an `HStack`; a screen's lines are aligned on the left).
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A vertical alignment, for `HStack(alignment:spacing:content:)`.
nonisolated public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    /// SwiftUI's `.top` alignment: where a short child is placed in a taller `HStack` row.
    public static let top = VerticalAlignment(name: "top")
    /// SwiftUI's `.center` alignment: where a short child is placed in a taller `HStack` row.
    public static let center = VerticalAlignment(name: "center")
    /// SwiftUI's `.bottom` alignment: where a short child is placed in a taller `HStack` row.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// SwiftUI's `.firstTextBaseline` alignment: placed as `.center` is (a terminal line has one baseline).
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

extension VStack {
    /// A stack with an alignment and spacing: its texts are paragraphs a blank line apart, or, with a
    /// `spacing` under 8 points (half a line), lines right under each other; a screen's lines are
    /// aligned on the left, a column of an `HStack` as `alignment` says.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.alignment = alignment
        if let spacing, spacing < _Points.perLine / 2 { isTight = true }
    }

    /// A stack with an alignment and an optional spacing in `CGFloat` (a variable of the app's).
    @_disfavoredOverload
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map(Double.init), content: content)
    }
}

extension HStack {
    /// A row with an alignment and spacing: its children are `spacing` points apart (8 a column: one
    /// space by default and for any spacing under 12, none for 0: `HStack(spacing: 0) { Text("on ");
    /// Text("blue").background(.blue) }` is one text).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.alignment = alignment
        if let spacing, spacing.isFinite {
            separator = String(repeating: " ", count: spacing <= 0 ? 0 : max(1, min(40, Int((spacing / _Points.perColumn).rounded()))))
        }
    }

    /// A row with an alignment and an optional spacing in `CGFloat` (a variable of the app's).
    @_disfavoredOverload
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map(Double.init), content: content)
    }
}

// MARK: Text alignment and safe-area insets

/// How the lines of a text are aligned, as SwiftUI's.
nonisolated public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// The top or bottom edge, as SwiftUI's: where `safeAreaInset(edge:)` puts its view.
nonisolated public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// A view with another one in its safe area's inset: drawn above it (`.top`) or below it (`.bottom`),
/// in the order a reader meets them.
@usableFromInline struct _SafeAreaInsetView<Content: View, Inset: View>: _PrimitiveView {
    let content: Content
    let inset: Inset
    let isAbove: Bool
    public func _render(into context: _RenderContext) {
        if isAbove { context.evaluate(inset, at: "inset") }
        context.evaluate(content, at: "content")
        if !isAbove { context.evaluate(inset, at: "inset") }
    }
}

extension View {
    /// How the lines of the texts under this view are aligned: drawn from the leading edge, as a
    /// terminal's lines are (the text itself is unchanged).
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _UnchangedView(content: self) }

    /// A view in the inset of this one's safe area, as SwiftUI's (a bottom bar of buttons): drawn below
    /// the view (`.bottom`) or above it (`.top`), in the screen's lines.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetView(content: self, inset: content(), isAbove: edge == .top)
    }

    /// A view in the leading or trailing inset of this one's safe area: drawn after it, in the screen's lines.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetView(content: self, inset: content(), isAbove: false)
    }
}

/// A view framed relative to its container (`.containerRelativeFrame`): the screen's body, whose size
/// in points (8 a column, 16 a line) the lengths are made from.
@usableFromInline struct _ContainerRelativeFrameView<Content: View>: _PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (Double, Axis) -> Double

    public func _render(into context: _RenderContext) {
        let width = axes.contains(.horizontal) ? length(Double(context.availableWidth) * _Points.perColumn, .horizontal) : nil
        let height = axes.contains(.vertical) ? length(Double(context.availableHeight) * _Points.perLine, .vertical) : nil
        context.evaluate(_FrameView(content: content, width: width, height: height, alignment: alignment), at: "same")
    }
}

extension View {
    /// The view as wide (`.horizontal`) or as high (`.vertical`) as its container: the screen's body.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// The view as long as `length` makes of its container's length on each of `axes`:
    /// `.containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }`.
    public consuming func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double
    ) -> some View {
        _ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }

    /// The view `span` of `count` equal parts of its container, `spacing` points between the parts:
    /// `.containerRelativeFrame(.horizontal, count: 3, spacing: 8)`.
    public consuming func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
    ) -> some View {
        _ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in
            let count = Double(max(1, count)), span = Double(max(1, span))
            return max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1))
        }
    }
}
