import Navigation
import TerminalUI

/// The split view's categories and saved types: `navigator --split` runs the split view written as
/// NavigatorUI views (`DemoSplitView`, hosted by `DemoSplitHost`), whose sidebar lists `Category` and
/// whose state file and links hold `codableTypes`.
package enum DemoSplit {
    /// The sidebar's categories.
    nonisolated package enum Category: String, Hashable, Codable, Sendable, CaseIterable {
        case routes = "Routes", colors = "Colors", recipes = "Recipes"

        /// The values the content column lists for the category.
        package var items: [SplitColumn.Item] {
            switch self {
            case .routes:
                return [.init("Detail 1", Route.detail(id: 1)), .init("Detail 42", Route.detail(id: 42)),
                        .init("\(Demo.user)'s profile", Route.profile(username: Demo.user)),
                        .init("Settings", Route.settings)]
            case .colors:
                return Color.allCases.map { .init($0.title, $0) }
            case .recipes:
                return Recipe.allCases.map { .init($0.title, $0) }
            }
        }

        /// Checks that `item` is one the content column lists for the category: what the split view's
        /// links and its saved state may select.
        package func checkItem(_ item: AnyHashable) throws(ParameterError) {
            let items = self.items
            guard !items.contains(where: { $0.value == item }) else { return }
            let shown = DeepLink.segment(for: item) ?? "\(item)"
            throw ParameterError(kind: .unknownRoute, problem: "'\(DeepLinkParser.visible(shown))' is not an item of \(rawValue)",
                                 expected: "expected one of " + items.compactMap { DeepLink.segment(for: $0.value) }.joined(separator: ", "))
        }
    }

    /// The split view's saved state as its links could name it, or why not (`SplitLink.check`): what
    /// `SplitRecorder.load` is given to check a saved split view with.
    package static func problem(in state: SplitState) -> String? {
        do {
            try SplitLink.check(state)
            return nil
        } catch {
            return error.description
        }
    }

    /// The types a saved split view holds: the detail's values, and the categories it selects.
    package static var codableTypes: CodableTypes {
        var types = Demo.codableTypes
        types.register(Category.self)
        return types
    }
}
