import Foundation
import Navigation
import Restoration
import TerminalUI

/// Saves and restores an `App`'s navigation tree (the root stack's path and its presentations), as
/// `navigator` saves its own: in `state.json` in the app's state folder (`$XDG_STATE_HOME/APP`, else
/// `~/.local/state/APP`), beside `storage.json`. A `NavigationSplitView` root saves its whole place
/// there as `navigator --split` does (`SplitRecorder`): the selections, the column visibility, the
/// column with the keys and the detail's tree.
///
/// Every change is a journal line (Restoration's `PathRecorder`); the next launch shows the tree again,
/// its values read by the `Codable` types the root view registers (`navigationDestination(for:)`, a
/// sheet's `item`), then, for values of types that only the views it shows register (a destination
/// declared on a pushed view or in a sheet), read in steps as those views are evaluated
/// (`ViewHost.restoreFurther`). One writer at a time: a second instance takes the file read-only (its
/// lock, `state.json.lock`). A damaged file is set aside (`state.json.bad-<time>`) with a notice. A file
/// holding a value of a type no view it shows registers is shown up to that value and not saved over in
/// this run (a notice says which type), so the value is never lost; so is a file of another kind of
/// root (a stack's state for a split view's app, or the reverse). A `TabView` root saves the tab shown
/// and each tab's stack there (`TabRecorder`), each tab's read in steps as a stack's once it is shown; a
/// tab that is a split view its selections and detail, read as a root split view's. A split view's
/// saved selection its list no longer has, or can't read, shows nothing of its detail (a root's and a
/// tab's alike, `restoreSplit`): said, and the file keeps it until that split view's selection changes.
@MainActor final class AppNavigationSaving {
    enum Failure: Error { case lockHeld(String), unavailable(String) }

    let file: String
    private var lock: StateLock?
    private var readOnly = false
    private var recorder: PathRecorder<AnyHashable>?
    /// The split view's recorder, when the root is a `NavigationSplitView`.
    private var splitRecorder: SplitRecorder?
    /// The tabs' recorder, when the root is a `TabView`.
    private var tabRecorder: TabRecorder?
    /// Whether the split view or the tabs show what their recorder loaded (no link replaced it).
    private var showsLoaded = false
    /// Shows a notice on the running app, once `record` started.
    private var show: ((String) -> Void)?
    /// Whether the tree shown was read in steps (`finishLoading`): the one the recorder loaded.
    private var readInSteps = false
    /// A saved tree being read in steps: the state, and how many of its values were read so far.
    private var pending: (state: NavigationState, read: Int)?
    /// What to show once the app runs: what was wrong with the files, what was done.
    private(set) var notices: [String] = []
    /// Whether the file is the `--state-file` given, and whether the run is headless.
    private let given: Bool
    private let headless: Bool
    /// What the lock file held before this launch took it (`abandon()` puts it back).
    private let lockBefore: [UInt8]?
    /// Why a headless launch is refused: the file holds another kind of root's state.
    private(set) var refusal: String?
    /// The types the app knows up front (``App/codableTypes``), beside those its views register: a
    /// split view's detail is read with them too.
    var knownTypes: CodableTypes?
    /// The notices shown when the app started: a headless run that prints no frame says them on stderr.
    private(set) var launchNotices: [String] = []
    /// How many problems the store had found when recording started (those of loading).
    private var problemsAtStart = 0

