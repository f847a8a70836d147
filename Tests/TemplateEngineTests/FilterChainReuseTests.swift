import XCTest
@testable import TemplateEngine

/// A chain of the engine's own filters with literal arguments reuses its results by input text;
/// anything that could answer differently is computed every time.
final class FilterChainReuseTests: XCTestCase {
    func testRepeatedAndAlternatingInputsGiveTheComputedResults() {
        let template = "{% for s in words %}{{ s|replace:\"_\",\"-\"|uppercase }} {% endfor %}"
        let words: Value = ["a_b", "a_b", "c_d", "a_b", "c_d", "c_d", "", ""]
        XCTAssertEqual(render(template, ["words": words], mode: .sourcery), "A-B A-B C-D A-B C-D C-D   ")
    }

    /// A method's name, then its return type, then the name again: every input keeps its result.
    func testAlternatingInputsAreRemembered() throws {
        let environment = Environment(options: RenderOptions(whitespace: .sourcery))
        let expression = try FilterExpression.compile("s|replace:\"_\",\"-\"|uppercase", environment: environment)
        let slot = try XCTUnwrap(expression.resultSlot)
        let renderer = Renderer(environment: environment, context: [:])
        for word in ["a_b", "c_d", "a_b", "c_d"] {
            try renderer.withScope(["s": .string(word)]) { _ = try expression.resolve(renderer) }
        }
        XCTAssertEqual(renderer.filterResult(inSlot: slot, for: "a_b").map(ValueRenderer.render), "A-B")
        XCTAssertEqual(renderer.filterResult(inSlot: slot, for: "c_d").map(ValueRenderer.render), "C-D")
        XCTAssertNil(renderer.filterResult(inSlot: slot, for: "e_f"))
    }

    /// A chain keeps a bounded number of results: the one past the bound starts the chain's memory over.
    func testRememberedResultsAreBounded() {
        let renderer = Renderer(environment: Environment(), context: [:])
        let bound = Renderer.rememberedResultsPerChain
        for index in 0..<bound { renderer.rememberFilterResult(inSlot: 0, for: "\(index)", .int(index)) }
        XCTAssertEqual(renderer.filterResult(inSlot: 0, for: "0").map(ValueRenderer.render), "0")
        XCTAssertEqual(renderer.filterResult(inSlot: 0, for: "\(bound - 1)").map(ValueRenderer.render), "\(bound - 1)")
        renderer.rememberFilterResult(inSlot: 0, for: "last", .string("L"))
        XCTAssertNil(renderer.filterResult(inSlot: 0, for: "0"))
        XCTAssertNil(renderer.filterResult(inSlot: 0, for: "\(bound - 1)"))
        XCTAssertEqual(renderer.filterResult(inSlot: 0, for: "last").map(ValueRenderer.render), "L")
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
