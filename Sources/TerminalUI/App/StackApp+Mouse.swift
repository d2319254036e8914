// A StackApp's mouse: clicks on lines, breadcrumbs and hints, the wheel (scrolling is the selection's,
// StackApp+Selection.swift).
import Navigation

extension StackApp {

    /// A click or a notch of the wheel, on the frame the terminal shows now: a click opens the link or
    /// row under it, jumps to the breadcrumb level under it or runs the footer hint under it; a right
    /// click on a row opens its actions (`RowActions`, a context menu); the wheel
    /// scrolls the active screen wherever it is turned. While the help or a preview is open a click
    /// closes it, as any key does; while the link prompt is open the mouse does nothing.
    @_specialize(where Value == AnyHashable)
    func handle(mouse event: MouseEvent) {
        guard !isPromptingLink, let size else { return }
        if isShowingHelp, event.isWheel {
            // The wheel scrolls a help taller than the terminal.
            let command: Command = event.action == .wheelUp ? .selectPrevious : .selectNext
            if let top = StackLayout.scrolledHelp(from: helpTop, by: command, keyMap: keyMap, height: size.height) {
                helpTop = top
                frame = nil
            }
            return
        }
        if isShowingHelp || isPreviewing {
            if !event.isWheel { handle(command: nil) }
            return
        }
        if activeDialog() != nil {
            // A dialog is modal: a click presses one of its buttons, the wheel and the rest do nothing.
            if event.action == .click { handleDialog(click: event.column, row: event.row, in: currentFrame(size: size)) }
            return
        }
        switch event.action {
        case .wheelUp: scroll(by: -Self.wheelRows)
        case .wheelDown: scroll(by: Self.wheelRows)
        case .click:
            if let target = currentFrame(size: size).target(column: event.column, row: event.row) { apply(target) }
        case .rightClick:
            // On a row: its actions (its context menu), selecting it; elsewhere nothing.
            if case .item(let index)? = currentFrame(size: size).target(column: event.column, row: event.row) { openRowMenu(onItem: index) }
        }
    }

    /// How many rows a notch of the wheel moves, as terminals' apps commonly scroll.
    static var wheelRows: Int { 3 }

    /// Does what a click on `target` asks: opens an item (selecting it, so that going back shows it
    /// selected), jumps to a breadcrumb level, or runs a hint's command.
    func apply(_ target: MouseTarget) {
        switch target {
        case .command(let command):
            endFilter()
            if editedFieldTakes(command) { return }  // `Esc done`, `⏎ next`: as the keys
            handle(command: command)
        case .level(let level):
            endFilter()
            handle(command: .jump(level + 1))
        case .tab(let index):
            endFilter()
            guard let tabBar, index != tabBar.selected else { return }
            if router.presentation != nil { return showTab(by: 0) }  // says why not
            endEditing()
            tabBar.select(index)
        case .item(let index):
            if scrollIsStale { settleScroll() }
            notice = nil
            let screen = currentContent().activeScreen
            guard index < screen.itemCount else { return }
            if filter != nil {
                // A match clicked: the filter ends with it selected, and it opens, as Enter does.
                guard screen.item(at: index).isEnabled else { return }
                endFilter(selecting: index)
                return handle(command: .open)
            }
            let link = screen.item(at: index)
            if link.isEnabled { select(index, in: screen) }
            if let field = link.field, link.isEnabled {
                // A click on a text field edits it, as a click gives a field focus; on the one edited, it goes on.
                if editor(of: field.text, item: index, in: activeStack) == nil { startEditing(field.text, item: index) }
                return
            }
            endEditing()
            open(link)
        }
    }
}
