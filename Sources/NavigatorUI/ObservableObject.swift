// Combine-era data flow, as SwiftUI code written before Observation uses it: `ObservableObject`,
// `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`. There is no Combine on Linux:
// these are NavigatorUI's own, backed by Observation, so a `@Published` change redraws exactly the
// screens that read the property.
import Observation

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

/// An `ObservableObject` the view is handed: its `@Published` changes redraw the view's screen.
/// `$model.name` is a binding to a property.
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: _DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType
        /// A binding to the object's property: `$model.name`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    nonisolated let box: ObjectSlot<ObjectType>
    /// The object.
    public var wrappedValue: ObjectType { box.object! }
    /// Observes `wrappedValue`: `@ObservedObject var model: Model`.
    nonisolated public init(wrappedValue: ObjectType) { box = ObjectSlot(wrappedValue) }
    /// Observes `initialValue`.
    nonisolated public init(initialValue: ObjectType) { box = ObjectSlot(initialValue) }
    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    public func _link(in context: _RenderContext, field: String) { _ = wrappedValue.objectWillChange.changeCount }
}

/// An `ObservableObject` the view owns: made the first time the view's place is drawn and kept as
/// long as that place is (for a pushed screen: as long as its level is on the stack), as `@State` is.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: _DynamicProperty {
    nonisolated let box: StateObjectBox<ObjectType>

    /// The object to make the first time the view's place is drawn: `@StateObject private var model = Model()`.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(LazyObject(thunk))
    }

    /// The object, made once for this place in the hierarchy.
    public var wrappedValue: ObjectType { box.holder.object }
    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    public func _link(in context: _RenderContext, field: String) {
        let key = context.key(ofField: field)
        if box.key != key {
            box.holder = context.cell(for: key, initial: box.unlinked).value
            box.key = key
        }
        _ = box.holder.object.objectWillChange.changeCount
    }
}

/// Makes the object the first time it is asked for.
nonisolated final class LazyObject<ObjectType: AnyObject>: @unchecked Sendable {
    private let make: () -> ObjectType
    private var made: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// As `StateBox`: made in a nonisolated initializer, used only on the main actor.
nonisolated final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    /// Before the view is drawn in a place (an `App`'s property, say), the object lives here.
    let unlinked: LazyObject<ObjectType>
    var holder: LazyObject<ObjectType>
    var key: String?
    init(_ unlinked: LazyObject<ObjectType>) {
        self.unlinked = unlinked
        holder = unlinked
    }
}

/// An `ObservableObject` an ancestor put in with `.environmentObject(_:)`. Reading it where none was
/// put in stops the program with the type's name, as SwiftUI does.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: _DynamicProperty {
    nonisolated let box: ObjectSlot<ObjectType>
    /// Reads the object of this type an ancestor put in with `.environmentObject(_:)`.
    nonisolated public init() { box = ObjectSlot(nil) }

    /// The object; reading it where no ancestor put one in stops the program with its type's name.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    public func _link(in context: _RenderContext, field: String) {
        box.object = context.environment.object(ObjectType.self)
        _ = box.object?.objectWillChange.changeCount
    }
}

nonisolated final class ObjectSlot<ObjectType: AnyObject>: @unchecked Sendable {
    var object: ObjectType?
    init(_ object: ObjectType?) { self.object = object }
}

extension View {
    /// Puts an `ObservableObject` in the environment of this view and everything under it (its
    /// destinations and sheets included), read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
