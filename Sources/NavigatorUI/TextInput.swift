// Input as SwiftUI's forms write it beyond a one-line field: `TextField(_:text:axis:)`, `.onSubmit`,
// `@FocusState` and `.focused`, `Slider`, `DatePicker` typed as text, and `GeometryReader`, which reads
// the terminal's size in cells.
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import TerminalUI

extension TextField where Label == Text {
    /// A field that edits a value written with a format: `TextField("Amount", value: $amount, format: .number)`.
    /// Its text is the value formatted; what is typed is parsed with the format's parse strategy, and
    /// the value set each time it parses (`12.` sets 12, and `12.5` then 12.5); the text stays as typed
    /// while the field is edited, and is the value formatted again once the editing ends or the value
    /// changes elsewhere.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(label: Text(titleKey), value: value, format: format, prompt: prompt)
    }

    /// A field labelled with a string that edits a value written with a format.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(label: Text(title), value: value, format: format, prompt: prompt)
    }

    /// A field that edits an optional value written with a format: empty while the value is `nil`,
    /// and emptied, it sets `nil` (`TextField("Your answer", value: $answer, format: .number)`).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(label: Text(titleKey), value: value, format: format, prompt: prompt)
    }

    /// A field labelled with a string that edits an optional value written with a format.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(label: Text(title), value: value, format: format, prompt: prompt)
    }

    private init<F: ParseableFormatStyle>(label: Text, value: Binding<F.FormatInput>, format: F, prompt: Text?) where F.FormatOutput == String {
        self.init(label: label, prompt: prompt, shown: { format.format(value.wrappedValue) }) { typed in
            if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
        }
    }

    private init<F: ParseableFormatStyle>(label: Text, value: Binding<F.FormatInput?>, format: F, prompt: Text?) where F.FormatOutput == String {
        self.init(label: label, prompt: prompt, shown: { value.wrappedValue.map(format.format) ?? "" }) { typed in
            if typed.allSatisfy(\.isWhitespace) {
                value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(typed) {
                value.wrappedValue = parsed
            }
        }
    }

    /// A field whose text is `shown()`, the value's, and whose typing is handed to `parse`.
    private init(label: Text, prompt: Text?, shown: @escaping () -> String, parse: @escaping (String) -> Void) {
        // Its text is `valueText`'s, made where the text being typed is kept.
        self.init(text: .constant(""), prompt: prompt) { label }
        valueText = { context in
            let draft = context.cell(field: "(typed)", initial: _TypedValue())
            let text = Binding(get: {
                let text = shown()
                return draft.value.formatted == text ? draft.value.text : text
            }, set: { typed in
                parse(typed)
                draft.value = _TypedValue(text: typed, formatted: shown())
            })
            // The editing ended: the value formatted is the text again (`100` typed is `$100.00`).
            return (text, { if draft.value.formatted != nil { draft.value = _TypedValue() } })
        }
    }
}

/// What was typed into a field of a formatted value, and the value's text when it was.
struct _TypedValue {
    var text = ""
    var formatted: String?
}

extension TextField {
    /// A field labelled `titleKey` that edits `text`; `.vertical`: its text wraps onto the lines under
    /// it while it isn't edited (at most `.lineLimit`'s), as SwiftUI's grows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text {
        self.init(titleKey, text: text)
        self.axis = axis
    }
    /// A field labelled `titleKey` that edits `text`, showing `prompt` while it is empty, along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) where Label == Text {
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }
    /// A field labelled with a string that edits `text`, along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) where Label == Text {
        self.init(title, text: text)
        self.axis = axis
    }
    /// A field labelled with a view that edits `text`, along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

