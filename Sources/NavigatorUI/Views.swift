import TerminalUI

/// A string written as a literal, like SwiftUI's `LocalizedStringKey` (there is no localization: the
/// key is the text). Its interpolations may be styled `Text`s, as SwiftUI's may:
/// `Text("Press \(Text("q").bold()) to quit")`.
nonisolated public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable {
    @usableFromInline let text: TerminalUI.Text
    @usableFromInline var key: String { text.string }
    /// The key `value`.
    public init(_ value: String) { text = TerminalUI.Text(stringLiteral: value) }
    /// The key written as a literal: `"Settings"`.
    @inlinable
    public init(stringLiteral value: String) { text = TerminalUI.Text(stringLiteral: value) }
    /// The key written with interpolations: `"Detail \(id)"`, `"Press \(Text("q").bold())"`.
    @inlinable
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.finished }

    /// The parts of a literal with interpolations: text, values drawn as text, and styled `Text`s.
    ///
    /// Inlinable, and plain pieces are gathered in a string: `"Detail \(id)"` made in your module is a
    /// string built in place (specialized for the value's type), made a text once; spans are made
    /// only from a styled `Text` interpolated on.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// What was appended up to the last styled `Text`; empty while there is none.
        @usableFromInline var styled = TerminalUI.Text(stringLiteral: "")
        /// The plain text appended since.
        @usableFromInline var plain = ""
        @inlinable
        public init(literalCapacity: Int, interpolationCount: Int) {
            plain.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }
        @inlinable
        public mutating func appendLiteral(_ literal: String) { plain += literal }
        /// A styled text, keeping its style.
        @inlinable
        public mutating func appendInterpolation(_ text: Text) { appendStyled(text.styled) }
        /// A string, appended as it is (not through its `description`, looked up at run time).
        @inlinable
        public mutating func appendInterpolation(_ string: String) { plain += string }
        @inlinable
        public mutating func appendInterpolation(_ string: some StringProtocol) { plain.append(contentsOf: string) }
        /// A value's `description`, with no runtime look-up of how to describe it (`"Item \(id)"`).
        @inlinable
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { plain += value.description }
        @inlinable
        public mutating func appendInterpolation<T>(_ value: T) { plain += String(describing: value) }
        /// A value written with a format: `"Total: \(total, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            plain += format.format(value)
        }

        @usableFromInline
        mutating func appendStyled(_ text: TerminalUI.Text) {
            if !plain.isEmpty {
                styled.append(TerminalUI.Text(stringLiteral: plain))
                plain = ""
            }
            styled.append(text)
        }

        /// The text appended: the plain string alone when no styled `Text` was interpolated.
        @usableFromInline
        var finished: TerminalUI.Text {
            if styled.string.isEmpty { return TerminalUI.Text(stringLiteral: plain) }
            var text = styled
            if !plain.isEmpty { text.append(TerminalUI.Text(stringLiteral: plain)) }
            return text
        }
    }
}

/// A line of text. In a link's or button's label it is the label; elsewhere it is a paragraph of the
/// screen, wrapped to the terminal's width.
///
/// As SwiftUI's, a `Text` is styled span by span: `.bold()`, `.italic()`, `.underline()`,
/// `.foregroundColor(_:)`, `.foregroundStyle(_:)`, `.font(_:)` and `.fontWeight(_:)` on a `Text` return
/// a `Text`, and `+` joins two, each keeping its style:
/// `Text("Disk ").bold() + Text("93% full").foregroundColor(.red)`.
public struct Text: _PrimitiveView {
    @usableFromInline let styled: TerminalUI.Text
    var content: String { styled.string }
    init(styled: TerminalUI.Text) { self.styled = styled }
    /// A text written as a literal: `Text("Hello")`, `Text("Item \(n)")`, `Text("Press \(Text("q").bold())")`.
    @inlinable
    public init(_ key: LocalizedStringKey) { styled = key.text }
    /// A text from a strings table, as SwiftUI's: the key's own text (an app's strings aren't looked up).
    public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        styled = key.text
    }
    /// A text showing a string: `Text(park.name)`. Disfavoured, as SwiftUI's: a literal is a
    /// `LocalizedStringKey`, so its interpolated `Text`s keep their styles.
    @_disfavoredOverload @inlinable
    public init<S: StringProtocol>(_ content: S) {
        // Made a `String` here, specialized (nothing for a `String`), then a text without a generic call.
        styled = TerminalUI.Text(stringLiteral: String(content))
    }
    /// A text showing a string as it is.
    public init(verbatim content: String) { styled = TerminalUI.Text(content) }
    /// A value written with a format: `Text(total, format: .currency(code: "USD"))`, `Text(date, format: .dateTime)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        styled = TerminalUI.Text(format.format(input))
    }
    public func _render(into context: _RenderContext) {
        let text = context.textStyle.isEmpty ? styled : styled.style(context.textStyle)
        if Self.hasNewline(text.string) { return context.addLines(of: text) }
        context.lines.append(text)
    }

    /// Whether `string` holds a `\n`: a scan of its bytes (the generic `contains` cost a key a
    /// thousand instructions for the demo's few texts).
    static func hasNewline(_ string: String) -> Bool {
        if let found = string.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for byte in bytes where byte == 0x0A { return true }
            return false
        }) {
            return found
        }
        return string.utf8.contains(0x0A)
    }
}

