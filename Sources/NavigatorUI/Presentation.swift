// Sheets and full-screen covers: `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover(...)`,
// mapped onto the router's presentations (their own stacks, Esc, breadcrumbs).
import Navigation
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
}

/// The root value of a presentation that NavigatorUI put up: which screen's sheet it is, and the
/// identity of the item shown. Its screen is the sheet's view as the screen declaring it last drew it.
struct PresentedContent: Hashable {
    let key: String
    let id: AnyHashable
}

/// A view that presents a sheet or a full-screen cover while its binding says so.
public struct _PresentationView<Content: View>: _PrimitiveView {
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
            onDismiss: onDismiss
        ))
    }

    init<V: View>(_ content: Content, style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, view: @escaping () -> V) {
        self.content = content
        self.style = style
        current = { isPresented.wrappedValue ? (AnyHashable(true), true) : nil }
        clear = { isPresented.wrappedValue = false }
        self.view = { _ in AnyViewBox(view()) }
        self.onDismiss = onDismiss
    }

    init<Item: Identifiable, V: View>(_ content: Content, style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?, view: @escaping (Item) -> V) {
        self.content = content
        self.style = style
        current = { item.wrappedValue.map { (AnyHashable($0.id), $0) } }
        clear = { item.wrappedValue = nil }
        self.view = { AnyViewBox(view($0 as! Item)) }
        self.onDismiss = onDismiss
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
    ) -> _PresentationView<Self> {
        _PresentationView(self, style: .sheet, isPresented: isPresented, onDismiss: onDismiss, view: content)
    }

    /// Presents a sheet for `item` while it holds a value; a different item (by `id`) presents anew.
    /// Dismissing it sets `item` to `nil`, then calls `onDismiss`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _PresentationView<Self> {
        _PresentationView(self, style: .sheet, item: item, onDismiss: onDismiss, view: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true; the stack under it is
    /// not drawn. Esc or `dismiss()` inside it sets `isPresented` to false, then calls `onDismiss`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> _PresentationView<Self> {
        _PresentationView(self, style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, view: content)
    }

    /// Presents a full-screen cover for `item` while it holds a value.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _PresentationView<Self> {
        _PresentationView(self, style: .fullScreenCover, item: item, onDismiss: onDismiss, view: content)
    }
}

extension ViewHost {
    /// Registers the destination that draws the presentations NavigatorUI puts up.
    func registerPresentations(in destinations: inout ScreenDestinations) {
        destinations.register(
            PresentedContent.self,
            title: { [weak self] presented in
                guard let self, let view = self.presentedView(presented) else { return "" }
                return self.presentationTitle(of: view) ?? ""
            },
            content: { [weak self] presented, context in
                guard let self, let view = self.presentedView(presented) else { return Screen(title: "") }
                return self.screen(view, context: context, fallbackTitle: "")
            }
        )
    }

    private func presentedView(_ presented: PresentedContent) -> AnyViewBox? {
        guard let record = extras.latestSheets[presented.key], let shown = extras.shownSheets[presented.key] else { return nil }
        return record.view(shown.value)
    }

    /// Puts up, takes down or replaces the presentations the screens' bindings ask for; a presentation
    /// the user dismissed clears its binding. Also keeps sheets' `NavigationStack(path:)` bindings and
    /// their stacks equal.
    func synchronizePresentations() {
        if extras.token == nil { extras.token = router.observe(didChange: { [weak self] _ in self?.presentedPathsChanged() }) }
        applyPendingRegistrations()
        var current: Set<String> = []
        for (screen, screenExtras) in extras.screens.sorted(by: { $0.key < $1.key }) {
            for record in screenExtras.sheets {
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
        // Bindings → stacks, for sheets holding a NavigationStack(path:).
        for presentation in router.presentations {
            guard let binding = extras.presentedPaths[presentation.root.id] else { continue }
            let wanted = binding.get()
            if wanted != presentation.stack.path { presentation.stack.replaceStack(with: wanted) }
        }
        extras.presentedPaths = extras.presentedPaths.filter { id in router.presentations.contains { $0.root.id == id.key } }
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
        let before = router.presentations.count
        extras.shownSheets[key] = (EntryID(rawValue: 0), item.id, item.value)
        router.present(AnyHashable(PresentedContent(key: key, id: item.id)), style: record.style)
        if router.presentations.count > before, let presented = router.presentations.last {
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

    private func presentationIndex(of id: EntryID) -> Int? {
        router.presentations.firstIndex { $0.root.id == id }
    }

    /// A sheet's stack moved: its `path:` binding follows.
    private func presentedPathsChanged() {
        for presentation in router.presentations {
            guard let binding = extras.presentedPaths[presentation.root.id] else { continue }
            let path = presentation.stack.path
            if binding.get() != path { binding.set(path) }
        }
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
