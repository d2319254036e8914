/// A destination driven by an optional value, like SwiftUI's `navigationDestination(item:)`: setting
/// `item` pushes its screen, clearing it pops the screen, and going back over the screen clears it.
///
/// Make one with `router.navigationDestination(item:title:)`; the terminal UI's `navigationDestination(item:title:screen:)` draws a screen for it.
///
/// ```swift
/// let selectedRecipe = router.navigationDestination(item: Recipe.self, title: \.description) { recipe in … }
/// selectedRecipe.item = .applePie     // pushes Apple Pie's screen
/// selectedRecipe.item = nil           // pops it
/// ```
@MainActor
public final class ItemDestination<Item: Hashable> {
    private var current: Item?
    private var shownID: EntryID?
    private let show: (Item, @escaping () -> Void) -> EntryID?
    private let hide: (EntryID) -> Void

    init(show: @escaping (Item, @escaping () -> Void) -> EntryID?, hide: @escaping (EntryID) -> Void) {
        self.show = show
        self.hide = hide
    }

    /// The item shown; `nil` when its screen is not on the stack.
    public var item: Item? {
        get { current }
        set {
            guard newValue != current else { return }
            if let shownID { hide(shownID) }  // its removal clears `current`
            guard let newValue else { return }
            shownID = show(newValue) { [weak self] in self?.removed() }
            current = shownID == nil ? nil : newValue
        }
    }

    /// The identity of the screen on the stack, while it is there.
    package var entryID: EntryID? { shownID }

    private func removed() {
        current = nil
        shownID = nil
    }
}

/// A destination driven by a Boolean, like SwiftUI's `navigationDestination(isPresented:)`: true
/// pushes its screen, false pops it, and going back over the screen sets it to false.
@MainActor
public final class PresentedDestination {
    private let destination: ItemDestination<Bool>

    init(_ destination: ItemDestination<Bool>) { self.destination = destination }

    public var isPresented: Bool {
        get { destination.item != nil }
        set { destination.item = newValue ? true : nil }
    }

    /// The identity of the screen on the stack, while it is there.
    package var entryID: EntryID? { destination.entryID }
}
