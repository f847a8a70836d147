import XCTest
@testable import modelgen

/// Method, parameter and type-name objects keep the values a template read (mock templates read each many
/// times, once per macro call): every key still answers, in strict mode too, and a value read
/// again renders exactly as the first read did.
final class MethodContextMemoTests: XCTestCase {
    private var sandbox: GenerationSandbox!

    override func setUpWithError() throws {
        try requireWorkingParser()
        sandbox = try GenerationSandbox()
    }
    override func tearDown() { sandbox = nil }

    private let sources = ["Api.swift": """
        protocol Api {
            func send(to recipient: String, _ handler: @escaping (Int) -> Void, retry: Int?) async throws -> (() -> Void)?
            static func make() -> Api
        }
        """]

    func testEveryMethodAndParameterKeyIsKnownInStrictMode() throws {
        for key in MethodObject.Key.allCases {
            XCTAssertNoThrow(try sandbox.render("{% for m in type.Api.methods %}{{ m.\(key.rawValue) }}{% endfor %}",
                                                sources: sources, strict: true), key.rawValue)
        }
        for key in MethodParameterObject.Key.allCases {
            XCTAssertNoThrow(try sandbox.render(
                "{% for m in type.Api.methods %}{% for p in m.parameters %}{{ p.\(key.rawValue) }}{% endfor %}{% endfor %}",
                sources: sources, strict: true), key.rawValue)
        }
        for key in TypeNameObject.Key.allCases {
            XCTAssertNoThrow(try sandbox.render(
                "{% for m in type.Api.methods %}{% for p in m.parameters %}{{ p.typeName.\(key.rawValue) }}{% endfor %}{% endfor %}",
                sources: sources, strict: true), key.rawValue)
        }
        XCTAssertEqual(try sandbox.render("[{{ type.Api.methods.first.nope }}][{{ type.Api.methods.first.parameters.first.nope }}]",
                                          sources: sources), "[][]")
        XCTAssertThrowsError(try sandbox.render("{{ type.Api.methods.first.nope }}", sources: sources, strict: true, templateName: "Method")) {
            XCTAssertEqual("\($0)", "\(self.sandbox.path("Templates/Method.stencil")):1:4: error: Unknown property 'nope' in 'type.Api.methods.first.nope'\n"
                           + "{{ type.Api.methods.first.nope }}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~")
        }
        XCTAssertThrowsError(try sandbox.render("{{ type.Api.methods.first.parameters.first.nope }}", sources: sources, strict: true,
                                                templateName: "Parameter")) {
            XCTAssertEqual("\($0)", "\(self.sandbox.path("Templates/Parameter.stencil")):1:4: error: Unknown property 'nope' in 'type.Api.methods.first.parameters.first.nope'\n"
                           + "{{ type.Api.methods.first.parameters.first.nope }}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~")
        }
    }

    /// `isClosure` and `closure` come from one parse of the name; the parameter's own `isClosure`
    /// reads it through its `typeName`.
    func testTypeNameClosureKeysAgreeOnEveryRead() throws {
        let template = """
            {% for m in type.Api.methods %}{% for p in m.parameters %}{% for i in 1...2 %}\
            {{ p.isClosure }}/{{ p.typeName.isClosure }}/{{ p.typeName.closure.parameters.count }}/\
            {{ p.typeName.closure.returnTypeName }}/{{ p.typeName }}/{{ p.typeName.description }} \
            {% endfor %}{% endfor %}{% endfor %}
            """
        let recipient = "false/false///String/String "
        let handler = "true/true/1/Void/@escaping (Int) -> Void/@escaping (Int) -> Void "
        let retry = "false/false///Int?/Int? "
        XCTAssertEqual(try sandbox.render(template, sources: sources),
                       recipient + recipient + handler + handler + retry + retry)
    }

    func testRepeatedReadsRenderAsTheFirst() throws {
        let template = """
            {% macro describe m %}{{ m.selectorName }} {{ m.returnTypeName }} {{ m.returnTypeName.isClosure }} \
            {{ m.isOptionalReturnType }} {{ m.isAsync }}{{ m.throws }}:{% for p in m.parameters %} \
            {{ p.name }}={{ p.typeName.unwrappedTypeName }}/{{ p.isClosure }}/{{ p.isOptional }}{% endfor %}{% endmacro %}\
            {% for m in type.Api.methods %}{% call describe m %}|{% call describe m %}
            {% endfor %}
            """
        let first = "send(to:_:retry:) (() -> Void)? true true truetrue: recipient=String/false/false "
            + "handler=(Int) -> Void/true/false retry=Int/false/true"
        let second = "make Api false false falsefalse:"
        XCTAssertEqual(try sandbox.render(template, sources: sources),
                       "\(first)|\(first)\n\(second)|\(second)\n")
    }
}
