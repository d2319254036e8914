/// A mouse report, as the front ends report it: what the mouse did and the cell it did it on.
///
/// Reaches an app as `Key.mouse(_:)`, so headless key scripts drive it as a terminal does:
/// `click:COL,ROW`, `right-click:COL,ROW`, `wheel-up:COL,ROW`, `wheel-down:COL,ROW`, counting from 1
/// at the top left.
nonisolated public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable, CaseIterable {
        /// The (left) button pressed.
        case click
        /// The right button pressed: a row's actions (its context menu).
        case rightClick
        /// One notch of the wheel away from the user: the view moves up.
        case wheelUp
        /// One notch of the wheel towards the user: the view moves down.
        case wheelDown

        /// How the action is written in `--keys`.
        public var name: String {
            switch self {
            case .click: return "click"
            case .rightClick: return "right-click"
            case .wheelUp: return "wheel-up"
            case .wheelDown: return "wheel-down"
            }
        }
    }

    public var action: Action
    /// Whether it is a notch of the wheel rather than a press of a button.
    package var isWheel: Bool { action == .wheelUp || action == .wheelDown }
    /// The cell's column, from 0 at the left (a canvas's column).
    public var column: Int
    /// The cell's row, from 0 at the top.
    public var row: Int

    public init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }

    /// The largest column or row a script names (`--size` goes to 10,000 too).
    static let maximumCoordinate = 10_000

    /// Parses a `--keys` word: `click:COL,ROW`, `right-click:COL,ROW`, `wheel-up:COL,ROW` or `wheel-down:COL,ROW`, COL and ROW
    /// whole numbers from 1 to 10,000, counted from the top left as a terminal's mouse reports count.
    package init?(name: String) {
        guard let colon = name.firstIndex(of: ":"),
              let action = Action.allCases.first(where: { $0.name == name[..<colon] }) else { return nil }
        let parts = name[name.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let column = Self.coordinate(parts[0]), let row = Self.coordinate(parts[1]) else { return nil }
        self.init(action, column: column - 1, row: row - 1)
    }

    /// How the event is written in `--keys`: `click:12,3`.
    public var name: String { "\(action.name):\(column + 1),\(row + 1)" }

    /// 1 to 10,000 in at most five ASCII digits.
    private static func coordinate(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 5, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let value = Int(text), (1...maximumCoordinate).contains(value) else { return nil }
        return value
    }

    /// Reads the rest of an SGR mouse report (xterm's mode 1006) after its `ESC [ <`: `B;X;Y` and `M`
    /// for a press or `m` for a release, X and Y from 1. Gives the press of the left or the right
    /// button (modifiers aside) and the wheel's notches; `nil` for anything else (releases, the middle
    /// button, motion) and for text that is no report.
    package init?(sgrReport: String) {
        guard let final = sgrReport.last, final == "M" || final == "m" else { return nil }
        let fields = sgrReport.dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3,
              fields.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 6 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
              let button = Int(fields[0]), let x = Int(fields[1]), let y = Int(fields[2]), x >= 1, y >= 1
        else { return nil }
        // Shift (4), Meta (8) and Control (16) held: the same action. Motion (32) is no click.
        let base = button & ~(4 | 8 | 16)
        switch (base, final) {
        case (0, "M"): self.init(.click, column: x - 1, row: y - 1)
        case (2, "M"): self.init(.rightClick, column: x - 1, row: y - 1)
        case (64, "M"): self.init(.wheelUp, column: x - 1, row: y - 1)
        case (65, "M"): self.init(.wheelDown, column: x - 1, row: y - 1)
        default: return nil
        }
    }
}
