import XCTest
@testable import TemplateEngine

final class SmokeTests: XCTestCase {
    func testVersion() { XCTAssertFalse(TemplateEngineVersion.version.isEmpty) }
}
