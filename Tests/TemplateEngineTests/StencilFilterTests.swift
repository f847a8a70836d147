import XCTest
@testable import TemplateEngine

/// §4: filter syntax, lookup and Stencil's built-in filters.
final class StencilFilterTests: XCTestCase {
    func testSyntax() {
        assertRows([
            ("{{ items | join : \", \" }}", ["items": ["a", "b"]], "a, b"),
            ("{{ items|join:\", \" }}", ["items": ["a", "b"]], "a, b"),
            ("{{ s|split:\"|\"|join:\":\" }}", ["s": "a|b"], "a:b"),
            ("{{ s|default:\"x,y\" }}", [:], "x,y"),
            ("{{ n|default:a,\"x\" }}", ["a": "A"], "A"),
            ("{{ n|default:a,\"x\" }}", [:], "x"),
            ("{{ s|lowercase|uppercase }}", ["s": "aB"], "AB"),
        ])
    }

    func testUnknownFilterSuggestsClosest() {
        XCTAssertEqual(renderError("{{ x|unknown }}")?.message, "Unknown filter 'unknown'. Found similar filters: 'uppercase'.")
        XCTAssertEqual(renderError("{{ x|zzzzzzzzzzzzzzzzzzzz }}")?.message, "Unknown filter 'zzzzzzzzzzzzzzzzzzzz'.")
        XCTAssertEqual(renderError("{% if false %}{{ x|nope }}{% endif %}")?.message, "Unknown filter 'nope'. Found similar filters: 'join'.", "filter names are checked when parsing")
    }

    func testSimpleFilterRejectsArguments() {
        XCTAssertEqual(renderError("{{ x|uppercase:1 }}", ["x": "a"])?.message, "Can't invoke filter with an argument")
    }

    func testDefault() {
        assertRows([
            ("{{ v|default:\"d\" }}", ["v": ""], ""),
            ("{{ v|default:\"d\" }}", ["v": false], "false"),
            ("{{ v|default:\"d\" }}", ["v": 0], "0"),
            ("{{ v|default:\"d\" }}", ["v": "nil"], "d"),
            ("{{ v|default:\"d\" }}", [:], "d"),
            ("{{ v|default:a }}", [:], ""),
        ])
    }

    func testCaseFilters() {
        assertRows([
            ("{{ s|capitalize }}", ["s": "hELLO wORLD"], "Hello World"),
            ("{{ s|capitalize }}", ["s": "o'neil it's mc-donald 123abc"], "O'neil It's Mc-Donald 123Abc"),
            ("{{ s|capitalize }}", ["s": "élan"], "Élan"),
            ("{{ l|uppercase }}", ["l": [1, "a"]], "[\"1\", \"A\"]"),
            ("{{ l|lowercase }}", ["l": ["A", true]], "[\"a\", \"true\"]"),
            ("{{ n|uppercase }}", [:], ""),
        ])
    }

    func testJoinAndSplit() {
        assertRows([
            ("{{ l|join:\"-\" }}", ["l": ["a", 2, true]], "a-2-true"),
            ("{{ l|join }}", ["l": ["a", "b"]], "ab"),
            ("{{ s|join:\"-\" }}", ["s": "abc"], "abc"),
            ("{{ s|split:\",\" }}", ["s": "a,,b"], "[\"a\", \"\", \"b\"]"),
            ("{{ s|split }}", ["s": "a b"], "[\"a\", \"b\"]"),
            ("{{ i|split }}", ["i": 5], "5"),
        ])
        XCTAssertEqual(renderError("{{ l|join:\"a\",\"b\" }}", ["l": [1]])?.message, "'join' filter takes at most one argument")
        XCTAssertEqual(renderError("{{ s|split:\"a\",\"b\" }}", ["s": "x"])?.message, "'split' filter takes at most one argument")
    }

    func testIndent() {
        assertRows([
            ("{{ s|indent:2 }}", ["s": "a\n\nb"], "a\n\n  b"),
            ("{{ s|indent }}", ["s": "a\nb"], "a\n    b"),
            ("{{ s|indent:2,\"-\",true }}", ["s": "a\nb"], "--a\n--b"),
            ("{{ s|indent:0 }}", ["s": "a\nb"], "a\nb"),
        ])
        XCTAssertEqual(renderError("{{ s|indent:\"2\" }}", ["s": "a"])?.message, "'indent' filter width argument must be an Integer (Optional(\"2\"))")
        XCTAssertEqual(renderError("{{ s|indent:2,3 }}", ["s": "a"])?.message, "'indent' filter indentation argument must be a String (Optional(3)")
        XCTAssertEqual(renderError("{{ s|indent:2,\" \",1 }}", ["s": "a"])?.message, "'indent' filter indentFirst argument must be a Bool")
        XCTAssertEqual(renderError("{{ s|indent:1,\" \",true,4 }}", ["s": "a"])?.message, "'indent' filter can take at most 3 arguments")
    }

    func testFilterFilter() {
        assertRows([
            ("{{ v|filter:f }}", ["v": "ab", "f": "uppercase"], "AB"),
            ("{{ v|filter:f }}", ["v": ["a", "b"], "f": "join:\", \""], "a, b"),
            // Filters with arguments inside a filter with an argument, then more after it.
            ("{{ v|filter:f|split:\"-\"|join:\"+\" }}", ["v": ["a", "b"], "f": "join:\"-\""], "a+b"),
            ("{{ v|filter:f }}", ["f": "uppercase"], ""),
        ])
        XCTAssertEqual(renderError("{{ v|filter }}", ["v": 1])?.message, "'filter' filter takes one argument")
    }

    func testFilterTag() {
        assertRows([
            ("{% filter uppercase %}ab{{ x }}{% endfilter %}", ["x": "c"], "ABC"),
            ("{% filter split:\",\"|join:\";\" %}a,b{% endfilter %}", [:], "a;b"),
        ])
        XCTAssertEqual(renderError("{% filter a b %}{% endfilter %}")?.message, "'filter' tag takes one argument, the filter expression")
        XCTAssertEqual(renderError("{% filter uppercase %}x")?.message, "`endfilter` was not found.")
    }
}
