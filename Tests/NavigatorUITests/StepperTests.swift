// `Stepper` as SwiftUI code writes it: a value within bounds, and increment and decrement actions;
// `+` and `-` step the selected one, Enter steps it up, `←` still goes back.
import NavigatorUI
import Testing

@Observable private final class Order {
    var guests = 2
    var log: [String] = []
}

private struct Booking: View {
    @Bindable var order: Order
    @State private var nights = 1.0

    var body: some View {
        Stepper("Guests: \(order.guests)", value: $order.guests, in: 1...4)
        Stepper(value: $nights, in: 0.5...3, step: 0.5) { Text("Nights: \(String(format: "%.1f", nights))") }
        Stepper("Rooms", onIncrement: { order.log.append("+") }, onDecrement: nil)
            .navigationTitle("Booking")
    }
}

private struct Home: View {
    let order: Order
    var body: some View {
        NavigationStack {
            NavigationLink("Book", value: 1)
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { _ in Booking(order: order) }
        }
    }
}

@MainActor @Suite struct StepperTests {
    fileprivate func run(_ keys: String, order: Order = Order()) throws -> [String] {
        Headless.run(Home(order: order), size: TerminalSize(width: 60, height: 12), keys: try Key.parseScript(keys)).lines
    }

    @Test("A stepper is a line `Label  − +`; the footer says `-+ change`")
    func drawn() throws {
        let lines = try run("enter")
        #expect(lines[3] == " ▸ Guests: 2  − +")
        #expect(lines[4] == "   Nights: 1.0  − +")
        #expect(lines[5] == "   Rooms  − +")
        #expect(lines.last?.contains("⏎ increase  -+ change  ← back") == true, "\(lines.last ?? "")")
    }

    @Test("+ and - step the selected stepper's binding, within its bounds, by its step")
    func plusAndMinus() throws {
        let order = Order()
        var lines = try run("enter + +", order: order)
        #expect(order.guests == 4)
        #expect(lines[3] == " ▸ Guests: 4  − +")
        lines = try run("enter + - - - - = ", order: order)  // from 4: at most 4, at least 1
        #expect(order.guests == 2)
        lines = try run("enter down + + + + + + -")
        #expect(lines[4] == " ▸ Nights: 2.5  − +")
    }

    @Test("Enter steps up, as the + button; - on a stepper with no decrement does nothing")
    func enterStepsUp() throws {
        let order = Order()
        _ = try run("enter enter", order: order)
        #expect(order.guests == 3)
        _ = try run("enter down down enter - + ", order: order)
        #expect(order.log == ["+", "+"])
    }

    @Test("← still goes back from a selected stepper")
    func backStillGoesBack() throws {
        let order = Order()
        let lines = try run("enter + left", order: order)
        #expect(lines[0] == " Home")
        #expect(order.guests == 3)
    }
}
