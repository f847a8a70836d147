import XCTest
@testable import modelgen

/// Sourcery's string filters on model values (issue 21 item 10).
final class ModelFilterContextTests: SandboxedGenerationTestCase {
    func testCapitaliseToArrayAndSortedOnModelValues() throws {
        let source = """
        // sourcery: greeting = "HelloWorld"
        struct Foo { var name: string; var other: Int }
        """
        XCTAssertEqual(try sandbox.render("""
            {{ type.Foo.annotations.greeting|toArray }} {{ type.Foo.variables.0.typeName|capitalise }} \
            {% for v in type.Foo.variables|sortedDescending:"name" %}{{ v.name }}{% endfor %}
            """, sources: ["Model.swift": source]), "[HelloWorld] String othername")
    }
}
