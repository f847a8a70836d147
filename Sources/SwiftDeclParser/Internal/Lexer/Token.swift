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

    /// The kind that closes this opening bracket (`(`, `[`, `{`, `<`), or nil for any other kind.
    var closingBracket: TokenKind? {
        switch self {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        case .leftAngle: return .rightAngle
        default: return nil
        }
    }
}

/// One token. Text is a byte range of the file.
///
/// Kept small (offsets as `UInt32`, no line or column): the lexer appends one per few bytes of
/// source, all held while the file is parsed, and the declaration scan walks them several times,
/// so a smaller token means less memory and fewer bytes written and read. The line and column
/// come from the file's line table when a declaration or a warning asks (`LineTable`).
/// Files are capped at
/// `Lexer.maximumFileSize` so the offsets always fit.
struct Token {
    private var startOffset: UInt32
    private var endOffset: UInt32
    var kind: TokenKind
    var keyword: Keyword
    /// First on its line (only whitespace or comments before it).
    var isAtLineStart: Bool
    /// Whitespace or a comment directly precedes it.
    var hasLeadingSpace: Bool

    @inline(__always)
    init(kind: TokenKind, keyword: Keyword, isAtLineStart: Bool, hasLeadingSpace: Bool, start: Int, end: Int) {
        self.startOffset = UInt32(truncatingIfNeeded: start)
        self.endOffset = UInt32(truncatingIfNeeded: end)
        self.kind = kind
        self.keyword = keyword
        self.isAtLineStart = isAtLineStart
        self.hasLeadingSpace = hasLeadingSpace
    }

    @inline(__always) var start: Int { Int(startOffset) }
    @inline(__always) var end: Int { Int(endOffset) }
}

/// A comment. Kept apart from tokens: annotations and documentation come from here.
///
/// Kept small (offsets and line as `UInt32`, no column or end line, as in `Token`): a file of
/// documented properties has a comment per dozen tokens, all held while the file is parsed. The
/// column comes from the line table; of the end line only whether it is the first is kept.
struct Comment {
    enum Kind: UInt8 { case line, docLine, block, docBlock }
    private var startOffset: UInt32
    private var endOffset: UInt32
    private var lineNumber: UInt32
    var kind: Kind
    /// Nothing but whitespace precedes it on its line.
    var isAtLineStart: Bool
    /// `sourcery:` occurs in it (checked once, by the lexer).
    var mentionsSourcery: Bool
    /// It ends on the line it starts on (always true of a `//` comment).
    var isOnOneLine: Bool

    init(kind: Kind, start: Int, end: Int, line: Int, isOnOneLine: Bool, isAtLineStart: Bool, mentionsSourcery: Bool) {
        self.kind = kind
        startOffset = UInt32(truncatingIfNeeded: start)
        endOffset = UInt32(truncatingIfNeeded: end)
        lineNumber = UInt32(truncatingIfNeeded: line)
        self.isOnOneLine = isOnOneLine
        self.isAtLineStart = isAtLineStart
        self.mentionsSourcery = mentionsSourcery
    }

    @inline(__always) var start: Int { Int(startOffset) }
    @inline(__always) var end: Int { Int(endOffset) }
    @inline(__always) var line: Int { Int(lineNumber) }
}

/// What a line starts with; used by the annotation walk over the lines above a declaration.
enum LineStart: UInt8 {
    case blank = 0, comment, code, directive
}
