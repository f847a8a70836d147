/// Stencil's text trimming rules (§2.3), implemented as scalar scans instead of the
/// regular expressions Stencil uses. Applied once per text node at parse time, because
/// the rule only depends on the neighbouring tokens.
enum TrimRule {
    case nothing
    /// Start: `^[ \t]*`. End: `[ \t]*$`.
    case whitespace
    /// Start: `^[ \t]*\n`. End: `\n[ \t]*$`.
    case whitespaceAndOneNewLine
    /// Start: `^\s+`. End: `\s+$`.
    case whitespaceAndNewLines

    /// The (leading, trailing) rules of an environment preset: `leading` applies to text
    /// before a tag (its end), `trailing` to text after a tag (its start).
    static func preset(for mode: WhitespaceMode) -> (leading: TrimRule, trailing: TrimRule) {
        switch mode {
        case .sourcery, .stencil: return (.nothing, .nothing)
        case .smart: return (.whitespace, .whitespaceAndOneNewLine)
        case .all: return (.whitespaceAndNewLines, .whitespaceAndNewLines)
        }
    }

    func trimStart(_ text: String) -> String {
        let scalars = text.unicodeScalars
        switch self {
        case .nothing:
            return text
        case .whitespace:
            let start = scalars.firstIndex { !Self.isSpaceOrTab($0) } ?? scalars.endIndex
            return String(scalars[start...])
        case .whitespaceAndOneNewLine:
            let start = scalars.firstIndex { !Self.isSpaceOrTab($0) } ?? scalars.endIndex
            guard start != scalars.endIndex, scalars[start] == "\n" else { return text }
            return String(scalars[scalars.index(after: start)...])
        case .whitespaceAndNewLines:
            let start = scalars.firstIndex { !Self.isWhiteSpace($0) } ?? scalars.endIndex
            return String(scalars[start...])
        }
    }

    func trimEnd(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        switch self {
        case .nothing:
            return text
        case .whitespace:
            // `$` also matches just before a final line terminator (ICU), and every match is removed.
            if let terminator = Self.finalTerminatorStart(scalars) {
                var start = terminator
                while start > 0 && Self.isSpaceOrTab(scalars[start - 1]) { start -= 1 }
                scalars.removeSubrange(start..<terminator)
            } else {
                var end = scalars.count
                while end > 0 && Self.isSpaceOrTab(scalars[end - 1]) { end -= 1 }
                scalars.removeSubrange(end...)
            }
        case .whitespaceAndOneNewLine:
            // Matches can end at the text's end and just before a final line terminator.
            func match(endingAt end: Int) -> Range<Int>? {
                var start = end
                while start > 0 && Self.isSpaceOrTab(scalars[start - 1]) { start -= 1 }
                return start > 0 && scalars[start - 1] == "\n" ? (start - 1)..<end : nil
            }
            let atEnd = match(endingAt: scalars.count)
            if let terminator = Self.finalTerminatorStart(scalars), let beforeTerminator = match(endingAt: terminator) {
                if let atEnd = atEnd { scalars.removeSubrange(atEnd) }
                scalars.removeSubrange(beforeTerminator)
            } else if let atEnd = atEnd {
                scalars.removeSubrange(atEnd)
            }
        case .whitespaceAndNewLines:
            var end = scalars.count
            while end > 0 && Self.isWhiteSpace(scalars[end - 1]) { end -= 1 }
            scalars.removeSubrange(end...)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Start of the line terminator that ends the text, if it ends with one (`\r\n` counts as one).
    private static func finalTerminatorStart(_ scalars: [Unicode.Scalar]) -> Int? {
        guard let last = scalars.last, isLineTerminator(last) else { return nil }
        if last == "\n" && scalars.count >= 2 && scalars[scalars.count - 2] == "\r" { return scalars.count - 2 }
        return scalars.count - 1
    }

    static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Unicode White_Space (ICU's `\s`).
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
