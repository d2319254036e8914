// Sheets and full-screen covers: `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover(...)`,
// mapped onto the router's presentations (their own stacks, Esc, breadcrumbs).
import Navigation
import Observation
import TerminalUI

/// A `.sheet` or `.fullScreenCover` found on a screen: its binding, read as the identity and value
/// of what it presents (`nil` when nothing), cleared when the presentation is dismissed, and its view.
struct SheetRecord {
    let key: String
    let style: PresentationStyle
    let current: () -> (id: AnyHashable, value: Any)?
    let clear: () -> Void
    let view: (Any) -> AnyViewBox
    let onDismiss: (() -> Void)?
    /// The item itself, when it is `Hashable` and `Codable`: the presentation's root is then that value,
    /// so the navigation state saves it and a saved or deep-linked tree presenting it restores.
    let root: (Any) -> AnyHashable?
    /// Takes a presentation found on the stack (restored) as this sheet's, when its root is an item of
    /// this sheet's type: sets the binding to it and returns its identity.
    let adopt: (AnyHashable) -> (id: AnyHashable, value: Any)?
    /// Registers the item's type as a destination (for a type no `navigationDestination` draws).
    let itemType: (id: ObjectIdentifier, register: _Registration)?
}

/// The root value of a presentation that NavigatorUI put up: which screen's sheet it is, and the
/// identity of the item shown. Its screen is the sheet's view as the screen declaring it last drew it.
struct PresentedContent: Hashable, UnsavedByDesign, CustomStringConvertible {
    let key: String
    let id: AnyHashable
    /// What shows it, as a notice says it: the `isPresented:` flag, or the item's type.
    let shownBy: String

    var unsavedDescription: String { shownBy }
    /// What the event log (`e`, the app's log) says was presented: the item, or the flag's value,
    /// never this internal type.
    var description: String { String(describing: id.base) }
}

/// A view that presents a sheet or a full-screen cover while its binding says so.
@usableFromInline struct _PresentationView<Content: View>: _PrimitiveView {
    let content: Content
    let style: PresentationStyle
    let current: () -> (id: AnyHashable, value: Any)?
    let clear: () -> Void
    let view: (Any) -> AnyViewBox
    let onDismiss: (() -> Void)?

    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: style == .sheet ? "sheet" : "cover")
        let environment = context.environment, view = view
        context.extras.sheets.append(SheetRecord(
            key: context.key, style: style, current: current, clear: clear,
            view: { value in
                let box = view(value)
                return AnyViewBox(evaluate: box.evaluate, environment: environment)
            },
            onDismiss: onDismiss, root: root, adopt: adopt, itemType: itemType
        ))
    }

    let root: (Any) -> AnyHashable?
    let adopt: (AnyHashable) -> (id: AnyHashable, value: Any)?
    let itemType: (id: ObjectIdentifier, register: _Registration)?

    init<V: View>(_ content: Content, style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, view: @escaping () -> V) {
        self.content = content
        self.style = style
        current = { isPresented.wrappedValue ? (AnyHashable(true), true) : nil }
        clear = { isPresented.wrappedValue = false }
        self.view = { _ in AnyViewBox(view()) }
        self.onDismiss = onDismiss
        root = { _ in nil }
        adopt = { _ in nil }
        itemType = nil
    }

    init<Item: Identifiable, V: View>(_ content: Content, style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?, view: @escaping (Item) -> V) {
        self.content = content
        self.style = style
        current = { item.wrappedValue.map { (AnyHashable($0.id), $0) } }
        clear = { item.wrappedValue = nil }
        self.view = { AnyViewBox(view($0 as! Item)) }
        self.onDismiss = onDismiss
        if let codable = Item.self as? any (Hashable & Codable).Type {
            root = { ($0 as? any Hashable).map { AnyHashable($0) } }
            adopt = { value in
                guard let presented = value.as(Item.self) else { return nil }
                item.wrappedValue = presented
                return (AnyHashable(presented.id), presented)
            }
            itemType = (ObjectIdentifier(Item.self), _Registration { destinations, host in
                host.registerPresented(codable, in: &destinations)
            })
        } else {
            root = { _ in nil }
            adopt = { _ in nil }
            itemType = nil
        }
    }
}

extension AnyViewBox {
    init(evaluate: @escaping (_RenderContext) -> Void, environment: EnvironmentValues?) {
        self.evaluate = evaluate
        self.environment = environment
    }
}

