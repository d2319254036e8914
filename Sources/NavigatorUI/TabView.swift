// `TabView`, `.tabItem`, `Tab`, as SwiftUI's: at an app's root, a tab bar on the top row and the shown
// tab's content under it, each tab a navigation stack of its own (TabHost); anywhere else, one line of
// the tabs' labels stepped like a segmented picker, and the shown tab's content under it.
import Navigation
import TerminalUI

/// SwiftUI's `TabView`: tabs, each a view with its tab item (`.tabItem { Label("Home", systemImage:
/// "house") }`) and, with `selection:`, its `.tag(_:)`.
///
/// At the root of an app (as `WindowGroup { TabView { … } }` has it) the tabs are a bar on the top row,
/// the tab shown in the bar's style, and the shown tab's content fills the rest: `[` and `]` show the
/// previous and the next tab, and a click on a tab shows it. Each tab keeps its own navigation stack:
/// a `NavigationStack` in a tab is that tab's, with its own path, pushed screens and selection, kept
/// while another tab is shown; the breadcrumbs, back and the footer are the shown tab's. A tab may be a
/// `NavigationSplitView`: its columns are drawn under the bar, with its keys (`Tab`, `\`) and `[` `]`,
/// and it keeps its selections, column with the keys and detail's stack while hidden. The selection
/// binding follows the keys, and setting it in code (`selection = 2`) shows that tab. While a sheet or
/// a cover is up the tabs wait, as SwiftUI's modal presentations cover the tab bar.
///
/// Anywhere else (a pushed screen, a sheet), it is one line of the tabs' labels, the shown one in
/// brackets, stepped by `+` `-` and Enter as a segmented picker is, with the shown tab's content under it.
///
/// ```swift
/// TabView(selection: $tab) {
///     NavigationStack { InboxView() }
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag(0)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose shown one is `selection`: each tab's `.tag(_:)` (or a `Tab`'s value) is the value
    /// that shows it.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Tabs that keep which one is shown themselves; the first is shown at first.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    public func _render(into context: _RenderContext) {
        // One tab is evaluated: the places the others keep stay.
        context.touchPlace()
        let tabs = context.tabs(of: content)
        let choice = self.choice(in: context, tabs: tabs)
        if context.isInStack || context.screenID != 0 || context.list.collectsColumn || context.list.split != nil {
            return renderInline(tabs, choice: choice, into: context)
        }
        // The root: the host shows one tab's stack at a time; its content is drawn here.
        let wanted = context.host.tabs?.shownID ?? choice.current()
        let index = tabs.firstIndex { $0.id == wanted } ?? choice.current().flatMap { id in tabs.firstIndex { $0.id == id } } ?? 0
        context.list.tabs = _TabRecord(
            ids: tabs.map(\.id), tags: tabs.map(\.tag), labels: tabs.enumerated().map { $1.barLabel ?? TerminalUI.Text("Tab \($0 + 1)") },
            selection: choice.current, select: choice.select)
        if tabs.indices.contains(index) { context.evaluate(tab: tabs[index]) }
    }

    /// What shows a tab: the selection binding, or the view's own state (the tab's identity) without one.
    private func choice(in context: _RenderContext, tabs: [_TabDescription]) -> (current: () -> AnyHashable?, select: (AnyHashable) -> Void) {
        if let selection {
            let current: () -> AnyHashable? = {
                let value = selection.wrappedValue
                return tabs.first { $0.tag.map { Self.matches($0, value) } ?? false }?.id
            }
            return (current, { id in
                guard let tag = tabs.first(where: { $0.id == id })?.tag, let value = tag.as(SelectionValue.self) else { return }
                selection.wrappedValue = value
            })
        }
        let first = tabs.first?.id
        let cell = context.cell(field: "selection", initial: first)
        let ids = tabs.map(\.id)
        return ({ cell.value.flatMap { ids.contains($0) ? $0 : nil } ?? first }, { cell.value = $0 })
    }

    /// Whether `tag` selects `value`: the same value, or the value wrapped in an optional selection.
    static func matches(_ tag: AnyHashable, _ value: SelectionValue) -> Bool {
        tag == AnyHashable(value) || tag.as(SelectionValue.self).map { AnyHashable($0) == AnyHashable(value) } == true
    }

    /// The shown tab's content, then its bar `‹ ⌂ Home | [⚙ Settings] ›` under it (as a tab bar is under
    /// the content), stepped by `+` `-` (Enter: the next, round again).
    private func renderInline(_ tabs: [_TabDescription], choice: (current: () -> AnyHashable?, select: (AnyHashable) -> Void),
                              into context: _RenderContext) {
        guard !tabs.isEmpty else { return }
        let current = choice.current()
        let index = tabs.firstIndex { $0.id == current } ?? 0
        var line = TerminalUI.Text("‹ ")
        for (position, tab) in tabs.enumerated() {
            if position > 0 { line = line + " | " }
            let label = tab.barLabel ?? TerminalUI.Text("Tab \(position + 1)")
            line = line + (position == index ? (TerminalUI.Text("[") + label + "]").bold() : label)
        }
        line = line + " ›"
        if context.takesLabelOnly(line) { return }
        let ids = tabs.map(\.id), select = choice.select
        let step: (Int) -> Void = { direction in select(ids[((index + direction) % ids.count + ids.count) % ids.count]) }
        context.evaluate(tab: tabs[index])
        context.add(ScreenLink.button(line, section: context.section) { step(1) }.control(ScreenControl(openHint: "next tab", step: step)))
    }
}

