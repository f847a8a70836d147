import XCTest
@testable import TemplateEngine

/// §1: scanning, token contents, components.
final class LexerTests: XCTestCase {
    func testScanningTable() {
        assertRows([
            ("{{ \"{{\" }}", [:], "{{"),
            ("{{ \"a}}b\" }}", [:], "b\" }}"),
            ("{% if \"%}\" %}y{% endif %}", [:], ""),
            ("x {% if", [:], "x "),
            ("{{{v}}}", ["v": 1], "}"),
            ("{ {{v}} }", ["v": 1], "{ 1 }"),
            ("a{%}b{#}c", [:], "abc"),
        ])
    }

    func testSwiftBraceGluedToTagIsAnError() {
        XCTAssertEqual(renderError("init() {{% if a %}x{% endif %}}")?.message, "'if' expression error: dangling token")
    }

    func testLiteralDelimiterIdioms() {
        assertRows([
            ("{{ \"{\" }}", [:], "{"),
            ("{{ '{%' }}", [:], "{%"),
            ("{{ \"}\" }}", [:], "}"),
            ("init() { {% if a %}x{% endif %}}", ["a": true], "init() { x}"),
        ])
    }

    func testTagsMaySpanLines() {
        assertRows([
            ("{%\n  if a\n  and b\n%}yes{% endif %}", ["a": true, "b": true], "yes"),
            ("{{\nname}}", ["name": "n"], "n"),
            ("{{\tname}}", ["name": "n"], ""),
            ("{{- name }}", ["name": "n"], ""),
        ])
    }

    func testTokenContentsStripping() {
        let file = SourceFile(path: "t", bytes: Array("{{a }}{{ b }}{%- if x -%}{%\n  y  \n\n z %}".utf8))
        let tokens = Lexer.tokenize(file)
        XCTAssertEqual(tokens.map(\.contents), ["a ", "b", "if x", "y z"])
        XCTAssertEqual(tokens[2].leading, .trim)
        XCTAssertEqual(tokens[2].trailing, .trim)
        XCTAssertEqual(tokens[0].leading, .unspecified)
    }

    func testMarkersOnlyOnBlockTags() {
        let tokens = Lexer.tokenize(SourceFile(path: "t", bytes: Array("{%+ endif %}{#- c -#}".utf8)))
        XCTAssertEqual(tokens[0].leading, .keep)
        XCTAssertEqual(tokens[0].contents, "endif")
        XCTAssertEqual(tokens[1].kind, .comment)
        XCTAssertEqual(tokens[1].contents, "- c -")
    }

    func testComponents() {
        XCTAssertEqual(SmartSplit.split("list | join : \", \""), ["list|join:\", \""])
        XCTAssertEqual(SmartSplit.split("for k, v in d"), ["for", "k,v", "in", "d"])
        // Stencil 0.15.1 only splits brackets at a word's ends: `b)and` stays one component.
        XCTAssertEqual(SmartSplit.split("if (a or b)and c"), ["if", "(", "a", "or", "b)and", "c"])
        XCTAssertEqual(SmartSplit.split("if (a or b) and c"), ["if", "(", "a", "or", "b", ")", "and", "c"])
        XCTAssertEqual(SmartSplit.split("outer: for x in y"), ["outer:", "for", "x", "in", "y"])
        XCTAssertEqual(SmartSplit.split("key:\"a b\" c"), ["key:\"a b\"", "c"])
        XCTAssertEqual(SmartSplit.split("(a"), ["(a"], "the first component is never bracket-split")
        XCTAssertEqual(SmartSplit.split("x ((a))"), ["x", "(", "(", "a", ")", ")"])
    }

    func testQuotesInsideOtherQuotes() {
        assertRows([
            ("{{ \"it's\" }}|{{ 'say \"hi\"' }}", [:], "it's|say \"hi\""),
            ("{{ v|default:\"a b|c:d,e\" }}", [:], "a b|c:d,e"),
            ("{{ l|join:\", \" }}", ["l": [1, 2]], "1, 2"),
        ])
    }

    func testCommentsProduceNothing() {
        assertRows([("a{# comment {{ x }} #}b", [:], "ab")])
    }
}
