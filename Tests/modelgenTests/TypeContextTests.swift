import XCTest
@testable import modelgen

/// A `Type` in the template context (context-model.md tier 2): its own properties, its variables,
/// enum cases, protocol and extension members, attributes and modifiers, each read through a tiny
/// template over a small Swift fixture, asserting the exact rendered text.
final class TypeContextTests: SandboxedGenerationTestCase {
    private func render(_ template: String, _ sources: [String: String],
                        arguments: [String: ArgumentValue] = [:], strict: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render(template, sources: sources, arguments: arguments, strict: strict, file: file, line: line)
    }

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
        XCTAssertThrowsError(try sandbox.render("{{ type.M.nope }}", sources: sources, strict: true, templateName: "Strict")) { error in
            XCTAssertEqual("\(error)", "\(self.sandbox.path("Templates/Strict.stencil")):1:4: error: Unknown property 'nope' in 'type.M.nope'\n{{ type.M.nope }}\n   ^~~~~~~~~~~")
        }
    }
}
