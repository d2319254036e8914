import Navigation
import Restoration
import TerminalUI

/// Keeps a root `TabView`'s state in a `PathStore`, as `PathRecorder` keeps a stack's and
/// `SplitRecorder` a split view's: read at launch, then every change saved as one journal line.
///
/// The file is a state file of the same format (same journal, snapshots, bad-file handling and lock).
/// Its root path and its presentations after the first are the shown tab's tree, as a split view's
/// file holds its detail's; its first presentation is the TabView's section, whose root is a
/// `TabViewSection` (the section's version) and whose path holds one `TabsRecord`: the tab shown and, for
/// each other tab shown so far whose stack holds something, that stack's tree (its path and
/// presentations) in the codable form a stack's state file has. A tab is named by its tag (`.tag(_:)`,
/// a `Tab`'s value) as its type's name and JSON when the tag is `Codable`, with its index; by its index
/// alone otherwise. A change in the shown tab costs one line whatever its depth (its presentations one
/// stack further); a change in another tab's stack (by code) replaces the section's record; a tab
/// shown is one snapshot. A stack's loader and a split view's recognise the section and refuse the file.
///
/// A tab that is a `NavigationSplitView` saves its whole place, in the shape a split view's own state
/// file has (`SplitRecorder`): its tree is its detail's root path, then presentations of which the first
/// is the split view's section (a `SplitSection` holding one `SplitRecord`: the selections, the column
/// with the keys, the visibility) and the others the detail's. Shown, it is filed after the TabView's
/// section: a change in its detail is one line (its presentations two stacks further), a change of
/// column or visibility replaces the split section's record, a new selection (which empties the
/// detail) is one small snapshot. Its selections and its detail are restored together, or its detail
/// not at all: a saved selection its lists no longer have, or that can't be read, is said and shows
/// nothing of the detail, whose stack would come back over another item; its saved tree is then kept
/// in the file as it was read until that tab's selection changes (`refuse`).
final class TabRecorder {
    /// What a saved tab's tree was when the file was read, waiting for its tab to be shown.
    private var waiting: [AnyHashable: NavigationState] = [:]
    let store: PathStore
    /// Called with each notice from the moment recording starts (a failing disk, a value not saved).
    var onNotice: ((String) -> Void)? {
        get { relay.listener }
        set { relay.listener = newValue }
    }
    private var relay = NoticeRelay()
    private weak var host: ViewHost?
    /// The record last written; `nil` until the file holds this run's section (the next change then
    /// writes the whole state).
    private var savedRecord: TabsRecord?
    /// The state saved while the shown tab's stack holds a value that isn't `Codable` (its codable
    /// prefix); `nil` otherwise.
    private var cutState: NavigationState?
    /// The state `load` read whole: when the app shows it, nothing needs writing.
    private var loadedState: NavigationState?
    /// `load` found no file (nor a bad one): the launch's own state needs no writing.
    private var isEmptyOnDisk = false
    /// Saving stopped for the run (the file holds a value no view reads).
    private var isOff = false
    private var batching = 0
    private var observations: [ObjectIdentifier: ObservationToken] = [:]
    /// The tabs said to be saved only in part (a value that isn't `Codable`), until they are whole again.
    private var toldCut: Set<AnyHashable> = []
    /// The split record last written for the shown tab when it is a `NavigationSplitView`, with the
    /// selections it records; `nil` otherwise, or until the file holds it.
    private var savedSplit: (record: SplitRecord, selection: AnyHashable?, content: AnyHashable?)?
    /// The shown split view's detail changed with its selection: the state is saved whole once the
    /// selection is set (`splitChanged`), as `SplitRecorder` does.
    private var selectionChanging = false
    /// The split views' tabs whose saved state was refused (`refuse`): the tree read, kept in the file
    /// while the tab's selections stay those it was left with and its detail is empty.
    private var refused: [AnyHashable: KeptSplit] = [:]
    /// The split apps whose state changes this recorder hears.
    private var observedSplits: Set<ObjectIdentifier> = []

    static var sectionTypeName: String { TabViewSection.typeName }

