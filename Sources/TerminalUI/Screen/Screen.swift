import Navigation

/// What a destination renders for the value on top of the stack: a title, some text, and links.
///
/// A screen is a plain value. Only the top screen is built, once per change of the tree (a key that
/// changes nothing builds nothing); the levels below show only their titles, in the breadcrumbs. A
/// destination that reads state outside the path asks for a rebuild with `StackApp.invalidate()` (a
/// link's action does it itself).
package struct Screen {
    /// The screen's parts, in one object shared by its copies until one is changed: a screen is copied
    /// several times between its build and its frame (the content keeping it, the kept evaluation, the
    /// key reading it), and a copy of a dozen parts retained each of them.
    private final class Storage {
        @exclusivity(unchecked) var title: String
        @exclusivity(unchecked) var body: [Text]
        @exclusivity(unchecked) var links: [ScreenLink]
        @exclusivity(unchecked) var hasTextFields = false
        @exclusivity(unchecked) var list: LinkList?
        @exclusivity(unchecked) var paragraphsAfterList: Int?
        @exclusivity(unchecked) var isWarning: Bool
        @exclusivity(unchecked) var nestedStack: String?
        @exclusivity(unchecked) var breaksLines = false
        @exclusivity(unchecked) var sidewaysParagraphs: [Int] = []
        @exclusivity(unchecked) var hasPlacedLinks = false
        @exclusivity(unchecked) var tasks: [ScreenTask] = []
        @exclusivity(unchecked) var dialog: Dialog?
        @exclusivity(unchecked) var shortcuts: [ScreenShortcut] = []
        @exclusivity(unchecked) var refresh: (@MainActor () async -> Void)?
        @exclusivity(unchecked) var rowDialogs: (any RowDialogs)?
        @exclusivity(unchecked) var isDismissDisabled = false
        @exclusivity(unchecked) var lazyEnds: [LazyEnd] = []
        @exclusivity(unchecked) var scrollTarget: ScrollTarget?

        /// Not isolated: a screen is let go of on the main actor anyway, and an isolated deinit (this
        /// module's default) hopped through the executor for each screen freed.
        nonisolated deinit {}

        init(title: String, body: [Text], links: [ScreenLink], list: LinkList?, isWarning: Bool) {
            self.title = title
            self.body = body
            self.links = links
            self.list = list
            self.isWarning = isWarning
        }

        func copy() -> Storage {
            let copy = Storage(title: title, body: body, links: links, list: list, isWarning: isWarning)
            copy.hasTextFields = hasTextFields
            copy.paragraphsAfterList = paragraphsAfterList
            copy.nestedStack = nestedStack
            copy.breaksLines = breaksLines
            copy.sidewaysParagraphs = sidewaysParagraphs
            copy.hasPlacedLinks = hasPlacedLinks
            copy.tasks = tasks
            copy.dialog = dialog
            copy.shortcuts = shortcuts
            copy.refresh = refresh
            copy.rowDialogs = rowDialogs
            copy.isDismissDisabled = isDismissDisabled
            copy.lazyEnds = lazyEnds
            copy.scrollTarget = scrollTarget
            return copy
        }
    }

    private var storage: Storage

    /// The storage, copied first if another screen shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    package var title: String {
        get { storage.title }
        _modify { yield &unique.title }
    }
    /// Paragraphs, wrapped to the width of the terminal; each may carry styles (`Text`).
    package var body: [Text] {
        get { storage.body }
        _modify { yield &unique.body }
    }
    /// The links, buttons and text fields, in order.
    package var links: [ScreenLink] {
        get { storage.links }
        _modify {
            let storage = unique
            yield &storage.links
            storage.hasTextFields = Self.hasTextFields(storage.links)
        }
    }
    /// Whether some link is a text field: keys that type may go to it.
    var hasTextFields: Bool { storage.hasTextFields }
    /// Rows of any length after the links, built only when shown (`LinkList`).
    package var list: LinkList? {
        get { storage.list }
        _modify { yield &unique.list }
    }
    /// The first of `body`'s paragraphs written after the list (a `Text` under a `List` of a
    /// `ForEach`): it and those after it are drawn under the list's rows. `nil`: all above them.
    package var paragraphsAfterList: Int? {
        get { storage.paragraphsAfterList }
        _modify { yield &unique.paragraphsAfterList }
    }
    /// Drawn as a warning (a value with no destination, for example).
    package var isWarning: Bool {
        get { storage.isWarning }
        _modify { yield &unique.isWarning }
    }
    /// Set when the screen builds a navigation stack of its own: a stack inside a stack, which the
    /// app reports instead of drawing two breadcrumb bars (seed 002's pitfall).
    package internal(set) var nestedStack: String? {
        get { storage.nestedStack }
        _modify { yield &unique.nestedStack }
    }
    /// Set when some paragraph of `body` is a block of lines drawn as they are (a shape, a `ZStack`, a
    /// `.border`: NavigatorUI's drawings): a paragraph holding `\n` is then drawn a line per line, each
    /// unwrapped and clipped at the width, with no blank line inside it. Unset (the usual screen), no
    /// paragraph is looked at for it.
    package var breaksLines: Bool {
        get { storage.breaksLines }
        _modify { yield &unique.breaksLines }
    }
    /// The paragraphs of `body` that are blocks wider than the screen, scrolled sideways (a horizontal
    /// `ScrollView`): drawn from the column that shows the selected line placed in them, from their
    /// start otherwise.
    package var sidewaysParagraphs: [Int] {
        get { storage.sidewaysParagraphs }
        _modify { yield &unique.sidewaysParagraphs }
    }
    /// Set when some paragraph holds the label of a link placed in it (`ScreenLink.inlineTag`), even
    /// if the link is no longer among `links` (a filter left it out): the body draws the label as the
    /// link's or as text, and no mark of it is drawn.
    package var hasPlacedLinks: Bool {
        get { storage.hasPlacedLinks }
        _modify { yield &unique.hasPlacedLinks }
    }
    /// Work that starts when the screen appears and is cancelled when it leaves (SwiftUI's `.task`),
    /// each with the view it belongs to.
    package var tasks: [ScreenTask] {
        get { storage.tasks }
        _modify { yield &unique.tasks }
    }
    /// A panel of choices over the screen, which has the keys while it is up (an alert, a menu's
    /// options): drawn and heard while the screen is the active stack's top.
    package var dialog: Dialog? {
        get { storage.dialog }
        _modify { yield &unique.dialog }
    }
    /// The screen's keys of its own (a button's `.keyboardShortcut`, an `.onKeyPress`), asked before
    /// the key table: the first that takes a key acts on it.
    package var shortcuts: [ScreenShortcut] {
        get { storage.shortcuts }
        _modify { yield &unique.shortcuts }
    }
    /// What the refresh key (`r`) runs, as a task, while the screen is on top (SwiftUI's
    /// `.refreshable`): the footer says `refreshing…` until it returns, and the screen is built again.
    package var refresh: (@MainActor () async -> Void)? {
        get { storage.refresh }
        _modify { yield &unique.refresh }
    }
    /// Where the rows of `list` put a dialog they bring up as they are built (an alert declared in a
    /// row): the rows shown and the selected one are built before the dialog is looked for.
    package var rowDialogs: (any RowDialogs)? {
        get { storage.rowDialogs }
        _modify { yield &unique.rowDialogs }
    }
    /// Set on the screen of a sheet that Esc doesn't dismiss (SwiftUI's `.interactiveDismissDisabled()`):
    /// its own buttons still do (the router's `dismiss()`).
    package var isDismissDisabled: Bool {
        get { storage.isDismissDisabled }
        _modify { yield &unique.isDismissDisabled }
    }

    /// Where the body's lazily built parts end (a `LazyVStack` built as far as it was shown): when one
    /// comes near the lines a frame shows, the frame asks it for more (`LazyEnd.grow`) and is laid out
    /// again with them.
    package var lazyEnds: [LazyEnd] {
        get { storage.lazyEnds }
        _modify { yield &unique.lazyEnds }
    }

    /// Where the app asked the screen to be scrolled to (SwiftUI's `ScrollViewProxy.scrollTo`): shown
    /// once, by the first frame of the screen that has it.
    package var scrollTarget: ScrollTarget? {
        get { storage.scrollTarget }
        _modify { yield &unique.scrollTarget }
    }

    package init(title: String, body: [Text] = [], links: [ScreenLink] = [], list: LinkList? = nil, isWarning: Bool = false) {
        let storage = Storage(title: title, body: body, links: links, list: list, isWarning: isWarning)
        storage.hasTextFields = Self.hasTextFields(links)
        self.storage = storage
    }

    /// Asked of every screen built: it looks at each link's action in place, copying no link.
    private static func hasTextFields(_ links: [ScreenLink]) -> Bool {
        for index in links.indices {
            if case .editText = links[index].action { return true }
        }
        return false
    }

    /// A screen that is a whole navigation stack, like wrapping a view in `NavigationStack { }`.
    ///
    /// Shown as a destination inside another stack, it is refused with a warning: a stack belongs at
    /// the root, or inside a presentation, which has a stack of its own already.
    package static func navigationStack<V>(_ app: StackApp<V>) -> Screen {
        var screen = Screen(title: app.rootTitle, body: [], links: [])
        screen.nestedStack = "a stack of \(CodableTypes.name(of: V.self)) rooted at “\(app.rootTitle)”"
        return screen
    }

    /// The screen with work that starts when it appears (it becomes the top of a visible stack) and
    /// is cancelled when it leaves (a level is pushed over it, it is popped, or a cover hides it), as
    /// SwiftUI's `.task { }`. It runs on the main actor; what it changes in an `@Observable` model
    /// the screen read redraws the screen, with no key pressed.
    package func task(_ action: @escaping @MainActor () async -> Void) -> Screen {
        var screen = self
        screen.tasks.append(ScreenTask(place: nil, generation: 0, priority: nil, action: action))
        return screen
    }

    /// Whether `other` is this screen, as built once (a copy of it, changed in nothing).
    package func isShared(with other: Screen) -> Bool { storage === other.storage }

    /// How many selectable lines the screen has: its links, then its list's rows.
    package var itemCount: Int { links.count + (list?.count ?? 0) }

    /// The link at `index` of `0..<itemCount`: one of `links`, or a row of the list (built now).
    package func item(at index: Int) -> ScreenLink {
        index < links.count ? links[index] : list!.row(at: index - links.count)
    }

    /// The index of the first link or row that can be opened, if any.
    package var firstEnabledLink: Int? { enabledItem(from: 0, step: 1) }

    /// The first enabled item from `start` on in the direction of `step` (±1), building rows as it goes.
    func enabledItem(from start: Int, step: Int) -> Int? {
        var index = start
        let links = self.links, count = itemCount
        while index >= 0 && index < count {
            if index >= links.count, list?.disabledReason != nil {
                // Every row is disabled (a preview): on to the links going up, none going down.
                if step > 0 { return nil }
                index = links.count - 1
                continue
            }
            // A link's flag read in place, not the whole line copied (`item(at:)`).
            if index < links.count ? links[index].isEnabled : list!.row(at: index - links.count).isEnabled { return index }
            index += step
        }
        return nil
    }
}

