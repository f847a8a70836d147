/// Which `{` opens a function, initializer or deinitializer body, so the lexer can pass over the
/// body without producing its tokens. About a third of a typical file's bytes are in such bodies,
/// and the declaration scan only ever skips them (`DeclarationParser.skipBalanced`): it sees the
/// `{` and the matching `}` and nothing in between.
///
/// A body is recognised only where the answer is certain: at file level or directly in a type
/// body (`struct`, `class`, `enum`, `protocol`, `actor`, `extension`, nested through type bodies
/// only), at the first `{` outside parentheses and brackets after `func`, `deinit` or `init`
/// (not `.init`). Anything else (computed properties and observers, whose accessors the scan
/// reads, closures, local functions) is lexed as before.
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
        /// After another declaration keyword (`var`, `case`, `subscript` …): the next `{` is not a
        /// member list, and a contextual `actor` is a name, not a type keyword.
        case other
    }

    private struct Scope {
        var isMemberList: Bool
        var groupDepth: Int
        var pending: Pending
    }

    /// False: every body is lexed (a file whose inline region cuts through a body is lexed again so).
    let isEnabled: Bool
    /// Brace depth inside the body being skipped; 0 when not skipping.
    var depth = 0
    /// The innermost open `{` (or the file) holds declarations: file level and type bodies.
    private var isMemberList = true
    /// Open `(` and `[` since the innermost `{`.
    private var groupDepth = 0
    private var pending = Pending.nothing
    private var scopes: [Scope] = []

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    @inline(__always) var isSkipping: Bool { depth > 0 }

    @inline(__always) mutating func openGroup() { groupDepth += 1 }
    @inline(__always) mutating func closeGroup() { groupDepth -= 1 }

    /// A keyword token (outside skipped bodies). `afterDot`: the previous token is `.` (`Self.init`).
    mutating func note(_ keyword: Keyword, afterDot: Bool) {
        guard isMemberList, groupDepth == 0 else { return }
        switch keyword {
        case .func, .deinit: pending = .body
        case .`init`: if !afterDot { pending = .body }
        case .struct, .class, .enum, .protocol, .extension: pending = .type
        case .actor: if pending == .nothing { pending = .type }
        case .var, .let, .subscript, .case, .typealias, .associatedtype, .import, .operator, .precedencegroup, .macro:
            pending = .other
        default: break
        }
    }

    /// At a `{` outside skipped bodies: true when it opens a body to skip (then `depth` is 1).
    mutating func opensSkippedBody() -> Bool {
        if isEnabled, isMemberList, groupDepth == 0, pending == .body {
            pending = .nothing
            depth = 1
            return true
        }
        // A `{` in parentheses (a closure in a default value) leaves the declaration pending.
        scopes.append(Scope(isMemberList: isMemberList, groupDepth: groupDepth, pending: groupDepth == 0 ? .nothing : pending))
        isMemberList = isMemberList && groupDepth == 0 && pending == .type
        groupDepth = 0
        pending = .nothing
        return false
    }

    /// At a `}` outside skipped bodies.
    mutating func close() {
        guard let scope = scopes.popLast() else {
            pending = .nothing
            return
        }
        isMemberList = scope.isMemberList
        groupDepth = scope.groupDepth
        pending = scope.pending
    }
}

extension Lexer {
    /// `{`: a token, then, when it opens a body to skip, the body's bytes up to its `}`.
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
