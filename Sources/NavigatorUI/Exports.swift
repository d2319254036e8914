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
// Foundation's essentials (`URL`, `UUID`, `Data`, `JSONEncoder`, ...), as `import SwiftUI` brings
// Foundation: `.onOpenURL { url in }` hands a `URL`, and models use `UUID()` for their ids.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
