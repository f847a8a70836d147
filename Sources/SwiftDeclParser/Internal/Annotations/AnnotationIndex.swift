/// Per-line view of a file's comments: `sourcery:` annotations by line, `begin`/`end` blocks,
/// file annotations and documentation lines. Declarations ask it for their annotations with the
/// attachment rules of context-model.md §5.2.
struct AnnotationIndex {
    private(set) var lineAnnotations: [Int: Annotations] = [:]
    private(set) var documentationLines: [Int: String] = [:]
    private var blocks: [(start: Int, end: Int, annotations: Annotations)] = []
    private var fileDirectives: [(line: Int, annotations: Annotations)] = []
    /// §5.2 rule 3: line → end offset of a `/* sourcery: … */` that follows other code on that
    /// line (`case a, /* sourcery: x */ b`). A declaration starting after it does not walk up.
    private var inlineStops: [Int: Int] = [:]
    private let lineStarts: [LineStart]
    /// Per line, which of the three tables above has an entry (`LineFlag` bits); empty when no
    /// comment of the file matters. Most declarations have neither annotations nor documentation,
    /// so an array load answers them instead of hashing line numbers into the dictionaries.
    private var lineFlags: [UInt8] = []

    private enum LineFlag {
        static let annotations: UInt8 = 1
        static let documentation: UInt8 = 2
        static let inlineStop: UInt8 = 4
    }

    @inline(__always) private func hasFlag(_ flag: UInt8, line: Int) -> Bool {
        line >= 0 && line < lineFlags.count && lineFlags[line] & flag != 0
    }

    /// Comment lines are 1-based and within the file, so the array is sized once.
    private mutating func setFlag(_ flag: UInt8, line: Int) {
        guard line >= 0 else { return }
        if line >= lineFlags.count {
            lineFlags.append(contentsOf: repeatElement(0, count: max(lineStarts.count, line + 1) - lineFlags.count))
        }
        lineFlags[line] |= flag
    }

    init(comments: [Comment], lineStarts: [LineStart], bytes: [UInt8], memo: RepeatedTextMemo) {
        self.lineStarts = lineStarts
        var openBlocks: [(start: Int, annotations: Annotations)] = []
        for comment in comments {
            let isDoc = comment.kind == .docLine || comment.kind == .docBlock
            let mentionsSourcery = CommentText.mentionsSourcery(comment, bytes)
            if !isDoc && !mentionsSourcery { continue }
            if Self.isInlineAfterCode(comment, comments: comments, bytes: bytes) {
                inlineStops[comment.line] = max(inlineStops[comment.line] ?? 0, comment.end)
                setFlag(LineFlag.inlineStop, line: comment.line)
            }
            if isDoc {
                for (offset, lineText) in CommentText.documentationLines(of: comment, bytes).enumerated() {
                    documentationLines[comment.line + offset] = lineText
                    setFlag(LineFlag.documentation, line: comment.line + offset)
                }
            }
            // A line can only start with `sourcery:` if the bytes contain it somewhere.
            guard mentionsSourcery else { continue }
            for (offset, lineText) in CommentText.lines(of: comment, bytes).enumerated() {
                let line = comment.line + offset
                guard lineText.hasPrefix("sourcery:") else { continue }
                let directive = String(lineText.dropFirst("sourcery:".count))
                if directive.hasPrefix("inline:") {
                    continue
                } else if directive.hasPrefix("begin:") {
                    openBlocks.append((line, memo.annotations(String(directive.dropFirst("begin:".count)))))
                } else if directive.trimmingWhitespace() == "end" {
                    if let block = openBlocks.popLast() { blocks.append((block.start, line, block.annotations)) }
                } else if directive.hasPrefix("file:") {
                    fileDirectives.append((line, memo.annotations(String(directive.dropFirst("file:".count)))))
                } else {
                    let parsed = memo.annotations(directive)
                    // The first annotation comment of a line is stored as parsed (no key sort, no rehash).
                    if hasFlag(LineFlag.annotations, line: line) {
                        lineAnnotations[line, default: [:]].appendAnnotations(parsed)
                    } else {
                        lineAnnotations[line] = parsed
                        setFlag(LineFlag.annotations, line: line)
                    }
                }
            }
        }
        for block in openBlocks { blocks.append((block.start, Int.max, block.annotations)) }
    }

    /// Annotations of the whole file (`sourcery:file:`).
    var fileAnnotations: Annotations {
        var result: Annotations = [:]
        for directive in fileDirectives { result.appendAnnotations(directive.annotations) }
        return result
    }

