// Keys of the app's own, written as SwiftUI code writes them: a button's .keyboardShortcut (⌘ is Ctrl
// in a terminal), the default and cancel actions, .onKeyPress with a key, with keys, and for any key.
import NavigatorUI
import Testing

struct Editor: View {
    @State private var saved = 0
    @State private var log: [String] = []
    @State private var locked = true

    var body: some View {
        NavigationStack {
            Text("saved \(saved) log \(log.joined(separator: ","))")
            NavigationLink("Details", value: 1)
            Button("Save") { saved += 1 }
                .keyboardShortcut("s")
            Button("Publish") { log.append("published") }
                .keyboardShortcut("p", modifiers: [.command, .shift])
                .disabled(locked)
            Button("Unlock") { locked = false }
                .keyboardShortcut(.defaultAction)
                .navigationDestination(for: Int.self) { Text("Details \($0)") }
                .navigationTitle("Editor")
                .onKeyPress("k") {
                    log.append("k")
                    return .handled
                }
                .onKeyPress(keys: ["x", "y"]) { press in
                    log.append(press.characters)
                    return press.characters == "x" ? .handled : .ignored
                }
        }
    }
}

struct KeyLogger: View {
    @State private var keys: [String] = []

    var body: some View {
        NavigationStack {
            Text("keys \(keys.joined(separator: " "))")
                .navigationTitle("Logger")
                .onKeyPress { press in
                    keys.append(press.modifiers.contains(.control) ? "^" + String(press.key.character) : press.characters)
                    return press.key == "q" ? .ignored : .handled
                }
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct KeyboardShortcutTests {
    static let size = TerminalSize(width: 80, height: 14)

    static func lines(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test(".keyboardShortcut(\"s\") is Ctrl-S: it presses the button wherever the selection is, and the footer names it")
    func commandLetterIsControl() throws {
        let host = ViewHost(Editor())
        var lines = try Self.lines(host, "ctrl-s ctrl-s")
        #expect(lines.contains("  saved 2 log"))
        #expect(lines.last?.contains("^S save") == true, "\(lines.last ?? "")")
        // The selection stayed on the first line: the shortcut didn't move it.
        #expect(lines.contains(" ▸ Details"))
        lines = try Self.lines(host, "down")
        #expect(lines.contains("  saved 2 log"))
    }

    @Test("A disabled button's shortcut leaves the key to the table; .defaultAction is Enter, pressed wherever the selection is")
    func disabledAndDefaultAction() throws {
        let host = ViewHost(Editor())
        // ⌘⇧P is Ctrl-P: the button is disabled, nothing happens.
        #expect(try Self.lines(host, "ctrl-p").contains("  saved 0 log"))
        // Enter presses Unlock (the default action), though Details is selected: no push.
        var lines = try Self.lines(host, "enter")
        #expect(lines[0] == " Editor")
        lines = try Self.lines(host, "ctrl-p")
        #expect(lines.contains("  saved 0 log published"))
    }

    @Test(".onKeyPress: .handled takes the key, .ignored leaves it to the table")
    func onKeyPress() throws {
        let host = ViewHost(Editor())
        #expect(try Self.lines(host, "k x").contains("  saved 0 log k,x"))
        // y is ignored by the handler: the table's y (nothing) runs; the handler still heard it.
        #expect(try Self.lines(host, "y").contains("  saved 0 log k,x,y"))
    }

    @Test("An .onKeyPress for any key hears every key first; one it ignores goes to the table (q quits)")
    func anyKey() throws {
        let host = ViewHost(KeyLogger())
        #expect(try Self.lines(host, "a B ctrl-e down").contains("  keys a B ^e"))
        _ = try Self.lines(host, "q")
        #expect(host.isFinished)
    }

    @Test("The help lists the screen's own keys first, and which key of the table one comes before")
    func helpListsTheScreensKeys() throws {
        let host = ViewHost(Editor())
        let lines = try Self.lines(host, "?")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("The app's own keys, asked before the others:"), "\(text)")
        #expect(text.contains("Save (the screen's button)"))
        #expect(text.contains("Unlock (the screen's button), before the table's open"))
        #expect(text.contains("Publish (the screen's button), disabled"))
    }
}
