// A PathStore's files: the journal opened and synced, and a snapshot written whole to a temporary file,
// synced and renamed over the state file.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Navigation

extension PathStore {
    /// The journal's size past which it is compacted: twice the snapshot's, at least the floor, at most
    /// half of what may be beside the snapshot (`journalRoom`). A line is at most this long (a longer
    /// one is written as a snapshot) and the journal is compacted once past it, so the journal this
    /// store leaves is at most `journalRoom` (the lines of a compaction under way, kept within it too).
    var compactionThreshold: Int {
        min(max(limits.compactionFloor, snapshotBytes * limits.compactionRatio), journalRoom / 2)
    }

    /// The largest journal that may be beside the snapshot: `maxJournalBytes` beside a state file,
    /// `maxFileBytes` with none.
    var journalRoom: Int {
        snapshotBytes > 0 ? Self.roomBesideAStateFile(limits) : limits.maxFileBytes
    }

    /// The largest journal load reads beside a state file.
    static func roomBesideAStateFile(_ limits: Limits) -> Int { min(limits.maxJournalBytes, limits.maxFileBytes) }

    func ensureLoaded() {
        if case .unloaded = mode { load() }
    }

    func markSnapshotNeeded() {
        guard case .saving = mode else { return }
        needsSnapshot = true
        if pendingSince == nil { pendingSince = .now }
    }

    /// The state's directory, created if missing and opened once; `nil` after reporting a failure.
    func openDirectory() -> Int32? {
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

    func openJournal() -> Int32? {
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

    func closeJournal() {
        if journalDescriptor >= 0 { close(journalDescriptor) }
        journalDescriptor = -1
    }

    func syncJournal() {
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

    func syncDirectory() {
        if directoryDescriptor >= 0 { _ = StateFile.syncDirectory(descriptor: directoryDescriptor) }
    }

    /// Writes a snapshot atomically (temporary file, `fsync`, `rename`, directory `fsync`) and empties
    /// the journal, whose lines it now holds.
    ///
    /// When compacting, the root path's chunks that nothing has popped since the last snapshot are
    /// copied from it rather than asked for and encoded again: a compaction at depth 1,000,000 then
    /// encodes the values near the top, not a million of them.
    func writeSnapshot(of state: some NavigationStateSource, reusingUnchanged: Bool) {
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

    var fileNames: (temporary: String, file: String) { (StateFile.baseName(temporaryFile), StateFile.baseName(file)) }

    /// The state's directory, a new temporary file in it and the next generation; `nil` after reporting a failure.
    func createTemporaryFile() -> (directory: Int32, fd: Int32, generation: Int)? {
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
    struct SnapshotResult: Sendable {
        var layout = StateSnapshot.Layout()
        var bytes = 0
        var file: (device: UInt64, inode: UInt64, size: Int, modified: timespec)?
        var failure: String?
    }

    /// Writes the snapshot into `fd`, syncs it and renames it over the state file, then syncs the
    /// directory: all of a snapshot that touches no property of the store, so that it can run on another
    /// thread. `nextJournal` (or -1), the journal that goes with the new snapshot, is synced first.
    static func writeAndRename(
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
    func adopt(_ result: SnapshotResult, generation newGeneration: Int, rootCount: Int) {
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
}
