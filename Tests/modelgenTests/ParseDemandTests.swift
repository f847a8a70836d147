import Foundation
import SwiftDeclParser
import TemplateEngine
import XCTest
@testable import modelgen

/// Functions, documentation, declaration attributes and enum cases are parsed only for templates
/// that may read them (`ParseDemand`).
final class ParseDemandTests: SandboxedGenerationTestCase {
    private let source = """
        /// A documented protocol.
        protocol P { func required(_ x: Int) -> String; init(p: Int) }
        /// A documented class.
        class Base: P {
            /// The count.
            var count: Int = 0
            // sourcery: skip
            init(p: Int) {}
            convenience init?(text: String) { nil }
            func required(_ x: Int) -> String { "" }
            static func make(count: Int = 1, _ rest: String...) -> Base { Base(p: 0) }
            class func kind() {}
            deinit {}
        }
        class Sub: Base { func extra<T: P>(value: T) throws where T: Equatable {} }
        extension Base { func fromExtension() async {} }
        /// A documented function.
        func global(a: Int) -> Bool { true }
        """

    /// Attributes on every kind of declaration and enums whose raw type depends on their cases
    /// (`Twice` is declared twice: its second `p` repeats a name and is dropped, so no payload).
    private let attributesAndCasesSource = """
        @objc(Named) @available(iOS 13, *) public final class Holder: NSObject, @unchecked Sendable {
            @Published @objc dynamic var value: Int = 0
            @available(*, deprecated, message: "old") var closure: @escaping @Sendable (Int) -> Void
            @discardableResult @inlinable func run(_ block: @escaping () -> Void) -> Int { 0 }
            @MainActor subscript(index: Int) -> Int { 0 }
        }
        @frozen enum Raw: String, Codable {
            /// First.
            case a = "A", b // sourcery: caseNote
            @available(*, deprecated) case c
        }
        enum Payload: Int { case x(Int), y(label: String = "s"); case z() }
        indirect enum Tree: Equatable { case leaf, node(Tree, Tree) }
        enum Empty: String {}
        enum Twice: Int { case p }
        enum Twice: Int { case p(Int) }
        struct Plain { @State var s: Int }
        extension Plain: @unchecked Sendable {}
        """

    private let methodsTemplate = """
        {% for type in types.all %}{{ type.name }}:{% for m in type.allMethods %} {{ m.selectorName }}({% for p in m.parameters %}{{ p.name }}: {{ p.typeName }}{% if p.defaultValue %} = {{ p.defaultValue }}{% endif %},{% endfor %}){% endfor %}; inits {{ type.initializers.count }}
        {% endfor %}{% for f in functions %}func {{ f.name }} -> {{ f.returnTypeName }}{% endfor %}
        """

    private func options(for template: String) throws -> ParseOptions {
        let path = try sandbox.write("Templates/T\(UUID().uuidString.prefix(8)).stencil", template)
        return ParseDemand.options(forTemplates: [path], loaded: ParseDemand.load([path], strict: false))
    }

    private func generate(_ template: String, options: ParseOptions? = nil, cache: Bool = false, source: String? = nil) throws -> String {
        let sourcePath = try sandbox.write("Sources/Model.swift", source ?? self.source)
        let templatePath = try sandbox.write("Templates/Main.stencil", template)
        var input = sandbox.input(sources: [sourcePath], templates: [templatePath], cache: cache)
        input.parseOptions = options
        return try XCTUnwrap(Generator.run(input).rendered.first).text
    }

    func testTemplatesAskForWhatTheyRead() throws {
        XCTAssertEqual(try options(for: "{% for t in types.all %}{{ t.name }}{% for v in t.variables %}{{ v.name }}{% endfor %}{% endfor %}"),
                       .minimal)
        XCTAssertEqual(try options(for: methodsTemplate), ParseOptions(functions: true, documentation: false, attributes: false, enumCases: false))
        XCTAssertEqual(try options(for: "{{ type.Base.documentation }}"), ParseOptions(functions: false, documentation: true, attributes: false, enumCases: false))
        XCTAssertEqual(try options(for: "{% for a in type.Base.attributes.objc %}{{ a.name }}{% endfor %}"),
                       ParseOptions(functions: false, documentation: false, attributes: true, enumCases: false))
        XCTAssertEqual(try options(for: "{% for c in type.Raw.cases %}{{ c.rawValue }}{% endfor %}{{ type.Raw.hasAssociatedValues }}"),
                       ParseOptions(functions: false, documentation: false, attributes: false, enumCases: true))
        XCTAssertEqual(try options(for: "{{ type.Raw.rawTypeName }} {{ type.Raw.hasAssociatedValues }} {{ type.Raw.inheritedTypes }}"), .minimal)
        for key in ParseDemand.functionKeys {
            XCTAssertTrue(try options(for: "{{ x.\(key).count }}").functions, key)
        }
    }

