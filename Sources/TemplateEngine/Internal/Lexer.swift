/// Splits a template into text, variable, block and comment tokens (§1.1–§1.2).
///
/// Scans UTF-8 bytes: every delimiter is ASCII and UTF-8 continuation bytes never equal an
/// ASCII byte, so this finds exactly the tokens Stencil's Unicode-scalar scan finds.
enum Lexer {
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let percent = UInt8(ascii: "%")
    private static let hash = UInt8(ascii: "#")
    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")

    static func tokenize(_ file: SourceFile) -> [Token] {
        let bytes = file.bytes
        let count = bytes.count
        var tokens: [Token] = []
        var position = 0

        while position < count {
            guard let start = findOpener(in: bytes, from: position) else {
                tokens.append(textToken(file, position, count))
                break
            }
            if start > position {
                tokens.append(textToken(file, position, start))
            }
            let closer: UInt8
            switch bytes[start + 1] {
            case openBrace: closer = closeBrace
            case percent: closer = percent
            default: closer = hash
            }
            // The closer search starts at the opener itself, so `{%}` is a complete token.
            guard let end = findCloser(closer, in: bytes, from: start) else {
                // Unterminated: Stencil drops the rest of the template (§1.1 rule 3).
                break
            }
            tokens.append(tagToken(file, start, end))
            position = end
        }
        return tokens
    }

    /// The index of the first `{` followed by `{`, `%` or `#`.
    private static func findOpener(in bytes: [UInt8], from position: Int) -> Int? {
        var index = position
        let last = bytes.count - 1
        while index < last {
            if bytes[index] == openBrace {
                let next = bytes[index + 1]
                if next == openBrace || next == percent || next == hash { return index }
            }
            index += 1
        }
        return nil
    }

    /// The end index (exclusive) of the first `<closer>}` at or after `position`.
    private static func findCloser(_ closer: UInt8, in bytes: [UInt8], from position: Int) -> Int? {
        var index = position
        var previousWasCloser = false
        while index < bytes.count {
            let byte = bytes[index]
            if previousWasCloser && byte == closeBrace { return index + 1 }
            previousWasCloser = byte == closer
            index += 1
        }
        return nil
    }

    private static func textToken(_ file: SourceFile, _ start: Int, _ end: Int) -> Token {
        Token(kind: .text, contents: String(decoding: file.bytes[start..<end], as: UTF8.self),
              span: SourceSpan(file: file, offset: start, length: end - start))
    }

    private static func tagToken(_ file: SourceFile, _ start: Int, _ end: Int) -> Token {
        let bytes = file.bytes
        let length = end - start
        let kind: Token.Kind
        switch bytes[start + 1] {
        case openBrace: kind = .variable
        case percent: kind = .block
        default: kind = .comment
        }
        var leading = WhitespaceMarker.unspecified
        var trailing = WhitespaceMarker.unspecified
        if kind == .block {
            // Stencil reads the character after the opener and the one before the closer,
            // even when they overlap the delimiters of a degenerate tag.
            if length > 2 { leading = marker(bytes[start + 2]) }
            if length >= 3 { trailing = marker(bytes[end - 3]) }
        }
        let dropStart = 2 + (leading == .unspecified ? 0 : 1)
        let dropEnd = 2 + (trailing == .unspecified ? 0 : 1)
        guard length > dropStart + dropEnd else {
            return Token(kind: kind, contents: "", span: SourceSpan(file: file, offset: start, length: length),
                         leading: leading, trailing: trailing)
        }
        let inner = bytes[(start + dropStart)..<(end - dropEnd)]
        let (contents, contentOffset, contiguous) = contentsOf(inner)
        let span = contiguous
            ? SourceSpan(file: file, offset: contentOffset, length: contents.utf8.count)
            : SourceSpan(file: file, offset: start, length: length)
        return Token(kind: kind, contents: contents, span: span, leading: leading, trailing: trailing)
    }

    private static func marker(_ byte: UInt8) -> WhitespaceMarker {
        switch byte {
        case UInt8(ascii: "-"): return .trim
        case UInt8(ascii: "+"): return .keep
        default: return .unspecified
        }
    }

    /// §1.2 rule 2: split on `\n`, drop empty pieces, strip spaces from each (with Stencil's
    /// off-by-one), join with one space. Also reports where the contents start in the source
    /// and whether they are one contiguous run of it (for error carets).
    private static func contentsOf(_ inner: ArraySlice<UInt8>) -> (String, Int, Bool) {
        var pieces: [ArraySlice<UInt8>] = []
        var pieceStart = inner.startIndex
        var index = inner.startIndex
        while index <= inner.endIndex {
            if index == inner.endIndex || inner[index] == newline {
                if index > pieceStart { pieces.append(stripSpaces(inner[pieceStart..<index])) }
                pieceStart = index + 1
            }
            index += 1
        }
        guard let first = pieces.first else { return ("", inner.startIndex, true) }
        if pieces.count == 1 {
            return (String(decoding: first, as: UTF8.self), first.startIndex, true)
        }
        var joined: [UInt8] = []
        for (number, piece) in pieces.enumerated() {
            if number > 0 { joined.append(space) }
            joined.append(contentsOf: piece)
        }
        return (String(decoding: joined, as: UTF8.self), first.startIndex, false)
    }

    /// Stencil's `trim(character: " ")`: strips leading spaces; strips trailing spaces only if a
    /// non-space character exists after the first character; an all-space piece stays as is.
    private static func stripSpaces(_ piece: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = piece.firstIndex(where: { $0 != space }) else { return piece }
        guard let last = piece.lastIndex(where: { $0 != space }) else { return piece }
        let firstCharacterEnd = piece.startIndex + firstCharacterLength(piece)
        if last < firstCharacterEnd {
            // Only the first character is a non-space: Stencil's backward scan never looks at
            // it, so the trailing spaces survive.
            return piece[first...]
        }
        return piece[first...last]
    }

    private static func firstCharacterLength(_ piece: ArraySlice<UInt8>) -> Int {
        guard let lead = piece.first else { return 0 }
        if lead < 0x80 && piece.count > 1, piece[piece.startIndex + 1] < 0x80 { return 1 }
        let prefix = piece.prefix(32)
        return String(decoding: prefix, as: UTF8.self).first.map { $0.utf8.count } ?? 1
    }
}
