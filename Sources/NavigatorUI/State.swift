import Observation

/// A view's own value, kept as long as the view's place in the hierarchy (for a pushed screen: as long
/// as that level is on the stack); fresh when the view comes back new. Changing it redraws.
@propertyWrapper public struct State<Value>: _DynamicProperty {
    nonisolated let box: StateBox<Value>

    /// A state with its initial value: `@State private var count = 0`.
    nonisolated public init(wrappedValue value: Value) { box = StateBox(initial: value) }
    /// A state with its initial value.
    nonisolated public init(initialValue value: Value) { box = StateBox(initial: value) }

    /// The value; setting it redraws the screens that read it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value: `$count`. Once the view is on a screen, the same binding each time (its
    /// place's cell's): a view handed it is the same view, drawn again from what it drew (Replay.swift).
    public var projectedValue: Binding<Value> {
        if let cell = box.cell {
            if let accessors = cell.companion { return Binding(accessors: unsafeDowncast(accessors, to: Accessors<Value>.self)) }
            let accessors = Accessors<Value>(get: { cell.value }, set: { cell.value = $0 })
            cell.companion = accessors
            return Binding(accessors: accessors)
        }
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    public func _link(in context: _RenderContext, field: String) {
        // Looked up each time: a view linked at another place, or at its place made again after it was
        // let go of, finds that place's cell. (The box holds no node: a node keeps what its view drew,
        // the view its box, Replay.swift.)
        box.cell = context.node().cell(field, initial: box.initial)
    }
}

/// Made in a view's initializer, which is nonisolated as SwiftUI's are; read and written only on the
/// main actor, by evaluations and actions, hence `@unchecked Sendable`.
nonisolated final class StateBox<Value>: @unchecked Sendable {
    let initial: Value
    var cell: StateCell<Value>?
    /// Before the view is evaluated on a screen (its initializer, say), the value lives here.
    var unlinked: Value

    init(initial: Value) {
        self.initial = initial
        unlinked = initial
    }

    var value: Value {
        get { cell?.value ?? unlinked }
        set { if let cell { cell.value = newValue } else { unlinked = newValue } }
    }
}

/// A property of a view that NavigatorUI connects to the screen before the view's body is evaluated.
/// `field` is the property's name in its view: a property kept at the view's place in the hierarchy
/// (`@State`) keeps its value under that name in the place's node (`_RenderContext.node()`); the others
/// (`@Environment`) never make one.
@usableFromInline protocol _DynamicProperty {
    func _link(in context: _RenderContext, field: String)
    /// Whether the property at `a` leaves its view the same as the one at `b` (Replay.swift): one its
    /// place keeps (`@State`) or the environment gives (compared apart) does; an `@ObservedObject` of
    /// another object doesn't.
    nonisolated static func _isSame(at a: UnsafeRawPointer, as b: UnsafeRawPointer) -> Bool
}

extension _DynamicProperty {
    /// The property's size in a view.
    static var _size: Int { MemoryLayout<Self>.size }

    @usableFromInline nonisolated static func _isSame(at a: UnsafeRawPointer, as b: UnsafeRawPointer) -> Bool { true }

    /// Connects the property stored at `address` (a view's field, found by its type's layout).
    static func _link(at address: UnsafeRawPointer, in context: _RenderContext, field: String) {
        address.assumingMemoryBound(to: Self.self).pointee._link(in: context, field: field)
    }
}

/// Reads and writes a value that lives elsewhere: `$count` of a `@State`, a model's property.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    nonisolated let accessors: Accessors<Value>

    /// A binding that reads with `get` and writes with `set`.
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        accessors = Accessors(get: get, set: set)
    }

    /// A binding through accessors made before (a `@State`'s, kept by its cell).
    nonisolated init(accessors: Accessors<Value>) { self.accessors = accessors }

    /// The binding a parent hands down: what `@Binding var value: Int` is made from with `$value`.
    nonisolated public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    nonisolated public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { accessors.get() }
        nonmutating set { accessors.set(newValue) }
    }

    /// The binding itself: `$value`, to hand it further down.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$settings.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.accessors.get()[keyPath: keyPath] }, set: { var value = self.accessors.get(); value[keyPath: keyPath] = $0; self.accessors.set(value) })
    }
}

/// Bindings to the properties of an `@Observable` model: `$model.name`.
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value: AnyObject & Observable> {
    @usableFromInline nonisolated let object: ObjectBox<Value>
    /// The model.
    public var wrappedValue: Value {
        get { object.value }
        nonmutating set { object.value = newValue }
    }
    /// Bindings to `wrappedValue`: `@Bindable var model: Model`.
    nonisolated public init(wrappedValue: Value) { object = ObjectBox(wrappedValue) }
    /// Bindings to a model, in a body: `Bindable(model).name`.
    nonisolated public init(_ wrappedValue: Value) { object = ObjectBox(wrappedValue) }
    /// Itself: `$model.name` is a binding to the property.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the model's property: `$model.name`.
    ///
    /// Inlined where `$model.name` is written, the key path is a constant there: the optimizer then
    /// makes the closure capturing it call the property's getter and setter, with no key path walked
    /// and no write-back buffer at run time (a push through `NavigationStack(path: $model.path)` cost
    /// 4,300 instructions less). It does so only for a key path captured once, so one closure reads
    /// (given `nil`) and writes (given a value), and the binding's two call it.
    @inlinable @inline(__always)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = self.object.value
        let access: (Subject?) -> Subject? = { newValue in
            if let newValue {
                object[keyPath: keyPath] = newValue
                return nil
            }
            return object[keyPath: keyPath]
        }
        return Binding(get: { access(nil)! }, set: { _ = access($0) })
    }
}

/// A binding's reading and writing, made where the binding is made (a nonisolated initializer among
/// them); called only on the main actor.
nonisolated final class Accessors<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
}

/// The model of a `@Bindable`, as `StateBox`.
@usableFromInline
nonisolated final class ObjectBox<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    init(_ value: Value) { self.value = value }
}

// A binding to a collection is a collection of bindings to its elements, as SwiftUI's: what
// `ForEach($items) { $item in TextField("Name", text: $item.name) }` goes through. Each element's
// binding reads and writes the element at its index through the collection's binding.
extension Binding: Sequence, Collection where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    nonisolated public var startIndex: Index { accessors.get().startIndex }
    nonisolated public var endIndex: Index { accessors.get().endIndex }
    nonisolated public var indices: Indices { accessors.get().indices }
    nonisolated public func index(after index: Index) -> Index { accessors.get().index(after: index) }
    /// A binding to the element at `position`.
    nonisolated public subscript(position: Index) -> Binding<Value.Element> {
        let accessors = self.accessors
        return Binding<Value.Element>(get: { accessors.get()[position] }, set: { element in
            var collection = accessors.get()
            collection[position] = element
            accessors.set(collection)
        })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    nonisolated public func index(before index: Index) -> Index { accessors.get().index(before: index) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
