import Combine
import Foundation
import NavigatorUI
import Testing

/// `.onReceive`: a view's subscription to a publisher, held by its place as its `.task` is. It runs the
/// action with each value while the view is on its screen, once however often the screen is drawn, and
/// ends when the view leaves; a timer made in the view (`Timer.publish(…).autoconnect()`) ticks for it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReceiveTests {
    static let size = TerminalSize(width: 40, height: 8)

    /// The frame's lines after `keys`, trimmed, the blank ones left out.
    static func lines(_ host: ViewHost, _ keys: [Key] = []) -> [String] {
        Headless.run(host, size: size, keys: keys).lines.map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
    }

    struct Inbox: View {
        let messages: PassthroughSubject<String, Never>
        @State private var received: [String] = []
        @State private var listening = true
        var body: some View {
            VStack {
                Text("Got \(received.joined(separator: ","))")
                Button("Stop") { listening = false }
                if listening {
                    Text("Listening").onReceive(messages) { received.append($0) }
                }
            }
        }
    }

    @Test("Each value sent runs the action once, the screen drawn again; none once the view is gone")
    func subject() throws {
        let messages = PassthroughSubject<String, Never>()
        let host = ViewHost(Inbox(messages: messages))
        #expect(Self.lines(host).first == "Got")
        messages.send("a")
        #expect(Self.lines(host, [.character("x")]).first == "Got a")
        messages.send("b")
        messages.send("c")
        #expect(Self.lines(host, [.character("x")]).first == "Got a,b,c")
        _ = Headless.run(host, size: Self.size, keys: [.enter])
        messages.send("d")
        #expect(Self.lines(host, [.character("x")]) == ["Got a,b,c", "▸ Stop", "⏎ open  ← back  ? keys  q quit"])
    }

    struct Countdown: View {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        @State private var remaining = 3
        var body: some View {
            Text("Left \(remaining)")
                .onReceive(timer) { _ in if remaining > 0 { remaining -= 1 } }
        }
    }

    @Test("A timer made in the view ticks, its view's state counting down with no key")
    func timer() async throws {
        let host = ViewHost(Countdown())
        #expect(Self.lines(host).first == "Left 3")
        for _ in 0..<400 where Self.lines(host).first != "Left 0" {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(Self.lines(host).first == "Left 0")
    }

    /// The countdown as a child: made again, with a new timer, each time its parent's body is evaluated.
    struct Game: View {
        var body: some View {
            NavigationStack { Countdown().navigationTitle("Game") }
        }
    }

    @Test("A timer made in a child view made again at each evaluation ticks on: the one subscribed to is kept")
    func timerOfAChild() async throws {
        let host = ViewHost(Game())
        #expect(Self.lines(host).contains("Left 3"))
        for _ in 0..<400 where !Self.lines(host).contains("Left 0") {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(Self.lines(host).contains("Left 0"))
    }

    @Test("Just and CurrentValueSubject deliver at once; sink and AnyCancellable end a subscription")
    func publishers() {
        var seen: [Int] = []
        let subject = CurrentValueSubject<Int, Never>(1)
        let cancellable = subject.sink { seen.append($0) }
        subject.send(2)
        subject.value = 3
        cancellable.cancel()
        subject.send(4)
        _ = Just(9).sink { seen.append($0) }
        #expect(seen == [1, 2, 3, 9])
    }
}
