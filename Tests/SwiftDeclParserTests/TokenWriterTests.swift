import XCTest
@testable import SwiftDeclParser

final class TokenWriterTests: XCTestCase {
    private func token(_ start: Int) -> Token {
        Token(kind: .identifier, keyword: .none, isAtLineStart: false, hasLeadingSpace: true, start: start, end: start + 1)
    }

    func testWritesIntoTheCallersBufferWhileItHasRoom() {
        let buffer = UnsafeMutableBufferPointer<Token>.allocate(capacity: 4)
        defer { buffer.deallocate() }
        var writer = TokenWriter(into: buffer)
        for start in 0..<3 { writer.append(token(start)) }
        XCTAssertFalse(writer.ownsStorage)
        XCTAssertEqual(writer.count, 3)
        XCTAssertEqual(writer.last?.start, 2)
        XCTAssertEqual((0..<3).map { buffer[$0].start }, [0, 1, 2])
    }

    func testOutgrowingTheBufferKeepsEveryTokenInOrder() {
        let buffer = UnsafeMutableBufferPointer<Token>.allocate(capacity: 2)
        defer { buffer.deallocate() }
        var writer = TokenWriter(into: buffer)
        XCTAssertNil(writer.last)
        for start in 0..<40 { writer.append(token(start)) }
        XCTAssertTrue(writer.ownsStorage)
        XCTAssertEqual(writer.last?.start, 39)
        XCTAssertEqual(writer.takeTokens().map(\.start), Array(0..<40))
        XCTAssertEqual(writer.count, 0)
    }

    func testDenseFileOverflowsToTheWritersBufferWithTheSameTokens() {
        // One token per byte: more than the array made before the run holds (bytes / 3 + 64).
        let source = String(repeating: "a+b;", count: 200)
        var lexed = LexedFile()
        Lexer.lex(Array("let x = 1".utf8), into: &lexed)
        XCTAssertEqual(lexed.tokens.count, 5)
        Lexer.lex(Array(source.utf8), into: &lexed)
        XCTAssertEqual(lexed.tokens.count, 801)
        XCTAssertEqual(lexed.tokens.prefix(4).map(\.kind), [.identifier, .operator, .identifier, .semicolon])
        XCTAssertEqual(lexed.tokens[797].start, 797)
        XCTAssertEqual(lexed.tokens.last?.kind, .endOfFile)
        Lexer.lex(Array("var y".utf8), into: &lexed)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .identifier, .endOfFile])
    }

    /// A large file starts from a capped array (not bytes / 3 tokens reserved up front) and still
    /// keeps every token when it has more than the cap.
    func testLargeFileBeyondTheInitialCapKeepsEveryToken() {
        let cap = Lexer.maximumInitialTokenCapacity
        let source = [UInt8](repeating: UInt8(ascii: ";"), count: cap + cap / 2)
        var lexed = LexedFile()
        Lexer.lex(source, into: &lexed)
        XCTAssertEqual(lexed.tokens.count, cap + cap / 2 + 1)
        XCTAssertEqual(lexed.tokens[cap + 7].start, cap + 7)
        XCTAssertEqual(lexed.tokens.last?.kind, .endOfFile)
    }

    /// A large file holds one token per few bytes and a comment per dozen tokens while it is parsed.
    func testTokensAndCommentsStayCompact() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 12)
        XCTAssertEqual(MemoryLayout<Comment>.stride, 16)
    }

    /// A file with more tokens than the first array holds is lexed again into an array of exactly
    /// their number: the same tokens, no spare capacity.
    func testOverflowingFileIsLexedAgainIntoAnExactArray() {
        let source = String(repeating: "a+b;", count: 5_000)
        var lexed = LexedFile()
        Lexer.lex(Array(source.utf8), into: &lexed)
        XCTAssertEqual(lexed.tokens.count, 20_001)
        // Exactly their number, up to the allocator's rounding to 16 bytes (room for one more 12-byte token).
        XCTAssertTrue((20_001...20_002).contains(lexed.tokens.capacity), "\(lexed.tokens.capacity)")
        XCTAssertEqual(lexed.tokens.suffix(2).map(\.kind), [.semicolon, .endOfFile])
        XCTAssertEqual(lexed.tokens[4].start, 4)
    }

    func testCountingWriterCountsPastItsBuffer() {
        let buffer = UnsafeMutableBufferPointer<Token>.allocate(capacity: 2)
        defer { buffer.deallocate() }
        var writer = TokenWriter(into: buffer, growsWhenFull: false)
        for start in 0..<5 { writer.append(token(start)) }
        XCTAssertTrue(writer.overflowed)
        XCTAssertFalse(writer.ownsStorage)
        XCTAssertEqual(writer.count, 5)
        XCTAssertNil(writer.last)
        XCTAssertEqual((0..<2).map { buffer[$0].start }, [0, 1])
    }
}
