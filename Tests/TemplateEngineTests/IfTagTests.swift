import XCTest
@testable import TemplateEngine

/// §5.2: `if`/`elif`/`else`/`ifnot`, the expression grammar, truthiness and operators.
final class IfTagTests: XCTestCase {
    private func check(_ condition: String, _ context: [String: Value] = [:], _ expected: Bool,
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(render("{% if \(condition) %}T{% else %}F{% endif %}", context, file: file, line: line),
                       expected ? "T" : "F", condition, file: file, line: line)
    }

    func testBranches() {
        let template = "{% if a %}A{% elif b %}B{% else %}C{% endif %}"
        XCTAssertEqual(render(template, ["a": true]), "A")
        XCTAssertEqual(render(template, ["b": true]), "B")
        XCTAssertEqual(render(template, [:]), "C")
        XCTAssertEqual(render("{% if a %}A{% endif %}", [:]), "")
        XCTAssertEqual(render("{% ifnot x %}A{% else %}B{% endif %}", ["x": false]), "A")
        XCTAssertEqual(render("{% ifnot x %}A{% else %}B{% endif %}", ["x": true]), "B")
    }

    func testTruthiness() {
        check("v", [:], false)
        check("v", ["v": true], true)
        check("v", ["v": false], false)
        check("v", ["v": ""], false)
        check("v", ["v": "0"], true)
        check("v", ["v": "false"], true)
        check("v", ["v": 1], true)
        check("v", ["v": 0], false)
        check("v", ["v": -1], false)
        check("v", ["v": 0.5], true)
        check("v", ["v": -0.5], false)
        check("v", ["v": []], false)
        check("v", ["v": [0]], true)
        check("v", ["v": .dictionary([:])], false)
        check("v", ["v": ["k": 1]], true)
    }

    func testPrecedence() {
        check("not a and b", ["a": false, "b": true], true)
        check("not x == 1", ["x": 2], true)
        check("a or b and not c", ["a": false, "b": true, "c": false], true)
        check("a or b and not c", ["a": false, "b": true, "c": true], false)
        check("x in l and t", ["x": 1, "l": [1], "t": true], false)
        check("not x in l", ["x": 1, "l": [1]], false)
        check("(x in l) and t", ["x": 1, "l": [1], "t": true], true)
        check("not (x in l)", ["x": 2, "l": [1]], true)
        check("( a or b ) and c", ["a": true, "c": false], false)
        check("1 == 1 == 1", [:], false)
    }

    func testOperators() {
        check("nil == nil", [:], true)
        check("a == nil", ["a": 1], false)
        check("nil != nil", [:], false)
        check("1 == 1.0", [:], true)
        check("16777217 == 16777216", [:], true)
        check("true == 1", [:], false)
        check("2 == \"2\"", [:], false)
        check("s == \"é\"", ["s": "e\u{301}"], true)
        check("a == b", ["a": true, "b": true], true)
        check("a < b", ["a": 1, "b": 2.5], true)
        check("a >= b", ["a": 2, "b": 2], true)
        check("a < b", ["a": "a", "b": "b"], false)
        check("a <= b", ["a": nil, "b": 1], false)
        check("x in l", ["x": 1, "l": [1.0]], true)
        check("x in l", ["x": "b", "l": ["a", "b"]], true)
        check("x in l", ["x": "b", "l": ["a", ["b"]]], false)
        check("x in s", ["x": "ell", "s": "hello"], true)
        // Stencil's Foundation substring test finds the empty string in no string.
        check("x in s", ["x": "", "s": "hello"], false)
        check("'' in s", ["s": ""], false)
        check("x in d", ["x": "k", "d": ["k": 1]], false)
        check("x in y", [:], true)
        check("x in y", ["x": 1], false)
        check("name|lowercase == \"x\"", ["name": "X"], true)
        check("l.count > 1", ["l": [1, 2]], true)
    }

    func testParseErrors() {
        let prefix = "'if' expression error: "
        XCTAssertEqual(renderError("{% if and a %}{% endif %}")?.message, prefix + "infix operator 'and' doesn't have a left hand side")
        XCTAssertEqual(renderError("{% if a b %}{% endif %}")?.message, prefix + "dangling token")
        XCTAssertEqual(renderError("{% if %}{% endif %}")?.message, prefix + "end")
        XCTAssertEqual(renderError("{% if a and %}{% endif %}")?.message, prefix + "end")
        XCTAssertEqual(renderError("{% if a %}{% elif %}{% endif %}")?.message, prefix + "end")
        XCTAssertEqual(renderError("{% if ( a %}{% endif %}")?.message, prefix + "missing closing bracket")
        XCTAssertEqual(renderError("{% if a ) %}{% endif %}")?.message, prefix + "missing opening bracket")
        XCTAssertEqual(renderError("{% if a not b %}{% endif %}")?.message,
                       prefix + "prefix operator 'not' was called with a left hand side")
    }

    func testCloserErrors() {
        XCTAssertEqual(renderError("{% if a %}x")?.message, "`endif` was not found.")
        XCTAssertEqual(renderError("{% if a %}x{% endif x %}")?.message, "`endif` was not found.")
        XCTAssertEqual(renderError("{% if a %}x{% else if y %}z{% endif %}")?.message, "`endif` was not found.")
        XCTAssertEqual(renderError("{% endif %}")?.message, "Unknown template tag 'endif' (no open tag it could close)")
        XCTAssertEqual(renderError("{% ifnot a b %}{% endif %}")?.message,
                       "'ifnot' statements should use the following syntax 'ifnot condition'.")
    }

    func testBranchesHaveTheirOwnScope() {
        XCTAssertEqual(renderSourcery("{% if a %}{% set v \"x\" %}{{ v }}{% endif %}-{{ v }}", ["a": true]), "x-")
    }
}
