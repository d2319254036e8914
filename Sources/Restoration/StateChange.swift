import Navigation

/// One change of a navigation tree, in codable form: what a store records so that saving a change
/// costs the same at any depth.
///
/// Stacks are numbered from 0, the root stack; stack `i` is the `i`-th presentation.
package enum StateChange: Equatable, Sendable {
    /// A value pushed on a stack.
    case push(stack: Int, element: NavigationPath.CodableRepresentation.Element)
    /// A stack popped until `count` values are left on its path.
    case pop(stack: Int, count: Int)
    /// A stack's whole path replaced.
    case replace(stack: Int, path: NavigationPath.CodableRepresentation)
    /// A presentation put over the top-most stack (its path usually empty).
    case present(PresentationState)
    /// Presentations dismissed until `count` are left.
    case dismiss(count: Int)
}

extension NavigationState {
    /// Applies a change, or says why it doesn't fit this state (a stack that isn't there, say).
    package mutating func apply(_ change: StateChange) throws(StateChangeError) {
        switch change {
        case let .push(stack, element):
            try check(stack)
            if stack == 0 { path.append(element) } else { presentations[stack - 1].path.append(element) }
        case let .pop(stack, count):
            try check(stack)
            let have = stack == 0 ? path.count : presentations[stack - 1].path.count
            guard count >= 0, count <= have else { throw .noSuchCount(stack: stack, count: count, have: have) }
            if stack == 0 { path.removeLast(have - count) } else { presentations[stack - 1].path.removeLast(have - count) }
        case let .replace(stack, newPath):
            try check(stack)
            if stack == 0 { path = newPath } else { presentations[stack - 1].path = newPath }
        case let .present(presentation):
            // The most a document holds (a split view's state has one more than a tree, its selections; a TabView's split tab two).
            let limit = StateSnapshot.maximumPresentations
            guard presentations.count < limit else { throw .tooManyPresentations(limit: limit) }
            presentations.append(presentation)
        case let .dismiss(count):
            guard count >= 0, count <= presentations.count else {
                throw .noSuchCount(stack: -1, count: count, have: presentations.count)
            }
            presentations.removeLast(presentations.count - count)
        }
    }

    private func check(_ stack: Int) throws(StateChangeError) {
        guard stack >= 0, stack < stackCount else { throw .noSuchStack(stack, stackCount: stackCount) }
    }
}

/// A change that doesn't fit the state it is applied to.
package enum StateChangeError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchStack(Int, stackCount: Int)
    /// `stack` is -1 for the presentations themselves.
    case noSuchCount(stack: Int, count: Int, have: Int)
    /// A presentation over the most a state holds.
    case tooManyPresentations(limit: Int)

    package var description: String {
        switch self {
        case let .noSuchStack(stack, stackCount):
            return "no stack \(stack): expected 0 through \(stackCount - 1)"
        case let .noSuchCount(stack, count, have):
            let what = stack < 0 ? "presentations" : "values on stack \(stack)"
            return "cannot leave \(count) \(what): there are \(have)"
        case let .tooManyPresentations(limit):
            return "a presentation over \(limit), one over another (expected at most \(limit))"
        }
    }
}

extension NavigationState {
    /// The state as the state file writes it: one line of versioned JSON (see `PathStore`).
    package var documentText: String {
        var writer = SnapshotWriter(collectingUpTo: .max)
        _ = StateSnapshot.write(self, generation: 0, to: &writer)
        return String(decoding: writer.collected, as: UTF8.self)
    }

    /// Writes `documentText` to the descriptor `fd` as it is encoded, a chunk of a path at a time, so
    /// that a deep tree's document is never held whole (`--print state` of a path of 1,000,000 levels
    /// held its 50 MB twice, as bytes and as a String). The errno of a write that failed, or `nil`.
    package func writeDocument(to fd: Int32) -> Int32? {
        var writer = SnapshotWriter(fd: fd, limit: .max)
        _ = StateSnapshot.write(self, generation: 0, to: &writer)
        writer.flush()
        return writer.error
    }
}
