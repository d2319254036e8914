#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Navigation

/// Saves a navigation tree so that it survives quitting, crashing and bad files, at a cost per change
/// that does not grow with the depth of the stack.
///
/// Two files, in one directory:
/// - the **state file** (the path given, say `state.json`): a snapshot of the whole tree, a versioned
///   JSON document with every path in SwiftUI's `NavigationPath.codable` shape (see `StateSnapshot`);
/// - the **journal** (`state.json.journal`): one checksummed line per change since that snapshot
///   (see `StateJournal`), appended with one `write(2)`.
///
/// When the journal grows past twice the snapshot's size (and `Limits.compactionFloor`), the store
/// writes a new snapshot from the `state` closure and starts a new journal, so each change costs a
/// constant amount on average at any depth. A snapshot is written to `state.json.tmp`, flushed with `fsync`,
/// renamed over the state file and the directory synced: a `kill -9` at any moment leaves the last
/// snapshot or the one before it, and a journal whose whole lines are exactly the changes recorded
/// since (a line cut short by the kill is recognised and ignored). Lines reach the page cache at once,
/// which a killed process cannot lose; `flushIfDue(now:)` puts them on the disk (`fdatasync`) within
/// `Limits.syncInterval` of a change, for a power cut.
///
/// A bad file is never deleted and never stops the app: `load()` reports it as a `PathStoreProblem`
/// (the notice to show), sets it aside as `state.json.bad-<UTC time>` when it can be read but not used,
/// and otherwise (a directory, a FIFO, no permission) leaves it where it is and turns saving off for the
/// session. Failing to save (a read-only or full disk) is reported once; the app keeps working and the
/// store tries again with a whole snapshot.
///
/// Files are created with mode 0600 and missing directories with 0700. Directories that exist are left
/// with the mode they have. A symbolic link at the state file's path is replaced by a file at the first
/// snapshot. Nothing is ever written through a link: the journal and the temporary file are opened
/// relative to the state's directory with `O_NOFOLLOW`, the temporary file is created with `O_EXCL`
/// (a leftover is unlinked first, never truncated), and a journal that is a link, not a regular file or
/// a file with other names (hard links) is never written to or truncated.
///
/// A read-only store (`readOnly: true`, for a second process while another holds the state's lock)
/// loads the state and writes nothing at all: no line, no snapshot, no file set aside.
///
/// ```swift
/// let store = PathStore(file: statePath) { app.navigationState }
/// let restored = store.load()              // show restored.state, and restored.problems as notices
/// app.onChange { change in store.record(change) }
/// // in the input loop, after each key and when idle:
/// store.flushIfDue()
/// // on quit:
/// store.flush()
/// ```
///
/// One store per file, used from one thread.
@_spi(Store) public final class PathStore {
    /// Sizes and intervals; the defaults suit a person at a terminal.
    @_spi(Store) public struct Limits: Equatable, Sendable {
        /// The largest state file or journal that is read or written. 128 MiB holds a 1,000,000-deep
        /// path of the demo's routes (about 55 bytes an element) more than twice over, and stops a
        /// file that is not a state from being read into memory.
        @_spi(Store) public var maxFileBytes: Int
        /// The journal is not compacted below this size: a shallow stack would otherwise be rewritten
        /// every few changes.
        @_spi(Store) public var compactionFloor: Int
        /// The journal is compacted when it is this many times the snapshot's size (and over the floor).
        /// 2 because a snapshot costs more per byte than a line (the app encodes every value again, about
        /// 5 µs a value with `JSONEncoder`), while replaying a line on load costs less than a microsecond.
        @_spi(Store) public var compactionRatio: Int
        /// How long a recorded change may wait in the page cache before `flushIfDue` syncs it.
        @_spi(Store) public var syncInterval: Duration
        /// How long after a failed save the store first tries again (doubling up to a minute).
        @_spi(Store) public var retryInterval: Duration
        /// A compaction runs on another thread when the last snapshot is at least this size (a deep
        /// stack's: copying and syncing tens of megabytes would stop the keys); a smaller one is
        /// written at once, in about a millisecond.
        @_spi(Store) public var backgroundCompactionBytes: Int

        @_spi(Store) public init(
            maxFileBytes: Int = 128 << 20, compactionFloor: Int = 64 << 10, compactionRatio: Int = 2,
            syncInterval: Duration = .milliseconds(250), retryInterval: Duration = .seconds(2),
            backgroundCompactionBytes: Int = 1 << 20
        ) {
            self.backgroundCompactionBytes = backgroundCompactionBytes
            self.maxFileBytes = maxFileBytes
            self.compactionFloor = compactionFloor
            self.compactionRatio = compactionRatio
            self.syncInterval = syncInterval
            self.retryInterval = retryInterval
        }

        @_spi(Store) public static let standard = Limits()
    }

