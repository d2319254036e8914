// SwiftUI's `ViewModifier`: a modifier of your own, applied with `.modifier(_:)`, whose
// `body(content:)` wraps the view it is applied to. It may hold `@State`, `@Environment` ... as a view
// does: they are kept at its place in the hierarchy.

/// A modifier of your own, as SwiftUI's: `body(content:)` returns the view it makes of `content`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         VStack { content; Divider() }
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The view made of `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its `body(content:)` receives it: drawn where the body puts it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let evaluateContent: (_RenderContext) -> Void
    public func _render(into context: _RenderContext) { evaluateContent(context) }
}

/// A view with a modifier applied: what `.modifier(_:)` returns, as SwiftUI's.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public func _render(into context: _RenderContext) {
        let content = self.content
        context.evaluateModifier(modifier, content: _ViewModifier_Content { $0.evaluate(content, at: "content") })
    }
}

/// A modifier that changes nothing, as SwiftUI's.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    public init() {}
    public consuming func body(content: Content) -> some View { content }
}

extension View {
    /// Applies a modifier of your own: the view its `body(content:)` makes of this one.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
