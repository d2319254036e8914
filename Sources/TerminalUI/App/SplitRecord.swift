// The types a split view's state file holds besides the detail's values. They stay in TerminalUI
// whoever saves them (NavigatorUI's `SplitRecorder`): a saved value is written with its type's
// module-qualified name (`TerminalUI.SplitSection`), so moving them would make every saved split.json
// unreadable.
import Navigation

/// The root of the split view's section in its state file: the section's version. A file whose section
/// has another version is set aside, never read as this one.
package struct SplitSection: Codable, Hashable {
    package var version: Int
    package static let current = SplitSection(version: 1)
}

/// The split view's record in its state file: the selections (each as a type name and JSON, as a
/// codable path writes a value), the column with the keys and the column visibility.
package struct SplitRecord: Codable, Hashable {
    var selection: [String]?
    var contentSelection: [String]?
    var focus: String
    var columns: String

    /// A value as a codable path writes it, or `nil` when it isn't `Codable`.
    package static func element(_ value: some Hashable) -> NavigationPath.CodableRepresentation.Element? {
        let (state, dropped) = NavigationTree<AnyHashable>(path: [AnyHashable(value)]).codablePrefix
        return dropped == 0 ? state.path.element(at: 0) : nil
    }

    /// The record of `state`, or `nil` when a selection isn't `Codable`.
    package init?(_ state: SplitState) {
        func pair(_ value: AnyHashable?) -> [String]?? {
            guard let value else { return .some(nil) }
            guard let element = SplitRecord.element(value) else { return nil }
            return .some([element.typeName, element.json])
        }
        guard let selection = pair(state.selection), let content = pair(state.contentSelection) else { return nil }
        self.selection = selection
        self.contentSelection = content
        focus = ["sidebar", "content", "detail"][state.focus.rawValue]
        columns = state.columnVisibility.rawValue
    }

    /// The state it records, the detail's tree left empty.
    package func state(types: CodableTypes) throws -> SplitState {
        var state = try columnsState()
        state.selection = try Self.value(selection, types: types)
        state.contentSelection = try Self.value(contentSelection, types: types)
        return state
    }

    /// The column with the keys and the column visibility it records, nothing selected.
    package func columnsState() throws(SplitRecordError) -> SplitState {
        guard let focusIndex = ["sidebar", "content", "detail"].firstIndex(of: focus),
              let focus = SplitApp.ColumnID(rawValue: focusIndex)
        else { throw SplitRecordError(text: "unknown column '\(focus)'") }
        guard let visibility = SplitVisibility(rawValue: columns) else { throw SplitRecordError(text: "unknown column visibility '\(columns)'") }
        return SplitState(focus: focus, columnVisibility: visibility)
    }

    /// The sidebar's selection it records, read with `types`.
    package func selectionValue(types: CodableTypes) throws -> AnyHashable? { try Self.value(selection, types: types) }
    /// The content column's selection it records, read with `types`.
    package func contentSelectionValue(types: CodableTypes) throws -> AnyHashable? { try Self.value(contentSelection, types: types) }

    private static func value(_ pair: [String]?, types: CodableTypes) throws -> AnyHashable? {
        guard let pair else { return nil }
        guard pair.count == 2 else { throw SplitRecordError(text: "a selection is not [type, JSON]") }
        return try types.value(of: .init(typeName: pair[0], json: pair[1]))
    }
}

package struct SplitRecordError: Error, CustomStringConvertible {
    package let text: String
    package init(text: String) { self.text = text }
    package var description: String { text }
}
