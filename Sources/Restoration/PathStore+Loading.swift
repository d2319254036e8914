// A PathStore's loading: the state file and its journal read back, and what can't be used set aside
// or left in place, each with its notice.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Navigation

extension PathStore {
    /// Reads the saved state: the snapshot with the journal's whole lines replayed on it.
    ///
    /// Never fails: a missing file is a first launch (the root, no problem), and every bad file gives a
    /// problem and the longest prefix of the state that could be read. Files that can be read but not
    /// used are set aside, never deleted; the app is expected to show `state` (or to `save` the state it
    /// shows instead).
    @discardableResult
    package func load() -> Restored {
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

    func readState() -> (NavigationState, Int) {
        var state = NavigationState()
        let (contents, document) = StateFile.readDocument(file, limit: limits.maxFileBytes)
        switch contents {
        case .missing, .handedOver:
            // (`readDocument` holds what it reads: it hands nothing over.)
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
            switch StateSnapshot.read(bytes, file: document) {
            case .success(let snapshot):
                state = snapshot.state
                generation = snapshot.generation
                snapshotBytes = document?.fileSize ?? bytes.count
            case .failure(let error):
                setAside(error.kind, file, "state file '\(file)' \(error.text)", then: "started at the root", files: [file, journalFile])
                return (state, 0)
            }
        }

        // Read a block at a time, each line replayed as it is complete: the journal is never held whole.
        // At most what may be beside the snapshot (`Limits.maxJournalBytes`): the snapshot is held meanwhile.
        // A journal older than the snapshot (a compaction cut short after its rename, the snapshot
        // bigger than the last) is not replayed, whatever its size: its first line says so.
        let room = journalRoom, journalSize = Self.fileSize(journalFile)
        let journalLimit = journalSize > room && Self.journal(journalFile, isOlderThan: generation) ? limits.maxFileBytes : room
        var replayer = StateJournal.Replayer(state: state, generation: generation, expectedBytes: min(journalSize, room))
        let journalContents = StateFile.readBlocks(journalFile, limit: journalLimit, followingLinks: false) { replayer.feed($0) }
        switch journalContents {
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
            setAside(.tooLarge, journalFile, journalOverLimit(journalFile, size), then: restored(0), files: [journalFile])
            return (state, 0)
        case .bytes, .handedOver:
            var journalSize = 0
            if case .handedOver(let size) = journalContents { journalSize = size }
            let replay = replayer.finish(onto: &state)
            switch replay.outcome {
            case .complete:
                journalBytes = replay.validBytes
                sequence = replay.applied
                journalNeedsTruncation = replay.validBytes < journalSize
            case .stale:
                // A compaction was cut short after its rename: the snapshot already holds these lines,
                // and the lines recorded while it was written are in the next journal, if any.
                journalNeedsTruncation = true
                var next = StateJournal.Replayer(state: state, generation: generation, expectedBytes: min(Self.fileSize(nextJournalFile), room))
                switch StateFile.readBlocks(nextJournalFile, limit: room, followingLinks: false, { next.feed($0) }) {
                case .handedOver:
                    var caughtUp = state
                    let replay = next.finish(onto: &caughtUp)
                    if replay.outcome == .complete, replay.applied > 0 {
                        state = caughtUp
                        // The next save is whole, and the journal starts again after it.
                        markSnapshotNeeded()
                        return (state, replay.applied)
                    }
                case .tooLarge(let size):
                    // Not this store's (its lines are a compaction's few): kept, not replaced by the next one.
                    setAside(.tooLarge, nextJournalFile, journalOverLimit(nextJournalFile, size), then: restored(0), files: [nextJournalFile])
                default:
                    break
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

    /// The size of the file at `path` (without following a link), 0 when there is none: room to keep
    /// a journal's elements in, reserved and touched only as they are kept.
    static func fileSize(_ path: String) -> Int {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return 0 }
        return Int(status.st_size)
    }

    /// Why the journal at `path`, of `size` bytes, is not read: over `maxFileBytes`, or over
    /// `maxJournalBytes` beside the state file.
    func journalOverLimit(_ path: String, _ size: Int) -> String {
        let room = journalRoom
        guard size > room, room < limits.maxFileBytes else {
            return "state journal '\(path)' is \(Self.size(size)), over the limit of \(Self.size(limits.maxFileBytes))"
        }
        return "state journal '\(path)' is \(Self.size(size)), over the limit of \(Self.size(room)) for a journal beside "
            + "a state file (the state file is \(Self.size(snapshotBytes)); the two are read together)"
    }

    /// Whether the journal at `path` starts with a line of a snapshot older than `generation`, read
    /// from its first bytes as navigator lays a line out (`XXXXXXXX {"generation":N,`); `false` when
    /// they are laid out otherwise or can't be read.
    static func journal(_ path: String, isOlderThan generation: Int) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 64)
        let got = head.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        let key = Array(#" {"generation":"#.utf8)
        guard got > 8 + key.count, Array(head[8..<(8 + key.count)]) == key else { return false }
        var value = 0, index = 8 + key.count
        while index < got, index < 8 + key.count + 18, (0x30...0x39).contains(head[index]) {
            value = value * 10 + Int(head[index] - 0x30)
            index += 1
        }
        guard index > 8 + key.count, index < got, head[index] == UInt8(ascii: ",") else { return false }
        return value < generation
    }

    /// "restored the saved state and the first 3 changes after it", for a journal's notice.
    func restored(_ changes: Int) -> String {
        let plural = changes == 1 ? "change" : "changes"
        switch (snapshotBytes > 0, changes) {
        case (true, 0): return "restored the saved state without the journal's changes"
        case (true, _): return "restored the saved state and the first \(changes) \(plural) after it"
        case (false, 0): return "started at the root"
        case (false, _): return "restored the first \(changes) \(plural)"
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB (\(bytes) bytes)" : "\(bytes) bytes"
    }

    /// Reports a file that must not be touched, and turns saving off so it isn't.
    func leaveInPlace(_ kind: PathStoreProblem.Kind, _ subject: String, _ text: String, why: String) {
        mode = .off
        problems.append(PathStoreProblem(
            kind: kind, file: subject, stopsSaving: true,
            description: "\(text); saving is off for this session so that \(why)"))
    }

    /// Sets `files` aside and reports it; if they cannot be moved, turns saving off so they aren't overwritten.
    @discardableResult
    func setAside(
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
}
