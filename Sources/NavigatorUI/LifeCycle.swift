// Life cycle: `.onAppear`, `.onDisappear`, `.onChange(of:initial:_:)`, `.onOpenURL`; and what a host
// keeps about each screen between evaluations (its sheets, its actions, the environment of destinations).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Navigation
import TerminalUI

/// What an evaluation of a screen found besides its lines and links.
struct _ScreenExtras {
    var sheets: [SheetRecord] = []
    var appearances: [AppearRecord] = []
    var changes: [ChangeRecord] = []
    var urlHandlers: [(URL) -> Void] = []
    var isEmpty: Bool { sheets.isEmpty && appearances.isEmpty && changes.isEmpty && urlHandlers.isEmpty }
}

struct AppearRecord {
    let key: String
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
}

/// An `.onChange(of:)`: the value it saw, how to compare it with an earlier one, and the action.
struct ChangeRecord {
    /// Where the value its `onChange` last saw is kept: at the view's place, let go of with it.
    let seen: ChangeSeen
    let value: Any
    let isEqual: (Any) -> Bool
    /// Runs the action with the old value (the new one is `value`).
    let run: (Any) -> Void
    let initial: Bool
}

/// The value an `onChange` last saw, kept at its view's place (`ViewNode`): a view that leaves and comes
/// back sees its value as new, as SwiftUI's does.
final class ChangeSeen {
    @exclusivity(unchecked) var value: Any?
    nonisolated deinit {}
}

/// What a host keeps between evaluations for the features built over the first step.
/// (Its stored properties are not checked for exclusive access at run time: see `ViewHost`.)
final class _HostExtras {
    /// The environment where each type's `navigationDestination(for:)` was last declared.
    @exclusivity(unchecked) var destinationEnvironments: [ObjectIdentifier: EnvironmentValues] = [:]
    /// The same, by the stack they were declared on (its root's identity: 0 for the root stack, a
    /// presentation's root): a sheet's `NavigationStack` has destinations of its own, in its environment.
    @exclusivity(unchecked) var stackEnvironments: [UInt64: [ObjectIdentifier: EnvironmentValues]] = [:]
    @exclusivity(unchecked) var registeredTypes: Set<ObjectIdentifier> = []
    /// Destination types found on screens other than the first evaluation of the root.
    @exclusivity(unchecked) var pendingRegistrations: [ObjectIdentifier: _Registration] = [:]
    /// Types sheets present as their roots, to register where no `navigationDestination` does.
    @exclusivity(unchecked) var pendingPresentedTypes: [ObjectIdentifier: _Registration] = [:]
    @exclusivity(unchecked) var presentedTypes: Set<ObjectIdentifier> = []
    /// How many screens' extras (`ScreenNode.extras`) declare sheets, and how many have life-cycle
    /// actions: most keys find none.
    @exclusivity(unchecked) private(set) var counts = (sheets: 0, lifeCycle: 0)
    /// The index of each presentation by its root, as of the tree's generation (Presentation.swift).
    @exclusivity(unchecked) var presentationIndices: (generation: UInt64, indices: [EntryID: Int])?

    /// The screens whose extras declare sheets: the few a key looks through, however many screens are
    /// kept (each pushed level's).
    @exclusivity(unchecked) private(set) var sheetScreens: Set<UInt64> = []
    /// Counts the changes of the sheets declared (a screen declaring some evaluated, or gone).
    @exclusivity(unchecked) private(set) var sheetsVersion = 0
    /// What the sheets were last synchronized with: the sheets declared, and the presentations (they
    /// change only from the top: their number and the top one's identity tell).
    @exclusivity(unchecked) var sheetsSynchronized: (version: Int, presentations: Int, top: EntryID?)?
    /// Set when a binding a sheet was last read through changed (a model's or a `@State`'s).
    @exclusivity(unchecked) var sheetBindingsChanged = ChangeFlag()

