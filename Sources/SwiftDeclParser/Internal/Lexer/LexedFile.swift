/// Everything the lexer produces for one file (empty until `Lexer.lex` fills it).
struct LexedFile {
    var tokens: [Token] = []
    var comments: [Comment] = []
    /// What each line starts with; index = 1-based line number (index 0 unused).
    var lineStarts: [LineStart] = []
    /// Byte offset where each line starts; index = line number (32 bits, as in `Token`).
    var lineOffsets: [UInt32] = []
    var problems: [LexProblem] = []

    /// Empties every list but keeps its storage, so a worker lexing file after file allocates
    /// (and page-faults) its buffers once instead of once per file.
    mutating func reset(forByteCount byteCount: Int) {
        tokens = []
        comments.removeAll(keepingCapacity: true)
        lineStarts.removeAll(keepingCapacity: true)
        lineOffsets.removeAll(keepingCapacity: true)
        problems.removeAll(keepingCapacity: true)
        // One line per 24 bytes of Swift. Tokens are not reserved: the lexer replaces the array
        // with the one it writes (`TokenWriter`).
        lineStarts.reserveCapacity(byteCount / 24)
        lineOffsets.reserveCapacity(byteCount / 24)
        lineStarts.append(contentsOf: [.blank, .blank])
        lineOffsets.append(contentsOf: [0, 0])
    }

    /// A file whose tokens outgrew the largest first array: its buffers are not kept for the next file.
    var isVeryLarge: Bool { tokens.capacity > Lexer.maximumInitialTokenCapacity }

    /// Gives back the comments' storage (a very large file's, once the annotation index has read them).
    mutating func releaseComments() { comments = [] }

    /// Gives back the tokens' storage (a very large file's, once its declarations are parsed).
    mutating func releaseTokens() { tokens = [] }

    /// Lines and columns of byte offsets, from `lineOffsets`.
    var lines: LineTable { LineTable(lineOffsets: lineOffsets) }
}

struct LexProblem {
    var line: Int
    var column: Int
    var message: String
}

