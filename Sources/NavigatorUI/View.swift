import TerminalUI

/// A piece of user interface, as SwiftUI's `View`: a value whose `body` is made of other views.
///
/// The views of this module that draw something themselves (`Text`, `NavigationLink`, ...) have a
/// `Never` body; a view of yours is evaluated through its `body`, down to them.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// Adds the view to the screen being evaluated. NavigatorUI's own: a view of yours doesn't
    /// implement it (as SwiftUI's `_makeView`), it is evaluated through its `body`.
    static func _evaluate(_ view: Self, into context: _RenderContext)
}

extension View {
    /// A view of yours: its dynamic properties are connected, then its body is evaluated.
    public static func _evaluate(_ view: Self, into context: _RenderContext) { context.evaluateBody(of: view) }
}

/// A view drawn by NavigatorUI itself rather than through a body: it adds lines, links, a title or
/// registrations to the screen being evaluated. Not for use outside the module's views.
public protocol _PrimitiveView: View where Body == Never {
    func _render(into context: _RenderContext)
}

extension _PrimitiveView {
    /// A view NavigatorUI draws itself: no body, no dynamic properties.
    public static func _evaluate(_ view: Self, into context: _RenderContext) { view._render(into: context) }
}

extension View where Body == Never {
    /// A view NavigatorUI draws itself has no body.
    public var body: Never { fatalError("\(Self.self) is drawn by NavigatorUI, it has no body") }
}

extension Never: View {
    /// `Never` is a view with no body, so that a primitive view's `Body` can be `Never`.
    public typealias Body = Never
}

/// Builds a view from the statements of a closure: several views, `if`/`else`, `switch`, optionals
/// and `for` loops, as SwiftUI's `@ViewBuilder`.
@resultBuilder public enum ViewBuilder {
    // Inlinable: made in your module, a body's views are specialized for their types there (their
    // generic types are looked up once, not at every evaluation).
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block: nothing.
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view: that view.
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views, drawn one after the other.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// An `if` without `else`, or an optional view: nothing when absent.
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A `for` loop: each view in turn.
    @inlinable public static func buildArray<Content: View>(_ contents: [Content]) -> _ArrayView<Content> {
        _ArrayView(contents: contents)
    }
    /// An `if #available` branch.
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Several views in a row of a builder, drawn in order.
public struct TupleView<each Content: View>: _PrimitiveView {
    /// The views, in order.
    public let value: (repeat each Content)

    /// The views of a block.
    @inlinable public init(_ value: repeat each Content) { self.value = (repeat each value) }

    /// The structural positions of a block's first children, made once.
    private static var components: [String] { tupleComponents }

    public func _render(into context: _RenderContext) {
        var index = 0
        for child in repeat each value {
            context.evaluate(child, at: index < Self.components.count ? Self.components[index] : "\(index)")
            index += 1
        }
    }
}

/// One branch of an `if`/`else` or `switch` in a builder. Each branch has its own identity: state of
/// the other branch is not carried over.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage
    @inlinable init(storage: Storage) { self.storage = storage }

    public func _render(into context: _RenderContext) {
        switch storage {
        case .trueContent(let content): context.evaluate(content, at: "t")
        case .falseContent(let content): context.evaluate(content, at: "f")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view draws its content, or nothing.
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _render(into context: _RenderContext) {
        if let self { context.evaluate(self, at: "some") }
    }
}

/// A view that draws nothing.
public struct EmptyView: _PrimitiveView {
    /// Nothing.
    @inlinable public init() {}
    public func _render(into context: _RenderContext) {}
}

/// Views grouped without a container of their own: drawn as if written in its place.
public struct Group<Content: View>: _PrimitiveView {
    let content: Content
    /// The views `content` builds, drawn as if written in its place.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "g") }
}

/// The views of a `for` loop in a builder, identified by their position.
public struct _ArrayView<Content: View>: _PrimitiveView {
    @usableFromInline let contents: [Content]
    @inlinable init(contents: [Content]) { self.contents = contents }
    public func _render(into context: _RenderContext) {
        for (index, content) in contents.enumerated() { context.evaluate(content, at: "[\(index)]") }
    }
}

/// "0" … "15": the positions of children in a block.
private let tupleComponents = (0..<16).map { "\($0)" }
