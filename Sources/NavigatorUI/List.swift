import Foundation
import Navigation
import TerminalUI

/// A view for each element of a collection, each identified by its id: state follows the element,
/// not its position.
///
/// Inside a `List`, each element is one row, built only when it is shown (TerminalUI's `LinkList`):
/// `List(0..<1_000_000) { i in NavigationLink("Row \(i)", value: i) }` costs the rows on screen. A row
/// is its first link or button; a row with none is its text, a line the selection can rest on (in a
/// list with a selection, opening it selects the row's id). In a `LazyVStack`, elements are built as
/// far as the screen is scrolled. Elsewhere (a `VStack`, a screen's body) every element is built, as
/// SwiftUI's `ForEach` builds them outside lazy containers.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    /// The collection of elements, one view each.
    public var data: Data
    /// Builds the view of an element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// `.onDelete` and `.onMove`'s actions, if given.
    var editing: _RowEditing?

    /// A view per element of `data`, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public func _render(into context: _RenderContext) {
        // A ForEach of sections (or of ForEach) makes sections: each element's view is evaluated, and the
        // rows inside are the lazy ones.
        if context.list.isInList, !(Content.self is any _ListContainer.Type) {
            // Its rows are built later, as they are shown: the places they keep stay.
            context.touchPlace()
            context.addRows(data, id: id, content: content, editing: editing)
            return
        }
        if context.pickerOptions != nil { return addOptions(into: context) }
        // The places of elements no longer in the data are let go of, with their state.
        let sweep = context.startSweep()
        defer { context.sweep(since: sweep) }
        // A scroll request for an element a lazy stack hasn't built yet: built as far as it, and a screen more.
        if context.scrollTo != nil, let budget = context.lazyBudget { context.buildLazily(upTo: data, id: id, budget: budget) }
        guard let editing else {
            for element in data {
                guard context.evaluateElement(content(element), id: id(element)) else { return }
            }
            return
        }
        // Every element built (not in a list): each one's first link is its row, deleted and moved.
        let count = data.count
        let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
        let outerDisabled = context.rowEditsDisabled
        for (offset, element) in data.enumerated() {
            let firstLink = context.links.count
            context.rowEditsDisabled = _RowEditsDisabled()
            guard context.evaluateElement(content(element), id: id(element)) else { break }
            if context.links.count > firstLink, context.links[firstLink].isEnabled {
                editing.attach(to: &context.links[firstLink], at: offset, of: count, disabled: context.rowEditsDisabled, isEditing: isEditing)
            }
        }
        context.rowEditsDisabled = outerDisabled
    }

    /// Inside a `Picker`: each element is an option, tagged with its `.tag`, or else with its id (as
    /// SwiftUI tags a `ForEach`'s elements).
    private func addOptions(into context: _RenderContext) {
        for element in data {
            let before = context.pickerOptions?.count ?? 0, firstLine = context.lines.count, firstLink = context.links.count
            context.evaluate(content(element), at: _RowTemplate.component(id(element)))
            guard context.pickerOptions?.count == before else { continue }
            let label = context.takeOptionLabel(fromLine: firstLine, link: firstLink)
            context.pickerOptions?.append(_PickerOption(label: label, tag: AnyHashable(id(element))))
        }
    }
}

extension _RenderContext {
    /// Evaluates a `ForEach` element's view, its places and its links known by its `id`. In a lazy
    /// stack, only while the stack's budget lasts: returns false, building nothing and marking the stack
    /// cut, past it; the element is built whole (a `ForEach` in it builds all of its own).
    func evaluateElement<V: View, ID: Hashable>(_ view: V, id: ID) -> Bool {
        let budget = lazyBudget
        if let budget {
            guard budget > 0 else {
                lazyCut = true
                return false
            }
            lazyBudget = nil
        }
        let firstLink = links.count
        if scrollTo != nil, isScrollTarget(id) { markScrollTarget() }
        evaluate(view, at: _RowTemplate.component(id))
        identifyLinks(from: firstLink, as: id)
        if let budget { lazyBudget = budget - 1 }
        return true
    }
}

