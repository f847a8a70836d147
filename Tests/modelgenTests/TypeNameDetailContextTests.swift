import XCTest
@testable import modelgen

/// The smaller type-name rules of issue 21 item 9, each as Sourcery renders it.
final class TypeNameDetailContextTests: SandboxedGenerationTestCase {
    private let source = """
    extension Array where Element == Int { func sum() -> Int { 0 } }
    struct Foo<T> {}
    struct Holder {
        var tuple: (_: Int, b: Int)
        var closure: (inout Int, Int) -> Void
        var unparenthesised: Optional<()> -> ()
        var array: [Int]
        var trailing: Foo<Int,>
        var table: [String: Int]
    }
    """

    private func render(_ template: String) throws -> String {
        try sandbox.render(template, sources: ["Model.swift": source])
    }

    func testWildcardTupleLabelIsDropped() throws {
        XCTAssertEqual(try render("{{ type.Holder.variables.0.typeName }} {% for e in type.Holder.variables.0.typeName.tuple.elements %}{{ e.name }}:{{ e.typeName }} {% endfor %}"),
                       "(Int, b: Int) 0:Int b:Int ")
    }

    func testInoutStaysOutOfAClosureParameterTypeName() throws {
        XCTAssertEqual(try render("{% for p in type.Holder.variables.1.typeName.closure.parameters %}{{ p.typeName }}/{{ p.inout }} {% endfor %}"),
                       "Int/true Int/false ")
    }

    /// A closure parameter's `asSource` is Sourcery's: `inout ` and `...` come back around the
    /// type, a name given alone is `_ name`, attributes are sorted.
    func testClosureParameterAsSourceSpellsInoutVariadicsAndWildcardLabels() throws {
        let source = """
            protocol Handlers {
                func run(_ f: (inout Int, _ rest: Int..., _ done: @Sendable @escaping () -> Void, label name: String?) -> Void)
            }
            """
        let template = "{% for p in type.Handlers.methods.0.parameters.0.typeName.closure.parameters %}[{{ p.asSource }}]{% endfor %}"
        XCTAssertEqual(try sandbox.render(template, sources: ["Handlers.swift": source]),
                       "[inout Int][_ rest: Int...][_ done: @Sendable @escaping () -> Void][label name: String?]")
    }

    func testFunctionTypeWithAnUnparenthesisedOptionalParameterIsNotOptional() throws {
        XCTAssertEqual(try render("{% for v in type.Holder.variables where v.name == \"unparenthesised\" %}{{ v.typeName }}|{{ v.isOptional }}|{{ v.unwrappedTypeName }}{% endfor %}"),
                       "Optional<()> -> ()|false|Optional<()> -> ()")
    }

    func testArraySugarIsLinkedToTheArrayExtension() throws {
        XCTAssertEqual(try render("{{ type.Holder.variables.3.type.name }} {{ type.Holder.variables.3.type.kind }} {{ type.Holder.variables.3.type.methods.0.name }}"),
                       "Array extension sum()")
    }

    func testTrailingCommaInGenericArgumentsAddsNoParameter() throws {
        XCTAssertEqual(try render("{{ type.Holder.variables.4.typeName.generic.typeParameters.count }} {{ type.Holder.variables.4.type.name }}"),
                       "1 Foo")
    }

    func testAsGenericOfCollections() throws {
        XCTAssertEqual(try render("""
            {% for v in type.Holder.variables where v.name == "array" %}{{ v.typeName.array.asGeneric }} {{ v.typeName.array.asGeneric.name }} \
            {{ v.typeName.array.asGeneric.typeParameters.0.typeName }}{% endfor %} {% for v in type.Holder.variables where v.name == "table" %}\
            {{ v.typeName.dictionary.asGeneric }} {{ v.typeName.dictionary.asGeneric.name }} {{ v.typeName.dictionary.asGeneric.typeParameters.1.typeName }}{% endfor %}
            """), "Array<Int> Array Int Dictionary<String, Int> Dictionary Int")
    }
}
