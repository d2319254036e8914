// A ViewModifier of your own, as SwiftUI code writes one: its body wraps the view, and its @State is
// kept at its place, as a view's is.
import NavigatorUI
import Testing

private struct Framed: ViewModifier {
    let label: String
    func body(content: Content) -> some View {
        Text("[\(label)]")
        content
        Text("[/\(label)]")
    }
}

/// A modifier with state and a button, as ExperienceToolbar-like modifiers have.
private struct Counting: ViewModifier {
    @State private var taps = 0
    @Environment(\.isPresented) private var isPresented

    func body(content: Content) -> some View {
        content
            .toolbar {
                Button("Tap (\(taps))") { taps += 1 }
            }
    }
}

extension View {
    fileprivate func framed(_ label: String) -> some View { modifier(Framed(label: label)) }
}

private struct Screen: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .framed("outer")
                .modifier(Counting())
                .modifier(EmptyModifier())
                .navigationTitle("Modified")
        }
    }
}

@MainActor struct ViewModifierTests {
    @Test("A ViewModifier's body wraps the view in the order it writes; its @State is kept between keys")
    func modifierWrapsAndKeepsState() {
        let size = TerminalSize(width: 30, height: 10)
        let first = Headless.run(Screen(), size: size, keys: [])
        let body = first.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let outer = body.firstIndex { $0.contains("[outer]") }, inner = body.firstIndex { $0.contains("Body") },
            close = body.firstIndex { $0.contains("[/outer]") }
        #expect(outer != nil && inner != nil && close != nil && outer! < inner! && inner! < close!, "\(first.lines)")
        #expect(first.lines.contains { $0.contains("Tap (0)") }, "\(first.lines)")
        let tapped = Headless.run(Screen(), size: size, keys: [.enter, .enter])
        #expect(tapped.lines.contains { $0.contains("Tap (2)") }, "\(tapped.lines)")
    }
}