    /// A recorder for the TabView's state file at `file`. A `readOnly` one saves nothing.
    init(file: String, readOnly: Bool) {
        weak var box: TabRecorder?
        store = PathStore(file: file, readOnly: readOnly) { box?.currentState() ?? NavigationState() }
        box = self
    }

    /// Whether a saved state is a TabView's (its first presentation is the section); `nil` when it
    /// holds nothing.
    static func isTabState(_ state: NavigationState) -> Bool? {
        guard let first = state.presentations.first else { return state.path.count > 0 ? false : nil }
        return first.root.typeName == sectionTypeName
    }

    /// The record of a saved TabView's state, or what is wrong with it.
    static func record(in state: NavigationState) -> Result<TabsRecord, TabRecordError> {
        guard let section = state.presentations.first, section.root.typeName == sectionTypeName, section.path.count == 1,
              section.path.element(at: 0).typeName == TabsRecord.typeName else {
            return .failure(TabRecordError(text: "holds a TabView state this app can't read (expected its section and one record)"))
        }
        do {
            let header = try JSONCoding.decode(TabViewSection.self, from: section.root.json)
            guard header == .current else {
                return .failure(TabRecordError(text: "holds a TabView state of version \(header.version), which this app can't read "
                    + "(expected version \(TabViewSection.current.version))"))
            }
            return .success(try JSONCoding.decode(TabsRecord.self, from: section.path.element(at: 0).json))
        } catch {
            return .failure(TabRecordError(text: "holds a TabView state this app can't read (\(error))"))
        }
    }

    /// The shown tab's part of a saved TabView's state: its root path, and its presentations (those
    /// after the section).
    static func shownTree(in state: NavigationState) -> NavigationState {
        NavigationState(path: state.path, presentations: Array(state.presentations.dropFirst()))
    }

    /// Reads the file with the tabs `tabs` has at launch: the tab the saved state shows (`nil` when it
    /// saved none, or one the TabView no longer has), and what to tell. Each saved tab's tree waits
    /// for its tab to be shown (`waitingTree`); a saved tab the TabView no longer has is said and not
    /// kept. A damaged record is set aside. `replaced` (a link, `--fresh`): the files are read (a
    /// damaged one is set aside) and nothing of them is shown; the state shown is then saved whole.
    func load(tabs: _TabRecord, replaced: Bool) -> (shown: AnyHashable?, notices: [String]) {
        let restored = store.load()
        var notices = restored.problems.map(\.description)
        relay.problemsTold(store)
        let state = restored.state
        guard Self.isTabState(state) == true else {
            // (A stack's or a split view's state is refused before the recorder reads the file.)
            isEmptyOnDisk = restored.problems.isEmpty && state == NavigationState()
            return (nil, notices)
        }
        let record: TabsRecord
        switch Self.record(in: state) {
        case .success(let read): record = read
        case .failure(let error):
            notices.append(store.setAside(reason: "\(error.text); started at the first tab").description)
            relay.problemsTold(store)
            return (nil, notices)
        }
        guard !replaced else { return (nil, notices) }
        let shown = Self.id(of: record.shown, in: tabs)
        var gone: [TabKey] = []
        for saved in record.tabs {
            if let id = Self.id(of: saved.tab, in: tabs) {
                if id != shown { waiting[id] = saved.state }
            } else {
                gone.append(saved.tab)
            }
        }
        if let shown {
            waiting[shown] = Self.shownTree(in: state)
        }
        if shown == nil {
            notices.append("The saved navigation state in '\(store.file)' shows \(record.shown.description), which the TabView no longer has: "
                + "the first tab is shown, and that tab's saved stack is not kept" + (gone.isEmpty ? "" : ", nor those of the other tabs it no longer has"))
        } else if !gone.isEmpty {
            notices.append("The saved navigation state in '\(store.file)' holds the stack of "
                + gone.map(\.description).joined(separator: ", ") + ", which the TabView no longer has: it is not kept")
        }
        if shown != nil, gone.isEmpty, restored.problems.isEmpty { loadedState = state }
        return (shown, notices)
    }

    /// The saved tree of the tab `id`, if it waits for its tab to be shown: until `restored(_:)`, it is
    /// what is saved of the tab (not the stack being restored from it, step by step).
    func waitingTree(ofTab id: AnyHashable) -> NavigationState? { waiting[id] }

