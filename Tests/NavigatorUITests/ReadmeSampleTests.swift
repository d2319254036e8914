// The README's NavigatorUI sample (presentation, environment, ObservableObject, life cycle, modifiers),
// copied as it is there, and what its comments say it does.
import NavigatorUI
import Testing

final class Library: ObservableObject {  // no Combine on Linux: NavigatorUI's own, Observation inside
    @Published var books = ["Dune", "Emma"]
}

@Observable final class Session {
    var reader = "ada"
}

struct Shelf: View {
    @StateObject private var library = Library()
    @State private var session = Session()
    @State private var adding = false
    @State private var opened: String?

    var body: some View {
        NavigationStack {
            List(library.books, id: \.self) { book in
                NavigationLink(book, value: book)
            }
            .navigationTitle("Shelf")
            .navigationDestination(for: String.self) { book in BookView(title: book) }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { adding = true }
                }
            }
            .sheet(isPresented: $adding, onDismiss: { print("sheet closed") }) {
                AddBook()
            }
            .onOpenURL { url in opened = url.host }
            .onChange(of: library.books.count) { old, new in print("\(old) → \(new) books") }
        }
        .environmentObject(library)
        .environment(session)
    }
}

struct BookView: View {
    let title: String
    @Environment(Session.self) private var session
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(title).font(.largeTitle)                                   // bold
        Text("Read by \(session.reader)").foregroundStyle(.secondary)   // dim
        Button("Done") { dismiss() }                                    // pops this level
            .navigationTitle(title)
            .onAppear { print("showing \(title)") }
    }
}

struct AddBook: View {
    @EnvironmentObject private var library: Library
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {                     // a sheet has a stack of its own
            Button("Add “Ulysses”") {
                library.books.append("Ulysses")
                dismiss()                         // dismisses the sheet
            }
            .navigationTitle("New book")
        }
    }
}

@Suite struct ReadmeSampleTests {
    @Test("The README's shelf: a toolbar button presents a sheet whose button appends to the environment object and dismisses")
    func shelf() throws {
        let host = ViewHost(Shelf())
        #expect(host.open(URL(string: "myapp://shelf")!))
        let frame = Headless.run(host, size: TerminalSize(width: 60, height: 16), keys: try Key.parseScript("down down enter enter"))
        #expect(Array(frame.lines[3...8]) == ["   Dune", "   Emma", " ▸ Ulysses", "", " Toolbar", "   Add"])
        #expect((host.presentedCount == 0))
        let book = Headless.run(host, size: TerminalSize(width: 60, height: 16), keys: try Key.parseScript("home enter")).lines
        #expect(book[0] == " Shelf › Dune" && book[3] == "  Dune" && book[5] == "  Read by ada")
        #expect(Headless.run(host, size: TerminalSize(width: 60, height: 16), keys: [.enter]).lines[0] == " Shelf")
    }
}
