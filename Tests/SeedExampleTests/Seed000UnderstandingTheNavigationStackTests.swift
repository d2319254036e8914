// Seed 000, Apple's "Understanding the navigation stack": each code example written against navigator's
// API, with the same values (Color.mint, Recipe.applePie, …), destinations and path operations, asserting
// what the article describes.
import Foundation
import Navigation
import Testing
import TerminalUI

@Suite struct Seed000UnderstandingTheNavigationStackTests {
    /// SwiftUI's `Color`, reduced to the colors the article pushes. It prints as the article's logs
    /// write it: `Color.mint`.
    enum Color: String, Hashable, Codable, CustomStringConvertible {
        case mint, red, pink
        /// "Mint": the title in the breadcrumbs.
        var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        var description: String { "Color.\(rawValue)" }
    }

    /// The article's `Recipe`, as written there.
    enum Recipe: Identifiable, Hashable, Codable {
        case applePie
        case chocolateCake

        var id: Self { self }

        var description: String {
            switch self {
            case .applePie: return "Apple Pie"
            case .chocolateCake: return "Chocolate Cake"
            }
        }
    }

    /// `struct ColorDetail: View { var color: Color; var text: String; body: VStack { Text(text); color } }`
    static func colorDetail(color: Color, text: String) -> Screen {
        Screen(title: text, body: ["Swatch: \(color)"])
    }

    /// `struct RecipeDetailView: View { var recipe: Recipe; body: Text(recipe.description) }`
    static func recipeDetailView(recipe: Recipe) -> Screen {
        Screen(title: recipe.description)
    }

    static let size = TerminalSize(width: 72, height: 16)

    // MARK: View destinations

