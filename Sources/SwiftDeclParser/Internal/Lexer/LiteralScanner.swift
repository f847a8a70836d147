/// String, raw-string, regex and `#` tokens. Interpolations nest (`"\(f("a\(b)"))"`), so a
/// literal is scanned with an explicit frame stack instead of recursion: hostile input can
/// only make the stack longer up to `maximumInterpolationDepth`, never overflow the call stack.
extension Lexer {
    private struct Frame {
        var isString: Bool
        var hashes: Int
        var multiline: Bool
        var parenDepth: Int
    }

    /// The open frames of one literal, innermost last. The literal's own frame is held apart
    /// from the interpolations nested in it, so a literal without interpolation allocates nothing.
    private struct FrameStack {
        private var outermost: Frame?
        private var nested: [Frame] = []

        init(_ outermost: Frame) { self.outermost = outermost }

        var count: Int { outermost == nil ? 0 : nested.count + 1 }
        var isEmpty: Bool { outermost == nil }
        var last: Frame? { nested.last ?? outermost }

        mutating func append(_ frame: Frame) { nested.append(frame) }

        mutating func removeLast() {
            if nested.isEmpty { outermost = nil } else { nested.removeLast() }
        }

        mutating func removeAll() {
            outermost = nil
            nested = []
        }

        /// Adds `change` to the innermost frame's count of open parentheses.
        mutating func changeLastParenDepth(by change: Int) {
            if nested.isEmpty { outermost?.parenDepth += change } else { nested[nested.count - 1].parenDepth += change }
        }
    }

    /// `#if`-family and other line directives: consumed to the end of the line as one token.
    /// Not `#line`: since Swift 3 that is only the magic literal (`line: UInt = #line) {`), and
    /// reading it as a directive swallowed the rest of its line.
    static let lineDirectives: Set<String> = ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"]

