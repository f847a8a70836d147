import XCTest
@testable import TemplateEngine

/// Hostile templates end in a clear, located error, in bounded time and memory.
final class HostileInputTests: XCTestCase {
    func testSelfInclude() throws {
        let error = try XCTUnwrap(renderError("{% include \"self\" %}", templates: ["self": "x{% include \"self\" %}"]))
        XCTAssertTrue(error.message.contains("nested deeper than 64 levels"), error.message)
        XCTAssertEqual(error.location?.path, "self")
    }

    func testExtendsCycle() throws {
        let templates = ["a": "{% extends \"b\" %}", "b": "{% extends \"a\" %}"]
        let error = try XCTUnwrap(renderError("{% extends \"a\" %}", templates: templates))
        XCTAssertTrue(error.message.contains("nested deeper"), error.message)
    }

    func testRecursiveMacro() throws {
        let error = try XCTUnwrap(renderError("{% macro m %}x{% call m %}{% endmacro %}\n{% call m %}", ["c": 1], mode: .sourcery))
        XCTAssertTrue(error.message.contains("nested deeper"), error.message)
        XCTAssertEqual(error.location?.line, 1)
        XCTAssertEqual(error.stack.first?.line, 2)
    }

    func testHugeLoops() throws {
        let range = try XCTUnwrap(renderError("{% for i in 1...1000000 %}{{ i }}{% endfor %}"))
        XCTAssertTrue(range.message.contains("larger than the limit"), range.message)
        XCTAssertEqual(RenderLimits().maxLoopIterations, 500_000)
        let nested = try XCTUnwrap(renderError("{% for a in 1...300 %}\n{% for b in 1...300 %}{% endfor %}{% endfor %}",
                                               limits: RenderLimits(maxLoopIterations: 50_000)))
        XCTAssertEqual(nested.message, "loops exceed the limit of 50000 iterations")
        XCTAssertEqual(nested.location?.line, 2, "the loop that crossed the limit")
        XCTAssertNotNil(renderError("{{ 1...9223372036854775807 }}"))
        XCTAssertNotNil(renderError("{{ -9223372036854775807...9223372036854775807 }}"))
    }

    func testHugeOutput() throws {
        var template = "{% set s %}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx{% endset %}"
        for _ in 0..<40 { template += "{% set s %}{{ s }}{{ s }}{% endset %}" }
        template += "{{ s }}"
        let error = try XCTUnwrap(renderError(template, ["c": 1], mode: .sourcery))
        XCTAssertTrue(error.message.contains("output exceeds the limit"), error.message)
        XCTAssertNotNil(renderError("{{ s|indent:1000000000 }}", ["s": "a\nb"]))
        let wide = String(repeating: "x", count: 20_000)
        XCTAssertEqual(renderError("{{ s|replace:\"x\",s }}", ["s": .string(wide)], mode: .sourcery)?.message,
                       "'replace' result would exceed 268435456 bytes")
    }

    func testSmallLimits() {
        let limits = RenderLimits(maxOutputBytes: 10, maxDepth: 2, maxLoopIterations: 3, maxNesting: 3)
        XCTAssertNotNil(renderError("{% for i in l %}{% endfor %}", ["l": [1, 2, 3, 4]], limits: limits))
        XCTAssertNotNil(renderError("0123456789abc", limits: limits))
        XCTAssertNotNil(renderError("{% if a %}{% if a %}{% if a %}{% if a %}{% endif %}{% endif %}{% endif %}{% endif %}", limits: limits))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deepTags = String(repeating: "{% if a %}", count: 10_000) + String(repeating: "{% endif %}", count: 10_000)
        XCTAssertNotNil(renderError(deepTags))
        let brackets = "{% if " + String(repeating: "( ", count: 5_000) + "a" + String(repeating: " )", count: 5_000) + " %}{% endif %}"
        XCTAssertNotNil(renderError(brackets))
        let nots = "{% if " + String(repeating: "not ", count: 10_000) + "a %}{% endif %}"
        XCTAssertNotNil(renderError(nots))
        XCTAssertEqual(render("{{ " + String(repeating: "(", count: 100_000) + "a }}"), "")
        XCTAssertNotNil(renderError("{{ a" + String(repeating: "[a", count: 10_000) + String(repeating: "]", count: 10_000) + " }}"))
        XCTAssertEqual(render("{% if " + String(repeating: "a ", count: 1) + "%}x{% endif %}", ["a": true]), "x")
    }

    func testUnterminatedTags() {
        assertRows([
            ("text {{ var", [:], "text "),
            ("a {# comment", [:], "a "),
        ])
        XCTAssertEqual(renderError("{% if x %}y{% endif", ["x": true])?.message, "`endif` was not found.")
    }
}
