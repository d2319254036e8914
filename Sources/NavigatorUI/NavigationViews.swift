import TerminalUI

/// A navigation stack: its content is the root screen; links push values (drawn by the
/// `navigationDestination(for:)` registered in the content) or views above it.
///
/// With `path:`, the stack and the binding are kept equal both ways: a link opened or a level popped
/// writes the binding, and a change of the binding (a button's `path.append(...)`) moves the stack.
public struct NavigationStack<Root: View>: _PrimitiveView {
    let root: Root
    let path: _PathBinding?

    /// A stack that manages its own path: links push onto it, and back pops.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose path is an array of one type of values: the binding and the stack are kept equal.
    public init<Element: Hashable>(path: Binding<[Element]>, @ViewBuilder root: () -> Root) {
        self.root = root()
        // The path is read on every key: read as it was last time while the array is the same one,
        // it costs nothing however deep it is.
        let erased = _ErasedPath<Element>()
        self.path = _PathBinding(
            get: { erased.path(of: path.wrappedValue) },
            set: { path.wrappedValue = erased.array(for: $0) },
            valueType: CodableTypes.name(of: Element.self)
        )
    }

    /// A stack whose path is a `NavigationPath`, holding values of any `Hashable` type.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        // The binding's own accessors: no closure around them, read at every push and pop.
        self.path = _PathBinding(get: path.accessors.get, set: path.accessors.set)
    }

    public func _render(into context: _RenderContext) {
        if context.isInStack {
            // Named as TerminalUI names a nested stack: its values' type when its path says it, and
            // the title of its root.
            let kind = path?.valueType.map { "a stack of \($0)" } ?? "a NavigationStack"
            let title = context.host.title(of: root, environment: context.environment)
            context.nestedStack = if let title { "\(kind) rooted at “\(title)”" } else { kind }
            return
        }
        context.isInStack = true
        context.stackKey = context.key
        if let path { context.pathBinding = path }
        context.evaluate(root, at: "stack")
    }
}

/// A navigation stack's path, read and written as a `NavigationPath` whatever the binding's type.
@usableFromInline struct _PathBinding {
    /// The path now: the very same `NavigationPath` (`isIdentical(to:)`) while nothing changed it.
    let get: () -> NavigationPath
    let set: (NavigationPath) -> Void
    /// The type of the values of a `[T]` path; `nil` for a `NavigationPath`, which holds any.
    var valueType: String? = nil
}

/// An array path seen as a `NavigationPath`: wrapped again only where the array changed, and written
/// back from the path with what changed. (A binding to a model's array reads a copy and writes one:
/// each change copies the array, as it does in SwiftUI; a `NavigationPath` doesn't.)
nonisolated final class _ErasedPath<Element: Hashable>: @unchecked Sendable {
    private var source: [Element] = []
    private var erased = NavigationPath()

    func path(of array: [Element]) -> NavigationPath {
        guard !array.sharesStorage(with: source) else { return erased }
        // The values both begin with stay as they were wrapped.
        var same = 0
        let common = min(array.count, source.count)
        while same < common, array[same] == source[same] { same += 1 }
        var path = erased
        path.removeLastValues(path.count - same)
        for value in array[same...] { path.appendValue(AnyHashable(value)) }
        source = array
        erased = path
        return path
    }

    func array(for path: NavigationPath) -> [Element] {
        if path.isIdentical(to: erased) { return source }
        var array: [Element]
        if path.count >= erased.count, path.sharesPrefix(with: erased, count: erased.count) {
            array = source
            array.reserveCapacity(path.count)
            for index in erased.count..<path.count { if let value = Self.cast(path[index]) { array.append(value) } }
        } else if path.count < erased.count, path.sharesPrefix(with: erased, count: path.count) {
            array = Array(source.prefix(path.count))
        } else {
            array = []
            array.reserveCapacity(path.count)
            for index in 0..<path.count { if let value = Self.cast(path[index]) { array.append(value) } }
        }
        source = array
        erased = array.count == path.count ? path : NavigationPath(elements: array.map { AnyHashable($0) })
        return array
    }

    private static func cast(_ value: AnyHashable) -> Element? { (value as? Element) ?? (value.base as? Element) }
}

extension Array {
    /// The same storage, so the same elements: comparing them costs nothing.
    nonisolated func sharesStorage(with other: [Element]) -> Bool {
        count == other.count && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}

/// A link that pushes a value (drawn by the destination registered for its type) or a view.
///
/// Outside a navigation stack it is drawn disabled, as SwiftUI draws it.
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    @usableFromInline let label: Label
    /// Wrapped in an `AnyHashable` only when the link is opened (`NavigationAction.pushAny`): that looks
    /// the value's type up at run time, and a screen draws many links for the one opened.
    @usableFromInline let value: (any Hashable)?
    @usableFromInline let destination: Destination?

    // The value links' initializers are inlinable: a list's row makes one, and made in your module they
    // are specialized for your value's type (no look-up of `Optional<P>` and the link's type per row).

