import Foundation
import Navigation
import Restoration
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every bad file of issue 4 gives a notice and a working app, and no file is ever deleted.
@Suite struct PathStoreBadFileTests {
    /// Loads a state file holding `text`; checks the notice and that the file was set aside intact.
    func expectSetAside(
        _ text: String, kind: PathStoreProblem.Kind, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        write(Array(text.utf8), to: file)
        let model = StoredModel(file: file)
        let restored = model.store.load()
        #expect(restored.state == NavigationState(), sourceLocation: sourceLocation)
        let problem = try #require(restored.problems.first, sourceLocation: sourceLocation)
        #expect(restored.problems.count == 1, sourceLocation: sourceLocation)
        #expect(problem.kind == kind, sourceLocation: sourceLocation)
        #expect(problem.description.hasPrefix("state file '\(file)' "), sourceLocation: sourceLocation)
        #expect(problem.description.contains(words), "\(problem)", sourceLocation: sourceLocation)
        #expect(problem.description.contains("started at the root, the file is kept as state.json.bad-"), "\(problem)", sourceLocation: sourceLocation)
        #expect(!problem.description.contains("\n"), sourceLocation: sourceLocation)
        #expect(!problem.stopsSaving && model.store.isSaving, sourceLocation: sourceLocation)
        #expect(problem.keptAs.count == 1 && bytes(of: problem.keptAs[0]) == Array(text.utf8), sourceLocation: sourceLocation)
        #expect(directory.names() == [StateFileName.of(problem.keptAs[0])], sourceLocation: sourceLocation)
        // The app keeps working: the next change is saved and read back.
        model.change(.push(stack: 0, element: route(1)))
        #expect(StoredModel(file: file).store.load().state == model.state, sourceLocation: sourceLocation)
        #expect(bytes(of: problem.keptAs[0]) == Array(text.utf8), "still kept after saving", sourceLocation: sourceLocation)
    }

    @Test func truncated() throws {
        try expectSetAside(#"{"version":1,"generation":2,"path":["NavigatorDemo.Route","{\"det"#, kind: .truncated,
                           saying: "is truncated (the JSON stops in the middle, after 65 bytes)")
    }

    @Test func notJSON() throws {
        try expectSetAside("navigator was here\n", kind: .notJSON, saying: "is not JSON (19 bytes)")
        try expectSetAside("", kind: .notJSON, saying: "is empty")
        try expectSetAside("\u{0}\u{0}\u{0}\u{0}", kind: .notJSON, saying: "is not JSON (4 bytes)")
    }

