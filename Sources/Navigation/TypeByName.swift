extension CodableTypes {
    /// The `Hashable & Codable` type whose values a codable path writes under `name` (its
    /// `String(reflecting:)`), found by the Swift runtime as SwiftUI finds it: a type of the standard
    /// library (`Swift.Int`, `Swift.String`), or a struct, enum or class of a module, maybe nested in
    /// others (`MyApp.Route`, `MyApp.Store.Item`). `nil` for any other type: a generic one
    /// (`Swift.Array<Swift.Int>`), a private or local one (whose names can't be read back), one that
    /// isn't `Codable`; those are read with the types they are registered in (`init(_:types:)`).
    ///
    /// On Linux the runtime doesn't resolve `Module.Type` names of your own types (`_typeByName` gives
    /// nil), but it does resolve their mangled names: each level is tried as a struct, an enum and a
    /// class (`4main6RecipeO` is `main.Recipe`, an enum).
    package static func type(named name: String) -> (any (Hashable & Codable).Type)? {
        // Only dotted identifiers reach the runtime: a name read from a file could hold anything, and
        // the runtime takes some bytes of a mangled name for pointers.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= 6, parts.allSatisfy(isIdentifier) else { return nil }
        if let type = _typeByName(name) { return type as? any (Hashable & Codable).Type }
        func find(_ mangled: String, _ rest: ArraySlice<Substring>) -> Any.Type? {
            guard let part = rest.first else { return _typeByName(mangled) }
            for kind in ["V", "O", "C"] {
                if let type = find(mangled + "\(part.utf8.count)\(part)" + kind, rest.dropFirst()) { return type }
            }
            return nil
        }
        return find("\(parts[0].utf8.count)\(parts[0])", parts.dropFirst()) as? any (Hashable & Codable).Type
    }

    /// An ASCII identifier: what the mangling below writes as it is (others need Punycode or escapes).
    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.utf8.first, !(48...57).contains(first) else { return false }
        return part.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == 95 }
    }

    /// The value of an element whose type is found by its name, or `nil`.
    package static func valueByTypeName(of element: NavigationPath.CodableRepresentation.Element) -> AnyHashable? {
        guard let type = type(named: element.typeName) else { return nil }
        return decode(type, from: element.json)
    }

    private static func decode<T: Hashable & Codable>(_ type: T.Type, from json: String) -> AnyHashable? {
        (try? JSONCoding.decode(T.self, from: json)).map { AnyHashable($0) }
    }
}
