// What `import NavigatorUI` brings, besides its own SwiftUI-shaped names: the Observation framework
// (for `@Observable` models), the navigation path, and what a test needs to drive a view headless.
// Only these declarations of the lower layers are re-exported, so that none of their names (TerminalUI's
// `Text`, `Screen`, ...) can clash with code written for SwiftUI.
@_exported import Observation
// `ObservableObject`, `@Published`, `AnyCancellable`: Combine's names, as `import SwiftUI` brings them.
@_exported import Combine
@_exported import struct Navigation.NavigationPath
// The types a codable `NavigationPath` may hold: Linux finds no type from its name, so reading a path
// back (`NavigationPath(codable, types:)`) is told them.
@_exported import struct Navigation.CodableTypes
@_exported import enum Navigation.PathDecodingError
@_exported import enum TerminalUI.Headless
@_exported import struct TerminalUI.TerminalSize
@_exported import enum TerminalUI.Key
@_exported import struct TerminalUI.Canvas
// Foundation, as `import SwiftUI` brings it: `.onOpenURL { url in }` hands a `URL`, models use `UUID()`
// for their ids, and SwiftUI code saves with `UserDefaults` and `URL.documentsDirectory` (seeds 000 and
// 002), which are not in FoundationEssentials. (This module imports Foundation already, for `App` and
// the storage: re-exporting it links nothing more.)
@_exported import Foundation
// swift-log's `Logger`: `Logger(label: "my.app").info("…")` writes to the app's log (`MyApp --console`).
@_exported import Logging