/// What a button does, as SwiftUI's `ButtonRole`: a destructive one (deleting, discarding) is drawn in
/// the theme's warning style, on a screen and in a dialog; a cancel one is what Esc does in a dialog.
nonisolated package enum LinkRole: Hashable, Sendable {
    case cancel, destructive
}

/// A panel of choices drawn over the screen, which has the keys while it is up: SwiftUI's `.alert` and
/// `.confirmationDialog`, a menu `Picker`'s options. A title on its frame, a message, and buttons, one a
/// line, the selected one marked as a link is.
///
/// While it is up, `↑` `↓` (and the keys of the key map that select) choose a button, Enter (or a click
/// on it) presses it, and Esc, or back, cancels (`cancel` runs): the screen under it takes no key. The
/// help and quit keys work as ever. What presses a button or cancels is what takes the dialog down: the
/// screen is built again, and has no dialog once the app's state says so.
///
/// ```swift
/// Screen(title: "Inbox", links: links).dialog(Dialog(title: "Delete all?", buttons: [
///     .init("Delete", role: .destructive) { mail.removeAll(); asking = false },
///     .init("Cancel", role: .cancel) { asking = false },
/// ]) { asking = false })
/// ```
package struct Dialog {
    package struct Button {
        package var label: Text
        package var role: LinkRole?
        /// Drawn with a check mark (`✓`): a picker's current option.
        package var isChosen: Bool
        package var action: () -> Void

        package init(_ label: Text, role: LinkRole? = nil, isChosen: Bool = false, action: @escaping () -> Void) {
            self.label = label
            self.role = role
            self.isChosen = isChosen
            self.action = action
        }

        @_disfavoredOverload
        package init(_ label: some StringProtocol, role: LinkRole? = nil, isChosen: Bool = false, action: @escaping () -> Void) {
            self.init(Text(label), role: role, isChosen: isChosen, action: action)
        }
    }

    /// Drawn on the panel's frame.
    package var title: String
    /// Paragraphs under the title, wrapped to the panel's width.
    package var message: [Text]
    /// Text fields above the buttons (SwiftUI's `TextField` in an alert's actions): text field links
    /// (`ScreenLink.textField`, `.secureField`), typed into while selected.
    package var fields: [ScreenLink]
    package var buttons: [Button]
    /// The item selected when the dialog comes up: its fields, then its buttons, counted from 0.
    package var selected: Int
    /// What Esc (or back) does: a cancel button's action, or whatever takes the dialog down.
    package var cancel: () -> Void

    package init(title: String, message: [Text] = [], fields: [ScreenLink] = [], buttons: [Button], selected: Int = 0,
                 cancel: @escaping () -> Void) {
        self.title = title
        self.message = message
        self.fields = fields
        self.buttons = buttons
        self.selected = selected
        self.cancel = cancel
    }

    /// How many items can be selected: its fields, then its buttons.
    package var itemCount: Int { fields.count + buttons.count }
}

