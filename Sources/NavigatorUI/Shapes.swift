import TerminalUI

/// A colour as a view, as in SwiftUI (`VStack { Text(text); color }`): a swatch line, `████████ mint`,
/// in the colour. SwiftUI fills the space it is given; a terminal screen is lines, so the swatch is one
/// line, and the name makes it readable without colour (`NO_COLOR`).
extension Color: _PrimitiveView {
    public func _render(into context: _RenderContext) {
        context.lines.append(TerminalUI.Text("████████ \(name)", style: context.textStyle.union(_terminalStyle.style)))
    }
}

/// How a shape is filled, as SwiftUI's `FillStyle`: a terminal draws a shape as one character, so
/// neither rule changes it.
nonisolated public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A circle, as SwiftUI's shape: drawn as a line holding `●`, in the colour `fill(_:style:)` gives it.
public struct Circle: _PrimitiveView {
    public init() {}
    public func _render(into context: _RenderContext) {
        context.lines.append(context.textStyle.isEmpty ? TerminalUI.Text("●") : TerminalUI.Text("●", style: context.textStyle))
    }

    /// Fills the circle with a colour, or a level (`.secondary` is dim), as SwiftUI's `fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _StyledView<Circle> {
        _StyledView(content: self, style: content._terminalStyle.style)
    }
}