    /// What `load()` found: the state to show and the problems to tell.
    @_spi(Store) public struct Restored: Equatable, Sendable {
        /// The saved state, or the longest prefix of it that could be read, or the root alone.
        @_spi(Store) public var state: NavigationState
        /// Notices, in the order the problems were found; empty when all was well (or on a first launch).
        @_spi(Store) public var problems: [PathStoreProblem]
        /// How many journal changes were replayed on top of the snapshot.
        @_spi(Store) public var replayedChanges: Int

        @_spi(Store) public init(state: NavigationState, problems: [PathStoreProblem], replayedChanges: Int) {
            self.state = state
            self.problems = problems
            self.replayedChanges = replayedChanges
        }
    }

    /// Counts of what the store wrote, to check that saving costs what it should.
    @_spi(Store) public struct Statistics: Equatable, Sendable {
        @_spi(Store) public var recordedChanges = 0
        @_spi(Store) public var journalBytesWritten = 0
        @_spi(Store) public var snapshotBytesWritten = 0
        /// Snapshots written, by `save` and by compaction.
        @_spi(Store) public var snapshots = 0
        /// `fdatasync` calls on the journal.
        @_spi(Store) public var syncs = 0
        @_spi(Store) public var bytesWritten: Int { journalBytesWritten + snapshotBytesWritten }
    }

    /// The state file's path.
    @_spi(Store) public let file: String
    /// The journal's path: the state file's with `.journal` added.
    @_spi(Store) public let journalFile: String
    @_spi(Store) public let limits: Limits
    /// Every problem since the store was made, the ones `load()` returned included.
    @_spi(Store) public private(set) var problems: [PathStoreProblem] = []
    @_spi(Store) public private(set) var statistics = Statistics()

    private let directory: String
    private let temporaryFile: String
    /// Whether this store only reads (another process is the writer).
    @_spi(Store) public let readOnly: Bool
    /// The state's directory, opened at the first write: every file is written relative to it.
    private var directoryDescriptor: Int32 = -1
    private let currentState: () -> any NavigationStateSource

    private enum Mode {
        case unloaded
        case saving
        /// The last write failed: nothing is written until a whole snapshot is, at `retryAt` or on `flush()`.
        case failing(retryAt: ContinuousClock.Instant, interval: Duration)
        /// Something that must not be overwritten is where a file should be: nothing is written this session.
        case off
    }

    private var mode = Mode.unloaded
    /// The snapshot's generation (0: there is no snapshot); journal lines carry it.
    private var generation = 0
    /// The last journal line's sequence number.
    private var sequence = 0
    private var snapshotBytes = 0
    /// The journal's length in whole, applied lines: where the next line goes.
    private var journalBytes = 0
    /// Bytes past `journalBytes` (a torn line, an older snapshot's lines) to cut before appending.
    private var journalNeedsTruncation = false
    private var journalDescriptor: Int32 = -1
    /// The journal was opened (maybe created) since the directory was last synced.
    private var journalEntryUnsynced = false
    /// The journal no longer follows from the snapshot (files set aside, a failed write): the next
    /// save is a whole snapshot.
    private var needsSnapshot = false
    /// When the oldest change not yet synced (or the pending snapshot) arose.
    private var pendingSince: ContinuousClock.Instant?
    private var line: [UInt8] = []
    /// Where the root path's chunks are in the state file this store last wrote, and which file that was.
    private var layout: StateSnapshot.Layout?
    private var layoutFile: (device: UInt64, inode: UInt64, size: Int, modified: timespec)?
    /// The fewest values the root path has held since that snapshot: its chunks below are unchanged.
    private var rootLowWater = 0
    /// The compaction whose snapshot is being written on another thread, if any.
    private var compaction: Compaction?
    /// The journal of the snapshot being written: `state.json.journal.next`.
    private let nextJournalFile: String

    /// A store for the state file at `file`. `state` gives the current tree whenever the store writes
    /// a snapshot; it must already hold a change when that change is recorded.
    @_spi(Store) public init(
        file: String, limits: Limits = .standard, readOnly: Bool = false, state: @escaping () -> any NavigationStateSource
    ) {
        self.file = file
        self.readOnly = readOnly
        self.journalFile = file + ".journal"
        self.temporaryFile = file + ".tmp"
        self.nextJournalFile = file + ".journal.next"
        self.directory = StateFile.directory(of: file)
        self.limits = limits
        self.currentState = state
        line.reserveCapacity(256)
    }

    deinit {
        finishCompaction(waiting: true)
        closeJournal()
        if directoryDescriptor >= 0 { close(directoryDescriptor) }
    }

    /// Whether a compaction's snapshot is being written in the background (see `record(_:)`).
    @_spi(Store) public var isCompacting: Bool { compaction != nil }

    /// Whether changes are being saved (false after a problem that turned saving off for the session).
    package var isSaving: Bool {
        if case .off = mode { return false }
        return true
    }

