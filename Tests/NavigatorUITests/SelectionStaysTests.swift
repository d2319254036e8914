// The selection stays on the line a key acted on: a line above it that the action enables doesn't take
// it (a pager's "Previous", enabled by "Next").
import NavigatorUI
import Testing

@Suite struct SelectionStaysTests {
    struct Pager: View {
        let inRow: Bool
        @State private var page = 1
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Page \(page) of 3")
                    if inRow {
                        HStack {
                            Button("Previous") { page -= 1 }.disabled(page == 1)
                            Spacer()
                            Button("Next") { page += 1 }.disabled(page == 3)
                        }
                    } else {
                        Button("Previous") { page -= 1 }.disabled(page == 1)
                        Button("Next") { page += 1 }.disabled(page == 3)
                    }
                }
                .navigationTitle("Pager")
            }
        }
    }

    static func selected(_ host: ViewHost, _ keys: String) throws -> (page: String, selected: String) {
        let lines = Headless.run(host, size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript(keys)).lines
        let page = lines.first { $0.contains("Page ") }?.trimmingCharacters(in: .whitespaces) ?? ""
        let line = lines.first { $0.contains("▸ ") } ?? ""
        let after = line[line.range(of: "▸ ")!.upperBound...]
        return (page, String(after.prefix { $0 != " " }))
    }

    @Test("Next enables Previous above it: the selection stays on Next, in a row and on lines of their own", arguments: [true, false])
    func nextKeepsTheSelection(inRow: Bool) throws {
        let host = ViewHost(Pager(inRow: inRow))
        #expect(try Self.selected(host, "") == ("Page 1 of 3", "Next"))
        #expect(try Self.selected(host, "enter") == ("Page 2 of 3", "Next"))
        // Next disabled on the last page: the selection falls back to Previous, and stays there once
        // Previous is pressed (Next, enabled again, doesn't take it back).
        #expect(try Self.selected(host, "enter") == ("Page 3 of 3", "Previous"))
        #expect(try Self.selected(host, "enter") == ("Page 2 of 3", "Previous"))
    }

    /// DHabits' list: habits added at the top while one further down is selected (its row pushed a
    /// screen that added one, or its own button did).
    struct Habits: View {
        @State private var habits = ["Walk", "Read", "Swim"]
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Page 1")
                    ForEach(habits, id: \.self) { habit in
                        Button(habit) { habits.insert("New \(habits.count)", at: 0) }
                    }
                    Button("Drop the first") { habits.removeFirst() }
                }
                .navigationTitle("Habits")
            }
        }
    }

    @Test("Lines inserted or removed above a ForEach element's line: the selection stays on it, not at its index")
    func selectionFollowsItsElement() throws {
        let host = ViewHost(Habits())
        #expect(try Self.selected(host, "down") == ("Page 1", "Read"))
        #expect(try Self.selected(host, "enter") == ("Page 1", "Read"))
        #expect(try Self.selected(host, "enter") == ("Page 1", "Read"))
        #expect(try Self.selected(host, "up enter") == ("Page 1", "Walk"))
        // Removed above the selected element's line: the same.
        #expect(try Self.selected(host, "end enter up") == ("Page 1", "Swim"))
        #expect(try Self.selected(host, "home down down") == ("Page 1", "Walk"))
    }

    struct Named: View {
        @State private var name = ""
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    HStack {
                        Text(name.isEmpty ? "Nobody" : name)
                        if !name.isEmpty { Button("Clear") { name = "" } }
                    }
                    if !name.isEmpty { Button("Greet \(name)") {} }
                    TextField("Name", text: $name)
                }
                .navigationTitle("Named")
            }
        }
    }

    @Test("A field typed into keeps the keys when buttons come above it, as a focused field does")
    func aFieldKeepsTheKeysWhenLinesComeAboveIt() throws {
        let host = ViewHost(Named())
        let lines = Headless.run(host, size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript("enter a d a")).lines
        #expect(lines.contains { $0.contains("ada") && $0.contains("Clear") }, "\(lines)")
        #expect(lines.contains { $0.contains("Name: ada") } && !lines.contains { $0.contains("▸ Clear") }, "\(lines)")
        // Esc ends the editing; the selection stays on the field, and ↑ goes to the button over it.
        let after = Headless.run(host, size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript("esc up enter")).lines
        #expect(after.contains { $0.contains("▸ Greet ada") }, "\(after)")
    }
}
