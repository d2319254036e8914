// Seed 000, Apple's "Understanding the navigation stack": its 14 code examples (000.1 … 000.14, in the
// order of the article; README.md in this folder lists them), each as the article writes it with
// `import NavigatorUI` in place of `import SwiftUI`, and a test of what the article says it does.
//
// Wrappers, quoted as such (none changes an example's code):
// - `enum Seed000_N { … }`: the example declares a name another example declares too (`ContentView`,
//   `NavigationManager`, `DestinationView`, `ValueView`); examples that use another's
//   `NavigationManager` name it with a `typealias` in their namespace.
// - `struct Seed000_3: View { var body: some View { … } }`: 000.3 is a fragment, a body's content.
// - `extension ColorDetail { init(color:) }`: 000.6 and 000.9 call `ColorDetail(color: color)`, which the
//   article never declares (its ColorDetail has a `text` too); the wrapper passes the color's description.
// - `static func print(_:)` in the namespaces whose examples print: writes the line and records it.
//
// Changed, a gap tracked in README.md: 000.2 (no `var body` and an undefined `color` in the article: it
// does not compile in SwiftUI either).
import NavigatorUI
import Testing

// MARK: 000.1 — NavigationLink(destination:label:), as written

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

// MARK: 000.2 — navigationDestination(isPresented:), CHANGED (see the marked lines)

enum Seed000_2 {
struct DestinationView: View { 
    @State private var showDetails = false
    var favoriteColor: Color
    
    var body: some View {  // CHANGED: added; the article's stack stands in the struct, outside any body
    NavigationStack {
        VStack {
            Circle()
                .fill(favoriteColor)
            Button("Show details") {
                showDetails = true
            }
        }
        .navigationDestination(isPresented: $showDetails) {
            ColorDetail(color: favoriteColor, text: favoriteColor.description)  // CHANGED: `color.description`, undefined in the article
        }
    }
    }  // CHANGED: closes the added body
}
}

// MARK: 000.3 — a fragment, in the smallest wrapper: a view whose body it is

struct Seed000_3: View {
    var body: some View {
NavigationStack {
    List {
        NavigationLink("Mint", value: Color.mint)
        NavigationLink("Red", value: Color.red)
    }
    .navigationDestination(for: Color.self) { color in
        ColorDetail(color: color, text: color.description)
    }
}
    }
}

// MARK: 000.4 — several destination types, as written

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

// MARK: 000.5 — navigationDestination(item:), as written

enum Seed000_5 {
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
}

// MARK: 000.6 — NavigationStack(path:) with a NavigationPath, as written

/// The wrapper for 000.6 and 000.9, which call `ColorDetail(color:)`: the article never declares it.
extension ColorDetail {
    init(color: Color) {
        self.init(color: color, text: color.description)
    }
}

enum Seed000_6 {
struct ContentView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
            }
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color)
            }
        }
    }
}
}

// MARK: 000.7 — an @Observable NavigationManager's [Color] path, willSet/didSet, as written

enum Seed000_7 {
@Observable
class NavigationManager {
    var path: [Color] = [] {
        willSet {
            print("will set to \(newValue)")
        }
        
        didSet {
            print("didSet to \(path)")
        }
    }
}

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
            }
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color, text: color.description)
            }
        }
    }
}
}

extension Seed000_7 { static func print(_ line: String) { Printed.record(line, in: "000.7") } }

// MARK: 000.8 — navigateBack(), as written

enum Seed000_8 {
@Observable
class NavigationManager {
    var path: [Color] = [] {
        willSet {
            print("will set to \(newValue)")
        }
        
        didSet {
            print("didSet to \(path)")
        }
    }
    
    @discardableResult
    func navigateBack() -> Color? {
        path.popLast()
    }
}
}

extension Seed000_8 { static func print(_ line: String) { Printed.record(line, in: "000.8") } }

// MARK: 000.9 — a NavigationPath of colors and recipes, as written

