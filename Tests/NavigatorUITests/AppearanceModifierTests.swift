// What SwiftUI code says about bars, colour schemes, animation and the scene's phase compiles, and does
// what a terminal can: the title from a binding is drawn and follows it.
import NavigatorUI
import Testing

private struct Renamable: View {
    @State private var title = "SwiftUI"
    @State private var count = 0
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Row") {
                    Text("Row").navigationBarBackButtonHidden()
                }
                Button("Rename") { withAnimation(.easeInOut(duration: 0.2)) { title = "Renamed" } }
                Text("\(count) \(scenePhase == .active ? "active" : "not active") \(colorScheme == .dark ? "dark" : "light")")
                    .animation(.default, value: count)
            }
            .navigationTitle($title)
            .toolbarBackground(.blue)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .preferredColorScheme(.light)
            .animation(.spring())
        }
    }
}

/// DHabits' editor: a destination shown by `isPresented` titled by the binding its field edits.
private struct HabitEditor: View {
    @State private var title = "Walk"
    @State private var editing = false
    var body: some View {
        NavigationStack {
            Button("Edit \(title)") { editing = true }
                .navigationTitle("Habits")
                .navigationDestination(isPresented: $editing) {
                    Form { TextField("Title", text: $title) }
                        .navigationTitle($title)
                }
        }
    }
}

@MainActor struct AppearanceModifierTests {
    @Test("A pushed view's breadcrumb follows its title's binding as its field is typed into (it kept the title it was pushed with)")
    func boundTitleOfAPushedView() throws {
        let host = ViewHost(HabitEditor())
        let size = TerminalSize(width: 40, height: 8)
        #expect(Headless.run(host, size: size, keys: [.enter]).lines[0] == " Habits › Walk")
        let typed = Headless.run(host, size: size, keys: try Key.parseScript("enter s")).lines
        #expect(typed[0] == " Habits › Walks" && typed[1] == " Walks", "\(typed)")
        #expect(Headless.run(host, size: size, keys: [.escape, .left]).lines[0] == " Habits")
        #expect(Headless.run(host, size: size, keys: []).lines.contains { $0.contains("Edit Walks") })
    }

    @Test("A title from a binding is the breadcrumb and follows the binding; the bar and animation modifiers change nothing drawn")
    func boundTitle() {
        let size = TerminalSize(width: 40, height: 8)
        let first = Headless.run(Renamable(), size: size, keys: [])
        #expect(first.lines[0] == " SwiftUI", "\(first.lines)")
        #expect(first.lines.contains { $0.contains("0 active dark") }, "\(first.lines)")
        let renamed = Headless.run(Renamable(), size: size, keys: [.down, .enter])
        #expect(renamed.lines[0] == " Renamed", "\(renamed.lines)")
        // The back button SwiftUI hides: the terminal's back still goes back.
        let back = Headless.run(Renamable(), size: size, keys: [.enter, .left])
        #expect(back.lines[0] == " SwiftUI", "\(back.lines)")
    }

    @Test("URL.cachesDirectory follows XDG_CACHE_HOME or HOME and exists")
    func cachesDirectory() {
        let folder = URL.cachesDirectory
        #expect(FileManager.default.fileExists(atPath: folder.path))
    }
}
