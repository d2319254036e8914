import Navigation
import TerminalUI

/// Runs a root `TabView`: a navigation stack for each tab shown so far (a `StackApp` on a `Router` of
/// its own), of which the view host's is the shown tab's; the others wait, with their paths, pushed
/// screens, selections and state, until their tab is shown again. The shown stack app draws the tab bar
/// on its top row (TerminalUI's `TabBar`), and the root view, evaluated as its root screen, draws the
/// shown tab's content. The selection binding and the tab shown are kept equal both ways.
///
/// A tab that is a `NavigationSplitView` is run as a split root is: its stack is the detail column of a
/// split app of its own (the host's `SplitHost`, kept with the tab's stack while it is hidden, with its
/// selections, column with the keys and visibility), and that split app draws the bar over its columns,
/// its keys the split view's and the bar's (`KeyMap.tabbedSplit`).
final class TabHost {
    unowned let host: ViewHost
    /// The tabs as the root's last evaluation found them.
    private(set) var record: _TabRecord
    /// The identity (tag, or place) of the tab shown.
    private(set) var shownID: AnyHashable
    /// The stacks of the tabs shown before and not now, by tab.
    private var hidden: [AnyHashable: HostedStack] = [:]

    /// The routers of the tabs not shown: their screens are still live.
    var hiddenRouters: [Router<AnyHashable>] { hidden.values.map(\.router) }
    /// Called with a tab once it is shown (a key, a click, the selection set by code, `select`), its
    /// stack now the host's.
    var onShow: ((AnyHashable) -> Void)?
    /// The tabs' state as the app's state file saves it, when a recorder saves it (TabRecorder.swift):
    /// what `--print state` prints.
    var savedState: (() -> NavigationState)?

    /// The router of the tab `id`: the host's for the tab shown, `nil` for a tab never shown.
    func router(ofTab id: AnyHashable) -> Router<AnyHashable>? { id == shownID ? host.router : hidden[id]?.router }

    /// The split app of the tab `id` when it is a `NavigationSplitView` shown so far: the host's for the
    /// tab shown.
    func splitApp(ofTab id: AnyHashable) -> SplitApp? { id == shownID ? host.splitApp : hidden[id]?.splitApp }

    /// The split apps of the tabs that are split views, shown so far.
    var splitApps: [SplitApp] { [host.splitApp].compactMap { $0 } + hidden.values.compactMap(\.splitApp) }

    /// Takes the host's stack as the stack of the tab the root's evaluation drew.
    init(host: ViewHost, record: _TabRecord) {
        self.host = host
        self.record = record
        shownID = record.selection() ?? record.ids.first ?? AnyHashable(0)
        installKeys()
        showBar()
    }

    /// The root was evaluated again: the tabs may have other labels, or be others.
    func update(_ record: _TabRecord) {
        self.record = record
        // A tab no longer there lets its stack go.
        for id in hidden.keys where !record.ids.contains(id) { hidden[id] = nil }
        showBar()
    }

    /// The root is no longer a `TabView`: the shown stack stays the host's, without the bar.
    func end() {
        hidden.removeAll()
        host.app.tabBar = nil
        host.app.keyMap = .standard
        host.splitApp?.tabBar = nil
        host.splitApp?.keyMap = .split
    }

    /// The selection changed by code (a button's `selection = 2`): that tab is shown. (Called before a key
    /// and a frame, never while a stack is built: the stack shown changes here alone, or on a key.)
    func synchronize() {
        // The shown tab became a split view, or stopped being one, outside `show` (a root that became
        // this TabView after a login): its keys and bar go to the app that draws it.
        let misplaced = host.splitApp.map { $0.tabBar == nil } ?? (host.app.tabBar == nil)
        if host.followTabSplit(evaluating: false) || misplaced {
            installKeys()
            showBar()
        }
        let wanted = record.selection().flatMap { record.ids.contains($0) ? $0 : nil }
        if let wanted, wanted != shownID { return show(wanted) }
        // The tab shown is gone (code removed it): the selection's, else the first, is shown.
        if !record.ids.contains(shownID), let other = wanted ?? record.ids.first { show(other) }
    }

    /// A key or a click chose the tab at `index`: the selection follows, and the tab is shown.
    private func choose(_ index: Int) {
        guard record.ids.indices.contains(index) else { return }
        select(record.ids[index])
    }

    /// Shows the tab `id` (a saved one, at launch): the selection follows.
    func select(_ id: AnyHashable) {
        guard record.ids.contains(id) else { return }
        record.select(id)
        show(id)
    }

    /// Shows the tab `id`: its stack becomes the host's (made the first time), and its root is built,
    /// so that its `NavigationStack(path:)` binding is the stack's before the next key. A tab that is a
    /// split view brings its split app back (made the first time its root is built).
    private func show(_ id: AnyHashable) {
        guard id != shownID else { return }
        hidden[shownID] = host.currentStack()
        host.app.tabBar = nil
        host.splitApp?.tabBar = nil
        host.app.endTasks()
        let stack = hidden.removeValue(forKey: id) ?? host.makeStack()
        shownID = id
        host.show(stack)
        installKeys()
        showBar()
        host.app.buildContent()
        // The tab's root says whether it is a split view (made the first time it is shown).
        if host.followTabSplit(evaluating: true) {
            installKeys()
            showBar()
        }
        host.synchronize()
        onShow?(id)
    }

    /// The keys of the tab shown: a stack's and the bar's, or its split view's and the bar's (the
    /// detail column's stack app then has a stack's own, as a split root's has).
    private func installKeys() {
        if let split = host.splitApp {
            host.app.keyMap = .standard
            split.keyMap = .tabbedSplit
        } else {
            host.app.keyMap = .tabbed
        }
    }

    /// Puts the bar of the tabs on the shown tab's app: its split app if it is a split view, else its stack app.
    private func showBar() {
        let selected = record.ids.firstIndex(of: shownID) ?? 0
        let current = host.splitApp == nil ? host.app.tabBar : host.splitApp?.tabBar
        if let bar = current, bar.selected == selected, bar.labels == record.labels { return }
        // An app that had no bar (the tab's split app, just made) gets the bar's keys with it.
        if current == nil { installKeys() }
        let bar = TabBar(labels: record.labels, selected: selected) { [unowned self] index in self.choose(index) }
        if let split = host.splitApp {
            host.app.tabBar = nil
            split.tabBar = bar
        } else {
            host.app.tabBar = bar
        }
    }
}
