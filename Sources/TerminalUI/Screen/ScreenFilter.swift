import Navigation

/// A filter on one screen (`/`): the text typed, the links and list rows whose labels hold it, and
/// how far down the list it has looked.
///
/// A list's rows are built to be matched, so a list of a million rows is scanned in steps: a key scans
/// until a screenful has matched or a few milliseconds have passed, the app goes on between frames,
/// and a frame shows what has matched so far. Typing more looks only among the rows that matched
/// before; Backspace goes back to an earlier query's matches, kept, at once.
final class ScreenFilter {
    /// The line being typed.
    var editor = LineEditor()
    /// The level the filter is on (its stack's top when it started).
    let level: EntryID
    /// The stack of that level.
    let stack: ObjectIdentifier
    /// Where the level was scrolled to before the filter started, given back when it ends.
    let scrollBefore: (top: Int, page: Int)?

    /// The screen as its destination built it.
    private(set) var base: Screen
    private(set) var query = FilterQuery("")
    /// The indices of the base screen's links that match.
    private(set) var linkMatches: [Int] = []
    private var scan: RowScan
    /// Earlier queries' scans, the latest last: Backspace goes back to them.
    private var earlier: [RowScan] = []
    /// The filtered screen, built again when the matches change.
    private var built: Screen?

    /// How long a step of a scan may take between frames, and in a key.
    static let stepBudget: Duration = .milliseconds(4)

    init(base: Screen, level: EntryID, stack: ObjectIdentifier, scrollBefore: (top: Int, page: Int)?) {
        self.base = base
        self.level = level
        self.stack = stack
        self.scrollBefore = scrollBefore
        scan = RowScan(query: query, total: base.list?.count ?? 0)
        linkMatches = Array(base.links.indices)
    }

    // MARK: Reading

    /// Whether every row has been looked at.
    var isComplete: Bool { scan.isComplete }
    /// How many of the list's rows have been looked at, and how many there are.
    var progress: (scanned: Int, total: Int) { (scan.covered, scan.total) }
    /// How many links and rows match so far.
    var matchCount: Int { query.isEmpty ? base.itemCount : linkMatches.count + scan.matches.count }

    /// The screen as filtered: its matching links and rows, each with the matched part in `style`.
    /// With nothing typed yet, the screen as it is.
    func screen(style: Style) -> Screen {
        if query.isEmpty { return base }
        if let built { return built }
        var screen = base
        let query = self.query
        // A link without a heading is under the last one above it: it keeps it when those are filtered out.
        var headings: [String?] = []
        headings.reserveCapacity(base.links.count)
        for link in base.links { headings.append(link.section ?? headings.last ?? nil) }
        screen.links = linkMatches.map { index in
            var link = base.links[index]
            link.label = query.highlighted(link.label, style: style)
            link.section = headings[index]
            return link
        }
        let empty = isComplete ? "No match for “\(query.text)”" : "Looking for “\(query.text)”…"
        screen.list = filteredList(style: style, placeholder: matchCount == 0 ? empty : nil)
        built = screen
        return screen
    }

    /// The list of the rows matched so far, in the base list's sections.
    private func filteredList(style: Style, placeholder: String?) -> LinkList? {
        guard let list = base.list else {
            return placeholder.map { LinkList(sections: [], placeholder: $0) }
        }
        let matches = scan.matches, count = matches.count, query = self.query
        var sections: [LinkList.Section] = []
        var offset = 0
        for (index, section) in list.sections.enumerated() {
            let start = list.start(of: index), end = start + section.count
            let last = matches.lowerBound(of: end, below: count)
            let found = last - offset
            if found > 0 {
                let first = offset
                let id = section.id.map { id in { (row: Int) in id(matches[first + row] - start) } }
                sections.append(LinkList.Section(section.header, count: found, id: id) { row in
                    var link = list.row(at: matches[first + row])
                    link.label = query.highlighted(link.label, style: style)
                    return link
                })
            }
            offset = last
        }
        return LinkList(sections: sections, placeholder: placeholder)
    }

    /// Item `index` of the filtered screen as an item of the base screen.
    func baseItem(_ index: Int) -> Int {
        if query.isEmpty { return index }
        return index < linkMatches.count ? linkMatches[index] : base.links.count + scan.matches[index - linkMatches.count]
    }

    // MARK: Changing

    /// Looks for the editor's text from now on: among the matches of the query before when it holds
    /// that one, else among every row.
    func update() {
        let next = FilterQuery(editor.text)
        guard next != query else { return }
        built = nil
        linkMatches = base.links.indices.filter { next.matches(base.links[$0].label.string) }
        if let index = earlier.lastIndex(where: { $0.query == next }) {
            scan = earlier[index]
            earlier.removeSubrange(index...)
        } else {
            earlier.append(scan)
            if earlier.count > 8 { earlier.removeFirst() }
            let narrowing = earlier.last { next.narrows($0.query) }
            scan = RowScan(query: next, total: base.list?.count ?? 0, within: narrowing)
        }
        query = next
    }

