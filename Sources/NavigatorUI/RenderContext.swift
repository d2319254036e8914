@_spi(Reflection) import Swift
import Navigation
import TerminalUI

/// A view erased to what it draws.
struct AnyViewBox {
    let evaluate: (_RenderContext) -> Void
    /// The environment the view was declared in (a destination's, a sheet's), if not the screen's default.
    let environment: EnvironmentValues?
    init<V: View>(_ view: V, environment: EnvironmentValues? = nil) {
        evaluate = { $0.evaluate(view, at: "root") }
        self.environment = environment
    }
    /// A view made when it is evaluated: what a destination's closure reads (a `@State` of the view
    /// declaring it) is read under the evaluation's observation, so its change redraws the screen.
    init<V: View>(building make: @escaping () -> V, environment: EnvironmentValues? = nil) {
        evaluate = { $0.evaluate(make(), at: "root") }
        self.environment = environment
    }
    /// A destination's view of `value`, made when it is evaluated: one closure, where `building:`
    /// takes one made by the caller and wraps it in another.
    init<D, V: View>(destination: @escaping (D) -> V, of value: D, environment: EnvironmentValues?) {
        evaluate = { $0.evaluate(destination(value), at: "root") }
        self.environment = environment
    }
}

/// What evaluating a view's tree for one screen gathers: its title, its paragraphs, its links, and
/// what the stack must know (destinations registered, the path binding, `isPresented` destinations).
///
/// Each view is evaluated at a structural position (`key`): the chain of places from the screen's
/// root (the n-th child of a builder block, a branch of an `if`, an element's id in a `ForEach`, the
/// type of each view of yours). `@State` is kept by the screen's identity in the stack and that key.
public final class _RenderContext {
    unowned let host: ViewHost
    /// The identity of the stack level this screen is drawn on; `nil` for an evaluation whose state is
    /// thrown away (a destination's title, a preview).
    private(set) var screenID: UInt64?
    /// The node of the screen's own place (`viewsRoot(creating:)`), once looked for.
    @usableFromInline @exclusivity(unchecked) var views: ViewNode?
    @usableFromInline @exclusivity(unchecked) var viewsLooked = false
    /// Whether the screen is known to keep nothing yet: a branch of an `if` has nothing to let go of.
    @inlinable var keepsNoViews: Bool { viewsLooked && views == nil }
    // The stored properties are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
    // one evaluation at a time uses a context, on the main actor, and the checks were a tenth of a
    // pushed screen's instructions.
    @usableFromInline @exclusivity(unchecked) var path = StructuralPath()
    /// The structural position of the view being evaluated: where its `@State` and actions are kept.
    var key: String { path.key }

