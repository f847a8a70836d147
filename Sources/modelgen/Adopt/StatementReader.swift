/// One token of a statement inside a mapping body.
struct StatementToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// A one-line string literal without escapes or interpolation; `text` is its value.
        case string
        case number
        /// A run of operator characters (`<-`, `>>>`, `??`, `=`, `?`), or one of `( ) [ ] , : .`.
        case punctuation
    }

    var kind: Kind
    var text: String
    /// Byte range in the file (the quotes included for a string).
    var range: Range<Int>
}

/// A statement of a mapping body: its tokens, the line it starts on and its source text.
struct Statement {
    var tokens: [StatementToken]
    var line: Int
    /// The bytes from the first token's start to the last token's end.
    var bytes: ArraySlice<UInt8>

    var sourceText: String { String(decoding: bytes, as: UTF8.self) }

    /// The source text of a byte range inside the statement.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

/// Reads the statements of a function body as flat token lists, for the recognisers to match
/// against the few shapes a mapping statement takes. It is deliberately small: anything it does
/// not read (a closure or block, a string with escapes or interpolation, a multi-line string) ends
/// the reading with a reason, and the type is left alone.
enum StatementReader {
    /// Bodies with more tokens than this are not mapping code a person wrote by hand.
    static let maximumTokens = 20_000

    struct Unreadable: Error {
        var line: Int
        var reason: String
    }

    /// The statements between the braces of `body` (the range includes both braces).
    static func statements(in body: Range<Int>, of source: SourceText) throws -> [Statement] {
        let bytes = source.bytes
        let end = body.upperBound - 1
        var statements: [Statement] = []
        var current: [StatementToken] = []
        var depth = 0
        var tokenCount = 0
        var sawLineBreak = false
        var index = body.lowerBound + 1

        func finish() {
            if let first = current.first, let last = current.last {
                statements.append(Statement(tokens: current, line: source.lines.line(of: first.range.lowerBound),
                                            bytes: bytes[first.range.lowerBound..<last.range.upperBound]))
            }
            current = []
        }
        func unreadable(_ reason: String, at offset: Int) -> Unreadable {
            Unreadable(line: source.lines.line(of: offset), reason: reason)
        }

        while index < end {
            let byte = bytes[index]
            if byte == 10 {
                sawLineBreak = true
                index += 1
                continue
            }
            if byte == 32 || byte == 9 || byte == 13 {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                let after = source.skipNonCode(at: index, end: end) ?? index + 1
                if bytes[index..<after].contains(10) { sawLineBreak = true }
                index = after
                continue
            }
            let token: StatementToken
            if byte == UInt8(ascii: "\"") {
                token = try readString(at: index, end: end, bytes: bytes, unreadable: unreadable)
            } else if byte == UInt8(ascii: "#") {
                throw unreadable("a raw string or compiler directive", at: index)
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                throw unreadable("a block or closure", at: index)
            } else if isIdentifierStart(byte) {
                var cursor = index + 1
                while cursor < end, isIdentifierStart(bytes[cursor]) || isDigit(bytes[cursor]) { cursor += 1 }
                token = StatementToken(kind: .identifier, text: source.text(index..<cursor), range: index..<cursor)
            } else if isDigit(byte) {
                var cursor = index + 1
                while cursor < end, isDigit(bytes[cursor]) || isIdentifierStart(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") && cursor + 1 < end && isDigit(bytes[cursor + 1]) {
                    cursor += 1
                }
                token = StatementToken(kind: .number, text: source.text(index..<cursor), range: index..<cursor)
            } else if isOperator(byte) {
                var cursor = index + 1
                while cursor < end, isOperator(bytes[cursor]) { cursor += 1 }
                token = StatementToken(kind: .punctuation, text: source.text(index..<cursor), range: index..<cursor)
            } else if "()[],:.;".utf8.contains(byte) {
                token = StatementToken(kind: .punctuation, text: String(UnicodeScalar(byte)), range: index..<(index + 1))
            } else {
                throw unreadable("a character the mapping reader does not know", at: index)
            }
            tokenCount += 1
            guard tokenCount <= maximumTokens else { throw unreadable("a body too long to read", at: index) }

            if sawLineBreak, depth == 0, let last = current.last, !continuesStatement(after: last), !startsContinuation(token) {
                finish()
            }
            sawLineBreak = false
            switch token.kind == .punctuation ? token.text : "" {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case ";" where depth == 0:
                finish()
                index = token.range.upperBound
                continue
            default: break
            }
            current.append(token)
            index = token.range.upperBound
        }
        finish()
        return statements
    }

    private static func readString(at start: Int, end: Int, bytes: [UInt8],
                                   unreadable: (String, Int) -> Unreadable) throws -> StatementToken {
        if start + 2 < end, bytes[start + 1] == UInt8(ascii: "\""), bytes[start + 2] == UInt8(ascii: "\"") {
            throw unreadable("a multi-line string", start)
        }
        var cursor = start + 1
        while cursor < end, bytes[cursor] != UInt8(ascii: "\"") {
            if bytes[cursor] == UInt8(ascii: "\\") { throw unreadable("a string with an escape or interpolation", start) }
            if bytes[cursor] == 10 { throw unreadable("an unterminated string", start) }
            cursor += 1
        }
        guard cursor < end else { throw unreadable("an unterminated string", start) }
        return StatementToken(kind: .string, text: String(decoding: bytes[(start + 1)..<cursor], as: UTF8.self),
                              range: start..<(cursor + 1))
    }

    /// A line ending in an operator, a comma, a dot or an opening bracket goes on.
    private static func continuesStatement(after token: StatementToken) -> Bool {
        token.kind == .punctuation && !([")", "]"].contains(token.text))
    }

    /// A line starting with `.` or a binary operator continues the previous one.
    private static func startsContinuation(_ token: StatementToken) -> Bool {
        token.kind == .punctuation && !(["(", "["].contains(token.text))
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80 || byte == UInt8(ascii: "$")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func isOperator(_ byte: UInt8) -> Bool { "=-+!*%<>&|^~?/".utf8.contains(byte) }
}
