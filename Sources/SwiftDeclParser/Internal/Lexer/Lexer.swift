#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits UTF-8 bytes into tokens and comments in one pass over an unsafe buffer. String
/// literals (with interpolations, raw and multi-line forms) and regex literals become single
/// tokens, so braces or comment markers inside them never derail the declaration scan.
struct Lexer: ~Copyable {
    let buffer: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var line = 1
    var lineStartOffset = 0
    var sawSpace = true
    var sawNulByte = false
    var output: LexedFile
    /// Tokens of the run, which become `output.tokens` when it ends.
    var tokens: TokenWriter
    /// The line of the last token added: a token on another line is the first of its line.
    /// (Tokens arrive in line order, so this replaces a `lineStarts` read per token.)
    var lastTokenLine = 0
    /// Kind and end of the last token read: what `?`, `!`, numbers and bare regex literals look
    /// back at.
    var lastKind = TokenKind.endOfFile
    var lastEnd = 0
    let keywordTable = Keyword.table
    let keywordCandidates = Keyword.candidates
    let identifierCharacters = Lexer.identifierCharacterTable

    /// Deepest nesting of string interpolations followed before giving up on a literal.
    static let maximumInterpolationDepth = 128
    /// Tokens store offsets as `UInt32`; bytes past this are not read (with a problem reported).
    static let maximumFileSize = Int(UInt32.max) - 1
    static let maximumInitialTokenCapacity = 1 << 20

    init(buffer: UnsafeBufferPointer<UInt8>, count: Int, output: LexedFile, tokens: consuming TokenWriter) {
        self.buffer = buffer
        self.count = count
        self.output = output
        self.tokens = tokens
    }

    // MARK: Bookkeeping

    @inline(__always) func byte(at offset: Int) -> UInt8 { offset < count ? buffer[offset] : 0 }

    @inline(__always) mutating func newline(at offset: Int) {
        line += 1
        lineStartOffset = offset + 1
        output.lineStarts.append(.blank)
        output.lineOffsets.append(UInt32(truncatingIfNeeded: offset + 1))
    }

    mutating func problem(_ message: String, at offset: Int, line atLine: Int, lineStart: Int) {
        output.problems.append(LexProblem(line: atLine, column: offset - lineStart + 1, message: message))
    }

    @inline(__always) mutating func addToken(_ kind: TokenKind, from start: Int, keyword: Keyword = .none, line tokenLine: Int) {
        let atLineStart = tokenLine != lastTokenLine
        // Only the first token of a line changes its state: later tokens write nothing.
        if kind == .directive {
            output.lineStarts[tokenLine] = .directive
        } else if atLineStart {
            output.lineStarts[tokenLine] = .code
        }
        lastTokenLine = tokenLine
        lastKind = kind
        lastEnd = position
        tokens.append(Token(kind: kind, keyword: keyword, isAtLineStart: atLineStart, hasLeadingSpace: sawSpace,
                            start: start, end: position))
        sawSpace = false
    }

