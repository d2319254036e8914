import Navigation

/// The state file's and the journal's readers and writers, for the fuzz checks (`Sources/FuzzChecks`):
/// `package`, so that the package's own targets reach them and users of the library don't.
package enum StateFileParsing {
    /// A snapshot document read: its state and generation, or the notice's words for why not.
    package static func readSnapshot(_ bytes: [UInt8]) -> Result<(state: NavigationState, generation: Int), SnapshotReadError> {
        StateSnapshot.read(bytes).mapError { SnapshotReadError(kind: $0.kind, text: $0.text) }
    }

    /// A snapshot document read as the app reads its file: `blockSize` bytes at a time, each run of blank
    /// space between tokens kept as its first byte (`StateFile.readDocument`). The same tree or the same
    /// refusal as `readSnapshot`, whose notice names the same bytes of the file.
    package static func readSnapshotAsFile(_ bytes: [UInt8], blockSize: Int) -> Result<(state: NavigationState, generation: Int), SnapshotReadError> {
        let document = StateFile.document(of: bytes, blockSize: blockSize)
        return StateSnapshot.read(document.bytes, file: document).mapError { SnapshotReadError(kind: $0.kind, text: $0.text) }
    }

    /// What the snapshot's fast reader makes of a document, or `nil` when it leaves it to the decoder;
    /// and what the decoder makes of it: the two must agree wherever the fast reader reads.
    package static func scanSnapshot(_ bytes: [UInt8]) -> Result<(state: NavigationState, generation: Int), SnapshotReadError>? {
        StateSnapshot.scanned(bytes).map { $0.mapError { SnapshotReadError(kind: $0.kind, text: $0.text) } }
    }

    package static func decodeSnapshot(_ bytes: [UInt8]) -> Result<(state: NavigationState, generation: Int), SnapshotReadError> {
        StateSnapshot.decoded(bytes).mapError { SnapshotReadError(kind: $0.kind, text: $0.text) }
    }

    /// Whether the bytes are one JSON value (RFC 8259), checked on their own, not by a decoder.
    package static func isJSON(_ bytes: [UInt8]) -> Bool { JSONSyntax.isValid(bytes) }

    /// The bytes a snapshot of `state` at `generation` is written as.
    package static func writeSnapshot(_ state: NavigationState, generation: Int) -> [UInt8] {
        var writer = SnapshotWriter(collectingUpTo: .max)
        _ = StateSnapshot.write(state, generation: generation, to: &writer)
        return writer.collected
    }

    package struct SnapshotReadError: Error, Equatable {
        package var kind: PathStoreProblem.Kind
        package var text: String
    }

    /// What replaying a journal gave, in the words of `StateJournal.Replay`.
    package struct JournalReplay: Equatable {
        package enum Outcome: Equatable {
            case complete, stale, newer(generation: Int), damaged(line: Int, reason: String)
        }

        package var outcome: Outcome
        package var applied: Int
        package var validBytes: Int

        init(_ replay: StateJournal.Replay) {
            switch replay.outcome {
            case .complete: outcome = .complete
            case .stale: outcome = .stale
            case .newer(let generation): outcome = .newer(generation: generation)
            case .damaged(let line, let reason): outcome = .damaged(line: line, reason: reason)
            }
            applied = replay.applied
            validBytes = replay.validBytes
        }
    }

    /// Replays a journal onto `state`, a snapshot of `generation`.
    package static func replayJournal(_ bytes: [UInt8], onto state: inout NavigationState, generation: Int) -> JournalReplay {
        JournalReplay(StateJournal.replay(bytes, onto: &state, generation: generation))
    }

    /// Replays a journal handed over `blockSize` bytes at a time, as the app reads its file.
    package static func replayJournal(_ bytes: [UInt8], blockSize: Int, onto state: inout NavigationState, generation: Int) -> JournalReplay {
        var replayer = StateJournal.Replayer(state: state, generation: generation)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, blockSize))
            bytes.withUnsafeBufferPointer { replayer.feed(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            start = end
        }
        return JournalReplay(replayer.finish(onto: &state))
    }

    /// The journal line, newline included, that records `change`.
    package static func journalLine(for change: StateChange, generation: Int, sequence: Int) -> [UInt8] {
        var line: [UInt8] = []
        StateJournal.appendLine(for: change, generation: generation, sequence: sequence, to: &line)
        return line
    }

    /// The checksum a journal line starts with: CRC-32 of its payload.
    package static func checksum(_ payload: some Collection<UInt8>) -> UInt32 {
        Array(payload).withUnsafeBytes { CRC32.checksum($0) }
    }
}
