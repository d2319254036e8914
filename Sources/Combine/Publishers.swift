// The publishers SwiftUI code subscribes to with `.onReceive` and `sink`: a timer's ticks
// (`Timer.publish(every:on:in:).autoconnect()`), subjects an app sends on, and `Just`. They deliver on
// the main actor, where views and their state live. What Combine's operators do (`map`, `debounce`,
// `receive(on:)`) is not here.
import Foundation

/// Values delivered over time, as Combine's `Publisher`: `sink` calls a closure with each one, and
/// `.onReceive` (NavigatorUI) runs a view's action with each. These never fail.
public protocol Publisher<Output, Failure> {
    /// What is delivered.
    associatedtype Output
    /// How it fails: never, for the publishers here.
    associatedtype Failure: Error = Never

    /// Calls `receiveValue` with each value delivered from now on, for as long as the returned
    /// cancellable is kept (until it is cancelled or released).
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// The subscribers of a publisher, by the order they came.
final class Subscribers<Output> {
    private var receivers: [(id: UInt64, receive: (Output) -> Void)] = []
    private var last: UInt64 = 0
    var isEmpty: Bool { receivers.isEmpty }

    /// Adds `receive`; the cancellable removes it.
    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        last &+= 1
        let id = last
        receivers.append((id, receive))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        for receiver in receivers { receiver.receive(value) }
    }
}

/// A publisher the app sends values on, as Combine's `PassthroughSubject`: each goes to the
/// subscribers there are when it is sent.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Subscribers<Output>()

    /// A subject with no subscribers.
    public init() {}

    /// Delivers `value` to every subscriber.
    public func send(_ value: Output) { subscribers.send(value) }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}

/// A publisher of a value that changes, as Combine's `CurrentValueSubject`: a subscriber gets the
/// value at once, then each new one.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Subscribers<Output>()

    /// The value now; setting it delivers it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }

    /// Sets the value, which delivers it.
    public func send(_ value: Output) { self.value = value }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(value)
        return subscribers.add(receiveValue)
    }
}

/// A publisher of one value, as Combine's `Just`: a subscriber gets it at once.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value delivered.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        return AnyCancellable {}
    }
}

/// A publisher that delivers once it is connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
    /// Starts delivering; cancelling the result stops it.
    func connect() -> AnyCancellable
}

extension ConnectablePublisher {
    /// The publisher connected while it has subscribers: the usual
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// A timer's ticks, as Combine's `Timer.TimerPublisher`: the date of each, every `interval` seconds
/// once connected (`connect()`, or `autoconnect()` for as long as it has subscribers), on the main actor.
public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: Double
    private let subscribers = Subscribers<Date>()
    private var ticking: Task<Void, Never>?

    init(interval: Double) { self.interval = max(0.001, interval) }

    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }

    /// Starts the ticks; cancelling the result stops them.
    public func connect() -> AnyCancellable {
        if ticking == nil {
            let interval = self.interval
            ticking = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(interval))
                    guard !Task.isCancelled, let self else { return }
                    self.subscribers.send(Date())
                }
            }
        }
        return AnyCancellable { [weak self] in
            self?.ticking?.cancel()
            self?.ticking = nil
        }
    }

    deinit { ticking?.cancel() }
}

/// Combine's namespace of publishers made from others.
public enum Publishers {
    /// A publisher connected while it has subscribers (`ConnectablePublisher.autoconnect()`). A
    /// subscription holds it, and so its publisher: a view's `let timer = Timer.publish(…).autoconnect()`,
    /// made again at each evaluation, ticks on for the `.onReceive` that subscribed to the first.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream
        private var connection: AnyCancellable?
        private var subscribers = 0

        init(upstream: Upstream) { self.upstream = upstream }

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let subscription = upstream.sink(receiveValue: receiveValue)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [self] in
                subscription.cancel()
                subscribers -= 1
                if subscribers == 0 {
                    connection?.cancel()
                    connection = nil
                }
            }
        }
    }
}

extension Timer {
    /// A publisher of ticks every `interval` seconds on the main actor, as Combine's: the run loop and
    /// its mode are accepted (the app's main actor is where views change).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}
