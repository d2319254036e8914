import Navigation
import TerminalUI
import Restoration

/// Keeps a split view's state in a `PathStore`, as `PathRecorder` keeps a stack's: read at launch, then
/// every change saved as one journal line.
///
/// The file is a state file of the same format (same journal, snapshots, bad-file handling and lock).
/// Its root path is the detail's; its first presentation is the split view's section, whose root is a
/// `SplitSection` (the section's version) and whose path holds one `SplitRecord` (the selections, the
/// column with the keys and the column visibility); the detail's presentations follow. Every change
/// costs one line whatever the detail's depth: a change in the detail is its line (its presentations
/// one stack further), a change of column or visibility replaces the section's one-value path. A new
/// selection, which also empties the detail, is one small snapshot, so that a `kill -9` finds either
/// the old item with its detail or the new one.
///
/// A saved state the app refused at launch (a selection its lists no longer have, or that can't be
/// read: `loadRefused(keeping:)`) stays in the file as it is, byte for byte, until the split
/// view's selection changes or its detail shows something; from then on the app's state is saved.
///
/// ```swift
/// let recorder = SplitRecorder(file: path)
/// if case .split(let saved) = recorder.load(types: types) { app.restore(saved.state) }
/// recorder.record(app)
/// ```
package final class SplitRecorder {
    /// What `load` found.
    package enum Loaded {
        /// A split view's state (or a first launch): the state to show, and notices to tell.
        case split(state: SplitState, notices: [String])
        /// The file holds a navigation stack's state, not a split view's: nothing was changed.
        case stack
    }

    package let store: PathStore
    package private(set) weak var app: SplitApp?
    /// Called with each notice from the moment recording starts (a failing disk, a value not saved).
    package var onNotice: ((String) -> Void)? {
        get { relay.listener }
        set { relay.listener = newValue }
    }
    private var relay = NoticeRelay()
    /// The record last written: a change that gives another writes the root path again.
    private var savedRecord: SplitRecord?
    /// The codable prefix saved while the detail holds a value that isn't `Codable`; `nil` otherwise.
    private var cutState: NavigationState?
    /// Whether the app shows what was loaded, until recording starts (then nothing needs saving).
    private var loadedRecord: SplitRecord?
    private var batching = 0
    /// The detail changed with the selection: the state is saved whole when the selection is set.
    private var selectionChanging = false
    /// The type of the selection last said not to be `Codable` (said once, until one is saved again).
    private var toldUncodable: String?
    /// `load` found no file (nor a bad one): the first change saves the whole state.
    private var isEmptyOnDisk = false
    /// The saved state the app refused (`loadRefused`), kept in the file while the app shows what it
    /// showed then; `nil` otherwise, and once the app shows something else.
    private var kept: KeptSplit?
    private var observation: ObservationToken?

    /// A recorder for the split view's state file at `file`. A `readOnly` one saves nothing.
    package init(file: String, limits: PathStore.Limits = .standard, readOnly: Bool = false) {
        weak var box: SplitRecorder?
        store = PathStore(file: file, limits: limits, readOnly: readOnly) { box?.currentState() ?? NavigationState() }
        box = self
    }

    /// Registers the record's type, so that a stack's loader can tell a split view's file from its own.
    package static func registerRecord(in types: inout CodableTypes) {
        types.register(SplitRecord.self)
        types.register(SplitSection.self)
    }

    /// Whether a stack's restored tree is a split view's file (its first presentation is the section).
    package static func isSplitState(_ tree: NavigationTree<AnyHashable>) -> Bool {
        tree.presentations.first?.root.base is SplitSection
    }

    static let sectionTypeName = CodableTypes.name(of: SplitSection.self)

    /// Whether a saved state is a split view's (its first presentation is the section); `nil` when it
    /// holds nothing.
    package static func isSplitState(_ state: NavigationState) -> Bool? {
        guard let section = state.presentations.first else { return state.path.count > 0 ? false : nil }
        return section.root.typeName == sectionTypeName
    }

    /// The split view's record in a saved split view's state, or why it can't be read (another
    /// version, another shape): what `load` then sets aside.
    package static func record(in state: NavigationState) -> Result<SplitRecord, SplitRecordError> {
        guard let section = state.presentations.first else { return .failure(SplitRecordError(text: "holds no split view section")) }
        var types = CodableTypes()
        registerRecord(in: &types)
        do {
            guard let header = try types.value(of: section.root).base as? SplitSection, header == SplitSection.current else {
                return .failure(SplitRecordError(text: "holds a split view section of another version than \(SplitSection.current.version)"))
            }
            guard section.path.count == 1, let read = try types.value(of: section.path.element(at: 0)).base as? SplitRecord else {
                return .failure(SplitRecordError(text: "holds a split view section without its one record"))
            }
            return .success(read)
        } catch {
            return .failure(SplitRecordError(text: "holds a split view record this navigator can't read (\(error))"))
        }
    }

    /// The detail's part of a saved split view's state: its root path, and its presentations (those
    /// after the section).
    package static func detailState(in state: NavigationState) -> NavigationState {
        NavigationState(path: state.path, presentations: Array(state.presentations.dropFirst()))
    }

    /// Reads the files without reading what they hold (a link replaces it): a damaged file is set aside
    /// and said, and a stack's state is told apart, as `load` does. The state is then saved whole.
    package func loadReplaced() -> Loaded {
        let restored = store.load()
        relay.problemsTold(store)
        if Self.isSplitState(restored.state) == false { return .stack }
        return .split(state: SplitState(), notices: restored.problems.map(\.description))
    }

    /// Reads the files as `load` does (a damaged one is set aside and said) but shows nothing of them:
    /// the app refused the state they hold (a saved selection its lists no longer have, or that can't be
    /// read) and shows `app`'s state now, its detail empty. The file keeps that state as it was read
    /// while `app` shows what it shows now; from the first change that shows something else (a new
    /// selection, a screen in the detail), the app's state is saved whole. A snapshot the store
    /// writes meanwhile (what was read of a damaged journal, set aside with it) is of the kept state.
    package func loadRefused(keeping app: SplitApp) -> [String] {
        let restored = store.load()
        relay.problemsTold(store)
        kept = KeptSplit(restored.state, shownBy: app)
        return restored.problems.map(\.description)
    }

    /// Reads the saved split view with the types of `types` (the detail's values and the selections').
    /// `check` is the app's rule for what a split view may show (an item its category lists, say):
    /// why a state is not one, or `nil`. A state it refuses is set aside as one that can't be read.
    package func load(types: CodableTypes, check: (SplitState) -> String? = { _ in nil }) -> Loaded {
        let restored = store.load()
        var notices = restored.problems.map(\.description)
        relay.problemsTold(store)
        let state = restored.state
        guard let section = state.presentations.first else {
            if state.path.count > 0 { return .stack }
            // Nothing saved yet: nothing is written until something changes (then the whole state).
            isEmptyOnDisk = restored.problems.isEmpty
            return .split(state: SplitState(), notices: notices)
        }
        guard section.root.typeName == Self.sectionTypeName else { return .stack }
        func setAside(_ reason: String) -> Loaded {
            notices.append(store.setAside(reason: reason).description)
            relay.problemsTold(store)
            return .split(state: SplitState(), notices: notices)
        }
        let record: SplitRecord
        switch Self.record(in: state) {
        case .success(let read): record = read
        case .failure(let error): return setAside("\(error.text); started with nothing selected")
        }
        var split: SplitState
        do {
            split = try record.state(types: types)
        } catch {
            return setAside("holds a split view selection this navigator can't read (\(error)); started with nothing selected")
        }
        // (The store refuses a document of more presentations than its selections and a tree's most: the
        // detail holds no more than a tree shows.)
        let (tree, error) = types.tree(from: Self.detailState(in: state), lazily: true)
        split.detail = tree
        if let problem = check(split) {
            return setAside("holds a split view state this navigator doesn't open (\(problem)); started with nothing selected")
        }
        tree.forEachRestoredPath { stack, values in
            values.onFailure = { [weak self, file = store.file, stackName = tree.stackName(stack)] index, error in
                self?.notify("state file '\(file)' holds a value at level \(index + 1)\(stackName) this navigator can't read (\(error)); "
                    + "it is shown as unreadable and saved as it was")
            }
        }
        if let error {
            let kept = tree.valueCount
            notices.append(store.setAside(reason: "holds a detail this navigator can't read (\(error)); restored the \(kept) level\(kept == 1 ? "" : "s") before it").description)
            relay.problemsTold(store)
        } else if restored.problems.isEmpty {
            loadedRecord = record
        }
        return .split(state: split, notices: notices)
    }

    /// Saves `app`'s state from now on: whole, now, unless it `showsLoaded` (what `load` read, not a
    /// link or `--fresh`); then one journal line per change.
    package func record(_ app: SplitApp, showsLoaded: Bool) {
        self.app = app
        if keepsRefused() {
            // Nothing written while the app shows what it showed when it refused the file's state.
            savedRecord = nil
        } else if showsLoaded, let loadedRecord, loadedRecord == SplitRecord(app.columnsState) {
            savedRecord = loadedRecord
        } else if showsLoaded, isEmptyOnDisk, SplitRecord(app.columnsState) == SplitRecord(SplitState()), app.state.detail == NavigationTree() {
            savedRecord = nil
        } else {
            saveWhole()
        }
        loadedRecord = nil
        reportNewProblems()
        observation = app.detail.router.observe(didChange: { [unowned self] change in self.detailChanged(change) })
        let previous = app.onStateChange
        app.onStateChange = { [unowned self] in
            previous?()
            self.stateChanged()
        }
    }

    /// Runs `body` (a link that replaces the whole state, say) and saves its outcome as one snapshot
    /// rather than one line per step.
    package func batch(_ body: () -> Void) {
        batching += 1
        body()
        batching -= 1
        if batching == 0, app != nil, !keepsRefused() { saveWhole() }
    }

    // MARK: Private

    /// Saves no more (the app's root became another kind of view): what is pending is written first.
    package func stop() {
        observation = nil
        app = nil
        store.flush()
    }

    private func detailChanged(_ change: PathChange) {
        guard batching == 0, let app, !keepsRefused() else { return }
        defer { reportNewProblems() }
        guard savedRecord != nil else { return saveWhole() }
        guard cutState == nil, let record = SplitRecord(app.columnsState) else { return saveWhole() }
        // A new selection empties the detail first: the whole (small) state is saved once it is set.
        if record != savedRecord {
            selectionChanging = true
            return
        }
        guard let recorded = Self.stateChange(for: change, in: app.detail.router) else { return saveWhole() }
        store.record(recorded)
    }

    private func stateChanged() {
        guard batching == 0, let app, !keepsRefused() else { return }
        defer { reportNewProblems() }
        if selectionChanging || savedRecord == nil {
            selectionChanging = false
            return saveWhole()
        }
        guard cutState == nil, let record = SplitRecord(app.columnsState) else { return saveWhole() }
        guard record != savedRecord else { return }
        guard let element = Self.element(record) else { return saveWhole() }
        store.record(.replace(stack: 1, path: NavigationPath.CodableRepresentation(elements: [element])))
        savedRecord = record
    }

    /// The detail's change as the file records it: its presentations are `sections` stacks further,
    /// after the split view's section.
    /// (A `TabView`'s shown tab is filed so too, after its section, and a split view's tab after both
    /// the TabView's section and its split view's: `TabRecorder`.)
    static func stateChange(for change: PathChange, in router: Router<AnyHashable>, sections: Int = 1) -> StateChange? {
        let stack = change.stack
        let filed = stack == 0 ? 0 : stack + sections
        switch change.kind {
        case .push:
            guard let value = router.stack(above: stack)?.top, let element = Self.element(value) else { return nil }
            return .push(stack: filed, element: element)
        case .pop:
            return .pop(stack: filed, count: change.newCount)
        case .replace:
            guard let entries = router.stack(above: stack)?.entries else { return nil }
            return Self.encoded(entries).map { .replace(stack: filed, path: $0) }
        case .present:
            guard let presented = router.presentation(at: stack - 1), let root = Self.element(presented.root.value) else { return nil }
            return .present(PresentationState(style: presented.style, root: root))
        case .dismiss:
            return .dismiss(count: change.newCount + sections)
        }
    }

    /// The state file's state of `app`: its record, then the detail's codable prefix, and how many of
    /// the detail's values were left out; `nil` when a selection isn't `Codable`.
    package static func navigationState(of app: SplitApp) -> (state: NavigationState, dropped: Int)? {
        guard let record = SplitRecord(app.columnsState), let recordElement = element(record),
              let header = element(SplitSection.current) else { return nil }
        let (detail, dropped) = app.detail.router.navigationTree.codablePrefix
        var state = detail
        state.presentations.insert(PresentationState(style: .sheet, root: header, path: .init(elements: [recordElement])), at: 0)
        return (state, dropped)
    }

    /// The split view's state as its state file saves it (`--print state`).
    package static func document(of app: SplitApp) -> String? { navigationState(of: app)?.state.documentText }

    /// Writes the whole state now: the record and the detail's codable prefix.
    private func saveWhole() {
        guard let app else { return }
        guard let record = SplitRecord(app.columnsState), let (state, dropped) = Self.navigationState(of: app) else {
            // A selection that isn't Codable: nothing can be saved that would restore it.
            let columns = app.columnsState
            if let value = [columns.selection, columns.contentSelection].compactMap({ $0 }).first(where: { Self.element($0) == nil }),
               case let name = CodableTypes.name(of: type(of: value.base)), toldUncodable != name {
                toldUncodable = name
                notify("The split view is not saved while a \(name) is selected: it is not Codable, so it can't be restored "
                    + "(expected a Codable selection type)")
            }
            return
        }
        toldUncodable = nil
        selectionChanging = false
        let tree = app.detail.router.navigationTree
        let wasCut = cutState != nil
        cutState = dropped > 0 ? state : nil
        store.save(state)
        savedRecord = record
        if dropped > 0, !wasCut {
            notify("Only the first \(tree.valueCount - dropped) of \(tree.valueCount) levels of the detail are saved: "
                + "a value that isn't Codable, and what is above it, can't be restored")
        }
        reportNewProblems()
    }

    /// Whether the file keeps a refused state: while the app shows what it showed when it was
    /// refused. Once it shows something else, the refused state is let go of (`savedRecord` is then
    /// `nil`, so the next save is whole).
    private func keepsRefused() -> Bool {
        guard let kept else { return false }
        if let app, kept.stillShown(by: app) { return true }
        self.kept = nil
        return false
    }

    /// What the store writes a snapshot from.
    private func currentState() -> any NavigationStateSource {
        if let kept { return kept.tree }
        if let cutState { return cutState }
        guard let app, let record = savedRecord.flatMap(Self.element), let header = Self.element(SplitSection.current) else {
            return NavigationState()
        }
        return LiveSectionedTree(router: app.detail.router, header: header, record: record)
    }

    /// A value's element, or `nil` when it isn't `Codable`.
    static func element(_ value: some Hashable) -> NavigationPath.CodableRepresentation.Element? { SplitRecord.element(value) }

    /// A path's values (those still encoded as they were read).
    static func encoded(_ entries: PathEntries<AnyHashable>) -> NavigationPath.CodableRepresentation? {
        var elements: [NavigationPath.CodableRepresentation.Element] = []
        elements.reserveCapacity(entries.count)
        for index in 0..<entries.count {
            guard let element = entries.restoredElement(at: index) ?? element(entries[index].value) else { return nil }
            elements.append(element)
        }
        return NavigationPath.CodableRepresentation(elements: elements)
    }

    private func reportNewProblems() { relay.tellNewProblems(store) }

    private func notify(_ notice: String) { relay.notify(notice) }
}

