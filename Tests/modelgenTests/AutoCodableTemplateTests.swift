import Foundation
import XCTest
@testable import modelgen

/// What the built-in AutoCodable template generates where the Swift compiler would otherwise fail or
/// warn confusingly (the run fixture proves the compiling cases; these check the text).
final class AutoCodableTemplateTests: SandboxedGenerationTestCase {
    private func render(_ source: String) throws -> String {
        try sandbox.render(BuiltinTemplates.sources["AutoCodable"] ?? "",
                           sources: ["Protocols.swift": "protocol AutoCodable {}\n", "Model.swift": source])
    }

    /// A private type cannot be extended from another file: no extension, a warning with its file instead.
    func testPrivateTypeWithoutCodableGetsAWarningInsteadOfAnExtension() throws {
        let text = try render("fileprivate struct Hidden: AutoCodable {\n    var a: Int\n}\n")
        XCTAssertTrue(text.contains(
            "#warning(\"Hidden (Model.swift) is fileprivate: declare `Codable` on it, no other file can\")\n"), text)
        XCTAssertFalse(text.contains("extension Hidden"), text)
        XCTAssertTrue(text.contains("// sourcery:inline:auto:Hidden.AutoCodable\n"), text)
    }

    func testGenericTypeConformsConditionally() throws {
        let text = try render("struct Pair<A, B>: AutoCodable {\n    var first: A\n    var second: B\n}\n")
        XCTAssertTrue(text.contains("extension Pair: Codable where A: Codable, B: Codable {\n"), text)
    }

    func testUnknownKeyStyleIsAWarning() throws {
        let text = try render("// sourcery: keyStyle = \"weird\"\nstruct W: AutoCodable {\n    var x: Int\n}\n")
        XCTAssertTrue(text.contains("    #warning(\"W: unknown keyStyle 'weird' (supported: snake_case, camelCase,"
            + " PascalCase, kebab-case, SCREAMING_SNAKE_CASE)\")\n"), text)
    }

    func testFallbackCaseWithValuesIsAnError() throws {
        let text = try render("enum E: AutoCodable {\n    case a\n    // sourcery: fallback\n    case b(Int)\n}\n")
        XCTAssertTrue(text.contains("    #error(\"E.b: the `fallback` case cannot have associated values\")\n"), text)
    }

    func testStrategiesOnTheWrongTypeAreErrors() throws {
        let text = try render("""
            struct S: AutoCodable {
                // sourcery: lossy
                var count: Int
                // sourcery: lossy
                var ids: [Int]?
                // sourcery: date = "iso8601"
                var when: String
                // sourcery: date = "iso8601"
                var at: Date?
                // sourcery: flatten
                var inner: Inner?
            }
            """)
        XCTAssertTrue(text.contains("    #error(\"S.count: `lossy` needs an array, a set or a dictionary\")\n"), text)
        XCTAssertTrue(text.contains("    #error(\"S.when: `date` needs a Date property\")\n"), text)
        XCTAssertTrue(text.contains("    #error(\"S.inner: `flatten` needs a non-optional property\")\n"), text)
        XCTAssertFalse(text.contains("S.ids:") || text.contains("S.at:"), text)
    }

    /// Keys, formats and tags holding quotes or backslashes are escaped for the string literals they are
    /// written in; a single-quoted transformer is pasted as written.
    func testAnnotationTextIsEscapedInStringLiterals() throws {
        let text = try render(#"""
            struct Q: AutoCodable {
                // sourcery: key = "say \"hi\"", key = 'it"s', key = 'C:\x'
                var greeting: String?
                // sourcery: key = 'a"b.c', nested = false
                var dotted: String?
                // sourcery: date = 'yyyy"Q"'
                var day: Date?
                // sourcery: transformer = 'PrefixTransformer(prefix: "C:\\")'
                var drive: String = ""
            }
            // sourcery: tag = 'ty"pe'
            enum E: AutoCodable {
                // sourcery: key = 'o"ne'
                case one
            }
            """#)
        for line in [#"        case greeting = "say \"hi\"""#, #"        case dotted = "a\"b\\.c""#,
                     #"forKey: .greeting, aliases: ["it\"s", "C:\\x"])"#,
                     #"forKey: .day, using: AutoFormattedDate(format: "yyyy\"Q\""))"#,
                     #"forKey: .drive, using: PrefixTransformer(prefix: "C:\\"), default: "")"#,
                     #"let tag = try container.decode(AutoJSONScalar.self, forKey: "ty\"pe").text"#,
                     #"        case "o\"ne":"#] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
    }
}
