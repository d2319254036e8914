// The environment: values and objects a view hands down to everything under it (its destinations and
// the sheets it presents included), read with `@Environment`.
import Observation

/// Dismisses the screen it was read on (SwiftUI's `DismissAction`): a sheet's or cover's root
/// dismisses the presentation, a pushed screen pops off its stack; on the root screen it does nothing.
nonisolated public struct DismissAction {
    // The host and the screen, held: not a closure made (and freed) for every screen evaluated.
    let reference: HostReference
    let screenID: UInt64?
    /// Dismisses the screen: `dismiss()`. On the main actor, as SwiftUI's.
    @MainActor public func callAsFunction() {
        if let screenID { reference.host?.dismiss(screenID: screenID) }
    }
}

/// A key for a value of your own in `EnvironmentValues`, as SwiftUI's:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = "none" }
/// extension EnvironmentValues {
///     var accent: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
nonisolated public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment(\.name)`: `dismiss`, `isPresented`, and your own keys.
/// Set one for a view and everything under it with `.environment(\.name, value)`.
nonisolated public struct EnvironmentValues {
    /// Dismisses the screen of the view that reads it.
    public var dismiss: DismissAction {
        get { storage.dismiss }
        set { uniqueStorage().dismiss = newValue }
    }
    /// True on a screen that is presented (a sheet's or cover's) or pushed on a stack; false on the root.
    public var isPresented: Bool {
        get { storage.isPresented }
        set { uniqueStorage().isPresented = newValue }
    }
    /// False under `.disabled(true)`: a `ButtonStyle` or a view of yours reads it to draw itself disabled.
    public var isEnabled = true
    /// The edit mode of the screen the view is on, unless a view above gave its own (`editMode`).
    /// The screen's own edit mode, and through its host the app's scene (its phase).
    var screenEditMode: _ScreenEditMode? {
        get { storage.screenEditMode }
        set { uniqueStorage().screenEditMode = newValue }
    }
    /// Your keys' values, by key type, each in a box of its key's value type.
    @usableFromInline var values: [ObjectIdentifier: _EnvironmentValueBox] {
        get { storage.values }
        _modify { yield &uniqueStorage().values }
    }
    /// `@Observable` objects put in by `.environment(_:)` and `ObservableObject`s by `.environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { storage.objects }
        _modify { yield &uniqueStorage().objects }
    }

    /// The values but `isEnabled` (which `.disabled` turns off and on again around each view under
    /// it), in one object shared by the environment's copies until one is changed: an environment is
    /// copied for each screen, each `@Environment` and each destination, and a copy retained each part
    /// (a twentieth of a pushed screen's evaluation, callgrind).
    @usableFromInline nonisolated final class Storage: @unchecked Sendable {
        // Used on the main actor, by one evaluation at a time: not checked for exclusive access at run time.
        @exclusivity(unchecked) var dismiss: DismissAction
        @exclusivity(unchecked) var isPresented: Bool
        @exclusivity(unchecked) var screenEditMode: _ScreenEditMode?
        @exclusivity(unchecked) var values: [ObjectIdentifier: _EnvironmentValueBox] = [:]
        @exclusivity(unchecked) var objects: [ObjectIdentifier: AnyObject] = [:]

        init(dismiss: DismissAction, isPresented: Bool) {
            self.dismiss = dismiss
            self.isPresented = isPresented
        }

        func copy() -> Storage {
            let copy = Storage(dismiss: dismiss, isPresented: isPresented)
            copy.screenEditMode = screenEditMode
            copy.values = values
            copy.objects = objects
            return copy
        }
    }

    @usableFromInline var storage: Storage

    /// `storage`, copied first when another environment shares it.
    @usableFromInline mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    init(dismiss: DismissAction, isPresented: Bool) {
        storage = Storage(dismiss: dismiss, isPresented: isPresented)
    }

    /// Makes this environment `base` (or a new one's values) with a screen's own `dismiss`,
    /// `isPresented` and edit mode, in its own storage when nothing else holds that: a reused render
    /// context's environment, whose screen is gone, takes the next screen's values in place (a copy of
    /// the base's storage and its release were a fortieth of a push). `false` when it can't.
    mutating func reset(to base: EnvironmentValues?, dismiss: DismissAction, isPresented: Bool, editMode: _ScreenEditMode?) -> Bool {
        guard isKnownUniquelyReferenced(&storage) else { return false }
        isEnabled = base?.isEnabled ?? true
        storage.dismiss = dismiss
        storage.isPresented = isPresented
        storage.screenEditMode = editMode
        // Every part set again, as a copy of the base's storage would have it.
        storage.values = base?.storage.values ?? [:]
        storage.objects = base?.storage.objects ?? [:]
        return true
    }

    /// The value of a key of your own, or its `defaultValue` when no view above set it.
    // Inlinable: made in your module, a key of yours is read with its value's type known (the generic
    // form looked up `Optional<Value>`'s metadata and made a closure at every read).
    @inlinable
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return Self.value(in: box, of: key)
        }
        set { values[ObjectIdentifier(key)] = _TypedEnvironmentValueBox(newValue) }
    }

    /// The value in a key's box. A key's box is only ever set by the subscript's setter, as a box of
    /// its value's type: no dynamic cast (which looked the value's conformances up at every read).
    @inlinable
    static func value<Key: EnvironmentKey>(in box: _EnvironmentValueBox, of key: Key.Type) -> Key.Value {
        unsafeDowncast(box, to: _TypedEnvironmentValueBox<Key.Value>.self).value
    }

    func object<T: AnyObject>(_ type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
}

