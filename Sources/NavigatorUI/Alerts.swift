// Alerts and confirmation dialogs, as SwiftUI's: `.alert(_:isPresented:actions:message:)`, the older
// `.alert(isPresented:content:)` with `Alert`, and `.confirmationDialog(...)`, drawn as TerminalUI's
// dialog: a panel over the screen whose buttons are selected and pressed with the keys.
import TerminalUI

/// A view with an alert or a confirmation dialog up over it while its binding says so.
@usableFromInline struct _DialogView<Content: View>: _PrimitiveView {
    let content: Content
    /// The dialog to show now, if it is up: made while the screen is evaluated, from the actions'
    /// buttons and the message's lines.
    let dialog: (_RenderContext) -> TerminalUI.Dialog?

    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "alerted")
        if let dialog = dialog(context) { context.dialog = dialog }
    }
}

extension _RenderContext {
    /// A dialog from SwiftUI's parts: the buttons `actions` draws (an "OK" one if none), each pressing
    /// sets `isPresented` to false then runs its action; the lines `message` draws; Esc runs the
    /// `.cancel` button's action, if there is one, and sets `isPresented` to false. A cancel button
    /// comes last and is selected first, so Enter on a fresh dialog never destroys anything.
    func dialog<A: View, M: View>(title: String, isPresented: Binding<Bool>, actions: A, message: M) -> TerminalUI.Dialog {
        let firstLine = lines.count, firstLink = links.count, firstRun = list.runs.count
        let outerIsInList = list.isInList, outerSection = section, outerPlaces = placesLinks
        list.isInList = false
        section = nil
        placesLinks = 0
        evaluate(actions, at: "actions")
        placesLinks = outerPlaces
        var buttons: [TerminalUI.Dialog.Button] = []
        var fields: [ScreenLink] = []
        var cancelAction: (() -> Void)?
        for link in links[firstLink...] {
            // A text field (`TextField("Name", text: $name)` among an alert's actions): typed into above the buttons.
            if link.field != nil { fields.append(link) }
            guard case .perform(let action) = link.action else { continue }
            let button = TerminalUI.Dialog.Button(link.label, role: link.role) {
                isPresented.wrappedValue = false
                action()
            }
            if link.role == .cancel, cancelAction == nil {
                cancelAction = action
                buttons.append(button)
            } else {
                buttons.insert(button, at: buttons.count - (cancelAction == nil ? 0 : 1))
            }
        }
        links.removeSubrange(firstLink...)
        lines.removeSubrange(firstLine...)
        evaluate(message, at: "message")
        let text = Array(lines[firstLine...])
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        list.runs.removeSubrange(firstRun...)
        list.isInList = outerIsInList
        section = outerSection
        if buttons.isEmpty { buttons = [TerminalUI.Dialog.Button("OK") { isPresented.wrappedValue = false }] }
        // Its first field is selected first, as it has the focus in SwiftUI; else its cancel button.
        let selected = !fields.isEmpty ? 0 : cancelAction == nil ? 0 : buttons.count - 1
        return TerminalUI.Dialog(title: title, message: text, fields: fields, buttons: buttons, selected: selected) {
            isPresented.wrappedValue = false
            cancelAction?()
        }
    }
}

extension View {
    /// An alert titled `titleKey` over the screen while `isPresented` is true: a panel whose buttons are
    /// `actions`' (an "OK" one if none), under the lines of `message`. `↑` `↓` select a button, Enter
    /// presses it, Esc presses the `.cancel` one (or none); either sets `isPresented` to false. Nothing
    /// under it takes a key while it is up.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        _alert(titleKey.key, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert titled `titleKey` over the screen while `isPresented` is true, with `actions`' buttons.
    public consuming func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(titleKey.key, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// An alert titled with a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        _alert(String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert titled with a string.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// An alert titled with a `Text`, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        _alert(title.content, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert titled with a `Text`.
    public consuming func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _alert(title.content, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// An alert about `data` while `isPresented` is true and `data` is not `nil`: its actions and
    /// message are made from the data.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let parts = data.map { (actions($0), message($0)) }
        return _DialogView(content: self) { context in
            guard isPresented.wrappedValue, let (actions, message) = parts else { return nil }
            return context.dialog(title: titleKey.key, isPresented: isPresented, actions: actions, message: message)
        }
    }

    /// An alert about `data` while `isPresented` is true and `data` is not `nil`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// The older alert: `content` makes an `Alert` while `isPresented` is true (see ``Alert``).
    public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return _DialogView(content: self) { context in
            isPresented.wrappedValue ? alert.dialog(isPresented: isPresented, in: context) : nil
        }
    }

