import XCTest
@testable import modelgen

/// Sourcery's model-aware filters (context-model.md §6.4): each on a single object (Bool), on a
/// list (the matching elements of the accepted kind), with its `!` negation, and on other input.
final class ModelFiltersTests: XCTestCase {
    private var sandbox: GenerationSandbox!

    override func setUpWithError() throws {
        try requireWorkingParser()
        sandbox = try GenerationSandbox()
    }
    override func tearDown() { sandbox = nil }

    private let source = """
    protocol Marker {}
    protocol Refined: Marker {}
    // sourcery: auto, kind = "model", count = 3
    public class Base: NSObject, Refined {
        static var shared: Base?
        public private(set) var id: Int = 0
        open var title: String = ""
        var pair: (Int, Int) = (0, 0)
        var computed: Int { id }
        private var hidden: String?
        init(id: Int) {}
        static func make() -> Base { Base(id: 0) }
        class func kind() {}
        private func secret() {}
    }
    class Child: Base {}
    struct Value: Marker {
        // sourcery:json: key = "v"
        var v: Child
    }
    enum Choice { case a }
    extension Array: Marker {}
    """

    private func render(_ template: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try sandbox.render(template, sources: ["Model.swift": source], file: file, line: line)
    }

    private func names(_ expression: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try render("{% for x in \(expression) %}{{ x.name }} {% endfor %}", file: file, line: line)
    }

    func testKindFilters() throws {
        XCTAssertEqual(try names("types.all|class"), "Base Child ")
        XCTAssertEqual(try names("types.all|!class"), "Array Choice Value ")
        XCTAssertEqual(try names("types.types|struct"), "Value ")
        XCTAssertEqual(try names("types.types|enum"), "Choice ")
        XCTAssertEqual(try names("types.types|!enum"), "Array Base Child Marker Refined Value ")
        XCTAssertEqual(try names("types.types|protocol"), "Marker Refined ")
        XCTAssertEqual(try names("types.types|extension"), "Array ")
        XCTAssertEqual(try render("{{ type.Value|struct }} {{ type.Value|!struct }} {{ type.Value|class }}"), "true false false")
        // Methods answer `class` through `isClass`.
        XCTAssertEqual(try names("type.Base.methods|class"), "kind() ")
        // Input the filter does not accept is returned unchanged.
        XCTAssertEqual(try render("{{ \"text\"|enum }} {{ type.Base.variables.first.name|struct }}"), "text shared")
    }

    func testRelationshipFilters() throws {
        XCTAssertEqual(try names("types.all|implements:\"Marker\""), "Array Base Child Value ")
        XCTAssertEqual(try names("types.all|!implements:\"Marker\""), "Choice ")
        XCTAssertEqual(try names("types.all|inherits:\"Base\""), "Child ")
        XCTAssertEqual(try names("types.all|based:\"NSObject\""), "Base Child ")
        XCTAssertEqual(try names("types.all|!based:\"NSObject\""), "Array Choice Value ")
        XCTAssertEqual(try names("types.all|extends:\"Array\""), "Array ")
        XCTAssertEqual(try render("{{ type.Child|inherits:\"Base\" }} {{ type.Base|inherits:\"Base\" }}"), "true false")
        // Typed values go through their type: `v: Child`.
        XCTAssertEqual(try names("type.Value.variables|based:\"NSObject\""), "v ")
        // `shared: Base?`: optionality is ignored when finding the type.
        XCTAssertEqual(try names("type.Base.variables|based:\"NSObject\""), "shared ")
        XCTAssertEqual(try names("type.Base.variables|!based:\"NSObject\""), "id title pair computed hidden ")
    }

    func testAnnotatedFilter() throws {
        XCTAssertEqual(try names("types.all|annotated:\"auto\""), "Base ")
        XCTAssertEqual(try names("types.all|!annotated:\"auto\""), "Array Child Choice Value ")
        XCTAssertEqual(try render("{{ type.Base|annotated:\"kind = model\" }} {{ type.Base|annotated:\"kind = other\" }} "
                                  + "{{ type.Base|annotated:\"count = 3\" }} {{ type.Base|annotated:\"auto = 1\" }} "
                                  + "{{ type.Base|annotated:\"auto = true\" }} {{ type.Base|annotated:\"missing\" }}"),
                       "true false true true true false")
        XCTAssertEqual(try names("type.Value.variables|annotated:\"json.key = v\""), "v ")
        // Without `=`, Sourcery looks the text up as one name: a namespaced key is not found.
        XCTAssertEqual(try names("type.Value.variables|annotated:\"json.key\""), "")
        XCTAssertEqual(try names("type.Value.variables|annotated:\"json.other\""), "")
        XCTAssertEqual(try names("types.all|annotated:\"kind = model = other\""), "Base ")
    }

    func testVariableFilters() throws {
        XCTAssertEqual(try names("type.Base.variables|computed"), "computed ")
        XCTAssertEqual(try names("type.Base.variables|stored"), "id title pair hidden ")
        XCTAssertEqual(try names("type.Base.variables|!stored"), "shared computed ")
        XCTAssertEqual(try names("type.Base.variables|tuple"), "pair ")
        XCTAssertEqual(try names("type.Base.variables|optional"), "shared hidden ")
        XCTAssertEqual(try names("type.Base.variables|!optional"), "id title pair computed ")
        XCTAssertEqual(try names("type.Base.variables|static"), "shared ")
        XCTAssertEqual(try names("type.Base.variables|instance"), "id title pair computed hidden ")
    }

    func testMethodFilters() throws {
        XCTAssertEqual(try names("type.Base.methods|initializer"), "init(id: Int) ")
        XCTAssertEqual(try names("type.Base.methods|!initializer"), "make() kind() secret() ")
        XCTAssertEqual(try names("type.Base.methods|static"), "init(id: Int) make() ")
        XCTAssertEqual(try names("type.Base.methods|instance"), "secret() ")
        XCTAssertEqual(try names("type.Base.methods|!instance"), "init(id: Int) make() kind() ")
    }

    func testAccessFilters() throws {
        XCTAssertEqual(try names("types.all|public"), "Base ")
        XCTAssertEqual(try names("types.all|!public"), "Array Child Choice Value ")
        XCTAssertEqual(try names("types.all|internal"), "Array Child Choice Value ")
        XCTAssertEqual(try names("type.Base.methods|private"), "secret() ")
        XCTAssertEqual(try names("type.Base.variables|publicGet"), "id ")
        XCTAssertEqual(try names("type.Base.variables|privateSet"), "id hidden ")
        XCTAssertEqual(try names("type.Base.variables|openGet"), "title ")
        XCTAssertEqual(try names("type.Base.variables|!internalGet"), "id title hidden ")
        XCTAssertEqual(try render("{{ type.Base|public }} {{ type.Base|!public }} {{ type.Child|fileprivate }}"),
                       "true false false")
    }

    func testFilterChainsWithWhere() throws {
        XCTAssertEqual(try render("{% for v in type.Base.variables|stored|!optional where v.readAccess != \"open\" %}"
                                  + "{{ v.name }} {% endfor %}"), "id pair ")
    }

    func testWrongArgumentCountIsATemplateError() throws {
        XCTAssertThrowsError(try sandbox.render("{{ types.all|based }}", sources: ["Model.swift": source], templateName: "Based")) { error in
            XCTAssertEqual("\(error)", "\(self.sandbox.path("Templates/Based.stencil")):1:4: error: 'based' filter expects exactly one argument, got 0\n"
                           + "{{ types.all|based }}\n   ^~~~~~~~~~~~~~~")
        }
    }
}
