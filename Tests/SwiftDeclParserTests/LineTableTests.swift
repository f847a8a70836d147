import XCTest
@testable import SwiftDeclParser

/// `LineTable`: lines and columns of byte offsets, the same whether the lexer records the line
/// starts or they are read from the bytes.
final class LineTableTests: XCTestCase {
    func testLinesAndColumnsOfEveryOffset() {
        // Lines: "ab\n" (0-2), "\n" (3), "cé\r\n" (4-8: é is two bytes), "d" (9).
        let lines = LineTable(bytes: Array("ab\n\ncé\r\nd".utf8))
        XCTAssertEqual(lines.lineCount, 4)
        XCTAssertEqual((1...4).map(lines.start(ofLine:)), [0, 3, 4, 9])
        XCTAssertEqual((0...9).map(lines.line(of:)), [1, 1, 1, 2, 3, 3, 3, 3, 3, 4])
        XCTAssertEqual((0...9).map(lines.column(of:)), [1, 2, 3, 1, 1, 2, 3, 4, 5, 1])
        // Past the end: the last line, its column counting on.
        XCTAssertEqual(lines.line(of: 12), 4)
        XCTAssertEqual(lines.column(of: 12), 4)
    }

    func testAnEmptyFileAndOneEndingInALineBreak() {
        let empty = LineTable(bytes: [])
        XCTAssertEqual(empty.lineCount, 1)
        XCTAssertEqual([empty.line(of: 0), empty.column(of: 0)], [1, 1])
        let ended = LineTable(bytes: Array("a\n".utf8))
        XCTAssertEqual(ended.lineCount, 2)
        XCTAssertEqual([ended.line(of: 2), ended.column(of: 2), ended.start(ofLine: 2)], [2, 1, 2])
    }

    /// Line breaks inside multi-line strings, comments and escaped string line breaks start lines
    /// for the lexer as they do in the bytes.
    func testTheLexersTableIsTheOneReadFromTheBytes() {
        let source = "/* a\n b */ let s = \"\"\"\n x \\\n y\n \"\"\"\r\n// c\n#\"\"\"\nr\n\"\"\"#\nlet t = \"é\"\n"
        let bytes = Array(source.utf8)
        XCTAssertEqual(Lexer.lex(bytes).lines, LineTable(bytes: bytes))
        XCTAssertEqual(LineTable(bytes: bytes).lineCount, 11)
    }

    func testLineTextLeavesOutTheLineBreak() {
        let bytes = Array("first\r\nsecond\n\nlast".utf8)
        let lines = LineTable(bytes: bytes)
        XCTAssertEqual((0...5).map { lines.text(ofLine: $0, in: bytes) }, ["", "first", "second", "", "last", ""])
    }

    /// The parser's cursor gives the table's answers whatever the order of the lookups: the same
    /// line again, the next lines, a jump far ahead, back to an earlier line, past the end.
    func testTheCursorAnswersAsTheTableInAnyOrder() {
        // Twelve lines "x\n" (line n starts at 2 * (n - 1)), then "end" on line 13 (24-26).
        let bytes = Array((String(repeating: "x\n", count: 12) + "end").utf8)
        let table = LineTable(bytes: bytes)
        var cursor = LineCursor(table)
        let offsets = [0, 1, 1, 2, 5, 7, 23, 24, 26, 3, 0, 40, 12, 11]
        XCTAssertEqual(offsets.map { cursor.line(of: $0) }, [1, 1, 1, 2, 3, 4, 12, 13, 13, 2, 1, 13, 7, 6])
        XCTAssertEqual(offsets.map { cursor.line(of: $0) }, offsets.map(table.line(of:)))
        XCTAssertEqual(offsets.map { cursor.position(of: $0).column }, offsets.map(table.column(of:)))
    }
}
