// What NavigationCookbook's iOS button style and onboarding sheet use, written as they are: the
// environment's isEnabled and size classes, a weight and a background style on any view, text
// alignment, and a bottom inset of buttons.
import NavigatorUI
import Testing

struct ProminentButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
                .fontWeight(.bold)
                .foregroundStyle(.background)
                .frame(maxWidth: horizontalSizeClass == .compact ? .infinity : 280)
            if !isEnabled { Text("(off)") }
        }
    }
}

struct WelcomeSheet: View {
    @State private var accepted = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome to the cookbook.")
                    .multilineTextAlignment(.center)
                Text(accepted ? "Accepted." : "Not yet.")
            }
            .safeAreaInset(edge: .bottom) {
                Button("Continue") { accepted = true }
                    .buttonStyle(ProminentButtonStyle())
                Button("Later") {}
                    .buttonStyle(ProminentButtonStyle())
                    .disabled(true)
            }
            .safeAreaInset(edge: .top) { Text("Step 1 of 1") }
            .navigationTitle("Welcome")
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct CookbookStyleTests {
    @Test("A bottom safe-area inset is drawn under the view, a top one above; a ButtonStyle of the cookbook's shape compiles")
    func insetsAndStyles() throws {
        let host = ViewHost(WelcomeSheet())
        let size = TerminalSize(width: 60, height: 12)
        var lines = Headless.run(host, size: size, keys: []).lines
        let step = try #require(lines.firstIndex(of: "  Step 1 of 1"))
        let welcome = try #require(lines.firstIndex(of: "  Welcome to the cookbook."))
        let button = try #require(lines.firstIndex { $0.contains("Continue") })
        #expect(step < welcome && welcome < button)
        // A ButtonStyle's body compiles and the button is drawn as its label line (Coming from SwiftUI).
        #expect(lines.contains { $0.contains("Later") })
        lines = Headless.run(host, size: size, keys: [.enter]).lines
        #expect(lines.contains("  Accepted."))
    }

    @Test("\\.isEnabled is false under .disabled(true), for a view of yours to draw itself disabled")
    func isEnabled() {
        struct Probe: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Text("enabled \(isEnabled)") }
        }
        struct Screen: View {
            var body: some View {
                Probe()
                VStack { Probe() }.disabled(true)
                Probe().disabled(false)
            }
        }
        let lines = Headless.run(Screen(), size: TerminalSize(width: 40, height: 10), keys: []).lines.filter { $0.hasPrefix("  enabled") }
        #expect(lines == ["  enabled true", "  enabled false", "  enabled true"])
    }

    @Test("AnyShapeStyle holds any style chosen at run time: a colour or the background; scaleEffect(CGSize) draws the view as it is")
    func anyShapeStyle() {
        struct Row: View {
            let isSelected: Bool
            var body: some View {
                Text(isSelected ? "chosen" : "plain")
                    .scaleEffect(CGSize(width: isSelected ? 1.05 : 1, height: isSelected ? 1.05 : 1))
                    .foregroundStyle(isSelected ? AnyShapeStyle(.background) : AnyShapeStyle(Color.secondary))
                    .background {
                        RoundedRectangle(cornerRadius: 12, style: .continuous)
                            .fill(isSelected ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(BackgroundStyle()))
                    }
            }
        }
        let lines = Headless.run(VStack { Row(isSelected: true); Row(isSelected: false) }, size: TerminalSize(width: 40, height: 12), keys: []).lines
        #expect(lines.contains { $0.contains("chosen") } && lines.contains { $0.contains("plain") })
    }

    @Test("The environment's size classes are a phone's: compact across, regular down")
    func sizeClasses() {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) private var horizontal
            @Environment(\.verticalSizeClass) private var vertical
            var body: some View { Text("\(horizontal == .compact) \(vertical == .regular)") }
        }
        #expect(Headless.run(Probe(), size: TerminalSize(width: 40, height: 6), keys: []).lines.contains("  true true"))
    }
}