    /// ```swift
    /// NavigationStack {
    ///     NavigationLink { ColorDetail(color: .mint, text: "Mint") } label: { Text("Mint") }
    ///     NavigationLink { ColorDetail(color: .red, text: "Red") } label: { Text("Red") }
    /// }
    /// ```
    @Test("A view-destination link pushes ColorDetail at depth 1 with no stateful hook: the path stays empty")
    func viewDestinationLinks() throws {
        let router = Router<Color>()
        var heard: [PathChange] = []
        let token = router.observe(didChange: { heard.append($0) })
        let app = StackApp(router: router, rootTitle: "Home", destinations: Destinations()) { _ in
            Screen(title: "Home", links: [
                .view("Mint") { _ in Self.colorDetail(color: .mint, text: "Mint") },
                .view("Red") { _ in Self.colorDetail(color: .red, text: "Red") },
            ])
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › Mint")
        #expect(screen.lines[1] == " Mint")
        #expect(screen.lines.contains("  Swatch: Color.mint"))
        // The root at depth 0, ColorDetail at depth 1: a view, not a value of the path.
        #expect(router.depth == 1)
        #expect(router.view(atLevel: 1)?.title == "Mint" && router.value(atLevel: 1) == nil)
        // "There are no stateful hooks for your app that indicate when the system pushes a view."
        #expect(router.path.isEmpty && heard.isEmpty && app.events.isEmpty)
        // "Its state can't be restored programmatically": nothing of it is in the saved form.
        #expect(router.codable.count == 0)

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left down enter"))
        #expect(screen.lines[0] == " Home › Red")
        #expect(router.views.map(\.title) == ["Red"] && heard.isEmpty)
        token.cancel()
    }

    /// "Enclose a NavigationLink in a navigation structure higher up in the view-hierarchy. If this
    /// condition isn't met, the link typically appears as disabled." (Space previews a destination
    /// outside the stack.)
    @Test("A NavigationLink drawn outside a navigation stack appears disabled")
    func linkOutsideAStackIsDisabled() throws {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in
            Screen(title: color.name, links: [.view("Push Recipe View") { _ in Self.recipeDetailView(recipe: .applePie) }])
        }
        let app = StackApp(router: Router<Color>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("View Mint Color", Color.mint)])
        }
        let screen = Headless.run(app, size: Self.size, keys: [.space])
        let previewed = try #require(app.preview)
        #expect(previewed.title == "Mint")
        #expect(previewed.links.map(\.isEnabled) == [false])
        #expect(screen.lines.contains { $0.contains("Push Recipe View  (outside a navigation stack)") })
        #expect(app.router.isEmpty)
    }

    /// ```swift
    /// @State private var showDetails = false
    /// var favoriteColor: Color
    /// NavigationStack {
    ///     VStack { Circle().fill(favoriteColor); Button("Show details") { showDetails = true } }
    ///     .navigationDestination(isPresented: $showDetails) {
    ///         ColorDetail(color: favoriteColor, text: color.description)
    ///     }
    /// }
    /// ```
    @Test("navigationDestination(isPresented:): \"Show details\" sets showDetails and pushes ColorDetail; back sets it to false")
    func isPresentedDestination() throws {
        let router = Router<Color>()
        let favoriteColor = Color.mint
        let colorDetail: ScreenBuilder = { _ in Self.colorDetail(color: favoriteColor, text: favoriteColor.description) }
        let showDetails = router.navigationDestination(isPresentedTitle: favoriteColor.description, screen: colorDetail)
        let app = StackApp(router: router, rootTitle: "Home", destinations: Destinations()) { _ in
            Screen(title: "Home", body: ["A circle filled with \(favoriteColor)"], links: [
                .button("Show details") { showDetails.isPresented = true },
            ])
        }
        #expect(!showDetails.isPresented)
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(showDetails.isPresented)
        #expect(screen.lines[0] == " Home › Color.mint")
        #expect(screen.lines[1] == " Color.mint")
        // Stateful: the Boolean says it is pushed; it is a view above the path, not a value.
        #expect(router.views.count == 1 && router.path.isEmpty)

        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(!showDetails.isPresented)
        #expect(screen.lines[0] == " Home" && router.depth == 0)

        // "Navigate based on toggling state rather than by people's interaction."
        showDetails.isPresented = true
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home › Color.mint")
        showDetails.isPresented = false
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home")
    }

    // MARK: Value destinations

    /// ```swift
    /// NavigationStack {
    ///     List {
    ///         NavigationLink("Mint", value: Color.mint)
    ///         NavigationLink("Red", value: Color.red)
    ///     }
    ///     .navigationDestination(for: Color.self) { color in
    ///         ColorDetail(color: color, text: color.description)
    ///     }
    /// }
    /// ```
    @Test("Tapping \"Mint\" pushes the value .mint, and navigationDestination(for: Color.self) shows ColorDetail")
    func valueDestinationLinks() throws {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in
            Self.colorDetail(color: color, text: color.description)
        }
        let router = Router<Color>()
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Mint", Color.mint), .push("Red", Color.red)])
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › Mint")
        #expect(screen.lines[1] == " Color.mint")
        #expect(router.path == [.mint] && router.views.isEmpty)

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left down enter"))
        #expect(screen.lines[0] == " Home › Red")
        #expect(router.path == [.red])
    }

    /// ```swift
    /// List {
    ///     NavigationLink("Mint", value: Color.mint)
    ///     NavigationLink("Red", value: Color.red)
    ///     ForEach(recipes) { recipe in NavigationLink(recipe.description, value: recipe) }
    /// }
    /// .navigationDestination(for: Color.self) { color in ColorDetail(color: color, text: color.description) }
    /// .navigationDestination(for: Recipe.self) { recipe in RecipeDetailView(recipe: recipe) }
    /// ```
    @Test("With Color and Recipe destinations, the value's type picks the destination: Apple Pie shows RecipeDetailView")
    func mixedDestinationTypes() throws {
        let recipes: [Recipe] = [.applePie, .chocolateCake]
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in Self.colorDetail(color: color, text: color.description) }
        destinations.register(Recipe.self, title: \.description) { recipe, _ in Self.recipeDetailView(recipe: recipe) }
        let router = Router<AnyHashable>()
        let app = StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Mint", Color.mint), .push("Red", Color.red)]
                + recipes.map { recipe in .push(recipe.description, recipe) })
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down enter"))
        #expect(screen.lines[0] == " Home › Apple Pie")
        #expect(screen.lines[1] == " Apple Pie")
        #expect(router.navigationPath == NavigationPath([Recipe.applePie]))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left up up enter"))
        #expect(screen.lines[0] == " Home › Mint")
        #expect(screen.lines[1] == " Color.mint")
        #expect(router.navigationPath == NavigationPath([Color.mint]))
    }

    /// ```swift
    /// @State private var selectedRecipe: Recipe?
    /// NavigationStack {
    ///     List(recipes, selection: $selectedRecipe) { recipe in NavigationLink(recipe.description, value: recipe) }
    ///     .navigationDestination(item: $selectedRecipe) { recipe in RecipeDetailView(recipe: recipe) }
    /// }
    /// ```
    @Test("navigationDestination(item:): selecting a recipe sets selectedRecipe and pushes it; setting nil pops it")
    func itemDestination() throws {
        let recipes: [Recipe] = [.applePie, .chocolateCake]
        let router = Router<Recipe>()
        let selectedRecipe = router.navigationDestination(item: Recipe.self, title: \.description) { recipe, _ in
            Self.recipeDetailView(recipe: recipe)
        }
        let app = StackApp(router: router, rootTitle: "Home", destinations: Destinations()) { _ in
            Screen(title: "Home", links: recipes.map { recipe in .button(recipe.description) { selectedRecipe.item = recipe } })
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(selectedRecipe.item == .chocolateCake)
        #expect(screen.lines[0] == " Home › Chocolate Cake")
        #expect(screen.lines[1] == " Chocolate Cake")

        // "You can pop the view off the stack by setting selectedRecipe back to nil."
        selectedRecipe.item = nil
        screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home" && router.depth == 0)

        // Going back over the destination clears the item too.
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("up enter"))
        #expect(selectedRecipe.item == .applePie && router.views.map(\.title) == ["Apple Pie"])
        _ = Headless.run(app, size: Self.size, keys: [.left])
        #expect(selectedRecipe.item == nil && router.depth == 0)
    }

    /// ```swift
    /// @State private var path = NavigationPath()
    /// NavigationStack(path: $path) {
    ///     List { NavigationLink("Mint", value: Color.mint); NavigationLink("Red", value: Color.red) }
    ///     .navigationDestination(for: Color.self) { color in ColorDetail(color: color) }
    /// }
    /// ```
    @Test("With NavigationStack(path:), activating \"Mint\" adds Color.mint to the NavigationPath")
    func linkAppendsToNavigationPath() throws {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in Self.colorDetail(color: color, text: color.name) }
        let path = Router<AnyHashable>(path: NavigationPath())
        let app = StackApp(router: path, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Mint", Color.mint), .push("Red", Color.red)])
        }
        #expect(path.navigationPath.isEmpty)
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(path.navigationPath == NavigationPath([Color.mint]))
        #expect(path.navigationPath.count == 1)
        #expect(screen.lines[0] == " Home › Mint")
    }

    // MARK: Observing the path

    /// The article's `NavigationManager`: an `[Color]` path whose `willSet` and `didSet` print.
    ///
    /// ```swift
    /// @Observable class NavigationManager {
    ///     var path: [Color] = [] {
    ///         willSet { print("will set to \(newValue)") }
    ///         didSet { print("didSet to \(path)") }
    ///     }
    ///     @discardableResult func navigateBack() -> Color? { path.popLast() }
    /// }
    /// ```
    final class NavigationManager {
        let path = Router<Color>()
        private(set) var printed: [String] = []
        private var token: ObservationToken?

        init() {
            // The observers hear the whole tree; `path`'s own changes are those of stack 0.
            token = path.observe(
                willChange: { [unowned self] change in
                    guard change.isPathChange, change.stack == 0, let newValue = path.upcomingPath else { return }
                    printed.append("will set to \(newValue)")
                },
                didChange: { [unowned self] change in
                    guard change.isPathChange, change.stack == 0 else { return }
                    printed.append("didSet to \(path.path)")
                }
            )
        }

        @discardableResult
        func navigateBack() -> Color? { path.pop() }

        /// `NavigationStack(path: $navigationManager.path) { List { Mint, Red } … }`
        func contentView() -> StackApp<Color> {
            var destinations = ScreenDestinations()
            destinations.register(Color.self, title: \.name) { color, _ in
                Seed000UnderstandingTheNavigationStackTests.colorDetail(color: color, text: color.description)
            }
            return StackApp(router: path, rootTitle: "Home", destinations: destinations) { _ in
                Screen(title: "Home", links: [.push("Mint", Color.mint), .push("Red", Color.red)])
            }
        }
    }

    /// `NavigationStack(path: $navigationManager.path)` with the `willSet`/`didSet` observers above.
    @Test("willSet and didSet track a link: \"will set to [Color.mint]\" before, \"didSet to [Color.mint]\" after")
    func willSetAndDidSetTrackLinks() throws {
        let navigationManager = NavigationManager()
        let app = navigationManager.contentView()
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(navigationManager.printed == ["will set to [Color.mint]", "didSet to [Color.mint]"])
        _ = Headless.run(app, size: Self.size, keys: [.left])
        #expect(navigationManager.printed.suffix(2) == ["will set to []", "didSet to []"])
    }

    /// `func navigateBack() -> Color? { path.popLast() }`
    @Test("navigateBack() pops the top color and returns it; at the root it returns nil")
    func navigateBackPopsLast() throws {
        let navigationManager = NavigationManager()
        let app = navigationManager.contentView()
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(navigationManager.path.path == [.red])
        #expect(navigationManager.navigateBack() == .red)
        #expect(Headless.run(app, size: Self.size, keys: []).lines[0] == " Home")
        #expect(navigationManager.navigateBack() == nil)
        #expect(navigationManager.path.path.isEmpty)
    }

    /// ```swift
    /// @State private var path = NavigationPath()
    /// List {
    ///     NavigationLink("Mint", value: Color.mint)
    ///     NavigationLink("Red", value: Color.red)
    ///     NavigationLink("Apple Pie", value: Recipe.applePie)
    ///     NavigationLink("Chocolate Cake", value: Recipe.chocolateCake)
    /// }
    /// .navigationDestination(for: Color.self) { color in ColorDetail(color: color) }
    /// .navigationDestination(for: Recipe.self) { recipe in RecipeDetailView(recipe: recipe) }
    /// ```
    @Test("A NavigationPath holds colors and recipes in one stack: Mint then Apple Pie")
    func navigationPathHoldsSeveralTypes() throws {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in Self.colorDetail(color: color, text: color.name) }
        destinations.register(Recipe.self, title: \.description) { recipe, _ in Self.recipeDetailView(recipe: recipe) }
        let path = Router<AnyHashable>(path: NavigationPath())
        let app = StackApp(router: path, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [
                .push("Mint", Color.mint), .push("Red", Color.red),
                .push("Apple Pie", Recipe.applePie), .push("Chocolate Cake", Recipe.chocolateCake),
            ])
        }
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down down enter"))
        #expect(screen.lines[0] == " Home › Chocolate Cake")
        #expect(path.navigationPath == NavigationPath([Recipe.chocolateCake]))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left up up up enter"))
        #expect(screen.lines[0] == " Home › Mint")
        path.push(Recipe.applePie)  // path.append(Recipe.applePie)
        screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Mint › Apple Pie")
        #expect(screen.lines[1] == " Apple Pie")
        #expect(path.navigationPath == NavigationPath([AnyHashable(Color.mint), AnyHashable(Recipe.applePie)]))
    }

    // MARK: Values and views composed

    /// `NavigationStack(path: $navigationManager.path)` whose Color destination has a view link.
    static func composedStack(_ navigationManager: NavigationManager, pushedView: @escaping ScreenBuilder, viewTitle: String) -> StackApp<Color> {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in
            Screen(title: color.name, links: [.view("Push Recipe View", title: viewTitle, pushedView)])
        }
        return StackApp(router: navigationManager.path, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("View Mint Color", Color.mint)])
        }
    }

    /// ```swift
    /// NavigationStack(path: $navigationManager.path) {
    ///     NavigationLink("View Mint Color", value: Color.mint)
    ///         .navigationDestination(for: Color.self) { color in
    ///             NavigationLink("Push Recipe View") { RecipeDetailView(recipe: .applePie) }
    ///         }
    /// }
    /// ```
    @Test("Tapping both links builds Root, [Color.mint], [RecipeDetailView]: views stack above the values")
    func viewsStackAboveValues() throws {
        let navigationManager = NavigationManager()
        let app = Self.composedStack(navigationManager, pushedView: { _ in Self.recipeDetailView(recipe: .applePie) }, viewTitle: "Apple Pie")
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter"))
        #expect(screen.lines[0] == " Home › Mint › Apple Pie")
        #expect(screen.lines[1] == " Apple Pie")
        let stack = navigationManager.path
        #expect(stack.path == [.mint])                       // the collection of values
        #expect(stack.views.map(\.title) == ["Apple Pie"])   // the collection of views
        #expect(stack.description == "Root › Color.mint › [Apple Pie]")
    }

    /// ```swift
    /// NavigationLink("Push Recipe View") {
    ///     NavigationLink("Push another view", value: Color.pink)
    /// }
    /// ```
    @Test("Pushing a value while a view destination is on the stack pops the views, then pushes the value")
    func pushingAValuePopsTheViews() throws {
        let navigationManager = NavigationManager()
        let app = Self.composedStack(navigationManager, pushedView: { _ in
            Screen(title: "Recipe View", links: [.push("Push another view", Color.pink)])
        }, viewTitle: "Recipe View")
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter"))
        // The view-destination link is on the top of the stack.
        #expect(screen.lines[0] == " Home › Mint › Recipe View")
        #expect(navigationManager.path.views.count == 1)

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(screen.lines[0] == " Home › Mint › Pink")
        #expect(navigationManager.path.path == [.mint, .pink])
        #expect(navigationManager.path.views.isEmpty)
    }

    /// ```swift
    /// var path: [Color] = [] { didSet { print("didSet to \(path)") } }
    /// // New path: []
    /// // New Path: [Color.mint]
    /// ```
    @Test("Only value links are logged: \"New path: [Color.mint]\", and nothing for the view destination")
    func onlyValueChangesAreObserved() throws {
        let navigationManager = NavigationManager()
        let app = Self.composedStack(navigationManager, pushedView: { _ in Self.recipeDetailView(recipe: .applePie) }, viewTitle: "Apple Pie")
        // "New path: []": the path before anyone navigates.
        #expect(navigationManager.path.path.isEmpty && app.events.isEmpty)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter enter"))
        #expect(app.events == ["New path: [Color.mint]"])
        #expect(navigationManager.printed.filter { $0.hasPrefix("didSet") } == ["didSet to [Color.mint]"])
        // Back over the view is not observed either; back over Mint is.
        _ = Headless.run(app, size: Self.size, keys: [.left])
        #expect(app.events == ["New path: [Color.mint]"])
        _ = Headless.run(app, size: Self.size, keys: [.left])
        #expect(app.events == ["New path: [Color.mint]", "New path: []"])
    }

    // MARK: Restoring state

    /// A fresh file for one test's saved path, removed by the caller.
    static func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navigator-seed000-\(UUID().uuidString).json")
    }

    /// The article's homogeneous `NavigationManager`: `[Recipe]` saved to JSON on every change, loaded
    /// in `init`.
    ///
    /// ```swift
    /// var path: [Recipe] = [] { didSet { save() } }
    /// init() { do { let path = try load(url: NavigationManager.dataURL); self.path = path } catch { } }
    /// func save() { let data = try encoder.encode(path); try data.write(to: NavigationManager.dataURL) }
    /// func load(url: URL) throws -> [Recipe] { … try decoder.decode([Recipe].self, from: data) }
    /// ```
    final class RecipeNavigationManager {
        let path: Router<Recipe>
        private let dataURL: URL
        private var token: ObservationToken?

        init(dataURL: URL) {
            self.dataURL = dataURL
            var loaded: [Recipe] = []
            do {
                loaded = try Self.load(url: dataURL)
            } catch {
                // Handle error: no saved path on the first launch.
            }
            path = Router(path: loaded)
            token = path.observe(didChange: { [unowned self] _ in save() })
        }

        func save() {
            let encoder = JSONEncoder()
            do {
                let data = try encoder.encode(path.path)
                try data.write(to: dataURL)
            } catch {
                Issue.record("save failed: \(error)")
            }
        }

        static func load(url: URL) throws -> [Recipe] {
            let data = try Data(contentsOf: url, options: .mappedIfSafe)
            return try JSONDecoder().decode([Recipe].self, from: data)
        }
    }

    /// The `ContentView` both persistence examples share: Mint, Red, Apple Pie, Chocolate Cake.
    static func persistedContentView<V: Hashable>(_ router: Router<V>) -> StackApp<V> {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in Self.colorDetail(color: color, text: color.description) }
        destinations.register(Recipe.self, title: \.description) { recipe, _ in Self.recipeDetailView(recipe: recipe) }
        return StackApp(router: router, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [
                .push("Mint", Color.mint), .push("Red", Color.red),
                .push("Apple Pie", Recipe.applePie), .push("Chocolate Cake", Recipe.chocolateCake),
            ])
        }
    }

    @Test("A [Recipe] path saved with didSet is loaded on the next launch: Apple Pie is back on top")
    func homogeneousPathIsRestored() throws {
        let dataURL = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: dataURL) }

        let firstLaunch = RecipeNavigationManager(dataURL: dataURL)
        #expect(firstLaunch.path.path.isEmpty)  // nothing saved yet: load threw
        let app = Self.persistedContentView(firstLaunch.path)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down enter"))
        #expect(firstLaunch.path.path == [.applePie])
        #expect(try RecipeNavigationManager.load(url: dataURL) == [.applePie])

        // The example's Mint and Red links push a Color, which a [Recipe] path can't hold: refused.
        let screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("left up up enter"))
        #expect(screen.lines[0] == " Home")
        #expect(app.notice?.hasPrefix("Can't push:") == true)
        #expect(firstLaunch.path.path.isEmpty)
        #expect(try RecipeNavigationManager.load(url: dataURL).isEmpty)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down enter"))

        let secondLaunch = RecipeNavigationManager(dataURL: dataURL)
        #expect(secondLaunch.path.path == [.applePie])
        let restored = Headless.run(Self.persistedContentView(secondLaunch.path), size: Self.size, keys: [])
        #expect(restored.lines[0] == " Home › Apple Pie")
    }

    /// The article's heterogeneous `NavigationManager`: a `NavigationPath` saved through `path.codable`.
    ///
    /// ```swift
    /// var path = NavigationPath() { didSet { save() } }
    /// func save() {
    ///     guard let codableRepresentation = path.codable else { return }
    ///     let data = try encoder.encode(codableRepresentation); try data.write(to: NavigationManager.dataURL)
    /// }
    /// func load(url: URL) throws -> NavigationPath {
    ///     let path = try decoder.decode(NavigationPath.CodableRepresentation.self, from: data)
    ///     return NavigationPath(path)
    /// }
    /// ```
    final class PathNavigationManager {
        let path: Router<AnyHashable>
        private let dataURL: URL
        private var token: ObservationToken?
        private(set) var saves = 0

        /// `types`: what SwiftUI finds by name at run time, registered with the destinations here.
        init(dataURL: URL, types: CodableTypes) {
            self.dataURL = dataURL
            var loaded = NavigationPath()
            do {
                loaded = try Self.load(url: dataURL, types: types)
            } catch {
                // Handle error: no saved path on the first launch.
            }
            path = Router(path: loaded)
            token = path.observe(didChange: { [unowned self] _ in save() })
        }

        func save() {
            guard let codableRepresentation = path.navigationPath.codable else { return }
            do {
                let data = try JSONEncoder().encode(codableRepresentation)
                try data.write(to: dataURL)
                saves += 1
            } catch {
                Issue.record("save failed: \(error)")
            }
        }

        static func load(url: URL, types: CodableTypes) throws -> NavigationPath {
            let data = try Data(contentsOf: url, options: .mappedIfSafe)
            let path = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            return try NavigationPath(path, types: types)
        }
    }

    @Test("A NavigationPath of Color.mint and Recipe.applePie saved through path.codable comes back on the next launch")
    func heterogeneousPathIsRestored() throws {
        let dataURL = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: dataURL) }
        let types = Self.persistedContentView(Router<AnyHashable>()).destinations.codableTypes

        let firstLaunch = PathNavigationManager(dataURL: dataURL, types: types)
        let app = Self.persistedContentView(firstLaunch.path)
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))  // Mint
        firstLaunch.path.push(Recipe.applePie)                                           // path.append(Recipe.applePie)
        #expect(firstLaunch.saves == 2)

        // SwiftUI's shape: type names and JSON texts alternating, the top of the path first.
        let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: dataURL))
        #expect(saved.count == 4)
        #expect(saved[0] == CodableTypes.name(of: Recipe.self) && saved[2] == CodableTypes.name(of: Color.self))

        let secondLaunch = PathNavigationManager(dataURL: dataURL, types: types)
        #expect(secondLaunch.path.navigationPath == NavigationPath([AnyHashable(Color.mint), AnyHashable(Recipe.applePie)]))
        let restored = Headless.run(Self.persistedContentView(secondLaunch.path), size: Self.size, keys: [])
        #expect(restored.lines[0] == " Home › Mint › Apple Pie")
    }

    /// `guard let codableRepresentation = path.codable else { return }`: "It returns nil if any of the
    /// type-erased elements of the path don't conform to the codable."
    @Test("path.codable is nil once a value isn't Codable, so save() keeps the last saved path")
    func codableIsNilForANonCodableValue() throws {
        struct Note: Hashable { let text: String }  // Hashable, not Codable: NavigationPath accepts it

        var path = NavigationPath()
        path.append(Color.mint)
        path.append(Recipe.applePie)
        #expect(path.codable?.count == 2)
        path.append(Note(text: "not codable"))
        #expect(path.codable == nil)

        let dataURL = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: dataURL) }
        var types = CodableTypes()
        types.register(Color.self)
        let navigationManager = PathNavigationManager(dataURL: dataURL, types: types)
        navigationManager.path.push(Color.mint)
        navigationManager.path.push(Note(text: "not codable"))
        #expect(navigationManager.saves == 1)
        #expect(try PathNavigationManager.load(url: dataURL, types: types) == NavigationPath([Color.mint]))
    }
}
