/// Recursive-descent scanner over one file's tokens that collects declarations and skips
/// everything else (bodies, expressions) by bracket matching. Nesting of types is capped at
/// `maximumNestingDepth`; deeper bodies are skipped with a warning, so hostile input cannot
/// exhaust the stack. Token-level helpers live here; each construct has its own file.
struct DeclarationParser {
    let tokens: [Token]
    /// Lines and columns of tokens (tokens store neither, see `Token`).
    var lines: LineCursor
    let bytes: [UInt8]
    let annotationIndex: AnnotationIndex
    let memo: ParsedTextCache
    /// Where the members of the bodies being parsed are collected.
    let stacks: DeclarationStacks
    /// Attributes are looked up by source text only when that text is exactly what their tokens
    /// span: not in a file whose inline regions were cut out of the token list.
    let memoizesAttributes: Bool
    /// False: functions, initializers and deinitializers are parsed as usual, then dropped
    /// (`ParseOptions.functions`).
    let buildsFunctions: Bool
    /// False: declaration attributes are read past, not kept (`ParseOptions.attributes`).
    let buildsAttributes: Bool
    /// False: enum cases keep only what composition reads (`ParseOptions.enumCases`).
    let buildsEnumCases: Bool
    /// The `#if` clauses around the declaration being read.
    let conditionalCompilation = ConditionalCompilationTracker()
    var index = 0
    var nestingDepth = 0
    var warnings: [(token: Token, message: String)] = []
    /// Type-name reading state (TypeNameParser): attributes of a collapsed `(@A T)` group at the
    /// top level, and the shape of the type read last.
    var hoistedTypeAttributes: [Attribute] = []
    var lastTypeShape = TypeShape.plain

    static let maximumNestingDepth = 64

    init(tokens: [Token], lines: LineTable, bytes: [UInt8], annotationIndex: AnnotationIndex,
         memo: ParsedTextCache, memoizesAttributes: Bool, stacks: DeclarationStacks, options: ParseOptions = .everything) {
        self.tokens = tokens
        self.lines = LineCursor(lines)
        self.bytes = bytes
        self.annotationIndex = annotationIndex
        self.memo = memo
        self.memoizesAttributes = memoizesAttributes
        self.stacks = stacks
        buildsFunctions = options.functions
        buildsAttributes = options.attributes
        buildsEnumCases = options.enumCases
    }

    // MARK: Cursor

