// What SwiftUI draws with pixels and a terminal can't, as SwiftUI code writes it: transitions, shadows,
// scaling, rotation, clipping and hovering compile and draw the view as it is; `.opacity` dims or hides;
// `.lineLimit` cuts a text to its lines; `.onChange(of:perform:)` hears the new value.
import NavigatorUI
import Testing

private struct Effects: View {
    @State private var showsDetail = true
    @State private var hovering = false
    @State private var changes: [Int] = []
    @State private var count = 0

    var body: some View {
        Text("Card")
            .transition(.move(edge: .trailing).combined(with: .opacity))
            .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            .scaleEffect(hovering ? 1.1 : 1)
            .rotationEffect(.degrees(45))
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .cornerRadius(8)
            .contentShape(Rectangle())
            .onHover { hovering = $0 }
        Text("A title that is much too long to fit on one line of this narrow screen, so it is cut")
            .lineLimit(1)
            .minimumScaleFactor(0.5)
        Text("Faded").opacity(0.5)
        Text("Hidden").opacity(0)
        Button("Invisible") {}.opacity(0)
        Text("Changes: \(changes.map(String.init).joined(separator: " ")) hovering: \(hovering)")
        Button("Add") { count += 1 }
            .onChange(of: count) { newValue in changes.append(newValue) }
            .scenePadding()
            .navigationTitle("Effects")
    }
}

@MainActor @Suite struct EffectModifierTests {
    fileprivate func lines(_ keys: String = "") throws -> [String] {
        Headless.run(NavigationStack { Effects() }, size: TerminalSize(width: 40, height: 20), keys: try Key.parseScript(keys))
            .lines.filter { !$0.isEmpty }
    }

    @Test("Effects a terminal can't draw leave the view as it is; the mouse reports no motion, so onHover is never called")
    func drawnAsTheyAre() throws {
        let lines = try lines()
        #expect(lines[2] == "  Card")
        #expect(lines.contains("  Changes: hovering: false"))
    }

    @Test("lineLimit cuts a text to its lines, the last ending in …")
    func lineLimit() throws {
        let lines = try lines()
        #expect(lines[3].hasPrefix("  A title that is much too long to"))
        #expect(lines[3].hasSuffix("…"))
        #expect(!lines.contains { $0.contains("so it is cut") })
    }

    @Test("opacity 0 draws nothing and its button can't be chosen; below 1 the view is drawn (dim)")
    func opacity() throws {
        let lines = try lines()
        #expect(lines.contains("  Faded"))
        #expect(!lines.contains { $0.contains("Hidden") || $0.contains("Invisible") })
        #expect(lines.contains(" ▸ Add"))
    }

    @Test("onChange(of:perform:) runs with the new value")
    func onChangePerform() throws {
        let lines = try lines("enter enter")
        #expect(lines.contains { $0.hasPrefix("  Changes:") && $0.hasSuffix(" 2 hovering: false") }, "\(lines)")
    }
}