/// The dialog a row of a list brought up when it was built (an alert declared in the row's view):
/// `Screen.rowDialogs`. Rows are built lazily, after their screen, so their dialog is found there.
/// A protocol: what builds the rows may be the place itself (NavigatorUI's rows), so a screen with rows
/// costs no object more.
package protocol RowDialogs: AnyObject {
    /// The last dialog a row built brought up, if any.
    var dialog: Dialog? { get set }
}

extension Screen {
    /// The dialog up over the screen: one a row brought up (built already: the selected one, those
    /// shown), else the screen's own.
    package var shownDialog: Dialog? { rowDialogs?.dialog ?? dialog }

    /// The screen with a dialog up over it.
    package func dialog(_ dialog: Dialog?) -> Screen {
        var screen = self
        screen.dialog = dialog
        return screen
    }
}

/// Builds a screen; view destinations carry one.
package typealias ScreenBuilder = (ScreenContext) -> Screen

/// The destinations of a terminal app: for each value type, its breadcrumb title and the screen it
/// builds (`Destinations` of the navigation model, with screens as their content).
package typealias ScreenDestinations = Destinations<ScreenContext, Screen>

/// A selectable line on a screen that navigates when it is opened.
///
/// Its label is a `Text`, so it may be styled: `.push(Text("Errors").foregroundColor(.red), Log.errors)`.
package struct ScreenLink {
    package var label: Text
    package var action: NavigationAction
    package var isEnabled: Bool
    /// Not 0: the line is drawn where its view's layout placed it, inside the screen's paragraphs (a
    /// button in an `HStack`, beside the others), its label there marked `Style.item(inlineTag)`;
    /// 0: a line of its own, after the paragraphs before it (`paragraph`).
    package var inlineTag: UInt8 = 0
    /// What a placed line's label starts with (`inlineTag`): two columns kept for the selection's
    /// marker, unbreakable spaces so that wrapping its paragraph keeps them.
    package static let markerRoom = "\u{A0}\u{A0}"
    /// Shown beside a disabled link: why it can't be opened now.
    package var disabledReason: String?
    /// A heading drawn above the first link of each section.
    package var section: String?
    /// What a control (a toggle, a stepper, a picker) adds to the line: keys of its own while it is
    /// selected, said in the footer. `nil` for a link, a button or a text field.
    package var control: ScreenControl? {
        get { rare?.control }
        set { if newValue != nil || rare != nil { uniqueRare().control = newValue } }
    }
    /// A secure field's (`ScreenLink.secureField`): its text is drawn as `•`, one a character, edited or not.
    package var isSecure: Bool {
        get { rare?.isSecure ?? false }
        set { if newValue || rare != nil { uniqueRare().isSecure = newValue } }
    }
    /// A button's role: a destructive one is drawn in the theme's warning style.
    package var role: LinkRole? {
        get { rare?.role }
        set { if newValue != nil || rare != nil { uniqueRare().role = newValue } }
    }
    /// What a text field adds (SwiftUI's `.onSubmit`, `.focused`, `axis: .vertical`); `nil` for most.
    package var fieldOptions: FieldOptions? {
        get { rare?.fieldOptions }
        set { if newValue != nil || rare != nil { uniqueRare().fieldOptions = newValue } }
    }
    /// What a row of a list can have done to it besides opening it: deleted, moved, its actions
    /// (`RowActions`). `nil` for most lines.
    package var rowActions: RowActions? {
        get { rare?.rowActions }
        set { if newValue != nil || rare != nil { uniqueRare().rowActions = newValue } }
    }
    /// Who the line is among the screen's others, whatever its place: a `ForEach` element's, by the
    /// element's identity, so that the selection stays on it when lines are inserted above it. 0: none.
    package var identity: Int {
        get { rare?.identity ?? 0 }
        set { if newValue != 0 || rare != nil { uniqueRare().identity = newValue } }
    }
    /// A placed line (`inlineTag`) whose mark is on a view's lines as they are laid out, not on a label
    /// (a tapped card): selectable while any of it is drawn, however much of it the layout cut.
    package var isBlock: Bool {
        get { rare?.isBlock ?? false }
        set { if newValue || rare != nil { uniqueRare().isBlock = newValue } }
    }
    /// How many of the screen's paragraphs (`Screen.body`) come before it in the order its view was
    /// written: the line is drawn after those and before the next. `nil`: after them all (a screen
    /// built by hand has its links under its text).
    package var paragraph: Int?
    /// What few lines have (a control, a field's options, a row's actions, a role, a secret text), in
    /// one object shared by the line's copies until one is changed: a line is copied and freed several
    /// times between its view and its frame, and each of these parts was retained and released each
    /// time (a fifth of a pushed screen's freeing, callgrind).
    private var rare: Rare?

    private final class Rare {
        var control: ScreenControl?
        var isSecure = false
        var role: LinkRole?
        var fieldOptions: FieldOptions?
        var rowActions: RowActions?
        var identity = 0
        var isBlock = false

        init() {}
        nonisolated deinit {}

        func copy() -> Rare {
            let copy = Rare()
            copy.identity = identity
            copy.isBlock = isBlock
            copy.control = control
            copy.isSecure = isSecure
            copy.role = role
            copy.fieldOptions = fieldOptions
            copy.rowActions = rowActions
            return copy
        }
    }

    /// The line's own `rare`, made or copied first when it has none or shares it.
    private mutating func uniqueRare() -> Rare {
        if rare == nil {
            rare = Rare()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = rare!.copy()
        }
        return rare!
    }

    package init(_ label: Text, action: NavigationAction, isEnabled: Bool = true, disabledReason: String? = nil, section: String? = nil) {
        self.label = label
        self.action = action
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.section = section
    }

    @_disfavoredOverload
    package init(_ label: some StringProtocol, action: NavigationAction, isEnabled: Bool = true, disabledReason: String? = nil, section: String? = nil) {
        self.init(Text(label), action: action, isEnabled: isEnabled, disabledReason: disabledReason, section: section)
    }

    /// A value-destination link, like `NavigationLink(_:value:)`: opening it pushes `value`.
    package static func push(_ label: Text, _ value: some Hashable, section: String? = nil) -> ScreenLink {
        ScreenLink(label, action: .push(AnyHashable(value)), section: section)
    }

    @_disfavoredOverload
    package static func push(_ label: some StringProtocol, _ value: some Hashable, section: String? = nil) -> ScreenLink {
        push(Text(label), value, section: section)
    }

    /// A view-destination link, like `NavigationLink(destination:label:)`: opening it pushes a screen
    /// that is not a value of the path.
    package static func view(_ label: Text, title: String? = nil, section: String? = nil, _ screen: @escaping ScreenBuilder) -> ScreenLink {
        ScreenLink(label, action: .pushView(title: title ?? label.string, screen), section: section)
    }

    @_disfavoredOverload
    package static func view(_ label: some StringProtocol, title: String? = nil, section: String? = nil, _ screen: @escaping ScreenBuilder) -> ScreenLink {
        view(Text(label), title: title, section: section, screen)
    }

    /// A link that presents `value` as a sheet or a full-screen cover, with a stack of its own.
    package static func present(_ label: Text, _ value: some Hashable, style: PresentationStyle = .sheet, section: String? = nil) -> ScreenLink {
        ScreenLink(label, action: .present(AnyHashable(value), style), section: section)
    }

    @_disfavoredOverload
    package static func present(_ label: some StringProtocol, _ value: some Hashable, style: PresentationStyle = .sheet, section: String? = nil) -> ScreenLink {
        present(Text(label), value, style: style, section: section)
    }

    /// A link that runs code, like a `Button`: toggling a destination's state, calling the router. A
    /// destructive one is drawn in the theme's warning style.
    package static func button(_ label: Text, role: LinkRole? = nil, section: String? = nil, _ action: @escaping () -> Void) -> ScreenLink {
        var link = ScreenLink(label, action: .perform(action), section: section)
        link.role = role
        return link
    }

    @_disfavoredOverload
    package static func button(_ label: some StringProtocol, role: LinkRole? = nil, section: String? = nil, _ action: @escaping () -> Void) -> ScreenLink {
        button(Text(label), role: role, section: section, action)
    }

    /// A single-line text field, like SwiftUI's `TextField(_:text:)`: a label, and a string the app
    /// owns, read and written through `text`.
    ///
    /// It is selected as a link is, and selecting it is not editing it: the key map's commands still
    /// act (← and Backspace go back, q quits). Opening it (Enter) edits it, and so does a key that
    /// types and gives no command, which it types. While it is edited, keys that type (a character,
    /// Space) and the key map's editing keys (`KeyMap.editing`: ← → Home End Backspace Delete Ctrl-U
    /// Ctrl-W …) edit it, and `text` is set on every change; Esc ends the editing, ↑ ↓ Tab end it and
    /// move to another line, Enter to the next. `prompt` is shown, dim, while the text is empty.
    ///
    /// ```swift
    /// .textField("Display name", text: TextBinding(get: { profile.name }, set: { profile.name = $0 }))
    /// ```
    package static func textField(_ label: Text, text: TextBinding, prompt: String? = nil, section: String? = nil) -> ScreenLink {
        ScreenLink(label, action: .editText(text, prompt: prompt), section: section)
    }

    @_disfavoredOverload
    package static func textField(_ label: some StringProtocol, text: TextBinding, prompt: String? = nil, section: String? = nil) -> ScreenLink {
        textField(Text(label), text: text, prompt: prompt, section: section)
    }

    /// A text field whose text is secret, like SwiftUI's `SecureField`: edited as `textField` is, its
    /// text drawn as `•`, one a character.
    package static func secureField(_ label: Text, text: TextBinding, prompt: String? = nil, section: String? = nil) -> ScreenLink {
        var link = textField(label, text: text, prompt: prompt, section: section)
        link.isSecure = true
        return link
    }

    /// The text a text field edits, if this link is one.
    package var field: (text: TextBinding, prompt: String?)? {
        if case let .editText(text, prompt) = action { return (text, prompt) }
        return nil
    }

    /// The same link in another section.
    package func inSection(_ section: String?) -> ScreenLink {
        var link = self
        link.section = section
        return link
    }

    /// The same link as a control: with keys of its own while it is selected (`ScreenControl`).
    ///
    /// ```swift
    /// .button("[x] Wi-Fi") { wifi.toggle() }.control(ScreenControl(openHint: "toggle", previewOpens: true))
    /// ```
    package func control(_ control: ScreenControl) -> ScreenLink {
        var link = self
        link.control = control
        return link
    }
}