    @inline(__always) var current: Token { tokens[index] }
    @inline(__always) var currentKind: TokenKind { tokens[index].kind }
    @inline(__always) func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }
    @inline(__always) var isAtEnd: Bool { tokens[index].kind == .endOfFile }

    @inline(__always) mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    @inline(__always) func isKeyword(_ keyword: Keyword) -> Bool {
        tokens[index].kind == .identifier && tokens[index].keyword == keyword
    }

    mutating func warn(_ message: String, at token: Token? = nil) {
        warnings.append((token ?? current, message))
    }

    // MARK: Text

    func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Source text from the start of token `first` to the end of token `last`, trimmed.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last, first < tokens.count else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    /// The index of the token that closes the `(`, `[`, `{` or `<` at `open`, looking no further
    /// than `limit`; nil when it does not close by then.
    func closingToken(of open: Int, limit: Int) -> Int? {
        Self.closingToken(in: tokens, of: open, limit: limit)
    }

    static func closingToken(in tokens: [Token], of open: Int, limit: Int) -> Int? {
        let opening = tokens[open].kind
        guard let closing = opening.closingBracket else { return nil }
        let last = min(limit, tokens.count - 1)
        guard open <= last else { return nil }
        var depth = 0
        for position in open...last {
            if tokens[position].kind == opening { depth += 1 }
            if tokens[position].kind == closing {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// True when the token's text equals `word` (for contextual words without a Keyword case).
    /// Always inlined: called from mutating methods, an outlined call copies the whole parser
    /// (a 137-byte memcpy per call, several per type name).
    @inline(__always)
    func tokenText(_ token: Token, equals word: StaticString) -> Bool {
        let length = token.end - token.start
        guard length == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where bytes[token.start + offset] != pointer[offset] { return false }
        return true
    }

    // MARK: Skipping

    /// At an opening bracket: moves past its matching closer, counting only that bracket kind
    /// (strings and comments are already single tokens). Warns when the file ends first.
    mutating func skipBalanced() {
        let open = currentKind
        guard let close = open.closingBracket else {
            advance()
            return
        }
        let opener = current
        // Function bodies are most of the tokens a file has: scanned on the buffer, without the
        // cursor's end checks on each token. The last token is always the end of file.
        let closer: Int? = tokens.withUnsafeBufferPointer { buffer in
            var depth = 0
            var position = index
            while position < buffer.count {
                let kind = buffer[position].kind
                if kind == open {
                    depth += 1
                } else if kind == close {
                    depth -= 1
                    if depth == 0 { return position }
                } else if kind == .endOfFile {
                    index = position
                    return nil
                }
                position += 1
            }
            index = buffer.count - 1
            return nil
        }
        if let closer {
            index = closer
            advance()
            return
        }
        warn("missing closing bracket for the one opened here", at: opener)
    }

    /// Skips a statement or unknown construct at member level: one token, or a bracketed group.
    mutating func skipUnknown() {
        switch currentKind {
        case .leftBrace, .leftParen, .leftBracket: skipBalanced()
        default: advance()
        }
    }

    /// At `<`: tries to read a generic argument list inside an expression (`Foo<A, B>()`); true
    /// and moved past `>` when the bracket closes over type-like tokens only.
    mutating func skipGenericArgumentsInExpression() -> Bool {
        var probe = index + 1
        var depth = 1
        let limit = min(tokens.count - 1, index + 64)
        while probe < limit {
            switch tokens[probe].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 {
                    index = probe + 1
                    return true
                }
            case .identifier, .dot, .comma, .leftBracket, .rightBracket, .question, .exclamation, .colon,
                 .leftParen, .rightParen, .arrow, .ampersand:
                break
            default:
                return false
            }
            probe += 1
        }
        return false
    }

    /// True when the token at `position` begins an observer block (`{ willSet`, `{ didSet`,
    /// possibly after attributes), which ends an initializer expression.
    @inline(__always)   // the work is in the static form, which does not copy the parser
    func isObserverBlock(at position: Int) -> Bool {
        Self.isObserverBlock(in: tokens, at: position)
    }

    static func isObserverBlock(in tokens: [Token], at position: Int) -> Bool {
        var probe = position + 1
        while probe < tokens.count, tokens[probe].kind == .at {
            probe += 2
            if probe < tokens.count, tokens[probe].kind == .leftParen, !tokens[probe].hasLeadingSpace {
                var depth = 0
                while probe < tokens.count - 1 {
                    if tokens[probe].kind == .leftParen { depth += 1 }
                    if tokens[probe].kind == .rightParen { depth -= 1; if depth == 0 { probe += 1; break } }
                    probe += 1
                }
            }
        }
        guard probe < tokens.count, tokens[probe].kind == .identifier else { return false }
        return tokens[probe].keyword == .willSet || tokens[probe].keyword == .didSet
    }

    /// Whether a line-start token begins a new declaration rather than continuing an expression.
    func beginsNewDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .at, .directive, .poundKeyword, .rightBrace: return true
        case .identifier:
            return token.keyword.startsDeclaration || token.keyword.isDeclarationModifier
        default: return false
        }
    }

    /// Moves past an expression (initializer, default value, raw value) and returns the index of
    /// its last token, or nil when it is empty. Stops at a top-level `,` (when asked), `;`, a closer
    /// of an enclosing group, an observer block, or a new line that starts a declaration.
    mutating func skipExpression(stopAtComma: Bool) -> Int? {
        let first = index
        var last: Int?
        while !isAtEnd {
            let token = current
            switch token.kind {
            case .comma where stopAtComma: return last
            case .semicolon, .rightParen, .rightBracket, .rightBrace: return last
            case .leftBrace where isObserverBlock(at: index): return last
            default: break
            }
            if index > first, token.isAtLineStart, beginsNewDeclaration(token), !continuesExpression(after: index - 1) {
                return last
            }
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                skipBalanced()
                last = index - 1
            case .leftAngle where !token.hasLeadingSpace && index > first && tokens[index - 1].kind == .identifier:
                if !skipGenericArgumentsInExpression() { advance() }
                last = index - 1
            default:
                last = index
                advance()
            }
        }
        return last
    }

    /// A line ending in a binary operator, `=`, `.` or `,` continues on the next line.
    func continuesExpression(after position: Int) -> Bool {
        switch tokens[position].kind {
        case .operator, .equal, .dot, .arrow, .ampersand, .leftAngle, .colon: return true
        default: return false
        }
    }
}
