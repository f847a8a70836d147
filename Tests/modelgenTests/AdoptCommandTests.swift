import Foundation
import XCTest
@testable import modelgen

/// `modelgen adopt` as a user runs it: what is left alone and why (with nothing of it touched),
/// the dry-run diff, kept bytes and line endings, files that do not parse, the marker protocols,
/// `--to`, usage errors.
final class AdoptCommandTests: XCTestCase {
    var project: ProjectFolder!

    override func setUpWithError() throws {
        project = try ProjectFolder()
    }

    /// XCTest keeps every test case object until the run ends: the folder goes now.
    override func tearDown() {
        project = nil
    }

    func adopt(_ arguments: [String]) throws -> ModelgenBinary.Result {
        try ModelgenBinary.run(["adopt"] + arguments, in: project.path)
    }

    func testTypesTheAnnotationsCannotExpressAreListedAndLeftByteForByte() throws {
        let source = """
        import ObjectMapper

        struct WriteOnlyVar: Mappable {
            var count: Int = 0
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                count >>> map["count"]
            }
        }

        struct ReadNotWritten: ImmutableMappable {
            let id: Int
            init(map: Map) throws {
                id = try map.value("id")
            }
            func mapping(map: Map) {}
        }

        struct KeysDiffer: ImmutableMappable {
            let id: Int
            init(map: Map) throws {
                id = try map.value("id")
            }
            func mapping(map: Map) {
                id >>> map["ID"]
            }
        }

        struct LetFallback: ImmutableMappable {
            let size: Int
            init(map: Map) throws {
                size = (try? map.value("size")) ?? 1
            }
            func mapping(map: Map) {
                size >>> map["size"]
            }
        }

        struct QuotedTransform: Mappable {
            var date: Date?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                date <- (map["date"], DateFormatterTransform(format: "d 'of' MMMM"))
            }
        }

        class Animal: StaticMappable {
            static func objectForMapping(map: Map) -> BaseMappable? { nil }
            func mapping(map: Map) {}
        }

        class Base: Mappable {
            var id: Int = 0
            required init?(map: Map) {}
            func mapping(map: Map) {
                id <- map["id"]
            }
        }

        struct Note: Codable {
            var text: String?
            enum CodingKeys: String, CodingKey {
                case text = "body"
            }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(text, forKey: .text)
            }
        }

        struct Incoming: Decodable {
            var text: String
            enum CodingKeys: String, CodingKey {
                case text = "body"
            }
        }

        struct Lenient: Codable {
            var count: Int
            enum CodingKeys: String, CodingKey {
                case count = "n"
            }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                count = (try? container.decode(Int.self, forKey: .count)) ?? 0
            }
        }

        struct Hidden: Mappable {
            private var secret: String = ""
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                secret <- map["secret"]
            }
        }

        """
        try project.write("Models/Models.swift", source)
        // The subclass is in another file: its superclass is decided with it.
        let subclass = """
        class Derived: Base {
            var extra: String = ""
            override func mapping(map: Map) {
                extra <- map["extra"]
                super.mapping(map: map)
            }
        }

        """
        try project.write("Models/Derived.swift", subclass)

        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        adopted 0 types
        left alone 12 types (2 custom code, 6 different semantics, 3 unsupported, 1 related type left alone):
          Models/Derived.swift:5: Derived: calls super.mapping(map:) after mapping its own properties
          Models/Models.swift:7: WriteOnlyVar: `count` is a var only written with >>>; the generated code maps a var both ways
          Models/Models.swift:14: ReadNotWritten: `id` is read but never written; the generated code writes every property it reads
          Models/Models.swift:22: KeysDiffer: `id` is read from "id" but written to "ID"
          Models/Models.swift:32: LetFallback: `size` is a `let` read with the fallback `1`: make it `var size = 1` first
          Models/Models.swift:43: QuotedTransform: the transform `DateFormatterTransform(format: "d 'of' MMMM")` holds both kinds of quote, which an annotation value cannot
          Models/Models.swift:47: Animal: StaticMappable chooses the type at run time; there is no annotation for that
          Models/Models.swift:52: Base: Derived, a class of the same family, is left alone
          Models/Models.swift:67: Note: `text` is optional and encoded with encode (writing null); the generated code omits nil
          Models/Models.swift:71: Incoming: only Decodable: AutoCodable generates both directions
          Models/Models.swift:85: Lenient: `count` falls back to `0` on a value of the wrong type, where AutoCodable converts it ("12" -> 12); read it with decodeIfPresent(…) ?? 0 first
          Models/Models.swift:90: Hidden: `secret` is private; the generated extension in another file cannot reach it
        changed 0 files

        """)
        XCTAssertEqual(project.read("Models/Models.swift"), source)
        XCTAssertEqual(project.read("Models/Derived.swift"), subclass)
        XCTAssertEqual(project.allFiles().filter { !$0.hasPrefix(".test-cache") }, ["Models/Derived.swift", "Models/Models.swift"])
    }

    func testDryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let source = """
        import ObjectMapper

        // Keep this comment.
        struct User: Mappable {
            var id: Int = 0
            var name: String? // trailing comment

            init?(map: Map) {}

            mutating func mapping(map: Map) {
                id <- map["user_id"]
                name <- map["profile.name"]
            }
        }

        """
        try project.write("Models/User.swift", source)
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")

        let result = try adopt(["--dry-run", "Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        --- a/Models/User.swift
        +++ b/Models/User.swift
        @@ -1,14 +1,9 @@
         import ObjectMapper
         
         // Keep this comment.
        -struct User: Mappable {
        +struct User: AutoMappable {
        +    // sourcery: key = "user_id"
             var id: Int = 0
        +    // sourcery: key = "profile.name"
             var name: String? // trailing comment
        -
        -    init?(map: Map) {}
        -
        -    mutating func mapping(map: Map) {
        -        id <- map["user_id"]
        -        name <- map["profile.name"]
        -    }
         }
        would adopt 1 type (1 AutoMappable)
          Models/User.swift:4: User -> AutoMappable
        would change 1 file:
          Models/User.swift

        """)
        XCTAssertEqual(project.read("Models/User.swift"), source)
        XCTAssertFalse(project.exists("Models/AutoProtocols.swift"))
    }

    /// CRLF line endings stay CRLF (inserted lines included); comments and spacing stay as written.
    func testLineEndingsAndCommentsAreKept() throws {
        let source = "import ObjectMapper\r\n\r\n/* Block comment. */\r\nstruct Path: Mappable {\r\n"
            + "    var userName: String?   // who\r\n\r\n    init?(map: Map) {}\r\n\r\n"
            + "    mutating func mapping(map: Map) {\r\n        userName <- map[\"user.name\", nested: false]\r\n    }\r\n}\r\n"
        try project.write("Models/Path.swift", source)

        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Models/Path.swift"), "import ObjectMapper\r\n\r\n/* Block comment. */\r\nstruct Path: AutoMappable {\r\n"
            + "    // sourcery: key = \"user.name\", nested = false\r\n    var userName: String?   // who\r\n}\r\n")
        XCTAssertEqual(project.read("Models/AutoProtocols.swift"), """
        // Marker protocols: adopt one to have modelgen generate code for a type.
        // They declare nothing; the generated code adds the real conformances.

        protocol AutoMappable {}

        """)
    }

    /// `delimiter:` and `ignoreNil:` become annotations of those names when the built-in AutoMappable
    /// template reads them; until it does, the type is left alone with the reason.
    func testDelimiterAndIgnoreNilFollowTheBuiltInTemplate() throws {
        let source = """
        struct Path: Mappable {
            var userName: String?

            init?(map: Map) {}

            mutating func mapping(map: Map) {
                userName <- map["user->name", delimiter: "->", ignoreNil: true]
            }
        }

        """
        try project.write("Models/Path.swift", source)
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let template = BuiltinTemplates.sources["AutoMappable"] ?? ""
        if template.contains("annotations.delimiter") && template.contains("annotations.ignoreNil") {
            XCTAssertEqual(project.read("Models/Path.swift"), """
            struct Path: AutoMappable {
                // sourcery: key = "user->name", delimiter = "->", ignoreNil
                var userName: String?
            }

            """)
        } else {
            XCTAssertEqual(project.read("Models/Path.swift"), source)
            XCTAssertTrue(result.stdout.contains(template.contains("annotations.delimiter")
                ? "  Models/Path.swift:2: Path: `userName` uses ignoreNil, which the built-in AutoMappable template does not read\n"
                : "  Models/Path.swift:2: Path: `userName` uses the key delimiter \"->\", which the built-in AutoMappable template does not read\n"),
                result.stdout)
        }
    }

    /// An ImmutableMappable struct whose properties would make the template choose Mappable keeps
    /// its conformance through the `immutable` type annotation where the built-in template reads it.
    func testImmutableMappableWithOnlyDefaultsNeedsTheImmutableAnnotation() throws {
        let source = """
        /// Settings.
        public struct Settings: ImmutableMappable {
            var theme: String?
            var size: Int = 12

            public init(map: Map) throws {
                theme = try? map.value("theme")
                size = (try? map.value("size")) ?? 12
            }

            public func mapping(map: Map) {
                theme >>> map["theme"]
                size >>> map["size"]
            }
        }

        """
        try project.write("Models/Settings.swift", source)
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        if BuiltinTemplates.sources["AutoMappable"]?.contains("annotations.immutable") == true {
            XCTAssertEqual(project.read("Models/Settings.swift"), """
            /// Settings.
            // sourcery: immutable
            public struct Settings: AutoMappable {
                var theme: String?
                var size: Int = 12
            }

            """)
        } else {
            XCTAssertEqual(project.read("Models/Settings.swift"), source)
            XCTAssertTrue(result.stdout.contains("  Models/Settings.swift:2: Settings: the generated conformance would be Mappable "
                + "(every property is a var with a default or optional)\n"), result.stdout)
        }
    }

    func testAFileThatDoesNotParseIsSkippedWithItsLocation() throws {
        try project.write("Models/Broken.swift", "struct Broken: Mappable {\n    var x = 0\n    mutating func mapping(map: Map) { x <- map[\"x\"]\n}\n")
        try project.write("Models/Good.swift", """
        struct Good: Codable {
            var value: Int
            enum CodingKeys: String, CodingKey {
                case value = "VALUE"
            }
        }

        """)
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        adopted 1 type (1 AutoCodable)
          Models/Good.swift:1: Good -> AutoCodable
        changed 2 files:
          Models/AutoProtocols.swift
          Models/Good.swift
        skipped 1 file that did not parse:
          Models/Broken.swift:1:25: warning: missing '}' for the body opened here
        next: run `modelgen` to generate the mapping code

        """)
        XCTAssertEqual(result.stderr, """
        Models/Broken.swift:1:25: warning: missing '}' for the body opened here
        struct Broken: Mappable {
                                ^

        """)
        XCTAssertEqual(project.read("Models/Good.swift"), """
        struct Good: AutoCodable {
            // sourcery: key = "VALUE"
            var value: Int
        }

        """)
    }

    func testMissingMarkerProtocolIsAddedToAnExistingProtocolsFile() throws {
        try project.write("Models/AutoProtocols.swift", "// Markers.\nprotocol AutoCodable {}")
        try project.write("Models/Item.swift", """
        struct Item: Mappable {
            var id = 0
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                id <- map["id"]
            }
        }

        """)
        let result = try adopt(["Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Models/AutoProtocols.swift"), "// Markers.\nprotocol AutoCodable {}\nprotocol AutoMappable {}\n")
        XCTAssertEqual(project.read("Models/Item.swift"), "struct Item: AutoMappable {\n    var id = 0\n}\n")
    }

    func testToAutoMappableLeavesCodableModelsAsTheyAre() throws {
        let codable = "struct Tag: Codable {\n    var name: String\n    enum CodingKeys: String, CodingKey {\n        case name = \"n\"\n    }\n}\n"
        try project.write("Models/Tag.swift", codable)
        try project.write("Models/Protocols.swift", "protocol AutoMappable {}\n")
        let result = try adopt(["--to", "AutoMappable", "Models"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "adopted 0 types\nchanged 0 files\n")
        XCTAssertEqual(project.read("Models/Tag.swift"), codable)
    }

    func testUsageErrors() throws {
        for (arguments, message) in [
            ([String](), "modelgen adopt: error: missing PATH (a .swift file or a folder)"),
            (["--to", "Codable", "Models"], "modelgen adopt: error: --to takes AutoMappable or AutoCodable, not 'Codable'"),
            (["--dry", "Models"], "modelgen adopt: error: unknown option '--dry' (did you mean --dry-run?)"),
        ] {
            let result = try adopt(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(message + "\n"), result.stderr)
        }
        let missing = try adopt(["NoSuchFolder"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("NoSuchFolder"), missing.stderr)
        let help = try adopt(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: modelgen adopt [--dry-run] [--to AutoMappable|AutoCodable] PATH...\n"), help.stdout)
    }
}
