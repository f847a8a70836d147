import XCTest
@testable import TemplateEngine

/// `Environment.lookupNames(of:)`: every name a template may look up, tag by tag, and nil
/// wherever a name cannot be known before rendering.
final class LookupNamesTests: XCTestCase {
    private func names(_ source: String, templates: [String: String] = [:],
                       sourcery: Bool = true) throws -> Set<String>? {
        let options = RenderOptions(whitespace: sourcery ? .sourcery : .stencil, sourceryExtensions: sourcery)
        let environment = Environment(loader: DictionaryLoader(templates: templates), options: options)
        return environment.lookupNames(of: try environment.parseTemplate(source: source, path: "main"))
    }

    /// `source`'s names include every one of `expected`.
    private func assertFinds(_ expected: Set<String>, in source: String, templates: [String: String] = [:],
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try XCTUnwrap(try names(source, templates: templates), "unknown names for \(source)", file: file, line: line)
        XCTAssertTrue(found.isSuperset(of: expected), "\(source): missing \(expected.subtracting(found))", file: file, line: line)
    }

    func testTextAloneLooksUpNothing() throws {
        XCTAssertEqual(try names("plain text"), [])
    }

    func testOutputTagsAndFilters() throws {
        XCTAssertEqual(try names("{{ a.b.c }}"), ["a", "b", "c"])
        try assertFinds(["a", "b", "c", "d", "e"], in: "{{ a|default:b.c|join:d }}{{ e if a.b }}")
        try assertFinds(["x", "y", "z"], in: "{{ x if y else z }}")
        try assertFinds(["a", "literal", "0"], in: "{{ a['literal'] }}{{ a[0] }}")
        try assertFinds(["items", "name"], in: "{{ items|sorted:\"name\" }}")
        try assertFinds(["v", "w"], in: "{{ v|filter:\"default:w\" }}")
    }

    func testConditionsAndLoops() throws {
        try assertFinds(["a", "b", "c", "d", "e", "f", "g", "h"],
                        in: "{% if a.b and not c or d == e %}{% elif f in g %}{% else %}{{ h }}{% endif %}")
        try assertFinds(["p", "q"], in: "{% ifnot p %}{% else %}{{ q }}{% endif %}")
        try assertFinds(["list", "item", "kept", "inner", "empty"],
                        in: "{% for item in list where item.kept %}{{ item.inner }}{% empty %}{{ empty }}{% endfor %}")
        try assertFinds(["from", "to"], in: "{% for i in from...to %}{% endfor %}")
    }

    func testAssignmentsMacrosAndMaps() throws {
        try assertFinds(["value", "body"], in: "{% set a value %}{% set b %}{{ body }}{% endset %}")
        try assertFinds(["inMacro", "block", "argument"],
                        in: "{% macro block x %}{{ x.inMacro }}{% endmacro %}{% call block argument %}")
        try assertFinds(["list", "element"], in: "{% map list into out using e %}{{ e.element }}{% endmap %}")
        try assertFinds(["filtered"], in: "{% filter uppercase %}{{ filtered }}{% endfilter %}")
        try assertFinds(["format"], in: "{% now format %}")
        XCTAssertEqual(try names("{% newline %}{% typed a as B %}{% for x in l %}{% break %}{% endfor %}"), ["l"])
    }

    func testIncludedExtendedAndImportedTemplatesCount() throws {
        let templates = ["i": "{{ included }}", "base": "{% block b %}{{ base }}{% endblock %}", "m": "{{ imported }}",
                         "loop": "{% include \"loop\" %}{{ again }}"]
        try assertFinds(["included", "context"], in: "{% include \"i\" context %}", templates: templates)
        try assertFinds(["base", "child"], in: "{% extends \"base\" %}{% block b %}{{ child }}{% endblock %}", templates: templates)
        try assertFinds(["imported"], in: "{% import \"m\" %}", templates: templates)
        try assertFinds(["again"], in: "{% include \"loop\" %}", templates: templates)
    }

    func testUnknowableNamesGiveNil() throws {
        XCTAssertNil(try names("{{ a[b] }}"))
        XCTAssertNil(try names("{% for x in l %}{{ x[l.first] }}{% endfor %}"))
        XCTAssertNil(try names("{% include name %}"))
        XCTAssertNil(try names("{% include \"missing\" %}"))
        XCTAssertNil(try names("{% extends base %}"))
        XCTAssertNil(try names("{% import \"missing\" %}"))
        XCTAssertNil(try names("{{ items|sorted:key }}"))
        XCTAssertNil(try names("{{ v|filter:expression }}"))
        XCTAssertNil(try names("{% if x %}{{ a[b] }}{% endif %}"))
    }
}
