// `Image` and `Label` as SwiftUI code writes them: SF Symbols drawn as glyphs, images of the app's
// assets as their names, the modifiers that size images accepted.
import NavigatorUI
import Testing

private struct Mailboxes: View {
    @State private var opened = ""

    var body: some View {
        NavigationStack {
            HStack {
                Image(systemName: "star.fill")
                    .imageScale(.large)
                    .symbolRenderingMode(.hierarchical)
                    .font(.title)
                Text("Favorites")
            }
            Image("employee")
                .resizable()
                .scaledToFit()
                .aspectRatio(contentMode: .fit)
                .aspectRatio(1, contentMode: .fill)
                .clipped()
            Image(decorative: "background")
            Text("\(Image(systemName: "heart.fill")) Liked \(opened)")
            Text(Image(systemName: "person.crop.circle.badge.plus")) + Text(" Invite")
            Text(Image(systemName: "no.such.symbol")) + Text(" Unknown")
            Button { opened = "inbox" } label: { Label("Inbox", systemImage: "tray") }
            Button { opened = "trash" } label: { Label("Trash", systemImage: "trash") }
                .labelStyle(.iconOnly)
            NavigationLink(value: 1) { Label("Settings", systemImage: "gearshape") }
                .labelStyle(.titleOnly)
                .navigationTitle("Mail")
                .navigationDestination(for: Int.self) { _ in Text("Settings") }
        }
    }
}

@MainActor @Suite struct ImageTests {
    fileprivate func run(_ keys: String) throws -> [String] {
        Headless.run(Mailboxes(), size: TerminalSize(width: 50, height: 20), keys: try Key.parseScript(keys)).lines
    }

    @Test("A symbol is its glyph, joined to the text beside it; an asset image its name in brackets; a decorative one nothing")
    func drawn() throws {
        let lines = try run("")
        let text = lines.joined(separator: "\n")
        #expect(lines.contains("  ★ Favorites"), "\(text)")
        #expect(lines.contains("  [employee]"), "\(text)")
        #expect(!text.contains("background"))
        #expect(lines.contains("  ♥ Liked"), "\(text)")
    }

    @Test("A name the table lacks takes its shorter names' glyph, or ◌")
    func fallbacks() throws {
        let lines = try run("")
        #expect(lines.contains("  ☺ Invite"), "\(lines)")
        #expect(lines.contains("  ◌ Unknown"), "\(lines)")
    }

    @Test("A label is its icon's glyph and its title; .iconOnly and .titleOnly draw one; as a button's label it works as one")
    func labels() throws {
        var lines = try run("")
        #expect(lines.contains(" ▸ ⊔ Inbox"), "\(lines)")
        #expect(lines.contains("   ⌧"), "\(lines)")
        #expect(lines.contains("   Settings"), "\(lines)")
        lines = try run("enter")
        #expect(lines.contains("  ♥ Liked inbox"), "\(lines)")
        lines = try run("down enter")
        #expect(lines.contains("  ♥ Liked trash"), "\(lines)")
    }
}

/// The shape of a list screen with a settings button in its toolbar, labelled with a symbol alone.
private struct Episodes: View {
    @State private var isSettingsPresented = false

    var body: some View {
        NavigationStack {
            List(["Pilot", "Lawnmower Dog"], id: \.self) { episode in
                Text(episode)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        isSettingsPresented = true
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
            .navigationTitle("Episodes")
            .sheet(isPresented: $isSettingsPresented) {
                Text("Settings").navigationTitle("Settings")
            }
        }
    }
}

extension ImageTests {
    @Test("A toolbar button labelled with a symbol alone is a line with its glyph, which opens what it opens")
    func toolbarSymbolButton() throws {
        let size = TerminalSize(width: 40, height: 12)
        var lines = Headless.run(Episodes(), size: size, keys: []).lines
        #expect(lines.contains("   ⚙"), "\(lines.joined(separator: "\n"))")
        lines = Headless.run(Episodes(), size: size, keys: try Key.parseScript("end enter")).lines
        #expect(lines.joined().contains("Settings"), "\(lines.joined(separator: "\n"))")
    }
}
