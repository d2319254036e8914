// A model file as a SwiftUI app written before Observation has it: `import Combine` alone.
import Combine

final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
    private var cancellables = Set<AnyCancellable>()
    private(set) var changesSeen = 0

    init() {
        objectWillChange.sink { [weak self] in self?.changesSeen += 1 }.store(in: &cancellables)
    }
}
