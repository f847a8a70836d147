import XCTest
@testable import SwiftDeclParser

/// Annotation texts read on their bytes (`AnnotationParser.parse(utf8:)`) and memoized by their
/// bytes (`ParsedTextCache`, `AnnotationTextTable`).
final class AnnotationBytesTests: XCTestCase {
    private func parseBytes(_ text: String) -> Annotations {
        Array(text.utf8).withUnsafeBufferPointer { AnnotationParser.parse(utf8: $0) }
    }

    func testBytesAndStringFormsAgree() {
        let texts = [
            " skipEquality", " weight = 0.5, isRequired", #" key = "zip_map", transformer = "DateTransform""#,
            " k = a = b", #" k = "a, b""#, #" k = "a\", b", next"#, " k = ], j = 1", " k = ] = x", " k = (a = b), j",
            " list = [1, \"a\"], dict = {\"a\": 1}", #" quoted = "[1, 2]""#, " bad = [1, 2", " empty =, , flag",
            " inf = inf, half = -.5, sign = +3, notANumber = nope", " text = caf\u{E9}", " k = \"\u{E9}\"", " \u{301}ns: key",
            "decoding: key = 1", "a:b: flag", "", " ", "\tk = 1", " 'single' = x", " k = '\r\n'",
        ]
        for text in texts {
            XCTAssertEqual(parseBytes(text), AnnotationParser.parse(text), "text: \(text.debugDescription)")
        }
        // Commas: `]` never takes the depth below 0, and `\"` does not close a quote.
        XCTAssertEqual(parseBytes(" k = ], j = 1"), ["k": .string("]"), "j": .number(1)])
        XCTAssertEqual(parseBytes(#" k = "a\", b", next"#), ["k": .string(#"a\", b"#), "next": .bool(true)])
        // Equals: a `]` takes the depth below 0, so the next `=` is part of the value.
        XCTAssertEqual(parseBytes(" k = ] = x"), ["k": .string("] = x")])
    }

    func testMemoReturnsTheParseOfEachText() {
        let memo = ParsedTextCache()
        let bytes = Array("// sourcery: a = 1|// sourcery: b = 2|// sourcery: a = 1".utf8)
        let first = memo.annotations(bytes, 12..<18)
        XCTAssertEqual(first, ["a": .number(1)])
        XCTAssertEqual(memo.annotations(bytes, 31..<37), ["b": .number(2)])
        XCTAssertEqual(memo.annotations(bytes, 50..<56), ["a": .number(1)])
        // A text that is a prefix of a known one is a different text.
        XCTAssertEqual(memo.annotations(bytes, 12..<15), ["a": .bool(true)])
    }

    /// Canonically equivalent texts are equal Strings; keyed by String, the second text got the
    /// first one's keys (bytes of the other spelling). Keyed by bytes, each keeps its own.
    func testCanonicallyEquivalentTextsKeepTheirOwnBytes() {
        let memo = ParsedTextCache()
        let composed = Array(" caf\u{E9}".utf8)
        let decomposed = Array(" cafe\u{301}".utf8)
        let first = memo.annotations(composed, 0..<composed.count)
        let second = memo.annotations(decomposed, 0..<decomposed.count)
        XCTAssertEqual(first.keys.map { Array($0.utf8) }, [Array("caf\u{E9}".utf8)])
        XCTAssertEqual(second.keys.map { Array($0.utf8) }, [Array("cafe\u{301}".utf8)])
    }

    func testTableFindsEveryTextAfterGrowing() {
        var table = AnnotationTextTable()
        let texts = (0..<500).map { Array(" key\($0) = \"value \($0)\"".utf8) }
        for (index, text) in texts.enumerated() {
            text.withUnsafeBufferPointer { table.insert(["n": .number(Double(index))], for: $0, hash: AnnotationTextTable.hash($0)) }
        }
        XCTAssertEqual(table.count, 500)
        for (index, text) in texts.enumerated() {
            let found = text.withUnsafeBufferPointer { table.annotations(for: $0, hash: AnnotationTextTable.hash($0)) }
            XCTAssertEqual(found, ["n": .number(Double(index))])
        }
        let unknown = Array(" key500 = \"value 500\"".utf8)
        XCTAssertNil(unknown.withUnsafeBufferPointer { table.annotations(for: $0, hash: AnnotationTextTable.hash($0)) })
        // Colliding hashes are told apart by the bytes.
        let other = Array(" other".utf8)
        XCTAssertNil(other.withUnsafeBufferPointer { table.annotations(for: $0, hash: texts[0].withUnsafeBufferPointer(AnnotationTextTable.hash)) })
    }
}
