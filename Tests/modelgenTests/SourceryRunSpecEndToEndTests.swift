import Foundation
import XCTest
import SwiftDeclParser
@testable import modelgen

/// Sourcery's `SourcerySpec` cases about whole runs ("with already generated files", "given a
/// template folder"), run through the built binary.
final class SourceryRunSpecEndToEndTests: XCTestCase {
    private let template = "{% for type in types.all %}{{ type.name }} {% endfor %}\n"

    private func generate(_ project: ProjectFolder, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ModelgenBinary.run(arguments, in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    }

    func testExistingOutputIsLeftAloneWithoutChangesAndUpdatedWithThem() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", "class Foo {\n}")
        try project.write("Templates/Other.stencil", template)
        let arguments = ["--sources", "Sources", "--templates", "Templates", "--output", "Generated"]
        try generate(project, arguments)
        try project.age("Generated/Other.generated.swift")
        let written = project.modificationDate("Generated/Other.generated.swift")

        try generate(project, arguments)
        XCTAssertEqual(project.modificationDate("Generated/Other.generated.swift"), written, "doesn't update existing files")

        try project.write("Sources/AnotherSource.swift", "class Bar {\n}")
        try generate(project, arguments)
        XCTAssertNotEqual(project.modificationDate("Generated/Other.generated.swift"), written, "updates existing files")
        XCTAssertEqual(project.read("Generated/Other.generated.swift"), header("Bar Foo \n"))
    }

    func testSourceWithMergeConflictMarkersFailsTheRun() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", "\n\n<<<<<\n")
        try project.write("Templates/Other.stencil", template)
        let result = try ModelgenBinary.run(["--sources", "Sources", "--templates", "Templates", "--output", "Generated"],
                                            in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Sources/Source.swift:3:1: error: \(SwiftParser.mergeConflictMessage)\n<<<<<\n^\n")
        XCTAssertFalse(project.exists("Generated"))
    }

    func testEmptyTemplateCreatesNoSingleOutputFile() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", "class Foo {}\n")
        try project.write("Templates/Empty.stencil", "")
        try generate(project, ["--sources", "Sources", "--templates", "Templates/Empty.stencil", "--output", "Composed.swift"])
        XCTAssertFalse(project.exists("Composed.swift"))
    }

    func testTemplateFolderWithExcludedTemplatesJoinsTheRestIntoOneFile() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", "class Foo {}\nenum Bar {}\n")
        try project.write("Templates/Basic.stencil", "{% for type in types.classes %}class {{ type.name }}{% endfor %}\n")
        try project.write("Templates/Other.stencil", "{% for type in types.enums %}enum {{ type.name }}{% endfor %}\n")
        try project.write("Templates/Include.stencil", "{% include \"Partial.stencil\" %}\n")
        try project.write("Templates/Partial.stencil", "partial template content\n")
        try generate(project, ["--sources", "Sources", "--templates", "Templates", "--exclude-templates", "Templates/Include.stencil",
                               "--exclude-templates", "Templates/Partial.stencil", "--output", "Composed.swift"])
        XCTAssertEqual(project.read("Composed.swift"), header("\nclass Foo\n\nenum Bar\n"))
    }

    func testTemplateFolderGivesOneFilePerTemplate() throws {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", "class Foo {}\nenum Bar {}\n")
        try project.write("Templates/Basic.stencil", "{% for type in types.classes %}class {{ type.name }}{% endfor %}\n")
        try project.write("Templates/Other.stencil", "{% for type in types.enums %}enum {{ type.name }}{% endfor %}\n")
        try generate(project, ["--sources", "Sources", "--templates", "Templates", "--output", "Generated"])
        XCTAssertEqual(project.read("Generated/Basic.generated.swift"), header("class Foo\n"))
        XCTAssertEqual(project.read("Generated/Other.generated.swift"), header("enum Bar\n"))
    }
}
