// A TimelineView is drawn again at its schedule's dates: the host wakes at the next one, and the frame
// after it evaluates the content for the new date, with no task of the app's.
import Foundation
import NavigatorUI
import Testing

/// Counts the content's evaluations, and keeps the last context's cadence.
@MainActor private final class Seen {
    var evaluations = 0
    var cadence: String = ""
}

private struct Drawn: View {
    let cadence: String
    /// The date it is drawn for: a view of another date is another view, evaluated again (one whose
    /// fields are as they were draws what it drew, as SwiftUI's).
    let date: Date
    let seen: Seen
    var body: some View {
        seen.evaluations += 1
        seen.cadence = cadence
        return Text("Drawn \(seen.evaluations) times")
    }
}

private struct TimelineClock<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let seen: Seen
    var body: some View {
        NavigationStack {
            TimelineView(schedule) { context in Drawn(cadence: "\(context.cadence)", date: context.date, seen: seen) }
            .navigationTitle("Clock")
        }
    }
}

@MainActor struct TimelineViewTests {
    func draw(_ host: ViewHost) -> [String] {
        var canvas = Canvas(width: 40, height: 8)
        host.draw(into: &canvas)
        return canvas.lines
    }

    @Test("The host wakes at the schedule's next date, and the frame then draws the content again")
    func drawnAgainAtTheNextDate() throws {
        let seen = Seen()
        let host = ViewHost(TimelineClock(schedule: .periodic(from: .now, by: 1), seen: seen))
        host.handle(.resize(width: 40, height: 8))
        let first = draw(host)
        let drawn = seen.evaluations
        #expect(drawn > 0 && first.contains { $0.contains("Drawn \(drawn) times") }, "\(first)")
        let deadline = try #require(host.wakeDeadline, "a deadline at the next second")
        #expect(deadline <= .now + .seconds(1.01) && seen.cadence == "seconds")
        // A frame before the date draws what was drawn, evaluating nothing.
        #expect(draw(host) == first && seen.evaluations == drawn)
        host.wake(now: deadline)
        let again = draw(host)
        #expect(seen.evaluations > drawn && again.contains { $0.contains("Drawn \(seen.evaluations) times") }, "\(again)")
        #expect(host.wakeDeadline != nil, "the next date is asked for again")
    }

    @Test("Every minute is a minute's cadence; an animation is live; a schedule with no dates left asks for none")
    func schedules() {
        let minute = Seen()
        let host = ViewHost(TimelineClock(schedule: .everyMinute, seen: minute))
        _ = draw(host)
        #expect(minute.cadence == "minutes" && host.wakeDeadline != nil)
        let live = Seen()
        _ = draw(ViewHost(TimelineClock(schedule: .animation, seen: live)))
        #expect(live.cadence == "live")
        let past = Seen()
        let done = ViewHost(TimelineClock(schedule: .explicit([Date(timeIntervalSinceNow: -60)]), seen: past))
        _ = draw(done)
        #expect(done.wakeDeadline == nil && past.evaluations > 0)
    }
}
