// Modifiers with no terminal meaning, so that SwiftUI code compiles as written: each maps to the
// closest terminal rendering (large fonts are bold, a secondary style is dim, colours are colours)
// or to nothing (padding, frames, tints, list and button styles, title display modes).
import Foundation
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

    /// SwiftUI's `.largeTitle` text style: drawn bold.
    public static let largeTitle = Font(attributes: .bold)
    /// SwiftUI's `.title` text style: drawn bold.
    public static let title = Font(attributes: .bold)
    /// SwiftUI's `.title2` text style: drawn bold.
    public static let title2 = Font(attributes: .bold)
    /// SwiftUI's `.title3` text style: drawn bold.
    public static let title3 = Font(attributes: .bold)
    /// SwiftUI's `.headline` text style: drawn bold.
    public static let headline = Font(attributes: .bold)
    /// SwiftUI's `.subheadline` text style: drawn plain.
    public static let subheadline = Font(attributes: [])
    /// SwiftUI's `.body` text style: drawn plain.
    public static let body = Font(attributes: [])
    /// SwiftUI's `.callout` text style: drawn plain.
    public static let callout = Font(attributes: [])
    /// SwiftUI's `.footnote` text style: drawn dim.
    public static let footnote = Font(attributes: .dim)
    /// SwiftUI's `.caption` text style: drawn dim.
    public static let caption = Font(attributes: .dim)
    /// SwiftUI's `.caption2` text style: drawn dim.
    public static let caption2 = Font(attributes: .dim)

    /// A weight, as SwiftUI's: `.semibold` and heavier draw bold.
    public struct Weight: Hashable, Sendable {
        let isBold: Bool
        /// The `ultraLight` weight: drawn plain.
        public static let ultraLight = Weight(isBold: false)
        /// The `thin` weight: drawn plain.
        public static let thin = Weight(isBold: false)
        /// The `light` weight: drawn plain.
        public static let light = Weight(isBold: false)
        /// The `regular` weight: drawn plain.
        public static let regular = Weight(isBold: false)
        /// The `medium` weight: drawn plain.
        public static let medium = Weight(isBold: false)
        /// The `semibold` weight: drawn bold.
        public static let semibold = Weight(isBold: true)
        /// The `bold` weight: drawn bold.
        public static let bold = Weight(isBold: true)
        /// The `heavy` weight: drawn bold.
        public static let heavy = Weight(isBold: true)
        /// The `black` weight: drawn bold.
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

    /// This font, bold.
    public func bold() -> Font { Font(attributes: attributes.union(.bold)) }
    /// This font, in italics.
    public func italic() -> Font { Font(attributes: attributes.union(.italic)) }
    /// This font with a weight: bold from `.semibold` up.
    public func weight(_ weight: Weight) -> Font {
        weight.isBold ? bold() : Font(attributes: attributes.subtracting(.bold))
    }
    /// This font, monospaced: a terminal font already is.
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
///
/// As in SwiftUI, a colour is also a view (a swatch: a line of `█` in the colour, then its name, so
/// that it reads without colour too) and a value you can push (`NavigationLink("Mint", value:
/// Color.mint)`); its `description` is SwiftUI's, `"mint"`.
nonisolated public struct Color: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let color: TerminalUI.Color?
    let extra: TerminalUI.Style
    /// SwiftUI's name of the colour: `red`, `mint`, `primary`.
    let name: String

    init(_ color: TerminalUI.Color?, extra: TerminalUI.Style = [], name: String) {
        self.color = color
        self.extra = extra
        self.name = name
    }

    /// The colour's name, as SwiftUI prints it: `Color.mint.description` is `"mint"`.
    public var description: String { name }

    public var _terminalStyle: _TerminalStyle {
        _TerminalStyle(style: color.map { extra.union(.foreground($0)) } ?? extra)
    }

    /// Red: the terminal's nearest colour to SwiftUI's `red` (none with `NO_COLOR`).
    public static let red = Color(.red, name: "red")
    /// Orange: the terminal's nearest colour to SwiftUI's `orange` (none with `NO_COLOR`).
    public static let orange = Color(.orange, name: "orange")
    /// Yellow: the terminal's nearest colour to SwiftUI's `yellow` (none with `NO_COLOR`).
    public static let yellow = Color(.yellow, name: "yellow")
    /// Green: the terminal's nearest colour to SwiftUI's `green` (none with `NO_COLOR`).
    public static let green = Color(.green, name: "green")
    /// Mint: the terminal's nearest colour to SwiftUI's `mint` (none with `NO_COLOR`).
    public static let mint = Color(.mint, name: "mint")
    /// Teal: the terminal's nearest colour to SwiftUI's `teal` (none with `NO_COLOR`).
    public static let teal = Color(.teal, name: "teal")
    /// Cyan: the terminal's nearest colour to SwiftUI's `cyan` (none with `NO_COLOR`).
    public static let cyan = Color(.cyan, name: "cyan")
    /// Blue: the terminal's nearest colour to SwiftUI's `blue` (none with `NO_COLOR`).
    public static let blue = Color(.blue, name: "blue")
    /// Indigo: the terminal's nearest colour to SwiftUI's `indigo` (none with `NO_COLOR`).
    public static let indigo = Color(.indigo, name: "indigo")
    /// Purple: the terminal's nearest colour to SwiftUI's `purple` (none with `NO_COLOR`).
    public static let purple = Color(.purple, name: "purple")
    /// Pink: the terminal's nearest colour to SwiftUI's `pink` (none with `NO_COLOR`).
    public static let pink = Color(.pink, name: "pink")
    /// Brown: the terminal's nearest colour to SwiftUI's `brown` (none with `NO_COLOR`).
    public static let brown = Color(.brown, name: "brown")
    /// White: the terminal's nearest colour to SwiftUI's `white` (none with `NO_COLOR`).
    public static let white = Color(.white, name: "white")
    /// Gray: the terminal's nearest colour to SwiftUI's `gray` (none with `NO_COLOR`).
    public static let gray = Color(.gray, name: "gray")
    /// Black: the terminal's nearest colour to SwiftUI's `black` (none with `NO_COLOR`).
    public static let black = Color(.black, name: "black")
    /// The terminal's own text colour.
    public static let primary = Color(nil, name: "primary")
    /// Dim text in the terminal's own colour.
    public static let secondary = Color(nil, extra: .dim, name: "secondary")
    /// The terminal's own text colour (a tint has no terminal meaning).
    public static let accentColor = Color(nil, name: "accentColor")
    /// Clear: the terminal's own text colour (text can't be transparent).
    public static let clear = Color(nil, name: "clear")

    /// A named colour, as SwiftUI's `Color(_:bundle:)` reads one from an asset catalog: in the terminal,
    /// the palette's names, which the user's theme draws: `"black"`, `"red"`, `"green"`, `"yellow"`,
    /// `"blue"`, `"magenta"`, `"cyan"`, `"white"` and their bright forms (`"brightMagenta"`). Any other
    /// name is the terminal's own text colour, as SwiftUI draws a missing colour set clear.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(Self.palette[name], name: name)
    }

    private static let palette: [String: TerminalUI.Color] = [
        "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "magenta": .magenta,
        "cyan": .cyan, "white": .white, "brightBlack": .gray, "brightRed": .brightRed, "brightGreen": .brightGreen,
        "brightYellow": .brightYellow, "brightBlue": .brightBlue, "brightMagenta": .brightMagenta,
        "brightCyan": .brightCyan, "brightWhite": .brightWhite,
    ]
}

