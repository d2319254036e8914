// Edit mode, as SwiftUI's: `EditMode`, the `editMode` environment value each screen has, `EditButton`
// toggling it, and `.deleteDisabled(_:)` / `.moveDisabled(_:)` on a `ForEach`'s rows. Rows delete (`d`)
// and move (`K` `J`) on their keys with or without it, the terminal's way; in edit mode they show it.
import TerminalUI

/// Whether a screen's rows are being edited, SwiftUI's `EditMode`: read and set through the `editMode`
/// environment value (`@Environment(\.editMode) var editMode`), toggled by an `EditButton`.
nonisolated public enum EditMode: Hashable, Sendable {
    /// Not editing: rows are drawn as ever (they still delete and move on their keys).
    case inactive
    /// Editing for a moment (SwiftUI's swipe); drawn as `.active`.
    case transient
    /// Editing: each row that deletes is marked `−`, each that moves `≡`.
    case active

    /// Whether it is editing: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

/// Where a screen's own edit mode is kept: the screen's state, made when first read. A value, not an
/// object: every screen's environment has one, and a push made one more object to allocate and free.
struct _ScreenEditMode {
    /// The host, held as `HostReference` says: the environment may outlive it (a binding kept by the app).
    let reference: HostReference
    let screenID: UInt64?

    var binding: Binding<EditMode> {
        // An evaluation whose state is thrown away (a title) has a cell of its own, thrown away with it;
        // so has one read after its host is gone.
        let cell = screenID.flatMap { reference.host?.cell(screen: $0, field: "(editMode)", initial: EditMode.inactive) } ?? StateCell(EditMode.inactive)
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }
}

nonisolated struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the screen the view is on, SwiftUI's `\.editMode`: every screen has one,
    /// `.inactive` until an `EditButton` (or the app, through the binding) sets it. A view above may
    /// give its own: `.environment(\.editMode, $mode)`; `nil` there leaves the views under it none.
    public var editMode: Binding<EditMode>? {
        get {
            // Given by a view above, even as `nil`; the screen's own otherwise.
            if let given = values[ObjectIdentifier(EditModeKey.self)] { return Self.value(in: given, of: EditModeKey.self) }
            return screenEditMode?.binding
        }
        set { self[EditModeKey.self] = newValue }
    }
}

extension _RenderContext {
    /// The screen's own edit mode, for its environment.
    static func editMode(host: ViewHost, screenID: UInt64?) -> _ScreenEditMode {
        _ScreenEditMode(reference: host.reference, screenID: screenID)
    }
}

/// A button that toggles the edit mode of the screen it is on, SwiftUI's `EditButton`: `Edit` while it
/// is inactive, `Done` (bold) while editing. Put it in a toolbar, as SwiftUI apps do:
///
/// ```swift
/// List { ForEach(items) { … }.onDelete { items.remove(atOffsets: $0) } }
///     .toolbar { EditButton() }
/// ```
///
/// Under an `.environment(\.editMode, nil)` it has nothing to toggle and is drawn disabled.
public struct EditButton: _PrimitiveView {
    /// A button toggling the environment's edit mode.
    public init() {}

    public func _render(into context: _RenderContext) {
        let mode = context.environment.editMode
        let isEditing = mode?.wrappedValue.isEditing ?? false
        let label = isEditing ? TerminalUI.Text("Done").bold() : TerminalUI.Text("Edit")
        if context.takesLabelOnly(label) { return }
        var link = ScreenLink.button(label, section: context.section) { mode?.wrappedValue = isEditing ? .inactive : .active }
        if mode == nil {
            link.isEnabled = false
            link.disabledReason = "no edit mode here"
        }
        context.add(link)
    }
}

/// What `.deleteDisabled(_:)` and `.moveDisabled(_:)` said of the row being evaluated: `nil` where
/// none did. The innermost one wins, as an environment value does.
struct _RowEditsDisabled {
    var delete: Bool?
    var move: Bool?
}

/// A row that doesn't delete or doesn't move: `.deleteDisabled(_:)`, `.moveDisabled(_:)`.
@usableFromInline struct _RowEditsDisabledView<Content: View>: _PrimitiveView {
    let content: Content
    let delete: Bool?
    let move: Bool?

    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "editsDisabled")
        // Said to the row around it, not drawn: a view of yours holding it is evaluated each time.
        context.noteUnreplayable()
        if let delete, context.rowEditsDisabled.delete == nil { context.rowEditsDisabled.delete = delete }
        if let move, context.rowEditsDisabled.move == nil { context.rowEditsDisabled.move = move }
    }
}

extension View {
    /// Keeps a `ForEach` row from being deleted (while `isDisabled`): `d` does nothing on it, the footer
    /// doesn't offer it, and in edit mode it has no `−` mark. Its `.onDelete` is never called for it.
    public consuming func deleteDisabled(_ isDisabled: Bool) -> some View {
        _RowEditsDisabledView(content: self, delete: isDisabled, move: nil)
    }

    /// Keeps a `ForEach` row from being moved (while `isDisabled`): `K` and `J` do nothing on it, the
    /// footer doesn't offer them, and in edit mode it has no `≡` mark.
    public consuming func moveDisabled(_ isDisabled: Bool) -> some View {
        _RowEditsDisabledView(content: self, delete: nil, move: isDisabled)
    }
}
