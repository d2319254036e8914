// An app's commands, as SwiftUI's `.commands { CommandMenu("File") { … } }`: a terminal has no menu bar,
// so what a command menu gives is its buttons' keyboard shortcuts, which work on every screen (after
// the screen's own keys, before navigator's key table), and their place in the help.
import Navigation
import TerminalUI

/// An app's commands, as SwiftUI's: menus of buttons, given to a scene with `.commands { }`.
@MainActor @preconcurrency public protocol Commands {
    /// The commands this one is made of.
    associatedtype Body: Commands
    /// The commands this one is made of.
    @CommandsBuilder var body: Body { get }
}

/// Commands NavigatorUI reads itself: their menus. Their body is `Never`, as a primitive view's is.
protocol PrimitiveCommands: Commands where Body == Never {
    var menus: [CommandMenuContent] { get }
}

/// Commands with no body of their own (NavigatorUI's, whose menus it reads itself), as SwiftUI's.
extension Never: Commands {
    /// `Never`'s own: the one `View` and `Commands` both find.
    public var body: Never { return noBody(of: Never.self) }
}

extension Commands where Body == Never {
    /// Commands NavigatorUI reads itself have no body.
    public var body: Never { return noBody(of: Self.self) }
}

/// What a body that isn't there would be.
func noBody(of type: Any.Type) -> Never { fatalError("\(type) is read by NavigatorUI, it has no body") }

/// A menu's name and the view of its items.
struct CommandMenuContent {
    let name: String
    let content: AnyViewBox
}

/// The menus of `commands`, whatever they are made of.
func commandMenus(of commands: some Commands) -> [CommandMenuContent] {
    if let primitive = commands as? any PrimitiveCommands { return primitive.menus }
    return commandMenus(of: commands.body)
}

/// A menu of commands, as SwiftUI's: its buttons' keyboard shortcuts work on every screen, and the help
/// lists them as `Name ▸ Button`.
public struct CommandMenu<Content: View>: PrimitiveCommands {
    let name: String
    let content: () -> Content
    /// A menu named `name` of the buttons `content` builds (built again when one of its keys is
    /// pressed, so that it reads the app's state as it is then).
    public init(_ name: String, @ViewBuilder content: @escaping () -> Content) {
        self.name = name
        self.content = content
    }
    /// A menu named with a localized key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(nameKey.key, content: content)
    }
    var menus: [CommandMenuContent] { [CommandMenuContent(name: name, content: AnyViewBox(building: content))] }
}

/// Where a group of commands goes in the standard menus, as SwiftUI's (a terminal has none: the
/// group's buttons are the app's commands wherever it says).
nonisolated public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "App")
    public static let appSettings = CommandGroupPlacement(name: "Settings")
    public static let systemServices = CommandGroupPlacement(name: "Services")
    public static let appVisibility = CommandGroupPlacement(name: "App")
    public static let appTermination = CommandGroupPlacement(name: "App")
    public static let newItem = CommandGroupPlacement(name: "File")
    public static let saveItem = CommandGroupPlacement(name: "File")
    public static let importExport = CommandGroupPlacement(name: "File")
    public static let printItem = CommandGroupPlacement(name: "File")
    public static let undoRedo = CommandGroupPlacement(name: "Edit")
    public static let pasteboard = CommandGroupPlacement(name: "Edit")
    public static let textEditing = CommandGroupPlacement(name: "Edit")
    public static let textFormatting = CommandGroupPlacement(name: "Format")
    public static let toolbar = CommandGroupPlacement(name: "View")
    public static let sidebar = CommandGroupPlacement(name: "View")
    public static let windowSize = CommandGroupPlacement(name: "Window")
    public static let windowList = CommandGroupPlacement(name: "Window")
    public static let singleWindowList = CommandGroupPlacement(name: "Window")
    public static let windowArrangement = CommandGroupPlacement(name: "Window")
    public static let help = CommandGroupPlacement(name: "Help")
}

/// A group of commands in a standard menu, as SwiftUI's: its buttons' shortcuts work on every screen.
public struct CommandGroup<Content: View>: PrimitiveCommands {
    let placement: CommandGroupPlacement
    let content: () -> Content
    /// Commands in place of the standard ones at `placement`.
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.placement = placement
        content = addition
    }
    /// Commands before the standard ones at `placement`.
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.init(replacing: placement, addition: addition)
    }
    /// Commands after the standard ones at `placement`.
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.init(replacing: placement, addition: addition)
    }
    var menus: [CommandMenuContent] { [CommandMenuContent(name: placement.name, content: AnyViewBox(building: content))] }
}

/// No commands.
public struct EmptyCommands: PrimitiveCommands {
    public init() {}
    var menus: [CommandMenuContent] { [] }
}

/// The sidebar's standard command, as SwiftUI's: a terminal app's `\` shows and hides a split view's
/// sidebar already, so it adds nothing.
public struct SidebarCommands: PrimitiveCommands {
    public init() {}
    var menus: [CommandMenuContent] { [] }
}

/// The toolbar's standard commands, as SwiftUI's: a terminal has no toolbar to hide, so they add nothing.
public struct ToolbarCommands: PrimitiveCommands {
    public init() {}
    var menus: [CommandMenuContent] { [] }
}

/// Commands written one after the other.
public struct _CommandsList: PrimitiveCommands {
    let menus: [CommandMenuContent]
}

/// Builds commands from the statements of a closure, as SwiftUI's `CommandsBuilder`.
@resultBuilder public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ commands: C) -> _CommandsList { _CommandsList(menus: commandMenus(of: commands)) }
    public static func buildBlock(_ parts: _CommandsList...) -> _CommandsList { _CommandsList(menus: parts.flatMap(\.menus)) }
    public static func buildOptional(_ part: _CommandsList?) -> _CommandsList { part ?? _CommandsList(menus: []) }
    public static func buildEither(first part: _CommandsList) -> _CommandsList { part }
    public static func buildEither(second part: _CommandsList) -> _CommandsList { part }
}

/// A scene with commands.
@usableFromInline struct _CommandsScene<Content: Scene>: Scene {
    let content: Content
    let menus: [CommandMenuContent]
}

extension _CommandsScene: WindowScene where Content: WindowScene {
    func makeHost(restoring: (CodableTypes) -> NavigationTree<AnyHashable>?) -> ViewHost {
        let host = withoutActuallyEscaping(restoring) { content.makeHost(restoring: $0) }
        host.commandMenus = menus
        return host
    }
}

extension Scene {
    /// The app's commands, as SwiftUI's: their buttons' keyboard shortcuts work on every screen (after
    /// the screen's own keys, before navigator's key table), and the help lists them.
    public consuming func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
        _CommandsScene(content: self, menus: commandMenus(of: content()))
    }
}

extension ViewHost {
    /// The keyboard shortcuts of the app's command menus, as their buttons are now (evaluated when a
    /// key one of them takes is pressed, so that a command reads the app's state as it is).
    func commandShortcuts() -> [ScreenShortcut] {
        var shortcuts: [ScreenShortcut] = []
        for menu in commandMenus {
            let context = _RenderContext(host: self, screenID: nil, isInStack: false)
            menu.content.evaluate(context)
            for var shortcut in context.shortcuts {
                shortcut.label = "\(menu.name) ▸ \(shortcut.label ?? "")"
                shortcuts.append(shortcut)
            }
        }
        return shortcuts
    }
}
