import Foundation
import Navigation
import Observation
import Restoration

/// The values of `@AppStorage` and `@SceneStorage`, by key, as JSON texts; observed, so that a view
/// that read a value redraws when it changes.
///
/// An `App` keeps them in `storage.json` in its state folder (`$XDG_STATE_HOME/APP`, else
/// `~/.local/state/APP`, APP the app type's name), saved by Restoration's `PathStore` as the navigation
/// state is: each change a journal line, snapshots written to a temporary file and renamed, never
/// through a symbolic link, a bad file set aside as `storage.json.bad-<time>`, one writer at a time
/// (a second instance reads the values and saves nothing). Views run by `Headless.run(view)` keep them
/// in memory.
@Observable nonisolated final class StorageValues {
    /// The storage of the app running: what a storage property outside a view reads and writes (an
    /// `@AppStorage` in an `ObservableObject` or an `@Observable` model, as SwiftUI's reads the user's
    /// defaults wherever it is). The last `ViewHost` made, or the `App`'s saved storage.
    nonisolated(unsafe) static var current: StorageValues?
    private(set) var values: [String: String] = [:]
    @ObservationIgnored private var store: PathStore?
    @ObservationIgnored private var lock: StateLock?
    @ObservationIgnored private var hasSaved = false
    /// Notices about the file (a bad file set aside, another instance holding it).
    @ObservationIgnored private(set) var problems: [String] = []

    /// Values in memory only.
    init() {}

    /// The values saved in `file`, loaded now; changes are saved there once this process holds the
    /// file's lock, which the first change takes (an app that stores nothing makes no file).
    init(file: String) {
        let store = PathStore(file: file) { [unowned self] in self.state }
        let restored = store.load()
        problems = restored.problems.map { "\($0)" }
        for element in restored.state.path.elements { values[element.typeName] = element.json }
        self.file = file
        self.store = store
    }

    @ObservationIgnored private var file: String?

    /// The store to write to: the first time, the file's lock is taken; another instance holding it
    /// leaves the values in memory.
    private func writableStore() -> PathStore? {
        guard let store, let file else { return nil }
        if lock != nil { return store }
        switch StateLock.acquire(stateFile: file) {
        case .acquired(let lock):
            self.lock = lock
            return store
        case .heldByOther(let holder):
            problems.append("\(file) is saved by another instance (\(holder)): this one keeps its storage in memory")
        case .notNeeded, .unavailable:
            break  // the store has said why it can't save: nothing to lock
        }
        self.store = nil
        return nil
    }

    /// The values as a navigation state: one element per key, sorted, its type name the key.
    private var state: NavigationState {
        NavigationState(path: .init(elements: values.keys.sorted().map { .init(typeName: $0, json: values[$0]!) }))
    }

    func value(for key: String) -> String? { values[key] }

    func set(_ json: String?, for key: String) {
        guard values[key] != json else { return }
        values[key] = json
        guard let store = writableStore() else { return }
        // The session's first change writes a whole snapshot (the file exists from then on), the
        // next ones a journal line each.
        if hasSaved { store.record(.replace(stack: 0, path: state.path)) } else { store.save(state) }
        hasSaved = true
    }

    /// When the journal's last lines are due on the disk.
    var flushDeadline: ContinuousClock.Instant? { store?.flushDeadline }
    func flushIfDue(now: ContinuousClock.Instant) { store?.flushIfDue(now: now) }
    func flush() { store?.flush() }

    /// The storage file of an app: `storage.json` in its state folder.
    static func file(forApp name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folder: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.local/state"
        } else {
            return nil
        }
        return folder + "/" + name + "/storage.json"
    }
}

/// How a storage value is written as JSON and read back.
nonisolated struct StorageCodec<Value> {
    let encode: (Value) -> String?
    let decode: (String) -> Value?

    static func json<T: Codable>(_ type: T.Type) -> StorageCodec<T> {
        StorageCodec<T>(
            encode: { value in (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } },
            decode: { text in try? JSONDecoder().decode(T.self, from: Data(text.utf8)) })
    }

    static func raw<T: RawRepresentable>(_ type: T.Type) -> StorageCodec<T> where T.RawValue: Codable {
        let raw = StorageCodec<T.RawValue>.json(T.RawValue.self)
        return StorageCodec<T>(encode: { raw.encode($0.rawValue) }, decode: { raw.decode($0).flatMap(T.init(rawValue:)) })
    }

    /// An optional's: `nil` removes the key.
    static func optional<T>(_ wrapped: StorageCodec<T>) -> StorageCodec<T?> {
        StorageCodec<T?>(encode: { $0.flatMap(wrapped.encode) }, decode: { wrapped.decode($0) })
    }
}

