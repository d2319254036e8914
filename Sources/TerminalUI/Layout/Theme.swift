/// The styles of what the layout draws around a screen's own text: the breadcrumb bar, the selected
/// row, section headings, warnings, the frame of a sheet or panel.
///
/// Each style has its attributes first: on a terminal without colours, or with `NO_COLOR` set, the
/// colours drop and the attributes alone still tell the parts apart.
nonisolated package struct Theme: Hashable, Sendable {
    /// The breadcrumb bar (and a list column's title).
    package var bar: Style
    /// Added over the bar for the level on top.
    package var currentLevel: Style
    /// A screen's title.
    package var title: Style
    /// The selected link.
    package var selection: Style
    /// A section heading above links.
    package var heading: Style
    /// A warning's title (a value with no destination) and a notice.
    package var warning: Style
    /// The frame of a sheet, a preview and the help, with its title.
    package var frame: Style
    /// The part of a label that matches the filter (`/`), added over the label's own style. Give it an
    /// attribute (underline, bold, reverse): without colours it must still show.
    package var match: Style

    package init(bar: Style, currentLevel: Style, title: Style, selection: Style, heading: Style, warning: Style, frame: Style,
                match: Style = [.bold, .underline]) {
        self.bar = bar
        self.currentLevel = currentLevel
        self.title = title
        self.selection = selection
        self.heading = heading
        self.warning = warning
        self.frame = frame
        self.match = match
    }

    /// Attributes only: the look of a terminal without colours.
    package static let monochrome = Theme(bar: .reverse, currentLevel: .bold, title: .bold, selection: .reverse,
                                         heading: .underline, warning: .bold, frame: [],
                                         match: [.bold, .underline])

    /// A little colour: a blue bar, a cyan selection, green headings, yellow warnings, a blue frame,
    /// matches underlined in yellow.
    /// Reversed styles keep the terminal's own background as their text colour, so they read on a
    /// dark terminal and a light one alike.
    package static let standard = Theme(
        bar: [.reverse, .foreground(.blue), .background(.brightWhite)], currentLevel: .bold, title: .bold,
        selection: [.reverse, .foreground(.cyan)], heading: [.underline, .foreground(.green)],
        warning: [.bold, .foreground(.yellow)], frame: .foreground(.blue),
        match: [.bold, .underline, .foreground(.yellow)])
}