    @Test func wrongShape() throws {
        try expectSetAside(#"["NavigatorDemo.Route","{}"]"#, kind: .wrongShape, saying: "is JSON but not a navigation state")
        try expectSetAside(#"{"path":[]}"#, kind: .wrongShape, saying: #"(no "version"; expected {"version":1,"#)
        try expectSetAside(#"{"version":1,"path":"Home"}"#, kind: .wrongShape, saying: "at 'path'")
        try expectSetAside(#"{"version":1,"path":["Swift.Int"]}"#, kind: .wrongShape, saying: "type name 'Swift.Int' has no value after it at 'path.1'")
        try expectSetAside(#"{"version":1,"path":[],"presentations":[{"style":"popover","root":["Swift.Int","1"]}]}"#,
                           kind: .wrongShape, saying: "at 'presentations.0.style'")
    }

    /// A file of more presentations than a tree shows is refused after a scan of its bytes: none is
    /// read, the file is kept. Written as navigator writes it (read by the scanner), and pretty-printed
    /// (read by the decoder).
    @Test func tooManyPresentations() throws {
        let limit = NavigationState.maximumPresentations
        for count in [limit + 3, 100_000] {
            let sheet = #"{"style":"sheet","root":["NavigatorDemo.Route","{\"settings\":{}}"],"path":[]}"#
            let compact = #"{"version":1,"generation":1,"path":[],"presentations":["# + Array(repeating: sheet, count: count).joined(separator: ",") + "]}\n"
            try expectSetAside(compact, kind: .tooManyPresentations,
                               saying: "holds \(count) presentations, one over another (expected at most \(limit))")
            let pretty = compact.replacingOccurrences(of: #","presentations":["#, with: ",\n  \"presentations\" : [\n")
            try expectSetAside(pretty, kind: .tooManyPresentations,
                               saying: "holds \(count) presentations, one over another (expected at most \(limit))")
        }
        // A split view's state, whose first presentation holds its selections, has room for one more; a
        // TabView's whose shown tab is a split view for two (the TabView's section, then the split view's).
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let full = NavigationState(presentations: Array(repeating: PresentationState(style: .sheet, root: route(1)), count: limit + 2))
        let model = StoredModel(file: file, state: full)
        model.store.save(full)
        model.store.flush()
        #expect(StoredModel(file: file).store.load().state == full)
    }

    /// A state file written out again by another program (blank space between its tokens, as `jq .` or
    /// `json.dumps` write it) is read as navigator's own is: its values left in the file's bytes until
    /// shown, not decoded one by one (a million of them cost 0.99 s and 296 MB, issue 25's point 4).
    @Test(arguments: [", ", ",\n    ", " ,\t"])
    func aSpacedStateFileIsReadLazily(separator: String) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let element = #""NavigatorDemo.Route"\#(separator)"{\"detail\":{\"id\":1}}""#
        let path = Array(repeating: element, count: 1_000).joined(separator: separator)
        let sheet = #"{ "style" : "sheet" , "root" : [ "NavigatorDemo.Route" , "{\"settings\":{}}" ] , "path" : [ "# + element + " ] }"
        let text = #"{\#n  "version" : 1 ,\#n  "generation" : 1 ,\#n  "path" : [ "# + path + #" ] ,\#n  "presentations" : [ "# + sheet + " ]\n}\n"
        write(Array(text.utf8), to: file)
        let restored = StoredModel(file: file).store.load()
        #expect(restored.problems.isEmpty, "\(restored.problems)")
        #expect(restored.state.path.count == 1_000 && restored.state.path.stored != nil && restored.state.path.storedCount == 1_000)
        #expect(restored.state.path.element(at: 999) == route(1))
        #expect(restored.state.presentations.count == 1 && restored.state.presentations[0].path.count == 1)
        #expect(restored.state.presentations[0].path.element(at: 0).json == #"{"detail":{"id":1}}"#)
    }

    /// A journal line that presents over the most a state holds is a damaged line: the files are kept.
    @Test func aJournalPresentingOverTheLimitIsDamaged() throws {
        let limit = NavigationState.maximumPresentations + 2
        var state = NavigationState(presentations: Array(repeating: PresentationState(style: .sheet, root: route(1)), count: limit))
        #expect(throws: StateChangeError.tooManyPresentations(limit: limit)) {
            try state.apply(.present(PresentationState(style: .sheet, root: route(2))))
        }
        #expect(state.presentations.count == limit)
    }

    /// Issue 25, point 8: each notice says what was wrong. A number the format can't take is JSON, not
    /// "not JSON"; a misspelled key is named (read as if it weren't there, it made the journal look like
    /// another file's); bytes that are not UTF-8 are not JSON, here as in the journal (not replaced).
    @Test func eachNoticeSaysWhatWasWrong() throws {
        let detail = #""path":["NavigatorDemo.Route","{\"detail\":{\"id\":1}}"],"presentations":[]}"#
        for number in ["1.5", "1e400", "99999999999999999999"] {
            try expectSetAside(#"{"version":1,"generation":"# + number + "," + detail, kind: .wrongShape,
                               saying: #"is JSON but not a navigation state ("generation" is "# + number + "; expected a whole number from 0 to 9223372036854775807)")
        }
        try expectSetAside(#"{"version":1,"generation":01,"# + detail, kind: .notJSON, saying: "is not JSON")
        try expectSetAside(#"{"version":1,"generatiom":3,"# + detail, kind: .wrongShape,
                           saying: #"is JSON but not a navigation state (an unknown key "generatiom" at the top level;"#)
        let notUTF8 = Array(#"{"version":1,"generation":1,"path":["NavigatorDemo.Route","{\"profile\":{\"username\":\"a"#.utf8)
            + [0xFF, 0xFE] + Array(#"b\"}}"],"presentations":[]}"#.utf8)
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        write(notUTF8, to: file)
        let restored = StoredModel(file: file).store.load()
        #expect(restored.state == NavigationState())
        #expect(restored.problems.first?.kind == .notJSON)
        #expect(restored.problems.first?.description.contains("is not JSON (its bytes are not UTF-8, from byte 89 of 118)") == true, "\(restored.problems)")
        #expect(restored.problems.first.map { bytes(of: $0.keptAs[0]) } == notUTF8)
    }

    @Test func newerVersion() throws {
        try expectSetAside(#"{"version":2,"path":[],"somethingNew":true}"#, kind: .newerVersion,
                           saying: "was written by a newer navigator (version 2; this one reads version 1)")
    }

    @Test func unknownVersion() throws {
        try expectSetAside(#"{"version":0,"path":[]}"#, kind: .unknownVersion, saying: "has an unknown version (0; this navigator reads version 1)")
        try expectSetAside(#"{"version":"1","path":[]}"#, kind: .unknownVersion, saying: "has an unknown version (not a whole number")
    }

    @Test func hugeFileIsNotReadButSetAside() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        // A sparse terabyte: its size says what it is, nothing is written.
        let fd = open(file, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        #expect(ftruncate(fd, 1 << 40) == 0)
        close(fd)
        let restored = StoredModel(file: file).store.load()
        let problem = try #require(restored.problems.first)
        #expect(restored.state == NavigationState() && problem.kind == .tooLarge)
        #expect(problem.description == "state file '\(file)' is 1048576 MiB (1099511627776 bytes), over the limit of 64 MiB (67108864 bytes); started at the root, the file is kept as \(StateFileName.of(problem.keptAs[0]))")
        var status = stat()
        #expect(stat(problem.keptAs[0], &status) == 0 && status.st_size == 1 << 40)
    }

    @Test(arguments: ["a directory", "a FIFO"])
    func somethingNotAFileIsLeftAloneAndSavingStops(_ kind: String) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        if kind == "a directory" { mkdir(file, 0o700) } else { mkfifo(file, 0o600) }
        let model = StoredModel(file: file)
        // A FIFO with no writer would block a plain open for reading forever.
        let restored = model.store.load()
        let problem = try #require(restored.problems.first)
        #expect(restored.state == NavigationState() && problem.kind == .notAFile && problem.stopsSaving)
        #expect(problem.description == "state file '\(file)' is \(kind), not a file; started at the root; saving is off for this session so that it is left as it is")
        model.change(.push(stack: 0, element: route(1)))
        model.store.save(model.state)
        model.store.flush()
        #expect(!model.store.isSaving && directory.names() == ["state.json"])
        #expect(model.store.problems.count == 1, "one notice, not one per change")
    }

    @Test func aJournalThatIsNotAFileStopsSavingToo() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        mkfifo(file + ".journal", 0o600)
        let model = StoredModel(file: file)
        let problem = try #require(model.store.load().problems.first)
        #expect(problem.kind == .notAFile && problem.file == file + ".journal" && !model.store.isSaving)
        #expect(problem.description.contains("is a FIFO, not a file; started at the root; saving is off"))
    }

    @Test func noPermissionToReadLeavesTheFileAndStopsSaving() throws {
        let directory = TemporaryDirectory()
        chmod(directory.path, 0o755)
        let file = directory.file("state.json")
        let saved = StoredModel(file: file, state: deepState(3))
        saved.store.load()
        saved.store.save(saved.state)
        chmod(file, 0o000)
        let before = bytes(of: file)
        let model = StoredModel(file: file)
        let restored = withoutFilePrivileges { model.store.load() }
        let problem = try #require(restored.problems.first)
        #expect(restored.state == NavigationState() && problem.kind == .unreadable && problem.stopsSaving)
        #expect(problem.description == "state file '\(file)' cannot be read (Permission denied); started at the root; saving is off for this session so that it is not overwritten")
        model.change(.push(stack: 0, element: route(1)))
        model.store.flush()
        #expect(bytes(of: file) == before && directory.names() == ["state.json"])
    }

    @Test func aDirectoryThatCannotBeWrittenGivesOneNoticeAndTheAppGoesOn() throws {
        let directory = TemporaryDirectory()
        chmod(directory.path, 0o755)
        let file = directory.file("state.json")
        let model = StoredModel(file: file, limits: .init(compactionFloor: 300, retryInterval: .milliseconds(1)))
        withoutFilePrivileges {
            #expect(model.store.load().problems.isEmpty)
            for n in 0..<50 { model.change(.push(stack: 0, element: route(n))) }
            model.store.flushIfDue(now: .now + .seconds(1))
            model.store.save(model.state)
            model.store.flush()
        }
        #expect(model.store.problems.count == 1)
        let problem = try #require(model.store.problems.first)
        #expect(problem.kind == .cannotSave && model.store.isSaving && model.state.path.elements.count == 50)
        #expect(problem.description == "cannot save the navigation state to '\(file)' (opening 'state.json.journal': Permission denied); the app keeps working and saving will be tried again")
        #expect(directory.names().isEmpty)
        // Once the directory can be written, the next try saves the whole state.
        model.store.flush()
        #expect(StoredModel(file: file).store.load().state == model.state)
        #expect(model.store.problems.count == 1)
    }

    @Test func aFullDiskWhileAppendingGivesOneNoticeAndSavingResumesWithASnapshot() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let model = StoredModel(file: file, state: deepState(2))
        model.store.load()
        model.store.save(model.state)
        let saved = model.state
        // A link to /dev/full (every write fails with ENOSPC) where the journal goes: it is not written
        // through, which fails the same way a full disk does. (A real full disk: the tmpfs end-to-end test.)
        symlink("/dev/full", file + ".journal")
        for n in 0..<10 { model.change(.push(stack: 0, element: route(n))) }
        let problem = try #require(model.store.problems.first)
        #expect(model.store.problems.count == 1 && problem.kind == .cannotSave)
        #expect(problem.description.contains("('state.json.journal' is a symbolic link, which is not written through)"))
        #expect(StoredModel(file: file).store.load().state.path == saved.path, "the last saved state is intact")
        unlink(file + ".journal")
        model.store.flush()
        #expect(StoredModel(file: file).store.load().state == model.state)
    }

    @Test func aFullDiskWhileCompactingKeepsTheLastSnapshot() throws {
        let directory = TemporaryDirectory()
        try withTinyFileSystem(in: directory, size: "64k") { disk in
            let file = disk + "/state.json"
            let model = StoredModel(file: file, limits: .init(compactionFloor: 1_000, retryInterval: .milliseconds(1)))
            model.store.load()
            for n in 0..<30 { model.change(.push(stack: 0, element: route(n))) }
            let good = model.state
            #expect(model.store.statistics.snapshots >= 1)
            // Fill what is left of the disk.
            // Close-on-exec: a process another test spawns meanwhile must not keep the filler (and its space).
            let filler = open(disk + "/filler", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            let block = [UInt8](repeating: 1, count: 4096)
            while block.withUnsafeBytes({ write(filler, $0.baseAddress!, 4096) }) > 0 {}
            for n in 30..<200 { model.change(.push(stack: 0, element: route(n))) }
            model.store.flushIfDue(now: .now + .seconds(1))
            let problem = try #require(model.store.problems.first)
            #expect(model.store.problems.count == 1 && problem.kind == .cannotSave)
            #expect(problem.description.contains("No space left on device"), "\(problem)")
            let restored = StoredModel(file: file).store.load()
            #expect(restored.problems.isEmpty)
            #expect(restored.state.path.elements.count >= good.path.elements.count, "at least the state before the disk filled")
            #expect(model.state.path.elements.starts(with: restored.state.path.elements), "a prefix of the changes")
            #expect(!FileManager.default.fileExists(atPath: file + ".tmp"), "a half-written snapshot gives its space back")
            // Space again: a try saves everything. In the full suite the first try once still found the disk
            // full (its space not yet given back, cause not found: every file here is close-on-exec), so the
            // store is let try again as it would in the app, for at most 5 s.
            close(filler)
            unlink(disk + "/filler")
            model.store.flush()
            let deadline = ContinuousClock.now + .seconds(5)
            while StoredModel(file: file).store.load().state != model.state, ContinuousClock.now < deadline {
                usleep(50_000)
                model.store.flush()
            }
            #expect(StoredModel(file: file).store.load().state == model.state)
        }
    }

    @Test func aBadFileOnAReadOnlyDiskIsLeftInPlaceAndSavingStops() throws {
        let directory = TemporaryDirectory()
        try withTinyFileSystem(in: directory, size: "64k") { disk in
            let file = disk + "/state.json"
            write(Array("not json".utf8), to: file)
            #expect(run("/bin/mount", ["-o", "remount,ro", disk]) == 0)
            let model = StoredModel(file: file)
            let restored = model.store.load()
            let problem = try #require(restored.problems.first)
            #expect(problem.kind == .notJSON && problem.stopsSaving && !model.store.isSaving)
            #expect(problem.description == "state file '\(file)' is not JSON (8 bytes); started at the root; it could not be set aside (Read-only file system), so saving is off for this session and it is not overwritten")
            #expect(bytes(of: file) == Array("not json".utf8))
        }
    }

    @Test func aDamagedJournalLineKeepsTheChangesBeforeItAndSetsTheFilesAside() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let model = StoredModel(file: file, state: deepState(2))
        model.store.load()
        model.store.save(model.state)
        var states: [NavigationState] = []
        for n in 0..<5 {
            model.change(.push(stack: 0, element: route(100 + n)))
            states.append(model.state)
        }
        var journal = try #require(bytes(of: file + ".journal"))
        let third = journal.indices.filter { journal[$0] == UInt8(ascii: "\n") }[1] + 40
        journal[third] ^= 0x01
        write(journal, to: file + ".journal")
        let snapshot = bytes(of: file)

        let next = StoredModel(file: file)
        let restored = next.store.load()
        #expect(restored.state == states[1] && restored.replayedChanges == 2)
        let problem = try #require(restored.problems.first)
        #expect(problem.kind == .damagedJournal && restored.problems.count == 1)
        #expect(problem.description.hasPrefix("state journal '\(file).journal' is damaged at line 3 (its checksum does not match); restored the saved state and the first 2 changes after it, the files are kept as state.json.bad-"))
        #expect(problem.keptAs.count == 2 && bytes(of: problem.keptAs[0]) == snapshot && bytes(of: problem.keptAs[1]) == journal)
        // The state shown is saved whole at the next flush, beside the files kept.
        next.state = restored.state
        next.store.flush()
        #expect(StoredModel(file: file).store.load().state == states[1])
        #expect(directory.names().count == 3, "the state file and the two kept")
    }

    /// A journal line whose checksum holds but whose payload is no entry says why, as a damaged
    /// snapshot does (issue 25, point 8): not "it is not a journal entry" for every one of them.
    @Test(arguments: [
        (#"{"generation":1,"sequence":1,"push":{"stack":0,"element":["NavigatorDemo.Route","{\"profile\":{\"username\":\"a\#u{FF}\"}}"]}}"#,
         "its bytes are not UTF-8, from byte "),
        (#"{"generation":1,"sequence":1,"pop":{"stack":0,"count":1.5}}"#, "it is JSON but not a journal entry (a number no whole number reads)"),
        (#"{"generation":1e400,"sequence":1,"pop":{"stack":0,"count":1}}"#,
         #"it is JSON but not a journal entry ("generation" is 1e400; expected a whole number from 0 to 9223372036854775807)"#),
        (#"{"generation":1,"sequence":1.5,"pop":{"stack":0,"count":1}}"#,
         #"it is JSON but not a journal entry ("sequence" is 1.5; expected a whole number"#),
        (#"{"generation":1,"sequence":1,"pop":{"stack":0}}"#, #"it is JSON but not a journal entry (no "count" in 'pop')"#),
        (#"{"generation":1,"sequence":1,"pop":"#, "it is not JSON"),
    ])
    func aJournalLineThatIsNoEntrySaysWhy(payload: String, reason: String) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        write(Array(#"{"version":1,"generation":1,"path":[],"presentations":[]}"#.utf8), to: file)
        // `\u{FF}` stands for the byte 0xFF, which no String holds.
        var bytes: [UInt8] = []
        for scalar in payload.unicodeScalars { bytes += scalar == "\u{FF}" ? [0xFF] : Array(String(scalar).utf8) }
        let line = Array(String(StateFileParsing.checksum(bytes), radix: 16).leftPadded(to: 8).utf8) + [UInt8(ascii: " ")] + bytes + [0x0A]
        write(line, to: file + ".journal")
        let restored = StoredModel(file: file).store.load()
        let problem = try #require(restored.problems.first)
        #expect(problem.kind == .damagedJournal)
        #expect(problem.description.contains("is damaged at line 1 (\(reason)"), "\(problem.description)")
    }

    @Test func aJournalOutOfOrderIsDamagedToo() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let model = StoredModel(file: file)
        model.store.load()
        for n in 0..<3 { model.change(.push(stack: 0, element: route(n))) }
        let journal = try #require(bytes(of: file + ".journal"))
        let lines = journal.split(separator: UInt8(ascii: "\n")).map { Array($0) + [UInt8(ascii: "\n")] }
        write(lines[0] + lines[2] + lines[1], to: file + ".journal")
        let restored = StoredModel(file: file).store.load()
        #expect(restored.state.path.elements == [route(0)])
        #expect(restored.problems.first?.description.contains("is damaged at line 2 (it is change number 3, expected 2); restored the first 1 change, the journal is kept as state.json.journal.bad-") == true)
    }

    @Test func aJournalOfANewerSnapshotIsSetAsideAndTheSnapshotKept() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let model = StoredModel(file: file, limits: .init(compactionFloor: 300), state: deepState(1))
        model.store.load()
        model.store.save(model.state)
        let first = try #require(bytes(of: file))
        var n = 0
        while model.store.statistics.snapshots < 3 || (bytes(of: file + ".journal") ?? []).isEmpty {
            model.change(.push(stack: 0, element: route(n)))
            n += 1
        }
        write(first, to: file)  // an older snapshot put back by hand
        let restored = StoredModel(file: file).store.load()
        #expect(restored.state == deepState(1))
        let problem = try #require(restored.problems.first)
        #expect(problem.kind == .foreignJournal && problem.keptAs.count == 1 && problem.keptAs[0].hasPrefix(file + ".journal.bad-"))
        #expect(problem.description.contains("goes with a newer state file"))
        #expect(problem.description.contains("restored the saved state without the journal's changes, the journal is kept as state.json.journal.bad-"))
        #expect(bytes(of: file) == first)
    }

    @Test func theAppCanSetTheFilesAsideAndTheNamesNeverCollide() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        var kept: [String] = []
        for _ in 0..<3 {
            let model = StoredModel(file: file)
            model.store.load()
            model.change(.push(stack: 0, element: element("Gone.Route", "{}")))
            model.store.save(model.state)
            model.change(.push(stack: 0, element: route(1)))
            let problem = model.store.setAside(reason: "names a route this app does not know ('Gone.Route')")
            #expect(problem.kind == .setAsideByApp && problem.keptAs.count == 2)
            #expect(problem.description.hasPrefix("state file '\(file)' names a route this app does not know ('Gone.Route'); the files are kept as state.json.bad-"))
            kept += problem.keptAs
        }
        #expect(Set(kept).count == 6 && directory.names() == kept.map(StateFileName.of).sorted())
    }
}

enum StateFileName {
    static func of(_ path: String) -> String { String(path.split(separator: "/").last!) }
}
