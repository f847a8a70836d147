import XCTest
@testable import SwiftDeclParser

final class LexerTests: XCTestCase {
    private func kinds(_ source: String) -> [TokenKind] {
        Lexer.lex(Array(source.utf8)).tokens.map { $0.kind }.dropLast()
    }

    private func texts(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.lex(bytes).tokens.dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    func testInterpolationWithNestedQuotesAndParenthesesIsOneToken() {
        let source = #"let s = "a \(f("x)", g(1))) \("}") b" + c"#
        XCTAssertEqual(texts(source), ["let", "s", "=", #""a \(f("x)", g(1))) \("}") b""#, "+", "c"])
    }

    func testNestedInterpolationInsideInterpolation() {
        let source = #"x = "a \("b \("c")") d"; y"#
        XCTAssertEqual(texts(source), ["x", "=", #""a \("b \("c")") d""#, ";", "y"])
    }

    func testMultilineStringSpansLinesAndKeepsLineNumbers() {
        let source = "let s = \"\"\"\n  { \" \"\" \n  \"\"\"\nvar y"
        let lexed = Lexer.lex(Array(source.utf8))
        XCTAssertEqual(lexed.tokens.map { $0.kind }, [.identifier, .identifier, .equal, .string, .identifier, .identifier, .endOfFile])
        XCTAssertEqual(lexed.lines.line(of: lexed.tokens[4].start), 4)
        XCTAssertEqual(lexed.lines.column(of: lexed.tokens[4].start), 1)
    }

    func testRawStringsWithHashesAndRawInterpolation() {
        XCTAssertEqual(texts(##"a = #"x"y\(z)"# b"##), ["a", "=", ##"#"x"y\(z)"#"##, "b"])
        XCTAssertEqual(texts(###"a = ##"x"#y"## b"###), ["a", "=", ###"##"x"#y"##"###, "b"])
        XCTAssertEqual(texts(##"a = #"v \#(f(")")) w"# b"##), ["a", "=", ##"#"v \#(f(")")) w"#"##, "b"])
    }

    func testNestedBlockCommentsAreOneComment() {
        let lexed = Lexer.lex(Array("a /* x /* y */ z } */ b".utf8))
        XCTAssertEqual(lexed.tokens.count, 3)
        XCTAssertEqual(lexed.comments.count, 1)
        XCTAssertEqual(lexed.comments[0].kind, .block)
    }

    func testLineAndDocCommentsAreKept() {
        let lexed = Lexer.lex(Array("// plain\n/// doc\n//// not doc\n/** block doc */\nvar x".utf8))
        XCTAssertEqual(lexed.comments.map { $0.kind }, [.line, .docLine, .line, .docBlock])
        XCTAssertEqual(lexed.comments.map { $0.line }, [1, 2, 3, 4])
        XCTAssertEqual(lexed.lineStarts[1], .comment)
        XCTAssertEqual(lexed.lineStarts[5], .code)
    }

    func testBacktickedIdentifier() {
        XCTAssertEqual(texts("let `default` = 1"), ["let", "`default`", "=", "1"])
        XCTAssertEqual(kinds("`class`"), [.identifier])
    }

    func testNumericLiterals() {
        XCTAssertEqual(texts("0x1F_FF 1_000_000 1.5e-3 0x1.8p3 1...5 t.0.1"),
                       ["0x1F_FF", "1_000_000", "1.5e-3", "0x1.8p3", "1", "...", "5", "t", ".", "0", ".", "1"])
    }

    func testOperatorsAndCustomOperatorDeclaration() {
        XCTAssertEqual(texts("infix operator <*>: Additive"), ["infix", "operator", "<", "*", ">", ":", "Additive"])
        XCTAssertEqual(kinds("a ?? b != c && d"), [.identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("x = y"), [.identifier, .equal, .identifier])
        XCTAssertEqual(kinds("(Int) -> Void"), [.leftParen, .identifier, .rightParen, .arrow, .identifier])
    }

    func testPostfixOptionalMarkersAreSingleTokens() {
        XCTAssertEqual(kinds("Int?"), [.identifier, .question])
        XCTAssertEqual(kinds("[Int]!"), [.leftBracket, .identifier, .rightBracket, .exclamation])
        XCTAssertEqual(kinds("Int??"), [.identifier, .question, .question])
    }

    func testGenericBracketsAreSingleTokensEvenWhenAdjacent() {
        XCTAssertEqual(kinds("A<B<C>>"), [.identifier, .leftAngle, .identifier, .leftAngle, .identifier, .rightAngle, .rightAngle])
    }

    func testRegexLiteral() {
        XCTAssertEqual(texts("let r = #/a[}]\\/b/# ; x"), ["let", "r", "=", "#/a[}]\\/b/#", ";", "x"])
        XCTAssertEqual(kinds("##/a/#b/##"), [.regex])
    }

    func testAttributesWithArguments() {
        XCTAssertEqual(texts("@available(iOS 13, *) @objc(name)"),
                       ["@", "available", "(", "iOS", "13", ",", "*", ")", "@", "objc", "(", "name", ")"])
    }

    func testDirectivesAreWholeLineTokens() {
        let lexed = Lexer.lex(Array("#if os(iOS) && DEBUG // c\nvar a\n#elseif X\n#else\n#endif".utf8))
        XCTAssertEqual(lexed.tokens.map { $0.kind }, [.directive, .identifier, .identifier, .directive, .directive, .directive, .endOfFile])
        XCTAssertEqual(lexed.comments.count, 1)
        XCTAssertEqual(lexed.lineStarts[1], .directive)
    }

    func testMagicLineLiteralIsNotADirective() {
        // `#line` is the magic literal (the `#line N "file"` directive was removed in Swift 3):
        // read as a directive it swallowed `) {` and the rest of the file went into the body.
        XCTAssertEqual(kinds("f(line: UInt = #line) {"),
                       [.identifier, .leftParen, .identifier, .colon, .identifier, .equal, .poundKeyword, .rightParen, .leftBrace])
        let file = parseFile("struct A {\n    func f(line: UInt = #line) { }\n    var x = 1\n}\nstruct B {}")
        XCTAssertEqual(file.declarations.map(\.name), ["A", "B"])
        XCTAssertEqual(file.declarations.first?.variables.map(\.name), ["x"])
    }

    func testLineAndColumnForEveryToken() {
        let lexed = Lexer.lex(Array("struct A {\n    var b: Int\n}".utf8))
        let positions = lexed.tokens.map { [lexed.lines.line(of: $0.start), lexed.lines.column(of: $0.start)] }
        XCTAssertEqual(positions, [[1, 1], [1, 8], [1, 10], [2, 5], [2, 9], [2, 10], [2, 12], [3, 1], [3, 2]])
    }

    func testUnterminatedStringIsReportedAndEndsAtLineEnd() {
        let lexed = Lexer.lex(Array("let s = \"abc\nvar x".utf8))
        XCTAssertEqual(lexed.problems.count, 1)
        XCTAssertEqual(lexed.problems[0].line, 1)
        XCTAssertEqual(lexed.problems[0].column, 9)
        XCTAssertEqual(lexed.tokens.map { $0.kind }, [.identifier, .identifier, .equal, .string, .identifier, .identifier, .endOfFile])
    }

    func testKeywordsAreClassified() {
        let tokens = Lexer.lex(Array("struct associatedtype fileprivate structs Self".utf8)).tokens
        XCTAssertEqual(tokens.map { $0.keyword }.dropLast(), [.struct, .associatedtype, .fileprivate, .none, .Self])
    }

    /// Every keyword is found, and words sharing a keyword's length and first byte (which pass
    /// the candidate filter) or differing only in length or case are not.
    func testKeywordLookupFindsExactlyTheKeywords() {
        let keywords = Keyword.spellings
        // The list is the enum, whole and correctly paired: every case but `none` once, each spelt
        // as its case is named (`_` is `underscore`).
        let everyCase = (1...UInt8.max).prefix { Keyword(rawValue: $0) != nil }
        XCTAssertEqual(keywords.map(\.1.rawValue).sorted(), Array(everyCase))
        for (word, keyword) in keywords {
            XCTAssertEqual(word, keyword == .underscore ? "_" : "\(keyword)")
        }
        var words: [String] = []
        var expected: [Keyword] = []
        for (word, keyword) in keywords {
            words.append(word); expected.append(keyword)
            // Same length and first byte, last byte changed; longer; capitalised.
            words.append(String(word.dropLast()) + (word.hasSuffix("x") ? "y" : "x")); expected.append(.none)
            words.append(word + "s"); expected.append(.none)
            let capitalised = word.prefix(1).uppercased() + word.dropFirst()
            words.append(capitalised); expected.append(capitalised == word ? keyword : .none)
        }
        let tokens = Lexer.lex(Array(words.joined(separator: " ").utf8)).tokens.dropLast()
        XCTAssertEqual(tokens.count, words.count)
        for (index, token) in tokens.enumerated() {
            XCTAssertEqual(token.keyword, expected[index], words[index])
        }
    }
}