/// A level of the content hierarchy, as SwiftUI's: `.primary` is plain, the others dim.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let isDim: Bool
    public var _terminalStyle: _TerminalStyle { _TerminalStyle(style: isDim ? .dim : []) }
    /// The primary level: drawn plain.
    public static let primary = HierarchicalShapeStyle(isDim: false)
    /// The secondary level: drawn dim.
    public static let secondary = HierarchicalShapeStyle(isDim: true)
    /// The tertiary level: drawn dim.
    public static let tertiary = HierarchicalShapeStyle(isDim: true)
    /// The quaternary level: drawn dim.
    public static let quaternary = HierarchicalShapeStyle(isDim: true)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level, as a style: `.foregroundStyle(.primary)` draws plain text.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level, as a style: `.foregroundStyle(.secondary)` draws dim text.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level, as a style: `.foregroundStyle(.tertiary)` draws dim text.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level, as a style: `.foregroundStyle(.quaternary)` draws dim text.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// `Color.red` as a style: `.foregroundStyle(.red)`.
    public static var red: Color { Color.red }
    /// `Color.orange` as a style: `.foregroundStyle(.orange)`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow` as a style: `.foregroundStyle(.yellow)`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green` as a style: `.foregroundStyle(.green)`.
    public static var green: Color { Color.green }
    /// `Color.mint` as a style: `.foregroundStyle(.mint)`.
    public static var mint: Color { Color.mint }
    /// `Color.teal` as a style: `.foregroundStyle(.teal)`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan` as a style: `.foregroundStyle(.cyan)`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue` as a style: `.foregroundStyle(.blue)`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo` as a style: `.foregroundStyle(.indigo)`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple` as a style: `.foregroundStyle(.purple)`.
    public static var purple: Color { Color.purple }
    /// `Color.pink` as a style: `.foregroundStyle(.pink)`.
    public static var pink: Color { Color.pink }
    /// `Color.brown` as a style: `.foregroundStyle(.brown)`.
    public static var brown: Color { Color.brown }
    /// `Color.white` as a style: `.foregroundStyle(.white)`.
    public static var white: Color { Color.white }
    /// `Color.gray` as a style: `.foregroundStyle(.gray)`.
    public static var gray: Color { Color.gray }
    /// `Color.black` as a style: `.foregroundStyle(.black)`.
    public static var black: Color { Color.black }
    /// `Color.accentColor` as a style: `.foregroundStyle(.accentColor)`.
    public static var accentColor: Color { Color.accentColor }
    /// `Color.clear` as a style: `.foregroundStyle(.clear)`.
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

