// A PathStore's compaction in the background: a deep stack's snapshot written on another thread while
// keys go on, its unchanged chunks copied from the last one.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Navigation

extension PathStore {
    /// A snapshot being written on another thread, and the journal that follows it.
    ///
    /// The key loop doesn't wait for it. Each change recorded meanwhile goes to the current journal, as
    /// always, and to `state.json.journal.next`, numbered for the new snapshot. The other thread writes,
    /// syncs and renames the snapshot; the next call into the store renames the next journal over the
    /// journal. A kill in between leaves the new snapshot and the old journal, which load recognises as
    /// older, and then replays the next journal instead: the last change or the one before survives.
    final class Compaction: @unchecked Sendable {
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
    func compact() {
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
        let before = beforeBackgroundWrite
        job.work = {
            before?()
            return Self.writeAndRename(frozen, generation: nextGeneration, reusing: reuse, to: fd, directory: directoryFD,
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
    func finishCompaction(waiting: Bool) {
        guard let job = compaction else { return }
        if !waiting, !job.finished.load(ordering: .acquiring) { return }
        if let thread = job.thread { pthread_join(thread, nil) }
        compaction = nil
        complete(job, job.result)
    }

    func complete(_ job: Compaction, _ result: SnapshotResult) {
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
    func unchangedChunks() -> StateSnapshot.Reuse? {
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
}
