import Foundation
import Navigation
@_spi(Store) import Restoration
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
}
