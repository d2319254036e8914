import TerminalUI

/// A string written as a literal, like SwiftUI's `LocalizedStringKey` (there is no localization: the
/// key is the text).
nonisolated public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable {
    let key: String
    /// The key `value`.
    public init(_ value: String) { key = value }
    /// The key written as a literal: `"Settings"`.
    public init(stringLiteral value: String) { key = value }
    /// The key written with interpolations: `"Detail \(id)"`.
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

/// A line of text. In a link's or button's label it is the label; elsewhere it is a paragraph of the
/// screen, wrapped to the terminal's width.
public struct Text: _PrimitiveView {
    let content: String
    /// A text written as a literal: `Text("Hello")`, `Text("Item \(n)")`.
    public init(_ key: LocalizedStringKey) { content = key.key }
    /// A text showing a string: `Text(park.name)`.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// A text showing a string as it is.
    public init(verbatim content: String) { self.content = content }
    public func _render(into context: _RenderContext) {
        context.lines.append(context.textStyle.isEmpty ? TerminalUI.Text(content) : TerminalUI.Text(content, style: context.textStyle))
    }
}

/// A title with an icon: drawn as its title (the terminal has no SF Symbols; `systemImage` is ignored).
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    /// A label with a title and a symbol name (the title alone is drawn).
    public init<S: StringProtocol>(_ title: S, systemImage: String) where Title == Text, Icon == EmptyView {
        self.title = Text(title)
    }
    /// A label built from a title view and an icon view (the title alone is drawn).
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title() }
    public func _render(into context: _RenderContext) { context.evaluate(title, at: "label") }
}

/// A link that runs code when opened: a selectable line labelled with its label's text.
public struct Button<Label: View>: _PrimitiveView {
    let label: Label
    let action: () -> Void
    /// A button drawn with `label` that runs `action` when opened (`⏎`, or a click).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }
    /// A button titled `titleKey`: `Button("Visit") { visits += 1 }`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {
        self.init(action: action) { Text(title) }
    }
    public func _render(into context: _RenderContext) {
        context.links.append(.button(context.text(of: label, at: "button"), section: context.section, action))
    }
}

/// Children drawn one under the other: each paragraph on lines of its own.
public struct VStack<Content: View>: _PrimitiveView {
    let content: Content
    /// Children drawn one under the other.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "v") }
}

/// Children drawn side by side: their texts joined into one line, with a space between.
public struct HStack<Content: View>: _PrimitiveView {
    let content: Content
    /// Children whose texts are joined on one line.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) {
        let start = context.lines.count
        context.evaluate(content, at: "h")
        guard context.lines.count - start > 1 else { return }
        let line = context.lines[start...].dropFirst().reduce(context.lines[start]) { $0 + " " + $1 }
        context.lines.removeSubrange(start...)
        context.lines.append(line)
    }
}

/// Flexible space: nothing in a terminal's lines.
public struct Spacer: _PrimitiveView {
    /// Flexible space.
    public init() {}
    /// Flexible space with a minimum length (nothing in a terminal).
    public init(minLength: Int?) {}
    public func _render(into context: _RenderContext) {}
}

/// A single-line text field, SwiftUI's `TextField(_:text:)`: a selectable line `Label: text` whose
/// text is the binding's. While it is selected, typing edits it (TerminalUI's
/// `ScreenLink.textField`): the binding is set on every change. `prompt` is shown, dim, while the
/// text is empty.
public struct TextField<Label: View>: _PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: String?

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
        let text = self.text
        context.links.append(.textField(context.text(of: label, at: "textField"),
                                        text: TextBinding(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }),
                                        prompt: prompt, section: context.section))
    }
}