    @usableFromInline @exclusivity(unchecked) var title: String? { didSet { gatheredBeyondRow = true } }
    /// The text of a `.principal` toolbar item: the screen's heading in the title's place (the
    /// breadcrumbs keep the title).
    @exclusivity(unchecked) var heading: String? { didSet { gatheredBeyondRow = true } }
    @exclusivity(unchecked) var lines: [TerminalUI.Text] = []
    /// The style texts are drawn with here (`.font`, `.foregroundStyle`, `.bold()` above them).
    @exclusivity(unchecked) var textStyle = TerminalUI.Style()
    @exclusivity(unchecked) var links: [TerminalUI.ScreenLink] = []
    @exclusivity(unchecked) var section: String?
    /// The selection of the list being evaluated, if it has one.
    @exclusivity(unchecked) var selection: _Selection?
    @exclusivity(unchecked) var isInStack: Bool
    /// Under `.disabled(true)`: links and buttons are drawn disabled.
    @usableFromInline @exclusivity(unchecked) var isDisabled = false
    /// The `.help(_:)` text of the views being evaluated: why a disabled control is disabled.
    @usableFromInline @exclusivity(unchecked) var help: String?
    /// What a `NavigationStack` found inside this stack builds (“a stack of T rooted at “Title””), if one was.
    @exclusivity(unchecked) var nestedStack: String? { didSet { gatheredBeyondRow = true } }
    @exclusivity(unchecked) var registrations: [ObjectIdentifier: _Registration] = [:] { didSet { gatheredBeyondRow = true } }
    /// The environment each `navigationDestination(for:)` of this screen was declared in, by type: the
    /// environment of those destinations on this screen's stack (StackEnvironments.swift).
    @exclusivity(unchecked) var declaredEnvironments: [ObjectIdentifier: EnvironmentValues] = [:] { didSet { gatheredBeyondRow = true } }
    @exclusivity(unchecked) var pathBinding: _PathBinding? { didSet { gatheredBeyondRow = true } }
    /// The keys of the screen's own: its buttons' keyboard shortcuts and its key handlers.
    @exclusivity(unchecked) var shortcuts: [ScreenShortcut] = [] { didSet { gatheredBeyondRow = true } }
    /// While a `Grid`'s content is evaluated: its rows, as each `GridRow` gives its cells.
    @exclusivity(unchecked) var gridRows: [_GridRowCells]?
    /// While a `GridRow`'s cells are evaluated: the alignment and span each cell says, by its line.
    @exclusivity(unchecked) var gridCells: [Int: (alignment: HorizontalAlignment?, columns: Int?)]?
    /// Set while a control's label is evaluated (`label(of:at:)`): the label is one line.
    @exclusivity(unchecked) var isInLabel = false
    /// Set while the label evaluated is a link's or a button's, whose line the selection fills: a
    /// `Spacer` in its `HStack` takes the room the line leaves.
    @exclusivity(unchecked) var labelFillsLine = false
    /// How many of the views around the one being evaluated lay out the selectable lines under them
    /// with their text (an `HStack`, a `.padding`): a link, a button or a control added then is placed
    /// in the lines, where the layout puts it, not on a line of its own (`add(_:)`).
    @exclusivity(unchecked) var placesLinks = 0
    /// How many links were placed in the lines: the next one's tag is one more (at most 255).
    @exclusivity(unchecked) var placedLinks: UInt8 = 0
    /// Set while a horizontal `ScrollView`'s content is evaluated: its rows keep their children's own
    /// widths (none is narrowed to fit the screen, a `Spacer` takes nothing).
    @exclusivity(unchecked) var scrollsSideways = false
    /// The lines that are a horizontal `ScrollView`'s content wider than the screen: the screen scrolls
    /// them sideways (`Screen.sidewaysParagraphs`).
    @exclusivity(unchecked) var sidewaysLines: [Int] = [] { didSet { gatheredBeyondRow = true } }
    /// Set while an `HStack`'s children are evaluated (a `Divider` there is vertical).
    @exclusivity(unchecked) var isInHStack = false
    /// While an `HStack`'s children are evaluated: the lines a `VStack` among them drew as one column,
    /// and where each `Spacer` among them is (`_RowPart`, Views.swift).
    @exclusivity(unchecked) var rowParts: [_RowPart]?
    /// The key a `.keyboardShortcut` above gives the buttons being evaluated, if any.
    @exclusivity(unchecked) var keyboardShortcut: TerminalUI.Key?
    /// The structural position of the `NavigationStack` this evaluation found (not inside a stack): a
    /// root whose stack is now at another position (another branch of an `if`) shows another stack.
    @exclusivity(unchecked) var stackKey: String? { didSet { gatheredBeyondRow = true } }
    @exclusivity(unchecked) var presented: [_PresentedRecord] = [] { didSet { gatheredBeyondRow = true } }
    @exclusivity(unchecked) var tasks: [ScreenTask] = [] { didSet { gatheredBeyondRow = true } }
    @usableFromInline @exclusivity(unchecked) var environment: EnvironmentValues
    /// Sheets and covers, life-cycle actions and URL handlers found on the screen.
    @exclusivity(unchecked) var extras = _ScreenExtras() { didSet { gatheredBeyondRow = true } }
    /// A list's lazy rows and a split view's columns, as they are gathered (List.swift, SplitView.swift).
    @exclusivity(unchecked) var list = _ListState() { didSet { gatheredBeyondRow = true } }
    /// A dialog up over the screen (an alert, a menu picker's options): the last one evaluated wins.
    @exclusivity(unchecked) var dialog: TerminalUI.Dialog? { didSet { gatheredBeyondRow = true } }
    /// The screen's `.refreshable` action, and whether a sheet on it refuses Esc (`.interactiveDismissDisabled()`).
    @exclusivity(unchecked) var refresh: (@MainActor () async -> Void)? { didSet { gatheredBeyondRow = true } }
    @exclusivity(unchecked) var isDismissDisabled = false { didSet { gatheredBeyondRow = true } }
    /// Evaluating a row of a list (`_RowTemplate`): actions given to a row of text (a `.swipeActions`
    /// on a `Text`) wait in `rowActions` for the row its text makes.
    @exclusivity(unchecked) var isEvaluatingRow = false
    @exclusivity(unchecked) var rowActions: TerminalUI.RowActions? { didSet { gatheredBeyondRow = true } }
    /// While a `Picker`'s content is evaluated: its options, as `.tag`s (and `ForEach` elements) give them.
    @exclusivity(unchecked) var pickerOptions: [_PickerOption]?
    /// While a `Menu`'s content is evaluated: what closes the menu and opens it again (Menu.swift).
    @exclusivity(unchecked) var menuParent: _MenuParent?
    /// What `.deleteDisabled(_:)` and `.moveDisabled(_:)` said of the row being evaluated (EditMode.swift).
    @exclusivity(unchecked) var rowEditsDisabled = _RowEditsDisabled()
    /// Set once a block of lines drawn as they are (a shape, a `ZStack`, a `.border`) is among `lines`:
    /// a line holding `\n` is then such a block (Shapes.swift), and the screen draws it so.
    @exclusivity(unchecked) var breaksLines = false
    /// The size a `.frame(width:height:)`, an `.overlay` or a `.background` gives the shapes under it, in
    /// cells; `nil` where none does.
    @exclusivity(unchecked) var proposedSize: _ProposedSize?
    /// The columns the `.padding`s around the views being evaluated take of the screen's width: what
    /// `availableWidth` leaves out.
    @exclusivity(unchecked) var horizontalInset = 0
    /// While a `ZStack`'s layers are evaluated: the shapes with no size of their own, by the line they
    /// hold, drawn at the stack's size once its other layers give it.
    @exclusivity(unchecked) var elasticShapes: [Int: ElasticShape]?
    /// The `.onSubmit` action of the text fields under the view being evaluated.
    @exclusivity(unchecked) var submitAction: (() -> Void)?
    /// The `.lineLimit` of the texts and vertical fields under the view being evaluated.
    @exclusivity(unchecked) var lineLimit: Int?
    /// The `.focused` binding of the text field under the view being evaluated.
    @exclusivity(unchecked) var focus: _FocusBinding?
    /// While a `LazyVStack`'s content is evaluated: how many more `ForEach` elements it builds
    /// (`nil`: all of them, as everywhere else); `lazyCut` is set when one was left out.
    @exclusivity(unchecked) var lazyBudget: Int?
    @exclusivity(unchecked) var lazyCut = false
    /// How many elements beyond its count a lazy stack built for a scroll request (`buildLazily(upTo:id:budget:)`).
    @exclusivity(unchecked) var lazyExtra = 0
    /// Where the lazy stacks built as far as they were shown end, each with what builds more of it.
    @exclusivity(unchecked) var lazyEnds: [TerminalUI.LazyEnd] = [] { didSet { gatheredBeyondRow = true } }
    /// The view a scroll request asks for on this screen (`ScrollViewProxy.scrollTo`), while one is
    /// pending; where it was found (its first line and link), or the list row that is it.
    @exclusivity(unchecked) var scrollTo: ScrollRequest?
    @exclusivity(unchecked) var scrollFound: (paragraph: Int, link: Int)?
    @exclusivity(unchecked) var scrollRowFound: (run: Int, row: Int)?
    /// The values views pass up for the preference keys a view around them reads (`PreferenceKey`), by
    /// key, combined so far.
    @exclusivity(unchecked) var preferences: [ObjectIdentifier: Any] = [:] { didSet { gathered &+= 1 } }
    /// Set by `label(of:at:fillsLine:)` when the label (not a `Text`) drew more than a line: several
    /// lines, or a block (a card: a stack, a shape, a padded view). `blockLabel(of:at:)` reads it.
    @exclusivity(unchecked) var labelWasBlock = false
    /// Evaluating a row for its label alone (a filter looks at every row of a list): a link, a button
    /// or a field gives its label to `rowLabel`, the first one's is kept, and builds nothing else.
    @exclusivity(unchecked) var collectsLabel = false
    @exclusivity(unchecked) var rowLabel: TerminalUI.Text?
    /// Whether any of what a row seldom gathers (a title, a destination, a sheet, a task, a list...)
    /// was written since the context was last made ready for a row. The observers don't read the old
    /// value, so the properties are still changed in place.
    @exclusivity(unchecked) private var gatheredBeyondRow = false { didSet { gathered &+= 1 } }
    /// Counts the writes of what a row seldom gathers and of the preferences, and what else a view's
    /// lines can't be drawn again without (`noteUnreplayable()`): a view of yours whose body changed it
    /// is not drawn again from what it drew (Replay.swift).
    @exclusivity(unchecked) var gathered = 0
    /// The screen's cell its views of yours write when one drawn again becomes stale, on a screen whose
    /// views are drawn again from what they drew when their inputs are as they were (Replay.swift): one
    /// evaluated again, not one met for the first time. `nil` on the others.
    @exclusivity(unchecked) var replayChanges: StateCell<Int>? { didSet { replaysViews = replayChanges != nil } }
    /// Whether the views of yours on this screen are drawn again from what they drew: whether it has
    /// that cell (kept beside it for the views' inlined code, which can't see the cell's type).
    @usableFromInline @exclusivity(unchecked) private(set) var replaysViews = false
    /// The view of yours whose body is being evaluated: what the views under it are drawn by.
    @exclusivity(unchecked) var drawingReplay: ViewReplay?

