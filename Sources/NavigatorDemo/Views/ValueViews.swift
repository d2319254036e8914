import NavigatorUI

/// Seed 000's `ColorDetail`, with its `isPresented` destination and a view-destination link.
struct ColorView: View {
    let color: Color
    @Environment(DemoModel.self) private var model

    var body: some View {
        Text("\(color.title): a value of type Color, pushed on the same path as routes and recipes.")
        Section("navigationDestination(isPresented:)") {
            Button("Show details") { model.showDetails[color] = true }
        }
        Section("NavigationLink(destination:): a view, not a value") {
            NavigationLink("Push Recipe View") { RecipeDetailView(recipe: .applePie) }
        }
        Section("NavigationLink(value:)") {
            ForEach(Color.allCases.filter { $0 != color }, id: \.self) { other in
                NavigationLink(other.title, value: other)
            }
        }
        BackToHome()
            .navigationTitle(color.title)
            .navigationDestination(isPresented: model.showsDetails(of: color)) { ColorDetailsView(color: color) }
    }
}

/// The screen `showDetails` pushes: a view, not a value of the path.
struct ColorDetailsView: View {
    let color: Color
    @Environment(DemoModel.self) private var model

    var body: some View {
        Text("Pushed because showDetails became true: on screen and in the breadcrumbs, but not in the path. Back sets it to false.")
        Button("Hide details") { model.showDetails[color] = false }
            .navigationTitle("\(color.title) details")
    }
}

/// Seed 000's `RecipeDetailView` pushed as a view: the view destination above `[Color.mint]`.
struct RecipeDetailView: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("A view-destination screen: it is in the breadcrumbs but not in the path, so it is neither observed, nor in the URL, nor saved. Pushing a value pops it first.")
        NavigationLink("Push another view", value: Color.pink)
        Button("Back") { dismiss() }
            .navigationTitle(recipe.title)
    }
}

struct RecipeView: View {
    let recipe: Recipe

    var body: some View {
        Text("\(recipe.title): a value of type Recipe on the same path as colors and routes.")
        NavigationLink("Mint", value: Color.mint)
        BackToHome()
            .navigationTitle(recipe.title)
    }
}

struct DraftView: View {
    let draft: Draft
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Draft is Hashable but not Codable. SwiftUI's path.codable is nil once it is on the path, so nothing would be saved; navigator saves the levels below it, and says so. Back, and the whole path is saved again.")
        NavigationLink("Detail 1", value: Route.detail(id: 1))
        Button("Back") { dismiss() }
            .navigationTitle(draft.title)
    }
}