extension ForEach {
    /// Rows that delete, as SwiftUI's swipe to delete: on the selected row `d` (or Delete) calls
    /// `action` with the row's offset in `data`, asking nothing; the footer says `d delete`. The
    /// selection stays in its place, on the row after.
    ///
    /// ```swift
    /// List {
    ///     ForEach(items) { item in Text(item.name) }
    ///         .onDelete { offsets in items.remove(atOffsets: offsets) }
    /// }
    /// ```
    // Emitted into the app alone: `IndexSet` is Foundation's own, which no program built on NavigatorUI
    // links unless it deletes rows (see LinkedFoundationTests).
    @_alwaysEmitIntoClient
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        _onDelete(action.map { action in { offset in action(IndexSet(integer: offset)) } })
    }

    /// Rows that move: on the selected row `K` moves it up and `J` down, calling `action` as SwiftUI's
    /// drag does (the row's offset, and the offset it goes before: `items.move(fromOffsets:toOffset:)`
    /// takes them as they are); the selection goes with the row. The footer says `K/J move`.
    @_alwaysEmitIntoClient
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        _onMove(action.map { action in { offset, destination in action(IndexSet(integer: offset), destination) } })
    }

    @usableFromInline
    func _onDelete(_ action: ((Int) -> Void)?) -> ForEach {
        var rows = self
        rows.editing = _RowEditing(delete: action, move: editing?.move)
        return rows
    }

    @usableFromInline
    func _onMove(_ action: ((Int, Int) -> Void)?) -> ForEach {
        var rows = self
        rows.editing = _RowEditing(delete: editing?.delete, move: action)
        return rows
    }
}

/// A `ForEach`'s `.onDelete` and `.onMove` actions, given to each of its rows: called with the row's
/// offset (and, for a move, the offset it goes before).
struct _RowEditing {
    let delete: ((Int) -> Void)?
    let move: ((Int, Int) -> Void)?

    /// Gives the row at `offset` of `count` its delete and move, after its own actions, unless the row
    /// said `.deleteDisabled(true)` or `.moveDisabled(true)`. In edit mode the row shows them: `− ` before
    /// its label when it deletes (`  ` when the rows delete and it doesn't), ` ≡` after it when it moves.
    func attach(to row: inout ScreenLink, at offset: Int, of count: Int, disabled: _RowEditsDisabled, isEditing: Bool) {
        let delete = disabled.delete == true ? nil : self.delete, move = disabled.move == true ? nil : self.move
        if isEditing {
            if self.delete != nil { row.label = TerminalUI.Text(delete != nil ? "− " : "  ") + row.label }
            if move != nil { row.label = row.label + " ≡" }
        }
        guard delete != nil || move != nil else { return }
        let actions = RowActions(
            delete: delete.map { delete in { delete(offset) } },
            move: move.map { move in { step in move(offset, step < 0 ? offset - 1 : offset + 2) } },
            canMoveUp: offset > 0, canMoveDown: offset < count - 1
        )
        row.addActions(actions)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach {
    /// A view per element of the collection `data` binds, given a binding to its element, identified by
    /// the elements' `id`: `ForEach($items) { $item in TextField("Name", text: $item.name) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.data = data
        self.id = { $0.wrappedValue.id }
        self.content = content
    }

    /// A view per element of the collection `data` binds, given a binding to its element, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.id = { $0.wrappedValue[keyPath: id] }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per number of a constant range, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

/// Rows, as SwiftUI's `List`: its links and buttons are the screen's selectable lines, its `ForEach`
/// rows are built only when shown, and its sections are headed by their titles.
///
/// With a selection binding, opening a row selects it: a `NavigationLink(_:value:)` of the selection's
/// type sets the binding to its value instead of pushing, and a row of text sets it to its `ForEach`
/// id (`List(items, selection: $selected) { Text($0.name) }`). In a `NavigationSplitView`'s sidebar or
/// content column, the selection is that column's.
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content
    let selection: _Selection?

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        selection = nil
    }