    /// When `flushIfDue` next has something to do, or `nil` when everything is on disk: an input loop
    /// waits for a key at most until then.
    package var flushDeadline: ContinuousClock.Instant? {
        switch mode {
        case .failing(let retryAt, _): return retryAt
        // While a compaction runs, the loop looks in now and then to take its files when it is done.
        case .saving where compaction != nil: return .now + .milliseconds(50)
        case .saving: return pendingSince.map { $0 + limits.syncInterval }
        case .unloaded, .off: return nil
        }
    }

    // MARK: Loading

    /// Reads the saved state: the snapshot with the journal's whole lines replayed on it.
    ///
    /// Never fails: a missing file is a first launch (the root, no problem), and every bad file gives a
    /// problem and the longest prefix of the state that could be read. Files that can be read but not
    /// used are set aside, never deleted; the app is expected to show `state` (or to `save` the state it
    /// shows instead).
    @discardableResult
    @_spi(Store) public func load() -> Restored {
        finishCompaction(waiting: true)
        closeJournal()
        mode = readOnly ? .off : .saving
        generation = 0
        sequence = 0
        snapshotBytes = 0
        journalBytes = 0
        journalNeedsTruncation = false
        needsSnapshot = false
        pendingSince = nil
        layout = nil
        layoutFile = nil
        let first = problems.count
        let (state, replayed) = readState()
        return Restored(state: state, problems: Array(problems[first...]), replayedChanges: replayed)
    }

    private func readState() -> (NavigationState, Int) {
        var state = NavigationState()
        switch StateFile.read(file, limit: limits.maxFileBytes) {
        case .missing:
            break
        case .notAFile(let kind):
            leaveInPlace(.notAFile, file, "state file '\(file)' is \(kind), not a file; started at the root", why: "it is left as it is")
            return (state, 0)
        case .unreadable(let error):
            leaveInPlace(.unreadable, file, "state file '\(file)' cannot be read (\(StateFile.describe(errno: error))); started at the root",
                         why: "it is not overwritten")
            return (state, 0)
        case .tooLarge(let size):
            setAside(.tooLarge, file, "state file '\(file)' is \(Self.size(size)), over the limit of \(Self.size(limits.maxFileBytes))",
                     then: "started at the root", files: [file, journalFile])
            return (state, 0)
        case .bytes(let bytes):
            switch StateSnapshot.read(bytes) {
            case .success(let snapshot):
                state = snapshot.state
                generation = snapshot.generation
                snapshotBytes = bytes.count
            case .failure(let error):
                setAside(error.kind, file, "state file '\(file)' \(error.text)", then: "started at the root", files: [file, journalFile])
                return (state, 0)
            }
        }

        switch StateFile.read(journalFile, limit: limits.maxFileBytes, followingLinks: false) {
        case .missing:
            return (state, 0)
        case .notAFile(let kind):
            leaveInPlace(.notAFile, journalFile, "state journal '\(journalFile)' is \(kind), not a file; \(restored(0))",
                         why: "it is left as it is")
            return (state, 0)
        case .unreadable(let error):
            leaveInPlace(.unreadable, journalFile,
                         "state journal '\(journalFile)' cannot be read (\(StateFile.describe(errno: error))); \(restored(0))",
                         why: "it is not overwritten")
            return (state, 0)
        case .tooLarge(let size):
            setAside(.tooLarge, journalFile,
                     "state journal '\(journalFile)' is \(Self.size(size)), over the limit of \(Self.size(limits.maxFileBytes))",
                     then: restored(0), files: [journalFile])
            return (state, 0)
        case .bytes(let bytes):
            let replay = StateJournal.replay(bytes, onto: &state, generation: generation)
            switch replay.outcome {
            case .complete:
                journalBytes = replay.validBytes
                sequence = replay.applied
                journalNeedsTruncation = replay.validBytes < bytes.count
            case .stale:
                // A compaction was cut short after its rename: the snapshot already holds these lines,
                // and the lines recorded while it was written are in the next journal, if any.
                journalNeedsTruncation = true
                if case .bytes(let next) = StateFile.read(nextJournalFile, limit: limits.maxFileBytes, followingLinks: false) {
                    var caughtUp = state
                    let replay = StateJournal.replay(next, onto: &caughtUp, generation: generation)
                    if replay.outcome == .complete, replay.applied > 0 {
                        state = caughtUp
                        // The next save is whole, and the journal starts again after it.
                        markSnapshotNeeded()
                        return (state, replay.applied)
                    }
                }
            case .newer(let other):
                let snapshot = snapshotBytes > 0 ? "the state file is generation \(generation)" : "there is no state file"
                setAside(.foreignJournal, journalFile,
                         "state journal '\(journalFile)' goes with a newer state file (generation \(other); \(snapshot))",
                         then: restored(0), files: [journalFile])
            case let .damaged(line, reason):
                // The snapshot is needed to make sense of the journal: both are kept, together.
                setAside(.damagedJournal, journalFile, "state journal '\(journalFile)' is damaged at line \(line) (\(reason))",
                         then: restored(replay.applied), files: [file, journalFile])
                markSnapshotNeeded()
            }
            return (state, replay.applied)
        }
    }

