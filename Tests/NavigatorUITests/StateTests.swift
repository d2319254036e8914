// @State, @Binding, @Bindable and @Environment(\.dismiss), in views written as for SwiftUI.
import NavigatorUI
import Testing

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            if count >= 2 {
                Text("Two or more")
            } else {
                Text("Fewer than two")
            }
        }
        .navigationTitle("Counter")
    }
}

struct StepperRow: View {
    @Binding var value: Int
    var body: some View {
        HStack {
            Text("Value")
            Text("\(value)")
            Button("Add 10") { value += 10 }
        }
    }
}

struct ParentView: View {
    @State private var total = 1
    var body: some View {
        NavigationStack {
            VStack {
                Text("Total: \(total)")
                StepperRow(value: $total)
            }
            .navigationTitle("Parent")
        }
    }
}

/// A stack whose pushed level holds state: it lives as long as the level is on the stack.
struct CounterStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Counter", value: 1)
                .navigationDestination(for: Int.self) { _ in
                    CounterView()
                    NavigationLink("Deeper") { Text("Deep").navigationTitle("Deep") }
                }
                .navigationTitle("Home")
        }
    }
}

@Observable final class Model {
    var name = "first"
    var visits = 0
}

struct ModelView: View {
    @Bindable var model: Model
    var body: some View {
        NavigationStack {
            Text("Name: \(model.name), visits: \(model.visits)")
            Button("Rename") { $model.name.wrappedValue = "renamed" }
            Button("Visit") { model.visits += 1 }
        }
    }
}

struct DoneView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
            .navigationTitle("Detail")
    }
}

struct DismissStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: "x")
                .navigationDestination(for: String.self) { _ in DoneView() }
                .navigationTitle("Home")
        }
    }
}

@Suite struct StateTests {
    static let size = TerminalSize(width: 60, height: 10)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("A @State counter survives rebuilds; its button redraws the screen, and an if/else follows it, in the order written")
    func counter() throws {
        let host = ViewHost(CounterView())
        #expect(try Self.frame(host, "") == [" Counter", " Counter", "", "  Count: 0", "", " ▸ Increment", "", "  Fewer than two", "", " ↑↓ select  ⏎ open  ← back  g home  e log  ? keys  q quit"])
        var lines = try Self.frame(host, "enter")
        #expect(lines[3] == "  Count: 1" && lines[7] == "  Fewer than two")
        lines = try Self.frame(host, "enter")
        #expect(lines[3] == "  Count: 2" && lines[7] == "  Two or more")
    }

    @Test("A @Binding passed down writes its parent's @State; HStack draws its texts and its button on one line")
    func binding() throws {
        let host = ViewHost(ParentView())
        #expect(Array(try Self.frame(host, "")[3...6]) == ["  Total: 1", "", "  Value 1 ▸ Add 10", ""])
        #expect(Array(try Self.frame(host, "enter enter")[3...5]) == ["  Total: 21", "", "  Value 21 ▸ Add 10"])
    }

    @Test("A pushed level's @State lives while the level is on the stack, and is fresh when it is pushed again")
    func stateFollowsTheLevel() throws {
        let host = ViewHost(CounterStack())
        // Count, Increment, the if/else's text and Deeper don't fit with spacing: drawn close together.
        var lines = try Self.frame(host, "enter enter enter")
        #expect(lines[0] == " Home › Counter" && lines[2] == "  Count: 2")
        // A level pushed over it and popped: the counter is still 2.
        lines = try Self.frame(host, "down enter left")
        #expect(lines[0] == " Home › Counter" && lines[2] == "  Count: 2")
        // Popped and pushed again: a new level, a new counter.
        lines = try Self.frame(host, "left enter")
        #expect(lines[0] == " Home › Counter" && lines[2] == "  Count: 0")
    }

    @Test("@Bindable: a binding to an @Observable model's property writes it; a change from outside redraws with no key")
    func bindable() async throws {
        let model = Model()
        let host = ViewHost(ModelView(model: model))
        #expect(try Self.frame(host, "enter")[3] == "  Name: renamed, visits: 0")
        #expect(model.name == "renamed")
        #expect(try Self.frame(host, "down enter")[3] == "  Name: renamed, visits: 1")
        model.visits = 5
        await Task.yield()
        await Task.yield()
        #expect(try Self.frame(host, "")[3] == "  Name: renamed, visits: 5")
    }

    @Test("@Environment(\\.dismiss) pops the screen that read it")
    func dismiss() throws {
        let host = ViewHost(DismissStack())
        #expect(try Self.frame(host, "enter")[0] == " Home › Detail")
        #expect(try Self.frame(host, "enter")[0] == " Home")
        #expect(host.path.isEmpty)
    }
}

/// Two value links and their destination: what SeedApp runs.
struct ColorsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
            }
            .navigationDestination(for: Color.self) { color in
                Text(color.description)
            }
        }
    }
}

struct SeedApp: App {
    var body: some Scene {
        WindowGroup {
            ColorsView()
        }
    }
}

