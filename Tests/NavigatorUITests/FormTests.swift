// `Form`, `Section` in a form and `LabeledContent`, as SwiftUI code writes a settings screen: the
// form is drawn as a list, its sections headed by their titles, its rows in the order written.
import NavigatorUI
import Testing

@Observable private final class AccountSettings {
    var name = "Ana"
    var sync = true
    var copies = 2
    var theme = "Dark"
}

private struct AccountForm: View {
    @Bindable var account: AccountSettings

    var body: some View {
        NavigationStack {
            Form {
                Text("Changes are saved as you make them.")
                Section("Profile") {
                    LabeledContent("Plan", value: "Free")
                    TextField("Name", text: $account.name)
                    LabeledContent("Storage", value: 0.25, format: .percent)
                }
                Section {
                    Toggle("Sync", isOn: $account.sync)
                    Stepper("Copies: \(account.copies)", value: $account.copies, in: 1...5)
                    Picker("Theme", selection: $account.theme) {
                        ForEach(["Light", "Dark"], id: \.self) { Text($0) }
                    }
                } header: {
                    Text("Preferences")
                }
                LabeledContent("Version") { Text("1.2").bold() }
            }
            .formStyle(.grouped)
            .navigationTitle("Account")
        }
    }
}

@MainActor @Suite struct FormTests {
    fileprivate func run(_ keys: String, account: AccountSettings = AccountSettings()) throws -> [String] {
        Headless.run(AccountForm(account: account), size: TerminalSize(width: 60, height: 20), keys: try Key.parseScript(keys)).lines
    }

    @Test("A form is drawn as a list: sections headed by their titles, rows in the order written, labelled values in place")
    func drawn() throws {
        let lines = try run("")
        let body = Array(lines[1...16])
        #expect(body == [
            " Account",
            "",
            "  Changes are saved as you make them.",
            "",
            " Profile",
            " ▸ Plan  Free",
            "   Name: Ana",
            "   Storage  25%",
            "",
            " Preferences",
            "   [x] Sync",
            "   Copies: 2  − +",
            "   Theme  Dark ▾",
            "   Version  1.2",
            "",
            "",
        ], "\(lines.joined(separator: "\n"))")
    }

    @Test("The controls of a form take their keys where they are: a toggle, a stepper, a picker, a text field")
    func controls() throws {
        let account = AccountSettings()
        _ = try run("down down down enter down + + down enter up enter", account: account)
        #expect(!account.sync)
        #expect(account.copies == 4)
        #expect(account.theme == "Light")
        _ = try run("down ctrl-u B o esc", account: account)
        #expect(account.name == "Bo")
    }

    @Test("Outside a list a labelled value is a paragraph `Label: Value`")
    func outsideAList() throws {
        let lines = Headless.run(LabeledContent("Plan", value: "Free"), size: TerminalSize(width: 30, height: 6), keys: []).lines
        #expect(lines.contains("  Plan: Free"), "\(lines)")
    }

    @Test("A labelled control is the control's line, prefixed with the label, and works as the control")
    func labelledControl() throws {
        let account = AccountSettings()
        let view = Form { LabeledContent("Cloud") { Toggle("Sync", isOn: Bindable(account).sync) } }
        let lines = Headless.run(view, size: TerminalSize(width: 30, height: 6), keys: [.enter]).lines
        #expect(lines.contains(" ▸ Cloud  [ ] Sync"), "\(lines)")
        #expect(!account.sync)
    }
}

/// A settings screen as SwiftUI code usually writes its rows: an `HStack` of a text, a `Spacer` and a
/// control. Each was drawn as a paragraph of its text (above the section's heading, for the first)
/// and a row of the control alone (`[x]`, `: Ann`).
@MainActor @Suite struct StaticRowTests {
    struct Settings: View {
        @State private var said = "nothing"
        @State private var sync = true
        @State private var name = "Ann"
        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        HStack { Text("Plan"); Spacer(); Button("Upgrade") { said = "upgrade" } }
                        HStack { Text("Sync"); Spacer(); Toggle("", isOn: $sync) }
                        HStack { Text("Name"); TextField("", text: $name) }
                        Text("Just text")
                    }
                    Section("More") {
                        Button("Sign out") { said = "sign out" }
                    }
                }
                .navigationTitle("Said \(said), sync \(sync), \(name)")
            }
        }
    }

    static func frame(_ keys: String) throws -> [String] {
        Headless.run(ViewHost(Settings()), size: TerminalSize(width: 50, height: 16), keys: try Key.parseScript(keys)).lines
    }

    @Test("Each HStack row is one row under its section's heading: its text, then its control at the right (a field's text after its label)")
    func rows() throws {
        #expect(Array(try Self.frame("").prefix(12)) == [
            " Said nothing, sync true, Ann", " Said nothing, sync true, Ann", "", " Account",
            " ▸ Plan" + String(repeating: " ", count: 35) + "Upgrade", "   Sync" + String(repeating: " ", count: 38) + "[x]",
            "   Name: Ann", "", "  Just text", "", " More", "   Sign out",
        ])
    }

    @Test("Enter on a row runs its button or flips its toggle; typed into, the row's field edits its text")
    func rowsAct() throws {
        #expect(try Self.frame("enter")[0] == " Said upgrade, sync true, Ann")
        #expect(try Self.frame("down enter")[0] == " Said nothing, sync false, Ann")
        #expect(try Self.frame("down down enter e enter")[0] == " Said nothing, sync true, Anne")
        #expect(try Self.frame("end enter")[0] == " Said sign out, sync true, Ann")
    }

    /// The usual add row: a field beside its button.
    struct Todo: View {
        @State private var new = ""
        @State private var items = ["Milk"]
        var body: some View {
            NavigationStack {
                List {
                    Section("New") {
                        HStack {
                            TextField("New item", text: $new)
                            Button("Add") { items.append(new); new = "" }
                        }
                    }
                    Section("Items") {
                        ForEach(items, id: \.self) { Text($0) }
                    }
                }
                .navigationTitle("\(items.count) items")
            }
        }
    }

    @Test("A row of a field and a button: the field is a row and the button one under it, reached with ↓ (it was an action under m, unseen)")
    func fieldBesideAButton() throws {
        let host = ViewHost(Todo())
        let size = TerminalSize(width: 40, height: 12)
        #expect(Array(Headless.run(host, size: size, keys: []).lines[2...7]) == ["", " New", " ▸ New item:", "   Add", "", " Items"])
        let added = Headless.run(host, size: size, keys: try Key.parseScript("enter E g g s enter enter")).lines
        #expect(added[0] == " 2 items" && added[4] == "   New item:" && added[5] == " ▸ Add" && added[9] == "   Eggs", "\(added)")
    }
}
