// SwiftUI's views and modifiers real apps reach for beside the navigation ones, as SwiftUI code writes
// them: a text editor, links that open URLs, a group box, a disclosure group, a control group, a gauge,
// a popover, a hidden view, and the modifiers a terminal accepts and draws as they are.
import Foundation
import NavigatorUI
import Testing

private struct Notes: View {
    @State private var notes = "Milk"
    var body: some View {
        NavigationStack {
            TextEditor(text: $notes)
            Text("\(notes.count) characters")
                .navigationTitle("Notes")
        }
    }
}

private struct Links: View {
    @State private var opened = "nothing"
    var body: some View {
        NavigationStack {
            Link("Settings", destination: URL(string: "myapp://settings")!)
            Link("Website", destination: URL(string: "https://example.com/help")!)
            Link(destination: URL(string: "https://example.com/handled")!) { Label("Handled here", systemImage: "link") }
                .environment(\.openURL, OpenURLAction { url in
                    opened = url.path
                    return .handled
                })
            Text("Opened \(opened)")
                .navigationTitle("Links")
                .onOpenURL { opened = $0.host ?? "?" }
        }
    }
}

private struct Boxes: View {
    @State private var isShowingMore = false
    @State private var volume = 0.25
    var body: some View {
        NavigationStack {
            GroupBox("Account") {
                Text("Signed in as ana")
            }
            DisclosureGroup("Advanced") {
                Text("Cache: 12 MB")
                Button("Clear cache") {}
            }
            DisclosureGroup("More", isExpanded: $isShowingMore) { Text("Shown by a binding") }
            ControlGroup {
                Button("Bold") {}
                Button("Italic") {}
            }
            Gauge(value: volume) { Text("Volume") }
            Gauge(value: 30.0, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30 km/h") }
                .navigationTitle("Boxes")
        }
    }
}

private struct Pop: View {
    @State private var isShowing = false
    var body: some View {
        NavigationStack {
            Button("Info") { isShowing = true }
                .popover(isPresented: $isShowing, arrowEdge: .top) {
                    Text("Popover content")
                        .presentationDetents([.medium, .large])
                        .presentationDragIndicator(.visible)
                        .presentationCompactAdaptation(.popover)
                }
            Text("Secret").hidden()
            Button("Hidden button") {}.hidden()
            Button("Last") {}
                .navigationTitle("Pop")
        }
    }
}

/// Every accepted modifier on a view: drawn as the view alone is.
private struct Accepted: View {
    @Namespace private var namespace
    @State private var name = ""
    var body: some View {
        NavigationStack {
            TextField("Name", text: $name)
                .submitLabel(.done)
                .sensoryFeedback(.success, trigger: name)
                .scrollTargetLayout()
                .scrollTargetBehavior(.paging)
            Text("42 items")
                .contentTransition(.numericText())
                .monospacedDigit()
                .textSelection(.enabled)
                .zIndex(1)
                .focusable()
                .matchedGeometryEffect(id: "count", in: namespace)
                .redacted(reason: .placeholder)
                .unredacted()
                .navigationTitle("Accepted")
        }
    }
}

/// Records each evaluation's namespace identity.
@MainActor private final class NamespacesSeen {
    var ids: [String: [Namespace.ID]] = [:]
}

private struct Spaced: View {
    let name: String
    let seen: NamespacesSeen
    let count: Int
    @Namespace private var namespace
    var body: some View {
        seen.ids[name, default: []].append(namespace)
        return Text("\(name) \(count)").matchedGeometryEffect(id: name, in: namespace)
    }
}

private struct TwoSpaces: View {
    let seen: NamespacesSeen
    @State private var count = 0
    var body: some View {
        NavigationStack {
            Button("Count \(count)") { count += 1 }
            Spaced(name: "first", seen: seen, count: count)
            Spaced(name: "second", seen: seen, count: count)
                .navigationTitle("Spaces")
        }
    }
}

private struct Plain: View {
    @State private var name = ""
    var body: some View {
        NavigationStack {
            TextField("Name", text: $name)
            Text("42 items")
                .navigationTitle("Accepted")
        }
    }
}

private struct Sharing: View {
    var body: some View {
        NavigationStack {
            ShareLink(item: URL(string: "https://example.com/recipe/7")!)
            ShareLink("Share the note", item: "Buy milk")
                .navigationTitle("Share")
        }
    }
}

@MainActor struct MoreControlsTests {
    let size = TerminalSize(width: 50, height: 16)
    func text(_ frame: Canvas) -> String { frame.lines.joined(separator: "\n") }
    func run<V: View>(_ view: V, _ keys: String) throws -> Canvas { Headless.run(view, size: size, keys: try Key.parseScript(keys)) }

