import XCTest
@testable import modelgen

/// Written type names resolved in the scope they are written in (issue 21 item 3): a nested
/// type shadows an outer one, `Self` names the enclosing type, and `typeName` stays as written.
final class ScopedNameContextTests: SandboxedGenerationTestCase {
    private func render(_ template: String, _ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render(template, sources: ["Model.swift": source], file: file, line: line)
    }

    func testNestedTypeShadowsAnOuterOneInParametersAndResults() throws {
        let source = """
        protocol Foo {}
        class Bar {
            struct Foo {}
            func f(foo: Foo) -> Foo { foo }
        }
        """
        XCTAssertEqual(try render("""
            {% for m in type.Bar.methods %}{% for p in m.parameters %}{{ p.typeName }} {{ p.actualTypeName }} {{ p.type.name }} {{ p.type.kind }}{% endfor %} \
            {{ m.returnTypeName }} {{ m.actualReturnTypeName }} {{ m.returnType.kind }}{% endfor %}
            """, source), "Foo Bar.Foo Bar.Foo struct Foo Bar.Foo struct")
    }

    func testOptionalNestedTypeFromASiblingScope() throws {
        let source = """
        struct Blah {
            struct Foo {}
            struct Bar { let foo: Foo?; let list: [Foo] }
        }
        """
        XCTAssertEqual(try render("""
            {% for t in types.all where t.name == "Blah.Bar" %}{% for v in t.variables %}{{ v.typeName }}>{{ v.actualTypeName }}>{{ v.type.name }} {% endfor %}{% endfor %}
            """, source), "Foo?>Blah.Foo?>Blah.Foo [Foo]>[Blah.Foo]> ")
    }

    func testSelfNamesTheEnclosingType() throws {
        let source = """
        struct Node {
            var next: Self?
            func copy() -> Self { self }
        }
        """
        XCTAssertEqual(try render("{{ type.Node.variables.0.actualTypeName }} {{ type.Node.variables.0.type.name }} {{ type.Node.methods.0.actualReturnTypeName }} {{ type.Node.methods.0.returnType.name }}", source),
                       "Node? Node Node Node")
    }

    func testTypeNameStaysAsWrittenForATypeNestedInAnExtension() throws {
        let source = """
        class Feed { var acct: Acct }
        extension Feed { enum Acct {} }
        """
        XCTAssertEqual(try render("{% for v in type.Feed.variables %}{{ v.typeName }} {{ v.actualTypeName }} {{ v.type.name }}{% endfor %}", source),
                       "Acct Feed.Acct Feed.Acct")
    }
}
