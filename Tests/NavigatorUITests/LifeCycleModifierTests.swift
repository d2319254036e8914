// .onAppear, .onDisappear, .onChange(of:initial:_:) and .onOpenURL, in views written as for SwiftUI.
import NavigatorUI
import Testing

@Observable final class Journal {
    var entries: [String] = []
}

struct JournalRoot: View {
    let journal: Journal
    @State private var count = 0
    @State private var showSheet = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Count \(count)")
                Button("Increment") { count += 1 }
                NavigationLink("Next", value: 1)
                Button("Sheet") { showSheet = true }
            }
            .navigationTitle("Root")
            .onAppear { journal.entries.append("root appear") }
            .onDisappear { journal.entries.append("root disappear") }
            .onChange(of: count) { old, new in journal.entries.append("count \(old)→\(new)") }
            .onChange(of: count, initial: true) { journal.entries.append("count is \(count)") }
            .navigationDestination(for: Int.self) { _ in
                Text("Next")
                    .onAppear { journal.entries.append("next appear") }
                    .onDisappear { journal.entries.append("next disappear") }
            }
            .sheet(isPresented: $showSheet) {
                Text("In the sheet")
                    .onAppear { journal.entries.append("sheet appear") }
                    .onDisappear { journal.entries.append("sheet disappear") }
            }
        }
    }
}

/// State set in onAppear is drawn in the first frame.
struct GreetingView: View {
    @State private var greeting = "…"
    var body: some View {
        Text(greeting)
            .onAppear { greeting = "Hello" }
    }
}

struct URLView: View {
    @State private var opened: [String] = []
    var body: some View {
        NavigationStack {
            Text("Opened: \(opened.joined(separator: ", "))")
                .navigationTitle("Links")
                .onOpenURL { url in opened.append(url.host ?? "?") }
        }
    }
}

/// An `.onChange(of:)` on the stack's container, which reads the path: seed 004's saving.
struct PathJournalRoot: View {
    let journal: Journal
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("One", value: 1)
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Next", value: number + 1)
                        .onChange(of: number) { journal.entries.append("destination \(number) changed") }
                }
        }
        .onChange(of: path) { old, new in journal.entries.append("\(old)→\(new)") }
    }
}

@Suite struct LifeCycleModifierTests {
    static let size = TerminalSize(width: 50, height: 12)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("onAppear/onDisappear follow the screen on top of a visible stack: pushes, pops and sheets")
    func appearAndDisappear() throws {
        let journal = Journal()
        let host = ViewHost(JournalRoot(journal: journal))
        _ = try Self.frame(host, "")
        #expect(journal.entries == ["root appear", "count is 0"])
        journal.entries = []
        _ = try Self.frame(host, "")  // a redraw is not an appearance
        #expect(journal.entries.isEmpty)
        _ = try Self.frame(host, "down enter")
        #expect(journal.entries == ["root disappear", "next appear"])
        journal.entries = []
        _ = try Self.frame(host, "left")
        #expect(journal.entries == ["next disappear", "root appear"])
        journal.entries = []
        // A sheet leaves the screen under it visible: it does not disappear.
        _ = try Self.frame(host, "down enter")
        #expect(journal.entries == ["sheet appear"])
        journal.entries = []
        _ = try Self.frame(host, "esc")
        #expect(journal.entries == ["sheet disappear"])
    }

    @Test("onChange(of:) runs with the old and new values, once per change; initial: true also runs at first")
    func onChange() throws {
        let journal = Journal()
        let host = ViewHost(JournalRoot(journal: journal))
        _ = try Self.frame(host, "")
        journal.entries = []
        _ = try Self.frame(host, "up enter")
        #expect(journal.entries == ["count 0→1", "count is 1"])
        journal.entries = []
        // Two keys: a call after each, as the frame a person sees after each key runs them.
        _ = try Self.frame(host, "enter enter")
        #expect(journal.entries == ["count 1→2", "count is 2", "count 2→3", "count is 3"])
    }

    @Test("The root's onChange(of:) runs at each change of the path though screens cover the root, as SwiftUI keeps it in the hierarchy")
    func onChangeOfTheCoveredRoot() throws {
        let journal = Journal()
        let host = ViewHost(PathJournalRoot(journal: journal))
        _ = try Self.frame(host, "enter")
        #expect(journal.entries == ["[]→[1]"])
        _ = try Self.frame(host, "enter")
        #expect(journal.entries == ["[]→[1]", "[1]→[1, 2]"])
        _ = try Self.frame(host, "left")
        #expect(journal.entries == ["[]→[1]", "[1]→[1, 2]", "[1, 2]→[1]"])
        // A redraw with nothing changed runs nothing; a covered destination's onChange is not the root's.
        _ = try Self.frame(host, "")
        _ = try Self.frame(host, "left")
        #expect(journal.entries == ["[]→[1]", "[1]→[1, 2]", "[1, 2]→[1]", "[1]→[]"])
    }

    @Test("Headless, keys handled before the first frame run the root's onChange(of:) after each, from what it saw when the view was made")
    func onChangeBeforeTheFirstFrame() throws {
        let journal = Journal()
        let host = ViewHost(PathJournalRoot(journal: journal))
        _ = try Self.frame(host, "enter enter")
        #expect(journal.entries == ["[]→[1]", "[1]→[1, 2]"])
    }

    @Test("State set in onAppear is in the first frame")
    func appearSetsState() {
        #expect(Headless.run(GreetingView(), size: Self.size, keys: [])[line: 3] == "  Hello")
    }

    @Test("ViewHost.open(url) hands URLs to .onOpenURL, as an App's start-up link does")
    func openURL() throws {
        let host = ViewHost(URLView())
        #expect(host.open(URL(string: "myapp://first")!))
        host.open(URL(string: "myapp://second")!)
        #expect(try Self.frame(host, "")[3] == "  Opened: first, second")
        #expect(!ViewHost(GreetingView()).open(URL(string: "myapp://x")!))
    }
}
