import XCTest
@testable import modelgen

/// `where` clauses as Sourcery models them (issue 21 item 5): a method's result type name keeps
/// its clause (Q9) while optionality, unwrapping and `isVoid` read the type before it; a
/// subscript's clause stays in its requirements; `==` requirements are listed.
final class WhereClauseContextTests: SandboxedGenerationTestCase {
    private let source = """
    class Bar {}
    protocol Cancellable {}
    struct Blah { struct Foo {} }
    class Foo {
        func foo<T: Equatable>() -> Bar? where T: Equatable { nil }
        func fooBar<T>(bar: T) where T: Equatable {}
        func same<T, U>(t: T, u: U) -> Blah.Foo where T: Sequence, T.Element == U { fatalError() }
        subscript<T>(arg: String) -> T? where T: Cancellable { nil }
    }
    """

    func testMethodResultKeepsTheClauseButUnwrapsTheType() throws {
        let template = """
            {% for m in type.Foo.methods %}{{ m.returnTypeName }}|{{ m.unwrappedReturnTypeName }}|{{ m.isOptionalReturnType }}|\
            {{ m.returnTypeName.isVoid }}|{{ m.returnType.name }}
            {% endfor %}
            """
        XCTAssertEqual(try sandbox.render(template, sources: ["Model.swift": source]), """
            Bar? where T: Equatable|Bar|true|false|Bar
            Void where T: Equatable|Void|false|true|
            Blah.Foo where T: Sequence, T.Element == U|Blah.Foo|false|false|Blah.Foo

            """)
    }

    func testSameTypeRequirementsAreListed() throws {
        let template = """
            {% for r in type.Foo.methods.2.genericRequirements %}{{ r.leftType.name }} {{ r.relationshipSyntax }} {{ r.rightType.typeName.name }};{% endfor %}
            """
        XCTAssertEqual(try sandbox.render(template, sources: ["Model.swift": source]), "T : Sequence;T.Element == U;")
    }

    func testSubscriptConstraintStaysInTheWhereClause() throws {
        let template = """
            {% for s in type.Foo.subscripts %}{{ s.returnTypeName }} {{ s.isGeneric }} \
            <{% for g in s.genericParameters %}{{ g.name }}{% if g.inheritedTypeName %}: {{ g.inheritedTypeName }}{% endif %}{% endfor %}> \
            {% for r in s.genericRequirements %}{{ r.leftType.name }} {{ r.relationshipSyntax }} {{ r.rightType.typeName.name }}{% endfor %}{% endfor %}
            """
        XCTAssertEqual(try sandbox.render(template, sources: ["Model.swift": source]), "T? true <T> T : Cancellable")
    }
}
