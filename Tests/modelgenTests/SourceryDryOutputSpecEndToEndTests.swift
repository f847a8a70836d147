import Foundation
import XCTest
@testable import modelgen

/// Sourcery's `DryOutputSpec` (Stencil cases), run through the built binary with `--dry`: standard
/// output is Sourcery's JSON document of what would be written, and nothing is written.
final class SourceryDryOutputSpecEndToEndTests: XCTestCase {
    private struct Document: Decodable {
        struct Output: Decodable {
            struct Kind: Decodable { var id: String?; var subType: String }
            var type: Kind
            var outputPath: String
            var value: String
        }
        var outputs: [Output]

        func value(id: String?, subType: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
            let found = outputs.first { $0.type.id == id && $0.type.subType == subType }
            if found == nil { XCTFail("no \(subType) output \(id ?? "nil") in \(outputs.map { ($0.type.id, $0.type.subType) })", file: file, line: line) }
            return found?.value
        }
    }

    /// Models with two empty inline regions, a struct without one and an enum.
    private let base = """
    import Foundation

    protocol AutoDescribed {}

    struct Cup: AutoDescribed {
    // sourcery:inline:Cup.AutoDescribed
    // sourcery:end
        let volume: Int
        let colour: String
    }

    struct Mug: AutoDescribed {
        let handle: Bool
    }

    struct Jug: AutoDescribed {
    // sourcery:inline:Jug.AutoDescribed
    // sourcery:end
        let spout: Int
        let lid: Bool?
    }

    enum Vessel: AutoDescribed {
        case cup(Int)
        case jug(Bool)
    }


    """

    /// Every way a template generates code: plain text, inline regions (one of them without a place
    /// in the sources, so it stays in the output) and a `sourcery:file` block.
    private let generationWays = #"""
    // Described: {{ types.implementing.AutoDescribed.count }} types
    {% for type in types.structs where type|implements:"AutoDescribed" %}
    // sourcery:inline:{{ type.name }}.AutoDescribed
    var summary: String { "{{ type.name }}({% for v in type.storedVariables %}{{ v.name }}{% if not forloop.last %}, {% endif %}{% endfor %})" }
    // sourcery:end
    {% endfor %}
    {% for type in types.enums %}
    // sourcery:file:Generated/{{ type.name }}+Cases.generated.swift
    extension {{ type.name }} {
        static let caseNames = [{% for case in type.cases %}"{{ case.name }}"{% if not forloop.last %}, {% endif %}{% endfor %}]
    }
    // sourcery:end
    {% endfor %}

    """#

    private func dry(_ arguments: [String], in project: ProjectFolder, expectStatus status: Int32 = 0,
                     file: StaticString = #filePath, line: UInt = #line) throws -> (document: Document?, stdout: String) {
        let result = try ModelgenBinary.run(arguments + ["--dry"], in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        let document = try? JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        return (document, result.stdout)
    }

    func testNoJSONWithoutDry() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/Partial.stencil", "partial template content\n")
        let result = try ModelgenBinary.run(["--sources", "Sources", "--templates", "Templates", "--output", "Generated"],
                                            in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNil(try? JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8)))
        XCTAssertTrue(result.stdout.hasPrefix("modelgen: 1 file written"), result.stdout)
    }

    func testIncludesPartialTemplates() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/Include.stencil", "{% include \"Partial.stencil\" %}\n")
        try project.write("Templates/Partial.stencil", "partial template content\n")
        let (document, stdout) = try dry(["--sources", "Sources", "--templates", "Templates/Include.stencil", "--output", "Generated"], in: project)
        XCTAssertEqual(document?.outputs.count, 1, stdout)
        XCTAssertEqual(document?.outputs.first?.value, header("partial template content\n"))
        XCTAssertFalse(project.exists("Generated"), "--dry writes nothing")
    }

    /// Inline regions are ranges at their bodies' UTF-16 offsets, listed last in the file first, then
    /// the template's own output (holding the block that found no region), then the file blocks.
    func testSupportsDifferentWaysForCodeGeneration() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/GenerationWays.stencil", generationWays)
        let (document, stdout) = try dry(["--sources", "Sources/Base.swift", "--templates", "Templates/GenerationWays.stencil", "--output", "."], in: project)
        guard let document else { return XCTFail("not a dry output document:\n\(stdout)") }
        XCTAssertEqual(document.outputs.map { "\($0.type.subType) \($0.type.id ?? "-") \($0.outputPath)" }, [
            "range Sources/Base.swift:290 Sources/Base.swift",
            "range Sources/Base.swift:111 Sources/Base.swift",
            "template Templates/GenerationWays.stencil GenerationWays.generated.swift",
            "path Generated/Vessel+Cases.generated.swift Generated/Vessel+Cases.generated.swift",
        ])
        XCTAssertEqual(document.value(id: "Sources/Base.swift:111", subType: "range"), "var summary: String { \"Cup(volume, colour)\" }\n")
        XCTAssertEqual(document.value(id: "Sources/Base.swift:290", subType: "range"), "var summary: String { \"Jug(spout, lid)\" }\n")
        XCTAssertEqual(document.value(id: "Templates/GenerationWays.stencil", subType: "template"), header("""
            // Described: 4 types