    /// "restored the saved state and the first 3 changes after it", for a journal's notice.
    private func restored(_ changes: Int) -> String {
        let plural = changes == 1 ? "change" : "changes"
        switch (snapshotBytes > 0, changes) {
        case (true, 0): return "restored the saved state without the journal's changes"
        case (true, _): return "restored the saved state and the first \(changes) \(plural) after it"
        case (false, 0): return "started at the root"
        case (false, _): return "restored the first \(changes) \(plural)"
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB (\(bytes) bytes)" : "\(bytes) bytes"
    }

    /// Reports a file that must not be touched, and turns saving off so it isn't.
    private func leaveInPlace(_ kind: PathStoreProblem.Kind, _ subject: String, _ text: String, why: String) {
        mode = .off
        problems.append(PathStoreProblem(
            kind: kind, file: subject, stopsSaving: true,
            description: "\(text); saving is off for this session so that \(why)"))
    }

    /// Sets `files` aside and reports it; if they cannot be moved, turns saving off so they aren't overwritten.
    @discardableResult
    private func setAside(
        _ kind: PathStoreProblem.Kind, _ subject: String, _ text: String, then outcome: String?, files: [String]
    ) -> PathStoreProblem {
        closeJournal()
        // "what was wrong; what was done, where the file is": with no outcome, "what was wrong; where".
        let lead = outcome.map { "\(text); \($0)" } ?? text
        let joiner = outcome == nil ? "; " : ", "
        if readOnly {
            // Another process writes these files: a reader moves nothing.
            let problem = PathStoreProblem(
                kind: kind, file: subject, stopsSaving: true,
                description: lead + joiner + "it is left as it is (this navigator does not save)")
            problems.append(problem)
            return problem
        }
        let problem: PathStoreProblem
        switch StateFile.setAside(files) {
        case .success(let moved):
            let names = moved.map(StateFile.baseName)
            let kept: String
            switch names.count {
            case 0: kept = "there was no file to set aside"
            case 1: kept = "the \(names[0].hasPrefix(StateFile.baseName(journalFile)) ? "journal" : "file") is kept as \(names[0])"
            default: kept = "the files are kept as " + names.dropLast().joined(separator: ", ") + " and \(names.last!)"
            }
            problem = PathStoreProblem(kind: kind, file: subject, keptAs: moved, description: lead + joiner + kept)
            // What was there is gone: the next line starts a new journal.
            sequence = 0
            journalBytes = 0
            journalNeedsTruncation = false
            if moved.contains(where: { $0.hasPrefix(file + ".bad-") }) {
                generation = 0
                snapshotBytes = 0
            }
        case .failure(let error):
            mode = .off
            problem = PathStoreProblem(
                kind: kind, file: subject, keptAs: error.moved, stopsSaving: true,
                description: "\(lead); it could not be set aside (\(StateFile.describe(errno: error.errno))), "
                    + "so saving is off for this session and it is not overwritten")
        }
        problems.append(problem)
        return problem
    }

    /// Sets the state file and its journal aside as `state.json.bad-<UTC time>`, for an app that read
    /// them but cannot use what they hold (a route or type it no longer knows), so that the next save
    /// does not overwrite them. `reason` completes "state file '…' ", e.g. "names a route this app
    /// does not know ('Old.Route')". The state the app shows next is saved at the next flush or change.
    @discardableResult
    package func setAside(reason: String) -> PathStoreProblem {
        ensureLoaded()
        guard isSaving else {
            // Saving is off because something at these paths must not be touched: nothing is moved either.
            let problem = PathStoreProblem(
                kind: .setAsideByApp, file: file, stopsSaving: true,
                description: "state file '\(file)' \(reason); saving is off for this session, so it is left as it is")
            problems.append(problem)
            return problem
        }
        let problem = setAside(.setAsideByApp, file, "state file '\(file)' \(reason)", then: nil, files: [file, journalFile])
        markSnapshotNeeded()
        return problem
    }

    // MARK: Saving

    /// Saves one change, already applied to the state the `state` closure gives: one journal line,
    /// whatever the depth, and now and then a snapshot.
    ///
    /// Never throws: a failure is reported once in `problems` and the store tries again later.
    @_spi(Store) public func record(_ change: StateChange) {
        ensureLoaded()
        finishCompaction(waiting: false)
        switch change {
        case let .pop(stack, count) where stack == 0: rootLowWater = min(rootLowWater, count)
        case let .replace(stack, _) where stack == 0: rootLowWater = 0
        default: break
        }
        guard case .saving = mode else { return }
        statistics.recordedChanges += 1
        if needsSnapshot {
            writeSnapshot(of: currentState(), reusingUnchanged: true)
            return
        }
        line.removeAll(keepingCapacity: true)
        StateJournal.appendLine(for: change, generation: generation, sequence: sequence + 1, to: &line)
        // A line longer than a snapshot (a replaced deep path) is better written as one.
        guard line.count <= compactionThreshold else {
            writeSnapshot(of: currentState(), reusingUnchanged: true)
            return
        }
        guard let journal = openJournal() else { return }
        if let error = line.withUnsafeBytes({ StateFile.writeAll(journal, $0) }) {
            // Cut what part of the line made it, so the journal ends on a whole line.
            _ = ftruncate(journal, off_t(journalBytes))
            failSaving("appending to '\(StateFile.baseName(journalFile))': \(StateFile.describe(errno: error))")
            return
        }
        journalBytes += line.count
        sequence += 1
        statistics.journalBytesWritten += line.count
        if pendingSince == nil { pendingSince = .now }
        if let compaction {
            // The snapshot being written doesn't hold this change: its journal must.
            switch change {
            case let .pop(0, count): compaction.lowWater = min(compaction.lowWater, count)
            case .replace(0, _): compaction.lowWater = 0
            default: break
            }
            line.removeAll(keepingCapacity: true)
            compaction.sequence += 1
            StateJournal.appendLine(for: change, generation: compaction.generation, sequence: compaction.sequence, to: &line)
            if let error = line.withUnsafeBytes({ StateFile.writeAll(compaction.journal, $0) }) {
                compaction.failed = "appending to '\(StateFile.baseName(nextJournalFile))': \(StateFile.describe(errno: error))"
            }
            compaction.journalBytes += line.count
            statistics.journalBytesWritten += line.count
        } else if journalBytes > compactionThreshold {
            compact()
        }
    }

    /// Writes a whole snapshot of `state` now and starts a new journal: at start-up, when the app shows
    /// another state than the one loaded (a deep link, say).
    @_spi(Store) public func save(_ state: some NavigationStateSource) {
        ensureLoaded()
        finishCompaction(waiting: true)
        switch mode {
        case .saving, .failing: writeSnapshot(of: state, reusingUnchanged: false)
        case .unloaded, .off: return
        }
    }

    /// Puts recorded changes on the disk if the oldest has waited `Limits.syncInterval`, writes a
    /// pending snapshot, or retries a failed save when its time has come. Cheap when there is nothing
    /// to do: call it after every key and whenever the input loop wakes.
    @_spi(Store) public func flushIfDue(now: ContinuousClock.Instant = .now) {
        finishCompaction(waiting: false)
        switch mode {
        case .failing(let retryAt, _):
            if now >= retryAt { writeSnapshot(of: currentState(), reusingUnchanged: true) }
        case .saving:
            // An fdatasync behind a compaction's tens of megabytes of writeback would stop the keys:
            // the journal is synced once the compaction is done (which syncs the next journal first).
            guard compaction == nil, let since = pendingSince, now >= since + limits.syncInterval else { return }
            if needsSnapshot { writeSnapshot(of: currentState(), reusingUnchanged: true) } else { syncJournal() }
        case .unloaded, .off:
            return
        }
    }

    /// Puts everything on the disk now, and tries once more if saving was failing: on quit.
    @_spi(Store) public func flush() {
        finishCompaction(waiting: true)
        switch mode {
        case .failing:
            writeSnapshot(of: currentState(), reusingUnchanged: true)
        case .saving:
            if needsSnapshot { writeSnapshot(of: currentState(), reusingUnchanged: true) } else if pendingSince != nil { syncJournal() }
        case .unloaded, .off:
            return
        }
    }

    // MARK: Writing files

    private var compactionThreshold: Int {
        min(max(limits.compactionFloor, snapshotBytes * limits.compactionRatio), limits.maxFileBytes / 2)
    }

    private func ensureLoaded() {
        if case .unloaded = mode { load() }
    }

    private func markSnapshotNeeded() {
        guard case .saving = mode else { return }
        needsSnapshot = true
        if pendingSince == nil { pendingSince = .now }
    }

    /// The state's directory, created if missing and opened once; `nil` after reporting a failure.
    private func openDirectory() -> Int32? {
        if directoryDescriptor >= 0 { return directoryDescriptor }
        if let error = StateFile.makeDirectory(directory) {
            failSaving("creating the directory '\(directory)': \(StateFile.describe(errno: error))")
            return nil
        }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            failSaving("opening the directory '\(directory)': \(StateFile.describe(errno: errno))")
            return nil
        }
        directoryDescriptor = fd
        return fd
    }

