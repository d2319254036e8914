import ArgumentParser
import Navigation
import NavigatorUI
import TerminalUI

/// The demo as `navigator` runs it: an ``App`` over ``DemoView``, run by NavigatorUI's runner as any
/// app built on it is (`navigator --help` lists the options every App has). Its URLs are the demo's
/// deep links (`DeepLink`): checked at launch, shown in place of the saved state, printed by
/// `--print url`, typed after `:`. Headless with no `--state-file`, it reads and saves no state.
/// With `--split`, or given a split view's link, its root is the split view (`DemoSplitView`), saved in
/// `split.json` beside the stack's state, its URLs the split view's (`SplitLink`).
package struct DemoApp: LinkedApp {
    /// The demo's own option, beside every App's.
    package struct Options: ParsableArguments {
        @Flag(help: "Open the demo as a NavigationSplitView: categories, their values, and a detail stack; one stack when narrow. Saved in split.json beside the stack's state; opened on a myapp://split/… link.")
        package var split = false

        package init() {}
    }

    nonisolated package static let configuration = CommandConfiguration(
        commandName: "navigator",
        abstract: "SwiftUI's NavigationStack, in your terminal.",
        discussion: """
            Opens the demo app full screen. Given a deep link, it opens that whole stack:

              navigator 'myapp://profile-edit/johndoe'    Home › johndoe › Edit Profile
              navigator 'myapp:///detail/1/color/mint'    any stack, value after value
              navigator 'myapp:///detail/1/sheet/settings'   with a sheet over it
              navigator -- "$LINK"                          a link from elsewhere: after
                                                            --, never read as an option

            After myapp:///: detail/ID, profile/USERNAME, settings, edit-profile,
            color/NAME, recipe/NAME, number/N, showcase/NAME, draft/TEXT, rows/N, and sheet/ or cover/
            before a value to present it. After myapp://: detail, profile,
            profile-edit, settings.

            The split view (--split) opens on its own links, which need no --split:

              navigator 'myapp://split/colors/color/red/detail/7'
                  myapp://split[/CATEGORY[/ITEM[/VALUE…]]][?columns=COLUMNS][#FOCUS]
                  CATEGORY routes, colors, recipes; ITEM as a stack's link writes it
                  (color/red, detail/42); VALUE… the detail's stack; COLUMNS all,
                  double-column, detail-only; FOCUS sidebar, content, detail.

            Keys: ↑↓ j k select, PgUp PgDn a page, Home End the first or last,
            Enter → l open, ← h Backspace back, Esc close or back, g pop to the root,
            1-9 jump to a breadcrumb level, Space preview, e log of path changes,
            : type a link, / filter, d delete a row, K J move a row, m a row's
            actions, r refresh, ? help, q quit.

            While a navigator runs, 'navigator URL' from anywhere else (any terminal,
            or none, as xdg-open runs it) hands the link to it and exits 0;
            --new-instance starts another navigator instead.

            The tree is saved as you go and restored at the next launch (--state-file;
            --fresh starts at Home), the split view's in split.json beside it. A deep
            link replaces what was saved. One navigator saves a state at a time: a
            second one in a terminal says so and saves nothing; a second headless one
            exits with 75. A launch that fails changes nothing.

            While it runs full screen, what it prints and its log (each change of the
            path, as the e panel lists it) go to $XDG_STATE_HOME/navigator/app.log beside
            the state, or --log-file; navigator --console in another terminal follows it.
            Headless, the log goes to --log-file if one is given (else stderr).

            Exit status: 0 on quit, 1 when there is no usable terminal, 64 for a bad
            deep link or argument, 65 when, headless, --print url has no link for
            the final tree (a value read from a file that no link names, or a link
            over 64 KiB), 66 when a --keys file can't be read (or is over 16 MiB),
            73 when, headless, the --log-file can't be written or the --state-file's
            folder or lock file can't be created or locked, 74 when, headless, what
            --print prints can't be written (a closed pipe or standard output), 75
            when, headless, another navigator is saving the --state-file.
            """,
        version: "navigator 0.1.0"
    )

    package static var headlessRunsUseTheSavedState: Bool { false }

    /// Headless, the frame after the keys as the screens start, unless --task-limit says to wait for
    /// their tasks: no screen is built between keys (100,000 keys are a promise).
    package static var headlessTaskLimit: Double { 0 }

    /// All the demo's saved values are of these (an `Int` has no destination, on purpose).
    package static var codableTypes: CodableTypes? { Demo.codableTypes }

    let model = DemoModel()
    let splitModel = DemoSplitModel()
    /// Whether it runs the split view (`--split`, or a split view's link at launch).
    var split: Bool

    package init() { split = false }

    package init(options: Options) { split = options.split }

    package var body: some Scene {
        WindowGroup { DemoRoot(split: split, model: model, splitModel: splitModel) }
    }

    /// The split view saves its state in a file of its own beside the stack's.
    package var stateFileName: String { split ? "split.json" : "state.json" }

    /// A stack's link opens the stack, a split view's the split view; with --split, only a split
    /// view's.
    package mutating func check(link: String) throws {
        if SplitLink.isSplitLink(link) {
            _ = try SplitLink.state(from: link)
            split = true
            return
        }
        _ = try DeepLink.tree(from: link)
        if split {
            throw NoLink(description: "'\(VisibleText.sanitized(link))' is a stack's link, and --split opens a split view's "
                + "(expected \(DeepLink.scheme)://\(SplitLink.host)/CATEGORY/ITEM/…, e.g. \(DeepLink.scheme)://\(SplitLink.host)/colors/color/red; "
                + "without --split the link opens the stack)")
        }
    }

    package func link(of host: ViewHost) throws -> String {
        if let app = host.splitApp {
            guard let url = SplitLink.url(for: app.state) else {
                throw NoLink(why: SplitLink.unlinkedPart(of: app.state) ?? "the split view's state has no link")
            }
            return url
        }
        let tree = host.router.navigationTree
        guard let url = DeepLink.url(for: tree) else { throw NoLink(why: DeepLink.unlinkedValue(in: tree) ?? "the tree has no link") }
        return url
    }

    /// A split view's link is refused by the stack; a link reaches the views' `.onOpenURL`.
    package func open(link: String, in host: ViewHost) -> String? {
        if host.splitApp != nil {
            return DemoSplitHost.open(link, in: host)
        }
        if SplitLink.isSplitLink(link) {
            return "this navigator shows the stack, and '\(VisibleText.sanitized(link))' is a split view's link "
                + "(expected a stack's link here; navigator --new-instance LINK opens the split view beside it)"
        }
        // Through the views' `.onOpenURL`, as a URL from outside comes; a tree whose link is over the
        // 64 KiB a URL takes (one given at launch) is put up whole.
        if (try? DeepLink.openedURL(for: link)) == nil, let tree = try? DeepLink.tree(from: link) {
            host.router.restore(tree)
            return nil
        }
        return DemoHost.open(link, in: host)
    }

    package func connect(to host: ViewHost) {
        if split { DemoSplitHost.connect(splitModel, to: host) } else { DemoHost.connect(model, to: host) }
    }

    /// Why a link can't be had: `--print url` with nothing to print, a link --split refuses.
    struct NoLink: Error, CustomStringConvertible {
        let description: String

        init(description: String) { self.description = description }

        init(why: String) {
            description = "\(VisibleText.sanitized(why)) (expected a tree whose every value a link names, in a link of at most "
                + "\(DeepLink.maximumLength / 1024) KiB; --print state prints any tree)"
        }
    }
}

/// The demo's root: the stack, or the split view.
struct DemoRoot: View {
    let split: Bool
    let model: DemoModel
    let splitModel: DemoSplitModel

    var body: some View {
        if split {
            DemoSplitView(model: splitModel)
        } else {
            DemoView(model: model)
        }
    }
}
