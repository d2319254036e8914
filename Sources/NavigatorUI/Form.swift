// `Form` and `LabeledContent`, as SwiftUI's: a form is drawn as a list, its sections headed by their
// titles; a labelled value is a row `Label  Value` of the list, in its order among the controls.
import TerminalUI

/// A container of controls for data entry, SwiftUI's `Form`: drawn as a `List` is. Its controls
/// (toggles, pickers, steppers, text fields, buttons) and `LabeledContent` rows are lines the
/// selection moves through, in the order written, each `Section` headed by its title; a plain `Text`
/// is a paragraph above them, as in a list.
///
/// ```swift
/// Form {
///     Section("Account") {
///         LabeledContent("Signed in as", value: "ana")
///         Toggle("Sync", isOn: $sync)
///     }
/// }
/// ```
public struct Form<Content: View>: _PrimitiveView {
    let content: Content

    /// A form of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _render(into context: _RenderContext) {
        context.evaluate(List { content }, at: "form")
    }
}

/// How forms are drawn: every style is a list in a terminal.
public protocol FormStyle {}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// Grouped sections, drawn as a list is.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// Labels and controls in columns, drawn as a list is.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// How the forms under this view are drawn: each is a list in a terminal.
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
}

/// A value with a label, SwiftUI's `LabeledContent`: `Label  Value`, the value dim (SwiftUI's secondary
/// style). In a `Form` or `List` it is a row in its place among the controls, one the selection can
/// rest on; elsewhere a paragraph `Label: Value`. When its content is a control (a toggle, a picker, a text field),
/// the control's line is prefixed with the label.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")       // in a form: Version  1.2
/// ```
public struct LabeledContent<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content

    /// A labelled view: `LabeledContent { Text(total) } label: { Text("Total") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public func _render(into context: _RenderContext) {
        let label = context.label(of: self.label, at: "labeled")
        let firstLine = context.lines.count, firstLink = context.links.count
        // A control as the content is placed (in a row, a padding) once its label is whole.
        let places = context.placesLinks
        context.placesLinks = 0
        context.evaluate(content, at: "content")
        context.placesLinks = places
        if context.links.count > firstLink {
            // A control as the content: its line, prefixed with the label.
            context.lines.removeSubrange(firstLine...)
            context.linesReplaced(from: firstLine)
            // (A control with no label of its own, `TextField("", text:)`, is labelled by it alone.)
            let own = context.links[firstLink].label
            context.links[firstLink].label = own.string.isEmpty ? label : label + "  " + own
            if places > 0, context.links.count == firstLink + 1 { context.add(context.links.removeLast()) }
            return
        }
        let value = context.takeOptionLabel(fromLine: firstLine, link: firstLink)
        if context.list.isInList {
            let line = value.string.isEmpty ? label : label + "  " + value.dim()
            if context.takesLabelOnly(line) { return }
            context.add(ScreenLink(line, action: .perform {}, section: context.section))
        } else {
            // A paragraph, wrapped as words: a colon, not spaces, keeps the two apart.
            context.lines.append(value.string.isEmpty ? label : label + ": " + value.dim())
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value with a label: `LabeledContent("Version", value: "1.2")`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A value with a label given as a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value written with a format: `LabeledContent("Price", value: 4.5, format: .number)`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    /// A view with a label: `LabeledContent("Total") { Text(total) }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A view with a label given as a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
