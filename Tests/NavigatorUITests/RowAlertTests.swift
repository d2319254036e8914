// An `.alert` and a menu `Picker` declared inside a list's row, as SwiftUI code writes them: the rows
// are built lazily, when shown, and what they bring up is over the screen as anywhere else.
import NavigatorUI
import Testing

private struct Contact: Identifiable {
    let id: Int
    let name: String
}

@Observable private final class Calls {
    var log: [String] = []
}

private struct ContactRow: View {
    let contact: Contact
    var calls: Calls
    @State private var confirming = false

    var body: some View {
        Button(contact.name) { confirming = true }
            .alert("Call \(contact.name)?", isPresented: $confirming) {
                Button("Call") { calls.log.append("called \(contact.id)") }
                Button("Cancel", role: .cancel) {}
            }
    }
}

private enum Ring: String, CaseIterable, Identifiable {
    case loud, quiet, off
    var id: Self { self }
}

private struct ContactsView: View {
    var calls: Calls
    @State private var rings: [Int: Ring] = [:]
    let contacts = (1...30).map { Contact(id: $0, name: "Contact \($0)") }

    var body: some View {
        NavigationStack {
            Text("Calls: \(calls.log.count)")
            List {
                ForEach(contacts) { contact in
                    ContactRow(contact: contact, calls: calls)
                }
                Section("Rings") {
                    ForEach(contacts.prefix(3)) { contact in
                        Picker(contact.name, selection: Binding(get: { rings[contact.id] ?? .loud }, set: { rings[contact.id] = $0 })) {
                            ForEach(Ring.allCases) { ring in Text(ring.rawValue).tag(ring) }
                        }
                    }
                }
            }
            .navigationTitle("Contacts")
        }
    }
}

@MainActor @Suite struct RowAlertTests {
    static let size = TerminalSize(width: 70, height: 14)

    fileprivate func run(_ keys: String, _ calls: Calls = Calls()) throws -> [String] {
        Headless.run(ContactsView(calls: calls), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("An alert in a lazy row comes up over the screen; its buttons take the keys and run")
    func alertInARow() throws {
        let up = try run("down enter")
        let text = up.joined(separator: "\n")
        #expect(text.contains("┌─ Call Contact 2? "), "\(text)")
        #expect(up.last == " ↑↓ select  ⏎ choose  Esc cancel  ? keys  q quit", "\(up.last ?? "")")
        let calls = Calls()
        let lines = try run("down enter up enter", calls)
        #expect(calls.log == ["called 2"])
        #expect(!lines.joined().contains("┌"), "\(lines)")
        let cancelled = Calls()
        let after = try run("down enter esc down", cancelled)
        #expect(cancelled.log.isEmpty && after.contains(" ▸ Contact 3"), "Esc cancelled it; keys went on to the list: \(after)")
    }

    @Test("A row far down the list, paged to: its alert comes up too")
    func farRow() throws {
        let calls = Calls()
        let lines = try run("pgdn pgdn enter", calls)
        let text = lines.joined(separator: "\n")
        let selected = try #require(lines.first { $0.hasPrefix(" ▸ Contact ") }).dropFirst(3)
        #expect(text.contains("┌─ Call \(selected)? "), "\(text)")
        _ = try run("pgdn pgdn enter up enter", calls)
        #expect(calls.log == ["called \(selected.dropFirst("Contact ".count))"])
    }

    @Test("A menu picker in a lazy row opens its options over the screen; Enter chooses one")
    func pickerInARow() throws {
        let open = try run("end up enter")
        let text = open.joined(separator: "\n")
        #expect(text.contains("┌─ Contact 2 "), "\(text)")
        let lines = try run("end up enter down enter")
        #expect(lines.contains(" ▸ Contact 2  quiet ▾"), "\(lines)")
    }
}
