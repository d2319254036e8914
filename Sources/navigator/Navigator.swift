import NavigatorDemo

/// `navigator`: the demo, `DemoApp`, run by NavigatorUI's `App` runner as any app built on it is
/// (its stack, or with `--split` or a split view's link its split view).
@main
enum NavigatorMain {
    @MainActor static func main() {
        DemoApp.main()
    }
}
