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

    /// Sourcery's `DryRun-Code/Base.swift`.
    private let base = """
    import Foundation

    protocol AutoEquatable {}

    struct Eq: AutoEquatable {
    // sourcery:inline:Eq.AutoEquatable
    // sourcery:end
        let s: Int
        let o: String
        let u: String
        let r: Int
        let c: [Int]
        let e: Bool
    }

    struct Eq3: AutoEquatable {
        let counter: Int
        let foo: String
        let bar: Set<Bool>
    }

    struct Eq2: AutoEquatable {
    // sourcery:inline:Eq2.AutoEquatable
    // sourcery:end
        let r: Int
        let y: String
        let d: [Int: Bool]
        let r2: Int
        let y2: [Int]
        let r3: Bool
        let u: Int64
        let n: Double
    }

    enum EqEnum: AutoEquatable {
        case some(Int)
        case other(Bool)
    }

    """

    /// Sourcery's `Templates/GenerationWays.stencil`: plain text, inline blocks and file blocks.
    private let generationWays = #"""

    // swiftlint:disable file_length
    fileprivate func compareOptionals<T>(lhs: T?, rhs: T?, compare: (_ lhs: T, _ rhs: T) -> Bool) -> Bool {
        switch (lhs, rhs) {
        case let (lValue?, rValue?):
            return compare(lValue, rValue)
        case (nil, nil):
            return true
        default:
            return false
        }
    }

    fileprivate func compareArrays<T>(lhs: [T], rhs: [T], compare: (_ lhs: T, _ rhs: T) -> Bool) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (idx, lhsItem) in lhs.enumerated() {
            guard compare(lhsItem, rhs[idx]) else { return false }
        }

        return true
    }

    {% macro compareVariables variables %}
    {% for variable in variables where variable.readAccess != "private" and variable.readAccess != "fileprivate" %}{% if not variable.annotations.skipEquality %}guard {% if not variable.isOptional %}{% if not variable.annotations.arrayEquality %}lhs.{{ variable.name }} == rhs.{{ variable.name }}{% else %}compareArrays(lhs: lhs.{{ variable.name }}, rhs: rhs.{{ variable.name }}, compare: ==){% endif %}{% else %}compareOptionals(lhs: lhs.{{ variable.name }}, rhs: rhs.{{ variable.name }}, compare: ==){% endif %} else { return false }{% endif %}
    {% endfor %}
    {% endmacro %}

    // MARK: - AutoEquatable for classes, protocols, structs
    {% for type in types.types|!enum where type.implements.AutoEquatable or type|annotated:"AutoEquatable" %}

    // sourcery:inline:{{ type.name }}.AutoEquatable
    // MARK: - {{ type.name }} AutoEquatable
    {% if not type.kind == "protocol" and not type.based.NSObject %}extension {{ type.name }}: Equatable {}{% endif %}
    {% if type.supertype.based.Equatable or type.supertype.implements.AutoEquatable or type.supertype|annotated:"AutoEquatable" %}THIS WONT COMPILE, WE DONT SUPPORT INHERITANCE for AutoEquatable{% endif %}
    {{ type.accessLevel }} func == (lhs: {{ type.name }}, rhs: {{ type.name }}) -> Bool {
        {% if not type.kind == "protocol" %}
        {% call compareVariables type.storedVariables %}
        {% else %}
        {% call compareVariables type.allVariables %}
        {% endif %}
        return true
    }

    // sourcery:end
    {% endfor %}

    // MARK: - AutoEquatable for Enums
    {% for type in types.enums where type.implements.AutoEquatable or type|annotated:"AutoEquatable" %}

    // sourcery:file:Generated/{{ type.name }}+TemplateName
    // MARK: - {{ type.name }} AutoEquatable
    extension {{ type.name }}: Equatable {}
    {{ type.accessLevel }} func == (lhs: {{ type.name }}, rhs: {{ type.name }}) -> Bool {
        switch (lhs, rhs) {
            {% for case in type.cases %}
            {% if case.hasAssociatedValue %}
            {% if case.associatedValues.count == 1 %}
        case let (.{{ case.name }}(lhs), .{{ case.name }}(rhs)):
            {% else %}
            {% map case.associatedValues into lhsValues using associated %}lhs{{ associated.externalName|upperFirstLetter }}{% endmap %}
            {% map case.associatedValues into rhsValues using associated %}rhs{{ associated.externalName|upperFirstLetter }}{% endmap %}
        case let (.{{ case.name }}({{ lhsValues|join: ", " }}), .{{ case.name }}({{ rhsValues|join: ", " }})):
            {% endif %}
            {% else %}
        case (.{{ case.name }}, .{{ case.name }}):
            {% endif %}
            {% if not case.hasAssociatedValue %}return true{% else %}
            {% if case.associatedValues.count == 1 %}
            return lhs == rhs
            {% else %}
            {% for associated in case.associatedValues %}if lhs{{ associated.externalName|upperFirstLetter }} != rhs{{ associated.externalName|upperFirstLetter }} { return false }
            {% endfor %}return true
            {% endif %}
            {% endif %}
            {% endfor %}
            {{ 'default: return false' if type.cases.count > 1 }}
        }
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

    /// Sourcery's expected values byte for byte, but for modelgen's header and paths relative to the project.
    func testSupportsDifferentWaysForCodeGeneration() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Base.swift", base)
        try project.write("Templates/GenerationWays.stencil", generationWays)
        let (document, stdout) = try dry(["--sources", "Sources/Base.swift", "--templates", "Templates/GenerationWays.stencil", "--output", "."], in: project)
        guard let document else { return XCTFail("not a dry output document:\n\(stdout)") }
        XCTAssertEqual(document.value(id: "Sources/Base.swift:109", subType: "range"), """
            // MARK: - Eq AutoEquatable
            extension Eq: Equatable {}
            internal func == (lhs: Eq, rhs: Eq) -> Bool {
            guard lhs.s == rhs.s else { return false }
            guard lhs.o == rhs.o else { return false }
            guard lhs.u == rhs.u else { return false }
            guard lhs.r == rhs.r else { return false }
            guard lhs.c == rhs.c else { return false }
            guard lhs.e == rhs.e else { return false }
                return true
            }

            """)
        XCTAssertEqual(document.value(id: "Sources/Base.swift:387", subType: "range"), """
            // MARK: - Eq2 AutoEquatable
            extension Eq2: Equatable {}
            internal func == (lhs: Eq2, rhs: Eq2) -> Bool {
            guard lhs.r == rhs.r else { return false }
            guard lhs.y == rhs.y else { return false }
            guard lhs.d == rhs.d else { return false }
            guard lhs.r2 == rhs.r2 else { return false }
            guard lhs.y2 == rhs.y2 else { return false }
            guard lhs.r3 == rhs.r3 else { return false }
            guard lhs.u == rhs.u else { return false }
            guard lhs.n == rhs.n else { return false }
                return true
            }

            """)
        XCTAssertEqual(document.value(id: "Templates/GenerationWays.stencil", subType: "template"), header("""

            // swiftlint:disable file_length
            fileprivate func compareOptionals<T>(lhs: T?, rhs: T?, compare: (_ lhs: T, _ rhs: T) -> Bool) -> Bool {
                switch (lhs, rhs) {
                case let (lValue?, rValue?):
                    return compare(lValue, rValue)
                case (nil, nil):
                    return true
                default:
                    return false
                }
            }

            fileprivate func compareArrays<T>(lhs: [T], rhs: [T], compare: (_ lhs: T, _ rhs: T) -> Bool) -> Bool {
                guard lhs.count == rhs.count else { return false }
                for (idx, lhsItem) in lhs.enumerated() {
                    guard compare(lhsItem, rhs[idx]) else { return false }
                }

                return true
            }


            // MARK: - AutoEquatable for classes, protocols, structs



            // sourcery:inline:Eq3.AutoEquatable
            // MARK: - Eq3 AutoEquatable
            extension Eq3: Equatable {}
            internal func == (lhs: Eq3, rhs: Eq3) -> Bool {
            guard lhs.counter == rhs.counter else { return false }
            guard lhs.foo == rhs.foo else { return false }
            guard lhs.bar == rhs.bar else { return false }
                return true
            }

            // sourcery:end

            // MARK: - AutoEquatable for Enums


            """))
        XCTAssertEqual(document.value(id: "Generated/EqEnum+TemplateName.generated.swift", subType: "path"), header("""
            // MARK: - EqEnum AutoEquatable
            extension EqEnum: Equatable {}
            internal func == (lhs: EqEnum, rhs: EqEnum) -> Bool {
                switch (lhs, rhs) {
                case let (.some(lhs), .some(rhs)):
                    return lhs == rhs
                case let (.other(lhs), .other(rhs)):
                    return lhs == rhs
                    default: return false
                }
            }

            """))
        // Sourcery's order: the template's inline blocks, last in the file first, then its own
        // output, then the sourcery:file outputs.
        XCTAssertEqual(document.outputs.map { "\($0.type.subType) \($0.type.id ?? "-") \($0.outputPath)" }, [
            "range Sources/Base.swift:387 Sources/Base.swift",
            "range Sources/Base.swift:109 Sources/Base.swift",
            "template Templates/GenerationWays.stencil GenerationWays.generated.swift",
            "path Generated/EqEnum+TemplateName.generated.swift Generated/EqEnum+TemplateName.generated.swift",
        ])
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
        XCTAssertEqual(document?.outputs.map(\.value), [header("Eq Eq2 Eq3 \n"), header("1\n"), "\n"])
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
