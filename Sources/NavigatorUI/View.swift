import TerminalUI

/// A piece of user interface, as SwiftUI's `View`: a value whose `body` is made of other views.
///
/// The views of this module that draw something themselves (`Text`, `NavigationLink`, ...) have a
/// `Never` body; a view of yours is evaluated through its `body`, down to them.
///
/// `@MainActor`, as SwiftUI's: a view of yours is isolated to the main actor, so its methods and
/// computed properties read and write its `@State` and its models with no annotation.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// Adds the view to the screen being evaluated. NavigatorUI's own: a view of yours doesn't
    /// implement it (as SwiftUI's `_makeView`), it is evaluated through its `body`.
    static func _evaluate(_ view: Self, into context: _RenderContext)
}

extension View {
    /// A view of yours: its dynamic properties are connected, then its body is evaluated.
    @inlinable
    public static func _evaluate(_ view: Self, into context: _RenderContext) { context.evaluateBody(of: view) }
}

/// A view drawn by NavigatorUI itself rather than through a body: it adds lines, links, a title or
/// registrations to the screen being evaluated. Not for use outside the module's views.
@usableFromInline protocol _PrimitiveView: View where Body == Never {
    func _render(into context: _RenderContext)
}

extension _PrimitiveView {
    /// A view NavigatorUI draws itself: no body, no dynamic properties.
    @inlinable
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
    // Blocks of 2 to 10 views: a view of fixed arity each (`_Block2` ...), whose children are read by
    // offset. A `TupleView`'s children are a parameter pack, which is walked at run time with
    // copies of the tuple and of each view; its children's structural positions are the same.
    /// A block of 2 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> _Block2<C0, C1> {
        _Block2(c0, c1)
    }
    /// A block of 3 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> _Block3<C0, C1, C2> {
        _Block3(c0, c1, c2)
    }
    /// A block of 4 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _Block4<C0, C1, C2, C3> {
        _Block4(c0, c1, c2, c3)
    }
    /// A block of 5 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _Block5<C0, C1, C2, C3, C4> {
        _Block5(c0, c1, c2, c3, c4)
    }
    /// A block of 6 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _Block6<C0, C1, C2, C3, C4, C5> {
        _Block6(c0, c1, c2, c3, c4, c5)
    }
    /// A block of 7 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> _Block7<C0, C1, C2, C3, C4, C5, C6> {
        _Block7(c0, c1, c2, c3, c4, c5, c6)
    }
    /// A block of 8 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> _Block8<C0, C1, C2, C3, C4, C5, C6, C7> {
        _Block8(c0, c1, c2, c3, c4, c5, c6, c7)
    }
    /// A block of 9 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> _Block9<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
        _Block9(c0, c1, c2, c3, c4, c5, c6, c7, c8)
    }
    /// A block of 10 views, drawn one after the other.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> _Block10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
        _Block10(c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)
    }
    /// A block of more views, drawn one after the other.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// An `if` without `else`, or an optional view: nothing when absent.
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
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

/// A builder block whose first child can be drawn alone (`ViewThatFits`).
protocol _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext)
}

extension TupleView: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) {
        for child in repeat each value {
            context.evaluate(child, at: Self.components.first ?? "0")
            return
        }
    }
}

/// A builder block of 2 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block2<C0: View, C1: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @inlinable init(_ c0: C0, _ c1: C1) {
        self.c0 = c0
        self.c1 = c1
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
    }
}

/// A builder block of 3 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block3<C0: View, C1: View, C2: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
    }
}

/// A builder block of 4 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block4<C0: View, C1: View, C2: View, C3: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
    }
}

/// A builder block of 5 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block5<C0: View, C1: View, C2: View, C3: View, C4: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @usableFromInline let c4: C4
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
        context.evaluate(c4, at: "4")
    }
}

/// A builder block of 6 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @usableFromInline let c4: C4
    @usableFromInline let c5: C5
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
        context.evaluate(c4, at: "4")
        context.evaluate(c5, at: "5")
    }
}

/// A builder block of 7 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @usableFromInline let c4: C4
    @usableFromInline let c5: C5
    @usableFromInline let c6: C6
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
        context.evaluate(c4, at: "4")
        context.evaluate(c5, at: "5")
        context.evaluate(c6, at: "6")
    }
}

/// A builder block of 8 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @usableFromInline let c4: C4
    @usableFromInline let c5: C5
    @usableFromInline let c6: C6
    @usableFromInline let c7: C7
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
        context.evaluate(c4, at: "4")
        context.evaluate(c5, at: "5")
        context.evaluate(c6, at: "6")
        context.evaluate(c7, at: "7")
    }
}