extension _RenderContext {
    /// A text of several lines (`\n` in it: a description's paragraphs). A line holding `\n` is a block
    /// drawn as it is (a shape, a grid), so the text is one too: its lines wrapped at the width the
    /// screen leaves, blank ones kept. Where a text is one line (a label, a row, beside others in an
    /// `HStack`), its lines are joined with spaces.
    func addLines(of text: TerminalUI.Text) {
        let pieces = text.splitLines()
        if isInLabel || isEvaluatingRow || collectsLabel || isInHStack || scrollsSideways {
            lines.append(Self.joined(pieces.filter { !$0.string.isEmpty }[...]))
            return
        }
        var wrapped: [TerminalUI.Text] = []
        for piece in pieces {
            if piece.string.isEmpty { wrapped.append(TerminalUI.Text("")) } else { wrapped += TextWrap.lines(piece, width: availableWidth) }
        }
        while wrapped.last?.string.isEmpty == true { wrapped.removeLast() }
        guard let first = wrapped.first else { return }
        appendBlock(wrapped.dropFirst().reduce(first) { $0 + "\n" + $1 })
    }
}

// Text's own modifiers, as SwiftUI's: each returns a `Text`, so styled texts can be joined with `+`.
extension Text {
    /// The two texts one after the other, each keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(styled: lhs.styled + rhs.styled) }
    /// Bold text.
    public func bold(_ isActive: Bool = true) -> Text { Text(styled: styled.bold(isActive)) }
    /// Italic text (where the terminal has italics).
    public func italic(_ isActive: Bool = true) -> Text { Text(styled: styled.italic(isActive)) }
    /// Underlined text (the terminal has no underline colour: `color` is ignored).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { Text(styled: styled.underline(isActive)) }
    /// Text in `color` where no span has a colour of its own (none with `NO_COLOR`); `nil` leaves it.
    public func foregroundColor(_ color: Color?) -> Text { Text(styled: color.map { styled.style($0.terminalStyle.style) } ?? styled) }
    /// Text in a colour, or dim for `.secondary` and the levels below it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { Text(styled: styled.style(style.terminalStyle.style)) }
    /// Text in a font: titles and headlines bold, captions and footnotes dim.
    public func font(_ font: Font?) -> Text { Text(styled: font.map { styled.style($0.terminalStyle) } ?? styled) }
    /// Text in a weight: `.semibold` and heavier are bold.
    public func fontWeight(_ weight: Font.Weight?) -> Text { weight?.isBold == true ? bold() : self }
}

/// A title with an icon, SwiftUI's `Label`: one line, the icon's glyph then the title (`⊔ Inbox` for
/// `Label("Inbox", systemImage: "tray")`; see `Image` for the glyphs). `.labelStyle(.titleOnly)`
/// draws the title alone, `.iconOnly` the icon alone. In a `NavigationSplitView`'s sidebar or content
/// column the title is drawn alone: the selected row titles the detail in the breadcrumbs.
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    let icon: Icon
    /// A label with a title and an SF Symbol: `Label("Inbox", systemImage: "tray")`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) where Title == Text, Icon == Image {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
    /// A label with a title given as a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) where Title == Text, Icon == Image {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
    /// A label with a title and an image of the app's assets (drawn as its name in brackets).
    public init(_ titleKey: LocalizedStringKey, image name: String) where Title == Text, Icon == Image {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// A label with a title given as a string and an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) where Title == Text, Icon == Image {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    /// A label built from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public func _render(into context: _RenderContext) {
        // A style of the app's own draws its body, made of the label's parts (with no style of its own
        // there: a `Label` in the body is drawn as by default).
        if let custom = context.environment[CustomLabelStyleKey.self], !context.list.collectsColumn {
            let configuration = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
            let body = _EnvironmentWritingView(content: custom.makeBody(configuration)) {
                $0[CustomLabelStyleKey.self] = nil
                $0[LabelStyleKey.self] = .titleAndIcon
            }
            context.evaluate(body, at: "style")
            return
        }
        // A split view's column draws titles alone: its row is the detail's title in the breadcrumbs too.
        let style = context.list.collectsColumn ? .titleOnly : context.environment[LabelStyleKey.self]
        let title = style == .iconOnly ? TerminalUI.Text("") : context.label(of: self.title, at: "title")
        let icon = style == .titleOnly ? TerminalUI.Text("") : context.label(of: self.icon, at: "icon")
        let line = icon.string.isEmpty ? title : title.string.isEmpty ? icon : icon + " " + title
        guard !line.string.isEmpty else { return }
        context.lines.append(context.textStyle.isEmpty ? line : line.style(context.textStyle))
    }
}

