// `.interactiveDismissDisabled()` as SwiftUI code writes it: Esc doesn't dismiss the sheet, the footer
// says so, and the sheet's own buttons still do.
import NavigatorUI
import Testing

private struct ComposeHome: View {
    @State private var composing = false
    @State private var sent = 0

    var body: some View {
        NavigationStack {
            Text("Sent: \(sent)")
            Button("Compose") { composing = true }
                .navigationTitle("Mail")
                .sheet(isPresented: $composing) {
                    ComposeSheet(sent: $sent)
                }
        }
    }
}

private struct ComposeSheet: View {
    @Binding var sent: Int
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            TextField("Message", text: $draft)
            Button("Send") {
                sent += 1
                dismiss()
            }
            Button("Cancel", role: .cancel) { dismiss() }
                .navigationTitle("New message")
        }
        .interactiveDismissDisabled(!draft.isEmpty || sent == 0)
    }
}

@MainActor @Suite struct InteractiveDismissTests {
    static let size = TerminalSize(width: 70, height: 14)

    func run(_ keys: String) throws -> [String] {
        Headless.run(ComposeHome(), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("Esc doesn't dismiss a sheet with interactiveDismissDisabled(): it says why, and the footer says Esc can't close")
    func escRefused() throws {
        let up = try run("enter")
        #expect(up.joined().contains("New message"), "\(up)")
        #expect(up.last?.contains("Esc can't close") == true, "\(up.last ?? "")")
        let lines = try run("enter esc")
        #expect(lines.joined().contains("New message"), "the sheet is still up: \(lines)")
        #expect(lines.contains { $0.contains("This sheet closes with its own buttons, not Esc") }, "\(lines)")
        // ← doesn't close it either (at a sheet's root it goes nowhere).
        #expect(try run("enter left").joined().contains("New message"))
    }

    @Test("Its own buttons still dismiss it")
    func buttonsDismiss() throws {
        var lines = try run("enter down enter")
        #expect(lines.contains("  Sent: 1") && !lines.joined().contains("New message"), "\(lines)")
        lines = try run("enter down down enter")
        #expect(lines.contains("  Sent: 0") && !lines.joined().contains("New message"), "\(lines)")
    }

    @Test("interactiveDismissDisabled(false): Esc dismisses it as any sheet")
    func enabledAgain() throws {
        // Sent once, with an empty draft: the condition is false.
        let lines = try run("enter down enter enter esc")
        #expect(!lines.joined().contains("New message"), "\(lines)")
        #expect(lines.contains("  Sent: 1"), "\(lines)")
    }
}
