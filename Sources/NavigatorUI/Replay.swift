// A view of yours whose inputs are as they were draws what it drew: its body is not evaluated again.
//
// SwiftUI evaluates a view's body again only when the view changed (its fields compared with the last
// ones) or something its body read changed. Here a screen is evaluated again when anything it read
// changed; under it, each view of yours keeps at its place (`ViewNode.replay`) the lines and links its
// body drew, with the observation of what that body read. Evaluated again with the same fields (its
// `@State`, `@Environment` ... left out: they are its place's), in the same environment and the same
// surroundings, and nothing it read changed since, it draws those again: a typed key in a form of a
// thousand rows evaluates the form's body, not the thousand rows'.
//
// A change to what a view's body read marks it (`isStale`) and tells whoever drew it again since (its
// `changes`, read then): the views around it, and the screen, are evaluated again, each drawing again
// what didn't change. A body that gathered more than lines and links (a title, a sheet, a task, a
// placed button, a preference, a `TimelineView`) is evaluated each time.
@_spi(SwiftUI) import Observation
import Synchronization
import TerminalUI

/// What a view of yours drew the last time its body was evaluated, at its place in the hierarchy.
/// Marked stale from whatever thread makes a change; read on the main actor.
nonisolated final class ViewReplay: @unchecked Sendable {
    /// Set when something the body read changes (and until it is first evaluated).
    let isStale = Atomic<Bool>(true)
    /// Written when it becomes stale: read where its lines are drawn again, so that the view or the
    /// screen drawing them hears it.
    let changes = StateCell(0)
    /// The view as its body was last evaluated (a `ReplayedView`), its surroundings, and what it drew:
    /// its lines, and its links, placed from the first of those lines on.
    @exclusivity(unchecked) var view: AnyObject?
    @exclusivity(unchecked) var inputs: ReplayInputs?
    @exclusivity(unchecked) var lines: [TerminalUI.Text] = []
    @exclusivity(unchecked) var links: [TerminalUI.ScreenLink] = []
    /// Whether its lines hold a block drawn as it is (`_RenderContext.breaksLines`).
    @exclusivity(unchecked) var breaksLines = false
    /// Set once its body gathered what isn't drawn again: evaluated each time from then on.
    @exclusivity(unchecked) var refused = false

    init() {}

    /// Something the body read is changing.
    func heardChange() {
        isStale.store(true, ordering: .releasing)
        changes.willWrite {}
    }
}

/// A view kept as its body was last evaluated.
nonisolated final class ReplayedView<V>: @unchecked Sendable {
    let view: V
    init(_ view: V) { self.view = view }
}

/// What a view's body is evaluated in besides its fields: its environment and what the views around
/// it set for the views under them.
struct ReplayInputs {
    let environment: EnvironmentValues
    let textStyle: TerminalUI.Style
    let help: String?
    let section: String?
    let lineLimit: Int?
    let horizontalInset: Int
    let keyboardShortcut: TerminalUI.Key?
    let proposedWidth: Int?
    let proposedHeight: Int?
    let flags: UInt8

    @MainActor init(_ context: _RenderContext) {
        environment = context.environment
        textStyle = context.textStyle
        help = context.help
        section = context.section
        lineLimit = context.lineLimit
        horizontalInset = context.horizontalInset
        keyboardShortcut = context.keyboardShortcut
        proposedWidth = context.proposedSize?.width
        proposedHeight = context.proposedSize?.height
        var flags: UInt8 = context.proposedSize == nil ? 0 : 1
        if context.isInStack { flags |= 2 }
        if context.isDisabled { flags |= 4 }
        if context.isInHStack { flags |= 8 }
        if context.breaksLines { flags |= 16 }
        if context.scrollsSideways { flags |= 32 }
        if context.list.runs.isEmpty { flags |= 64 }
        self.flags = flags
    }

    func isSame(as other: ReplayInputs) -> Bool {
        flags == other.flags && horizontalInset == other.horizontalInset && lineLimit == other.lineLimit
            && proposedWidth == other.proposedWidth && proposedHeight == other.proposedHeight
            && textStyle == other.textStyle && keyboardShortcut == other.keyboardShortcut
            && help == other.help && section == other.section && environment.isSame(as: other.environment)
    }
}

/// What `_RenderContext.replay(_:)` found: draw the view's body as usual, drawn again, or evaluate it
/// and keep what it draws.
@usableFromInline enum _Replay {
    case evaluate
    case replayed
    case record(_ReplayMark)
}

/// Where a view's body starts drawing, to keep what it drew once evaluated.
@usableFromInline struct _ReplayMark {
    let replay: ViewReplay
    let view: AnyObject
    let inputs: ReplayInputs
    let lines: Int
    let links: Int
    let gathered: Int
    let placedLinks: UInt8
    let breaksLines: Bool
}

extension _RenderContext {
    /// Whether the view of yours about to be evaluated may be drawn again from what it drew: not where
    /// its lines are gathered into something else (a label, a row of an `HStack`, a list's row, a
    /// grid, a picker's options, a lazy stack), nor while a scroll request looks for a view.
    private var replayable: Bool {
        selection == nil && !list.isInList && gridRows == nil && gridCells == nil && !isInLabel && !labelFillsLine
            && placesLinks == 0 && rowParts == nil && !isEvaluatingRow && pickerOptions == nil && menuParent == nil
            && !collectsLabel && lazyBudget == nil && scrollTo == nil && elasticShapes == nil && submitAction == nil
            && focus == nil
    }

