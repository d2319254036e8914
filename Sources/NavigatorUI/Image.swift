// `Image`, as SwiftUI's: an SF Symbol drawn as a glyph of a terminal's font (one column wide each), an
// image of the app's assets as its name in brackets; the modifiers that size and render images are
// accepted, a terminal drawing the glyph as it is.
import Foundation
import TerminalUI

/// An image, SwiftUI's `Image`, drawn as text a terminal can show:
///
/// - `Image(systemName:)`: the SF Symbol's glyph, from a table of the common names (`star` `☆`,
///   `star.fill` `★`, `heart.fill` `♥`, `gear` `⚙`, `house` `⌂`, `trash` `⌧`, `checkmark` `✓`, `xmark`
///   `✕`, `chevron.right` `›`, `folder` `▭`, `envelope` `✉`, `bell` `⍾`, `lock` `⚿`, `tray` `⊔`…), each one
///   column wide. A name the table lacks is looked up without its last parts (`person.crop.circle.fill`
///   is `person.crop.circle`'s, then `person.crop`'s, then `person`'s `☺`); a name with none of them is
///   `◌`.
/// - `Image(_:)`, an image of the app's assets: its name in brackets (`[employee]`); a terminal
///   draws no pictures.
/// - `Image(decorative:)`: nothing.
///
/// It is text: in an `HStack` or a label it joins the line (`Label("Inbox", systemImage: "tray")` is
/// `⊔ Inbox`), and `.font`, `.foregroundStyle` and `.foregroundColor` style it. `.resizable()`,
/// `.renderingMode(_:)`, `.symbolRenderingMode(_:)`, `.imageScale(_:)`, `.scaledToFit()`,
/// `.scaledToFill()` and `.aspectRatio(_:contentMode:)` are accepted and change nothing a terminal
/// shows.
public struct Image: _PrimitiveView {
    let text: TerminalUI.Text

    /// The SF Symbol `systemName`, as its glyph: `Image(systemName: "star.fill")` is `★`.
    public init(systemName: String) { text = TerminalUI.Text(String(Self.glyph(forSystemName: systemName))) }

    /// An image of the app's assets, as its name in brackets: `Image("employee")` is `[employee]`.
    public init(_ name: String, bundle: Bundle? = nil) { text = TerminalUI.Text("[\(name)]") }

    /// An image of the app's assets with a label: drawn as the label in brackets.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { text = TerminalUI.Text("[\(label.content)]") }

    /// A decorative image of the app's assets: nothing is drawn.
    public init(decorative name: String, bundle: Bundle? = nil) { text = TerminalUI.Text("") }

    public func _render(into context: _RenderContext) {
        guard !text.string.isEmpty else { return }
        context.lines.append(context.textStyle.isEmpty ? text : text.style(context.textStyle))
    }

    /// The glyph of an SF Symbol name: the table's, or its shorter names', or `◌`.
    package static func glyph(forSystemName name: String) -> Character {
        var name = Substring(name)
        while !name.isEmpty {
            if let glyph = systemSymbols[String(name)] { return glyph }
            guard let dot = name.lastIndex(of: ".") else { break }
            name = name[..<dot]
        }
        return unknownSymbol
    }

    /// What an SF Symbol name with no glyph in the table is drawn as.
    package static let unknownSymbol: Character = "◌"

