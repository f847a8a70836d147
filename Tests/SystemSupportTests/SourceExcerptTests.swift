import SystemSupport
import XCTest

/// The line and caret under every located message (Swift, template and config diagnostics).
final class SourceExcerptTests: XCTestCase {
    func testShortLineIsShownWholeWithTheCaretUnderTheColumn() {
        XCTAssertEqual(SourceExcerpt.lines(of: "strict: maybe", column: 9), "strict: maybe\n        ^")
        XCTAssertEqual(SourceExcerpt.lines(of: "a", column: 1), "a\n^")
        XCTAssertEqual(SourceExcerpt.lines(of: "{{ name|nope }}", column: 4, length: 9),
                       "{{ name|nope }}\n   ^" + String(repeating: "~", count: 8))
        // A column past the end puts the caret just after the last character.
        XCTAssertEqual(SourceExcerpt.lines(of: "  name:", column: 8), "  name:\n       ^")
        XCTAssertEqual(SourceExcerpt.lines(of: "ab", column: 40), "ab\n  ^")
        XCTAssertEqual(SourceExcerpt.lines(of: "", column: 1), "\n^")
    }

    func testTabsBeforeTheColumnStayTabs() {
        XCTAssertEqual(SourceExcerpt.lines(of: "\t\tvar x = 1", column: 7), "\t\tvar x = 1\n\t\t    ^")
    }

    func testColumnsCountCharacters() {
        XCTAssertEqual(SourceExcerpt.lines(of: "name: \"é🙂\" x", column: 11), "name: \"é🙂\" x\n          ^")
    }

    func testLongLineShowsAWindowAroundTheColumn() {
        // Characters 0-9 repeated: the window shows which ones were kept.
        let line = String((0..<1_000).map { Character(String($0 % 10)) })
        let width = SourceExcerpt.maximumWidth
        XCTAssertEqual(width, 120)

        // Near the start: the first 120 characters, cut at the end only.
        XCTAssertEqual(SourceExcerpt.lines(of: line, column: 5),
                       String(line.prefix(120)) + "…\n    ^")
        // In the middle: 60 characters before the column and 60 from it, cut on both sides;
        // the caret sits under character 500 (a '0'), one further right for the leading `…`.
        let middle = SourceExcerpt.lines(of: line, column: 501)
        let characters = Array(line)
        XCTAssertEqual(middle, "…" + String(characters[440..<560]) + "…\n" + String(repeating: " ", count: 61) + "^")
        XCTAssertEqual(Array(middle)[61], characters[500])
        // Near the end: the last 120 characters, cut at the start only.
        XCTAssertEqual(SourceExcerpt.lines(of: line, column: 995),
                       "…" + String(characters[880...]) + "\n" + String(repeating: " ", count: 115) + "^")
        // Past the end: the caret just after the last character.
        XCTAssertEqual(SourceExcerpt.lines(of: line, column: 1_001),
                       "…" + String(characters[880...]) + "\n" + String(repeating: " ", count: 121) + "^")
        // A highlight stops at the window's edge.
        XCTAssertEqual(SourceExcerpt.lines(of: line, column: 501, length: 500),
                       "…" + String(characters[440..<560]) + "…\n" + String(repeating: " ", count: 61) + "^" + String(repeating: "~", count: 59))
    }

    func testLongLineExcerptTakesLinearTime() {
        let line = String(repeating: "[", count: 1_000_000)
        let excerpt = SourceExcerpt.lines(of: line, column: 500_000)
        XCTAssertEqual(excerpt, "…" + String(repeating: "[", count: 120) + "…\n" + String(repeating: " ", count: 61) + "^")
    }

    func testByteColumnsBecomeCharacterColumns() {
        XCTAssertEqual(SourceExcerpt.characterColumn(ofByteColumn: 1, in: "abc"), 1)
        XCTAssertEqual(SourceExcerpt.characterColumn(ofByteColumn: 3, in: "abc"), 3)
        // "é" is two bytes, "🙂" four: byte 9 is the 'x' after them.
        XCTAssertEqual(SourceExcerpt.characterColumn(ofByteColumn: 9, in: "aé🙂 x"), 5)
        // A byte inside a character counts as that character.
        XCTAssertEqual(SourceExcerpt.characterColumn(ofByteColumn: 3, in: "aé🙂 x"), 2)
        // Past the end: as many columns past the last character as bytes.
        XCTAssertEqual(SourceExcerpt.characterColumn(ofByteColumn: 7, in: "aé"), 6)
    }
}
