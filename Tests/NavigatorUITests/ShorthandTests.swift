import Foundation
import NavigatorUI
import Testing

/// SwiftUI API that real apps use and that did not compile (the real-app harness's build errors):
/// shapes by their short names, `Button(_:systemImage:)`, `.containerRelativeFrame`, `.ignoresSafeArea`,
/// `.blur`, the accessibility environment values.
@MainActor @Suite struct ShorthandTests {
    static func frame<V: View>(_ view: V, width: Int = 40, height: Int = 12, keys: String = "") throws -> [String] {
        Headless.run(ViewHost(view), size: TerminalSize(width: width, height: height), keys: try Key.parseScript(keys)).lines
    }

    struct Photo: View {
        @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var added = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Rectangle().fill(.blue).containerRelativeFrame(.horizontal) { width, _ in width / 2 }.frame(height: 16)
                    Text("Shapes").padding(8).background(RoundedRectangle(cornerRadius: 8)).clipShape(.capsule).clipShape(.rect(cornerRadius: 4)).clipShape(.rect).clipShape(.circle).clipShape(.ellipse).blur(radius: 2)
                    Text("\(withoutColor) \(voiceOver) \(reduceMotion) \(added)")
                    Button("Add", systemImage: "plus") { added += 1 }
                    Button("Remove", systemImage: "trash", role: .destructive) { added -= 1 }
                }
                .ignoresSafeArea()
                .edgesIgnoringSafeArea(.all)
                .navigationTitle("Shorthand")
            }
        }
    }

    @Test("A frame relative to the container is that part of the body's width; the short shapes, blur and safe-area modifiers draw as their long forms")
    func drawn() throws {
        let lines = try Self.frame(Photo())
        // 40 columns: the body has 36; half is 18.
        #expect(lines[3] == "  " + String(repeating: "█", count: 18), "\(lines)")
        let plain = try Self.frame(NavigationStack { Text("Shapes").padding(8).background(RoundedRectangle(cornerRadius: 8)).navigationTitle("Shorthand") })
        #expect(lines[5] == plain[3] && lines[5] == "  ▐Shapes▌", "\(lines) against \(plain)")
        #expect(lines.contains("  false false true 0"))
    }

    @Test("Button(_:systemImage:) is labelled by its Label, and acts, with its role")
    func systemImageButtons() throws {
        let lines = try Self.frame(Photo(), keys: "enter")
        #expect(lines.contains("  false false true 1") && lines.contains { $0.hasPrefix(" ▸ ") && $0.hasSuffix("Add") }, "\(lines)")
        #expect(try Self.frame(Photo(), keys: "down enter").contains("  false false true -1"))
    }
}

extension ShorthandTests {
    struct Cupcakes: View {
        let url = URL(string: "https://example.com/images/cupcakes@3x.jpg")
        var body: some View {
            NavigationStack {
                VStack {
                    AsyncImage(url: url, scale: 3) { image in image.resizable() } placeholder: { Text("Loading…") }
                    AsyncImage(url: url) { phase in
                        if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Waiting") }
                    }
                    AsyncImage(url: url)
                }
                .navigationTitle("Cupcakes")
            }
        }
    }

    @Test("AsyncImage never loads: its placeholder, its content for the empty phase, or the file's name in brackets")
    func asyncImage() throws {
        let lines = try Self.frame(Cupcakes())
        #expect(Array(lines[3...7]) == ["  Loading…", "", "  Waiting", "", "  [cupcakes@3x.jpg]"], "\(lines)")
    }
}

extension ShorthandTests {
    struct Receipt: View {
        let total = 1234.5
        var body: some View {
            NavigationStack {
                VStack {
                    Text(total, format: .number.precision(.fractionLength(2)))
                    Text("Each: \(total / 2, format: .number.precision(.fractionLength(1)))")
                    Button("Pay") {}
                        .accessibilityLabel("Pay the bill").accessibilityHint(Text("Charges your card")).accessibilityHint("again")
                        .accessibilityAddTraits(.isButton).accessibilityRemoveTraits([.isImage, .isHeader]).accessibilityValue("due")
                        .accessibilityIdentifier("pay")
                    Text("Decoration").accessibilityHidden(true).accessibilityElement(children: .combine)
                }
                .navigationTitle("Receipt")
            }
        }
    }

    @Test("A value written with a format, as a Text and in a Text's interpolation; the accessibility modifiers draw the view as it is")
    func formattedText() throws {
        let lines = try Self.frame(Receipt())
        #expect(lines[3] == "  1,234.50" && lines[5] == "  Each: 617.2" && lines[7] == " ▸ Pay" && lines[9] == "  Decoration", "\(lines)")
    }

    /// More of what the real apps' builds stopped at: `ProgressView`, `Color(red:green:blue:)`, a
    /// stack's `CGFloat?` spacing, `.labelsHidden()`, `.onTapGesture`, materials, and the list and
    /// scroll looks a terminal draws its own way.
    struct Progress: View {
        @State private var sync = true
        @State private var level = 2
        @State private var taps = 0
        let spacing: CGFloat? = 4
        var body: some View {
            NavigationStack {
                VStack(spacing: spacing) {
                    ProgressView()
                    ProgressView("Loading")
                    ProgressView(value: 0.4)
                    ProgressView("Downloading", value: 3, total: 4)
                    ProgressView(value: 0.5) { Text("Copy") } currentValueLabel: { Text("5 of 10") }
                    ProgressView(value: Double?.none)
                    Toggle("Sync", isOn: $sync).labelsHidden()
                    Picker("Level", selection: $level) { Text("One").tag(1); Text("Two").tag(2) }.labelsHidden()
                    Text("Tapped \(taps)").onTapGesture { taps += 1 }
                    Text("Glass").background(.ultraThinMaterial).foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
                    Text(Color(red: 1, green: 0.5, blue: 0).description + " " + Color(white: 0.5).description)
                }
                .listRowBackground(Color.red).listRowSeparator(.hidden).listRowInsets(nil)
                .scrollBounceBehavior(.basedOnSize).scrollIndicators(.hidden).allowsHitTesting(true)
                .navigationTitle("Progress")
            }
        }
    }

    @Test("ProgressView is a bar and a percentage, or ⋯; labelsHidden leaves a control's label out; onTapGesture makes a selectable line")
    func progressAndTaps() throws {
        let lines = try Self.frame(Progress(), width: 50, height: 18)
        #expect(Array(lines[2...13]) == [
            "  ⋯", "  Loading ⋯", "  ━━━━━━━━──────────── 40%", "  Downloading ━━━━━━━━━━━━━━━───── 75%",
            "  Copy ━━━━━━━━━━────────── 5 of 10", "  ⋯", " ▸ [x]", "   Two ▾", "   Tapped 0", "  Glass", "  #FF8000FF #808080FF", "",
        ], "\(lines)")
        #expect(try Self.frame(Progress(), width: 50, height: 18, keys: "enter")[8] == " ▸ [ ]")
        #expect(try Self.frame(Progress(), width: 50, height: 18, keys: "down down enter")[10] == " ▸ Tapped 1")
    }
}

