// Modifiers with no terminal meaning, so that SwiftUI code compiles as written: each maps to the
// closest terminal rendering (large fonts are bold, a secondary style is dim, colours are colours)
// or to nothing (padding, frames, tints, list and button styles, title display modes).
import TerminalUI

/// How text is drawn in the terminal: its attributes and colour (used by `Font` and `ShapeStyle`).
nonisolated public struct _TerminalStyle: Sendable {
    let style: TerminalUI.Style
}

// MARK: Fonts

/// A font, as SwiftUI's. The terminal has one size: titles and headlines are bold, captions and
/// footnotes dim, the rest plain; `.bold()` and `.weight(.semibold)` or heavier are bold, `.italic()` italic.
nonisolated public struct Font: Hashable, Sendable {
    let attributes: Attributes
    struct Attributes: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let bold = Attributes(rawValue: 1)
        static let dim = Attributes(rawValue: 2)
        static let italic = Attributes(rawValue: 4)
    }

    public static let largeTitle = Font(attributes: .bold)
    public static let title = Font(attributes: .bold)
    public static let title2 = Font(attributes: .bold)
    public static let title3 = Font(attributes: .bold)
    public static let headline = Font(attributes: .bold)
    public static let subheadline = Font(attributes: [])
    public static let body = Font(attributes: [])
    public static let callout = Font(attributes: [])
    public static let footnote = Font(attributes: .dim)
    public static let caption = Font(attributes: .dim)
    public static let caption2 = Font(attributes: .dim)

    /// A weight, as SwiftUI's: `.semibold` and heavier draw bold.
    public struct Weight: Hashable, Sendable {
        let isBold: Bool
        public static let ultraLight = Weight(isBold: false)
        public static let thin = Weight(isBold: false)
        public static let light = Weight(isBold: false)
        public static let regular = Weight(isBold: false)
        public static let medium = Weight(isBold: false)
        public static let semibold = Weight(isBold: true)
        public static let bold = Weight(isBold: true)
        public static let heavy = Weight(isBold: true)
        public static let black = Weight(isBold: true)
    }

    /// A typeface design: the terminal has one.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A font of a size: the terminal draws every size alike, bold for a bold weight.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(attributes: weight?.isBold == true ? .bold : [])
    }
    /// A text style's font with a weight.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        weight.map { style.weight($0) } ?? style
    }

    public func bold() -> Font { Font(attributes: attributes.union(.bold)) }
    public func italic() -> Font { Font(attributes: attributes.union(.italic)) }
    public func weight(_ weight: Weight) -> Font {
        weight.isBold ? bold() : Font(attributes: attributes.subtracting(.bold))
    }
    public func monospaced() -> Font { self }

    var terminalStyle: TerminalUI.Style {
        var style = TerminalUI.Style()
        if attributes.contains(.bold) { style.formUnion(.bold) }
        if attributes.contains(.dim) { style.formUnion(.dim) }
        if attributes.contains(.italic) { style.formUnion(.italic) }
        return style
    }
}

// MARK: Colours and styles

/// What `foregroundStyle(_:)` takes: a colour, or a hierarchical level (`.secondary` is dim).
public protocol ShapeStyle {
    var _terminalStyle: _TerminalStyle { get }
}

/// A colour, as SwiftUI's: drawn in the terminal's nearest palette colour (none with `NO_COLOR`).
nonisolated public struct Color: ShapeStyle, Hashable, Sendable {
    let color: TerminalUI.Color?
    let extra: TerminalUI.Style

    init(_ color: TerminalUI.Color?, extra: TerminalUI.Style = []) {
        self.color = color
        self.extra = extra
    }

    public var _terminalStyle: _TerminalStyle {
        _TerminalStyle(style: color.map { extra.union(.foreground($0)) } ?? extra)
    }

    public static let red = Color(.red)
    public static let orange = Color(.orange)
    public static let yellow = Color(.yellow)
    public static let green = Color(.green)
    public static let mint = Color(.mint)
    public static let teal = Color(.teal)
    public static let cyan = Color(.cyan)
    public static let blue = Color(.blue)
    public static let indigo = Color(.indigo)
    public static let purple = Color(.purple)
    public static let pink = Color(.pink)
    public static let brown = Color(.brown)
    public static let white = Color(.white)
    public static let gray = Color(.gray)
    public static let black = Color(.black)
    /// The terminal's own text colour.
    public static let primary = Color(nil)
    /// Dim text in the terminal's own colour.
    public static let secondary = Color(nil, extra: .dim)
    /// The terminal's own text colour (a tint has no terminal meaning).
    public static let accentColor = Color(nil)
    public static let clear = Color(nil)
}

