import Navigation
@_spi(Store) import Restoration
import TerminalUI

/// Keeps a root `TabView`'s state in a `PathStore`, as `PathRecorder` keeps a stack's and
/// `SplitRecorder` a split view's: read at launch, then each change (a push, a sheet, a tab shown) saved
/// as one journal line holding the whole record, so that a `kill -9` finds either the state before a
/// change or the one after it, and no change waits for a disk sync (the store syncs within its
/// `syncInterval`, and compacts the journal into a snapshot as it grows).
///
/// The file is a state file of the same format (same journal, snapshots, bad-file handling and lock).
/// Its root path is empty and its one presentation is the TabView's section: its root a `TabSection`
/// (the section's version), its path one `TabsRecord`: the tab shown and, for each tab shown so far
/// whose stack holds something, that stack's tree (its path and presentations) in the codable form a
/// stack's state file has. A tab is named by its tag (`.tag(_:)`, a `Tab`'s value) as its type's name
/// and JSON when the tag is `Codable`, with its index; by its index alone otherwise. A stack's loader
/// and a split view's recognise the section's type and refuse the file.
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
    /// The state last written (or read, when the app shows it as it was read).
    private var lastSaved: NavigationState?
    /// Whether the file holds a TabView's section (read or written), which a change's line replaces.
    private var sectionOnDisk = false
    /// The state `load` read whole: when the app shows it, nothing needs writing.
    private var loadedState: NavigationState?
    /// `load` found no file (nor a bad one): the launch's own state needs no writing.
    private var isEmptyOnDisk = false
    /// Saving stopped for the run (the file holds a value no view reads).
    private var isOff = false
    private var observations: [ObjectIdentifier: ObservationToken] = [:]
    /// The tabs said to be saved only in part (a value that isn't `Codable`), until they are whole again.
    private var toldCut: Set<AnyHashable> = []

    static var sectionTypeName: String { TabSection.typeName }

    /// A recorder for the TabView's state file at `file`. A `readOnly` one saves nothing.
    init(file: String, readOnly: Bool) {
        weak var box: TabRecorder?
        store = PathStore(file: file, readOnly: readOnly) { box?.currentState() ?? NavigationState() }
        box = self
    }

    /// Whether a saved state is a TabView's (its first presentation's root is the record); `nil` when it
    /// holds nothing.
    static func isTabState(_ state: NavigationState) -> Bool? {
        guard let first = state.presentations.first else { return state.path.count > 0 ? false : nil }
        return first.root.typeName == sectionTypeName
    }

    /// The record of a saved TabView's state, or what is wrong with it.
    static func record(in state: NavigationState) -> Result<TabsRecord, TabRecordError> {
        guard state.path.count == 0, state.presentations.count == 1, let section = state.presentations.first,
              section.root.typeName == sectionTypeName, section.path.count == 1, section.path.element(at: 0).typeName == TabsRecord.typeName else {
            return .failure(TabRecordError(text: "holds a TabView state this app can't read (expected its section and one record, and nothing else)"))
        }
        do {
            let header = try JSONCoding.decode(TabSection.self, from: section.root.json)
            guard header == .current else {
                return .failure(TabRecordError(text: "holds a TabView state of version \(header.version), which this app can't read "
                    + "(expected version \(TabSection.current.version))"))
            }
            return .success(try JSONCoding.decode(TabsRecord.self, from: section.path.element(at: 0).json))
        } catch {
            return .failure(TabRecordError(text: "holds a TabView state this app can't read (\(error))"))
        }
    }

    /// Reads the file with the tabs `tabs` has at launch: the tab the saved state shows (`nil` when it
    /// saved none, or one the TabView no longer has), and what to tell. Each saved tab's tree waits
    /// for its tab to be shown (`takeWaiting`); a saved tab the TabView no longer has is said and not
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
        sectionOnDisk = true
        let record: TabsRecord
        switch Self.record(in: state) {
        case .success(let read): record = read
        case .failure(let error):
            sectionOnDisk = false
            let aside = store.setAside(reason: "\(error.text); started at the first tab")
            notices.append(aside.description)
            relay.problemsTold(store)
            return (nil, notices)
        }
        guard !replaced else { return (nil, notices) }
        var gone: [TabKey] = []
        for saved in record.tabs {
            if let id = Self.id(of: saved.tab, in: tabs) { waiting[id] = saved.state } else { gone.append(saved.tab) }
        }
        let shown = Self.id(of: record.shown, in: tabs)
        if shown == nil {
            notices.append("The saved navigation state in '\(store.file)' shows \(record.shown.description), which the TabView no longer has: "
                + "the first tab is shown" + (gone.isEmpty ? "" : ", and the saved stacks of the tabs it no longer has are not kept"))
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

    /// Saves `host`'s tabs from now on: now, unless the app `showsLoaded` (what `load` read, not a link
    /// or `--fresh`) or nothing was on the disk and nothing replaced it.
    func record(_ host: ViewHost, showsLoaded: Bool, replaced: Bool) {
        self.host = host
        host.tabs?.savedState = { [weak self] in self?.currentState() ?? NavigationState() }
        guard !isOff else { return }
        observe(host.router)
        for router in host.tabs?.hiddenRouters ?? [] { observe(router) }
        let state = currentState()
        if (showsLoaded && state == loadedState) || (isEmptyOnDisk && !replaced) {
            lastSaved = state
        } else {
            save(state)
        }
        loadedState = nil
        relay.tellNewProblems(store)
    }

    /// A tab was shown: its stack is saved from now on, and which tab is shown is a change.
    func tabShown() {
        guard let host, !isOff else { return }
        observe(host.router)
        changed()
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
        observations[ObjectIdentifier(router)] = router.observe(didChange: { [unowned self] _ in self.changed() })
    }

    private func changed() {
        guard !isOff, host != nil else { return }
        let state = currentState()
        guard state != lastSaved else { return }
        save(state)
    }

    /// Writes `state`: a line replacing the section's record when the file holds the section, else
    /// the whole state.
    private func save(_ state: NavigationState) {
        if sectionOnDisk, let section = state.presentations.first {
            store.record(.replace(stack: 1, path: section.path))
        } else {
            store.save(state)
            sectionOnDisk = true
        }
        lastSaved = state
        relay.tellNewProblems(store)
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

    /// The state file's state of the tabs now: the tab shown, and each tab's tree (the stack of a tab
    /// shown, else the one waiting since the file was read).
    private func currentState() -> NavigationState {
        guard let host, let tabs = host.tabs else { return lastSaved ?? NavigationState() }
        return Self.state(of: tabs, waiting: waiting) { [self] id, text in
            if let text {
                if toldCut.insert(id).inserted { relay.notify(text) }
            } else {
                toldCut.remove(id)
            }
        }
    }

    /// The state file's state of `tabs`, with the trees `waiting` for their tabs; `cut` is told of
    /// each tab whether its stack is saved whole (`nil`) or in part (what to say).
    static func state(of tabs: TabHost, waiting: [AnyHashable: NavigationState] = [:],
                      cut: (AnyHashable, String?) -> Void = { _, _ in }) -> NavigationState {
        let record = tabs.record
        var saved: [SavedTab] = []
        for (index, id) in record.ids.enumerated() {
            let tree: NavigationState
            if let waiting = waiting[id] {
                tree = waiting
            } else if let router = tabs.router(ofTab: id) {
                let (state, dropped) = router.navigationTree.codablePrefix
                tree = state
                let count = router.navigationTree.valueCount
                cut(id, dropped == 0 ? nil : "Only the first \(count - dropped) of \(count) levels of the stack of \(Self.key(ofTab: index, in: record).description) "
                    + "are saved: a value that isn't Codable, and what is above it, can't be restored")
            } else {
                continue
            }
            if tree.path.count == 0 && tree.presentations.isEmpty { continue }
            saved.append(SavedTab(tab: Self.key(ofTab: index, in: record), state: tree))
        }
        let shown = Self.key(ofTab: record.ids.firstIndex(of: tabs.shownID) ?? 0, in: record)
        return TabsRecord(shown: shown, tabs: saved).navigationState
    }

    /// The TabView's state as its state file saves it (`--print state`): with the saved trees of the
    /// tabs not shown yet when a recorder has them.
    static func document(of host: ViewHost) -> String? {
        guard let tabs = host.tabs else { return nil }
        return (tabs.savedState?() ?? state(of: tabs)).documentText
    }
}

/// The root of a TabView's section in its state file: the section's version. A file whose section has
/// another version is set aside, never read as this one.
nonisolated struct TabSection: Codable, Equatable {
    var version: Int
    static let current = TabSection(version: 1)
    /// The section's type as the file names it.
    static let typeName = CodableTypes.name(of: TabSection.self)
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

    /// The record as the file's state: one presentation, the section, whose path is the record.
    var navigationState: NavigationState {
        let json = (try? JSONCoding.encode(self)) ?? "{}"
        let header = (try? JSONCoding.encode(TabSection.current)) ?? "{}"
        return NavigationState(presentations: [PresentationState(style: .sheet, root: .init(typeName: TabSection.typeName, json: header),
                                                                 path: .init(elements: [.init(typeName: Self.typeName, json: json)]))])
    }
}

/// How the file names a tab: its index, and its tag (type name and JSON) when it has a `Codable` one.
nonisolated struct TabKey: Codable, Equatable, CustomStringConvertible {
    var index: Int
    var tag: [String]?

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
