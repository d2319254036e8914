import Foundation
import Navigation
@_spi(Store) import Restoration
import TerminalUI

/// Saves and restores an `App`'s navigation tree (the root stack's path and its presentations), as
/// `navigator` saves its own: in `state.json` in the app's state folder (`$XDG_STATE_HOME/APP`, else
/// `~/.local/state/APP`), beside `storage.json`.
///
/// Every change is a journal line (Restoration's `PathRecorder`); the next launch shows the tree again,
/// its values read by the `Codable` types the root view registers (`navigationDestination(for:)`, a
/// sheet's `item`). One writer at a time: a second instance takes the file read-only (its lock,
/// `state.json.lock`). A damaged file is set aside (`state.json.bad-<time>`) with a notice. A file
/// holding a value of a type the root view doesn't register is shown up to that value and not saved
/// over in this run (a notice says which type), so the value is never lost.
@MainActor final class AppNavigationSaving {
    enum Failure: Error { case lockHeld(String) }

    let file: String
    private var lock: StateLock?
    private var readOnly = false
    private var recorder: PathRecorder<AnyHashable>?
    /// What to show once the app runs: what was wrong with the files, what was done.
    private(set) var notices: [String] = []

    /// The state file of an app: `state.json` beside its `storage.json`.
    static func file(forApp name: String, environment: [String: String]) -> String? {
        // The folder by a slash, not `NSString`'s path methods: bridging to NSString links CoreFoundation into
        // every program built on NavigatorUI (UIDeepStack grew from 24 to 73 MB, its start-up by a third).
        StorageValues.file(forApp: name, environment: environment).map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) + "/state.json" }
    }

    /// Takes the file's lock. `headless`: another instance saving it is a failure (a script must not
    /// lose its state unseen); in a terminal, the app shows the state and saves nothing. No lock to be
    /// had (a folder that can't be created): the app runs and saves nothing, with a notice.
    init(file: String, headless: Bool) throws(Failure) {
        self.file = file
        switch Self.acquire(file) {
        case .acquired(let acquired):
            lock = acquired
        case .notNeeded:
            break  // not a regular file there: the store says so and saves nothing
        case .heldByOther(let holder):
            let text = "another instance (\(holder)) is saving the navigation state in '\(VisibleText.sanitized(file))'"
            if headless { throw .lockHeld(text + " (expected one writer at a time: wait until it ends)") }
            readOnly = true
            notices.append("Another instance (\(holder)) holds the saved state in '\(file)': this one shows it but won't save")
        case .unavailable(let reason):
            readOnly = true
            notices.append("The navigation state in '\(file)' is not saved: \(reason)")
        }
    }

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
    /// files are still read (a damaged one is set aside and said) and saving starts afresh.
    func load(types: CodableTypes, replaced: Bool) -> NavigationTree<AnyHashable>? {
        // A value of a type the views don't register (yet): the file keeps it. Read-only, the recorder
        // shows what comes before it and sets nothing aside; nothing is saved over it in this run.
        if !readOnly, let name = Self.unknownType(in: file, types: types) {
            readOnly = true
            lock = nil
            notices.append("'\(file)' holds a value of type \(name), which no navigationDestination(for:) of the root view reads: "
                + "shown up to it, and saving is off for this run so that the file keeps it "
                + "(expected \(name) registered with navigationDestination(for:) on the NavigationStack's root view)")
        }
        let recorder = PathRecorder<AnyHashable>(file: file, readOnly: readOnly)
        let saved = recorder.load(types: types)
        notices.insert(contentsOf: saved.notices, at: 0)
        self.recorder = recorder
        return replaced ? nil : saved.tree
    }

    /// The name of the first type the saved state holds that `types` can't read, if any.
    private static func unknownType(in file: String, types: CodableTypes) -> String? {
        let state = PathStore(file: file, readOnly: true) { NavigationState() }.load().state
        if case .unknownType(let name, _)? = types.tree(from: state, lazily: true).error { return name }
        return nil
    }

    /// Records `host`'s root stack and presentations from now on, and shows the notices on it.
    func record(_ host: ViewHost) {
        guard let recorder else { return }
        let app: StackApp<AnyHashable> = host.app
        recorder.onNotice = { [unowned app] in app.show(notice: $0) }
        recorder.record(host.router)
        let store = recorder.store!
        app.background = (deadline: { store.flushDeadline }, run: { store.flushIfDue(now: $0) })
        for notice in notices { app.show(notice: notice) }
    }

    /// Writes what is still pending: at the end of the run.
    func flush() { recorder?.store.flush() }



}
