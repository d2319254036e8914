// Form controls, as SwiftUI's: `Toggle`, `Stepper`, `Picker`. Each is a selectable line whose keys are its own
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
        let label = TerminalUI.Text(isOn.wrappedValue ? "[x] " : "[ ] ") + context.controlLabel(of: self.label, at: "toggle")
        if context.takesLabelOnly(label) { return }
        context.add(ScreenLink.button(label, section: context.section) { isOn.wrappedValue.toggle() }
            .control(ScreenControl(openHint: "toggle", previewOpens: true)))
    }
}

/// A control that steps a value up and down, SwiftUI's `Stepper`: a selectable line `Label  − +`.
/// While it is selected `+` (or `=`) steps it up and `-` down, and Enter or a click steps it up, as its
/// `+` button; the footer says `⏎ increase  -+ change`. `←` and `→` keep their meaning (back, open), so
/// a stepper never takes the way back from its user. A sign that can't step (at a bound) is drawn dim.
///
/// As in SwiftUI, the value is not drawn apart from the label: write it in the label.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...8)    // ▸ Guests: 2  − +
/// ```
public struct Stepper<Label: View>: _PrimitiveView {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    /// Whether each sign can step now (a value at a bound can't go past it).
    let canStep: () -> (down: Bool, up: Bool)
    let onEditingChanged: (Bool) -> Void

    /// A stepper drawn with `label` that runs `onIncrement` and `onDecrement`; a `nil` one is drawn dim.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        canStep = { (onDecrement != nil, onIncrement != nil) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `titleKey` that runs `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == Text {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string that runs `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == Text {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper drawn with `label` that steps `value` by `step`, within `bounds`: a step past a bound
    /// stops at it.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        canStep = { (value.wrappedValue > bounds.lowerBound, value.wrappedValue < bounds.upperBound) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper drawn with `label` that steps `value` by `step`, with no bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        canStep = { (true, true) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `titleKey` that steps `value` by `step`, within `bounds`:
    /// `Stepper("Guests: \(guests)", value: $guests, in: 1...8)`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == Text {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string that steps `value` by `step`, within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == Text {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `titleKey` that steps `value` by `step`, with no bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == Text {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string that steps `value` by `step`, with no bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == Text {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public func _render(into context: _RenderContext) {
        let (down, up) = canStep()
        let signs = TerminalUI.Text("  ") + TerminalUI.Text("−").dim(!down) + TerminalUI.Text(" ") + TerminalUI.Text("+").dim(!up)
        let label = context.controlLabel(of: self.label, at: "stepper") + signs
        if context.takesLabelOnly(label) { return }
        let increment = self.increment, decrement = self.decrement, onEditingChanged = self.onEditingChanged
        let step: (Int) -> Void = { direction in
            guard let change = direction > 0 ? increment : decrement else { return }
            onEditingChanged(true)
            change()
            onEditingChanged(false)
        }
        context.add(ScreenLink.button(label, section: context.section) { step(1) }
            .control(ScreenControl(openHint: "increase", step: step)))
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
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
}
