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

    /// A result written as one parenthesised function type keeps its parentheses in
    /// `returnTypeName` and loses them in `actualReturnTypeName` (Sourcery 2.1.7's mocks spell
    /// `-> (([Int]) -> Void)` as written and name the mock from the bare closure); a function type
    /// whose first group is its parameters, an optional closure and `(Int)` are unchanged.
    func testParenthesisedClosureResultKeepsItsParenthesesAsWritten() throws {
        let source = """
            protocol Maker {
                func wrapped() -> (([Int], [String]) -> Void)
                func effects() async throws -> ((String) async throws -> Int)
                func bare() -> (Int) -> Void
                func optional() -> (() -> Void)?
                func grouped() -> (Int)
            }
            """
        let template = """
            {% for m in type.Maker.methods %}{{ m.returnTypeName }}|{{ m.actualReturnTypeName }}|{{ m.returnTypeName.isClosure }}|{{ m.returnTypeName.closure.name }}
            {% endfor %}
            """
        XCTAssertEqual(try sandbox.render(template, sources: ["Maker.swift": source]), """
            (([Int], [String]) -> Void)|([Int], [String]) -> Void|true|([Int], [String]) -> Void
            ((String) async throws -> Int)|(String) async throws -> Int|true|(String) async throws -> Int
            (Int) -> Void|(Int) -> Void|true|(Int) -> Void
            (() -> Void)?|(() -> Void)?|true|() -> Void
            Int|Int|false|

            """)
    }
}

/// Nameless parameters (`_: Int`), as Sourcery's `MethodParameter.asSource` spells them.
final class MockableNamelessParameterContextTests: SandboxedGenerationTestCase {
    /// The method's `name` and a subscript parameter's `asSource` (which AutoMockable's subscript
    /// mock prints) are `_: Int`, not `_ : Int`.
    func testNamelessParameterIsAnUnderscoreAndItsType() throws {
        let source = """
            protocol Sink {
                func ignore(_: String, _ count: Int, label _: Int)
                subscript(_: Int) -> String { get }
            }
            """
        let template = """
            {{ type.Sink.methods.0.name }}|{% for p in type.Sink.methods.0.parameters %}[{{ p.argumentLabel }}/{{ p.name }}/{{ p.asSource }}]{% endfor %}|{{ type.Sink.subscripts.0.parameters.0.asSource }}
            """
        XCTAssertEqual(try sandbox.render(template, sources: ["Sink.swift": source]),
                       "ignore(_: String, _ count: Int, label _: Int)|[//_: String][/count/_ count: Int][label/_/label _: Int]|_: Int")
    }
}

/// Ownership and isolation specifiers on parameters and results, as AutoMockable reads them.
final class MockableSpecifierContextTests: SandboxedGenerationTestCase {
    /// Sourcery names a `borrowing`/`consuming`/`sending`/`isolated`/`__owned`/`__shared` type by
    /// the type after the specifier (its attributed-type rule keeps only the base type), so a mock's
    /// `Received…` property is `Item?`, not `(consuming Item)?`, and `isolated A` is `A`, not
    /// `isolated`. `inout` stays in the parameter's type name, as Sourcery spells it.
    func testSpecifiersAreLeftOutOfParameterAndResultTypeNames() throws {
        let source = """
            actor Worker {}
            struct Item {}
            protocol Owner {
                func take(_ item: consuming Item, _ other: borrowing Item)
                func hand(_ item: sending Item) async -> sending Item
                func run(on worker: isolated Worker, count: Int)
                func legacy(_ a: __owned Item, _ b: __shared Item, _ c: inout Item)
                func each(_ f: (consuming Item) -> Void)
                subscript(key: borrowing Item) -> Int { get }
            }
            """
        let template = """
            {% for m in type.Owner.methods %}{{ m.name }} -> {{ m.returnTypeName }}:{% for p in m.parameters %} {{ p.name }}={{ p.typeName }}/{{ p.inout }}{% endfor %}
            {% endfor %}{% for s in type.Owner.subscripts %}{% for p in s.parameters %}{{ p.name }}={{ p.typeName }}{% endfor %}{% endfor %}
            """
        XCTAssertEqual(try sandbox.render(template, sources: ["Owner.swift": source]), """
            take(_ item: Item, _ other: Item) -> Void: item=Item/false other=Item/false
            hand(_ item: Item) -> Item: item=Item/false
            run(on worker: Worker, count: Int) -> Void: worker=Worker/false count=Int/false
            legacy(_ a: Item, _ b: Item, _ c: inout Item) -> Void: a=Item/false b=Item/false c=inout Item/true
            each(_ f: (Item) -> Void) -> Void: f=(Item) -> Void/false
            key=Item
            """)
    }

    /// A pack expansion keeps `repeat` (docs/compatibility.md): without it the printed parameter
    /// `_ values: each T` does not compile.
    func testPackExpansionKeepsRepeat() throws {
        let source = """
            protocol Packs {
                func all<each T>(_ values: repeat each T) -> (repeat each T)
            }
            """
        XCTAssertEqual(try sandbox.render("{% for m in type.Packs.methods %}{{ m.name }} -> {{ m.returnTypeName }}{% endfor %}",
                                          sources: ["Packs.swift": source]),
                       "all<each T>(_ values: repeat each T) -> repeat each T")
    }
}