    private func openJournal() -> Int32? {
        if journalDescriptor >= 0 { return journalDescriptor }
        guard let directoryFD = openDirectory() else { return nil }
        let name = StateFile.baseName(journalFile)
        // Never through a link, never a FIFO's open that waits, never a file with other names.
        let fd = openat(directoryFD, name, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let error = errno
            failSaving(error == ELOOP ? "'\(name)' is a symbolic link, which is not written through"
                : "opening '\(name)': \(StateFile.describe(errno: error))")
            return nil
        }
        if let refusal = StateFile.refusal(of: fd, name: name) {
            close(fd)
            failSaving(refusal)
            return nil
        }
        if journalNeedsTruncation {
            guard ftruncate(fd, off_t(journalBytes)) == 0 else {
                let error = errno
                close(fd)
                failSaving("cutting '\(StateFile.baseName(journalFile))' to its last whole line: \(StateFile.describe(errno: error))")
                return nil
            }
            journalNeedsTruncation = false
        }
        journalDescriptor = fd
        journalEntryUnsynced = true
        return fd
    }

    private func closeJournal() {
        if journalDescriptor >= 0 { close(journalDescriptor) }
        journalDescriptor = -1
    }

    private func syncJournal() {
        pendingSince = nil
        guard journalDescriptor >= 0 else { return }
        statistics.syncs += 1
        if fdatasync(journalDescriptor) != 0 {
            failSaving("syncing '\(StateFile.baseName(journalFile))': \(StateFile.describe(errno: errno))")
            return
        }
        // A journal just created is on the disk only once its directory entry is.
        if journalEntryUnsynced {
            journalEntryUnsynced = false
            syncDirectory()
        }
    }

