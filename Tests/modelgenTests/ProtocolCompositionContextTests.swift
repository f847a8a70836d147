import XCTest
@testable import modelgen

/// Protocol compositions as Sourcery models them (issue 21 item 8).
final class ProtocolCompositionContextTests: SandboxedGenerationTestCase {
    private let source = """
    protocol Foo {}
    protocol Bar {}
    protocol Baz {}
    typealias Handler = (Foo) -> Bar & Baz
    typealias BarFoo = Bar & Foo
    struct Outer {
        typealias Both = Foo & Bar
        var maybe: (Foo & Bar)?
        var plain: Foo & Bar
        var handler: Handler
    }
    """

    private func render(_ template: String) throws -> String {
        try sandbox.render(template, sources: ["Model.swift": source])
    }

    func testClosureReturningACompositionIsAClosureTypealias() throws {
        XCTAssertEqual(try render("{% for a in types.typealiases %}{{ a.name }}:{{ a.isClosure }}:{{ a.typeName.closure.returnTypeName }} {% endfor %}|{% for t in types.protocolCompositions %}{{ t.name }} {% endfor %}"),
                       "Handler:true:Bar & Baz |BarFoo Outer.Both ")
    }

    func testOptionalCompositionInParenthesesIsAComposition() throws {
        XCTAssertEqual(try render("{% for v in type.Outer.variables %}{{ v.name }}:{{ v.typeName.isProtocolComposition }}:{{ v.isOptional }} {% endfor %}"),
                       "maybe:true:true plain:true:false handler:false:false ")
    }

    func testNestedCompositionIsAContainedType() throws {
        XCTAssertEqual(try render("{% for c in type.Outer.containedTypes %}{{ c.name }}:{{ c.kind }}:{{ c.parentName }} {% endfor %}{{ type.Outer.containedType.Both.localName }}"),
                       "Outer.Both:protocolComposition:Outer Both")
    }

    func testBasedOfACompositionIncludesItsParts() throws {
        XCTAssertEqual(try render("{% for k, v in type.BarFoo.based %}{{ k }} {% endfor %}{% for t in type.BarFoo.composedTypes %}{{ t.name }} {% endfor %}"),
                       "Bar Foo Bar Foo ")
    }
}