/// What `.focused` gives the text field under it: whether it has the focus, and setting it.
@usableFromInline struct _FocusBinding {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

extension _RenderContext {
    /// What the text field being evaluated adds to its line: `.onSubmit`, `.focused`, a vertical axis.
    func fieldOptions(isVertical: Bool) -> FieldOptions? {
        guard submitAction != nil || focus != nil || isVertical else { return nil }
        return FieldOptions(submit: submitAction, isFocused: focus?.isFocused, setFocused: focus?.setFocused,
                            isVertical: isVertical, lineLimit: lineLimit)
    }
}

/// A view whose text fields run an action when Enter ends their editing (`.onSubmit`).
@usableFromInline struct _SubmitView<Content: View>: _PrimitiveView {
    let content: Content
    let action: () -> Void
    public func _render(into context: _RenderContext) {
        let outer = context.submitAction
        if let outer {
            let action = self.action
            context.submitAction = { action(); outer() }
        } else {
            context.submitAction = action
        }
        context.evaluate(content, at: "same")
        context.submitAction = outer
    }
}

/// A view whose text field's focus is bound (`.focused`).
@usableFromInline struct _FocusedView<Content: View>: _PrimitiveView {
    let content: Content
    let binding: _FocusBinding
    public func _render(into context: _RenderContext) {
        let outer = context.focus
        context.focus = binding
        context.evaluate(content, at: "same")
        context.focus = outer
    }
}

/// What is submitted, as SwiftUI's `SubmitTriggers`: a terminal's fields submit with Enter.
nonisolated public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Enter in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Which field has the keyboard, as SwiftUI's `@FocusState`: a `Bool` for one field, an optional
/// value for several (`@FocusState private var field: Field?`). Selecting a field (a key, a click)
/// sets it; setting it selects the field; another line selected clears it.
@propertyWrapper public struct FocusState<Value: Hashable>: _DynamicProperty {
    nonisolated let state: State<Value>

    /// A focus state for one field: `@FocusState private var isFocused: Bool`.
    nonisolated public init() where Value == Bool { state = State(initialValue: false) }
    /// A focus state for several fields: `@FocusState private var focused: Field?`.
    nonisolated public init<T: Hashable>() where Value == T? { state = State(initialValue: nil) }

    /// The focused field's value (`true`, or the field's), or `false`/`nil` when none has it.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `.focused` takes: `$focused`.
    public var projectedValue: Binding {
        Binding(base: state.projectedValue)
    }

    public func _link(in context: _RenderContext, field: String) { state._link(in: context, field: field) }

    /// A focus state's binding, for `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper public struct Binding {
        let base: NavigatorUI.Binding<Value>
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Runs `action` when Enter ends the editing of a text field under this view, before the next line
    /// is selected.
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _SubmitView(content: self, action: action)
    }
    /// Binds the focus of the text field under this view: `true` while it is selected.
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        _FocusedView(content: self, binding: _FocusBinding(isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 }))
    }
    /// Binds the focus of the text field under this view to `value`: the state is `value` while it is
    /// selected, and `nil` once another line is (for an optional state).
    public consuming func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        _FocusedView(content: self, binding: _FocusBinding(isFocused: { binding.wrappedValue == value }, setFocused: { focused in
            if focused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value, let none = (V.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? V {
                binding.wrappedValue = none
            }
        }))
    }
}

// MARK: Slider