    private func syncDirectory() {
        if directoryDescriptor >= 0 { _ = StateFile.syncDirectory(descriptor: directoryDescriptor) }
    }

    /// Writes a snapshot atomically (temporary file, `fsync`, `rename`, directory `fsync`) and empties
    /// the journal, whose lines it now holds.
    ///
    /// When compacting, the root path's chunks that nothing has popped since the last snapshot are
    /// copied from it rather than asked for and encoded again: a compaction at depth 1,000,000 then
    /// encodes the values near the top, not a million of them.
    private func writeSnapshot(of state: some NavigationStateSource, reusingUnchanged: Bool) {
        finishCompaction(waiting: true)
        guard let (directoryFD, fd, nextGeneration) = createTemporaryFile() else { return }
        let reuse = reusingUnchanged ? unchangedChunks() : nil
        let result = Self.writeAndRename(
            state, generation: nextGeneration, reusing: reuse, to: fd, directory: directoryFD, names: fileNames,
            limit: limits.maxFileBytes, nextJournal: -1)
        if let failure = result.failure {
            failSaving(failure)
            return
        }
        adopt(result, generation: nextGeneration, rootCount: state.pathCount(ofStack: 0))
        // A next journal left by a compaction cut short holds lines this snapshot has.
        _ = unlinkat(directoryFD, StateFile.baseName(nextJournalFile), 0)
        // The journal's lines belong to the snapshot just replaced; if it can't be emptied now, it is
        // emptied before the next line, and until then it is an older generation's, which load skips.
        journalBytes = 0
        if journalDescriptor >= 0, ftruncate(journalDescriptor, 0) == 0 {
            journalNeedsTruncation = false
        } else {
            closeJournal()
            var status = stat()
            journalNeedsTruncation = fstatat(directoryFD, StateFile.baseName(journalFile), &status, AT_SYMLINK_NOFOLLOW) == 0
        }
    }

    private var fileNames: (temporary: String, file: String) { (StateFile.baseName(temporaryFile), StateFile.baseName(file)) }

    /// The state's directory, a new temporary file in it and the next generation; `nil` after reporting a failure.
    private func createTemporaryFile() -> (directory: Int32, fd: Int32, generation: Int)? {
        guard let directoryFD = openDirectory() else { return nil }
        let temporaryName = StateFile.baseName(temporaryFile)
        // A file left by a crash, or a link someone put there: its name goes, what it points to is
        // untouched, and the new file is one this store creates (O_EXCL) and nothing else.
        _ = unlinkat(directoryFD, temporaryName, 0)
        let fd = openat(directoryFD, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            failSaving("creating '\(temporaryName)': \(StateFile.describe(errno: errno))")
            return nil
        }
        // A generation read from a file can be any number: past the largest, counting starts again
        // (journal lines of the old count are then another snapshot's, which load recognises).
        let (next, overflow) = generation.addingReportingOverflow(1)
        return (directoryFD, fd, overflow ? 1 : next)
    }

    /// What writing a snapshot gave.
    fileprivate struct SnapshotResult: Sendable {
        var layout = StateSnapshot.Layout()
        var bytes = 0
        var file: (device: UInt64, inode: UInt64, size: Int, modified: timespec)?
        var failure: String?
    }

