import Foundation
import Navigation
import Restoration
import Testing

/// A value of the tests' own, so that its type name is registered by the test alone.
private struct Step: Codable, Hashable {
    var n: Int
}

private func step(_ n: Int) -> NavigationPath.CodableRepresentation.Element {
    .init(typeName: CodableTypes.name(of: Step.self), json: #"{"n":\#(n)}"#)
}

private var stepTypes: CodableTypes {
    var types = CodableTypes()
    types.register(Step.self)
    return types
}

/// A restored path keeps its values encoded until something reads them (issue 10, point 5).
@MainActor @Suite struct LazyRestoreTests {
    /// Saves `elements` as the root path of a state file and loads it with a recorder.
    private func restore(_ elements: [NavigationPath.CodableRepresentation.Element], in directory: TemporaryDirectory)
        -> (recorder: PathRecorder<AnyHashable>, saved: PathRecorder<AnyHashable>.Saved)
    {
        let file = directory.file("state.json")
        let store = PathStore(file: file) { NavigationState() }
        store.load()
        store.save(NavigationState(path: .init(elements: elements)))
        let recorder = PathRecorder<AnyHashable>(file: file)
        return (recorder, recorder.load(types: stepTypes))
    }

    @Test func aRestoredPathDecodesOnlyTheValuesThatAreRead() throws {
        let directory = TemporaryDirectory()
        let (recorder, saved) = restore((1...10_000).map(step), in: directory)
        #expect(saved.notices.isEmpty)
        let values = try #require(saved.tree.path.restored)
        #expect(saved.tree.path.count == 10_000 && values.decodedCount == 0)

        let router = Router<AnyHashable>()
        router.restore(saved.tree)
        recorder.record(router)
        #expect(router.count == 10_000 && values.decodedCount == 0, "restoring and recording decode nothing")
        #expect(recorder.store.statistics.snapshots == 0, "the router shows what was loaded: nothing is saved again")
        #expect(router.level(of: router.entries.id(at: 4_999)) == 5_000 && values.decodedCount == 0)

        #expect(router.top == AnyHashable(Step(n: 10_000)))
        #expect(router.value(atLevel: 5_000) == AnyHashable(Step(n: 5_000)))
        #expect(router.top == AnyHashable(Step(n: 10_000)))
        #expect(values.decodedCount == 2, "each value read is decoded once")
        #expect(router.pop() == AnyHashable(Step(n: 10_000)))
        #expect(router.top == AnyHashable(Step(n: 9_999)) && values.decodedCount == 3)
        router.push(AnyHashable(Step(n: 42)))
        #expect(router.top == AnyHashable(Step(n: 42)) && router.count == 10_000)

        // Saving writes what was read, byte for byte, without decoding the rest.
        let expected = NavigationState(path: .init(elements: (1...9_999).map(step) + [step(42)]))
        #expect(router.navigationTree.codablePrefix.state.documentText == expected.documentText)
        #expect(values.decodedCount == 3)
        recorder.store.flush()
        let reloaded = PathStore(file: directory.file("state.json")) { NavigationState() }.load()
        #expect(reloaded.state == expected && reloaded.problems.isEmpty)
    }

    @Test func anUnknownTypeIsStillFoundAtLoad() throws {
        let directory = TemporaryDirectory()
        var elements = (1...100).map(step)
        elements[60] = .init(typeName: "Gone.Route", json: "{}")
        let (_, saved) = restore(elements, in: directory)
        #expect(saved.tree.path.count == 60)
        #expect(saved.tree.path.restored?.decodedCount == 0, "type names are checked without decoding a value")
        #expect(saved.notices.count == 1 && saved.notices[0].contains("'Gone.Route'") && saved.notices[0].contains("60 levels"))
        #expect(directory.names().contains { $0.hasPrefix("state.json.bad-") }, "the file is set aside as before")
    }

    @Test func aValueItsTypeCannotDecodeIsFoundWhenReadAndSavedAsItWas() throws {
        let directory = TemporaryDirectory()
        var elements = (1...100).map(step)
        let bad = NavigationPath.CodableRepresentation.Element(typeName: CodableTypes.name(of: Step.self), json: #"{"m":1}"#)
        elements[99] = bad
        let (recorder, saved) = restore(elements, in: directory)
        #expect(saved.tree.path.count == 100 && saved.notices.isEmpty, "the JSON of a value is read when the value is")

        var notices: [String] = []
        recorder.onNotice = { notices.append($0) }
        let router = Router<AnyHashable>()
        router.restore(saved.tree)
        recorder.record(router)
        let top = try #require(router.top?.base as? UnreadableValue)
        #expect(top.element == bad && top.description.hasSuffix("Step"))
        #expect(notices.count == 1 && notices[0].contains("level 100") && notices[0].contains("missing 'n'"))
        #expect(router.value(atLevel: 99) == AnyHashable(Step(n: 99)))

        // Nothing is lost: the element is saved as it was read.
        #expect(router.navigationTree.codablePrefix.state.path == NavigationState(path: .init(elements: elements)).path)
        #expect(router.navigationPath.codable?.element(at: 99) == bad)
    }

    @Test func aDocumentNotLaidOutAsWrittenIsReadByTheDecoderAlike() throws {
        let directory = TemporaryDirectory()
        let state = heterogeneousState()
        let text = state.documentText
        // The same document with blank space and keys in another order: the decoder reads it.
        let spaced = text.replacingOccurrences(of: #"{"version":1,"generation":0,"#, with: "{ \"generation\": 0, \"version\": 1,\n ")
        for (name, document) in [("written", text), ("spaced", spaced)] {
            let file = directory.file("\(name).json")
            try Data(document.utf8).write(to: URL(fileURLWithPath: file))
            let restored = PathStore(file: file) { NavigationState() }.load()
            #expect(restored.problems.isEmpty, "\(name)")
            #expect(restored.state == state, "\(name)")
            #expect(restored.state.documentText == text, "\(name)")
        }
    }

    @Test func escapesInAStoredElementReadBackExactly() throws {
        let texts = [#""\u00e9\ud83c\udf63 \/ \b\f\n\r\t \"q\" \\""#, #""plain""#, #""\u0000""#]
        let elements = texts.map { NavigationPath.CodableRepresentation.Element(typeName: "Swift.String", json: $0) }
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        let store = PathStore(file: file) { NavigationState() }
        store.load()
        store.save(NavigationState(path: .init(elements: elements)))
        let restored = PathStore(file: file) { NavigationState() }.load()
        #expect(restored.state.path.elements == elements)
        var types = CodableTypes()
        types.register(String.self)
        let (tree, error) = types.tree(from: restored.state, lazily: true)
        #expect(error == nil)
        #expect(tree.path[0] == AnyHashable("é🍣 / \u{8}\u{c}\n\r\t \"q\" \\") && tree.path[2] == AnyHashable("\u{0}"))
    }

    // MARK: A presentation's path (issue 25, point 4)

    /// Saves a sheet whose path is `elements` over an empty root path, and loads it with a recorder.
    private func restoreSheet(_ elements: [NavigationPath.CodableRepresentation.Element], in directory: TemporaryDirectory)
        -> (recorder: PathRecorder<AnyHashable>, saved: PathRecorder<AnyHashable>.Saved)
    {
        let file = directory.file("state.json")
        let store = PathStore(file: file) { NavigationState() }
        store.load()
        store.save(NavigationState(presentations: [PresentationState(style: .sheet, root: step(0), path: .init(elements: elements))]))
        let recorder = PathRecorder<AnyHashable>(file: file)
        return (recorder, recorder.load(types: stepTypes))
    }

    /// A sheet's path of 1,000,000 levels was decoded value by value at launch (7 s, 290 MB): it keeps
    /// its values encoded as the root path does, and restoring, recording and saving decode none.
    @Test func aSheetsPathDecodesOnlyTheValuesThatAreRead() throws {
        let directory = TemporaryDirectory()
        let (recorder, saved) = restoreSheet((1...10_000).map(step), in: directory)
        #expect(saved.notices.isEmpty)
        let values = try #require(saved.tree.presentations.first?.values.restored)
        #expect(saved.tree.presentations[0].values.count == 10_000 && values.decodedCount == 0)

        let router = Router<AnyHashable>()
        router.restore(saved.tree)
        recorder.record(router)
        let sheet = try #require(router.presentation(at: 0)?.stack)
        #expect(sheet.count == 10_000 && values.decodedCount == 0, "restoring and recording decode nothing")
        #expect(recorder.store.statistics.snapshots == 0, "the router shows what was loaded: nothing is saved again")
        #expect(sheet.top == AnyHashable(Step(n: 10_000)) && values.decodedCount == 1)
        #expect(sheet.pop() == AnyHashable(Step(n: 10_000)))
        sheet.push(AnyHashable(Step(n: 42)))

        // Saving writes what was read, byte for byte, without decoding the rest.
        let expected = NavigationState(presentations: [PresentationState(style: .sheet, root: step(0),
                                                                         path: .init(elements: (1...9_999).map(step) + [step(42)]))])
        #expect(router.navigationTree.codablePrefix.state.documentText == expected.documentText)
        #expect(values.decodedCount == 1, "the top was read once; nothing else is decoded")
        recorder.store.flush()
        let reloaded = PathStore(file: directory.file("state.json")) { NavigationState() }.load()
        #expect(reloaded.state == expected && reloaded.problems.isEmpty)
    }

    /// A value deep in a sheet's path that its type can't decode is found when it is read, as on the
    /// root path: shown as unreadable, a notice naming the level and the sheet, the file left as it is.
    @Test func aValueInASheetsPathItsTypeCannotDecodeIsFoundWhenReadAndSavedAsItWas() throws {
        let directory = TemporaryDirectory()
        var elements = (1...100).map(step)
        let bad = NavigationPath.CodableRepresentation.Element(typeName: CodableTypes.name(of: Step.self), json: #"{"m":1}"#)
        elements[99] = bad
        let (recorder, saved) = restoreSheet(elements, in: directory)
        #expect(saved.tree.presentations.first?.values.count == 100 && saved.notices.isEmpty)

        var notices: [String] = []
        recorder.onNotice = { notices.append($0) }
        let router = Router<AnyHashable>()
        router.restore(saved.tree)
        recorder.record(router)
        let sheet = try #require(router.presentation(at: 0)?.stack)
        let top = try #require(sheet.top?.base as? UnreadableValue)
        #expect(top.element == bad)
        #expect(notices.count == 1 && notices[0].contains("holds a value at level 100 of the sheet's stack this navigator can't read")
                && notices[0].contains("missing 'n'"), "\(notices)")
        #expect(!directory.names().contains { $0.contains(".bad-") })
        #expect(router.navigationTree.codablePrefix.state.presentations.first?.path == .init(elements: elements))
    }

    /// An unknown type in a sheet's path is still found at load, without decoding a value: the tree is
    /// cut before it and the file set aside, as before.
    @Test func anUnknownTypeInASheetsPathIsStillFoundAtLoad() throws {
        let directory = TemporaryDirectory()
        var elements = (1...100).map(step)
        elements[60] = .init(typeName: "Gone.Route", json: "{}")
        let (_, saved) = restoreSheet(elements, in: directory)
        #expect(saved.tree.presentations.first?.values.count == 60)
        #expect(saved.tree.presentations.first?.values.restored?.decodedCount == 0)
        #expect(saved.notices.count == 1 && saved.notices[0].contains("'Gone.Route'") && saved.notices[0].contains("61 levels"), "\(saved.notices)")
        #expect(directory.names().contains { $0.hasPrefix("state.json.bad-") })
    }

    /// A document whose keys come in another order than navigator writes them (the root's, a
    /// presentation's) went to the decoder, value by value (a path of 1,000,000 levels: seconds): the
    /// reader takes them in any order and keeps every path in the file's bytes.
    @Test(arguments: [
        #"{"path":PATH,"presentations":[{"path":SHEET,"root":ROOT,"style":"sheet"}],"generation":3,"version":1}"#,
        #"{"presentations":[{"root":ROOT,"style":"sheet","path":SHEET}],"version":1,"path":PATH,"generation":3}"#,
        #"{ "generation" : 3 , "path" : PATH , "version" : 1 , "presentations" : [ { "style" : "sheet" , "path" : SHEET , "root" : ROOT } ] }"#,
    ])
    func keysInAnyOrderAreReadLazily(layout: String) throws {
        let path = NavigationPath.CodableRepresentation(elements: (1...1_000).map(step))
        let sheet = NavigationPath.CodableRepresentation(elements: (1_001...1_100).map(step))
        let root = NavigationPath.CodableRepresentation(elements: [step(0)])
        let document = layout.replacingOccurrences(of: "PATH", with: path.jsonText()).replacingOccurrences(of: "SHEET", with: sheet.jsonText())
            .replacingOccurrences(of: "ROOT", with: root.jsonText())
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        try Data(document.utf8).write(to: URL(fileURLWithPath: file))
        let restored = PathStore(file: file) { NavigationState() }.load()
        #expect(restored.problems.isEmpty)
        let expected = NavigationState(path: path, presentations: [PresentationState(style: .sheet, root: step(0), path: sheet)])
        #expect(restored.state == expected)
        #expect(restored.state.path.stored != nil && restored.state.presentations.first?.path.stored != nil,
                "kept in the file's bytes, not built by the decoder")
    }

    /// What the reader doesn't take (a key twice, one it doesn't know, no "version") goes to the decoder,
    /// which says what is wrong, as before.
    @Test(arguments: [
        (#"{"version":1,"path":[],"path":[]}"#, nil as String?),
        (#"{"version":1,"path":[],"extra":1}"#, "an unknown key \"extra\""),
        (#"{"path":[]}"#, "no \"version\""),
        (#"{"version":1,"presentations":[]}"#, "no \"path\""),
        (#"{"version":1,"path":[],"presentations":[{"style":"sheet"}]}"#, "no \"root\""),
    ])
    func whatTheReaderDoesNotTakeTheDecoderExplains(document: String, problem: String?) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        try Data(document.utf8).write(to: URL(fileURLWithPath: file))
        let restored = PathStore(file: file) { NavigationState() }.load()
        if let problem {
            #expect(restored.problems.first?.description.contains(problem) == true, "\(restored.problems)")
        }
    }

    /// A state read from a file and written again (`--print state`, a save of it) copies the elements
    /// still in the file's bytes when they are what the encoder writes, and encodes the others: the same
    /// bytes as encoding them all, chunk after chunk, whatever the mix.
    @Test func aStoredPathIsWrittenAgainAsTheEncoderWritesIt() throws {
        let odd = [#""\u00e9""#, #""\/""#, #""é 山田""#, #""tab\there""#, #""\u0007""#]
        let elements = (0..<2_500).map { n -> NavigationPath.CodableRepresentation.Element in
            n % 7 == 3 ? .init(typeName: "Swift.String", json: odd[n % odd.count]) : step(n)
        }
        // Written by hand, as another program might, so that the odd literals stay as they are.
        let literal = { (text: String) in "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        // Some quotes written \u0022, as the encoder never writes them: those elements are encoded again.
        let other = { (text: String) in literal(text).replacingOccurrences(of: "\\\"", with: "\\u0022") }
        let path = elements.enumerated().reversed().map { n, element in
            literal(element.typeName) + "," + (n % 11 == 5 ? other(element.json) : literal(element.json))
        }
        let document = #"{"version":1,"generation":0,"path":["# + path.joined(separator: ",") + #"],"presentations":[]}"#
        let directory = TemporaryDirectory()
        let file = directory.file("state.json")
        try Data(document.utf8).write(to: URL(fileURLWithPath: file))
        let restored = PathStore(file: file) { NavigationState() }.load()
        #expect(restored.problems.isEmpty && restored.state.path.stored != nil)
        let encoded = NavigationState(path: .init(elements: restored.state.path.elements))
        #expect(restored.state.documentText == encoded.documentText)
        #expect(restored.state.path.elements == elements)
    }
}
