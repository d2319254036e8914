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
// A change to what a view's body read marks it stale, and the views around it that drew it (`drawnBy`,
// set each time it is drawn), and tells the screen (its `changes`, read by each evaluation that draws
// views again): the screen is evaluated again, the views marked are, and each of the others draws again
// what it drew. A body that gathered more than lines and links (a title, a sheet, a task, a placed
// button, a preference, a `TimelineView`) is evaluated each time.
@_spi(SwiftUI) import Observation
import Synchronization
import TerminalUI

/// What a view of yours drew the last time its body was evaluated, at its place in the hierarchy.
/// Marked stale from whatever thread makes a change; read on the main actor.
nonisolated final class ViewReplay: @unchecked Sendable {
    /// Set when something the body read changes (and until it is first evaluated).
    let isStale = Atomic<Bool>(true)
    /// The screen's cell written when one of its views becomes stale: the screen's evaluation reads it.
    let changes: StateCell<Int>
    /// The view of yours whose body drew this one the last time, if any: stale when this one is.
    private let drawnBy = Mutex<ViewReplay?>(nil)
    /// The view as its body was last evaluated (a `ReplayedView` of the type `viewType`), its
    /// surroundings, and what it drew: its lines, and its links, placed from the first of those lines on.
    @exclusivity(unchecked) var view: AnyObject?
    @exclusivity(unchecked) var viewType: ObjectIdentifier?
    @exclusivity(unchecked) var inputs: ReplayInputs?
    @exclusivity(unchecked) var lines: [TerminalUI.Text] = []
    @exclusivity(unchecked) var links: [TerminalUI.ScreenLink] = []
    /// Whether its lines hold a block drawn as it is (`_RenderContext.breaksLines`).
    @exclusivity(unchecked) var breaksLines = false
    /// The placed lines among its links (`ScreenLink.inlineTag`): how many, and the tag before the first
    /// when it was evaluated (drawn again after other placed lines, their tags and marks move).
    @exclusivity(unchecked) var placedCount: UInt8 = 0
    @exclusivity(unchecked) var placedAfter: UInt8 = 0
    /// Set once its body gathered what isn't drawn again, or it was evaluated again too many times with
    /// other fields while nothing it read changed: evaluated each time from then on.
    @exclusivity(unchecked) var refused = false
    /// How many times its body was evaluated since something it read last changed: each left an
    /// observation that goes only when what it watched changes (there is no letting go of one before).
    @exclusivity(unchecked) var observations = 0
    /// At most this many: a view given other fields at every evaluation (a closure made each time) would
    /// add an observation to what it read at every key.
    static let mostObservations = 4

    init(changes: StateCell<Int>) { self.changes = changes }

    /// The view of yours whose body draws this one now.
    func isDrawn(by parent: ViewReplay?) {
        drawnBy.withLock { if $0 !== parent { $0 = parent } }
    }

    /// Something the body read is changing: it is stale, and so are the views around it that drew it.
    func heardChange() {
        var replay: ViewReplay? = self
        while let stale = replay {
            stale.isStale.store(true, ordering: .releasing)
            replay = stale.drawnBy.withLock { $0 }
        }
        changes.willWrite {}
    }
}

/// A view kept as its body was last evaluated.
nonisolated final class ReplayedView<V>: @unchecked Sendable {
    let view: V
    init(_ view: V) { self.view = view }
}

/// What a view's body is evaluated in besides its fields: its environment and what the views around
/// it set for the views under them. (An object: kept, and compared in place at each evaluation.)
final class ReplayInputs {
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

    nonisolated deinit {}

    init(_ context: _RenderContext) {
        flags = Self.flags(of: context)
        environment = context.environment
        textStyle = context.textStyle
        help = context.help
        section = context.section
        lineLimit = context.lineLimit
        horizontalInset = context.horizontalInset
        keyboardShortcut = context.keyboardShortcut
        proposedWidth = context.proposedSize?.width
        proposedHeight = context.proposedSize?.height
    }

    private static func flags(of context: _RenderContext) -> UInt8 {
        var flags: UInt8 = context.proposedSize == nil ? 0 : 1
        if context.isInStack { flags |= 2 }
        if context.isDisabled { flags |= 4 }
        if context.isInHStack { flags |= 8 }
        if context.breaksLines { flags |= 16 }
        if context.scrollsSideways { flags |= 32 }
        if context.list.runs.isEmpty { flags |= 64 }
        return flags
    }

