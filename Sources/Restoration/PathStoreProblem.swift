import Navigation

/// Something wrong with a saved state, or with saving it: what an app shows as a one-line notice.
///
/// `description` is the notice: it names the file, says what was wrong with it and what was done,
/// for example
///
/// ```
/// state file '/home/u/.local/state/navigator/state.json' is truncated (the JSON stops in the middle, after 1024 bytes); started at the root, the file is kept as state.json.bad-20261123T101500Z
/// ```
package struct PathStoreProblem: Equatable, Sendable, CustomStringConvertible {
    package enum Kind: String, Equatable, Sendable {
        /// The state file ends in the middle of its JSON.
        case truncated
        /// The state file is not JSON (or is empty).
        case notJSON
        /// JSON, but not a navigation state.
        case wrongShape
        /// Written by a newer version of the format.
        case newerVersion
        /// A version that is not a version this or any navigator wrote (0, -1, "x").
        case unknownVersion
        /// Larger than `PathStore.Limits.maxFileBytes`; not read.
        case tooLarge
        /// More presentations, one over another, than a tree shows (`NavigationState.maximumPresentations`).
        case tooManyPresentations
        /// A directory, a FIFO, a device or a socket where the file should be.
        case notAFile
        /// The file is there but cannot be read (no permission, an I/O error).
        case unreadable
        /// A journal line in the middle is bad: its checksum, its order, or its change.
        case damagedJournal
        /// A journal that goes with a newer snapshot than the one there is.
        case foreignJournal
        /// The app could not use what was read (`PathStore.setAside(reason:)`).
        case setAsideByApp
        /// Writing failed (a read-only or full disk, no permission); the store tries again later.
        case cannotSave
    }

    package var kind: Kind
    /// The file the problem is about: the state file, its journal, or (for `cannotSave`) the state file.
    package var file: String
    /// Where files were set aside, beside the state file; empty when they were left in place.
    package var keptAs: [String]
    /// Whether saving is off for the rest of the session, so that what is there is not overwritten.
    package var stopsSaving: Bool
    /// The one-line notice.
    package var description: String

    package init(kind: Kind, file: String, keptAs: [String] = [], stopsSaving: Bool = false, description: String) {
        self.kind = kind
        self.file = file
        self.keptAs = keptAs
        self.stopsSaving = stopsSaving
        self.description = description
    }
}
