import Navigation
import Testing

/// `NavigationPath` keeps its values in segments its copies share (`PathSegment`): these check that it
/// still behaves as a value, whatever is appended to or removed from which copy.
@Suite struct PathSegmentTests {
    /// A small deterministic generator: the same operations every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Paths copied into one another, appended to (often the value that was there before: a level
    /// pushed again) and cut, each checked against an array after every step: no copy sees another's
    /// change, and paths known identical are equal.
    @Test(arguments: [1, 2, 3, 4]) func copiesAreValuesWhateverIsDoneToTheOthers(seed: UInt64) {
        var random = SplitMix(state: seed)
        var paths = Array(repeating: NavigationPath(), count: 4)
        var models = Array(repeating: [AnyHashable](), count: 4)
        for _ in 0..<3_000 {
            let i = Int.random(in: 0..<4, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0...4:
                let value = AnyHashable(Int.random(in: 0..<3, using: &random))
                paths[i].append(value)
                models[i].append(value)
            case 5...7:
                let k = Int.random(in: 0...min(3, models[i].count), using: &random)
                paths[i].removeLast(k)
                models[i].removeLast(k)
            case 8:
                let j = Int.random(in: 0..<4, using: &random)
                paths[i] = paths[j]
                models[i] = models[j]
            default:
                paths[i] = NavigationPath(elements: models[i])
            }
            for (path, model) in zip(paths, models) {
                #expect(path.count == model.count)
                #expect(path.elements == model)
                #expect(path.last == model.last)
            }
            let j = Int.random(in: 0..<4, using: &random)
            #expect((paths[i] == paths[j]) == (models[i] == models[j]))
            if paths[i].isIdentical(to: paths[j]) { #expect(models[i] == models[j]) }
        }
    }

    /// A pushed level popped and pushed again reuses its value, and a copy's append never reaches the
    /// path it was copied from.
    @Test func appendingToACopyLeavesTheOriginalAsItWas() {
        var original = NavigationPath([1, 2, 3])
        var copy = original
        copy.append(4)
        #expect(original.elements == [1, 2, 3] && copy.elements == [1, 2, 3, 4])
        copy.removeLast(2)
        copy.append(5)
        #expect(original.elements == [1, 2, 3] && copy.elements == [1, 2, 5])
        original.append(6)
        #expect(original.elements == [1, 2, 3, 6] && copy.elements == [1, 2, 5])
        #expect(copy.sharesPrefix(with: original, count: 2))
    }

    /// A restored path's values stay encoded in the path made from it, through appends, cuts and
    /// comparisons with its copies: only the values read are decoded.
    @Test func restoredValuesAreDecodedOnlyWhenRead() throws {
        var types = CodableTypes()
        types.register(Int.self)
        let encoded = try #require(NavigationPath(Array(0..<1_000)).codable)
        let restored = RestoredValues(encoded, types: types)
        var path = NavigationPath(values: PathValues(restored: restored, count: 1_000))
        let copy = path
        path.append(1_000)
        path.removeLast(3)
        path.append(998)
        #expect(path.count == 999 && path != copy)
        #expect(restored.decodedCount == 0)
        #expect(path.last == AnyHashable(998))
        #expect(path.codable?.count == 999)
        #expect(restored.decodedCount == 0)
        #expect(path[500] == AnyHashable(500) && restored.decodedCount == 1)
    }
}
