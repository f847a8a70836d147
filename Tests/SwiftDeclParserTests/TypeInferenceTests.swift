import XCTest
@testable import SwiftDeclParser

final class TypeInferenceTests: XCTestCase {
    private func inferred(_ initializer: String) throws -> String {
        let type = try members(of: "struct T {\n    var v = \(initializer)\n}")
        return try XCTUnwrap(type.variable("v")).typeName.name
    }

    func testLiterals() throws {
        XCTAssertEqual(try inferred("0"), "Int")
        XCTAssertEqual(try inferred("-42"), "Int")
        XCTAssertEqual(try inferred("1_000"), "Int")
        XCTAssertEqual(try inferred("0x1F"), "Int")
        XCTAssertEqual(try inferred("0.5"), "Double")
        XCTAssertEqual(try inferred("1e3"), "Double")
        XCTAssertEqual(try inferred("\"x\""), "String")
        XCTAssertEqual(try inferred("\"\"\"\n    multi\n    \"\"\""), "String")
        XCTAssertEqual(try inferred("#\"raw\"#"), "String")
        XCTAssertEqual(try inferred("true"), "Bool")
        XCTAssertEqual(try inferred("false"), "Bool")
        XCTAssertEqual(try inferred("nil"), "Optional")
    }

    func testCollections() throws {
        XCTAssertEqual(try inferred("[1, 2]"), "[Int]")
        XCTAssertEqual(try inferred("[\"a\": 1]"), "[String: Int]")
        XCTAssertEqual(try inferred("[[1.5]]"), "[[Double]]")
        XCTAssertEqual(try inferred("(1, \"a\")"), "(Int, String)")
        XCTAssertEqual(try inferred("(x: 1, y: true)"), "(x: Int, y: Bool)")
    }

    func testInitializerCalls() throws {
        XCTAssertEqual(try inferred("Foo()"), "Foo")
        XCTAssertEqual(try inferred("Foo(x: 1, y: [2])"), "Foo")
        XCTAssertEqual(try inferred("Foo<Bar>()"), "Foo<Bar>")
        XCTAssertEqual(try inferred("Foo<Bar, Baz>(x: 1)"), "Foo<Bar, Baz>")
        XCTAssertEqual(try inferred("Foo.Bar()"), "Foo.Bar")
        XCTAssertEqual(try inferred("Foo.init()"), "Foo")
        XCTAssertEqual(try inferred("Foo { $0 }"), "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(try inferred("Foo() { 1 }"), "Foo")
        XCTAssertEqual(try inferred("_Storage()"), "_Storage")   // a leading underscore is not a lowercase name
        XCTAssertEqual(try inferred("_YAMLCodingKey(stringValue: \"super\")!"), "_YAMLCodingKey")
        XCTAssertEqual(try inferred("_makeFoo()"), "UnknownTypeSoAddTypeAttributionToVariable")
    }

    func testNonLiteralsStayUnknown() throws {
        XCTAssertEqual(try inferred("makeFoo()"), "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(try inferred("a + b"), "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(try inferred("[]"), "UnknownTypeSoAddTypeAttributionToVariable")
    }

    func testCollectionsWeighEveryElementAsSourcery() throws {
        XCTAssertEqual(try inferred("[1, \"a\"]"), "[Any]")
        XCTAssertEqual(try inferred("[1, nil]"), "[Int?]")
        XCTAssertEqual(try inferred("[nil, 1, nil]"), "[Int?]")
        XCTAssertEqual(try inferred("[1, 2.5]"), "[Any]")
        XCTAssertEqual(try inferred("[1, 2, 3]"), "[Int]")
        XCTAssertEqual(try inferred("[\"a\": 1, \"b\": nil]"), "[String: Int?]")
        XCTAssertEqual(try inferred("[1: \"a\", \"b\": \"c\"]"), "[Any: String]")
        // A one-word element is taken as its own type name, as Sourcery does.
        XCTAssertEqual(try inferred("[x, y]"), "[Any]")
        XCTAssertEqual(try inferred("[x, x]"), "[x]")
        XCTAssertEqual(try inferred("[a + b]"), "UnknownTypeSoAddTypeAttributionToVariable")
    }

    func testEnumCasesAndStaticMembersNameTheirType() throws {
        XCTAssertEqual(try inferred("Optional.none"), "Optional")
        XCTAssertEqual(try inferred("Optional.some(1)"), "Optional")
        XCTAssertEqual(try inferred("Foo.shared"), "Foo")
        XCTAssertEqual(try inferred("Foo.Bar.make()"), "Foo.Bar")
        XCTAssertEqual(try inferred("Foo.Bar"), "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(try inferred("foo.bar"), "UnknownTypeSoAddTypeAttributionToVariable")
    }

    func testForceUnwrappedAndClosureWrappedInitializers() throws {
        XCTAssertEqual(try inferred("Foo<Int>()!"), "Foo<Int>")
        XCTAssertEqual(try inferred("{ Foo<Int>() }()"), "Foo<Int>")
        XCTAssertEqual(try inferred("{ Foo(a: 1) }()"), "Foo")
        XCTAssertEqual(try inferred("{ return Foo() }()"), "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(try inferred("{ makeFoo() }()"), "UnknownTypeSoAddTypeAttributionToVariable")
    }

    func testGenericCommaDoesNotSplitBindings() throws {
        let type = try members(of: "struct T { var a = Foo<A, B>(), b = 1 }")
        XCTAssertEqual(type.variables.map { $0.name }, ["a", "b"])
        XCTAssertEqual(type.variable("a")?.typeName.name, "Foo<A, B>")
        XCTAssertEqual(type.variable("b")?.typeName.name, "Int")
    }
}
