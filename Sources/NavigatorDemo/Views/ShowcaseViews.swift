import NavigatorUI

/// The screen of a showcase: a SwiftUI concept or pitfall from the seeds at work.
struct ShowcaseView: View {
    let showcase: Showcase

    var body: some View {
        switch showcase {
        case .recipePicker: RecipePickerView()
        case .renderTimePush: RenderTimePushView()
        case .nestedStack: NestedStackView()
        case .loading: LoadingView()
        case .styledText: StyledTextView()
        }
    }
}

/// A list whose choice sets `selectedRecipe`, and `navigationDestination(item:)` pushes its screen.
struct RecipePickerView: View {
    @Environment(DemoModel.self) private var model

    var body: some View {
        @Bindable var model = model
        Text("Choosing a recipe sets selectedRecipe, and navigationDestination(item:) pushes its screen. Going back, or clearing it, sets it to nil.")
        Text("selectedRecipe: \(model.selectedRecipe.map(\.description) ?? "nil")")
        ForEach(Recipe.allCases, id: \.self) { recipe in
            Button(recipe.title) { model.selectedRecipe = recipe }
        }
        Button("Clear the selection") { model.selectedRecipe = nil }
            .disabled(model.selectedRecipe == nil)
            .help("nothing selected")
            .navigationTitle(Showcase.recipePicker.title)
            .navigationDestination(item: $model.selectedRecipe) { recipe in SelectedRecipeView(recipe: recipe) }
    }
}

/// The screen `selectedRecipe` pushes while it is set.
struct SelectedRecipeView: View {
    let recipe: Recipe
    @Environment(DemoModel.self) private var model

    var body: some View {
        Text("Shown because selectedRecipe is \(recipe). Going back sets it to nil.")
        Button("Clear the selection") { model.selectedRecipe = nil }
            .navigationTitle(recipe.title)
    }
}

/// Seed 004's pitfall: a body that changes the path while it is evaluated.
struct RenderTimePushView: View {
    @Environment(\.demoStack) private var stack
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        // The pitfall itself: changing the path while the screen is being built.
        let _ = stack.path.wrappedValue.append(Route.settings)
        Text("This screen's renderer calls router.push(.settings) while it is being built. Seed 004 warns never to do that; navigator refuses the change and reports it (the notice below, and e for the log) instead of applying it.")
        Button("Back") { dismiss() }
            .navigationTitle(Showcase.renderTimePush.title)
    }
}

/// Seed 002's pitfall: a destination that builds a NavigationStack of its own.
struct NestedStackView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Inner")
                .navigationTitle("Inner")
        }
        .navigationTitle(Showcase.nestedStack.title)
    }
}

/// SwiftUI's `.task { await model.load() }`: “Loading…” until the model has what it fetched, then the
/// content, with no key pressed.
struct LoadingView: View {
    @Environment(DemoModel.self) private var model

    var body: some View {
        Group {
            switch model.catalogue.state {
            case .loading:
                Text("The catalogue arrives in about half a second, with no key pressed: the screen's task loads it and the model it changes redraws the screen.")
                Text("Go back before then and the load is cancelled (press e for the event log).")
            case .loaded(let items):
                Text("\(items.count) items arrived while you watched. Going back and coming here again keeps them.")
                ForEach(items, id: \.self) { item in
                    Button(item) { model.log("Picked \(item)") }
                }
            }
        }
        .navigationTitle(Showcase.loading.title)
        .toolbar {
            // The heading says what is happening; the breadcrumb keeps the showcase's title.
            ToolbarItem(placement: .principal) {
                Text(model.catalogue.state == .loading ? "Loading…" : "Loaded")
            }
        }
        .task { await model.catalogue.load(log: model.log) }
    }
}

/// Text whose spans carry their own style: attributes, the basic colours, the 256, a span wrapped across
/// lines, a styled link label.
struct StyledTextView: View {
    var body: some View {
        let basic: [(String, NavigatorUI.Color)] = [("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
                                                    ("magenta", NavigatorUI.Color("magenta")), ("cyan", .cyan)]
        let more: [(String, NavigatorUI.Color)] = [("orange", .orange), ("pink", .pink), ("purple", .purple), ("teal", .teal),
                                                   ("indigo", .indigo), ("brown", .brown)]
        Text("Each span of a text has a style of its own: \(Text("bold").bold()), \(Text("italic").italic()), \(Text("underlined").underline()), \(Text("dim").foregroundStyle(.secondary)) and \(Text("reversed")).")
        // A background is a view's, not a text's, in SwiftUI: the paragraph is a row of texts with no space between.
        HStack(spacing: 0) {
            Text("Basic colours: \(swatches(basic)). From the 256: \(swatches(more)). And a background: ")
            Text("white on blue").foregroundColor(.white).background(NavigatorUI.Color.blue)
            Text(".")
        }
        Text("This whole sentence is one green, underlined span, wrapped across lines like any other text.")
            .foregroundColor(.green).underline()
        Text("With NO_COLOR set, or on a terminal without colours, the colours drop and the attributes stay; \(Text("--headless").bold()) prints plain text.")
        BackToHome { Text("Back to ") + Text("Home").bold() }
            .navigationTitle(Showcase.styledText.title)
    }

    private func swatches(_ colors: [(String, NavigatorUI.Color)]) -> Text {
        colors.enumerated().reduce(Text("")) { text, item in
            text + Text(verbatim: item.offset > 0 ? ", " : "") + Text(item.element.0).foregroundColor(item.element.1)
        }
    }
}
