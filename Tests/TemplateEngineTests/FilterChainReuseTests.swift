import XCTest
@testable import TemplateEngine

/// A chain of the engine's own filters with literal arguments reuses its last result for the same
/// input text; anything that could answer differently is computed every time.
final class FilterChainReuseTests: XCTestCase {
    func testRepeatedAndAlternatingInputsGiveTheComputedResults() {
        let template = "{% for s in words %}{{ s|replace:\"_\",\"-\"|uppercase }} {% endfor %}"
        let words: Value = ["a_b", "a_b", "c_d", "a_b", "c_d", "c_d", "", ""]
        XCTAssertEqual(render(template, ["words": words], mode: .sourcery), "A-B A-B C-D A-B C-D C-D   ")
    }

    func testOnlyPureChainsOfLiteralArgumentsReuseResults() throws {
        let environment = Environment(options: RenderOptions(whitespace: .sourcery))
        func compile(_ text: String) throws -> FilterExpression { try FilterExpression.compile(text, environment: environment) }
        XCTAssertTrue(try compile("s|replace:\"(\",\"_\"|snakeToCamelCase").remembersLastResult)
        XCTAssertFalse(try compile("s|upperFirstLetter").remembersLastResult, "one filter")
        XCTAssertFalse(try compile("s|replace:t,\"_\"|lowercase").remembersLastResult, "an argument read from the context")
        XCTAssertFalse(try compile("s|filter:\"uppercase\"|lowercase").remembersLastResult, "`filter` reads the context")
    }

    func testExtensionFiltersRunOnEveryCall() {
        final class Counter { var calls = 0 }
        let counter = Counter()
        let counting = Extension()
        counting.registerFilter("tick") { value in
            counter.calls += 1
            return .string("\(StencilFilters.text(value))\(counter.calls)")
        }
        let output = render("{% for i in 1...3 %}{{ \"x\"|tick|uppercase }}{% endfor %}", mode: .sourcery, extensions: [counting])
        XCTAssertEqual(output, "X1X2X3")
        XCTAssertEqual(counter.calls, 3)
    }

    func testErrorsAreRaisedOnEveryCall() {
        let template = "{% for i in 1...2 %}{{ s|replace:\"a\"|uppercase }}{% endfor %}"
        XCTAssertEqual(renderError(template, ["s": "abc"], mode: .sourcery)?.message,
                       "'replace' filter takes 2 or 3 arguments: \"find\",\"with\"[,\"regex\"]")
    }
}
