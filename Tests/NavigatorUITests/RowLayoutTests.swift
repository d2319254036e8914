import NavigatorUI
import Testing

/// An `HStack` lays its children out in cells as SwiftUI lays out a row: a `VStack` among them is a
/// column beside the others, a `Spacer` takes the room left, and children too wide together are wrapped
/// narrower (they were joined into one line of text, a `VStack`'s lines included, and a `Spacer` drew
/// nothing).
@Suite struct RowLayoutTests {
    static func frame<V: View>(_ view: V, width: Int = 40, height: Int = 14, keys: String = "") throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    /// `content` as a screen's body, titled "Row".
    struct Screen<Content: View>: View {
        @ViewBuilder let content: () -> Content
        var body: some View {
            NavigationStack { content().navigationTitle("Row") }
        }
    }

    @Test("A Spacer between two texts puts the second at the right edge of the screen's text")
    func aSpacerPushesToTheRight() throws {
        let lines = try Self.frame(Screen {
            HStack {
                Text("Name")
                Spacer()
                Text("Ada")
            }
        })
        // 40 columns: the body's text runs from column 2 to column 37 (36 columns).
        #expect(lines[3] == "  Name" + String(repeating: " ", count: 36 - 4 - 3) + "Ada")
        let right = try Self.frame(Screen { HStack { Spacer(); Text("Total: 12") } })
        #expect(right[3] == String(repeating: " ", count: 2 + 36 - 9) + "Total: 12")
    }