    func testUnknowableLookupsNeedEverything() throws {
        XCTAssertEqual(try options(for: "{% set k %}methods{% endset %}{{ type.Base[k] }}"), .everything)
        XCTAssertEqual(try options(for: "{% include name %}"), .everything)
        XCTAssertEqual(try options(for: "{% include \"Missing.stencil\" %}"), .everything)
        XCTAssertEqual(try options(for: "{{ types.all|sorted:key }}"), .everything)
        let nowhere = sandbox.path("Templates/Nowhere.stencil")
        XCTAssertEqual(ParseDemand.options(forTemplates: [nowhere], loaded: ParseDemand.load([nowhere], strict: false)), .everything)
    }

    func testIncludedTemplatesCount() throws {
        try sandbox.write("Templates/Methods.stencil", "{% for m in type.methods %}{{ m.name }}{% endfor %}")
        XCTAssertTrue(try options(for: "{% for type in types.all %}{% include \"Methods.stencil\" %}{% endfor %}").functions)
    }

    func testMethodsAndParametersStillRender() throws {
        let expected = """
            Base: init(p:)(p: Int,) init(text:)(text: String,) required(_:)(x: Int,) make(count:_:)(count: Int = 1,rest: String,) \
            kind() deinit() init(p:)(p: Int,) fromExtension(); inits 2
            Sub: extra(value:)(value: T,) init(p:)(p: Int,) init(text:)(text: String,) required(_:)(x: Int,) \
            make(count:_:)(count: Int = 1,rest: String,) kind() deinit() fromExtension() init(p:)(p: Int,); inits 0
            func global(a: Int) -> Bool
            """
        XCTAssertEqual(try generate(methodsTemplate), expected)
        XCTAssertEqual(try generate(methodsTemplate, options: .everything), expected)
    }

    func testTemplatesReadingNoFunctionsRenderTheSame() throws {
        let template = """
            {% for type in types.all %}{{ type.name }} {{ type.annotations }} {% for v in type.variables %}{{ v.name }}: {{ v.typeName }} {{ v.annotations }}{% endfor %} {{ type.implements }} {{ type.based }}
            {% endfor %}
            """
        let reduced = try generate(template)
        XCTAssertEqual(reduced, try generate(template, options: .everything))
        XCTAssertTrue(reduced.contains("count: Int"), reduced)
    }

    func testDocumentationRendersWhenRead() throws {
        XCTAssertEqual(try generate("{{ type.Base.documentation }} {{ type.Base.variables.first.documentation }}"),
                       "[\"A documented class.\"] [\"The count.\"]")
    }

    func testACacheMadeWithoutFunctionsIsParsedAgainForATemplateNeedingThem() throws {
        let variablesOnly = "{% for v in type.Base.variables %}{{ v.name }}{% endfor %}"
        XCTAssertEqual(try generate(variablesOnly, cache: true), "count")
        let entries = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory)
        XCTAssertEqual(entries.count, 1)
        let sourcePath = sandbox.path("Sources/Model.swift")
        let cache = ParseCache(directory: sandbox.cacheDirectory)
        let key = cache.key(path: sourcePath, bytes: Array(source.utf8))
        XCTAssertNotNil(cache.load(key, path: sourcePath, covering: .minimal))
        XCTAssertNil(cache.load(key, path: sourcePath, covering: .everything), "the entry was made without functions")

