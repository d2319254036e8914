import NavigatorUI
import PropertyBased
import Testing

/// Random view trees of stacks, spacers, frames, priorities, texts, buttons and lists, laid out at random
/// terminal sizes after random keys: none stops the program, and the selection is drawn once at most.
/// (The recipe screen of a real app crashed the row layout before a case like these was written.)
@Suite struct RandomLayoutTests {
    static let words = ["a", "Name", "wide 山田", "🧑🏼‍🍳 chef", "one two three four five six seven", "x", "Total: 12", ""]

    static func tree(depth: Int, _ random: inout Xoshiro) -> AnyView {
        let leaf = depth >= 3 || Int.random(in: 0..<3, using: &random) == 0
        if leaf {
            let word = words.randomElement(using: &random)!
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return AnyView(Button(word) {})
            case 1: return AnyView(Spacer())
            case 2: return AnyView(NavigationLink(word, value: word.count))
            case 3: return AnyView(Rectangle().fill(.blue).frame(width: Double.random(in: 1...400, using: &random), height: 16))
            default: return AnyView(Text(word))
            }
        }
        let children = (0..<Int.random(in: 0...4, using: &random)).map { _ in tree(depth: depth + 1, &random) }
        let stack: AnyView
        switch Int.random(in: 0..<4, using: &random) {
        case 0: stack = AnyView(HStack(alignment: [.top, .center, .bottom].randomElement(using: &random)!) { ForEach(children.indices, id: \.self) { children[$0] } })
        case 1: stack = AnyView(VStack(alignment: [.leading, .center, .trailing].randomElement(using: &random)!) { ForEach(children.indices, id: \.self) { children[$0] } })
        case 2: stack = AnyView(List { ForEach(children.indices, id: \.self) { children[$0] } })
        default: stack = AnyView(ZStack { ForEach(children.indices, id: \.self) { children[$0] } })
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return AnyView(stack.frame(maxWidth: [.infinity, 80, 400].randomElement(using: &random)!, alignment: .trailing))
        case 1: return AnyView(stack.frame(width: Double.random(in: 8...320, using: &random), alignment: .leading))
        case 2: return AnyView(stack.layoutPriority(1))
        case 3: return AnyView(stack.fixedSize())
        default: return stack
        }
    }

    struct Screen: View {
        let content: AnyView
        var body: some View {
            NavigationStack {
                content
                    .navigationDestination(for: Int.self) { Text("Level \($0)").navigationTitle("Level") }
                    .navigationTitle("Random")
            }
        }
    }

    @Test("Random view trees at random sizes: no crash, one selected line at most", arguments: 0..<4)
    func randomTrees(_ batch: Int) throws {
        var random = Xoshiro(seed: (UInt64(batch) &* 1_000_003, 0x9E37_79B9_7F4A_7C15, 1, 2))  // the same trees at every run
        let keys = ["down", "up", "enter", "left", "end", "home", "pgdn", "/", "a", "esc"]
        for _ in 0..<60 {
            let view = Screen(content: Self.tree(depth: 0, &random))
            let size = TerminalSize(width: Int.random(in: 12...140, using: &random), height: Int.random(in: 6...40, using: &random))
            let script = (0..<Int.random(in: 0...6, using: &random)).map { _ in keys.randomElement(using: &random)! }.joined(separator: " ")
            let lines = Headless.run(ViewHost(view), size: size, keys: try Key.parseScript(script)).lines
            // One selected line at most, drawn once.
            #expect(lines.filter { $0.contains("▸ ") }.count <= 1, "\(size) \(script): \(lines)")
        }
    }

    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    struct Switcher: View {
        @State private var wide = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Switch") { wide.toggle() }
                    wide ? AnyView(HStack { Counter(name: "wide") }) : AnyView(Counter(name: "narrow"))
                }
                .navigationTitle("Any")
            }
        }
    }

    struct BranchSwitcher: View {
        @State private var wide = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Switch") { wide.toggle() }
                    if wide { HStack { Counter(name: "wide") } } else { Counter(name: "narrow") }
                }
                .navigationTitle("Any")
            }
        }
    }

    @Test("A branch of an if shown again starts its state afresh, as SwiftUI's does and an AnyView's view does")
    func branchShownAgain() throws {
        let back = Headless.run(ViewHost(BranchSwitcher()), size: TerminalSize(width: 40, height: 10),
                                keys: try Key.parseScript("down enter up enter enter")).lines
        #expect(back.contains("   narrow 0"), "\(back)")
    }

    @Test("AnyView draws the view it holds, and keeps a view's state by its type: another type in its place has its own")
    func anyView() throws {
        func frame(_ keys: String) throws -> [String] {
            Headless.run(ViewHost(Switcher()), size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript(keys)).lines
        }
        #expect(try frame("down enter enter").contains(" ▸ narrow 2"))
        let switched = try frame("down enter enter up enter")
        #expect(switched.contains("   wide 0"), "\(switched)")
        // A view of another type in its place replaced the narrow counter, which let go of its state:
        // shown again, it starts afresh (as a branch of an `if` shown again does).
        let back = try frame("down enter up enter enter")
        #expect(back.contains("   narrow 0"), "\(back)")
    }
}
