import NavigatorUI
import Testing

// An app's own shapes and styles, declared as SwiftUI code declares them: they compile against the public
// protocols (which require nothing navigator reads), and draw as navigator's defaults draw.

struct Wedge: Shape {}
/// A label style as SwiftUI apps write one: the icon, then the title.
struct PlainLabels: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// The title, then the icon (a real app's `TrailingIconLabelStyle`), the title bold.
struct TrailingIconLabels: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title.bold()
            configuration.icon
        }
    }
}
struct DialPickerStyle: PickerStyle {}
struct Brand: ShapeStyle {}

enum Scoop: String, CaseIterable, Hashable { case vanilla, mint }

@Suite struct AppOwnStylesTests {
    static let size = TerminalSize(width: 40, height: 10)

    static func frame(_ view: some View, keys: String = "") throws -> Canvas {
        Headless.run(view, size: size, keys: try Key.parseScript(keys))
    }

    @Test("A shape of the app's own is outlined with square corners, as a Rectangle")
    func ownShape() throws {
        // 80 by 64 points: 10 cells by 4 lines.
        let own = try Self.frame(Wedge().stroke(Color.primary).frame(width: 80, height: 64))
        let rectangle = try Self.frame(Rectangle().stroke(Color.primary).frame(width: 80, height: 64))
        let capsule = try Self.frame(Capsule().stroke(Color.primary).frame(width: 80, height: 64))
        #expect(own.lines == rectangle.lines)
        #expect(own.lines.joined().contains("┌") && own.lines != capsule.lines)
    }

    @Test("A label style of the app's own draws its body, made of the label's title and icon where it puts them")
    func ownLabelStyle() throws {
        let own = try Self.frame(Label("Inbox", systemImage: "tray").labelStyle(PlainLabels()))
        let automatic = try Self.frame(Label("Inbox", systemImage: "tray"))
        let titleOnly = try Self.frame(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly))
        #expect(own.lines == automatic.lines)
        #expect(own.lines != titleOnly.lines)
        let trailing = try Self.frame(VStack { Label("Inbox", systemImage: "tray"); Label("Sent", systemImage: "paperplane") }.labelStyle(TrailingIconLabels()))
        let text = trailing.lines.joined(separator: "\n")
        #expect(text.contains("Inbox ⊔") && !text.contains("⊔ Inbox"), "\(trailing.lines)")
        // A built-in style under it is the built-in's again.
        let inner = try Self.frame(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).labelStyle(TrailingIconLabels()))
        #expect(inner.lines == titleOnly.lines)
    }

    struct FlavorForm: View {
        let style: Int
        @State private var flavor = Scoop.vanilla
        var body: some View {
            let picker = Picker("Flavor", selection: $flavor) {
                ForEach(Scoop.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            switch style {
            case 0: picker.pickerStyle(DialPickerStyle())
            case 1: picker.pickerStyle(.menu)
            default: picker.pickerStyle(.inline)
            }
        }
    }

    @Test("A picker style of the app's own draws as a menu, the default")
    func ownPickerStyle() throws {
        let own = try Self.frame(FlavorForm(style: 0))
        #expect(own.lines == (try Self.frame(FlavorForm(style: 1))).lines)
        #expect(own.lines != (try Self.frame(FlavorForm(style: 2))).lines)
    }

    @Test("A shape style of the app's own draws as the text around it")
    func ownShapeStyle() throws {
        let own = try Self.frame(Text("Brand").foregroundStyle(Brand()))
        let plain = try Self.frame(Text("Brand"))
        let red = try Self.frame(Text("Brand").foregroundStyle(Color.red))
        #expect(own.svg() == plain.svg())
        #expect(own.svg() != red.svg())
    }
}
