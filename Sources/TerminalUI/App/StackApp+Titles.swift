// A StackApp's titles and breadcrumbs: each level's title asked for once and kept by its identity, and
// the breadcrumb bar laid out once for a trail and width.
import Navigation

extension StackApp {
    /// The title shown in the breadcrumbs for a level of a stack (the active one by default): 0 is
    /// the stack's root. A value's title is asked for once per element and kept, so a destination's
    /// `title` must depend on the value alone.
    @_specialize(where Value == AnyHashable)
    package func title(atLevel level: Int, in stack: Router<Value>? = nil) -> String {
        title(atLevel: level, in: stack ?? activeStack, rootTitle: rootTitle)
    }

    /// Keeps the title a level's screen was just built with, as its breadcrumb's: NavigatorUI knows a
    /// view's title once it has evaluated it, and the breadcrumb then needs no evaluation of its own.
    /// A title that changed (`.navigationTitle("Said \(said)")` after its state did) changes the
    /// breadcrumb bars laid out with the old one.
    package func remember(title: String, of id: EntryID) {
        if !laidOutBreadcrumbs.isEmpty, let known = titles[id], known != title { titleChanged() }
        titles[id] = title
    }

    /// A level's title changed (a presentation's root's, whose title its host keeps): the breadcrumb
    /// bars laid out are laid out again.
    package func titleChanged() {
        laidOutBreadcrumbs.removeAll()
    }

    /// The title of the value at `index` of a path.
    private func title(at index: Int, of entries: PathEntries<Value>) -> String {
        // The identity alone first: a title known already costs no copy of the value.
        let id = entries.id(at: index)
        if let known = titles[id] { return known }
        let title = title(of: entries[index].value)
        titles[id] = title
        return title
    }

    /// A level's title, the root stack's root called `rootTitle`.
    @_specialize(where Value == AnyHashable)
    func title(atLevel level: Int, in stack: Router<Value>, rootTitle: String) -> String {
        if level >= 1, level <= stack.count { return title(at: level - 1, of: stack.entries) }
        // A pushed view's title as its screen was last built with, else as it was pushed with.
        if level > 0, let view = stack.view(atLevel: level) { return titles[view.id] ?? view.title }
        guard stack !== router, let presentation = presentation(of: stack) else { return rootTitle }
        return title(of: presentation.root.value)
    }

    /// A stack's breadcrumbs (the active one's by default) as drawn at `width` columns.
    @_specialize(where Value == AnyHashable)
    package func breadcrumbs(width: Int, of stack: Router<Value>? = nil) -> [Breadcrumbs.Item] {
        breadcrumbs(width: width, of: stack, rootTitle: nil)
    }

    /// Breadcrumbs with the root stack's root called `rootTitle` (a split view's detail names it after
    /// the selection).
    @_specialize(where Value == AnyHashable)
    func breadcrumbs(width: Int, of stack: Router<Value>?, rootTitle: String?) -> [Breadcrumbs.Item] {
        let stack = stack ?? activeStack
        let root = rootTitle ?? self.rootTitle
        // A level's title depends on its identity alone, and the levels under the top can't change
        // while the top stays: the top's identity and the depth name the trail. Going back finds it.
        let key = BreadcrumbsKey(
            stack: ObjectIdentifier(stack), presented: presentation(of: stack)?.root.id, depth: stack.depth,
            top: stack.topViewID ?? (stack.isEmpty ? nil : stack.entryID(at: stack.count - 1)),
            width: width, rootTitle: root)
        // A loop, not `firstIndex(where:)`: a closure in this main-actor code checks the executor each call.
        var found: Int?
        for index in laidOutBreadcrumbs.indices where laidOutBreadcrumbs[index].key == key {
            found = index
            break
        }
        if let index = found {
            // Least recently used goes first: trails pushed once and left don't push out the one below.
            let found = laidOutBreadcrumbs.remove(at: index)
            laidOutBreadcrumbs.append(found)
            return found.items
        }
        let entries = stack.entries
        let items = Breadcrumbs.layout(depth: stack.depth, width: width) { level in
            level >= 1 && level <= entries.count
                ? title(at: level - 1, of: entries) : title(atLevel: level, in: stack, rootTitle: root)
        }
        if laidOutBreadcrumbs.count >= 4 { laidOutBreadcrumbs.removeFirst() }
        laidOutBreadcrumbs.append((key, items))
        return items
    }

    private func title(of value: Value) -> String {
        destinations.title(for: value) ?? "⚠ \(Self.typeName(of: value))"
    }
}

/// What a stack's breadcrumbs at a width depend on.
struct BreadcrumbsKey: Equatable {
    var stack: ObjectIdentifier
    /// The presented value's identity, for a presentation's stack (a new one may reuse an old address).
    var presented: EntryID?
    var depth: Int
    /// The identity of the top level: a pushed view's, or the top value's.
    var top: EntryID?
    var width: Int
    var rootTitle: String
}

/// The breadcrumb titles last found, by the identity of their level: a slot for each of the last 4,096
/// identities (`id % 4096`), a title overwritten by a later level's. Identities grow as levels are
/// pushed, so the levels a breadcrumb bar shows, the top ones, are the last written. A dictionary
/// hashed every identity, grew, and was emptied every 4,096 titles (2% of a push, callgrind).
struct TitleCache {
    private static let slotCount = 4096
    private var slots: [(id: EntryID, title: String)?] = []

    subscript(id: EntryID) -> String? {
        get {
            guard !slots.isEmpty, let slot = slots[Self.slot(of: id)], slot.id == id else { return nil }
            return slot.title
        }
        set {
            if slots.isEmpty { slots = Array(repeating: nil, count: Self.slotCount) }
            // No `Optional.map` closure: in this main-actor module each call of one checks the executor.
            if let newValue { slots[Self.slot(of: id)] = (id, newValue) } else { slots[Self.slot(of: id)] = nil }
        }
    }

    private static func slot(of id: EntryID) -> Int { Int(truncatingIfNeeded: id.rawValue % UInt64(slotCount)) }
}