enum Seed000_9 {
struct ValueView: View {
    @State private var path = NavigationPath()
    
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
                NavigationLink("Apple Pie", value: Recipe.applePie)
                NavigationLink("Chocolate Cake", value: Recipe.chocolateCake)
            }
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}
}

// MARK: 000.10 — a value link, then a view link above it, as written (000.8's NavigationManager)

enum Seed000_10 {
typealias NavigationManager = Seed000_8.NavigationManager  // the wrapper: which NavigationManager

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            NavigationLink("View Mint Color", value: Color.mint)
                .navigationDestination(for: Color.self) { color in
                    NavigationLink("Push Recipe View") {
                        RecipeDetailView(recipe: .applePie)
                    }
                }
        }
    }
}
}

// MARK: 000.11 — a value link on a view destination, as written (000.8's NavigationManager)

enum Seed000_11 {
typealias NavigationManager = Seed000_8.NavigationManager  // the wrapper: which NavigationManager

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            NavigationLink("View Mint Color", value: Color.mint)
                .navigationDestination(for: Color.self) { color in
                    NavigationLink("Push Recipe View") {
                        NavigationLink("Push another view", value: Color.pink)
                    }
                }
        }
    }
}
}

// MARK: 000.12 — observing the path with didSet, as written

enum Seed000_12 {
@Observable
class NavigationManager {
    var path: [Color] = [] {
        didSet {
            print("didSet to \(path)")
        }
    }
}

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            NavigationLink("View Mint Color", value: Color.mint)
                .navigationDestination(for: Color.self) { color in
                    NavigationLink("Push Recipe View") {
                        RecipeDetailView(recipe: .applePie)
                    }
                }
        }
    }
}
}

extension Seed000_12 { static func print(_ line: String) { Printed.record(line, in: "000.12") } }

// MARK: 000.13 — saving a [Recipe] path as JSON in the Documents folder, as written

enum Seed000_13 {
@Observable
class NavigationManager {
    var path: [Recipe] = [] {
        didSet {
            save()
        }
    }
    
    /// The URL for the JSON file that stores the navigation path.
    private static var dataURL: URL {
        .documentsDirectory.appending(path: "NavigationPath.json")
    }
    
    init() {
        do {
            // Load the data model from the 'NavigationPath' data file found in the Documents directory.
            let path = try load(url: NavigationManager.dataURL)
            self.path = path
        } catch {
            // Handle error.
        }
    }
    
    func save() {
        let encoder = JSONEncoder()
        do {
            let data = try encoder.encode(path)
            try data.write(to: NavigationManager.dataURL)
        } catch {
            // Handle error.
        }
    }
    
    /// Load the navigation path from a previously saved state.
    func load(url: URL) throws -> [Recipe] {
        let data = try Data(contentsOf: url, options: .mappedIfSafe)
        let decoder = JSONDecoder()
        return try decoder.decode([Recipe].self, from: data)
    }
}

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
                NavigationLink("Apple Pie", value: Recipe.applePie)
                NavigationLink("Chocolate Cake", value: Recipe.chocolateCake)
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
}

// MARK: 000.14 — saving a NavigationPath through `codable`, as written

enum Seed000_14 {
@Observable
class NavigationManager {
    var path = NavigationPath() {
        didSet {
            save()
        }
    }
    
    /// The URL for the JSON file that stores the navigation path.
    private static var dataURL: URL {
        .documentsDirectory.appending(path: "NavigationPath.json")
    }
    
    init() {
        do {
            // Load the data model from the 'NavigationPath' data file found in the Documents directory.
            let path = try load(url: NavigationManager.dataURL)
            self.path = path
        } catch {
            // Handle error
        }
    }
    
    func save() {
        guard let codableRepresentation = path.codable else { return }
        let encoder = JSONEncoder()
        do {
            let data = try encoder.encode(codableRepresentation)
            try data.write(to: NavigationManager.dataURL)
        } catch {
            //Handle error.
        }
    }
    
    /// Load the navigation path from a previously saved data.
    func load(url: URL) throws -> NavigationPath {
        let data = try Data(contentsOf: url, options: .mappedIfSafe)
        let decoder = JSONDecoder()
        let path = try decoder.decode(NavigationPath.CodableRepresentation.self, from: data)
        return NavigationPath(path)
    }
}
}

