// What SwiftUI code says about a text field's keyboard and border, and a button's look of your own: a
// terminal types with its keyboard and draws a field or a button as one selectable line, so these are
// accepted and change nothing drawn.

/// A text field's look, as SwiftUI's: every field is a selectable line here.
public protocol TextFieldStyle {}
/// SwiftUI's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// SwiftUI's rounded-border text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// SwiftUI's plain text field style.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The kind of text a field holds, as UIKit's (`.emailAddress`, `.password` ...): a terminal has no
/// autofill, so it is accepted.
nonisolated public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
}

/// The on-screen keyboard a field asks for, as UIKit's: a terminal types with its own.
nonisolated public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
}

/// How a field capitalizes what is typed, as SwiftUI's: a terminal keeps what is typed.
nonisolated public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// A button's look of your own, as SwiftUI's `ButtonStyle`: a terminal draws every button as a
/// selectable line with its label, so `makeBody(configuration:)` compiles and isn't drawn.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given: the button's label, whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: _PrimitiveView {
        public func _render(into context: _RenderContext) {}
    }
    public let label = Label()
    public let isPressed = false
}

extension View {
    /// A look for the text fields under this view: each is one selectable line.
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
    /// The kind of text the field holds, for autofill: a terminal has none.
    public consuming func textContentType(_ textContentType: UITextContentType?) -> some View { _UnchangedView(content: self) }
    /// The on-screen keyboard: a terminal types with its own.
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View { _UnchangedView(content: self) }
    /// How what is typed is capitalized: a terminal keeps it as typed.
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _UnchangedView(content: self) }
    /// Whether typing is autocorrected: a terminal never does.
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View { _UnchangedView(content: self) }
    /// A button look of your own: the buttons under this view are drawn as selectable lines still.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
}

/// A view that runs an action when tapped (`.onTapGesture`). Among a screen's lines the view keeps its
/// layout and is selectable as a whole (a card of several lines, a `ZStack`): selected, all of it is
/// drawn in the selection's style, and Enter or a click on any of its cells runs the action. A view of
/// one line is a selectable line, as a button whose label it is; so is any tapped view in a list's row
/// or a control's label, where a selectable line is one line. In a `ZStack` (a deck of
/// cards), the layers over it hide it, and a click on what shows of it is its.
@usableFromInline struct _TapView<Content: View>: _PrimitiveView {
    let content: Content
    let action: () -> Void
    public func _render(into context: _RenderContext) {
        guard context.tapsBlocks else {
            Button(action: action) { content }._render(into: context)
            return
        }
        let firstLine = context.lines.count, firstLink = context.links.count
        context.evaluate(content, at: "tap")
        // A view with controls of its own keeps them: they take the clicks and keys, as in SwiftUI a
        // button in a tapped view takes its taps.
        guard context.links.count == firstLink, context.lines.count > firstLine else { return }
        context.addTapped(action, linesFrom: firstLine)
    }
}

extension View {
    /// Runs `action` when the view is tapped: the view is selectable as a whole, keeping its layout
    /// (one line: a selectable line, as a button whose label it is), and Enter or a click runs the
    /// action, whatever `count` of taps SwiftUI waits for.
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapView(content: self, action: action)
    }
}

// MARK: Gestures

/// A gesture, as SwiftUI's: what a touch or a pointer does. A terminal's mouse reports clicks and the
/// wheel, not drags or presses held, so a gesture given to `.gesture(_:)` never happens; a tap is a
/// selectable line (`.onTapGesture`).
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
}

/// A drag, as SwiftUI's `DragGesture`: never reported by a terminal.
public struct DragGesture: Gesture {
    /// Where a drag is: never made here, as no drag happens.
    public struct Value: Equatable, Sendable {
        /// How far the drag went.
        public var translation: CGSize { CGSize(width: 0, height: 0) }
        /// Where the drag is.
        public var location: CGPoint { CGPoint(x: 0, y: 0) }
        /// Where the drag started.
        public var startLocation: CGPoint { CGPoint(x: 0, y: 0) }
        /// Where the drag would end if it stopped now.
        public var predictedEndLocation: CGPoint { CGPoint(x: 0, y: 0) }
        /// How far the drag would go if it stopped now.
        public var predictedEndTranslation: CGSize { CGSize(width: 0, height: 0) }
    }

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: Double = 10) {}
}

/// A press held, as SwiftUI's `LongPressGesture`: never reported by a terminal.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// A press held `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {}
}

/// A gesture with an action for its changes or its end: neither runs, as the gesture never happens.
struct ReportingGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
}

extension Gesture {
    /// Runs `action` as the gesture changes: never, in a terminal.
    public func onChanged(_ action: @escaping (Value) -> Void) -> some Gesture<Value> { ReportingGesture<Self>() }
    /// Runs `action` when the gesture ends: never, in a terminal.
    public func onEnded(_ action: @escaping (Value) -> Void) -> some Gesture<Value> { ReportingGesture<Self>() }
}

extension View {
    /// Gives the view a gesture: drawn as it is, the gesture never happening in a terminal.
    public consuming func gesture<G: Gesture>(_ gesture: G) -> some View { _UnchangedView(content: self) }
    /// Gives the view a gesture that comes before its children's: drawn as it is.
    public consuming func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { _UnchangedView(content: self) }
    /// Gives the view a gesture that happens with its children's: drawn as it is.
    public consuming func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { _UnchangedView(content: self) }
    /// Runs `action` when the view is pressed and held: never, in a terminal (a key or a click is the
    /// view's `onTapGesture` or its button).
    public consuming func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        _UnchangedView(content: self)
    }
}