    /// A list whose rows select one value: `selection` holds it, `nil` for none.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = _Selection(selection)
    }

    /// A list whose rows select any number of values: opening a row adds it to `selection`, or
    /// removes it.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = _Selection(selection)
    }

    public func _render(into context: _RenderContext) {
        let outerSelection = context.selection, outerIsInList = context.list.isInList
        if context.list.collectsColumn {
            // A split view's column: the column keeps the selection; its rows say what they select.
            context.list.columnSelection = selection
            context.selection = nil
        } else {
            context.selection = selection
        }
        context.list.isInList = true
        context.evaluate(content, at: "list")
        context.selection = outerSelection
        context.list.isInList = outerIsInList
    }
}

// The collection initializers, as SwiftUI's: with Identifiable elements, with `id:`, over a range; each
// without a selection, with one value or with a set of them.
extension List {
    /// A row per element of `data`, identified by the elements' `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per number of a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element of the collection `data` binds, given a binding to its element, identified by
    /// the elements' `id`: `List($items) { $item in TextField("Name", text: $item.name) }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element of the collection `data` binds, given a binding to its element, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per element of `data`, selecting one element's `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data`, selecting one element's `id` key path's value.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per number of a constant range, selecting one number.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data`, selecting any number of elements' `id`s.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data`, selecting any number of `id` key paths' values.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// A list's selection binding, for values of its type.
@usableFromInline struct _Selection {
    /// Selects a value (for a set: adds or removes it); false if it is not of the selection's type.
    let select: (AnyHashable) -> Bool
    /// The value selected now (a single selection), or `nil`.
    let current: () -> AnyHashable?
    /// Sets a single selection to a value or to nothing.
    let set: (AnyHashable?) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        select = { value in
            guard let typed = value.as(Value.self) else { return false }
            binding.wrappedValue = typed
            return true
        }
        current = { binding.wrappedValue.map { AnyHashable($0) } }
        set = { value in binding.wrappedValue = value?.as(Value.self) }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        select = { value in
            guard let typed = value.as(Value.self) else { return false }
            if binding.wrappedValue.contains(typed) { binding.wrappedValue.remove(typed) } else { binding.wrappedValue.insert(typed) }
            return true
        }
        current = { binding.wrappedValue.count == 1 ? AnyHashable(binding.wrappedValue.first!) : nil }
        set = { value in binding.wrappedValue = value?.as(Value.self).map { [$0] } ?? [] }
    }
}

extension AnyHashable {
    /// The value as `T`, whether it was wrapped as `T` or as another `AnyHashable`.
    func `as`<T>(_ type: T.Type) -> T? { (self as? T) ?? (base as? T) }
}