extension View {
    /// Presents `content` as a sheet (a panel over the dimmed stack, with a stack of its own) while
    /// `isPresented` is true. Esc or `dismiss()` inside it sets `isPresented` to false, then calls `onDismiss`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationView(self, style: .sheet, isPresented: isPresented, onDismiss: onDismiss, view: content)
    }

    /// Presents a sheet for `item` while it holds a value; a different item (by `id`) presents anew.
    /// Dismissing it sets `item` to `nil`, then calls `onDismiss`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _PresentationView(self, style: .sheet, item: item, onDismiss: onDismiss, view: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true; the stack under it is
    /// not drawn. Esc or `dismiss()` inside it sets `isPresented` to false, then calls `onDismiss`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationView(self, style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, view: content)
    }

    /// Presents a full-screen cover for `item` while it holds a value.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _PresentationView(self, style: .fullScreenCover, item: item, onDismiss: onDismiss, view: content)
    }
}

extension ViewHost {
    /// Registers the destination that draws the presentations NavigatorUI puts up.
    func registerPresentations(in destinations: inout ScreenDestinations) {
        destinations.register(
            PresentedContent.self,
            title: { [reference] presented in
                guard let self = reference.host, let view = self.presentedView(presented) else { return "" }
                return self.presentationTitle(of: view) ?? ""
            },
            content: { [reference] presented, context in
                guard let self = reference.host, let view = self.presentedView(presented) else { return Screen(title: "") }
                return self.screen(view, context: context, fallbackTitle: "")
            }
        )
    }

    private func presentedView(_ presented: PresentedContent) -> AnyViewBox? {
        guard let record = extras.latestSheets[presented.key], let shown = extras.shownSheets[presented.key] else { return nil }
        return record.view(shown.value)
    }

    /// The view of the sheet or cover whose root is the presentation of stack `stack` (1 is the first
    /// presentation's), when a screen's `.sheet(item:)` put it up or took it over.
    func presentedView(stack: Int) -> AnyViewBox? {
        guard stack > 0, let presentation = router.presentation(at: stack - 1) else { return nil }
        return presentedView(root: presentation.root.id)
    }

    private func presentedView(root id: EntryID) -> AnyViewBox? {
        guard let (key, shown) = extras.shownSheets.first(where: { $0.value.id == id }),
              let record = extras.latestSheets[key] else { return nil }
        return record.view(shown.value)
    }

    /// The title of a presentation whose root is `value`, from its sheet's view; `nil` when no sheet
    /// shows it.
    func presentedTitle(of value: AnyHashable) -> String? {
        guard !extras.shownSheets.isEmpty,
              let presentation = router.presentations.first(where: { $0.root.value == value }),
              let view = presentedView(root: presentation.root.id) else { return nil }
        return presentationTitle(of: view)
    }

    /// Registers a type that sheets present as their root but no `navigationDestination` draws: its
    /// presentations are drawn by their sheets' views, and saved states holding it read back.
    func registerPresented<T: Hashable & Codable>(_ type: T.Type, in destinations: inout ScreenDestinations) {
        destinations.register(
            T.self,
            title: { [reference] value in reference.host?.presentedTitle(of: AnyHashable(value)) ?? "\(value)" },
            content: { [reference] value, context in
                guard let self = reference.host, let view = self.presentedView(stack: context.stack) else {
                    return Screen(title: "⚠ \(value)", body: ["No sheet presents this value: it was restored, and no screen under it has a .sheet(item:) of its type."], isWarning: true)
                }
                return self.screen(view, context: context, fallbackTitle: "\(value)")
            }
        )
    }

    /// Takes presentations that no sheet put up (restored from a saved state or a deep link) as the
    /// sheets' of the screen under each (or, when it has none, of the root of the stack it covers), when that screen has a `.sheet(item:)` or
    /// `.fullScreenCover(item:)` of the root's type and style: its binding is set to the root, and
    /// dismissing clears it. Returns whether one was taken.
    func adoptPresentations() -> Bool {
        guard router.presentationCount > 0 else { return false }
        let shown = Set(extras.shownSheets.values.map(\.id))
        var adopted = false
        for (index, presentation) in router.presentations.enumerated() where !shown.contains(presentation.root.id) {
            guard !(presentation.root.value.base is PresentedContent), let stack = stack(at: index) else { continue }
            let level = stack.depth
            let under: UInt64?
            if level == 0 {
                under = index == 0 ? 0 : router.presentation(at: index - 1)?.root.id.rawValue
            } else if level <= stack.count {
                under = stack.entries[level - 1].id.rawValue
            } else {
                under = stack.view(atLevel: level)?.id.rawValue
            }
            // The screen under it, else the root of its stack: a sheet declared on a stack's root view
            // (on the `NavigationStack` itself, say) presents over whatever that stack shows, as in SwiftUI.
            let stackRoot = index == 0 ? 0 : router.presentation(at: index - 1)?.root.id.rawValue
            let candidates = [under, stackRoot == under ? nil : stackRoot].compactMap { $0 }
            candidates: for screen in candidates {
                guard let sheets = nodes[screen]?.extras?.sheets else { continue }
                for record in sheets where record.style == presentation.style {
                    let key = "\(screen)|\(record.key)"
                    guard extras.shownSheets[key] == nil, let item = record.adopt(presentation.root.value) else { continue }
                    extras.shownSheets[key] = (presentation.root.id, item.id, item.value)
                    extras.latestSheets[key] = record
                    // Values restored above the sheet's root need the destinations declared in it, which
                    // is not drawn while they cover it: evaluated now as the presentation's root, so that
                    // its state (a `NavigationStack(path:)`'s binding) is the one its screen will have.
                    let rootID = presentation.root.id.rawValue
                    let root = evaluate(record.view(item.value), screenID: rootID, isInStack: false, stack: index + 1)
                    didEvaluate(root, screenID: rootID, stack: index + 1)
                    for (type, registration) in root.registrations where !extras.registeredTypes.contains(type) {
                        extras.pendingRegistrations[type] = registration
                    }
                    adopted = true
                    break candidates
                }
            }
        }
        if adopted { applyPendingRegistrations() }
        return adopted
    }

