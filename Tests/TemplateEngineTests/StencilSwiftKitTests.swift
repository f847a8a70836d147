import XCTest
@testable import TemplateEngine

/// §8.2–§8.3: StencilSwiftKit's tags and filters (Sourcery mode).
final class StencilSwiftKitTests: XCTestCase {
    private func rows(_ rows: [(String, [String: Value], String)], file: StaticString = #filePath, line: UInt = #line) {
        assertRows(rows, mode: .sourcery, file: file, line: line)
    }

    func testSet() {
        rows([
            ("{% set name %}a{{ x }}{% endset %}[{{ name }}]", ["x": 1], "[a1]"),
            ("{% set v l|count %}{{ v }}", ["l": [1, 2]], "2"),
            ("{% set v 1...3 %}{{ v }}", ["c": 1], "[1, 2, 3]"),
            ("{% set v \"s\" %}{{ v|uppercase }}", ["c": 1], "S"),
            ("{% for x in l %}{% set v x %}{% endfor %}[{{ v }}]", ["l": [1]], "[]"),
        ])
        XCTAssertEqual(renderError("{% set a b c d %}", mode: .sourcery)?.message, "'set' tag takes at least one argument (the name of the variable to set) and optionally the value expression.")
        XCTAssertEqual(renderError("{% set a %}x", mode: .sourcery)?.message, "`endset` was not found.")
    }

    /// Top-level assignments: a name of the initial context is replaced in place, a new one is
    /// kept beside it; either is replaced by the next assignment and removed by a nil one, is
    /// hidden by loop variables, and vanishes with an empty initial context, as in Stencil.
    func testTopLevelAssignments() {
        rows([
            ("{% set x \"new\" %}{{ x }}{% set y \"made\" %}{{ y }}{% set y \"again\" %}{{ y }}", ["x": "old"], "newmadeagain"),
            ("{% set x missing %}[{{ x }}]{% set y 1 %}{% set y missing %}[{{ y }}]", ["x": "old"], "[][]"),
            ("{% set y 1 %}{% for y in l %}{{ y }}{% endfor %}{{ y }}", ["l": [5, 6]], "561"),
            ("{% macro m %}m{% endmacro %}{% set m 2 %}{{ m }}", ["c": 1], "2"),
            ("{% set y 1 %}[{{ y }}]", [:], "[]"),
        ])
    }

    func testMacroAndCall() {
        rows([
            ("{% macro greet who %}Hi {{ who }}!{% endmacro %}{% call greet \"A\" %} {% call greet name|uppercase %}",
             ["name": "b"], "Hi A! Hi B!"),
            ("{% macro m %}[{{ outer }}]{% endmacro %}{% for outer in l %}{% call m %}{% endfor %}", ["l": [1, 2]], "[1][2]"),
            ("{% macro m a %}{{ a }}{% endmacro %}{% call m missing %}", ["a": "caller"], "caller"),
            // Arguments are resolved in the caller's scope before any parameter is bound.
            ("{% macro m a b %}{{ a }}-{{ b }}{% endmacro %}{% call m b a %}", ["a": 1, "b": 2], "2-1"),
            // A repeated parameter takes its last non-nil argument; a nil one leaves the outer name visible.
            ("{% macro m a a %}{{ a }}{% endmacro %}{% call m 1 2 %}|{% call m 1 missing %}|{% call m missing missing %}",
             ["a": "outer"], "2|1|outer"),
            ("{% macro clean s %}{{ s|snakeToCamelCase }}{% endmacro %}{% set name %}{% call clean \"get_value\" %}{% endset %}{{ name|lowerFirstLetter }}",
             ["c": 1], "getValue"),
        ])
        XCTAssertEqual(renderError("{% call nope %}", ["c": 1], mode: .sourcery)?.message, "Call to undefined block 'nope'.")
        XCTAssertEqual(renderError("{% macro m a %}{% endmacro %}{% call m 1 2 %}", ["c": 1], mode: .sourcery)?.message,
                       "Block 'm' accepts 1 parameters, 2 given.")
        XCTAssertEqual(renderError("{% macro m %}", mode: .sourcery)?.message, "`endmacro` was not found.")
    }

    func testMap() {
        rows([
            ("{% map l into r using i %}<{{ i }}{{ maploop.counter }}{{ maploop.first }}{{ maploop.last }}>{% endmap %}{{ r|join:\",\" }}",
             ["l": ["a", "b"]], "<a0truefalse>,<b1falsetrue>"),
            ("{% map l into r %}{{ maploop.item|uppercase }}{% endmap %}{{ r }}", ["l": ["a"]], "[\"A\"]"),
            ("{% set r \"kept\" %}{% map l into r %}x{% endmap %}{{ r }}", ["l": []], "kept"),
            ("{% set r \"kept\" %}{% map l into r %}x{% endmap %}{{ r }}", ["l": "str"], "kept"),
        ])
        XCTAssertEqual(renderError("{% map l to r %}{% endmap %}", mode: .sourcery)?.message, "'map' statements should use the following 'map {array} into {varname} [using {element}]'.")
        XCTAssertEqual(renderError("{% map l into r using %}{% endmap %}", mode: .sourcery)?.message, "'map' statements should use the following 'map {array} into {varname} [using {element}]'.")
        XCTAssertEqual(renderError("{% map l into r %}x", mode: .sourcery)?.message, "`endmap` was not found.")
    }

