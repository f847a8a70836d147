import XCTest
@testable import modelgen

/// Method and parameter objects keep the values a template read (mock templates read each many
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
        XCTAssertEqual(try sandbox.render("[{{ type.Api.methods.first.nope }}][{{ type.Api.methods.first.parameters.first.nope }}]",
                                          sources: sources), "[][]")
        XCTAssertThrowsError(try sandbox.render("{{ type.Api.methods.first.nope }}", sources: sources, strict: true)) {
            XCTAssertTrue("\($0)".hasSuffix(".stencil:1:4: error: Unknown property 'nope' in 'type.Api.methods.first.nope'\n{{ type.Api.methods.first.nope }}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~"), "\($0)")
        }
        XCTAssertThrowsError(try sandbox.render("{{ type.Api.methods.first.parameters.first.nope }}", sources: sources, strict: true)) {
            XCTAssertTrue("\($0)".hasSuffix(".stencil:1:4: error: Unknown property 'nope' in 'type.Api.methods.first.parameters.first.nope'\n"
                                           + "{{ type.Api.methods.first.parameters.first.nope }}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~"), "\($0)")
        }
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