    /// Not isolated: a context is let go of on the main actor anyway, and an isolated deinit (this
    /// module's default) checks the executor for each of the thousands a long list's rows make.
    nonisolated deinit {}

    init(host: ViewHost, screenID: UInt64?, isInStack: Bool, environment base: EnvironmentValues? = nil) {
        self.host = host
        self.screenID = screenID
        self.isInStack = isInStack
        environment = Self.environment(host: host, screenID: screenID, base: base)
        if screenID != nil { scrollTo = host.scrollRequest }
    }

    /// The environment a screen's evaluation starts from: `base` (a destination's, a sheet's) or a new
    /// one, with the screen's dismiss action, whether it is presented, and its edit mode.
    private static func environment(host: ViewHost, screenID: UInt64?, base: EnvironmentValues?) -> EnvironmentValues {
        let dismiss = DismissAction(reference: host.reference, screenID: screenID)
        let isPresented = isPresented(screenID)
        var environment: EnvironmentValues
        if var base {
            base.dismiss = dismiss
            base.isPresented = isPresented
            environment = base
        } else {
            environment = EnvironmentValues(dismiss: dismiss, isPresented: isPresented)
        }
        environment.screenEditMode = Self.editMode(host: host, screenID: screenID)
        return environment
    }

    /// Whether the screen with this identity is presented or pushed (not the root, not thrown away).
    private static func isPresented(_ screenID: UInt64?) -> Bool {
        if let screenID { screenID != 0 } else { false }
    }

    /// Makes a context that evaluated a screen, and that nothing else holds, as a new one for another
    /// screen of the same host: every property as `init` sets it. A level pushed while keys are queued
    /// is evaluated in the context the level before it was (making a context and letting it go was
    /// 2,500 instructions a push). Debug builds check it against a context made new.
    func reuse(screenID: UInt64?, isInStack: Bool, environment base: EnvironmentValues?) {
        self.screenID = screenID
        views = nil
        viewsLooked = false
        path.removeAll()
        title = nil
        heading = nil
        // Emptied keeping their room: the screen built from them is gone by now (the content it was in
        // is replaced before a level is evaluated), so the next screen's texts and links are appended
        // into the same buffers rather than new ones grown 1, 2, 4.
        lines.removeAll(keepingCapacity: true)
        textStyle = TerminalUI.Style()
        links.removeAll(keepingCapacity: true)
        section = nil
        selection = nil
        self.isInStack = isInStack
        isDisabled = false
        help = nil
        nestedStack = nil
        registrations = [:]
        declaredEnvironments = [:]
        pathBinding = nil
        shortcuts = []
        gridRows = nil
        gridCells = nil
        isInLabel = false
        labelFillsLine = false
        isInHStack = false
        placesLinks = 0
        placedLinks = 0
        scrollsSideways = false
        sidewaysLines = []
        rowParts = nil
        keyboardShortcut = nil
        stackKey = nil
        presented = []
        tasks = []
        if !environment.reset(to: base, dismiss: DismissAction(reference: host.reference, screenID: screenID), isPresented: Self.isPresented(screenID),
                              editMode: Self.editMode(host: host, screenID: screenID)) {
            environment = Self.environment(host: host, screenID: screenID, base: base)
        }
        extras = _ScreenExtras()
        list = _ListState()
        dialog = nil
        refresh = nil
        isDismissDisabled = false
        isEvaluatingRow = false
        rowActions = nil
        pickerOptions = nil
        menuParent = nil
        rowEditsDisabled = _RowEditsDisabled()
        breaksLines = false
        proposedSize = nil
        horizontalInset = 0
        elasticShapes = nil
        submitAction = nil
        lineLimit = nil
        focus = nil
        collectsLabel = false
        rowLabel = nil
        lazyBudget = nil
        lazyCut = false
        lazyExtra = 0
        lazyEnds = []
        labelWasBlock = false
        preferences = [:]
        scrollTo = screenID == nil ? nil : host.scrollRequest
        scrollFound = nil
        scrollRowFound = nil
        gatheredBeyondRow = false
        gathered = 0
        replayChanges = nil
        drawingReplay = nil
        assert(isAsNew(comparedWith: _RenderContext(host: host, screenID: screenID, isInStack: isInStack, environment: base)),
               "a reused render context differs from a new one: reuse(screenID:isInStack:environment:) misses a property")
    }