    /// Counts a screen's extras replaced by others (`ViewHost.setExtras`), or by none: `counts`,
    /// `sheetScreens` and `sheetsVersion` follow. `extras` is never empty (none is `nil`).
    func replace(_ old: _ScreenExtras?, with extras: _ScreenExtras?, of screen: UInt64) {
        if let old {
            count(old, by: -1)
            if !old.sheets.isEmpty { sheetsVersion &+= 1 }
        }
        if let extras {
            if !extras.sheets.isEmpty { sheetsVersion &+= 1 }
            count(extras, by: 1)
        }
        if let extras, !extras.sheets.isEmpty {
            sheetScreens.insert(screen)
        } else if !sheetScreens.isEmpty {
            sheetScreens.remove(screen)
        }
    }

    private func count(_ extras: _ScreenExtras, by step: Int) {
        if !extras.sheets.isEmpty { counts.sheets += step }
        if !extras.appearances.isEmpty || !extras.changes.isEmpty { counts.lifeCycle += step }
    }
    /// Whether there is nothing for synchronizing the presentations to do: no sheet declared or shown,
    /// no sheet's path, no destination found to register.
    var presentationsAreQuiet: Bool {
        counts.sheets == 0 && shownSheets.isEmpty && presentedPaths.isEmpty && pendingRegistrations.isEmpty
            && pendingPresentedTypes.isEmpty && token != nil
    }
    /// Presentations put up for screens' sheets, by screen and position: the presentation's root,
    /// the identity of the item it shows, and the item.
    @exclusivity(unchecked) var shownSheets: [String: (id: EntryID, itemID: AnyHashable, value: Any)] = [:]
    @exclusivity(unchecked) var latestSheets: [String: SheetRecord] = [:]
    /// `NavigationStack(path:)` bindings of presentations' roots.
    @exclusivity(unchecked) var presentedPaths: [EntryID: BoundPath] = [:]
    @exclusivity(unchecked) var token: ObservationToken?
    /// The `onAppear`s that ran and not yet their `onDisappear`, by screen and position.
    @exclusivity(unchecked) var appeared: [UInt64: [String: (() -> Void)?]] = [:]
}

extension ViewHost {
    /// `didEvaluate` for a level never evaluated before whose evaluation keeps nothing (no state, no
    /// sheet, no life-cycle action): only what it declares for the stack (destinations, environments).
    func didEvaluateKeepingNothing(_ context: _RenderContext, screenID: UInt64) {
        if !context.declaredEnvironments.isEmpty || !context.registrations.isEmpty || context.pathBinding != nil {
            didEvaluate(context, screenID: screenID, stack: 0)
        }
    }

    /// Keeps what the evaluation of a live screen found.
    func didEvaluate(_ context: _RenderContext, screenID: UInt64, stack: Int? = nil) {
        setExtras(context.extras, of: screenID)
        if let stack, screenID != 0 {
            let node = node(screenID)
            if node.stack != stack { node.stack = stack }
        }
        if !context.declaredEnvironments.isEmpty {
            extras.stackEnvironments[stackRootID(of: screenID, stack: stack), default: [:]].merge(context.declaredEnvironments) { $1 }
        }
        for (type, registration) in context.registrations where !extras.registeredTypes.contains(type) {
            extras.pendingRegistrations[type] = registration
        }
        for sheet in context.extras.sheets {
            guard let (type, registration) = sheet.itemType,
                  !extras.registeredTypes.contains(type), !extras.presentedTypes.contains(type) else { continue }
            extras.pendingPresentedTypes[type] = registration
        }
        if screenID != 0, let binding = context.pathBinding, let presentation = presentation(rootedAt: screenID, stack: stack) {
            // A restored presentation's stack (a saved or deep-linked tree) wins over the binding's
            // first value: a presentation just put up has an empty stack, and then the binding wins.
            if let bound = extras.presentedPaths[presentation.root.id] {
                bound.binding = binding
            } else if presentation.stack.isEmpty {
                extras.presentedPaths[presentation.root.id] = BoundPath(binding, synced: NavigationPath())
            } else {
                binding.set(NavigationPath(values: presentation.stack.entries.values))
                extras.presentedPaths[presentation.root.id] = BoundPath(binding, synced: binding.get())
            }
        }
    }

