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

/// One token. Text is a byte range of the file; the line is 1-based.
///
/// Kept to 16 bytes (offsets and line as `UInt32`, no column): the lexer appends one per ~5
/// bytes of source and the declaration scan walks them several times, so a smaller token means
/// fewer bytes written and read. The column is derived from the line's start offset
/// (`LexedFile.column(of:)`, `DeclarationParser.column(of:)`). Files are capped at
/// `Lexer.maximumFileSize` so the offsets always fit.
struct Token {
    private var startOffset: UInt32
    private var endOffset: UInt32
    private var lineNumber: UInt32
    var kind: TokenKind
    var keyword: Keyword
    /// First on its line (only whitespace or comments before it).
    var isAtLineStart: Bool
    /// Whitespace or a comment directly precedes it.
    var hasLeadingSpace: Bool

    @inline(__always)
    init(kind: TokenKind, keyword: Keyword, isAtLineStart: Bool, hasLeadingSpace: Bool, start: Int, end: Int, line: Int) {
        self.startOffset = UInt32(truncatingIfNeeded: start)
        self.endOffset = UInt32(truncatingIfNeeded: end)
        self.lineNumber = UInt32(truncatingIfNeeded: line)
        self.kind = kind
        self.keyword = keyword
        self.isAtLineStart = isAtLineStart
        self.hasLeadingSpace = hasLeadingSpace
    }

    @inline(__always) var start: Int { Int(startOffset) }
    @inline(__always) var end: Int { Int(endOffset) }
    @inline(__always) var line: Int { Int(lineNumber) }
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
    /// `sourcery:` occurs in it (checked once, by the lexer).
    var mentionsSourcery: Bool
}

/// What a line starts with; used by the annotation walk over the lines above a declaration.
enum LineStart: UInt8 {
    case blank = 0, comment, code, directive
}
