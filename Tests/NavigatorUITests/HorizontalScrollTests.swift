import NavigatorUI
import Testing

/// A horizontal `ScrollView` lays its content out at its own width, as SwiftUI proposes it an unlimited
/// one: an `HStack`'s children side by side, none narrowed or wrapped. Wider than the screen, it is cut
/// at the edge with a `…`, and scrolled sideways to show the button or link selected in it. (It drew its
/// content as a vertical one does: a row of chips wrapped, a row of cards cut for good.)
@MainActor @Suite struct HorizontalScrollTests {
    struct Chips: View {
        @State private var said = "nothing"
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Said \(said)")
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack { ForEach(0..<10) { number in Button("Chip \(number)") { said = "\(number)" } } }
                    }
                    Button("After") { said = "after" }
                }
                .navigationTitle("Chips")
            }
        }
    }

    static func frame<V: View>(_ view: V, width: Int = 40, keys: String = "") throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: width, height: 14), keys: try Key.parseScript(keys)).lines
    }

    @Test("Its buttons are side by side at their own widths, the row cut at the screen's edge with a …")
    func sideBySide() throws {
        let lines = try Self.frame(Chips())
        #expect(Array(lines[3...7]) == ["  Said nothing", "", " ▸ Chip 0   Chip 1   Chip 2   Chip 3  …", "", "   After"])
        // Wide enough, it is drawn whole.
        #expect(try Self.frame(Chips(), width: 100)[5] == " ▸ Chip 0   Chip 1   Chip 2   Chip 3   Chip 4   Chip 5   Chip 6   Chip 7   Chip 8   Chip 9")
    }

    @Test("Selecting a button out of sight scrolls the row sideways just enough to show it, a … where it goes on at each edge; ⏎ and a click run it; the row keeps its place")
    func scrollsToTheSelection() throws {
        let fifth = try Self.frame(Chips(), keys: "down down down down down")
        #expect(fifth[5] == " …   Chip 2   Chip 3   Chip 4 ▸ Chip 5…")
        let last = try Self.frame(Chips(), keys: "down down down down down down down down down enter")
        #expect(last[3] == "  Said 9" && last[5] == " …   Chip 6   Chip 7   Chip 8 ▸ Chip 9", "\(last)")
        // `Chip 4`, drawn at columns 24-29 once the row is scrolled to `Chip 5` (`click:COL,ROW` counts from 1):
        // selected, it is in sight already: the row stays where it is.
        let clicked = try Self.frame(Chips(), keys: "down down down down down click:26,6")
        #expect(clicked[3] == "  Said 4" && clicked[5] == " …   Chip 2   Chip 3 ▸ Chip 4   Chip 5…", "\(clicked)")
        // Leaving it, the row keeps its place, as a scroll view does; back in it, the last chip is selected
        // where it is, and going left scrolls only as far as shows each chip.
        let after = try Self.frame(Chips(), keys: "down down down down down down down down down down enter")
        #expect(after[3] == "  Said after" && after[5] == " …   Chip 6   Chip 7   Chip 8   Chip 9" && after[7] == " ▸ After", "\(after)")
        let back = try Self.frame(Chips(), keys: "down down down down down down down down down down up up up up up up")
        #expect(back[5] == " …▸ Chip 4   Chip 5   Chip 6   Chip 7 …", "\(back)")
    }

    @Test("Cards wider together than the screen stay side by side, cut at its edge, not wrapped or narrowed")
    func cards() throws {
        struct Cards: View {
            var body: some View {
                NavigationStack {
                    ScrollView(.horizontal) {
                        HStack { ForEach(0..<6) { number in Text("Card \(number)").padding(.horizontal).border(.gray) } }
                    }
                    .navigationTitle("Cards")
                }
            }
        }
        #expect(Array(try Self.frame(Cards())[3...5]) == ["  ┌──────────┐ ┌──────────┐ ┌─────────…", "  │  Card 0  │ │  Card 1  │ │  Card 2 …",
                                                         "  └──────────┘ └──────────┘ └─────────…"])
    }

    @Test("A padded horizontal ScrollView scrolls with its padding")
    func padded() throws {
        struct Padded: View {
            var body: some View {
                NavigationStack {
                    ScrollView(.horizontal) { HStack { ForEach(0..<6) { number in Button("Pad \(number)") {} } } }
                        .padding(.horizontal)
                        .navigationTitle("Padded")
                }
            }
        }
        #expect(try Self.frame(Padded())[3] == "    ▸ Pad 0   Pad 1   Pad 2   Pad 3   …")
        // Its padding's columns at the right go on past `Pad 5`.
        #expect(try Self.frame(Padded(), keys: "down down down down down")[3] == "  …d 1   Pad 2   Pad 3   Pad 4 ▸ Pad 5…")
    }

    @Test("A bordered horizontal ScrollView scrolls sideways with its border")
    func bordered() throws {
        struct Bordered: View {
            @State private var said = "nothing"
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Said \(said)")
                        ScrollView(.horizontal) { HStack { ForEach(0..<8) { number in Button("Chip \(number)") { said = "\(number)" } } } }
                            .border(.gray)
                    }
                    .navigationTitle("Bordered")
                }
            }
        }
        let lines = try Self.frame(Bordered(), keys: "down down down down down down down enter")
        #expect(Array(lines[3...7]) == ["  Said 7", "", "  …───────────────────────────────────┐", "  …  Chip 4   Chip 5   Chip 6 ▸ Chip 7│",
                                        "  …───────────────────────────────────┘"])
        #expect(!lines.joined().contains("\u{A0}"))
    }

    /// Moonshot's mission: a text and a crew row scrolled sideways, under one `.padding(.bottom)`.
    struct Mission: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack {
                        Text("Apollo 1 was the first crewed mission of the Apollo program, to land the first men on the Moon.")
                        ScrollView(.horizontal) {
                            HStack { ForEach(0..<12) { i in Button("Astronaut \(i)") {} } }
                        }
                    }
                    .padding(.bottom)
                }
                .navigationTitle("Mission")
            }
        }
    }

    @Test("Space below a text and a horizontal scroll view: the text wraps at the screen's width and only the row scrolls (the whole block did)")
    func paddingAroundARowThatScrolls() throws {
        let lines = Headless.run(ViewHost(Mission()), size: TerminalSize(width: 50, height: 12), keys: []).lines
        #expect(Array(lines[3...8]) == [
            "  Apollo 1 was the first crewed mission of the", "  Apollo program, to land the first men on the", "  Moon.", "",
            " ▸ Astronaut 0   Astronaut 1   Astronaut 2   Ast…", "",
        ], "\(lines)")
        let scrolled = Headless.run(ViewHost(Mission()), size: TerminalSize(width: 50, height: 12), keys: try Key.parseScript("down down down down down")).lines
        #expect(scrolled[3] == lines[3] && scrolled[7].hasPrefix(" …") && scrolled[7].contains("▸ Astronaut 5"), "\(scrolled)")
    }

    /// Moonshot's astronaut: a description of paragraphs (`\n` in its text) padded, under an image.
    struct Astronaut: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack {
                        Rectangle().frame(width: 40, height: 32)
                        Text("Michael Collins was an American astronaut.\n\nHis second spaceflight was Apollo 11.\nHe stayed in orbit.")
                            .padding()
                    }
                }
                .navigationTitle("Collins")
            }
        }
    }

    @Test("A text of several lines is wrapped at the width, its blank lines kept (each line was taken for a block's and cut)")
    func textOfSeveralLines() throws {
        let lines = Headless.run(ViewHost(Astronaut()), size: TerminalSize(width: 36, height: 16), keys: []).lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(Array(lines[7...12]) == [
            "    Michael Collins was an", "    American astronaut.", "", "    His second spaceflight was", "    Apollo 11.", "    He stayed in orbit.",
        ], "\(lines)")
    }
}