            // sourcery:inline:Mug.AutoDescribed
            var summary: String { "Mug(handle)" }
            // sourcery:end


            """))
        XCTAssertEqual(document.value(id: "Generated/Vessel+Cases.generated.swift", subType: "path"), header("""
            extension Vessel {
                static let caseNames = ["cup", "jug"]
            }

            """))
        XCTAssertEqual(project.read("Sources/Base.swift"), base, "--dry leaves sources alone")
        XCTAssertFalse(project.exists("Generated"))
        XCTAssertFalse(project.exists("GenerationWays.generated.swift"))
    }

    func testReturnsEveryTemplatesOutputNamedByItsPath() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/A.stencil", "{% for type in types.structs %}{{ type.name }} {% endfor %}\n")
        try project.write("Templates/B.stencil", "{{ types.enums.count }}\n")
        try project.write("Templates/Blank.stencil", "{% if false %}x{% endif %}\n")
        let (document, stdout) = try dry(["--sources", "Sources", "--templates", "Templates", "--output", "Generated"], in: project)
        XCTAssertEqual(document?.outputs.map { "\($0.type.subType) \($0.type.id ?? "-") \($0.outputPath)" }, [
            "template Templates/A.stencil Generated/A.generated.swift",
            "template Templates/B.stencil Generated/B.generated.swift",
            "template Templates/Blank.stencil Generated/Blank.generated.swift",
        ], stdout)
        // A blank output is shown as it is, without a header (and would not be written).
        XCTAssertEqual(document?.outputs.map(\.value), [header("Cup Jug Mug \n"), header("1\n"), "\n"])
    }

    func testAbsolutePathsAreNamedAsTyped() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/B.stencil", "{{ types.enums.count }}\n")
        let (document, stdout) = try dry(["--sources", project.url("Sources"), "--templates", project.url("Templates"),
                                          "--output", project.url("Generated")], in: project)
        XCTAssertEqual(document?.outputs.map { "\($0.type.id ?? "-") \($0.outputPath)" },
                       ["\(project.url("Templates/B.stencil")) \(project.url("Generated/B.generated.swift"))"], stdout)
    }

    func testConfigNamedByAbsolutePathGivesAbsolutePaths() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/B.stencil", "{{ types.enums.count }}\n")
        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
        for (config, prefix) in [(".sourcery.yml", ""), (project.url(".sourcery.yml"), project.url("") + "/")] {
            let (document, stdout) = try dry(["--config", config], in: project)
            XCTAssertEqual(document?.outputs.map { "\($0.type.id ?? "-") \($0.outputPath)" },
                           ["\(prefix)Templates/B.stencil \(prefix)Generated/B.generated.swift"], stdout)
        }
    }

    func testSingleOutputFileIsAllTemplatesWithoutId() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/A.stencil", "a\n")
        try project.write("Templates/B.stencil", "b\n")
        let (_, stdout) = try dry(["--sources", "Sources", "--templates", "Templates", "--output", "All.swift"], in: project)
        // Sourcery's JSONEncoder, pretty printed: two-space indent, " : ", keys in declaration
        // order, no id when there is none, "/" escaped.
        XCTAssertEqual(stdout, """
            {
              "outputs" : [
                {
                  "type" : {
                    "subType" : "allTemplates"
                  },
                  "outputPath" : "All.swift",
                  "value" : \(jsonString(header("\na\n\nb\n")))
                }
              ]
            }

