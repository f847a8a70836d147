import XCTest
@testable import TemplateEngine

/// §5.5–§5.7: `include`, `extends`/`block`/`block.super`, `now`.
final class InclusionTests: XCTestCase {
    func testInclude() {
        let templates = ["i": "[{{ x }}]", "j": "{{ a }}{{ b }}"]
        assertRows([
            ("{% include \"i\" %}", ["x": 1], "[1]"),
            ("{% for x in l %}{% include 'i' %}{% endfor %}", ["l": [1, 2]], "[1][2]"),
            ("{% include n %}", ["n": "i", "x": 3], "[3]"),
            ("{% include \"j\" d %}", ["d": ["a": "A"], "b": "B"], "AB"),
            ("{% include \"j\" d.x %}", ["d": ["x": ["a": "A"]]], ""),
            ("{% include \"j\" s %}", ["s": "str", "a": "a"], "a"),
        ], templates: templates)
        XCTAssertEqual(renderError("{% include n %}", ["n": 1], templates: templates)?.message, "'n' could not be resolved as a string")
        XCTAssertTrue(renderError("{% include \"nope\" %}")?.message.hasPrefix("Template named `nope` does not exist") == true)
        XCTAssertTrue(renderError("{% include %}")?.message.hasPrefix("'include' tag requires one argument") == true)
    }

    func testErrorInsideIncludeNamesBothPlaces() throws {
        let error = renderError("line1\n  {% include \"bad\" %}", templates: ["bad": "ok\n{{ x|nope }}"])
        let location = try XCTUnwrap(error?.location)
        XCTAssertEqual(location.path, "bad")
        XCTAssertEqual(location.line, 2)
        XCTAssertEqual(location.column, 4)
        XCTAssertEqual(error?.stack.first?.path, "test.stencil")
        XCTAssertEqual(error?.stack.first?.line, 2)
    }

    func testExtends() {
        let templates = [
            "base": "[{% block b %}B{% endblock %}]",
            "child": "{% extends \"base\" %}{% block b %}C{{ block.super }}{% endblock %}",
            "two": "<{% block a %}A{% endblock %}|{% block b %}B{% endblock %}>",
        ]
        assertRows([
            ("{% extends \"base\" %}{% block b %}C{{ block.super }}{% endblock %}", [:], "[CB]"),
            ("{% extends \"child\" %}{% block b %}G{{ block.super }}{% endblock %}", [:], "[GCB]"),
            ("before{% extends \"base\" %}ignored{% block b %}X{% endblock %}ignored", [:], "before[X]"),
            ("{% extends \"base\" %}{% if true %}{% block b %}X{% endblock %}{% endif %}", [:], "[B]"),
            ("{% extends \"two\" %}{% block b %}2{% endblock %}", [:], "<A|2>"),
            ("{% block b %}x{% endblock %}{{ block.b }}", [:], "xx"),
            ("{{ block.b }}{% block b %}x{% endblock %}", [:], "x"),
            ("{% block b %}open to the end", [:], "open to the end"),
            ("{% block b %}x{% endblock b %}", [:], "x"),
        ], templates: templates)
        XCTAssertEqual(renderError("{% extends \"base\" %}{% extends \"base\" %}", templates: templates)?.message,
                       "'extends' cannot appear more than once in the same template")
        XCTAssertEqual(renderError("{% block %}{% endblock %}")?.message, "'block' tag takes one argument, the block name")
        XCTAssertEqual(renderError("{% extends %}")?.message, "'extends' takes one argument, the template file to be extended")
    }

    func testNow() throws {
        let output = try XCTUnwrap(render("{% now \"yyyy\" %}"))
        XCTAssertEqual(output.count, 4)
        XCTAssertNotNil(Int(output))
    }
}
