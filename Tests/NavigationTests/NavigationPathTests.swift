import Foundation
import Navigation
import PropertyBased
import Testing

@Suite struct NavigationPathTests {
    enum Color: String, Hashable, Codable { case mint, red }
    enum Recipe: Hashable, Codable { case applePie, chocolateCake }
    struct NotCodable: Hashable { let id: Int }

    var types: CodableTypes {
        var types = CodableTypes()
        types.register(Color.self)
        types.register(Recipe.self)
        types.register(Int.self)
        types.register(String.self)
        return types
    }

    @Test func appendRemoveLastCountAndEquality() throws {
        var path = NavigationPath()
        #expect(path.isEmpty && path.count == 0)
        path.append(Color.mint)
        path.append(Recipe.applePie)
        path.append(42)
        #expect(path.count == 3 && !path.isEmpty)
        #expect(path == NavigationPath([AnyHashable(Color.mint), AnyHashable(Recipe.applePie), AnyHashable(42)]))
        #expect(path != NavigationPath([Color.mint]))
        path.removeLast()
        #expect(path == NavigationPath([AnyHashable(Color.mint), AnyHashable(Recipe.applePie)]))
        path.removeLast(0)
        #expect(path.count == 2)
        path.removeLast(path.count)  // seed 003's pop to root
        #expect(path.isEmpty)
    }

    /// SwiftUI's signature, `mutating func removeLast(_ k: Int = 1)`, which doesn't throw: removing
    /// more than the path holds stops the program, as SwiftUI's and `Array`'s do.
    @Test func removeLastMoreThanThePathHoldsStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var path = NavigationPath([1, 2])
            path.removeLast(3)
        }
        await #expect(processExitsWith: .failure) {
            var path = NavigationPath([1, 2])
            path.removeLast(-1)
        }
    }

    @Test func codableIsSwiftUIsShapeLastElementFirst() throws {
        var path = NavigationPath()
        path.append(Color.mint)
        path.append(42)
        let text = try #require(path.codable).jsonText()
        let color = String(reflecting: Color.self)
        #expect(text == #"["Swift.Int","42","\#(color)","\"mint\""]"#)
    }

    @Test func codableIsNilWhenAnyValueIsNotCodable() {
        var path = NavigationPath()
        path.append(Color.red)
        path.append(NotCodable(id: 1))
        path.append(Color.mint)
        #expect(path.codable == nil)
        let (prefix, dropped) = path.codablePrefix
        #expect(prefix.elements.count == 1 && dropped == 2)
    }

    @Test func aPathIsBuiltAgainFromItsCodableRepresentation() throws {
        var path = NavigationPath()
        path.append(Recipe.chocolateCake)
        path.append("some-string")
        path.append(Color.mint)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(try NavigationPath(decoded, types: types) == path)
    }

    @Test func decodingNamesTheTypeItDoesNotKnow() throws {
        var path = NavigationPath()
        path.append(Color.mint)
        let representation = try #require(path.codable)
        #expect(throws: PathDecodingError.unknownType(String(reflecting: Color.self), known: ["Swift.Int"])) {
            var onlyInt = CodableTypes()
            onlyInt.register(Int.self)
            _ = try NavigationPath(representation, types: onlyInt)
        }
        let bad = NavigationPath.CodableRepresentation(elements: [.init(typeName: String(reflecting: Color.self), json: "\"teal\"")])
        #expect(throws: PathDecodingError.self) { try NavigationPath(bad, types: types) }
        let (prefix, error) = types.longestPrefix(of: NavigationPath.CodableRepresentation(elements: representation.elements + bad.elements))
        #expect(prefix == [AnyHashable(Color.mint)] && error != nil)
    }

    @Test func describedWithItsMiddleLeftOutWhenLong() {
        #expect(NavigationPath([Color.mint]).description == "[mint]")
        let long = NavigationPath(1...20)
        #expect(long.description == "[1, 2, 3, 4, … 12 more …, 17, 18, 19, 20]")
    }

    @Test func anyHeterogeneousPathRoundTrips() async {
        let element = Gen<AnyHashable>.oneOf(
            Gen.int(in: Int.min...Int.max).map { AnyHashable($0) },
            Gen<Character?>.element(of: Array("a b/\"\\山🍣\u{1B}")).map { $0! }.string(of: 0...8).map { AnyHashable($0) },
            Gen<Color?>.element(of: [.mint, .red]).map { AnyHashable($0!) },
            Gen<Recipe?>.element(of: [.applePie, .chocolateCake]).map { AnyHashable($0!) }
        )
        let types = self.types
        await propertyCheck(count: 200, input: element.array(of: 0...15)) { elements in
            let path = NavigationPath(elements)
            let text = try #require(path.codable).jsonText()
            let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
            #expect(try NavigationPath(decoded, types: types) == path)
        }
    }
}