/// A titled part of a list: its rows are drawn under its header.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    let header: Parent
    let content: Content

    /// A section with a header view (its text is the heading) and, ignored in the terminal, a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
    }

    public func _render(into context: _RenderContext) {
        let title = context.text(of: header, at: "header")
        let outer = context.section
        let firstLink = context.links.count, firstLine = context.lines.count, firstRun = context.list.runs.count
        context.section = title.isEmpty ? outer : title
        context.evaluate(content, at: "section")
        context.section = outer
        // A section of text alone has no row to carry its header: the header is a line of its own.
        if context.links.count == firstLink, context.list.runs.count == firstRun, !title.isEmpty {
            context.lines.insert(TerminalUI.Text(title), at: firstLine)
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section headed by `header`'s text.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section headed by a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with no heading.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

/// Views that hold rows rather than being one: inside a list, their elements are evaluated, and the
/// rows they hold are built lazily.
protocol _ListContainer {}
extension Section: _ListContainer {}
extension ForEach: _ListContainer {}

/// What a screen's evaluation gathers for its lists and split view columns.
struct _ListState {
    /// Inside a `List`: a `ForEach` makes rows built when shown.
    var isInList = false
    /// The lazy runs of rows, in the order they were written among the screen's links.
    var runs: [_RowRun] = []
    /// Evaluating a split view's column: rows say what they select (their links push it), and the
    /// list's selection binding is the column's.
    var collectsColumn = false
    var columnSelection: _Selection?
    /// The `NavigationSplitView` the root draws, if it is one (SplitView.swift).
    var split: _SplitRecord?
    /// Where the lazy rows put a dialog they bring up when built (an alert in a row), made with the
    /// first run of rows.
    var rowDialogs: (any RowDialogs)?
    /// The `TabView` the root draws, if it is one (TabView.swift).
    var tabs: _TabRecord?
}

/// A `ForEach`'s rows in a list: where they come among the screen's links, under which section.
struct _RowRun {
    let position: Int
    /// How many paragraphs were written before it: those written after the first run are drawn under the rows.
    let paragraph: Int
    let section: String?
    let rows: LinkList.Section
}

/// What a row needs to be built after its screen's evaluation: the place and environment of its
/// `ForEach`, and one context that evaluates its rows one after the other (a context per row cost a
/// quarter of a row filtered: its allocation, environment and release).
final class _RowTemplate: RowDialogs {
    unowned let host: ViewHost
    let screenID: UInt64?
    let isInStack: Bool
    let path: StructuralPath
    let environment: EnvironmentValues
    let selection: _Selection?
    let collectsColumn: Bool
    let isDisabled: Bool
    let help: String?
    /// Where a row built with a dialog up (an alert in the row) puts it: the screen's first
    /// template, or `nil` when this is it (`Screen.rowDialogs`).
    let dialogs: (any RowDialogs)?
    /// The last dialog a row built brought up, if any (`RowDialogs`).
    var dialog: Dialog?
    /// What `.deleteDisabled(_:)` and `.moveDisabled(_:)` said of the row last built.
    private(set) var rowEditsDisabled = _RowEditsDisabled()
    private var reusable: _RenderContext?

    init(_ context: _RenderContext, dialogs: (any RowDialogs)?) {
        self.dialogs = dialogs
        host = context.host
        screenID = context.screenID
        isInStack = context.isInStack
        path = context.path.forgettingNodes()
        environment = context.environment
        selection = context.selection
        collectsColumn = context.list.collectsColumn
        isDisabled = context.isDisabled
        help = context.help
    }

    nonisolated deinit {}

    /// The row `view` draws for the element identified by `id`: its first link or button, else its text
    /// (selecting `id` in a list with a selection, pushing it in a split view's column, doing nothing
    /// otherwise).
    func row<V: View, ID: Hashable>(_ view: V, id: ID) -> ScreenLink {
        let context = evaluate(view, id: id)
        defer { reusable = context }
        rowEditsDisabled = context.rowEditsDisabled
        // An alert or a menu's options up in the row: over the screen, as one declared outside the list.
        if let dialog = context.dialog { (dialogs ?? self).dialog = dialog }
        if !context.links.isEmpty {
            var link = Self.row(lines: context.lines[...], links: context.links[...])
            link.section = nil
            if let actions = context.rowActions { link.addActions(actions) }
            return link
        }
        let label = context.joinedLines
        var row: ScreenLink
        if collectsColumn {
            row = .push(label, AnyHashable(id))
        } else if let selection {
            let id = AnyHashable(id)
            row = .button(label) { _ = selection.select(id) }
        } else {
            row = ScreenLink(label, action: .perform {})
        }
        if isDisabled {
            row.isEnabled = false
            row.disabledReason = help
        }
        row.rowActions = context.rowActions
        return row
    }

    /// The row `lines` and `links` make (a row's view drew them, one link at least): its first link,
    /// or all it draws on one line.
    static func row(lines: ArraySlice<TerminalUI.Text>, links: ArraySlice<ScreenLink>) -> ScreenLink {
        // A text field beside buttons or controls (`HStack { TextField("Title", text: $todo.title); Button("Delete") {…} }`)
        // is the row, edited as any; the others are its actions (`m`).
        let field = links.count > 1 ? links.firstIndex { $0.field != nil } : nil
        var link = links[field ?? links.startIndex]
        // A row of text and buttons (`HStack { Text(item.name); Spacer(); Button("−") {…}; Button("+") {…} }`)
        // is one line: all it draws.
        if field == nil, links.count > 1 || (!lines.isEmpty && link.control == nil && link.field == nil) {
            return wholeRow(lines: lines, links: links)
        }
        if !lines.isEmpty {
            // A control or a field beside the row's text (`HStack { Text(todo.title); Spacer(); Toggle("", isOn: $todo.done) }`):
            // the text labels it, before its own label.
            let text = _RenderContext.joined(lines)
            link.label = link.label.string.isEmpty ? text : text + "  " + link.label
        }
        if let field {
            let buttons = Self.buttons(of: links.indices.lazy.filter { $0 != field }.map { links[$0] })
            if !buttons.isEmpty { link.addActions(RowActions(actions: buttons, title: link.label.string)) }
        }
        return link
    }

    /// The row of a view that draws texts beside its link or button, or more than one: its label is
    /// everything it draws, in the order written, two spaces apart; Enter opens its first enabled link or
    /// button, and with more than one button, `m` opens them all as the row's actions (as a swipe's).
    private static func wholeRow(lines: ArraySlice<TerminalUI.Text>, links: ArraySlice<ScreenLink>) -> ScreenLink {
        var parts: [TerminalUI.Text] = []
        var line = lines.startIndex
        for link in links {
            let end = min(link.paragraph ?? lines.endIndex, lines.endIndex)
            if line < end { parts += lines[line..<end] }
            line = max(line, end)
            parts.append(link.label)
        }
        if line < lines.endIndex { parts += lines[line...] }
        let label = parts.dropFirst().reduce(parts[0]) { $0 + "  " + $1 }
        var row = links.first(where: \.isEnabled) ?? links[links.startIndex]
        row.label = label
        let buttons = Self.buttons(of: links)
        if links.count > 1, !buttons.isEmpty {
            // The panel is titled by the row's texts (its buttons are what it lists).
            // (Trimmed with the standard library: Foundation's `trimmingCharacters(in:)` would link the
            // whole of it into every app, LinkedFoundationTests.)
            let joined = lines.map(\.string).joined(separator: " ")
            let title = lines.isEmpty ? nil : String(joined.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            row.addActions(RowActions(actions: buttons, title: title))
        }
        return row
    }

    /// The enabled buttons (and controls) among `links`, as a row's actions list them.
    private static func buttons(of links: some Sequence<ScreenLink>) -> [TerminalUI.Dialog.Button] {
        var buttons: [TerminalUI.Dialog.Button] = []
        for link in links where link.isEnabled {
            if case .perform(let action) = link.action { buttons.append(TerminalUI.Dialog.Button(link.label, role: link.role, action: action)) }
        }
        return buttons
    }

    /// The plain text of the label of the row `view` draws, as `row(_:id:)` would give it, for a filter:
    /// its controls give their labels and build nothing else (no action, no value wrapped). A row's
    /// texts beside its link are drawn with it, so they are matched too.
    func label<V: View, ID: Hashable>(_ view: V, id: ID) -> String {
        let context = evaluate(view, id: id, labelOnly: true)
        defer {
            context.collectsLabel = false
            context.rowLabel = nil
            reusable = context
        }
        guard let link = context.rowLabel else { return context.joinedLines.string }
        return context.lines.isEmpty ? link.string : context.joinedLines.string + "  " + link.string
    }

    /// `view` evaluated as the row identified by `id`, in the context kept for the list's rows. A row
    /// evaluated while another is (a list in a row's label) gets a context of its own.
    private func evaluate<V: View, ID: Hashable>(_ view: V, id: ID, labelOnly: Bool = false) -> _RenderContext {
        let context: _RenderContext
        if let reusable {
            self.reusable = nil
            context = reusable
            context.prepareForRow(isInStack: isInStack, collectsColumn: collectsColumn)
        } else {
            context = _RenderContext(host: host, screenID: screenID, isInStack: isInStack)
            context.path = path
            context.environment = environment
            context.selection = selection
            context.list.collectsColumn = collectsColumn
            context.isDisabled = isDisabled
            context.help = help
            context.isEvaluatingRow = true
        }
        if labelOnly { context.collectsLabel = true }
        context.rowEditsDisabled = _RowEditsDisabled()
        context.evaluate(view, at: Self.component(id))
        return context
    }

    /// A row's place among its list's: `#` and its id. The usual ids are written without the
    /// interpolation of an unknown type, which looks up its conformances at each row.
    static func component<ID: Hashable>(_ id: ID) -> String {
        if ID.self == Int.self { return component(unsafeBitCast(id, to: Int.self)) }
        if ID.self == String.self { return "#" + unsafeBitCast(id, to: String.self) }
        return "#\(id)"
    }

    /// `#` and `id` in decimal, written straight into the bytes of a small string (at most 15 bytes
    /// are kept inline, with no allocation): `String(id)` goes through the generic integer description,
    /// a seventh of a row's cost when a filter looks at every row.
    nonisolated static func component(_ id: Int) -> String {
        guard id > -1_000_000_000_000, id < 10_000_000_000_000 else { return "#" + String(id) }
        return String(unsafeUninitializedCapacity: 15) { buffer in
            let bytes = buffer.baseAddress!
            bytes[0] = UInt8(ascii: "#")
            var end = 1
            if id < 0 {
                bytes[1] = UInt8(ascii: "-")
                end = 2
            }
            var magnitude = id.magnitude, rest = magnitude / 10
            end += 1
            while rest > 0 {
                end += 1
                rest /= 10
            }
            var position = end
            repeat {
                position -= 1
                bytes[position] = 48 &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            return end
        }
    }
}

extension _RenderContext {
    /// Gives the links from `first` on, a `ForEach` element's, its identity (with theirs, an inner
    /// `ForEach`'s, or their order in it): the selection stays on its line when elements are inserted
    /// or removed above it (`ScreenLink.identity`).
    func identifyLinks<ID: Hashable>(from first: Int, as id: ID) {
        guard links.count > first else { return }
        for index in first..<links.count {
            var hasher = Hasher()
            hasher.combine(id)
            let inner = links[index].identity
            hasher.combine(inner == 0 ? index - first : inner)
            let identity = hasher.finalize()
            links[index].identity = identity == 0 ? 1 : identity
        }
    }

    /// Whether a view evaluated now is a row of a list written as it is (`Form { Section { HStack { … } } }`),
    /// not a `ForEach`'s lazy row: it is evaluated as one (`evaluateRow(_:)`).
    var isStaticRow: Bool {
        list.isInList && !isEvaluatingRow && !isInLabel && !collectsLabel && pickerOptions == nil
    }

    /// Evaluates a row of a list written as it is (`HStack { Text("Sync"); Spacer(); Toggle("", isOn: $on) }`)
    /// as a lazy row is: its texts and its controls one row, selected and opened as one (its texts were
    /// paragraphs, and its controls rows of their own). A row of texts alone stays their line.
    func evaluateRow(_ evaluate: () -> Void) {
        let firstLine = lines.count, firstLink = links.count, outerActions = rowActions
        isEvaluatingRow = true
        rowActions = nil
        evaluate()
        isEvaluatingRow = false
        let actions = rowActions
        rowActions = outerActions
        guard links.count > firstLink else {
            // Text with swipe actions: a line the selection rests on, with them.
            if let actions, lines.count > firstLine {
                var row = ScreenLink(joinedLines(from: firstLine), action: .perform {}, section: section)
                row.rowActions = actions
                lines.removeSubrange(firstLine...)
                add(row)
            }
            return
        }
        let rowLinks = links[firstLink...]
        // A text field beside buttons (`HStack { TextField("New item", text: $new); Button("Add") {…} }`):
        // the field is a row, labelled by the row's texts, and each button one under it, as SwiftUI
        // shows them all (a lazy row, one row an element, keeps its buttons as the field's actions).
        let field = rowLinks.count > 1 ? rowLinks.firstIndex { $0.field != nil } : nil
        var row = _RowTemplate.row(lines: lines[firstLine...], links: field.map { rowLinks[$0...$0] } ?? rowLinks)
        if let actions { row.addActions(actions) }
        let others = field.map { field in rowLinks.indices.filter { $0 != field }.map { rowLinks[$0] } } ?? []
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        add(row)
        for other in others { add(other) }
    }

    /// Adds a `ForEach`'s rows to the list being evaluated, built when shown.
    func addRows<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content, editing: _RowEditing? = nil
    ) {
        // The row a scroll request asks for, by its offset in this run.
        if let scrollTo, scrollFound == nil, scrollRowFound == nil,
           let index = data.firstIndex(where: { AnyHashable(id($0)) == scrollTo.id }) {
            scrollRowFound = (list.runs.count, data.distance(from: data.startIndex, to: index))
        }
        let template = _RowTemplate(self, dialogs: list.rowDialogs)
        if list.rowDialogs == nil { list.rowDialogs = template }
        let element = Self.elements(of: data)
        let count = data.count
        // Read as the screen is evaluated: a change of the edit mode draws the screen again.
        let isEditing = editing != nil && (environment.editMode?.wrappedValue.isEditing ?? false)
        let rows = LinkList.Section(
            nil, count: count, id: { AnyHashable(id(element($0))) },
            label: { index in
                let element = element(index)
                return template.label(content(element), id: id(element))
            }
        ) { index in
            let element = element(index)
            var row = template.row(content(element), id: id(element))
            if let editing, row.isEnabled {
                editing.attach(to: &row, at: index, of: count, disabled: template.rowEditsDisabled, isEditing: isEditing)
            }
            return row
        }
        list.runs.append(_RowRun(position: links.count, paragraph: lines.count, section: section, rows: rows))
    }

    /// The element at each offset of `data`. A range of integers, the usual `List(0..<count)`, is added
    /// to at once: this code isn't specialized for your collection, and offsetting its index through the
    /// generic witness costs as much as a tenth of a row a filter looks at.
    private static func elements<Data: RandomAccessCollection>(of data: Data) -> (Int) -> Data.Element {
        if Data.self == Range<Int>.self {
            let lowerBound = unsafeBitCast(data, to: Range<Int>.self).lowerBound
            return { unsafeBitCast(lowerBound + $0, to: Data.Element.self) }
        }
        let start = data.startIndex
        return { data[data.index(start, offsetBy: $0)] }
    }

    /// The screen's links and its list: links written before the first lazy rows stay links; from
    /// there on, links and rows go into the list in the order they were written, each run under its
    /// section's heading where the section changes.
    func linksAndRows() -> (links: [ScreenLink], list: LinkList?) {
        guard let first = list.runs.first else { return (links, nil) }
        var sections: [LinkList.Section] = []
        var previous = first.position > 0 ? links[first.position - 1].section : nil
        var cursor = first.position
        let links = self.links
        func addLinks(upTo end: Int) {
            while cursor < end {
                let heading = links[cursor].section
                var stop = cursor + 1
                while stop < end, links[stop].section == heading { stop += 1 }
                let run = Array(links[cursor..<stop])
                sections.append(LinkList.Section(heading != previous ? heading : nil, count: run.count) { run[$0] })
                previous = heading
                cursor = stop
            }
        }
        for run in list.runs {
            addLinks(upTo: run.position)
            var rows = run.rows
            rows.header = run.section != previous ? run.section : nil
            previous = run.section
            sections.append(rows)
        }
        addLinks(upTo: links.count)
        return (Array(links[..<first.position]), LinkList(sections: sections))
    }
}

extension ScreenLink {
    /// Adds `actions` to the row's (after those it has).
    mutating func addActions(_ actions: RowActions) {
        rowActions = rowActions?.adding(actions) ?? actions
    }
}