// MARK: - Tests

@Suite struct Seed000UnderstandingTheNavigationStackTests {
    static let size = TerminalSize(width: 60, height: 12)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        try frameLines(host, keys, size: size)
    }

    @Test("000 (prose): a NavigationLink with no NavigationStack above it is drawn disabled")
    func linkOutsideAStackIsDisabled() throws {
        struct Loose: View {  // not the article's: it has no code for this
            var body: some View {
                NavigationLink("Mint", value: Color.mint)
            }
        }
        let host = ViewHost(Loose())
        let lines = try Self.frame(host, "enter")
        #expect(lines[3] == "   Mint  (outside a navigation stack)")
        #expect(host.path.isEmpty)
    }

    @Test("000.1: NavigationLink(destination:label:) pushes ColorDetail as a view, at depth 1, not a value of the path")
    func viewDestinationLinks() throws {
        let host = ViewHost(DestinationView())
        #expect(try Self.frame(host, "") == ["", "", "", " ▸ Mint", "   Red", "", "", "", "", "", "", rootFooter])
        let lines = try Self.frame(host, "down enter")
        // A view destination is titled with its link's label.
        #expect(lines == ["  › Red", " Red", "", "  Red", "", "  ████████ red", "", "", "", "", "", footer])
        #expect(host.path.isEmpty && host.depth == 1)
    }

    @Test("000.2: the button sets showDetails, which pushes ColorDetail; back sets it to false, so the button pushes again")
    func isPresentedDestination() throws {
        let host = ViewHost(Seed000_2.DestinationView(favoriteColor: .mint))
        #expect(Array(try Self.frame(host, "")[3...5]) == ["  ●", "", " ▸ Show details"])
        var lines = try Self.frame(host, "enter")
        #expect(Array(lines[3...5]) == ["  mint", "", "  ████████ mint"])
        #expect(host.path.isEmpty && host.depth == 1)
        lines = try Self.frame(host, "left")
        #expect(lines[5] == " ▸ Show details" && host.depth == 0)
        lines = try Self.frame(host, "enter")
        #expect(lines[3] == "  mint" && host.depth == 1)
    }

    @Test("000.3: NavigationLink(_:value:) appends Color.mint; navigationDestination(for: Color.self) draws ColorDetail")
    func valueDestinationLinks() throws {
        let host = ViewHost(Seed000_3())
        #expect(try Self.frame(host, "") == ["", "", "", " ▸ Mint", "   Red", "", "", "", "", "", "", rootFooter])
        let lines = try Self.frame(host, "enter")
        #expect(lines == ["  › mint", " mint", "", "  mint", "", "  ████████ mint", "", "", "", "", "", footer])
        #expect(host.path == [AnyHashable(Color.mint)])
    }

    @Test("000.4: one stack, two destination types: the value's type picks ColorDetail or RecipeDetailView")
    func mixedDestinationTypes() throws {
        let host = ViewHost(ValueView())
        #expect(try Self.frame(host, "") == ["", "", "", " ▸ Mint", "   Red", "   Apple Pie", "   Chocolate Cake", "", "", "", "", rootFooter])
        var lines = try Self.frame(host, "down enter")
        #expect(Array(lines[0...5]) == ["  › red", " red", "", "  red", "", "  ████████ red"])
        lines = try Self.frame(host, "left down down enter")
        #expect(Array(lines[0...3]) == ["  › chocolateCake", " chocolateCake", "", "  Chocolate Cake"])
        #expect(host.path == [AnyHashable(Recipe.chocolateCake)])
    }

    @Test("000.5: a recipe link sets selectedRecipe, which pushes RecipeDetailView; back sets it to nil")
    func itemDestination() throws {
        let host = ViewHost(Seed000_5.ContentView())
        var lines = try Self.frame(host, "down enter")
        #expect(Array(lines[0...3]) == ["  › chocolateCake", " chocolateCake", "", "  Chocolate Cake"])
        #expect(host.path.isEmpty && host.depth == 1)
        lines = try Self.frame(host, "left")
        #expect(host.depth == 0 && lines[4] == " ▸ Chocolate Cake")
        // selectedRecipe is nil again: selecting the same recipe pushes it again.
        lines = try Self.frame(host, "enter")
        #expect(lines[3] == "  Chocolate Cake" && host.depth == 1)
    }

    @Test("000.6: NavigationStack(path:) with a @State NavigationPath: a link appends Color.mint to it")
    func navigationPathState() throws {
        let host = ViewHost(Seed000_6.ContentView())
        let lines = try Self.frame(host, "enter")
        #expect(Array(lines[0...5]) == ["  › mint", " mint", "", "  mint", "", "  ████████ mint"])
        #expect(host.path == [AnyHashable(Color.mint)])
        _ = try Self.frame(host, "left")
        #expect(host.path.isEmpty)
    }

    @Test("000.7: willSet and didSet of the manager's [Color] path print each change a link or back makes")
    func willSetAndDidSet() throws {
        _ = Printed.take("000.7")
        let host = ViewHost(Seed000_7.ContentView())
        _ = try Self.frame(host, "down enter")
        #expect(Printed.take("000.7") == ["will set to [red]", "didSet to [red]"])
        _ = try Self.frame(host, "left")
        #expect(Printed.take("000.7") == ["will set to []", "didSet to []"])
    }

    @Test("000.8: navigateBack() pops the last color, and the property observers see it")
    func navigateBack() throws {
        _ = Printed.take("000.8")
        let manager = Seed000_8.NavigationManager()
        manager.path = [.mint, .red]
        #expect(manager.navigateBack() == .red)
        #expect(manager.path == [.mint])
        #expect(Printed.take("000.8") == ["will set to [mint, red]", "didSet to [mint, red]", "will set to [mint]", "didSet to [mint]"])
    }

    @Test("000.9: a NavigationPath holds colors and recipes; each type gets its destination")
    func heterogeneousPath() throws {
        let host = ViewHost(Seed000_9.ValueView())
        var lines = try Self.frame(host, "down down enter")
        #expect(Array(lines[0...3]) == ["  › applePie", " applePie", "", "  Apple Pie"])
        lines = try Self.frame(host, "left up enter")
        #expect(Array(lines[0...5]) == ["  › red", " red", "", "  red", "", "  ████████ red"])
        #expect(host.path == [AnyHashable(Color.red)])
    }

    @Test("000.10: Root [Color.mint] [RecipeDetailView]: the view link stacks above the value; only the value is in the path")
    func viewsStackAboveValues() throws {
        _ = Printed.take("000.8")
        let host = ViewHost(Seed000_10.ContentView())
        var lines = try Self.frame(host, "enter")
        #expect(lines[0] == "  › mint" && lines[3] == " ▸ Push Recipe View")
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == "  › mint › Push Recipe View" && lines[3] == "  Apple Pie")
        #expect(host.path == [AnyHashable(Color.mint)] && host.depth == 2)
        // The view destination changed nothing the app observes: one change only, the value's.
        #expect(Printed.take("000.8") == ["will set to [mint]", "didSet to [mint]"])
    }

    @Test("000.11: pushing a value while a view destination is on the stack pops the view first")
    func pushingAValuePopsTheViews() throws {
        let host = ViewHost(Seed000_11.ContentView())
        var lines = try Self.frame(host, "enter enter")
        #expect(lines[3] == " ▸ Push another view" && host.depth == 2)
        lines = try Self.frame(host, "enter")
        #expect(host.path == [AnyHashable(Color.mint), AnyHashable(Color.pink)] && host.depth == 2)
        #expect(lines[0] == "  › mint › pink" && lines[3] == " ▸ Push Recipe View")
    }

    @Test("000.12: didSet logs each change of the path; the view link adds none")
    func observingThePath() throws {
        _ = Printed.take("000.12")
        let host = ViewHost(Seed000_12.ContentView())
        _ = try Self.frame(host, "enter enter")
        #expect(host.depth == 2)
        #expect(Printed.take("000.12") == ["didSet to [mint]"])
        _ = try Self.frame(host, "left left")
        #expect(Printed.take("000.12") == ["didSet to []"])
    }
}