/// A tab of a `TabView`, as its content declares it: where it is, its view, its tag and its label.
struct _TabDescription {
    /// Its structural place under the `TabView` (a block's child, a branch, a `ForEach` element).
    var components: [String]
    var view: any View
    /// The value that shows it: its `.tag(_:)`, a `Tab`'s value, or a `ForEach` element's id.
    var tag: AnyHashable?
    /// Its tab item's label (`⌂ Home`).
    var label: TerminalUI.Text?
    /// Its `.badge`, drawn after the label.
    var badge: TerminalUI.Text?
    /// The label with its badge, as the bar draws it.
    var barLabel: TerminalUI.Text? { badge.map { (label ?? TerminalUI.Text("Tab")) + TerminalUI.Text(" ") + $0 } ?? label }
    /// What the host keeps its stack by: its tag, else its place.
    var id: AnyHashable { tag ?? AnyHashable(components.joined(separator: "/")) }
}

/// A root `TabView`'s tabs and selection, as its last evaluation found them: what the host shows. (A
/// class: every screen's evaluation state holds room for one, and most never have one.)
final class _TabRecord {
    let ids: [AnyHashable]
    /// Each tab's tag (its `.tag(_:)`, a `Tab`'s value, a `ForEach` element's id), if it has one: what
    /// an app's saved state names the tab by (AppSaving.swift), else by its index.
    let tags: [AnyHashable?]
    let labels: [TerminalUI.Text]
    /// The tab the selection names now, if it names one.
    let selection: () -> AnyHashable?
    /// Makes the selection name a tab.
    let select: (AnyHashable) -> Void

    init(ids: [AnyHashable], tags: [AnyHashable?], labels: [TerminalUI.Text], selection: @escaping () -> AnyHashable?,
         select: @escaping (AnyHashable) -> Void) {
        self.ids = ids
        self.tags = tags
        self.labels = labels
        self.selection = selection
        self.select = select
    }
}

extension _RenderContext {
    /// The tabs of a `TabView`'s content: each view that isn't a block, a branch, an optional, a `Group`
    /// or a `ForEach` is a tab; its tab item and tag are read from the modifiers around it, without
    /// evaluating it.
    func tabs<Content: View>(of content: Content) -> [_TabDescription] {
        var tabs: [_TabDescription] = []
        func walk(_ view: any View, _ components: [String], defaultTag: AnyHashable?) {
            if let parent = view as? any _ViewChildren {
                parent._forEachChild { component, child, tag in walk(child, components + [component], defaultTag: tag ?? defaultTag) }
                return
            }
            var tab = _TabDescription(components: components, view: view)
            // Through the modifiers around the tab's view (`.tabItem`, `.tag`, `.sheet`, an environment...).
            var current: any View = view
            while true {
                if let carrier = current as? any _TabItemCarrier {
                    carrier._describe(&tab, in: self)
                    current = carrier._carried
                } else if current is any _PrimitiveView,
                          let content = Mirror(reflecting: current).children.first(where: { $0.label == "content" })?.value as? any View {
                    current = content
                } else {
                    break
                }
            }
            if tab.tag == nil { tab.tag = defaultTag }
            tabs.append(tab)
        }
        walk(content, ["tabs"], defaultTag: nil)
        return tabs
    }

    /// Evaluates a tab's view at its place under the `TabView`.
    func evaluate(tab: _TabDescription) {
        for component in tab.components { path.append(component) }
        defer { for _ in tab.components { path.removeLast() } }
        func open<V: View>(_ view: V) { evaluate(view, at: "tab") }
        open(tab.view)
    }
}

