import XCTest
@testable import modelgen

/// Sourcery's `GeneratorSpec` (types, filters and type lookups through a Stencil template), ported:
/// the spec's hand-built model is written as the Swift source Sourcery would parse into it, and
/// each expectation is the text Sourcery renders for that source. Where parsing the source gives
/// a model the spec's hand-built one does not (a nested type is also listed in `types.all`), the
/// expectation follows the parsed source, and the comment says so.
final class SourceryGeneratorSpecTests: SandboxedGenerationTestCase {
    static let source = """
    class Foo: NSObject, Decodable, AlternativeProtocol {
        var intValue: Int
    }

    // sourcery: foo = 2
    // sourcery:smth: bar = 2
    class FooSubclass: Foo, ProtocolBasedOnKnownProtocol {}

    // sourcery: bar
    struct Bar: KnownProtocol, Decodable {}

    public struct Complex {
        public private(set) var foo: Foo
        public var bar: Bar
        var fooBar: Int? { return nil }
        var tuple: (Int, Bar)
        public func foo(some: Int) {}
        static func foo2(some: Float) {}
        class func foo3(some: Int) {}
    }

    extension Complex {
        var fooBarFromExtension: Int { return 0 }
        var tupleFromExtension: (Int, Bar) { return (0, Bar()) }
        func fooFromExtension(some: Int) {}
        func foo2FromExtension(some: Float) {}
    }

    protocol KnownProtocol {
        var protocolVariable: Int { get }
        func foo(some: String)
    }

    public enum Options: KnownProtocol {
        case optionA
        case optionB
        public var optionVar: String
        struct InnerOptions {
            public var fooInnerOptions: Int
        }
    }

    public enum FooOptions: Foo, KnownProtocol {
        case fooA
        case fooB
    }

    extension NSObject: KnownProtocol {}
    open class ProjectClass {}
    class ProjectFooSubclass: FooSubclass {}
    protocol AlternativeProtocol {}
    protocol ProtocolBasedOnKnownProtocol: KnownProtocol {}
    """

