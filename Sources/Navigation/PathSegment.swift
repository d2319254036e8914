/// Where a `NavigationPath`'s values live: segments shared by every copy of a path and by the paths
/// made from it, so that appending to a copy, or removing its last values, never copies the values
/// under them. A binding to a model's path reads a copy and writes the path it made from it (SwiftUI's
/// `$model.path` goes through a key path, which has no in-place access): with one array, each push
/// copied the whole path, and N pushes cost N².
///
/// A segment holds the values above its `base`, root-most first; the ones below are its parent's first
/// `base`, or, for the root segment of a restored path, `restored`'s (kept encoded until read). A
/// path is a segment and a count. Values are only ever appended to a segment, never changed, so
/// every path that uses a segment sees the same values in it, whatever the others append:
/// - appending where the segment ends appends to it in place, shared or not;
/// - appending the value already next in the segment (a level pushed again after back) reuses it;
/// - appending another value where the segment goes on starts a segment above (its parent is this
///   one), or truncates the segment in place when no other path holds it.
/// Removing values only lowers the count (the segment keeps them while a path holds it).
@usableFromInline package final class PathSegment {
    let parent: PathSegment?
    /// How many values lie under this segment's own.
    let base: Int
    /// The bottom `base` values of a root segment of a restored path, still encoded.
    let restored: RestoredValues?
    /// The segment's own values, above `base`.
    @exclusivity(unchecked) private(set) var values: ContiguousArray<AnyHashable>

    init(parent: PathSegment?, base: Int, restored: RestoredValues?, values: ContiguousArray<AnyHashable>) {
        self.parent = parent
        self.base = base
        self.restored = restored
        self.values = values
    }

    /// How many values the segment reaches up to.
    var end: Int { base + values.count }

    /// The value at `index` (below `end`), found from this segment down.
    func value(at index: Int) -> AnyHashable {
        var segment = self
        while index < segment.base {
            guard let parent = segment.parent else { return segment.restored!.value(at: index) }
            segment = parent
        }
        return segment.values[index - segment.base]
    }

    /// The value at `index` as it was read, when it is still encoded.
    func restoredElement(at index: Int) -> NavigationPath.CodableRepresentation.Element? {
        var segment = self
        while index < segment.base {
            guard let parent = segment.parent else { return segment.restored!.element(at: index) }
            segment = parent
        }
        return nil
    }

    /// Appends `value` in place: only where the segment ends.
    fileprivate func append(_ value: AnyHashable) { values.append(value) }
    /// Drops the segment's values from `count` up: only when no other path holds it.
    fileprivate func truncate(to count: Int) { values.removeLast(end - count) }

    /// Calls `body` with the runs of values from index 0 up to `count`, root-most first: the restored
    /// ones as a range of indices of `restored`, the others as slices.
    func forEachRun(upTo count: Int, _ body: (Run) -> Void) {
        var runs: [Run] = []
        var segment: PathSegment? = self
        var top = count
        while let current = segment, top > 0 {
            if top > current.base {
                runs.append(.values(current.values[0..<(top - current.base)]))
                top = current.base
            }
            if current.parent == nil, top > 0, let restored = current.restored {
                runs.append(.restored(restored, 0..<top))
                top = 0
            }
            segment = current.parent
        }
        for run in runs.reversed() { body(run) }
    }

    enum Run {
        case restored(RestoredValues, Range<Int>)
        case values(ArraySlice<AnyHashable>)
    }
}

extension NavigationPath {
    /// Appends `value` (see `PathSegment`): in place where the segment ends, reusing the value already
    /// next in it, else in a segment of its own.
    package mutating func appendValue(_ value: AnyHashable) {
        // Asked before the segment is held here too.
        let isUnique = isKnownUniquelyReferenced(&segment)
        guard let segment else {
            self.segment = PathSegment(parent: nil, base: 0, restored: nil, values: [value])
            count = 1
            return
        }
        if count == segment.end {
            segment.append(value)
        } else if count >= segment.base, segment.value(at: count) == value {
            // The value already there: a level pushed again after going back.
        } else if count >= segment.base, isUnique {
            segment.truncate(to: count)
            segment.append(value)
        } else if count > segment.base {
            self.segment = PathSegment(parent: segment, base: count, restored: nil, values: [value])
        } else if let parent = segment.parent {
            self.segment = PathSegment(parent: parent, base: count, restored: nil, values: [value])
        } else {
            // Under the base of a restored path's root segment: a root segment of its own.
            self.segment = PathSegment(parent: nil, base: count, restored: count > 0 ? segment.restored : nil, values: [value])
        }
        count += 1
    }

    /// Removes the last `k` values: the segments below are kept as they are.
    package mutating func removeLastValues(_ k: Int) {
        count -= k
        guard var segment else { return }
        if count == 0 {
            self.segment = nil
            return
        }
        // Down to the segment the top now lies in, so that the segments above can go.
        while count <= segment.base, let parent = segment.parent { segment = parent }
        self.segment = segment
    }
}