/// What a text field adds to its line: an action for Enter, a focus binding kept in step with the
/// selection, and a vertical field's growing over lines.
package final class FieldOptions {
    /// Run when Enter ends the editing (SwiftUI's `.onSubmit`), before the next line is selected.
    package let submit: (() -> Void)?
    /// Whether the app's focus state says the field has the focus (SwiftUI's `.focused`); selecting
    /// the field sets it (`setFocused(true)`), selecting another line clears it, and the app setting
    /// it selects the field.
    package let isFocused: (() -> Bool)?
    package let setFocused: ((Bool) -> Void)?
    /// A vertical field (`TextField(_:text:axis: .vertical)`): while it isn't edited, its text is
    /// wrapped onto the lines under it, up to `lineLimit`.
    package let isVertical: Bool
    package let lineLimit: Int?

    package init(submit: (() -> Void)? = nil, isFocused: (() -> Bool)? = nil, setFocused: ((Bool) -> Void)? = nil,
                isVertical: Bool = false, lineLimit: Int? = nil) {
        self.submit = submit
        self.isFocused = isFocused
        self.setFocused = setFocused
        self.isVertical = isVertical
        self.lineLimit = lineLimit
    }
}

/// What a control adds to its selectable line (SwiftUI's `Toggle`, `Stepper`, `Picker`): keys of its
/// own while it is selected, which the footer shows. Opening it (Enter, a click) runs its link's
/// action, as a button's; the keys every line has (`←` back, `↑` `↓` select) stay what they are.
package final class ScreenControl {
    /// The footer's word for the open key on it (`toggle`, `choose`), in place of `open`.
    package let openHint: String?
    /// Whether the preview key (Space) opens it as Enter does: a toggle flips with Space, as a
    /// checkbox does, and a control has no screen to preview.
    package let previewOpens: Bool
    /// What the step keys (`+` and `-`, `Command.increment` and `.decrement`) do: called with 1 or -1
    /// (a stepper's increment and decrement, a segmented picker's next and previous option). `nil`:
    /// they do nothing here, and the footer doesn't show them.
    package let step: ((Int) -> Void)?

    /// Whether `←` and `→` step it too, as `-` and `+` (a slider's); back is then `Backspace` alone
    /// while it is selected, and the footer says so.
    package let arrowsStep: Bool

    package init(openHint: String? = nil, previewOpens: Bool = false, step: ((Int) -> Void)? = nil, arrowsStep: Bool = false) {
        self.openHint = openHint
        self.previewOpens = previewOpens
        self.step = step
        self.arrowsStep = arrowsStep
    }
}

