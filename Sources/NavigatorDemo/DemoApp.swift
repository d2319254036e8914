import Navigation
import TerminalUI

/// The demo app: one stack whose path holds routes, colors, recipes and showcases (a
/// `NavigationPath`), the destinations that render them, and the state that drives its `item` and
/// `isPresented` destinations.
public final class DemoApp {
    public let router: Router<AnyHashable>
    public let app: StackApp<AnyHashable>
    /// Seed 000's `selectedRecipe`: while it holds a recipe, that recipe's screen is pushed.
    package let selectedRecipe: ItemDestination<Recipe>
    /// Seed 000's `showDetails`, one per color: while true, the color's details are pushed.
    package let showDetails: [Color: PresentedDestination]
    /// The users' display names, which Edit Profile changes.
    package let profiles: Profiles

    /// The demo showing `tree` on `router`; observers (the event log) hear only what changes after.
    public init(tree: NavigationTree<AnyHashable> = .init(), router: Router<AnyHashable> = Router()) {
        router.restore(tree)
        weak var weakRouter = router
        weak var selection: ItemDestination<Recipe>?
        let selectedRecipe = router.navigationDestination(item: Recipe.self, title: \.title) { recipe, _ in
            Screens.selectedRecipe(recipe, selection: selection)
        }
        selection = selectedRecipe
        var showDetails: [Color: PresentedDestination] = [:]
        for color in Color.allCases {
            weak var flag: PresentedDestination?
            let destination = router.navigationDestination(isPresentedTitle: "\(color.title) details") { _ in
                Screens.colorDetails(color, showDetails: flag)
            }
            flag = destination
            showDetails[color] = destination
        }
        let details = showDetails

        let catalogue = Catalogue()
        weak var weakApp: StackApp<AnyHashable>?

        var destinations = ScreenDestinations()
        let profiles = Profiles()
        destinations.register(Route.self, title: \.title) { route, context in
            Screens.route(route, context, profiles: profiles, router: weakRouter)
        }
        destinations.register(Color.self, title: \.title) { color, context in
            Screens.color(color, context, showDetails: details[color])
        }
        destinations.register(Recipe.self, title: \.title, content: Screens.recipe)
        destinations.register(Showcase.self, title: \.title) { showcase, context in
            switch showcase {
            case .recipePicker: return Screens.recipePicker(context, selection: selection)
            case .renderTimePush: return Screens.renderTimePush(context, router: weakRouter)
            case .nestedStack: return Screens.nestedStack(context)
            case .loading: return Screens.loading(catalogue, log: { weakApp?.log($0) })
            case .styledText: return Screens.styledText(context)
            }
        }
        destinations.register(Draft.self, title: \.title, content: Screens.draft)
        // No destination for Int, on purpose (seed 003's warning symbol); it still round-trips.
        destinations.codableTypes.register(Int.self)

        self.router = router
        self.selectedRecipe = selectedRecipe
        self.showDetails = showDetails
        self.profiles = profiles
        app = StackApp(router: router, rootTitle: Screens.rootTitle, destinations: destinations, root: Screens.home)
        weakApp = app
    }

    /// The demo showing these routes above Home.
    public convenience init(routes: [Route]) {
        self.init(tree: NavigationTree(path: routes.map { AnyHashable($0) }))
    }

    /// The types a saved or deep-linked path of the demo can hold.
    public var codableTypes: CodableTypes { app.destinations.codableTypes }

    /// The same types, for code off the main actor that has no app (the fuzz checks); a test keeps
    /// the two lists equal.
    public nonisolated static var codableTypes: CodableTypes {
        var types = CodableTypes()
        types.register(Route.self)
        types.register(Color.self)
        types.register(Recipe.self)
        types.register(Showcase.self)
        types.register(Int.self)
        return types
    }
}
