/// A colour of the terminal's 256-colour palette, named as SwiftUI names colours.
///
/// The first 16 are the terminal's basic colours (the user's theme decides how they look); the rest
/// are xterm's 6×6×6 cube and grey ramp. On a terminal with fewer colours, each is drawn as the
/// nearest it has (`nearest(among:)`); with none, or with `NO_COLOR` set, only the attributes show.
/// "No colour" (`nil` where a colour is asked for) is the terminal's own default, not black.
nonisolated package struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The index in the 256-colour palette.
    package let index: UInt8

    /// The colour at `index` in the 256-colour palette.
    package init(index: UInt8) { self.index = index }

    /// The palette colour nearest to a colour given as red, green and blue from 0 to 1, as SwiftUI's
    /// `Color(red:green:blue:)`: a cube colour or a grey of the ramp.
    package init(red: Double, green: Double, blue: Double) {
        func level(_ value: Double) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        let rgb = (level(red), level(green), level(blue))
        func cube(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let (r, g, b) = (cube(rgb.0), cube(rgb.1), cube(rgb.2))
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let average = (rgb.0 + rgb.1 + rgb.2) / 3
        let greyIndex = average > 238 ? 255 : 232 + max(0, (average - 3) / 10)
        let candidates = [cubeIndex, greyIndex]
        let best = candidates.min { Self.distance(Color.rgb(of: $0), rgb) < Self.distance(Color.rgb(of: $1), rgb) }!
        self.init(index: UInt8(best))
    }

    // The terminal's eight basic colours, and their bright forms.
    package static let black = Color(index: 0)
    package static let red = Color(index: 1)
    package static let green = Color(index: 2)
    package static let yellow = Color(index: 3)
    package static let blue = Color(index: 4)
    package static let magenta = Color(index: 5)
    package static let cyan = Color(index: 6)
    package static let white = Color(index: 7)
    package static let gray = Color(index: 8)
    package static let brightRed = Color(index: 9)
    package static let brightGreen = Color(index: 10)
    package static let brightYellow = Color(index: 11)
    package static let brightBlue = Color(index: 12)
    package static let brightMagenta = Color(index: 13)
    package static let brightCyan = Color(index: 14)
    package static let brightWhite = Color(index: 15)

    // SwiftUI's other named colours, from the 256-colour cube (drawn as the nearest basic colour
    // where only 8 or 16 exist).
    package static let orange = Color(index: 208)
    package static let pink = Color(index: 211)
    package static let purple = Color(index: 135)
    package static let indigo = Color(index: 61)
    package static let teal = Color(index: 37)
    package static let mint = Color(index: 121)
    package static let brown = Color(index: 130)

    package var description: String { "Color(index: \(index))" }

    /// The nearest colour among the palette's first `count` (8 or 16): itself when it is one of them.
    package func nearest(among count: Int) -> Color {
        let count = max(1, min(256, count))
        if Int(index) < count { return self }
        // A bright basic colour becomes its plain form; the others, the nearest by their xterm values.
        if index < 16 { return Color(index: index - 8) }
        let rgb = Self.rgb(of: Int(index))
        let best = (0..<min(count, 16)).min { Self.distance(Self.rgb(of: $0), rgb) < Self.distance(Self.rgb(of: $1), rgb) }!
        return Color(index: UInt8(best))
    }

    /// xterm's red, green and blue for a palette index.
    static func rgb(of index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            let basic = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                         (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
            return basic[index]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let n = index - 16
            return (levels[n / 36], levels[n / 6 % 6], levels[n % 6])
        default:
            let grey = 8 + 10 * (index - 232)
            return (grey, grey, grey)
        }
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (r, g, b) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return r * r + g * g + b * b
    }
}
