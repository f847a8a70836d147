import TemplateEngine
import XCTest
@testable import modelgen

/// `OutputPiece.join`: the header, then each piece's bytes in order, or nothing when every
/// piece is blank.
final class OutputPieceTests: XCTestCase {
    func testRangesOfTheRenderedBufferAndTextsJoinInOrderAfterTheHeader() throws {
        let rendered = ByteBuffer()
        rendered.append("HEADER\nab✓cd\n")
        let pieces: [OutputPiece] = [.rendered(rendered, 7..<9), .text("\n"), .rendered(rendered, 9..<14), .text("é"),
                                     .rendered(rendered, 3..<3)]
        let joined = try XCTUnwrap(OutputPiece.join(pieces, after: "// h\n"))
        XCTAssertEqual(String(decoding: joined.bytes, as: UTF8.self), "// h\nab\n✓cdé")
    }

    func testBlankPiecesGiveNoFile() {
        let rendered = ByteBuffer()
        rendered.append("x \n\t\r\n")
        XCTAssertNil(OutputPiece.join([.rendered(rendered, 1..<6), .text(" \n")], after: "// h\n"))
        XCTAssertNil(OutputPiece.join([], after: "// h\n"))
        XCTAssertNotNil(OutputPiece.join([.rendered(rendered, 0..<1)], after: ""))
    }
}