/// A value in a range, SwiftUI's `Slider`: a selectable line `Label  ━━━━━━●───────`, the knob where
/// the value is. While it is selected `←` `→` (and `-` `+`) move it by its step (a twentieth of the
/// range without one), Enter by a step up; `Backspace` goes back there.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }   // ▸ Volume  ━━━━━━━━●───────────
/// ```
public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {
    let label: Label
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?
    /// Where the value is in its range, 0 to 1.
    let fraction: () -> Double
    let move: (Int) -> Void
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumLabel: ValueLabel?, maximumLabel: ValueLabel?,
        onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        fraction = {
            let span = Double(bounds.upperBound - bounds.lowerBound)
            return span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
        }
        let stride = step ?? V.Stride(bounds.upperBound - bounds.lowerBound) / 20
        move = { direction in
            var moved = value.wrappedValue.advanced(by: direction > 0 ? stride : -stride)
            if let step, step > 0 {
                // On the step's grid from the lower bound, as SwiftUI's values are.
                let steps = (Double(moved - bounds.lowerBound) / Double(step)).rounded()
                moved = bounds.lowerBound.advanced(by: V.Stride(steps) * step)
            }
            value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, moved))
        }
        self.onEditingChanged = onEditingChanged
    }

    public func _render(into context: _RenderContext) {
        let width = 20
        let knob = Int((fraction() * Double(width - 1)).rounded())
        var bar = TerminalUI.Text(String(repeating: "━", count: knob)) + TerminalUI.Text("●")
        bar.append(TerminalUI.Text(String(repeating: "─", count: width - 1 - knob)).dim())
        if let minimumLabel { bar = context.label(of: minimumLabel, at: "minimum") + " " + bar }
        if let maximumLabel { bar = bar + " " + context.label(of: maximumLabel, at: "maximum") }
        let title = context.controlLabel(of: label, at: "slider")
        let line = title.string.isEmpty ? bar : title + "  " + bar
        if context.takesLabelOnly(line) { return }
        let move = self.move, onEditingChanged = self.onEditingChanged
        let step: (Int) -> Void = { direction in
            onEditingChanged(true)
            move(direction)
            onEditingChanged(false)
        }
        context.add(ScreenLink.button(line, section: context.section) { step(1) }
            .control(ScreenControl(openHint: "increase", step: step, arrowsStep: true)))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`, with no label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumLabel: nil, maximumLabel: nil, onEditingChanged: onEditingChanged)
    }
    /// A slider over `bounds` moving by `step`, with no label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumLabel: nil, maximumLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds` with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumLabel: nil, maximumLabel: nil, onEditingChanged: onEditingChanged)
    }
    /// A slider over `bounds` moving by `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumLabel: nil, maximumLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider over `bounds` with a label and labels at its ends: `min ━━●── max`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }
    /// A slider over `bounds` moving by `step`, with a label and labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }
}

// MARK: DatePicker

/// The parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
nonisolated public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day: `YYYY-MM-DD`.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The time: `HH:MM`.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// How a date picker looks, as SwiftUI's: every one is a field typed into here.
public protocol DatePickerStyle {}
/// SwiftUI's default date picker style: a field.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// SwiftUI's compact date picker style: a field.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// SwiftUI's graphical date picker style: a field.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// SwiftUI's wheel date picker style: a field.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { .init() }
}

/// A date, SwiftUI's `DatePicker`, typed as text: a text field `Label: 2025-03-14` (`2025-03-14 09:30`
/// with `.hourAndMinute`), in the local time. What is typed sets the binding once it reads as such a
/// date within the picker's range; until then the field keeps what was typed and the binding its date.
public struct DatePicker<Label: View>: _PrimitiveView {
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents

    /// A date picker with a label view.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        range = nil
        components = displayedComponents
    }
    /// A date picker within `range`, with a label view.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.range = range
        components = displayedComponents
    }

    public func _render(into context: _RenderContext) {
        let label = context.controlLabel(of: self.label, at: "datePicker")
        if context.takesLabelOnly(label) { return }
        let selection = self.selection, range = self.range, components = self.components
        // What was typed, and the date it was typed over: shown while the binding still holds that date.
        let draft = context.cell(field: "draft", initial: (text: "", over: Date?.none))
        let text = TextBinding(get: {
            let date = selection.wrappedValue
            if draft.value.over == date { return draft.value.text }
            return CivilDate.text(of: date, time: components.contains(.hourAndMinute))
        }, set: { typed in
            var date = selection.wrappedValue
            if let parsed = CivilDate.date(from: typed, keepingTimeOf: date, time: components.contains(.hourAndMinute)),
               range.map({ $0.contains(parsed) }) ?? true {
                selection.wrappedValue = parsed
                date = parsed
            }
            draft.value = (typed, date)
        })
        let prompt = components.contains(.hourAndMinute) ? "YYYY-MM-DD HH:MM" : "YYYY-MM-DD"
        var link = ScreenLink.textField(label, text: text, prompt: prompt, section: context.section)
        link.fieldOptions = context.fieldOptions(isVertical: false)
        context.add(link)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `titleKey`: `DatePicker("Due", selection: $due, displayedComponents: .date)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A date picker titled `titleKey` within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker titled `titleKey` from a date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker titled `titleKey` up to a date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

extension View {
    /// How the date pickers under this view look: each is a field typed into.
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
}

/// Dates as `YYYY-MM-DD` (and `HH:MM`) in the local time, with the C library's calendar: no Foundation
/// formatter (which would link the whole of Foundation).
enum CivilDate {
    static func text(of date: Date, time: Bool) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        var text = padded(Int(parts.tm_year) + 1900, 4) + "-" + padded(Int(parts.tm_mon) + 1, 2) + "-" + padded(Int(parts.tm_mday), 2)
        if time { text += " " + padded(Int(parts.tm_hour), 2) + ":" + padded(Int(parts.tm_min), 2) }
        return text
    }

    /// The date `text` writes, its time of day `date`'s when `text` has none; `nil` when it reads as no date.
    static func date(from text: String, keepingTimeOf date: Date, time: Bool) -> Date? {
        // The whole form only, `YYYY-MM-DD` (and ` HH:MM` when the picker shows the time): a date on the
        // way to another as it is typed (`2025-03-1` for the 14th, `09:3` for 09:30) doesn't set the binding.
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let day = words.first, words.count == (time ? 2 : 1) else { return nil }
        let numbers = day.split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers[0].count == 4, numbers[1].count == 2, numbers[2].count == 2,
              let year = Int(numbers[0]), let month = Int(numbers[1]), let dayOfMonth = Int(numbers[2]),
              (1...12).contains(month), (1...31).contains(dayOfMonth) else { return nil }
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(dayOfMonth)
        if words.count == 2 {
            guard time else { return nil }
            let clock = words[1].split(separator: ":", omittingEmptySubsequences: false)
            guard clock.count == 2, clock[0].count == 2, clock[1].count == 2, let hour = Int(clock[0]), let minute = Int(clock[1]),
                  (0...23).contains(hour), (0...59).contains(minute) else {
                return nil
            }
            parts.tm_hour = Int32(hour)
            parts.tm_min = Int32(minute)
            parts.tm_sec = 0
        }
        parts.tm_isdst = -1
        let wanted = (parts.tm_year, parts.tm_mon, parts.tm_mday)
        let made = mktime(&parts)
        // 2025-02-30 is no day: mktime moves it on, to March.
        guard made != -1, (parts.tm_year, parts.tm_mon, parts.tm_mday) == wanted else { return nil }
        return Date(timeIntervalSince1970: Double(made))
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

// MARK: GeometryReader

/// The space a `GeometryReader` has, SwiftUI's `GeometryProxy`: the terminal's size in cells.
public struct GeometryProxy {
    /// A width and a height, in points: 8 a column, 16 a line (as `.frame` reads them).
    public struct Size: Hashable, Sendable {
        public var width: Double
        public var height: Double
    }
    /// The terminal's size in points: its columns times 8, its rows times 16.
    public let size: Size
    /// No safe area in a terminal: all zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Content made from the space it has, SwiftUI's `GeometryReader`: `proxy.size` is the terminal's
/// width and height in points, 8 a column and 16 a line (the whole screen's: a terminal lays its views
/// out in lines), so a frame made from it (`.frame(width: proxy.size.width / 2)`) is that part of the
/// screen. A resize evaluates it again.
public struct GeometryReader<Content: View>: _PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// Content made from the terminal's size: `GeometryReader { proxy in Text("\(Int(proxy.size.width / 8)) columns") }`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public func _render(into context: _RenderContext) {
        let size = context.terminalSize
        let points = GeometryProxy.Size(width: Double(size.width) * _Points.perColumn, height: Double(size.height) * _Points.perLine)
        context.evaluate(content(GeometryProxy(size: points)), at: "geometry")
    }
}