    /// The tab `id` shows its saved tree (or the app's own path): from now on its stack is what is saved of it.
    func restored(_ id: AnyHashable) { waiting[id] = nil }

    /// The saved tree of the tab `id`, a `NavigationSplitView` shown with `app`, was not shown (a
    /// selection its lists no longer have, or can't read): the file keeps it as it was read while the
    /// tab's selections stay as they are now and its detail is empty; the tab's state is saved from its
    /// first change.
    func refuse(_ id: AnyHashable, app: SplitApp) {
        guard let tree = waiting.removeValue(forKey: id) else { return }
        refused[id] = KeptSplit(tree, shownBy: app)
    }

    /// How the file names the tab `id` among `tabs` (in a notice).
    static func name(ofTab id: AnyHashable, in tabs: _TabRecord) -> String {
        guard let index = tabs.ids.firstIndex(of: id) else { return "a tab" }
        return key(ofTab: index, in: tabs).description
    }

    /// Saves `host`'s tabs from now on: now, unless the app `showsLoaded` (what `load` read, not a link
    /// or `--fresh`) or nothing was on the disk and nothing replaced it.
    func record(_ host: ViewHost, showsLoaded: Bool, replaced: Bool) {
        self.host = host
        host.tabs?.savedState = { [weak self] in self?.wholeState().state ?? NavigationState() }
        guard !isOff else { return }
        observe(host.router)
        for router in host.tabs?.hiddenRouters ?? [] { observe(router) }
        for app in host.tabs?.splitApps ?? [] { observe(app) }
        let whole = wholeState()
        if showsLoaded, let loadedState, whole.state == loadedState, whole.shownDropped == 0 {
            savedRecord = whole.record
            savedSplit = Self.splitSaved(whole.shownSplit, of: host)
        } else if isEmptyOnDisk, !replaced {
            savedRecord = nil  // nothing to write until something changes (then the whole state)
        } else {
            saveWhole()
        }
        loadedState = nil
        relay.tellNewProblems(store)
    }

    /// Runs `body` (a tab shown, its saved stack restored on it step by step) and saves its outcome
    /// as one snapshot rather than one line per step: a tab shown changes the whole file.
    func batch(_ body: () -> Void) {
        batching += 1
        body()
        batching -= 1
        guard batching == 0, let host, !isOff else { return }
        observe(host.router)
        if let app = host.splitApp { observe(app) }
        saveWhole()
    }

    /// Puts what is pending on the disk (a retry of a failed write): unless saving stopped.
    func flushIfDue(now: ContinuousClock.Instant) {
        if !isOff { store.flushIfDue(now: now) }
    }

    /// Writes what is still pending: at the end of the run, unless saving stopped.
    func flush() {
        if !isOff { store.flush() }
    }

    /// Saving is off for the rest of the run: the file stays as it is.
    func stop() {
        isOff = true
        observations.removeAll()
    }

    // MARK: Private

    private func observe(_ router: Router<AnyHashable>) {
        guard !isOff, observations[ObjectIdentifier(router)] == nil else { return }
        observations[ObjectIdentifier(router)] = router.observe(didChange: { [unowned self, unowned router] change in
            self.changed(change, in: router)
        })
    }

    /// Hears the state changes of a tab's split app (its selections, column, visibility).
    private func observe(_ app: SplitApp) {
        guard !isOff, observedSplits.insert(ObjectIdentifier(app)).inserted else { return }
        let previous = app.onStateChange
        app.onStateChange = { [weak self, weak app] in
            previous?()
            if let self, let app { self.splitChanged(app) }
        }
    }

