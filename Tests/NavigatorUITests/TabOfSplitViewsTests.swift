// A root `TabView` whose tabs are `NavigationSplitView`s (issue 24: a sample's Employees and Companies
// tabs, each a split view, drew only the first split view, with no bar and no way to the second): the
// tab bar on the top row over the shown tab's split view, `[` `]` and a click switch tabs, each tab keeps
// its selections, column with the keys and detail stack, and the footer and help have both the tab keys
// and the split view's. Mixed tabs (a stack and a split view) too, and the whole App runner path.
import Foundation
import NavigatorUI
import Testing

private struct Member: Identifiable, Hashable {
    let id: Int
    let name: String
    let role: String
}

private struct Site: Identifiable, Hashable {
    let id: String
    let city: String
}

private struct Room: Hashable, Codable {
    let city: String
    let number: Int
}

private let members = [
    Member(id: 1, name: "Ada", role: "engineer"),
    Member(id: 2, name: "Brook", role: "designer"),
    Member(id: 3, name: "Cyd", role: "writer"),
]

private let sites = [Site(id: "osl", city: "Oslo"), Site(id: "lis", city: "Lisbon")]

/// Two columns: members, and the one selected.
private struct MembersSplit: View {
    @State private var memberID: Member.ID?

    var body: some View {
        NavigationSplitView {
            List(members, selection: $memberID) { member in
                Text(member.name)
            }
            .navigationTitle("Members")
        } detail: {
            if let member = members.first(where: { $0.id == memberID }) {
                Text("\(member.name) is a \(member.role)")
                    .navigationTitle(member.name)
            } else {
                Text("Select a member")
            }
        }
    }
}

/// Two columns: sites, and the one selected, whose detail is a stack that pushes its rooms.
private struct SitesSplit: View {
    @State private var siteID: Site.ID?

    var body: some View {
        NavigationSplitView {
            List(sites, selection: $siteID) { site in
                Text(site.city)
            }
            .navigationTitle("Sites")
        } detail: {
            NavigationStack {
                Group {
                    if let site = sites.first(where: { $0.id == siteID }) {
                        NavigationLink("Room 1", value: Room(city: site.city, number: 1))
                            .navigationTitle(site.city)
                    } else {
                        Text("Select a site")
                    }
                }
                .navigationDestination(for: Room.self) { room in
                    Text("Room \(room.number) of \(room.city)").navigationTitle("Room \(room.number)")
                }
            }
        }
    }
}

/// The issue's shape: a TabView of two split views, tab items of an image and a text.
private struct Company: View {
    var body: some View {
        TabView {
            MembersSplit()
                .tabItem {
                    Image(systemName: "person.2.fill")
                    Text("Members")
                }
            SitesSplit()
                .tabItem {
                    Image(systemName: "briefcase")
                    Text("Sites")
                }
        }
    }
}

@Observable private final class Frontdesk {
    var tab = 0
}

/// A tab of a stack and a tab of a split view, bound to a selection.
private struct Mixed: View {
    @Bindable var desk: Frontdesk

