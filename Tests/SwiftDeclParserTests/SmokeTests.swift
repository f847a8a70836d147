import XCTest
@testable import SwiftDeclParser

final class SmokeTests: XCTestCase {
    func testVersion() { XCTAssertFalse(SwiftDeclParserVersion.version.isEmpty) }
}
