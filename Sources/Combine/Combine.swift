// What SwiftUI code imports Combine for, on a platform without Combine: `ObservableObject`,
// `@Published`, `objectWillChange` with its `sink`, and `AnyCancellable`, backed by Observation.
// `import NavigatorUI` brings them too (as `import SwiftUI` brings Combine's), and a file that says
// `import Combine` compiles unchanged. Also the observed cell every stored value of the UI lives in
// (a `@State`'s, a `@Published`'s), which NavigatorUI uses.
import Observation

/// Where a `@State` value (or a `@Published` one) lives between evaluations: observed, so that the
/// screen that read it redraws when it changes. Made wherever a property wrapper is initialized (a
/// view's initializer is nonisolated), read and written on the main actor: `@unchecked Sendable`.
nonisolated package final class StateCell<Value>: ObservedValue, @unchecked Sendable {
    private var stored: Value
    package var value: Value {
        get {
            didRead()
            return stored
        }
        set { willWrite { stored = newValue } }
    }
    package init(_ value: Value) { stored = value }
    /// What the UI made to read and write it, kept while anything holds it (a `@State`'s binding: the
    /// same one each time it is asked for, so a view handed it is the same view).
    package weak var companion: AnyObject?
}

/// One observed value (a `@State`'s, a `@Published`'s): reading it inside `withObservationTracking`
/// makes the tracking hear its next write.
///
/// Not the `@Observable` macro: in a generic class its key path (`\StateCell<Value>.value`) is made
/// again at each read and write (`swift_getKeyPath`, some 10,000 instructions each, a third of a
/// pushed screen's evaluation); this class isn't generic, so its key path is made once.
nonisolated package class ObservedValue: Observable {
    private let registrar = ObservationRegistrar()
    /// What observers are registered under: the value, whatever its type.
    package final var observed: Void { () }
    private static let keyPath: any KeyPath<ObservedValue, Void> & Sendable = \.observed

    package final func didRead() { registrar.access(self, keyPath: Self.keyPath) }
    package final func willWrite(_ write: () -> Void) { registrar.withMutation(of: self, keyPath: Self.keyPath, write) }
}

/// An object whose `@Published` properties redraw the screens that read them when they change (as
/// SwiftUI's `ObservableObject`). `objectWillChange.send()` redraws the screens that hold the object
/// through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
public protocol ObservableObject: AnyObject {
    /// Tells the screens holding this object that it is about to change. `@Published` properties send it.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// One publisher per object, kept while the object lives.
    public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(of: self) }
}

/// The publishers of objects that use the default `objectWillChange`, by identity, with the object
/// held weakly: an entry whose object is gone is dropped when the table has doubled since the last sweep.
final class PublisherTable {
    static let shared = PublisherTable()
    private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]
    private var sweepAt = 64

    struct Weak { weak var object: AnyObject? }

    func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object.object === object { return entry.publisher }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object.object != nil }
            sweepAt = max(64, 2 * entries.count)
        }
        let publisher = ObservableObjectPublisher()
        entries[id] = (Weak(object: object), publisher)
        return publisher
    }
}

/// What `objectWillChange` is: `send()` tells the screens holding the object to draw again.
@Observable nonisolated public final class ObservableObjectPublisher: @unchecked Sendable {
    /// Counts the changes announced; screens holding the object read it, so that a change redraws them.
    public private(set) var changeCount = 0
    @ObservationIgnored private var subscribers: [UInt64: () -> Void] = [:]
    @ObservationIgnored private var lastSubscriber: UInt64 = 0

    /// A publisher with no subscribers.
    public init() {}

    /// Announces a change: redraws the screens holding the object, and calls each `sink`.
    public func send() {
        changeCount &+= 1
        for subscriber in subscribers.values { subscriber() }
    }

    /// Calls `receiveValue` on each `send()` for as long as the returned cancellable is kept.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        lastSubscriber &+= 1
        let id = lastSubscriber
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

/// Ends a subscription when cancelled or released (as Combine's).
nonisolated public final class AnyCancellable: @unchecked Sendable {
    private var onCancel: (() -> Void)?
    /// A cancellable that calls `cancel` once: when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    /// Ends the subscription now.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
    deinit { onCancel?() }

    /// Keeps this subscription in `set`, for as long as the set holds it (as Combine's).
    nonisolated public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps this subscription in `array`, for as long as the array holds it.
    nonisolated public func store(in array: inout [AnyCancellable]) { array.append(self) }
}

nonisolated extension AnyCancellable: Hashable {
    /// Cancellables are equal when they are the same one.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an `ObservableObject` whose changes redraw the screens that read it and send the
/// object's `objectWillChange` first, as SwiftUI's (Combine's) `@Published`.
@propertyWrapper public struct Published<Value> {
    nonisolated let box: StateCell<Value>  // observed, as a `@State`'s value

    /// A published property with its initial value: `@Published var books = ["Dune"]`.
    nonisolated public init(wrappedValue: Value) { box = StateCell(wrappedValue) }
    /// A published property with its initial value.
    nonisolated public init(initialValue: Value) { box = StateCell(initialValue) }

    /// Unavailable: `@Published` works on properties of classes only.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }  // swiftlint:disable:this unused_setter_value
    }

    /// The property's value in `object`: setting it sends `objectWillChange` first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].box.value = newValue
        }
    }
}

