import NavigatorUI
import Testing

/// An alert with a text field among its actions, as SwiftUI writes a rename (`.alert("Rename",
/// isPresented:) { TextField("Name", text: $draft); Button("OK") {…}; Button("Cancel", role: .cancel) {} }`):
/// the field was dropped, so nothing could be typed.
@MainActor @Suite struct AlertFieldTests {
    struct Rename: View {
        @State private var name = "Ann"
        @State private var draft = ""
        @State private var pin = ""
        @State private var isRenaming = false
        var body: some View {
            NavigationStack {
                Button("Rename") { draft = name; isRenaming = true }
                    .alert("Rename", isPresented: $isRenaming) {
                        TextField("Name", text: $draft)
                        SecureField("PIN", text: $pin)
                        Button("OK") { name = draft + (pin.isEmpty ? "" : " (" + pin + ")") }
                        Button("Cancel", role: .cancel) {}
                    } message: { Text("A new name.") }
                    .navigationTitle("Name \(name)")
            }
        }
    }

    static func frame(_ keys: String) throws -> [String] {
        Headless.run(ViewHost(Rename()), size: TerminalSize(width: 50, height: 14), keys: try Key.parseScript(keys)).lines
    }

    @Test("The fields are above the buttons, the first selected; keys type into it (a letter that is a command too), Backspace and ← edit it")
    func typing() throws {
        let up = try Self.frame("enter")
        #expect(Array(up[2...9]) == [
            "          ┌─ Rename ───────────────────┐", " ▸ Rename │ A new name.                │", "          │                            │",
            "          │ ▸ Name: Ann                │", "          │   PIN:                     │", "          │   OK                       │",
            "          │   Cancel                   │", "          └────────────────────────────┘",
        ], "\(up)")
        let typed = try Self.frame("enter backspace backspace backspace q B left o")
        #expect(typed[5] == "          │ ▸ Name: qoB                │", "\(typed)")
    }

    @Test("Enter on a field goes on to the next; on the last, it presses the first button that doesn't cancel; Esc cancels, keeping nothing")
    func enterAndEsc() throws {
        #expect(try Self.frame("enter x enter 1 2 enter")[0] == " Name Annx (12)")
        #expect(try Self.frame("enter x enter")[5] == "          │   Name: Annx               │")
        // The PIN is drawn as dots.
        #expect(try Self.frame("enter enter 1 2")[6] == "          │ ▸ PIN: ••                  │")
        #expect(try Self.frame("enter x down down enter")[0] == " Name Annx")
        #expect(try Self.frame("enter x esc")[0] == " Name Ann")
        // A click on a field selects it: keys type into it.
        #expect(try Self.frame("enter click:15,7 5")[6] == "          │ ▸ PIN: •                   │")
        #expect(try Self.frame("enter x down down down enter")[0] == " Name Ann", "Cancel pressed")
    }
}