    /// The presentation whose root is the screen `screenID`, found at once from its stack's index when
    /// that is known (a link of thousands of nested sheets evaluates each root).
    private func presentation(rootedAt screenID: UInt64, stack: Int?) -> Presentation<AnyHashable>? {
        guard let router else { return nil }
        if let stack, let presentation = router.presentation(at: stack - 1), presentation.root.id.rawValue == screenID {
            return presentation
        }
        return router.presentations.first { $0.root.id.rawValue == screenID }
    }

    /// Adds the destinations found since the last time (in a sheet's stack, in a destination).
    func applyPendingRegistrations() {
        guard !extras.pendingRegistrations.isEmpty || !extras.pendingPresentedTypes.isEmpty else { return }
        var destinations = app.destinations
        for (type, registration) in extras.pendingRegistrations {
            registration.apply(&destinations, self)
            extras.registeredTypes.insert(type)
        }
        // A navigationDestination of the type draws its presentations too (ViewHost.register).
        for (type, registration) in extras.pendingPresentedTypes where !extras.registeredTypes.contains(type) {
            registration.apply(&destinations, self)
            extras.presentedTypes.insert(type)
        }
        extras.pendingRegistrations = [:]
        extras.pendingPresentedTypes = [:]
        app.destinations = destinations
    }

    /// Sets a screen's extras (its node's), counting them (`_HostExtras.replace`). A screen with none
    /// (most) makes no node for them: every evaluation sets its screen's.
    func setExtras(_ screenExtras: _ScreenExtras?, of screen: UInt64) {
        let screenExtras = screenExtras?.isEmpty == false ? screenExtras : nil
        guard let node = screenExtras != nil ? node(screen) : nodes[screen], node.extras != nil || screenExtras != nil else { return }
        extras.replace(node.extras, with: screenExtras, of: screen)
        node.extras = screenExtras
    }

    /// The identities of the screens on top of the visible stacks (a full-screen cover hides those under it).
    private func visibleScreens() -> [UInt64] {
        let count = router.presentationCount
        var base = 0
        for index in 0..<count where router.presentation(at: index)?.style == .fullScreenCover { base = index + 1 }
        var visible: [UInt64] = []
        for index in base...count {
            guard let stack = stack(at: index) else { continue }
            let level = stack.depth
            if level == 0 {
                visible.append(index == 0 ? 0 : router.presentation(at: index - 1)?.root.id.rawValue ?? 0)
            } else if level <= stack.count {
                visible.append(stack.entries[level - 1].id.rawValue)
            } else if let view = stack.view(atLevel: level) {
                visible.append(view.id.rawValue)
            }
        }
        return visible
    }

