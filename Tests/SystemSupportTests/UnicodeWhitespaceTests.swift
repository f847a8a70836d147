import Foundation
import SystemSupport
import XCTest

/// The whitespace tables and scalar operations must match Foundation's CharacterSet ones exactly.
final class UnicodeWhitespaceTests: XCTestCase {
    func testTablesMatchCharacterSet() {
        for value in 0..<0x11_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(UnicodeWhitespace.isWhitespace(scalar), CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
            XCTAssertEqual(UnicodeWhitespace.isNewline(scalar), CharacterSet.newlines.contains(scalar), "U+\(String(value, radix: 16))")
            XCTAssertEqual(UnicodeWhitespace.isWhitespaceOrNewline(scalar), CharacterSet.whitespacesAndNewlines.contains(scalar),
                           "U+\(String(value, radix: 16))")
        }
    }

    func testTrimmingAndSplittingMatchFoundation() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "\t", "\n", "\r\n", "\r", "\u{A0}", "\u{2028}", "\u{200B}", "\u{301}", "a", "é", "e\u{301}", "x y", "🙂", "\u{85}"]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(text.trimmingHorizontalWhitespace(), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
            XCTAssertEqual(text.trimmingScalars(where: UnicodeWhitespace.isWhitespaceOrNewline),
                           text.trimmingCharacters(in: .whitespacesAndNewlines), text.debugDescription)
            XCTAssertEqual(text.components(separatedByScalars: UnicodeWhitespace.isNewline),
                           text.components(separatedBy: .newlines), text.debugDescription)
            XCTAssertEqual(text.components(separatedByScalars: UnicodeWhitespace.isWhitespaceOrNewline),
                           text.components(separatedBy: .whitespacesAndNewlines), text.debugDescription)
            let substring = text.dropFirst()
            XCTAssertEqual(substring.trimmingHorizontalWhitespace(), substring.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }
}
