import Navigation
import TerminalUI

/// The demo's screens: one renderer per route, and the root.
public enum Screens {
    public static let rootTitle = "Home"

    /// The user whose profile the demo opens from Home and Settings.
    public static let demoUser = "johndoe"

    public static func home(_ context: ScreenContext) -> Screen {
        Screen(
            title: rootTitle,
            body: [
                "SwiftUI's NavigationStack, in your terminal. Each link pushes a value onto the path; "
                    + "the breadcrumbs above are drawn from that path. Press ? for every key.",
            ],
            links: [
                .push("Detail 1", Route.detail(id: 1)),
                .push("Detail 42", Route.detail(id: 42)),
                .push("\(demoUser)'s profile", Route.profile(username: demoUser)),
                .push("山田太郎's profile 🍣", Route.profile(username: "山田太郎")),
                .push("Settings", Route.settings),
            ]
        )
    }

    public static func screen(for route: Route, _ context: ScreenContext) -> Screen {
        switch route {
        case .detail(let id):
            let next = id < Int.max ? Route.detail(id: id + 1) : nil
            return Screen(
                title: route.title,
                body: ["Item number \(id). “Next” pushes Detail \(next.map { "\($0.title.dropFirst(7))" } ?? "—"); back returns to the level below."],
                links: [
                    Link("Next", action: .push(AnyHashable(next ?? route)), isEnabled: next != nil,
                         disabledReason: "no id after \(id)"),
                    Link("Back to Home", action: .popToRoot),
                    Link("Go back 2 steps", action: .removeLast(2), isEnabled: context.canRemove(2),
                         disabledReason: "needs 2 levels below"),
                ]
            )
        case .settings:
            return Screen(
                title: route.title,
                body: ["Nothing to set yet. 設定はまだありません ⚙️"],
                links: [
                    .push("Your profile", Route.profile(username: demoUser)),
                    Link("Back to Home", action: .popToRoot),
                ]
            )
        case .profile(let username):
            return Screen(
                title: route.title,
                body: ["Profile of \(username)."],
                links: [.push("Edit Profile", Route.editProfile), .push("Settings", Route.settings)]
            )
        case .editProfile:
            return Screen(
                title: route.title,
                body: ["Editing the profile below this level. Nothing here is saved: it is a demo."],
                links: [Link("Done", action: .pop)]
            )
        }
    }

    /// The destinations the demo registers: one, for `Route`.
    public static var destinations: Destinations<ScreenContext, Screen> {
        var destinations = Destinations<ScreenContext, Screen>()
        destinations.register(Route.self, title: \.title, content: screen(for:_:))
        return destinations
    }

    /// The demo app, showing `path` above Home.
    public static func app(path: [Route] = []) -> StackApp<Route> {
        StackApp(router: Router(path: path), rootTitle: rootTitle, destinations: destinations, root: home)
    }
}
