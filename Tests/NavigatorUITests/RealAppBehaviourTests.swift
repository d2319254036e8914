// What the four public SwiftUI projects of issue 24 do where NavigatorUI first behaved differently,
// written as their code does it: a root switched from a pushed screen, a sheet up at launch, onChange
// after each key, a split view chosen after the first frame, a detail path that starts full, a sheet
// titled with a ZWJ emoji.
import Foundation
import NavigatorUI
import Testing

// MARK: A root view switched from a pushed screen (onboarding → signed in)

@Observable final class SignInSession {
    var signedIn = false
}

struct OnboardingRoot: View {
    @State private var session = SignInSession()

    var body: some View {
        if session.signedIn {
            NavigationStack {
                Text("Welcome back.")
                NavigationLink("Inbox", value: 1)
                    .navigationDestination(for: Int.self) { Text("Inbox \($0)") }
                    .navigationTitle("Home")
            }
        } else {
            NavigationStack {
                NavigationLink("Log in", value: "login")
                    .navigationDestination(for: String.self) { _ in LoginScreen(session: session) }
                    .navigationTitle("Onboarding")
            }
        }
    }
}

struct LoginScreen: View {
    let session: SignInSession

    var body: some View {
        Button("Sign in") { session.signedIn = true }
            .navigationTitle("Log in")
    }
}

/// Signing in switches the root to tabs, as NavigationStackSampleApp's login does (the login screen's
/// third line, its button, is where the selection was).
struct SignInToTabsRoot: View {
    @State private var signedIn = false

    var body: some View {
        if signedIn {
            TabView {
                NavigationStack {
                    List(1...5, id: \.self) { NavigationLink("Character \($0)", value: $0) }
                        .navigationDestination(for: Int.self) { Text("Character \($0)") }
                        .navigationTitle("Characters")
                }
                .tabItem { Text("Characters") }
                NavigationStack { Text("No episodes").navigationTitle("Episodes") }
                    .tabItem { Text("Episodes") }
            }
        } else {
            NavigationStack {
                Button("Email") {}
                Button("Password") {}
                Button("Login") { signedIn = true }
                    .navigationTitle("Login")
            }
        }
    }
}

// MARK: A sheet whose item is set at launch

struct LaunchNote: Identifiable, Hashable {
    let id: Int
}

struct LaunchSheetRoot: View {
    @State private var note: LaunchNote? = LaunchNote(id: 7)

    var body: some View {
        NavigationStack {
            Text("Notes: \(note.map { "showing \($0.id)" } ?? "none shown")")
                .navigationTitle("Notes")
                .sheet(item: $note) { note in
                    Text("Note \(note.id)")
                        .navigationTitle("Note")
                }
        }
    }
}

// MARK: onChange after each key

struct ChangeCounter: View {
    @State private var count = 0
    @State private var seen: [Int] = []

    var body: some View {
        NavigationStack {
            Button("Add one") { count += 1 }
                .onChange(of: count) { _, new in seen.append(new) }
            Text("seen \(seen.map(String.init).joined(separator: ","))")
                .navigationTitle("Counter")
        }
    }
}

// MARK: A ZWJ emoji in a sheet

/// Chefs on the screen under a sheet.
private struct ChefBehindASheet: View {
    @State private var shown = true
    var body: some View {
        NavigationStack {
            Text("Chef 🧑🏼‍🍳 cooks 🧑🏼‍🍳 and 🧑🏼‍🍳 more 🧑🏼‍🍳 words 🧑🏼‍🍳 here 🧑🏼‍🍳 end")
                .navigationTitle("Kitchen")
                .sheet(isPresented: $shown) { Text("Sheet") }
        }
    }
}

struct ChefSheetRoot: View {
    @State private var showChef = true

    var body: some View {
        NavigationStack {
            Text("Kitchen")
                .navigationTitle("Home")
                .sheet(isPresented: $showChef) {
                    NavigationStack {
                        Text("The chef 🧑🏼‍🍳 cooks. 👨‍👩‍👧 eat.")
                            .navigationTitle("Chef 🧑🏼‍🍳")
                    }
                }
        }
    }
}


// MARK: A split view chosen after the first frame (NavigationCookbook's experience picker)

enum LayoutExperience: String { case stack, twoColumn }

struct Recipe: Hashable, Codable {
    let name: String
}