/// How labels are drawn (`.labelStyle(_:)`): the icon's glyph and the title, or one of them, or a
/// style of the app's own, whose `makeBody(configuration:)` lays out the label's title and icon as
/// SwiftUI's does (`HStack { configuration.title; configuration.icon }`).
public protocol LabelStyle {
    /// What the style draws.
    associatedtype Body: View
    /// The label's parts, as the style is given them.
    typealias Configuration = LabelStyleConfiguration
    /// The view drawing a label of this style: its title and icon, where the style puts them.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as a `LabelStyle` is given them: its title and its icon, each a view.
public struct LabelStyleConfiguration {
    /// A label's title, drawn as the label's.
    public struct Title: _PrimitiveView {
        let view: AnyView
        public func _render(into context: _RenderContext) { context.evaluate(view, at: "title") }
    }

    /// A label's icon, drawn as the label's.
    public struct Icon: _PrimitiveView {
        let view: AnyView
        public func _render(into context: _RenderContext) { context.evaluate(view, at: "icon") }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// A label style of the app's own, its type erased: in the environment under `.labelStyle(_:)`.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
}

nonisolated struct CustomLabelStyleKey: EnvironmentKey {
    static let defaultValue: AnyLabelStyle? = nil
}

/// A label style navigator draws: what it draws of a label. Any other style draws both parts.
protocol DrawnLabelStyle: LabelStyle {
    static var parts: LabelParts { get }
}

/// What a label draws.
enum LabelParts: Sendable {
    case titleAndIcon, titleOnly, iconOnly
}

nonisolated struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelParts.titleAndIcon
}

/// The default: the icon and the title.
public struct DefaultLabelStyle: DrawnLabelStyle {
    static var parts: LabelParts { .titleAndIcon }
    public init() {}
    /// The label's parts this style draws.
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

/// The icon and the title.
public struct TitleAndIconLabelStyle: DrawnLabelStyle {
    static var parts: LabelParts { .titleAndIcon }
    public init() {}
    /// The label's parts this style draws.
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

/// The title alone.
public struct TitleOnlyLabelStyle: DrawnLabelStyle {
    static var parts: LabelParts { .titleOnly }
    public init() {}
    /// The label's parts this style draws.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: DrawnLabelStyle {
    static var parts: LabelParts { .iconOnly }
    public init() {}
    /// The label's parts this style draws.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The icon and the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Whether the controls under a view draw their labels (`.labelsHidden()`).
nonisolated struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension _RenderContext {
    /// A control's label (a toggle's, a picker's, a stepper's, a slider's, a date picker's): nothing
    /// under `.labelsHidden()`.
    func controlLabel<V: View>(of view: V, at component: String) -> TerminalUI.Text {
        environment[LabelsHiddenKey.self] ? TerminalUI.Text("") : label(of: view, at: component)
    }
}

extension View {
    /// The controls under this view drawn without their labels (a toggle as `[x]`, a picker as its
    /// choice), as SwiftUI's `labelsHidden()`: a row's text beside them says what they are. A button's
    /// and a text field's stay.
    public consuming func labelsHidden() -> some View {
        _EnvironmentWritingView(content: self) { $0[LabelsHiddenKey.self] = true }
    }

