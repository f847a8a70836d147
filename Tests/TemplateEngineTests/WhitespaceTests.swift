import XCTest
@testable import TemplateEngine

/// §2: markers, trim presets, Stencil default and Sourcery's pipeline.
final class WhitespaceTests: XCTestCase {
    let template = "Start\n{% if show %}\n  body\n{% endif %}\nEnd"

    func testPresetsTable() {
        XCTAssertEqual(render(template, ["show": true], mode: .stencil), "Start\n\n  body\n\nEnd")
        XCTAssertEqual(render(template, ["show": true], mode: .smart), "Start\n  body\nEnd")
        XCTAssertEqual(render(template, ["show": true], mode: .all), "StartbodyEnd")
        XCTAssertEqual(render("Start\n{%- if show -%}\n  body\n{%- endif %}\nEnd", ["show": true], mode: .stencil),
                       "Startbody\nEnd")
        XCTAssertEqual(render(template, ["show": true], mode: .sourcery), "Start\n  body\nEnd")
        XCTAssertEqual(render(template, ["show": false], mode: .sourcery), "Start\nEnd")
    }

    func testSmartFacts() {
        XCTAssertEqual(render("key:   \n{% if x %}v{% endif %}", ["x": true], mode: .smart), "key:\nv")
        XCTAssertEqual(render("  {% for t in l %}\n  - {{ t }}\n  {% endfor %}\n", ["l": ["a", "b"]], mode: .smart),
                       "  - a\n  - b\n")
        XCTAssertEqual(render("a {% if x %}b{% endif %}", ["x": true], mode: .smart), "ab")
        XCTAssertEqual(render("x\n{# c #}\ny", [:], mode: .smart), "x\n\ny", "a comment line is never removed")
        XCTAssertEqual(render("x\n{{ v }}\ny", ["v": ""], mode: .smart), "x\n\ny", "a variable line is never removed")
    }

    func testAllWithKeepMarker() {
        XCTAssertEqual(render("Start\n  {%- if show %}\n  body\n  {%+ endif %}\nEnd", ["show": true], mode: .all),
                       "Startbody\n  End")
    }

    func testStencilDefaultKeepsEverything() {
        XCTAssertEqual(render("<ul>\n{% for i in l %}\n  <li>{{ i }}</li>\n{% endfor %}\n</ul>", ["l": [1, 2]]),
                       "<ul>\n\n  <li>1</li>\n\n  <li>2</li>\n\n</ul>")
    }

    func testMarkersNeverTrimVariableOutput() {
        XCTAssertEqual(render("{{ a }}  {%- if true %}x{% endif %}", ["a": "v  "]), "v  x")
    }

    func testSourceryTable() {
        let imports = "import A\n\n{% for t in types %}\nstruct {{ t }} {}\n{% endfor %}\n\n// end\n"
        XCTAssertEqual(render(imports, ["types": ["P", "Q"]], mode: .sourcery),
                       "import A\n\nstruct P {}\nstruct Q {}\n\n// end\n")
        XCTAssertEqual(render(imports, ["types": ["P", "Q"]], mode: .stencil),
                       "import A\n\n\nstruct P {}\n\nstruct Q {}\n\n\n// end\n")
        XCTAssertEqual(render("{% for i in l %}\n{{ i }}\n{% endfor %}", ["l": [1, 2]], mode: .sourcery), "\n1\n2\n")
        XCTAssertEqual(render("{{ a }}\n{{ b }}\nz", ["a": "", "b": ""], mode: .sourcery), "\nz")
        XCTAssertEqual(render("a\n   \nb", [:], mode: .sourcery), "a\nb")
        XCTAssertEqual(render("{{a}}\n\t\n{{b}}", ["a": "x", "b": "y"], mode: .sourcery), "x\ny")
        XCTAssertEqual(render("x{% newline %}   {% newline %}y", [:], mode: .sourcery), "x\n   \ny")
        XCTAssertEqual(render("x\n{{ e }}   ", ["e": ""], mode: .sourcery), "x\n   ")
        XCTAssertEqual(render("a\r\n\r\n\r\nb", [:], mode: .sourcery), "a\r\n\r\n\r\nb")
        XCTAssertEqual(render("{% if a -%}\n\nx{% endif %}", ["a": true], mode: .sourcery), "x")
    }