        XCTAssertEqual(try generate("{% for m in type.Base.methods %}{{ m.name }} {% endfor %}", cache: true),
                       "init(p: Int) init?(text: String) required(_ x: Int) make(count: Int = 1, _ rest: String...) kind() deinit fromExtension() ")
        // The fuller entry replaced the other and serves both.
        XCTAssertNotNil(cache.load(key, path: sourcePath, covering: ParseOptions(functions: true, documentation: false, attributes: false, enumCases: false)))
        XCTAssertNil(cache.load(key, path: sourcePath, covering: ParseOptions(functions: true, documentation: false, attributes: true, enumCases: false)))
        XCTAssertEqual(try generate(variablesOnly, cache: true), "count")
    }

    private let attributesAndCasesTemplate = """
        {% for a in type.Holder.attributes.available %}{{ a }} {{ a.arguments.0 }}{% endfor %}|{{ type.Holder.attributes.objc.first.arguments }}|\
        {% for v in type.Holder.variables %}{{ v.name }}: {{ v.attributes }} {{ v.typeAttributes }} {% endfor %}|\
        {% for m in type.Holder.methods %}{{ m.attributes.discardableResult }}{% endfor %}|{{ type.Holder.subscripts.first.attributes }}
        {% for c in type.Raw.cases %}{{ c.name }}={{ c.rawValue }} {{ c.annotations.caseNote }} {{ c.documentation }} {{ c.attributes }};{% endfor %}
        {% for c in type.Payload.cases %}{{ c.name }}({% for v in c.associatedValues %}{{ v.externalName }} {{ v.typeName }} {{ v.defaultValue }},{% endfor %}) {% endfor %}
        {% for c in type.Tree.cases %}{{ c.name }}{{ c.hasAssociatedValue }} {% endfor %}{% for c in type.Twice.cases %}{{ c.name }}{{ c.hasAssociatedValue }}{% endfor %}
        """

    func testAttributesAndCasesRenderWhenRead() throws {
        let expected = """
            @available(iOS 13, *) iOS 13|["0": "Named"]|value: ["Published": [@Published], "objc": [@objc]] [:] \
            closure: ["available": [@available(*, deprecated, message: "old")]] ["Sendable": [@Sendable], "escaping": [@escaping]] |\
            [@discardableResult]|["MainActor": [@MainActor]]
            a=A true ["First."] ;b= true [] ;c=  [] ;
            x( Int ,) y( String "s",) z() 
            leaffalse nodetrue pfalse
            """
        let rendered = try generate(attributesAndCasesTemplate, source: attributesAndCasesSource)
        XCTAssertEqual(rendered, expected)
        XCTAssertEqual(try generate(attributesAndCasesTemplate, options: .everything, source: attributesAndCasesSource), expected)
    }

    func testACacheMadeWithoutAttributesAndCasesIsParsedAgainForATemplateNeedingThem() throws {
        let namesOnly = "{% for t in types.all %}{{ t.name }} {{ t.rawTypeName }} {{ t.hasAssociatedValues }},{% endfor %}"
        let names = try generate(namesOnly, cache: true, source: attributesAndCasesSource)
        XCTAssertEqual(names, "Empty  false,Holder  ,Payload  true,Plain  ,Raw String false,Tree  true,Twice Int false,")
        // Reads attributes and cases only: a fuller entry made for functions would hide a wrong match.
        let attributesAndCases = "{% for t in types.all %}{{ t.attributes }}{% for c in t.cases %} {{ c.rawValue }}{{ c.associatedValues }}{% endfor %};{% endfor %}"
        XCTAssertEqual(try generate(attributesAndCases, cache: true, source: attributesAndCasesSource),
                       try generate(attributesAndCases, options: .everything, source: attributesAndCasesSource))
        XCTAssertEqual(try generate(namesOnly, cache: true, source: attributesAndCasesSource), names)
    }

    func testWatchMemoStartsAgainWhenATemplateNeedsMore() {
        let memo = ParsedFileMemo()
        let variablesOnly = ParseOptions.minimal
        XCTAssertEqual(memo.options(covering: variablesOnly), variablesOnly)
        memo.store(SwiftParser.parse(path: "/tmp/A.swift", source: "struct A { func f() {} }"), byteCount: 24, for: "/tmp/A.swift")
        XCTAssertEqual(memo.options(covering: variablesOnly), variablesOnly)
        XCTAssertNotNil(memo.result(for: "/tmp/A.swift"))
        XCTAssertEqual(memo.options(covering: .everything), .everything)
        XCTAssertNil(memo.result(for: "/tmp/A.swift"), "results parsed without functions must be parsed again")
        // Once everything is held, a template needing less keeps it.
        XCTAssertEqual(memo.options(covering: variablesOnly), .everything)

        let casesMemo = ParsedFileMemo()
        XCTAssertEqual(casesMemo.options(covering: variablesOnly), variablesOnly)
        casesMemo.store(SwiftParser.parse(path: "/tmp/E.swift", source: "enum E { case a(Int) }"), byteCount: 22, for: "/tmp/E.swift")
        let withCases = ParseOptions(functions: false, documentation: false, attributes: false, enumCases: true)
        XCTAssertEqual(casesMemo.options(covering: withCases), withCases)
        XCTAssertNil(casesMemo.result(for: "/tmp/E.swift"), "results parsed without cases must be parsed again")
    }

    /// Every key of the context objects whose value changes when an option leaves something out
    /// must be listed in `ParseDemand` for it: a template reading it looks up every name on its
    /// path, so each differing path must hold one of the option's keys. This fails when a key made
    /// from functions, documentation, attributes or cases is added without being listed, or when
    /// leaving cases out changes a type's own keys (`hasAssociatedValues`, `rawTypeName`,
    /// `inheritedTypes`…).
    func testTheKeysOfEachOptionAreAllTheKeysMadeFromWhatItLeavesOut() throws {
        let full = try renderEveryKey(options: .everything)
        func differing(without option: WritableKeyPath<ParseOptions, Bool>) throws -> Set<String> {
            var options = ParseOptions.everything
            options[keyPath: option] = false
            return Self.differingPaths(full, try renderEveryKey(options: options))
        }
        let cases: [(WritableKeyPath<ParseOptions, Bool>, keys: Set<String>, mustDiffer: Set<String>)] = [
            (\.functions, ParseDemand.functionKeys, ["type.methods", "type.allMethods", "type.initializers", "functions"]),
            (\.documentation, [ParseDemand.documentationKey], ["type.documentation", "variable.documentation", "type.cases.documentation"]),
            (\.attributes, [ParseDemand.attributesKey],
             ["type.attributes", "variable.attributes", "type.methods.attributes", "type.subscripts.attributes"]),
            (\.enumCases, [ParseDemand.enumCasesKey],
             ["type.cases.rawValue", "type.cases.associatedValues", "type.cases.annotations", "type.cases.documentation"]),
        ]
        for (option, keys, mustDiffer) in cases {
            let paths = try differing(without: option)
            let unlisted = paths.filter { Set($0.split(separator: ".").map(String.init)).isDisjoint(with: keys) }
            XCTAssertEqual(unlisted, [], "\(option): these change without a listed key on their path")
            XCTAssertTrue(paths.isSuperset(of: mustDiffer), "\(option): \(paths)")
        }
    }

    /// Every key of types and variables, and keys of the elements of each, one per line, for
    /// `source` and `attributesAndCasesSource`.
    private func renderEveryKey(options: ParseOptions) throws -> String {
        let elementKeys = ["attributes", "annotations", "documentation", "associatedValues", "rawValue", "hasAssociatedValue",
                           "indirect", "parameters", "typeName", "name"]
        func lines(_ key: String) -> String {
            var text = "\(key)={{ \(key) }}|{{ \(key).count }}|{% for e in \(key) %}{{ e }},{% endfor %}\n"
            for element in elementKeys { text += "\(key).\(element)={% for e in \(key) %}{{ e.\(element) }},{% endfor %}\n" }
            return text
        }
        var template = lines("functions") + lines("types.all") + "{% for type in types.all %}" + lines("type")
        for key in TypeObject.Key.allCases { template += lines("type.\(key.rawValue)") }
        template += "{% for variable in type.variables %}"
        for key in VariableObject.Key.allCases { template += lines("variable.\(key.rawValue)") }
        template += "{% endfor %}{% endfor %}"
        return try generate(template, options: options, source: source + "\n" + attributesAndCasesSource)
    }

    /// The keys (paths up to the `=`) of the lines on which `lhs` and `rhs` differ.
    private static func differingPaths(_ lhs: String, _ rhs: String) -> Set<String> {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(left.count, right.count)
        var paths: Set<String> = []
        for (a, b) in zip(left, right) where a != b {
            paths.insert(a.split(separator: "=").first.map(String.init) ?? "")
        }
        return paths
    }
}