    /// Whether every stored property reads as `other`'s (debug builds' check of `reuse`).
    private func isAsNew(comparedWith other: _RenderContext) -> Bool {
        let mine = Mirror(reflecting: self).children, theirs = Mirror(reflecting: other).children
        guard mine.count == theirs.count else { return false }
        for (a, b) in zip(mine, theirs) where a.label != b.label || String(reflecting: a.value) != String(reflecting: b.value) {
            return false
        }
        return true
    }

    /// Makes a context that evaluated a row ready for the next row of its list: what the row gathered
    /// is dropped. Where rows are evaluated (the path, the environment, the selection, `.disabled`,
    /// `.help`, the section, the text style) each view that changes puts back as it was, so it is left
    /// alone: each write here is a dynamic exclusivity check, and rows are built by the thousand.
    func prepareForRow(isInStack: Bool, collectsColumn: Bool) {
        if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
        if !links.isEmpty { links.removeAll(keepingCapacity: true) }
        if self.isInStack != isInStack { self.isInStack = isInStack }
        // What a row has no use for, and only unusual rows gather (a stack, a title, a destination).
        guard gatheredBeyondRow else { return }
        title = nil
        heading = nil
        nestedStack = nil
        pathBinding = nil
        stackKey = nil
        shortcuts.removeAll()
        registrations.removeAll()
        declaredEnvironments.removeAll()
        presented.removeAll()
        tasks.removeAll()
        extras = _ScreenExtras()
        dialog = nil
        refresh = nil
        isDismissDisabled = false
        rowActions = nil
        sidewaysLines = []
        lazyEnds = []
        list = _ListState()
        list.collectsColumn = collectsColumn
        gatheredBeyondRow = false
    }

    /// Evaluates `view` as the child at `component` of the view being evaluated.
    // Inlinable, as the views that only hold others (blocks, branches, `.disabled`, `.help`, ...):
    // your module specializes a body's whole tree for its views' types, where this module's generic
    // code was given their metadata and copied them through their witnesses at each level.
    @inlinable
    public func evaluate<V: View>(_ view: V, at component: String) {
        path.append(component)
        // A static call through the view's conformance: a view NavigatorUI draws renders itself, a view
        // of yours goes through `evaluateBody(of:)`; no dynamic cast per view.
        V._evaluate(view, into: self)
        path.removeLast()
    }

    /// Evaluates a view of yours: its `@State`, `@Environment`, ... are connected at its structural
    /// position, then its body is evaluated under it.
    @inlinable
    func evaluateBody<V: View>(of view: V) {
        let layout = enterBody(of: V.self)
        if replaysViews {
            switch replay(view) {
            case .replayed:
                path.removeLast()
                return
            case let .record(mark):
                record(mark) {
                    if let layout { link(view, layout: layout) }
                    evaluate(view.body, at: "body")
                }
                path.removeLast()
                return
            case .evaluate:
                break
            }
        }
        if let layout { link(view, layout: layout) }
        evaluate(view.body, at: "body")
        path.removeLast()
    }

    /// Enters the structural position of a view of type `type` (its name in the path): its layout,
    /// when it has dynamic properties to connect.
    @usableFromInline
    func enterBody(of type: Any.Type) -> TypeLayout? {
        let layout = Self.layout(of: type)
        path.append(layout.name)
        return layout.readsFields ? layout : nil
    }

    /// Evaluates a `ViewModifier` of yours applied to `content`: its `@State`, `@Environment`, ... are
    /// connected at its structural position, as a view's are, then its `body(content:)` is evaluated.
    func evaluateModifier<M: ViewModifier>(_ modifier: M, content: _ViewModifier_Content<M>) {
        if let layout = enterBody(of: M.self) { link(modifier, layout: layout) }
        evaluate(modifier.body(content: content), at: "body")
        path.removeLast()
    }

    /// Connects the dynamic properties of `value` (a view or a modifier) at the current position.
    @usableFromInline
    func link<T>(_ value: T, layout: TypeLayout) {
        if let fields = layout.fields {
            // The fields are found at their offsets in a copy, passed as a pointer: no closure, which
            // this actor's code entered through `withUnsafePointer` checked the executor for (a fifth of
            // linking a view).
            var copy = value
            link(fields, at: &copy)
        } else {
            for child in Mirror(reflecting: value).children {
                if let property = child.value as? any _DynamicProperty {
                    property._link(in: self, field: child.label ?? "_")
                }
            }
        }
    }

    private func link<T>(_ fields: [TypeLayout.Field], at value: UnsafePointer<T>) {
        let base = UnsafeRawPointer(value)
        for field in fields { field.type._link(at: base + field.offset, in: self, field: field.label) }
    }