    /// The state file of an app: `state.json` beside its `storage.json`.
    static func file(forApp name: String, environment: [String: String], named file: String = "state.json") -> String? {
        // The folder by a slash, not `NSString`'s path methods: bridging to NSString links CoreFoundation into
        // every program built on NavigatorUI (UIDeepStack grew from 24 to 73 MB, its start-up by a third).
        StorageValues.file(forApp: name, environment: environment).map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) + "/" + file }
    }

    /// Takes the file's lock (`given`: the file is the `--state-file` given, and named so; `app`: the
    /// app's name, as its messages name another instance). `headless`: another instance saving it, or
    /// no lock to be had (a folder that can't be created), is a failure (a script must not lose its
    /// state unseen); in a terminal, the app shows the state and saves nothing, with a notice.
    init(file: String, given: Bool = false, app: String = "instance", headless: Bool) throws(Failure) {
        self.file = file
        self.given = given
        self.headless = headless
        lockBefore = Self.lockContents(file)
        switch Self.acquire(file) {
        case .acquired(let acquired):
            lock = acquired
        case .notNeeded:
            break  // not a regular file there: the store says so and saves nothing
        case .heldByOther(let holder):
            if headless {
                throw .lockHeld("another \(app) (\(holder)) is saving the state in '\(VisibleText.sanitized(file))' "
                    + "(expected one writer at a time: wait until it ends\(given ? ", or give another --state-file" : ""))")
            }
            readOnly = true
            notices.append("Another \(app) (\(holder)) holds the saved state in '\(file)': this one shows it but won't save")
        case .unavailable(let reason, let expected):
            if headless {
                throw .unavailable("cannot save \(given ? "to --state-file" : "the navigation state in") '\(VisibleText.sanitized(file))': "
                    + "\(VisibleText.sanitized(reason)) (expected \(VisibleText.sanitized(expected)))")
            }
            readOnly = true
            notices.append("The navigation state in '\(file)' is not saved: \(reason)")
        }
    }

    /// Whether this instance saves the state (it holds the lock, and nothing turned saving off).
    var saves: Bool { !readOnly }

    /// Takes the lock. A lock this very process holds is one a child it forked still shares until its
    /// `exec` closes it (the descriptor is close-on-exec): a test process spawning others while it runs
    /// apps one after the other sees that. It is waited for, up to a second; another process's is not.
    private static func acquire(_ file: String) -> StateLock.Outcome {
        var outcome = StateLock.acquire(stateFile: file)
        for _ in 0..<100 {
            guard case .heldByOther(let holder) = outcome, holder.pid == getpid() else { break }
            usleep(10_000)
            outcome = StateLock.acquire(stateFile: file)
        }
        return outcome
    }

    /// The saved tree, read with `types`; `nil` when `replaced` (a deep link wins over it), though the
    /// files are still read (a damaged one is set aside and said) and saving starts afresh. A tree
    /// holding a value of a type `types` lacks is shown up to it, and read further as the views it shows
    /// register more types (`readFurther`, then `finishLoading`).
    /// `complete`: `types` are all the app's (``App/codableTypes``): a value of another type is not
    /// waited for, and the recorder reads the file at once (setting aside one it can't read whole).
    func load(types: CodableTypes, replaced: Bool, complete: Bool = false) -> NavigationTree<AnyHashable>? {
        if complete { return loadWhole(types: types, replaced: replaced) }
        let state = Self.savedState(in: file)
        if let state, SplitRecorder.isSplitState(state) == true {
            // A split view's state (the root was one when it was saved): never read as a stack's.
            refuseOtherKind(holding: "a split view's", root: "the stack's", notice: "holds a NavigationSplitView's state, and the app's root is a NavigationStack")
            return nil
        }
        if let state, TabRecorder.isTabState(state) == true {
            // A TabView's state: never read as a stack's either.
            refuseOtherKind(holding: "a tab view's", root: "the stack's", notice: "holds a TabView's state, and the app's root is a NavigationStack")
            return nil
        }
        if !complete, let state, case let read = types.tree(from: state, lazily: true), case .unknownType(let name, _)? = read.error {
            guard replaced else {
                // Read in steps (`readFurther`); the recorder reads the file once the views registered what they can.
                let tree = shown(read.tree)
                pending = (state, tree.valueCount)
                return tree
            }
            // Not shown, so not read further: a link's tree isn't saved over a value that may be unknown.
            if !readOnly {
                keepFile(because: "holds a value of type \(name), which the root view doesn't register (a view it shows may), "
                    + "and a URL given at launch replaces the saved tree without reading it further",
                         expected: "a launch with no URL to come back to it whole")
            }
        }
        let recorder = PathRecorder<AnyHashable>(file: file, readOnly: readOnly)
        let saved = recorder.load(types: types)
        notices.insert(contentsOf: saved.notices, at: 0)
        self.recorder = recorder
        return replaced ? nil : saved.tree
    }

    /// `load` with all the app's types: the file is read once, by the recorder (a state of a million
    /// levels read twice took twice the time and memory), a split view's told from the tree it gives.
    /// (A TabView's state holds types none of these is: the recorder sets it aside as any file of
    /// unknown types, as `navigator` always did.)
    private func loadWhole(types: CodableTypes, replaced: Bool) -> NavigationTree<AnyHashable>? {
        var all = types
        SplitRecorder.registerRecord(in: &all)
        let recorder = PathRecorder<AnyHashable>(file: file, readOnly: readOnly)
        let saved = recorder.load(types: all)
        if SplitRecorder.isSplitState(saved.tree) {
            refuseOtherKind(holding: "a split view's", root: "the stack's", notice: "holds a NavigationSplitView's state, and the app's root is a NavigationStack")
            return nil
        }
        notices.insert(contentsOf: saved.notices, at: 0)
        self.recorder = recorder
        return replaced ? nil : saved.tree
    }

    /// The saved tree read with `types`, registered since by the views it shows, when it holds more
    /// than the last read; `nil` when they read no further.
    func readFurther(types: CodableTypes) -> NavigationTree<AnyHashable>? {
        guard let (state, count) = pending else { return nil }
        let tree = types.tree(from: state, lazily: true).tree
        guard tree.valueCount > count else { return nil }
        pending = (state, tree.valueCount)
        return shown(tree)
    }

    /// The views have read what they could of a tree read in steps (`types`: the types registered
    /// now): a value of a type still unknown keeps the file as it is, saving off for the run; otherwise
    /// the recorder reads the file (setting aside what it can't use, as at any launch) and saves from now.
    func finishLoading(types: CodableTypes) {
        guard let (state, shownCount) = pending else { return }
        pending = nil
        if !readOnly, let name = Self.unknownType(in: state, types: types) { keepFile(holding: name) }
        let recorder = PathRecorder<AnyHashable>(file: file, readOnly: readOnly)
        let saved = recorder.load(types: types)
        notices.insert(contentsOf: saved.notices, at: 0)
        // The same state read with the same types: what the views show, unless they read less of it.
        readInSteps = saved.tree.valueCount == shownCount
        self.recorder = recorder
    }

    /// Runs `host`'s restoration of the saved tree through its views, when the root's types didn't
    /// read it whole, then starts the recorder.
    func restoreFurther(_ host: ViewHost) {
        guard pending != nil else { return }
        host.restoreFurther { readFurther(types: $0) }
        finishLoading(types: host.codableTypes)
    }

    /// `tree`, to be shown: a value of one of its paths whose JSON its type can't read, found when it is shown,
    /// is said (as the recorder says it of the trees it gives), and saved as it was read.
    private func shown(_ tree: NavigationTree<AnyHashable>) -> NavigationTree<AnyHashable> {
        tree.forEachRestoredPath { stack, values in
            values.onFailure = { [weak self, file, stackName = tree.stackName(stack)] index, error in
                self?.tell("state file '\(file)' holds a value at level \(index + 1)\(stackName) this app can't read (\(error)); "
                    + "it is shown as unreadable and saved as it was")
            }
        }
        return tree
    }

    /// Shows `notice` on the app once it runs; until then, keeps it for then.
    private func tell(_ notice: String) {
        if let show { show(notice) } else { notices.append(notice) }
    }

    /// Saving is off for this run, the file kept as it is: it holds a value of type `name` that no view
    /// shown reads.
    private func keepFile(holding name: String) {
        stopSaving(saying: "'\(file)' holds a value of type \(name), which no navigationDestination(for:) or sheet of the views it shows reads: "
            + "shown up to it, and saving is off for this run so that the file keeps it "
            + "(expected \(name) registered with navigationDestination(for:) on the NavigationStack's root view or on the view under it)")
    }

    /// Saving is off for this run, the file left as it is; `notice` says why.
    private func stopSaving(saying notice: String) {
        readOnly = true
        lock = nil
        notices.append(notice)
    }

    /// Registers the types of a list column's values: each type once, however long the list.
    private static func register(_ items: [SplitColumn.Item], in types: inout CodableTypes) {
        var seen: Set<ObjectIdentifier> = []
        for item in items where seen.insert(ObjectIdentifier(type(of: item.value.base))).inserted {
            types.register(typeOf: item.value)
        }
    }

    /// The file holds `holding` state, not `root` state (the kind of the app's root): a headless run
    /// given it as `--state-file` is refused (`refusal`, status 64: the script named a file its output
    /// would not be of, nor saved in); otherwise the file is kept as it is, saving off for the run, and
    /// said (`notice`).
    private func refuseOtherKind(holding: String, root: String, notice: String) {
        if headless && given {
            refusal = "--state-file '\(VisibleText.sanitized(file))' holds \(holding) state, not \(root) "
                + "(expected \(root) state file or a new path)"
        } else if !readOnly {
            keepFile(because: notice)
        }
    }

    /// Gives up the state after a launch that failed: the lock file is left as it was before (removed
    /// if this launch created it, else holding what it held), nothing else having been written.
    func abandon() {
        guard let held = lock else { return }
        lock = nil
        if let lockBefore {
            let fd = open(held.file, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            if fd >= 0 {
                _ = lockBefore.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
                _ = ftruncate(fd, off_t(lockBefore.count))
                close(fd)
            }
        } else {
            unlink(held.file)
        }
    }

    /// What the lock file beside `path` holds before this launch takes it: `nil` when there is none
    /// (or it can't be read as a small regular file).
    private static func lockContents(_ path: String) -> [UInt8]? {
        let fd = open(path + ".lock", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 4096 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return count == bytes.count ? bytes : nil
    }

    /// Saving is off for this run, the file kept as it is: it holds another kind of state (`reason`).
    private func keepFile(because reason: String, expected: String = "the state of the app's root kind, or no file") {
        stopSaving(saying: "'\(file)' \(reason): it is kept as it is, and saving is off for this run (expected \(expected))")
    }

    /// The state saved in `file`, read without setting anything aside (the recorder does that, later).
    private static func savedState(in file: String) -> NavigationState? {
        let state = PathStore(file: file, readOnly: true) { NavigationState() }.load().state
        return state.path.count == 0 && state.presentations.isEmpty ? nil : state
    }

    /// The name of the first type `state` holds that `types` can't read, if any.
    private static func unknownType(in state: NavigationState, types: CodableTypes) -> String? {
        if case .unknownType(let name, _)? = types.tree(from: state, lazily: true).error { return name }
        return nil
    }

    // MARK: A NavigationSplitView root

    /// Shows the split view's saved state on `host` (unless `replaced`: a link replaces it), read in
    /// steps as the views register their types: the sidebar's selection by the sidebar's rows, the
    /// content column's by that column's rows for it, the detail's tree by the destinations the detail
    /// registers for them (and by the views it shows, as a stack's). The file is the split view's state
    /// file format (`SplitRecorder`): a stack's state (the root was a stack when it was saved) is kept
    /// as it is, saving off; a damaged one is set aside by the recorder; a value of a type no view of
    /// the detail reads keeps the file, saving off for the run. A saved selection its list no longer
    /// has, or that can't be read, shows nothing of the detail, which would come back over another
    /// item: said, and the file keeps the saved state until the selection changes
    /// (`SplitRecorder.loadRefused`), as a split view's tab's (`restoreSplitTab`).
    func restoreSplit(_ host: ViewHost, replaced: Bool) {
        guard let app = host.splitApp else { return }
        let state = Self.savedState(in: file) ?? NavigationState()
        if TabRecorder.isTabState(state) == true {
            refuseOtherKind(holding: "a tab view's", root: "a split view's", notice: "holds a TabView's state, and the app's root is a NavigationSplitView")
            return
        }
        if SplitRecorder.isSplitState(state) == false {
            refuseOtherKind(holding: "the stack's", root: "a split view's", notice: "holds a NavigationStack's state, and the app's root is a NavigationSplitView")
            return
        }
        var types = host.codableTypes
        if let knownTypes { types.add(knownTypes) }
        let recorder = SplitRecorder(file: file, readOnly: readOnly)
        if !replaced, SplitRecorder.isSplitState(state) == true, case .success(let record) = SplitRecorder.record(in: state) {
            switch restoreSplit(record, detail: SplitRecorder.detailState(in: state), on: host, app: app, types: &types) {
            case .shown, .unreadableRecord:
                break  // (a record that can't be read is set aside by the recorder)
            case .refused(let reason):
                notices.insert(contentsOf: recorder.loadRefused(keeping: app), at: 0)
                splitRecorder = recorder
                showsLoaded = true
                return tell(refusalNotice(reason, ofTab: nil))
            case .unknownDetailType(let name):
                guard !readOnly else { break }
                return stopSaving(saying: "'\(file)' holds a value of type \(name) in the split view's detail, which no navigationDestination(for:) "
                    + "or sheet of the split view's views reads: shown up to it, and saving is off for this run so that the file keeps it "
                    + "(expected \(name) registered with navigationDestination(for:) in the detail's NavigationStack)")
            }
        }
        let loaded = replaced ? recorder.loadReplaced() : recorder.load(types: types)
        if case .split(_, let told) = loaded { notices.insert(contentsOf: told, at: 0) }
        splitRecorder = recorder
        showsLoaded = !replaced
    }

    /// What `restoreSplit(_:detail:on:app:types:forTab:)` showed.
    private enum SplitRestoration {
        /// All of it.
        case shown
        /// Up to a value of the type named in the detail, which no view of it read.
        case unknownDetailType(String)
        /// Nothing of the detail: a selection its list no longer has, or that can't be read (why).
        case refused(String)
        /// Nothing: a record whose column with the keys or visibility can't be read (why).
        case unreadableRecord(String)
    }

    /// Why a saved split view's state is not shown (`reason`), in a notice: `tab` names the tab it is
    /// of, `nil` for the root's. A root's and a tab's are said alike, through `tell`.
    private func refusalNotice(_ reason: String, ofTab tab: String?) -> String {
        "'\(file)' holds the split view\(tab.map { " of \($0)" } ?? ""), which \(reason): nothing of its saved detail is shown, "
            + "and the file keeps it until \(tab == nil ? "the split view's" : "that tab's") selection changes"
    }

    /// Shows the saved split view's selections and detail, each read with the types its views have
    /// registered once what comes before it is shown; `types` grows with them. The detail comes with
    /// the selections that showed it or not at all: a selection that can't be read (its JSON, a type
    /// none of its list's rows has), or that its list no longer has, refuses the detail (the sidebar's
    /// selection stays shown when the content column's is the one refused, the keys in that column).
    /// A root split view's and a tab's (`forTab`) alike; a tab's detail is its stack's, shown for the
    /// first time.
    private func restoreSplit(_ record: SplitRecord, detail: NavigationState, on host: ViewHost, app: SplitApp,
                              types: inout CodableTypes, forTab: Bool = false) -> SplitRestoration {
        let shownColumns: SplitState
        do { shownColumns = try record.columnsState() } catch { return .unreadableRecord("holds a split view record this app can't read (\(error.text))") }
        var shown = shownColumns
        func read(_ value: (CodableTypes) throws -> AnyHashable?) -> Result<AnyHashable?, any Error> {
            do { return .success(try value(types)) } catch { return .failure(error) }
        }
        /// Why a selection read as `result` is not shown, in the column `items` lists, or `nil`.
        func refusal(_ result: Result<AnyHashable?, any Error>, column: String, items: [SplitColumn.Item]) -> String? {
            switch result {
            case .success(nil):
                return nil
            case .success(let value?):
                guard !items.contains(where: { $0.value == value }) else { return nil }
                return "selects \(value.base) (\(CodableTypes.name(of: type(of: value.base)))) in its \(column), a value that list no longer has"
            case .failure(PathDecodingError.unknownType(let name, _)):
                return "selects a value of type \(name) in its \(column), a type none of that list's rows has"
            case .failure(let error):
                return "holds a selection of its \(column) this app can't read (\(error))"
            }
        }
        Self.register(app.sidebar.items, in: &types)
        let selection = read(record.selectionValue)
        if let reason = refusal(selection, column: "sidebar", items: app.sidebar.items) { return .refused(reason) }
        shown.selection = try? selection.get()
        app.restore(shown)
        // The root evaluated again with that selection gives the content column's view for it, whose
        // rows' values are what that column selects.
        _ = app.detail.topScreen()
        Self.register(app.content?.items ?? [], in: &types)
        let content = read(record.contentSelectionValue)
        if let reason = refusal(content, column: "content column", items: app.content?.items ?? []) {
            // The keys go to the column whose selection is refused, not to a detail of nothing.
            if shown.focus > .content {
                shown.focus = .content
                app.restore(shown)
            }
            return .refused(reason)
        }
        shown.contentSelection = try? content.get()
        app.restore(shown)
        // The detail for these selections: its destinations are registered as it is evaluated.
        _ = app.detail.topScreen()
        types.add(host.codableTypes)
        let tree = self.shown(types.tree(from: detail, lazily: true).tree)
        shown.detail = tree
        app.restore(shown)
        var read = tree.valueCount
        let further: (CodableTypes) -> NavigationTree<AnyHashable>? = { registered in
            types.add(registered)
            let further = types.tree(from: detail, lazily: true).tree
            guard further.valueCount > read else { return nil }
            read = further.valueCount
            return self.shown(further)
        }
        // A tab's detail is its stack's, shown for the first time (a root's follows the app's own path).
        if forTab { host.restoreTree(reading: further) } else { host.restoreFurther(reading: further) }
        types.add(host.codableTypes)
        if case .unknownType(let name, _)? = types.tree(from: detail, lazily: true).error { return .unknownDetailType(name) }
        return .shown
    }

    // MARK: A TabView root

    /// Shows the TabView's saved state on `host` (unless `replaced`: a link or `--fresh` replaces it):
    /// the tab it showed, with its stack read in steps as the tab's views register their types, and
    /// each other saved tab's stack once its tab is shown. The file is the TabView's state file format
    /// (`TabRecorder`): a stack's or a split view's state is kept as it is, saving off; a damaged one is
    /// set aside by the recorder; a value of a type no view of its tab reads keeps the file, saving off
    /// for the run.
    func restoreTabs(_ host: ViewHost, replaced: Bool) {
        guard let tabs = host.tabs else { return }
        let state = Self.savedState(in: file) ?? NavigationState()
        if TabRecorder.isTabState(state) == false {
            let split = SplitRecorder.isSplitState(state) == true
            refuseOtherKind(holding: split ? "a split view's" : "the stack's", root: "a tab view's",
                            notice: split ? "holds a NavigationSplitView's state, and the app's root is a TabView"
                                          : "holds a NavigationStack's state, and the app's root is a TabView")
            return
        }
        let recorder = TabRecorder(file: file, readOnly: readOnly)
        let loaded = recorder.load(tabs: tabs.record, replaced: replaced)
        notices.insert(contentsOf: loaded.notices, at: 0)
        tabRecorder = recorder
        showsLoaded = !replaced
        tabs.onShow = { [weak self, unowned host] id in
            // Restored in steps, then saved whole: a tab shown changes the whole file.
            self?.tabRecorder?.batch { self?.restoreTab(id, on: host) }
        }
        if let shown = loaded.shown, shown != tabs.shownID {
            tabs.select(shown)  // its stack, made now, is restored by `onShow`
        } else {
            restoreTab(tabs.shownID, on: host)
        }
    }

    /// Shows the saved stack of the tab `id`, shown for the first time since launch (its stack is the
    /// host's), read in steps as its views register their types. A value of a type none of them reads:
    /// shown up to it, and the file kept as it is, saving off for the run. A stack the app set itself
    /// (its path binding held values) wins, as a root stack's does.
    private func restoreTab(_ id: AnyHashable, on host: ViewHost) {
        guard let recorder = tabRecorder, let saved = recorder.waitingTree(ofTab: id), let tabs = host.tabs else { return }
        if let app = host.splitApp { return restoreSplitTab(id, saved: saved, on: host, app: app) }
        if SplitRecorder.isSplitState(saved) == true {
            // Saved when the tab was a split view: its selections and detail are not a stack's.
            recorder.restored(id)
            return tell("'\(file)' holds the split view of \(TabRecorder.name(ofTab: id, in: tabs.record)), which is no longer a NavigationSplitView: "
                + "its saved selections and detail are not shown, and not kept")
        }
        guard host.router.count == 0, host.router.presentationCount == 0 else { return recorder.restored(id) }
        var read = 0
        host.restoreTree { types in
            let tree = types.tree(from: saved, lazily: true).tree
            guard tree.valueCount > read else { return nil }
            read = tree.valueCount
            return shown(tree)
        }
        guard !readOnly, let name = Self.unknownType(in: saved, types: host.codableTypes) else { return recorder.restored(id) }
        // The tree saved for the tab stays the one written, as it was read.
        readOnly = true
        lock = nil
        recorder.stop()
        tell("'\(file)' holds a value of type \(name) in a tab's stack, which no navigationDestination(for:) or sheet of that tab's views reads: "
            + "shown up to it, and saving is off for this run so that the file keeps it "
            + "(expected \(name) registered with navigationDestination(for:) in the tab's NavigationStack)")
    }

    /// Shows the saved state of the tab `id`, a `NavigationSplitView` shown for the first time since
    /// launch (`app` its split app): its selections, then its detail, read in steps as its views
    /// register their types, as a root split view's. A selection that can't be read or that its list no
    /// longer has shows nothing of the detail, which would come back over another item: said, and the
    /// file keeps the saved state until the tab's selection changes (`TabRecorder.refuse`). A value of
    /// a type none of the detail's views reads: shown up to it, the file kept as it is, saving off for
    /// the run, as a stack's tab.
    private func restoreSplitTab(_ id: AnyHashable, saved: NavigationState, on host: ViewHost, app: SplitApp) {
        guard let recorder = tabRecorder, let tabs = host.tabs else { return }
        let name = TabRecorder.name(ofTab: id, in: tabs.record)
        func refuse(_ reason: String) {
            recorder.refuse(id, app: app)
            tell(refusalNotice(reason, ofTab: name))
        }
        switch SplitRecorder.isSplitState(saved) {
        case nil:
            return recorder.restored(id)  // nothing saved of it (the file of a navigator that saved no split tab)
        case false?:
            // Saved when the tab was a stack: not a split view's detail.
            recorder.restored(id)
            return tell("'\(file)' holds a stack for \(name), which is now a NavigationSplitView: it is not shown, and not kept")
        case true?:
            break
        }
        let record: SplitRecord
        switch SplitRecorder.record(in: saved) {
        case .success(let read): record = read
        case .failure(let error): return refuse(error.text)
        }
        var types = host.codableTypes
        switch restoreSplit(record, detail: SplitRecorder.detailState(in: saved), on: host, app: app, types: &types, forTab: true) {
        case .shown:
            recorder.restored(id)
        case .refused(let reason), .unreadableRecord(let reason):
            refuse(reason)
        case .unknownDetailType(let type):
            guard !readOnly else { return recorder.restored(id) }
            readOnly = true
            lock = nil
            recorder.stop()
            tell("'\(file)' holds a value of type \(type) in the detail of \(name), which no navigationDestination(for:) or sheet of that split view's views reads: "
                + "shown up to it, and saving is off for this run so that the file keeps it "
                + "(expected \(type) registered with navigationDestination(for:) in the detail's NavigationStack)")
        }
    }

    /// Records `host`'s state from now on (its root stack and presentations, or its split view's),
    /// and shows the notices on it; those meant for the developer (a value that isn't `Codable`) go to
    /// the app's log instead (`AppLogging.tell`). When the root becomes another kind of view while the
    /// app runs (a layout chosen, tabs after a sign-in), the new kind is saved from then on, whole: the
    /// file never holds a kind the next launch's root would refuse.
    func record(_ host: ViewHost) {
        startRecording(host)
        host.onRootKindChange = { [weak self, unowned host] _ in self?.rootKindChanged(host) }
    }

    /// The root became another kind of view: the recorder of the old kind stops (writing what it has
    /// pending), and one of the new kind saves its state whole, as a launch with a link does.
    private func rootKindChanged(_ host: ViewHost) {
        recorder?.stop()
        splitRecorder?.stop()
        tabRecorder?.stop()
        recorder = nil
        splitRecorder = nil
        tabRecorder = nil
        guard !readOnly else { return }
        notices = []
        switch host.rootKind {
        case .stack:
            recorder = PathRecorder<AnyHashable>(file: file)
            readInSteps = false
        case .split:
            let recorder = SplitRecorder(file: file)
            _ = recorder.loadReplaced()
            splitRecorder = recorder
            showsLoaded = false
        case .tabs:
            tabRecorder = TabRecorder(file: file, readOnly: false)
            showsLoaded = false
        }
        startRecording(host)
        AppLogging.framework.info("The app's root is now a \(Self.name(of: host.rootKind)): its navigation is saved as one from now on")
    }

    private static func name(of kind: ViewHost.RootKind) -> String {
        switch kind {
        case .stack: "NavigationStack"
        case .split: "NavigationSplitView"
        case .tabs: "TabView"
        }
    }

    /// The store saving now, of whichever root kind.
    private var store: PathStore? { recorder?.store ?? splitRecorder?.store ?? tabRecorder?.store }

    /// What went wrong saving since recording started (a full disk, a file past `ulimit -f`): a
    /// headless run says it on stderr, as no one sees its notices.
    var problemsSinceStart: [String] {
        guard let problems = store?.problems, problems.count > problemsAtStart else { return [] }
        return problems[problemsAtStart...].map(\.description)
    }

    private func startRecording(_ host: ViewHost) {
        // The problems of loading are said as notices; those of saving from now on are counted.
        problemsAtStart = store?.problems.count ?? 0
        defer { launchNotices += notices }
        if host.tabs != nil {
            // The notices go to the tab shown when they come.
            let show: (String) -> Void = { [unowned host] notice in AppLogging.tell(notice) { host.app.show(notice: $0) } }
            if let tabRecorder {
                tabRecorder.onNotice = show
                tabRecorder.record(host, showsLoaded: showsLoaded, replaced: !showsLoaded)
                let store = tabRecorder.store
                host.app.background = (deadline: { store.flushDeadline }, run: { [weak tabRecorder] in tabRecorder?.flushIfDue(now: $0) })
            }
            for notice in notices { show(notice) }
            self.show = show
            return
        }
        if let split = host.splitApp {
            let show: (String) -> Void = { [unowned split] notice in AppLogging.tell(notice) { split.show(notice: $0) } }
            if let splitRecorder {
                splitRecorder.onNotice = show
                splitRecorder.record(split, showsLoaded: showsLoaded)
                let store = splitRecorder.store
                split.background = (deadline: { store.flushDeadline }, run: { store.flushIfDue(now: $0) })
            }
            for notice in notices { show(notice) }
            self.show = show
            return
        }
        let app: StackApp<AnyHashable> = host.app
        let show: (String) -> Void = { [unowned app] notice in AppLogging.tell(notice) { app.show(notice: $0) } }
        if let recorder {
            recorder.onNotice = show
            // A tree read in steps is the one the recorder loaded: not compared again, value by value.
            recorder.record(host.router, showsLoaded: readInSteps)
            let store = recorder.store!
            app.background = (deadline: { store.flushDeadline }, run: { store.flushIfDue(now: $0) })
        }
        for notice in notices { show(notice) }
        self.show = show
    }

    /// Runs a change of the whole state (a link opened while the app runs): a split view's or a
    /// TabView's recorder saves its outcome as one snapshot.
    func batch(_ body: () -> Void) {
        if let splitRecorder {
            splitRecorder.batch(body)
        } else if let tabRecorder {
            tabRecorder.batch(body)
        } else {
            body()
        }
    }

    /// Writes what is still pending: at the end of the run.
    func flush() {
        recorder?.store.flush()
        splitRecorder?.store.flush()
        tabRecorder?.flush()
    }
}
