import Foundation
import XCTest
@testable import modelgen

/// Sourcery's `SourcerySpec` cases for per-file generation (`sourcery:file:`), run through the
/// built binary. Sourcery's header is replaced by modelgen's (docs/compatibility.md); what
/// follows it is Sourcery's text byte for byte.
final class SourceryFileBlockSpecEndToEndTests: XCTestCase {
    private let flags = ["--sources", "Sources", "--templates", "Templates", "--output", "Generated"]

    private func run(template: String, file: StaticString = #filePath, line: UInt = #line) throws -> ProjectFolder {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", "class Foo { }")
        try project.write("Templates/FakeTemplate.stencil", template)
        let result = try ModelgenBinary.run(flags, in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return project
    }

    private let perTypeTemplate = """
    // Line One
    {% for type in types.all %}
    // sourcery:file:Generated/{{ type.name }}
    extension {{ type.name }} {
    var property = 2
    // Line Three
    }
    // sourcery:end
    {% endfor %}
    """

    func testFileBlocksGoToTheirOwnFiles() throws {
        let project = try run(template: perTypeTemplate)
        XCTAssertEqual(project.read("Generated/Generated/Foo.generated.swift"),
                       header("extension Foo {\nvar property = 2\n// Line Three\n}\n"))
        // Sourcery's spec compares this file without whitespace; the loop's line break stays.
        XCTAssertEqual(project.read("Generated/FakeTemplate.generated.swift"), header("// Line One\n\n"))
    }

    func testEmptyFileBlocksWriteNoFile() throws {
        let project = try run(template: """
            {% for type in types.all %}
            // sourcery:file:Generated/{{ type.name }}
            // sourcery:end
            {% endfor %}
            """)
        XCTAssertFalse(project.exists("Generated/Generated/Foo.generated.swift"))
    }

    func testBlocksForOneFileAreJoined() throws {
        let project = try run(template: """
            // Line One
            // sourcery:file:Generated/Foo
            extension Foo {
            var property1 = 1
            }
            // sourcery:end
            // sourcery:file:Generated/Foo
            extension Foo {
            var property2 = 2
            }
            // sourcery:end
            """)
        XCTAssertEqual(project.read("Generated/Generated/Foo.generated.swift"),
                       header("extension Foo {\nvar property1 = 1\n}\n\nextension Foo {\nvar property2 = 2\n}\n"))
    }

    func testFileBlockWithItsOwnExtension() throws {
        let project = try run(template: """
            // Line One
            {% for type in types.all %}
            // sourcery:file:Generated/{{ type.name }}.generated.swift
            extension {{ type.name }} {
            var property = 2
            // Line Three
            }
            // sourcery:end
            {% endfor %}
            """)
        XCTAssertEqual(project.read("Generated/Generated/Foo.generated.swift"),
                       header("extension Foo {\nvar property = 2\n// Line Three\n}\n"))
    }
}
