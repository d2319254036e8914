import FuzzChecks
import Foundation
import Testing

/// Every input of the committed fuzz corpus (Tests/Fuzz/Corpus/<target>/), run through the same
/// property checks as `make fuzz`: an input the fuzzer once found to break a property stays a test.
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    static func inputs(of target: FuzzTarget) -> [(name: String, bytes: [UInt8])] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            (name, Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()))
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyCorpusInputKeepsItsTargetsProperties(_ target: FuzzTarget) {
        let inputs = Self.inputs(of: target)
        #expect(inputs.count >= 5, "the corpus of \(target.rawValue) is seeded")
        for input in inputs {
            #expect(throws: Never.self, "\(target.rawValue)/\(input.name)") { try target.check(input.bytes) }
        }
    }
}
