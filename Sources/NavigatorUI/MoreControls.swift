// SwiftUI's views that real apps reach for beside the navigation ones: a text editor, a link that opens a
// URL, a box, a group that discloses its content, a row of controls, a gauge. Each is drawn with the
// views navigator has: a vertical text field, a button, an outlined padding, a toggle-like line.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// A multi-line text, edited in place, as SwiftUI's: a vertical text field (`TextField(_:text:axis:)`
/// with `.vertical`), its lines shown under each other (up to its `.lineLimit`), `⏎` a new line while it
/// is edited, `Esc` done.
public struct TextEditor: _PrimitiveView {
    let text: Binding<String>
    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }
    public func _render(into context: _RenderContext) {
        context.evaluate(TextField("Text", text: text, axis: .vertical), at: "editor")
    }
}

/// What opening a URL does, as SwiftUI's (`@Environment(\.openURL)`, a `Link`'s action): a link of the
/// app's own (a scheme not the web's, mail's or a phone's, that its `.onOpenURL` handlers take) is opened
/// in the app; another is shown on the notice line, to be opened elsewhere (a terminal app opens no browser). `.environment(\.openURL,
/// OpenURLAction { url in … })` handles the URLs of the views under it.
nonisolated public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler could not open it.
        public static let discarded = Result(kind: .discarded)
        /// The URL is opened as it would be without the handler.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Another URL is opened as it would be without the handler.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?
    /// The host of the views whose environment it is: what opens a URL of the app's own.
    var reference: HostReference?

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    init(reference: HostReference?) {
        handler = nil
        self.reference = reference
    }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url`, then tells `completion` whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: (_ accepted: Bool) -> Void) {
        var url = url
        if let handler {
            switch handler(url).kind {
            case .handled: return completion(true)
            case .discarded: return completion(false)
            case .systemAction(let other): url = other ?? url
            }
        }
        guard let host = reference?.host else { return completion(false) }
        // A web page, a mail address, a phone number are another app's to open, as the system opens them
        // for SwiftUI; a link of another scheme goes to the app's own handlers.
        let othersSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "ftp", "file"]
        if !othersSchemes.contains(url.scheme?.lowercased() ?? ""), host.open(url) { return completion(true) }
        host.app.show(notice: "Not opened here: \(url.absoluteString) (a terminal app opens no browser)")
        completion(false)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction(reference: nil)
}

extension EnvironmentValues {
    /// What opening a URL does here (`openURL(url)`): the app's `.onOpenURL` handlers for a link of its
    /// own, the notice line for another, unless a view above set an action of its own.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            if action.reference == nil { action.reference = dismiss.reference }
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A selectable line that opens a URL, as SwiftUI's `Link`: Enter or a click opens it as the
/// environment's `openURL` does (a link of the app's own in the app; another on the notice line).
public struct Link<Label: View>: _PrimitiveView {
    let label: Label
    let destination: URL
    /// A link to `destination` drawn with `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }
    public func _render(into context: _RenderContext) {
        let openURL = context.environment.openURL, destination = destination
        context.evaluate(Button { openURL(destination) } label: { label }, at: "link")
    }
}

extension Link where Label == Text {
    /// A link titled `titleKey` to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A box around views, as SwiftUI's `GroupBox`: its label (bold) over its content, in an outline.
public struct GroupBox<Label: View, Content: View>: _PrimitiveView {
    let label: Label?
    let content: Content
    /// A box of `content` with `label` above it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public func _render(into context: _RenderContext) {
        let box = VStack(alignment: .leading) {
            if let label { label.bold() }
            content
        }
        .padding(8)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary))
        context.evaluate(box, at: "box")
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content`.
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A box of `content` titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// Content shown or hidden under a label, as SwiftUI's `DisclosureGroup`: a selectable line, `▶` before
/// its label when closed and `▼` when open, that Enter (or Space) opens and closes; the content under it
/// while it is open. Without an `isExpanded` binding it keeps whether it is open itself, closed at first.
public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    /// A group of `content` under `label`, open while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }
    /// A group of `content` under `label`, closed at first.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }
    public func _render(into context: _RenderContext) {
        let open: Binding<Bool>
        if let isExpanded {
            open = isExpanded
        } else {
            let cell = context.keepsState ? context.cell(field: "expanded", initial: false) : StateCell(false)
            open = Binding(get: { cell.value }, set: { cell.value = $0 })
        }
        let isOpen = open.wrappedValue
        context.evaluate(Button { open.wrappedValue.toggle() } label: { HStack(spacing: 8) { Text(isOpen ? "▼" : "▶"); label } },
                         at: "disclosure")
        guard isOpen else { return }
        context.evaluate(content.padding(.leading, 16), at: "content")
    }
}

extension DisclosureGroup where Label == Text {
    /// A group of `content` titled `titleKey`, closed at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group of `content` titled with a string, closed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A group of `content` titled `titleKey`, open while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A group of `content` titled with a string, open while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// Controls that belong together, as SwiftUI's `ControlGroup`: side by side, as an `HStack`'s children.
public struct ControlGroup<Content: View>: _PrimitiveView {
    let content: Content
    /// A group of the controls `content` draws.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group with a label, which a terminal's row of controls has no place for.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
    public func _render(into context: _RenderContext) { context.evaluate(HStack { content }, at: "controls") }
}

/// A value in a range, as SwiftUI's `Gauge`: drawn as a `ProgressView` is, a bar filled as far as the
/// value is in its range, after its label, with its current value label (else the percentage).
public struct Gauge<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    let progress: ProgressView<Label, CurrentValueLabel>
    /// A gauge of `value` in `bounds`, with a label and the value drawn as `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        progress = ProgressView(label: label(), currentValueLabel: currentValueLabel(), value: Double(value - bounds.lowerBound),
                                total: Double(bounds.upperBound - bounds.lowerBound))
    }
    /// A gauge with the labels of its bounds too, which the bar's ends stand for.
    public init<V: BinaryFloatingPoint, MinimumValueLabel: View, MaximumValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel, @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
    }
    public func _render(into context: _RenderContext) { progress._render(into: context) }
}

extension Gauge where CurrentValueLabel == EmptyView {
    /// A gauge of `value` in `bounds`, with a label; the percentage drawn after the bar.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        progress = ProgressView(label: label(), currentValueLabel: nil, value: Double(value - bounds.lowerBound),
                                total: Double(bounds.upperBound - bounds.lowerBound))
    }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: a terminal has no share sheet, so opening it
/// shows the item on the notice line, to be copied from there.
public struct ShareLink<Label: View>: _PrimitiveView {
    let label: Label
    let item: String
    /// Shares `item` (its text), drawn with `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = item
    }
    /// Shares `item` (its address), drawn with `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = item.absoluteString
    }
    public func _render(into context: _RenderContext) {
        let reference = context.host.reference, item = item
        context.evaluate(Button { reference.host?.app.show(notice: "Share: \(item)") } label: { label }, at: "share")
    }
}

extension ShareLink where Label == NavigatorUI.Label<Text, Image> {
    /// Shares `item` (its text), labelled Share.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { NavigatorUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// Shares `item` (its address), labelled Share.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { NavigatorUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink where Label == Text {
    /// Shares `item` (its text), titled `title`.
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }
    /// Shares `item` (its address), titled `title`.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }
}
