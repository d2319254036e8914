// `.contextMenu` as SwiftUI code writes it on a row: `m` or a right click opens it as a dialog over the
// screen, Enter runs an item, Esc closes it.
import NavigatorUI
import Testing

private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

private struct NotesView: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Text("Log: \(log.joined(separator: ","))")
            List(notes) { note in
                NavigationLink(note.title, value: note)
                    .contextMenu {
                        Button("Duplicate") { notes.append(Note(id: notes.count + 1, title: note.title + " copy")) }
                        Button("Share") { log.append("shared \(note.id)") }
                        Button("Delete", role: .destructive) { notes.removeAll { $0.id == note.id } }
                    }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in Text(note.title).navigationTitle(note.title) }
            Text("Pinned")
                .contextMenu { Button("Unpin") { log.append("unpinned") } }
        }
    }
}

@MainActor @Suite struct ContextMenuTests {
    static let size = TerminalSize(width: 70, height: 14)

    func run(_ keys: String) throws -> [String] {
        Headless.run(NotesView(), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("m opens the row's context menu over the screen; Enter runs the item selected; the link still opens with Enter")
    func opensAndRuns() throws {
        let open = try run("down m")
        let text = open.joined(separator: "\n")
        #expect(text.contains("┌─ Ideas "), "\(text)")
        for item in ["▸ Duplicate", "  Share", "  Delete"] { #expect(open.contains { $0.contains("│ \(item) ") }, "\(item) in \(text)") }
        var lines = try run("down m down enter")
        #expect(lines.contains("  Log: shared 2"), "\(lines)")
        lines = try run("down m down down enter")
        #expect(!lines.contains { $0.contains("Ideas") }, "\(lines)")
        lines = try run("m enter")
        #expect(lines.contains("   Groceries copy"), "\(lines)")
        lines = try run("enter")
        #expect(lines[0].contains("Groceries"), "the row still pushes: \(lines)")
    }

    @Test("A right click on a row selects it and opens its menu; a right click elsewhere opens nothing")
    func rightClick() throws {
        let shown = try run("")
        let row = try #require(shown.firstIndex { $0.contains("Ideas") })
        let lines = try run("right-click:6,\(row + 1)")
        #expect(lines.joined(separator: "\n").contains("┌─ Ideas "), "\(lines)")
        #expect(!(try run("right-click:6,1")).joined().contains("┌"))
    }

    @Test("Text with a context menu outside a list is a line the selection rests on, its menu opened with m; the footer says m actions")
    func onText() throws {
        let lines = try run("end m enter")
        #expect(lines.contains("  Log: unpinned"), "\(lines)")
        let footer = try run("end").last ?? ""
        #expect(footer.contains("m actions"), "\(footer)")
    }
}