    /// Puts up, takes down or replaces the presentations the screens' bindings ask for; a presentation
    /// the user dismissed clears its binding. Also keeps sheets' `NavigationStack(path:)` bindings and
    /// their stacks equal.
    func synchronizePresentations() {
        if extras.token == nil { extras.token = router.observe(didChange: { [reference] change in reference.host?.presentedPathChanged(change) }) }
        applyPendingRegistrations()
        _ = adoptPresentations()
        // No screen declares a sheet and none is shown or keeps a path: nothing to do (most keys).
        guard !extras.shownSheets.isEmpty || !extras.presentedPaths.isEmpty || extras.counts.sheets > 0 else { return }
        // The sheets' bindings are read again only when one of them changed since (they are observed, as
        // SwiftUI observes them), a screen declaring sheets was evaluated or left, or a presentation
        // came or went: most keys do none of these.
        // (No `Optional.map` with a closure: a closure in this main-actor code checks the executor each call.)
        let stale = if let synchronized = extras.sheetsSynchronized { synchronized != sheetsState } else { true }
        if extras.sheetBindingsChanged.isSet || stale {
            let changed = ChangeFlag()
            extras.sheetBindingsChanged = changed
            withObservationTracking { synchronizeSheets() } onChange: { changed.set() }
            extras.sheetsSynchronized = sheetsState
        }
        // Bindings → stacks, for sheets holding a NavigationStack(path:). (None kept and none up, as at
        // most keys: the presentations aren't gathered into an array for nothing.)
        if !extras.presentedPaths.isEmpty {
            for presentation in router.presentations {
                extras.presentedPaths[presentation.root.id]?.bindingChanged(stack: presentation.stack)
            }
            extras.presentedPaths = extras.presentedPaths.filter { presentationIndex(of: $0.key) != nil }
        }
        if extras.stackEnvironments.count > 1 {
            extras.stackEnvironments = extras.stackEnvironments.filter { id in
                id.key == 0 || presentationIndex(of: EntryID(rawValue: id.key)) != nil
            }
        }
    }

    /// What decides whether the sheets need synchronizing, but for their bindings' values.
    private var sheetsState: (version: Int, presentations: Int, top: EntryID?) {
        let count = router.presentationCount
        return (extras.sheetsVersion, count, count == 0 ? nil : router.presentation(at: count - 1)?.root.id)
    }

    /// Each sheet declared is shown as its binding says; those of views gone are taken down.
    private func synchronizeSheets() {
        var current: Set<String> = []
        for screen in extras.sheetScreens.sorted() {
            for record in nodes[screen]?.extras?.sheets ?? [] {
                let key = "\(screen)|\(record.key)"
                current.insert(key)
                extras.latestSheets[key] = record
                synchronize(record, key: key)
            }
        }
        for key in extras.shownSheets.keys where !current.contains(key) {
            // The view declaring it is gone: so is its presentation.
            takeDown(key)
        }
        // What the screens gone declared is let go of (each pushed level's sheets had an entry).
        if extras.latestSheets.count > current.count {
            extras.latestSheets = extras.latestSheets.filter { current.contains($0.key) || extras.shownSheets[$0.key] != nil }
        }
    }

