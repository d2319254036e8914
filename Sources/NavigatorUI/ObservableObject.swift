// Combine-era data flow in views, as SwiftUI code written before Observation uses it: `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject`, over the `Combine` module's `ObservableObject` and
// `@Published` (re-exported, as SwiftUI re-exports Combine's), backed by Observation, so a `@Published`
// change redraws exactly the screens that read the property.
import Combine
import Observation

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

    /// The same object: a view handed another is another view.
    @usableFromInline nonisolated static func _isSame(at a: UnsafeRawPointer, as b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee.box.object === b.assumingMemoryBound(to: Self.self).pointee.box.object
    }
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
        // Looked up each time, as a `@State`'s cell is.
        let kept = context.node().cell(field, initial: box.unlinked).value
        if box.holder !== kept { box.holder = kept }
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
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentWritingView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