    /// A stack changed: the shown tab's is one line; another tab's (by code) replaces the record.
    private func changed(_ change: PathChange, in router: Router<AnyHashable>) {
        guard batching == 0, !isOff, let host, let tabs = host.tabs else { return }
        defer { relay.tellNewProblems(store) }
        guard savedRecord != nil, cutState == nil else { return saveWhole() }
        guard router === host.router else { return replaceRecord() }
        if let split = host.splitApp {
            // The detail of the shown split view's tab: its line, after both sections.
            guard refused[tabs.shownID] == nil, let savedSplit, let record = SplitRecord(split.columnsState) else { return saveWhole() }
            // A new selection empties the detail first: the whole (small) state is saved once it is set.
            if record != savedSplit.record {
                selectionChanging = true
                return
            }
            guard let line = SplitRecorder.stateChange(for: change, in: router, sections: 2) else { return saveWhole() }
            store.record(line)
            return
        }
        guard let line = SplitRecorder.stateChange(for: change, in: router) else { return saveWhole() }
        store.record(line)
    }

    /// A tab's split app changed its selections, column with the keys or visibility: the shown tab's
    /// replaces the split section's record (a new selection, the whole small state); a hidden one's (by
    /// code), the TabView's record.
    private func splitChanged(_ app: SplitApp) {
        guard batching == 0, !isOff, let host, let tabs = host.tabs else { return }
        defer { relay.tellNewProblems(store) }
        guard savedRecord != nil, cutState == nil, !selectionChanging else { return saveWhole() }
        guard app === host.splitApp else { return replaceRecord() }
        guard refused[tabs.shownID] == nil, let savedSplit, let record = SplitRecord(app.columnsState) else { return saveWhole() }
        guard record != savedSplit.record else { return }
        let columns = app.columnsState
        guard columns.selection == savedSplit.selection, columns.contentSelection == savedSplit.content,
              let element = SplitRecord.element(record) else { return saveWhole() }
        store.record(.replace(stack: 2, path: .init(elements: [element])))
        self.savedSplit = (record, columns.selection, columns.contentSelection)
    }

    /// A tab not shown changed (by code): its tree is in the TabView's record, replaced.
    private func replaceRecord() {
        let record = wholeState().record
        guard record != savedRecord else { return }
        store.record(.replace(stack: 1, path: .init(elements: [record.element])))
        savedRecord = record
    }

    /// Writes the whole state now.
    private func saveWhole() {
        guard host != nil, !isOff else { return }
        let whole = wholeState()
        cutState = whole.shownDropped > 0 ? whole.state : nil
        selectionChanging = false
        store.save(whole.state)
        savedRecord = whole.record
        savedSplit = host.flatMap { Self.splitSaved(whole.shownSplit, of: $0) }
        relay.tellNewProblems(store)
    }

    /// The shown split view's record as written, with the selections it records.
    private static func splitSaved(_ record: SplitRecord?, of host: ViewHost) -> (record: SplitRecord, selection: AnyHashable?, content: AnyHashable?)? {
        guard let record, let columns = host.splitApp?.columnsState else { return nil }
        return (record, columns.selection, columns.contentSelection)
    }

    /// The tab named `key` among `tabs`: by its tag when it was saved with one, else by its index (a tab
    /// with a `Codable` tag is never found by its index alone).
    private static func id(of key: TabKey, in tabs: _TabRecord) -> AnyHashable? {
        if let tag = key.tag {
            guard tag.count == 2 else { return nil }
            var types = CodableTypes()
            for case let tag? in tabs.tags { types.register(typeOf: tag) }
            guard let value = try? types.value(of: .init(typeName: tag[0], json: tag[1])),
                  let index = tabs.tags.firstIndex(where: { $0 == value }) else { return nil }
            return tabs.ids[index]
        }
        guard tabs.ids.indices.contains(key.index), Self.key(ofTab: key.index, in: tabs).tag == nil else { return nil }
        return tabs.ids[key.index]
    }

    /// How the file names the tab at `index`.
    private static func key(ofTab index: Int, in tabs: _TabRecord) -> TabKey {
        let element = tabs.tags.indices.contains(index) ? tabs.tags[index].flatMap { CodableElement.make($0) } : nil
        return TabKey(index: index, tag: element.map { [$0.typeName, $0.json] })
    }

