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

/// A view that runs an action when tapped (`.onTapGesture`): a selectable line, as a button whose
/// label it is.
@usableFromInline struct _TapView<Content: View>: _PrimitiveView {
    let content: Content
    let action: () -> Void
    public func _render(into context: _RenderContext) {
        Button(action: action) { content }._render(into: context)
    }
}

extension View {
    /// Runs `action` when the view is tapped: the view is a selectable line (its texts one line, as
    /// a button's label), and Enter or a click runs the action, whatever `count` of taps SwiftUI waits for.
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapView(content: self, action: action)
    }
}
