/// Token kinds the declaration scanner distinguishes. Operators are not interpreted beyond
/// what declarations need; `<` and `>` are always single tokens so generic brackets can be
/// matched without splitting `>>`.
enum TokenKind: UInt8 {
    case identifier        // also backticked identifiers and `$0`
    case poundKeyword      // `#selector`, `#available`, `#file` …
    case directive         // a whole `#if …` / `#elseif …` / `#else` / `#endif` / `#warning(…)` line
    case number
    case string            // any string literal, interpolations included
    case regex             // `#/…/#`
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, dot, at, backslash
    case question          // postfix `?`
    case exclamation       // postfix `!`
    case arrow             // `->`
    case equal             // a lone `=`
    case leftAngle, rightAngle
    case ampersand         // a lone `&`
    case ellipsis          // `...`
    case `operator`        // any other operator
    case endOfFile
}

/// One token. Text is a byte range of the file; line and column are 1-based.
struct Token {
    var kind: TokenKind
    var keyword: Keyword
    /// First on its line (only whitespace or comments before it).
    var isAtLineStart: Bool
    /// Whitespace or a comment directly precedes it.
    var hasLeadingSpace: Bool
    var start: Int
    var end: Int
    var line: Int
    var column: Int
}

/// A comment. Kept apart from tokens: annotations and documentation come from here.
struct Comment {
    enum Kind: UInt8 { case line, docLine, block, docBlock }
    var kind: Kind
    var start: Int
    var end: Int
    var line: Int
    var endLine: Int
    var column: Int
    /// Nothing but whitespace precedes it on its line.
    var isAtLineStart: Bool
}

/// What a line starts with; used by the annotation walk over the lines above a declaration.
enum LineStart: UInt8 {
    case blank = 0, comment, code, directive
}
