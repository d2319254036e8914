// Form controls, as SwiftUI's: `Toggle`, `Stepper`. Each is a selectable line whose keys are its own
// while it is selected (TerminalUI's `ScreenControl`), said in the footer; the keys every line has
// (`←` back, `↑` `↓` select) stay what they are.
import TerminalUI

/// A switch between on and off, SwiftUI's `Toggle`: a selectable line `[x] Label` while `isOn` is
/// true, `[ ] Label` while it is false. Enter, Space or a click flips it; the footer says `⏎ toggle`.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)      // ▸ [x] Wi-Fi
/// ```
public struct Toggle<Label: View>: _PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle drawn with `label` that flips `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle titled `titleKey`: `Toggle("Wi-Fi", isOn: $wifi)`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text {
        self.init(isOn: isOn) { Text(title) }
    }

    public func _render(into context: _RenderContext) {
        let isOn = self.isOn
        let label = TerminalUI.Text(isOn.wrappedValue ? "[x] " : "[ ] ") + context.label(of: self.label, at: "toggle")
        if context.takesLabelOnly(label) { return }
        context.add(ScreenLink.button(label, section: context.section) { isOn.wrappedValue.toggle() }
            .control(ScreenControl(openHint: "toggle", previewOpens: true)))
    }
}

/// How toggles are drawn: every style is the same line in a terminal, `[x] Label`.
public protocol ToggleStyle {}

/// The default toggle style.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
}

/// A switch, drawn as every toggle is: `[x] Label`.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
}

/// A button that stays pressed, drawn as every toggle is: `[x] Label`.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// How the toggles under this view are drawn: each is the line `[x] Label` in a terminal.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> _UnchangedView<Self> { _UnchangedView(content: self) }
}
