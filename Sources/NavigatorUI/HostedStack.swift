// The stacks of a TabView's tabs: each tab's stack app, router and bindings, kept while another tab shows.
import Navigation
import TerminalUI

/// One tab's navigation stack, while another tab's is the host's: its stack app and router, its root's
/// `path:` binding, and the destination types its views registered (each tab's stack has its own, as
/// each `NavigationStack` does in SwiftUI).
final class HostedStack {
    let app: StackApp<AnyHashable>
    let router: Router<AnyHashable>
    fileprivate var boundPath: BoundPath?
    fileprivate var token: ObservationToken?
    fileprivate var presentationToken: ObservationToken?
    fileprivate var registeredTypes: Set<ObjectIdentifier> = []
    fileprivate var pendingRegistrations: [ObjectIdentifier: _Registration] = [:]
    fileprivate var presentedTypes: Set<ObjectIdentifier> = []
    fileprivate var pendingPresentedTypes: [ObjectIdentifier: _Registration] = [:]
    fileprivate var rootEnvironments: [ObjectIdentifier: EnvironmentValues]?
    /// The tab's split view, when the tab is a `NavigationSplitView`: its split app, whose detail column
    /// is `app`, with its selections, column with the keys and visibility.
    fileprivate var split: SplitHost?
    /// The tab's split app, when the tab is a `NavigationSplitView`: what its saved state is made of.
    var splitApp: SplitApp? { split?.app }

    init(app: StackApp<AnyHashable>, router: Router<AnyHashable>) {
        self.app = app
        self.router = router
    }
}

extension ViewHost {
    /// A new stack for a tab shown for the first time: its root is the root view, which draws that tab.
    func makeStack() -> HostedStack {
        let router = Router<AnyHashable>()
        var destinations = ScreenDestinations()
        registerPresentations(in: &destinations)
        let app = StackApp(router: router, rootTitle: "", destinations: destinations) { [reference] context in
            reference.host?.rootScreen(context) ?? Screen(title: "")
        }
        app.adoptSettings(of: self.app)
        app.screensWatchThemselves = true
        let stack = HostedStack(app: app, router: router)
        stack.token = observePaths(of: router)
        return stack
    }

    /// The stack shown now, as a `HostedStack` to put away.
    func currentStack() -> HostedStack {
        let stack = HostedStack(app: app, router: router)
        stack.boundPath = boundPath
        stack.token = token
        stack.presentationToken = extras.token
        stack.registeredTypes = extras.registeredTypes
        stack.pendingRegistrations = extras.pendingRegistrations
        stack.presentedTypes = extras.presentedTypes
        stack.pendingPresentedTypes = extras.pendingPresentedTypes
        stack.rootEnvironments = extras.stackEnvironments[0]
        stack.split = split
        return stack
    }

    /// Shows `stack` in place of the stack shown now: keys, frames, bindings and registrations are
    /// its own from now on.
    func show(_ stack: HostedStack) {
        stack.app.adoptSettings(of: app)
        // A split view's detail column is embedded in its split app; a stack's is the whole frame.
        stack.app.isEmbedded = stack.split != nil
        split = stack.split
        app = stack.app
        router = stack.router
        boundPath = stack.boundPath
        token = stack.token
        extras.token = stack.presentationToken
        extras.registeredTypes = stack.registeredTypes
        extras.pendingRegistrations = stack.pendingRegistrations
        extras.presentedTypes = stack.presentedTypes
        extras.pendingPresentedTypes = stack.pendingPresentedTypes
        extras.stackEnvironments[0] = stack.rootEnvironments
        // Caches of the stack shown before: its presentations, its views pushed on the root.
        extras.presentationIndices = nil
        extras.sheetsSynchronized = nil
        screensMayBeGone = true
        rootViewCount = router.depth - router.count
        app.invalidate()
        split?.app.invalidate()
    }

    /// After a tab's stack was shown (`evaluating`: the root is evaluated now, as a stack shown again
    /// may build only its top screen), or when the root's last evaluation found a split view where
    /// there is none or none where there is one (a root that became this TabView after a login): a tab
    /// that is a `NavigationSplitView`, shown for the first time, gets its split app (its detail column
    /// the tab's stack app, at the terminal's size); one that isn't has none. Returns whether the split
    /// app changed.
    func followTabSplit(evaluating: Bool) -> Bool {
        guard evaluating || rootIsSplit != (split != nil) else { return false }
        let record = evaluateRoot().list.split
        if let record, split == nil {
            let made = SplitHost(host: self, record: record, detail: app)
            made.app.handle(.resize(width: geometry.size.width, height: geometry.size.height))
            split = made
            app.invalidate()
            return true
        }
        if record == nil, split != nil {
            split = nil
            app.isEmbedded = false
            app.invalidate()
            return true
        }
        return false
    }
}