// MARK: Toolbars

/// Where a toolbar item goes in SwiftUI. In the terminal every item is a link at the end of the
/// screen, under a "Toolbar" heading, in the order written.
nonisolated public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// SwiftUI's `.automatic` placement: a link at the end of the screen, as every item.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// SwiftUI's `.principal` placement: its text is the screen's heading, in the title's place (as
    /// SwiftUI puts it in the middle of the navigation bar, over `.navigationTitle`), while the
    /// breadcrumbs keep the title; its buttons and links are at the end of the screen, as every item's.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// SwiftUI's `.primaryAction` placement: a link at the end of the screen, as every item.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// SwiftUI's `.secondaryAction` placement: a link at the end of the screen, as every item.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// SwiftUI's `.confirmationAction` placement: a link at the end of the screen, as every item.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// SwiftUI's `.cancellationAction` placement: a link at the end of the screen, as every item.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// SwiftUI's `.destructiveAction` placement: a link at the end of the screen, as every item.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// SwiftUI's `.navigation` placement: a link at the end of the screen, as every item.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// SwiftUI's `.topBarLeading` placement: a link at the end of the screen, as every item.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// SwiftUI's `.topBarTrailing` placement: a link at the end of the screen, as every item.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// SwiftUI's `.navigationBarLeading` placement: a link at the end of the screen, as every item.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// SwiftUI's `.navigationBarTrailing` placement: a link at the end of the screen, as every item.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// SwiftUI's `.bottomBar` placement: a link at the end of the screen, as every item.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// An item of a toolbar: its buttons and links are the screen's last links; a `.principal` item's
/// text is the screen's heading.
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
    let content: Content
    let placement: ToolbarItemPlacement
    /// An item built by `content`: `ToolbarItem(placement: .primaryAction) { Button("Add") { … } }`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        self.placement = placement
    }
    /// An item with an identifier, built by `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
        self.placement = placement
    }
    public func _render(into context: _RenderContext) {
        let firstLine = context.lines.count
        context.evaluate(content, at: "item")
        if placement == .principal, context.lines.count > firstLine {
            context.heading = context.lines[firstLine...].dropFirst().reduce(context.lines[firstLine]) { $0 + " " + $1 }.string
        }
    }
}

