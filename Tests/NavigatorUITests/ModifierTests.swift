// Modifiers with no terminal meaning compile and map to the closest rendering, or to nothing.
import NavigatorUI
import Testing

struct StyledView: View {
    @State private var saved = 0
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                Text("Headline").font(.headline)
                Text("Caption").foregroundStyle(.secondary)
                Text("Warning").foregroundColor(.red)
                Text("Emphasis").bold().italic()
                Text("Saved \(saved)")
                    .padding()
                    .padding(.horizontal, 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .tint(.pink)
                Button("Plain") {}
                    .buttonStyle(.borderedProminent)
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Styles")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { saved += 1 }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Share") {}
                    Text("ignored")
                }
            }
        }
    }
}

@Suite struct ModifierTests {
    static let size = TerminalSize(width: 40, height: 20)

    @Test("Styled texts, frame, tint, list and button styles draw the same lines; padding draws space around its text")
    func styles() throws {
        let canvas = Headless.run(StyledView(), size: Self.size, keys: [])
        // Too long for the screen with a blank line between paragraphs: drawn without them. The padding's
        // 16 and 12 points are two columns each (8 points a column), and a line above and under.
        #expect(Array(canvas.lines[2...8]) == ["  Headline", "  Caption", "  Warning", "  Emphasis", "", "      Saved 0", ""])
        // The cells' styles (bold, dim, italic, colour) are checked in NavigatorUIStyleTests.
    }

    @Test("Toolbar buttons are the screen's last links, under a Toolbar heading; they act")
    func toolbar() throws {
        var lines = Headless.run(StyledView(), size: Self.size, keys: []).lines
        #expect(Array(lines[9...12]) == [" ▸ Plain", " Toolbar", "   Save", "   Share"])
        let host = ViewHost(StyledView())
        lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter")).lines
        #expect(lines[7] == "      Saved 1")
        #expect(!lines.contains { $0.contains("ignored") })
    }
}

/// A screen whose heading says what it is doing while its breadcrumb keeps its title.
private struct Fetching: View {
    @State private var done = false
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Start")
                .navigationDestination(for: Int.self) { _ in Inbox(done: $done) }
        }
    }
}

private struct Inbox: View {
    @Binding var done: Bool
    var body: some View {
        Button("Finish") { done = true }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .principal) { Text(done ? "Fetched" : "Fetching…") }
                ToolbarItem(placement: .primaryAction) { Button("Refresh") {} }
            }
    }
}

@Suite struct PrincipalToolbarItemTests {
    @Test("A .principal item's text is the screen's heading; the breadcrumbs keep .navigationTitle")
    func principalIsTheHeading() throws {
        let host = ViewHost(Fetching())
        var lines = Headless.run(host, size: TerminalSize(width: 40, height: 12), keys: try Key.parseScript("enter")).lines
        #expect(lines[0] == " Start › Inbox")
        #expect(lines[1] == " Fetching…")
        #expect(lines.contains("   Refresh") && !lines.contains { $0.contains("  Fetching…") })
        lines = Headless.run(host, size: TerminalSize(width: 40, height: 12), keys: try Key.parseScript("enter")).lines
        #expect(lines[0] == " Start › Inbox" && lines[1] == " Fetched", "\(lines)")
    }
}
