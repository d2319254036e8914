/// A recorder's notices for its app: held until someone listens, then passed on as they come; each
/// problem the store meets is told once.
package struct NoticeRelay {
    /// Called with each notice from the moment it is set; the notices held until then come first.
    package var listener: ((String) -> Void)? {
        didSet {
            guard let listener else { return }
            let held = pending
            pending = []
            for notice in held { listener(notice) }
        }
    }
    private var pending: [String] = []
    /// How many of the store's problems were told (or shown at load, which tells them itself).
    private var toldProblems = 0

    package init() {}

    package mutating func notify(_ notice: String) {
        if let listener { listener(notice) } else { pending.append(notice) }
    }

    /// Counts the store's problems so far as told.
    package mutating func problemsTold(_ store: PathStore) {
        toldProblems = store.problems.count
    }

    /// Tells the problems the store met since the last time.
    package mutating func tellNewProblems(_ store: PathStore) {
        let problems = store.problems
        guard problems.count > toldProblems else { return }
        for problem in problems[toldProblems...] { notify(problem.description) }
        toldProblems = problems.count
    }
}
