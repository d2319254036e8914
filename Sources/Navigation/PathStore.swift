#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
public final class PathStore {
    /// Sizes and intervals; the defaults suit a person at a terminal.
    public struct Limits: Equatable, Sendable {
        /// The largest state file or journal that is read or written. 128 MiB holds a 1,000,000-deep
        /// path of the demo's routes (about 55 bytes an element) more than twice over, and stops a
        /// file that is not a state from being read into memory.
        public var maxFileBytes: Int
        /// The journal is not compacted below this size: a shallow stack would otherwise be rewritten
        /// every few changes.
        public var compactionFloor: Int
        /// The journal is compacted when it is this many times the snapshot's size (and over the floor).
        /// 2 because a snapshot costs more per byte than a line (the app encodes every value again, about
        /// 5 µs a value with `JSONEncoder`), while replaying a line on load costs less than a microsecond.
        public var compactionRatio: Int
        /// How long a recorded change may wait in the page cache before `flushIfDue` syncs it.
        public var syncInterval: Duration
        /// How long after a failed save the store first tries again (doubling up to a minute).
        public var retryInterval: Duration

        public init(
            maxFileBytes: Int = 128 << 20, compactionFloor: Int = 64 << 10, compactionRatio: Int = 2,
            syncInterval: Duration = .milliseconds(250), retryInterval: Duration = .seconds(2)
        ) {
            self.maxFileBytes = maxFileBytes
            self.compactionFloor = compactionFloor
            self.compactionRatio = compactionRatio
            self.syncInterval = syncInterval
            self.retryInterval = retryInterval
        }

        public static let standard = Limits()
    }

    /// What `load()` found: the state to show and the problems to tell.
    public struct Restored: Equatable, Sendable {
        /// The saved state, or the longest prefix of it that could be read, or the root alone.
        public var state: NavigationState
        /// Notices, in the order the problems were found; empty when all was well (or on a first launch).
        public var problems: [PathStoreProblem]
        /// How many journal changes were replayed on top of the snapshot.
        public var replayedChanges: Int

        public init(state: NavigationState, problems: [PathStoreProblem], replayedChanges: Int) {
            self.state = state
            self.problems = problems
            self.replayedChanges = replayedChanges
        }
    }

    /// Counts of what the store wrote, to check that saving costs what it should.
    public struct Statistics: Equatable, Sendable {
        public var recordedChanges = 0
        public var journalBytesWritten = 0
        public var snapshotBytesWritten = 0
        /// Snapshots written, by `save` and by compaction.
        public var snapshots = 0
        /// `fdatasync` calls on the journal.
        public var syncs = 0
        public var bytesWritten: Int { journalBytesWritten + snapshotBytesWritten }
    }

    /// The state file's path.
    public let file: String
    /// The journal's path: the state file's with `.journal` added.
    public let journalFile: String
    public let limits: Limits
    /// Every problem since the store was made, the ones `load()` returned included.
    public private(set) var problems: [PathStoreProblem] = []
    public private(set) var statistics = Statistics()

    private let directory: String
    private let temporaryFile: String
    /// Whether this store only reads (another process is the writer).
    public let readOnly: Bool
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

    /// A store for the state file at `file`. `state` gives the current tree whenever the store writes
    /// a snapshot; it must already hold a change when that change is recorded.
    public init(
        file: String, limits: Limits = .standard, readOnly: Bool = false, state: @escaping () -> any NavigationStateSource
    ) {
        self.file = file
        self.readOnly = readOnly
        self.journalFile = file + ".journal"
        self.temporaryFile = file + ".tmp"
        self.directory = StateFile.directory(of: file)
        self.limits = limits
        self.currentState = state
        line.reserveCapacity(256)
    }

    deinit {
        closeJournal()
        if directoryDescriptor >= 0 { close(directoryDescriptor) }
    }

    /// Whether changes are being saved (false after a problem that turned saving off for the session).
    public var isSaving: Bool {
        if case .off = mode { return false }
        return true
    }