    /// Runs the `onDisappear`s of views no longer on a visible screen, the `onAppear`s of views now on
    /// one, and the `onChange`s whose value changed. Returns whether any action ran.
    func runLifeCycle() -> Bool {
        guard extras.counts.lifeCycle > 0 || !extras.appeared.isEmpty else { return false }
        let visible = visibleScreens()
        var ran = false
        for (screen, keys) in extras.appeared {
            let current = visible.contains(screen) ? nodes[screen]?.extras?.appearances ?? [] : []
            for (key, onDisappear) in keys where !current.contains(where: { $0.key == key }) {
                extras.appeared[screen]?[key] = nil
                if let onDisappear {
                    onDisappear()
                    ran = true
                }
            }
            if extras.appeared[screen]?.isEmpty == true { extras.appeared[screen] = nil }
        }
        for screen in visible {
            guard let screenExtras = nodes[screen]?.extras else { continue }
            for record in screenExtras.appearances {
                if extras.appeared[screen]?[record.key] != nil {
                    extras.appeared[screen]?[record.key] = record.onDisappear  // the latest closure
                    continue
                }
                extras.appeared[screen, default: [:]][record.key] = record.onDisappear
                if let onAppear = record.onAppear {
                    onAppear()
                    ran = true
                }
            }
            if runChanges(screenExtras.changes, of: screen) { ran = true }
        }
        // The root view stays in the hierarchy while screens cover it, as in SwiftUI, which evaluates
        // its body (the stack's container: `NavigationStack(path:) { … }.onChange(of: router.path)`,
        // seed 004's saving) at every change of what it reads. Only its `onChange`s need that here:
        // covered, a root that has some is evaluated again for their values (nothing of it is drawn).
        if !visible.contains(0), nodes[0]?.extras?.changes.isEmpty == false {
            let changes = evaluate(root, screenID: 0, isInStack: false).extras.changes
            if var root = nodes[0]?.extras {
                root.changes = changes
                setExtras(root, of: 0)
            }
            if runChanges(changes, of: 0) { ran = true }
        }
        return ran
    }

    /// Runs the `onChange`s of `screen` whose value is not the one they saw last; returns whether any ran.
    private func runChanges(_ changes: [ChangeRecord], of screen: UInt64) -> Bool {
        guard !changes.isEmpty else { return false }
        var ran = false
        for change in changes {
            if let old = change.seen.value {
                guard !change.isEqual(old) else { continue }
                change.seen.value = change.value
                change.run(old)
                ran = true
            } else {
                change.seen.value = change.value
                if change.initial {
                    change.run(change.value)
                    ran = true
                }
            }
        }
        return ran
    }

    /// Hands `url` to every `.onOpenURL` of the screens on the stacks, as SwiftUI hands a URL opened
    /// from outside to the scene's handlers; then the stacks follow what the handlers changed.
    /// Returns whether any handler received it.
    ///
    /// An `App` calls it with the deep link given on its command line; a front end that receives
    /// URLs while running calls it with each.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        var handled = false
        // The screens with handlers, few of the nodes, in the order they were made.
        let handling = nodes.compactMap { screen, node in node.extras.map { (screen, $0.urlHandlers) } }.filter { !$0.1.isEmpty }
        for (_, handlers) in handling.sorted(by: { $0.0 < $1.0 }) {
            for handler in handlers {
                handler(url)
                handled = true
            }
        }
        synchronize()
        invalidateScreens()
        return handled
    }
}

/// A view with actions for when its screen appears on top of a visible stack and when it leaves.
@usableFromInline struct _AppearanceView<Content: View>: _PrimitiveView {
    let content: Content
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "appear")
        context.extras.appearances.append(AppearRecord(key: context.key, onAppear: onAppear, onDisappear: onDisappear))
    }
}

/// A view with an action for when a value it watches changes.
@usableFromInline struct _ChangeView<Content: View>: _PrimitiveView {
    let content: Content
    let record: (ChangeSeen) -> ChangeRecord
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "change")
        context.extras.changes.append(record(context.changeSeen()))
    }
}

/// A view with work that runs while it is on a visible screen (SwiftUI's `.task`): the work belongs
/// to the view's place (`_TaskPlace`), so it starts when the view comes on top of a visible stack
/// (its screen does, or the view appears on it: the other branch of an `if`), is cancelled when
/// either leaves, and starts anew when its `id` changes.
@usableFromInline struct _TaskView<Content: View, ID: Equatable>: _PrimitiveView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "task")
        let place = context.node().kept("(task)") { _TaskPlace() }
        if let seen = place.id as? ID {
            if seen != id {
                place.id = id
                place.generation &+= 1
            }
        } else {
            place.id = id
        }
        context.tasks.append(ScreenTask(place: place, generation: place.generation, priority: priority, action: action))
    }
}