@Suite struct AppTests {
    @Test("An App's WindowGroup runs headless with --size and --keys, as navigator does")
    func headlessApp() throws {
        // Its own state folder: an App saves its navigation tree.
        let state = try StorageTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let (status, output) = SeedApp.run(arguments: ["--headless", "--size", "40x6", "--keys", "down enter"], environment: ["XDG_STATE_HOME": state])
        #expect(status == 0)
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).prefix(2) == ["  › red", " red"])
    }

    @Test("Bad arguments are refused with what is expected")
    func badArguments() {
        let wide = SeedApp.run(arguments: ["--headless", "--size", "wide"])
        #expect(wide.status == 64 && wide.output.hasPrefix("Error: --size 'wide' is not WIDTHxHEIGHT (expected columns x rows, like 80x24)"), "\(wide.output)")
        // ArgumentParser's usage line names the app (its options, too many for one line, as `[<options>]`).
        #expect(wide.output.contains("Usage: SeedApp [<options>] [<url>]"), "\(wide.output)")
        #expect(SeedApp.run(arguments: ["--headless", "--keys", "sideways"]).status == 64)
        let bogus = SeedApp.run(arguments: ["--bogus"])
        #expect(bogus.status == 64 && bogus.output.hasPrefix("Error: Unknown option '--bogus'"), "\(bogus.output)")
    }

    @Test("--help lists the options every App has, with status 0")
    func help() {
        let help = SeedApp.run(arguments: ["--help"])
        #expect(help.status == 0)
        for option in ["--headless", "--size <WxH>", "--keys <keys>", "--print <print>", "--task-limit <seconds>", "--state-file <path>",
                       "--fresh", "--new-instance", "--no-mouse", "$XDG_STATE_HOME/SeedApp/state.json"] {
            #expect(help.output.contains(option), "\(option) in \(help.output)")
        }
    }
}

struct LoadingView: View {
    @State private var status = "Loading…"
    var body: some View {
        Text(status)
            .task { status = "Loaded" }
            .navigationTitle("Load")
    }
}

/// Seed 002's pitfall: a destination that builds a stack of its own.
struct NestedStackView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Inner", value: 7)
                .navigationDestination(for: Int.self) { _ in
                    NavigationStack { Text("inner root") }
                }
                .navigationTitle("Outer")
        }
    }
}

/// A nested stack with a typed path and a titled root: the warning names both, as TerminalUI's does.
struct TypedNestedStackView: View {
    @State private var inner: [String] = []
    var body: some View {
        NavigationStack {
            NavigationLink("Inner", value: 7)
                .navigationDestination(for: Int.self) { _ in
                    NavigationStack(path: $inner) { Text("inner root").navigationTitle("Mail") }
                }
                .navigationTitle("Outer")
        }
    }
}

@Suite struct LifeCycleTests {
    static let size = TerminalSize(width: 60, height: 10)

    @Test(".task runs when the screen appears; the @State it sets redraws the screen with no key")
    func taskSetsState() async throws {
        let host = ViewHost(LoadingView())
        #expect(Headless.run(host, size: Self.size, keys: [])[line: 3] == "  Loading…")
        for _ in 0..<5 { await Task.yield() }
        #expect(Headless.run(host, size: Self.size, keys: [])[line: 3] == "  Loaded")
    }

    @Test("A NavigationStack inside a destination is reported, not drawn as a second stack")
    func nestedStack() throws {
        let lines = Headless.run(NestedStackView(), size: Self.size, keys: [.enter]).lines
        #expect(Array(lines[0...3]) == [" Outer › 7", " ⚠ Nested navigation stack", "", "  “7” builds a NavigationStack inside this stack. A stack"])
        #expect(!lines.contains("  inner root"))
    }

    @Test("The nested stack's warning names its path's value type and its root's title, and suggests a sheet")
    func nestedTypedStack() throws {
        let lines = Headless.run(TypedNestedStackView(), size: TerminalSize(width: 100, height: 10), keys: [.enter]).lines
        let text = lines[3...].joined(separator: " ").split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(text.hasPrefix("“7” builds a stack of Swift.String rooted at “Mail” inside this stack."), "\(lines)")
        #expect(text.contains("or present it as a sheet, which has a stack of its own"), "\(lines)")
    }
}

extension Canvas {
    subscript(line index: Int) -> String { lines[index] }
}

/// SwiftUI's profile editor, as written: a `TextField` bound to `@State`, and to an `@Observable`
/// model through `@Bindable`.
struct ProfileEditor: View {
    @State private var nickname = ""
    @Bindable var model: Model

    var body: some View {
        NavigationStack {
            VStack {
                Text("Hello, \(model.name) (\(nickname.isEmpty ? "no nickname" : nickname))")
                TextField("Name", text: $model.name)
                TextField("Nickname", text: $nickname, prompt: Text("optional"))
            }
            .navigationTitle("Profile")
        }
    }
}

@Suite struct TextFieldViewTests {
    @Test("TextField(_:text:) edits its binding: @Bindable's model and @State, selected first, edited once opened")
    func textField() throws {
        let model = Model()
        let host = ViewHost(ProfileEditor(model: model))
        var lines = try StateTests.frame(host, "")
        #expect(Array(lines[3...6]) == ["  Hello, first (no nickname)", "", " ▸ Name: first", "   Nickname: optional"])
        // Selected, not edited: the usual keys, Enter to edit.
        #expect(lines.last?.hasPrefix(" ↑↓ select  ⏎ edit") == true, "\(lines.last ?? "")")
        lines = try StateTests.frame(host, "ctrl-w A n n q")
        #expect(model.name == "Annq" && lines[3] == "  Hello, Annq (no nickname)")
        #expect(lines.last?.hasPrefix(" ←→ move") == true)
        // ↓ ends the editing; on the next field, N (no command) starts it.
        lines = try StateTests.frame(host, "down N e d")
        #expect(lines[3] == "  Hello, Annq (Ned)" && lines[6] == " ▸ Nickname: Ned")
        // Esc ends it, and q quits.
        _ = try StateTests.frame(host, "esc q")
        #expect(host.isFinished && model.name == "Annq")
    }
}
