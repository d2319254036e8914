// A StackApp's dialogs (`Screen.dialog`): while the active stack's top screen has one up, it has the
// keys: select its buttons, press one, cancel it. The help and quit keys work as ever.
import Navigation

extension StackApp {
    /// The dialog up on the active stack's top screen, when it has the keys now (no help, preview or
    /// prompt is open), with the button selected.
    package func activeDialog() -> (dialog: Dialog, selected: Int)? {
        guard !isPromptingLink, !isPreviewing, !isShowingHelp, let dialog = shownRowMenu() ?? shownDialog() else { return nil }
        return (dialog, selectedButton(of: dialog))
    }

    /// The dialog of the active stack's top screen as a terminal shows it now. The screens are built
    /// again for it only when the app's state changed since they were (an action ran, a model changed:
    /// a dialog may have come up) and the tree did not: a key that goes back or toggles the log builds
    /// no screen it didn't build before, so building, with what it starts and refuses, happens when it
    /// did.
    private func shownDialog() -> Dialog? {
        let current = content != nil && contentGeneration == router.generation && !contentChanged.isSet
        // (A row's dialog, on screens built already: their selected row and those shown were built since.)
        if current { return content?.activeScreen.shownDialog }
        guard contentGeneration == router.generation, stateChangedSinceBuild || contentChanged.isSet else { return nil }
        let screen = currentContent().activeScreen
        // Built again: its selected row is built now, so that a dialog it brings up (an alert in the
        // row) has the keys before a frame shows it.
        if let rows = screen.rowDialogs, rows.dialog == nil { _ = selectedLink(in: screen) }
        return screen.shownDialog
    }

    /// The selected item of `dialog` (its fields, then its buttons): the one chosen with the keys while
    /// this dialog is up on this level, else the one it comes up with.
    func selectedButton(of dialog: Dialog) -> Int {
        guard dialog.itemCount > 0 else { return 0 }
        if let chosen = dialogSelection, chosen.level == topKey(of: activeStack), chosen.title == dialog.title,
           chosen.count == dialog.itemCount {
            return min(chosen.index, dialog.itemCount - 1)
        }
        return min(max(0, dialog.selected), dialog.itemCount - 1)
    }

    /// A key while a dialog is up, answering whether the dialog took it: every key but help and quit.
    /// On a text field of the dialog, a key that types or edits does (`←` `→` move its cursor,
    /// Backspace deletes), the binding set on each change.
    func dialogTakes(_ key: Key) -> Bool { dialogTakes(key, command: keyMap.command(for: key)) }

    /// `dialogTakes(_:)` given the command the key map gives `key`.
    func dialogTakes(_ key: Key, command: Command?) -> Bool {
        guard let (dialog, selected) = activeDialog() else { return false }
        if selected < dialog.fields.count, let field = dialog.fields[selected].field, keyMap.types(key) {
            var editor = dialogEditor(of: dialog, field: selected) ?? LineEditor(field.text.get())
            let before = editor.text
            if editor.apply(key, keyMap: keyMap) {
                if scrollIsStale { settleScroll() }
                notice = nil
                dialogEditor = (topKey(of: activeStack), dialog.title, selected, editor)
                if editor.text != before {
                    field.text.set(editor.text)
                    invalidate()  // the screen may read the text
                }
                return true
            }
        }
        return dialogTakes(command: command, dialog: dialog, selected: selected)
    }

    /// `dialog` laid out over `area` as this app has it now: its selected item, and the cursor of the
    /// field typed into.
    func dialogBox(_ dialog: Dialog, in area: StackLayout.Rect) -> StackLayout.DialogBox? {
        let selected = selectedButton(of: dialog)
        let editor = selected < dialog.fields.count ? dialogEditor(of: dialog, field: selected) : nil
        return StackLayout.dialogBox(dialog, selected: selected, editor: editor, in: area, theme: theme)
    }

    /// The editor of text field `field` of `dialog`, while it is the one typed into and its text is
    /// what the binding has (a text changed elsewhere is edited anew, its cursor at the end).
    func dialogEditor(of dialog: Dialog, field: Int) -> LineEditor? {
        guard let dialogEditor, dialogEditor.level == topKey(of: activeStack), dialogEditor.title == dialog.title,
              dialogEditor.field == field, let text = dialog.fields[field].field?.text.get() else { return nil }
        return dialogEditor.editor.text == text ? dialogEditor.editor : LineEditor(text)
    }

    /// A command (a key's, a click's on a hint) while a dialog is up, answering whether it took it.
    package func dialogTakes(command: Command?) -> Bool {
        guard let (dialog, selected) = activeDialog() else { return false }
        return dialogTakes(command: command, dialog: dialog, selected: selected)
    }

    private func dialogTakes(command: Command?, dialog: Dialog, selected: Int) -> Bool {
        if command == .toggleHelp || command == .quit { return false }
        if scrollIsStale { settleScroll() }
        notice = nil
        let last = dialog.itemCount - 1
        switch command {
        case .selectPrevious?: selectButton(max(0, selected - 1), of: dialog)
        case .selectNext?: selectButton(min(last, selected + 1), of: dialog)
        case .selectFirst?, .selectPreviousPage?: selectButton(0, of: dialog)
        case .selectLast?, .selectNextPage?: selectButton(max(0, last), of: dialog)
        case .open? where selected < dialog.fields.count - 1:
            selectButton(selected + 1, of: dialog)  // a field: on to the next one
        case .open? where selected < dialog.fields.count:
            // The last field: its dialog's first button that doesn't cancel, as Return in an alert's field.
            let button = dialog.buttons.firstIndex { $0.role != .cancel } ?? 0
            pressButton(dialog.fields.count + button, of: dialog)
        case .open?: pressButton(selected, of: dialog)
        case .dismiss?, .back?: cancel(dialog)
        default: break  // the screen under it takes no key
        }
        return true
    }

    func selectButton(_ index: Int, of dialog: Dialog) {
        dialogSelection = (topKey(of: activeStack), dialog.title, dialog.itemCount, index)
    }

    /// Presses item `index` (its fields, then its buttons; none: the dialog is only cancelled): a
    /// button's action takes the dialog down; a field is only selected.
    func pressButton(_ index: Int, of dialog: Dialog) {
        if index < dialog.fields.count { return selectButton(index, of: dialog) }
        dialogSelection = nil
        dialogEditor = nil
        let button = index - dialog.fields.count
        if dialog.buttons.indices.contains(button) { dialog.buttons[button].action() } else { dialog.cancel() }
        invalidate()  // the action may change what the screen reads
    }

    func cancel(_ dialog: Dialog) {
        dialogSelection = nil
        dialogEditor = nil
        dialog.cancel()
        invalidate()
    }

    /// A click while a dialog is up: on a button it presses it, on a hint of the footer it runs it as
    /// its key does; anywhere else it does nothing.
    func handleDialog(click column: Int, row: Int, in frame: StackFrame) {
        if row == frame.size.height - 1 {
            if case .command(let command)? = StackLayout.target(in: frame.footer, column: column), !dialogTakes(command: command) {
                handle(command: command)
            }
            return
        }
        pressDialogButton(in: frame.dialog, column: column, row: row)
    }

    /// Presses the button of the dialog drawn as `shown` at a cell, if one is there.
    func pressDialogButton(in shown: StackLayout.DialogBox?, column: Int, row: Int) {
        guard let shown, let (dialog, _) = activeDialog(), let index = StackLayout.button(in: shown, column: column, row: row) else { return }
        selectButton(index, of: dialog)
        pressButton(index, of: dialog)
    }
}
