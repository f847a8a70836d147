import XCTest
@testable import modelgen

/// What Sourcery's bundled AutoMockable reads (issue 21 item 6): typed throws on getters and
/// constrained associated types with their `where` requirements.
final class MockableModelContextTests: SandboxedGenerationTestCase {
    private let source = """
    protocol Service {
        associatedtype Value: Sequence where Value.Element: Collection, Value.Element == Key
        associatedtype Key: Hashable
        associatedtype Plain
        associatedtype Defaulted = Int
        var current: Int { get throws(any Error) }
        var later: Int { get async throws(ServiceError) }
        var plain: Int { get throws }
        subscript(index: Int) -> Int { get throws(any Error) }
        func getValue() -> Value
        func getKey() -> Key?
    }
    """

    private func render(_ template: String) throws -> String {
        try sandbox.render(template, sources: ["Model.swift": source])
    }

    func testTypedThrowsOnGettersAndSubscripts() throws {
        XCTAssertEqual(try render("{% for v in type.Service.variables %}{{ v.name }}:{{ v.throws }}:{{ v.throwsTypeName }}:{{ v.isAsync }} {% endfor %}{{ type.Service.subscripts.0.throwsTypeName }}"),
                       "current:true:any Error:false later:true:ServiceError:true plain:true::false any Error")
    }

    func testConstrainedAssociatedTypeIsAProtocolWithItsRequirements() throws {
        XCTAssertEqual(try render("""
            {% for a in type.Service.associatedTypes|sortedValuesByKeys %}{{ a.name }}:{{ a.typeName }}:{{ a.type.name }}:{{ a.type.kind }}:\
            {% for r in a.type.genericRequirements %}{{ r.leftType.name }} {{ r.relationshipSyntax }} {{ r.rightType.typeName.name }},{% endfor %}
            {% endfor %}
            """), """
            Defaulted:Int:::
            Key:Hashable:Hashable:protocol:
            Plain:Any:::
            Value:Sequence:Sequence:protocol:Value.Element : Collection,Value.Element == Key,

            """)
    }

    func testAssociatedTypeInASignatureStandsForItsConstraint() throws {
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{{ m.returnTypeName }}>{{ m.actualReturnTypeName }} {% endfor %}"),
                       "Value>Sequence Key?>Hashable? ")
    }
}