    /// What the store writes a snapshot from: the live tree of the shown tab's stack around the record.
    private func currentState() -> any NavigationStateSource {
        if let cutState { return cutState }
        guard let host, let savedRecord else { return NavigationState() }
        if host.splitApp != nil {
            // A split view's tab shown: its detail after both sections, unless the file keeps its saved tree.
            guard let savedSplit, let tabs = host.tabs, refused[tabs.shownID] == nil, let record = SplitRecord.element(savedSplit.record),
                  let header = SplitRecord.element(SplitSection.current) else { return wholeState().state }
            return LiveSectionedTree(router: host.router, sections: [(TabViewSection.current.element, savedRecord.element), (header, record)])
        }
        return LiveSectionedTree(router: host.router, header: TabViewSection.current.element, record: savedRecord.element)
    }

    /// The whole state of the tabs now, their record, and how many values of the shown tab's stack are
    /// left out (a value that isn't `Codable`, and what is above it); each cut is said once. A refused
    /// split view's saved tree is let go of once its tab shows something else.
    private func wholeState() -> TabsState {
        guard let host, let tabs = host.tabs else { return TabsState(state: NavigationState(), record: TabsRecord(shown: TabKey(index: 0), tabs: [])) }
        for (id, kept) in refused {
            if let app = tabs.splitApp(ofTab: id) {
                if !kept.stillShown(by: app) { refused[id] = nil }
            } else if !tabs.record.ids.contains(id) {
                refused[id] = nil
            }
        }
        return Self.state(of: tabs, waiting: waiting, kept: refused.mapValues(\.tree)) { [self] id, text in
            if let text {
                if toldCut.insert(id).inserted { relay.notify(text) }
            } else {
                toldCut.remove(id)
            }
        }
    }

    /// The state file's state of `tabs`, with the trees `waiting` for their tabs and those `kept` for
    /// their split views (refused), its record, and how many values of the shown tab's stack are left
    /// out; `cut` is told of each tab whether its stack is saved whole (`nil`) or in part (what to say).
    static func state(of tabs: TabHost, waiting: [AnyHashable: NavigationState] = [:], kept: [AnyHashable: NavigationState] = [:],
                      cut: (AnyHashable, String?) -> Void = { _, _ in }) -> TabsState {
        let record = tabs.record
        var saved: [SavedTab] = []
        var shownTree = NavigationState(), shownDropped = 0
        var shownSplit: SplitRecord?
        for (index, id) in record.ids.enumerated() {
            let tree: NavigationState
            if let waiting = waiting[id] {
                tree = waiting
            } else if let kept = kept[id] {
                tree = kept
            } else if let app = tabs.splitApp(ofTab: id) {
                // A split view's tab: its state in a split view's state file's shape.
                if let (state, dropped) = SplitRecorder.navigationState(of: app) {
                    tree = state
                    if id == tabs.shownID {
                        shownDropped = dropped
                        shownSplit = SplitRecord(app.columnsState)
                    }
                    let count = dropped == 0 ? 0 : app.detail.router.navigationTree.valueCount
                    cut(id, dropped == 0 ? nil : "Only the first \(count - dropped) of \(count) levels of the detail of \(Self.key(ofTab: index, in: record).description) "
                        + "are saved: a value that isn't Codable, and what is above it, can't be restored")
                } else {
                    // A selection that isn't Codable: nothing saved would restore it.
                    tree = NavigationState()
                    if id == tabs.shownID { shownDropped = 1 }
                    let columns = app.columnsState
                    let value = [columns.selection, columns.contentSelection].compactMap { $0 }.first { SplitRecord.element($0) == nil }
                    cut(id, "The split view of \(Self.key(ofTab: index, in: record).description) is not saved while a "
                        + "\(value.map { CodableTypes.name(of: type(of: $0.base)) } ?? "value") is selected: it is not Codable, so it can't be restored "
                        + "(expected a Codable selection type)")
                }
            } else if let router = tabs.router(ofTab: id) {
                let (state, dropped) = router.navigationTree.codablePrefix
                tree = state
                if id == tabs.shownID { shownDropped = dropped }
                let count = dropped == 0 ? 0 : router.navigationTree.valueCount
                cut(id, dropped == 0 ? nil : "Only the first \(count - dropped) of \(count) levels of the stack of \(Self.key(ofTab: index, in: record).description) "
                    + "are saved: a value that isn't Codable, and what is above it, can't be restored")
            } else {
                continue
            }
            if id == tabs.shownID {
                shownTree = tree
            } else if tree.path.count > 0 || !tree.presentations.isEmpty {
                saved.append(SavedTab(tab: Self.key(ofTab: index, in: record), state: tree))
            }
        }
        let tabsRecord = TabsRecord(shown: Self.key(ofTab: record.ids.firstIndex(of: tabs.shownID) ?? 0, in: record), tabs: saved)
        let section = PresentationState(style: .sheet, root: TabViewSection.current.element, path: .init(elements: [tabsRecord.element]))
        return TabsState(state: NavigationState(path: shownTree.path, presentations: [section] + shownTree.presentations), record: tabsRecord,
                         shownDropped: shownDropped, shownSplit: shownSplit)
    }

