// `.swipeActions` as SwiftUI code writes it on a list's rows: `m` opens the row's actions as a dialog,
// Enter runs one, Esc closes it; a full swipe's destructive action is the row's delete (`d`).
import NavigatorUI
import Testing

@Observable private final class Mail {
    var messages = ["Hello", "Invoice", "Lunch?"]
    var flagged: [String] = []
}

private struct MailList: View {
    @Bindable var mail: Mail

    var body: some View {
        NavigationStack {
            List(mail.messages, id: \.self) { message in
                Text(message)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            mail.messages.removeAll { $0 == message }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button("Flag") { mail.flagged.append(message) }
                    }
                    .swipeActions(edge: .leading) {
                        Button("Unread") {}.disabled(true)
                    }
            }
            .navigationTitle("Mail")
        }
    }
}

@MainActor @Suite struct SwipeActionsTests {
    static let size = TerminalSize(width: 70, height: 12)

    fileprivate func run(_ keys: String, _ mail: Mail) throws -> [String] {
        Headless.run(MailList(mail: mail), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("m opens the selected row's swipe actions, titled with the row; Enter runs the selected one and closes it")
    func aSwipeActionRuns() throws {
        let mail = Mail()
        let open = try run("down m", mail)
        let text = open.joined(separator: "\n")
        #expect(text.contains("┌─ Invoice "), "\(text)")
        #expect(open.contains { $0.contains("│ ▸ ⌧ Delete ") }, "a Label: its symbol and its title: \(text)")
        #expect(open.contains { $0.contains("│   Flag ") }, "\(text)")
        #expect(!text.contains("Unread"), "a disabled action is left out: \(text)")
        #expect(open.last == " ↑↓ select  ⏎ choose  Esc cancel  ? keys  q quit")
        let ran = try run("down m down enter", mail)
        #expect(mail.flagged == ["Invoice"] && mail.messages.count == 3)
        #expect(!ran.joined().contains("┌"), "\(ran)")
        #expect(ran.contains(" ▸ Invoice"), "\(ran)")
    }

    @Test("Esc closes the actions and runs none; the keys under it did nothing meanwhile")
    func escCloses() throws {
        let mail = Mail()
        let lines = try run("down m down esc", mail)
        #expect(mail.flagged.isEmpty && mail.messages.count == 3)
        #expect(!lines.joined().contains("┌") && lines.contains(" ▸ Invoice"), "\(lines)")
    }

    @Test("A full swipe's destructive first action is the row's delete: d runs it; the footer says d delete and m actions")
    func fullSwipeDeletes() throws {
        let mail = Mail()
        let before = try run("", mail)
        #expect(before.last?.contains("d delete") == true && before.last?.contains("m actions") == true, "\(before.last ?? "")")
        let lines = try run("down d", mail)
        #expect(mail.messages == ["Hello", "Lunch?"])
        #expect(lines.contains(" ▸ Lunch?"), "\(lines)")
    }
}
