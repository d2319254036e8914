import TerminalUI

/// How far a task has got, SwiftUI's `ProgressView`: a line of text, not selectable.
///
/// With a value, a bar filled as far as the value is in its total and the percentage (or its
/// `currentValueLabel`); with none (or a `nil` value), `⋯`, as a spinner that doesn't spin. Its label,
/// if any, comes first.
///
/// ```swift
/// ProgressView("Downloading", value: 0.4)   //   Downloading ━━━━━━━━──────────── 40%
/// ProgressView()                            //   ⋯
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// How far, 0 to 1; `nil`: not known.
    let fraction: Double?

    init(label: Label?, currentValueLabel: CurrentValueLabel?, value: Double?, total: Double) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        fraction = value.map { total > 0 ? min(1, max(0, $0 / total)) : 0 }
    }

    /// A value as a `Double`, `nil` kept.
    static func double<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
        guard let value else { return nil }
        return Double(value)
    }

    /// The columns of the bar.
    static var barWidth: Int { 20 }

    public func _render(into context: _RenderContext) {
        var line = label.map { context.label(of: $0, at: "label") } ?? TerminalUI.Text("")
        if !line.string.isEmpty { line = line + " " }
        if let fraction {
            let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
            line = line + TerminalUI.Text(String(repeating: "━", count: filled))
                + TerminalUI.Text(String(repeating: "─", count: Self.barWidth - filled)).dim()
            let value = currentValueLabel.map { context.label(of: $0, at: "value") } ?? TerminalUI.Text("\(Int((fraction * 100).rounded(.down)))%")
            if !value.string.isEmpty { line = line + " " + value }
        } else {
            line = line + TerminalUI.Text("⋯").dim()
        }
        context.lines.append(context.textStyle.isEmpty ? line : line.style(context.textStyle))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Progress not known: `⋯`.
    public init() {
        self.init(label: nil, currentValueLabel: nil, value: nil, total: 1)
    }

    /// Progress of `value` out of `total` (1 by default); a `nil` value is progress not known.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, currentValueLabel: nil, value: Self.double(value), total: Double(total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress not known, with a label: `Loading ⋯`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, value: nil, total: 1)
    }

    /// Progress of `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, value: Self.double(value), total: Double(total))
    }
}

extension ProgressView {
    /// Progress of `value` out of `total`, with a label, and the value drawn as `currentValueLabel`
    /// instead of a percentage.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), value: Self.double(value), total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Progress not known, titled: `Loading ⋯`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: nil, value: nil, total: 1)
    }

    /// Progress not known, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: nil, value: nil, total: 1)
    }

    /// Progress of `value` out of `total`, titled.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: nil, value: Self.double(value), total: Double(total))
    }

    /// Progress of `value` out of `total`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, value: Self.double(value), total: Double(total))
    }
}
