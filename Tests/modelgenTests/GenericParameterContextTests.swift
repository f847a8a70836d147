import XCTest
@testable import modelgen

/// A type's constrained generic parameter, named in a member, stands for its constraints
/// (issue 21 item 2, the part done: `actualTypeName`).
final class GenericParameterContextTests: SandboxedGenerationTestCase {
    func testConstrainedGenericParameterActualTypeNameIsItsConstraints() throws {
        let source = """
        struct G<T>: Equatable where T: Equatable { let value: T }
        struct H<T: Equatable> where T: Codable {
            let value: T
            func make() -> T { value }
            struct Inner { let t: T? }
        }
        struct U<T> { let value: T }
        """
        XCTAssertEqual(try sandbox.render("""
            {% for t in types.all %}{% for v in t.variables %}{{ t.name }}.{{ v.name }}: {{ v.typeName }} > {{ v.actualTypeName }}
            {% endfor %}{% endfor %}{{ type.H.methods.0.actualReturnTypeName }}
            """, sources: ["Model.swift": source]), """
            G.value: T > Equatable
            H.value: T > Equatable & Codable
            H.Inner.t: T? > (Equatable & Codable)?
            U.value: T > T
            Equatable & Codable
            """)
    }

    func testAParameterNameOutsideItsTypeIsNotItsConstraint() throws {
        let source = """
        struct A { let value: T; let list: [T] }
        struct G<T: Equatable> { let value: T; let list: [T] }
        struct Z { let value: T }
        """
        XCTAssertEqual(try sandbox.render("""
            {% for t in types.all %}{{ t.name }}:{% for v in t.variables %} {{ v.actualTypeName }}{% endfor %}
            {% endfor %}
            """, sources: ["Model.swift": source]), """
            A: T [T]
            G: Equatable [Equatable]
            Z: T

            """)
    }
}
