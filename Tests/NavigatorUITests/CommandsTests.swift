// An App's .commands, as SwiftUI code writes them: a CommandMenu and a CommandGroup of buttons with
// keyboard shortcuts, working on every screen (after the screen's own keys), listed in the help.
import Foundation
import NavigatorUI
import Testing

@Observable final class NotesModel {
    var notes: [String] = ["First"]
    var path: [String] = []
}

struct NotesRoot: View {
    @Environment(NotesModel.self) private var model

    var body: some View {
        @Bindable var model = model
        NavigationStack(path: $model.path) {
            Text("\(model.notes.count) notes: \(model.notes.joined(separator: ", "))")
            ForEach(model.notes, id: \.self) { note in
                NavigationLink(note, value: note)
            }
            .navigationDestination(for: String.self) { note in
                Text("Note \(note)")
                Button("Rename") {}
                    .keyboardShortcut("n")
            }
            .navigationTitle("Notes")
        }
    }
}

struct NotesApp: App {
    @State private var model = NotesModel()

    var body: some Scene {
        WindowGroup {
            NotesRoot()
                .environment(model)
        }
        .commands {
            CommandMenu("Notes") {
                Button("New Note") { model.notes.append("Note \(model.notes.count + 1)") }
                    .keyboardShortcut("n")
                Button("Clear") { model.notes.removeAll() }
                    .keyboardShortcut("k", modifiers: [.command, .shift])
                    .disabled(model.notes.isEmpty)
            }
            CommandGroup(replacing: .help) {
                Button("Show the first note") { model.path = ["First"] }
                    .keyboardShortcut("1")
            }
            SidebarCommands()
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct CommandsTests {
    static func run(_ keys: String) -> (status: Int32, lines: [String]) {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("commands-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = NotesApp.run(arguments: ["--headless", "--size", "70x16", "--keys", keys], environment: ["XDG_STATE_HOME": state, "HOME": "/nonexistent"])
        return (run.status, run.output.components(separatedBy: "\n"))
    }

    @Test("A command's keyboard shortcut works on every screen; the screen's own key with the same key comes first")
    func commandsOnEveryScreen() {
        var run = Self.run("ctrl-n ctrl-n")
        #expect(run.status == 0)
        #expect(run.lines.contains("  3 notes: First, Note 2, Note 3"), "\(run.lines)")
        // Pushed: the note's own Ctrl-N (Rename) takes it; ⌘1 (here Ctrl-1 is no key: a digit with ⌘ is the digit) still shows the first note.
        run = Self.run("enter ctrl-n left")
        #expect(run.lines.contains("  1 notes: First"), "\(run.lines)")
        run = Self.run("1")
        #expect(run.lines[0] == " Notes › First", "\(run.lines)")
    }

    @Test("A disabled command's key does nothing; the help lists the commands as Menu ▸ Button")
    func disabledAndHelp() {
        var run = Self.run("ctrl-k ctrl-k")
        #expect(run.lines.contains("  0 notes:"), "\(run.lines)")
        let text = Self.run("?").lines.joined(separator: "\n")
        #expect(text.contains("Notes ▸ New Note (the app's command)"), "\(text)")
        #expect(text.contains("Help ▸ Show the first note (the app's command)"))
        run = Self.run("ctrl-k ctrl-k ?")
        #expect(run.lines.joined(separator: "\n").contains("Notes ▸ Clear (the app's command), disabled"))
    }
}
