// Input as SwiftUI forms write it: a vertical `TextField`, `.onSubmit`, `@FocusState` with `.focused`,
// `Slider`, `DatePicker` typed as text, and `GeometryReader`'s size in points (8 a column, 16 a line).
import NavigatorUI
import Testing

@Observable private final class SignUp {
    var name = ""
    var email = ""
    var bio = "I write terminal apps in Swift, draw their screens with box-drawing characters and test them headless, in a terminal of any size, every day of the week."
    var submitted: [String] = []
    var volume = 0.5
    var birthday = Date(timeIntervalSince1970: 0)
}

private enum Field: Hashable { case name, email }

private struct SignUpForm: View {
    @Bindable var model: SignUp
    @FocusState private var focused: Field?
    @FocusState private var bioFocused: Bool

    var body: some View {
        Text("Focus: \(focused.map { "\($0)" } ?? "none") bio: \(bioFocused)")
        TextField("Name", text: $model.name)
            .focused($focused, equals: .name)
            .onSubmit { model.submitted.append("name"); focused = .email }
        TextField("Email", text: $model.email)
            .focused($focused, equals: .email)
            .onSubmit { model.submitted.append("email") }
        TextField("Bio", text: $model.bio, axis: .vertical)
            .lineLimit(3)
            .focused($bioFocused)
        Button("Edit email") { focused = .email }
        Slider(value: $model.volume, in: 0...1, step: 0.1) { Text("Volume") }
        DatePicker("Birthday", selection: $model.birthday, displayedComponents: .date)
            .navigationTitle("Sign up")
    }
}

private struct Size: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
            Rectangle().fill(.red).frame(width: proxy.size.width / 4, height: 16)
        }
    }
}

@MainActor @Suite struct TextInputTests {
    static let size = TerminalSize(width: 50, height: 22)

    fileprivate func run(_ keys: String, model: SignUp = SignUp()) throws -> [String] {
        Headless.run(NavigationStack { SignUpForm(model: model) }, size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("Enter on an edited field runs its onSubmit, which may move the focus; the focus state follows the selection")
    func submitAndFocus() throws {
        let model = SignUp()
        var lines = try run("A d a enter", model: model)
        #expect(model.name == "Ada")
        #expect(model.submitted == ["name"])
        #expect(lines.contains { $0.contains("▸ Email:") }, "\(lines)")
        #expect(lines.contains("  Focus: email bio: false"), "\(lines)")
        lines = try run("down", model: SignUp())
        #expect(lines.contains("  Focus: email bio: false"), "selecting a field gives it the focus: \(lines)")
        lines = try run("down down", model: SignUp())
        #expect(lines.contains("  Focus: none bio: true"), "\(lines)")
    }

    @Test("Setting the focus state selects the field")
    func settingFocusSelects() throws {
        let lines = try run("down down down enter")
        #expect(lines.contains { $0.contains("▸ Email:") }, "\(lines)")
        #expect(lines.contains("  Focus: email bio: false"), "\(lines)")
    }

    @Test("A vertical field wraps its text over lines, up to its line limit")
    func verticalField() throws {
        let lines = try run("")
        let bio = try #require(lines.firstIndex { $0.contains("Bio: ") })
        #expect(lines[bio].contains("Bio: I write terminal apps"))
        #expect(lines[bio + 1].hasPrefix("        "), "the next line is under the text: \(lines[bio + 1])")
        #expect(lines[bio + 2].contains("…"))
        #expect(!lines[bio + 3].contains("headless"))
    }

    @Test("A slider is a bar; → and + move it by its step while it is selected, ← back down; Backspace still goes back")
    func slider() throws {
        let model = SignUp()
        var lines = try run("down down down down", model: model)
        #expect(lines.contains(" ▸ Volume  ━━━━━━━━━━●─────────"), "\(lines)")
        #expect(lines.last?.contains("⌫ back") == true || lines.last?.contains("back") == true, "\(lines.last ?? "")")
        lines = try run("down down down down right right +", model: model)
        #expect(abs(model.volume - 0.8) < 0.0001)
        _ = try run("down down down down left", model: model)
        #expect(abs(model.volume - 0.7) < 0.0001)
    }

    @Test("A date picker is a field showing YYYY-MM-DD; a typed date sets the binding, a wrong one doesn't")
    func datePicker() throws {
        let model = SignUp()
        model.birthday = try #require(Self.date("2001-02-03"))
        var lines = try run("", model: model)
        #expect(lines.contains { $0.contains("Birthday: 2001-02-03") }, "\(lines)")
        lines = try run("down down down down down enter ctrl-u 1 9 9 9 - 1 2 - 3 1", model: model)
        #expect(lines.contains { $0.contains("Birthday: 1999-12-31") })
        #expect(Self.text(model.birthday) == "1999-12-31")
        _ = try run("down down down down down enter ctrl-u 1 9 9 9 - 1 3 - 0 1", model: model)
        #expect(Self.text(model.birthday) == "1999-12-31", "there is no 13th month")
        // On the way to the 14th, 2024-03-1 is no date yet: the binding keeps its day until the form is whole.
        lines = try run("down down down down down enter ctrl-u 2 0 2 4 - 0 3 - 1", model: model)
        #expect(Self.text(model.birthday) == "1999-12-31", "a date being typed doesn't set the binding")
        #expect(lines.contains { $0.contains("Birthday: 2024-03-1") }, "the field keeps what was typed: \(lines)")
        _ = try run("down down down down down enter ctrl-u 2 0 2 4 - 0 3 - 1 4", model: model)
        #expect(Self.text(model.birthday) == "2024-03-14")
    }

    @Test("GeometryReader gives the terminal's size in points, 8 a column and 16 a line: a frame made from it is that part of the screen")
    func geometry() {
        let lines = Headless.run(NavigationStack { Size() }, size: TerminalSize(width: 44, height: 12), keys: []).lines
        #expect(lines.contains("  352 × 192 points"), "\(lines)")
        #expect(lines.contains("  ███████████"), "a quarter of 44 columns: \(lines)")
    }

    /// A day at this machine's local noon.
    static func date(_ text: String) -> Date? {
        let model = SignUp()
        model.birthday = Date(timeIntervalSince1970: 12 * 3600)
        _ = Headless.run(NavigationStack { SignUpForm(model: model) }, size: size,
                         keys: (try? Key.parseScript("down down down down down enter ctrl-u " + text.map { String($0) }.joined(separator: " "))) ?? [])
        return model.birthday
    }

    static func text(_ date: Date) -> String? {
        let model = SignUp()
        model.birthday = date
        let lines = Headless.run(NavigationStack { SignUpForm(model: model) }, size: size, keys: []).lines
        return lines.first { $0.contains("Birthday: ") }.map { String($0.split(separator: " ").last ?? "") }
    }
}

/// A split view whose detail is a form with focused fields, as a Mac-style settings window writes it.
private struct AccountsSplit: View {
    enum Field: Hashable { case name, email }
    @State private var account: String?
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some View {
        NavigationSplitView {
            List(["Work"], id: \.self, selection: $account) { Text($0) }
                .navigationTitle("Accounts")
        } detail: {
            Form {
                TextField("Name", text: $name).focused($focus, equals: .name)
                TextField("Email", text: $email).focused($focus, equals: .email)
                Button("Email next") { focus = .email }
                Text("Focus: \(focus.map { "\($0)" } ?? "none")")
            }
            .navigationTitle(account ?? "No account")
        }
    }
}

extension TextInputTests {
    @Test("@FocusState in a split view's detail: the app's focus selects its field, and the selection gives the focus")
    func focusInASplitViewsDetail() throws {
        let size = TerminalSize(width: 100, height: 14)
        func lines(_ keys: String) throws -> [String] {
            Headless.run(AccountsSplit(), size: size, keys: try Key.parseScript(keys)).lines
        }
        let moved = try lines("enter down down enter")
        #expect(moved.contains { $0.contains("▸ Email:") }, "the button gave the focus to Email, which the selection follows: \(moved)")
        #expect(moved.contains { $0.contains("Focus: email") }, "\(moved)")
        let selected = try lines("enter down")
        #expect(selected.contains { $0.contains("Focus: email") }, "selecting Email focuses it: \(selected)")
    }
}

/// A quiz as DMultiplitainment writes it: the answer field focused when the question appears.
private struct Quiz: View {
    @FocusState private var answerFocused: Bool
    @State private var answer = ""
    @State private var said = "nothing"
    var body: some View {
        VStack {
            Text("7 × 8 = ?")
            TextField("Answer", text: $answer)
                .focused($answerFocused)
                .onSubmit { said = answer }
            Text("Said: \(said)")
        }
        .onAppear { answerFocused = true }
        .navigationTitle("Quiz")
    }
}

@MainActor @Suite struct FocusOnAppearTests {
    func run(_ view: some View, _ keys: String) throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript(keys)).lines
    }