/// 000.13 and 000.14 save to `URL.documentsDirectory/NavigationPath.json`, as the article writes. The
/// test runs them only when no such file exists (so nothing of the user's is overwritten) and removes
/// what they wrote, and the Documents folder if it made it; one at a time, since both use that file.
@Suite(.serialized) struct Seed000RestorationTests {
    static let file = URL.documentsDirectory.appending(path: "NavigationPath.json")

    static func withTheSeedsFile(_ body: () throws -> Void) throws {
        // Whether the folder was there before `URL.documentsDirectory` makes it.
        let environment = ProcessInfo.processInfo.environment
        let expected = environment["XDG_DOCUMENTS_DIR"] ?? ((environment["HOME"] ?? "") + "/Documents")
        let hadFolder = FileManager.default.fileExists(atPath: expected)
        let documents = URL.documentsDirectory
        #expect(documents.path == expected)
        try #require(!FileManager.default.fileExists(atPath: file.path), "\(file.path) exists: not overwriting it")
        defer {
            try? FileManager.default.removeItem(at: file)
            if !hadFolder { try? FileManager.default.removeItem(at: documents) }
        }
        try body()
    }

    /// What NavigatorUI adds to Foundation on Linux for this code: `URL.documentsDirectory`, the
    /// Documents folder in HOME (Foundation's `.documentDirectory` reads the password database, and
    /// ignored a test's HOME), made when it is missing, as it exists on Apple's platforms. Here, where
    /// the only other test that uses it runs, one at a time: the folder is removed if the test made it.
    @Test("URL.documentsDirectory is the Documents folder in HOME, made when missing")
    func documentsDirectoryFollowsHOMEAndExists() throws {
        try Self.withTheSeedsFile {
            let environment = ProcessInfo.processInfo.environment
            let documents = URL.documentsDirectory
            #expect(documents.path == environment["XDG_DOCUMENTS_DIR"] ?? ((environment["HOME"] ?? "") + "/Documents"))
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test("000.13: each change of the [Recipe] path is saved as JSON; a new NavigationManager (the next launch) reads it back")
    func typedPathIsRestored() throws {
        try Self.withTheSeedsFile {
            let host = ViewHost(Seed000_13.ContentView())
            _ = try frameLines(host, "down down enter", size: TerminalSize(width: 60, height: 8))
            #expect(host.path == [AnyHashable(Recipe.applePie)])
            #expect(try String(contentsOf: Self.file, encoding: .utf8) == #"[{"applePie":{}}]"#)
            // The next launch: a new view, a new manager, which loads the file: the stack is restored.
            let next = ViewHost(Seed000_13.ContentView())
            let lines = try frameLines(next, "", size: TerminalSize(width: 60, height: 8))
            #expect(lines[1] == " applePie" && lines[3] == "  Apple Pie")
            #expect(next.path == [AnyHashable(Recipe.applePie)])
        }
    }

    @Test("000.14: a NavigationPath is saved through `codable` and read back; with a value that isn't Codable, nothing is saved")
    func heterogeneousPathIsRestored() throws {
        try Self.withTheSeedsFile {
            let manager = Seed000_14.NavigationManager()
            manager.path.append(Recipe.chocolateCake)
            manager.path.append(Recipe.applePie)
            let saved = try String(contentsOf: Self.file, encoding: .utf8)
            #expect(Seed000_14.NavigationManager().path == manager.path)
            // Color isn't Codable: `codable` is nil and the save is skipped; the file keeps the last path.
            manager.path.append(Color.mint)
            #expect(manager.path.codable == nil)
            #expect(try String(contentsOf: Self.file, encoding: .utf8) == saved)
            #expect(Seed000_14.NavigationManager().path.count == 2)
        }
    }
}