/// A saved split view's state the app refused at launch (a selection its lists no longer have, or that
/// can't be read: a root's, `SplitRecorder.loadRefused`, or a tab's, `TabRecorder.refuse`), kept in the
/// file as it was read while the split view shows what it showed then.
struct KeptSplit {
    /// The state as the file holds it.
    var tree: NavigationState
    /// The selections the split view showed when it refused it.
    var selection: AnyHashable?
    var content: AnyHashable?

    /// `tree`, refused by `app`, which shows its selections now and an empty detail.
    init(_ tree: NavigationState, shownBy app: SplitApp) {
        self.tree = tree
        let columns = app.columnsState
        selection = columns.selection
        content = columns.contentSelection
    }

    /// Whether `app` still shows what it showed when the saved state was refused: the same
    /// selections, an empty detail.
    func stillShown(by app: SplitApp) -> Bool {
        let columns = app.columnsState
        return columns.selection == selection && columns.contentSelection == content
            && app.detail.router.count == 0 && app.detail.router.presentationCount == 0
    }
}

/// A split view's or a TabView's state as a store reads it: the stack's root path (the detail's, the
/// shown tab's), the sections (each its header and its record: a split view's; a TabView's, then the
/// split view's of a tab that is one), then the stack's presentations, each value encoded when it is
/// asked for.
struct LiveSectionedTree: NavigationStateSource {
    typealias Element = NavigationPath.CodableRepresentation.Element
    let router: Router<AnyHashable>
    /// The sections, outermost first: stacks 1 to `sections.count`.
    let sections: [(header: Element, record: Element)]

