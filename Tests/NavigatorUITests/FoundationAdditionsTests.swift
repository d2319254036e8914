// What NavigatorUI adds to Foundation on Linux for SwiftUI code: `URL.documentsDirectory`.
import NavigatorUI
import Testing

@Suite struct FoundationAdditionsTests {
    @Test("URL.documentsDirectory is FileManager's documentDirectory, the Documents folder in HOME, as on Apple's platforms")
    func documentsDirectory() {
        #expect(URL.documentsDirectory == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0])
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.documentsDirectory.appending(path: "NavigationPath.json").path.hasSuffix("/Documents/NavigationPath.json"))
    }
}
