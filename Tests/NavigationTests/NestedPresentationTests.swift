import Navigation
import Testing

/// Presentations are kept as one chain per tree: finding the top, a stack's index or its presentation
/// doesn't walk the nesting (issue 10, point 3).
@MainActor @Suite struct NestedPresentationTests {
    @Test func aTreeOfManyNestedSheetsReadsAndChangesAsAShallowOne() throws {
        let router = Router<Int>()
        router.push(0)
        let count = 2_000
        router.restore(NavigationTree(path: [1, 2], presentations: (0..<count).map {
            .init(style: $0.isMultiple(of: 2) ? .sheet : .fullScreenCover, root: 1_000 + $0, path: $0 == count - 1 ? [7] : [])
        }))
        #expect(router.path == [1, 2] && router.presentationCount == count && router.presentations.count == count)
        let top = router.activeStack
        #expect(top.stackIndex == count && top.path == [7] && top.presentationCount == 0)
        #expect(router.stack(above: count) === top && router.stack(above: count + 1) == nil)
        let middle = try #require(router.stack(above: 500))
        #expect(middle.stackIndex == 500 && middle.activeStack === top && middle.presentationCount == count - 500)
        #expect(middle.presentation(at: 0)?.root.value == 1_500 && router.presentation(at: 499)?.stack === middle)
        #expect(router.navigationTree.presentations.count == count)

        middle.dismiss()
        #expect(router.presentationCount == count - 1 && router.activeStack.stackIndex == count - 1)
        #expect(top.presentation == nil && router.activeStack !== top)
        // A dismissed stack is no longer shown: nothing is presented over it.
        top.present(99)
        #expect(router.presentationCount == count - 1 && top.presentation == nil)

        router.activeStack.present(5, style: .sheet)
        #expect(router.presentationCount == count && router.activeStack.stackIndex == count && router.activeStack.presentation(at: 0) == nil)
        middle.dismissAll()
        #expect(router.presentationCount == 500 && router.activeStack === middle)
        router.dismissAll()
        #expect(router.presentationCount == 0 && router.activeStack === router && router.presentations.isEmpty)
    }
}