    /// How the labels under this view are drawn: `.titleOnly`, `.iconOnly`, or both (the default).
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        _EnvironmentWritingView(content: self) {
            if let drawn = S.self as? any DrawnLabelStyle.Type {
                $0[LabelStyleKey.self] = drawn.parts
                $0[CustomLabelStyleKey.self] = nil
            } else {
                $0[CustomLabelStyleKey.self] = AnyLabelStyle { AnyView(style.makeBody(configuration: $0)) }
            }
        }
    }
}

/// What a button does, SwiftUI's `ButtonRole`: a `.destructive` button (deleting, discarding) is drawn
/// in the theme's warning style; in an alert or a confirmation dialog, a `.cancel` one is what Esc
/// presses.
nonisolated public struct ButtonRole: Hashable, Sendable {
    let role: TerminalUI.LinkRole
    /// Deletes or discards: drawn in the theme's warning style.
    public static let destructive = ButtonRole(role: .destructive)
    /// Cancels: in an alert or a dialog, Esc presses it.
    public static let cancel = ButtonRole(role: .cancel)
}

/// A link that runs code when opened: a selectable line labelled with its label's text. A
/// `.destructive` one is drawn in the theme's warning style.
public struct Button<Label: View>: _PrimitiveView {
    @usableFromInline let label: Label
    @usableFromInline let action: () -> Void
    @usableFromInline var role: ButtonRole?
    // Inlinable: made in your module, a button is specialized for its label there.
    /// A button drawn with `label` that runs `action` when opened (`⏎`, or a click).
    @inlinable
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }
    /// A button titled `titleKey`: `Button("Visit") { visits += 1 }`.
    @inlinable
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled with a string.
    @inlinable
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {
        self.init(action: action) { Text(title) }
    }
    /// A button titled `titleKey` with a symbol: `Button("Add", systemImage: "plus") { add() }`, drawn as its
    /// `Label` (`+ Add`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) where Label == NavigatorUI.Label<Text, Image> {
        self.init(action: action) { NavigatorUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) where Label == NavigatorUI.Label<Text, Image> {
        self.init(action: action) { NavigatorUI.Label(title, systemImage: systemImage) }
    }
    /// A button titled `titleKey` with a symbol and a role: `Button("Delete", systemImage: "trash", role: .destructive) { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)
        where Label == NavigatorUI.Label<Text, Image> {
        self.init(role: role, action: action) { NavigatorUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button titled with a string, a symbol and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)
        where Label == NavigatorUI.Label<Text, Image> {
        self.init(role: role, action: action) { NavigatorUI.Label(title, systemImage: systemImage) }
    }
    /// A button with a role, drawn with `label`: `Button(role: .destructive) { delete() } label: { Text("Delete") }`.
    @inlinable
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
    /// A button with a role titled `titleKey`: `Button("Delete", role: .destructive) { delete() }`.
    @inlinable
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) where Label == Text {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button with a role titled with a string.
    @inlinable
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where Label == Text {
        self.init(role: role, action: action) { Text(title) }
    }
    public func _render(into context: _RenderContext) {
        let label = context.label(of: label, at: "button", fillsLine: true)
        if context.takesLabelOnly(label) { return }
        // A card (a label of several lines) is kept as it is laid out, selectable as a whole.
        if let first = context.blockLabel(of: self.label, at: "button") {
            context.addBlock(.button(label, role: role?.role, section: context.section, action), linesFrom: first)
        } else {
            context.add(.button(label, role: role?.role, section: context.section, action))
        }
        if let key = context.keyboardShortcut {
            let action = action
            context.shortcuts.append(ScreenShortcut(key: key, label: label.string, isEnabled: !context.isDisabled) { _ in
                action()
                return true
            })
        }
    }
}

/// Children drawn one under the other: each paragraph on lines of its own.
public struct VStack<Content: View>: _PrimitiveView {
    let content: Content
    /// How its lines are aligned in a column of an `HStack` (a screen's lines are aligned on the left).
    var alignment = HorizontalAlignment.center
    /// Set for a `spacing` under half a line: its texts are lines right under each other, not paragraphs.
    var isTight = false
    /// Children drawn one under the other.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) {
        let inHStack = context.isInHStack
        if inHStack { context.isInHStack = false }
        defer { if inHStack { context.isInHStack = true } }
        if inHStack, context.rowParts != nil {
            // A column of an `HStack`: its lines are laid out beside the row's other children.
            let start = context.lines.count, outer = context.rowParts
            context.rowParts = nil
            context.evaluate(content, at: "v")
            context.rowParts = outer
            if context.lines.count - start > 1 { context.rowParts?.append(.column(start..<context.lines.count, alignment)) }
            return
        }
        guard context.elasticShapes != nil else {
            let start = context.lines.count, firstLink = context.links.count
            context.evaluate(content, at: "v")
            // Tight texts (no selectable line among them): one block of their lines, wrapped at the width.
            guard isTight, context.lines.count - start > 1, context.placedAll(from: firstLink), !context.isInLabel,
                  !context.isEvaluatingRow, !context.collectsLabel else { return }
            let grid = context.grid(ofLinesFrom: start, width: context.availableWidth)
            context.lines.removeSubrange(start...)
            context.appendBlock(grid.text)
            context.linesReplaced(from: start)
            return
        }
        // A layer of a `ZStack`: its lines one block, over or under the others.
        let start = context.lines.count
        let outer = context.elasticShapes
        context.elasticShapes = nil
        context.evaluate(content, at: "v")
        context.elasticShapes = outer
        guard context.lines.count - start > 1 else { return }
        let grid = context.grid(ofLinesFrom: start, width: context.availableWidth).clipped(width: context.availableWidth)
        context.lines.removeSubrange(start...)
        context.appendBlock(grid.text)
        context.linesReplaced(from: start)
    }
}

/// Children drawn side by side: their texts joined into one line, with a space between; a `VStack`
/// among them is a column beside the others, and a `Spacer` pushes what follows it to the right edge.
/// Its buttons, links and controls are placed among them, selected in the order written.
public struct HStack<Content: View>: _PrimitiveView {
    let content: Content
    /// What joins the children's texts: a space, or nothing for `spacing: 0`.
    var separator = " "
    /// Where the children are placed in the row's height, when one is higher than a line.
    var alignment = VerticalAlignment.center
    /// Children whose texts are joined on one line.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) {
        // A row of a list: its texts and controls one row.
        if context.isStaticRow { return context.evaluateRow { _render(into: context) } }
        let start = context.lines.count
        let outer = context.isInHStack
        // A row laid out in cells, unless it is a list row's or a control's label (one line of text):
        // there, the spacers of a line the selection fills (a row, a link's or button's label) take the
        // room the line leaves.
        let laysOut = !context.isInLabel && !context.isEvaluatingRow && !context.collectsLabel
        let padsLine = !laysOut && !context.collectsLabel && (context.isInLabel ? context.labelFillsLine : context.isEvaluatingRow)
        let outerParts = context.rowParts
        if laysOut || padsLine { context.rowParts = [] }
        context.isInHStack = true
        // Its links and buttons are placed beside its other children.
        if laysOut { context.placesLinks += 1 }
        context.evaluate(content, at: "h")
        if laysOut { context.placesLinks -= 1 }
        context.isInHStack = outer
        let parts = context.rowParts
        if laysOut || padsLine { context.rowParts = outerParts }
        if padsLine, let parts, context.lines.count > start,
           let line = _RowLayout.line(context.lines[start...], start: start, parts: parts, separator: separator) {
            context.lines.removeSubrange(start...)
            context.lines.append(line)
            context.linesReplaced(from: start)
            return
        }
        // Laid out in cells when a child asks for it, or the spacing is wider than a paragraph's space.
        if laysOut, let parts, !parts.isEmpty || separator.count > 1, context.lines.count - start > 1 || !parts.isEmpty {
            let row = _RowLayout(lines: Array(context.lines[start...]), start: start, parts: parts, spacing: separator.count,
                                 alignment: alignment, width: context.scrollsSideways ? nil : context.availableWidth)
            context.lines.removeSubrange(start...)
            context.appendBlock(row.grid.text)
            context.linesReplaced(from: start)
            return
        }
        guard context.lines.count - start > 1 else { return }
        if context.breaksLines, context.lines[start...].contains(where: { $0.string.utf8.contains(0x0A) }) {
            // A block among them (a shape): side by side, each as high as the highest.
            var row = _CellGrid(width: 0, height: 0)
            for line in context.lines[start...] {
                let block = _CellGrid(line)
                row = row.besides(block, spacing: self.separator.count)
            }
            context.lines.removeSubrange(start...)
            context.appendBlock(context.scrollsSideways ? row.text : row.clipped(width: context.availableWidth).text)
            context.linesReplaced(from: start)
            return
        }
        let separator = TerminalUI.Text(self.separator)
        let line = context.lines[start...].dropFirst().reduce(context.lines[start]) { $0 + separator + $1 }
        context.lines.removeSubrange(start...)
        context.lines.append(line)
        context.linesReplaced(from: start)
    }
}

/// A line between views, as SwiftUI's: a rule of `─` as wide as the screen's body, or a `│` between the
/// texts of an `HStack`; drawn dim.
public struct Divider: _PrimitiveView {
    /// A divider.
    public init() {}
    public func _render(into context: _RenderContext) {
        if context.isInHStack {
            context.lines.append(TerminalUI.Text("│").style(.dim))
        } else {
            context.appendBlock(TerminalUI.Text(String(repeating: "─", count: context.availableWidth)).style(.dim))
        }
    }
}

/// Flexible space: nothing in a terminal's lines.
public struct Spacer: _PrimitiveView {
    /// Flexible space.
    public init() {}
    /// Flexible space with a minimum length (nothing in a terminal).
    public init(minLength: Int?) {}
    /// In an `HStack`, the room the row leaves; elsewhere nothing (a screen's lines are as long as they are).
    public func _render(into context: _RenderContext) {
        if context.isInHStack, context.rowParts != nil { context.rowParts?.append(.spacer(at: context.lines.count)) }
    }
}

/// A view with a layout priority (`.layoutPriority(_:)`), or a size of its own (`.fixedSize()`): in an
/// `HStack` too narrow for its children, the higher priorities keep their width first, and a fixed
/// one is never narrowed.
@usableFromInline struct _PriorityView<Content: View>: _PrimitiveView {
    let content: Content
    let priority: Double

    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        context.evaluate(content, at: "same")
        if context.isInHStack, context.rowParts != nil, context.lines.count > start {
            context.rowParts?.append(.priority(start..<context.lines.count, priority))
        }
    }
}

