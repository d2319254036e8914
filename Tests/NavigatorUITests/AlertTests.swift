// Alerts and confirmation dialogs as SwiftUI code writes them: `.alert(_:isPresented:actions:message:)`,
// the older `.alert(isPresented:content:)` with `Alert` (as a login screen shows its error), `.alert(item:)`
// and `.confirmationDialog`: a panel over the screen, its buttons selected and pressed with the keys.
import NavigatorUI
import Testing

@Observable private final class Mailbox {
    var messages = ["Hello", "Invoice", "Lunch?"]
    var log: [String] = []
}

private struct MailView: View {
    @Bindable var mailbox: Mailbox
    @State private var confirmingDelete = false
    @State private var choosingAction = false
    @State private var showingInfo = false

    var body: some View {
        NavigationStack {
            Text("\(mailbox.messages.count) messages")
            Button("Delete all", role: .destructive) { confirmingDelete = true }
            Button("Actions…") { choosingAction = true }
            Button("About") { showingInfo = true }
                .navigationTitle("Mail")
                .alert("Delete all messages?", isPresented: $confirmingDelete) {
                    Button("Delete", role: .destructive) { mailbox.messages.removeAll() }
                    Button("Cancel", role: .cancel) { mailbox.log.append("cancelled") }
                } message: {
                    Text("This cannot be undone.")
                }
                .confirmationDialog("Mailbox", isPresented: $choosingAction, titleVisibility: .visible) {
                    Button("Mark all read") { mailbox.log.append("read") }
                    Button("Archive") { mailbox.log.append("archived") }
                }
                .alert("Mail 1.0", isPresented: $showingInfo) {}
        }
    }
}

/// The shape of a login screen: an error shown by an old-style `Alert` on a constant binding, which
/// its button clears.
private struct LoginView: View {
    @State private var error: String?

    var body: some View {
        NavigationStack {
            Button("Login") { error = "Wrong password" }
                .navigationTitle("Login")
                .alert(isPresented: .constant(error != nil)) {
                    Alert(title: Text("Login failed"), message: Text(error ?? ""), dismissButton: .default(Text("OK")) { error = nil })
                }
        }
    }
}

private struct Draft: Identifiable {
    let id: Int
    let title: String
}

private struct DraftsView: View {
    @State private var discarding: Draft?
    @State private var log: [String] = []

    var body: some View {
        Text("Log: \(log.joined(separator: ","))")
        Button("Discard “Plans”") { discarding = Draft(id: 1, title: "Plans") }
            .alert(item: $discarding) { draft in
                Alert(title: Text("Discard “\(draft.title)”?"),
                      primaryButton: .destructive(Text("Discard")) { log.append("discarded \(draft.id)") },
                      secondaryButton: .cancel())
            }
    }
}

@MainActor @Suite struct AlertTests {
    static let size = TerminalSize(width: 60, height: 14)

    fileprivate func mail(_ keys: String, _ mailbox: Mailbox = Mailbox()) throws -> [String] {
        Headless.run(MailView(mailbox: mailbox), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("An alert is a panel over the screen: its title on the frame, its message, its buttons, the cancel one last and selected")
    func drawn() throws {
        let lines = try mail("enter")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("┌─ Delete all messages? "), "\(text)")
        #expect(lines.contains { $0.contains("│ This cannot be undone.") }, "\(text)")
        #expect(lines.contains { $0.contains("│   Delete ") }, "\(text)")
        #expect(lines.contains { $0.contains("│ ▸ Cancel ") }, "\(text)")
        #expect(lines.last == " ↑↓ select  ⏎ choose  Esc cancel  ? keys  q quit")
    }

    @Test("Enter presses the selected button: its action runs and the binding goes false; the alert is gone")
    func pressing() throws {
        let mailbox = Mailbox()
        var lines = try mail("enter up enter", mailbox)
        #expect(mailbox.messages.isEmpty)
        #expect(lines[3] == "  0 messages" && !lines.joined().contains("┌"))
        let kept = Mailbox()
        lines = try mail("enter enter", kept)
        #expect(kept.messages.count == 3 && kept.log == ["cancelled"] && !lines.joined().contains("┌"))
    }

    @Test("Esc presses the cancel button; ← too; the screen under it takes no key meanwhile")
    func cancelling() throws {
        for key in ["esc", "left"] {
            let mailbox = Mailbox()
            let lines = try mail("enter down down up \(key)", mailbox)
            #expect(mailbox.log == ["cancelled"] && mailbox.messages.count == 3, "\(key)")
            #expect(!lines.joined().contains("┌"), "\(key)")
            // The selection under it didn't move: Delete all is still selected.
            #expect(lines.contains(" ▸ Delete all"), "\(lines)")
        }
    }

    @Test("A confirmation dialog: its title shown, its buttons pressed; Esc with no cancel button only closes it")
    func confirmationDialog() throws {
        let mailbox = Mailbox()
        var lines = try mail("down enter", mailbox)
        #expect(lines.joined().contains("┌─ Mailbox "), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("│ ▸ Mark all read") })
        lines = try mail("down enter down enter", mailbox)
        #expect(mailbox.log == ["archived"] && !lines.joined().contains("┌"))
        lines = try mail("down enter esc", mailbox)
        #expect(mailbox.log == ["archived"] && !lines.joined().contains("┌"))
    }

    @Test("An alert with no actions has an OK button")
    func okButton() throws {
        let lines = try mail("down down enter")
        #expect(lines.joined().contains("┌─ Mail 1.0 ") && lines.contains { $0.contains("│ ▸ OK") }, "\(lines.joined(separator: "\n"))")
        #expect(!(try mail("down down enter enter")).joined().contains("┌"))
    }

    @Test("The older Alert on a constant binding: shown while the error is set, its OK button clears it")
    func olderAlert() throws {
        let size = Self.size
        var lines = Headless.run(LoginView(), size: size, keys: try Key.parseScript("enter")).lines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("┌─ Login failed ") && text.contains("│ Wrong password") && text.contains("│ ▸ OK"), "\(text)")
        lines = Headless.run(LoginView(), size: size, keys: try Key.parseScript("enter enter")).lines
        #expect(!lines.joined().contains("┌") && lines.contains(" ▸ Login"))
    }

    @Test("The older Alert for an item: primary and secondary buttons, the cancel one selected; dismissing clears the item")
    func alertForAnItem() throws {
        let size = Self.size
        var lines = Headless.run(DraftsView(), size: size, keys: try Key.parseScript("enter")).lines
        #expect(lines.joined().contains("┌─ Discard “Plans”? ") && lines.contains { $0.contains("│ ▸ Cancel") }, "\(lines.joined(separator: "\n"))")
        lines = Headless.run(DraftsView(), size: size, keys: try Key.parseScript("enter up enter")).lines
        #expect(lines.contains { $0.contains("Log: discarded 1") } && !lines.joined().contains("┌"), "\(lines)")
        lines = Headless.run(DraftsView(), size: size, keys: try Key.parseScript("enter esc")).lines
        #expect(lines.contains("  Log:") && !lines.joined().contains("┌"), "\(lines)")
    }
}
