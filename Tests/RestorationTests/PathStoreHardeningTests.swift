import Foundation
import Navigation
import Restoration
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 10: counters from a file never trap, links are never written through, a reader writes
/// nothing, and one process at a time holds a state's lock.
@Suite struct PathStoreHardeningTests {
    @Test func theLargestGenerationStartsCountingAgain() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        try #"{"version":1,"generation":9223372036854775807,"path":[]}"#.write(toFile: file, atomically: false, encoding: .utf8)
        let model = StoredModel(file: file)
        #expect(model.store.load().problems.isEmpty)
        model.change(.push(stack: 0, element: route(1)))
        model.store.save(model.state)  // a snapshot: generation Int.max + 1
        model.change(.push(stack: 0, element: route(2)))
        model.store.flush()
        #expect(model.store.problems.isEmpty)
        let restored = StoredModel(file: file).store.load()
        #expect(restored.problems.isEmpty && restored.state == model.state)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""generation":1,"#))
    }

    @Test func aTemporaryFileThatIsALinkIsReplacedNotFollowed() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let victim = directory.file("victim")
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        symlink(victim, file + ".tmp")
        let model = StoredModel(file: file, state: deepState(3))
        model.store.load()
        model.store.save(model.state)
        #expect(model.store.problems.isEmpty)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(StoredModel(file: file).store.load().state == model.state)
    }

    @Test func aJournalWithAnotherNameIsNotWrittenTo() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let victim = directory.file("victim")
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        link(victim, file + ".journal")
        let model = StoredModel(file: file, state: deepState(1))
        model.store.load()
        model.change(.push(stack: 0, element: route(5)))
        #expect(model.store.problems.first?.description.contains("has 2 names (hard links)") == true)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }

    @Test func aReadOnlyStoreWritesNothingNotEvenASetAside() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        try "garbage".write(toFile: file, atomically: false, encoding: .utf8)
        let store = PathStore(file: file, readOnly: true) { deepState(2) }
        let restored = store.load()
        #expect(restored.problems.first?.description.contains("it is left as it is (this navigator does not save)") == true)
        store.save(deepState(2))
        store.record(.push(stack: 0, element: route(1)))
        store.flush()
        #expect(!store.isSaving)
        #expect(directory.names() == ["state.json"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "garbage")
    }

    @Test func oneHolderAtATimeAndTheLockNamesIt() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("sub/state.json")
        guard case .acquired(let lock) = StateLock.acquire(stateFile: file) else {
            Issue.record("the first lock was not acquired")
            return
        }
        guard case .heldByOther(let holder) = StateLock.acquire(stateFile: file) else {
            Issue.record("a second lock was acquired")
            return
        }
        #expect(holder.pid == getpid() && holder.description == "pid \(getpid())")
        // Another state file in the same folder has a lock of its own.
        guard case .acquired = StateLock.acquire(stateFile: directory.file("sub/other.json")) else {
            Issue.record("another file's lock was refused")
            return
        }
        lock.release()
        guard case .acquired = StateLock.acquire(stateFile: file) else {
            Issue.record("the lock was not free after release")
            return
        }
        // Not a regular file at the state's path: no lock needed, no lock file made.
        mkfifo(directory.file("fifo.json"), 0o600)
        guard case .notNeeded = StateLock.acquire(stateFile: directory.file("fifo.json")) else {
            Issue.record("a FIFO needed a lock")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("fifo.json.lock")))
        // A link where the lock file goes is not followed.
        symlink(directory.file("victim"), directory.file("linked.json.lock"))
        guard case .unavailable(let reason, _) = StateLock.acquire(stateFile: directory.file("linked.json")) else {
            Issue.record("a linked lock file was followed")
            return
        }
        #expect(reason.contains("symbolic link") && !FileManager.default.fileExists(atPath: directory.file("victim")))
    }

    /// A hard link where the lock file goes (issue 25): the lock truncated and wrote the file it shares
    /// (`ln notes.txt state.json.lock`). A file with other names is refused, untouched, as the journal's is.
    @Test func aLockFileWithOtherNamesIsRefusedAndLeftAsItIs() throws {
        let directory = TemporaryDirectory()
        try "precious\n".write(toFile: directory.file("notes.txt"), atomically: false, encoding: .utf8)
        #expect(link(directory.file("notes.txt"), directory.file("state.json.lock")) == 0)
        guard case let .unavailable(reason, expected) = StateLock.acquire(stateFile: directory.file("state.json")) else {
            Issue.record("a lock file with two names was taken")
            return
        }
        #expect(reason == "'state.json.lock' has 2 names (hard links), so it is not written to")
        #expect(expected == "'state.json.lock' to be a navigator's lock file with no other name, or missing (it is then made)")
        #expect(try String(contentsOfFile: directory.file("notes.txt"), encoding: .utf8) == "precious\n")
    }
}
