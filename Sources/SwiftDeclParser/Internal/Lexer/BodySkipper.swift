/// Which `{` opens a body the declaration scan never reads, so the lexer can pass over it
/// without producing its tokens: the scan sees the `{` and the matching `}` and nothing in
/// between (`DeclarationParser.skipBalanced`, `parseAccessorBlock`). About a third of a typical
/// file's bytes are in such bodies.
///
/// A body is recognised only where the answer is certain, at file level or directly in a type
/// body (`struct`, `class`, `enum`, `protocol`, `actor`, `extension`, nested through type bodies
/// only): the first `{` outside parentheses and brackets after `func`, `deinit` or `init` (not
/// `.init`); and, in the accessor block of a `var`, `let` or `subscript` without `=`, each block
/// directly inside it (accessor bodies, blocks in a getter), whose tokens the scan never reads:
/// it reads only the accessor block's own tokens. Anything else (initializer closures, observer
/// blocks after an initializer, the accessor blocks themselves) is lexed as before.
///
/// While skipping, the lexer runs its ordinary loop, so strings, comments, regex literals and
/// directives are read exactly as everywhere else; only the tokens are not stored (and keywords
/// not looked up). Comments, line starts, line offsets and problems are recorded as before.
struct BodySkipper {
    /// The declaration a `{` at group depth 0 would belong to.
    enum Pending: UInt8 {
        case nothing
        /// After `func`, `init`, `deinit`: the next `{` is a body.
        case body
        /// After a type keyword: the next `{` is a member list.
        case type
        /// After `var`, `let`, `subscript` (with no `=` since): the next `{` is an accessor block.
        case accessors
        /// After another declaration keyword (`case`, `typealias` …) or an initializer's `=`: the
        /// next `{` is not a member list. (Also after `var`: a contextual `actor` is then a name.)
        case other
    }

    /// False: every body is lexed (a file whose inline region cuts through a body is lexed again so).
    let isEnabled: Bool
    /// Brace depth inside the body being skipped; 0 when not skipping.
    var depth = 0
    /// Open type bodies. Member lists nest only in each other, so a count is their stack: each
    /// was opened at group depth 0 with nothing pending, which is what its `}` restores.
    private var typeBodyDepth = 0
    /// Brace depth inside a block that is not a member list (a computed property, a closure),
    /// whose declarations are not tracked. Such a block is only entered from a member list, so
    /// one saved state restores that list when it closes.
    private var opaqueDepth = 0
    private var savedGroupDepth = 0
    private var savedPending = Pending.nothing
    /// The open non-member block is a property's or subscript's accessor block.
    private var isAccessorBlock = false
    /// Open `(` and `[` in the current member list.
    private var groupDepth = 0
    private var pending = Pending.nothing

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    @inline(__always) var isSkipping: Bool { depth > 0 }

    @inline(__always) mutating func openGroup() { groupDepth += 1 }
    @inline(__always) mutating func closeGroup() { groupDepth -= 1 }

    /// A keyword token (outside skipped bodies). `afterDot`: the previous token is `.` (`Self.init`).
    mutating func note(_ keyword: Keyword, afterDot: Bool) {
        guard opaqueDepth == 0, groupDepth == 0 else { return }
        switch keyword {
        case .func, .deinit: pending = .body
        case .`init`: if !afterDot { pending = .body }
        case .struct, .class, .enum, .protocol, .extension: pending = .type
        case .actor: if pending == .nothing { pending = .type }
        case .var, .let, .subscript: pending = .accessors
        case .case, .typealias, .associatedtype, .import, .operator, .precedencegroup, .macro:
            pending = .other
        default: break
        }
    }

    /// A lone `=` (outside skipped bodies): a property's initializer, whose closures are read.
    @inline(__always)
    mutating func noteAssignment() {
        if opaqueDepth == 0, groupDepth == 0, pending == .accessors { pending = .other }
    }

    /// At a `{` outside skipped bodies: true when it opens a body to skip (then `depth` is 1).
    @inline(__always)
    mutating func opensSkippedBody() -> Bool {
        if opaqueDepth > 0 {
            // An accessor's body, or any block directly in a getter: the scan reads only the
            // accessor block's own tokens (`parseAccessorBlock`), never a nested block.
            if opaqueDepth == 1, isAccessorBlock, groupDepth == 0, isEnabled {
                depth = 1
                return true
            }
            opaqueDepth += 1
            return false
        }
        if groupDepth == 0 {
            switch pending {
            case .body where isEnabled:
                pending = .nothing
                depth = 1
                return true
            case .type:
                typeBodyDepth += 1
                pending = .nothing
                return false
            default:
                break
            }
        }
        // A `{` in parentheses (a closure in a default value) leaves the declaration pending.
        savedGroupDepth = groupDepth
        savedPending = groupDepth == 0 ? .nothing : pending
        isAccessorBlock = groupDepth == 0 && pending == .accessors
        opaqueDepth = 1
        return false
    }

    /// At a `}` outside skipped bodies.
    @inline(__always)
    mutating func close() {
        if opaqueDepth > 0 {
            opaqueDepth -= 1
            if opaqueDepth == 0 {
                groupDepth = savedGroupDepth
                pending = savedPending
            }
            return
        }
        if typeBodyDepth > 0 {
            typeBodyDepth -= 1
            groupDepth = 0
        }
        pending = .nothing
    }
}

extension Lexer {
    /// `{`: a token, then, when it opens a body to skip, the body's bytes up to its `}`.
    @inline(__always)
    mutating func lexLeftBrace() {
        if bodies.isSkipping {
            bodies.depth += 1
            single(.leftBrace)
            return
        }
        let start = position
        single(.leftBrace)
        if bodies.opensSkippedBody() { output.skippedBodies.append((start, Int.max)) }
    }

