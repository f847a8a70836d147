import XCTest
@testable import modelgen

/// The template context (context-model.md tiers 1 and 2), each property read through a tiny
/// template over a small Swift fixture, asserting the exact rendered text.
final class TemplateContextTests: XCTestCase {
    private var sandbox: GenerationSandbox!

    override func setUpWithError() throws {
        try requireWorkingParser()
        sandbox = try GenerationSandbox()
    }
    override func tearDown() { sandbox = nil }

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

    // MARK: - types

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
                                  + " {{ arguments.module }}[{{ argument.missing }}]", sources, arguments: arguments),
                       "App true 3 a+b App[]")
    }

    func testFreeFunctions() throws {
        let source = "func zeta() {}\nfunc alpha(x: Int, _ y: String) throws -> Bool { true }\n"
        XCTAssertEqual(try render("{% for f in functions %}{{ f.name }}|{{ f.selectorName }}|{{ f.returnTypeName }}|"
                                  + "{{ f.throws }}|{{ f.definedInTypeName }}; {% endfor %}", ["F.swift": source]),
                       "alpha(x: Int, _ y: String)|alpha(x:_:)|Bool|true|; zeta()|zeta|Void|false|; ")
    }

    // MARK: - Type

    func testCommonTypeProperties() throws {
        let source = """
        // sourcery: model, version = 2, title = "Hello"
        public class Outer: NSObject, Codable {
            private struct Nested {}
            enum Kind {}
        }
        final class Leaf: Outer {}
        struct Box<T> {}
        """
        let sources = ["Model.swift": source]
        XCTAssertEqual(try render("{{ type.Outer.kind }} {{ type.Outer.accessLevel }} {{ type.Outer.isGeneric }} "
                                  + "{{ type.Box.isGeneric }} {{ type.Outer.isExtension }}", sources),
                       "class public false true false")
        XCTAssertEqual(try render("{{ type.Outer.inheritedTypes|join:\",\" }}", sources), "NSObject,Codable")
        XCTAssertEqual(try render("{% if type.Leaf.based.NSObject %}yes{% endif %}{% if type.Leaf.based.Nope %}no{% endif %}",
                                  sources), "yes")
        XCTAssertEqual(try render("{{ type.Leaf.supertype.name }}[{{ type.Outer.supertype.name }}]", sources), "Outer[]")
        XCTAssertEqual(try render("{% for t in type.Outer.containedTypes %}{{ t.name }}/{{ t.localName }}/"
                                  + "{{ t.parentName }}/{{ t.accessLevel }} {% endfor %}", sources),
                       "Outer.Nested/Nested/Outer/private Outer.Kind/Kind/Outer/internal ")
        XCTAssertEqual(try render("{{ type.Outer.containedType.Kind.name }} {{ type.Outer.containedType.Kind.parent.name }}",
                                  sources), "Outer.Kind Outer")
        XCTAssertEqual(try render("{{ type.Outer.annotations.model }} {{ type.Outer.annotations.version }} "
                                  + "{{ type.Outer.annotations.title }}", sources), "true 2 Hello")
        XCTAssertEqual(try render("{{ type.Leaf.isFinal }} {{ type.Outer.isFinal }}", sources), "true false")
        XCTAssertEqual(try render("{{ type.Outer }}", sources), "Outer")
    }

    func testVariableLists() throws {
        let source = """
        struct Person {
            static let shared = Person()
            static var kind: String { "" }
            let name: String
            var age: Int = 0 { didSet {} }
            var nick: String? = nil
            var forced: Int!
            var computed: Int { age * 2 }
            var explicit: Int { get { 1 } set {} }
            lazy var cache = [String: Int]()
        }
        """
        let sources = ["P.swift": source]
        func names(_ list: String) throws -> String {
            try render("{% for v in type.Person.\(list) %}{{ v.name }} {% endfor %}", sources)
        }
        XCTAssertEqual(try names("variables"), "shared kind name age nick forced computed explicit cache ")
        XCTAssertEqual(try names("storedVariables"), "name age nick forced cache ")
        XCTAssertEqual(try names("computedVariables"), "computed explicit ")
        XCTAssertEqual(try names("staticVariables"), "shared kind ")
        XCTAssertEqual(try names("instanceVariables"), "name age nick forced computed explicit cache ")
        XCTAssertEqual(try names("allVariables"), "shared kind name age nick forced computed explicit cache ")
    }

    func testVariableConditionalCompilation() throws {
        let source = """
        struct Settings {
            #if os(iOS)
            var haptics = true
            #else
            var sound = true
            #endif
            var volume = 1
        }
        """
        let template = """
        {% for v in type.Settings.variables %}{% for level in v.conditionalCompilation %}{% for clause in level %}{{ clause }}
        {% endfor %}{% endfor %}{{ v.name }}
        {% for level in v.conditionalCompilation %}#endif
        {% endfor %}{% endfor %}
        """
        XCTAssertEqual(try render(template, ["S.swift": source]),
                       "#if os(iOS)\nhaptics\n#endif\n#if os(iOS)\n#else\nsound\n#endif\nvolume\n")
        let members = """
        enum Mode {
            case on
            #if DEBUG
            case trace
            func dump() {}
            #endif
        }
        """
        XCTAssertEqual(try render("{% for c in type.Mode.cases %}{{ c.name }}={{ c.conditionalCompilation }};{% endfor %}"
                                  + "{% for m in type.Mode.methods %}{{ m.name }}={{ m.conditionalCompilation }}{% endfor %}",
                                  ["M.swift": members]),
                       "on=[];trace=[[\"#if DEBUG\"]];dump()=[[\"#if DEBUG\"]]")
    }

    func testVariableProperties() throws {
        let source = """
        public struct Account {
            // sourcery: skipEquality, mapKey = "user_id"
            public private(set) var id: Int = 0
            private let secret: String
            fileprivate var notes: [String]? = []
            let scores: [String: Double]
            var callback: ((Int) -> Void)?
            var forced: Int!
            lazy var tuple: (Int, String) = (1, "a")
        }
        """
        let sources = ["A.swift": source]
        func row(_ name: String, _ props: [String]) throws -> String {
            let template = props.map { "{{ v.\($0) }}" }.joined(separator: "|")
            return try render("{% for v in type.Account.variables where v.name == \"\(name)\" %}\(template){% endfor %}",
                              sources)
        }
        XCTAssertEqual(try row("id", ["typeName", "readAccess", "writeAccess", "isMutable", "defaultValue",
                                      "annotations.skipEquality", "annotations.mapKey", "isStatic", "isComputed"]),
                       "Int|public|private|true|0|true|user_id|false|false")
        XCTAssertEqual(try row("secret", ["readAccess", "writeAccess", "isMutable", "defaultValue", "isOptional"]),
                       "private||false||false")
        XCTAssertEqual(try row("notes", ["typeName", "unwrappedTypeName", "isOptional", "isArray", "readAccess",
                                         "defaultValue"]),
                       "[String]?|[String]|true|true|fileprivate|[]")
        XCTAssertEqual(try row("scores", ["isDictionary", "isArray", "typeName.dictionary.valueTypeName"]),
                       "true|false|Double")
        XCTAssertEqual(try row("forced", ["isOptional", "isImplicitlyUnwrappedOptional", "unwrappedTypeName"]),
                       "true|true|Int")
        XCTAssertEqual(try row("callback", ["isOptional", "isClosure"]), "true|true")
        XCTAssertEqual(try row("tuple", ["isTuple", "isLazy"]), "true|true")
        XCTAssertEqual(try render("{% for v in type.Account.variables %}{{ v.definedInType.name }} {% endfor %}", sources),
                       "Account Account Account Account Account Account Account ")
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

    func testEnumProperties() throws {
        let source = """
        enum Direction: String, Codable {
            case north = "N"
            case south
        }
        indirect enum Tree {
            case leaf(Int)
            case node(left: Tree, right: Tree)
            case pair(Int, label: String)
        }
        struct NotAnEnum {}
        """
        let sources = ["E.swift": source]
        XCTAssertEqual(try render("{{ type.Direction.rawTypeName }} {{ type.Direction.hasAssociatedValues }} "
                                  + "{{ type.Tree.hasAssociatedValues }}[{{ type.Tree.rawTypeName }}]", sources),
                       "String false true[]")
        XCTAssertEqual(try render("{% for c in type.Direction.cases %}{{ c.name }}={{ c.rawValue }}/"
                                  + "{{ c.hasAssociatedValue }} {% endfor %}", sources),
                       "north=N/false south=/false ")
        XCTAssertEqual(try render("{% for c in type.Tree.cases %}{{ c.name }}({% for a in c.associatedValues %}"
                                  + "{{ a.localName }},{{ a.externalName }},{{ a.typeName }};{% endfor %}) {% endfor %}",
                                  sources),
                       "leaf(,,Int;) node(left,left,Tree;right,right,Tree;) pair(,0,Int;label,label,String;) ")
        XCTAssertEqual(try render("{{ type.Tree.cases.count }}[{{ type.NotAnEnum.cases.count }}]", sources), "3[]")
    }

    func testProtocolMembersAndAllVariables() throws {
        let source = """
        protocol Named {
            var name: String { get }
        }
        protocol Person: Named {
            var age: Int { get set }
            func greet() -> String
        }
        class Employee: Person {
            var name: String = ""
            var age: Int = 0
            var salary: Double = 0
            func greet() -> String { "" }
        }
        """
        let sources = ["P.swift": source]
        XCTAssertEqual(try render("{% for v in type.Person.allVariables %}{{ v.name }}:{{ v.isComputed }}:"
                                  + "{{ v.writeAccess }} {% endfor %}", sources),
                       "age:false:internal name:false: ")
        XCTAssertEqual(try render("{% for v in type.Person.storedVariables %}{{ v.name }} {% endfor %}", sources), "age ")
        XCTAssertEqual(try render("{% for m in type.Person.allMethods %}{{ m.name }} {% endfor %}", sources), "greet() ")
        XCTAssertEqual(try render("{% for v in type.Employee.allVariables %}{{ v.name }} {% endfor %}", sources),
                       "name age salary ")
    }

    func testExtensionMembersAndDefinedInExtension() throws {
        let source = """
        struct Model {
            var a: Int
        }
        extension Model {
            var b: Int { a }
            func help() {}
        }
        """
        let sources = ["M.swift": source]
        XCTAssertEqual(try render("{% for v in type.Model.variables %}{{ v.name }}:{{ v.definedInType.isExtension }} "
                                  + "{% endfor %}", sources), "a:false b:true ")
        XCTAssertEqual(try render("{% for v in type.Model.variables|definedInExtension %}{{ v.name }}{% endfor %}|"
                                  + "{% for v in type.Model.variables|!definedInExtension %}{{ v.name }}{% endfor %}|"
                                  + "{% for m in type.Model.methods|definedInExtension %}{{ m.name }}{% endfor %}",
                                  sources), "b|a|help()")
    }

    func testAttributesAndModifiers() throws {
        let source = """
        class View {
            @objc dynamic var title: String = ""
            @available(iOS 13, *)
            public final func show() {}
        }
        """
        let sources = ["V.swift": source]
        XCTAssertEqual(try render("{% for v in type.View.variables %}{{ v.attributes.objc.first }}|"
                                  + "{% for m in v.modifiers %}{{ m.name }},{% endfor %}|{{ v.isDynamic }}{% endfor %}",
                                  sources), "@objc|dynamic,|true")
        XCTAssertEqual(try render("{% for m in type.View.methods %}{{ m.attributes.available.first }}|"
                                  + "{{ m.attributes.available.first.name }}|{{ m.accessLevel }}|{{ m.isFinal }}{% endfor %}",
                                  sources), "@available(iOS 13, *)|available|public|true")
    }

    func testUnknownPropertiesAreEmptyAndStrictModeReportsThem() throws {
        let sources = ["M.swift": "struct M { var a: Int }"]
        XCTAssertEqual(try render("[{{ type.M.nope }}][{{ type.M.variables.first.nope }}]", sources), "[][]")
        XCTAssertThrowsError(try render("{{ type.M.nope }}", sources, strict: true)) { error in
            XCTAssertTrue("\(error)".contains("error:"), "\(error)")
        }
    }
}

extension TemplateContextTests {
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