@Observable final class RecipeNavigation {
    var experience = LayoutExperience.stack
    var selectedCategory: String?
    var recipePath: [Recipe]

    init(recipePath: [Recipe] = []) { self.recipePath = recipePath }
}

struct ExperienceRoot: View {
    @State private var navigation = RecipeNavigation()

    var body: some View {
        switch navigation.experience {
        case .stack:
            NavigationStack {
                Button("Use two columns") { navigation.experience = .twoColumn }
                    .navigationTitle("Recipes")
            }
        case .twoColumn:
            RecipeColumns(navigation: navigation)
        }
    }
}

struct RecipeColumns: View {
    @Bindable var navigation: RecipeNavigation

    var body: some View {
        NavigationSplitView {
            List(["Desserts", "Mains"], id: \.self, selection: $navigation.selectedCategory) { category in
                Text(category)
            }
            .navigationTitle("Categories")
        } detail: {
            NavigationStack(path: $navigation.recipePath) {
                Text("Category: \(navigation.selectedCategory ?? "none")")
                NavigationLink("Pie", value: Recipe(name: "Pie"))
                    .navigationDestination(for: Recipe.self) { recipe in
                        Text("Recipe \(recipe.name)")
                            .navigationTitle(recipe.name)
                    }
            }
        }
    }
}

struct RestoredColumns: View {
    @State private var navigation = RecipeNavigation(recipePath: [Recipe(name: "Cake"), Recipe(name: "Tart")])

    var body: some View {
        RecipeColumns(navigation: navigation)
    }
}

// MARK: A layout chosen once and kept in @AppStorage (NavigationCookbook's experience)

struct LayoutChoice: View {
    @AppStorage("layout") private var layout = "none"
    @State private var picked: String?

    var body: some View {
        Group {
            switch layout {
            case "split":
                NavigationSplitView {
                    List(["Dessert", "Salad"], id: \.self, selection: $picked) { Text($0) }
                        .navigationTitle("Categories")
                } detail: {
                    NavigationStack {
                        Text(picked.map { "Recipes of \($0)" } ?? "Choose a category")
                        NavigationLink("Apple Pie", value: 1)
                            .navigationDestination(for: Int.self) { Text("Recipe \($0)").navigationTitle("Recipe \($0)") }
                    }
                }
            default:
                NavigationStack {
                    Button("Use columns") { layout = "split" }
                        .navigationTitle("Welcome")
                }
            }
        }
        .task { }
    }
}

struct LayoutChoiceApp: App {
    var body: some Scene { WindowGroup { LayoutChoice() } }
}

// MARK: @AppStorage in a model, shared with a view's

final class UnitsSettings: ObservableObject {
    @AppStorage("units") var units = "metric"
}

@Observable final class DisplaySettings {
    @ObservationIgnored @AppStorage("units") var units = "metric"
}

struct UnitsScreen: View {
    @StateObject private var settings = UnitsSettings()
    @State private var display = DisplaySettings()
    @AppStorage("units") private var units = "metric"

    var body: some View {
        NavigationStack {
            Text("view \(units), model \(display.units)")
            Button("Imperial") { settings.units = "imperial" }
            Button("Metric") { display.units = "metric" }
                .navigationTitle("Units")
        }
    }
}

struct UnitsApp: App {
    var body: some Scene {
        WindowGroup { UnitsScreen() }
    }
}

// MARK: An app that restores its own path (NavigationCookbook's NavigationModel reads its saved JSON)

@Observable final class SelfRestoringModel {
    var path: [Recipe]

    /// What the app's own saving left: read before the first frame, as a model's init reads its file.
    init() { path = [Recipe(name: "Saved by the app")] }
}

struct SelfRestoringRoot: View {
    @State private var model = SelfRestoringModel()

    var body: some View {
        NavigationStack(path: $model.path) {
            NavigationLink("Pie", value: Recipe(name: "Pie"))
                .navigationDestination(for: Recipe.self) { recipe in
                    NavigationLink("Pie", value: Recipe(name: "Pie"))
                        .navigationTitle(recipe.name)
                }
                .navigationTitle("Recipes")
        }
    }
}

struct SelfRestoringApp: App {
    var body: some Scene {
        WindowGroup { SelfRestoringRoot() }
    }
}

// MARK: onChange on a split view's root, after each key

struct SplitChangeRoot: View {
    @State private var selected: String?
    @State private var seen: [String] = []

