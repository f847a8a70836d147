import XCTest
@testable import modelgen

/// Members of a type in the template context (context-model.md tier 2): type names, methods,
/// initializers and their parameters, subscripts, associated types, closures and typealiases, each
/// read through a tiny template over a small Swift fixture, asserting the exact rendered text.
final class MemberContextTests: SandboxedGenerationTestCase {
    private func render(_ template: String, _ sources: [String: String],
                        arguments: [String: ArgumentValue] = [:], strict: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render(template, sources: sources, arguments: arguments, strict: strict, file: file, line: line)
    }

    func testTypeNameRendersAttributesAndName() throws {
        let source = """
        protocol Service {
            func run(_ completion: @escaping (Int) -> Void)
        }
        """
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{% for p in m.parameters %}{{ p.typeName }}|"
                                  + "{{ p.typeName.name }}|{{ p.typeAttributes.escaping.first }}|{{ p.isClosure }}"
                                  + "{% endfor %}{% endfor %}", ["S.swift": source]),
                       "@escaping (Int) -> Void|(Int) -> Void|@escaping|true")
    }

    func testMethodProperties() throws {
        let source = """
        class Service {
            init(name: String) {}
            convenience init?(id: Int) { nil }
            deinit {}
            public func load(from url: String, _ retries: Int = 3) throws -> [String] { [] }
            static func make() -> Service { Service(name: "") }
            class func kind() {}
            private func generic<T: Equatable>(_ value: T) async -> T? { nil }
        }
        """
        let sources = ["S.swift": source]
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{{ m.name }}; {% endfor %}", sources),
                       "init(name: String); init?(id: Int); deinit; load(from url: String, _ retries: Int = 3); "
                       + "make(); kind(); generic<T: Equatable>(_ value: T); ")
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{{ m.selectorName }} {% endfor %}", sources),
                       "init(name:) init(id:) deinit load(from:_:) make kind generic(_:) ")
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{{ m.shortName }}/{{ m.callName }} {% endfor %}",
                                  sources),
                       "init/init init?/init? deinit/deinit load/load make/make kind/kind generic<T: Equatable>/generic ")
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{{ m.returnTypeName }}|{% endfor %}", sources),
                       "Service|Service?|Void|[String]|Service|Void|T?|")
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{{ m.isStatic }}{{ m.isClass }}"
                                  + "{{ m.isInitializer }} {% endfor %}", sources),
                       "truefalsetrue truefalsetrue falsefalsefalse falsefalsefalse truefalsefalse falsetruefalse "
                       + "falsefalsefalse ")
    }

    func testInitializersAreStaticAndListed() throws {
        let source = """
        struct Point {
            init(x: Int) {}
            static func origin() -> Point { Point(x: 0) }
            func moved() -> Point { self }
        }
        """
        let sources = ["P.swift": source]
        XCTAssertEqual(try render("{% for m in type.Point.initializers %}{{ m.name }} {% endfor %}", sources), "init(x: Int) ")
        XCTAssertEqual(try render("{% for m in type.Point.staticMethods %}{{ m.callName }} {% endfor %}", sources),
                       "init origin ")
        XCTAssertEqual(try render("{% for m in type.Point.instanceMethods %}{{ m.callName }} {% endfor %}", sources),
                       "moved ")
        XCTAssertEqual(try render("{% for m in type.Point.methods %}{{ m.isStatic }}/{{ m.isInitializer }} {% endfor %}",
                                  sources), "true/true true/false false/false ")
    }

    func testMethodParameterProperties() throws {
        let source = """
        protocol Api {
            func send(to recipient: String, _ body: [UInt8], retry: Int = 2, options: inout Options, values: Int...)
        }
        struct Options {}
        """
        let template = "{% for m in type.Api.methods %}{% for p in m.parameters %}"
            + "{{ p.index }}:{{ p.argumentLabel }}:{{ p.name }}:{{ p.typeName }}:{{ p.defaultValue }}:{{ p.inout }}:"
            + "{{ p.isVariadic }}:{{ p.asSource }}; {% endfor %}{% endfor %}"
        XCTAssertEqual(try render(template, ["A.swift": source]),
                       "0:to:recipient:String::false:false:to recipient: String; "
                       + "1::body:[UInt8]::false:false:_ body: [UInt8]; "
                       + "2:retry:retry:Int:2:false:false:retry: Int = 2; "
                       + "3:options:options:inout Options::true:false:options: inout Options; "
                       + "4:values:values:Int::false:true:values: Int...; ")
    }


    func testSubscriptsAssociatedTypesAndGenericRequirements() throws {
        let source = """
        protocol Store {
            associatedtype Key: Hashable
            associatedtype Value = Int
            subscript(key: Key) -> Value? { get set }
            func load() async throws -> [Value]
            var count: Int { get async }
        }
        struct Box<T> where T: Equatable {
            subscript(index: Int) -> T { fatalError() }
        }
        """
        let sources = ["S.swift": source]
        XCTAssertEqual(try render("{% for s in type.Store.subscripts %}{{ s.parameters.first.name }}:{{ s.returnTypeName }}:"
                                  + "{{ s.isOptionalReturnType }}:{{ s.readAccess }}:{{ s.writeAccess }}:{{ s.isMutable }}"
                                  + "{% endfor %}", sources), "key:Value?:true:internal:internal:true")
        XCTAssertEqual(try render("{% for s in type.Box.subscripts %}{{ s.returnTypeName }}:{{ s.writeAccess }}:"
                                  + "{{ s.isMutable }}{% endfor %}", sources), "T::false")
        XCTAssertEqual(try render("{% for name, a in type.Store.associatedTypes %}{{ name }}={{ a.typeName }};{% endfor %}",
                                  sources), "Key=Hashable;Value=Int;")
        XCTAssertEqual(try render("{% for r in type.Box.genericRequirements %}{{ r.leftType.name }} {{ r.relationshipSyntax }} "
                                  + "{{ r.rightType.typeName }}/{{ r.relationship }}{% endfor %}", sources),
                       "T : Equatable/conformsTo")
        XCTAssertEqual(try render("{% for m in type.Store.methods %}{{ m.isAsync }} {{ m.throws }} {{ m.returnTypeName }}"
                                  + "{% endfor %}", sources), "true true [Value]")
        XCTAssertEqual(try render("{% for v in type.Store.variables %}{{ v.isAsync }} {{ v.throws }}{% endfor %}", sources),
                       "true false")
    }

    func testClosureTypeInfo() throws {
        let source = """
        struct Handler {
            var onDone: ((Int, String) throws -> Bool)?
            var action: @Sendable () async -> Void
        }
        """
        let sources = ["H.swift": source]
        XCTAssertEqual(try render("{% for v in type.Handler.variables %}{{ v.name }}:{{ v.isClosure }}:"
                                  + "{% for p in v.typeName.closure.parameters %}{{ p.typeName }},{% endfor %}->"
                                  + "{{ v.typeName.closure.returnTypeName }}:{{ v.typeName.closure.throws }}:"
                                  + "{{ v.typeName.closure.isAsync }} {% endfor %}", sources),
                       "onDone:true:Int,String,->Bool:true:false action:true:->Void:false:true ")
    }

    func testTypealiasesAndCompositions() throws {
        let source = """
        typealias Identifier = String
        protocol A {}
        protocol B {}
        typealias AB = A & B
        struct Holder {
            typealias Local = [Int]
            var id: Identifier
        }
        struct Both: AB {}
        """
        let sources = ["T.swift": source]
        XCTAssertEqual(try render("{% for a in types.typealiases %}{{ a.name }}={{ a.typeName }};{% endfor %}", sources),
                       "Holder.Local=[Int];Identifier=String;")
        XCTAssertEqual(try render("{{ type.Holder.typealiases.Local.aliasName }} {{ type.Holder.typealiases.Local.parentName }}",
                                  sources), "Local Holder")
        XCTAssertEqual(try render("{% for t in types.protocolCompositions %}{{ t.name }}:{{ t.kind }}:"
                                  + "{% for n in t.composedTypeNames %}{{ n }},{% endfor %}{% endfor %}", sources),
                       "AB:protocolComposition:A,B,")
        XCTAssertEqual(try render("{% for t in types.implementing.A %}{{ t.name }} {% endfor %}", sources), "AB Both ")
        XCTAssertEqual(try render("{% for v in type.Holder.variables %}{{ v.typeName }}/{{ v.actualTypeName }}{% endfor %}",
                                  sources), "Identifier/String")
    }

    func testAttributesLoopAsAutoMockableDoesIt() throws {
        let source = """
        protocol Service {
            @available(iOS 13, *)
            @discardableResult
            func run() -> Int
        }
        """
        XCTAssertEqual(try render("{% for m in type.Service.methods %}{% for name, attribute in m.attributes %}"
                                  + "{% for value in attribute %}{{ value }};{% endfor %}{% endfor %}{% endfor %}",
                                  ["S.swift": source]), "@available(iOS 13, *);@discardableResult;")
    }
}