/// A view made of other views in place (a builder block, a branch, a `ForEach`): a `TabView` looks
/// through it for its tabs.
protocol _ViewChildren {
    /// Each child with its structural component, and the tag it has by its place (a `ForEach` element's id).
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void)
}

/// A modifier that says something of a tab (`.tabItem`, `.tag`, `Tab`): a `TabView` reads it and looks
/// at the view it modifies. (Other modifiers are looked through by their `content`.)
protocol _TabItemCarrier {
    var _carried: any View { get }
    func _describe(_ tab: inout _TabDescription, in context: _RenderContext)
}

/// A view with a tab item: its label in the `TabView`'s bar.
@usableFromInline struct _TabItemView<Content: View, Label: View>: _PrimitiveView, _TabItemCarrier {
    let content: Content
    let label: Label
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "tabItem") }
    var _carried: any View { content }
    func _describe(_ tab: inout _TabDescription, in context: _RenderContext) {
        if tab.label == nil { tab.label = context.label(of: label, at: "tabItemLabel") }
    }
}

extension View {
    /// The view's tab item in a `TabView`: `.tabItem { Label("Home", systemImage: "house") }` (a
    /// `Text`, or an `Image` and a `Text`, too), drawn as its glyph and title in the tab bar.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemView(content: self, label: label())
    }
}

/// A tab of a `TabView`, as SwiftUI's iOS 18 `Tab`: a title and a symbol (or a label), the value that
/// shows it with `TabView(selection:)`, and its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: _PrimitiveView, _TabItemCarrier {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab titled `titleKey` with the symbol `systemImage`, shown when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == NavigatorUI.Label<Text, Image> {
        self.value = value
        self.content = content()
        label = NavigatorUI.Label(titleKey, systemImage: systemImage)
    }

    /// A tab titled with a string and the symbol `systemImage`, shown when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == NavigatorUI.Label<Text, Image> {
        self.value = value
        self.content = content()
        label = NavigatorUI.Label(title, systemImage: systemImage)
    }

    /// A tab titled `titleKey` with the symbol `systemImage`, in a `TabView` without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
    where Value == Never, Label == NavigatorUI.Label<Text, Image> {
        value = nil
        self.content = content()
        label = NavigatorUI.Label(titleKey, systemImage: systemImage)
    }

    /// A tab titled with a string and the symbol `systemImage`, in a `TabView` without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Value == Never, Label == NavigatorUI.Label<Text, Image> {
        value = nil
        self.content = content()
        label = NavigatorUI.Label(title, systemImage: systemImage)
    }

    /// A tab shown when the selection is `value`, with a label of your own.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// A tab with a role (`.search`), shown when the selection is `value`, with a label of your own: a
    /// tab among the others in the bar (a terminal has no search field to put it in).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content, label: label)
    }

    /// A tab with a role, titled `titleKey` with the symbol `systemImage`, shown when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == NavigatorUI.Label<Text, Image> {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab with a role, in a `TabView` without a selection: `Tab(role: .search) { SearchView() }`,
    /// titled Search.
    public init(role: TabRole, @ViewBuilder content: () -> Content) where Value == Never, Label == NavigatorUI.Label<Text, Image> {
        self.init("Search", systemImage: "magnifyingglass", content: content)
    }

    public func _render(into context: _RenderContext) { context.evaluate(content, at: "tabContent") }
    var _carried: any View { content }
    func _describe(_ tab: inout _TabDescription, in context: _RenderContext) {
        if tab.tag == nil, let value { tab.tag = AnyHashable(value) }
        if tab.label == nil { tab.label = context.label(of: label, at: "tabItemLabel") }
    }
}

/// A tab's role, as SwiftUI's: `.search` marks the tab that searches.
nonisolated public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches the app.
    public static let search = TabRole(name: "search")
}

/// Tabs grouped under a title, as SwiftUI's `TabSection` (a sidebar's section on iPad): in the terminal's
/// bar its tabs are among the others, in order; the title has no place there.
public struct TabSection<Header: View, Content: View>: _PrimitiveView, _ViewChildren {
    let header: Header
    let content: Content

    /// A section of tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Header == Text {
        header = Text(titleKey)
        self.content = content()
    }

    /// A section of tabs titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Header == Text {
        header = Text(title)
        self.content = content()
    }

    /// A section of tabs with a header view of your own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    public func _render(into context: _RenderContext) { context.evaluate(content, at: "tabSection") }
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) { body("section", content, nil) }
}