            """)
        XCTAssertFalse(project.exists("All.swift"))
    }

    func testAutoBlockRangeIsWhereItWouldGo() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", "// é😀\nstruct Foo {\n    let a: Int\n}\n")
        try project.write("Templates/T.stencil", "// sourcery:inline:auto:Foo.T\nvar b = 1\n// sourcery:end\n")
        let (document, stdout) = try dry(["--sources", "Sources", "--templates", "Templates", "--output", "Generated"], in: project)
        // "// é😀\n" is 7 UTF-16 units, "struct Foo {\n    let a: Int\n" 28 more: the closing brace's line starts at 35.
        XCTAssertEqual(document?.outputs.map { "\($0.type.subType) \($0.type.id ?? "-") \($0.outputPath)" }, [
            "range Sources/Base.swift:35 Sources/Base.swift",
            "template Templates/T.stencil Generated/T.generated.swift",
        ], stdout)
        XCTAssertEqual(document?.outputs.first?.value, "\n// sourcery:inline:auto:Foo.T\nvar b = 1\n// sourcery:end\n")
        XCTAssertEqual(document?.outputs.last?.value, "\n")
    }

    func testRegionWithContentIsARange() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", "struct Foo {\n    // sourcery:inline:Foo.T\n    old\n    // sourcery:end\n}\n")
        try project.write("Templates/T.stencil", "// sourcery:inline:Foo.T\nnew\n// sourcery:end\n")
        let (document, stdout) = try dry(["--sources", "Sources", "--templates", "Templates", "--output", "Generated"], in: project)
        XCTAssertEqual(document?.outputs.first?.type.id, "Sources/Base.swift:42-50", stdout)
        XCTAssertEqual(document?.outputs.first?.value, "    new\n")
    }

    func testFailureIsAJSONDocumentWithTheErrorAndTheLog() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/Broken.stencil", "{% for x in y %}\n")
        let result = try ModelgenBinary.run(["--sources", "Sources", "--templates", "Templates", "--output", "Generated", "--dry"],
                                            in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        struct Failure: Decodable { var error: String; var log: [String] }
        let failure = try JSONDecoder().decode(Failure.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(failure.log, [])
        XCTAssertEqual(failure.error, "Templates/Broken.stencil:1:4: error: `endfor` was not found.\n{% for x in y %}\n   ^~~~~~~~~~")
    }

    func testDryCannotBeCombinedWithWatchOrOtherReadOnlyModes() throws {
        let project = try ProjectFolder()
        for (flag, message) in [("--watch", "--watch cannot be combined with --dry"),
                                ("--dry-run", "--dry cannot be combined with --dry-run (--dry already writes nothing)"),
                                ("--check", "--dry cannot be combined with --check (--dry already writes nothing)")] {
            let result = try ModelgenBinary.run(["--sources", "S", "--output", "G", flag, "--dry"], in: project.url(""))
            XCTAssertEqual(result.status, 2, flag)
            let error = UsageError(message: message).description
            XCTAssertEqual(result.stdout, "{\n  \"error\" : \(jsonString(error)),\n  \"log\" : [\n\n  ]\n}\n", flag)
        }
    }

    func testStandardOutputHoldsOnlyTheDocumentEvenWhenVerbose() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/B.stencil", "{{ types.enums.count }}\n")
        let result = try ModelgenBinary.run(["--sources", "Sources", "--templates", "Templates", "--output", "Generated", "--dry", "--verbose"],
                                            in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8)).outputs.map(\.value), [header("1\n")])
        XCTAssertTrue(result.stderr.contains("modelgen: 1 source files"), result.stderr)
    }

    func testEachConfigurationPrintsItsDocument() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/B.stencil", "{{ types.enums.count }}\n")
        try project.write(".sourcery.yml", """
            configurations:
              - sources: [Sources]
                templates: [Templates]
                output: One
              - sources: [Sources]
                templates: [Templates]
                output: Two
            """)
        let result = try ModelgenBinary.run(["--config", ".sourcery.yml", "--dry"], in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 0, result.stderr)
        let documents = result.stdout.components(separatedBy: "\n}\n").filter { !$0.isEmpty }.map { $0 + "\n}" }
        XCTAssertEqual(try documents.map { try JSONDecoder().decode(Document.self, from: Data($0.utf8)).outputs.map(\.outputPath) },
                       [["One/B.generated.swift"], ["Two/B.generated.swift"]])
        XCTAssertFalse(project.exists("One"))
    }

    func testStringsAreEscapedAsJSONEncoderDoes() {
        var text = ""
        for code in 0..<32 { text.unicodeScalars.append(Unicode.Scalar(UInt8(code))) }
        text += "\u{7f}\"\\/é😀\u{2028}"
        XCTAssertEqual(DryOutputDocument.quoted(text), #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f\#u{7f}\"\\\/é😀\#u{2028}""#)
    }

    func testEmptyDocumentKeepsSourcerysEmptyArray() {
        XCTAssertEqual(DryOutputDocument.json(.init(outputs: [])), "{\n  \"outputs\" : [\n\n  ]\n}")
    }

    private func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
