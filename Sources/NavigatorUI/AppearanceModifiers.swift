// What SwiftUI code says about bars, colour schemes and animation, which a terminal draws its one way:
// accepted, so the code compiles unchanged, each saying below what it does here.
import Synchronization
import TerminalUI

/// The bars a toolbar modifier is for, as SwiftUI's: accepted.
nonisolated public enum ToolbarPlacement: Hashable, Sendable {
    case automatic, navigationBar, tabBar, bottomBar, windowToolbar
}

/// Light or dark, as SwiftUI's: the terminal's own colours are the scheme.
nonisolated public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Whether something is shown, as SwiftUI's `Visibility`.
nonisolated public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How a change is animated, as SwiftUI's: a terminal draws the change at once.
nonisolated public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// The same animation after `delay` seconds: the change is still drawn at once.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation repeated, forever: the change is still drawn at once.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated `count` times: the change is still drawn at once.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation at another speed: the change is still drawn at once.
    public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body`, whose changes SwiftUI would animate: here they are drawn at once, at the next frame.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A title read from a binding, as SwiftUI's `.navigationTitle(Binding<String>)`: the breadcrumbs and
/// heading show its value (SwiftUI lets the user rename it from the title's menu; a terminal has none).
@usableFromInline struct _BoundTitleView<Content: View>: _PrimitiveView {
    let content: Content
    let title: Binding<String>
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "title")
        if context.title == nil { context.title = title.wrappedValue }
    }
}

extension View {
    /// The title, from a binding: its value is the breadcrumb and the heading, redrawn when it changes.
    public consuming func navigationTitle(_ title: Binding<String>) -> some View { _BoundTitleView(content: self, title: title) }

    /// Hides SwiftUI's back button. A terminal has no button to hide: the footer keeps `← back`, and
    /// `←`/`Backspace` still go back, so a user is never left on a screen with no way out.
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _UnchangedView(content: self) }

    /// The background of a bar: the breadcrumbs and footer have the theme's.
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { _UnchangedView(content: self) }
    /// Whether a bar's background shows: the breadcrumbs and footer are always drawn alike.
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _UnchangedView(content: self) }
    /// The colour scheme of a bar: the terminal's colours are the scheme.
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { _UnchangedView(content: self) }
    /// The colour scheme the app prefers: the terminal's colours are the scheme.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _UnchangedView(content: self) }

    /// Animates changes of `value`: a terminal draws them at once.
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _UnchangedView(content: self) }
    /// Animates changes: a terminal draws them at once.
    public consuming func animation(_ animation: Animation?) -> some View { _UnchangedView(content: self) }
}

/// Whether the app is in front, as SwiftUI's: a terminal app that runs is the one the user looks at.
nonisolated public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

/// The phase of an app's scene, as its runner moves it: `.active` while it runs, then `.inactive` and
/// `.background` as it quits (`q`, the end of a headless run), so that code saving its state on
/// `.background` saves it. Read under observation: a view reading it is evaluated again when it moves.
@Observable nonisolated final class _SceneState: @unchecked Sendable {
    var phase = ScenePhase.active
    /// Whether a view has read the phase: only then does a change of it draw anything new.
    @ObservationIgnored var wasRead = false
}

extension EnvironmentValues {
    /// The app's phase: `.active` while it runs (a terminal app in front is the one shown); as it quits
    /// (`q`, the end of a headless run), `.inactive` then `.background`, each seen by `onChange(of:)`
    /// before the app ends: code that saves on `.background` saves then, as on iOS.
    public var scenePhase: ScenePhase {
        guard let scene = screenEditMode?.reference.host?.scene else { return .active }
        scene.wasRead = true
        return scene.phase
    }
    /// The colour scheme: the terminal's colours are drawn as they are, which is closest to `.dark`.
    public var colorScheme: ColorScheme { .dark }
    /// The horizontal size class: `.compact`, as a phone's, which a terminal's columns are closest to.
    public var horizontalSizeClass: UserInterfaceSizeClass? { .compact }
    /// The vertical size class: `.regular`.
    public var verticalSizeClass: UserInterfaceSizeClass? { .regular }
    /// Whether the person asks that colour not be the only difference: false; navigator draws a
    /// selection, a disabled line or a destructive button by attribute as well as by colour anyway.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether VoiceOver is on: false (a terminal's screen reader reads the lines as drawn).
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether the person asks for less motion: true; a terminal draws no animation.
    public var accessibilityReduceMotion: Bool { true }
}

/// A size class, as SwiftUI's: how much room a dimension has.
nonisolated public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

// MARK: List rows and scrolling

/// How a scroll view bounces at its ends, as SwiftUI's: a terminal's scrolling stops there.
nonisolated public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether scroll indicators show, as SwiftUI's: the body's `↑` `↓` show where more is.
nonisolated public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension VerticalEdge {
    /// A set of vertical edges: `.top`, `.bottom`, `.all`.
    nonisolated public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// The background of a list's row: a row is a line of text, drawn in the theme's colours.
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View { _UnchangedView(content: self) }
    /// Whether a list's row has separators: rows are lines with none.
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _UnchangedView(content: self) }
    /// A list's row's insets: a row's line starts where the body's lines do.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View { _UnchangedView(content: self) }
    /// How the scroll views under this view bounce at their ends: a terminal's scrolling stops there.
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        _UnchangedView(content: self)
    }
    /// Whether the scroll views under this view show indicators: the body's `↑` `↓` say where more is.
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        _UnchangedView(content: self)
    }
    /// Whether this view takes taps and clicks: `false`, it is drawn as it is and nothing in it can be
    /// selected or clicked (a card under the top one of a stack, a decoration over others).
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View { _HitTestingView(content: self, isEnabled: enabled) }
}

/// A view that takes taps and clicks or not (`.allowsHitTesting(_:)`): not, its selectable lines are
/// drawn as text, where they are, and none can be selected.
@usableFromInline struct _HitTestingView<Content: View>: _PrimitiveView {
    let content: Content
    let isEnabled: Bool
    public func _render(into context: _RenderContext) {
        let firstLink = context.links.count
        context.evaluate(content, at: "same")
        if !isEnabled, context.links.count > firstLink { context.dropLinks(from: firstLink) }
    }
}

// MARK: Accepted, drawn as they are

/// What the return key is called while a field is edited, as SwiftUI's: a terminal's `⏎` has no name to
/// show, so every label is accepted and drawn as `⏎`.
nonisolated public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Whether a text can be selected, as SwiftUI's: the terminal's own selection copies any text on screen.
public protocol TextSelectability {}
/// Text that can be selected.
nonisolated public struct EnabledTextSelectability: TextSelectability, Sendable {}
/// Text that can't be selected.
nonisolated public struct DisabledTextSelectability: TextSelectability, Sendable {}
extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that can't be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Why a view is drawn as a placeholder, as SwiftUI's.
nonisolated public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// A namespace for `matchedGeometryEffect(id:in:)`, as SwiftUI's `@Namespace`: one identity for the
/// view's place, kept as long as its `@State` is.
@propertyWrapper nonisolated public struct Namespace: Sendable, _DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private static let counter = Mutex(0)
    let box: NamespaceBox
    /// The namespace's identity: its place's, once the view is on a screen.
    public var wrappedValue: ID { box.id }
    public init() { box = NamespaceBox(Self.next()) }

    static func next() -> ID {
        ID(value: counter.withLock { counter in
            counter += 1
            return counter
        })
    }

    @MainActor public func _link(in context: _RenderContext, field: String) {
        guard context.keepsState else { return }
        box.id = context.node().kept(field) { NamespaceBox(box.id) }.id
    }
}

/// A namespace's identity, made with the view and kept at its place.
nonisolated final class NamespaceBox: @unchecked Sendable {
    var id: Namespace.ID
    init(_ id: Namespace.ID) { self.id = id }
}

/// What `matchedGeometryEffect` matches, as SwiftUI's.
nonisolated public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// The label of the return key while a field under it is edited: `⏎` has none to show.
    public consuming func submitLabel(_ label: SubmitLabel) -> some View { _UnchangedView(content: self) }
    /// Whether the text under it can be selected: the terminal's own selection copies any.
    public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> some View { _UnchangedView(content: self) }
    /// Digits of one width: a terminal's are.
    public consuming func monospacedDigit() -> some View { _UnchangedView(content: self) }
    /// The order of views drawn over each other: a `ZStack`'s layers are drawn in the order written.
    public consuming func zIndex(_ value: Double) -> some View { _UnchangedView(content: self) }
    /// Whether the view takes the focus: its controls do, and `↑` `↓` move between them.
    public consuming func focusable(_ isFocusable: Bool = true) -> some View { _UnchangedView(content: self) }
    /// Animates the view from where another with the same `id` was: a terminal draws a change at once.
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { _UnchangedView(content: self) }
    /// Draws the view as a placeholder while loading: drawn as it is.
    public consuming func redacted(reason: RedactionReasons) -> some View { _UnchangedView(content: self) }
    /// Drawn as it is under `.redacted(reason:)`.
    public consuming func unredacted() -> some View { _UnchangedView(content: self) }
    /// Hides the view, keeping its room: its lines drawn blank, its controls not selectable.
    public consuming func hidden() -> some View { _HiddenView(content: self) }
}

extension Text {
    /// Digits of one width: a terminal's are.
    public func monospacedDigit() -> Text { self }
}

extension Font {
    /// Digits of one width: a terminal's are.
    public func monospacedDigit() -> Font { self }
}

/// A view hidden, its room kept (`.hidden()`): its lines drawn as blanks as wide as they were.
@usableFromInline struct _HiddenView<Content: View>: _PrimitiveView {
    let content: Content
    public func _render(into context: _RenderContext) {
        let start = context.lines.count, firstLink = context.links.count
        context.evaluate(content, at: "hidden")
        context.links.removeSubrange(firstLink...)
        for index in start..<context.lines.count {
            let line = context.lines[index]
            guard context.breaksLines, Text.hasNewline(line.string) else {
                context.lines[index] = TerminalUI.Text(String(repeating: " ", count: max(1, DisplayWidth.of(line.string))))
                continue
            }
            let rows = line.blockLines().map { String(repeating: " ", count: max(1, DisplayWidth.of($0.string))) }
            context.lines[index] = TerminalUI.Text(rows.joined(separator: "\n") + (rows.count == 1 ? "\n" : ""))
        }
    }
}

/// How a scroll view comes to rest, as SwiftUI's (`.paging`, `.viewAligned`): a terminal's scrolls by
/// lines and pages of lines, whatever it says.
public protocol ScrollTargetBehavior {}
/// Rests a page at a time.
nonisolated public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}
/// Rests on a view of the scroll target layout.
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// On a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// How a changing view's content changes, as SwiftUI's (`.numericText()`, `.opacity`): a terminal draws
/// the new content at once.
nonisolated public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits that roll to the new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits that roll towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// A touch a device plays, as SwiftUI's (`.success`, `.impact`): a terminal has none to play.
nonisolated public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact's weight.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
}

extension View {
    /// How the scroll view comes to rest: a terminal's scrolls by lines and pages of lines.
    public consuming func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { _UnchangedView(content: self) }
    /// Makes the views of this layout the places a scroll view rests on: a terminal's rests on any line.
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View { _UnchangedView(content: self) }
    /// How the view's content changes when it does: a terminal draws the new content at once.
    public consuming func contentTransition(_ transition: ContentTransition) -> some View { _UnchangedView(content: self) }
    /// Plays `feedback` when `trigger` changes: a terminal has no touch to play.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { _UnchangedView(content: self) }
}