/// A value of a key of yours in an environment (`_TypedEnvironmentValueBox`).
@usableFromInline
nonisolated class _EnvironmentValueBox: @unchecked Sendable {
    @usableFromInline init() {}
    /// Whether `other` holds the same value, bit for bit (Replay.swift).
    func isSame(as other: _EnvironmentValueBox) -> Bool { false }
}

/// A value of type `Value` in an environment: what a key whose value is a `Value` is set to.
@usableFromInline
nonisolated final class _TypedEnvironmentValueBox<Value>: _EnvironmentValueBox, @unchecked Sendable {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
    override func isSame(as other: _EnvironmentValueBox) -> Bool {
        guard let other = other as? _TypedEnvironmentValueBox<Value> else { return false }
        return _RenderContext.sameBits(value, other.value)
    }
}

/// A value from the view's environment: `@Environment(\.dismiss) private var dismiss`, or an
/// `@Observable` object put in by an ancestor's `.environment(model)`: `@Environment(Model.self) var model`.
@propertyWrapper public struct Environment<Value>: _DynamicProperty {
    @usableFromInline nonisolated let box: EnvironmentBox<Value>

    // The initializers are inlinable: a view of yours is made at every evaluation of the view above
    // it, and made in your module its box's type is looked up once.

    /// The environment value at `keyPath`: `@Environment(\.dismiss) private var dismiss`.
    /// Inlined where the view is declared: the key path is then a constant there, and the optimizer
    /// makes the closure that reads it call the property's getter, with no key path at run time.
    @inlinable @inline(__always)
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        box = EnvironmentBox(access: { environment, name in
            guard let environment else {
                name = String(describing: keyPath)
                return nil
            }
            return environment[keyPath: keyPath]
        })
    }

    /// The `@Observable` object of this type that an ancestor put in with `.environment(_:)`. Reading
    /// it where none was put in stops the program with the type's name, as SwiftUI does.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        box = EnvironmentBox(access: { environment, name in
            guard let environment else {
                name = "\(Value.self)"
                return nil
            }
            guard let object = environment.object(Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// The `@Observable` object of this type that an ancestor put in, or `nil` when none did.
    nonisolated public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        box = EnvironmentBox(access: { environment, name in
            guard let environment else {
                name = "\(T.self)"
                return nil
            }
            return environment.object(T.self)
        })
    }

    /// The value, read from the environment the view's body is evaluated in.
    /// (Inlinable: read in your module, the value's type is known and nothing is looked up at run time.)
    @inlinable
    public var wrappedValue: Value {
        guard let environment = box.environment else { box.readOutsideBody() }
        var unused = ""
        return box.access(environment, &unused)!
    }

    /// Keeps the environment the body is evaluated in; the value is read from it when the body (or an
    /// action it made) reads it: a dismiss action read only when a button is pressed costs a view's
    /// evaluation nothing.
    public func _link(in context: _RenderContext, field: String) { box.environment = context.environment }
}

/// As `StateBox`: made in a nonisolated initializer, used only on the main actor. An `@Environment`
/// keeps one closure, which reads its value from an environment (or names it, given none): made where
/// the view is declared, from a key path that is a constant there, it captures nothing (no object to
/// make per view evaluated) and calls the property's getter (no key path walked at run time).
@usableFromInline
nonisolated final class EnvironmentBox<Value>: @unchecked Sendable {
    /// Reads the value from `environment`; given none, writes its key path's or type's name to `name`
    /// (for the error of a read outside a body) and returns `nil`.
    @usableFromInline typealias Access = (_ environment: EnvironmentValues?, _ name: inout String) -> Value?
    @usableFromInline let access: Access
    /// The environment of the body last evaluated; `nil` before the first evaluation. Written when the
    /// body is evaluated and read by it, on the main actor: not checked for exclusive access at run time.
    @exclusivity(unchecked) @usableFromInline var environment: EnvironmentValues?

    @usableFromInline
    init(access: @escaping Access) { self.access = access }

    /// Stops the program: the value was read with no body evaluated. What it reads is named only then
    /// (a key path's description costs about 10,000 instructions, and views are made on every evaluation).
    @usableFromInline
    func readOutsideBody() -> Never {
        var name = ""
        _ = access(nil, &name)
        fatalError("@Environment(\(name)) read outside a view's body")
    }
}

/// A view whose environment, and that of everything under it, is changed.
@usableFromInline struct _EnvironmentWritingView<Content: View>: _PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    public func _render(into context: _RenderContext) {
        let outer = context.environment
        transform(&context.environment)
        context.evaluate(content, at: "env")
        context.environment = outer
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and everything under it (its
    /// destinations and sheets included), read with `@Environment(Type.self)`.
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _EnvironmentWritingView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Sets an environment value for this view and everything under it: `.environment(\.accent, "red")`.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
    }
}
