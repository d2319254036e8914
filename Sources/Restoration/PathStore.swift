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
/// When the journal grows past twice the snapshot's size (at least `Limits.compactionFloor`, at most
/// half of `Limits.maxJournalBytes`, what load reads beside a state file), the store writes a new
/// snapshot from the `state` closure and starts a new journal, so each change costs a constant amount
/// on average at any depth. A snapshot is written to `state.json.tmp`, flushed with `fsync`,
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
package final class PathStore {
    /// Sizes and intervals; the defaults suit a person at a terminal.
    package struct Limits: Equatable, Sendable {
        /// The largest state file or journal that is read or written. 64 MiB holds a 1,000,000-deep
        /// path of the demo's routes (about 53 bytes an element) and more, and keeps what restoring any
        /// file costs under issue 25's 1 s and 120 MB: a snapshot's elements stay in its bytes, held
        /// while the app runs, so a compact file of 127 MiB (2,600,000 levels) took 173 MB, where one
        /// of 64 MiB takes about 100 MB (BENCHMARKS.md, "Presentations restored as paths are").
        package var maxFileBytes: Int
        /// The largest journal read beside a state file. The snapshot is held while its journal is
        /// replayed, and the elements each line adds are kept (a line's replaced path costs about its
        /// own size, a push about half): a 64 MiB state file and a 61 MiB journal beside it took 128 MB.
        /// 20 MiB keeps the costliest pairs under issue 25's 120 MB (a compact 64 MiB state file, or one
        /// of 2,000 sheets, with 20 MiB of lines each replacing the path: BENCHMARKS.md, "A state file
        /// and its journal"). A journal with no state file is read up to `maxFileBytes`; past its limit
        /// a journal is set aside unread and the state file restored alone. The store compacts its
        /// journal before it gets there (`compactionThreshold`).
        package var maxJournalBytes: Int
        /// The journal is not compacted below this size: a shallow stack would otherwise be rewritten
        /// every few changes.
        package var compactionFloor: Int
        /// The journal is compacted when it is this many times the snapshot's size (and over the floor).
        /// 2 because a snapshot costs more per byte than a line (the app encodes every value again, about
        /// 5 µs a value with `JSONEncoder`), while replaying a line on load costs less than a microsecond.
        package var compactionRatio: Int
        /// How long a recorded change may wait in the page cache before `flushIfDue` syncs it.
        package var syncInterval: Duration
        /// How long after a failed save the store first tries again (doubling up to a minute).
        package var retryInterval: Duration
        /// A compaction runs on another thread when the last snapshot is at least this size (a deep
        /// stack's: copying and syncing tens of megabytes would stop the keys); a smaller one is
        /// written at once, in about a millisecond.
        package var backgroundCompactionBytes: Int

        package init(
            maxFileBytes: Int = 64 << 20, maxJournalBytes: Int = 20 << 20, compactionFloor: Int = 64 << 10, compactionRatio: Int = 2,
            syncInterval: Duration = .milliseconds(250), retryInterval: Duration = .seconds(2),
            backgroundCompactionBytes: Int = 1 << 20
        ) {
            self.backgroundCompactionBytes = backgroundCompactionBytes
            self.maxFileBytes = maxFileBytes
            self.maxJournalBytes = maxJournalBytes
            self.compactionFloor = compactionFloor
            self.compactionRatio = compactionRatio
            self.syncInterval = syncInterval
            self.retryInterval = retryInterval
        }

        package static let standard = Limits()
    }

    /// What `load()` found: the state to show and the problems to tell.
    package struct Restored: Equatable, Sendable {
        /// The saved state, or the longest prefix of it that could be read, or the root alone.
        package var state: NavigationState
        /// Notices, in the order the problems were found; empty when all was well (or on a first launch).
        package var problems: [PathStoreProblem]
        /// How many journal changes were replayed on top of the snapshot.
        package var replayedChanges: Int

        package init(state: NavigationState, problems: [PathStoreProblem], replayedChanges: Int) {
            self.state = state
            self.problems = problems
            self.replayedChanges = replayedChanges
        }
    }

    /// Counts of what the store wrote, to check that saving costs what it should.
    package struct Statistics: Equatable, Sendable {
        package var recordedChanges = 0
        package var journalBytesWritten = 0
        package var snapshotBytesWritten = 0
        /// Snapshots written, by `save` and by compaction.
        package var snapshots = 0
        /// `fdatasync` calls on the journal.
        package var syncs = 0
        package var bytesWritten: Int { journalBytesWritten + snapshotBytesWritten }
    }

    /// The state file's path.
    package let file: String
    /// The journal's path: the state file's with `.journal` added.
    package let journalFile: String
    package let limits: Limits
    /// Every problem since the store was made, the ones `load()` returned included.
    package internal(set) var problems: [PathStoreProblem] = []
    package internal(set) var statistics = Statistics()

    let directory: String
    let temporaryFile: String
    /// Whether this store only reads (another process is the writer).
    package let readOnly: Bool
    /// The state's directory, opened at the first write: every file is written relative to it.
    var directoryDescriptor: Int32 = -1
    let currentState: () -> any NavigationStateSource

    enum Mode {
        case unloaded
        case saving
        /// The last write failed: nothing is written until a whole snapshot is, at `retryAt` or on `flush()`.
        case failing(retryAt: ContinuousClock.Instant, interval: Duration)
        /// Something that must not be overwritten is where a file should be: nothing is written this session.
        case off
    }

    var mode = Mode.unloaded
    /// The snapshot's generation (0: there is no snapshot); journal lines carry it.
    var generation = 0
    /// The last journal line's sequence number.
    var sequence = 0
    var snapshotBytes = 0
    /// The journal's length in whole, applied lines: where the next line goes.
    var journalBytes = 0
    /// Bytes past `journalBytes` (a torn line, an older snapshot's lines) to cut before appending.
    var journalNeedsTruncation = false
    var journalDescriptor: Int32 = -1
    /// The journal was opened (maybe created) since the directory was last synced.
    var journalEntryUnsynced = false
    /// The journal no longer follows from the snapshot (files set aside, a failed write): the next
    /// save is a whole snapshot.
    var needsSnapshot = false
    /// When the oldest change not yet synced (or the pending snapshot) arose.
    var pendingSince: ContinuousClock.Instant?
    var line: [UInt8] = []
    /// Where the root path's chunks are in the state file this store last wrote, and which file that was.
    var layout: StateSnapshot.Layout?
    var layoutFile: (device: UInt64, inode: UInt64, size: Int, modified: timespec)?
    /// The fewest values the root path has held since that snapshot: its chunks below are unchanged.
    var rootLowWater = 0
    /// The compaction whose snapshot is being written on another thread, if any.
    var compaction: Compaction?
    /// The journal of the snapshot being written: `state.json.journal.next`.
    let nextJournalFile: String

    /// A store for the state file at `file`. `state` gives the current tree whenever the store writes
    /// a snapshot; it must already hold a change when that change is recorded.
    package init(
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

    /// Run by the other thread before it writes a compaction's snapshot: a slow disk, for the tests.
    package var beforeBackgroundWrite: (@Sendable () -> Void)?

    /// Whether a compaction's snapshot is being written in the background (see `record(_:)`).
    package var isCompacting: Bool { compaction != nil }

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
}
