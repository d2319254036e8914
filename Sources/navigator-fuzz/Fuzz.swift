import FuzzChecks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `make fuzz` builds this with `-D FUZZING -sanitize=fuzzer`: libFuzzer's driver calls
// `LLVMFuzzerTestOneInput` with input after input, and the target it checks is named by FUZZ_TARGET.
// Built as usual, it replays files through the same checks: `navigator-fuzz TARGET FILE|DIR…`.

/// Writes `text` to stderr.
private func printError(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress!, $0.count) }
}

/// The target named by FUZZ_TARGET (deep-link, snapshot, journal, keys, size).
private let target: FuzzTarget = {
    let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        printError("navigator-fuzz: FUZZ_TARGET='\(name)' names no target (expected one of \(names))\n")
        exit(2)
    }
    return target
}()

/// Checks one input; a property that fails ends the process, so that the fuzzer keeps the input.
private func check(_ input: [UInt8], as target: FuzzTarget) -> Bool {
    do {
        try target.check(input)
        return true
    } catch {
        printError("navigator-fuzz: property failed: \(error)\n")
        return false
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if !check(input, as: target) { abort() }
    return 0
}

/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links). SwiftPM gives an executable its own
/// `main`, so libFuzzer's is not linked, and this one starts the driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main
enum Fuzz {
    static func main() {
        _ = target
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            printError("usage: navigator-fuzz \(names) FILE|DIR…\n")
            exit(2)
        }
        var failed = 0, checked = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                checked += 1
                guard let input = read(file) else {
                    printError("navigator-fuzz: cannot read '\(file)'\n")
                    exit(2)
                }
                if !check(input, as: target) { failed += 1; printError("  in \(file)\n") }
            }
        }
        print("\(target.rawValue): \(checked) inputs, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }

    static func files(at path: String) -> [String] {
        guard let directory = opendir(path) else { return [path] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes += chunk[..<count]
            if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}
#endif
