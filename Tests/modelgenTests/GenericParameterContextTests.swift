import XCTest
@testable import modelgen

/// A constrained generic parameter (of a type, a method, a subscript or a function), named in a
/// member, stands for its constraints: `actualTypeName` spells them and `type` is the protocol
/// (or composition) Sourcery makes up for them (issue 21 item 2).
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

    func testAConstrainedParameterTypeImplementsItsConstraints() throws {
        let source = """
        struct G<T>: Equatable where T: Equatable { let value: T }
        struct H<T: Equatable> where T: Codable { let value: T? }
        struct U<T> { let value: T }
        struct Plain { let value: Codable }
        """
        XCTAssertEqual(try sandbox.render("""
            {% for t in types.all %}{% for v in t.variables %}{{ t.name }}: {{ v.type.kind }} {{ v.type.name }} \
            generic={{ v.type.isGeneric }} implements={% for k, i in v.type.implements %}{{ k }}:{{ i.kind }}/{{ i.isGeneric }} {% endfor %}\
            composed={{ v.type.composedTypes|join:"," }} inherited={{ v.type.inheritedTypes|join:"," }}
            {% endfor %}{% endfor %}{% if type.G.variables.0.type.implements.Equatable %}G implements Equatable{% endif %}
            """, sources: ["Model.swift": source]), """
            G: protocol Equatable generic=false implements=Equatable:unknown/true composed= inherited=
            H: protocolComposition Equatable & Codable generic=true implements=Codable:protocol/false Equatable:protocol/false \
            composed=Equatable,Codable inherited=Equatable,Codable
            Plain:   generic= implements=composed= inherited=
            U:   generic= implements=composed= inherited=
            G implements Equatable
            """)
    }

    func testMethodGenericParametersStandForTheirConstraints() throws {
        let source = """
        struct M<T: Equatable> {
            func f<T: Codable>(x: T) -> T { x }
            func g<T>(x: T) -> T { x }
            func h<U>(u: U, list: [U]) -> U where U: Equatable, U: Hashable { u }
            func k(t: T) -> T { t }
            subscript<K: Hashable>(key: K) -> T? { nil }
        }
        func free<T: Codable>(x: T) -> T { x }
        """
        XCTAssertEqual(try sandbox.render("""
            {% for m in type.M.methods %}{{ m.name }} -> {{ m.actualReturnTypeName }} ({{ m.returnType.kind }} {{ m.returnType.name }}):\
            {% for p in m.parameters %} {{ p.name }}={{ p.actualTypeName }}/{{ p.type.kind }}/{% for k, i in p.type.implements %}[{{ k }}]{% endfor %}{% endfor %}
            {% endfor %}{% for s in type.M.subscripts %}subscript -> {{ s.actualReturnTypeName }} ({{ s.returnType.name }}):\
            {% for p in s.parameters %} {{ p.name }}={{ p.actualTypeName }}/{{ p.type.kind }}{% endfor %}
            {% endfor %}{% for f in functions %}{{ f.name }} -> {{ f.actualReturnTypeName }} ({{ f.returnType.name }}):\
            {% for p in f.parameters %} {{ p.name }}={{ p.actualTypeName }}/{{ p.type.kind }}{% endfor %}{% endfor %}
            """, sources: ["Model.swift": source]), """
            f<T: Codable>(x: T) -> Codable (protocol Codable): x=Codable/protocol/[Codable]
            g<T>(x: T) -> T ( ): x=T//
            h<U>(u: U, list: [U]) -> Equatable & Hashable (protocolComposition Equatable & Hashable): \
            u=Equatable & Hashable/protocolComposition/[Equatable][Hashable] list=[Equatable & Hashable]//
            k(t: T) -> Equatable (protocol Equatable): t=Equatable/protocol/[Equatable]
            subscript -> Equatable? (Equatable): key=Hashable/protocol
            free<T: Codable>(x: T) -> Codable (Codable): x=Codable/protocol
            """)
    }

    func testAnEnumPayloadTypedByAConstrainedParameter() throws {
        let source = """
        enum Result<Success: Codable, Failure> { case success(Success), failure(Failure), both(Success?, [Success]) }
        """
        XCTAssertEqual(try sandbox.render("""
            {% for c in type.Result.cases %}{{ c.name }}:{% for v in c.associatedValues %} {{ v.actualTypeName }}/{{ v.type.kind }}{% endfor %}
            {% endfor %}
            """, sources: ["Model.swift": source]), """
            success: Codable/protocol
            failure: Failure/
            both: Codable?/protocol [Codable]/

            """)
    }
}
