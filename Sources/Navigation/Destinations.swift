/// The destinations registered for a stack: for each value type, how a value of it is titled and
/// how its screen is built.
///
/// Like `navigationDestination(for:)`, a value's type picks its destination. Only the screen on top is
/// built (`content(for:context:)`); the levels below need only their titles, for breadcrumbs.
///
/// `Context` is what a screen is built with (the terminal UI passes the router and the depth);
/// `Content` is what it is built into (a terminal `Screen`, or anything a test wants).
public struct Destinations<Context, Content> {
    @usableFromInline struct Destination {
        let typeName: String
        @usableFromInline let title: (Any) -> String?
        @usableFromInline let content: (Any, Context) -> Content?
    }

    // Read by the inlinable look-ups below: specialized where the stack is (TerminalUI's StackApp),
    // a look-up doesn't make the runtime find `Destination`'s generic type on every frame.
    @usableFromInline var byType: [ObjectIdentifier: Destination] = [:]

    /// The types a saved or deep-linked path can be read back into: every `Codable` type registered
    /// here, and any registered on it directly (a value with no destination still round-trips).
    public var codableTypes = CodableTypes()

    public init() {}

    /// Registers the destination for values of the `Codable` type `type`, and its decoder, so that
    /// paths holding its values can be read back (`NavigationPath(_:types:)`).
    public mutating func register<V: Hashable & Codable>(
        _ type: V.Type,
        title: @escaping (V) -> String,
        content: @escaping (V, Context) -> Content
    ) {
        registerDestination(type, title: title, content: content)
        codableTypes.register(type)
    }

    /// Registers the destination for values of type `type`. A later registration for the same type
    /// replaces the earlier one.
    public mutating func register<V: Hashable>(
        _ type: V.Type,
        title: @escaping (V) -> String,
        content: @escaping (V, Context) -> Content
    ) {
        registerDestination(type, title: title, content: content)
    }

    private mutating func registerDestination<V: Hashable>(
        _ type: V.Type,
        title: @escaping (V) -> String,
        content: @escaping (V, Context) -> Content
    ) {
        byType[ObjectIdentifier(type)] = Destination(
            typeName: CodableTypes.name(of: type),
            // A value reaches its destination by its dynamic type (`byType`'s key): it is a `V`.
            title: { value in Swift.type(of: value) == V.self ? title(Self.value(value, as: V.self)) : nil },
            content: { value, context in Swift.type(of: value) == V.self ? content(Self.value(value, as: V.self), context) : nil }
        )
    }

    /// The value an `Any` holds, whose type is known to be `V`: taken out of the existential as it is
    /// opened, with no dynamic cast (`as! V` checked the type again, 500 instructions a screen).
    private static func value<V>(_ value: Any, as type: V.Type) -> V {
        func open<Held>(_ held: Held) -> V { unsafeBitCast(held, to: V.self) }
        return open(value)
    }

    /// Whether a destination is registered for the value's type.
    public func hasDestination(for value: any Hashable) -> Bool {
        byType[ObjectIdentifier(Self.dynamicType(of: value))] != nil
    }

    /// The value's title, or `nil` when its type has no destination.
    @inlinable
    public func title(for value: any Hashable) -> String? {
        let base = Self.unwrapped(value)
        return byType[ObjectIdentifier(type(of: base))]?.title(base)
    }

    /// Builds the value's screen, or `nil` when its type has no destination.
    @inlinable
    package func content(for value: any Hashable, context: Context) -> Content? {
        let base = Self.unwrapped(value)
        return byType[ObjectIdentifier(type(of: base))]?.content(base, context)
    }

    /// The content of a value a `NavigationPath` holds: its base is found without boxing the
    /// `AnyHashable` into an `any Hashable` and casting it back (1,500 instructions a push). Inlinable
    /// as the look-ups above: `Destination`'s generic type was found at run time on every push.
    @inlinable
    package func content(for value: AnyHashable, context: Context) -> Content? {
        let base = value.base
        return byType[ObjectIdentifier(type(of: base))]?.content(base, context)
    }

    /// The names of the registered types, sorted.
    package var registeredTypeNames: [String] { byType.values.map(\.typeName).sorted() }

    /// The type a value is looked up by: the wrapped value's type for an `AnyHashable`.
    package static func dynamicType(of value: any Hashable) -> Any.Type {
        type(of: unwrapped(value))
    }

    @usableFromInline
    static func unwrapped(_ value: any Hashable) -> Any {
        // Checking the type first spares every other value a cast to `AnyHashable`, which boxes it:
        // titles are looked up for each breadcrumb on every frame.
        if type(of: value) == AnyHashable.self, let erased = value as? AnyHashable { return erased.base }
        return value
    }
}