    func testSourceryKeepsRunsOfTypedBlankLines() {
        XCTAssertEqual(render("a\n\n\n\nb", [:], mode: .sourcery), "a\n\n\n\nb")
        // Both typed blank lines are marked; the line the tag emptied between them collapses.
        XCTAssertEqual(render("a\n\n{% if false %}x{% endif %}\n\nb", [:], mode: .sourcery), "a\n\n\nb")
    }

    func testSourceryMarksIncludedTemplatesToo() {
        let output = render("{% include \"i\" %}", [:], mode: .sourcery, templates: ["i": "a\n\n{% if x %}{% endif %}\nb"])
        XCTAssertEqual(output, "a\n\nb")
    }

    func testTrimRulesDirectly() {
        XCTAssertEqual(TrimRule.whitespace.trimEnd("abc  \n"), "abc\n")
        XCTAssertEqual(TrimRule.whitespace.trimEnd("a  \n  "), "a  \n")
        XCTAssertEqual(TrimRule.whitespaceAndOneNewLine.trimStart("  \n x"), " x")
        XCTAssertEqual(TrimRule.whitespaceAndOneNewLine.trimStart("  x\n"), "  x\n")
        XCTAssertEqual(TrimRule.whitespaceAndOneNewLine.trimEnd("abc\n\n"), "abc")
        XCTAssertEqual(TrimRule.whitespaceAndNewLines.trimStart("\u{A0}\u{B} \n x"), "x")
        XCTAssertEqual(TrimRule.whitespaceAndNewLines.trimEnd("x \u{85}\n"), "x")
    }

    func testReplaceAllIsLeftToRightWithoutOverlap() {
        let replace = { (text: String, pattern: String, with: String) in
            String(decoding: SourceryPostProcessor.replaceAll(in: Array(text.utf8), Array(pattern.utf8), with: Array(with.utf8)),
                   as: UTF8.self)
        }
        XCTAssertEqual(replace("\n\u{B}\n\u{B}\n", "\n\u{B}\n", "\n\n"), "\n\n\u{B}\n")
        XCTAssertEqual(replace("\n\n\n", "\n\n", "\n\u{B}\n"), "\n\u{B}\n\n")
        XCTAssertEqual(replace("abc", "x", "y"), "abc")
        XCTAssertEqual(replace("xax", "x", "yy"), "yyayy")
        // The in-place variant (replacement no longer than the pattern) agrees with the copying one.
        for (text, pattern, with) in [("\n\u{B}\n\u{B}\n", "\n\u{B}\n", "\n\n"), ("abc", "x", ""), ("xxaxx", "xx", "y"),
                                      ("a__m__b__m__", "__m__", "\n"), ("__m_", "__m__", "\n"), ("ab", "ab", "")] {
            var bytes = Array(text.utf8)
            let kept = bytes.withUnsafeMutableBufferPointer {
                SourceryPostProcessor.replaceAll(in: $0, Array(pattern.utf8), with: Array(with.utf8))
            }
            XCTAssertEqual(String(decoding: bytes[..<kept], as: UTF8.self), replace(text, pattern, with), text.debugDescription)
        }
        XCTAssertEqual(String(decoding: SourceryPostProcessor.markBlankLines(Array("a\n\n\nb".utf8)), as: UTF8.self),
                       "a\n\u{B}\n\u{B}\nb")
    }

    func testCompactionScan() {
        let collapse = { (text: String) -> String in
            var bytes = Array(text.utf8)
            let kept = bytes.withUnsafeMutableBufferPointer { SourceryPostProcessor.collapseBlankLines(in: $0) }
            return String(decoding: bytes[..<kept], as: UTF8.self)
        }
        XCTAssertEqual(collapse("a\n \t\n\n  \nb"), "a\nb")
        XCTAssertEqual(collapse("a\n  b\n"), "a\n  b\n")
        XCTAssertEqual(collapse("\n\n"), "\n")
        XCTAssertEqual(collapse(""), "")
        XCTAssertEqual(collapse("a\n\n"), "a\n")
        XCTAssertEqual(collapse("\n \t"), "\n \t")
        XCTAssertEqual(collapse("a\nb\n\n\nc\n \nd\n"), "a\nb\nc\nd\n")
    }
}