/// A view with a badge, as SwiftUI's `.badge(_:)`: on a tab, the count or text after its title in the
/// bar (`Inbox 3`); on a list's row (a view that draws one line or link), after its label, dim. A count of 0, or a `nil` text, is no badge.
@usableFromInline struct _BadgeView<Content: View>: _PrimitiveView, _TabItemCarrier {
    let content: Content
    let badge: TerminalUI.Text?

    public func _render(into context: _RenderContext) {
        let lines = context.lines.count, links = context.links.count
        context.evaluate(content, at: "badge")
        // A row's badge: the view drew one line or one link (a tab's whole content, badged in its
        // bar, drew more, or is a tab item).
        guard let badge, !(Content.self is any _TabItemCarrier.Type) else { return }
        let mark = TerminalUI.Text(" ") + badge.style(.dim)
        let newLinks = context.links.count - links, newLines = context.lines.count - lines
        if newLinks == 1, newLines == 0 {
            context.links[context.links.count - 1].label = context.links[context.links.count - 1].label + mark
        } else if newLines == 1, newLinks == 0, !context.lines[context.lines.count - 1].string.utf8.contains(0x0A) {
            context.lines[context.lines.count - 1] = context.lines[context.lines.count - 1] + mark
        }
    }

    var _carried: any View { content }
    func _describe(_ tab: inout _TabDescription, in context: _RenderContext) {
        // The label is read further in (`.tabItem`, `Tab`): the badge goes after it once it is known.
        tab.badge = badge
    }
}

extension View {
    /// A count on the view: after a tab's title in the bar, after a row's label. 0 shows none.
    public consuming func badge(_ count: Int) -> some View {
        _BadgeView(content: self, badge: count == 0 ? nil : TerminalUI.Text("\(count)"))
    }
    /// A text on the view (`nil` shows none).
    public consuming func badge(_ label: Text?) -> some View {
        _BadgeView(content: self, badge: label.map(\.styled))
    }
    /// A text on the view.
    public consuming func badge(_ key: LocalizedStringKey) -> some View {
        _BadgeView(content: self, badge: Text(key).styled)
    }
    /// A string on the view.
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S) -> some View {
        _BadgeView(content: self, badge: TerminalUI.Text(String(label)))
    }
}

// MARK: Where a TabView finds its tabs

extension _TaggedView: _TabItemCarrier {
    var _carried: any View { content }
    func _describe(_ tab: inout _TabDescription, in context: _RenderContext) {
        if tab.tag == nil { tab.tag = AnyHashable(tag) }
    }
}

extension TupleView: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        var index = 0
        for child in repeat each value {
            body("\(index)", child, nil)
            index += 1
        }
    }
}

extension _Block2: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil)
    }
}

extension _Block3: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil)
    }
}

extension _Block4: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil)
    }
}

extension _Block5: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil); body("4", c4, nil)
    }
}

extension _Block6: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil); body("4", c4, nil); body("5", c5, nil)
    }
}

extension _Block7: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil); body("4", c4, nil); body("5", c5, nil)
        body("6", c6, nil)
    }
}

extension _Block8: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil); body("4", c4, nil); body("5", c5, nil)
        body("6", c6, nil); body("7", c7, nil)
    }
}

extension _Block9: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil); body("4", c4, nil); body("5", c5, nil)
        body("6", c6, nil); body("7", c7, nil); body("8", c8, nil)
    }
}

extension _Block10: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        body("0", c0, nil); body("1", c1, nil); body("2", c2, nil); body("3", c3, nil); body("4", c4, nil); body("5", c5, nil)
        body("6", c6, nil); body("7", c7, nil); body("8", c8, nil); body("9", c9, nil)
    }
}

extension _ConditionalContent: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        switch self {
        case .trueContent(let content): body("t", content, nil)
        case .falseContent(let content): body("f", content, nil)
        }
    }
}

extension Optional: _ViewChildren where Wrapped: View {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        if let self { body("some", self, nil) }
    }
}

extension Group: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) { body("g", content, nil) }
}

extension EmptyView: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {}
}

extension _ArrayView: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        for (index, content) in contents.enumerated() { body("[\(index)]", content, nil) }
    }
}

extension ForEach: _ViewChildren {
    func _forEachChild(_ body: (String, any View, AnyHashable?) -> Void) {
        // Each element is tagged with its id, as SwiftUI tags a ForEach's views.
        for element in data {
            let elementID = id(element)
            body(_RowTemplate.component(elementID), content(element), AnyHashable(elementID))
        }
    }
}