    func testImport() {
        let templates = ["macros": "{% macro hello n %}Hello {{ n }}{% endmacro %}ignored output"]
        assertRows([("{% import \"macros\" %}{% call hello \"x\" %}", ["c": 1], "Hello x")], mode: .sourcery, templates: templates)
    }

    func testStringFilters() {
        rows([
            ("{{ s|upperFirstLetter }}|{{ s|titlecase }}", ["s": "helloWorld"], "HelloWorld|HelloWorld"),
            ("{{ s|lowerFirstLetter }}", ["s": "HelloWorld"], "helloWorld"),
            ("{{ a|lowerFirstWord }}|{{ b|lowerFirstWord }}|{{ c|lowerFirstWord }}", ["a": "URLChooser", "b": "URL", "c": "PeoplePicker"],
             "urlChooser|url|peoplePicker"),
            ("{{ a|snakeToCamelCase }}|{{ b|snakeToCamelCase }}|{{ c|snakeToCamelCase }}|{{ b|snakeToCamelCase:\"true\" }}",
             ["a": "my_value", "b": "_x_y", "c": "ALL_CAPS"], "MyValue|_XY|AllCaps|XY"),
            ("{{ a|camelToSnakeCase }}|{{ b|camelToSnakeCase }}|{{ a|camelToSnakeCase:\"false\" }}|{{ c|camelToSnakeCase }}",
             ["a": "someURLValue", "b": "URLSession", "c": "kebab-case"], "some_url_value|url_session|some_URL_Value|kebab_case"),
            ("{{ s|replace:\"(\",\"_\" }}", ["s": "a(b)"], "a_b)"),
            ("{{ s|replace:\"([a-z])([0-9])\",\"$2$1\",\"regex\" }}", ["s": "a1 b2"], "1a 2b"),
            ("{{ s|contains:\"ll\" }}|{{ s|hasPrefix:\"he\" }}|{{ s|hasSuffix:\"x\" }}|{{ s|!hasSuffix:\"x\" }}", ["s": "hello"],
             "true|true|false|true"),
            ("{{ s|contains:\"\" }}|{{ s|!contains:\"\" }}", ["s": "hello"], "false|true"),
            ("{% if n|!hasPrefix:\"_\" %}public{% endif %}", ["n": "value"], "public"),
            ("{{ a|swiftIdentifier }}|{{ a|swiftIdentifier:\"valid\" }}|{{ b|swiftIdentifier:\"pretty\" }}",
             ["a": "2nd item", "b": "some_thing-else"], "_2nd_Item|_2nd_item|SomeThingElse"),
            ("{{ a|escapeReservedKeywords }}|{{ b|escapeReservedKeywords }}|{{ c|escapeReservedKeywords }}",
             ["a": "class", "b": "Type", "c": "value"], "`class`|`Type`|value"),
            ("{{ p|basename }}|{{ p|dirname }}|{{ f|dirname }}", ["p": "/a/b/C.swift", "f": "C.swift"], "C.swift|/a/b|."),
            ("{{ s|removeNewlines }}|{{ s|removeNewlines:\"leading\" }}", ["s": "  a b\n   c  \n"], "abc|a bc"),
            ("{{ h|hexToInt }}|{{ i|int255toFloat }}|{{ 0.5|percent }}", ["h": "FF", "i": 255], "255|1.0|50%"),
            ("{{ n|upperFirstLetter }}|{{ b|upperFirstLetter }}", ["n": 12, "b": true], "12|True"),
        ])
    }

    func testStringFiltersRejectNilAndCollections() {
        XCTAssertEqual(renderError("{{ n|upperFirstLetter }}", ["c": 1], mode: .sourcery)?.message, "invalidInputType")
        XCTAssertEqual(renderError("{{ l|lowerFirstLetter }}", ["l": [1]], mode: .sourcery)?.message, "invalidInputType")
        XCTAssertEqual(renderError("{{ s|snakeToCamelCase:\"maybe\" }}", ["s": "a"], mode: .sourcery)?.message, "invalidOption: 'maybe'")
    }

    func testBooleanOptionLiteralIsIgnored() {
        rows([("{{ s|snakeToCamelCase:true }}", ["s": "_a_b"], "_AB")])
    }

    func testStencilModeHasNoExtras() {
        XCTAssertEqual(renderError("{% set a 1 %}")?.message.hasPrefix("Unknown template tag 'set'"), true)
        XCTAssertEqual(renderError("{{ a|upperFirstLetter }}")?.message.hasPrefix("Unknown filter 'upperFirstLetter'."), true)
    }
}