    /// The common SF Symbols' names and their glyphs: each one column wide in a terminal (no emoji, which
    /// terminals draw two wide), chosen for its look, not its code point's name.
    package static let systemSymbols: [String: Character] = [
        "star": "☆", "star.fill": "★", "star.circle": "✪",
        "heart": "♡", "heart.fill": "♥",
        "gear": "⚙", "gearshape": "⚙", "gearshape.2": "⚙",
        "person": "☺", "person.fill": "☻", "person.circle": "☺", "person.crop.circle": "☺", "person.2": "⚇", "person.3": "⚇",
        "house": "⌂",
        "magnifyingglass": "⌕",
        "plus": "+", "plus.circle": "⊕", "plus.square": "⊞",
        "minus": "−", "minus.circle": "⊖",
        "multiply": "×", "xmark": "✕", "xmark.circle": "⊗", "x.circle": "⊗",
        "checkmark": "✓", "checkmark.circle": "✔", "checkmark.square": "☑",
        "square": "□", "square.fill": "■", "circle": "○", "circle.fill": "●",
        "trash": "⌧",
        "pencil": "✎", "square.and.pencil": "✎",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "⌃", "chevron.down": "⌄",
        "chevron.forward": "›", "chevron.backward": "‹",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
        "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄", "arrow.uturn.backward": "↩",
        "info.circle": "ⓘ", "info": "ⓘ",
        "exclamationmark.triangle": "⚠", "exclamationmark.circle": "❢", "exclamationmark": "!",
        "questionmark.circle": "⍰", "questionmark": "?",
        "bell": "⍾",
        "envelope": "✉",
        "folder": "▭", "folder.fill": "▬",
        "doc": "▯", "doc.fill": "▮", "doc.text": "≣", "doc.on.doc": "⧉",
        "calendar": "▦",
        "clock": "◷", "timer": "◷",
        "mappin": "⌖", "location": "➤",
        "map": "▧",
        "globe": "◍",
        "photo": "▣", "camera": "◉",
        "book": "▥", "books.vertical": "▥",
        "cart": "⊍",
        "flag": "⚐", "flag.fill": "⚑",
        "bookmark": "⛉", "bookmark.fill": "⛊",
        "lock": "⚿",
        "tray": "⊔", "archivebox": "▤",
        "ellipsis": "…", "ellipsis.circle": "⋯",
        "line.3.horizontal": "≡", "list.bullet": "☰", "slider.horizontal.3": "☰",
        "play": "▶", "pause": "⏸", "stop": "■",
        "sun.max": "☀", "moon": "☾", "cloud": "☁", "bolt": "↯", "snowflake": "❄",
        "phone": "☎",
        "square.and.arrow.up": "⇪",
        "paperplane": "➢",
        "link": "⛓",
        "film": "◫",
        "briefcase": "⊡",
        "wand.and.stars": "✧", "sparkles": "✧",
        "eye": "◎", "eye.slash": "⊘",
        "sidebar.left": "◧", "sidebar.right": "◨",
        "square.grid.2x2": "⊞", "square.stack": "❐",
        "leaf": "☘",
        "hammer": "⚒", "wrench.and.screwdriver": "⚒",
        "music.note": "♪", "music.note.list": "♫",
    ]
}

// Image's own modifiers, as SwiftUI's: each returns an `Image`, the glyph drawn as it is.
extension Image {
    /// How an image is resized: a terminal draws the glyph in one cell.
    nonisolated public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn in its own colours or as a template: the glyph takes the text's style.
    nonisolated public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// A symbol's scale beside text: a terminal draws it the size of the text.
    nonisolated public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Resizable: the glyph is drawn as it is.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    /// A rendering mode: the glyph takes the text's style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    /// A symbol rendering mode: the glyph takes the text's style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured: a terminal's glyph has one colour, the text's.
nonisolated public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// How content fills a frame of another shape: a terminal draws it as it is.
nonisolated public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

extension View {
    /// Scaled to fit its frame: a terminal draws it as it is.
    public consuming func scaledToFit() -> some View { _UnchangedView(content: self) }
    /// Scaled to fill its frame: a terminal draws it as it is.
    public consuming func scaledToFill() -> some View { _UnchangedView(content: self) }
    /// Drawn at an aspect ratio: a terminal draws it as it is.
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _UnchangedView(content: self) }
    /// Drawn at the aspect ratio of a size: a terminal draws it as it is.
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { _UnchangedView(content: self) }
    /// The scale of the symbols under it: a terminal draws them the size of the text.
    public consuming func imageScale(_ scale: Image.Scale) -> some View { _UnchangedView(content: self) }
    /// How the symbols under it are coloured: a glyph has the text's colour.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _UnchangedView(content: self) }
    /// Clipped to its frame: a terminal's lines are clipped to the screen anyway.
    public consuming func clipped(antialiased: Bool = false) -> some View { _UnchangedView(content: self) }
}

extension Text {
    /// A text that is an image's glyph: `Text(Image(systemName: "star"))`, to join with `+`.
    public init(_ image: Image) { self.init(styled: image.text) }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image's glyph in a literal: `Text("\(Image(systemName: "star.fill")) Favourites")`.
    public mutating func appendInterpolation(_ image: Image) { appendStyled(image.text) }
}

/// An image loaded from a URL, SwiftUI's `AsyncImage`: a terminal draws no pictures, so it is never
/// loaded and stays as SwiftUI shows it while loading: its placeholder, or its content for the
/// `.empty` phase; with neither, the file's name in brackets, as an image of the app's assets.
///
/// ```swift
/// AsyncImage(url: cupcakes) { image in image.resizable() } placeholder: { ProgressView() }   // the ProgressView
/// ```
public struct AsyncImage<Content: View>: _PrimitiveView {
    let content: Content

    /// The image at `url`: drawn as its file's name in brackets (`[cupcakes.jpg]`).
    public init(url: URL?, scale: Double = 1) where Content == Image {
        content = Image(url?.lastPathComponent ?? "image")
    }

    /// The image at `url` drawn by `content` once loaded, `placeholder` until then: the placeholder.
    public init<I: View>(
        url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    /// The image at `url` drawn by `content` for each phase of its loading: the `.empty` phase's.
    public init(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "asyncImage")
    }
}

/// Where an `AsyncImage`'s loading is, as SwiftUI's: in a terminal always `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image loaded, if it was.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why it failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
