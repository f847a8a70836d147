import Foundation
import XCTest

/// `modelgen adopt` on code spread over files, on `--to AutoCodable`'s limits and on hostile input;
/// docs/adopt.md's examples.
extension AdoptCommandTests {
    /// The conformance and the mapping code may live in an extension in another file; nested types
    /// are found by their qualified name.
    func testMappingInAnExtensionInAnotherFile() throws {
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")
        try project.write("Models/User.swift", """
        enum API {
            struct User {
                var id: Int = 0
                var name: String?
            }
        }

        """)
        try project.write("Models/User+Mapping.swift", """
        import ObjectMapper

        // MARK: - Mapping

        extension API.User: Mappable {
            /// Accepts every object.
            init?(map: Map) {}

            mutating func mapping(map: Map) {
                id <- map["id"]
                name <- map["display_name"]
            }
        }

        """)
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        adopted 1 type (1 AutoMappable)
          Models/User.swift:2: API.User -> AutoMappable
        changed 2 files:
          Models/User+Mapping.swift
          Models/User.swift
        next: run `modelgen` to generate the mapping code

        """)
        XCTAssertEqual(project.read("Models/User.swift"), """
        enum API {
            struct User {
                var id: Int = 0
                // sourcery: key = "display_name"
                var name: String?
            }
        }

        """)
        XCTAssertEqual(project.read("Models/User+Mapping.swift"), """
        import ObjectMapper

        // MARK: - Mapping

        extension API.User: AutoMappable {
        }

        """)
    }

    /// `--to AutoCodable` leaves alone what AutoCodable cannot say: transforms, delimiters, a model
    /// mapping one that stays ObjectMapper, a type already Codable, a property without written type.
    func testToAutoCodableLeavesAloneWhatHasNoCodableEquivalent() throws {
        let source = """
        import Foundation
        import ObjectMapper

        struct Event: Mappable {
            var at: Date?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                at <- (map["at"], DateTransform())
            }
        }

