import Navigation
import NavigatorUI
import TerminalUI
import Foundation

/// The demo's views hosted as a terminal app: the model, and the `ViewHost` running `DemoView` on it,
/// showing a navigation tree (a deep link's, a saved one's) from the first frame.
package final class DemoHost {
    package let model: DemoModel
    package let host: ViewHost

    /// The demo showing `tree`; the event log hears only what changes after.
    package init(tree: NavigationTree<AnyHashable> = .init()) {
        let model = DemoModel()
        let host = ViewHost(DemoView(model: model), tree: tree)
        Self.connect(model, to: host)
        self.model = model
        self.host = host
    }

    /// What the model needs of the host running its views: the host's event log for the screens'
    /// lines, and its root stack to put up a whole tree (a link opened).
    static func connect(_ model: DemoModel, to host: ViewHost) {
        model.log = { [reference = host.reference] line in reference.host?.app.log(line) }
        model.show = { [reference = host.reference] tree in reference.host?.router.restore(tree) }
    }

    /// The stack app the views run in: its keys, breadcrumbs, notices, event log and link prompt.
    package var app: StackApp<AnyHashable> { host.app }
    /// Opens a deep link as the views' `.onOpenURL` receives a URL: `nil`, or why it can't be opened
    /// (the link doesn't follow the demo's grammar). The link is read as at launch, into the same tree
    /// (`DeepLink.openedURL(for:)`).
    package func open(_ link: String) -> String? { Self.open(link, in: host) }

    /// Opens a deep link on `host`, through its views' `.onOpenURL`: `nil`, or why it can't be opened.
    static func open(_ link: String, in host: ViewHost) -> String? {
        do {
            host.open(try DeepLink.openedURL(for: link))
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// The root stack, whose tree is saved, printed and written as a link.
    package var router: Router<AnyHashable> { host.router }
}