    /// Whether the context's surroundings are these (compared where they are, nothing copied).
    func areThose(of context: _RenderContext) -> Bool {
        flags == Self.flags(of: context) && horizontalInset == context.horizontalInset && lineLimit == context.lineLimit
            && proposedWidth == context.proposedSize?.width && proposedHeight == context.proposedSize?.height
            && textStyle == context.textStyle && keyboardShortcut == context.keyboardShortcut
            && help == context.help && section == context.section && environment.isSame(as: context.environment)
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
    let viewType: ObjectIdentifier
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
        guard replayable, let replayChanges, let fields = Self.layout(of: V.self).fields else { return .evaluate }
        let place = node()
        let replay: ViewReplay
        if let kept = place.replay {
            replay = kept
        } else {
            replay = ViewReplay(changes: replayChanges)
            place.replay = replay
        }
        if replay.refused { return .evaluate }
        if !replay.isStale.load(ordering: .acquiring), replay.viewType == ObjectIdentifier(V.self), let kept = replay.view,
           canPlace(replay), let inputs = replay.inputs, inputs.areThose(of: self),
           Self.sameFields(unsafeDowncast(kept, to: ReplayedView<V>.self).view, view, skipping: fields) {
            replay.isDrawn(by: drawingReplay)
            if Self.checksReplays { check(replay, against: view) } else { drawReplayed(replay) }
            return .replayed
        }
        return .record(_ReplayMark(replay: replay, view: ReplayedView(view), viewType: ObjectIdentifier(V.self), inputs: ReplayInputs(self),
                                   lines: lines.count, links: links.count, gathered: gathered, placedLinks: placedLinks,
                                   breaksLines: breaksLines))
    }

    /// Evaluates a view's body (`evaluate`: its properties connected, then its body) under an observation
    /// of its own, and keeps what it drew if it drew only lines and links.
    @usableFromInline func record(_ mark: _ReplayMark, _ evaluate: () -> Void) {
        let replay = mark.replay
        if replay.isStale.exchange(false, ordering: .acquiringAndReleasing) {
            replay.observations = 1
        } else {
            replay.observations += 1
            if replay.observations >= ViewReplay.mostObservations { replay.refused = true }
        }
        replay.isDrawn(by: drawingReplay)
        let outer = drawingReplay
        drawingReplay = replay
        // Held weakly: an observation that never hears a change stays with what it watched (a model the
        // view itself keeps, through the view kept here, would never be let go of).
        withObservationTracking(evaluate) { [weak replay] in replay?.heardChange() }
        drawingReplay = outer
        // Placed lines are drawn again with other tags, unless the tags ran out while they were placed
        // (the rest then had lines of their own).
        guard !replay.refused, gathered == mark.gathered, placedLinks >= mark.placedLinks,
              placedLinks == mark.placedLinks || placedLinks < .max, lines.count >= mark.lines, links.count >= mark.links else {
            // It gathered what is not drawn again: evaluated each time from now on.
            replay.refused = true
            replay.view = nil
            replay.viewType = nil
            replay.inputs = nil
            replay.lines = []
            replay.links = []
            return
        }
        replay.view = mark.view
        replay.viewType = mark.viewType
        replay.inputs = mark.inputs
        replay.lines = Array(lines[mark.lines...])
        replay.links = links[mark.links...].map { link in
            var link = link
            link.paragraph = link.paragraph.map { $0 - mark.lines }
            return link
        }
        replay.breaksLines = breaksLines && !mark.breaksLines
        replay.placedCount = placedLinks - mark.placedLinks
        replay.placedAfter = mark.placedLinks
    }

    /// Whether a view's lines can be drawn again with its placed lines' tags after the ones placed so
    /// far: placed ones if the tags don't run out; none if it placed none while it could, or while the
    /// tags had run out then as they have now.
    private func canPlace(_ replay: ViewReplay) -> Bool {
        if replay.placedCount > 0 { return Int(placedLinks) + Int(replay.placedCount) < Int(UInt8.max) }
        return replay.placedAfter < .max || placedLinks == .max
    }

    /// Draws what a view drew again.
    private func drawReplayed(_ replay: ViewReplay) {
        let first = lines.count
        let moved = Int(placedLinks) - Int(replay.placedAfter)
        if replay.placedCount == 0 || moved == 0 {
            lines.append(contentsOf: replay.lines)
        } else {
            for line in replay.lines { lines.append(line.movingItemTags(by: moved)) }
        }
        for var link in replay.links {
            // (No `Optional.map`: a closure of this main-actor module checks its actor at each call.)
            if let paragraph = link.paragraph { link.paragraph = paragraph + first }
            if link.inlineTag != 0, moved != 0 { link.inlineTag = UInt8(Int(link.inlineTag) + moved) }
            links.append(link)
        }
        placedLinks += replay.placedCount
        if replay.breaksLines { breaksLines = true }
    }

