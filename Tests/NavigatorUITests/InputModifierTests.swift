// A login screen and a button style of your own, as SwiftUI code writes them, compile and draw as the
// terminal draws fields and buttons: one selectable line each, typed into with the keyboard.
import NavigatorUI
import Testing

private struct CapsuleButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.isPressed ? .gray : .white)
    }
}

private struct Login: View {
    @State private var email = ""
    @State private var signedIn = false

    var body: some View {
        NavigationStack {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            Button("Sign in") { signedIn = true }
                .buttonStyle(CapsuleButton())
            Text(signedIn ? "Signed in as \(email)" : "Signed out")
                .navigationTitle("Login")
        }
    }
}

@MainActor struct InputModifierTests {
    @Test("A field with keyboard and autofill modifiers types as any field; a custom ButtonStyle's button presses")
    func loginScreen() throws {
        let frame = Headless.run(Login(), size: TerminalSize(width: 40, height: 8), keys: try Key.parseScript("a @ b esc down enter"))
        #expect(frame.lines.contains { $0.contains("Signed in as a@b") }, "\(frame.lines)")
    }
}
