import Foundation
import SwiftDeclParser
import TemplateEngine
import XCTest
@testable import modelgen

/// Functions and documentation are parsed only for templates that may read them (`ParseDemand`).
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

    private let methodsTemplate = """
        {% for type in types.all %}{{ type.name }}:{% for m in type.allMethods %} {{ m.selectorName }}({% for p in m.parameters %}{{ p.name }}: {{ p.typeName }}{% if p.defaultValue %} = {{ p.defaultValue }}{% endif %},{% endfor %}){% endfor %}; inits {{ type.initializers.count }}
        {% endfor %}{% for f in functions %}func {{ f.name }} -> {{ f.returnTypeName }}{% endfor %}
        """

    private func options(for template: String) throws -> ParseOptions {
        let path = try sandbox.write("Templates/T\(UUID().uuidString.prefix(8)).stencil", template)
        return ParseDemand.options(forTemplates: [path], strict: false)
    }

    private func generate(_ template: String, options: ParseOptions? = nil, cache: Bool = false) throws -> String {
        let sourcePath = try sandbox.write("Sources/Model.swift", source)
        let templatePath = try sandbox.write("Templates/Main.stencil", template)
        var input = sandbox.input(sources: [sourcePath], templates: [templatePath], cache: cache)
        input.parseOptions = options
        return try XCTUnwrap(Generator.run(input).rendered.first).text
    }

    func testTemplatesAskForWhatTheyRead() throws {
        XCTAssertEqual(try options(for: "{% for t in types.all %}{{ t.name }}{% for v in t.variables %}{{ v.name }}{% endfor %}{% endfor %}"),
                       ParseOptions(functions: false, documentation: false))
        XCTAssertEqual(try options(for: methodsTemplate), ParseOptions(functions: true, documentation: false))
        XCTAssertEqual(try options(for: "{{ type.Base.documentation }}"), ParseOptions(functions: false, documentation: true))
        for key in ParseDemand.functionKeys {
            XCTAssertTrue(try options(for: "{{ x.\(key).count }}").functions, key)
        }
    }

    func testUnknowableLookupsNeedEverything() throws {
        XCTAssertEqual(try options(for: "{% set k %}methods{% endset %}{{ type.Base[k] }}"), .everything)
        XCTAssertEqual(try options(for: "{% include name %}"), .everything)
        XCTAssertEqual(try options(for: "{% include \"Missing.stencil\" %}"), .everything)
        XCTAssertEqual(try options(for: "{{ types.all|sorted:key }}"), .everything)
        XCTAssertEqual(ParseDemand.options(forTemplates: [sandbox.path("Templates/Nowhere.stencil")], strict: false), .everything)
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
        XCTAssertNotNil(cache.load(key, path: sourcePath, covering: ParseOptions(functions: false, documentation: false)))
        XCTAssertNil(cache.load(key, path: sourcePath, covering: .everything), "the entry was made without functions")

        XCTAssertEqual(try generate("{% for m in type.Base.methods %}{{ m.name }} {% endfor %}", cache: true),
                       "init(p: Int) init?(text: String) required(_ x: Int) make(count: Int = 1, _ rest: String...) kind() deinit fromExtension() ")
        // The fuller entry replaced the other and serves both.
        XCTAssertNotNil(cache.load(key, path: sourcePath, covering: ParseOptions(functions: true, documentation: false)))
        XCTAssertEqual(try generate(variablesOnly, cache: true), "count")
    }

    func testWatchMemoStartsAgainWhenATemplateNeedsMore() {
        let memo = ParsedFileMemo()
        let variablesOnly = ParseOptions(functions: false, documentation: false)
        XCTAssertEqual(memo.options(covering: variablesOnly), variablesOnly)
        memo.store(SwiftParser.parse(path: "/tmp/A.swift", source: "struct A { func f() {} }"), for: "/tmp/A.swift")
        XCTAssertEqual(memo.options(covering: variablesOnly), variablesOnly)
        XCTAssertNotNil(memo.result(for: "/tmp/A.swift"))
        XCTAssertEqual(memo.options(covering: .everything), .everything)
        XCTAssertNil(memo.result(for: "/tmp/A.swift"), "results parsed without functions must be parsed again")
        // Once everything is held, a template needing less keeps it.
        XCTAssertEqual(memo.options(covering: variablesOnly), .everything)
    }

    /// Every key of the context objects whose value changes when functions (or documentation)
    /// are left out must be listed in `ParseDemand`: this fails when one is added without it.
    func testTheFunctionKeysAreAllTheKeysMadeFromFunctions() throws {
        let keys = TypeObject.Key.allCases.map { "type.\($0.rawValue)" } + VariableObject.Key.allCases.map { "variable.\($0.rawValue)" }
            + ["functions", "types.all", "type"]
        var template = "{% for type in types.all %}{% for variable in type.variables %}"
        for key in keys { template += "\(key)={{ \(key) }}|{{ \(key).count }}|{% for e in \(key) %}{{ e }},{% endfor %}\n" }
        template += "{% endfor %}{% endfor %}"
        let full = try render(template, options: .everything)
        let withoutFunctions = try render(template, options: ParseOptions(functions: false, documentation: true))
        let withoutDocumentation = try render(template, options: ParseOptions(functions: true, documentation: false))
        let differingWithoutFunctions = Self.differingKeys(full, withoutFunctions)
        let differingWithoutDocumentation = Self.differingKeys(full, withoutDocumentation)
        XCTAssertTrue(differingWithoutFunctions.isSubset(of: ParseDemand.functionKeys), "\(differingWithoutFunctions)")
        XCTAssertTrue(differingWithoutFunctions.isSuperset(of: ["methods", "allMethods", "initializers", "functions"]), "\(differingWithoutFunctions)")
        XCTAssertEqual(differingWithoutDocumentation, [ParseDemand.documentationKey])
    }

    private func render(_ template: String, options: ParseOptions) throws -> String {
        try generate(template, options: options)
    }

    /// The last component of the keys on whose lines `lhs` and `rhs` differ.
    private static func differingKeys(_ lhs: String, _ rhs: String) -> Set<String> {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(left.count, right.count)
        var keys: Set<String> = []
        for (a, b) in zip(left, right) where a != b {
            let key = a.split(separator: "=").first.map(String.init) ?? ""
            keys.insert(String(key.split(separator: ".").last ?? ""))
        }
        return keys
    }
}
