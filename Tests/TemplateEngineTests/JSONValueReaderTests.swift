import XCTest
@testable import TemplateEngine

final class JSONValueReaderTests: XCTestCase {
    func testValueKinds() throws {
        let value = try JSONValueReader.read("""
            {"i": 1, "n": -20, "d": 1.5, "e": 1e3, "z": 2.0, "s": "a\\"b\\u00e9\\ud83d\\ude00\\n", "t": true, "f": false,
             "null": null, "a": [1, null, "x"], "o": {"k": {}}}
            """)
        XCTAssertEqual(value, [
            "i": 1, "n": -20, "d": 1.5, "e": 1000.0, "z": 2.0, "s": "a\"bé😀\n", "t": true, "f": false,
            "a": [1, nil, "x"], "o": ["k": .dictionary([:])],
        ])
        guard case .dictionary(let dictionary) = value else { return XCTFail() }
        XCTAssertNil(dictionary["null"], "a null member is an absent key")
        if case .double = dictionary["z"]! {} else { XCTFail("2.0 is a Double") }
        if case .int = dictionary["i"]! {} else { XCTFail("1 is an Int") }
    }

    func testRendersLikeStencilOnJSONContexts() throws {
        let context = try JSONValueReader.readContext(#"{"a": [1, null], "d": 3.0, "big": 12345678901234567890}"#)
        XCTAssertEqual(render("{{ a }} {{ d }} {{ big }}", context), "[1, nil] 3.0 1.2345678901234567e+19")
    }

    func testErrorsHaveLocations() {
        XCTAssertThrowsError(try JSONValueReader.read("{\n  \"a\": tru\n}", path: "c.json")) { error in
            let error = error as? TemplateError
            XCTAssertEqual(error?.location?.line, 2)
            XCTAssertEqual(error?.location?.column, 8)
            XCTAssertEqual(error?.description, "c.json:2:8: error: invalid literal, expected 'true'\n  \"a\": tru\n       ^")
        }
        XCTAssertThrowsError(try JSONValueReader.read("[1,]")) { XCTAssertEqual("\($0)", "<json>:1:4: error: unexpected character ']'\n[1,]\n   ^") }
        XCTAssertThrowsError(try JSONValueReader.read("{} x")) { XCTAssertEqual("\($0)", "<json>:1:4: error: unexpected text after the JSON value\n{} x\n   ^") }
        XCTAssertThrowsError(try JSONValueReader.read("\"\\x\"")) { XCTAssertEqual("\($0)", "<json>:1:4: error: invalid escape '\\x'\n\"\\x\"\n   ^") }
        XCTAssertThrowsError(try JSONValueReader.read(String(repeating: "[", count: 100_000))) { error in
            XCTAssertEqual(String("\(error)".prefix { $0 != "\n" }), "<json>:1:513: error: JSON nested deeper than 512 levels")
        }
        XCTAssertThrowsError(try JSONValueReader.readContext("[1]")) { XCTAssertEqual("\($0)", "<json>:1:1: error: the context must be a JSON object\n[1]\n^") }
    }
}