/// Several items of a toolbar in one place.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    let content: Content
    /// Items built by `content`, in one place.
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
    /// The texts under this view drawn on a colour (the terminal's nearest; none with `NO_COLOR`); a
    /// style that is not a colour (`.secondary`) draws nothing behind them.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _StyledView<Self> {
        _StyledView(content: self, style: (style as? Color)?.color.map { TerminalUI.Style.background($0) } ?? [])
    }

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
    /// SwiftUI's `.leading` alignment (lines are aligned on the left).
    public static let leading = HorizontalAlignment(name: "leading")
    /// SwiftUI's `.center` alignment (lines are aligned on the left).
    public static let center = HorizontalAlignment(name: "center")
    /// SwiftUI's `.trailing` alignment (lines are aligned on the left).
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A vertical alignment, for `HStack(alignment:spacing:content:)`.
nonisolated public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    /// SwiftUI's `.top` alignment (texts are joined on one line).
    public static let top = VerticalAlignment(name: "top")
    /// SwiftUI's `.center` alignment (texts are joined on one line).
    public static let center = VerticalAlignment(name: "center")
    /// SwiftUI's `.bottom` alignment (texts are joined on one line).
    public static let bottom = VerticalAlignment(name: "bottom")
    /// SwiftUI's `.firstTextBaseline` alignment (texts are joined on one line).
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
    /// A row with an alignment and spacing: its texts are joined with one space, or with none when
    /// `spacing` is 0 (`HStack(spacing: 0) { Text("on "); Text("blue").background(.blue) }` is one text).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        if spacing == 0 { separator = "" }
    }
}

// MARK: Disabled controls

/// A view whose links, buttons and text fields are disabled (drawn dim, opening one says it is
/// unavailable), as SwiftUI's `.disabled(true)` makes them.
public struct _DisabledView<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let isDisabled: Bool
    @inlinable init(content: Content, isDisabled: Bool) {
        self.content = content
        self.isDisabled = isDisabled
    }
    public func _render(into context: _RenderContext) {
        let outer = context.isDisabled
        context.isDisabled = outer || isDisabled
        context.evaluate(content, at: "disabled")
        context.isDisabled = outer
    }
}

/// A view with help text: in the terminal, the reason drawn beside a disabled control under it.
public struct _HelpView<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let text: String
    @inlinable init(content: Content, text: String) {
        self.content = content
        self.text = text
    }
    public func _render(into context: _RenderContext) {
        let outer = context.help
        context.help = text
        context.evaluate(content, at: "help")
        context.help = outer
    }
}

extension View {
    /// Disables the links, buttons and text fields under this view while `disabled` is true: they are
    /// drawn dim, with "(unavailable)" or the `.help(_:)` text beside them, and opening one shows a
    /// notice instead. An outer `.disabled(true)` wins over an inner `.disabled(false)`, as in SwiftUI.
    @inlinable
    public func disabled(_ disabled: Bool) -> _DisabledView<Self> { _DisabledView(content: self, isDisabled: disabled) }

    /// Help text for the controls under this view. A terminal has no tooltips: it is shown beside a
    /// control that is disabled, as the reason (`Go back 2 steps  (needs 2 levels below)`), and in the
    /// notice when one is opened.
    @inlinable
    public func help(_ text: LocalizedStringKey) -> _HelpView<Self> { _HelpView(content: self, text: text.key) }
    /// Help text for the controls under this view, shown beside a disabled one.
    @_disfavoredOverload
    @inlinable
    public func help<S: StringProtocol>(_ text: S) -> _HelpView<Self> { _HelpView(content: self, text: String(text)) }
    /// Help text for the controls under this view, shown beside a disabled one.
    public func help(_ text: Text) -> _HelpView<Self> { _HelpView(content: self, text: text.content) }
}
