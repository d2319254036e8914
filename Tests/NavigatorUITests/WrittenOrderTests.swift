import NavigatorUI
import Testing

/// Texts and selectable lines are drawn in the order the body writes them, as SwiftUI draws them (they
/// were drawn texts first, then links, whatever their order).
@Suite struct WrittenOrderTests {
    static func frame<V: View>(_ view: V, width: Int = 60, height: Int = 16, keys: String = "") throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    struct Interleaved: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Intro")
                    Button("First") {}
                    Text("Between")
                    NavigationLink("Second", value: 2)
                    Text("After")
                }
                .navigationDestination(for: Int.self) { Text("Level \($0)").navigationTitle("Level \($0)") }
                .navigationTitle("Order")
            }
        }
    }

    @Test("A text between two links is drawn between them, and ↓ goes from one link to the next over it")
    func textsAndLinksInTheOrderWritten() throws {
        #expect(try Self.frame(Interleaved()).prefix(12) == [
            " Order", " Order", "", "  Intro", "", " ▸ First", "", "  Between", "", "   Second", "", "  After",
        ])
        let down = try Self.frame(Interleaved(), keys: "down")
        #expect(down[5] == "   First" && down[9] == " ▸ Second")
        #expect(try Self.frame(Interleaved(), keys: "down enter")[0] == " Order › Level 2")
    }

    @Test("On a terminal too short for the screen, selecting a link further down scrolls to it over the texts between")
    func scrollingFollowsTheSelectionThroughTexts() throws {
        struct Long: View {
            var body: some View {
                NavigationStack {
                    Button("Top") {}
                    Text((1...12).map { "Line \($0)." }.joined(separator: " "))
                    Button("Bottom") {}
                    Text("The end")
                        .navigationTitle("Long")
                }
            }
        }
        let first = try Self.frame(Long(), width: 24, height: 8)
        #expect(first.contains(" ▸ Top") && !first.contains { $0.contains("Bottom") })
        let last = try Self.frame(Long(), width: 24, height: 8, keys: "down")
        #expect(last.contains { $0.hasPrefix(" ▸ Bottom") } && !last.contains { $0.contains("Top") })
        #expect(last.contains("  Line 11. Line 12."))
    }

    @Test("A button among an HStack's texts is drawn between them, on their line")
    func aLinkInAnHStackIsOnItsLine() throws {
        struct Row: View {
            var body: some View {
                NavigationStack {
                    HStack {
                        Text("Left")
                        Button("Act") {}
                        Text("right")
                    }
                    Text("Below")
                        .navigationTitle("Row")
                }
            }
        }
        #expect(try Self.frame(Row()).prefix(6) == [" Row", " Row", "", "  Left ▸ Act right", "", "  Below"])
    }

    @Test("A toolbar's items stay the screen's last lines, under their heading, whatever the texts written after the view")
    func aToolbarStaysLast() throws {
        struct WithToolbar: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Body")
                        Button("Inside") {}
                        Text("Closing words")
                    }
                    .toolbar { Button("Add") {}; Text("dropped") }
                    .navigationTitle("Tools")
                }
            }
        }
        let lines = try Self.frame(WithToolbar())
        #expect(Array(lines.prefix(11)) == [
            " Tools", " Tools", "", "  Body", "", " ▸ Inside", "", "  Closing words", "", " Toolbar", "   Add",
        ])
        #expect(!lines.contains { $0.contains("dropped") })
    }

    @Test("In a Form, a section's note is drawn between its controls, its heading once")
    func aFormKeepsItsOrder() throws {
        struct Settings: View {
            @State private var sound = true
            @State private var vibrate = false
            var body: some View {
                NavigationStack {
                    Form {
                        Section("Alerts") {
                            Toggle("Sound", isOn: $sound)
                            Text("Vibration uses more battery.")
                            Toggle("Vibrate", isOn: $vibrate)
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }
        let lines = try Self.frame(Settings())
        #expect(lines.filter { $0.contains("Alerts") }.count == 1)
        let sound = try #require(lines.firstIndex { $0.contains("Sound") })
        let note = try #require(lines.firstIndex { $0.contains("Vibration uses") })
        let vibrate = try #require(lines.firstIndex { $0.contains("Vibrate") && !$0.contains("Vibration") })
        #expect(sound < note && note < vibrate)
    }

    @Test("A text written under a List of a ForEach is drawn under its rows, and scrolled to with them")
    func aTextUnderALazyList() throws {
        struct Rows: View {
            let count: Int
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Above")
                        List {
                            ForEach(0..<count, id: \.self) { number in
                                NavigationLink("Row \(number)", value: number)
                            }
                        }
                        Text("Below the rows")
                    }
                    .navigationDestination(for: Int.self) { Text("Number \($0)") }
                    .navigationTitle("Rows")
                }
            }
        }
        #expect(try Self.frame(Rows(count: 2)).prefix(9) == [
            " Rows", " Rows", "", "  Above", "", " ▸ Row 0", "   Row 1", "", "  Below the rows",
        ])
        // A thousand rows: the text is under the last, shown with it when End selects it.
        let top = try Self.frame(Rows(count: 1000), height: 10)
        #expect(!top.contains { $0.contains("Below the rows") })
        let end = try Self.frame(Rows(count: 1000), height: 10, keys: "end")
        #expect(end.contains { $0.hasPrefix(" ▸ Row 999") } && end.contains { $0.contains("Below the rows") })
        let up = try Self.frame(Rows(count: 1000), height: 10, keys: "end up")
        #expect(up.contains { $0.hasPrefix(" ▸ Row 998") })
        // No rows: the text is under the placeholder-less list, right after what is above it.
        #expect(try Self.frame(Rows(count: 0)).prefix(6) == [" Rows", " Rows", "", "  Above", "", "  Below the rows"])
    }
}