/// A builder block of 9 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block9<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @usableFromInline let c4: C4
    @usableFromInline let c5: C5
    @usableFromInline let c6: C6
    @usableFromInline let c7: C7
    @usableFromInline let c8: C8
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
        context.evaluate(c4, at: "4")
        context.evaluate(c5, at: "5")
        context.evaluate(c6, at: "6")
        context.evaluate(c7, at: "7")
        context.evaluate(c8, at: "8")
    }
}

/// A builder block of 10 views, drawn in order: as a `TupleView` of them, without its parameter pack.
public struct _Block10<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>: _PrimitiveView {
    @usableFromInline let c0: C0
    @usableFromInline let c1: C1
    @usableFromInline let c2: C2
    @usableFromInline let c3: C3
    @usableFromInline let c4: C4
    @usableFromInline let c5: C5
    @usableFromInline let c6: C6
    @usableFromInline let c7: C7
    @usableFromInline let c8: C8
    @usableFromInline let c9: C9
    @inlinable init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
        self.c9 = c9
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(c0, at: "0")
        context.evaluate(c1, at: "1")
        context.evaluate(c2, at: "2")
        context.evaluate(c3, at: "3")
        context.evaluate(c4, at: "4")
        context.evaluate(c5, at: "5")
        context.evaluate(c6, at: "6")
        context.evaluate(c7, at: "7")
        context.evaluate(c8, at: "8")
        context.evaluate(c9, at: "9")
    }
}
/// One branch of an `if`/`else` or `switch` in a builder. Each branch has its own identity: state of
/// the other branch is not carried over.
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    // An enum itself, not a struct holding one: the generic witness switches over `Self`, whose
    // metadata it is given, where a nested enum's metadata was instantiated at run time on every
    // evaluation (1,600 instructions a push through the demo's five-case `switch`, callgrind).
    /// The `if` branch, or a `switch`'s first case.
    case trueContent(TrueContent)
    /// The `else` branch, or a `switch`'s later cases.
    case falseContent(FalseContent)

    @inlinable
    public func _render(into context: _RenderContext) {
        switch self {
        case .trueContent(let content): context.evaluate(content, soleChildAt: "t")
        case .falseContent(let content): context.evaluate(content, soleChildAt: "f")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view draws its content, or nothing.
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    @inlinable
    public func _render(into context: _RenderContext) {
        if let self { context.evaluate(self, at: "some") } else if !context.keepsNoViews { context.keepOnly(nil) }
    }
}

/// A view that draws nothing.
public struct EmptyView: _PrimitiveView {
    /// Nothing.
    @inlinable public init() {}
    @inlinable public func _render(into context: _RenderContext) {}
}

/// Views grouped without a container of their own: drawn as if written in its place.
public struct Group<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    /// The views `content` builds, drawn as if written in its place.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @inlinable public func _render(into context: _RenderContext) { context.evaluate(content, at: "g") }
}

/// A view whose type is erased, SwiftUI's `AnyView`: `AnyView(isWide ? AnyView(Columns()) : AnyView(List()))`.
/// Drawn as the view it holds; a view of another type in its place is another view, with a `@State` of
/// its own.
public struct AnyView: _PrimitiveView {
    let render: (_RenderContext) -> Void

    /// `view`, its type erased.
    public init<V: View>(_ view: V) {
        // Placed by its type too: a view of another type in its place doesn't take over the other's state.
        render = { context in context.evaluate(view, soleChildAt: _RenderContext.layout(of: V.self).name) }
    }

    /// `view`, its type erased, or `nil` when it is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    /// `view`, its type erased.
    public init<V: View>(erasing view: V) { self.init(view) }

    public func _render(into context: _RenderContext) { render(context) }
}

/// The views of a `for` loop in a builder, identified by their position.
public struct _ArrayView<Content: View>: _PrimitiveView {
    @usableFromInline let contents: [Content]
    @inlinable init(contents: [Content]) { self.contents = contents }
    public func _render(into context: _RenderContext) {
        let sweep = context.startSweep()
        for (index, content) in contents.enumerated() { context.evaluate(content, at: "[\(index)]") }
        context.sweep(since: sweep)
    }
}

/// "0" … "15": the positions of children in a block.
private let tupleComponents = (0..<16).map { "\($0)" }

extension _Block2: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block3: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block4: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block5: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block6: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block7: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block8: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}

extension _Block9: _FirstChildDrawing {
    func _renderFirstChild(into context: _RenderContext) { context.evaluate(c0, at: "0") }
}
