import XCTest
@testable import SwiftDeclParser

/// The lexer's word-at-a-time space skipping and the memo's modifier-list table.
final class SpaceRunAndModifierTableTests: XCTestCase {
    /// Runs of every length from 1 to 20, before a token, before a line break and at the end of
    /// the file, so the eight-byte loop, its tail and the single-space check all land on an edge.
    func testSpaceRunsOfEveryLengthEndAtTheNextToken() {
        for length in 1...20 {
            let spaces = String(repeating: " ", count: length)
            let source = "a" + spaces + "b" + spaces + "\n" + spaces + "c" + spaces
            let bytes = Array(source.utf8)
            let tokens = Lexer.lex(bytes).tokens.dropLast()
            XCTAssertEqual(tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }, ["a", "b", "c"], "length \(length)")
            XCTAssertEqual(tokens.map(\.start), [0, 1 + length, 3 + 3 * length], "length \(length)")
            XCTAssertEqual(tokens.dropFirst().map(\.hasLeadingSpace), [true, true], "length \(length)")
        }
        // A tab stops a run like any other non-space byte.
        let bytes = Array("x         \ty".utf8)
        XCTAssertEqual(Lexer.lex(bytes).tokens.dropLast().map(\.start), [0, 11])
    }

    func testModifierTableFindsEveryStoredListAfterGrowingAndMissesOthers() {
        var table = ModifierListTable()
        let keys = (1...300).map { UInt32($0) << 8 | 7 }
        for key in keys { table.insert([Modifier(name: "m\(key)", detail: nil)], forKey: key) }
        XCTAssertEqual(table.count, 300)
        for key in keys { XCTAssertEqual(table.list(forKey: key)?.map(\.name), ["m\(key)"]) }
        XCTAssertNil(table.list(forKey: 5))
        XCTAssertNil(table.list(forKey: 301 << 8 | 7))
    }
}