    @Test("A TextEditor is a vertical field: its text edited in place, its binding following")
    func textEditor() throws {
        let frame = try run(Notes(), "")
        #expect(frame.lines.contains { $0.contains("Milk") } && frame.lines.contains { $0.contains("4 characters") }, "\(text(frame))")
        let typed = try run(Notes(), "enter end space e g g s esc")
        #expect(typed.lines.contains { $0.contains("9 characters") }, "\(text(typed))")
    }

    @Test("A Link opens the app's own URL in the app, shows another on the notice line, and goes to an openURL of the app's")
    func links() throws {
        #expect(try run(Links(), "enter").lines.contains { $0.contains("Opened settings") })
        let website = try run(Links(), "down enter")
        #expect(website.lines.contains { $0.contains("https://example.com/help") } && website.lines.contains { $0.contains("Opened nothing") },
                "\(text(website))")
        #expect(try run(Links(), "down down enter").lines.contains { $0.contains("Opened /handled") })
    }

    @Test("A GroupBox outlines its label and content; a DisclosureGroup opens and closes; a ControlGroup is a row; a Gauge a bar")
    func boxes() throws {
        let frame = try run(Boxes(), "")
        let account = try #require(frame.lines.firstIndex { $0.contains("Account") }, "\(text(frame))")
        #expect(frame.lines[account - 1].contains("╭") && frame.lines[account + 1].contains("Signed in as ana"), "\(text(frame))")
        #expect(frame.lines.contains { $0.contains("▸ ▶ Advanced") } && !frame.lines.contains { $0.contains("Cache: 12 MB") }, "\(text(frame))")
        #expect(frame.lines.contains { $0.contains("Bold") && $0.contains("Italic") }, "\(text(frame))")
        #expect(frame.lines.contains { $0.contains("Volume") && $0.contains("━━━━━") && $0.contains("25%") }, "\(text(frame))")
        #expect(frame.lines.contains { $0.contains("Speed") && $0.contains("30 km/h") }, "\(text(frame))")
        let open = try run(Boxes(), "enter")
        #expect(open.lines.contains { $0.contains("▼ Advanced") } && open.lines.contains { $0.contains("Cache: 12 MB") }, "\(text(open))")
        #expect(open.lines.contains { $0.contains("Clear cache") }, "\(text(open))")
        #expect(!(try run(Boxes(), "enter enter").lines.contains { $0.contains("Cache: 12 MB") }), "Enter again closes it")
        let more = try run(Boxes(), "down enter")
        #expect(more.lines.contains { $0.contains("▼ More") } && more.lines.contains { $0.contains("Shown by a binding") }, "\(text(more))")
    }

    @Test("A popover is a sheet; a hidden view keeps its room, blank, and its controls can't be selected")
    func popoverAndHidden() throws {
        let frame = try run(Pop(), "")
        #expect(!frame.lines.contains { $0.contains("Secret") || $0.contains("Hidden button") }, "\(text(frame))")
        let info = try #require(frame.lines.firstIndex { $0.contains("Info") }), last = try #require(frame.lines.firstIndex { $0.contains("Last") })
        #expect(last - info > 2, "the hidden lines keep their room: \(text(frame))")
        #expect(try run(Pop(), "down").lines.contains { $0.contains("▸ Last") }, "↓ passes over the hidden button")
        let shown = try run(Pop(), "enter")
        #expect(shown.lines.contains { $0.contains("Popover content") }, "\(text(shown))")
        #expect(!(try run(Pop(), "enter esc").lines.contains { $0.contains("Popover content") }), "Esc closes it")
    }

    @Test("The modifiers a terminal draws as they are change nothing in the frame")
    func accepted() throws {
        #expect(try run(Accepted(), "").lines == (try run(Plain(), "").lines))
        #expect(try run(Accepted(), "enter a b enter").lines == (try run(Plain(), "enter a b enter").lines))
    }

    @Test("A ShareLink is a button that shows its item on the notice line, to be copied from there")
    func share() throws {
        let frame = try run(Sharing(), "")
        #expect(frame.lines.contains { $0.contains("Share") && !$0.contains("Share the note") }, "\(text(frame))")
        #expect(try run(Sharing(), "enter").lines.contains { $0.contains("Share: https://example.com/recipe/7") })
        #expect(try run(Sharing(), "down enter").lines.contains { $0.contains("Share: Buy milk") })
    }

    @Test("A @Namespace is its view's place's: the same at each evaluation, another at another place")
    func namespaceKeptByPlace() throws {
        let seen = NamespacesSeen()
        let lines = try run(TwoSpaces(seen: seen), "enter enter enter").lines
        #expect(lines.contains { $0.contains("first 3") }, "\(lines)")
        let first = seen.ids["first"] ?? [], second = seen.ids["second"] ?? []
        #expect(first.count >= 3 && Set(first).count == 1, "\(first)")
        #expect(second.count >= 3 && Set(second).count == 1 && first.first != second.first, "\(second)")
    }
}
