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

    func testFindPairsMarkersAndSkipsForceParsedRegions() {
        let source = """
        // sourcery:inline:A.Gen
        var a = 1
        // sourcery:end
        // sourcery:end
        /* sourcery:inline:B.Kept */
        var b = 1
        // sourcery:end
        // sourcery:inline:C.Gen
        var c = 1
        """
        let bytes = Array(source.utf8)
        let comments = Lexer.lex(bytes).comments
        let regions = InlineRegions.find(in: comments, bytes: bytes, forceParse: ["Kept"])
        XCTAssertEqual(regions.map { $0.start }, [comments[0].end])
        XCTAssertEqual(regions.map { $0.end }, [comments[1].start])
        let all = InlineRegions.find(in: comments, bytes: bytes, forceParse: [])
        XCTAssertEqual(all.map { $0.end }, [comments[1].start, comments[4].start])
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
