import NavigatorUI

/// The screen of a route: seed 004's destinations.
struct RouteView: View {
    let route: Route
    /// True at the root of a sheet or cover: “Done” dismisses it (seed 004's `dismiss()`).
    var isPresentationRoot = false
    /// The user of the profile a presentation was put up from.
    var presenter: String?

    var body: some View {
        switch route {
        case .detail(let id): DetailView(id: id)
        case .settings: SettingsView(isPresentationRoot: isPresentationRoot)
        case .profile(let username): ProfileView(username: username, isPresentationRoot: isPresentationRoot)
        case .editProfile: EditProfileView(isPresentationRoot: isPresentationRoot, presenter: presenter)
        case .rows(let count): RowsView(count: count)
        }
    }
}

/// “Back to Home” on any screen: empties the path of the stack it is on. Its label is a `Text` (styled
/// or not): a view of one type, not generic, which every level of a deep stack evaluates.
struct BackToHome: View {
    @Environment(\.demoStack) private var stack
    let label: Text

    init(label: () -> Text = { Text("Back to Home") }) { self.label = label() }

    var body: some View {
        Button {
            stack.path.wrappedValue.removeLast(stack.path.wrappedValue.count)
        } label: { label }
    }
}

struct DetailView: View {
    let id: Int
    @Environment(\.demoStack) private var stack

    var body: some View {
        let next = id < Int.max ? id + 1 : nil
        Text("Item number \(id). “Next” pushes Detail \(next.map(String.init) ?? "—"); back returns to the level below.")
        NavigationLink("Next", value: Route.detail(id: next ?? id))
            .disabled(next == nil)
            .help("no id after \(id)")
        BackToHome()
        Button("Go back 2 steps") { stack.path.wrappedValue.removeLast(2) }
            .disabled(stack.path.wrappedValue.count < 2)
            .help("needs 2 levels below")
            .navigationTitle(Route.detail(id: id).title)
    }
}

struct SettingsView: View {
    let isPresentationRoot: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Nothing to set yet. 設定はまだありません ⚙️")
        NavigationLink("Your profile", value: Route.profile(username: Demo.user))
        if isPresentationRoot {
            Button("Done") { dismiss() }
        } else {
            BackToHome()
        }
        EmptyView()
            .navigationTitle(Route.settings.title)
    }
}

struct ProfileView: View {
    let username: String
    let isPresentationRoot: Bool
    @Environment(DemoModel.self) private var model
    @Environment(\.dismiss) private var dismiss
    /// What this profile presents as a sheet (“Edit Profile in a sheet”).
    @State private var presented: Route?

    var body: some View {
        VStack {
            Text("Profile of \(username).")
            Text("Display name: \(model.profiles.displayName(of: username))")
            NavigationLink("Edit Profile", value: Route.editProfile)
            Button("Edit Profile in a sheet") { presented = .editProfile }
            NavigationLink("Settings", value: Route.settings)
            if isPresentationRoot {
                Button("Done") { dismiss() }
            }
        }
        .navigationTitle(username)
        .sheet(item: $presented) { route in PresentedStack(root: route, presenter: username) }
    }
}

struct EditProfileView: View {
    let isPresentationRoot: Bool
    let presenter: String?
    @Environment(DemoModel.self) private var model
    @Environment(\.demoStack) private var stack
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let username = isPresentationRoot ? presenter ?? Demo.user : stack.userBelowTop()
        let profiles = model.profiles
        // In a sheet, its root: ← has nothing to go back to there, Esc closes the sheet.
        let leave = isPresentationRoot ? "Esc again closes the sheet" : "← goes back"
        Text("Editing \(username)'s profile: Enter (or typing) edits the display name, Esc ends it, \(leave). The profile shows it; it is kept while navigator runs, not saved.")
        TextField("Display name", text: Binding(get: { profiles.setName(of: username) }, set: { profiles.setDisplayName($0, of: username) }),
                  prompt: Text(username))
        Button("Done") { dismiss() }
            .navigationTitle(Route.editProfile.title)
    }
}

/// A lazy list of `count` rows: only the rows on screen are built, each pushing the detail of its number.
struct RowsView: View {
    let count: Int

    var body: some View {
        Text("Each row pushes the detail of its number; only the rows on screen are built.")
        Group {
            if Route.listedRows(count) == 0 {
                Text("No rows.")
            } else {
                List(0..<Route.listedRows(count)) { index in
                    NavigationLink("Row \(index + 1)", value: Route.detail(id: index + 1))
                }
            }
        }
        .navigationTitle(Route.rows(count: count).title)
    }
}