extension View {
    /// The view's priority in an `HStack` too narrow for its children: the higher keep their width first.
    public consuming func layoutPriority(_ value: Double) -> some View { _PriorityView(content: self, priority: value) }
    /// The view at its own size: in an `HStack` too narrow for its children it is never wrapped narrower.
    public consuming func fixedSize() -> some View { _PriorityView(content: self, priority: .infinity) }
    /// The view at its own width when `horizontal` is true (a terminal line's height is its lines').
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _PriorityView(content: self, priority: horizontal ? .infinity : 0)
    }
}

/// What an `HStack`'s children drew beyond lines of text: a `VStack`'s lines, one column, and a
/// `Spacer`'s place (before the line at that index).
enum _RowPart {
    case column(Range<Int>, HorizontalAlignment)
    case spacer(at: Int)
    /// The child whose lines start at the range's first: its `.layoutPriority` (`.infinity` for
    /// `.fixedSize()`: never narrowed).
    case priority(Range<Int>, Double)
    /// The child whose lines start at the range's first is framed `maxWidth: .infinity`: it takes an
    /// equal share of the room the row leaves, its lines placed in it by the alignment.
    case flexible(Range<Int>, HorizontalAlignment)
    /// A text field placed in the row (its line, one): flexible, and its room drawn to the end of its share.
    case field(Range<Int>)
}