    /// What evaluating a view type needs besides its body: its name in structural keys, and where its
    /// dynamic properties are. Read once per type: reflecting on a view at each evaluation (`Mirror`)
    /// cost more than the rest of its screen.
    @usableFromInline struct TypeLayout {
        nonisolated struct Field {
            let label: String
            let offset: Int
            let type: any _DynamicProperty.Type
            /// Its size in the view: the bytes a view's comparison with its last one skips (Replay.swift).
            let size: Int
        }
        let name: String
        /// The dynamic properties by offset, or `nil` when the type's fields can't be read that way
        /// (a class): then they are found by `Mirror` at each evaluation.
        let fields: [Field]?
        /// (No `Optional.map` closure here: in this main-actor module each call of one checks the executor.)
        var readsFields: Bool {
            if let fields { return !fields.isEmpty }
            return true
        }
    }

    @exclusivity(unchecked) private static var layouts: [ObjectIdentifier: TypeLayout] = [:]
    /// The layouts last asked for, each in the slot its type's address picks: found with one
    /// comparison, where the dictionary hashed the type (150 instructions for each view of yours).
    @exclusivity(unchecked) private static var recentLayouts = [(id: ObjectIdentifier, layout: TypeLayout)?](repeating: nil, count: 64)

    static func layout(of type: Any.Type) -> TypeLayout {
        let id = ObjectIdentifier(type)
        // Metadata are at least 16-byte aligned: the bits above pick the slot.
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) &>> 4) & 63
        if let recent = recentLayouts[slot], recent.id == id { return recent.layout }
        let layout = findLayout(of: type, id: id)
        recentLayouts[slot] = (id, layout)
        return layout
    }

    private static func findLayout(of type: Any.Type, id: ObjectIdentifier) -> TypeLayout {
        if let layout = layouts[id] { return layout }
        var fields: [TypeLayout.Field] = []
        let complete = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let property = fieldType as? any _DynamicProperty.Type {
                fields.append(TypeLayout.Field(label: String(cString: name), offset: offset, type: property, size: property._size))
            }
            return true
        }
        // Named by the order types are first seen: a key is unique in the process, and naming a generic
        // type by `String(describing:)` walks its metadata (a millisecond at start-up).
        let layout = TypeLayout(name: "v\(layouts.count)", fields: complete ? fields : nil)
        layouts[id] = layout
        return layout
    }

    /// The text of a label: the lines its views draw, joined with spaces (links inside it are dropped).
    func text<V: View>(of view: V, at component: String) -> String {
        label(of: view, at: component).string
    }

    /// A label's lines joined with spaces, each span keeping its own style (a link's or a button's
    /// label: `Text("Styled").bold() + Text(" text")`). Modifiers outside the control (`.font` on a
    /// button) don't style the selectable line, which the theme draws.
    /// `fillsLine`: the label is a link's or a button's, drawn on a line of its own (a `Spacer` in it
    /// takes the room the line leaves).
    func label<V: View>(of view: V, at component: String, fillsLine: Bool = false) -> TerminalUI.Text {
        // The usual label, a `Text`, is its own text: no evaluation.
        if V.self == Text.self { return unsafeBitCast(view, to: Text.self).styled }
        let firstLine = lines.count, firstLink = links.count, firstRun = list.runs.count
        let outerStyle = textStyle, outerLabel = rowLabel, outerIsInLabel = isInLabel, outerFills = labelFillsLine
        let outerParts = rowParts, outerPlaces = placesLinks
        textStyle = TerminalUI.Style()
        isInLabel = true
        placesLinks = 0
        labelFillsLine = fillsLine
        // The label's own: an `HStack` around the control doesn't lay out what its label draws.
        rowParts = nil
        evaluate(view, at: component)
        textStyle = outerStyle
        rowLabel = outerLabel
        isInLabel = outerIsInLabel
        labelFillsLine = outerFills
        rowParts = outerParts
        placesLinks = outerPlaces
        // A block (a shape, a photo) in a label is a line: its middle one, beside the label's texts (an
        // image's tile and its name: `◉ Apple Pie`).
        labelWasBlock = rowCount(from: firstLine) > 1
        var text = TerminalUI.Text("")
        for (number, line) in lines[firstLine...].enumerated() {
            if number > 0 { text = text + " " }
            text = text + (breaksLines && line.string.utf8.contains(0x0A) ? _CellGrid.middleLine(of: line) : line)
        }
        lines.removeSubrange(firstLine...)
        links.removeSubrange(firstLink...)
        list.runs.removeSubrange(firstRun...)
        return text
    }

    /// The lines gathered, joined with spaces: the label of a row with no control.
    var joinedLines: TerminalUI.Text { joinedLines(from: 0) }

    /// The lines from `start` on, joined with spaces.
    func joinedLines(from start: Int) -> TerminalUI.Text { Self.joined(lines[min(start, lines.count)...]) }

    /// `lines` joined with spaces.
    static func joined(_ lines: ArraySlice<TerminalUI.Text>) -> TerminalUI.Text {
        lines.dropFirst().reduce(lines.first ?? TerminalUI.Text("")) { $0 + " " + $1 }
    }

    /// Whether only the row's label is wanted (`collectsLabel`): then `label` is kept as the row's if
    /// it is the first, and the control builds nothing else.
    func takesLabelOnly(_ label: TerminalUI.Text) -> Bool {
        guard collectsLabel else { return false }
        if rowLabel == nil { rowLabel = label }
        return true
    }

    /// Adds a selectable line (a link, a button, a text field): disabled under `.disabled(true)`, with
    /// the `.help(_:)` text around it as the reason.
    func add(_ link: consuming TerminalUI.ScreenLink) {
        disableUnderDisabled(&link)
        // A text field is who it is by its place: the selection, and its editing, stay on it when lines
        // come or go above it (a Clear button shown once something is typed), as SwiftUI's focus does.
        if link.field != nil, link.identity == 0 {
            let identity = key.hashValue
            link.identity = identity == 0 ? 1 : identity
        }
        if placesLinks > 0, placedLinks < .max, link.field == nil || placesField(isVertical: link.fieldOptions?.isVertical == true),
           section == nil, list.runs.isEmpty,
           !isInLabel, !isEvaluatingRow, !collectsLabel {
            // Placed by the layout around it: its label is a line of text, marked as the link's, laid
            // out with the others (beside them in a row, in a padding's block), after two columns
            // kept for the selection's marker; its spaces unbreakable, so that a row wraps between
            // labels, not in one.
            placedLinks += 1
            link.inlineTag = placedLinks
            let mark = TerminalUI.Style.item(placedLinks)
            var label = TerminalUI.Text(ScreenLink.markerRoom, style: mark) + link.label.unbreakable.style(mark)
            if let field = link.field {
                // A text field's room for its text, after `Label: `: the row widens it to its share of
                // what the row leaves, as a field is as wide as it is offered (the body draws it there).
                let room = max(Self.fieldRoom, 1 + (field.prompt.map { DisplayWidth.of($0) } ?? 0))
                label = label + TerminalUI.Text(":" + String(repeating: "\u{A0}", count: 1 + room), style: mark)
                rowParts?.append(.field(lines.count..<lines.count + 1))
            }
            lines.append(label)
        }
        // Drawn after the lines written before it (BodyLayout).
        link.paragraph = lines.count
        // Room for a screen's usual few links at once, rather than growing 1, 2, 4.
        if links.capacity == 0 { links.reserveCapacity(8) }
        links.append(link)
    }

    /// Whether a tapped view (`.onTapGesture`) is evaluated into the lines, kept as it is laid out and
    /// selectable as a whole (in a `ZStack`, a padding, a scroll view, an `HStack`'s row, whose layout
    /// keeps its mark): not in a list's row, a section or a control's label, where a selectable line is
    /// one line.
    var tapsBlocks: Bool {
        placedLinks < .max && section == nil && !list.isInList && list.runs.isEmpty
            && !isInLabel && !isEvaluatingRow && !collectsLabel
    }

    /// The lines from `first` on, a tapped view's (`tapsBlocks`), are one selectable item running
    /// `action`: a line of text is a button's line; lines of several (a block, a stack) stay as they are,
    /// marked as the item's, which the body draws selected and takes clicks on (`inlineTag`).
    func addTapped(_ action: @escaping () -> Void, linesFrom first: Int) {
        if lines.count == first + 1, !(breaksLines && Text.hasNewline(lines[first].string)),
           sidewaysLines.last.map({ $0 < first }) ?? true {
            add(.button(lines.removeLast(), section: section, action))
            return
        }
        addBlock(.button(TerminalUI.Text(""), section: section, action), linesFrom: first)
    }

    /// The label of a link or a button that drew more than a line (`labelWasBlock`: a card, a stack of
    /// texts) where its lines can be kept as they are laid out (`tapsBlocks`): evaluated again in place.
    /// Returns the first of its lines, for `addBlock(_:linesFrom:)`; `nil` (nothing added) for a label of
    /// a line, or one with controls of its own.
    func blockLabel<V: View>(of view: V, at component: String) -> Int? {
        guard V.self != Text.self, labelWasBlock, tapsBlocks else { return nil }
        labelWasBlock = false
        let first = lines.count, firstLink = links.count
        evaluate(view, at: component)
        guard links.count > firstLink || rowCount(from: first) <= 1 else { return first }
        lines.removeSubrange(first...)
        links.removeSubrange(firstLink...)
        return nil
    }

    /// How many rows the lines from `first` on draw, counting up to 2: a block's rows (a shape, a
    /// padded view), a line's one.
    private func rowCount(from first: Int) -> Int {
        var rows = 0
        for line in lines[first...] {
            rows += breaksLines && Text.hasNewline(line.string) ? line.blockLines().count : 1
            if rows > 1 { break }
        }
        return rows
    }

    /// The lines from `first` on are `link`'s, one selectable item: kept as they are laid out, marked as
    /// the item's (`inlineTag`), which the body draws selected, and takes clicks on, as a whole.
    func addBlock(_ link: consuming TerminalUI.ScreenLink, linesFrom first: Int) {
        placedLinks += 1
        let mark = TerminalUI.Style.item(placedLinks)
        var label = TerminalUI.Text("")
        for index in first..<lines.count {
            lines[index] = lines[index].style(mark)
            if index > first { label = label + " " }
            label = label + lines[index]
        }
        link.label = label
        disableUnderDisabled(&link)
        link.inlineTag = placedLinks
        link.isBlock = true
        link.paragraph = lines.count
        links.append(link)
    }

    /// The links from `first` on can't be selected (`.allowsHitTesting(false)`): a placed one's label
    /// stays in the lines, drawn as text (no link has its mark); a line of its own is a line of text.
    func dropLinks(from first: Int) {
        var inserted = 0
        for link in links[first...] where link.inlineTag == 0 {
            let at = min(lines.count, (link.paragraph ?? lines.count) + inserted)
            lines.insert(link.label, at: at)
            inserted += 1
        }
        links.removeSubrange(first...)
    }

    /// Disables `link` under `.disabled(true)`, the `.help(_:)` text around it the reason.
    @inline(__always) private func disableUnderDisabled(_ link: inout TerminalUI.ScreenLink) {
        if isDisabled, link.isEnabled {
            link.isEnabled = false
            link.disabledReason = help
        }
    }

    /// The columns a text field placed in a row keeps for its text when the row has no more to give it.
    static let fieldRoom = 10

    /// Whether a text field is placed in the lines: one line high (not `isVertical`), among an `HStack`'s
    /// children (anywhere else, a field is as wide as the screen, a line of its own).
    private func placesField(isVertical: Bool) -> Bool {
        isInHStack && rowParts != nil && !isVertical
    }

    /// Whether the lines from `start` on are in a horizontal scroll view's content, or hold it: a view
    /// composing them into a block doesn't cut it at the screen's width.
    func scrollsSideways(from start: Int) -> Bool {
        scrollsSideways || sidewaysLines.last.map { $0 >= start } ?? false
    }

    /// The last line, a block holding a horizontal scroll view's content, is scrolled sideways by the
    /// screen (inside the scroll view, the scroll view marks its own block).
    func markLastLineSideways() {
        if !scrollsSideways { sidewaysLines.append(lines.count - 1) }
    }

    /// Whether every link from `first` on is placed in the lines (none is drawn on a line of its own).
    func placedAll(from first: Int) -> Bool {
        var index = first
        while index < links.count {
            if links[index].inlineTag == 0 { return false }
            index += 1
        }
        return true
    }

    /// The lines from `start` on were replaced (texts joined into one, blocks composed into one, a
    /// toolbar's texts dropped): the links written among them are drawn after what replaced them.
    func linesReplaced(from start: Int) {
        // A row being laid out: a column among the lines replaced is gone (the block replacing it is
        // the row's child now), and a spacer among them comes after it.
        if let parts = rowParts, !parts.isEmpty {
            rowParts = parts.compactMap { part in
                switch part {
                case let .column(range, _) where range.upperBound > start: nil
                case let .spacer(at) where at > start: .spacer(at: lines.count)
                case let .priority(range, value) where range.upperBound > start:
                    range.lowerBound >= start ? .priority(start..<lines.count, value) : nil
                case let .flexible(range, alignment) where range.upperBound > start:
                    range.lowerBound >= start ? .flexible(start..<lines.count, alignment) : nil
                case let .field(range) where range.upperBound > start: nil
                default: part
                }
            }
        }
        // A horizontal scroll view's lines among them are part of what replaced them: cut at its width.
        if let last = sidewaysLines.last, last >= start { sidewaysLines.removeAll { $0 >= start } }
        // A lazy stack's end among them ends what replaced them (a padding's block around the stack).
        if let last = lazyEnds.last, last.paragraph >= start {
            lazyEnds = lazyEnds.compactMap { end in
                guard end.paragraph >= start else { return end }
                return lines.count > start ? TerminalUI.LazyEnd(paragraph: lines.count - 1, grow: end.grow) : nil
            }
        }
        var index = links.count - 1
        while index >= 0, let paragraph = links[index].paragraph, paragraph > start {
            links[index].paragraph = lines.count
            index -= 1
        }
    }

    /// Whether what the views keep lives on (their screen's state), not thrown away with this
    /// evaluation (a destination's title, a preview).
    var keepsState: Bool { screenID != nil }

    /// The node of the view being evaluated (`ViewNode`): where it keeps its `@State`. Made, with the
    /// screen's, the first time.
    func node() -> ViewNode {
        path.node(under: viewsRoot(creating: true)!, creating: true)!
    }

    /// The cell of the value `field` (a `@State`'s property name) of the view being evaluated, made
    /// with `initial` the first time.
    func cell<Value>(field: String, initial: Value) -> StateCell<Value> {
        node().cell(field, initial: initial)
    }

    /// The node of the screen's own place: the screen node's (`ScreenNode.views`), or this evaluation's
    /// own when its state is thrown away; `nil` while none was made, unless `creating`.
    private func viewsRoot(creating: Bool) -> ViewNode? {
        if let views { return views }
        if !creating && viewsLooked { return nil }
        viewsLooked = true
        if let screenID {
            if creating {
                views = host.node(screenID).rootView
            } else {
                views = (screenID == 0 ? host.rootNode : host.nodes[screenID])?.views
            }
        } else if creating {
            views = ViewNode()
        }
        return views
    }

    /// Where the `onChange` being evaluated keeps the value it last saw: at its place.
    func changeSeen() -> ChangeSeen {
        node().kept("(onChange)") { ChangeSeen() }
    }

    /// Says that the screen keeps nothing yet (never evaluated before): its node is not looked for.
    func keepsNothingYet() {
        viewsLooked = true
    }

    /// The node of the view being evaluated, if its place keeps anything.
    private func existingNode() -> ViewNode? {
        guard let root = viewsRoot(creating: false), !root.children.isEmpty || path.components.isEmpty else { return nil }
        return path.node(under: root, creating: false)
    }

    /// Evaluates `view` as the one child of the view being evaluated that keeps anything: the places
    /// of its other children (the other branch of an `if`, another `.id`) are let go of, and their
    /// `@State` starts again if they come back.
    @inlinable
    func evaluate<V: View>(_ view: V, soleChildAt component: String) {
        if !keepsNoViews { keepOnly(component) }
        evaluate(view, at: component)
    }

    /// Lets go of the places under the view being evaluated but `component`'s (`nil`: all of them).
    @usableFromInline
    func keepOnly(_ component: String?) {
        existingNode()?.keepOnlyChild(component)
    }

    /// Starts a sweep of the places under the view being evaluated (a `ForEach`'s elements): returns
    /// the mark to give `sweep(since:)` once they are evaluated, `0` when the screen keeps nothing.
    func startSweep() -> Int {
        guard let root = viewsRoot(creating: false), !root.children.isEmpty else { return 0 }
        ViewNode.clock += 1
        return ViewNode.clock
    }

    /// Lets go of the places under the view being evaluated that its evaluation didn't go through since
    /// `startSweep()` gave `mark` (a `ForEach`'s elements no longer in its data).
    func sweep(since mark: Int) {
        guard mark != 0 else { return }
        existingNode()?.dropChildren(unseenSince: mark)
    }

    /// Marks the place of the view being evaluated as gone through, if it keeps anything: a view that
    /// evaluates only part of what is under it (a list's lazy rows, built later; a `TabView`'s tab
    /// shown) keeps the rest in a sweep above it.
    func touchPlace() {
        _ = existingNode()
    }

    /// The screen the evaluation drew.
    func screen(fallbackTitle: @autoclosure () -> String) -> Screen {
        if let nestedStack {
            return Screen(
                title: "⚠ Nested navigation stack",
                body: [TerminalUI.Text("“\(title ?? fallbackTitle())” builds \(nestedStack) inside this stack. A stack inside a stack would draw two breadcrumb bars and split the history: push its values on this stack, or present it as a sheet, which has a stack of its own. Go back to leave it.")],
                isWarning: true
            )
        }
        let (links, rows) = linksAndRows()
        var screen = Screen(title: heading ?? title ?? fallbackTitle(), body: lines, links: links, list: rows)
        if rows != nil, let first = list.runs.first, first.paragraph < lines.count { screen.paragraphsAfterList = first.paragraph }
        // Each part set only when there is one: setting one goes through the screen's shared storage.
        if let dialog { screen.dialog = dialog }
        if !shortcuts.isEmpty { screen.shortcuts = shortcuts }
        if breaksLines { screen.breaksLines = true }
        if !sidewaysLines.isEmpty { screen.sidewaysParagraphs = sidewaysLines }
        if placedLinks > 0 { screen.hasPlacedLinks = true }
        if let rowDialogs = list.rowDialogs { screen.rowDialogs = rowDialogs }
        if let refresh { screen.refresh = refresh }
        if isDismissDisabled { screen.isDismissDisabled = true }
        if !tasks.isEmpty { screen.tasks = tasks }
        if !lazyEnds.isEmpty { screen.lazyEnds = lazyEnds }
        if scrollTo != nil, let target = scrollTarget() { screen.scrollTarget = target }
        return screen
    }
}

