import NavigatorUI

/// The demo app written as SwiftUI code: a `NavigationStack` over the model's path, a destination for
/// each type of value, Home's sheet and cover, and deep links through `.onOpenURL`.
package struct DemoView: View {
    @Bindable var model: DemoModel

    package init(model: DemoModel) { self.model = model }

    package var body: some View {
        NavigationStack(path: $model.path) {
            HomeView()
                .demoDestinations()
        }
        .sheet(item: $model.sheet) { route in PresentedStack(root: route, presenter: nil) }
        .fullScreenCover(item: $model.cover) { route in PresentedStack(root: route, presenter: nil) }
        .valuePresentations()
        .environment(\.demoStack, DemoStack(path: $model.path, rootUser: nil))
        .environment(model)
        .onOpenURL { url in model.open(url) }
    }
}

extension DemoModel {
    /// A deep link opened while the demo runs (typed after `:`, or sent from outside): the whole tree it
    /// names replaces what is shown, as at launch. A link that doesn't parse changes nothing.
    func open(_ url: URL) {
        guard let tree = try? DeepLink.tree(from: url.absoluteString) else { return }
        show(tree)
    }
}

/// A sheet's or a cover's content: a stack of its own, whose root is the presented route.
struct PresentedStack: View {
    let root: Route
    /// The user of the profile the presentation was put up from (Edit Profile in a sheet edits it).
    let presenter: String?
    @State private var path = NavigationPath()
    /// What a deep link presents over this one (`sheet/settings/sheet/settings`): a sheet or cover of a
    /// route, taken over from the restored tree.
    @State private var sheet: Route?
    @State private var cover: Route?

    var body: some View {
        NavigationStack(path: $path) {
            RouteView(route: root, isPresentationRoot: true, presenter: presenter)
                .demoDestinations()
        }
        .sheet(item: $sheet) { route in PresentedStack(root: route, presenter: root.username ?? presenter) }
        .fullScreenCover(item: $cover) { route in PresentedStack(root: route, presenter: root.username ?? presenter) }
        .valuePresentations()
        .environment(\.demoStack, DemoStack(path: $path, rootUser: root.username ?? presenter))
    }
}

/// A sheet's or a cover's root that is a value other than a route: only a deep link or a saved tree
/// puts one up (`sheet/color/mint`).
enum PresentedValue: Hashable, Identifiable {
    case color(Color), recipe(Recipe), showcase(Showcase)
    var id: Self { self }
}

/// A presented value's content: a stack of its own, as a route's is, so that its levels' Back to Home
/// empties this stack's path, not the one under it.
struct PresentedValueStack: View {
    let root: PresentedValue
    @State private var path = NavigationPath()
    @State private var sheet: Route?
    @State private var cover: Route?

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                switch root {
                case .color(let color): ColorView(color: color)
                case .recipe(let recipe): RecipeView(recipe: recipe)
                case .showcase(let showcase): ShowcaseView(showcase: showcase)
                }
            }
            .demoDestinations()
        }
        .sheet(item: $sheet) { route in PresentedStack(root: route, presenter: nil) }
        .fullScreenCover(item: $cover) { route in PresentedStack(root: route, presenter: nil) }
        .valuePresentations()
        .environment(\.demoStack, DemoStack(path: $path, rootUser: nil))
    }
}

/// The sheets and covers of colors, recipes and showcases a stack can have over it: `.sheet(item:)`
/// takes over a restored presentation whose root is of its item's type.
struct ValuePresentations<Content: View>: View {
    let content: Content
    @State private var colorSheet: Color?
    @State private var colorCover: Color?
    @State private var recipeSheet: Recipe?
    @State private var recipeCover: Recipe?
    @State private var showcaseSheet: Showcase?
    @State private var showcaseCover: Showcase?

    var body: some View {
        content
            .sheet(item: $colorSheet) { PresentedValueStack(root: .color($0)) }
            .fullScreenCover(item: $colorCover) { PresentedValueStack(root: .color($0)) }
            .sheet(item: $recipeSheet) { PresentedValueStack(root: .recipe($0)) }
            .fullScreenCover(item: $recipeCover) { PresentedValueStack(root: .recipe($0)) }
            .sheet(item: $showcaseSheet) { PresentedValueStack(root: .showcase($0)) }
            .fullScreenCover(item: $showcaseCover) { PresentedValueStack(root: .showcase($0)) }
    }
}

extension View {
    /// Sheets and covers of the demo's values other than routes, for deep links and saved trees.
    func valuePresentations() -> some View { ValuePresentations(content: self) }
}

extension Color: Identifiable { package var id: Self { self } }
extension Recipe: Identifiable { package var id: Self { self } }
extension Showcase: Identifiable { package var id: Self { self } }

extension Route {
    /// The user of a profile route.
    var username: String? {
        if case .profile(let username) = self { return username }
        return nil
    }
}

extension View {
    /// The destinations of every type of value the demo pushes (Int has none, on purpose: seed 003's
    /// warning).
    func demoDestinations() -> some View {
        self
            .navigationDestination(for: Route.self) { route in RouteView(route: route) }
            .navigationDestination(for: Color.self) { color in ColorView(color: color) }
            .navigationDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
            .navigationDestination(for: Showcase.self) { showcase in ShowcaseView(showcase: showcase) }
            .navigationDestination(for: Draft.self) { draft in DraftView(draft: draft) }
    }
}

/// Home: a link to each screen of the demo, in sections.
struct HomeView: View {
    @Environment(DemoModel.self) private var model

    var body: some View {
        List {
            Text("SwiftUI's NavigationStack in your terminal: each link pushes a value, and the breadcrumbs are the path. Press ? for every key.")
            Section("Routes (seed 004)") {
                NavigationLink("Detail 1", value: Route.detail(id: 1))
                NavigationLink("Detail 42", value: Route.detail(id: 42))
                NavigationLink("\(Demo.user)'s profile", value: Route.profile(username: Demo.user))
                NavigationLink("山田太郎's profile 🍣", value: Route.profile(username: "山田太郎"))
                NavigationLink("Settings", value: Route.settings)
            }
            Section("Values of other types on the same path (seed 000)") {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
                NavigationLink(Recipe.applePie.title, value: Recipe.applePie)
                NavigationLink(Recipe.chocolateCake.title, value: Recipe.chocolateCake)
                NavigationLink("Pick a recipe: an item destination", value: Showcase.recipePicker)
                NavigationLink("Content that loads by itself (.task)", value: Showcase.loading)
            }
            Section("Presentations (seed 004)") {
                Button("Settings as a sheet") { model.sheet = .settings }
                Button("\(Demo.user)'s profile as a full-screen cover") { model.cover = .profile(username: Demo.user) }
            }
            Section("Pitfalls (seeds 000, 002, 003, 004)") {
                NavigationLink("A draft that can't be saved (not Codable)", value: Draft(text: "grocery list"))
                NavigationLink("A value with no destination", value: 42)
                NavigationLink("A screen that changes the path while rendering", value: Showcase.renderTimePush)
                NavigationLink("A stack inside a stack", value: Showcase.nestedStack)
            }
            Section("Text style") {
                NavigationLink(value: Showcase.styledText) {
                    Text("Styled text: ") + Text("colour").foregroundColor(.cyan) + Text(", ") + Text("bold").bold() + Text(", ")
                        + Text("italic").italic()
                }
            }
            Section("Lists that cost what is visible") {
                NavigationLink("A million rows", value: Route.rows(count: 1_000_000))
            }
        }
        .navigationTitle(Demo.rootTitle)
    }
}