    /// The offset of the first non-space byte after `position` (a space). Indentation runs are
    /// long, so they are passed eight bytes at a time.
    @inline(__always)
    func spaceRunEnd(after position: Int) -> Int {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        var end = position + 1
        // One space (between tokens) is the common case: answered before the word loop.
        guard end < count, buffer[end] == 0x20 else { return end }
        let raw = UnsafeRawPointer(buffer.baseAddress!)
        while end + 8 <= count {
            let different = raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) ^ spaces
            // Little-endian: the lowest non-zero byte of `different` is the first non-space.
            if different != 0 { return end + (UInt64(littleEndian: different).trailingZeroBitCount >> 3) }
            end += 8
        }
        while end < count, buffer[end] == 0x20 { end += 1 }
        return end
    }

    // MARK: Main loop

    mutating func run() {
        // A UTF-8 byte order mark is not part of the source.
        if byte(at: 0) == 0xEF, byte(at: 1) == 0xBB, byte(at: 2) == 0xBF { position = 3 }
        // A `#!` line at the very start is a script shebang.
        if byte(at: 0) == UInt8(ascii: "#"), byte(at: 1) == UInt8(ascii: "!") {
            while position < count, buffer[position] != 0x0A { position += 1 }
        }
        while position < count {
            var c = buffer[position]
            // Most tokens are followed by one space, and a line break by indentation: skipping
            // spaces here saves a pass through the (badly predicted) byte dispatch below.
            if c == 0x20 {
                let end = spaceRunEnd(after: position)
                position = end
                sawSpace = true
                guard end < count else { break }
                c = buffer[end]
            }
            switch c {
            case 0x0A:
                newline(at: position)
                position += 1
                sawSpace = true
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                // Indentation comes in runs: one dispatch per run, with the cursor in a register.
                var end = position + 1
                while end < count, Lexer.isHorizontalSpace(buffer[end]) { end += 1 }
                position = end
                sawSpace = true
            case 0x00:
                // swiftc rejects NUL bytes; we read past them as spaces, and say so once per file.
                if !sawNulByte {
                    sawNulByte = true
                    problem("NUL byte in the source (treated as a space)", at: position, line: line, lineStart: lineStartOffset)
                }
                position += 1
                sawSpace = true
            case UInt8(ascii: "/"):
                let next = byte(at: position + 1)
                if next == UInt8(ascii: "/") { lexLineComment() } else if next == UInt8(ascii: "*") { lexBlockComment() } else if !lexBareRegexLiteral() { lexOperator() }
            case UInt8(ascii: "\""):
                let (start, startLine) = (position, line)
                scanStringLiteral()
                addToken(.string, from: start, line: startLine)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "`"):
                lexBacktickIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "("): single(.leftParen)
            case UInt8(ascii: ")"): single(.rightParen)
            case UInt8(ascii: "["): single(.leftBracket)
            case UInt8(ascii: "]"): single(.rightBracket)
            case UInt8(ascii: "{"): single(.leftBrace)
            case UInt8(ascii: "}"): single(.rightBrace)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "@"): single(.at)
            case UInt8(ascii: "\\"): single(.backslash)
            case UInt8(ascii: "<"): single(.leftAngle)
            case UInt8(ascii: ">"): single(.rightAngle)
            case UInt8(ascii: "."):
                if byte(at: position + 1) == UInt8(ascii: ".") { lexOperator() } else { single(.dot) }
            case UInt8(ascii: "-") where byte(at: position + 1) == UInt8(ascii: ">"):
                let start = position
                position += 2
                addToken(.arrow, from: start, line: line)
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                if !sawSpace, Lexer.allowsPostfix(lastKind) {
                    single(c == UInt8(ascii: "?") ? .question : .exclamation)
                } else {
                    lexOperator()
                }
            default:
                if Lexer.isIdentifierStart(c) {
                    lexIdentifier()
                } else if Lexer.isOperatorCharacter(c) {
                    lexOperator()
                } else {
                    // Control bytes and other stray characters: skipped like whitespace.
                    position += 1
                    sawSpace = true
                }
            }
        }
        tokens.append(Token(kind: .endOfFile, keyword: .none, isAtLineStart: true, hasLeadingSpace: true,
                                   start: count, end: count))
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        let start = position
        position += 1
        addToken(kind, from: start, line: line)
    }

    static func allowsPostfix(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .rightParen, .rightBracket, .rightAngle, .question, .exclamation, .string, .number, .rightBrace:
            return true
        default:
            return false
        }
    }

    // ASCII identifier bytes as bit sets: `$`, digits (low half); letters and `_` (high half).
    // Bytes ≥ 0x80 (UTF-8 sequences, also invalid ones) always continue an identifier.
    private static let identifierBitsLow: UInt64 = 0x03FF_0010_0000_0000
    private static let identifierBitsHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE

    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        if c >= 0x80 { return true }
        if c < 64 { return c == 0x24 }
        return (identifierBitsHigh >> UInt64(c - 64)) & 1 == 1
    }

    @inline(__always) static func isIdentifierCharacter(_ c: UInt8) -> Bool {
        if c >= 0x80 { return true }
        if c < 64 { return (identifierBitsLow >> UInt64(c)) & 1 == 1 }
        return (identifierBitsHigh >> UInt64(c - 64)) & 1 == 1
    }

    /// `isIdentifierCharacter` for every byte value, as one load per byte in the identifier loop
    /// (the bit tests take several branches per byte). Allocated once and never freed.
    static let identifierCharacterTable: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = isIdentifierCharacter(UInt8(byte)) }
        return UnsafePointer(table)
    }()

    @inline(__always) static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    // MARK: Simple tokens

    mutating func lexIdentifier() {
        let start = position
        // A local cursor keeps the hot loop in a register.
        var end = start + 1
        while end < count, identifierCharacters[Int(buffer[end])] { end += 1 }
        position = end
        let keyword = Keyword.lookup(buffer, start, end, in: keywordTable, candidates: keywordCandidates)
        addToken(.identifier, from: start, keyword: keyword, line: line)
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        position += 1
        while position < count, buffer[position] != UInt8(ascii: "`"), buffer[position] != 0x0A { position += 1 }
        if position < count, buffer[position] == UInt8(ascii: "`") {
            position += 1
        } else {
            problem("unterminated backticked identifier", at: start, line: line, lineStart: lineStartOffset)
        }
        addToken(.identifier, from: start, line: line)
    }

    mutating func lexNumber() {
        let start = position
        let isHex = buffer[position] == UInt8(ascii: "0") && (byte(at: position + 1) | 0x20) == UInt8(ascii: "x")
        let previousIsDot = lastKind == .dot && lastEnd == start
        while position < count {
            let c = buffer[position]
            if Lexer.isIdentifierCharacter(c) && c < 0x80 {
                position += 1
            } else if c == UInt8(ascii: "."), !previousIsDot, Lexer.isDigit(byte(at: position + 1)) || (isHex && Lexer.isHexDigit(byte(at: position + 1))) {
                position += 1
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-"), position > start {
                let previous = buffer[position - 1] | 0x20
                let isExponent = isHex ? previous == UInt8(ascii: "p") : previous == UInt8(ascii: "e")
                if isExponent, Lexer.isDigit(byte(at: position + 1)) { position += 1 } else { break }
            } else {
                break
            }
        }
        addToken(.number, from: start, line: line)
    }

    /// The whitespace bytes other than the line feed.
    @inline(__always) static func isHorizontalSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) }

    mutating func lexOperator() {
        let start = position
        let dotted = buffer[position] == UInt8(ascii: ".")
        while position < count {
            let c = buffer[position]
            guard Lexer.isOperatorCharacter(c) else { break }
            if c == UInt8(ascii: "."), !dotted { break }
            if position > start, c == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*") { break }
            if c == UInt8(ascii: "-"), byte(at: position + 1) == UInt8(ascii: ">"), position > start { break }
            position += 1
        }
        if position == start { position += 1 }
        let length = position - start
        var kind = TokenKind.operator
        if length == 1 && buffer[start] == UInt8(ascii: "=") { kind = .equal }
        if length == 1 && buffer[start] == UInt8(ascii: "&") { kind = .ampersand }
        if length == 3 && buffer[start] == UInt8(ascii: ".") && buffer[start + 1] == UInt8(ascii: ".") && buffer[start + 2] == UInt8(ascii: ".") { kind = .ellipsis }
        addToken(kind, from: start, line: line)
    }

    // MARK: Comments

    mutating func lexLineComment() {
        let start = position
        // Comment lines are long (documentation): `memchr` finds their end many bytes at a time.
        if let base = buffer.baseAddress, let lineFeed = memchr(base + start, 0x0A, count - start) {
            position = UnsafeRawPointer(lineFeed).assumingMemoryBound(to: UInt8.self) - base
        } else {
            position = count
        }
        let isDoc = byte(at: start + 2) == UInt8(ascii: "/") && byte(at: start + 3) != UInt8(ascii: "/")
        addComment(isDoc ? .docLine : .line, from: start, startLine: line)
    }

    mutating func lexBlockComment() {
        let start = position
        let (startLine, startLineOffset) = (line, lineStartOffset)
        let isDoc = byte(at: start + 2) == UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "/")
        if output.lineStarts[line] == .blank { output.lineStarts[line] = .comment }
        position += 2
        var depth = 1
        while position < count {
            let c = buffer[position]
            if c == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if c == 0x0A {
                    newline(at: position)
                    output.lineStarts[line] = .comment
                }
                position += 1
            }
        }
        if depth > 0 { problem("unterminated block comment", at: start, line: startLine, lineStart: startLineOffset) }
        addComment(isDoc ? .docBlock : .block, from: start, startLine: startLine)
    }

    mutating func addComment(_ kind: Comment.Kind, from start: Int, startLine: Int) {
        let first = output.lineStarts[startLine]
        let atLineStart = first == .blank || first == .comment
        if first == .blank { output.lineStarts[startLine] = .comment }
        output.comments.append(Comment(kind: kind, start: start, end: position, line: startLine, isOnOneLine: startLine == line,
                                       isAtLineStart: atLineStart, mentionsSourcery: mentionsSourcery(from: start, to: position)))
        sawSpace = true
    }

    /// Whether `sourcery:` occurs in the bytes (then the comment may hold annotations or mark an
    /// inline region; most comments do not, and are never decoded).
    /// Searched by its colon (rare in comment text) with `memchr`, then the word before it.
    func mentionsSourcery(from start: Int, to end: Int) -> Bool {
        let needle: StaticString = "sourcery:"
        let length = needle.utf8CodeUnitCount
        guard end - start >= length, let base = buffer.baseAddress else { return false }
        var from = start + length - 1
        while from < end, let found = memchr(base + from, Int32(UInt8(ascii: ":")), end - from) {
            let colon = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            if memcmp(base + colon - (length - 1), needle.utf8Start, length - 1) == 0 { return true }
            from = colon + 1
        }
        return false
    }
}
