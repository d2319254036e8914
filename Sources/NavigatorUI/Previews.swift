// SwiftUI's previews: a file that declares them compiles unchanged. A terminal has no canvas beside
// the code; `MyApp --preview` lists the program's `#Preview`s and `MyApp --preview NAME` runs one, full
// screen or headless.
import CPreviews

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

/// Declares a preview of a view, as SwiftUI's `#Preview`: `#Preview("Empty") { ContentView(items: []) }`.
///
/// A terminal has no canvas: `MyApp --preview` lists the previews of the program (by name, or by file
/// and line for one without a name), and `MyApp --preview NAME` (or its number, or `File.swift:LINE`)
/// runs that preview's view as the app's window, full screen or with `--headless`, saving nothing.
/// ``PreviewDeclaration/all`` lists them in code (a test can run one headless).
// Not in the fuzz build (`make fuzz`, `-DFUZZING`), which builds no plugin (Package.swift): declared
// there, each macro warned that its plugin can't be found.
#if !FUZZING
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "NavigatorUIMacros", type: "PreviewMacro")

/// Declares a preview with traits, as SwiftUI's `#Preview(_:traits:_:body:)`: the traits are accepted
/// (a terminal has one orientation and one size, its own).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "NavigatorUIMacros", type: "PreviewMacro")

/// Makes a variable of a `#Preview`'s body the state of the view it previews, as SwiftUI's
/// `@Previewable`: `#Preview { @Previewable @State var value = 5.0; CurrencyField(value: $value) }`.
/// `#Preview` makes such variables the properties of a view whose body is the rest of its own, so the
/// state lives as long as the preview runs.
@attached(peer)
public macro Previewable() = #externalMacro(module: "NavigatorUIMacros", type: "PreviewableMacro")
#endif

/// SwiftUI's namespace of what a preview may be given (``PreviewTrait``).
public struct Preview {
    /// The traits of a view's preview.
    public enum ViewTraits {}
}

/// A trait of a preview, as SwiftUI's (`.landscapeLeft`, `.sizeThatFitsLayout` ...): accepted, unused.
public struct PreviewTrait<T>: Sendable {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var portrait: Self { Self() }
    public static var portraitUpsideDown: Self { Self() }
    public static var landscapeLeft: Self { Self() }
    public static var landscapeRight: Self { Self() }
    public static var sizeThatFitsLayout: Self { Self() }
    public static var defaultLayout: Self { Self() }
    public static func fixedLayout(width: Double, height: Double) -> Self { Self() }
}

/// What one `#Preview` declares: its name, where it is, and its view. `#Preview` makes these; you
/// don't write one yourself, but ``all`` lists the program's (a test can run one's view headless).
public struct PreviewDeclaration {
    /// How a `#Preview` is recorded in the program: a version, and a function that stores its
    /// declaration's maker at the address it is given.
    public typealias Record = (version: Int, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The file of the `#Preview`, as `#fileID` names it (`MyApp/ContentView.swift`).
    public private(set) var fileID = ""
    /// The line of the `#Preview`.
    public private(set) var line = 0
    private let makeView: @MainActor () -> any View

    /// A preview of the view `body` makes.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        makeView = body
    }

    /// A preview with traits, which a terminal doesn't use.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(name, body: body)
    }

    /// The declaration, said to be at `fileID`, `line`.
    public func located(fileID: String, line: Int) -> Self {
        var located = self
        located.fileID = fileID
        located.line = line
        return located
    }

    /// How the preview is named in `--preview`'s list: its name, else its file and line.
    public var displayName: String { name ?? "\(fileName):\(line)" }

    /// The file's name alone (`ContentView.swift`).
    var fileName: String { String(fileID.split(separator: "/").last ?? "") }

    /// The preview's view, made now.
    @MainActor public func makeBody() -> any View { makeView() }

    /// Stores `make` at `slot`: what a record's function does.
    nonisolated public static func store(_ make: @escaping @MainActor () -> PreviewDeclaration, in slot: UnsafeMutableRawPointer) {
        slot.assumingMemoryBound(to: (@MainActor () -> PreviewDeclaration).self).initialize(to: make)
    }

    /// Every `#Preview` of the program, by file and line.
    @MainActor public static var all: [PreviewDeclaration] {
        guard let start = navigator_previews_start(), let end = navigator_previews_end(), end > start else { return [] }
        let count = (end - start) / MemoryLayout<Record>.stride
        let records = start.assumingMemoryBound(to: Record.self)
        var declarations: [PreviewDeclaration] = []
        for index in 0..<count where records[index].version == 1 {
            let slot = UnsafeMutablePointer<@MainActor () -> PreviewDeclaration>.allocate(capacity: 1)
            records[index].make(UnsafeMutableRawPointer(slot))
            declarations.append(slot.pointee())
            slot.deinitialize(count: 1)
            slot.deallocate()
        }
        return declarations.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The preview `text` names: its number in ``all`` (from 1), its name, or `File.swift:LINE`.
    @MainActor static func named(_ text: String, in all: [PreviewDeclaration]) -> PreviewDeclaration? {
        if let number = Int(text), number >= 1, number <= all.count { return all[number - 1] }
        return all.first { $0.name == text } ?? all.first { "\($0.fileName):\($0.line)" == text || "\($0.fileID):\($0.line)" == text }
    }

    /// `--preview`'s list: one line a preview, numbered.
    @MainActor static func listing(_ all: [PreviewDeclaration]) -> String {
        all.enumerated().map { index, preview in
            let place = "\(preview.fileName):\(preview.line)"
            return preview.name.map { "\(index + 1)  \($0)  (\(place))" } ?? "\(index + 1)  \(place)"
        }.joined(separator: "\n")
    }

    /// A host running the preview's view as a window's root.
    @MainActor func makeHost() -> ViewHost {
        func host(_ view: some View) -> ViewHost { ViewHost(view) }
        return host(makeBody())
    }
}