/// What a row of a list can have done to it besides opening it, each on a key of its own while it is
/// selected, which the footer and the help show: SwiftUI's `.onDelete` (`d` or Delete deletes it,
/// asking nothing, as a swipe does), `.onMove` (`K` and `J` move it up and down, the selection
/// following it) and its `.swipeActions` and `.contextMenu` (`m`, or a right click, opens them as a
/// dialog over the screen: `↑` `↓` select, Enter runs one, Esc closes it).
///
/// ```swift
/// var link = ScreenLink.push("Milk", item)
/// link.rowActions = RowActions(delete: { items.remove(at: index) },
///                              actions: [.init("Pin") { pin(item) }, .init("Delete", role: .destructive) { delete(item) }])
/// ```
package final class RowActions {
    /// One action of the row's panel.
    package typealias Action = Dialog.Button

    /// Deletes the row (`nil`: it can't be deleted).
    package let delete: (() -> Void)?
    /// Moves the row one place up or down: called with -1 or 1. `nil`: it doesn't move.
    package let move: ((Int) -> Void)?
    /// Whether the row can move up (it isn't the first of its rows) and down (the last).
    package let canMoveUp: Bool, canMoveDown: Bool
    /// The actions of the row's panel (a swipe's buttons, then a context menu's): empty for none.
    package let actions: [Action]
    /// The panel's title; the row's label when `nil`.
    package let title: String?

    package init(delete: (() -> Void)? = nil, move: ((Int) -> Void)? = nil, canMoveUp: Bool = true, canMoveDown: Bool = true,
                actions: [Action] = [], title: String? = nil) {
        self.delete = delete
        self.move = move
        self.canMoveUp = move != nil && canMoveUp
        self.canMoveDown = move != nil && canMoveDown
        self.actions = actions
        self.title = title
    }

    /// These actions with `other`'s added: its delete and move where these have none, its actions after these.
    package func adding(_ other: RowActions?) -> RowActions {
        guard let other else { return self }
        return RowActions(delete: delete ?? other.delete, move: move ?? other.move,
                          canMoveUp: move != nil ? canMoveUp : other.canMoveUp, canMoveDown: move != nil ? canMoveDown : other.canMoveDown,
                          actions: actions + other.actions, title: title ?? other.title)
    }
}