    /// Annotations and documentation for a declaration whose first token is on `startLine` and
    /// whose anchor (name, `var` keyword…) is on `anchorLine`. Comment and directive lines directly
    /// above are walked upward; a blank or code line ends the walk (so code lines never leak, Q15).
    /// `startOffset` is the byte offset of the declaration's first token (for rule 3).
    func annotations(startLine: Int, anchorLine: Int, startOffset: Int = 0, walkUp: Bool = true) -> (annotations: Annotations, documentation: [String]) {
        var result: Annotations = [:]
        var documentation: [String] = []
        let stoppedByInlineComment = hasFlag(LineFlag.inlineStop, line: startLine) && inlineStops[startLine].map { $0 <= startOffset } ?? false
        if walkUp && !stoppedByInlineComment {
            // Find the top of the comment run first, then read it top to bottom (no array needed).
            var top = startLine
            while top - 1 >= 1, top - 1 < lineStarts.count, lineStarts[top - 1] == .comment || lineStarts[top - 1] == .directive {
                top -= 1
            }
            if top < startLine {
                for line in top..<startLine {
                    if hasFlag(LineFlag.annotations, line: line), let found = lineAnnotations[line] { Self.merge(found, into: &result) }
                    if hasFlag(LineFlag.documentation, line: line), let doc = documentationLines[line] { documentation.append(doc) }
                }
            }
        }
        if !lineAnnotations.isEmpty {
            for line in startLine...max(startLine, anchorLine) {
                if hasFlag(LineFlag.annotations, line: line), let found = lineAnnotations[line] { Self.merge(found, into: &result) }
            }
        }
        for block in blocks where block.start <= anchorLine && anchorLine <= block.end {
            Self.merge(block.annotations, into: &result)
        }
        for directive in fileDirectives where directive.line <= anchorLine {
            Self.merge(directive.annotations, into: &result)
        }
        return (result, documentation)
    }

    /// `appendAnnotations`, except that the first merge into an empty result shares `found`'s
    /// storage (same keys and values) instead of sorting its keys and rehashing each one.
    @inline(__always) private static func merge(_ found: Annotations, into result: inout Annotations) {
        if result.isEmpty { result = found } else { result.appendAnnotations(found) }
    }

    /// A one-line `/* sourcery: … */` with code before it on its line (other comments in between
    /// do not count as code, as in Sourcery, which peels comments off the text before the name).
    private static func isInlineAfterCode(_ comment: Comment, comments: [Comment], bytes: [UInt8]) -> Bool {
        guard comment.kind == .block || comment.kind == .docBlock, comment.line == comment.endLine,
              !comment.isAtLineStart else { return false }
        var position = comment.start
        while position > 0 {
            let byte = bytes[position - 1]
            if byte == 0x0A || byte == 0x0D { return false }
            if byte == 0x20 || byte == 0x09 { position -= 1; continue }
            // Another comment ending here on the same line: skip it.
            if byte == UInt8(ascii: "/"), let earlier = comments.last(where: { $0.end == position && $0.line == comment.line }) {
                position = earlier.start
                continue
            }
            return true
        }
        return false
    }

    /// Annotations written on one line only (parameters, associated values).
    func inlineAnnotations(line: Int) -> Annotations {
        hasFlag(LineFlag.annotations, line: line) ? lineAnnotations[line] ?? [:] : [:]
    }
}

/// Text of comments, line by line, without comment markers.
enum CommentText {
    /// Cheap pre-check so comments without `sourcery:` are never decoded.
    /// Called for every comment: compares bytes against a static string, allocating nothing.
    static func mentionsSourcery(_ comment: Comment, _ bytes: [UInt8]) -> Bool {
        let needle: StaticString = "sourcery:"
        let length = needle.utf8CodeUnitCount
        guard comment.end - comment.start >= length else { return false }
        let pattern = needle.utf8Start
        return bytes.withUnsafeBufferPointer { buffer in
            var position = comment.start
            let last = comment.end - length
            while position <= last {
                if buffer[position] == UInt8(ascii: "s") {
                    var offset = 1
                    while offset < length, buffer[position + offset] == pattern[offset] { offset += 1 }
                    if offset == length { return true }
                }
                position += 1
            }
            return false
        }
    }

    /// Each line's content: `//`, `///`, `/*`, `/**`, `*/` and leading `*` removed, trimmed.
    /// Works on bytes; one String is made per line.
    static func lines(of comment: Comment, _ bytes: [UInt8]) -> [String] {
        var start = comment.start
        var end = comment.end
        switch comment.kind {
        case .line, .docLine:
            var slashes = 0
            while start < end, bytes[start] == UInt8(ascii: "/"), slashes < 3 { start += 1; slashes += 1 }
            return [trimmedString(bytes, start, end)]
        case .block, .docBlock:
            start += 2
            while start < end, bytes[start] == UInt8(ascii: "*") { start += 1 }
            if end - start >= 2, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
            var result: [String] = []
            var lineStart = start
            var position = start
            while position <= end {
                if position == end || bytes[position] == 0x0A {
                    var contentStart = lineStart
                    while contentStart < position, UTF8Whitespace.contains(bytes[contentStart]) { contentStart += 1 }
                    while contentStart < position, bytes[contentStart] == UInt8(ascii: "*") { contentStart += 1 }
                    result.append(trimmedString(bytes, contentStart, position))
                    lineStart = position + 1
                }
                position += 1
            }
            return result
        }
    }

    /// Documentation text (§5.6): markers and one surrounding space removed, inner indentation kept.
    static func documentationLines(of comment: Comment, _ bytes: [UInt8]) -> [String] {
        var start = comment.start
        var end = comment.end
        func line(_ first: Int, _ last: Int) -> String {
            var contentStart = first
            if contentStart < last, bytes[contentStart] == 0x20 { contentStart += 1 }
            var contentEnd = last
            while contentEnd > contentStart, UTF8Whitespace.contains(bytes[contentEnd - 1]) { contentEnd -= 1 }
            return String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
        }
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

    private static func trimmedString(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        var first = start
        var last = end
        while first < last, UTF8Whitespace.contains(bytes[first]) { first += 1 }
        while last > first, UTF8Whitespace.contains(bytes[last - 1]) { last -= 1 }
        return String(decoding: bytes[first..<last], as: UTF8.self)
    }
}