    var body: some View {
        TabView(selection: $desk.tab) {
            NavigationStack {
                List {
                    NavigationLink("Oslo room", value: Room(city: "Oslo", number: 7))
                    Button("To the sites") { desk.tab = 1 }
                }
                .navigationTitle("Home")
                .navigationDestination(for: Room.self) { room in Text("Room \(room.number)").navigationTitle("Room \(room.number)") }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(0)
            SitesSplit()
                .tabItem { Label("Sites", systemImage: "briefcase") }
                .tag(1)
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(2))) struct TabOfSplitViewsTests {
    static let size = TerminalSize(width: 80, height: 12)

    static func lines(_ host: ViewHost, _ keys: String, size: TerminalSize = size) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    /// The column where `text` starts in `line` (its glyphs are one column each).
    static func column(of text: String, in line: String) -> Int {
        guard let range = line.range(of: text) else { return -1 }
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }

    @Test("The tab bar is on the top row, the first tab's split view under it: its sidebar and its detail")
    func barOverTheSplitView() throws {
        let lines = try Self.lines(ViewHost(Company()), "")
        #expect(lines[0] == " ⚇ Members │ ⊡ Sites", "\(lines)")
        #expect(lines[1].hasPrefix(" Members"), "\(lines)")
        #expect(lines[2].hasPrefix("▸ Ada"), "\(lines)")
        #expect(lines[3].hasPrefix("  Brook"))
        #expect(lines.contains { $0.contains("Select a member") }, "the detail: \(lines)")
    }

    @Test("] shows the second tab's split view and [ the first again, round at the ends")
    func keysSwitchTabs() throws {
        let host = ViewHost(Company())
        var lines = try Self.lines(host, "]")
        #expect(lines[1].hasPrefix(" Sites"), "\(lines)")
        #expect(lines[2].hasPrefix("▸ Oslo"), "\(lines)")
        #expect(lines.contains { $0.contains("Select a site") })
        lines = try Self.lines(host, "[")
        #expect(lines[1].hasPrefix(" Members"), "\(lines)")
        lines = try Self.lines(host, "]")
        lines = try Self.lines(host, "]")
        #expect(lines[1].hasPrefix(" Members"), "round to the first: \(lines)")
        lines = try Self.lines(host, "[")
        #expect(lines[1].hasPrefix(" Sites"), "round to the last: \(lines)")
    }

    @Test("A click on a tab of the bar shows it")
    func clickShowsATab() throws {
        let host = ViewHost(Company())
        var lines = try Self.lines(host, "")
        let column = Self.column(of: "Sites", in: lines[0])
        // 1-based in a key script.
        lines = try Self.lines(host, "click:\(column + 2),1")
        #expect(lines[1].hasPrefix(" Sites"), "\(lines)")
    }

    @Test("Enter in the sidebar shows the selected item's detail and gives it the keys; each tab keeps its selection and column")
    func eachTabKeepsItsSelection() throws {
        let host = ViewHost(Company())
        // Brook selected in the members' tab: its detail.
        var lines = try Self.lines(host, "down enter")
        #expect(lines.contains { $0.contains("Brook is a designer") }, "\(lines)")
        // Lisbon in the sites' tab, its Room 1 pushed on its detail's stack.
        lines = try Self.lines(host, "] down enter enter")
        #expect(lines.contains { $0.contains("Room 1 of Lisbon") }, "\(lines)")
        // Back to the members: Brook still selected, still shown.
        lines = try Self.lines(host, "[")
        #expect(lines[1].hasPrefix(" Members"))
        #expect(lines.contains { $0.contains("Brook is a designer") }, "\(lines)")
        #expect(lines[3].contains("Brook"), "\(lines)")
        // And the sites again: Lisbon's detail still has its room pushed, the keys still in the detail.
        lines = try Self.lines(host, "]")
        #expect(lines.contains { $0.contains("Room 1 of Lisbon") }, "\(lines)")
        lines = try Self.lines(host, "left")
        #expect(lines.contains { $0.contains("▸ Room 1") }, "back in the detail pops its stack: \(lines)")
    }

    @Test("Tab still moves between the columns of the shown split view; the sidebar's keys stay its own")
    func tabMovesBetweenColumns() throws {
        let host = ViewHost(Company())
        var lines = try Self.lines(host, "] down tab")
        #expect(lines.contains { $0.contains("▸ Room 1") }, "the detail has the keys: \(lines)")
        lines = try Self.lines(host, "tab down")
        #expect(lines[2].hasPrefix("  Oslo") && lines[3].hasPrefix("▸ Lisbon"), "\(lines)")
    }

    @Test("The footer has the tab keys beside the split view's, and the help lists both")
    func footerAndHelp() throws {
        let host = ViewHost(Company())
        var lines = try Self.lines(host, "", size: TerminalSize(width: 120, height: 12))
        let footer = lines.last ?? ""
        #expect(footer.contains("[] tab"), "\(footer)")
        #expect(footer.contains("Tab column"), "\(footer)")
        lines = try Self.lines(host, "?", size: TerminalSize(width: 100, height: 40))
        let help = lines.joined(separator: "\n")
        #expect(help.contains("show the next tab"), "\(help)")
        #expect(help.contains("move to the next column"))
    }

    @Test("Each tab's split view has its own selection: the second tab starts with nothing selected")
    func secondTabStartsFresh() throws {
        let host = ViewHost(Company())
        _ = try Self.lines(host, "down down enter")
        let lines = try Self.lines(host, "]")
        #expect(lines.contains { $0.contains("Select a site") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Cyd") })
    }

    @Test("A TabView of a stack and a split view: the bar over each, the keys of each, the selection binding followed both ways")
    func mixedTabs() throws {
        let desk = Frontdesk()
        let host = ViewHost(Mixed(desk: desk))
        var lines = try Self.lines(host, "")
        #expect(lines[0] == " ⌂ Home │ ⊡ Sites", "\(lines)")
        #expect(lines[1] == " Home")
        lines = try Self.lines(host, "enter")
        #expect(lines[1] == " Home › Room 7", "\(lines)")
        lines = try Self.lines(host, "]")
        #expect(desk.tab == 1)
        #expect(lines[0] == " ⌂ Home │ ⊡ Sites")
        #expect(lines[1].hasPrefix(" Sites"), "\(lines)")
        lines = try Self.lines(host, "down enter enter")
        #expect(lines.contains { $0.contains("Room 1 of Lisbon") }, "\(lines)")
        #expect(lines[1].hasPrefix(" Sites") && lines[1].contains("│ Lisbon › Room 1"), "\(lines)")
        #expect(lines.last?.contains("[] tab") == true && lines.last?.contains("Tab column") == true, "\(lines.last ?? "")")
        lines = try Self.lines(host, "[")
        #expect(desk.tab == 0)
        #expect(lines[1] == " Home › Room 7", "the stack's tab kept its push: \(lines)")
        #expect(lines.last?.contains("[] tab") == true)
        // The stack's Tab selects its next line, not a column.
        lines = try Self.lines(host, "left tab")
        #expect(lines.contains(" ▸ To the sites"), "\(lines)")
        // A button sets the selection: the split view's tab is shown, as it was left.
        lines = try Self.lines(host, "enter")
        #expect(desk.tab == 1)
        #expect(lines.contains { $0.contains("Room 1 of Lisbon") }, "\(lines)")
        // Still a split view, its detail pushed: its columns, its keys.
        #expect(lines[1].hasPrefix(" Sites") && lines[1].contains("│ Lisbon › Room 1"), "\(lines)")
        #expect(lines[3].hasPrefix("• Lisbon"), "\(lines)")
        #expect(lines.last?.contains("Tab column") == true, "\(lines.last ?? "")")
        // The selection set by code back to the stack.
        desk.tab = 0
        lines = try Self.lines(host, "")
        #expect(lines[1] == " Home", "\(lines)")
    }
}

// MARK: A TabView of split views that appears after a login

@Observable private final class StaffSession {
    var signedIn = false
}

private struct SignIn: View {
    @State private var session = StaffSession()

    var body: some View {
        if session.signedIn {
            Company()
        } else {
            NavigationStack {
                Button("Sign in") { session.signedIn = true }
                    .navigationTitle("Welcome")
            }
        }
    }
}

extension TabOfSplitViewsTests {
    @Test("A root that becomes a TabView of split views (signing in) shows the bar over the first tab's split view, and ] reaches the second")
    func appearsAfterSignIn() throws {
        let host = ViewHost(SignIn())
        var lines = try Self.lines(host, "")
        #expect(lines[0] == " Welcome", "\(lines)")
        lines = try Self.lines(host, "enter")
        #expect(lines[0] == " ⚇ Members │ ⊡ Sites", "\(lines)")
        #expect(lines[1].hasPrefix(" Members") && lines[1].contains("│"), "\(lines)")
        #expect(lines.last?.contains("[] tab") == true, "\(lines)")
        lines = try Self.lines(host, "]")
        #expect(lines[1].hasPrefix(" Sites"), "\(lines)")
        lines = try Self.lines(host, "down enter enter [")
        #expect(lines[1].hasPrefix(" Members"), "\(lines)")
        lines = try Self.lines(host, "]")
        #expect(lines.contains { $0.contains("Room 1 of Lisbon") }, "\(lines)")
    }
}

// MARK: A three-column split view as a tab

/// Sites, their floors, a floor: three columns.
private struct FloorsSplit: View {
    @State private var siteID: Site.ID?
    @State private var floor: Int?

    var body: some View {
        NavigationSplitView {
            List(sites, selection: $siteID) { site in Text(site.city) }
                .navigationTitle("Sites")
        } content: {
            if let site = sites.first(where: { $0.id == siteID }) {
                List([1, 2], id: \.self, selection: $floor) { number in Text("\(site.city) floor \(number)") }
                    .navigationTitle(site.city)
            } else {
                Text("Select a site")
            }
        } detail: {
            Text(floor.map { "Floor \($0) of \(siteID ?? "-")" } ?? "Select a floor")
        }
    }
}

private struct Building: View {
    var body: some View {
        TabView {
            MembersSplit().tabItem { Label("Members", systemImage: "person.2") }
            FloorsSplit().tabItem { Label("Floors", systemImage: "building.2") }
        }
    }
}

extension TabOfSplitViewsTests {
    @Test("A three-column split view as a tab: its content column is the shown tab's, kept with its selections while the other tab is shown")
    func threeColumnsTab() throws {
        let host = ViewHost(Building())
        let wide = TerminalSize(width: 130, height: 12)
        var lines = try Self.lines(host, "] down enter down", size: wide)
        #expect(lines[1].hasPrefix(" Sites") && lines[1].contains("Lisbon"), "\(lines)")
        #expect(lines.contains { $0.contains("Lisbon floor 2") }, "\(lines)")
        #expect(lines.contains { $0.contains("Floor 2 of lis") }, "\(lines)")
        lines = try Self.lines(host, "[", size: wide)
        #expect(lines[1].hasPrefix(" Members"), "\(lines)")
        lines = try Self.lines(host, "]", size: wide)
        #expect(lines.contains { $0.contains("Floor 2 of lis") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("• Lisbon") }, "\(lines)")
    }
}

// MARK: The whole App runner path

struct CompanyApp: App {
    var body: some Scene {
        WindowGroup { Company() }
    }
}

@Suite(.timeLimit(.minutes(2))) struct TabOfSplitViewsAppTests: @MainActor AppRunning {
    typealias Runs = CompanyApp
    static let size = "80x10"
    let state: String

    init() throws { state = try StorageTests.temporaryFolder() }

    @Test("An App's WindowGroup { TabView { NavigationSplitView … } }: the bar, ] to the second tab, its split view; the tab shown, each split view's selection and its detail's stack are saved and shown again")
    func appRun() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        var run = self.run("--keys", "down enter ] down enter enter")
        #expect(run.status == 0, "\(run.lines)")
        #expect(run.lines[0] == " ⚇ Members │ ⊡ Sites", "\(run.lines)")
        #expect(run.lines[1].hasPrefix(" Sites"), "\(run.lines)")
        #expect(run.lines.contains { $0.contains("Room 1 of Lisbon") }, "\(run.lines)")
        #expect(run.lines.last?.contains("[] tab") == true, "\(run.lines)")
        let left = run.lines
        // Launched again: the sites' tab is shown as it was left, Lisbon selected, its room pushed.
        run = self.run()
        #expect(run.status == 0)
        #expect(run.lines == left, "\(run.lines)")
        // The members' tab, saved while hidden: Brook selected, Brook's detail.
        run = self.run("--keys", "[")
        #expect(run.lines[1].hasPrefix(" Members"), "\(run.lines)")
        #expect(run.lines.contains { $0.contains("Brook is a designer") }, "\(run.lines)")
        #expect(!run.lines.joined().contains("⚠") && !run.lines.joined().contains("set aside"), "\(run.lines)")
        // The file is the TabView's, whole: the members' tab shown with its split section, the sites'
        // split view and its room in the record.
        run = self.run("--print", "state")
        #expect(run.status == 0, "\(run.lines)")
        let document = run.lines.joined()
        #expect(document.contains("TabsRecord") && document.contains(#"\"shown\":{\"index\":0}"#), "\(document)")
        #expect(document.contains("Room") && document.contains("TerminalUI.SplitSection"), "\(document)")
        // No notice on the next launch: nothing was set aside or refused; back in the sites' tab, its room.
        run = self.run("--keys", "]")
        #expect(run.lines[1].hasPrefix(" Sites"), "\(run.lines)")
        #expect(run.lines.contains { $0.contains("Room 1 of Lisbon") }, "\(run.lines)")
        #expect(!run.lines.joined().contains("state"), "\(run.lines)")
        let saved = try files()
        #expect(saved.contains("state.json"), "\(saved)")
    }
}