    var body: some View {
        NavigationSplitView {
            List(["a", "b", "c"], id: \.self, selection: $selected) { Text($0) }
                .navigationTitle("Letters")
        } detail: {
            Text("seen \(seen.joined(separator: ","))")
        }
        .onChange(of: selected) { _, new in seen.append(new ?? "-") }
    }
}

@Suite(.timeLimit(.minutes(2))) struct RealAppBehaviourTests {
    static let size = TerminalSize(width: 60, height: 14)

    /// A state folder of the test's own (`XDG_STATE_HOME`), to remove when it ends.
    static func stateFolder(_ name: String) throws -> String {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        return state
    }

    /// An App's environment saving in `state`, touching no one's home.
    static func environment(_ state: String) -> [String: String] { ["XDG_STATE_HOME": state, "HOME": "/nonexistent"] }

    static func lines(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("A root view switched from a pushed screen shows at once, its stack at its root, the selection reset")
    func rootSwitchedFromAPushedScreen() throws {
        let host = ViewHost(OnboardingRoot())
        var lines = try Self.lines(host, "enter")
        #expect(lines[0].contains("Log in"))
        lines = try Self.lines(host, "enter")
        #expect(lines[0] == " Home")
        #expect(lines.contains("  Welcome back."))
        #expect(lines.contains(" ▸ Inbox"))
        #expect(!lines.contains { $0.contains("No destination") || $0.contains("⚠") })
        lines = try Self.lines(host, "enter")
        #expect(lines[0] == " Home › 1")
        #expect(lines.contains("  Inbox 1"))
    }

    @Test("A root switched to a TabView (signing in) shows its first tab with the selection on its first line")
    func rootSwitchedToTabs() throws {
        let host = ViewHost(SignInToTabsRoot())
        let lines = try Self.lines(host, "down down enter")
        #expect(lines.contains { $0.contains("Characters") && $0.contains("Episodes") }, "the tab bar: \(lines)")
        #expect(lines.contains(" ▸ Character 1"), "\(lines)")
        #expect(try Self.lines(host, "enter")[1] == " Characters › 1")
    }

    @Test("A .sheet(item:) whose item is set at launch is up in the first frame, and the keys go to it")
    func sheetItemSetAtLaunch() throws {
        let host = ViewHost(LaunchSheetRoot())
        var lines = try Self.lines(host, "")
        #expect(lines.contains { $0.contains("Note 7") })
        #expect(host.presentedCount == 1)
        lines = try Self.lines(host, "esc")
        #expect((host.presentedCount == 0))
        #expect(lines.contains("  Notes: none shown"))
    }

    @Test("Headless keys run onChange after each key, as a person's keys would")
    func onChangeAfterEachKey() throws {
        let host = ViewHost(ChangeCounter())
        let lines = try Self.lines(host, "enter enter enter")
        #expect(lines.contains("  seen 1,2,3"))
    }

    @Test("A ZWJ emoji sequence keeps a sheet's border straight")
    func zwjEmojiInASheet() throws {
        let canvas = Headless.run(ViewHost(ChefSheetRoot()), size: Self.size, keys: [])
        let rows = (0..<canvas.height).filter { row in canvas.line(row).contains("│") }
        #expect(rows.count >= 3)
        // The sheet's right border is in one column on every row that has it.
        let columns = Set(rows.compactMap { row in (0..<canvas.width).last { canvas.text(row: row, column: $0) == "│" } })
        #expect(columns.count == 1, "right border columns: \(columns.sorted())")
        #expect(canvas.lines.contains { $0.contains("🧑🏼‍🍳 cooks") })
    }

    @Test("A ZWJ emoji sequence cut by a sheet's panel keeps no joiner before the panel's border")
    func zwjEmojiCutByASheet() {
        // The Cookbook's chef beside its sheet: at some widths the panel's edge falls inside the sequence,
        // drawn as glyphs `🧑` `🏼‍` `🍳`; a joiner left before the border joins the border in a terminal.
        for width in 60...80 {
            let canvas = Headless.run(ViewHost(ChefBehindASheet()), size: TerminalSize(width: width, height: 12), keys: [])
            for line in canvas.lines {
                let scalars = Array(line.unicodeScalars)
                let joinersCut = scalars.indices.dropLast().filter { scalars[$0] == "\u{200D}" && scalars[$0 + 1] != "\u{1F373}" }
                #expect(joinersCut.isEmpty, "at \(width) columns: \(line)")
            }
        }
    }

    @Test("A NavigationSplitView that appears after the first frame works as one from then on: sidebar, Tab, \\")
    func splitViewChosenLater() throws {
        let host = ViewHost(ExperienceRoot())
        let wide = TerminalSize(width: 80, height: 12)
        var lines = Headless.run(host, size: wide, keys: []).lines
        #expect(lines[0] == " Recipes")
        lines = Headless.run(host, size: wide, keys: [.enter]).lines
        #expect(lines[0].contains("Categories") && lines[0].contains("│"), "\(lines)")
        #expect(lines.contains { $0.contains("Desserts") })
        // The sidebar's selection shows in the detail; Tab goes to the detail, Enter pushes there.
        lines = Headless.run(host, size: wide, keys: try Key.parseScript("down")).lines
        #expect(lines.contains { $0.contains("Category: Mains") }, "\(lines)")
        lines = Headless.run(host, size: wide, keys: try Key.parseScript("tab enter")).lines
        #expect(lines.contains { $0.contains("Recipe Pie") }, "\(lines)")
        // \ hides the sidebar.
        lines = Headless.run(host, size: wide, keys: try Key.parseScript("\\")).lines
        #expect(!lines[0].contains("│"), "\(lines)")
    }

    @Test("A detail NavigationStack(path:) keeps the path it starts with")
    func detailPathKeptAtStart() throws {
        let host = ViewHost(RestoredColumns())
        let lines = Headless.run(host, size: TerminalSize(width: 80, height: 12), keys: []).lines
        #expect(lines[0].hasSuffix("Cake › Tart"), "\(lines)")
        #expect(lines.contains { $0.contains("Recipe Tart") }, "\(lines)")
    }

    @Test("@AppStorage in an ObservableObject or an @Observable class is the app's: shared with a view's @AppStorage of the same key, and saved")
    func appStorageInAModel() throws {
        let host = ViewHost(UnitsScreen())
        #expect(try Self.lines(host, "").contains("  view metric, model metric"))
        #expect(try Self.lines(host, "enter").contains("  view imperial, model imperial"))
        #expect(try Self.lines(host, "down enter").contains("  view metric, model metric"))
        // An App saves it with the rest of its storage: the next launch starts with it.
        let state = try Self.stateFolder("units")
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = Self.environment(state)
        #expect(UnitsApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "enter"], environment: environment).status == 0)
        let next = UnitsApp.run(arguments: ["--headless", "--size", "60x8"], environment: environment)
        #expect(next.output.contains("view imperial, model imperial"), "\(next.output)")
    }

    @Test("A split view chosen in one run (kept in @AppStorage) is the split view at the next launch, its sidebar and detail")
    func splitLayoutKeptAcrossLaunches() throws {
        let state = try Self.stateFolder("layout")
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = Self.environment(state)
        let first = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8", "--keys", "enter"], environment: environment)
        #expect(first.output.contains("Categories") && first.output.contains("Choose a category"), "\(first.output)")
        let next = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8"], environment: environment)
        #expect(next.status == 0)
        #expect(next.output.contains("Categories") && next.output.contains("Dessert"), "the sidebar: \(next.output)")
        let opened = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8", "--keys", "enter"], environment: environment)
        #expect(opened.output.contains("Recipes of Dessert"), "\(opened.output)")
    }

    @Test("A root that becomes a split view while the app runs is saved as one from then on: the next launch shows what the split view showed, with no notice")
    func rootKindChangedWhileRunningIsSavedAsTheNewKind() throws {
        let state = try Self.stateFolder("layout")
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = Self.environment(state)
        // Columns chosen, Dessert selected, a recipe pushed in the detail: all in the run that chose them.
        let first = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8", "--keys", "enter enter enter"], environment: environment)
        #expect(first.output.contains("Recipe 1"), "\(first.output)")
        let next = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8"], environment: environment)
        #expect(next.output.contains("Categories") && next.output.contains("Recipe 1"), "the split view as it was left: \(next.output)")
        #expect(!next.output.contains("kept as it is") && !next.output.contains("saving is off"), "\(next.output)")
        // And it goes on saving: back to the detail's root, then a new launch.
        _ = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8", "--keys", "left"], environment: environment)
        let last = LayoutChoiceApp.run(arguments: ["--headless", "--size", "90x8"], environment: environment)
        #expect(last.output.contains("Recipes of Dessert") && !last.output.contains("Recipe 1"), "\(last.output)")
    }

    @Test("An app that sets its path before the first frame restores it itself: the App's saved path doesn't write over it")
    func appRestoringItsOwnPathWins() throws {
        let state = try Self.stateFolder("restoring")
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = Self.environment(state)
        let first = SelfRestoringApp.run(arguments: ["--headless", "--size", "60x8", "--keys", "enter enter"], environment: environment)
        #expect(first.output.hasPrefix(" Recipes › Saved by the app › Pie › Pie\n"), "\(first.output)")
        // The next launch shows what the app's model read, not the three levels the App saved.
        let next = SelfRestoringApp.run(arguments: ["--headless", "--size", "60x8"], environment: environment)
        #expect(next.output.hasPrefix(" Recipes › Saved by the app\n"), "\(next.output)")
    }

    @Test("A split view's root runs onChange after each key too, and stays side by side")
    func onChangeAfterEachKeyInASplitView() throws {
        let host = ViewHost(SplitChangeRoot())
        let lines = Headless.run(host, size: TerminalSize(width: 80, height: 10), keys: try Key.parseScript("down down")).lines
        #expect(lines[0].contains("│"), "\(lines)")
        #expect(lines.contains { $0.hasSuffix("seen b,c") }, "\(lines)")
    }
}

// MARK: Saving as the app leaves, on scenePhase (NavigationCookbook saves its navigation so)

@MainActor enum PhaseLog {
    static var phases: [ScenePhase] = []
    static var seenInBody: [ScenePhase] = []
}

struct PhaseWatcher: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack {
            Text("Phase: \(scenePhase == .active ? "active" : "not active")")
                .navigationTitle("Phases")
        }
        .onChange(of: scenePhase) { _, newPhase in
            PhaseLog.phases.append(newPhase)
        }
    }
}

