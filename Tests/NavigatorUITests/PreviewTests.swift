// A file that declares SwiftUI previews the older way compiles unchanged; its previews are views a test
// can run headless.
import NavigatorUI
import Testing

private struct Greeting: View {
    let name: String
    var body: some View {
        Text("Hello, \(name)").navigationTitle("Greeting")
    }
}

/// The shape of the previews in real SwiftUI projects: a `Group` of variants with the canvas's modifiers.
private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Greeting(name: "Ada")
                .previewDisplayName("Ada")
                .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
            Greeting(name: "Grace")
                .previewLayout(.sizeThatFits)
                .previewInterfaceOrientation(.landscapeLeft)
                .previewDevice("iPad Pro (11-inch)")
        }
    }
}

private struct Single_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { Greeting(name: "Lin") }.previewLayout(.fixed(width: 320, height: 200))
    }
    static var platform: PreviewPlatform? { .macOS }
}

// `#Preview` as SwiftUI files write it: named, unnamed, with traits, with statements before the view.
#Preview("Quote \"q\" (paren) é") {
    NavigationStack { Greeting(name: "Quoted") }
}

#Preview(traits: .landscapeLeft, .sizeThatFitsLayout) {
    let name = "Traits"
    return NavigationStack { Greeting(name: name) }
}

#Preview {
    Greeting(name: "Bare")
}

// Statements before the view with no `return` (the body is a view builder), and `@Previewable` state.
#Preview("Built") {
    let name = "Built"
    NavigationStack { Greeting(name: name) }
}

private struct Counter: View {
    @Binding var count: Int
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

#Preview("Previewable") {
    @Previewable @State var count = 5
    @Previewable @State var step = 2
    NavigationStack { Counter(count: $count).navigationTitle("Step \(step)") }
}

@MainActor struct PreviewTests {
    @Test("#Preview declares a preview the program lists, by file and line, whose view runs headless")
    func previewMacro() throws {
        let mine = PreviewDeclaration.all.filter { $0.fileID.hasSuffix("/PreviewTests.swift") }
        #expect(mine.map(\.name) == ["Quote \"q\" (paren) é", nil, nil, "Built", "Previewable"])
        // The line of each `#`, whatever comments and blank lines come before it.
        #expect(mine.map(\.line) == [36, 40, 45, 50, 62])
        #expect(mine[1].displayName == "PreviewTests.swift:\(mine[1].line)")
        let quoted = Headless.run(mine[0].makeBody(), size: TerminalSize(width: 30, height: 6), keys: [])
        #expect(quoted.lines[0] == " Greeting" && quoted.lines.contains { $0.contains("Hello, Quoted") }, "\(quoted.lines)")
        let traits = Headless.run(mine[1].makeBody(), size: TerminalSize(width: 30, height: 6), keys: [])
        #expect(traits.lines.contains { $0.contains("Hello, Traits") }, "\(traits.lines)")
        let bare = Headless.run(mine[2].makeBody(), size: TerminalSize(width: 30, height: 6), keys: [])
        #expect(bare.lines.contains { $0.contains("Hello, Bare") }, "\(bare.lines)")
        let built = Headless.run(mine[3].makeBody(), size: TerminalSize(width: 30, height: 6), keys: [])
        #expect(built.lines.contains { $0.contains("Hello, Built") }, "\(built.lines)")
    }

    @Test("@Previewable variables are the state of the preview's view: kept from key to key")
    func previewableState() throws {
        let preview = try #require(PreviewDeclaration.all.first { $0.name == "Previewable" })
        let host = ViewHost(preview.makeBody())
        let size = TerminalSize(width: 30, height: 6)
        #expect(Headless.run(host, size: size, keys: []).lines[0] == " Step 2")
        #expect(Headless.run(host, size: size, keys: [.enter, .enter]).lines.contains { $0.contains("Count 7") })
    }

    @Test("A PreviewProvider compiles as SwiftUI's, and its previews run headless")
    func previewProviderRuns() {
        let single = Headless.run(Single_Previews.previews, size: TerminalSize(width: 30, height: 6), keys: [])
        #expect(single.lines[0] == " Greeting")
        #expect(single.lines.contains { $0.contains("Hello, Lin") })
        let group = Headless.run(Greeting_Previews.previews, size: TerminalSize(width: 30, height: 6), keys: [])
        // A group's previews, one after the other, as a stack's root (SwiftUI's canvas shows each apart).
        #expect(group.lines.contains { $0.contains("Hello, Ada") } && group.lines.contains { $0.contains("Hello, Grace") }, "\(group.lines)")
        #expect(Single_Previews.platform == .macOS && Greeting_Previews.platform == nil)
    }
}
