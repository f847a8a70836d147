import SwiftDeclParser
import XCTest

/// The line and caret under a parser warning: bounded on long (minified) lines, and under the
/// right character when the line holds multi-byte text (columns count bytes).
final class DiagnosticExcerptTests: XCTestCase {
    func testMinifiedOneLineFileShowsAWindowOfTheLine() throws {
        let prefix = "struct A { let a: Int; var x = "
        let source = prefix + "\"abc" + String(repeating: "y", count: 5_000)
        let result = parseFile(source, path: "min.swift")
        let warning = try XCTUnwrap(result.diagnostics.first { $0.message == "unterminated string literal" })
        XCTAssertEqual(warning.column, 32)
        XCTAssertEqual(warning.description, "min.swift:1:32: warning: unterminated string literal\n"
                       + String(source.prefix(120)) + "…\n" + String(repeating: " ", count: 31) + "^")
    }

    func testWarningFarIntoALongLineShowsTheWindowAroundItsColumn() throws {
        let prefix = "struct A { let a: Int; var x = " + String(repeating: "1 + ", count: 250) + "2; var y = "
        let source = prefix + "\"abc" + String(repeating: "y", count: 3_000) + "\n}"
        let result = parseFile(source, path: "long.swift")
        let warning = try XCTUnwrap(result.diagnostics.first { $0.message == "unterminated string literal" })
        let column = prefix.utf8.count + 1
        XCTAssertEqual(warning.column, column)
        let line = Array(source.prefix { $0 != "\n" })
        XCTAssertEqual(warning.description, "long.swift:1:\(column): warning: unterminated string literal\n"
                       + "…" + String(line[(column - 61)..<(column + 59)]) + "…\n"
                       + String(repeating: " ", count: 61) + "^")
    }

    func testWarningPastTheQuotedColumnsHasNoExcerpt() throws {
        let prefix = "struct A { var x = " + String(repeating: "1 + ", count: 1_100) + "2; var y = "
        let result = parseFile(prefix + "\"abc\n}", path: "far.swift")
        let warning = try XCTUnwrap(result.diagnostics.first { $0.message == "unterminated string literal" })
        XCTAssertEqual(warning.description, "far.swift:1:\(prefix.utf8.count + 1): warning: unterminated string literal")
    }

    func testLongLineTextIsCutAroundTheColumn() {
        let line = String(repeating: "a", count: 150) + "b" + String(repeating: "c", count: 150)
        let diagnostic = Diagnostic(path: "p.swift", line: 3, column: 151, severity: .error, message: "m", lineText: line)
        XCTAssertEqual(diagnostic.description, "p.swift:3:151: error: m\n"
                       + "…" + String(repeating: "a", count: 60) + "b" + String(repeating: "c", count: 59) + "…\n"
                       + String(repeating: " ", count: 61) + "^")
    }

    func testCaretCountsBytesOfMultiByteText() throws {
        let result = parseFile("struct A {\n  let é = \"ü\"; var x = \"abc\n}", path: "u.swift")
        let warning = try XCTUnwrap(result.diagnostics.first { $0.message == "unterminated string literal" })
        // Byte column 26 is the 24th character: "é" and "ü" are two bytes each.
        XCTAssertEqual(warning.summary, "u.swift:2:26: warning: unterminated string literal")
        XCTAssertEqual(warning.description, "u.swift:2:26: warning: unterminated string literal\n"
                       + "  let é = \"ü\"; var x = \"abc\n" + String(repeating: " ", count: 23) + "^")
    }
}
