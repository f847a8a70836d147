import XCTest
@testable import modelgen

/// The template context's top level (context-model.md tier 1): the `types` lists and lookups,
/// `type`, `argument` and the free functions, each read through a tiny template over a small Swift
/// fixture, asserting the exact rendered text.
final class TemplateContextTests: SandboxedGenerationTestCase {
    private func render(_ template: String, _ sources: [String: String],
                        arguments: [String: ArgumentValue] = [:], strict: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render(template, sources: sources, arguments: arguments, strict: strict, file: file, line: line)
    }

    private let hierarchy = """
    protocol P {}
    protocol Q: P {}
    class Base: Q {}
    class Sub: Base {}
    struct S: P {
        struct Inner {}
    }
    enum E: String {
        case a = "x", b
    }
    extension String: P {}
    """

    func testTypeListsAreSortedAndSplitByKind() throws {
        let sources = ["Model.swift": hierarchy]
        XCTAssertEqual(try render("{% for t in types.types %}{{ t.name }} {% endfor %}", sources),
                       "Base E P Q S S.Inner String Sub ")
        XCTAssertEqual(try render("{% for t in types.all %}{{ t.name }} {% endfor %}", sources),
                       "Base E S S.Inner String Sub ")
        XCTAssertEqual(try render("{% for t in types.classes %}{{ t.name }} {% endfor %}", sources), "Base Sub ")
        XCTAssertEqual(try render("{% for t in types.structs %}{{ t.name }} {% endfor %}", sources), "S S.Inner ")
        XCTAssertEqual(try render("{% for t in types.enums %}{{ t.name }} {% endfor %}", sources), "E ")
        XCTAssertEqual(try render("{% for t in types.protocols %}{{ t.name }} {% endfor %}", sources), "P Q ")
        XCTAssertEqual(try render("{% for t in types.extensions %}{{ t.name }}:{{ t.kind }} {% endfor %}", sources),
                       "String:extension ")
        XCTAssertEqual(try render("{{ types.all.count }} {{ types.all.first.name }} {{ types.all.last.name }}", sources),
                       "6 Base Sub")
    }

    func testRelationshipLookups() throws {
        let sources = ["Model.swift": hierarchy]
        // Transitive through refined protocols and superclasses; extensions of unscanned types count.
        XCTAssertEqual(try render("{% for t in types.implementing.P %}{{ t.name }} {% endfor %}", sources),
                       "Base Q S String Sub ")
        XCTAssertEqual(try render("{% for t in types.implementing.Q %}{{ t.name }} {% endfor %}", sources), "Base Sub ")
        XCTAssertEqual(try render("{% for t in types.inheriting.Base %}{{ t.name }} {% endfor %}", sources), "Sub ")
        XCTAssertEqual(try render("{% for t in types.based.P %}{{ t.name }} {% endfor %}", sources),
                       "Base Q S String Sub ")
        XCTAssertEqual(try render("{% for t in types.based.Base %}{{ t.name }} {% endfor %}", sources), "Sub ")
    }

    func testLookupOfANonProtocolIsEmptyAndRenderingContinues() throws {
        let sources = ["Model.swift": hierarchy]
        XCTAssertEqual(try render("a{% for t in types.implementing.Base %}{{ t.name }}{% empty %}-{% endfor %}b", sources),
                       "a-b")
        XCTAssertEqual(try render("a{% for t in types.implementing.Unknown %}{{ t.name }}{% endfor %}b", sources), "ab")
        XCTAssertEqual(try render("a{% for t in types.inheriting.S %}{{ t.name }}{% endfor %}b", sources), "ab")
        XCTAssertEqual(try render("{{ types.based.NSObject.count }}", sources), "0")
        // Also in strict mode: the lookup is known, only its result is empty.
        XCTAssertEqual(try render("a{% for t in types.implementing.Base %}x{% endfor %}b", sources, strict: true), "ab")
    }

    func testImplementsAcrossFilesThroughExtensionsAndSuperclasses() throws {
        let sources = [
            "A.swift": "protocol AutoThing {}\nprotocol Refined: AutoThing {}\nclass Root {}\n",
            "B.swift": "class Child: Root {}\nstruct Plain {}\n",
            "C.swift": "extension Root: Refined {}\nextension Plain: AutoThing {}\n",
        ]
        XCTAssertEqual(try render("{% for t in types.implementing.AutoThing %}{{ t.name }} {% endfor %}", sources),
                       "Child Plain Refined Root ")
        XCTAssertEqual(try render("{{ type.Child.implements.Refined.name }} {{ type.Child.supertype.name }}", sources),
                       "Refined Root")
        XCTAssertEqual(try render("{{ type.Root.inheritedTypes|join:\",\" }}", sources), "Refined")
    }

    func testTypeByNameAndArguments() throws {
        let sources = ["Model.swift": hierarchy]
        XCTAssertEqual(try render("{{ type.S.name }} {{ type.S.Inner.name }}{{ type.Missing.name }}", sources), "S ")
        XCTAssertEqual(try render("{{ type[\"S.Inner\"].localName }}", sources), "Inner")
        let arguments: [String: ArgumentValue] = ["module": .string("App"), "flag": .bool(true), "n": .int(3),
                                                  "list": .array([.string("a"), .string("b")])]
        XCTAssertEqual(try render("{{ argument.module }} {{ argument.flag }} {{ argument.n }} {{ argument.list|join:\"+\" }}"
                                  + " [{{ arguments.module }}][{{ argument.missing }}]", sources, arguments: arguments),
                       "App true 3 a+b [][]")
    }

    func testFreeFunctions() throws {
        let source = "func zeta() {}\nfunc alpha(x: Int, _ y: String) throws -> Bool { true }\n"
        XCTAssertEqual(try render("{% for f in functions %}{{ f.name }}|{{ f.selectorName }}|{{ f.returnTypeName }}|"
                                  + "{{ f.throws }}|{{ f.definedInTypeName }}; {% endfor %}", ["F.swift": source]),
                       "alpha(x: Int, _ y: String)|alpha(x:_:)|Bool|true|; zeta()|zeta|Void|false|; ")
    }
}