    /// Filters `screen` instead: the destination built it again (a model it reads changed). Matches
    /// are looked for again from the first row.
    func rebase(on screen: Screen) {
        base = screen
        earlier = []
        built = nil
        linkMatches = base.links.indices.filter { query.matches(base.links[$0].label.string) }
        scan = RowScan(query: query, total: base.list?.count ?? 0)
    }

    /// Looks at more rows: until `enough`, given how many links and rows match so far, says so (it is
    /// asked now and then), or every row is seen. Returns whether anything new matched.
    @discardableResult
    func scan(until enough: (_ matchCount: Int) -> Bool) -> Bool {
        guard let list = base.list, !scan.isComplete else { return false }
        let before = scan.matches.count
        let links = linkMatches.count
        scan.run(list) { enough(links + $0) }
        if scan.matches.count != before || scan.isComplete { built = nil }
        return scan.matches.count != before
    }

    /// Scans until the filtered screen has `items` items or every row is seen.
    func scan(toItems items: Int) {
        scan { $0 >= items }
    }

    /// Scans for at most `budget`, or until the filtered screen has `items` items.
    func scan(for budget: Duration, orItems items: Int = .max) {
        let deadline = ContinuousClock.now + budget
        scan { $0 >= items || ContinuousClock.now >= deadline }
    }
}

/// The rows of a list that match: their indices, ascending. A class, so that the filtered list's rows
/// read it as the scan appends to it, without copying it.
final class RowMatches {
    private(set) var indices: [Int32] = []

    nonisolated init() {}

    var count: Int { indices.count }
    subscript(index: Int) -> Int { Int(indices[index]) }
    func append(_ row: Int) { indices.append(Int32(truncatingIfNeeded: row)) }

    /// The first index among the first `count` whose row is `row` or more.
    func lowerBound(of row: Int, below count: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if Int(indices[middle]) < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// One query's walk down a list: first the rows an earlier query matched, when this one narrows it
/// (its matches are among them), then every row after those it covered.
struct RowScan {
    let query: FilterQuery
    let total: Int
    private(set) var matches = RowMatches()
    /// An earlier query's matches, and how many of them to look at (those it had found).
    private let candidates: RowMatches?
    private let candidateCount: Int
    private var nextCandidate = 0
    /// The next row to look at once the candidates are done.
    private var nextRow: Int

    init(query: FilterQuery, total: Int, within earlier: RowScan? = nil) {
        self.query = query
        self.total = total
        if let earlier, earlier.total == total, !earlier.query.isEmpty {
            candidates = earlier.matches
            candidateCount = earlier.matches.count
            nextRow = earlier.covered
        } else {
            candidates = nil
            candidateCount = 0
            nextRow = 0
        }
    }

    /// The empty query matches every row: there is nothing to look at.
    var isComplete: Bool { query.isEmpty || (nextCandidate >= candidateCount && nextRow >= total) }

    /// The rows before this one have all been looked at.
    var covered: Int {
        if query.isEmpty { return total }
        if let candidates, nextCandidate < candidateCount { return candidates[nextCandidate] }
        return nextRow
    }

    /// Looks at rows in batches until `enough`, given the matches so far, says so after a batch, or
    /// every row is seen.
    mutating func run(_ list: LinkList, until enough: (Int) -> Bool) {
        let batch = 256
        while !isComplete {
            if let candidates, nextCandidate < candidateCount {
                let end = min(candidateCount, nextCandidate + batch)
                while nextCandidate < end {
                    let row = candidates[nextCandidate]
                    if query.matches(list.label(at: row)) { matches.append(row) }
                    nextCandidate += 1
                }
            } else {
                let end = min(total, nextRow + batch)
                list.forEachLabel(in: nextRow..<end) { row, label in
                    if query.matches(label) { matches.append(row) }
                }
                nextRow = end
            }
            if enough(matches.count) { return }
        }
    }
}

extension LinkList.Section {
    /// The plain text of row `index`'s label: given on its own when the section can, else the row's.
    func labelText(at index: Int) -> String { label?(index) ?? row(index).label.string }
}

extension LinkList {
    /// The plain text of row `index`'s label, built now and not kept (a scan looks at each row once).
    func label(at index: Int) -> String {
        let (section, row) = locate(index)
        return sections[section].labelText(at: row)
    }

    /// The plain text of each row's label in `rows`, built now and not kept.
    func forEachLabel(in rows: Range<Int>, _ body: (Int, String) -> Void) {
        guard !rows.isEmpty else { return }
        var (section, row) = locate(rows.lowerBound)
        for index in rows {
            while row >= sections[section].count {
                section += 1
                row = 0
            }
            body(index, sections[section].labelText(at: row))
            row += 1
        }
    }
}
