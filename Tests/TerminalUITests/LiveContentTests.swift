import Navigation
import Observation
import TerminalUI
import Testing

/// Content that changes without a key: a screen's `.task` starts when it appears and is cancelled when
/// it leaves, and a change to an `@Observable` model a visible screen read rebuilds that screen, from
/// any task. The app runs on the main actor, as the tests do; their awaits let its jobs run.
@Suite(.timeLimit(.minutes(2))) struct LiveContentTests {
    @Observable final class Feed {
        var headline = "Waiting"
        var unseen = 0
    }

    enum Level: Hashable { case feed, other, below }

    final class Counts {
        var builds: [Level: Int] = [:]
        var started = 0
        var cancelled = 0
        var finished = 0
    }

    /// Home, the feed (which reads `headline` and has a task that waits until cancelled or released),
    /// a plain screen, and a screen that reads `unseen`.
    static func app(_ feed: Feed, _ counts: Counts, release: AsyncStream<Void>? = nil) -> StackApp<Level> {
        var destinations = ScreenDestinations()
        destinations.register(Level.self, title: { "\($0)" }) { level, _ in
            counts.builds[level, default: 0] += 1
            switch level {
            case .feed:
                return Screen(title: feed.headline, links: [.push("Other", Level.other)]).task {
                    counts.started += 1
                    if let release {
                        for await _ in release { break }
                    } else {
                        while !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) }
                    }
                    if Task.isCancelled { counts.cancelled += 1 } else { counts.finished += 1 }
                }
            case .other:
                return Screen(title: "Other")
            case .below:
                return Screen(title: "Below \(feed.unseen)", links: [.push("Feed", Level.feed)])
            }
        }
        return StackApp(router: Router<Level>(), rootTitle: "Home", destinations: destinations) { _ in
            Screen(title: "Home", links: [.push("Feed", Level.feed)])
        }
    }

    static func frame(_ app: StackApp<Level>) -> [String] {
        var canvas = Canvas(width: 60, height: 12)
        app.draw(into: &canvas)
        return canvas.lines
    }

    /// Lets the main actor's queued jobs run until `condition` holds (at most `steps` × 5 ms).
    static func settle(steps: Int = 500, until condition: () -> Bool) async {
        for _ in 0..<steps where !condition() {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func aModelChangedFromAnotherTaskRedrawsTheScreenWithNoKey() async {
        let feed = Feed(), counts = Counts()
        let app = Self.app(feed, counts)
        app.router.push(.feed)
        #expect(Self.frame(app)[1].contains("Waiting"))
        // A task off the main actor hands the change to it, as a network callback would.
        await Task.detached { await MainActor.run { feed.headline = "Breaking" } }.value
        await Self.settle { Self.frame(app)[1].contains("Breaking") }
        #expect(Self.frame(app)[1].contains("Breaking"))
        #expect(counts.builds[.feed] == 2)
    }

    @Test func aChangeNoVisibleScreenReadsRebuildsNothing() async {
        let feed = Feed(), counts = Counts()
        let app = Self.app(feed, counts)
        app.router.push(.below)
        _ = Self.frame(app)
        #expect(counts.builds[.below] == 1)
        app.router.push(.feed)  // `.below` is no longer on screen; its observation is stale
        _ = Self.frame(app)
        feed.unseen += 1
        feed.unseen += 1
        await Self.settle(steps: 20) { false }  // let any job run; none should rebuild
        _ = Self.frame(app)
        #expect(counts.builds[.below] == 1)
        #expect(counts.builds[.feed] == 1)
        // The screen on top still redraws for what it reads.
        feed.headline = "Now"
        await Self.settle { Self.frame(app)[1].contains("Now") }
        #expect(counts.builds[.feed] == 2)
        #expect(counts.builds[.below] == 1)
    }

    @Test func aTaskStartsWhenItsScreenAppearsAndIsCancelledWhenItLeaves() async {
        let feed = Feed(), counts = Counts()
        let app = Self.app(feed, counts)
        _ = Self.frame(app)
        #expect(app.runningTasks == 0)
        app.router.push(.feed)
        _ = Self.frame(app)
        #expect(app.runningTasks == 1)
        await Self.settle { counts.started == 1 }
        #expect(counts.started == 1)

        // Pushed over: it leaves, so its task is cancelled.
        app.router.push(.other)
        _ = Self.frame(app)
        #expect(app.runningTasks == 0)
        await Self.settle { counts.cancelled == 1 }
        #expect(counts.cancelled == 1)

        // Back to it: it appears again and starts again; a key that changes nothing restarts nothing.
        app.handle(.left)
        _ = Self.frame(app)
        app.handle(.character("x"))
        _ = Self.frame(app)
        #expect(app.runningTasks == 1)
        await Self.settle { counts.started == 2 }
        #expect(counts.started == 2)

        // Popped: cancelled.
        app.handle(.left)
        _ = Self.frame(app)
        #expect(app.runningTasks == 0)
        await Self.settle { counts.cancelled == 2 }
        #expect(counts.cancelled == 2 && counts.finished == 0)
    }

    @Test func aFullScreenCoverHidesTheScreenBelowAndEndsItsTask() async {
        let feed = Feed(), counts = Counts()
        let app = Self.app(feed, counts)
        app.router.push(.feed)
        _ = Self.frame(app)
        #expect(app.runningTasks == 1)
        app.router.present(.other, style: .fullScreenCover)
        _ = Self.frame(app)
        #expect(app.runningTasks == 0)
        app.router.dismiss()
        _ = Self.frame(app)
        #expect(app.runningTasks == 1)
    }

    @Test func aTaskThatEndsByItselfIsNotCancelled() async {
        let feed = Feed(), counts = Counts()
        let (release, continuation) = AsyncStream.makeStream(of: Void.self)
        let app = Self.app(feed, counts, release: release)
        app.router.push(.feed)
        _ = Self.frame(app)
        await Self.settle { counts.started == 1 }
        continuation.yield()
        await Self.settle { counts.finished == 1 }
        #expect(counts.finished == 1 && counts.cancelled == 0)
    }

    @Test func theTasksNotYetReturnedAreCountedForAHeadlessRunToWaitFor() async {
        let feed = Feed(), counts = Counts()
        let (release, continuation) = AsyncStream.makeStream(of: Void.self)
        let app = Self.app(feed, counts, release: release)
        app.router.push(.feed)
        _ = Self.frame(app)
        #expect(app.unfinishedTasks == 1)
        await Self.settle { counts.started == 1 }
        continuation.yield()
        await Self.settle { app.unfinishedTasks == 0 }
        // Returned by itself: no longer waited for, though its screen is still on top (not restarted).
        #expect(app.unfinishedTasks == 0 && app.runningTasks == 1)
        // A cancelled task is waited for until it returns.
        app.router.pop()
        app.router.push(.feed)
        _ = Self.frame(app)
        #expect(app.unfinishedTasks == 1)
        app.router.push(.other)
        _ = Self.frame(app)
        #expect(app.runningTasks == 0)
        await Self.settle { app.unfinishedTasks == 0 }
        #expect(app.unfinishedTasks == 0 && counts.cancelled == 1)
    }
}
