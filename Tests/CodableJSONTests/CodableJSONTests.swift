import CodableJSON
import Foundation
import PropertyBased
import Testing

/// `JSON` writes what Foundation's `JSONEncoder` writes (sorted keys, slashes unescaped), reads what
/// it reads, and refuses what is not JSON with a `DecodingError`.
@Suite struct CodableJSONTests {
    enum Route: Codable, Hashable, Sendable {
        case detail(id: Int), settings, profile(username: String), editProfile
        case two(Int, String), named(a: Int?, b: Bool)
    }

    enum Color: String, Codable, Hashable, Sendable { case mint, red }

    struct Everything: Codable, Hashable, Sendable {
        var int: Int
        var int8: Int8
        var uint64: UInt64
        var double: Double
        var float: Float
        var bool: Bool
        var text: String
        var optional: Int?
        var list: [String]
        var map: [String: Int]
        var intKeys: [Int: String]
        var route: Route
        var color: Color
        var nested: [[Route]]
    }

    static let foundation: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func reference<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try foundation.encode(value), as: UTF8.self)
    }

    static let text = Gen<Character?>.element(of: Array("aZ09 \"\\/\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1B}\u{1F}\u{7F}é山🍣\u{301}\u{2028}")).map { $0! }.string(of: 0...12)
    static let route = Gen<Route>.oneOf(
        Gen.int(in: Int.min...Int.max).map { Route.detail(id: $0) },
        Gen.always(Route.settings),
        text.map { Route.profile(username: $0) },
        Gen.always(Route.editProfile),
        zip(Gen.int(in: -5...5), text).map { Route.two($0, $1) },
        zip(Gen.int(in: 0...3), Gen.bool).map { Route.named(a: $0 == 0 ? nil : $0, b: $1) }
    )
    static let double = Gen<Double>.oneOf(
        Gen.double(in: -1e6...1e6),
        Gen.double(in: -1e300...1e300),
        Gen<Double?>.element(of: [0, -0.0, 0.1, 1e20, 1e21, 1e-7, 5e-324, 1.7976931348623157e308, 100, 1e15, 1e16, 123456789.125]).map { $0! }
    )
    static let everything = zip(
        zip(Gen.int(in: Int.min...Int.max), Gen.int(in: -128...127), Gen.uint64(in: 0...UInt64.max), double, Gen.double(in: -1e30...1e30)),
        zip(Gen.bool, text, Gen.int(in: -3...3), text.array(of: 0...4), zip(text, Gen.int(in: -9...9)).array(of: 0...4)),
        zip(zip(Gen.int(in: -50...50), text).array(of: 0...3), route, Gen.bool, route.array(of: 0...3).array(of: 0...3))
    ).map { a, b, c in
        Everything(
            int: a.0, int8: Int8(a.1), uint64: a.2, double: a.3, float: Float(a.4), bool: b.0, text: b.1,
            optional: b.2 == 0 ? nil : b.2, list: b.3, map: Dictionary(b.4, uniquingKeysWith: { $1 }),
            intKeys: Dictionary(c.0, uniquingKeysWith: { $1 }), route: c.1, color: c.2 ? .mint : .red, nested: c.3)
    }

    @Test func writesWhatFoundationWritesByteForByte() async {
        await propertyCheck(count: 300, input: Self.everything) { value in
            let ours = try JSON.encode(value), theirs = try Self.reference(value)
            #expect(ours == theirs)
        }
    }

    @Test func readsWhatFoundationWritesAndFoundationReadsWhatItWrites() async {
        await propertyCheck(count: 300, input: Self.everything) { value in
            let written = try Self.reference(value), ours = try JSON.encode(value)
            #expect(try JSON.decode(Everything.self, from: written) == value)
            #expect(try JSONDecoder().decode(Everything.self, from: Data(ours.utf8)) == value)
        }
    }

    @Test func theShapesNavigatorSaves() throws {
        #expect(try JSON.encode(Route.detail(id: 42)) == #"{"detail":{"id":42}}"#)
        #expect(try JSON.encode(Route.editProfile) == #"{"editProfile":{}}"#)
        #expect(try JSON.encode(Color.mint) == #""mint""#)
        #expect(try JSON.encode(["b": 1, "a": 2, "a10": 3, "a2": 4]) == #"{"a":2,"a10":3,"a2":4,"b":1}"#)
        #expect(try JSON.encode([1.0, 0.1, 1e20, 1e-7, -0.0]) == "[1,0.1,1e+20,1e-07,-0]")
        #expect(try JSON.encode("a/b\u{1B}\"") == #""a/b\u001b\"""#)
        #expect(try JSON.decode(Route.self, from: #" { "detail" : { "id" : 7 } } "#) == .detail(id: 7))
        #expect(try JSON.decode(String.self, from: #""\ud83c\udf63\u00e9\/""#) == "🍣é/")
        #expect(try JSON.decode(Int.self, from: "1e3") == 1000)
        #expect(throws: EncodingError.self) { try JSON.encode(Double.nan) }
    }

    @Test(arguments: [
        "", " ", "{", "[1,", #"{"a":1"#, #"{"a" 1}"#, "[1 2]", "[1,]", #"{"a":1,}"#, "01", "1.", "-", "1e", "+1",
        "tru", "nul", #""abc"#, "\"a\u{1}b\"", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00""#, "[1] 2", "// x\n1",
        "\u{FEFF}1", "NaN", "[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601),
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: DecodingError.self) { try JSON.decode(JSONAny.self, from: text) }
        do {
            _ = try JSON.decode(JSONAny.self, from: text)
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty && context.debugDescription.hasPrefix("not valid JSON: "), "\(context.debugDescription)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: DecodingError.self) { try JSON.decode(String.self, from: [0x22, 0xFF, 0x22]) }
        #expect(throws: DecodingError.self) { try JSON.decode(String.self, from: [0x22, 0xC3, 0x22]) }
    }

    @Test func typeErrorsSayWhereAndWhat() throws {
        struct Point: Codable { var x: Int; var y: Int }
        do {
            _ = try JSON.decode([Point].self, from: #"[{"x":1,"y":2},{"x":"3","y":4}]"#)
            Issue.record("decoded a string as an Int")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
            #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["1", "x"])
            #expect(context.debugDescription == "Expected to decode Int but found a string instead.")
        }
        #expect(throws: DecodingError.self) { try JSON.decode(Point.self, from: #"{"x":1}"#) }
        #expect(throws: DecodingError.self) { try JSON.decode(Int8.self, from: "300") }
        #expect(throws: DecodingError.self) { try JSON.decode(Int.self, from: "1.5") }
        #expect(throws: DecodingError.self) { try JSON.decode(Point.self, from: "null") }
    }
}

/// Any JSON at all, for tests that only parse.
struct JSONAny: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { return }
        if (try? container.decode(Bool.self)) != nil { return }
        if (try? container.decode(Double.self)) != nil { return }
        if (try? container.decode(String.self)) != nil { return }
        if (try? container.decode([JSONAny].self)) != nil { return }
        _ = try container.decode([String: JSONAny].self)
    }
}
