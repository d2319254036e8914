// Seed 000, Apple's "Understanding the navigation stack", written as the article writes it, with
// `import NavigatorUI` in place of `import SwiftUI`. The one addition is `Color`: SwiftUI's, reduced to
// the colors the article pushes, a view that draws a swatch line (SwiftUI draws a coloured rectangle).
import NavigatorUI
import Testing

enum Color: String, Hashable, Codable, CustomStringConvertible, View {
    case mint, red, pink
    var description: String { "Color.\(rawValue)" }
    var body: some View { Text("Swatch: \(description)") }
}

// --- The article's code, as written ---

struct ValueView: View {
    private var recipes: [Recipe] = [.applePie, .chocolateCake]

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.description, value: recipe)
                }
            }
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color, text: color.description)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

struct RecipeDetailView: View {
    var recipe: Recipe

    var body: some View {
        Text(recipe.description)
    }
}

enum Recipe: Identifiable, Hashable, Codable {
    case applePie
    case chocolateCake

    var id: Self { self }

    var description: String {
        switch self {
        case .applePie:
            return "Apple Pie"
        case .chocolateCake:
            return "Chocolate Cake"
        }
    }
}

struct ColorDetail: View {
    var color: Color
    var text: String

    var body: some View {
        VStack {
            Text(text)
            color
         }
    }
}

struct DestinationView: View {
    var body: some View {
        NavigationStack {
            NavigationLink {
                ColorDetail(color: .mint, text: "Mint")
            } label: {
                Text("Mint")
            }

            NavigationLink {
                ColorDetail(color: .red, text: "Red")
            } label: {
                Text("Red")
            }
        }
    }
}

// --- End of the article's code ---

/// The frames of these views, exactly: breadcrumbs, title, paragraphs, links with the selection
/// marker, footer. (No `.navigationTitle` in the article's code: the root's title is empty, and a
/// value's screen is titled with the value, as `String(describing:)` writes it.)
@Suite struct Seed000ValueViewTests {
    static let size = TerminalSize(width: 60, height: 12)
    static let rootFooter = " ↑↓ select  ⏎ open  ← back  g home  e log  ? keys  q quit"
    static let footer = " ↑↓ select  ⏎ open  ← back  g home  ? keys  q quit"

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("ValueView's root: two colors and the recipes of ForEach(recipes), the first link selected")
    func root() throws {
        let lines = Headless.run(ValueView(), size: Self.size, keys: []).lines
        #expect(lines == ["", "", "", " ▸ Mint", "   Red", "   Apple Pie", "   Chocolate Cake", "", "", "", "", Self.rootFooter])
    }

    @Test("NavigationLink(_:value:) pushes the value; navigationDestination(for: Color.self) draws ColorDetail")
    func colorLink() throws {
        let host = ViewHost(ValueView())
        let lines = try Self.frame(host, "down enter")
        #expect(lines == ["  › Color.red", " Color.red", "", "  Color.red", "", "  Swatch: Color.red", "", "", "", "", "", Self.footer])
        #expect(host.router.path == [AnyHashable(Color.red)])
    }

    @Test("The stack matches each link with the destination of its value's type: a Recipe gets RecipeDetailView")
    func recipeLink() throws {
        let host = ViewHost(ValueView())
        var lines = try Self.frame(host, "down enter left")
        #expect(lines[3] == "   Mint" && lines[4] == " ▸ Red")  // back at the root, Red still selected
        lines = try Self.frame(host, "down down enter")
        #expect(Array(lines[0...3]) == ["  › chocolateCake", " chocolateCake", "", "  Chocolate Cake"])
        #expect(host.router.path == [AnyHashable(Recipe.chocolateCake)])
    }

    @Test("NavigationLink(destination:label:) pushes ColorDetail as a view, not a value of the path")
    func viewDestination() throws {
        let host = ViewHost(DestinationView())
        #expect(try Self.frame(host, "") == ["", "", "", " ▸ Mint", "   Red", "", "", "", "", "", "", Self.rootFooter])
        let lines = try Self.frame(host, "down enter")
        #expect(lines == ["  › Red", " Red", "", "  Red", "", "  Swatch: Color.red", "", "", "", "", "", Self.footer])
        #expect(host.router.path.isEmpty && host.router.depth == 1)
    }

    @Test("A NavigationLink outside a NavigationStack is drawn disabled")
    func linkOutsideAStack() throws {
        struct Loose: View {
            var body: some View {
                NavigationLink("Mint", value: Color.mint)
            }
        }
        let host = ViewHost(Loose())
        let lines = try Self.frame(host, "enter")
        #expect(lines[3] == "   Mint  (outside a navigation stack)")
        #expect(host.router.isEmpty)
    }
}

// The article's navigationDestination(item:) example, as written (it is named ContentView there).
struct ContentView: View {
    private var recipes: [Recipe] = [.applePie, .chocolateCake]
    @State private var selectedRecipe: Recipe?

    var body: some View {
        NavigationStack {
            List(recipes, selection: $selectedRecipe) { recipe in
                NavigationLink(recipe.description, value: recipe)
            }
            .navigationDestination(item: $selectedRecipe) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

@Suite struct Seed000ItemDestinationTests {
    static let size = TerminalSize(width: 60, height: 8)

    @Test("navigationDestination(item:): a recipe link of List(selection:) sets selectedRecipe, which pushes RecipeDetailView; back clears it")
    func itemDestination() throws {
        let host = ViewHost(ContentView())
        var lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("down enter")).lines
        #expect(Array(lines[0...3]) == ["  › chocolateCake", " chocolateCake", "", "  Chocolate Cake"])
        // A destination pushed as a view: not a value of the path.
        #expect(host.router.path.isEmpty && host.router.depth == 1)
        lines = Headless.run(host, size: Self.size, keys: [.left]).lines
        #expect(host.router.depth == 0 && lines[4] == " ▸ Chocolate Cake")
        // selectedRecipe went back to nil: selecting the same recipe again pushes it again.
        lines = Headless.run(host, size: Self.size, keys: [.enter]).lines
        #expect(lines[1] == " chocolateCake" && host.router.depth == 1)
    }
}
