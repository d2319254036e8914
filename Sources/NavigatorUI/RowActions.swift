// What a list's rows and screens do besides opening, as SwiftUI writes it: `.swipeActions` and
// `.contextMenu` on a row (`m` or a right click opens them as a dialog), `.refreshable` (`r`), and
// `.interactiveDismissDisabled` on a sheet (Esc doesn't close it). `ForEach.onDelete` and `.onMove`
// are in List.swift.
import TerminalUI

/// The leading or the trailing edge: where a row's swipe actions come from (`.swipeActions(edge:)`).
nonisolated public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// A view with actions of its own as a row: `.swipeActions` and `.contextMenu`.
@usableFromInline struct _RowActionsView<Content: View, Actions: View>: _PrimitiveView {
    let content: Content
    let actions: Actions
    /// A trailing swipe whose first action a full swipe runs: if it is destructive, it is the row's
    /// delete (`d`), as the swipe that deletes.
    let fullSwipe: Bool

    public func _render(into context: _RenderContext) {
        let firstLine = context.lines.count, firstLink = context.links.count
        context.evaluate(content, at: "row")
        // A filter reading the row's label, a picker reading its options: no actions to build.
        guard !context.collectsLabel, context.pickerOptions == nil else { return }
        let buttons = context.actionButtons(of: actions)
        guard !buttons.isEmpty else { return }
        let first = buttons[0]
        let added = RowActions(delete: fullSwipe && first.role == .destructive ? first.action : nil, actions: buttons)
        if context.links.count > firstLink {
            // The row is the first link or button the view draws.
            context.links[firstLink].addActions(added)
        } else if context.isEvaluatingRow {
            // A row of text: its row is made once the whole row is evaluated (`_RowTemplate.row`).
            context.rowActions = context.rowActions?.adding(added) ?? added
        } else if context.lines.count > firstLine {
            // Text outside a list's rows: its lines become one the selection rests on, with the actions.
            let drawn = context.lines[firstLine...]
            let label = drawn.dropFirst().reduce(drawn.first!) { $0 + " " + $1 }
            context.lines.removeSubrange(firstLine...)
            var line = ScreenLink(label, action: .perform {}, section: context.section)
            line.rowActions = added
            context.add(line)
        }
    }
}

extension _RenderContext {
    /// The buttons a menu's or a swipe's content draws, as a dialog's: each runs its action. Disabled
    /// ones are left out; nothing the content draws stays on the screen.
    func actionButtons<A: View>(of actions: A, at component: String = "actions") -> [TerminalUI.Dialog.Button] {
        let firstLine = lines.count, firstLink = links.count, firstRun = list.runs.count
        let outerIsInList = list.isInList, outerSection = section, outerRowActions = rowActions, outerPlaces = placesLinks
        list.isInList = false
        section = nil
        placesLinks = 0
        evaluate(actions, at: component)
        placesLinks = outerPlaces
        var buttons: [TerminalUI.Dialog.Button] = []
        for link in links[firstLink...] where link.isEnabled {
            guard case .perform(let action) = link.action else { continue }
            buttons.append(TerminalUI.Dialog.Button(link.label, role: link.role, action: action))
        }
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        list.runs.removeSubrange(firstRun...)
        list.isInList = outerIsInList
        section = outerSection
        if rowActions != nil || outerRowActions != nil { rowActions = outerRowActions }
        return buttons
    }
}

/// A screen that refreshes: `.refreshable`.
@usableFromInline struct _RefreshableView<Content: View>: _PrimitiveView {
    let content: Content
    let action: @MainActor () async -> Void

    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "refreshable")
        if !context.isEvaluatingRow { context.refresh = action }
    }
}

/// A sheet's view that Esc doesn't dismiss: `.interactiveDismissDisabled()`.
@usableFromInline struct _DismissDisabledView<Content: View>: _PrimitiveView {
    let content: Content
    let isDisabled: Bool

    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "dismissDisabled")
        if isDisabled, !context.isEvaluatingRow { context.isDismissDisabled = true }
    }
}

extension View {
    /// Actions a swipe across the row shows, in SwiftUI: here `m` (or a right click) on the selected
    /// row opens them as a dialog over the screen, with any `.contextMenu`'s after them; `↑` `↓`
    /// select, Enter runs one, Esc closes it. On the trailing edge with `allowsFullSwipe`, a first
    /// action that is `.destructive` is what a full swipe runs: the row's delete, `d` (or Delete).
    /// The footer shows the keys while the row is selected.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { delete(message) }
    ///         Button("Flag") { message.isFlagged.toggle() }
    ///     }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        _RowActionsView(content: self, actions: content(), fullSwipe: edge == .trailing && allowsFullSwipe)
    }

    /// A menu of actions on the row, SwiftUI's long press or secondary click: `m` (or a right click)
    /// on the selected row opens them as a dialog over the screen, after any swipe actions; Enter
    /// runs one, Esc closes it. On text outside a list's rows, the text becomes a line the selection
    /// rests on, to open its menu.
    public consuming func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        _RowActionsView(content: self, actions: menuItems(), fullSwipe: false)
    }

    /// A context menu with a preview: the preview isn't drawn (the menu opens over the screen).
    public consuming func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _RowActionsView(content: self, actions: menuItems(), fullSwipe: false)
    }

    /// A screen the user refreshes, SwiftUI's pull to refresh: `r` runs `action` as a task, while
    /// the footer says `r refreshing…`; when it returns the screen is drawn again. One runs at a
    /// time; a headless run waits for it, as for a `.task`.
    public consuming func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        _RefreshableView(content: self, action: action)
    }

    /// Keeps Esc from dismissing the sheet this view is in (while `isDisabled`): the footer says
    /// `Esc can't close`, and Esc says why. The sheet's own buttons still dismiss it (`dismiss()`,
    /// its binding set to false).
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _DismissDisabledView(content: self, isDisabled: isDisabled)
    }
}
