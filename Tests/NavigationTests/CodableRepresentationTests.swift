import Foundation
import Navigation
import PropertyBased
import Testing

@MainActor @Suite struct CodableRepresentationTests {
    enum Route: Hashable, Codable, Sendable {
        case detail(id: Int)
        case profile(username: String)
        case editProfile
    }

    @Test func writesSwiftUIsShapeLastElementFirst() {
        let router = Router<Route>(path: [.profile(username: "johndoe"), .editProfile])
        let name = String(reflecting: Route.self)
        #expect(router.codable.jsonText()
            == #"["\#(name)","{\"editProfile\":{}}","\#(name)","{\"profile\":{\"username\":\"johndoe\"}}"]"#)
    }

    @Test func readsItBack() throws {
        let text = #"["Swift.Int","42"]"#
        let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
        #expect(try Router<Int>.values(from: representation) == [42])
    }

    @Test func refusesWhatItCannotRead() throws {
        let odd = #"["Swift.Int"]"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(odd.utf8))
        }
        let wrongType = NavigationPath.CodableRepresentation(elements: [.init(typeName: "Gone.Route", json: "{}")])
        #expect(throws: PathDecodingError.unknownType("Gone.Route", known: ["Swift.Int"])) {
            try Router<Int>.values(from: wrongType)
        }
        let badValue = NavigationPath.CodableRepresentation(elements: [.init(typeName: "Swift.Int", json: "\"x\"")])
        #expect(throws: PathDecodingError.self) { try Router<Int>.values(from: badValue) }
    }

    @Test func anyPathRoundTrips() async {
        let name = Gen<Character?>.element(of: Array("aZ09-._~ /%?#\"\\山田🍣é\u{301}\u{1B}")).map { $0! }.string(of: 1...12)
        let route = Gen<Route>.oneOf(
            Gen.int(in: 0...Int.max).map { Route.detail(id: $0) },
            name.map { Route.profile(username: $0) },
            Gen.always(Route.editProfile)
        )
        await propertyCheck(count: 200, input: route.array(of: 0...20)) { path in
            await Task.yield()  // the main actor is shared: let the app's tasks and other tests run between cases
            let router = Router<Route>(path: path)
            let text = router.codable.jsonText()
            let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
            #expect(try Router<Route>.values(from: decoded) == path)
        }
    }
}