    /// `}`: ends a skipped body at its depth 0, where it is a token again.
    @inline(__always)
    mutating func lexRightBrace() {
        if bodies.isSkipping {
            bodies.depth -= 1
            if bodies.isSkipping {
                single(.rightBrace)
                return
            }
            output.skippedBodies[output.skippedBodies.count - 1].close = position
        } else {
            bodies.close()
        }
        single(.rightBrace)
    }
}

/// The fast path through a skipped body: bytes whose only effect is on the state later tokens
/// look back at (the last token's kind, `sawSpace`, the line's start) and nested braces are
/// passed in a tight loop; at any other byte (a literal, comment, operator, `#`, the body's own
/// `}`) the ordinary loop takes over, so
/// what ends the body is decided exactly as for the full token list.
///
/// A number is passed as identifier characters, dots and operators: its kind and extent matter
/// only to lookbacks that treat numbers and identifiers alike (postfix `?`/`!`, regex literals).
extension Lexer {
    private enum SkipAction {
        static let stop: UInt8 = 0
        static let space: UInt8 = 1
        static let lineFeed: UInt8 = 2
        static let word: UInt8 = 3
        static let dot: UInt8 = 4
        static let leftBrace: UInt8 = 5
        static let rightBrace: UInt8 = 6
        static let equal: UInt8 = 7
        /// `singleToken + kind.rawValue`: a one-byte token that is always a token of its own.
        static let singleToken: UInt8 = 16
    }

    /// The action for each byte value (`SkipAction`). Allocated once and never freed.
    static let skipActionTable: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            let c = UInt8(byte)
            var action = SkipAction.stop
            if c == 0x0A {
                action = SkipAction.lineFeed
            } else if isHorizontalSpace(c) {
                action = SkipAction.space
            } else if isIdentifierCharacter(c) {
                action = SkipAction.word
            } else if c == UInt8(ascii: ".") {
                action = SkipAction.dot
            } else if c == UInt8(ascii: "{") {
                action = SkipAction.leftBrace
            } else if c == UInt8(ascii: "}") {
                action = SkipAction.rightBrace
            } else if c == UInt8(ascii: "=") {
                action = SkipAction.equal
            } else if let kind = singleTokenKinds[c] {
                action = SkipAction.singleToken + kind.rawValue
            }
            table[byte] = action
        }
        return UnsafePointer(table)
    }()

    private static let singleTokenKinds: [UInt8: TokenKind] = [
        UInt8(ascii: "("): .leftParen, UInt8(ascii: ")"): .rightParen, UInt8(ascii: "["): .leftBracket,
        UInt8(ascii: "]"): .rightBracket, UInt8(ascii: ","): .comma, UInt8(ascii: ":"): .colon,
        UInt8(ascii: ";"): .semicolon, UInt8(ascii: "@"): .at, UInt8(ascii: "\\"): .backslash,
        UInt8(ascii: "<"): .leftAngle, UInt8(ascii: ">"): .rightAngle,
    ]

    /// In a skipped body: passes plain bytes, leaving `position` at one the ordinary loop reads.
    mutating func skipPlainBytes() {
        let actions = skipActions
        var cursor = position
        while cursor < count {
            let action = actions[Int(buffer[cursor])]
            switch action {
            case SkipAction.space:
                // Indentation: most of a body's bytes are spaces, passed eight at a time.
                sawSpace = true
                cursor = buffer[cursor] == 0x20 ? spaceRunEnd(after: cursor) : cursor + 1
            case SkipAction.lineFeed:
                newline(at: cursor)
                sawSpace = true
                cursor += 1
            case SkipAction.word:
                cursor += 1
                while cursor < count, identifierCharacters[Int(buffer[cursor])] { cursor += 1 }
                notePassedToken(.identifier, end: cursor)
            case SkipAction.dot:
                // `..`, `...`, `..<` are operators: the ordinary loop reads them.
                if cursor + 1 < count, buffer[cursor + 1] == UInt8(ascii: ".") {
                    position = cursor
                    return
                }
                cursor += 1
                notePassedToken(.dot, end: cursor)
            case SkipAction.leftBrace:
                bodies.depth += 1
                cursor += 1
                notePassedToken(.leftBrace, end: cursor)
            case SkipAction.rightBrace:
                // The body's own `}` is a token: the ordinary loop reads it.
                if bodies.depth == 1 {
                    position = cursor
                    return
                }
                bodies.depth -= 1
                cursor += 1
                notePassedToken(.rightBrace, end: cursor)
            case SkipAction.equal:
                // A lone `=`; followed by operator characters, it starts an operator (`==`, `=/`).
                if cursor + 1 < count, Lexer.isOperatorCharacter(buffer[cursor + 1]) {
                    position = cursor
                    return
                }
                cursor += 1
                notePassedToken(.equal, end: cursor)
            case SkipAction.stop:
                position = cursor
                return
            default:
                cursor += 1
                notePassedToken(TokenKind(rawValue: action - SkipAction.singleToken)!, end: cursor)
            }
        }
        position = cursor
    }

    /// What `addToken` records for a token in a skipped body.
    @inline(__always) private mutating func notePassedToken(_ kind: TokenKind, end: Int) {
        if line != lastTokenLine {
            output.lineStarts[line] = .code
            lastTokenLine = line
        }
        lastKind = kind
        lastEnd = end
        sawSpace = false
    }
}
