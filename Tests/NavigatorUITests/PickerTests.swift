// `Picker` as SwiftUI code writes it: options tagged with `.tag` or by a `ForEach`'s ids, a selection
// in `@State` or a model, drawn as a menu (the default), inline or segmented.
import NavigatorUI
import Testing

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

@Observable private final class Order {
    var flavor = Flavor.vanilla
    var size = 1
    var topping: String? = nil
}

private struct OrderForm: View {
    @Bindable var order: Order

    var body: some View {
        NavigationStack {
            Picker("Flavor", selection: $order.flavor) {
                ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
            }
            Picker("Size", selection: $order.size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            Picker(selection: $order.topping) {
                Text("None").tag(String?.none)
                ForEach(["Nuts", "Sprinkles"], id: \.self) { Text($0).tag(Optional($0)) }
            } label: {
                Text("Topping")
            }
            .pickerStyle(.inline)
            NavigationLink("Pay", value: 1)
                .navigationTitle("Order")
                .navigationDestination(for: Int.self) { _ in Text("Paid") }
        }
    }
}

@MainActor @Suite struct PickerTests {
    fileprivate func run(_ keys: String, order: Order = Order()) throws -> [String] {
        Headless.run(OrderForm(order: order), size: TerminalSize(width: 60, height: 16), keys: try Key.parseScript(keys)).lines
    }

    @Test("Drawn by style: a menu line `Label  Chosen ▾`, a segmented line with the chosen one in brackets, inline options under a heading")
    func drawn() throws {
        let lines = try run("")
        #expect(lines[3] == " ▸ Flavor  Vanilla ▾")
        #expect(lines[4] == "   Size  ‹ Small | [Medium] | Large ›")
        #expect(lines[6] == " Topping")
        #expect(lines[7] == "   (•) None")
        #expect(lines[8] == "   ( ) Nuts")
        #expect(lines[9] == "   ( ) Sprinkles")
        #expect(lines.last?.contains("⏎ choose  -+ change  ← back") == true, "\(lines.last ?? "")")
    }

    @Test("Enter opens a menu's options as a dialog, the chosen one checked; ↓ Enter chooses, and the line shows it")
    func menuChooses() throws {
        let order = Order()
        var lines = try run("enter", order: order)
        let dialog = lines.joined(separator: "\n")
        #expect(dialog.contains("┌─ Flavor "), "\(dialog)")
        #expect(lines.contains { $0.contains("▸ ✓ Vanilla") }, "\(dialog)")
        #expect(lines.contains { $0.contains("    Chocolate") }, "\(dialog)")
        #expect(lines.last?.contains("⏎ choose  Esc cancel") == true, "\(lines.last ?? "")")
        lines = try run("enter down down enter", order: order)
        #expect(order.flavor == .strawberry)
        #expect(lines[3] == " ▸ Flavor  Strawberry ▾")
        #expect(!lines.joined().contains("┌"))
    }

    @Test("Esc (or ←) closes a menu's options and leaves the choice; the keys under it did nothing meanwhile")
    func menuCancels() throws {
        let order = Order()
        var lines = try run("enter down esc", order: order)
        #expect(order.flavor == .vanilla && !lines.joined().contains("┌"))
        lines = try run("enter down left", order: order)
        #expect(order.flavor == .vanilla && !lines.joined().contains("┌") && lines[0] == " Order")
        // + on the open menu is the dialog's, which does nothing with it.
        _ = try run("enter + + esc", order: order)
        #expect(order.flavor == .vanilla)
    }

    @Test("+ and - choose a menu's next and previous options without opening it")
    func menuSteps() throws {
        let order = Order()
        let lines = try run("+ + + -", order: order)
        #expect(order.flavor == .chocolate)
        #expect(lines[3] == " ▸ Flavor  Chocolate ▾")
    }

    @Test("A segmented picker: + and - step, Enter goes round; `⏎ next` in the footer")
    func segmented() throws {
        let order = Order()
        var lines = try run("down +", order: order)
        #expect(order.size == 2 && lines[4] == " ▸ Size  ‹ Small | Medium | [Large] ›")
        #expect(lines.last?.contains("⏎ next  -+ change") == true, "\(lines.last ?? "")")
        lines = try run("down enter", order: order)
        #expect(order.size == 0 && lines[4] == " ▸ Size  ‹ [Small] | Medium | Large ›")
        _ = try run("down - - +", order: order)
        #expect(order.size == 1)
    }

    @Test("An inline picker: a line per option; Enter or Space chooses, an optional selection from its tags")
    func inline() throws {
        let order = Order()
        var lines = try run("down down down enter", order: order)
        #expect(order.topping == "Nuts")
        #expect(lines[8] == " ▸ (•) Nuts" && lines[7] == "   ( ) None")
        lines = try run("down down down down space", order: order)
        #expect(order.topping == "Sprinkles")
        _ = try run("down down space", order: order)
        #expect(order.topping == nil)
    }

    @Test("A click on an option of an open menu chooses it")
    func menuClick() throws {
        let order = Order()
        let lines = try run("enter", order: order)
        let row = try #require(lines.firstIndex { $0.contains("Chocolate") })
        let column = try #require(lines[row].firstRange(of: "Chocolate")).lowerBound
        _ = try run("enter click:\(lines[row].distance(from: lines[row].startIndex, to: column) + 1),\(row + 1)", order: order)
        #expect(order.flavor == .chocolate)
    }
}