    private func synchronize(_ record: SheetRecord, key: String) {
        let item = record.current()
        if let shown = extras.shownSheets[key] {
            guard let index = presentationIndex(of: shown.id) else {
                // Dismissed with Esc or `dismiss()`: the binding follows.
                extras.shownSheets[key] = nil
                if item != nil { record.clear() }
                record.onDismiss?()
                return
            }
            if item?.id == shown.itemID { return }
            dismissPresentations(from: index)
            extras.shownSheets[key] = nil
            record.onDismiss?()
        }
        guard let item else { return }
        let before = router.presentationCount
        extras.shownSheets[key] = (EntryID(rawValue: 0), item.id, item.value)
        let shownBy = record.itemType == nil && item.value is Bool
            ? "a \(record.style == .sheet ? "sheet" : "cover") shown by a Bool (`isPresented:`) is the app's own state, not a value to save"
            : "a \(record.style == .sheet ? "sheet" : "cover")'s item, a \(CodableTypes.name(of: type(of: item.value))), is not Codable"
        router.present(record.root(item.value) ?? AnyHashable(PresentedContent(key: key, id: item.id, shownBy: shownBy)), style: record.style)
        if router.presentationCount > before, let presented = router.presentations.last {
            extras.shownSheets[key]?.id = presented.root.id
        } else {
            extras.shownSheets[key] = nil
        }
    }

    private func takeDown(_ key: String) {
        guard let shown = extras.shownSheets.removeValue(forKey: key) else { return }
        if let index = presentationIndex(of: shown.id) { dismissPresentations(from: index) }
        extras.latestSheets[key]?.onDismiss?()
        extras.latestSheets[key] = nil
    }

    /// The index of the presentation whose root is `id`, from a table made again only when the tree
    /// changed: looking through the presentations for each sheet made a key cost the square of their
    /// number.
    private func presentationIndex(of id: EntryID) -> Int? {
        if extras.presentationIndices?.generation != router.generation {
            var indices: [EntryID: Int] = [:]
            for (index, presentation) in router.presentations.enumerated() { indices[presentation.root.id] = index }
            extras.presentationIndices = (router.generation, indices)
        }
        return extras.presentationIndices?.indices[id]
    }

    /// A sheet's stack moved: its `path:` binding follows.
    private func presentedPathChanged(_ change: PathChange) {
        guard !extras.presentedPaths.isEmpty, change.isPathChange, change.stack > 0,
              let presentation = router.presentation(at: change.stack - 1),
              let bound = extras.presentedPaths[presentation.root.id] else { return }
        bound.stackChanged(change, stack: presentation.stack)
    }
}

extension ViewHost {
    /// The stack a screen is on: the root stack, or the presentation whose root or level it is.
    func stack(holding screen: UInt64) -> Router<AnyHashable> {
        guard screen != 0 else { return router }
        let id = EntryID(rawValue: screen)
        for presentation in router.presentations.reversed() {
            let stack = presentation.stack
            if presentation.root.id == id || stack.level(of: id) != nil || stack.views.contains(where: { $0.id == id }) {
                return stack
            }
        }
        return router
    }
}

// MARK: Popovers and a sheet's look

/// Where a popover points, as SwiftUI's: a terminal's popover is a sheet, which points nowhere.
nonisolated public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// The view's bounds (`.rect(.bounds)`).
    case rect(PopoverAttachmentRect)
    /// A point of the view.
    case point(UnitPoint)
}

/// The rectangle a popover points to: the view's bounds.
nonisolated public enum PopoverAttachmentRect: Hashable, Sendable {
    case bounds
}

/// A height a sheet may rest at, as SwiftUI's: a terminal's sheet is a panel as high as the terminal
/// leaves, whatever the detents.
nonisolated public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    /// A height in points.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// How a presentation adapts to a compact size, as SwiftUI's: a terminal's is always a sheet.
nonisolated public enum PresentationAdaptation: Hashable, Sendable {
    case automatic, none, popover, sheet, fullScreenCover
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: a terminal's popover is a panel over the
    /// dimmed stack, as a sheet is; Esc closes it.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a sheet for `item` while it holds a value, as `sheet(item:)` does.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// The heights a sheet may rest at: a terminal's sheet is as high as the terminal leaves.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _UnchangedView(content: self) }
    /// The heights a sheet may rest at, and the one it is at: drawn as the panel it is.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        _UnchangedView(content: self)
    }
    /// Whether a sheet shows its grabber: a panel has none; Esc closes it.
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View { _UnchangedView(content: self) }
    /// The corners of a sheet: a panel's box is drawn with the terminal's lines.
    public consuming func presentationCornerRadius(_ cornerRadius: Double?) -> some View { _UnchangedView(content: self) }
    /// The background of a sheet: a panel is drawn on the terminal's.
    public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { _UnchangedView(content: self) }
    /// How a popover or sheet adapts to a compact size: a terminal's is a panel.
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { _UnchangedView(content: self) }
    /// Whether the view under a sheet takes clicks: the stack under a panel is dimmed and takes none.
    public consuming func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        _UnchangedView(content: self)
    }
}

/// Whether what is under a sheet takes clicks, as SwiftUI's: under a terminal's panel it doesn't.
nonisolated public struct PresentationBackgroundInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// Enabled up through a detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled \(detent.name)")
    }
}
