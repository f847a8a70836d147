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
        XCTAssertEqual(try compile("s|replace:\"(\",\"_\"|snakeToCamelCase").resultSlot, 0)
        XCTAssertNil(try compile("s|upperFirstLetter").resultSlot, "one filter")
        XCTAssertNil(try compile("s|replace:t,\"_\"|lowercase").resultSlot, "an argument read from the context")
        XCTAssertNil(try compile("s|filter:\"uppercase\"|lowercase").resultSlot, "`filter` reads the context")
        XCTAssertNil(try FilterExpression.compile("$0|replace:\"a\",\"b\"|uppercase", environment: environment, forOneUse: true)
            .resultSlot, "compiled by the `filter` filter for one call")
        XCTAssertEqual(try compile("s|lowercase|uppercase").resultSlot, 1, "every chain its own slot")
    }

    /// The `filter` filter compiles its chain on every call; each must compute its own result.
    func testChainsCompiledByTheFilterFilterNeverShareResults() {
        let template = "{% for i in 1...3 %}{{ s|filter:\"replace:'a','x'|uppercase\" }}{{ s|filter:\"replace:'a','y'|uppercase\" }} {% endfor %}"
        XCTAssertEqual(render(template, ["s": "abc"], mode: .sourcery), "XBCYBC XBCYBC XBCYBC ")
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
