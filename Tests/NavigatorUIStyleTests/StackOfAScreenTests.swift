// What a screen needs of the stack it is on, as the demo's screens do: destinations drawn in the
// environment of the stack that declared them (a sheet's own path binding), a restored sheet's stack
// kept by its `NavigationStack(path:)`, a sheet declared on the stack presenting over whatever it shows,
// and a body that changes its path while evaluated refused, as seed 004 warns.
import Navigation
import NavigatorUI
import Testing

private struct StackNameKey: EnvironmentKey {
    static let defaultValue = "none"
}

private struct StackPathKey: EnvironmentKey {
    static let defaultValue: Binding<NavigationPath> = .constant(NavigationPath())
}

extension EnvironmentValues {
    fileprivate var stackName: String {
        get { self[StackNameKey.self] }
        set { self[StackNameKey.self] = newValue }
    }

    fileprivate var stackPath: Binding<NavigationPath> {
        get { self[StackPathKey.self] }
        set { self[StackPathKey.self] = newValue }
    }
}

private enum ToolSheet: String, Hashable, Codable, Identifiable {
    case tools
    var id: Self { self }
}

/// A level of either stack: says which stack's environment it has, pushes the next level, and empties
/// its own stack's path.
private struct StackLevel: View {
    let number: Int
    @Environment(\.stackName) private var stackName
    @Environment(\.stackPath) private var path

    var body: some View {
        Text("Level \(number) on the \(stackName) stack, path of \(path.wrappedValue.count)")
        NavigationLink("Next", value: number + 1)
        Button("To the root") { path.wrappedValue.removeLast(path.wrappedValue.count) }
            .navigationTitle("Level \(number)")
    }
}

private struct SheetContent: View {
    let sheet: ToolSheet
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Level 1", value: 1)
                .navigationTitle("Sheet \(sheet.rawValue)")
                .navigationDestination(for: Int.self) { number in StackLevel(number: number) }
        }
        .environment(\.stackName, "sheet")
        .environment(\.stackPath, $path)
    }
}

@Observable private final class StacksModel {
    var path = NavigationPath()
    var sheet: ToolSheet?
}

private struct StacksRoot: View {
    @Bindable var model: StacksModel

    var body: some View {
        NavigationStack(path: $model.path) {
            NavigationLink("Level 1", value: 1)
            Button("Tools") { model.sheet = .tools }
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { number in StackLevel(number: number) }
                .navigationDestination(for: String.self) { text in Rewriter(text: text) }
        }
        .sheet(item: $model.sheet) { sheet in SheetContent(sheet: sheet) }
        .environment(\.stackName, "root")
        .environment(\.stackPath, $model.path)
    }
}

/// Seed 004's pitfall: a body that appends to its stack's path.
private struct Rewriter: View {
    let text: String
    @Environment(\.stackPath) private var path

    var body: some View {
        let _ = path.wrappedValue.append(99)
        Text("Rewriting \(text)")
            .navigationTitle("Rewriter")
    }
}

@Suite struct StackOfAScreenTests {
    let size = TerminalSize(width: 60, height: 16)

    @Test("Each stack's destinations are drawn in the environment of the stack that declared them")
    func destinationsTakeTheirStacksEnvironment() throws {
        let model = StacksModel()
        let host = ViewHost(StacksRoot(model: model))
        let root = Headless.run(host, size: size, keys: try Key.parseScript("enter")).lines
        #expect(root.contains("  Level 1 on the root stack, path of 1"))
        // In the sheet (put up from the root), the same type's destination has the sheet's environment.
        let sheet = Headless.run(host, size: size, keys: try Key.parseScript("g down enter enter enter")).lines
        #expect(sheet.contains { $0.contains("Level 2 on the sheet stack, path of 2") })
        #expect(model.path.count == 0)
        // “To the root” empties the sheet's own path, not the root's.
        _ = Headless.run(host, size: size, keys: try Key.parseScript("down enter"))
        #expect(host.router.presentations.first?.stack.path == [])
        #expect(model.sheet == .tools)
    }

    @Test("A restored presentation over a pushed screen is taken over by the sheet declared on the stack")
    func theStacksSheetTakesOverARestoredPresentation() throws {
        let model = StacksModel()
        let host = ViewHost(StacksRoot(model: model))
        host.router.restore(NavigationTree(path: [AnyHashable(4)], presentations: [.init(style: .sheet, root: AnyHashable(ToolSheet.tools))]))
        let lines = Headless.run(host, size: size, keys: []).lines
        #expect(model.sheet == .tools && model.path.count == 1)
        #expect(lines.contains { $0.contains("Sheet tools") })
        _ = Headless.run(host, size: size, keys: try Key.parseScript("esc"))
        #expect(model.sheet == nil && host.router.presentations.isEmpty)
    }

    @Test("A restored sheet's stack is kept by its NavigationStack(path:) binding, which then follows it")
    func aRestoredSheetStackWinsOverItsBinding() throws {
        let model = StacksModel()
        let host = ViewHost(StacksRoot(model: model))
        host.router.restore(NavigationTree(presentations: [.init(style: .sheet, root: AnyHashable(ToolSheet.tools), path: [AnyHashable(1), AnyHashable(2)])]))
        let lines = Headless.run(host, size: size, keys: []).lines
        #expect(lines.contains { $0.contains("Sheet tools › Level 1 › Level 2") })
        #expect(lines.contains { $0.contains("Level 2 on the sheet stack, path of 2") })
        // Its binding is the sheet's state: emptying it pops the sheet's stack.
        _ = Headless.run(host, size: size, keys: try Key.parseScript("down enter"))
        #expect(host.router.presentations.first?.stack.path == [])
    }

    @Test("A restored presentation no sheet shows is drawn by its value's destination as the root of its own stack")
    func aValuesDestinationIsItsPresentationsRoot() throws {
        let host = ViewHost(StacksRoot(model: StacksModel()))
        host.router.restore(NavigationTree(presentations: [.init(style: .fullScreenCover, root: AnyHashable(5))]))
        let lines = Headless.run(host, size: size, keys: []).lines
        #expect(lines.contains("  Level 5 on the root stack, path of 0"))
        #expect(lines.contains(" ▸ Next"))  // not “outside a navigation stack”
        _ = Headless.run(host, size: size, keys: try Key.parseScript("enter"))
        #expect(host.router.presentations.first?.stack.path == [AnyHashable(6)])
        #expect(host.router.path.isEmpty)
    }

    @Test("A body that changes its stack's path while it is evaluated is refused, reported and set back")
    func aPathChangedWhileEvaluatingIsRefused() throws {
        let model = StacksModel()
        let host = ViewHost(StacksRoot(model: model))
        model.path.append("draft")
        let lines = Headless.run(host, size: size, keys: try Key.parseScript("e")).lines
        #expect(lines.contains("  Rewriting draft"))
        #expect(host.router.path == [AnyHashable("draft")] && model.path.count == 1, "\(model.path) \(host.router.path)")
        #expect(host.app.events.contains { $0.hasPrefix("Refused: push was asked for while a screen was being built") })
    }
}
