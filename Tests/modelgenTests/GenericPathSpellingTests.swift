import XCTest
@testable import modelgen

/// Type names with generic arguments, spelled as Sourcery spells them: `Array<T>`,
/// `Dictionary<K, V>` and a member type's last generic arguments are built from their parts;
/// any other generic type keeps its text as written.
final class GenericPathSpellingTests: SandboxedGenerationTestCase {
    private func typeNames(_ declarations: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render("{% for v in type.Foo.variables %}{{ v.name }}=[{{ v.typeName }}]\n{% endfor %}",
                           sources: ["Model.swift": "struct Foo {\n\(declarations)\n}"], file: file, line: line)
    }

    func testArrayAndDictionaryAreRespeltFromTheirArguments() throws {
        XCTAssertEqual(try typeNames("""
            var a: Dictionary<String,Int>
            var b: Array<  Int >
            var c: Array<Dictionary<String,Any>>
            var d: Dictionary<String,Array<Int>>?
            """), "a=[Dictionary<String, Int>]\nb=[Array<Int>]\nc=[Array<Dictionary<String, Any>>]\nd=[Dictionary<String, Array<Int>>?]\n")
    }

    func testMemberTypesJoinTheirLastArgumentsAfterTheirBase() throws {
        XCTAssertEqual(try typeNames("""
            var a: Swift.Result<Int,Error>
            var b: Outer.Inner<Int,String>
            var c: Swift.Result<Array<  Int >,Error>.Success
            var d: Outer<Int,String>.Inner
            """), "a=[Swift.Result<Int, Error>]\nb=[Outer.Inner<Int, String>]\nc=[Swift.Result<Array<Int>, Error>.Success]\nd=[Outer<Int,String>.Inner]\n")
    }

    func testOtherGenericTypesKeepTheirText() throws {
        XCTAssertEqual(try typeNames("""
            var a: Result<Int,Error>
            var b: Result<Array<  Int >,Error>
            var c: Optional<Int>
            var d: [String:Int]
            var e: Array<Int>
            """), "a=[Result<Int,Error>]\nb=[Result<Array<  Int >,Error>]\nc=[Optional<Int>]\nd=[[String:Int]]\ne=[Array<Int>]\n")
    }

    func testRespeltArraysKeepTheirShape() throws {
        let rendered = try sandbox.render("""
            {% for v in type.Foo.variables %}{{ v.isArray }} {{ v.isDictionary }} {{ v.typeName.generic.name }} \
            {% for p in v.typeName.generic.typeParameters %}{{ p.typeName }};{% endfor %}
            {% endfor %}
            """, sources: ["Model.swift": "struct Foo {\n    var a: Array<  Int >\n    var b: Dictionary<String,Int>\n}"])
        XCTAssertEqual(rendered, "true false Array Int;\nfalse true Dictionary String;Int;\n")
    }
}
