import XCTest
@testable import modelgen
import SwiftDeclParser
import TemplateEngine

/// A property's template object is made on every read (`ContextModel.object(for:)`), yet templates
/// see one property: `in` finds it in any list that holds it, as when one object stood for it.
final class PropertyObjectIdentityTests: SandboxedGenerationTestCase {
    private let source = """
    class Base {
        var a = 1
    }
    class Sub: Base {
        var b = 2
        var c: Int { 1 }
    }
    """

    func testInFindsAPropertyReadThroughAnotherList() throws {
        let template = "{% for v in type.Sub.storedVariables %}{{ v.name }}:"
            + "{% if v in type.Sub.variables %}y{% else %}n{% endif %}"
            + "{% if v in type.Base.variables %}b{% else %}-{% endif %};{% endfor %}"
            + "|{% for v in type.Sub.allVariables %}{% if v in type.Base.variables %}{{ v.name }} {% endif %}{% endfor %}"
            + "|{% for v in type.Sub.variables %}{% if v in type.Sub.storedVariables %}{{ v.name }} {% endif %}{% endfor %}"
            + "|{% if type.Sub.variables.first in type.Sub.variables %}same{% endif %}"
        XCTAssertEqual(try sandbox.render(template, sources: ["S.swift": source]), "b:y-;|a |b |same")
    }

    func testTwoReadsGiveObjectsEqualByIdentityOnly() throws {
        let composed = Composer.compose([SwiftParser.parse(path: "S.swift", bytes: Array(source.utf8))])
        let model = ContextModel(composed)
        defer { model.tearDown() }
        let sub = try XCTUnwrap(composed.types.first { $0.name == "Sub" })
        let first = model.value(sub.storedVariables)
        let second = model.value(sub.storedVariables)
        XCTAssertFalse(first.arrayValue?.first?.objectValue === second.arrayValue?.first?.objectValue)
        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first, model.value(sub.variables))
        // A type is still one object however it is reached.
        XCTAssertTrue(model.object(for: sub) === model.object(for: sub))
    }
}