    /// A link that pushes `value`, drawn with `label`; with `nil` it is disabled.
    @inlinable
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        if let value { self.value = value } else { self.value = nil }
        destination = nil
    }
    /// A link titled `titleKey` that pushes `value`: `NavigationLink("Mint", value: Color.mint)`.
    @inlinable
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }
    /// A link titled with a string that pushes `value`.
    @inlinable
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
        self.init(value: value) { Text(title) }
    }
    /// A link that pushes the view `destination` builds: on the stack, not a value of the path.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        value = nil
    }
    /// A link that pushes `destination`: on the stack, not a value of the path.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
    }
    /// A link titled `titleKey` that pushes the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string that pushes the view `destination` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination) { Text(title) }
    }

    public func _render(into context: _RenderContext) {
        let text = context.label(of: label, at: "link", fillsLine: true)
        if context.takesLabelOnly(text) { return }
        // A card (a label of several lines) is kept as it is laid out, selectable as a whole.
        if let first = context.blockLabel(of: label, at: "link") { return context.addBlock(link(text, in: context), linesFrom: first) }
        // Made by a function and handed over as it returns: moved into the screen's links, not copied.
        context.add(link(text, in: context))
    }

    private func link(_ text: TerminalUI.Text, in context: _RenderContext) -> TerminalUI.ScreenLink {
        var link: TerminalUI.ScreenLink
        // A value link first: its destination is `nil`, and `Optional<Destination>` is looked up only
        // in `destinationLink`.
        // The value copied out once (an existential's copy).
        if let value = self.value {
            if let selection = context.selection {
                // In a list with a selection, a value link selects (SwiftUI's `List(_:selection:)`); a
                // value of another type pushes as usual.
                let value = AnyHashable(value)
                link = TerminalUI.ScreenLink(text, action: .push(value), section: context.section)
                let push = link.action
                link.action = .perform { [reference = context.host.reference] in
                    if !selection.select(value), case .push(let pushed) = push { reference.host?.router.push(pushed) }
                }
            } else {
                // Wrapped in an `AnyHashable` only if it is opened (`NavigationAction.pushAny`).
                link = TerminalUI.ScreenLink(text, action: .pushAny(value), section: context.section)
            }
        } else {
            link = destinationLink(text, in: context)
        }
        if !context.isInStack {
            link.isEnabled = false
            link.disabledReason = "outside a navigation stack"
        }
        return link
    }

    /// The link of a view link (or of a value link with no value: disabled).
    @inline(never)
    private func destinationLink(_ text: TerminalUI.Text, in context: _RenderContext) -> TerminalUI.ScreenLink {
        guard let destination else {
            return TerminalUI.ScreenLink(text, action: .perform {}, isEnabled: false, disabledReason: "no value", section: context.section)
        }
        let host = context.host, environment = context.environment
        let title = host.title(of: destination, environment: environment) ?? text.string
        return .view(text, title: title, section: context.section) { [reference = host.reference] screen in
            reference.host?.screen(destination, context: screen, fallbackTitle: title, environment: environment) ?? Screen(title: title)
        }
    }
}

/// A view with a title for the navigation stack's breadcrumbs and its screen's heading.
@usableFromInline struct _TitledView<Content: View>: _PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let title: String
    @inlinable init(content: Content, title: String) {
        self.content = content
        self.title = title
    }
    @inlinable
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "title")
        // The innermost title wins, as in SwiftUI.
        if context.title == nil { context.title = title }
    }
}

/// A view that registers the destination of a type of value for the stack it is in.
@usableFromInline struct _DestinationView<Content: View, Data: Hashable, Destination: View>: _PrimitiveView {
    let content: Content
    let destination: (Data) -> Destination
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "dest")
        context.host.extras.destinationEnvironments[ObjectIdentifier(Data.self)] = context.environment
        context.declaredEnvironments[ObjectIdentifier(Data.self)] = context.environment
        context.registrations[ObjectIdentifier(Data.self)] = _Registration { [destination] destinations, host in
            host.register(Data.self, destination: destination, in: &destinations)
        }
    }
}

/// A view that pushes a destination while a Boolean binding is true.
@usableFromInline struct _PresentedDestinationView<Content: View, Destination: View>: _PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: () -> Destination
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "presented")
        let isPresented = isPresented, destination = destination, environment = context.environment
        context.presented.append(_PresentedRecord(
            key: context.key,
            item: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            setItem: { isPresented.wrappedValue = $0 != nil },
            view: { _ in AnyViewBox(building: destination, environment: environment) }
        ))
    }
}

/// A view that pushes a destination for an optional item while it holds a value.
@usableFromInline struct _ItemDestinationView<Content: View, Item: Hashable, Destination: View>: _PrimitiveView {
    let content: Content
    let item: Binding<Item?>
    let destination: (Item) -> Destination
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "item")
        let item = item, destination = destination, environment = context.environment
        context.presented.append(_PresentedRecord(
            key: context.key,
            item: { item.wrappedValue.map { AnyHashable($0) } },
            setItem: { item.wrappedValue = $0.flatMap { ($0 as? Item) ?? ($0.base as? Item) } },
            view: { value in AnyViewBox(building: { destination((value as? Item) ?? (value.base as! Item)) }, environment: environment) }
        ))
    }
}

extension View {
    // The modifiers made in a body are inlinable: specialized in your module for the view they modify.

    /// The title of the screen this view is on: its heading and its breadcrumb.
    @inlinable
    public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _TitledView(content: self, title: titleKey.key) }
    /// The title of the screen this view is on, from a string.
    @inlinable
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _TitledView(content: self, title: String(title)) }
    /// The title of the screen this view is on, from a text's content.
    public consuming func navigationTitle(_ title: Text) -> some View { _TitledView(content: self, title: title.content) }

    /// The view drawn for values of `data` pushed on the enclosing navigation stack.
    public consuming func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _DestinationView(content: self, destination: destination)
    }

    /// Pushes `destination` while `isPresented` is true; going back over it sets it to false.
    public consuming func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V) -> some View {
        _PresentedDestinationView(content: self, isPresented: isPresented, destination: destination)
    }

    /// Pushes `destination` for `item` while it holds a value; going back over it sets it to `nil`.
    public consuming func navigationDestination<Item: Hashable, V: View>(item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> V) -> some View {
        _ItemDestinationView(content: self, item: item, destination: destination)
    }
}