    init(router: Router<AnyHashable>, header: Element, record: Element) {
        self.init(router: router, sections: [(header, record)])
    }

    init(router: Router<AnyHashable>, sections: [(header: Element, record: Element)]) {
        self.router = router
        self.sections = sections
    }

    var stackCount: Int { 1 + sections.count + router.presentationCount }

    private func isSection(_ stack: Int) -> Bool { stack >= 1 && stack <= sections.count }

    /// The stack filed as `stack` (the sections are stacks 1 to `sections.count`).
    private func detailStack(_ stack: Int) -> Router<AnyHashable> { router.stack(above: stack == 0 ? 0 : stack - sections.count)! }

    func pathCount(ofStack stack: Int) -> Int { isSection(stack) ? 1 : detailStack(stack).entries.count }

    func pathElement(ofStack stack: Int, at index: Int) -> Element {
        if isSection(stack) { return sections[stack - 1].record }
        let entries = detailStack(stack).entries
        // Only asked while every value is Codable (else the recorder hands over its codable prefix).
        return entries.restoredElement(at: index) ?? SplitRecorder.element(entries[index].value)!
    }

    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: Element) {
        if isSection(stack) { return (.sheet, sections[stack - 1].header) }
        let presented = router.presentation(at: stack - 1 - sections.count)!
        return (presented.style, SplitRecorder.element(presented.root.value)!)
    }
}
