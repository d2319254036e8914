import Observation

/// A view's own value, kept as long as the view's place in the hierarchy (for a pushed screen: as long
/// as that level is on the stack); fresh when the view comes back new. Changing it redraws.
@propertyWrapper public struct State<Value>: _DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(initial: value) }
    public init(initialValue value: Value) { box = StateBox(initial: value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value: `$count`.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    public func _link(in context: _RenderContext, key: String) {
        if box.cell == nil || box.key != key {
            box.cell = context.cell(for: key, initial: box.initial)
            box.key = key
        }
    }
}

final class StateBox<Value> {
    let initial: Value
    var cell: StateCell<Value>?
    var key: String?
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

/// Where a `@State` value lives between evaluations: observed, so that the screen that read it
/// redraws when it changes.
@Observable final class StateCell<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property of a view that NavigatorUI connects to the screen before the view's body is evaluated.
public protocol _DynamicProperty {
    func _link(in context: _RenderContext, key: String)
}

/// Reads and writes a value that lives elsewhere: `$count` of a `@State`, a model's property.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.get()[keyPath: keyPath] }, set: { var value = self.get(); value[keyPath: keyPath] = $0; self.set(value) })
    }
}

/// Bindings to the properties of an `@Observable` model: `$model.name`.
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// Dismisses the screen it was read on: pops it off its stack (SwiftUI's `DismissAction`).
public struct DismissAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

/// The values a view reads with `@Environment(\.name)`.
public struct EnvironmentValues {
    public var dismiss: DismissAction
}

/// A value from the view's environment: `@Environment(\.dismiss) private var dismiss`.
@propertyWrapper public struct Environment<Value>: _DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value {
        guard let value = box.value else { fatalError("@Environment read outside a view's body: \(keyPath)") }
        return value
    }

    public func _link(in context: _RenderContext, key: String) { box.value = context.environment[keyPath: keyPath] }
}

final class EnvironmentBox<Value> {
    var value: Value?
}
