// `Picker`, as SwiftUI's: options given by `.tag`s (or a `ForEach`'s ids), drawn by its style: a menu
// (one line that opens the options as a dialog), inline (a line per option), segmented (one line of
// them all).
import TerminalUI

/// One option of a `Picker`: its label, and the tag that selects it (`nil`: it selects nothing).
struct _PickerOption {
    let label: TerminalUI.Text
    let tag: AnyHashable?
}

/// A choice of one value among options, SwiftUI's `Picker`. Its options are the views of `content`
/// with a `.tag` (a `ForEach`'s elements are tagged with their ids), and it is drawn by its style
/// (`.pickerStyle(_:)`):
///
/// - `.menu` and `.automatic` (the default), `.navigationLink`: one line `Label  Chosen ▾`. Enter (or a
///   click) opens the options as a dialog over the screen, the chosen one checked: `↑` `↓` select, Enter
///   chooses, Esc leaves the choice as it was. `+` and `-` choose the next or previous option without
///   opening it. The footer says `⏎ choose  -+ change`.
/// - `.inline` (and `.wheel`, `.radioGroup`): the label as a heading, then a line per option, `(•)` on the
///   chosen one; Enter, Space or a click chooses one.
/// - `.segmented` (and `.palette`): one line `Label  ‹ A | [B] | C ›`, the chosen option in brackets; `+`
///   and `-` choose the next or previous one, Enter the next (round again after the last).
///
/// An empty label is not drawn. `←` goes back from any of them, as from any line.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { flavor in Text(flavor.name).tag(flavor) }
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker drawn with `label`, choosing `selection` among the tagged views of `content`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker titled `titleKey`: `Picker("Flavor", selection: $flavor) { … }`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(selection: selection, content: content) { Text(title) }
    }

    public func _render(into context: _RenderContext) {
        let label = context.controlLabel(of: self.label, at: "pickerLabel")
        let options = context.options(of: content)
        let selection = self.selection
        let chosen = options.firstIndex { $0.tag.map { Self.matches($0, selection.wrappedValue) } ?? false }
        let choose: (Int) -> Void = { index in
            guard options.indices.contains(index), let tag = options[index].tag, let value = Self.value(of: tag) else { return }
            selection.wrappedValue = value
        }
        // The next or previous option that selects something, from the chosen one.
        let step: (Int) -> Void = { direction in
            var index = (chosen ?? (direction > 0 ? -1 : options.count)) + direction
            while options.indices.contains(index), options[index].tag == nil { index += direction }
            choose(index)
        }
        switch context.environment[PickerStyleKey.self] {
        case .menu: renderMenu(label: label, options: options, chosen: chosen, choose: choose, step: step, into: context)
        case .inline: renderInline(label: label, options: options, chosen: chosen, choose: choose, into: context)
        case .segmented: renderSegmented(label: label, options: options, chosen: chosen, choose: choose, step: step, into: context)
        }
    }

    /// Whether `tag` selects `value`: the same value, or the value wrapped in an optional selection.
    static func matches(_ tag: AnyHashable, _ value: SelectionValue) -> Bool {
        tag == AnyHashable(value) || Self.value(of: tag).map { AnyHashable($0) == AnyHashable(value) } == true
    }

    /// The selection's value a tag gives, if it is of its type (or the wrapped type of an optional one).
    static func value(of tag: AnyHashable) -> SelectionValue? { tag.as(SelectionValue.self) }

    /// `Label  Chosen ▾`, opening the options as a dialog.
    private func renderMenu(label: TerminalUI.Text, options: [_PickerOption], chosen: Int?, choose: @escaping (Int) -> Void,
                            step: @escaping (Int) -> Void, into context: _RenderContext) {
        let shown = (label.string.isEmpty ? TerminalUI.Text("") : label + "  ") + (chosen.map { options[$0].label } ?? TerminalUI.Text("—")) + " ▾"
        if context.takesLabelOnly(shown) { return }
        let isOpen = context.cell(field: "menu", initial: false)
        context.add(ScreenLink.button(shown, section: context.section) { isOpen.value = true }
            .control(ScreenControl(openHint: "choose", step: step)))
        guard isOpen.value else { return }
        let tagged = options.indices.filter { options[$0].tag != nil }
        let buttons = tagged.map { index in
            Dialog.Button(options[index].label, isChosen: index == chosen) {
                isOpen.value = false
                choose(index)
            }
        }
        let selected = chosen.flatMap { tagged.firstIndex(of: $0) } ?? 0
        context.dialog = Dialog(title: label.string.isEmpty ? "Choose" : label.string, buttons: buttons, selected: selected) {
            isOpen.value = false
        }
    }

    /// The label as a heading, then `(•) Option` / `( ) Option` lines.
    private func renderInline(label: TerminalUI.Text, options: [_PickerOption], chosen: Int?, choose: @escaping (Int) -> Void,
                              into context: _RenderContext) {
        let outer = context.section
        if !label.string.isEmpty { context.section = label.string }
        defer { context.section = outer }
        for (index, option) in options.enumerated() {
            let line = TerminalUI.Text(index == chosen ? "(•) " : "( ) ") + option.label
            if context.takesLabelOnly(line) { return }
            var link = ScreenLink.button(line, section: context.section) { choose(index) }
                .control(ScreenControl(openHint: "choose", previewOpens: true))
            if option.tag == nil { link.isEnabled = false }
            context.add(link)
        }
    }

    /// `Label  ‹ A | [B] | C ›`.
    private func renderSegmented(label: TerminalUI.Text, options: [_PickerOption], chosen: Int?, choose: @escaping (Int) -> Void,
                                 step: @escaping (Int) -> Void, into context: _RenderContext) {
        var line = (label.string.isEmpty ? TerminalUI.Text("") : label + "  ") + "‹ "
        for (index, option) in options.enumerated() {
            if index > 0 { line = line + " | " }
            line = line + (index == chosen ? (TerminalUI.Text("[") + option.label + "]").bold() : option.label)
        }
        line = line + " ›"
        if context.takesLabelOnly(line) { return }
        let next: () -> Void = {
            // Enter: the next option, round again after the last.
            let count = options.count
            guard count > 0 else { return }
            var index = ((chosen ?? -1) + 1) % count
            for _ in 0..<count where options[index].tag == nil { index = (index + 1) % count }
            choose(index)
        }
        context.add(ScreenLink.button(line, section: context.section, next).control(ScreenControl(openHint: "next", step: step)))
    }
}

