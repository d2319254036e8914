// A screen scrolls where its selection can't take it (a text longer than the terminal, under or over its
// last button), and a ScrollViewReader's proxy scrolls to a view by its identity, as SwiftUI's does.
import NavigatorUI
import Testing

private struct About: View {
    let hasButton: Bool
    var body: some View {
        NavigationStack {
            ScrollView {
                if hasButton { Button("Top") {} }
                ForEach(0..<100, id: \.self) { Text("Line \($0)") }
            }
            .navigationTitle("About")
        }
    }
}

private struct Message: Identifiable {
    let id: Int
    var text: String { "Message \(id)" }
}

/// A chat: a button that scrolls to the last message, in a lazy stack of 500 (built 30 at first).
private struct Chat: View {
    let messages = (0..<500).map(Message.init)
    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                Button("Latest") { proxy.scrollTo(messages.last!.id, anchor: .bottom) }
                Button("Message 20's reply") { proxy.scrollTo("reply") }
                Button("Message 250") { proxy.scrollTo(250, anchor: .top) }
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            Text(message.text)
                            if message.id == 20 { Button("Reply") {}.id("reply") }
                        }
                    }
                }
            }
            .navigationTitle("Chat")
        }
    }
}

/// A list whose toolbar-less button scrolls to a row.
private struct Rows: View {
    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                Button("To 700") { proxy.scrollTo(700, anchor: .top) }
                List(0..<1000, id: \.self) { NavigationLink("Row \($0)", value: $0) }
            }
            .navigationTitle("Rows")
        }
    }
}

@MainActor struct ScrollingTests {
    let size = TerminalSize(width: 40, height: 12)
    func text(_ frame: Canvas) -> String { frame.lines.joined(separator: "\n") }
    func run<V: View>(_ view: V, _ keys: String) throws -> Canvas { Headless.run(view, size: size, keys: try Key.parseScript(keys)) }

    @Test("A text longer than the screen scrolls by the page keys, the arrows and the wheel, with a button or none")
    func textScrolls() throws {
        for hasButton in [false, true] {
            let paged = try run(About(hasButton: hasButton), "pgdn pgdn")
            #expect(!paged.lines.contains { $0.contains("Line 0") } && paged.lines.contains { $0.contains("Line 1") && !$0.contains("Line 0") },
                    "\(text(paged))")
            let arrows = try run(About(hasButton: hasButton), "down down down down")
            #expect(!arrows.lines.contains { $0.hasSuffix("Line 0") }, "\(text(arrows))")
            let wheel = try run(About(hasButton: hasButton), "wheel-down:5,5 wheel-down:5,5")
            #expect(!wheel.lines.contains { $0.hasSuffix("Line 0") }, "\(text(wheel))")
            let end = try run(About(hasButton: hasButton), "end end")
            #expect(end.lines.contains { $0.contains("Line 99") }, "\(text(end))")
            let back = try run(About(hasButton: hasButton), "end end home home")
            #expect(back.lines.contains { $0.hasSuffix("Line 0") }, "\(text(back))")
        }
        // The button scrolled past is selected again by the arrow up to it: the view shows it.
        let again = try run(About(hasButton: true), "pgdn pgdn pgup pgup pgup")
        #expect(again.lines.contains { $0.contains("▸ Top") }, "\(text(again))")
    }

    @Test("scrollTo shows a lazy stack's last message, built for it, at the bottom; a view's .id selects its button; a text goes to the top")
    func scrollToInALazyStack() throws {
        let latest = try run(Chat(), "enter")
        #expect(latest.lines.contains { $0.contains("Message 499") } && !text(latest).contains("⋯"), "\(text(latest))")
        let reply = try run(Chat(), "down enter")
        #expect(reply.lines.contains { $0.contains("▸ Reply") }, "\(text(reply))")
        // A message of text alone: scrolled to the top, the selection left where it was.
        let message = try run(Chat(), "down down enter")
        let first = message.lines.dropFirst(1).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(first.contains("Message 250"), "\(text(message))")
    }

    @Test("scrollTo selects a List's row by its id, at the top")
    func scrollToARow() throws {
        let frame = try run(Rows(), "enter")
        #expect(frame.lines.contains { $0.contains("▸ Row 700") }, "\(text(frame))")
    }
}
