// `Menu`, as SwiftUI's: one selectable line `Label …` whose Enter opens its content's buttons as a
// dialog panel over the screen (TerminalUI's `Dialog`, as a menu `Picker`'s options and a row's
// actions are drawn); a menu inside it is an entry `Label …` that opens its own panel.
import TerminalUI

/// A line that opens a panel of actions, SwiftUI's `Menu`. It is drawn as one selectable line, its
/// label followed by `…` (the cue that it opens more); Enter (or a click) opens its content's buttons as
/// a panel over the screen, titled with the label: `↑` `↓` select, Enter runs one and closes the panel,
/// Esc closes it. The footer says `⏎ menu` while it is selected.
///
/// - A `Button(role: .destructive)` inside is drawn in the theme's warning style, as in an alert; a
///   disabled button is left out.
/// - A `Menu` inside is an entry `Label …` of the panel: Enter on it opens its own panel over the
///   screen; Esc there goes back to the panel it came from, and running one of its buttons closes them
///   both.
/// - `Divider` and a `Section`'s header draw nothing in the panel (a dialog is a column of buttons): a
///   section's buttons are listed in their place among the others.
/// - A `Picker` inside is drawn inline, as SwiftUI draws one in a menu: an entry `(•) Option` per option.
/// - With `primaryAction:`, Enter runs the primary action, and `m` (the key that opens a row's actions)
///   opens the menu; the footer says `⏎ open  m actions`.
///
/// ```swift
/// .toolbar {
///     Menu("Sort", systemImage: "arrow.up.arrow.down") {
///         Button("By name") { order = .name }
///         Button("By date") { order = .date }
///         Button("Delete all", role: .destructive) { items.removeAll() }
///     }
/// }
/// ```
public struct Menu<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu of `content`'s buttons, drawn with `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu drawn with `label` whose Enter runs `primaryAction`; `m` opens its buttons.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// A menu titled `titleKey`: `Menu("Sort") { Button("By name") { … } }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled `titleKey` with an SF Symbol, drawn as `Label` draws them (its glyph, then the title).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == NavigatorUI.Label<Text, Image> {
        self.init(content: content) { NavigatorUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled with a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == NavigatorUI.Label<Text, Image> {
        self.init(content: content) { NavigatorUI.Label(title, systemImage: systemImage) }
    }

    /// A menu titled `titleKey` whose Enter runs `primaryAction`; `m` opens its buttons.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where Label == Text {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string whose Enter runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where Label == Text {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    public func _render(into context: _RenderContext) {
        let label = context.label(of: self.label, at: "menuLabel")
        let shown = label.string.isEmpty ? TerminalUI.Text("…") : label + " …"
        if context.takesLabelOnly(shown) { return }
        // A picker reading its options: a menu is none.
        guard context.pickerOptions == nil else { return }
        let isOpen = context.cell(field: "menu", initial: false)
        let title = label.string.isEmpty ? "Menu" : label.string
        let parent = context.menuParent
        // Closing this panel and those it was opened from (a button ran); opening it again, and those.
        let closeAll: () -> Void = {
            isOpen.value = false
            parent?.close()
        }
        let reopen: () -> Void = {
            parent?.reopen()
            isOpen.value = true
        }
        // Inside an open menu's panel: an entry that opens this one over it.
        let open: () -> Void = parent == nil ? { isOpen.value = true } : reopen
        var link: ScreenLink
        if let primaryAction {
            link = .button(shown, section: context.section, primaryAction)
        } else {
            link = ScreenLink.button(shown, section: context.section, open).control(ScreenControl(openHint: "menu"))
        }
        // The buttons are gathered only when they can be shown: the panel is open, or `m` may open it.
        guard isOpen.value || primaryAction != nil else { return context.add(link) }
        let (buttons, nested) = context.menuButtons(of: content, close: closeAll, reopen: reopen)
        if primaryAction != nil, !buttons.isEmpty, !context.isDisabled {
            // `m` opens them: its panel runs a button as this one's does (a nested menu's entry opens it).
            link.rowActions = RowActions(actions: buttons, title: title)
        }
        context.add(link)
        if let nested {
            // A menu inside this one is open: its panel is over this one.
            context.dialog = nested
        } else if isOpen.value, !context.isDisabled {
            context.dialog = Dialog(title: title, buttons: buttons, selected: 0) {
                isOpen.value = false
                parent?.reopen()
            }
        }
    }
}

/// The menu whose content is being evaluated: what closes it (and those it is in) once one of its
/// buttons ran, and what opens it again (a nested menu's panel, closed with Esc, goes back to it).
struct _MenuParent {
    let close: () -> Void
    let reopen: () -> Void
}

extension _RenderContext {
    /// The buttons a menu's content draws, as a dialog's, each closing the menu before it runs its
    /// action; and the panel of a menu inside it, if one is open. Disabled ones are left out; nothing
    /// the content draws stays on the screen. A picker inside is drawn inline (an entry per option).
    func menuButtons<C: View>(of content: C, close: @escaping () -> Void, reopen: @escaping () -> Void)
        -> (buttons: [TerminalUI.Dialog.Button], nested: TerminalUI.Dialog?) {
        let outerParent = menuParent, outerDialog = dialog, outerEnvironment = environment
        menuParent = _MenuParent(close: close, reopen: reopen)
        dialog = nil
        environment[PickerStyleKey.self] = .inline
        var buttons = actionButtons(of: content, at: "menuContent")
        for index in buttons.indices {
            let action = buttons[index].action
            buttons[index].action = {
                close()
                action()
            }
        }
        let nested = dialog
        dialog = outerDialog
        environment = outerEnvironment
        menuParent = outerParent
        return (buttons, nested)
    }
}

extension View {
    /// How the menus under this view are drawn: every style is the line `Label …` opening a panel (see `Menu`).
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
}

/// How a menu is drawn (`.menuStyle(_:)`): in a terminal every style is the line `Label …` (see `Menu`).
nonisolated public protocol MenuStyle {}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// A menu drawn as a button: the line `Label …`.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// A menu drawn as a borderless button: the line `Label …`.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