/// A destination type found while evaluating the root, to register on the stack.
@usableFromInline struct _Registration {
    let apply: (inout ScreenDestinations, ViewHost) -> Void
}

/// A `navigationDestination(isPresented:)` or `(item:)` found on a screen: its binding, read and
/// written as an optional item (`true` or nothing for `isPresented`), and its view for an item.
@usableFromInline struct _PresentedRecord {
    let key: String
    let item: () -> AnyHashable?
    let setItem: (AnyHashable?) -> Void
    let view: (AnyHashable) -> AnyViewBox
}

/// A view's place in the hierarchy, as the components from the root; its key (`a/b/c`) is joined from
/// the key last asked for under it, not from the root again: a view with state asks for its key, and
/// joining every component for each cost a tenth of a screen's evaluation. Its place's node (`ViewNode`)
/// is found the same way, from the nearest one found above it.
@usableFromInline struct StructuralPath {
    @usableFromInline var components: [String]
    /// Keys asked for, each with the number of components it covers: all prefixes of the path now.
    @usableFromInline var keys: [(count: Int, key: String)] = []
    /// Nodes found, each with the number of components its place covers: all prefixes of the path now.
    var nodes: [(count: Int, node: ViewNode)] = []
    /// The most components a key or a node found covers: leaving a place below it forgets them.
    @usableFromInline var found = 0