    /// Writes the snapshot into `fd`, syncs it and renames it over the state file, then syncs the
    /// directory: all of a snapshot that touches no property of the store, so that it can run on another
    /// thread. `nextJournal` (or -1), the journal that goes with the new snapshot, is synced first.
    fileprivate static func writeAndRename(
        _ state: some NavigationStateSource, generation: Int, reusing reuse: StateSnapshot.Reuse?, to fd: Int32,
        directory directoryFD: Int32, names: (temporary: String, file: String), limit: Int, nextJournal: Int32
    ) -> SnapshotResult {
        var writer = SnapshotWriter(fd: fd, limit: limit)
        var result = SnapshotResult()
        result.layout = StateSnapshot.write(state, generation: generation, reusing: reuse, to: &writer)
        if let reuse { close(reuse.fd) }
        writer.flush()
        var written = stat()
        if writer.error == nil, fstat(fd, &written) != 0 { written.st_ino = 0 }
        // EFBIG is the writer's own limit only past it; else the system's (a file size limit,
        // `ulimit -f`, with SIGXFSZ ignored), said as the system says it.
        if writer.error == EFBIG, writer.count > limit {
            result.failure = "the state is over the limit of \(size(limit))"
        } else if let error = writer.error {
            result.failure = "writing '\(names.temporary)': \(StateFile.describe(errno: error))"
        } else if fsync(fd) != 0 {
            result.failure = "syncing '\(names.temporary)': \(StateFile.describe(errno: errno))"
        }
        close(fd)
        if result.failure == nil, nextJournal >= 0, fdatasync(nextJournal) != 0 {
            result.failure = "syncing the next journal: \(StateFile.describe(errno: errno))"
        }
        if result.failure == nil, renameat(directoryFD, names.temporary, directoryFD, names.file) != 0 {
            result.failure = "renaming '\(names.temporary)' to '\(names.file)': \(StateFile.describe(errno: errno))"
        }
        if result.failure != nil {
            // The temporary file is the store's own, half written: removing it gives a full disk its space back.
            _ = unlinkat(directoryFD, names.temporary, 0)
            return result
        }
        _ = StateFile.syncDirectory(descriptor: directoryFD)
        result.bytes = writer.count
        result.file = written.st_ino == 0 ? nil
            : (UInt64(written.st_dev), UInt64(written.st_ino), Int(written.st_size), written.st_mtim)
        return result
    }

    /// Takes a written snapshot as the state file's.
    private func adopt(_ result: SnapshotResult, generation newGeneration: Int, rootCount: Int) {
        layout = result.layout
        layoutFile = result.file
        rootLowWater = rootCount
        generation = newGeneration
        sequence = 0
        snapshotBytes = result.bytes
        statistics.snapshots += 1
        statistics.snapshotBytesWritten += result.bytes
        needsSnapshot = false
        pendingSince = nil
        mode = .saving
    }

    // MARK: Compacting in the background

    /// A snapshot being written on another thread, and the journal that follows it.
    ///
    /// The key loop doesn't wait for it. Each change recorded meanwhile goes to the current journal, as
    /// always, and to `state.json.journal.next`, numbered for the new snapshot. The other thread writes,
    /// syncs and renames the snapshot; the next call into the store renames the next journal over the
    /// journal. A kill in between leaves the new snapshot and the old journal, which load recognises as
    /// older, and then replays the next journal instead: the last change or the one before survives.
    fileprivate final class Compaction: @unchecked Sendable {
        let generation: Int
        /// The new journal, open for appending.
        let journal: Int32
        /// Lines in it, and the last one's number.
        var journalBytes = 0
        var sequence = 0
        /// The fewest values the root path has held since the state was copied.
        var lowWater: Int
        let rootCount: Int
        /// Why appending to the new journal failed, if it did.
        var failed: String?
        let finished = Atomic<Bool>(false)
        /// Set by the writing thread before `finished`.
        var result = SnapshotResult()
        var thread: pthread_t?
        var work: (() -> SnapshotResult)?

        init(generation: Int, journal: Int32, rootCount: Int) {
            self.generation = generation
            self.journal = journal
            self.rootCount = rootCount
            lowWater = rootCount
        }
    }

