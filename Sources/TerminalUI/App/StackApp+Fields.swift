// A StackApp's text fields: a selected field takes no keys until it is edited (Enter, or a key that
// types), as a SwiftUI TextField takes none until it has focus.
import Navigation

extension StackApp {
    /// The text field selected on the active stack's top screen, when keys go to it now (no overlay
    /// or prompt is open): its index, and the link.
    func selectedField() -> (index: Int, link: ScreenLink)? {
        guard hasKeys, !isPromptingLink, !isShowingHelp, !isPreviewing else { return nil }
        let content = currentContent()
        let screen = content.activeScreen
        guard contentHasTextFields || screen.list != nil, let index = selectedLink(in: screen) else { return nil }
        return Self.field(at: index, of: screen).map { (index, $0) }
    }

    /// Item `index` of `screen` if it is a text field: one of its links, or a row of its list (an
    /// editable list's `TextField` rows), built if it wasn't.
    static func field(at index: Int, of screen: Screen) -> ScreenLink? {
        if index < screen.links.count { return screen.hasTextFields && screen.links[index].field != nil ? screen.links[index] : nil }
        guard index < screen.itemCount else { return nil }
        let row = screen.item(at: index)
        return row.field != nil ? row : nil
    }

    /// A key while a text field is selected, answering whether the field took it; the keys it leaves
    /// act as commands.
    ///
    /// Selected, the field takes only what starts editing it: a key that types and gives no command
    /// (a character, `Delete`, `Ctrl-U` …), which it applies, or the open command (Enter), so the
    /// navigation keys (`←`, `Backspace`, `q`, `g`, digits) still navigate. Being edited, it takes
    /// every key that types or edits; Esc ends the editing and does nothing else, Enter ends it and
    /// selects the next line, and another command (`↑` `↓` `Tab` …) ends it and acts.
    func fieldTakes(_ key: Key) -> Bool { fieldTakes(key, command: keyMap.command(for: key)) }

    /// `fieldTakes(_:)` given the command the key map gives `key`.
    func fieldTakes(_ key: Key, command keyCommand: Command?) -> Bool {
        var command = keyCommand
        // The keys of a row's actions and of a refresh (`d` `K` `J` `m` `r`) type on a selected field
        // that has no such action, as a key with no command does: they are not the field's to shadow.
        if let given = command, given.isRowCommand, let (_, link) = selectedField(), link.rowActions == nil { command = nil }
        // With no field edited, only Enter or a key that types with no command can start editing: any
        // other key (most: back, the arrows) builds no screen here.
        guard fieldEditor != nil || command == .open || (command == nil && keyMap.types(key)) else { return false }
        guard let (index, link) = selectedField(), let field = link.field else { return false }
        let edited: LineEditor
        if let editor = editor(of: field.text, item: index, in: activeStack) {
            edited = editor
            guard keyMap.types(key) else {
                guard let command else { return false }  // a key that does nothing leaves the field edited
                return editedFieldTakes(command)
            }
        } else if command == .open {
            startEditing(field.text, item: index)
            return true
        } else if command == nil, keyMap.types(key) {
            edited = LineEditor(field.text.get())  // the key starts the editing, and types or edits
            keepSelection(on: index)
        } else {
            return false
        }
        var editor = edited
        editor.apply(key, keyMap: keyMap)
        if scrollIsStale { settleScroll() }
        notice = nil
        fieldEditor = (topKey(of: activeStack), index, editor)
        if editor.text != edited.text {
            field.text.set(editor.text)
            invalidate()  // the screen may read the text from state the app can't see
        }
        return true
    }

    /// A command while a text field is edited (a key's, or a click's on a hint): it ends the editing.
    /// Esc's does nothing more (it doesn't go back as well), Enter's selects the next line, as in a
    /// form: `true` for those two. The others act: `false`.
    package func editedFieldTakes(_ command: Command) -> Bool {
        guard fieldEditor != nil, isEditingField else {
            endEditing()
            return false
        }
        let submit = command == .open ? selectedField()?.link.fieldOptions?.submit : nil
        endEditing()
        if let submit {
            submit()
            invalidate()  // what it changed may be state the app can't see
        }
        switch command {
        case .dismiss:
            if scrollIsStale { settleScroll() }
            notice = nil
            return true
        case .open:
            handle(command: .selectNext)
            return true
        default:
            return false
        }
    }

    /// Gives the keys to text field `item` of the active stack's top screen, its cursor at the end.
    func startEditing(_ text: TextBinding, item: Int) {
        if scrollIsStale { settleScroll() }
        notice = nil
        keepSelection(on: item)
        fieldEditor = (topKey(of: activeStack), item, LineEditor(text.get()))
    }