/// What opening a link does.
package enum NavigationAction {
    /// Appends a value; its type's destination renders it.
    case push(AnyHashable)
    /// Appends a value given as it was made (`NavigationLink(value:)`'s): wrapped in an `AnyHashable`
    /// only if the link is opened or previewed. Wrapping looks the value's type up at run time (1,600
    /// instructions), and a screen draws many links for the one opened.
    case pushAny(any Hashable)
    /// Removes the top level.
    case pop
    /// Removes every level.
    case popToRoot
    /// Removes the last `k` values.
    case removeLast(Int)
    /// Replaces the whole path with these values.
    case replaceStack([AnyHashable])
    /// Pushes a screen that is not a value of the path.
    case pushView(title: String, ScreenBuilder)
    /// Presents a value over the stack.
    case present(AnyHashable, PresentationStyle)
    /// Dismisses the top-most presentation.
    case dismiss
    /// Runs code.
    case perform(() -> Void)
    /// A text field's: opening it edits the text (`ScreenLink.textField`); Enter then moves to the next line.
    case editText(TextBinding, prompt: String?)

    /// The value a push appends (`.push`'s, or `.pushAny`'s wrapped now); `nil` for the other actions.
    package var pushedValue: AnyHashable? {
        switch self {
        case .push(let value): value
        case .pushAny(let value): AnyHashable(value)
        default: nil
        }
    }
}

