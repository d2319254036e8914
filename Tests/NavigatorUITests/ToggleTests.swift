// `Toggle` as SwiftUI code writes it: a `[x]` line that Enter, Space or a click flips, its binding
// a view's `@State` or an `@Observable` model's property.
import NavigatorUI
import Testing

@Observable private final class Radios {
    var wifi = true
    var bluetooth = false
}

private struct RadioSettings: View {
    @Bindable var radios: Radios
    @State private var airplane = false

    var body: some View {
        Text(airplane ? "Airplane mode" : "Radios on")
        Toggle("Wi-Fi", isOn: $radios.wifi)
        Toggle(isOn: $radios.bluetooth) { Text("Bluetooth") }
        Toggle("Airplane mode", isOn: $airplane)
            .toggleStyle(.switch)
            .navigationTitle("Radios")
    }
}

private struct Home: View {
    let radios: Radios
    var body: some View {
        NavigationStack {
            NavigationLink("Radios", value: "radios")
                .navigationTitle("Home")
                .navigationDestination(for: String.self) { _ in RadioSettings(radios: radios) }
        }
    }
}

@MainActor @Suite struct ToggleTests {
    static let size = TerminalSize(width: 60, height: 12)

    fileprivate func run(_ keys: String, radios: Radios = Radios()) throws -> [String] {
        Headless.run(Home(radios: radios), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("A toggle is a selectable line `[x] Label` or `[ ] Label`, with `⏎ toggle` in the footer and nothing to peek at")
    func drawn() throws {
        let lines = try run("enter")
        #expect(lines[0] == " Home › Radios")
        #expect(lines[3] == "  Radios on")
        #expect(lines[5] == " ▸ [x] Wi-Fi")
        #expect(lines[6] == "   [ ] Bluetooth")
        #expect(lines[7] == "   [ ] Airplane mode")
        #expect(lines.last?.contains("⏎ toggle") == true, "\(lines.last ?? "")")
        #expect(lines.last?.contains("peek") == false, "\(lines.last ?? "")")
    }

    @Test("Enter flips the selected toggle and its binding, a model's property")
    func enterFlips() throws {
        let radios = Radios()
        let lines = try run("enter enter", radios: radios)
        #expect(lines[5] == " ▸ [ ] Wi-Fi")
        #expect(!radios.wifi)
        #expect(radios.bluetooth == false)
        // The same model in another run: its value is the binding's, drawn as it is now.
        #expect(try run("enter", radios: radios)[5] == " ▸ [ ] Wi-Fi")
        _ = try run("enter enter", radios: radios)
        #expect(radios.wifi)
    }

    @Test("Space flips the selected toggle too, as a checkbox's; a @State binding redraws what reads it")
    func spaceFlips() throws {
        let radios = Radios()
        var lines = try run("enter down space", radios: radios)
        #expect(lines[6] == " ▸ [x] Bluetooth")
        #expect(radios.bluetooth)
        lines = try run("enter down down space")
        #expect(lines[7] == " ▸ [x] Airplane mode")
        #expect(lines[3] == "  Airplane mode")
        lines = try run("enter down down space space")
        #expect(lines[7] == " ▸ [ ] Airplane mode")
        #expect(lines[3] == "  Radios on")
    }

    @Test("← still goes back from a selected toggle, which keeps its value")
    func backStillGoesBack() throws {
        let radios = Radios()
        let lines = try run("enter enter left", radios: radios)
        #expect(lines[0] == " Home")
        #expect(!radios.wifi)
    }

    @Test("A click on a toggle flips it")
    func clickFlips() throws {
        let radios = Radios()
        _ = try run("enter click:8,7", radios: radios)  // 1-based: the line of Bluetooth
        #expect(radios.bluetooth)
    }
}