extension _RowLayout {
    /// The lines of each of a row's children from `start` to `end`: a column's together (`parts`), each
    /// other line alone.
    static func children(from start: Int, to end: Int, parts: [_RowPart]) -> [Range<Int>] {
        var columns: [Int: Int] = [:]
        for case let .column(range, _) in parts where range.lowerBound >= start && range.upperBound <= end && range.count > 1 {
            if columns[range.lowerBound].map({ $0 < range.upperBound }) ?? true { columns[range.lowerBound] = range.upperBound }
        }
        var children: [Range<Int>] = []
        var index = start
        while index < end {
            let next = columns[index] ?? index + 1
            children.append(index..<next)
            index = next
        }
        return children
    }

    /// A row's texts on one line, each spacer a space that fills the line where it is drawn (`nil`
    /// when there is no spacer, or a child is a block of lines: joined as any other row).
    static func line(_ lines: ArraySlice<TerminalUI.Text>, start: Int, parts: [_RowPart], separator: String) -> TerminalUI.Text? {
        var spacers: [Int] = []
        for case .spacer(let at) in parts { spacers.append(min(max(at, start), start + lines.count)) }
        guard !spacers.isEmpty, !lines.contains(where: { $0.string.utf8.contains(0x0A) }) else { return nil }
        var line = TerminalUI.Text("")
        for index in start...(start + lines.count) {
            // A spacer between two texts stands for the space between them.
            if spacers.contains(index) {
                line = line + TerminalUI.Text(" ", style: .fills)
            } else if index > start, index < start + lines.count {
                line = line + TerminalUI.Text(separator)
            }
            if index < start + lines.count { line = line + lines[index] }
        }
        return line
    }
}

/// An `HStack`'s children laid out in cells, as SwiftUI lays out a row: each child as wide as it wants
/// while they fit; when they don't, the widest are wrapped narrower until they do; what is left goes to
/// the spacers (or to nothing, at the right). Each is placed in the row's height by its alignment.
struct _RowLayout {
    let grid: _CellGrid

