// The plugin's loop: one answer for each message the compiler sends, until it closes the pipe.
import Foundation

/// Reads exactly `count` bytes from stdin; nil at its end.
func read(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message: its length as 8 bytes, little-endian, then its JSON.
func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
    var header = UInt64(json.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &header, count: 8))
    FileHandle.standardOutput.write(json)
}

/// An expansion's result: the source, or an error said at the macro's place.
func result(_ source: String?, error: String? = nil, fileName: String = "", offset: Int = 0) -> [String: Any] {
    var diagnostics: [[String: Any]] = []
    if let error {
        diagnostics.append([
            "message": error, "severity": "error", "position": ["fileName": fileName, "offset": offset],
            "highlights": [[String: Any]](), "notes": [[String: Any]](), "fixIts": [[String: Any]](),
        ])
    }
    return ["expandMacroResult": ["expandedSource": source.map { $0 as Any } ?? NSNull(), "diagnostics": diagnostics]]
}

while let header = read(8) {
    let count = Int(UInt64(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
    guard count >= 0, count <= 1 << 26, let body = read(count),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    else { break }
    if let capability = message["getCapability"] as? [String: Any] {
        let host = ((capability["capability"] as? [String: Any])?["protocolVersion"] as? Int) ?? 1
        send(["getCapabilityResult": ["capability": ["protocolVersion": min(host, 7)]]])
    } else if let expansion = message["expandFreestandingMacro"] as? [String: Any],
              let syntax = expansion["syntax"] as? [String: Any], let source = syntax["source"] as? String {
        let location = syntax["location"] as? [String: Any] ?? [:]
        let fileName = location["fileName"] as? String ?? ""
        let offset = location["offset"] as? Int ?? 0
        if let expanded = expandPreview(source: source, discriminator: expansion["discriminator"] as? String ?? "",
                                        fileID: location["fileID"] as? String ?? fileName, line: location["line"] as? Int ?? 0) {
            send(result(expanded))
        } else {
            send(result(nil, error: "#Preview could not be read (expected #Preview(\"Name\") { SomeView() })", fileName: fileName, offset: offset))
        }
    } else if let expansion = message["expandAttachedMacro"] as? [String: Any],
              let macro = expansion["macro"] as? [String: Any], macro["typeName"] as? String == "PreviewableMacro" {
        // `@Previewable` adds nothing where it is: `#Preview` moves its variable (PreviewMacro.swift).
        send(result(""))
    } else {
        // Another attached macro, a library to load: nothing this plugin has.
        send(result(nil, error: "navigator's macro plugin only expands #Preview and @Previewable"))
    }
}