    @Test("A field focused by onAppear takes the keys at once: digits type into it, the first key too, and Enter submits")
    func focusedOnAppear() throws {
        let lines = try run(NavigationStack { Quiz() }, "5 6 enter")
        #expect(lines.contains("  Said: 56"), "\(lines)")
        let editing = try run(NavigationStack { Quiz() }, "")
        #expect(editing.last?.contains("Esc done") == true, "the field is edited: \(editing)")
    }

    @Test("A pushed screen whose onAppear focuses a field: the key after the push types into it; Esc ends the editing and ← goes back")
    func pushedAndFocused() throws {
        let root = NavigationStack {
            NavigationLink("Play") { Quiz() }.navigationTitle("Games")
        }
        var lines = try run(root, "enter 4 2 enter")
        #expect(lines.contains("  Said: 42"), "\(lines)")
        lines = try run(root, "enter 4 esc left")
        #expect(lines.contains { $0.contains("▸ Play") }, "\(lines)")
    }

    @Test("The selection moved on the screen below (↓ to the link) is not a move on the pushed one: its onAppear's focus still edits the field")
    func pushedAfterAMove() throws {
        let root = NavigationStack {
            VStack {
                Button("First") {}
                NavigationLink("Play") { Quiz() }
            }
            .navigationTitle("Games")
        }
        let lines = try run(root, "down enter 5 6 enter")
        #expect(lines.contains("  Said: 56"), "\(lines)")
    }

    private struct Named: View {
        @FocusState private var nameFocused: Bool
        @State private var name = ""
        var body: some View {
            TextField("Name", text: $name).focused($nameFocused)
            NavigationLink("Next") { Text("The next screen") }
            Text("Focus: \(nameFocused)")
        }
    }

    @Test("Back on a screen whose field lost its focus to a link: the link opened stays selected, the field not edited")
    func backFromALink() throws {
        let lines = try run(NavigationStack { Named() }, "enter a esc down enter left")
        #expect(lines.contains { $0.contains("▸ Next") }, "\(lines)")
        #expect(lines.contains("  Focus: false"), "\(lines)")
        #expect(lines.last?.contains("Esc done") == false, "\(lines)")
    }
}
