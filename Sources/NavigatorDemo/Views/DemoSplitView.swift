import Foundation
import Navigation
import NavigatorUI
import TerminalUI

/// The split view's state, as a SwiftUI app keeps it: the sidebar's category, the content column's
/// item, the column visibility, the detail stack's path and what it presents, and the demo's own
/// model (the profiles, the colors' `showDetails`, ...) that the detail's screens share.
@Observable
package final class DemoSplitModel {
    /// The sidebar's selection.
    package var category: DemoSplit.Category?
    /// The content column's selection: one of the category's values (a `Route`, a `Color`, a `Recipe`).
    package var item: AnyHashable?
    /// Which columns are shown.
    package var columnVisibility: NavigationSplitViewVisibility = .automatic
    /// The detail stack's path, above the selected item.
    package var detailPath = NavigationPath()
    /// What the detail presents as a sheet (a split view's link's `sheet/settings`) or as a cover.
    package var sheet: Route?
    package var cover: Route?
    /// What the detail's screens read and change: the profiles, the colors' details, the event log.
    package let demo = DemoModel()
    /// Shows a split view's whole state (`SplitLink.state(from:)`): the selections, the column with
    /// the keys, the visibility, and the detail's tree with its presentations, each inside the one
    /// before. The column with the keys and the sheets past the first are out of this model's reach, so
    /// the host puts the state up as it restores a saved one. Set by `DemoSplitHost`.
    @ObservationIgnored package var show: (SplitState) -> Void = { _ in }
    /// Shows a stack's tree (`DeepLink.tree(from:)`) in the detail, on the item selected now, the
    /// detail's column taking the keys. Set by `DemoSplitHost`.
    @ObservationIgnored package var showDetail: (NavigationTree<AnyHashable>) -> Void = { _ in }

    package init() {}

    /// A link opened while the split view runs (typed after `:`, or sent from outside): a split view's
    /// link shows the whole state it names; a stack's shows its tree in the detail, on the item
    /// selected now. A link that doesn't parse, or a stack's with no item selected, changes nothing.
    func open(_ url: URL) {
        let link = url.absoluteString
        if SplitLink.isSplitLink(link) {
            guard let state = try? SplitLink.state(from: link) else { return }
            show(state)
        } else {
            guard item != nil, let tree = try? DeepLink.tree(from: link) else { return }
            showDetail(tree)
        }
    }
}

/// The demo's split view written as SwiftUI code (seed 004's `NavigationSplitView`): the categories
/// in the sidebar, the selected category's values in the content column, and the selected value in
/// the detail, a `NavigationStack` with the demo's destinations. Narrow, the columns collapse into one
/// stack.
package struct DemoSplitView: View {
    @Bindable var model: DemoSplitModel

    package init(model: DemoSplitModel) { self.model = model }

    package var body: some View {
        NavigationSplitView(columnVisibility: $model.columnVisibility) {
            List(DemoSplit.Category.allCases, id: \.self, selection: $model.category) { category in
                Text(category.rawValue)
            }
            .navigationTitle("Categories")
        } content: {
            if let category = model.category {
                List(category.items, id: \.value, selection: $model.item) { item in
                    Text(item.label)
                }
                .navigationTitle(category.rawValue)
            }
        } detail: {
            NavigationStack(path: $model.detailPath) {
                DemoItemView(item: model.item)
                    .demoDestinations()
            }
            .sheet(item: $model.sheet) { route in PresentedStack(root: route, presenter: nil) }
            .fullScreenCover(item: $model.cover) { route in PresentedStack(root: route, presenter: nil) }
            .environment(\.demoStack, DemoStack(path: $model.detailPath, rootUser: (model.item?.base as? Route)?.username))
            .environment(model.demo)
        }
        .onOpenURL { url in model.open(url) }
    }
}

/// The detail's root: the selected value's screen, or what to do while none is selected.
struct DemoItemView: View {
    let item: AnyHashable?

    var body: some View {
        if let route = item?.base as? Route {
            RouteView(route: route)
        } else if let color = item?.base as? Color {
            ColorView(color: color)
        } else if let recipe = item?.base as? Recipe {
            RecipeView(recipe: recipe)
        } else {
            Text("Choose a category, then one of its items: its screen opens here, in a stack of its own.")
                .navigationTitle("Select an Item")
        }
    }
}

/// The split view's views hosted as a terminal app: the model, and the `ViewHost` running
/// `DemoSplitView` on it. The split app it runs in is what the binary restores, saves and links to:
/// its state is the model's (the selections and the visibility are the lists' bindings, the detail's
/// tree the detail stack's path) and the column with the keys.
package final class DemoSplitHost {
    package let model: DemoSplitModel
    package let host: ViewHost
    /// Runs a change of the whole state (a link opened): a saved split view saves its outcome at once
    /// (`SplitRecorder.batch`). By default it just runs it.
    package var batch: (() -> Void) -> Void = { $0() }

    package init() {
        let model = DemoSplitModel()
        let host = ViewHost(DemoSplitView(model: model))
        self.model = model
        self.host = host
        Self.connect(model, to: host) { [weak self] change in
            if let self { self.batch(change) } else { change() }
        }
    }

    /// What the model needs of the host running its views: the event log, and the split app to put a
    /// whole state up in (`batch` runs such a change: a saved split view saves its outcome at once).
    static func connect(_ model: DemoSplitModel, to host: ViewHost, batch: @escaping (() -> Void) -> Void = { $0() }) {
        model.demo.log = { [weak host] line in host?.app.log(line) }
        model.show = { [weak host] state in
            guard let app = host?.splitApp else { return }
            batch { app.restore(state) }
        }
        model.showDetail = { [weak host] tree in
            guard let app = host?.splitApp else { return }
            var state = app.state
            state.detail = tree
            state.focus = .detail
            batch { app.restore(state) }
        }
    }

    /// The split app the views run in: its keys, columns, notices, event log and link prompt.
    package var app: SplitApp { host.splitApp! }

    /// Opens a link as the views' `.onOpenURL` receives a URL: `nil`, or why it can't be opened (it
    /// follows neither grammar, or it is a stack's and no item is selected for the detail to show it).
    /// The link is read as at launch, into the same state or tree (`openedURL(for:)`).
    package func open(_ link: String) -> String? { Self.open(link, in: host) }

    /// Opens a split view's or a stack's link on `host` (a split view's), through its views' `.onOpenURL`.
    static func open(_ link: String, in host: ViewHost) -> String? {
        guard let app = host.splitApp else { return "no split view is shown" }
        let url: URL
        do {
            if SplitLink.isSplitLink(link) {
                url = try SplitLink.openedURL(for: link)
            } else {
                url = try DeepLink.openedURL(for: link)
                guard app.state.contentSelection != nil else {
                    return "no item is selected, so the detail has no stack to open '\(VisibleText.sanitized(link))' on "
                        + "(expected a split view's link, \(DeepLink.scheme)://\(SplitLink.host)/CATEGORY/ITEM/…, or select an item first)"
                }
            }
        } catch {
            return "\(error)"
        }
        host.open(url)
        return nil
    }
}
