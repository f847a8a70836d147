import SystemSupport
import XCTest

/// The three spellings of a JSON string that modelgen's outputs match.
final class JSONStringLiteralTests: XCTestCase {
    private let text = "a\"b\\c/d\u{8}\u{C}\n\r\t\u{1}\u{1F}é😀\u{7F}"

    func testJSONSerializationStyle() {
        XCTAssertEqual(JSONStringLiteral.quoted(text, .jsonSerialization),
                       #""a\"b\\c\/d\u0008\u000c\n\r\t\u0001\u001fé😀\#u{7F}""#)
    }

    func testJSONEncoderStyle() {
        XCTAssertEqual(JSONStringLiteral.quoted(text, .jsonEncoder),
                       #""a\"b\\c\/d\b\f\n\r\t\u0001\u001fé😀\#u{7F}""#)
    }

    func testMinimalStyle() {
        XCTAssertEqual(JSONStringLiteral.quoted(text, .minimal),
                       #""a\"b\\c/d\u0008\u000c\n\r\t\u0001\u001fé😀\#u{7F}""#)
    }
}
