import Navigation
@testable import TerminalUI
import Testing

/// The event log (`e`) says each path a stack had, however the change was made and however long ago:
/// a push or a pop is logged from the path logged before it, which must not change what older events say.
@Suite struct EventLogTests {
    struct Item: Hashable { let n: Int }

    static func app() -> StackApp<Item> {
        var destinations = ScreenDestinations()
        destinations.register(Item.self, title: { "Item \($0.n)" }) { item, _ in
            Screen(title: "Item \(item.n)", links: [.push("Next", Item(n: item.n + 1)), .push("Other", Item(n: 1000 + item.n))])
        }
        return StackApp(router: Router<Item>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("First", Item(n: 1)), .push("Second", Item(n: 2))])
        }
    }

    /// What the log says of a stack's path as it is now.
    static func line(_ stack: Router<Item>, name: String = "New path") -> String {
        "\(name): \(PathDescription.of(stack.path))"
    }

    @Test func everyEventSaysThePathItLeft() throws {
        let app = Self.app()
        app.handle(.resize(width: 80, height: 24))
        var expected: [String] = []
        func did(_ keys: [Key]) {
            for key in keys {
                app.handle(key)
                expected.append(Self.line(app.router))
            }
        }
        // Deeper than a chain of pushes is kept (it is cut), back down past the cut, up again on another branch.
        did(Array(repeating: .enter, count: 300))
        did(Array(repeating: .backspace, count: 290))
        app.handle(.down)  // “Other”: another branch
        did(Array(repeating: .enter, count: 20))
        // Changes of more than one level, from the router.
        try app.router.removeLast(7)
        expected.append(Self.line(app.router))
        app.router.replaceStack(with: (1...12).map { Item(n: 500 + $0) })
        expected.append(Self.line(app.router))
        did([.enter, .enter, .backspace])
        app.router.popToRoot()
        expected.append(Self.line(app.router))
        did([.enter, .enter, .enter, .backspace, .enter])
        #expect(app.events == Array(expected.suffix(StackApp<Item>.maximumEvents)))
        // Read again after more changes: the events logged before say what they said.
        let before = app.events
        did(Array(repeating: .enter, count: 200))
        #expect(Array(app.events.prefix(before.count - 200)) == Array(before.suffix(before.count - 200)))
        #expect(app.events.last == Self.line(app.router))
    }

    @Test func aPresentedStackLogsItsOwnPath() {
        let app = Self.app()
        app.router.push(Item(n: 1))
        app.activeStack.present(Item(n: 7), style: .sheet)
        for n in 1...12 { app.activeStack.push(Item(n: 70 + n)) }
        let sheet = app.activeStack
        #expect(app.events.last == Self.line(sheet, name: "Sheet path"))
        sheet.pop()
        #expect(app.events.last == Self.line(sheet, name: "Sheet path"))
        app.router.dismiss()
        app.activeStack.present(Item(n: 8), style: .sheet)
        app.activeStack.push(Item(n: 9))
        // A new sheet's stack, where the last one was: its path is its own.
        #expect(app.events.last == "Sheet path: [\(Item(n: 9))]")
        app.router.dismiss()
        app.router.push(Item(n: 2))
        #expect(app.events.last == Self.line(app.router))
    }

    /// However deep the pushes go, the log holds a bounded number of levels: a chain of pushes is cut.
    @Test func theLogHoldsABoundedChainOfLevels() throws {
        let app = Self.app()
        for n in 1...5000 { app.router.push(Item(n: n)) }
        var links = 0
        var level = try #require(app.loggedPaths.first ?? nil)
        while let below = level.below {
            links += 1
            level = below
        }
        #expect(links <= 2 * LoggedPath<Item>.maximumLinks + 1)
        #expect(app.events.last == Self.line(app.router))
    }
}