    /// Draws `view` again from what its body last drew, if it can; else says whether to keep what its
    /// body draws now. At the view's place (its type's component entered).
    @usableFromInline func replay<V: View>(_ view: V) -> _Replay {
        guard replayable, let fields = Self.layout(of: V.self).fields else { return .evaluate }
        let place = node()
        let replay: ViewReplay
        if let kept = place.replay {
            replay = kept
        } else {
            replay = ViewReplay()
            place.replay = replay
        }
        if replay.refused { return .evaluate }
        let inputs = ReplayInputs(self)
        if !replay.isStale.load(ordering: .acquiring), let kept = replay.view as? ReplayedView<V>, let keptInputs = replay.inputs,
           keptInputs.isSame(as: inputs), Self.sameFields(kept.view, view, skipping: fields) {
            if Self.checksReplays { check(replay, against: view) }
            drawReplayed(replay)
            return .replayed
        }
        return .record(_ReplayMark(replay: replay, view: ReplayedView(view), inputs: inputs, lines: lines.count, links: links.count,
                                   gathered: gathered, placedLinks: placedLinks, breaksLines: breaksLines))
    }

    /// Evaluates a view's body (`evaluate`: its properties connected, then its body) under an observation
    /// of its own, and keeps what it drew if it drew only lines and links.
    @usableFromInline func record(_ mark: _ReplayMark, _ evaluate: () -> Void) {
        let replay = mark.replay
        replay.isStale.store(false, ordering: .releasing)
        // Held weakly: an observation that never hears a change stays with what it watched (a model the
        // view itself keeps, through the view kept here, would never be let go of).
        withObservationTracking(evaluate) { [weak replay] in replay?.heardChange() }
        guard gathered == mark.gathered, placedLinks == mark.placedLinks, lines.count >= mark.lines, links.count >= mark.links else {
            // It gathered what is not drawn again: evaluated each time from now on.
            replay.refused = true
            replay.view = nil
            replay.inputs = nil
            replay.lines = []
            replay.links = []
            return
        }
        replay.view = mark.view
        replay.inputs = mark.inputs
        replay.lines = Array(lines[mark.lines...])
        replay.links = links[mark.links...].map { link in
            var link = link
            link.paragraph = link.paragraph.map { $0 - mark.lines }
            return link
        }
        replay.breaksLines = breaksLines && !mark.breaksLines
    }

    /// Draws what a view drew again, and reads its changes: whoever draws this hears them.
    private func drawReplayed(_ replay: ViewReplay) {
        let first = lines.count
        lines.append(contentsOf: replay.lines)
        for var link in replay.links {
            link.paragraph = link.paragraph.map { $0 + first }
            links.append(link)
        }
        if replay.breaksLines { breaksLines = true }
        _ = replay.changes.value
    }

    /// Says that what the view being evaluated draws can't be drawn again: it depends on what no
    /// observation hears (the time, a `TimelineView`'s).
    func noteUnreplayable() { gathered &+= 1 }

    /// Whether two views of a type have the same fields, leaving out its dynamic properties (its
    /// `@State`, `@Environment` ...: what its place keeps or the environment gives). Compared as
    /// SwiftUI compares a view with no `Equatable` of its own: field by field, bit for bit. (Bits
    /// that differ may still be equal values, a string in another buffer: then it is evaluated.)
    static func sameFields<V>(_ a: V, _ b: V, skipping fields: [TypeLayout.Field]) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                var start = 0
                for field in fields {
                    if field.offset > start, !x[start..<field.offset].elementsEqual(y[start..<field.offset]) { return false }
                    start = max(start, field.offset + field.size)
                }
                return start >= x.count || x[start...].elementsEqual(y[start...])
            }
        }
    }

    /// Whether every view drawn again is checked against its body evaluated again: set
    /// `NAVIGATOR_CHECK_REPLAYS` to run a program (the tests) so.
    nonisolated static let checksReplays = getenv("NAVIGATOR_CHECK_REPLAYS") != nil

    /// Evaluates the view's body and stops the program if it draws other than what is drawn again.
    private func check<V: View>(_ replay: ViewReplay, against view: V) {
        let firstLine = lines.count, firstLink = links.count
        let layout = Self.layout(of: V.self)
        if layout.readsFields { link(view, layout: layout) }
        evaluate(view.body, at: "body")
        let drawn = Array(lines[firstLine...])
        let drawnLinks = links[firstLink...].map { "\($0.label)|\($0.paragraph.map { $0 - firstLine } ?? -1)|\($0.isEnabled)|\($0.inlineTag)|\($0.identity)|\($0.section ?? "")" }
        let keptLinks = replay.links.map { "\($0.label)|\($0.paragraph ?? -1)|\($0.isEnabled)|\($0.inlineTag)|\($0.identity)|\($0.section ?? "")" }
        precondition(drawn == replay.lines && drawnLinks == keptLinks,
                     "\(V.self) drawn again differs from its body evaluated again:\n\(replay.lines)\n\(drawn)\n\(keptLinks)\n\(drawnLinks)")
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
    }
}

extension EnvironmentValues {
    /// Whether a view's body evaluated in `other` reads what it would in this: the same storage, or
    /// the same values in another (each key's value bit for bit, the same objects).
    func isSame(as other: EnvironmentValues) -> Bool {
        guard isEnabled == other.isEnabled else { return false }
        let a = storage, b = other.storage
        if a === b { return true }
        guard a.dismiss.reference === b.dismiss.reference, a.dismiss.screenID == b.dismiss.screenID, a.isPresented == b.isPresented,
              a.screenEditMode?.reference === b.screenEditMode?.reference, a.screenEditMode?.screenID == b.screenEditMode?.screenID,
              a.objects.count == b.objects.count, a.values.count == b.values.count
        else { return false }
        for (key, object) in a.objects where b.objects[key] !== object { return false }
        for (key, box) in a.values {
            guard let otherBox = b.values[key], box === otherBox || box.isSame(as: otherBox) else { return false }
        }
        return true
    }
}