/// A level of the content hierarchy, as SwiftUI's: `.primary` is plain, the others dim.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let isDim: Bool
    public var _terminalStyle: _TerminalStyle { _TerminalStyle(style: isDim ? .dim : []) }
    public static let primary = HierarchicalShapeStyle(isDim: false)
    public static let secondary = HierarchicalShapeStyle(isDim: true)
    public static let tertiary = HierarchicalShapeStyle(isDim: true)
    public static let quaternary = HierarchicalShapeStyle(isDim: true)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var accentColor: Color { Color.accentColor }
    public static var clear: Color { Color.clear }
}

/// A view whose texts, and those under it, are drawn with an added style (the innermost colour wins).
public struct _StyledView<Content: View>: _PrimitiveView {
    let content: Content
    let style: TerminalUI.Style
    public func _render(into context: _RenderContext) {
        let outer = context.textStyle
        context.textStyle = outer.union(style)
        context.evaluate(content, at: "style")
        context.textStyle = outer
    }
}

/// A view drawn as its content: the modifier has no terminal meaning.
public struct _UnchangedView<Content: View>: _PrimitiveView {
    let content: Content
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "same") }
}

// MARK: Layout and appearance types, for signatures

/// Edges, for `padding(_:_:)`.
nonisolated public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// An alignment, for `frame(...)`.
nonisolated public struct Alignment: Hashable, Sendable {
    let name: String
    public static let center = Alignment(name: "center")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let topLeading = Alignment(name: "topLeading")
    public static let topTrailing = Alignment(name: "topTrailing")
    public static let bottomLeading = Alignment(name: "bottomLeading")
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// Title display modes, for `navigationBarTitleDisplayMode(_:)`: the terminal's breadcrumbs have one.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// A list style: the terminal draws every list alike.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// A button style: the terminal draws every button as a selectable line.
public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }

// MARK: Toolbars

/// Where a toolbar item goes in SwiftUI. In the terminal every item is a link at the end of the
/// screen, under a "Toolbar" heading, in the order written.
nonisolated public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// An item of a toolbar: its buttons and links are the screen's last links.
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "item") }
}

/// Several items of a toolbar in one place.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "group") }
}

/// A view with a toolbar: the toolbar's buttons and links are drawn after the view's, under a
/// "Toolbar" heading; its texts are dropped (a toolbar's labels have nowhere to go).
public struct _ToolbarView<Content: View, Items: View>: _PrimitiveView {
    let content: Content
    let items: Items
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "toolbar")
        let outer = context.section, firstLine = context.lines.count
        context.section = "Toolbar"
        context.evaluate(items, at: "items")
        context.section = outer
        context.lines.removeSubrange(firstLine...)
    }
}

extension View {
    /// The font of the texts under this view: titles and headlines bold, captions dim.
    public func font(_ font: Font?) -> _StyledView<Self> { _StyledView(content: self, style: font?.terminalStyle ?? []) }
    /// Draws the texts under this view bold.
    public func bold(_ isActive: Bool = true) -> _StyledView<Self> { _StyledView(content: self, style: isActive ? .bold : []) }
    /// Draws the texts under this view in italics (where the terminal has them).
    public func italic(_ isActive: Bool = true) -> _StyledView<Self> { _StyledView(content: self, style: isActive ? .italic : []) }
    /// Draws the texts under this view underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> _StyledView<Self> { _StyledView(content: self, style: isActive ? .underline : []) }
    /// The colour or level of the texts under this view: a colour is drawn in colour, `.secondary` dim.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _StyledView<Self> { _StyledView(content: self, style: style._terminalStyle.style) }
    /// The colour of the texts under this view (`nil`: unchanged).
    public func foregroundColor(_ color: Color?) -> _StyledView<Self> { _StyledView(content: self, style: color?._terminalStyle.style ?? []) }

    /// Space around the view: none in the terminal's lines.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// Space around the view: none in the terminal's lines.
    public func padding(_ length: Double) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// A size for the view: the terminal lays out lines, so none.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// Size limits for the view: the terminal lays out lines, so none.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// A tint for controls: the terminal's selection has its theme's colour, so none.
    public func tint(_ tint: Color?) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// How the title is shown: the breadcrumbs and heading show it the one way they have.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// A list style: every list is drawn alike.
    public func listStyle<S: ListStyle>(_ style: S) -> _UnchangedView<Self> { _UnchangedView(content: self) }
    /// A button style: every button is a selectable line.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _UnchangedView<Self> { _UnchangedView(content: self) }

    /// Toolbar items: their buttons and links become the screen's last links, under a "Toolbar" heading.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> _ToolbarView<Self, Items> {
        _ToolbarView(content: self, items: content())
    }
}

/// A horizontal alignment, for `VStack(alignment:spacing:content:)`.
nonisolated public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A vertical alignment, for `HStack(alignment:spacing:content:)`.
nonisolated public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

extension VStack {
    /// A stack with an alignment and spacing: the terminal puts a blank line between paragraphs
    /// whatever the spacing, and aligns lines on the left.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}

extension HStack {
    /// A row with an alignment and spacing: its texts are joined with one space whatever the spacing.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}
