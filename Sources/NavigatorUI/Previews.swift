// SwiftUI's previews, as far as a terminal has them: a file that declares them compiles unchanged.
// There is no canvas to show them in; run the view itself (`Headless.run(ContentView(), size:keys:)`,
// or the app) to see it.

/// A type that declares previews of views, as SwiftUI's `PreviewProvider` (the form before `#Preview`).
///
/// It compiles as written; a terminal has no preview canvas, so nothing shows the previews by itself:
/// run the view headless (`Headless.run(ContentView_Previews.previews, size:keys:)`) to see its frame.
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews: one view, or several in a `Group`.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; `nil`, as SwiftUI's default, means the target's own.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms SwiftUI previews can target: accepted, and a terminal is none of them.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device a SwiftUI preview is drawn on (`PreviewDevice(rawValue: "iPhone 15")`): accepted, unused.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a SwiftUI preview is sized: accepted, unused (a view gets the terminal's size).
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A SwiftUI preview's interface orientation: accepted, unused.
public enum InterfaceOrientation: Sendable, Hashable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
    /// Names a preview in SwiftUI's canvas: no effect in a terminal.
    public func previewDisplayName(_ name: String?) -> Self { self }
    /// The device a preview is drawn on in SwiftUI's canvas: no effect in a terminal.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
    /// The size of a preview in SwiftUI's canvas: no effect in a terminal.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    /// The orientation of a preview in SwiftUI's canvas: no effect in a terminal.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}
