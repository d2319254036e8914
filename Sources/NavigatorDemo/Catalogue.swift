import Observation

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
