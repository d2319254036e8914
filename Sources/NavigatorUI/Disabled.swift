// Disabled controls and their help text.

/// A view whose links, buttons and text fields are disabled (drawn dim, opening one says it is
/// unavailable), as SwiftUI's `.disabled(true)` makes them.
@usableFromInline struct _DisabledView<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let isDisabled: Bool
    @inlinable init(content: Content, isDisabled: Bool) {
        self.content = content
        self.isDisabled = isDisabled
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        let outer = context.isDisabled
        context.isDisabled = outer || isDisabled
        if isDisabled, !outer { context.environment.isEnabled = false }
        context.evaluate(content, at: "disabled")
        if isDisabled, !outer { context.environment.isEnabled = true }
        context.isDisabled = outer
    }
}

/// A view with help text: in the terminal, the reason drawn beside a disabled control under it.
@usableFromInline struct _HelpView<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let text: String
    @inlinable init(content: Content, text: String) {
        self.content = content
        self.text = text
    }
    @inlinable
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
    public consuming func disabled(_ disabled: Bool) -> some View { _DisabledView(content: self, isDisabled: disabled) }

    /// Help text for the controls under this view. A terminal has no tooltips: it is shown beside a
    /// control that is disabled, as the reason (`Go back 2 steps  (needs 2 levels below)`), and in the
    /// notice when one is opened.
    @inlinable
    public consuming func help(_ text: LocalizedStringKey) -> some View { _HelpView(content: self, text: text.key) }
    /// Help text for the controls under this view, shown beside a disabled one.
    @_disfavoredOverload
    @inlinable
    public consuming func help<S: StringProtocol>(_ text: S) -> some View { _HelpView(content: self, text: String(text)) }
    /// Help text for the controls under this view, shown beside a disabled one.
    public consuming func help(_ text: Text) -> some View { _HelpView(content: self, text: text.content) }
}
