import Navigation
import NavigatorDemo
import NavigatorUI
import Testing

/// The demo restoring a deep saved tree through its views, as `navigator` does: the model's
/// `NavigationPath` holds the restored values encoded too, and a frame decodes what it shows
/// (issue 22, point 2: a restore of depth 1,000,000 took 11.7 s when the binding's path was decoded).
@Suite struct DemoRestoreTests {
    @Test func aRestoredPathIsDecodedOnlyWhereTheFrameReadsIt() throws {
        let encoded = try #require(NavigationPath((1...10_000).map { Route.detail(id: $0) }).codable)
        let restored = RestoredValues(encoded, types: Demo.codableTypes)
        let demo = DemoHost(tree: NavigationTree(path: PathValues(restored: restored, count: 10_000)))
        #expect(demo.model.path.count == 10_000)
        let size = TerminalSize(width: 80, height: 24)
        let lines = Headless.run(demo.host, size: size, keys: []).lines
        #expect(lines[0].hasSuffix("Detail 9999 › Detail 10000"))
        #expect(restored.decodedCount < 20, "decoded \(restored.decodedCount) values for one frame")
        // A push and a back through the views write the model's path; what they decode is what the
        // breadcrumbs show of the levels below (a few), not the path.
        let before = restored.decodedCount
        _ = Headless.run(demo.host, size: size, keys: try Key.parseScript("enter left"))
        #expect(demo.model.path.count == 10_000 && demo.model.path.last == AnyHashable(Route.detail(id: 10_000)))
        #expect(restored.decodedCount - before < 10)
    }
}
