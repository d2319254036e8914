import Observation
import TerminalUI

/// What the loading showcase fetches: nothing until its screen's `.task` has waited half a second,
/// as a network request would. An `@Observable` model, so the screen redraws when it arrives.
@Observable
package final class Catalogue {
    package enum State: Equatable {
        case loading
        case loaded([String])
    }

    package var state = State.loading
    /// How long a load takes.
    package var delay = Duration.milliseconds(500)

    package init() {}

    /// Loads the catalogue unless it is there; a cancelled load leaves it loading.
    package func load(log: (String) -> Void) async {
        guard state == .loading else { return }
        log("Loading the catalogue")
        do {
            try await Task.sleep(for: delay)
        } catch {
            log("Cancelled loading the catalogue")
            return
        }
        state = .loaded(Recipe.allCases.map(\.title) + Color.allCases.map { "\($0.title) paint" })
        log("Loaded the catalogue")
    }
}

extension Screens {
    /// SwiftUI's `.task { await model.load() }`: the screen shows "Loading…" until the model has
    /// what it fetched, then the content, with no key pressed.
    static func loading(_ catalogue: Catalogue, log: @escaping (String) -> Void) -> Screen {
        let screen: Screen
        switch catalogue.state {
        case .loading:
            screen = Screen(title: "Loading…", body: [
                "The catalogue arrives in about half a second, with no key pressed: the screen's task loads it and the model it changes redraws the screen.",
                "Go back before then and the load is cancelled (press e for the event log).",
            ])
        case .loaded(let items):
            screen = Screen(
                title: "Loaded",
                body: ["\(items.count) items arrived while you watched. Going back and coming here again keeps them."],
                links: items.map { item in .button(item) { log("Picked \(item)") } }
            )
        }
        return screen.task { await catalogue.load(log: log) }
    }
}
