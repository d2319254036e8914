import TerminalUI

/// A string written as a literal, like SwiftUI's `LocalizedStringKey` (there is no localization: the
/// key is the text).
nonisolated public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

/// A line of text. In a link's or button's label it is the label; elsewhere it is a paragraph of the
/// screen, wrapped to the terminal's width.
public struct Text: _PrimitiveView {
    let content: String
    public init(_ key: LocalizedStringKey) { content = key.key }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    public func _render(into context: _RenderContext) {
        context.lines.append(context.textStyle.isEmpty ? TerminalUI.Text(content) : TerminalUI.Text(content, style: context.textStyle))
    }
}

/// A title with an icon: drawn as its title (the terminal has no SF Symbols; `systemImage` is ignored).
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    public init<S: StringProtocol>(_ title: S, systemImage: String) where Title == Text, Icon == EmptyView {
        self.title = Text(title)
    }
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title() }
    public func _render(into context: _RenderContext) { context.evaluate(title, at: "label") }
}

/// A link that runs code when opened: a selectable line labelled with its label's text.
public struct Button<Label: View>: _PrimitiveView {
    let label: Label
    let action: () -> Void
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {
        self.init(action: action) { Text(titleKey) }
    }
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
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "v") }
}

/// Children drawn side by side: their texts joined into one line, with a space between.
public struct HStack<Content: View>: _PrimitiveView {
    let content: Content
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
    public init() {}
    public init(minLength: Int?) {}
    public func _render(into context: _RenderContext) {}
}

/// A view for each element of a collection, each identified by its id: state follows the element,
/// not its position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public func _render(into context: _RenderContext) {
        for element in data { context.evaluate(content(element), at: "#\(id(element))") }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

/// Rows: its links are the screen's selectable lines, its texts the screen's paragraphs. This step
/// builds every row (plain links); rows built lazily through TerminalUI's `LinkList` are the next step.
public struct List<Content: View>: _PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list whose value links select: opening `NavigationLink(_:value:)` of a `SelectionValue` sets
    /// `selection` instead of pushing (a `navigationDestination(item: $selection)` then pushes it).
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = _Selection(selection)
    }

    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = _Selection(selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        selection = nil
    }

    let selection: _Selection?

    public func _render(into context: _RenderContext) {
        let outer = context.selection
        context.selection = selection
        context.evaluate(content, at: "list")
        context.selection = outer
    }
}

/// A list's selection binding, for values of its type.
public struct _Selection {
    let select: (AnyHashable) -> Bool

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        select = { value in
            guard let typed = (value as? Value) ?? (value.base as? Value) else { return false }
            binding.wrappedValue = typed
            return true
        }
    }
}

/// A titled part of a list: its links are drawn under its header.
public struct Section<Header: View, Content: View>: _PrimitiveView {
    let header: Header
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Header == Text {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Header == Text {
        self.init(content: content) { Text(title) }
    }
    public init(@ViewBuilder content: () -> Content) where Header == EmptyView {
        self.init(content: content) { EmptyView() }
    }

    public func _render(into context: _RenderContext) {
        let title = context.text(of: header, at: "header")
        let outer = context.section
        let firstLink = context.links.count, firstLine = context.lines.count
        context.section = title.isEmpty ? outer : title
        context.evaluate(content, at: "section")
        context.section = outer
        // A section of text alone has no link to carry its header: the header is a line of its own.
        if context.links.count == firstLink, !title.isEmpty { context.lines.insert(TerminalUI.Text(title), at: firstLine) }
    }
}

/// A single-line text field, SwiftUI's `TextField(_:text:)`: a selectable line `Label: text` whose
/// text is the binding's. While it is selected, typing edits it (TerminalUI's
/// `ScreenLink.textField`): the binding is set on every change. `prompt` is shown, dim, while the
/// text is empty.
public struct TextField<Label: View>: _PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: String?

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.label = Text(titleKey)
        self.text = text
        prompt = nil
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
        self.label = Text(titleKey)
        self.text = text
        self.prompt = prompt?.content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.label = Text(title)
        self.text = text
        prompt = nil
    }

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