    /// `available`: the row's width; `nil` in a horizontal scroll view, where each child is as wide as
    /// it wants and a spacer takes nothing.
    init(lines: [TerminalUI.Text], start: Int, parts: [_RowPart], spacing: Int, alignment: VerticalAlignment, width: Int?) {
        // The children, in order: a column's lines together, each other line alone; a spacer between.
        enum Child { case lines([TerminalUI.Text]), spacer }
        var children: [Child] = []
        var aligned: [HorizontalAlignment] = []
        var columns: [(range: Range<Int>, alignment: HorizontalAlignment)] = [], spacers: [Int] = []
        let end = start + lines.count
        for part in parts {
            switch part {
            // A column whose lines something replaced since (a frame, a background around its VStack)
            // is no column: its lines are the row's as they are now.
            case let .column(range, alignment) where range.lowerBound >= start && range.upperBound <= end && range.count > 1
                && !columns.contains(where: { $0.range.overlaps(range) }):
                columns.append((range, alignment))
            case .column: break
            case .spacer(let at): spacers.append(min(max(at, start), end))
            case .priority, .flexible, .field: break
            }
        }
        spacers.sort()
        var index = start, spacer = 0
        while index <= end {
            while spacer < spacers.count, spacers[spacer] == index {
                children.append(.spacer)
                aligned.append(.leading)
                spacer += 1
            }
            guard index < end else { break }
            if let column = columns.first(where: { $0.range.lowerBound == index }) {
                children.append(.lines(Array(lines[(column.range.lowerBound - start)..<(column.range.upperBound - start)])))
                aligned.append(column.alignment)
                index = column.range.upperBound
            } else {
                children.append(.lines([lines[index - start]]))
                aligned.append(.leading)
                index += 1
            }
        }
        // Each child's width as it would draw (a block's widest line), then narrowed until they fit. A
        // block's rows (a shape, a border, a grid) are drawn as they are: cut when narrowed, not wrapped.
        let drawn: [[(text: TerminalUI.Text, isBlockRow: Bool)]] = children.map { child in
            guard case .lines(let lines) = child else { return [] }
            return lines.flatMap { line in
                line.string.utf8.contains(0x0A) ? line.blockLines().map { ($0, true) } : [(line, false)]
            }
        }
        let natural = drawn.map { $0.reduce(0) { max($0, DisplayWidth.of($1.text.string)) } }
        let shown = children.indices.filter { if case .lines = children[$0] { return true } else { return false } }
        let gaps = max(0, shown.count - 1) * spacing
        // Each child's priority: the `.layoutPriority` (or `.fixedSize()`) said of the lines it starts with.
        var firstLines: [Int] = []
        var line = start
        for child in children {
            firstLines.append(line)
            if case .lines(let lines) = child { line += lines.count }
        }
        var priorities = Array(repeating: 0.0, count: children.count)
        for case let .priority(range, value) in parts {
            if let child = shown.first(where: { firstLines[$0] == range.lowerBound }) { priorities[child] = max(priorities[child], value) }
        }
        // The children framed `maxWidth: .infinity`, with their alignment.
        var flexible: [Int: HorizontalAlignment] = [:]
        var fields: Set<Int> = []
        for part in parts {
            switch part {
            case let .flexible(range, alignment):
                if let child = shown.first(where: { firstLines[$0] == range.lowerBound }) { flexible[child] = alignment }
            case let .field(range):
                guard let child = shown.first(where: { firstLines[$0] == range.lowerBound }) else { continue }
                flexible[child] = .leading
                fields.insert(child)
            default: continue
            }
        }
        var widths = natural
        let available = width ?? (shown.reduce(0) { $0 + natural[$1] } + gaps)
        var room = max(shown.count, available - gaps)
        // The higher priorities first, keeping a column for each lower one; in a priority, the
        // narrowest first get what they want, while the others share what is left; a fixed size is
        // its own whatever the room.
        for priority in Set(shown.map { priorities[$0] }).sorted(by: >) {
            let group = shown.filter { priorities[$0] == priority }.sorted { natural[$0] < natural[$1] }
            let lower = shown.filter { priorities[$0] < priority }.count
            var groupRoom = max(group.count, room - lower)
            var left = group.count
            for child in group {
                widths[child] = priority == .infinity ? natural[child] : max(1, min(natural[child], groupRoom / max(1, left)))
                groupRoom -= widths[child]
                room -= widths[child]
                left -= 1
            }
        }
        // The room left over, to the spacers (the first ones a column more when it doesn't divide).
        let spacerIndices = children.indices.filter { if case .spacer = children[$0] { return true } else { return false } }
        var spare = max(0, available - gaps - shown.reduce(0) { $0 + widths[$1] })
        if !flexible.isEmpty {
            // The flexible children and the spacers share the room the others leave, as equally as
            // their own widths let them (the widest first keep what they need).
            let sharing = (shown.filter { flexible[$0] != nil } + spacerIndices).sorted { widths[$0] > widths[$1] }
            var room = spare + sharing.reduce(0) { $0 + widths[$1] }
            for (number, child) in sharing.enumerated() {
                let share = max(widths[child], room / (sharing.count - number))
                widths[child] = share
                room -= share
            }
            spare = 0
        }
        for (number, child) in spacerIndices.enumerated() where flexible.isEmpty {
            let share = spare / (spacerIndices.count - number)
            widths[child] = share
            spare -= share
        }
        // Each child wrapped at its width, then placed side by side.
        var blocks: [_CellGrid] = []
        for child in children.indices {
            if case .spacer = children[child] {
                blocks.append(_CellGrid(width: widths[child], height: 0))
                continue
            }
            var rows: [TerminalUI.Text] = []
            for (line, isBlockRow) in drawn[child] {
                if fields.contains(child), let narrowed = Self.narrowField(line, to: widths[child]) {
                    // A text field narrowed: its room for its text shrinks (down to none), not wrapped.
                    rows.append(narrowed)
                } else if DisplayWidth.of(line.string) <= widths[child] {
                    rows.append(line)
                } else if isBlockRow {
                    rows.append(_CellGrid(rows: [line]).clipped(width: widths[child]).text)
                } else {
                    rows.append(contentsOf: TextWrap.lines(line, width: widths[child]))
                }
            }
            // Each line placed in the column's width as its `VStack` aligns it (a flexible child's in
            // all of its share, as its frame aligns it).
            let natural = min(widths[child], rows.reduce(0) { max($0, DisplayWidth.of($1.string)) })
            let columnWidth = flexible[child] != nil ? widths[child] : natural
            let alignment = flexible[child] ?? aligned[child]
            if fields.contains(child), rows.count == 1, let style = rows[0].spans.last?.style, columnWidth > natural {
                // A text field's room goes on to the end of its share.
                rows[0] = rows[0] + TerminalUI.Text(String(repeating: "\u{A0}", count: columnWidth - natural), style: style)
            }
            var block = _CellGrid(width: columnWidth, height: rows.count)
            for (number, line) in rows.enumerated() {
                let room = max(0, columnWidth - DisplayWidth.of(line.string))
                let lead = alignment == .center ? room / 2 : alignment == .trailing ? room : 0
                block.draw(line, row: number, column: lead)
            }
            blocks.append(block)
        }
        let height = blocks.reduce(1) { max($0, $1.height) }
        let placement: Alignment = alignment == .top ? .topLeading : alignment == .bottom ? .bottomLeading : .leading
        var cells: [(block: _CellGrid, column: Int)] = []
        var column = 0, first = true
        for (number, block) in blocks.enumerated() {
            if case .spacer = children[number] {
                column += widths[number]
                continue
            }
            if !first { column += spacing }
            first = false
            var cell = _CellGrid(width: widths[number], height: height)
            cell.draw(block, alignment: placement)
            cells.append((cell, column))
            column += widths[number]
        }
        var row = _CellGrid(width: column, height: height)
        for (cell, at) in cells { row.place(cell, column: at) }
        grid = row
    }

