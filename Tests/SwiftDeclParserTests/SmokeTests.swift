import XCTest
@testable import SwiftDeclParser

final class SmokeTests: XCTestCase {
    func testParseReturnsResultForPath() {
        let result = SwiftParser.parse(path: "A.swift", source: "")
        XCTAssertEqual(result.path, "A.swift")
    }
}