    mutating func lexPound() {
        let start = position
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(at: position + hashes)
        if after == UInt8(ascii: "\"") {
            let startLine = line
            scanStringLiteral()
            addToken(.string, from: start, line: startLine)
            return
        }
        if after == UInt8(ascii: "/") {
            scanRegexLiteral(hashes: hashes)
            return
        }
        if hashes == 1, Lexer.isIdentifierStart(after) {
            var end = position + 1
            while end < count, Lexer.isIdentifierCharacter(buffer[end]) { end += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[(position + 1)..<end]), as: UTF8.self)
            if Lexer.lineDirectives.contains(word) {
                // The directive and its condition, up to a trailing comment or the end of the line.
                position = end
                var parenDepth = 0
                while position < count {
                    let c = buffer[position]
                    if c == 0x0A { break }
                    if c == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*") { break }
                    if c == UInt8(ascii: "(") { parenDepth += 1 }
                    if c == UInt8(ascii: ")") { parenDepth -= 1 }
                    if c == UInt8(ascii: "\""), parenDepth > 0 {
                        scanStringLiteral()
                        continue
                    }
                    position += 1
                }
                addToken(.directive, from: start, line: line)
            } else {
                position = end
                addToken(.poundKeyword, from: start, line: line)
            }
            return
        }
        position += 1
        addToken(.poundKeyword, from: start, line: line)
    }

    /// Scans a string literal starting at `position` (at its first `#` or `"`), leaving
    /// `position` after it. Problems (unterminated, too deep) are reported, never fatal.
    mutating func scanStringLiteral() {
        let (start, startLine, startLineOffset) = (position, line, lineStartOffset)
        guard let first = openString() else { position += 1; return }
        var frames = FrameStack(first)
        while position < count, let top = frames.last {
            let c = buffer[position]
            if top.isString {
                if c == UInt8(ascii: "\\") {
                    var hashes = 0
                    while hashes < top.hashes, byte(at: position + 1 + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if hashes < top.hashes { position += 1; continue }   // a literal backslash in a raw string
                    let escaped = position + 1 + hashes
                    if byte(at: escaped) == UInt8(ascii: "(") {
                        position = escaped + 1
                        if frames.count >= Lexer.maximumInterpolationDepth {
                            problem("string interpolation nested too deeply", at: start, line: startLine, lineStart: startLineOffset)
                            frames.removeAll()
                            break
                        }
                        frames.append(Frame(isString: false, hashes: 0, multiline: false, parenDepth: 0))
                    } else {
                        if byte(at: escaped) == 0x0A { newline(at: escaped) }
                        position = min(count, escaped + 1)
                    }
                } else if c == UInt8(ascii: "\"") {
                    if closesString(top) {
                        frames.removeLast()
                    } else {
                        position += 1
                    }
                } else if c == 0x0A {
                    if !top.multiline {
                        problem("unterminated string literal", at: start, line: startLine, lineStart: startLineOffset)
                        frames.removeAll()
                        break
                    }
                    newline(at: position)
                    position += 1
                } else {
                    position += 1
                }
            } else {
                switch c {
                case UInt8(ascii: "("):
                    frames.changeLastParenDepth(by: 1)
                    position += 1
                case UInt8(ascii: ")"):
                    if top.parenDepth == 0 { frames.removeLast() } else { frames.changeLastParenDepth(by: -1) }
                    position += 1
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if frames.count < Lexer.maximumInterpolationDepth, let frame = openString() {
                        frames.append(frame)
                    } else {
                        position += 1
                    }
                case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                    while position < count, buffer[position] != 0x0A { position += 1 }
                case 0x0A:
                    newline(at: position)
                    position += 1
                default:
                    position += 1
                }
            }
        }
        if !frames.isEmpty {
            problem("unterminated string literal", at: start, line: startLine, lineStart: startLineOffset)
        }
    }

    /// At `#…#"` or `"`/`"""`: consumes the opening delimiter and returns its frame.
    private mutating func openString() -> Frame? {
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(at: position + hashes) == UInt8(ascii: "\"") else { return nil }
        let quote = position + hashes
        if byte(at: quote + 1) == UInt8(ascii: "\""), byte(at: quote + 2) == UInt8(ascii: "\"") {
            position = quote + 3
            return Frame(isString: true, hashes: hashes, multiline: true, parenDepth: 0)
        }
        position = quote + 1
        return Frame(isString: true, hashes: hashes, multiline: false, parenDepth: 0)
    }

    /// At a `"` inside a string: consumes and returns true when it closes the literal.
    private mutating func closesString(_ frame: Frame) -> Bool {
        var end = position
        let quotes = frame.multiline ? 3 : 1
        for _ in 0..<quotes {
            guard byte(at: end) == UInt8(ascii: "\"") else { return false }
            end += 1
        }
        for _ in 0..<frame.hashes {
            guard byte(at: end) == UInt8(ascii: "#") else { return false }
            end += 1
        }
        position = end
        return true
    }

    /// `/\d+/`: a bare regex literal, only where an expression starts (after `=`, `(`, `[`,
    /// `{`, `,` or `:`), not starting with a space or `)`, closed on the same line. Read as an
    /// operator instead, its closing `/` would continue the expression onto the next line and
    /// swallow the declarations there. Returns false, consuming nothing, when `/` is an operator.
    mutating func lexBareRegexLiteral() -> Bool {
        switch lastKind {
        case .equal, .leftParen, .leftBracket, .leftBrace, .comma, .colon: break
        default: return false
        }
        let first = byte(at: position + 1)
        guard first != 0x20, first != 0x09, first != 0x0A, first != 0x0D, first != UInt8(ascii: ")") else { return false }
        var end = position + 1
        while end < count, buffer[end] != 0x0A {
            if buffer[end] == UInt8(ascii: "\\") {
                if byte(at: end + 1) == 0x0A { break }
                end += 2
                continue
            }
            if buffer[end] == UInt8(ascii: "/") {
                let start = position
                position = end + 1
                addToken(.regex, from: start, line: line)
                return true
            }
            end += 1
        }
        return false
    }

    /// `#/…/#`, `##/…/##`: extended regex literals, which may span lines.
    private mutating func scanRegexLiteral(hashes: Int) {
        let (start, startLine, startLineOffset) = (position, line, lineStartOffset)
        position += hashes + 1
        var closed = false
        while position < count {
            let c = buffer[position]
            if c == UInt8(ascii: "\\") {
                if byte(at: position + 1) == 0x0A { newline(at: position + 1) }
                position = min(count, position + 2)
                continue
            }
            if c == 0x0A { newline(at: position) }
            if c == UInt8(ascii: "/") {
                var end = position + 1
                var matched = 0
                while matched < hashes, byte(at: end) == UInt8(ascii: "#") { matched += 1; end += 1 }
                if matched == hashes {
                    position = end
                    closed = true
                    break
                }
            }
            position += 1
        }
        if !closed { problem("unterminated regex literal", at: start, line: startLine, lineStart: startLineOffset) }
        addToken(.regex, from: start, line: startLine)
    }
}
