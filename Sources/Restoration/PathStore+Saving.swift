// A PathStore's saving: a journal line a change, a snapshot when one is due, the flushes, and a
// failing disk reported once.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Navigation

extension PathStore {
    /// Saves one change, already applied to the state the `state` closure gives: one journal line,
    /// whatever the depth, and now and then a snapshot.
    ///
    /// Never throws: a failure is reported once in `problems` and the store tries again later.
    package func record(_ change: StateChange) {
        ensureLoaded()
        finishCompaction(waiting: false)
        switch change {
        case let .pop(stack, count) where stack == 0: rootLowWater = min(rootLowWater, count)
        case let .replace(stack, _) where stack == 0: rootLowWater = 0
        default: break
        }
        guard case .saving = mode else { return }
        statistics.recordedChanges += 1
        append(change)
    }

    /// Writes a recorded change: its journal line, or a snapshot.
    private func append(_ change: StateChange) {
        if needsSnapshot {
            writeSnapshot(of: currentState(), reusingUnchanged: true)
            return
        }
        line.removeAll(keepingCapacity: true)
        StateJournal.appendLine(for: change, generation: generation, sequence: sequence + 1, to: &line)
        if let compaction,
           max(journalBytes, compaction.journalBytes + 1) + line.count > Self.roomBesideAStateFile(limits) {
            // Changes come faster than a snapshot is written: a journal would be over what load reads
            // beside a state file (`Limits.maxJournalBytes`): the journal beside the last snapshot, or the
            // next one, beside the new snapshot, which the other thread may have renamed into place
            // already (a state file there, even when there was none: the room is a state file's). The new
            // snapshot first. (The next journal's line numbers its change for the new snapshot: a digit
            // more at most.)
            finishCompaction(waiting: true)
            guard case .saving = mode else { return }
            return append(change)
        }
        // A line longer than a snapshot (a replaced deep path) is better written as one; so is a line
        // that would take the journal past what load reads beside the snapshot (a journal loaded over
        // the threshold, from files this store did not write).
        guard line.count <= compactionThreshold, journalBytes + line.count <= journalRoom else {
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
    package func save(_ state: some NavigationStateSource) {
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
    package func flushIfDue(now: ContinuousClock.Instant = .now) {
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
    package func flush() {
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

    /// Reports a failed write once per run of failures, and waits before trying again with a snapshot.
    func failSaving(_ reason: String) {
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
