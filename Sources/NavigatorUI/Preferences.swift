// SwiftUI's preferences: values views under a view pass up to it (`.preference(key:value:)`), read by
// `.onPreferenceChange` (an action, as `onChange` runs one), `.transformPreference`, and
// `.overlayPreferenceValue`/`.backgroundPreferenceValue` (a view drawn from the value).

/// A value views pass up to the views around them, as SwiftUI's: each view's value is combined with
/// the next one's, in the order written, by `reduce`.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value`, the views' so far, with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension _RenderContext {
    /// A view passes `value` up for `Key`: combined with what the views around it collect so far, if
    /// one collects it.
    func pass<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        let id = ObjectIdentifier(key)
        guard var collected = preferences[id] as? Key.Value else { return }
        Key.reduce(value: &collected, nextValue: { value })
        preferences[id] = collected
    }
}

/// A view passing a value up for a preference key (`.preference(key:value:)`): its own, in place of
/// what the views under it passed.
@usableFromInline struct _PreferenceView<Content: View, Key: PreferenceKey>: _PrimitiveView {
    let content: Content
    let value: Key.Value
    public func _render(into context: _RenderContext) {
        guard context.preferences[ObjectIdentifier(Key.self)] != nil else { return context.evaluate(content, at: "preference") }
        // What the views under it passed gives way to its own.
        let id = ObjectIdentifier(Key.self), outer = context.preferences[id]
        context.preferences[id] = nil
        context.evaluate(content, at: "preference")
        context.preferences[id] = outer
        context.pass(value, for: Key.self)
    }
}

/// A view whose views' values for a key are read (`.onPreferenceChange`, `.transformPreference`, and a
/// view drawn from them).
@usableFromInline struct _PreferenceReaderView<Content: View, Key: PreferenceKey, Drawn: View>: _PrimitiveView {
    let content: Content
    /// Runs with the values collected, as `onChange` runs: when they changed since the last evaluation.
    let onChange: ((Key.Value, ChangeSeen) -> ChangeRecord)?
    /// Changes the values collected before they go on up.
    let transform: ((inout Key.Value) -> Void)?
    /// A view drawn from the values collected, after the content (an overlay's or a background's).
    let drawn: ((Key.Value) -> Drawn)?

    public func _render(into context: _RenderContext) {
        let id = ObjectIdentifier(Key.self), outer = context.preferences[id]
        context.preferences[id] = Key.defaultValue
        context.evaluate(content, at: "reader")
        var value = context.preferences[id] as? Key.Value ?? Key.defaultValue
        context.preferences[id] = outer
        transform?(&value)
        context.pass(value, for: Key.self)
        if let drawn { context.evaluate(drawn(value), at: "drawn") }
        if let onChange { context.extras.changes.append(onChange(value, context.changeSeen())) }
    }
}

extension View {
    /// Passes `value` up for `key` to the views around this one (in place of what the views under it pass).
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _PreferenceView<Self, K>(content: self, value: value)
    }

    /// Runs `action` with the values the views under this one pass up for `key`, when they change (and
    /// when the view is first evaluated), as `onChange` runs its action.
    public consuming func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        _PreferenceReaderView<Self, K, EmptyView>(content: self, onChange: { value, seen in
            ChangeRecord(seen: seen, value: value, isEqual: { ($0 as? K.Value) == value }, run: { _ in action(value) }, initial: true)
        }, transform: nil, drawn: nil)
    }

    /// Changes the values the views under this one pass up for `key` before they go on up.
    public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        _PreferenceReaderView<Self, K, EmptyView>(content: self, onChange: nil, transform: callback, drawn: nil)
    }

    /// Draws the view `transform` makes from the values the views under this one pass up for `key`: a
    /// terminal draws it after this one.
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceReaderView<Self, K, V>(content: self, onChange: nil, transform: nil, drawn: transform)
    }

    /// Draws the view `transform` makes from the values the views under this one pass up for `key`: a
    /// terminal draws it after this one.
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceReaderView<Self, K, V>(content: self, onChange: nil, transform: nil, drawn: transform)
    }
}
