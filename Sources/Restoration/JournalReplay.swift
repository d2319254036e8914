#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Navigation

/// A change read from a journal line by the fast reader, its elements where their literals are in
/// the line; or one the JSON decoder read, its elements built.
enum JournalChange {
    case push(stack: Int, element: JournalElement)
    case pop(stack: Int, count: Int)
    case replace(stack: Int, path: JournalPath)
    case present(style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element, path: JournalPath)
    case dismiss(count: Int)

    /// A change the JSON decoder read (a line laid out otherwise than navigator writes it).
    init(_ change: StateChange) {
        switch change {
        case let .push(stack, element): self = .push(stack: stack, element: .built(element))
        case let .pop(stack, count): self = .pop(stack: stack, count: count)
        case let .replace(stack, path): self = .replace(stack: stack, path: .built(path))
        case let .present(presentation): self = .present(style: presentation.style, root: presentation.root, path: .built(presentation.path))
        case let .dismiss(count): self = .dismiss(count: count)
        }
    }
}

/// A pushed element: where its type name's opening quote is in its line, or the element built.
enum JournalElement {
    case inLine(Int)
    case built(NavigationPath.CodableRepresentation.Element)
}

/// A path of a line: where each element's type name is in it, root-most first, or the path built.
enum JournalPath {
    case inLine([Int])
    case built(NavigationPath.CodableRepresentation)
}

/// A navigation tree as a journal is replayed onto it. Each stack's path is the path it had (the
/// snapshot's, or one the decoder read) and the elements a line pushed, replaced or presented since,
/// whose literals are copied from their line into one buffer, `arena`: the journal itself is read a
/// block at a time and never held. A journal of 500,000 pushes kept 500,000 elements of two Strings
/// each (226 MB); it keeps their literals (about 50 bytes each) and an offset each.
///
/// Changes are checked as `NavigationState.apply(_:)` checks them, with the same errors.
struct ReplayTree {
    /// One stack's path: `base`, then the elements put on it since, by where they are in `arena`.
    private struct Path {
        var base: NavigationPath.CodableRepresentation
        var added: [UInt32] = []

        var count: Int { base.count + added.count }
    }

    private var paths: [Path]
    private var presented: [(style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element)]
    /// The literals of the elements lines added, each as a path holds one: `"type","json"`. At most
    /// a journal's bytes (`PathStore.Limits.maxFileBytes`), so an offset fits in 32 bits.
    private var arena: [UInt8] = []

    init(_ state: NavigationState, expectedBytes: Int = 0) {
        paths = [Path(base: state.path)] + state.presentations.map { Path(base: $0.path) }
        presented = state.presentations.map { ($0.style, $0.root) }
        // Reserved, not touched: only the pages written are resident.
        arena.reserveCapacity(expectedBytes)
    }

    private var stackCount: Int { paths.count }

    /// Applies a change read from `line` (the bytes its `.inLine` offsets are in).
    mutating func apply(_ change: JournalChange, in line: UnsafeBufferPointer<UInt8>) throws(StateChangeError) {
        switch change {
        case let .push(stack, element):
            try check(stack)
            paths[stack].added.append(keep(element, in: line))
        case let .pop(stack, count):
            try check(stack)
            let have = paths[stack].count
            guard count >= 0, count <= have else { throw .noSuchCount(stack: stack, count: count, have: have) }
            let base = paths[stack].base.count
            if count >= base {
                paths[stack].added.removeLast(have - count)
            } else {
                paths[stack].added.removeAll()
                paths[stack].base.removeLast(base - count)
            }
        case let .replace(stack, path):
            try check(stack)
            paths[stack] = keep(path, in: line)
        case let .present(style, root, path):
            let limit = StateSnapshot.maximumPresentations
            guard presented.count < limit else { throw .tooManyPresentations(limit: limit) }
            presented.append((style, root))
            paths.append(keep(path, in: line))
        case let .dismiss(count):
            guard count >= 0, count <= presented.count else {
                throw .noSuchCount(stack: -1, count: count, have: presented.count)
            }
            presented.removeLast(presented.count - count)
            paths.removeLast(paths.count - 1 - count)
        }
    }

    private func check(_ stack: Int) throws(StateChangeError) {
        guard stack >= 0, stack < stackCount else { throw .noSuchStack(stack, stackCount: stackCount) }
    }

    /// Copies an element's literals into `arena`: where they are there.
    private mutating func keep(_ element: JournalElement, in line: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let offset = UInt32(arena.count)
        switch element {
        case .inLine(let start):
            let literals = StoredElements.literals(at: start, in: line)
            arena.append(contentsOf: UnsafeBufferPointer(rebasing: line[literals.typeName.lowerBound..<literals.json.upperBound]))
        case .built(let element):
            StateJournal.appendElement(element, to: &arena)
        }
        return offset
    }

    private mutating func keep(_ path: JournalPath, in line: UnsafeBufferPointer<UInt8>) -> Path {
        switch path {
        case .inLine(let starts): return Path(base: .init(elements: []), added: starts.map { keep(.inLine($0), in: line) })
        case .built(let path): return Path(base: path)
        }
    }

    /// The tree, the elements lines added left in `arena`.
    func state() -> NavigationState {
        let arena = arena
        func representation(_ path: Path) -> NavigationPath.CodableRepresentation {
            guard !path.added.isEmpty else { return path.base }
            if path.base.count == 0 { return .init(stored: StoredElements(bytes: arena, offsets: path.added)) }
            return .init(stored: ReplayedElements(base: path.base, arena: arena, added: path.added))
        }
        return NavigationState(
            path: representation(paths[0]),
            presentations: presented.indices.map {
                PresentationState(style: presented[$0].style, root: presented[$0].root, path: representation(paths[$0 + 1]))
            })
    }

    /// The elements of a replayed path: its base's, then those lines added, in `arena`.
    private final class ReplayedElements: CopiedElements, @unchecked Sendable {
        let base: NavigationPath.CodableRepresentation
        let top: StoredElements

        init(base: NavigationPath.CodableRepresentation, arena: [UInt8], added: [UInt32]) {
            self.base = base
            top = StoredElements(bytes: arena, offsets: added)
        }

        var count: Int { base.count + top.count }

        func element(at index: Int) -> NavigationPath.CodableRepresentation.Element {
            index < base.count ? base.element(at: index) : top.element(at: index - base.count)
        }

        func typeName(at index: Int) -> String {
            index < base.count ? base.typeName(at: index) : top.typeName(at: index - base.count)
        }

        func firstUnknownType(in count: Int, known: (String) -> Bool) -> (index: Int, name: String)? {
            let inBase = min(count, base.count), stored = min(inBase, base.storedCount)
            if let elements = base.stored, let found = elements.firstUnknownType(in: stored, known: known) { return found }
            for index in stored..<inBase {
                let name = base.typeName(at: index)
                if !known(name) { return (index, name) }
            }
            guard count > base.count else { return nil }
            return top.firstUnknownType(in: count - base.count, known: known).map { (base.count + $0.index, $0.name) }
        }

        func appendCanonicalLiterals(at index: Int, after separator: Bool, to writer: inout SnapshotWriter) -> Bool {
            if index >= base.count { return top.appendCanonicalLiterals(at: index - base.count, after: separator, to: &writer) }
            guard index < base.storedCount, let stored = base.stored as? any CopiedElements else { return false }
            return stored.appendCanonicalLiterals(at: index, after: separator, to: &writer)
        }
    }
}
