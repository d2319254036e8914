import NavigatorUI
import Testing

/// SwiftUI's editable lists: `List($items) { $item in TextField("Name", text: $item.name) }`, a
/// `ForEach` over a binding handing each row a binding to its element, and a text field written after a
/// list (a bottom inset's). Their fields were drawn as rows of their label alone (`Name`), and took no key.
@MainActor @Suite struct EditableListTests {
    struct Todo: Identifiable {
        let id: Int
        var title: String
        var done = false
    }

    /// The titles and what is done, in the title, so a test reads the model from the frame.
    struct Todos: View {
        @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Tea")]
        @State private var message = ""
        var body: some View {
            NavigationStack {
                List($todos) { $todo in TextField("Title", text: $todo.title) }
                    .safeAreaInset(edge: .bottom) { TextField("Note", text: $message, prompt: Text("a note")) }
                    .navigationTitle(todos.map(\.title).joined(separator: ",") + (message.isEmpty ? "" : " / " + message))
            }
        }
    }

    static func frame<V: View>(_ view: V, width: Int = 40, height: Int = 12, keys: String = "") throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    @Test("Each row is its element's text field, drawn with its text; typed into, it writes the element through the row's binding")
    func rowsAreFields() throws {
        #expect(Array(try Self.frame(Todos()).prefix(7)) == [" Milk,Eggs,Tea", " Milk,Eggs,Tea", "", " ▸ Title: Milk", "   Title: Eggs", "   Title: Tea", "   Note: a note"])
        // A key that types starts the editing of the row selected; Enter ends it and selects the next row.
        let typed = try Self.frame(Todos(), keys: "down s enter")
        #expect(typed[0] == " Milk,Eggss,Tea" && typed[4] == "   Title: Eggss" && typed[5] == " ▸ Title: Tea", "\(typed)")
        // Backspace edits once the editing has started (Enter starts it); Esc ends it where it is.
        let edited = try Self.frame(Todos(), keys: "enter backspace backspace backspace backspace O a t s esc")
        #expect(edited[0] == " Oats,Eggs,Tea" && edited[3] == " ▸ Title: Oats", "\(edited)")
    }

    @Test("A text field written after the list is a row under it, edited as any field; a click on a row's field edits it")
    func fieldAfterTheList() throws {
        let note = try Self.frame(Todos(), keys: "end y o")
        #expect(note[0] == " Milk,Eggs,Tea / yo" && note[6] == " ▸ Note: yo", "\(note)")
        // Column 12, line 6 (counting from 1): in `Title: Tea`.
        let clicked = try Self.frame(Todos(), keys: "click:12,6 s")
        #expect(clicked[0] == " Milk,Eggs,Teas", "\(clicked)")
    }

    @Test("A filter finds a field row by its text as well as by its label")
    func filterMatchesTheText() throws {
        let lines = try Self.frame(Todos(), keys: "/ e g g")
        #expect(lines.contains(" ▸ Title: Eggs") && !lines.contains { $0.contains("Milk") && $0.contains("Title") }, "\(lines)")
    }

    /// Rows of a field and buttons: the field is the row, its buttons the row's actions.
    struct Deletable: View {
        @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
        var body: some View {
            NavigationStack {
                List {
                    ForEach($todos) { $todo in
                        HStack {
                            TextField("Title", text: $todo.title)
                            Button("Delete") { todos.removeAll { $0.id == todo.id } }
                        }
                    }
                }
                .navigationTitle(todos.map(\.title).joined(separator: ","))
            }
        }
    }

    @Test("A row of a field and a button is the field, drawn and edited as one; the button is the row's action (m), not glued into the field's label")
    func fieldBesideAButton() throws {
        let lines = try Self.frame(Deletable())
        #expect(lines[3] == " ▸ Title: Milk" && lines[4] == "   Title: Eggs", "\(lines)")
        #expect(try Self.frame(Deletable(), keys: "enter s enter")[0] == " Milks,Eggs")
        #expect(try Self.frame(Deletable(), keys: "down m enter")[0] == " Milk", "m lists Delete, Enter runs it")
    }

    /// A to-do list of toggles: `ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }`.
    struct Checklist: View {
        @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
        var body: some View {
            NavigationStack {
                List {
                    Section("Shopping") {
                        ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }
                    }
                }
                .navigationTitle("Done: " + todos.filter(\.done).map(\.title).joined(separator: ","))
            }
        }
    }

    @Test("A ForEach over a binding in a section: each toggle writes its own element")
    func togglesThroughBindings() throws {
        let lines = try Self.frame(Checklist(), keys: "down enter")
        #expect(lines[0] == " Done: Eggs" && lines.contains("   [ ] Milk") && lines.contains(" ▸ [x] Eggs"), "\(lines)")
    }

    @Test("A binding to a collection is a collection of bindings to its elements")
    func bindingIsACollection() {
        var storage = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
        let todos = Binding(get: { storage }, set: { storage = $0 })
        #expect(todos.count == 2 && todos.map(\.wrappedValue.title) == ["Milk", "Eggs"])
        todos[1].title.wrappedValue = "Oats"
        todos.last?.done.wrappedValue = true
        #expect(storage.map(\.title) == ["Milk", "Oats"] && storage.map(\.done) == [false, true])
        #expect(ForEach(todos, id: \.title) { $todo in Text(todo.title) }.data.count == 2)
    }
}