    /// Says that what the view being evaluated draws can't be drawn again: it depends on what no
    /// observation hears (the time, a `TimelineView`'s).
    func noteUnreplayable() { gathered &+= 1 }

    /// Whether two views of a type have the same fields, leaving out its dynamic properties (its
    /// `@State`, `@Environment` ...: what its place keeps or the environment gives) but an
    /// `@ObservedObject`'s object. Compared as
    /// SwiftUI compares a view with no `Equatable` of its own: field by field, bit for bit. (Bits
    /// that differ may still be equal values, a string in another buffer: then it is evaluated.)
    nonisolated static func sameFields<V>(_ a: V, _ b: V, skipping fields: [TypeLayout.Field]) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard let x = x.baseAddress, let y = y.baseAddress else { return true }
                var start = 0
                for field in fields {
                    if field.offset > start, !sameBytes(x + start, y + start, count: field.offset - start) { return false }
                    if !field.type._isSame(at: x + field.offset, as: y + field.offset) { return false }
                    start = max(start, field.offset + field.size)
                }
                let size = MemoryLayout<V>.size
                return start >= size || sameBytes(x + start, y + start, count: size - start)
            }
        }
    }

    /// Whether `a` and `b` are the same bit for bit.
    nonisolated static func sameBits<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard let x = x.baseAddress, let y = y.baseAddress else { return true }
                return sameBytes(x, y, count: MemoryLayout<T>.size)
            }
        }
    }

    /// Whether `count` bytes at `x` and at `y` are the same, compared a word at a time.
    nonisolated private static func sameBytes(_ x: UnsafeRawPointer, _ y: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if x.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < count {
            if x.load(fromByteOffset: offset, as: UInt8.self) != y.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    /// Whether every view drawn again is checked against its body evaluated again: set
    /// `NAVIGATOR_CHECK_REPLAYS` to run a program (the tests) so.
    nonisolated static let checksReplays = getenv("NAVIGATOR_CHECK_REPLAYS") != nil

    /// Draws a view again after evaluating its body, and stops the program if they differ.
    private func check<V: View>(_ replay: ViewReplay, against view: V) {
        let firstLine = lines.count, firstLink = links.count, placed = placedLinks, breaks = breaksLines
        let layout = Self.layout(of: V.self)
        let surroundings = self.surroundings
        if layout.readsFields { link(view, layout: layout) }
        evaluate(view.body, at: "body")
        // Nothing but lines and links drawn: what else the body left in the context, drawing it again
        // would leave out.
        let left = self.surroundings
        precondition(left == surroundings, "\(V.self)'s body changed what drawing it again doesn't: \(zip(surroundings, left).filter { $0 != $1 })")
        let drawn = Array(lines[firstLine...]), drawnLinks = Self.described(links[firstLink...], from: firstLine)
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        let placedAfter = placedLinks
        placedLinks = placed
        breaksLines = breaks
        drawReplayed(replay)
        let again = Array(lines[firstLine...]), againLinks = Self.described(links[firstLink...], from: firstLine)
        precondition(drawn == again && drawnLinks == againLinks && placedLinks == placedAfter,
                     "\(V.self) drawn again differs from its body evaluated again:\n\(again)\n\(drawn)\n\(againLinks)\n\(drawnLinks)")
    }

    /// The context's properties but what a view drawn again writes (its lines and links, the placed
    /// lines' count, whether a block is drawn) and where the evaluation is: each described.
    private var surroundings: [String] {
        let drawn: Set<String> = ["lines", "links", "placedLinks", "breaksLines", "path", "views", "viewsLooked", "drawingReplay"]
        return Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, !drawn.contains(label) else { return nil }
            return label + "=" + String(reflecting: child.value)
        }
    }

    /// What checking a replay compares of links: all but their actions.
    private static func described(_ links: ArraySlice<TerminalUI.ScreenLink>, from firstLine: Int) -> [String] {
        links.map { "\($0.label)|\($0.paragraph.map { $0 - firstLine } ?? -1)|\($0.isEnabled)|\($0.inlineTag)|\($0.identity)|\($0.section ?? "")|\($0.isBlock)" }
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