/// A storage property's key, default and codec, and the values it is linked to (made in a nonisolated
/// initializer, used on the main actor).
nonisolated final class StorageBox<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    var storage: StorageValues?
    /// Before the view is evaluated on a screen, the value lives here.
    var unlinked: Value?

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// A binding to the value.
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }

    /// Whether `other` stores under the same key with the same default (bit for bit, Replay.swift).
    func isSame(as other: StorageBox<Value>) -> Bool {
        key == other.key && _RenderContext.sameBits(defaultValue, other.defaultValue)
    }

    var value: Value {
        get {
            guard let storage = storage ?? StorageValues.current else { return unlinked ?? defaultValue }
            return storage.value(for: key).flatMap(codec.decode) ?? defaultValue
        }
        set {
            guard let storage = storage ?? StorageValues.current else { unlinked = newValue; return }
            storage.set(codec.encode(newValue), for: key)
        }
    }
}

/// A value kept for the app, across launches, as SwiftUI's `@AppStorage` keeps it in the user's
/// defaults: `@AppStorage("sortOrder") private var sortOrder = "name"`. Changing it redraws the views
/// that read it and saves it (see the README's "SwiftUI code, as written"). It stores the types
/// SwiftUI's does: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, a `RawRepresentable` with an `Int`
/// or `String` raw value, and the optional of each (no default: `nil`).
@propertyWrapper public struct AppStorage<Value>: _DynamicProperty {
    nonisolated let box: StorageBox<Value>

    /// The stored value; setting it saves it and redraws the views that read it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }

    public func _link(in context: _RenderContext, field: String) { box.storage = context.host.storage }

    /// The same key and default: a view handed another reads another value.
    @usableFromInline nonisolated static func _isSame(at a: UnsafeRawPointer, as b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee.box.isSame(as: b.assumingMemoryBound(to: Self.self).pointee.box)
    }

    /// A `Bool` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .json(Bool.self)) }
    /// An `Int` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .json(Int.self)) }
    /// A `Double` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .json(Double.self)) }
    /// A `String` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == String { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .json(String.self)) }
    /// A `URL` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .json(URL.self)) }
    /// A `Data` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .json(Data.self)) }
    /// A value with an `Int` raw value stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .raw(Value.self)) }
    /// A value with a `String` raw value stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { box = StorageBox(key: "app." + key, defaultValue: wrappedValue, codec: .raw(Value.self)) }
    /// An optional `Bool` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Bool? { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.json(Bool.self))) }
    /// An optional `Int` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Int? { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.json(Int.self))) }
    /// An optional `Double` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Double? { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.json(Double.self))) }
    /// An optional `String` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == String? { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.json(String.self))) }
    /// An optional `URL` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == URL? { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.json(URL.self))) }
    /// An optional `Data` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Data? { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.json(Data.self))) }
    /// An optional value with an `Int` raw value stored under `key`; `nil` until it is set.
    nonisolated public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.raw(R.self))) }
    /// An optional value with a `String` raw value stored under `key`; `nil` until it is set.
    nonisolated public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { box = StorageBox(key: "app." + key, defaultValue: nil, codec: .optional(.raw(R.self))) }
}

/// A value kept for the scene (the app's window), restored with its navigation when the app starts
/// again, as SwiftUI's `@SceneStorage`: `@SceneStorage("navigationPath") private var savedPath: Data?`.
/// It stores the types `AppStorage` does.
@propertyWrapper public struct SceneStorage<Value>: _DynamicProperty {
    nonisolated let box: StorageBox<Value>

    /// The stored value; setting it saves it and redraws the views that read it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }

    public func _link(in context: _RenderContext, field: String) { box.storage = context.host.storage }

    /// The same key and default: a view handed another reads another value.
    @usableFromInline nonisolated static func _isSame(at a: UnsafeRawPointer, as b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee.box.isSame(as: b.assumingMemoryBound(to: Self.self).pointee.box)
    }

    /// A `Bool` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .json(Bool.self)) }
    /// An `Int` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .json(Int.self)) }
    /// A `Double` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .json(Double.self)) }
    /// A `String` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == String { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .json(String.self)) }
    /// A `URL` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .json(URL.self)) }
    /// A `Data` stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .json(Data.self)) }
    /// A value with an `Int` raw value stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .raw(Value.self)) }
    /// A value with a `String` raw value stored under `key`; `wrappedValue` until it is first set.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { box = StorageBox(key: "scene." + key, defaultValue: wrappedValue, codec: .raw(Value.self)) }
    /// An optional `Bool` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Bool? { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.json(Bool.self))) }
    /// An optional `Int` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Int? { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.json(Int.self))) }
    /// An optional `Double` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Double? { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.json(Double.self))) }
    /// An optional `String` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == String? { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.json(String.self))) }
    /// An optional `URL` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == URL? { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.json(URL.self))) }
    /// An optional `Data` stored under `key`; `nil` until it is set.
    nonisolated public init(_ key: String) where Value == Data? { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.json(Data.self))) }
    /// An optional value with an `Int` raw value stored under `key`; `nil` until it is set.
    nonisolated public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.raw(R.self))) }
    /// An optional value with a `String` raw value stored under `key`; `nil` until it is set.
    nonisolated public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { box = StorageBox(key: "scene." + key, defaultValue: nil, codec: .optional(.raw(R.self))) }
}