/// What a `.task` keeps at its view's place: the `id` it was last evaluated with, and how many times
/// that changed.
final class _TaskPlace {
    @exclusivity(unchecked) var id: Any?
    @exclusivity(unchecked) var generation = 0
    nonisolated deinit {}
}

/// A view that runs an action with each value a publisher delivers (`.onReceive`): the subscription
/// belongs to the view's place (`_Subscription`, in its `ViewNode`), made the first time the view is
/// on a screen and ended when the view leaves it (its screen popped, the other branch of an `if`).
@usableFromInline struct _ReceiveView<Content: View, P: Publisher>: _PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "receive")
        // An evaluation whose state is thrown away (a title's) subscribes to nothing.
        guard context.keepsState else { return }
        let subscription = context.node().kept("(onReceive)") { _Subscription() }
        // The latest action, with what the view holds now; the first publisher given, kept: a view's
        // `let timer = Timer.publish(…).autoconnect()` is made again at each evaluation.
        let action = self.action
        subscription.action = { action($0 as! P.Output) }
        if subscription.cancellable == nil {
            subscription.cancellable = publisher.sink { [weak subscription] value in subscription?.action?(value) }
        }
    }
}

/// What an `.onReceive` keeps at its view's place: its subscription, ended with the place.
final class _Subscription {
    @exclusivity(unchecked) var action: ((Any) -> Void)?
    @exclusivity(unchecked) var cancellable: AnyCancellable?
    nonisolated deinit {}
}

/// A view with a handler for URLs opened from outside.
@usableFromInline struct _OpenURLView<Content: View>: _PrimitiveView {
    let content: Content
    let action: (URL) -> Void
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "url")
        context.extras.urlHandlers.append(action)
    }
}

extension View {
    /// Runs `action` when the view's screen comes on top of a visible stack (first shown, or shown
    /// again when what was pushed or presented over it goes), before the frame is drawn.
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _AppearanceView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` when the view's screen stops being on top of a visible stack (something is pushed
    /// or a cover presented over it, or it is popped), or the view leaves its screen.
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _AppearanceView(content: self, onAppear: nil, onDisappear: action)
    }

    /// Runs `action` with the old and new values when `value` changes between two evaluations of the
    /// view's screen; with `initial: true`, also when the screen first appears (old and new equal).
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        _ChangeView(content: self) { seen in
            ChangeRecord(seen: seen, value: value, isEqual: { ($0 as? V) == value }, run: { action($0 as! V, value) }, initial: initial)
        }
    }

    /// Runs `action` when `value` changes between two evaluations of the view's screen; with
    /// `initial: true`, also when the screen first appears.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _ChangeView(content: self) { seen in
            ChangeRecord(seen: seen, value: value, isEqual: { ($0 as? V) == value }, run: { _ in action() }, initial: initial)
        }
    }

    /// Work that starts when the view appears on top of a visible stack (its screen comes on top, or
    /// the view comes on its screen) and is cancelled when it leaves; changes it makes to `@State` or an
    /// `@Observable` model redraw the screen, with no key pressed.
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        _TaskView(content: self, id: true, priority: priority, action: action)
    }

    /// `task(priority:_:)`, cancelled and started again each time `value` changes (a search for what
    /// is typed, the details of the row selected).
    public consuming func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        _TaskView(content: self, id: value, priority: priority, action: action)
    }

    /// Runs `action` with each value `publisher` delivers while the view is on a screen (a timer's
    /// ticks: `.onReceive(timer) { _ in remaining -= 1 }`); changes it makes to state redraw the screen.
    /// The first publisher the view is given is the one listened to for as long as the view stays.
    public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        _ReceiveView(content: self, publisher: publisher, action: action)
    }

    /// Runs `action` with each URL opened from outside: an `App`'s start-up deep link, and any URL
    /// handed to `ViewHost.open(_:)`.
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _OpenURLView(content: self, action: action)
    }
}