struct PhaseApp: App {
    var body: some Scene { WindowGroup { PhaseWatcher() } }
}

extension RealAppBehaviourTests {
    @Test("An App's scene phase is active while it runs, then inactive and background as it ends: onChange(of: scenePhase) sees both, as code that saves on .background needs")
    func scenePhaseAsTheAppEnds() throws {
        let state = try Self.stateFolder("phase")
        defer { try? FileManager.default.removeItem(atPath: state) }
        PhaseLog.phases = []
        let run = PhaseApp.run(arguments: ["--headless", "--size", "60x8"], environment: Self.environment(state))
        #expect(run.output.contains("Phase: active"), "the frame is drawn while it is active: \(run.output)")
        #expect(PhaseLog.phases == [.inactive, .background])
    }

    struct Companies: View {
        @State private var company: String?
        @State private var employee: String?
        var body: some View {
            NavigationSplitView {
                List(["Acme", "Globex"], id: \.self, selection: $company) { Text($0) }
                    .navigationTitle("Companies")
            } content: {
                if let company {
                    List(["\(company) Ann", "\(company) Bob"], id: \.self, selection: $employee) { Text($0) }
                        .navigationTitle(company)
                } else {
                    VStack {
                        Image(systemName: "building.2")
                        Text("Select Company")
                    }
                    .padding()
                }
            } detail: {
                Text(employee ?? "Select an employee")
            }
        }
    }

    @Test("A content column with no sidebar selection draws its own view (StewartLynch's placeholder), then the list of the one selected")
    func contentColumnPlaceholder() throws {
        let host = ViewHost(Companies())
        var lines = Headless.run(host, size: TerminalSize(width: 100, height: 8), keys: []).lines
        #expect(lines[1].hasPrefix("▸ Acme                   │ ◌ "), "\(lines)")
        #expect(lines[2].hasPrefix("  Globex                 │ Select Company "), "\(lines)")
        #expect(!lines.joined().contains("Select an item in the sidebar."), "\(lines)")
        lines = Headless.run(host, size: TerminalSize(width: 100, height: 8), keys: try Key.parseScript("enter")).lines
        #expect(lines[0].hasPrefix(" Acme ") && lines[1].hasPrefix("▸ Acme Ann") && lines[2].hasPrefix("  Acme Bob"), "\(lines)")
    }
}
