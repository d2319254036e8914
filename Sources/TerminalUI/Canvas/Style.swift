/// How a cell is drawn. Curses maps these to attributes; plain text drops them.
nonisolated public struct Style: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Style(rawValue: 1 << 0)
    public static let dim = Style(rawValue: 1 << 1)
    public static let reverse = Style(rawValue: 1 << 2)
    public static let underline = Style(rawValue: 1 << 3)
}