    /// A placed text field's line (`Label:`, a space and its room, unbreakable spaces ending its last
    /// span) `width` columns wide, its room cut to fit; `nil` when it is that narrow already, or its room
    /// can't shrink as far (the space after its label is the least it keeps).
    static func narrowField(_ line: TerminalUI.Text, to width: Int) -> TerminalUI.Text? {
        let excess = DisplayWidth.of(line.string) - width
        let spans = line.spans
        guard excess > 0, let last = spans.last else { return nil }
        let room = last.text.reversed().prefix { $0 == "\u{A0}" }.count
        guard room - excess >= 1 else { return nil }
        var narrowed = TerminalUI.Text("")
        for span in spans.dropLast() { narrowed.append(TerminalUI.Text(span.text, style: span.style)) }
        return narrowed + TerminalUI.Text(last.text.dropLast(excess), style: last.style)
    }

}

/// A single-line text field, SwiftUI's `TextField(_:text:)`: a selectable line `Label: text` whose
/// text is the binding's. Selected, it leaves the keys to navigation; opened (`⏎`) or typed into, it
/// is edited (TerminalUI's `ScreenLink.textField`), as a SwiftUI field takes keys once focused: the
/// binding is set on every change. `prompt` is shown, dim, while the text is empty.
public struct TextField<Label: View>: _PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: String?
    /// `.vertical`: the field's text is wrapped onto the lines under it while it isn't edited.
    var axis: Axis = .horizontal
    /// A field of a value written with a format (`TextField(_:value:format:)`): its text, made with the
    /// view's place, where the text being typed is kept.
    var valueText: ((_RenderContext) -> (text: Binding<String>, commit: () -> Void))?

    /// A field labelled `titleKey` that edits `text`: `TextField("Name", text: $name)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.label = Text(titleKey)
        self.text = text
        prompt = nil
    }

    /// A field labelled `titleKey` that edits `text`, showing `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
        self.label = Text(titleKey)
        self.text = text
        self.prompt = prompt?.content
    }

    /// A field labelled with a string that edits `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.label = Text(title)
        self.text = text
        prompt = nil
    }

    /// A field labelled with a view that edits `text`, showing `prompt` while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.prompt = prompt?.content
    }

    public func _render(into context: _RenderContext) {
        let value = valueText?(context)
        let text = value?.text ?? self.text, label = context.label(of: label, at: "textField")
        // A filter matches a field by what it shows: its label and its text.
        if context.collectsLabel, context.takesLabelOnly(label + TerminalUI.Text(": " + text.wrappedValue)) { return }
        var link = ScreenLink.textField(label, text: TextBinding(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }, commit: value?.commit),
                                        prompt: prompt, section: context.section)
        link.fieldOptions = context.fieldOptions(isVertical: axis == .vertical)
        context.add(link)
    }
}

/// A single-line field for a secret, SwiftUI's `SecureField`: a text field (`TextField`) whose text is
/// drawn as `•`, one a character, while it is edited too (`Label: ••••`). It is selected, edited and
/// bound as a text field is; `prompt` is shown, dim, while the text is empty.
///
/// ```swift
/// SecureField("Password", text: $password)    // ▸ Password: ••••••
/// ```
public struct SecureField<Label: View>: _PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: String?

    /// A secure field labelled `titleKey` that edits `text`: `SecureField("Password", text: $password)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A secure field labelled `titleKey` that edits `text`, showing `prompt` while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field labelled with a string that edits `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A secure field labelled with a view that edits `text`, showing `prompt` while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.prompt = prompt?.content
    }

    public func _render(into context: _RenderContext) {
        let text = self.text, label = context.label(of: label, at: "secureField")
        if context.takesLabelOnly(label) { return }
        var link = ScreenLink.secureField(label, text: TextBinding(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }),
                                          prompt: prompt, section: context.section)
        link.fieldOptions = context.fieldOptions(isVertical: false)
        context.add(link)
    }
}
