import Navigation
import TerminalUI

/// The demo's screens: one renderer per value type, and the root.
package enum Screens {
    package static let rootTitle = "Home"

    /// The user whose profile the demo opens from Home and Settings.
    nonisolated package static let demoUser = "johndoe"

    static func home(_ context: ScreenContext) -> Screen {
        Screen(
            title: rootTitle,
            body: ["SwiftUI's NavigationStack in your terminal: each link pushes a value, and the breadcrumbs are the path. Press ? for every key."],
            links: [
                .push("Detail 1", Route.detail(id: 1), section: "Routes (seed 004)"),
                .push("Detail 42", Route.detail(id: 42)),
                .push("\(demoUser)'s profile", Route.profile(username: demoUser)),
                .push("山田太郎's profile 🍣", Route.profile(username: "山田太郎")),
                .push("Settings", Route.settings),
                .push("Mint", Color.mint, section: "Values of other types on the same path (seed 000)"),
                .push("Red", Color.red),
                .push(Recipe.applePie.title, Recipe.applePie),
                .push(Recipe.chocolateCake.title, Recipe.chocolateCake),
                .push("Pick a recipe: an item destination", Showcase.recipePicker),
                .push("Content that loads by itself (.task)", Showcase.loading),
                .present("Settings as a sheet", Route.settings, style: .sheet, section: "Presentations (seed 004)"),
                .present("\(demoUser)'s profile as a full-screen cover", Route.profile(username: demoUser), style: .fullScreenCover),
                .push("A draft that can't be saved (not Codable)", Draft(text: "grocery list"), section: "Pitfalls (seeds 000, 002, 003, 004)"),
                .push("A value with no destination", 42),
                .push("A screen that changes the path while rendering", Showcase.renderTimePush),
                .push("A stack inside a stack", Showcase.nestedStack),
                .push(Text("Styled text: ") + Text("colour").foregroundColor(.cyan) + ", " + Text("bold").bold() + ", "
                      + Text("italic").italic(), Showcase.styledText, section: "Text style"),
                .push("A million rows", Route.rows(count: 1_000_000), section: "Lists that cost what is visible"),
            ]
        )
    }

    static func route(_ route: Route, _ context: ScreenContext, profiles: Profiles, router: Router<AnyHashable>?) -> Screen {
        switch route {
        case .detail(let id):
            let next = id < Int.max ? Route.detail(id: id + 1) : nil
            return Screen(
                title: route.title,
                body: ["Item number \(id). “Next” pushes Detail \(next.map { "\($0.title.dropFirst(7))" } ?? "—"); back returns to the level below."],
                links: [
                    ScreenLink("Next", action: .push(AnyHashable(next ?? route)), isEnabled: next != nil,
                         disabledReason: "no id after \(id)"),
                    ScreenLink("Back to Home", action: .popToRoot),
                    ScreenLink("Go back 2 steps", action: .removeLast(2), isEnabled: context.canRemove(2),
                         disabledReason: "needs 2 levels below"),
                ]
            )
        case .settings:
            return Screen(
                title: route.title,
                body: ["Nothing to set yet. 設定はまだありません ⚙️"],
                links: [
                    .push("Your profile", Route.profile(username: demoUser)),
                    done(context) ?? ScreenLink("Back to Home", action: .popToRoot),
                ]
            )
        case .profile(let username):
            return Screen(
                title: route.title,
                body: ["Profile of \(username).", "Display name: \(profiles.displayName(of: username))"],
                links: [
                    .push("Edit Profile", Route.editProfile),
                    .present("Edit Profile in a sheet", Route.editProfile, style: .sheet),
                    .push("Settings", Route.settings),
                ] + [done(context)].compactMap { $0 }
            )
        case .editProfile:
            let username = Profiles.editedUser(in: router, context: context)
            return Screen(
                title: route.title,
                body: ["Editing \(username)'s profile: Enter (or typing) edits the display name, Esc ends it, ← goes back. The profile shows it; it is kept while navigator runs, not saved."],
                links: [
                    .textField("Display name", text: profiles.binding(for: username), prompt: username),
                    done(context) ?? ScreenLink("Done", action: .pop),
                ]
            )
        case .rows(let count):
            return rows(count)
        }
    }

    /// A lazy list of `count` rows: only the rows on screen are built, each pushing the detail of its
    /// number.
    static func rows(_ count: Int) -> Screen {
        Screen(
            title: Route.rows(count: count).title,
            body: ["Each row pushes the detail of its number; only the rows on screen are built."],
            list: LinkList(count: Route.listedRows(count), placeholder: "No rows.") { index in
                .push("Row \(index + 1)", Route.detail(id: index + 1))
            }
        )
    }

    /// "Done" at the root of a sheet or cover dismisses it (seed 004's `dismiss()`).
    private static func done(_ context: ScreenContext) -> ScreenLink? {
        context.isPresentationRoot ? ScreenLink("Done", action: .dismiss) : nil
    }

    /// Seed 000's `ColorDetail`, with its `isPresented` destination and a view-destination link.
    static func color(_ color: Color, _ context: ScreenContext, showDetails: PresentedDestination?) -> Screen {
        let others = Color.allCases.filter { $0 != color }
        return Screen(
            title: color.title,
            body: ["\(color.title): a value of type Color, pushed on the same path as routes and recipes."],
            links: [
                ScreenLink.button("Show details", section: "navigationDestination(isPresented:)") { showDetails?.isPresented = true },
                ScreenLink.view("Push Recipe View", title: Recipe.applePie.title, section: "NavigationLink(destination:): a view, not a value") { context in
                    recipeView(.applePie, context)
                },
            ] + others.enumerated().map { index, other in
                .push(other.title, other, section: index == 0 ? "NavigationLink(value:)" : nil)
            } + [ScreenLink("Back to Home", action: .popToRoot)]
        )
    }

    /// The screen `showDetails` pushes: a view, not a value of the path.
    static func colorDetails(_ color: Color, showDetails: PresentedDestination?) -> Screen {
        Screen(
            title: "\(color.title) details",
            body: ["Pushed because showDetails became true: on screen and in the breadcrumbs, but not in the path. Back sets it to false."],
            links: [ScreenLink.button("Hide details") { showDetails?.isPresented = false }]
        )
    }

    /// Seed 000's `RecipeDetailView` pushed as a view: the view destination above `[Color.mint]`.
    static func recipeView(_ recipe: Recipe, _ context: ScreenContext) -> Screen {
        Screen(
            title: recipe.title,
            body: ["A view-destination screen: it is in the breadcrumbs but not in the path, so it is neither observed, nor in the URL, nor saved. Pushing a value pops it first."],
            links: [.push("Push another view", Color.pink), ScreenLink("Back", action: .pop)]
        )
    }

    static func recipe(_ recipe: Recipe, _ context: ScreenContext) -> Screen {
        Screen(
            title: recipe.title,
            body: ["\(recipe.title): a value of type Recipe on the same path as colors and routes."],
            links: [.push("Mint", Color.mint), ScreenLink("Back to Home", action: .popToRoot)]
        )
    }

    static func recipePicker(_ context: ScreenContext, selection: ItemDestination<Recipe>?) -> Screen {
        let selected = selection?.item
        return Screen(
            title: Showcase.recipePicker.title,
            body: [
                "Choosing a recipe sets selectedRecipe, and navigationDestination(item:) pushes its screen. Going back, or clearing it, sets it to nil.",
                "selectedRecipe: \(selected.map(\.description) ?? "nil")",
            ],
            links: Recipe.allCases.map { recipe in ScreenLink.button(recipe.title) { selection?.item = recipe } } + [
                ScreenLink("Clear the selection", action: .perform { selection?.item = nil }, isEnabled: selected != nil, disabledReason: "nothing selected"),
            ]
        )
    }

    /// The screen `selectedRecipe` pushes while it is set.
    static func selectedRecipe(_ recipe: Recipe, selection: ItemDestination<Recipe>?) -> Screen {
        Screen(
            title: recipe.title,
            body: ["Shown because selectedRecipe is \(recipe). Going back sets it to nil."],
            links: [ScreenLink.button("Clear the selection") { selection?.item = nil }]
        )
    }

    static func draft(_ draft: Draft, _ context: ScreenContext) -> Screen {
        Screen(
            title: draft.title,
            body: ["Draft is Hashable but not Codable. SwiftUI's path.codable is nil once it is on the path, so nothing would be saved; navigator saves the levels below it, and says so. Back, and the whole path is saved again."],
            links: [.push("Detail 1", Route.detail(id: 1)), ScreenLink("Back", action: .pop)]
        )
    }

    static func renderTimePush(_ context: ScreenContext, router: Router<AnyHashable>?) -> Screen {
        // The pitfall itself: changing the path while the screen is being built.
        router?.push(AnyHashable(Route.settings))
        return Screen(
            title: Showcase.renderTimePush.title,
            body: ["This screen's renderer calls router.push(.settings) while it is being built. Seed 004 warns never to do that; navigator refuses the change and reports it (the notice below, and e for the log) instead of applying it."],
            links: [ScreenLink("Back", action: .pop)]
        )
    }

    /// Text whose spans carry their own style: attributes, the basic colours, the 256, a background,
    /// a span wrapped across lines, a styled link label.
    static func styledText(_ context: ScreenContext) -> Screen {
        let basic: [(String, TerminalUI.Color)] = [("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
                                                    ("magenta", .magenta), ("cyan", .cyan)]
        let more: [(String, TerminalUI.Color)] = [("orange", .orange), ("pink", .pink), ("purple", .purple), ("teal", .teal),
                                                   ("indigo", .indigo), ("brown", .brown)]
        func swatches(_ colors: [(String, TerminalUI.Color)]) -> Text {
            colors.enumerated().reduce(Text("")) { text, item in
                text + (item.offset > 0 ? ", " : "") + Text(item.element.0).foregroundColor(item.element.1)
            }
        }
        return Screen(
            title: Showcase.styledText.title,
            body: [
                "Each span of a text has a style of its own: \(Text("bold").bold()), \(Text("italic").italic()), "
                    + "\(Text("underlined").underline()), \(Text("dim").dim()) and \(Text("reversed").reverse()).",
                "Basic colours: " + swatches(basic) + ". From the 256: " + swatches(more) + ". And a background: "
                    + Text("white on blue").foregroundColor(.white).background(.blue) + ".",
                Text("This whole sentence is one green, underlined span, wrapped across lines like any other text.")
                    .foregroundColor(.green).underline(),
                "With NO_COLOR set, or on a terminal without colours, the colours drop and the attributes stay; "
                    + Text("--headless").bold() + " prints plain text.",
            ],
            links: [ScreenLink(Text("Back to ") + Text("Home").bold(), action: .popToRoot)]
        )
    }

    static func nestedStack(_ context: ScreenContext) -> Screen {
        // The pitfall itself: a destination that builds a NavigationStack of its own.
        let inner = StackApp(router: Router<Route>(), rootTitle: "Inner", destinations: Destinations()) { _ in
            Screen(title: "Inner")
        }
        return .navigationStack(inner)
    }
}
