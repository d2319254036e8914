// Seed 003, the article "Taking control of your navigation in SwiftUI with NavigationPath": each code
// example written against navigator's API, with the same destinations and path operations
// (`path.append(color)`, `path.removeAll()`, `path.removeLast(path.count)`), asserting what the article
// describes. The article elides `colors` and `genres`; the values below stand in for them.
import Navigation
import Testing
import TerminalUI

@Suite struct Seed003NavigationPathTests {
    /// SwiftUI's `Color`, reduced to the article's `colors`.
    enum Color: String, Hashable, Codable, CustomStringConvertible {
        case red, green, blue
        var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        var description: String { "Color.\(rawValue)" }
    }

    /// A type no `navigationDestination(for:)` handles here.
    struct Artist: Hashable { let name: String }

    static let colors: [Color] = [.red, .green, .blue]
    static let genres = ["Pop", "Rock", "Jazz"]
    static let size = TerminalSize(width: 72, height: 16)

    // MARK: Type-specific navigation

    /// ```swift
    /// @State private var path: [Color] = []
    /// NavigationStack(path: $path) {
    ///     List { ForEach(colors, id: \.self) { color in Button { path.append(color) } label: { … } } }
    ///     .navigationDestination(for: Color.self) { color in
    ///         VStack { color; …; Button("Pop to root") { path.removeAll() } }
    ///     }
    /// }
    /// ```
    static func colorStack(_ path: Router<Color>) -> StackApp<Color> {
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in
            Screen(title: color.name, body: ["Swatch: \(color)"], links: [.button("Pop to root") { path.popToRoot() }])
        }
        return StackApp(router: path, rootTitle: "Colors", destinations: destinations) { _ in
            Screen(title: "Colors", links: colors.map { color in .button(color.name) { path.push(color) } })
        }
    }

    @Test("With a [Color] path, a button appends its color and \"Pop to root\" empties the array")
    func typedPathAppendAndRemoveAll() throws {
        let path = Router<Color>(path: [])
        let app = Self.colorStack(path)
        var screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down enter"))
        #expect(path.path == [.green])
        #expect(screen.lines[0] == " Colors › Green")
        #expect(screen.lines.contains("  Swatch: Color.green"))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))  // Pop to root
        #expect(path.path.isEmpty)
        #expect(screen.lines[0] == " Colors")
    }

    /// "The array is empty when in the root view, while it gets filled as you navigate deeper, with
    /// the last element of the array being the currently displayed view."
    @Test("The array is empty at the root, fills as you go deeper, and its last element is the screen shown")
    func lastElementIsTheScreenShown() throws {
        let path = Router<Color>(path: [])
        let app = Self.colorStack(path)
        #expect(path.path.isEmpty && Headless.run(app, size: Self.size, keys: []).lines[0] == " Colors")
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        path.push(.blue)  // path.append(.blue): navigate to a new view
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(path.path == [.red, .blue])
        #expect(screen.lines[0] == " Colors › Red › Blue")
        #expect(screen.lines[1] == " Blue")
        // Navigating back removes the last element.
        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(path.path == [.red])
        #expect(screen.lines[1] == " Red")
    }

    // MARK: NavigationPath for multiple types

    /// ```swift
    /// @State private var path = NavigationPath()
    /// NavigationStack(path: $path) {
    ///     List {
    ///         Section("Colors") { ForEach(colors, id: \.self) { color in Button { path.append(color) } … } }
    ///         Section("Genres") { ForEach(genres, id: \.self) { genre in Button { path.append(genre) } … } }
    ///     }
    ///     .navigationDestination(for: Color.self) { color in
    ///         VStack { …; Button("Pop to root") { path.removeLast(path.count) } }
    ///     }
    ///     .navigationDestination(for: String.self) { genre in
    ///         VStack { …; Button("Pop to root") { path.removeLast(path.count) } }
    ///     }
    /// }
    /// ```
    static func mixedStack(_ path: Router<AnyHashable>) -> StackApp<AnyHashable> {
        let popToRoot = ScreenLink.button("Pop to root") { try? path.removeLast(path.count) }
        var destinations = ScreenDestinations()
        destinations.register(Color.self, title: \.name) { color, _ in
            Screen(title: color.name, body: ["Swatch: \(color)"], links: [popToRoot])
        }
        destinations.register(String.self, title: { $0 }) { genre, _ in
            Screen(title: genre, body: ["Music genre: \(genre)"], links: [popToRoot])
        }
        return StackApp(router: path, rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links:
                colors.map { color in .button(color.name, section: "Colors") { path.push(color) } }
                + genres.map { genre in .button(genre, section: "Genres") { path.push(genre) } })
        }
    }

    @Test("A NavigationPath takes colors and genres, each with its destination; removeLast(path.count) pops to the root")
    func navigationPathOfColorsAndGenres() throws {
        let path = Router<AnyHashable>(path: NavigationPath())
        let app = Self.mixedStack(path)
        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines.contains(" Colors") && screen.lines.contains(" Genres"))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("down down down down enter"))
        #expect(path.navigationPath == NavigationPath(["Rock"]))
        #expect(screen.lines[0] == " Home › Rock")
        #expect(screen.lines.contains("  Music genre: Rock"))

        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))  // Pop to root
        #expect(path.navigationPath.isEmpty)
        #expect(screen.lines[0] == " Home")

        // A color, then a genre on top of it: "Pop to root" removes both.
        _ = Headless.run(app, size: Self.size, keys: try Key.parseScript("up up up enter"))
        path.push("Jazz")
        screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › Green › Jazz")
        #expect(path.navigationPath == NavigationPath([AnyHashable(Color.green), AnyHashable("Jazz")]))
        screen = Headless.run(app, size: Self.size, keys: try Key.parseScript("enter"))
        #expect(path.navigationPath.isEmpty && screen.lines[0] == " Home")
    }

    /// `path.removeLast(path.count)` on a `NavigationPath` value, outside any stack.
    @Test("removeLast(path.count) empties a NavigationPath; asking for more than it holds is refused")
    func removeLastCountOnAValue() throws {
        var path = NavigationPath()
        path.append(Color.red)
        path.append("Jazz")
        #expect(path.count == 2)
        #expect(throws: NavigationError.cannotRemove(requested: 3, available: 2)) { try path.removeLast(path.count + 1) }
        #expect(path.count == 2)
        try path.removeLast(path.count)
        #expect(path.isEmpty && path == NavigationPath())
    }

    // MARK: An unhandled type

    /// "If you append a value to the NavigationPath but a navigation destination modifier does not
    /// handle the type, you will get no errors at compile time and the NavigationStack will show the
    /// user an empty view with a warning symbol."
    @Test("A value whose type has no destination compiles, and shows a ⚠ screen naming the type; back leaves it")
    func unhandledTypeShowsAWarning() throws {
        let path = Router<AnyHashable>(path: NavigationPath())
        let app = Self.mixedStack(path)
        path.push(Artist(name: "Miles Davis"))  // path.append(Artist(name: "Miles Davis"))

        var screen = Headless.run(app, size: Self.size, keys: [])
        #expect(screen.lines[0] == " Home › ⚠ SeedExampleTests.Seed003NavigationPathTests.Artist")
        #expect(screen.lines[1] == " ⚠ SeedExampleTests.Seed003NavigationPathTests.Artist")
        #expect(!screen.lines.contains { $0.contains("▸") })   // an empty view: nothing to select
        #expect(path.navigationPath.count == 1)

        screen = Headless.run(app, size: Self.size, keys: [.left])
        #expect(screen.lines[0] == " Home" && path.navigationPath.isEmpty)
    }
}
