// What SwiftUI draws with pixels and a terminal can't (transitions, shadows, scaling, rotation, clipping,
// hovering): accepted, doing the nearest thing, so that SwiftUI code compiles as written. `.opacity`
// dims or hides, `.lineLimit` cuts a text to its lines.
import TerminalUI

/// A view's way in and out, as SwiftUI's `AnyTransition`: a terminal draws a change at once.
nonisolated public struct AnyTransition: Sendable {
    /// Fading: drawn at once.
    public static let opacity = AnyTransition()
    /// Sliding: drawn at once.
    public static let slide = AnyTransition()
    /// Scaling: drawn at once.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Scaling from an anchor: drawn at once.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moving in from an edge: drawn at once.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moving from an offset: drawn at once.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    /// Pushing in from an edge: drawn at once.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// One way in, another out: drawn at once.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Both transitions: drawn at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with an animation: drawn at once.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// An angle, as SwiftUI's: for `.rotationEffect(_:)`, which a terminal can't draw.
nonisolated public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point in a view's unit square, as SwiftUI's: an anchor for effects a terminal can't draw.
nonisolated public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`: a terminal selects whole lines.
nonisolated public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// The padding a scene's content takes, as SwiftUI's `ScenePadding`: a terminal's screen has its own.
nonisolated public struct ScenePadding: Hashable, Sendable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension Color {
    /// The colour at an opacity: a terminal's colours are opaque, so the same colour, and
    /// `Color.clear` at 0.
    public func opacity(_ opacity: Double) -> Color { opacity <= 0 ? .clear : self }
}

/// A view at an opacity (`.opacity(_:)`): drawn as it is at 1, dim below it, and not at all at 0 (its
/// controls are gone too, as SwiftUI's can't be tapped).
@usableFromInline struct _OpacityView<Content: View>: _PrimitiveView {
    let content: Content
    let opacity: Double
    public func _render(into context: _RenderContext) {
        if opacity >= 1 { return context.evaluate(content, at: "same") }
        if opacity > 0 { return _StyledView(content: content, style: .dim)._render(into: context) }
        let firstLine = context.lines.count, firstLink = context.links.count
        context.evaluate(content, at: "same")
        context.lines.removeSubrange(firstLine...)
        context.links.removeSubrange(firstLink...)
    }
}

/// Texts cut to a number of lines (`.lineLimit(_:)`): a paragraph longer than that, wrapped at the
/// screen's width, keeps its first lines, the last ending in `…`.
@usableFromInline struct _LineLimitView<Content: View>: _PrimitiveView {
    let content: Content
    let limit: Int?
    public func _render(into context: _RenderContext) {
        let outer = context.lineLimit
        context.lineLimit = limit
        let start = context.lines.count
        context.evaluate(content, at: "same")
        context.lineLimit = outer
        guard let limit, limit > 0, context.lines.count > start else { return }
        let width = context.availableWidth
        for index in start..<context.lines.count {
            let line = context.lines[index]
            guard !line.string.utf8.contains(0x0A), DisplayWidth.of(line.string) > width else { continue }
            let wrapped = TextWrap.lines(line, width: width)
            guard wrapped.count > limit else { continue }
            var kept = Array(wrapped.prefix(limit))
            var last = kept[limit - 1]
            if DisplayWidth.of(last.string) >= width {
                last = TextWrap.lines(last, width: max(1, width - 2)).first ?? last
            }
            kept[limit - 1] = last + TerminalUI.Text("…")
            context.lines[index] = kept.dropFirst().reduce(kept[0]) { $0 + TerminalUI.Text("\n") + $1 }
            context.breaksLines = true
        }
    }
}

extension View {
    /// How the view comes and goes: a terminal draws it at once.
    public consuming func transition(_ transition: AnyTransition) -> some View { _UnchangedView(content: self) }
    /// A shadow: a terminal's cells have none.
    public consuming func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> some View { _UnchangedView(content: self) }
    /// The view scaled: a terminal's text has one size.
    public consuming func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { _UnchangedView(content: self) }
    /// The view scaled on each axis: a terminal's text has one size.
    public consuming func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View { _UnchangedView(content: self) }
    /// How small text may shrink to fit: a terminal's text has one size, and wraps.
    public consuming func minimumScaleFactor(_ factor: Double) -> some View { _UnchangedView(content: self) }
    /// The scene's padding: a terminal's screen has its own margins.
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View { _UnchangedView(content: self) }
    /// The scene's padding of a kind: a terminal's screen has its own margins.
    public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { _UnchangedView(content: self) }
    /// Runs `action` when the pointer enters or leaves the view: the terminal's mouse reports clicks
    /// and the wheel, not motion, so it is never called.
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View { _UnchangedView(content: self) }
    /// The shape that takes clicks: a terminal's click takes a whole line.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _UnchangedView(content: self) }
    /// The shape that takes clicks, for some kinds: a terminal's click takes a whole line.
    public consuming func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { _UnchangedView(content: self) }
    /// Hidden from assistive technology: a terminal's screen reader reads the lines as drawn.
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View { _UnchangedView(content: self) }
    /// The view's children as one element (or ignored, or kept) for assistive technology: the lines as drawn.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _UnchangedView(content: self) }
    /// A label for assistive technology: a terminal's screen reader reads the text drawn.
    public consuming func accessibilityLabel(_ label: Text) -> some View { _UnchangedView(content: self) }
    /// A label for assistive technology, as a string key.
    public consuming func accessibilityLabel(_ label: LocalizedStringKey) -> some View { _UnchangedView(content: self) }
    /// A label for assistive technology, as a string.
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _UnchangedView(content: self) }
    /// A hint for assistive technology (what the control does): the footer's keys say it in a terminal.
    public consuming func accessibilityHint(_ hint: Text) -> some View { _UnchangedView(content: self) }
    /// A hint for assistive technology, as a string key.
    public consuming func accessibilityHint(_ hint: LocalizedStringKey) -> some View { _UnchangedView(content: self) }
    /// A hint for assistive technology, as a string.
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _UnchangedView(content: self) }
    /// A value for assistive technology: the text drawn.
    public consuming func accessibilityValue(_ value: Text) -> some View { _UnchangedView(content: self) }
    /// A value for assistive technology, as a string.
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { _UnchangedView(content: self) }
    /// Traits for assistive technology (a button, a header): a terminal draws what the view is.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _UnchangedView(content: self) }
    /// Traits taken away for assistive technology.
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { _UnchangedView(content: self) }
    /// An identifier for UI tests: a terminal's tests find a view by the text it draws.
    public consuming func accessibilityIdentifier(_ identifier: String) -> some View { _UnchangedView(content: self) }
    /// The view blurred: a terminal's cells are sharp.
    public consuming func blur(radius: Double, opaque: Bool = false) -> some View { _UnchangedView(content: self) }
    /// The view drawn into the safe area's edges: a terminal's screen has no safe area.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _UnchangedView(content: self) }
    /// The view drawn into the safe area's edges (the older name): a terminal's screen has no safe area.
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { _UnchangedView(content: self) }
    /// The view clipped to a shape: a terminal draws whole cells, clipped to the screen.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _UnchangedView(content: self) }
    /// Round corners: a terminal draws whole cells (a `RoundedRectangle` or `.border` draws round or square ones).
    public consuming func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View { _UnchangedView(content: self) }
    /// The view moved by points: drawn in its place (a terminal moves whole cells, and the layout
    /// keeps them in order).
    public consuming func offset(x: Double = 0, y: Double = 0) -> some View { _UnchangedView(content: self) }
    /// The view moved by a size in points: drawn in its place.
    public consuming func offset(_ offset: CGSize) -> some View { _UnchangedView(content: self) }
    /// The view rotated: a terminal's lines can't turn.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _UnchangedView(content: self) }
    /// The view's opacity: as it is at 1, dim below 1, not drawn at 0 (nor its controls).
    public consuming func opacity(_ opacity: Double) -> some View { _OpacityView(content: self, opacity: opacity) }
    /// The most lines the texts under the view take: a longer one is cut, its last line ending in `…`
    /// (`nil`: no limit); a vertical `TextField` grows to as many.
    public consuming func lineLimit(_ number: Int?) -> some View { _LineLimitView(content: self, limit: number) }
    /// The lines the texts under the view take, at most the range's upper bound.
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View { _LineLimitView(content: self, limit: limit.upperBound) }
    /// At least `limit.lowerBound` lines: no limit in a terminal, which draws what the text needs.
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _LineLimitView(content: self, limit: nil) }
    /// At most `limit` lines (`reservesSpace` has no meaning for lines drawn as needed).
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _LineLimitView(content: self, limit: limit) }
    /// Runs `action` with the new value when `value` changes between two evaluations of the view's
    /// screen: SwiftUI's older, one-argument form.
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }
}

/// The parts of a safe area, as SwiftUI's (`ignoresSafeArea(_:edges:)`): a terminal's screen has none.
nonisolated public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The container's: bars and the screen's edges.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How a view's children make accessibility elements, as SwiftUI's (`accessibilityElement(children:)`).
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: UInt8
    /// The children are left out: the view is one element.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children are elements of their own, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's labels and values make this one's.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// What an element is, for assistive technology, as SwiftUI's (`accessibilityAddTraits(_:)`).
nonisolated public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
}
