// A small app, written as an app author writes one: the views the snapshot tests run.
import NavigatorUI

struct Note: Hashable, Identifiable {
    let title: String
    let text: String
    var id: String { title }
}

struct NotesView: View {
    let notes = [
        Note(title: "Groceries", text: "Milk, eggs, 豆腐."),
        Note(title: "Ideas", text: "A terminal app in Swift."),
    ]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteView(note: note)
            }
        }
    }
}

struct NoteView: View {
    let note: Note
    @State private var pinned = false

    var body: some View {
        Text(note.text)
        Text(pinned ? "Pinned" : "Not pinned").foregroundStyle(.orange).bold()
        Button(pinned ? "Unpin" : "Pin") { pinned.toggle() }
            .navigationTitle(note.title)
    }
}

struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesView() }
    }
}
