import Navigation
import Testing

@MainActor @Suite struct DestinationsTests {
    struct Color: Hashable { var name: String }
    enum Recipe: Hashable { case applePie, chocolateCake }

    @Test func theValuesTypePicksTheDestination() {
        var destinations = Destinations<Int, String>()
        destinations.register(Color.self, title: \.name) { color, depth in "color \(color.name) at \(depth)" }
        destinations.register(Recipe.self, title: { "\($0)" }) { recipe, _ in "recipe \(recipe)" }

        #expect(destinations.title(for: Color(name: "Mint")) == "Mint")
        #expect(destinations.content(for: Recipe.applePie, context: 1) == "recipe applePie")
        #expect(destinations.content(for: AnyHashable(Color(name: "Red")), context: 2) == "color Red at 2")
        #expect(destinations.content(for: 42, context: 0) == nil)
        #expect(!destinations.hasDestination(for: "a string"))
        #expect(destinations.registeredTypeNames.count == 2)
    }

    @Test func onlyTheTopScreenIsBuilt() {
        var built: [Int] = []
        var destinations = Destinations<Void, String>()
        destinations.register(Int.self, title: { "Screen #\($0)" }) { number, _ in
            built.append(number)
            return "Screen #\(number)"
        }
        let router = Router<Int>(path: Array(1...1000))
        let titles = (1...router.count).map { destinations.title(for: router.value(atLevel: $0)!)! }
        let top = destinations.content(for: router.top!, context: ())
        #expect(titles.last == "Screen #1000" && top == "Screen #1000")
        #expect(built == [1000])
    }
}
