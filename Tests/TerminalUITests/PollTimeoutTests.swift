import CursesFrontEnd
import Testing

/// How long the curses loop's `poll` waits for an app's wake deadline (`TerminalApp.wakeDeadline`).
@Suite struct PollTimeoutTests {
    let now = ContinuousClock.now

    @Test func noDeadlineWaitsForInput() {
        #expect(CursesTerminal.milliseconds(until: nil, now: now) == -1)
    }

    @Test func aDeadlineAheadIsWaitedForRoundedUp() {
        #expect(CursesTerminal.milliseconds(until: now + .microseconds(1), now: now) == 1)
        #expect(CursesTerminal.milliseconds(until: now + .milliseconds(250), now: now) == 250)
        #expect(CursesTerminal.milliseconds(until: now + .milliseconds(1500) + .nanoseconds(1), now: now) == 1501)
        #expect(CursesTerminal.milliseconds(until: now + .seconds(200_000), now: now) == 86_400_000)
    }

    /// A deadline passed while the frame was drawn: `.now` for a filter's next step, read a few
    /// milliseconds before the loop waits. It once came out as −1, and `poll` waited for a key.
    @Test(arguments: [0, 1, 999, 1_000, 2_000, 999_999, 1_500_000, 3_600_000_000])
    func aDeadlinePastIsNoWait(microsecondsAgo: Int) {
        #expect(CursesTerminal.milliseconds(until: now - .microseconds(microsecondsAgo), now: now) == 0)
    }
}
