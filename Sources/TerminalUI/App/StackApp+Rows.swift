// A StackApp's rows that do more than open (`RowActions`): the selected one deleted (`d`), moved (`K`
// `J`), its actions opened as a dialog (`m`, a right click); and the screen's refresh (`r`).
import Navigation

extension StackApp {
    /// The selected row of the active stack's top screen with what it can have done to it, if anything.
    func selectedRowActions() -> (index: Int, screen: Screen, link: ScreenLink, actions: RowActions)? {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen) else { return nil }
        let link = screen.item(at: index)
        guard link.isEnabled, let actions = link.rowActions else { return nil }
        return (index, screen, link, actions)
    }

    /// Deletes the selected row, asking nothing (a swipe in SwiftUI asks nothing either; the footer
    /// says `d delete`). The selection stays in its place: on the row after it, or the new last one.
    func deleteSelectedRow() {
        guard let (index, _, _, actions) = selectedRowActions(), let delete = actions.delete else { return }
        delete()
        invalidate()  // the rows are read from state the app can't see
        let screen = currentContent().activeScreen
        guard screen.itemCount > 0 else { return }
        let target = min(index, screen.itemCount - 1)
        if let row = screen.enabledItem(from: target, step: 1) ?? screen.enabledItem(from: target, step: -1) { select(row, in: screen) }
    }

    /// Moves the selected row one place up (-1) or down (1); the selection goes with it.
    func moveSelectedRow(by step: Int) {
        guard let (index, screen, _, actions) = selectedRowActions(), let move = actions.move,
              step < 0 ? actions.canMoveUp : actions.canMoveDown else { return }
        let id = index >= screen.links.count ? screen.list?.id(at: index - screen.links.count) : nil
        move(step)
        invalidate()
        let moved = currentContent().activeScreen
        var target = index + step
        if let id, let list = moved.list, list.count > 0,
           let row = list.index(of: id, near: min(max(0, target - moved.links.count), list.count - 1), within: 4096) {
            target = moved.links.count + row
        }
        if target >= 0, target < moved.itemCount { select(target, in: moved) }
    }

    /// Opens the selected row's actions as a dialog over the screen: Enter runs one, Esc closes it.
    func openRowMenu() {
        guard let (_, _, link, actions) = selectedRowActions(), !actions.actions.isEmpty else { return }
        let buttons = actions.actions.map { action in
            Dialog.Button(action.label, role: action.role, isChosen: action.isChosen) { [weak self] in
                self?.rowMenu = nil
                action.action()
            }
        }
        let title = actions.title ?? link.label.string
        rowMenu = (topKey(of: activeStack), Dialog(title: title, buttons: buttons, selected: 0) { [weak self] in self?.rowMenu = nil })
    }

    /// Selects item `index` of the active stack's top screen and opens its actions (a right click on it).
    func openRowMenu(onItem index: Int) {
        if scrollIsStale { settleScroll() }
        notice = nil
        let screen = currentContent().activeScreen
        guard filter == nil, index < screen.itemCount, screen.item(at: index).isEnabled else { return }
        endEditing()
        select(index, in: screen)
        openRowMenu()
    }

    /// The row's actions open on the active stack's top level, if they are.
    package func shownRowMenu() -> Dialog? {
        guard let rowMenu, rowMenu.level == topKey(of: activeStack) else { return nil }
        return rowMenu.dialog
    }

    /// Whether the refresh of the active stack's top screen is running.
    var isRefreshing: Bool {
        guard let refreshing else { return false }
        return refreshing.level == topKey(of: activeStack)
    }

    /// Runs the active stack's top screen's refresh as a task (one at a time): the footer says
    /// `refreshing…` until it returns, then the screen is built again. A headless run waits for it, as
    /// for a `.task`.
    func refresh() {
        guard refreshing == nil, let action = currentContent().activeScreen.refresh else { return }
        tasksInProgress += 1
        refreshes &+= 1
        let refresh = refreshes
        refreshing = (topKey(of: activeStack), Task { [weak self] in
            await action()
            guard let self else { return }
            self.tasksInProgress -= 1
            // A refresh cancelled since (its screen left) is no longer the one running.
            if self.refreshes == refresh, self.refreshing != nil { self.refreshing = nil }
            self.invalidate()
        })
    }

    /// Cancels the refresh running for a screen no longer on top of a visible stack (popped, covered
    /// by a push, its tab hidden), as SwiftUI cancels a refresh whose view went away: `r` on the screen
    /// shown then starts its own at once.
    func endRefresh(unlessOnTopOf stacks: [Router<Value>]) {
        guard let refreshing, !stacks.contains(where: { topKey(of: $0) == refreshing.level }) else { return }
        refreshing.task.cancel()
        self.refreshing = nil
    }
}
