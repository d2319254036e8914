import Foundation
import Navigation
import NavigatorDemo
import PropertyBased
import Testing

/// Issue 22, point 5: a route read from a saved tree passes the rules a deep link's does, the same
/// ones (`Route.check()`), with the same words.
@Suite struct RouteRulesTests {
    /// Route's JSON is what Swift synthesizes for it: every case reads back from what it writes.
    @Test func everyRouteReadsBackFromItsJSON() throws {
        let routes: [Route] = [.detail(id: 0), .detail(id: Int.max), .settings, .profile(username: "j\u{0}ö\"/"), .editProfile,
                               .rows(count: 0), .rows(count: Route.rowCounts.upperBound)]
        for route in routes {
            let json = try JSONEncoder().encode(route)
            #expect(try JSONDecoder().decode(Route.self, from: json) == route, "\(String(decoding: json, as: UTF8.self))")
        }
        #expect(String(decoding: try JSONEncoder().encode(Route.detail(id: 7)), as: UTF8.self) == #"{"detail":{"id":7}}"#)
    }

    static let edgeNumbers = [Int.min, Int.min + 1, -1, 0, 1, Route.rowCounts.upperBound, Route.rowCounts.upperBound + 1,
                              1_000_000_000_000, Int.max - 1, Int.max]
    static let edgeNames = ["", "a", String(repeating: "a", count: 100), String(repeating: "a", count: 101),
                            String(repeating: "🍣", count: 100), String(repeating: "🍣", count: 101), "e\u{301}", "\u{1B}[2J\u{0}",
                            String(repeating: "e\u{301}", count: 101), String(repeating: "x", count: 20_000)]

    /// A detail id, a row count and a user name: each edge value, and random ones, read from JSON and
    /// from a link, are accepted by both or refused by both with the same problem and expectation.
    @Test func savedRoutesAndLinksShareTheRules() async {
        let number = Gen.oneOf(Gen<Int?>.element(of: Self.edgeNumbers).map { $0! }, Gen.int(in: Int.min...Int.max), Gen.int(in: -3...20_000_000))
        let name = Gen.oneOf(Gen<String?>.element(of: Self.edgeNames).map { $0! },
                             Gen<Character?>.element(of: Array("aZ0/%?#é\u{301}🍣\u{1B} ")).map { $0! }.string(of: 0...130))
        await propertyCheck(count: 300, input: zip(number, name)) { number, name in
            await Task.yield()
            let quotedName = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
            let cases = [
                (#"{"detail":{"id":\#(number)}}"#, "detail/\(number)"),
                (#"{"rows":{"count":\#(number)}}"#, "rows/\(number)"),
                (#"{"profile":{"username":\#(quotedName)}}"#, "profile/" + DeepLink.percentEncoded(name)),
            ]
            for (json, segments) in cases {
                Self.expectSameRules(json: json, link: "myapp:///" + segments)
            }
        }
    }

    /// The edge values alone, each through both doors.
    @Test func edgeValuesShareTheRules() {
        for number in Self.edgeNumbers {
            Self.expectSameRules(json: #"{"detail":{"id":\#(number)}}"#, link: "myapp:///detail/\(number)")
            Self.expectSameRules(json: #"{"rows":{"count":\#(number)}}"#, link: "myapp:///rows/\(number)")
        }
        for name in Self.edgeNames {
            let quoted = String(decoding: try! JSONEncoder().encode(name), as: UTF8.self)
            Self.expectSameRules(json: #"{"profile":{"username":\#(quoted)}}"#, link: "myapp:///profile/" + DeepLink.percentEncoded(name))
        }
    }

    static func expectSameRules(json: String, link: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let decoded = Result { try JSONDecoder().decode(Route.self, from: Data(json.utf8)) }
        let linked = Result { () throws(DeepLinkError) in try DeepLink.tree(from: link) }
        switch (decoded, linked) {
        case (.success(let route), .success(let tree)):
            #expect(tree == NavigationTree(path: [AnyHashable(route)]), "\(json)", sourceLocation: sourceLocation)
        case (.failure(DecodingError.dataCorrupted(let context)), .failure(let error)):
            // An empty name is "missing" in a link's words and "empty" in a file's; both say what is expected.
            if error.problem != "missing user name" {
                #expect(context.debugDescription.hasPrefix(error.problem), "\(json): \(context.debugDescription) vs \(error)",
                        sourceLocation: sourceLocation)
            }
            #expect(context.debugDescription.hasSuffix("(\(error.expected))"), "\(json): \(context.debugDescription) vs \(error)",
                    sourceLocation: sourceLocation)
        case (.failure(let decoding), .failure(let error)):
            Issue.record("\(json): refused by both, but not by the rules: \(decoding) vs \(error)", sourceLocation: sourceLocation)
        default:
            Issue.record("\(json) and \(link.prefix(300)): one accepted, one refused: \(decoded) vs \(linked)", sourceLocation: sourceLocation)
        }
    }
}
