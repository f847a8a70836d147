import Foundation
import XCTest
@testable import modelgen

/// Sourcery's `InlineParserSpec` and `TemplatesAnnotationParser+ForceParseInlineCodeSpec`, run
/// through the built binary: what lies in an inline region of a source file is not parsed, unless
/// `--force-parse` names the region's last part; such a block then also stays in the template's
/// own output. The region's body range is the one `--dry` reports.
final class SourceryInlineParserSpecEndToEndTests: SourceryInlineSpecTestCase {
    private let unindented = "// sourcery:inline:Type.AutoCoding\nvar something: Int\n// sourcery:end\n"
    private let indented = "    // sourcery:inline:Type.AutoCoding\n    var something: Int\n    // sourcery:end\n"

    /// A template listing the variables of every type, then rendering the block `block`.
    private func template(_ block: String) -> String {
        "{% for type in types.all %}{{ type.name }}:{% for v in type.variables %} {{ v.name }}{% endfor %}\n{% endfor %}" + block
    }

    func testRegionContentIsNotParsedAndTheBlockLeavesTheTemplatesOutput() throws {
        for region in [unindented, indented] {
            let source = "struct Type {\n    let a: Int\n" + region + "}\n"
            let project = try run(source: source, templates: ["T": template("// sourcery:inline:Type.AutoCoding\nvar something: Int\n// sourcery:end\n")])
            XCTAssertEqual(project.read("Generated/T.generated.swift"), header("Type: a\n\n"))
            XCTAssertEqual(project.read("Sources/Source.swift"), source)
        }
    }

    func testForceParsedRegionIsParsedAndItsBlockStaysInTheTemplatesOutput() throws {
        let block = "// sourcery:inline:Type.AutoCoding\nvar other: Int\n// sourcery:end\n"
        for (region, replaced) in [(unindented, "// sourcery:inline:Type.AutoCoding\nvar other: Int\n// sourcery:end\n"),
                                   (indented, "    // sourcery:inline:Type.AutoCoding\n    var other: Int\n    // sourcery:end\n")] {
            let project = try run(source: "struct Type {\n    let a: Int\n" + region + "}\n", templates: ["T": template(block)],
                                  extraFlags: ["--force-parse", "AutoCoding", "--disable-cache"])
            XCTAssertEqual(project.read("Generated/T.generated.swift"), header("Type: a something\n" + block))
            XCTAssertEqual(project.read("Sources/Source.swift"), "struct Type {\n    let a: Int\n" + replaced + "}\n")
        }
    }

    func testForceParseOfAnotherNameChangesNothing() throws {
        let project = try run(source: "struct Type {\n    let a: Int\n" + unindented + "}\n",
                              templates: ["T": template(unindented)], extraFlags: ["--force-parse", "Coding", "--disable-cache"])
        XCTAssertEqual(project.read("Generated/T.generated.swift"), header("Type: a\n\n"))
    }

    func testRegionBodyRangeIsTheOneSourceryTracks() throws {
        // Sourcery: location 35, length 19 without indentation; 39 and 23 with it.
        for (region, id) in [(unindented, "Sources/Source.swift:35-54"), (indented, "Sources/Source.swift:39-62")] {
            let project = try ProjectFolder()
            try project.write("Sources/Source.swift", region + "struct Type {}\n")
            try project.write("Templates/T.stencil", "// sourcery:inline:Type.AutoCoding\nvar other: Int\n// sourcery:end\n")
            let result = try ModelgenBinary.run(flags + ["--dry"], in: project.url(""), cacheHome: project.url(".test-cache"))
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("\"id\" : \"\(id.replacingOccurrences(of: "/", with: "\\/"))\""), result.stdout)
        }
    }
}
