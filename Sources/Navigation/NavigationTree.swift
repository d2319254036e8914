/// Everything a router tree shows, as values: the root stack's path and each presentation over it,
/// outermost first. Views pushed above a path are not part of it: they are not state.
public struct NavigationTree<Value: Hashable>: Equatable {
    /// One presentation: its style, its root value, and the path pushed inside it.
    public struct Presented: Equatable {
        public var style: PresentationStyle
        public var root: Value
        /// The path pushed inside it; a restored one keeps its values encoded until they are read, as
        /// the root path does (`PathValues`).
        package var values: PathValues<Value>

        /// The path pushed inside it, root-most first: every value, decoded now if it was restored and
        /// never read. (What reads only some of them reads `values`.)
        public var path: [Value] {
            get { Array(values) }
            set { values = PathValues(newValue) }
        }

        public init(style: PresentationStyle, root: Value, path: [Value] = []) {
            self.style = style
            self.root = root
            values = PathValues(path)
        }

        package init(style: PresentationStyle, root: Value, values: PathValues<Value>) {
            self.style = style
            self.root = root
            self.values = values
        }
    }

    /// The root stack's path; a restored one may keep its values encoded until they are read.
    package var path: PathValues<Value>
    public var presentations: [Presented]

    public init(path: [Value] = [], presentations: [Presented] = []) {
        self.path = PathValues(path)
        self.presentations = presentations
    }

    package init(path: PathValues<Value>, presentations: [Presented] = []) {
        self.path = path
        self.presentations = presentations
    }

    /// How many values the tree holds: every path's, and each presentation's root.
    public var valueCount: Int {
        presentations.reduce(path.count) { $0 + 1 + $1.values.count }
    }
}

extension Router {
    /// The tree of this stack and what is presented over it.
    public var navigationTree: NavigationTree<Value> {
        NavigationTree(path: entries.values, presentations: presentations.map {
            .init(style: $0.style, root: $0.root.value, values: $0.stack.entries.values)
        })
    }

    /// Shows `tree`: dismisses what is presented, replaces the path, then presents each presentation
    /// with its path. Observers hear each step.
    public func restore(_ tree: NavigationTree<Value>) {
        dismissAll()
        replaceStack(with: tree.path)
        for presented in tree.presentations {
            present(presented.root, style: presented.style)
            if !presented.values.isEmpty { activeStack.replaceStack(with: presented.values) }
        }
    }
}

extension NavigationTree {
    /// The tree's codable state, cut before the first value that isn't `Codable` (everything above
    /// a value sits on it), and how many values were left out.
    package var codablePrefix: (state: NavigationState, dropped: Int) {
        var state = NavigationState()
        var kept = 0
        func coded<C: Collection<Value>>(_ values: C) -> (NavigationPath.CodableRepresentation, complete: Bool) {
            var elements: [NavigationPath.CodableRepresentation.Element] = []
            elements.reserveCapacity(values.count)
            for value in values {
                guard let element = CodableElement.make(value) else { return (.init(elements: elements), false) }
                elements.append(element)
            }
            return (.init(elements: elements), true)
        }
        /// Values still encoded are copied as they were read, not decoded and encoded again.
        func coded(_ values: PathValues<Value>) -> (NavigationPath.CodableRepresentation, complete: Bool) {
            guard let restored = values.restored else { return coded(values.tail) }
            var representation = restored.representation
            representation.removeLast(representation.count - values.restoredCount)
            for value in values.tail {
                guard let element = CodableElement.make(value) else { return (representation, false) }
                representation.append(element)
            }
            return (representation, true)
        }
        let (rootPath, complete) = coded(path)
        state.path = rootPath
        kept += rootPath.count
        if complete {
            for presented in presentations {
                guard let root = CodableElement.make(presented.root) else { break }
                let (inner, complete) = coded(presented.values)
                state.presentations.append(PresentationState(style: presented.style, root: root, path: inner))
                kept += 1 + inner.count
                if !complete { break }
            }
        }
        return (state, valueCount - kept)
    }
}

extension CodableTypes {
    /// Reads a state back into values, up to the first element that can't be read: the tree before
    /// it, and why it couldn't be read (`nil` when all of it was).
    ///
    /// `lazily`, the values of every path (the root's and each presentation's) are decoded when they
    /// are read (`RestoredValues`): only their type names are checked now, and the tree is cut before
    /// the first unknown one. A presentation's root is read now, as what the presentation shows.
    package func tree(from state: NavigationState, lazily: Bool = false) -> (tree: NavigationTree<AnyHashable>, error: PathDecodingError?) {
        var tree = NavigationTree<AnyHashable>()
        func read(_ representation: NavigationPath.CodableRepresentation) -> (PathValues<AnyHashable>, PathDecodingError?) {
            guard lazily else {
                let (values, error) = longestPrefix(of: representation)
                return (PathValues(values), error)
            }
            guard representation.count > 0 else { return ([], nil) }
            let restored = RestoredValues(representation, types: self)
            if let (index, name) = unknownType(in: representation) {
                return (PathValues(restored: restored, count: index), .unknownType(name, known: names))
            }
            return (PathValues(restored: restored, count: representation.count), nil)
        }
        let (path, error) = read(state.path)
        tree.path = path
        if let error { return (tree, error) }
        tree.presentations.reserveCapacity(state.presentations.count)
        for presentation in state.presentations {
            let root: AnyHashable
            do { root = try value(of: presentation.root) } catch { return (tree, error) }
            let (inner, error) = read(presentation.path)
            tree.presentations.append(.init(style: presentation.style, root: root, values: inner))
            if let error { return (tree, error) }
        }
        return (tree, nil)
    }
}

extension NavigationTree {
    /// Calls `body` for each path still encoded: the root's (stack 0), then each presentation's (stack
    /// `i` for the `i`-th), with its values (to be told of one that can't be read).
    package func forEachRestoredPath(_ body: (_ stack: Int, RestoredValues) -> Void) {
        if let restored = path.restored { body(0, restored) }
        for (index, presented) in presentations.enumerated() {
            if let restored = presented.values.restored { body(index + 1, restored) }
        }
    }

    /// The stack `stack` (0 the root's, `i` the `i`-th presentation's) as a notice names one of its
    /// levels after "level 3": "" for the root's, " of the sheet's stack", " of cover 2's stack".
    package func stackName(_ stack: Int) -> String {
        guard stack > 0, stack <= presentations.count else { return "" }
        let style = presentations[stack - 1].style == .sheet ? "sheet" : "cover"
        return " of " + (presentations.count == 1 ? "the \(style)'s" : "\(style) \(stack)'s") + " stack"
    }
}