    init() {
        // Room for a screen's nesting at once: grown 1, 2, 4, ... as views nest, the path was
        // reallocated five times in each screen evaluated (4% of a push, callgrind).
        components = []
        components.reserveCapacity(32)
    }

    @inlinable mutating func append(_ component: String) { components.append(component) }

    /// Empties the path, keeping its room.
    mutating func removeAll() {
        components.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        found = 0
    }

    @inlinable mutating func removeLast() {
        components.removeLast()
        if found > components.count { forgetBelow() }
    }

    /// Forgets the keys and nodes found below the place now.
    @usableFromInline mutating func forgetBelow() {
        let count = components.count
        while let last = keys.last, last.count > count { keys.removeLast() }
        while let last = nodes.last, last.count > count { nodes.removeLast() }
        found = max(keys.last?.count ?? 0, nodes.last?.count ?? 0)
    }

    /// The same place, with no node found: a copy that outlives this evaluation (a list's rows, a split
    /// view's column) finds them again, since a node may be let go of in between.
    func forgettingNodes() -> StructuralPath {
        var path = self
        path.nodes = []
        path.found = keys.last?.count ?? 0
        return path
    }

    var key: String {
        mutating get {
            let base = keys.last ?? (0, "")
            if base.count == components.count { return base.key }
            var key = base.key
            for index in base.count..<components.count {
                if index > 0 { key += "/" }
                key += components[index]
            }
            keys.append((components.count, key))
            found = max(found, components.count)
            return key
        }
    }

    /// The node of the place now, under `root` (the screen's place), each place on the way marked as
    /// gone through (`ViewNode.seen`); made, with those above it, if `creating`, else `nil` if missing.
    mutating func node(under root: ViewNode, creating: Bool) -> ViewNode? {
        var (count, node) = nodes.last ?? (0, root)
        if count == components.count { return node }
        let clock = ViewNode.clock
        while count < components.count {
            let component = components[count]
            if let child = node.children[component] {
                node = child
            } else if creating {
                let child = ViewNode()
                node.children[component] = child
                node = child
            } else {
                return nil
            }
            node.seen = clock
            count += 1
            nodes.append((count, node))
        }
        found = max(found, count)
        return node
    }
}