    /// When `flushIfDue` next has something to do, or `nil` when everything is on disk: an input loop
    /// waits for a key at most until then.
    public var flushDeadline: ContinuousClock.Instant? {
        switch mode {
        case .failing(let retryAt, _): return retryAt
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
    public func load() -> Restored {
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
                // A compaction was cut short after its rename: the snapshot already holds these lines.
                journalNeedsTruncation = true
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
    public func setAside(reason: String) -> PathStoreProblem {
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
    public func record(_ change: StateChange) {
        ensureLoaded()
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
        if journalBytes > compactionThreshold {
            writeSnapshot(of: currentState(), reusingUnchanged: true)
        }
    }

    /// Writes a whole snapshot of `state` now and starts a new journal: at start-up, when the app shows
    /// another state than the one loaded (a deep link, say).
    public func save(_ state: some NavigationStateSource) {
        ensureLoaded()
        switch mode {
        case .saving, .failing: writeSnapshot(of: state, reusingUnchanged: false)
        case .unloaded, .off: return
        }
    }

    /// Puts recorded changes on the disk if the oldest has waited `Limits.syncInterval`, writes a
    /// pending snapshot, or retries a failed save when its time has come. Cheap when there is nothing
    /// to do: call it after every key and whenever the input loop wakes.
    public func flushIfDue(now: ContinuousClock.Instant = .now) {
        switch mode {
        case .failing(let retryAt, _):
            if now >= retryAt { writeSnapshot(of: currentState(), reusingUnchanged: true) }
        case .saving:
            guard let since = pendingSince, now >= since + limits.syncInterval else { return }
            if needsSnapshot { writeSnapshot(of: currentState(), reusingUnchanged: true) } else { syncJournal() }
        case .unloaded, .off:
            return
        }
    }

    /// Puts everything on the disk now, and tries once more if saving was failing: on quit.
    public func flush() {
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
        guard let directoryFD = openDirectory() else { return }
        let temporaryName = StateFile.baseName(temporaryFile)
        // A file left by a crash, or a link someone put there: its name goes, what it points to is
        // untouched, and the new file is one this store creates (O_EXCL) and nothing else.
        _ = unlinkat(directoryFD, temporaryName, 0)
        let fd = openat(directoryFD, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            failSaving("creating '\(temporaryName)': \(StateFile.describe(errno: errno))")
            return
        }
        // A generation read from a file can be any number: past the largest, counting starts again
        // (journal lines of the old count are then another snapshot's, which load recognises).
        let (next, overflow) = generation.addingReportingOverflow(1)
        let nextGeneration = overflow ? 1 : next
        var writer = SnapshotWriter(fd: fd, limit: limits.maxFileBytes)
        let reuse = reusingUnchanged ? unchangedChunks() : nil
        let newLayout = StateSnapshot.write(state, generation: nextGeneration, reusing: reuse, to: &writer)
        if let reuse { close(reuse.fd) }
        writer.flush()
        var written = stat()
        if writer.error == nil, fstat(fd, &written) != 0 { written.st_ino = 0 }
        var failure: String?
        if writer.error == EFBIG {
            failure = "the state is over the limit of \(Self.size(limits.maxFileBytes))"
        } else if let error = writer.error {
            failure = "writing '\(temporaryName)': \(StateFile.describe(errno: error))"
        } else if fsync(fd) != 0 {
            failure = "syncing '\(temporaryName)': \(StateFile.describe(errno: errno))"
        }
        close(fd)
        if failure == nil, renameat(directoryFD, temporaryName, directoryFD, StateFile.baseName(file)) != 0 {
            failure = "renaming '\(temporaryName)' to '\(StateFile.baseName(file))': \(StateFile.describe(errno: errno))"
        }
        if let failure {
            // The temporary file is the store's own, half written: removing it gives a full disk its space back.
            _ = unlinkat(directoryFD, temporaryName, 0)
            failSaving(failure)
            return
        }
        syncDirectory()
        layout = newLayout
        layoutFile = written.st_ino == 0 ? nil
            : (UInt64(written.st_dev), UInt64(written.st_ino), Int(written.st_size), written.st_mtim)
        rootLowWater = state.pathCount(ofStack: 0)
        generation = nextGeneration
        sequence = 0
        snapshotBytes = writer.count
        statistics.snapshots += 1
        statistics.snapshotBytesWritten += writer.count
        needsSnapshot = false
        pendingSince = nil
        mode = .saving
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