        struct Calendar: Mappable {
            var events: [Event] = []
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                events <- map["events"]
            }
        }

        struct Both: Codable, Mappable {
            var id: Int = 0
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                id <- map["id"]
            }
        }

        struct Untyped: Mappable {
            var kind = defaultKind
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                kind <- map["kind"]
            }
        }

        enum Kind: String {
            case a, b
        }

        let defaultKind = Kind.a

        struct Path: Mappable {
            var leaf: String?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                leaf <- map["a->b", delimiter: "->"]
            }
        }

        """
        try project.write("Models/Models.swift", source)
        let result = try adopt(["--to", "AutoCodable", "Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        adopted 0 types
        left alone 5 types (3 unsupported, 1 related type left alone, 1 source layout):
          Models/Models.swift:5: Event: `at` uses the transform DateTransform(), which has no CodableTransformer equivalent
          Models/Models.swift:13: Calendar: `events: [Event]` needs Event to be Codable, and it stays as it is
          Models/Models.swift:20: Both: already conforms to Codable itself; the generated conformance would repeat it
          Models/Models.swift:29: Untyped: `kind` has no written type, which the generated decoding needs
          Models/Models.swift:43: Path: `leaf` uses the key delimiter "->", which AutoCodable does not have
        changed 0 files

        """)
        XCTAssertEqual(project.read("Models/Models.swift"), source)
    }

    /// ObjectMapper's default-value readers (`map.value(_:default:)`, Map.swift) read like
    /// `(try? map.value(_:)) ?? default`, which the template generates for a `var` with that default.
    func testDefaultValueReadersBecomeDefaults() throws {
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")
        try project.write("Models/Stats.swift", """
        import ObjectMapper

        struct Stats: ImmutableMappable {
            let id: Int
            var count: Int
            var ratio: Double = 1.5

            init(map: Map) throws {
                id = try map.value("id")
                count = try map.value("count", default: 0)
                ratio = try map.value("ratio", default: 1.5, using: RatioTransform())
            }

            func mapping(map: Map) {
                id >>> map["id"]
                count >>> map["count"]
                ratio >>> (map["ratio"], RatioTransform())
            }
        }

        """)
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Models/Stats.swift"), """
        import ObjectMapper

        struct Stats: AutoMappable {
            let id: Int
            var count: Int = 0
            // sourcery: transform = "RatioTransform()"
            var ratio: Double = 1.5
        }

        """)
    }

    /// A removed member takes its documentation (`///` lines or a `/** */` block), its annotation
    /// and attribute lines with it; other comments stay.
    func testRemovedMembersTakeTheirDocumentationAndAttributes() throws {
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")
        try project.write("Models/A.swift", """
        struct A: Mappable {
            var x = 0

            // MARK: - ObjectMapper

            /**
             Required by ObjectMapper.
             */
            init?(map: Map) {}

            /// Maps both ways.
            // sourcery: skipDescription
            @inlinable
            mutating func mapping(map: Map) {
                x <- map["y"]
            }
        }

        """)
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Models/A.swift"), """
        struct A: AutoMappable {
            // sourcery: key = "y"
            var x = 0

            // MARK: - ObjectMapper
        }

        """)
    }

    /// Input no person writes still ends, quickly, with reasons: a class chain thousands deep
    /// (families are resolved without recursion), parentheses nested past the reader's bound,
    /// interpolations nested thousands deep, an unterminated string.
    func testHostileInputEndsWithReasons() throws {
        let chain = (1..<2_000).map { "class C\($0): C\($0 - 1) {\n    var x\($0): Int = 0\n}\n" }.joined()
            + "class C0: Mappable {\n    required init?(map: Map) {}\n    func mapping(map: Map) {\n        if true {}\n    }\n}\n"
        try project.write("Models/Chain.swift", chain)
        try project.write("Models/Parens.swift", "struct P: Mappable {\n    var a: Int = 0\n    init?(map: Map) {}\n"
            + "    mutating func mapping(map: Map) {\n        a <- " + String(repeating: "(", count: 20_000) + "map[\"a\"]"
            + String(repeating: ")", count: 20_000) + "\n    }\n}\n")
        try project.write("Models/Interpolation.swift", "struct Q: Mappable {\n    var a: Int = 0\n    init?(map: Map) {}\n"
            + "    mutating func mapping(map: Map) {\n        a <- map[\"" + String(repeating: "\\(\"", count: 3_000) + "\"]\n    }\n}\n")
        try project.write("Models/Unterminated.swift", "struct R: Mappable {\n    init?(map: Map) {}\n    mutating func mapping(map: Map) {\n        a <- map[\"a\n")
        let result = try adopt(["--dry-run", "Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "would adopt 0 types")
        XCTAssertTrue(lines.contains("left alone 2001 types (2 custom code, 1999 related type left alone):"), result.stdout)
        XCTAssertTrue(lines.contains("  Models/Chain.swift:1: C1: C0, a class of the same family, is left alone"), result.stdout)
        XCTAssertTrue(lines.contains("  Models/Chain.swift:5995: C1999: C0, a class of the same family, is left alone"), result.stdout)
        XCTAssertTrue(lines.contains("  Models/Chain.swift:6001: C0: mapping contains a block or closure"), result.stdout)
        XCTAssertTrue(lines.contains("  Models/Parens.swift:5: P: mapping contains a body too long to read"), result.stdout)
        XCTAssertTrue(lines.contains("skipped 2 files that did not parse:"), result.stdout)
        XCTAssertTrue(lines.contains("  Models/Interpolation.swift:5:18: warning: unterminated string literal"), result.stdout)
        XCTAssertTrue(lines.contains("  Models/Unterminated.swift:4:18: warning: unterminated string literal"), result.stdout)
    }
}

/// docs/adopt.md's before/after examples are what `modelgen adopt` does.
final class AdoptDocumentationTests: XCTestCase {
    func testTheDocumentedBeforeBecomesTheDocumentedAfter() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/adopt.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        XCTAssertEqual(blocks.count, 4)
        let project = try ProjectFolder()
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\nprotocol AutoCodable {}\n")
        for (index, pair) in stride(from: 0, to: blocks.count - 1, by: 2).enumerated() {
            try project.write("Models/Example\(index).swift", blocks[pair])
        }
        let result = try ModelgenBinary.run(["adopt", "Models"], in: project.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Models/Example0.swift"), blocks[1])
        XCTAssertEqual(project.read("Models/Example1.swift"), blocks[3])
    }
}
