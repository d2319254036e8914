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

    /// A type nested in a type, for `init(_ codable:)`.
    struct Shelf: Hashable, Codable {
        final class Book: Hashable, Codable {
            let title: String
            init(title: String) { self.title = title }
            static func == (lhs: Book, rhs: Book) -> Bool { lhs.title == rhs.title }
            func hash(into hasher: inout Hasher) { hasher.combine(title) }
        }
        let name: String
    }

    @Test("NavigationPath(codable), as SwiftUI's: each value's type found from its name (enums, structs, classes, nested, the standard library's)")
    func readBackByTypeName() throws {
        var path = NavigationPath()
        path.append(Color.mint)
        path.append(Recipe.applePie)
        path.append(Shelf(name: "top"))
        path.append(Shelf.Book(title: "Emma"))
        path.append(42)
        path.append("text")
        let codable = try #require(path.codable)
        #expect(NavigationPath(codable) == path)
        // Through JSON, as an app saves it.
        let data = try JSONEncoder().encode(codable)
        #expect(NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)) == path)
        #expect(CodableTypes.type(named: "NavigationTests.NavigationPathTests.Shelf.Book") == Shelf.Book.self)
    }

    @Test("NavigationPath(codable) stops at a value whose type isn't found by name, or whose JSON doesn't decode")
    func readBackStopsAtAnUnknownType() throws {
        var path = NavigationPath()
        path.append(Color.red)
        path.append([1, 2])  // generic: not found by name
        path.append(Recipe.chocolateCake)
        #expect(NavigationPath(try #require(path.codable)) == NavigationPath([Color.red]))
        let elements: [NavigationPath.CodableRepresentation.Element] = [
            .init(typeName: CodableTypes.name(of: Recipe.self), json: #"{"applePie":{}}"#),
            .init(typeName: CodableTypes.name(of: Recipe.self), json: #"{"pancakes":{}}"#),
        ]
        #expect(NavigationPath(NavigationPath.CodableRepresentation(elements: elements)) == NavigationPath([Recipe.applePie]))
        for name in ["NavigationTests.Nowhere", "NavigationTests.NavigationPathTests.NotCodable", "Navigation", "Swift.Array<Swift.Int>",
                     "NavigationTests.(unknown context at $1).Thing", "1Bad.Name", "Naïve.Type", "", "a.b.c.d.e.f.g", "Swift.\u{1}\u{0}\u{0}\u{0}\u{0}", "$sSiD"] {
            #expect(CodableTypes.type(named: name) == nil, "\(name)")
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