/// A string the app owns, read and written by a text field: SwiftUI's `Binding<String>`, as a pair
/// of closures.
///
/// ```swift
/// TextBinding(get: { profile.displayName }, set: { profile.displayName = $0 })
/// ```
package struct TextBinding {
    package let get: () -> String
    package let set: (String) -> Void
    /// Run when the field's editing ends (Esc, Enter, the selection leaving it): a field of a formatted
    /// value shows the value formatted again, not what was typed.
    package let commit: (() -> Void)?

    package init(get: @escaping () -> String, set: @escaping (String) -> Void, commit: (() -> Void)? = nil) {
        self.get = get
        self.set = set
        self.commit = commit
    }

    /// The text.
    package var wrappedValue: String {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// What a destination is told when its screen is built.
@usableFromInline package struct ScreenContext {
    /// The level being rendered: 0 is the root of its stack. Views pushed above the path count.
    @usableFromInline package let depth: Int
    /// How many values are on the path below and at this level: what `removeLast(k)` can remove.
    package let pathCount: Int
    /// False when the screen is drawn outside a navigation stack (a preview): its links can't
    /// navigate, and are shown disabled.
    package let isInStack: Bool
    /// The style of the presentation whose stack this screen is in; `nil` in the root stack.
    @usableFromInline package let presentation: PresentationStyle?
    /// Which stack of the tree the screen is in: 0 is the root stack, `i` the `i`-th presentation's.
    package let stack: Int
    /// Set while the app builds the screen inside an observation of its own: it is set when something
    /// the screen read changes, so a front end that keeps the screen need not observe it again.
    package let changed: ChangeFlag?

    package init(depth: Int, pathCount: Int? = nil, isInStack: Bool = true, presentation: PresentationStyle? = nil, stack: Int = 0,
                 changed: ChangeFlag? = nil) {
        self.depth = depth
        self.pathCount = pathCount ?? depth
        self.isInStack = isInStack
        self.presentation = presentation
        self.stack = stack
        self.changed = changed
    }

    /// Whether `removeLast(k)` can remove `k` values from here (views above the path don't count).
    package func canRemove(_ k: Int) -> Bool { k >= 1 && k <= pathCount }

    /// True for the root of a sheet or cover: the screen a "Done" link dismisses.
    @inlinable package var isPresentationRoot: Bool { presentation != nil && depth == 0 }
}

/// The screens of views pushed above paths, by the views' identities (unique in the process): the
/// router keeps a view's identity and title, and what it draws is kept here until it leaves the stack.
@MainActor
package enum PushedScreens {
    package static var builders: [EntryID: ScreenBuilder] = [:]

    package static func remove(_ id: EntryID) { builders[id] = nil }
}

extension Router {
    /// Pushes a screen that is not a value of the path (`NavigationLink(destination:label:)`).
    @discardableResult
    package func pushView(title: String, screen: @escaping ScreenBuilder) -> EntryID? {
        guard let id = pushView(title: title, onRemove: PushedScreens.remove) else { return nil }
        PushedScreens.builders[id] = screen
        return id
    }

    /// `navigationDestination(item:)` drawing a screen for the item.
    package func navigationDestination<Item: Hashable>(
        item: Item.Type = Item.self,
        title: @escaping (Item) -> String,
        screen: @escaping (Item, ScreenContext) -> Screen
    ) -> ItemDestination<Item> {
        navigationDestination(item: item, title: title, pushed: { item, id in
            PushedScreens.builders[id] = { context in screen(item, context) }
        }, removed: PushedScreens.remove)
    }

    /// `navigationDestination(isPresented:)` drawing a screen.
    package func navigationDestination(isPresentedTitle title: String, screen: @escaping ScreenBuilder) -> PresentedDestination {
        navigationDestination(isPresentedTitle: title, pushed: { id in PushedScreens.builders[id] = screen }, removed: PushedScreens.remove)
    }
}

/// A key of a screen's own: a button's keyboard shortcut (named in the footer and the help by its
/// label) or a key handler (`.onKeyPress`), which may leave the key to the key table.
package struct ScreenShortcut {
    /// The key it takes; `nil`: every key (a handler of any key press).
    package var key: Key?
    /// What the footer and the help call it; `nil` for a key handler, which they list by key alone.
    package var label: String?
    package var isEnabled: Bool
    /// Acts on the key; returns whether it took it.
    package var action: (Key) -> Bool

    package init(key: Key?, label: String?, isEnabled: Bool = true, action: @escaping (Key) -> Bool) {
        self.key = key
        self.label = label
        self.isEnabled = isEnabled
        self.action = action
    }
}

/// A `.task`'s work on a screen (SwiftUI's `.task`, `.task(id:)`). It starts when the screen is the
/// top of a visible stack and is cancelled when the screen leaves it; while the screen stays, it is
/// cancelled when its view leaves the screen (its place is not among the tasks of the screen built
/// again: the other branch of an `if` shown), and cancelled and started again when its view's `id`
/// changes (its generation).
package struct ScreenTask {
    /// What the work belongs to, the same object from one build of the screen to the next: its view's
    /// place. `nil`: the screen's own, matched by its order among those.
    package let place: AnyObject?
    /// How many times the view's `id` changed: another one starts the work anew.
    package let generation: Int
    package let priority: TaskPriority?
    package let action: @MainActor () async -> Void

    package init(place: AnyObject?, generation: Int, priority: TaskPriority?, action: @escaping @MainActor () async -> Void) {
        self.place = place
        self.generation = generation
        self.priority = priority
        self.action = action
    }
}

/// The end of a part of a screen's body built only as far as it is shown (NavigatorUI's `LazyVStack`):
/// `paragraph` is the body's paragraph drawn there; `grow` builds more of it (the screen is then built
/// again).
package struct LazyEnd {
    package let paragraph: Int
    package let grow: () -> Void
    package init(paragraph: Int, grow: @escaping () -> Void) {
        self.paragraph = paragraph
        self.grow = grow
    }
}

/// A place of a screen's body the app asked to be scrolled to (NavigatorUI's `ScrollViewProxy.scrollTo`):
/// its first selectable line, `item`, selected if it has one; else its first paragraph, `paragraph`,
/// scrolled to the top, the middle or the bottom of the body (`anchor`: 0, 1 or 2). `request` tells one
/// request from the next: each is shown once.
package struct ScrollTarget: Equatable {
    package let request: Int
    package let paragraph: Int
    package let item: Int?
    package let anchor: Int
    package init(request: Int, paragraph: Int, item: Int?, anchor: Int) {
        self.request = request
        self.paragraph = paragraph
        self.item = item
        self.anchor = anchor
    }
}