    private func assertRendered(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws {
        try assertRendered(cases, source: Self.source, arguments: "some=value,number=4", file: file, line: line)
    }

    func testTypeLists() throws {
        try assertRendered([
            // The spec's 9 plus `Options.InnerOptions`, which the parsed source lists too.
            ("Found {{ types.all.count }} types", "Found 10 types"),
            ("Found {{ types.protocols.count }} protocols", "Found 3 protocols"),
            ("Found {{ types.classes.count }} classes, first: {{ types.classes.first.name }}, second: {{ types.classes.last.name }}",
             "Found 4 classes, first: Foo, second: ProjectFooSubclass"),
            ("Found {{ types.structs.count }} structs, first: {{ types.structs.first.name }}", "Found 3 structs, first: Bar"),
            ("Found {{ types.enums.count }} enums, first: {{ types.enums.first.name }}", "Found 2 enums, first: FooOptions"),
            ("Found {{ types.extensions.count }} extensions, first: {{ types.extensions.first.name }}", "Found 1 extensions, first: NSObject"),
        ])
    }

    func testImplementingInheritingBased() throws {
        try assertRendered([
            ("Found {{ types.implementing.KnownProtocol.count }} types", "Found 8 types"),
            ("Found {{ types.implementing.Decodable.count|default:\"0\" }} types", "Found 0 types"),
            ("Found {{ types.implementing.Foo.count|default:\"0\" }} types", "Found 0 types"),
            ("Found {{ types.implementing.NSObject.count|default:\"0\" }} types", "Found 0 types"),
            ("Found {{ types.implementing.Bar.count|default:\"0\" }} types", "Found 0 types"),
            ("{{ types.all|implements:\"KnownProtocol\"|count }}", "7"),
            ("Found {{ types.inheriting.KnownProtocol.count|default:\"0\" }} types", "Found 0 types"),
            ("Found {{ types.inheriting.Decodable.count|default:\"0\" }} types", "Found 0 types"),
            ("Found {{ types.inheriting.Foo.count }} types", "Found 2 types"),
            ("Found {{ types.inheriting.NSObject.count|default:\"0\" }} types", "Found 0 types"),
            ("Found {{ types.inheriting.Bar.count|default:\"0\" }} types", "Found 0 types"),
            ("{{ types.all|inherits:\"Foo\"|count }}", "2"),
            ("Found {{ types.based.KnownProtocol.count }} types", "Found 8 types"),
            ("Found {{ types.based.Decodable.count }} types", "Found 4 types"),
            ("Found {{ types.based.Foo.count }} types", "Found 2 types"),
            ("Found {{ types.based.NSObject.count }} types", "Found 3 types"),
            ("Found {{ types.based.Bar.count|default:\"0\" }} types", "Found 0 types"),
            ("{{ types.all|based:\"Decodable\"|count }}", "4"),
        ])
    }

    func testSpecificType() throws {
        try assertRendered([
            ("{{ type.Complex.accessLevel }}", "public"),
            ("{{ type.FooSubclass.supertype.name }}", "Foo"),
            ("{{ type.ProjectFooSubclass.allVariables.count }}", "2"),
            ("{{ type.Foo.name }} has {{ type.Foo.variables.first.name }} variable", "Foo has intValue variable"),
            ("{{ type.Options.containedType.InnerOptions.variables.count }} variables, first {{ type.Options.containedType.InnerOptions.variables.first.name }}",
             "1 variables, first fooInnerOptions"),
            // An older spec read nested types as members (`type.Options.InnerOptions`); Sourcery 2
            // resolves only declared properties there, so the name is nil.
            ("{{ type.Options.InnerOptions.variables.count }} variable", " variable"),
            ("{% for case in type.Options.cases %} {{ case.name }} {% endfor %}", " optionA  optionB "),
            ("{{ type.Complex.variables.count }}, {{ type.Complex.computedVariables.count }}, {{ type.Complex.storedVariables.count }}", "6, 3, 3"),
            ("{% for variable in type.Complex.variables %}{{ variable.type.name }}{% endfor %}", "FooBar"),
            // Sourcery on macOS reads Bools through KVC and prints `0`; modelgen prints `false`
            // (docs/compatibility.md, context-model Q3).
            ("{{ type.Complex.variables.first.isOptional }}", "false"),
            // The parsed source also lists the nested type, whose variable is defined in it.
            ("{% for type in types.all %}{% for variable in type.variables %}{{ variable.definedInType.name }} {% endfor %}{% endfor %}",
             "Complex Complex Complex Complex Complex Complex Foo Options Options.InnerOptions "),
            ("{% for type in types.all %}{% for method in type.methods %}{{ method.definedInType.name }} {% endfor %}{% endfor %}",
             "Complex Complex Complex Complex Complex "),
        ])
    }

    func testAnnotatedFilter() throws {
        try assertRendered([
            ("{% for type in types.all|annotated:\"bar\" %}{{ type.name }}{% endfor %}", "Bar"),
            ("{% for type in types.all|annotated:\"foo = 2\" %}{{ type.name }}{% endfor %}", "FooSubclass"),
            ("{% for type in types.all|annotated:\"smth.bar = 2\" %}{{ type.name }}{% endfor %}", "FooSubclass"),
            ("{% for type in types.all where type.annotations.smth.bar == 2 %}{{ type.name }}{% endfor %}", "FooSubclass"),
        ])
    }

    func testVariableAndMethodFilters() throws {
        try assertRendered([
            ("{{ type.Complex.allVariables|computed|count }}", "3"),
            ("{{ type.Complex.allVariables|stored|count }}", "3"),
            ("{{ type.Complex.allVariables|instance|count }}", "6"),
            ("{{ type.Complex.allVariables|static|count }}", "0"),
            ("{{ type.Complex.allVariables|tuple|count }}", "2"),
            ("{{ type.Complex.allVariables|optional|count }}", "1"),
            ("{{ type.Complex.allVariables|implements:\"KnownProtocol\"|count }}", "2"),
            ("{{ type.Complex.allVariables|based:\"Decodable\"|count }}", "2"),
            ("{{ type.Complex.allVariables|inherits:\"NSObject\"|count }}", "0"),
            ("{{ type.Complex.allMethods|instance|count }}", "3"),
            ("{{ type.Complex.allMethods|class|count }}", "1"),
            ("{{ type.Complex.allMethods|static|count }}", "1"),
            ("{{ type.Complex.allMethods|initializer|count }}", "0"),
            ("{{ type.Complex.allMethods|count }}", "5"),
            ("{{ type.Complex.variables|definedInExtension|count }}", "2"),
            ("{{ type.Complex.variables|!definedInExtension|count }}", "4"),
            ("{{ type.Complex.methods|definedInExtension|count }}", "2"),
            ("{{ type.Complex.methods|!definedInExtension|count }}", "3"),
        ])
    }

    func testAccessLevelFilters() throws {
        try assertRendered([
            ("{{ types.all|public|count }}", "3"),
            ("{{ types.all|open|count }}", "1"),
            ("{{ types.all|!private|!fileprivate|!internal|count }}", "4"),
            ("{{ type.Complex.methods|public|count }}", "1"),
            ("{{ type.Complex.methods|private|count }}", "0"),
            ("{{ type.Complex.methods|internal|count }}", "4"),
            ("{{ type.Complex.variables|publicGet|count }}", "2"),
            ("{{ type.Complex.variables|publicSet|count }}", "1"),
            ("{{ type.Complex.variables|privateSet|count }}", "1"),
        ])
    }

    func testTupleElements() throws {
        try assertRendered([
            ("{% for var in type.Complex.allVariables|tuple %}{% for e in var.typeName.tuple.elements %}{{ e.typeName.name }},{% endfor %}{% endfor %}",
             "Int,Bar,Int,Bar,"),
            ("{% for var in type.Complex.allVariables|tuple %}{% for e in var.typeName.tuple.elements|implements:\"KnownProtocol\" %}{{ e.type.name }},{% endfor %}{% endfor %}",
             "Bar,Bar,"),
        ])
    }

    func testRelationshipDictionaries() throws {
        let notTrue: [String] = [
            "{% if type.Foo.inherits.ProjectClass %} TRUE {% endif %}",
            "{% if type.Foo.inherits.Decodable %} TRUE {% endif %}",
            "{% if type.Foo.inherits.KnownProtocol %} TRUE {% endif %}",
            "{% if type.Foo.inherits.AlternativeProtocol %} TRUE {% endif %}",
            "{% if type.Bar.implements.ProjectClass %} TRUE {% endif %}",
            "{% if type.Bar.implements.Decodable %} TRUE {% endif %}",
            "{% if type.Bar.based.ProjectClass %} TRUE {% endif %}",
        ]
        let isTrue: [String] = [
            "{% if type.ProjectFooSubclass.inherits.Foo %} TRUE {% endif %}",
            "{% if type.Bar.implements.KnownProtocol %} TRUE {% endif %}",
            "{% if type.ProjectFooSubclass.implements.KnownProtocol %} TRUE {% endif %}",
            "{% if type.ProjectFooSubclass.implements.AlternativeProtocol %} TRUE {% endif %}",
            "{% if type.Bar.based.Decodable %} TRUE {% endif %}",
            "{% if type.Bar.based.KnownProtocol %} TRUE {% endif %}",
            "{% if type.ProjectFooSubclass.based.KnownProtocol %} TRUE {% endif %}",
            "{% if type.ProjectFooSubclass.based.Foo %} TRUE {% endif %}",
            "{% if type.ProjectFooSubclass.based.Decodable %} TRUE {% endif %}",
            "{% if type.ProjectFooSubclass.based.AlternativeProtocol %} TRUE {% endif %}",
        ]
        try assertRendered(notTrue.map { ($0, "") } + isTrue.map { ($0, " TRUE ") })
    }

    func testArguments() throws {
        try assertRendered([
            ("{{ argument.some }}", "value"),
            ("{% if argument.number > 2 %}TRUE{% endif %}", "TRUE"),
        ])
    }
}
