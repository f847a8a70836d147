import XCTest
@testable import TemplateEngine

/// §6: error messages, locations and carets; strict mode.
final class ErrorTests: XCTestCase {
    func testUnknownFilterLocationAndCaret() throws {
        let error = try XCTUnwrap(renderError("line one\n  {{ name|upperFirstLeter }}", mode: .sourcery))
        XCTAssertEqual(error.message, "Unknown filter 'upperFirstLeter'. Found similar filters: 'upperFirstLetter'.")
        XCTAssertEqual(error.location?.line, 2)
        XCTAssertEqual(error.location?.column, 6)
        XCTAssertEqual(error.description, """
            test.stencil:2:6: error: Unknown filter 'upperFirstLeter'. Found similar filters: 'upperFirstLetter'.
              {{ name|upperFirstLeter }}
                 ^~~~~~~~~~~~~~~~~~~~
            """)
    }

    /// A long template line is shown as a window around the column, the caret still under the construct.
    func testLongLineExcerptIsAWindowAroundTheColumn() throws {
        let padding = String(repeating: "x", count: 500)
        let error = try XCTUnwrap(renderError(padding + "{{ name|nope }}"))
        XCTAssertEqual(error.location?.column, 504)
        // `name|nope` is highlighted: the caret, then eight `~`.
        XCTAssertEqual(error.description, "test.stencil:1:504: error: Unknown filter 'nope'. Found similar filters: 'join'.\n"
                       + "…" + String(repeating: "x", count: 105) + "{{ name|nope }}\n"
                       + String(repeating: " ", count: 109) + "^" + String(repeating: "~", count: 8))
    }

    func testUnknownTagSuggestsClosest() throws {
        let error = try XCTUnwrap(renderError("a\nb {% fro x in l %}{% endfor %}"))
        XCTAssertEqual(error.message, "Unknown template tag 'fro'. Did you mean 'for'?")
        XCTAssertEqual(error.location?.line, 2)
        XCTAssertEqual(error.location?.column, 6)
        XCTAssertEqual(renderError("{% macro m %}{% endmacro %}", mode: .stencil)?.message, "Unknown template tag 'macro'")
    }

    func testTagErrorsPointAtTheTag() throws {
        let error = try XCTUnwrap(renderError("ok\n\n   {% if a and %}x{% endif %}"))
        XCTAssertEqual(error.location?.line, 3)
        XCTAssertEqual(error.location?.column, 7)
        XCTAssertEqual(error.location?.lineText, "   {% if a and %}x{% endif %}")
    }

    func testRenderErrorsPointAtTheNode() throws {
        let error = try XCTUnwrap(renderError("{% for x in l %}\n  {{ x|join:1,2 }}\n{% endfor %}", ["l": [[1]]]))
        XCTAssertEqual(error.message, "'join' filter takes at most one argument")
        XCTAssertEqual(error.location?.line, 2)
        XCTAssertEqual(error.location?.column, 6)
    }

    func testRepeatedLinesReportTheTrueLine() throws {
        let error = try XCTUnwrap(renderError("{{ a }}\n{{ a }}\n{{ a|nope }}"))
        XCTAssertEqual(error.location?.line, 3)
    }

    func testSourceryModeLinesIgnoreBlankLineMarkers() throws {
        let error = try XCTUnwrap(renderError("a\n\n\n\n{{ x|nope }}", mode: .sourcery))
        XCTAssertEqual(error.location?.line, 5)
        XCTAssertEqual(error.location?.column, 4)
    }

    func testStrictMode() throws {
        let undefined = try XCTUnwrap(renderError("ok\n{{ nmae }}", ["name": "x"], strict: true))
        XCTAssertEqual(undefined.message, "Undefined variable 'nmae'. Did you mean 'name'?")
        XCTAssertEqual(undefined.location?.line, 2)
        XCTAssertEqual(undefined.location?.column, 4)

        final class Thing: TemplateObject {
            func templateValue(forKey key: String) -> Value? { key == "name" ? "t" : nil }
            var templateDescription: String { "Thing" }
        }
        let unknown = try XCTUnwrap(renderError("{{ t.nmae }}", ["t": .object(Thing())], strict: true))
        XCTAssertEqual(unknown.message, "Unknown property 'nmae' in 't.nmae'")
        XCTAssertEqual(render("{{ t.name }}|{{ d.missing }}|{{ u|default:\"d\" }}|{{ l.5 }}",
                              ["t": .object(Thing()), "d": ["k": 1], "l": [1]], strict: true), "t||d|")
        XCTAssertEqual(render("{{ nmae }}", ["name": "x"]), "", "without strict, Stencil's silent empty string")
    }

    func testStrictModeAcceptsNamesAssignedNil() throws {
        // `set` of a missing annotation stores nil on purpose; reading it back is not a typo.
        XCTAssertEqual(render("{% set keys d.missing %}[{{ keys }}]{% if keys.1 %}x{% endif %}", ["d": ["k": 1]],
                              mode: .sourcery, strict: true), "[]")
        XCTAssertEqual(render("{% macro m p %}<{{ p }}>{% endmacro %}{% call m d.missing %}", ["d": ["k": 1]],
                              mode: .sourcery, strict: true), "<>", "a macro parameter given nil is defined")
        let typo = try XCTUnwrap(renderError("{% set keys d.missing %}{{ kyes }}", ["d": ["k": 1]], mode: .sourcery, strict: true))
        XCTAssertTrue(typo.message.hasPrefix("Undefined variable 'kyes'"), typo.message)
    }

    func testErrorsFromUndefinedIncludes() throws {
        let error = try XCTUnwrap(renderError("x\n{% include \"missing.stencil\" %}"))
        XCTAssertEqual(error.message, "Template named `missing.stencil` does not exist")
        XCTAssertEqual(error.location?.line, 2)
    }
}