extension _RenderContext {
    /// The options of a picker's content: its tagged views, and a `ForEach`'s elements. Its other views
    /// draw nothing; a `ForEach` inside it builds every element, even in a list.
    func options<Content: View>(of content: Content) -> [_PickerOption] {
        let outerOptions = pickerOptions, outerIsInList = list.isInList
        let firstLine = lines.count, firstLink = links.count, firstRun = list.runs.count
        pickerOptions = []
        list.isInList = false
        let outerPlaces = placesLinks
        placesLinks = 0
        evaluate(content, at: "picker")
        placesLinks = outerPlaces
        let options = pickerOptions ?? []
        pickerOptions = outerOptions
        list.isInList = outerIsInList
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        list.runs.removeSubrange(firstRun...)
        return options
    }

    /// The label a view evaluated from line `firstLine` and link `firstLink` drew (its lines joined, or
    /// its first link's label), taking them off the screen.
    func takeOptionLabel(fromLine firstLine: Int, link firstLink: Int) -> TerminalUI.Text {
        let drawn = lines[firstLine...]
        var label = drawn.dropFirst().reduce(drawn.first ?? TerminalUI.Text("")) { $0 + " " + $1 }
        if drawn.isEmpty, links.count > firstLink { label = links[firstLink].label }
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        return label
    }
}

/// A view with a tag: the value a `Picker` option selects (SwiftUI's `.tag(_:)`). Anywhere else it
/// draws its view as it is.
@usableFromInline struct _TaggedView<Content: View, Tag: Hashable>: _PrimitiveView {
    let content: Content
    let tag: Tag

    public func _render(into context: _RenderContext) {
        guard context.pickerOptions != nil else { return context.evaluate(content, at: "tag") }
        let firstLine = context.lines.count, firstLink = context.links.count
        let outer = context.pickerOptions
        context.pickerOptions = nil  // a tag inside it is its own view's
        context.evaluate(content, at: "tag")
        context.pickerOptions = outer
        let label = context.takeOptionLabel(fromLine: firstLine, link: firstLink)
        context.pickerOptions?.append(_PickerOption(label: label, tag: AnyHashable(tag)))
    }
}

extension View {
    /// Tags the view with a value: in a `Picker`, the value its option selects.
    public consuming func tag<V: Hashable>(_ tag: V) -> some View { _TaggedView(content: self, tag: tag) }

    /// How the pickers under this view are drawn: `.menu` (the default), `.inline`, `.segmented` (see `Picker`).
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _EnvironmentWritingView(content: self) { $0[PickerStyleKey.self] = (S.self as? any DrawnPickerStyle.Type)?.kind ?? .menu }
    }
}

/// How a picker is drawn in a terminal: one of three ways.
enum PickerStyleKind: Sendable {
    case menu, inline, segmented
}

nonisolated struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

/// How pickers are drawn (`.pickerStyle(_:)`): as a menu, inline or segmented (see `Picker`).
nonisolated public protocol PickerStyle {}

/// A picker style navigator draws: the way a terminal draws it. Any other style draws as a menu.
nonisolated protocol DrawnPickerStyle: PickerStyle {
    static var kind: PickerStyleKind { get }
}

/// The default: a menu.
public struct DefaultPickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .menu }
    public init() {}
}

/// One line that opens the options as a dialog.
public struct MenuPickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .menu }
    public init() {}
}

/// A line per option.
public struct InlinePickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .inline }
    public init() {}
}

/// One line of all the options.
public struct SegmentedPickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .segmented }
    public init() {}
}

/// A wheel, drawn inline: a line per option.
public struct WheelPickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .inline }
    public init() {}
}

/// A pushed list of options, drawn as a menu: one line that opens them as a dialog.
public struct NavigationLinkPickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .menu }
    public init() {}
}

/// Radio buttons, drawn inline: a line per option.
public struct RadioGroupPickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .inline }
    public init() {}
}

/// A palette, drawn as segments: one line of all the options.
public struct PalettePickerStyle: DrawnPickerStyle {
    static var kind: PickerStyleKind { .segmented }
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// One line that opens the options as a dialog.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A line per option.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// One line of all the options.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel, drawn inline.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A pushed list of options, drawn as a menu.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons, drawn inline.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette, drawn as segments.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
