import SystemSupport
import XCTest

final class EditDistanceTests: XCTestCase {
    func testCountsInsertionsDeletionsAndSubstitutions() {
        XCTAssertEqual(EditDistance.between(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(EditDistance.between(Array("flaw"), Array("lawn")), 2)
        XCTAssertEqual(EditDistance.between(Array("same"), Array("same")), 0)
    }

    func testAnEmptySideCostsTheOtherSidesLength() {
        XCTAssertEqual(EditDistance.between([Character](), Array("abc")), 3)
        XCTAssertEqual(EditDistance.between(Array("abcd"), [Character]()), 4)
        XCTAssertEqual(EditDistance.between([Int](), [Int]()), 0)
    }

    func testComparesWhateverElementsItIsGiven() {
        // "é" as one precomposed scalar against "e" plus a combining accent: one character each,
        // but one scalar against two.
        let precomposed = "caf\u{E9}", combining = "cafe\u{301}"
        XCTAssertEqual(EditDistance.between(Array(precomposed), Array(combining)), 0)
        XCTAssertEqual(EditDistance.between(Array(precomposed.unicodeScalars), Array(combining.unicodeScalars)), 2)
    }
}
