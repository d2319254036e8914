// What `import NavigatorUI` brings, besides its own SwiftUI-shaped names: the Observation framework
// (for `@Observable` models), the navigation path, and what a test needs to drive a view headless.
// Only these declarations of the lower layers are re-exported, so that none of their names (TerminalUI's
// `Text`, `Screen`, ...) can clash with code written for SwiftUI.
@_exported import Observation
@_exported import struct Navigation.NavigationPath
@_exported import enum TerminalUI.Headless
@_exported import struct TerminalUI.TerminalSize
@_exported import enum TerminalUI.Key
@_exported import struct TerminalUI.Canvas
// `.onOpenURL { url in }` hands a URL, as SwiftUI's does.
#if canImport(FoundationEssentials)
@_exported import struct FoundationEssentials.URL
#else
@_exported import struct Foundation.URL
#endif
