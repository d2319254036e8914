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
}
