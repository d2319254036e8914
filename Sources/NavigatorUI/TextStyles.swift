// Text styles: fonts, colours and shape styles, as SwiftUI's, drawn as the terminal draws text (large
// fonts are bold, a secondary style is dim, colours are colours).
import TerminalUI

/// How text is drawn in the terminal: its attributes and colour (used by `Font` and `ShapeStyle`).
nonisolated struct TerminalStyle: Sendable {
    let style: TerminalUI.Style
    /// A shape painted with it draws nothing (`Color.clear`, the background): the terminal's own
    /// background shows, as text can't be transparent but a shape can be absent.
    var drawsNothing = false
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
public protocol ShapeStyle {}

/// The styles navigator draws, each as a style of the terminal's cells. Any other style (an app's
/// own) draws as the text around it.
protocol DrawnShapeStyle: ShapeStyle {
    var drawnStyle: TerminalStyle { get }
}

extension ShapeStyle {
    /// How the style draws in the terminal's cells.
    var terminalStyle: TerminalStyle { (self as? any DrawnShapeStyle)?.drawnStyle ?? TerminalStyle(style: []) }
}

/// A colour, as SwiftUI's: drawn in the terminal's nearest palette colour (none with `NO_COLOR`).
///
/// As in SwiftUI, a colour is also a view (a swatch: a line of `█` in the colour, then its name, so
/// that it reads without colour too) and a value you can push (`NavigationLink("Mint", value:
/// Color.mint)`); its `description` is SwiftUI's, `"mint"`.
nonisolated public struct Color: DrawnShapeStyle, Hashable, Sendable, CustomStringConvertible {
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

    var drawnStyle: TerminalStyle {
        TerminalStyle(style: color.map { extra.union(.foreground($0)) } ?? extra, drawsNothing: name == "clear")
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

    /// A colour given as red, green and blue from 0 to 1, as SwiftUI's `Color(red:green:blue:opacity:)`:
    /// drawn in the palette's nearest (none with `NO_COLOR`); at opacity 0, clear. Its `description` is
    /// SwiftUI's, `#FF8000FF`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        func hex(_ value: Double) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte(value) / 16], digits[byte(value) % 16]])
        }
        let name = "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        self.init(opacity <= 0 ? nil : TerminalUI.Color(red: red, green: green, blue: blue), name: opacity <= 0 ? "clear" : name)
    }

    /// A grey, from black at 0 to white at 1, as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    private static let palette: [String: TerminalUI.Color] = [
        "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "magenta": .magenta,
        "cyan": .cyan, "white": .white, "brightBlack": .gray, "brightRed": .brightRed, "brightGreen": .brightGreen,
        "brightYellow": .brightYellow, "brightBlue": .brightBlue, "brightMagenta": .brightMagenta,
        "brightCyan": .brightCyan, "brightWhite": .brightWhite,
    ]
}

/// A blurred, translucent background, as SwiftUI's materials (`.background(.ultraThinMaterial)`): a
/// terminal's cells can't blur what is under them, so it draws no background.
nonisolated public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    public static let ultraThin = Material(name: "ultraThin")
    public static let thin = Material(name: "thin")
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// A level of the content hierarchy, as SwiftUI's: `.primary` is plain, the others dim.
nonisolated public struct HierarchicalShapeStyle: DrawnShapeStyle, Sendable {
    let isDim: Bool
    var drawnStyle: TerminalStyle { TerminalStyle(style: isDim ? .dim : []) }
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

/// The background as a style, as SwiftUI's `.background`: text drawn in it is drawn in reverse video,
/// the terminal's way of drawing text in the background's colour on a filled shape.
nonisolated public struct BackgroundStyle: DrawnShapeStyle, Hashable, Sendable {
    public init() {}
    var drawnStyle: TerminalStyle { TerminalStyle(style: .reverse, drawsNothing: true) }
}

/// Any style, as SwiftUI's: a colour, a level or the background, chosen at run time.
public struct AnyShapeStyle: DrawnShapeStyle {
    private let style: TerminalStyle
    /// `style`, whatever its type.
    public init<S: ShapeStyle>(_ style: S) { self.style = style.terminalStyle }
    var drawnStyle: TerminalStyle { style }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background, as a style: `.foregroundStyle(.background)`.
    public static var background: BackgroundStyle { BackgroundStyle() }
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
@usableFromInline struct _StyledView<Content: View>: _PrimitiveView {
    let content: Content
    let style: TerminalUI.Style
    public func _render(into context: _RenderContext) {
        let outer = context.textStyle
        context.textStyle = outer.union(style)
        context.evaluate(content, at: "style")
        context.textStyle = outer
    }
}

extension View {
    /// The font of the texts under this view: titles and headlines bold, captions dim.
    public consuming func font(_ font: Font?) -> some View { _StyledView(content: self, style: font?.terminalStyle ?? []) }
    /// Draws the texts under this view bold.
    public consuming func bold(_ isActive: Bool = true) -> some View { _StyledView(content: self, style: isActive ? .bold : []) }
    /// The weight of the texts under this view: `.semibold` and heavier draw them bold.
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View { _StyledView(content: self, style: weight?.isBold == true ? .bold : []) }
    /// Draws the texts under this view in italics (where the terminal has them).
    public consuming func italic(_ isActive: Bool = true) -> some View { _StyledView(content: self, style: isActive ? .italic : []) }
    /// Draws the texts under this view underlined.
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { _StyledView(content: self, style: isActive ? .underline : []) }
    /// The colour or level of the texts under this view: a colour is drawn in colour, `.secondary` dim.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StyledView(content: self, style: style.terminalStyle.style) }
    /// The colour of the texts under this view (`nil`: unchanged).
    public consuming func foregroundColor(_ color: Color?) -> some View { _StyledView(content: self, style: color?.terminalStyle.style ?? []) }
    /// The texts under this view drawn on a colour (the terminal's nearest; none with `NO_COLOR`); a
    /// style that is not a colour (`.secondary`) draws nothing behind them.
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _StyledView(content: self, style: (style as? Color)?.color.map { TerminalUI.Style.background($0) } ?? [])
    }
}
