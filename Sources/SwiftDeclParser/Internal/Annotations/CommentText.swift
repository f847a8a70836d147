/// Text of comments, line by line, without comment markers.
enum CommentText {
    /// Each line's content: `//`, `///`, `/*`, `/**`, `*/` and leading `*` removed, trimmed.
    /// Works on bytes; one String is made per line.
    static func lines(of comment: Comment, _ bytes: [UInt8]) -> [String] {
        lineRanges(of: comment, bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The byte ranges of `lines(of:_:)`.
    static func lineRanges(of comment: Comment, _ bytes: [UInt8]) -> [Range<Int>] {
        switch comment.kind {
        case .line, .docLine:
            return [lineCommentText(comment, bytes)]
        case .block, .docBlock:
            let body = blockBody(comment, bytes)
            var result: [Range<Int>] = []
            var lineStart = body.lowerBound
            var position = lineStart
            while position <= body.upperBound {
                if position == body.upperBound || bytes[position] == 0x0A {
                    result.append(blockLineText(bytes, lineStart, position))
                    lineStart = position + 1
                }
                position += 1
            }
            return result
        }
    }

    /// `lineRanges(of:_:).first`, without building the list: inline-region markers are decided
    /// by the first line alone.
    static func firstLineRange(of comment: Comment, _ bytes: [UInt8]) -> Range<Int> {
        switch comment.kind {
        case .line, .docLine:
            return lineCommentText(comment, bytes)
        case .block, .docBlock:
            let body = blockBody(comment, bytes)
            var lineEnd = body.lowerBound
            while lineEnd < body.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            return blockLineText(bytes, body.lowerBound, lineEnd)
        }
    }

    /// A `//` or `///` comment's text: up to three slashes dropped, then trimmed.
    private static func lineCommentText(_ comment: Comment, _ bytes: [UInt8]) -> Range<Int> {
        var start = comment.start
        var slashes = 0
        while start < comment.end, bytes[start] == UInt8(ascii: "/"), slashes < 3 { start += 1; slashes += 1 }
        return UTF8Whitespace.trimmed(bytes, start..<comment.end)
    }

    /// A block comment between its opener (with any further `*`) and its closing `*/`.
    private static func blockBody(_ comment: Comment, _ bytes: [UInt8]) -> Range<Int> {
        var start = comment.start + 2
        var end = comment.end
        while start < end, bytes[start] == UInt8(ascii: "*") { start += 1 }
        if end - start >= 2, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
        return start..<end
    }

    /// One line of a block comment: leading whitespace and `*` decoration dropped, then trimmed.
    private static func blockLineText(_ bytes: [UInt8], _ lineStart: Int, _ lineEnd: Int) -> Range<Int> {
        var contentStart = lineStart
        while contentStart < lineEnd, UTF8Whitespace.contains(bytes[contentStart]) { contentStart += 1 }
        while contentStart < lineEnd, bytes[contentStart] == UInt8(ascii: "*") { contentStart += 1 }
        return UTF8Whitespace.trimmed(bytes, contentStart..<lineEnd)
    }

    /// `String(decoding: bytes[range]).hasPrefix(prefix)` for an ASCII `prefix`, on the bytes. The
    /// String is only made when the byte after the prefix is not ASCII: it could combine with
    /// the prefix's last character into one Character, which the String test would not match.
    static func line(_ bytes: [UInt8], _ range: Range<Int>, hasPrefix prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard range.count >= length else { return false }
        for offset in 0..<length where bytes[range.lowerBound + offset] != prefix.utf8Start[offset] { return false }
        if range.count == length || bytes[range.lowerBound + length] < 0x80 { return true }
        return String(decoding: bytes[range], as: UTF8.self).hasPrefix(prefix.description)
    }

    /// True when the bytes in `range`, without surrounding whitespace, are exactly `word` (ASCII):
    /// `String(…).trimmingWhitespace() == word` without making the String.
    static func isTrimmed(_ bytes: [UInt8], _ range: Range<Int>, equalTo word: StaticString) -> Bool {
        let trimmed = UTF8Whitespace.trimmed(bytes, range)
        guard trimmed.count == word.utf8CodeUnitCount else { return false }
        for offset in 0..<trimmed.count where bytes[trimmed.lowerBound + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// The documentation text of a `///` comment: `documentationLines(of:_:)[0]` without the
    /// one-element list (most documentation comments are `///` lines).
    static func documentationLine(ofDocLine comment: Comment, _ bytes: [UInt8]) -> String {
        documentationText(bytes, comment.start + 3, comment.end)
    }

    /// One line's documentation text: one leading space and the trailing whitespace removed.
    private static func documentationText(_ bytes: [UInt8], _ first: Int, _ last: Int) -> String {
        var contentStart = first
        if contentStart < last, bytes[contentStart] == 0x20 { contentStart += 1 }
        var contentEnd = last
        while contentEnd > contentStart, UTF8Whitespace.contains(bytes[contentEnd - 1]) { contentEnd -= 1 }
        return String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
    }

    /// Documentation text (§5.6): markers and one surrounding space removed, inner indentation kept.
    static func documentationLines(of comment: Comment, _ bytes: [UInt8]) -> [String] {
        var start = comment.start
        var end = comment.end
        func line(_ first: Int, _ last: Int) -> String { documentationText(bytes, first, last) }
        if comment.kind == .docLine { return [line(start + 3, end)] }
        start += 3
        if end - start >= 2, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
        // Lines are either `* text` (star style) or indented text; the common indentation goes.
        var ranges: [(Int, Int)] = []
        var lineStart = start
        for position in start...end where position == end || bytes[position] == 0x0A {
            ranges.append((lineStart, position))
            lineStart = position + 1
        }
        var commonIndent = Int.max
        for (first, last) in ranges.dropFirst() {
            var indent = 0
            while first + indent < last, bytes[first + indent] == 0x20 || bytes[first + indent] == 0x09 { indent += 1 }
            if first + indent < last, bytes[first + indent] != UInt8(ascii: "*") { commonIndent = min(commonIndent, indent) }
        }
        var result: [String] = []
        for (index, range) in ranges.enumerated() {
            var contentStart = range.0
            if index > 0 {
                var indent = 0
                while contentStart < range.1, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 { contentStart += 1; indent += 1 }
                if contentStart < range.1, bytes[contentStart] == UInt8(ascii: "*") {
                    contentStart += 1
                } else if commonIndent != Int.max {
                    contentStart = range.0 + min(indent, commonIndent)
                    // `line` drops one more space; put it back so only the common indentation goes.
                    if contentStart > range.0, bytes[contentStart - 1] == 0x20 { contentStart -= 1 }
                }
            }
            let text = line(contentStart, range.1)
            // The lines holding only `/**` or `*/` are markers, not documentation.
            if !(text.isEmpty && (index == 0 || index == ranges.count - 1)) { result.append(text) }
        }
        return result
    }
}
