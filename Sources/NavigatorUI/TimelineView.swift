// SwiftUI's `TimelineView`: a view drawn again at the dates of its schedule (a clock, a dashboard that
// refreshes), with no task of the app's: the host wakes at the next date (`ViewHost.wakeDeadline`).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A view drawn again at each date of its schedule, as SwiftUI's: `content` is given the date it is
/// drawn for. The terminal wakes at the next date and draws the screen again (a headless run draws the
/// date its keys end at).
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: _PrimitiveView {
    /// What the content is drawn for: the date, and how often the schedule draws it.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view drawn by `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public func _render(into context: _RenderContext) {
        let now = Date()
        var dates = schedule.entries(from: now, mode: .normal).makeIterator()
        // The first date after now, a few at most looked at (a schedule from the past starts there).
        var next: Date?
        for _ in 0..<1_000 {
            guard let date = dates.next() else { break }
            if date > now {
                next = date
                break
            }
        }
        // How often: the time between the next two dates (to the next alone when it is the last).
        let after = dates.next()
        let interval = next.map { next in (after ?? next).timeIntervalSince(after == nil ? now : next) } ?? .infinity
        let cadence: TimelineViewDefaultContext.Cadence = interval < 1 ? .live : interval < 60 ? .seconds : .minutes
        context.evaluate(content(Context(date: now, cadence: cadence)), at: "timeline")
        // Drawn for the time it is evaluated at: never drawn again as it was.
        context.noteUnreplayable()
        if let next, context.keepsState { context.host.drawAgain(at: next) }
    }
}

/// What a `TimelineView`'s content is drawn for, as SwiftUI's: the date, and how often the schedule draws it.
public struct TimelineViewDefaultContext {
    /// How often a schedule's dates come.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
    /// The date the content is drawn for.
    public let date: Date
    /// How often the content is drawn.
    public let cadence: Cadence
}

/// The dates a `TimelineView` is drawn at, as SwiftUI's.
public protocol TimelineSchedule {
    /// The dates from `startDate` on.
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may draw, as SwiftUI's: a terminal draws at the schedule's dates in either mode.
nonisolated public enum TimelineScheduleMode: Hashable, Sendable {
    case normal, lowFrequency
}

extension TimelineSchedule {
    /// The mode a schedule is asked for its dates in.
    public typealias Mode = TimelineScheduleMode
}

/// Dates `interval` seconds apart from a start, as SwiftUI's `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 0.01)
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        // From the last date of the period at or before `startDate`.
        let skipped = startDate > start ? (startDate.timeIntervalSince(start) / interval).rounded(.down) : 0
        var next = start.addingTimeInterval(skipped * interval)
        return AnyIterator {
            defer { next = next.addingTimeInterval(interval) }
            return next
        }
    }
}

/// The start of each minute, as SwiftUI's `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        let seconds = startDate.timeIntervalSinceReferenceDate
        var next = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return AnyIterator {
            defer { next = next.addingTimeInterval(60) }
            return next
        }
    }
}

/// Dates as often as an animation's frames, as SwiftUI's `.animation`: a terminal draws ten a second
/// at most (or `minimumInterval` apart), none while `paused`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: TimeInterval
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(minimumInterval ?? 0.1, 0.1)
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = startDate
        let paused = paused, interval = interval
        return AnyIterator {
            guard !paused else { return nil }
            defer { next = next.addingTimeInterval(interval) }
            return next
        }
    }
}

/// The dates given, as SwiftUI's `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates `interval` seconds apart from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of each minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as a terminal draws an animation: ten times a second.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// At least `minimumInterval` seconds apart (a tenth of a second at least), none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension ViewHost {
    /// A `TimelineView` shown asks to be drawn again at `date`: the host wakes then (the earliest asked).
    func drawAgain(at date: Date) {
        let instant = ContinuousClock.now.advanced(by: .seconds(max(0, date.timeIntervalSinceNow)))
        if timelineDeadline.map({ instant < $0 }) ?? true { timelineDeadline = instant }
    }
}
