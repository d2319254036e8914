// A host is let go of with its stack app and its router's tree, and what its views kept of it (their
// `dismiss`, their edit mode, a router observation's token) does nothing after: the host, the stack app
// and the tree are held by references their deinits clear, not by weak ones (HostReference).
import Navigation
import NavigatorUI
import TerminalUI
import Testing

/// What the views of a test kept of their environment, to use after their host is gone.
@MainActor private final class Kept {
    var dismiss: DismissAction?
    var editMode: Binding<EditMode>?
}

private struct Level: View {
    let number: Int
    let kept: Kept
    @Environment(\.dismiss) private var dismiss
    @Environment(\.editMode) private var editMode

    var body: some View {
        kept.dismiss = dismiss
        kept.editMode = editMode
        return VStack {
            Text("Level \(number)")
            NavigationLink("Next", value: number + 1)
        }
        .navigationTitle("Level \(number)")
    }
}

private struct Levels: View {
    let kept: Kept
    var body: some View {
        NavigationStack {
            Level(number: 0, kept: kept)
                .navigationDestination(for: Int.self) { Level(number: $0, kept: kept) }
        }
    }
}

@MainActor struct HostLifetimeTests {
    private let size = TerminalSize(width: 60, height: 12)

    @Test func aHostIsLetGoOfWithItsStackAppAndTree() {
        let kept = Kept()
        weak var host: ViewHost?
        weak var app: StackApp<AnyHashable>?
        weak var router: Router<AnyHashable>?
        do {
            let running = ViewHost(Levels(kept: kept))
            let frame = Headless.run(running, size: size, keys: [.enter, .enter])
            #expect(frame.plainText.contains("Level 2"))
            #expect(running.depth == 2)
            host = running
            app = running.app
            router = running.router
        }
        #expect(host == nil)
        #expect(app == nil)
        #expect(router == nil)
    }

    @Test func whatViewsKeptOfTheirHostDoesNothingOnceItIsGone() throws {
        let kept = Kept()
        do {
            let running = ViewHost(Levels(kept: kept))
            _ = Headless.run(running, size: size, keys: [.enter])
            // Alive, the pushed level's dismiss pops it.
            let dismiss = try #require(kept.dismiss)
            dismiss()
            #expect(running.depth == 0)
            _ = Headless.run(running, size: size, keys: [.enter])
            #expect(running.depth == 1)
        }
        // The host is gone: dismissing does nothing, and the edit mode is a value of its own.
        let dismiss = try #require(kept.dismiss)
        dismiss()
        let editMode = try #require(kept.editMode)
        editMode.wrappedValue = .active
        #expect(editMode.wrappedValue == .active)
    }

    @Test func aRouterOutlivingItsStackAppIsHeardByNoOne() {
        let router = Router<AnyHashable>()
        weak var gone: StackApp<AnyHashable>?
        do {
            let app = StackApp<AnyHashable>(router: router, rootTitle: "Root", destinations: ScreenDestinations()) { _ in Screen(title: "Root") }
            router.push(AnyHashable(1))
            #expect(app.router.depth == 1)
            gone = app
        }
        #expect(gone == nil)
        // The app's observation went with it: the change reaches no observer of a freed app.
        router.push(AnyHashable(2))
        #expect(router.depth == 2)
    }

    @Test func aTokenOutlivingItsRouterCancelsNothing() {
        var heard = 0
        var token: ObservationToken?
        weak var gone: Router<AnyHashable>?
        do {
            let router = Router<AnyHashable>()
            token = router.observe(didChange: { _ in heard += 1 })
            router.push(AnyHashable(1))
            gone = router
        }
        #expect(gone == nil)
        #expect(heard == 1)
        token?.cancel()
        token = nil
    }
}