    /// The TabView's state as its state file saves it (`--print state`): with the saved trees of the
    /// tabs not shown yet when a recorder has them.
    static func document(of host: ViewHost) -> String? {
        guard let tabs = host.tabs else { return nil }
        return (tabs.savedState?() ?? state(of: tabs).state).documentText
    }
}


/// The TabView's state as its file holds it: the state, its record, how many values of the shown tab's
/// stack are left out, and the split record of the shown tab when it is a split view saved live.
struct TabsState {
    var state: NavigationState
    var record: TabsRecord
    var shownDropped = 0
    var shownSplit: SplitRecord?
}

/// The root of a TabView's section in its state file: the section's version. A file whose section has
/// another version is set aside, never read as this one.
nonisolated struct TabViewSection: Codable, Equatable {
    var version: Int
    static let current = TabViewSection(version: 1)
    /// The section's type as the file names it.
    static let typeName = CodableTypes.name(of: TabViewSection.self)

    /// The section's root as the file writes it.
    var element: NavigationPath.CodableRepresentation.Element {
        .init(typeName: Self.typeName, json: (try? JSONCoding.encode(self)) ?? "{}")
    }
}

/// A root TabView's record in its state file: the tab shown, and the trees of the tabs shown so far
/// whose stacks hold something.
nonisolated struct TabsRecord: Codable, Equatable {
    /// The record's type as the file names it.
    static let typeName = CodableTypes.name(of: TabsRecord.self)
    var shown: TabKey
    var tabs: [SavedTab]

    init(shown: TabKey, tabs: [SavedTab]) {
        self.shown = shown
        self.tabs = tabs
    }

    /// The record as the file writes it, in the section's path.
    var element: NavigationPath.CodableRepresentation.Element {
        .init(typeName: Self.typeName, json: (try? JSONCoding.encode(self)) ?? "{}")
    }
}

/// How the file names a tab: its index, and its tag (type name and JSON) when it has a `Codable` one.
nonisolated struct TabKey: Codable, Equatable, CustomStringConvertible {
    var index: Int
    var tag: [String]? = nil

    var description: String {
        if let tag, tag.count == 2 { return "the tab tagged \(tag[1]) (\(tag[0]))" }
        return "tab \(index + 1) (index \(index))"
    }
}

/// One tab's tree: its stack's path and the presentations over it, as a stack's state file has them.
nonisolated struct SavedTab: Codable, Equatable {
    nonisolated struct Presentation: Codable, Equatable {
        var style: PresentationStyle
        var root: [String]
        var path: NavigationPath.CodableRepresentation
    }

    var tab: TabKey
    var path: NavigationPath.CodableRepresentation
    var presentations: [Presentation]

    init(tab: TabKey, state: NavigationState) {
        self.tab = tab
        path = state.path
        presentations = state.presentations.map { Presentation(style: $0.style, root: [$0.root.typeName, $0.root.json], path: $0.path) }
    }

    /// The tree as a stack's state; a presentation whose root isn't a type name and JSON ends it.
    var state: NavigationState {
        var state = NavigationState(path: path)
        for presented in presentations {
            guard presented.root.count == 2 else { break }
            state.presentations.append(PresentationState(style: presented.style, root: .init(typeName: presented.root[0], json: presented.root[1]),
                                                         path: presented.path))
        }
        return state
    }
}

nonisolated struct TabRecordError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
