// `SecureField` as SwiftUI code writes a login form: edited as a text field is, its text drawn as •.
import NavigatorUI
import Testing

@Observable private final class Login {
    var email = ""
    var password = ""
}

private struct LoginView: View {
    @Bindable var login: Login

    var body: some View {
        NavigationStack {
            TextField("Email", text: $login.email)
            SecureField("Password", text: $login.password, prompt: Text("required"))
            Button("Log in") {}
                .navigationTitle("Login")
        }
    }
}

@MainActor @Suite struct SecureFieldTests {
    fileprivate func run(_ keys: String, login: Login = Login()) throws -> [String] {
        Headless.run(LoginView(login: login), size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript(keys)).lines
    }

    @Test("A secure field shows its prompt while empty, and its text as • while it is typed and after")
    func masked() throws {
        let login = Login()
        var lines = try run("", login: login)
        #expect(lines[4] == "   Password: required", "\(lines)")
        lines = try run("down s e c r e t", login: login)
        #expect(login.password == "secret")
        #expect(lines[4] == " ▸ Password: ••••••", "\(lines)")
        #expect(!lines.joined().contains("secret"))
        lines = try run("down enter", login: login)  // edited again: still dots, the cursor at the end
        #expect(lines[4] == " ▸ Password: ••••••")
        lines = try run("down enter backspace backspace esc up", login: login)
        #expect(login.password == "secr" && lines[4] == "   Password: ••••")
    }

    @Test("A wide character is one • as well: the cursor and the line stay in step")
    func wideCharacters() throws {
        let login = Login()
        let lines = try run("down 山 田 left x", login: login)
        #expect(login.password == "山x田")
        #expect(lines[4] == " ▸ Password: •••")
    }
}