    /// The older alert for an item: `content` makes an `Alert` for `item` while it holds a value;
    /// dismissing it sets `item` to `nil`.
    public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _DialogView(content: self) { context in
            guard item.wrappedValue != nil, let alert else { return nil }
            return alert.dialog(isPresented: isPresented, in: context)
        }
    }

    /// A confirmation dialog titled `titleKey` over the screen while `isPresented` is true: drawn as an
    /// alert is (a panel of `actions`' buttons, the `.cancel` one last, selected first; Esc presses it).
    /// `titleVisibility: .hidden` leaves the title off its frame.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        _alert(titleVisibility == .hidden ? "" : titleKey.key, isPresented: isPresented, actions: actions(), message: message())
    }

    /// A confirmation dialog titled `titleKey`, with `actions`' buttons.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        _alert(titleVisibility == .hidden ? "" : titleKey.key, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// A confirmation dialog titled with a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        _alert(titleVisibility == .hidden ? "" : String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// A confirmation dialog titled with a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        _alert(titleVisibility == .hidden ? "" : String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// A confirmation dialog about `data` while `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let title = titleVisibility == .hidden ? "" : titleKey.key
        let parts = data.map { (actions($0), message($0)) }
        return _DialogView(content: self) { context in
            guard isPresented.wrappedValue, let (actions, message) = parts else { return nil }
            return context.dialog(title: title, isPresented: isPresented, actions: actions, message: message)
        }
    }

    /// A confirmation dialog about `data` while `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: { _ in EmptyView() })
    }

    private func _alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, actions: A, message: M) -> some View {
        _DialogView(content: self) { context in
            isPresented.wrappedValue ? context.dialog(title: title, isPresented: isPresented, actions: actions, message: message) : nil
        }
    }
}

/// The older alert, SwiftUI's `Alert`: a title, a message, and one or two buttons, shown with
/// `.alert(isPresented:content:)` or `.alert(item:content:)`, drawn as the newer alert is (a panel over
/// the screen; Esc presses its cancel button).
///
/// ```swift
/// .alert(isPresented: $failed) {
///     Alert(title: Text("Login failed"), message: Text("Try again."), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" one if `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`: `.default`, `.cancel` or `.destructive`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// A cancel button: what Esc presses.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        /// A destructive button, drawn in the theme's warning style.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    func dialog(isPresented: Binding<Bool>, in context: _RenderContext) -> TerminalUI.Dialog {
        let buttons = self.buttons
        return context.dialog(title: title.content, isPresented: isPresented, actions: _AlertButtons(buttons: buttons), message: _OptionalText(text: message))
    }
}

/// An `Alert`'s buttons as the views the newer alert takes.
struct _AlertButtons: _PrimitiveView {
    let buttons: [Alert.Button]
    func _render(into context: _RenderContext) {
        for (index, button) in buttons.enumerated() {
            let action = button.action ?? {}
            context.evaluate(NavigatorUI.Button(role: button.role, action: action) { button.label }, at: "#\(index)")
        }
    }
}

/// A `Text`, or nothing.
struct _OptionalText: _PrimitiveView {
    let text: Text?
    func _render(into context: _RenderContext) {
        if let text { context.evaluate(text, at: "text") }
    }
}
