import XCTest
@testable import TemplateEngine

final class SmokeTests: XCTestCase {
    func testVersion() { XCTAssertFalse(TemplateEngineVersion.version.isEmpty) }

    func testRendersTextVariablesAndTags() {
        XCTAssertEqual(render("Hello {{ name }}!", ["name": "World"]), "Hello World!")
        XCTAssertEqual(render("{% for i in l %}{{ i }}{% if not forloop.last %}, {% endif %}{% endfor %}", ["l": [1, 2, 3]]),
                       "1, 2, 3")
    }
}