    /// Starts a compaction on another thread from a copy of the state; writes it here when the state
    /// can't be copied.
    private func compact() {
        let state = currentState()
        let reuse = snapshotBytes >= limits.backgroundCompactionBytes ? unchangedChunks() : nil
        guard snapshotBytes >= limits.backgroundCompactionBytes,
              let frozen = state.frozen(rootFrom: (reuse?.chunks ?? 0) * StateSnapshot.chunkSize),
              let (directoryFD, fd, nextGeneration) = createTemporaryFile()
        else {
            if let reuse { close(reuse.fd) }
            writeSnapshot(of: state, reusingUnchanged: true)
            return
        }
        let name = StateFile.baseName(nextJournalFile)
        _ = unlinkat(directoryFD, name, 0)
        let journal = openat(directoryFD, name, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard journal >= 0 else {
            if let reuse { close(reuse.fd) }
            close(fd)
            _ = unlinkat(directoryFD, fileNames.temporary, 0)
            writeSnapshot(of: state, reusingUnchanged: true)
            return
        }
        let job = Compaction(generation: nextGeneration, journal: journal, rootCount: frozen.pathCount(ofStack: 0))
        let names = fileNames
        let limit = limits.maxFileBytes
        job.work = {
            Self.writeAndRename(frozen, generation: nextGeneration, reusing: reuse, to: fd, directory: directoryFD,
                                names: names, limit: limit, nextJournal: journal)
        }
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            let job = Unmanaged<Compaction>.fromOpaque(context!).takeRetainedValue()
            // The keys come first: this thread yields the processor to the app's.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)  // 0: this thread, on Linux
            job.result = job.work!()
            job.work = nil
            job.finished.store(true, ordering: .releasing)
            return nil
        }, Unmanaged.passRetained(job).toOpaque())
        guard started == 0 else {
            Unmanaged.passUnretained(job).release()
            close(journal)
            _ = unlinkat(directoryFD, name, 0)
            // The work closure still holds the temporary file: write it here instead.
            let result = job.work!()
            job.work = nil
            complete(job, result)
            return
        }
        job.thread = thread
        compaction = job
    }

    /// Takes the finished compaction's snapshot and journal; with `waiting`, waits for one still running.
    private func finishCompaction(waiting: Bool) {
        guard let job = compaction else { return }
        if !waiting, !job.finished.load(ordering: .acquiring) { return }
        if let thread = job.thread { pthread_join(thread, nil) }
        compaction = nil
        complete(job, job.result)
    }

    private func complete(_ job: Compaction, _ result: SnapshotResult) {
        let name = StateFile.baseName(nextJournalFile)
        if let failure = result.failure ?? job.failed {
            close(job.journal)
            if directoryDescriptor >= 0 { _ = unlinkat(directoryDescriptor, name, 0) }
            if result.failure == nil {
                // The snapshot is in, its journal isn't whole: the next save is a whole snapshot.
                adopt(result, generation: job.generation, rootCount: job.rootCount)
                journalNeedsTruncation = true
                closeJournal()
            }
            failSaving(failure)
            return
        }
        adopt(result, generation: job.generation, rootCount: job.rootCount)
        rootLowWater = job.lowWater
        // The new journal takes the journal's name; the old one, whose lines the snapshot holds, goes.
        if renameat(directoryDescriptor, name, directoryDescriptor, StateFile.baseName(journalFile)) == 0 {
            closeJournal()
            journalDescriptor = job.journal
            journalBytes = job.journalBytes
            sequence = job.sequence
            journalNeedsTruncation = false
            // The rename reaches the disk with the next sync.
            journalEntryUnsynced = true
            if job.sequence > 0, pendingSince == nil { pendingSince = .now }
        } else {
            close(job.journal)
            _ = unlinkat(directoryDescriptor, name, 0)
            closeJournal()
            journalBytes = 0
            journalNeedsTruncation = true
            if job.sequence > 0 { markSnapshotNeeded() }
        }
    }

    /// The previous snapshot's chunks that still hold the bottom of the root path, if the state file is
    /// still the one this store wrote (same inode, size and time).
    private func unchangedChunks() -> StateSnapshot.Reuse? {
        guard let layout, let layoutFile, rootLowWater >= StateSnapshot.chunkSize else { return nil }
        guard directoryDescriptor >= 0 else { return nil }
        let fd = openat(directoryDescriptor, StateFile.baseName(file), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var status = stat()
        guard fstat(fd, &status) == 0, UInt64(status.st_dev) == layoutFile.device, UInt64(status.st_ino) == layoutFile.inode,
              Int(status.st_size) == layoutFile.size, status.st_mtim.tv_sec == layoutFile.modified.tv_sec,
              status.st_mtim.tv_nsec == layoutFile.modified.tv_nsec
        else {
            close(fd)
            return nil
        }
        return StateSnapshot.Reuse(fd: fd, layout: layout, chunks: min(rootLowWater / StateSnapshot.chunkSize, layout.chunkOffsets.count))
    }

    /// Reports a failed write once per run of failures, and waits before trying again with a snapshot.
    private func failSaving(_ reason: String) {
        closeJournal()
        needsSnapshot = true
        pendingSince = nil
        let now = ContinuousClock.now
        switch mode {
        case .saving, .unloaded:
            problems.append(PathStoreProblem(
                kind: .cannotSave, file: file,
                description: "cannot save the navigation state to '\(file)' (\(reason)); "
                    + "the app keeps working and saving will be tried again"))
            mode = .failing(retryAt: now + limits.retryInterval, interval: limits.retryInterval)
        case .failing(_, let interval):
            let next = min(interval * 2, .seconds(60))
            mode = .failing(retryAt: now + next, interval: next)
        case .off:
            break
        }
    }
}
