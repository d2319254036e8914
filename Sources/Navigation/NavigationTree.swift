/// Everything a router tree shows, as values: the root stack's path and each presentation over it,
/// outermost first. Views pushed above a path are not part of it: they are not state.
public struct NavigationTree<Value: Hashable>: Equatable {
    /// One presentation: its style, its root value, and the path pushed inside it.
    public struct Presented: Equatable {
        public var style: PresentationStyle
        public var root: Value
        public var path: [Value]

        public init(style: PresentationStyle, root: Value, path: [Value] = []) {
            self.style = style
            self.root = root
            self.path = path
        }
    }

    public var path: [Value]
    public var presentations: [Presented]

    public init(path: [Value] = [], presentations: [Presented] = []) {
        self.path = path
        self.presentations = presentations
    }

    /// How many values the tree holds: every path's, and each presentation's root.
    public var valueCount: Int {
        presentations.reduce(path.count) { $0 + 1 + $1.path.count }
    }
}

extension Router {
    /// The tree of this stack and what is presented over it.
    public var navigationTree: NavigationTree<Value> {
        NavigationTree(path: path, presentations: presentations.map {
            .init(style: $0.style, root: $0.root.value, path: $0.stack.path)
        })
    }

    /// Shows `tree`: dismisses what is presented, replaces the path, then presents each presentation
    /// with its path. Observers hear each step.
    public func restore(_ tree: NavigationTree<Value>) {
        dismissAll()
        replaceStack(with: tree.path)
        for presented in tree.presentations {
            present(presented.root, style: presented.style)
            if !presented.path.isEmpty { activeStack.replaceStack(with: presented.path) }
        }
    }
}

extension NavigationTree {
    /// The tree's codable state, cut before the first value that isn't `Codable` (everything above
    /// a value sits on it), and how many values were left out.
    public var codablePrefix: (state: NavigationState, dropped: Int) {
        var state = NavigationState()
        var kept = 0
        func coded(_ values: [Value]) -> (CodableRepresentation, complete: Bool) {
            var elements: [CodableRepresentation.Element] = []
            elements.reserveCapacity(values.count)
            for value in values {
                guard let element = CodableElement.make(value) else { return (.init(elements: elements), false) }
                elements.append(element)
            }
            return (.init(elements: elements), true)
        }
        let (rootPath, complete) = coded(path)
        state.path = rootPath
        kept += rootPath.elements.count
        if complete {
            for presented in presentations {
                guard let root = CodableElement.make(presented.root) else { break }
                let (inner, complete) = coded(presented.path)
                state.presentations.append(PresentationState(style: presented.style, root: root, path: inner))
                kept += 1 + inner.elements.count
                if !complete { break }
            }
        }
        return (state, valueCount - kept)
    }
}

extension CodableTypes {
    /// Reads a state back into values, up to the first element that can't be read: the tree before
    /// it, and why it couldn't be read (`nil` when all of it was).
    public func tree(from state: NavigationState) -> (tree: NavigationTree<AnyHashable>, error: PathDecodingError?) {
        var tree = NavigationTree<AnyHashable>()
        let (path, error) = longestPrefix(of: state.path)
        tree.path = path
        if let error { return (tree, error) }
        for presentation in state.presentations {
            let root: AnyHashable
            do { root = try value(of: presentation.root) } catch { return (tree, error) }
            let (inner, error) = longestPrefix(of: presentation.path)
            tree.presentations.append(.init(style: presentation.style, root: root, path: inner))
            if let error { return (tree, error) }
        }
        return (tree, nil)
    }
}
