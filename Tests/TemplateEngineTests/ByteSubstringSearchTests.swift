import XCTest
@testable import TemplateEngine

/// The reference is the standard library's `firstRange(of:)` (_StringProcessing, Character-based),
/// which the engine's `contains` calls resolve to; here Foundation's `contains` (UTF-16) would
/// shadow it, so the tests never call `contains` on a String.
final class ByteSubstringSearchTests: XCTestCase {
    private let texts = ["", "forloop", "a forloop.counter b", "for loop", "1...3", "a....b......c", "x\r\ny",
                         "x\r", "\ny", "caf\u{E9}", "cafe\u{301}", "forloop\u{301}", "e\u{301}...3", ",|:", "..."]
    private let needles = ["forloop", "...", ".", "x", "\r", "\n", "\r\n", "x\r", "\ny", "e", "\u{E9}", ",|", ":"]

    func testContainsAnswersAsTheStandardLibrary() {
        for text in texts {
            for needle in needles {
                XCTAssertEqual(ByteSubstringSearch.contains(text, needle), text.firstRange(of: needle) != nil,
                               "\(text.debugDescription) contains \(needle.debugDescription)")
            }
        }
    }

    func testOccurrencesAreTheStandardLibrarysRepeatedFirstRanges() throws {
        for text in texts {
            for needle in needles {
                guard let found = ByteSubstringSearch.occurrences(of: needle, in: text) else { continue }
                var expected: [Range<Int>] = []
                var rest = Substring(text)
                while let range = rest.firstRange(of: needle) {
                    expected.append(text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                                    ..< text.utf8.distance(from: text.startIndex, to: range.upperBound))
                    rest = rest[range.upperBound...]
                }
                XCTAssertEqual(found, expected, "\(needle.debugDescription) in \(text.debugDescription)")
            }
        }
        XCTAssertEqual(ByteSubstringSearch.occurrences(of: "...", in: "a....b......c"), [1..<4, 6..<9, 9..<12])
        XCTAssertEqual(ByteSubstringSearch.occurrences(of: "...", in: "a....b......c", limit: 1), [1..<4])
    }

    func testBytesAnswerOnlyForASCIITextAndNeedlesWithoutLineBreaks() {
        XCTAssertNotNil(ByteSubstringSearch.occurrences(of: "x", in: "x\r\ny"))
        XCTAssertNil(ByteSubstringSearch.occurrences(of: "e", in: "cafe\u{301}"))
        XCTAssertNil(ByteSubstringSearch.occurrences(of: "\u{E9}", in: "cafe"))
        XCTAssertNil(ByteSubstringSearch.occurrences(of: "\n", in: "x\r\ny"))
        XCTAssertNil(ByteSubstringSearch.occurrences(of: "x\r", in: "x\r\ny"))
        XCTAssertNil(ByteSubstringSearch.occurrences(of: "", in: "abc"))
    }

    func testSubstringTestKeepsStencilsEmptyNeedleAnswer() {
        XCTAssertFalse(SubstringTest.contains("abc", ""))
        XCTAssertTrue(SubstringTest.contains(",|:", "|:"))
        XCTAssertFalse(SubstringTest.contains(",|:", ",:"))
    }
}