    /// The field edited is the selection, kept by its identity (a field's is its place): a line that
    /// comes above it while it is typed into doesn't take the keys.
    private func keepSelection(on item: Int) {
        if let screen = content?.activeScreen, item < screen.links.count { pinSelection(item, in: screen) }
    }

    /// Ends the editing of a text field, if one is edited: it stays selected, and keys navigate again.
    package func endEditing() {
        guard let edited = fieldEditor else { return }
        fieldEditor = nil
        // The field is told (`TextBinding.commit`): a formatted value's text is formatted again.
        if edited.level == topKey(of: activeStack), let screen = content?.activeScreen,
           let commit = Self.field(at: edited.item, of: screen)?.field?.text.commit {
            commit()
        }
    }

    /// Whether a text field of the active stack's top screen is being edited now.
    package var isEditingField: Bool {
        guard let (index, link) = selectedField(), let field = link.field else { return false }
        return editor(of: field.text, item: index, in: activeStack) != nil
    }

    /// The text field being edited on a stack's top screen, selected there, with its line: a frame
    /// draws its cursor. `nil` while the field is only selected.
    func editedField(on screen: Screen, selected: Int?, of stack: Router<Value>) -> (item: Int, editor: LineEditor)? {
        guard fieldEditor != nil, let selected, stack === activeStack, hasKeys, !isPromptingLink, !isShowingHelp, !isPreviewing,
              let field = Self.field(at: selected, of: screen)?.field, let editor = editor(of: field.text, item: selected, in: stack) else { return nil }
        return (selected, editor)
    }

    /// The line of text field `item` on a stack's top screen while it is the one edited: with its
    /// cursor, or with the cursor at the end when the text changed elsewhere. `nil` when it isn't edited.
    func editor(of text: TextBinding, item: Int, in stack: Router<Value>) -> LineEditor? {
        guard let fieldEditor, fieldEditor.item == item, fieldEditor.level == topKey(of: stack) else { return nil }
        let current = text.get()
        return fieldEditor.editor.text == current ? fieldEditor.editor : LineEditor(current)
    }
}

extension StackApp {
    /// Keeps the `.focused` bindings of the active top screen's text fields and the selection in step:
    /// when the app's focus state changed since the last time (an action, `onAppear`), the field it
    /// names is selected and edited (none named: an edited field is left); otherwise a selection that moved, or a
    /// field whose editing started, gives the focus to the field selected and takes it from the others.
    /// Nothing is looked at on screens without text fields.
    /// `building`: the screens are built now if they changed (a frame is about to be drawn, which
    /// builds them anyway); otherwise those last built are looked at, as building them after a key
    /// would change when a render-time change is refused and noticed.
    package func synchronizeFocus(building: Bool = false) {
        if building { _ = currentContent() }
        guard contentHasTextFields, let screen = content?.activeScreen else { return }
        guard screen.hasTextFields else { return }
        var focusable = false
        for link in screen.links where link.fieldOptions?.isFocused != nil {
            focusable = true
            break
        }
        guard focusable else { return }
        let level = topKey(of: activeStack)
        var selected = selectedLink(in: screen)
        var focused = screen.links.indices.first { screen.links[$0].fieldOptions?.isFocused?() == true }
        let editing = isEditingField
        let last = focusSelection?.level == level ? focusSelection : nil
        if let last, focused != last.focused {
            if let focused, screen.links[focused].isEnabled {
                // The app gave a field the focus (an action, `onAppear`).
                selected = giveKeys(toField: focused, selected: selected, in: screen)
            } else if focused == nil, editing {
                endEditing()  // the app took the focus away (`focused = nil`): the keys navigate again
            }
        } else if selectionMovedOn == level || (editing && focused != selected) {
            for (index, link) in screen.links.enumerated() {
                guard let options = link.fieldOptions, let isFocused = options.isFocused, let setFocused = options.setFocused else { continue }
                let gets = index == selected
                if isFocused() != gets { setFocused(gets) }
            }
            focused = selected.flatMap { $0 < screen.links.count && screen.links[$0].fieldOptions?.isFocused != nil ? $0 : nil }
        } else if last == nil, let focused, screen.links[focused].isEnabled {
            // A screen shown with a field focused (its `onAppear` set the focus).
            selected = giveKeys(toField: focused, selected: selected, in: screen)
        }
        selectionMovedOn = nil
        focusSelection = (level, selected, focused)
    }

    /// Selects field `index`, the app's focus, and edits it, as a SwiftUI field focused in code takes the
    /// keyboard: its keys type into it. Returns the selection.
    private func giveKeys(toField index: Int, selected: Int?, in screen: Screen) -> Int {
        if index != selected { select(index, in: screen) }  // ends another field's editing
        if fieldEditor == nil, let field = screen.links[index].field { startEditing(field.text, item: index) }
        return index
    }
}
