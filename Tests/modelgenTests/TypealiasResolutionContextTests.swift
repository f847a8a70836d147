import XCTest
@testable import modelgen

/// Typealiases as Sourcery resolves them (issue 21 item 1): chains, aliases declared in types,
/// collection aliases, aliases inside tuples, closures and generic arguments, generic
/// typealiases, extensions written through an alias, and the typed shorthands of an alias.
final class TypealiasResolutionContextTests: SandboxedGenerationTestCase {
    private func render(_ template: String, _ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render(template, sources: ["Model.swift": source], file: file, line: line)
    }

    func testChainOfTypealiasesResolvesToTheFinalType() throws {
        let source = """
        struct Foo {}
        typealias A = Foo
        typealias B = A
        typealias C = B
        struct Holder { var foo: C; var maybe: C? }
        """
        XCTAssertEqual(try render("{% for v in type.Holder.variables %}{{ v.typeName }}>{{ v.actualTypeName }}>{{ v.type.name }} {% endfor %}", source),
                       "C>Foo>Foo C?>Foo?>Foo ")
        XCTAssertEqual(try render("{% for a in types.typealiases %}{{ a.name }}={{ a.typeName }}>{{ a.typeName.actualTypeName }}>{{ a.type.name }} {% endfor %}", source),
                       "A=Foo>>Foo B=A>Foo>Foo C=B>Foo>Foo ")
    }

    func testTypealiasDeclaredInATypeNamesItsTarget() throws {
        let source = """
        struct Bar {}
        class Foo {
            typealias BarAlias = Bar
            typealias InnerAlias = Inner
            struct Inner {}
            var bar: BarAlias
            var inner: InnerAlias
        }
        """
        XCTAssertEqual(try render("{{ type.Foo.typealiases.BarAlias.type.name }} {{ type.Foo.typealiases.InnerAlias.type.name }}", source),
                       "Bar Foo.Inner")
        XCTAssertEqual(try render("{% for v in type.Foo.variables %}{{ v.actualTypeName }}:{{ v.type.name }} {% endfor %}", source),
                       "Bar:Bar Foo.Inner:Foo.Inner ")
    }

    func testCollectionAliasIsAnArrayWhereverItIsUsed() throws {
        let source = """
        typealias JSON = [Any]
        typealias Table = [String: Int]
        struct Holder {
            var json: JSON
            var table: Table?
            func load(json: JSON) -> JSON { json }
        }
        enum Payload { case raw(JSON) }
        """
        XCTAssertEqual(try render("""
            {% for v in type.Holder.variables %}{{ v.name }} {{ v.isArray }} {{ v.typeName.isArray }} {{ v.isDictionary }} {{ v.typeName.dictionary.valueTypeName }}
            {% endfor %}{% for p in type.Holder.methods.0.parameters %}{{ p.isArray }} {{ p.typeName.isArray }} {{ p.typeName.array.elementTypeName }}{% endfor %}
            {{ type.Holder.methods.0.returnTypeName.isArray }} {{ type.Payload.cases.0.associatedValues.0.isArray }} {{ type.Payload.cases.0.associatedValues.0.typeName.isArray }}
            """, source), """
            json true true false 
            table false false true Int
            true true Any
            true true true
            """)
    }

    func testAliasesInsideTuplesClosuresCollectionsAndGenericArguments() throws {
        let source = """
        struct Foo {}
        typealias FooAlias = Foo
        struct Holder {
            var pair: (FooAlias, b: Int)
            var handler: (FooAlias) async throws -> FooAlias?
            var list: [FooAlias]
            var result: Result<FooAlias, Error>
        }
        """
        XCTAssertEqual(try render("{% for v in type.Holder.variables %}{{ v.actualTypeName }}|{% endfor %}", source),
                       "(Foo, Int)|(Foo) async throws -> Foo?|[Foo]|Result<Foo, Error>|")
        XCTAssertEqual(try render("""
            {{ type.Holder.variables.0.typeName.tuple.elements.0.typeName }} {{ type.Holder.variables.1.typeName.closure.returnTypeName }} \
            {{ type.Holder.variables.2.typeName.array.elementTypeName }} {{ type.Holder.variables.3.typeName.generic.typeParameters.0.typeName }} \
            {{ type.Holder.variables.1.typeName.closure.actualReturnTypeName }} {{ type.Holder.variables.1.typeName.closure.parameters.0.typeName }} \
            {{ type.Holder.variables.1.typeName.closure.parameters.0.actualTypeName }} {{ type.Holder.variables.1.typeName.closure.parameters.0.type.name }}
            """, source), "Foo FooAlias? Foo Foo Foo? FooAlias Foo Foo")
    }

    func testGenericTypealiasSubstitutesItsArguments() throws {
        let source = """
        struct Foo {}
        typealias Pair<T> = (T, T)
        typealias Handler<Input, Output> = (Input) -> Output
        typealias Failable<Value> = Result<Value, Error>
        struct Holder {
            var pair: Pair<Int>
            var handler: Handler<String, Foo>
            var loaded: Failable<[Foo]>?
        }
        """
        XCTAssertEqual(try render("{% for v in type.Holder.variables %}{{ v.actualTypeName }}|{{ v.isTuple }}{{ v.isClosure }}{{ v.isGeneric }} {% endfor %}", source),
                       "(Int, Int)|truefalsefalse (String) -> Foo|falsetruefalse Result<[Foo], Error>?|falsefalsetrue ")
    }

    func testExtensionThroughAnAliasExtendsTheRealType() throws {
        let source = """
        protocol Named {}
        struct Foo { var a: Int }
        typealias FooAlias = Foo
        typealias OtherAlias = FooAlias
        extension FooAlias: Named { var b: Int { 1 } }
        extension OtherAlias { var c: Int { 2 } }
        """
        XCTAssertEqual(try render("{% for v in type.Foo.variables %}{{ v.name }} {% endfor %}{{ type.Foo.implements.Named.name }} {{ types.extensions.count }}", source),
                       "a b c Named 0")
    }

    func testTypealiasObjectsCarryTheTypeNameShorthands() throws {
        let source = """
        typealias W = Int?
        typealias L = [String]
        typealias H = (Int) -> Void
        """
        XCTAssertEqual(try render("{% for a in types.typealiases %}{{ a.name }} {{ a.isOptional }} {{ a.unwrappedTypeName }} {{ a.isArray }} {{ a.isClosure }}|{% endfor %}", source),
                       "H false (Int) -> Void false true|L false [String] true false|W true Int false false|")
    }

    func testTypealiasCycleStaysAsWrittenAndRenders() throws {
        let source = """
        typealias A = B
        typealias B = A
        typealias Loop = (Loop, Loop, Loop, Loop, Loop, Loop, Loop, Loop)
        struct Holder { var a: A; var loop: Loop }
        """
        XCTAssertEqual(try render("{% for v in type.Holder.variables %}{{ v.typeName }} {% endfor %}", source), "A Loop ")
    }
}
