import XCTest
@testable import SwiftDeclParser
import TestSupport

final class InlineRegionsTests: XCTestCase {
    func testFirstLineRangeIsTheFirstOfTheLineRanges() {
        let source = """
        // sourcery:inline:A.B
        ///   doc text  \t
        /* sourcery:end */
        /**
         * first
         * second
         */
        /*   \t  */
        /*
           indented */
        //
        """
        let bytes = Array(source.utf8)
        let comments = Lexer.lex(bytes).comments
        XCTAssertEqual(comments.count, 7)
        for comment in comments {
            XCTAssertEqual(CommentText.firstLineRange(of: comment, bytes), CommentText.lineRanges(of: comment, bytes).first)
        }
    }

    func testLineHasPrefixAgreesWithStringHasPrefix() {
        let lines = ["sourcery:end", "sourcery:end ", "sourcery:endX", "sourcery:end\u{301}", "sourcery:endé",
                     "sourcery:en", "xsourcery:end", "", "sourcery:inline:\u{301}A", "sourcery:inline:A.B"]
        for line in lines {
            let bytes = Array(line.utf8)
            for prefix: StaticString in ["sourcery:end", "sourcery:inline:"] {
                XCTAssertEqual(CommentText.line(bytes, 0..<bytes.count, hasPrefix: prefix), line.hasPrefix(prefix.description),
                               "\(line) / \(prefix)")
            }
        }
    }

    func testScanPairsMarkersAndSkipsForceParsedRegions() {
        let source = """
        // sourcery:inline:A.Gen
        var a = 1
        // sourcery:end
        // sourcery:end
        /* sourcery:inline:B.Kept */
        var b = 1
        // sourcery:end
        // sourcery:inline:C.Kept
        var c = 1
        // sourcery:end
        """
        let result = SwiftParser.parse(path: "F.swift", source: source)
        XCTAssertEqual(result.inlineRegions, [
            InlineRegion(name: "A.Gen", line: 1, column: 1, markerLineStart: 0, bodyStart: 25, endLineStart: 35, endLine: 3),
            InlineRegion(name: "C.Kept", line: 8, column: 1, markerLineStart: 122, bodyStart: 148, endLineStart: 158, endLine: 10),
        ])
        XCTAssertEqual(result.inlineRegionErrors, [])
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes)
        let scan = InlineRegions.scan(lexed.comments, bytes: bytes, lines: lexed.lines)
        XCTAssertEqual(InlineRegions.removable(scan.regions, forceParse: ["Kept"]).map { [$0.start, $0.end] }, [[25, 35]])
        XCTAssertEqual(InlineRegions.removable(scan.regions, forceParse: []).map { [$0.start, $0.end] }, [[25, 35], [148, 158]])
    }

    /// Only `//` comments alone on their line are markers: not the text of a string literal, not a
    /// block comment, not a doc comment, not a comment after code.
    func testMarkersInsideStringsAndBlockCommentsAreNotRegions() {
        let source = #"""
        let text = """
            // sourcery:inline:S.InString
            keep
            // sourcery:end
            """
        /*
         // sourcery:inline:S.InBlock
         keep
         // sourcery:end
         */
        /// sourcery:inline:S.Doc
        let x = 1 // sourcery:inline:S.AfterCode
        // sourcery:end
        struct S {
            // sourcery:inline:S.Real
            var generated = 1
            // sourcery:end
        }
        """#
        let result = SwiftParser.parse(path: "F.swift", source: source)
        XCTAssertEqual(result.inlineRegions.map(\.name), ["S.Real"])
        XCTAssertEqual(result.inlineRegions.first?.line, 15)
        XCTAssertEqual(result.inlineRegionErrors, [])
    }

    func testAnnotationBlocksInsideARegionKeepItOpenAndProblemsAreErrors() {
        let source = """
        // sourcery:inline:A
        // sourcery:begin: skip
        var a = 1
        // sourcery:end
        // sourcery:end
            // sourcery:inline:B
            // sourcery:inline:C
            // sourcery:end
        // sourcery:inline:
        //sourcery:inline:D
        """
        let result = SwiftParser.parse(path: "F.swift", source: source)
        XCTAssertEqual(result.inlineRegions.map { [$0.name, "\($0.line)-\($0.endLine)"] }, [["A", "1-5"], ["B", "6-8"]])
        XCTAssertEqual(result.inlineRegionErrors.map(\.summary), [
            "F.swift:7:5: error: sourcery:inline:C starts inside the inline region 'B' opened on line 6 (regions do not nest)",
            "F.swift:9:1: error: sourcery:inline: needs a name",
            "F.swift:10:1: error: inline region 'D' is never closed with // sourcery:end",
        ])
    }

    func testRemoveDropsExactlyTheItemsInsideRegions() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let items = (0..<Int(generator.next() % 40)).map { $0 * 3 }
            var regions: [InlineRegions.Region] = []
            var position = Int(generator.next() % 10)
            while position < 130, generator.next() % 4 != 0 {
                let end = position + Int(generator.next() % 20)
                regions.append((position, end))
                position = end + 1 + Int(generator.next() % 15)
            }
            var kept = items
            InlineRegions.remove(regions, from: &kept, offset: { $0 })
            let expected = items.filter { item in !regions.contains { $0.start <= item && item < $0.end } }
            XCTAssertEqual(kept, expected)
        }
    }
}
