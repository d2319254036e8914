/// A list of links of any length, given lazily, like SwiftUI's `List`/`ForEach` with `Section`s: each
/// section is a count and a row builder, and only the rows on screen (and the one selected) are built.
///
/// ```swift
/// Screen(title: "Rows", list: LinkList(count: 1_000_000) { index in
///     .push("Row \(index + 1)", index + 1)
/// })
/// Screen(title: "Parks", list: LinkList(parks, id: \.name) { park in .push(park.name, park) })
/// ```
///
/// A screen's rows follow its `links`: selection, the page keys and Enter go through both as one list.
package struct LinkList {
    /// A run of rows under an optional heading, like SwiftUI's `Section`.
    package struct Section {
        /// Drawn above the section's first row; `nil` for none.
        package var header: String?
        /// How many rows the section has; no row is built to know it.
        package var count: Int
        let row: (Int) -> ScreenLink
        /// The identity of the row at an index, when the rows have one (`id:` or `Identifiable`): the
        /// selection follows it when the data under it moves.
        let id: ((Int) -> AnyHashable)?
        /// The plain text of the label of the row at an index, when the section can give it for less
        /// than the row (a filter looks at every row's label, and builds none of them).
        let label: ((Int) -> String)?

        /// `count` rows, the row at `index` (from 0) built by `row` when it is shown.
        package init(_ header: String? = nil, count: Int, row: @escaping (_ index: Int) -> ScreenLink) {
            self.header = header
            self.count = max(0, count)
            self.row = row
            self.id = nil
            self.label = nil
        }

        /// `count` rows with identities given by index: NavigatorUI's `ForEach`, whose ids are closures,
        /// not key paths, and a filtered section's, mapped to the rows it shows. `label`, if given, is
        /// the plain text of a row's label without building the row.
        package init(
            _ header: String?, count: Int, id: ((Int) -> AnyHashable)?, label: ((Int) -> String)? = nil,
            row: @escaping (Int) -> ScreenLink
        ) {
            self.header = header
            self.count = max(0, count)
            self.row = row
            self.id = id
            self.label = label
        }

        /// A row per element of `data`, identified by `id` (SwiftUI's `ForEach(_:id:content:)`).
        package init<Data: RandomAccessCollection, ID: Hashable>(
            _ header: String? = nil, _ data: Data, id: KeyPath<Data.Element, ID>, row: @escaping (Data.Element) -> ScreenLink
        ) {
            self.header = header
            self.count = data.count
            self.row = { row(data[data.index(data.startIndex, offsetBy: $0)]) }
            self.id = { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)][keyPath: id]) }
            self.label = nil
        }

        /// A row per element of `data`, identified by its `id` (SwiftUI's `ForEach(_:content:)`).
        package init<Data: RandomAccessCollection>(
            _ header: String? = nil, _ data: Data, row: @escaping (Data.Element) -> ScreenLink
        ) where Data.Element: Identifiable {
            self.init(header, data, id: \.id, row: row)
        }
    }

    package var sections: [Section]
    /// Shown, dim, in place of the rows when there are none ("No rows").
    package var placeholder: String?
    /// Set on a list drawn outside a navigation stack (a preview): every row is shown disabled, with
    /// this reason.
    package var disabledReason: String?
    /// Rows built since the list was: only the visible ones and the selected one are, and each once
    /// per build of its screen (a few pages of them are kept).
    private let cache = RowCache()
    /// Where each section starts among all the rows, and the total.
    private let starts: [Int]

    package init(sections: [Section], placeholder: String? = nil) {
        self.sections = sections
        self.placeholder = placeholder
        var starts: [Int] = []
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.count
        }
        starts.append(total)
        self.starts = starts
    }

    /// One section of `count` rows without a heading.
    package init(count: Int, placeholder: String? = nil, row: @escaping (_ index: Int) -> ScreenLink) {
        self.init(sections: [Section(count: count, row: row)], placeholder: placeholder)
    }

    /// A row per element of `data`, identified by `id`.
    package init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, placeholder: String? = nil, row: @escaping (Data.Element) -> ScreenLink
    ) {
        self.init(sections: [Section(nil, data, id: id, row: row)], placeholder: placeholder)
    }

    /// A row per element of `data`, identified by its `id`.
    package init<Data: RandomAccessCollection>(
        _ data: Data, placeholder: String? = nil, row: @escaping (Data.Element) -> ScreenLink
    ) where Data.Element: Identifiable {
        self.init(sections: [Section(nil, data, row: row)], placeholder: placeholder)
    }

    /// How many rows all the sections hold.
    package var count: Int { starts.last ?? 0 }

    /// The section holding row `index` (0 ..< count) and the row's index in it.
    func locate(_ index: Int) -> (section: Int, row: Int) {
        // Binary search over the sections' starts: the last start at or before the index.
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        // An empty section shares its start with the next: step over them.
        while low + 1 < sections.count, starts[low + 1] <= index { low += 1 }
        return (low, index - starts[low])
    }

    /// Where section `section` starts among all the rows.
    func start(of section: Int) -> Int { starts[section] }

    /// The row at `index`, built now unless it was already.
    package func row(at index: Int) -> ScreenLink {
        var link: ScreenLink
        if let built = cache.rows[index] {
            link = built
        } else {
            let (section, row) = locate(index)
            link = sections[section].row(row)
            cache.store(link, at: index)
        }
        if let disabledReason {
            link.isEnabled = false
            link.disabledReason = disabledReason
        }
        return link
    }

    /// The identity of row `index`, if its section gives rows one.
    func id(at index: Int) -> AnyHashable? {
        let (section, row) = locate(index)
        return sections[section].id?(row)
    }

    /// The index of the row with identity `id`, searching outward from `near` as far as `within` rows.
    func index(of id: AnyHashable, near: Int, within: Int) -> Int? {
        let total = count
        var distance = 0
        while (near - distance >= 0 || near + distance < total) && distance <= within {
            for index in [near - distance, near + distance] where index >= 0 && index < total {
                if self.id(at: index) == id { return index }
            }
            distance += 1
        }
        return nil
    }

    private final class RowCache {
        var rows: [Int: ScreenLink] = [:]
        func store(_ link: ScreenLink, at index: Int) {
            if rows.count >= 1024 { rows.removeAll(keepingCapacity: true) }
            rows[index] = link
        }
    }
}