    @Test("Two VStacks in an HStack are two columns, side by side, each as wide as its widest line")
    func columnsSideBySide() throws {
        let lines = try Self.frame(Screen {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text("Name")
                    Text("Email")
                }
                VStack(alignment: .leading) {
                    Text("Ada")
                    Text("ada@example.com")
                }
            }
            Text("Under the columns")
        })
        #expect(Array(lines[3...6]) == ["  Name  Ada", "  Email ada@example.com", "", "  Under the columns"])
    }

    @Test("Columns too wide together are wrapped narrower, and the row is as high as its highest child")
    func columnsThatDoNotFitAreWrapped() throws {
        let lines = try Self.frame(Screen {
            HStack(alignment: .top) {
                VStack {
                    Text("Left")
                    Text("one two three four five six seven eight nine ten")
                }
                VStack {
                    Text("Right")
                    Text("alpha beta gamma delta epsilon zeta eta theta")
                }
            }
        })
        let row = Array(lines[3...]).prefix { !$0.isEmpty }
        // Two columns of at most (36 - 1) / 2 = 17 columns each, wrapped, side by side; each VStack
        // centres its lines in its column, as SwiftUI's does by default.
        #expect(row.count > 3 && row.allSatisfy { $0.count <= 2 + 36 })
        #expect(row[0].hasPrefix("         Left ") && row[0].hasSuffix("Right"))
        #expect(row[1].hasPrefix("  one two three") && row[1].contains("alpha beta"))
    }

    @Test("A shape narrowed in a row too narrow for it is cut, each of its rows as wide as the others, not wrapped into bars")
    func aShapeNarrowedIsCut() throws {
        // The Cookbook's recipe photo beside its ingredients, on a screen narrower than both.
        let lines = try Self.frame(Screen {
            HStack(alignment: .top, spacing: 20) {
                Rectangle().fill(.gray).frame(width: 300, height: 64)
                VStack(alignment: .leading) {
                    Text("Ingredients")
                    Text("Flour, butter, water, salt, sugar")
                }
            }
        })
        let shape = lines.filter { $0.contains("█") }
        #expect(shape.count == 4, "64 points are 4 lines")
        let widths = Set(shape.map { line in line.filter { $0 == "█" }.count })
        #expect(widths.count == 1, "every row of the shape as wide: \(shape)")
        #expect(lines.contains { $0.contains("Ingredients") })
    }

    @Test("A short child is placed in the middle of the row's height, or at its top or bottom as the HStack says")
    func verticalAlignment() throws {
        func row(_ alignment: VerticalAlignment) throws -> [String] {
            Array(try Self.frame(Screen {
                HStack(alignment: alignment) {
                    Text("Label")
                    VStack {
                        Text("1")
                        Text("2")
                        Text("3")
                    }
                }
            })[3...5])
        }
        #expect(try row(.center) == ["        1", "  Label 2", "        3"])
        #expect(try row(.top) == ["  Label 1", "        2", "        3"])
        #expect(try row(.bottom) == ["        1", "        2", "  Label 3"])
    }

    @Test("A button in a row with a Spacer is placed in the row, after the room the Spacer takes")
    func aButtonInALaidOutRow() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    HStack {
                        Text("Taps")
                        Spacer()
                        Text("\(count)")
                        Button("Tap") { count += 1 }
                    }
                    .navigationTitle("Row")
                }
            }
        }
        let lines = try Self.frame(Counter(), keys: "enter enter")
        // The row is the body's 36 columns: `Taps`, the room left, `2` and the button (its marker's two columns and its label).
        #expect(lines[3] == "  Taps" + String(repeating: " ", count: 36 - 4 - 1 - 1 - 5) + "2 ▸ Tap")
        #expect(lines[4].isEmpty && lines[5].isEmpty)
    }

    @Test("A column's lines are aligned as its VStack says: centred by default, or leading or trailing")
    func columnAlignment() throws {
        func row(_ alignment: HorizontalAlignment?) throws -> [String] {
            Array(try Self.frame(Screen {
                HStack {
                    if let alignment {
                        VStack(alignment: alignment) {
                            Text("a")
                            Text("wider")
                        }
                    } else {
                        VStack {
                            Text("a")
                            Text("wider")
                        }
                    }
                    Text("|")
                }
            })[3...4])
        }
        // The text beside it, one line, is placed in the middle of the two: on the first.
        #expect(try row(nil) == ["    a   |", "  wider"])
        #expect(try row(.leading) == ["  a     |", "  wider"])
        #expect(try row(.trailing) == ["      a |", "  wider"])
    }

    @Test("In a list's rows and a link's label, a Spacer puts what follows it at the right end of the line")
    func aSpacerInRowsAndLabels() throws {
        struct Mail: View {
            let boxes = [("Inbox", 3), ("Archive", 120)]
            var body: some View {
                NavigationStack {
                    List(boxes, id: \.0) { box in
                        NavigationLink(value: box.0) {
                            HStack {
                                Text(box.0)
                                Spacer()
                                Text("\(box.1)")
                            }
                        }
                    }
                    .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
                    .navigationTitle("Mail")
                }
            }
        }
        let lines = try Self.frame(Mail())
        // 40 columns: a row's label runs from column 3 to column 38 (36 columns).
        #expect(lines[3] == " ▸ Inbox" + String(repeating: " ", count: 36 - 5 - 1) + "3")
        #expect(lines[4] == "   Archive" + String(repeating: " ", count: 36 - 7 - 3) + "120")
        #expect(try Self.frame(Mail(), keys: "down enter")[0] == " Mail › Archive")
        // A filter still finds the row by its words.
        let filtered = try Self.frame(Mail(), keys: "/ a r c")
        #expect(filtered.contains { $0.hasPrefix(" ▸ Archive") } && !filtered.contains { $0.contains("Inbox") })
    }

    @Test(".frame(maxWidth: .infinity, alignment:) places a text at the right edge, in the middle, or on the left")
    func aFlexibleFrameAlignsText() throws {
        let trailing = try Self.frame(Screen { Text("Total: 12").frame(maxWidth: .infinity, alignment: .trailing) })
        #expect(trailing[3] == String(repeating: " ", count: 2 + 36 - 9) + "Total: 12")
        let centred = try Self.frame(Screen { Text("Total: 12").frame(maxWidth: .infinity) })
        #expect(centred[3] == String(repeating: " ", count: 2 + (36 - 9) / 2) + "Total: 12")
        let leading = try Self.frame(Screen { Text("Total: 12").frame(maxWidth: .infinity, alignment: .leading) })
        #expect(leading[3] == "  Total: 12")
        // A finite limit: as wide as the screen offers up to it (80 points, 10 columns), the text placed in it.
        let limited = try Self.frame(Screen { Text("Hi").frame(maxWidth: 80, alignment: .trailing) })
        #expect(limited[3] == String(repeating: " ", count: 2 + 8) + "Hi")
    }

    @Test(".frame(width:alignment:) on a text is a column that wide (8 points a column, 16 a line): a table's rows line up, a long text wraps in it")
    func aFixedFrameMakesAColumn() throws {
        let table = try Self.frame(Screen {
            HStack { Text("Name").frame(width: 64, alignment: .leading); Text("Ada") }
            HStack { Text("Language").frame(width: 64, alignment: .leading); Text("Swift") }
        })
        #expect(table[3] == "  Name     Ada" && table[5] == "  Language Swift")
        let wrapped = try Self.frame(Screen { Text("one two three four").frame(width: 72, alignment: .leading) })
        #expect(Array(wrapped[3...4]) == ["  one two", "  three"] && wrapped[5] == "  four")
        let tall = try Self.frame(Screen {
            Text("top").frame(width: 40, height: 48, alignment: .top)
            Text("after")
        })
        #expect(Array(tall[3...7]) == ["   top", "", "", "", "  after"])
    }

    @Test("A view in a frame keeps its state: its button still counts")
    func aFramedViewKeepsItsState() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Count \(count)")
                        Button("More") { count += 1 }
                    }
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .navigationTitle("Row")
                }
            }
        }
        let lines = try Self.frame(Counter(), keys: "enter enter")
        #expect(lines[3] == String(repeating: " ", count: 2 + 36 - 7) + "Count 2")
        #expect(lines[5] == " ▸ More")
    }

    @Test("A link whose label is a picture over a name (a tile) is a card: the picture over the name, selected and opened as a whole")
    func aTileLabelKeepsItsName() throws {
        struct Tiles: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(value: 1) {
                        VStack(alignment: .leading) {
                            Rectangle().fill(.red).frame(maxWidth: 40, maxHeight: 48)
                            Text("Apple Pie")
                        }
                    }
                    NavigationLink("Tart", value: 2)
                    .navigationDestination(for: Int.self) { Text("Recipe \($0)") }
                    .navigationTitle("Row")
                }
            }
        }
        let lines = try Self.frame(Tiles())
        // The picture: 40 by 48 points at most, 5 columns by 3 lines, over the name, as SwiftUI draws the
        // label (it was one line, the picture's middle one and the name, before labels of several lines
        // were kept as they are laid out).
        #expect(Array(lines[3...7]) == ["  █████", "  █████", "  █████", "", "  Apple Pie"], "\(lines)")
        // Each row's SVG `<text>`: its characters and their styles, the card selected and the link under it.
        func rows(_ keys: [Key]) -> [Substring] {
            Headless.run(ViewHost(Tiles()), size: TerminalSize(width: 40, height: 14), keys: keys).svg().split(separator: "<text").dropFirst().map { $0 }
        }
        let onCard = rows([]), onTart = rows([.down])
        for row in [3, 4, 5, 7] { #expect(onCard[row] != onTart[row], "card row \(row) is drawn selected") }
        #expect(try Self.frame(Tiles(), keys: "enter").contains { $0.contains("Recipe 1") })
        #expect(try Self.frame(Tiles(), keys: "down enter").contains { $0.contains("Recipe 2") })
    }

    @Test("In a row too narrow for its texts, a higher layoutPriority keeps its width first, and a fixedSize text is never wrapped")
    func prioritiesInANarrowRow() throws {
        let long = "A recipe with a rather long name"  // 32 columns; with "Details", 40 of the 36 there are
        // Texts alone are one line of text, wrapped as a paragraph.
        let plain = try Self.frame(Screen { HStack(alignment: .top) { Text(long); Text("Details") } })
        #expect(Array(plain[3...4]) == ["  " + long, "  Details"], "\(plain)")
        let first = try Self.frame(Screen { HStack(alignment: .top) { Text(long).layoutPriority(1); Text("Details") } })
        #expect(first[3].hasPrefix("  " + long + " "), "the first keeps its 32 columns: \(first)")
        #expect(!first.contains { $0.contains("Details") }, "the second is wrapped into the 3 left: \(first)")
        let fixed = try Self.frame(Screen { HStack(alignment: .top) { Text(long); Text("Details").fixedSize() } })
        #expect(fixed[3].hasSuffix(" Details"))
    }

    @Test("An HStack's spacing is in points, 8 a column: one space by default, none for 0, two for 16")
    func spacingInPoints() throws {
        func row(_ spacing: Double?) throws -> String {
            try Self.frame(Screen { HStack(spacing: spacing) { Text("a"); Text("b") } })[3]
        }
        #expect(try row(nil) == "  a b")
        #expect(try row(0) == "  ab")
        #expect(try row(4) == "  a b")
        #expect(try row(16) == "  a  b")
    }

    @Test("A VStack's texts are paragraphs a blank line apart, or lines right under each other with a spacing under 8 points")
    func tightVStack() throws {
        let spaced = try Self.frame(Screen { VStack { Text("Title"); Text("Subtitle") } })
        #expect(Array(spaced[3...5]) == ["  Title", "", "  Subtitle"])
        let tight = try Self.frame(Screen { VStack(alignment: .leading, spacing: 2) { Text("Title"); Text("Subtitle") } })
        #expect(Array(tight[3...4]) == ["  Title", "  Subtitle"])
        // With a button among them, as any stack: its lines are selectable ones.
        let withButton = try Self.frame(Screen { VStack(spacing: 0) { Text("Title"); Button("Go") {} } })
        #expect(Array(withButton[3...5]) == ["  Title", "", " ▸ Go"])
    }
}
