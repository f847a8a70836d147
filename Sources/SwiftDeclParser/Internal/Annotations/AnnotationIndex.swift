/// Per-line view of a file's comments: `sourcery:` annotations by line, `begin`/`end` blocks,
/// file annotations and documentation lines. Declarations ask it for their annotations with the
/// attachment rules of context-model.md §5.2.
struct AnnotationIndex {
    /// Per line (index = line number): 1 + the index of the line's entry in each table below,
    /// 0 for none. Empty when no comment of the file matters. Most declarations have neither
    /// annotations nor documentation, so an array load answers them, and entries are found
    /// without hashing line numbers.
    private var lineSlots: [LineSlots] = []
    /// `sourcery:` annotations written on a line.
    private var lineAnnotations: [Annotations] = []
    private var documentationLines: [String] = []
    /// §5.2 rule 3: by line, the end offset of a `/* sourcery: … */` that follows other code on
    /// that line (`case a, /* sourcery: x */ b`). A declaration starting after it does not walk up.
    /// Few lines have one, so they are kept out of `LineSlots`, which every line has.
    private var inlineStops: [Int: Int] = [:]
    private var blocks: [(start: Int, end: Int, annotations: Annotations)] = []
    /// Every `sourcery:` line with the offset of its comment, in file order, for the lines that
    /// hold a one-line `/* sourcery: … */` after code (`positionedStarts`): which of them
    /// a declaration on that line takes depends on where it starts.
    private var positioned: [(line: Int, start: Int, isInline: Bool, annotations: Annotations)] = []
    private var fileDirectives: [(line: Int, annotations: Annotations)] = []
    private let lineStarts: [LineStart]

    private struct LineSlots {
        var annotations: Int32 = 0
        var documentation: Int32 = 0
    }
    /// The lines with an inline `/* sourcery: … */` (few): the index of each one's first entry
    /// in `positioned` (its other entries follow it). Out of `LineSlots`, which every line has.
    private var positionedStarts: [Int: Int] = [:]
    /// While the index is built (emptied after): the values of each list a line's merged comments hold, by slot
    /// in `lineAnnotations` (`appendAnnotation(_:forKey:listMembers:)`), so a key repeated by many
    /// comments on one line is merged in linear time. Only lines that repeat a key have one.
    private var lineListMembers: [Int: [String: Set<AnnotationValue>]] = [:]

    @inline(__always) private func slots(_ line: Int) -> LineSlots {
        line >= 0 && line < lineSlots.count ? lineSlots[line] : LineSlots()
    }

    /// Comment lines are 1-based and within the file, so the array is sized once.
    private mutating func ensureSlots(for line: Int) {
        if line >= lineSlots.count {
            lineSlots.append(contentsOf: repeatElement(LineSlots(), count: max(lineStarts.count, line + 1) - lineSlots.count))
        }
    }

    private mutating func setDocumentation(_ text: String, line: Int) {
        guard line >= 0 else { return }
        ensureSlots(for: line)
        let slot = Int(lineSlots[line].documentation)
        if slot > 0 {
            documentationLines[slot - 1] = text
        } else {
            documentationLines.append(text)
            lineSlots[line].documentation = Int32(documentationLines.count)
        }
    }

    private mutating func addInlineStop(_ offset: Int, line: Int) {
        guard line >= 0 else { return }
        inlineStops[line] = max(inlineStops[line] ?? offset, offset)
    }

    /// The first annotation comment of a line is stored as parsed (no key sort, no rehash).
    private mutating func addAnnotations(_ parsed: Annotations, line: Int) {
        guard line >= 0 else { return }
        ensureSlots(for: line)
        let slot = Int(lineSlots[line].annotations)
        if slot > 0 {
            var listMembers = lineListMembers.removeValue(forKey: slot) ?? [:]
            lineAnnotations[slot - 1].appendAnnotations(parsed, listMembers: &listMembers)
            if !listMembers.isEmpty { lineListMembers[slot] = listMembers }
        } else {
            lineAnnotations.append(parsed)
            lineSlots[line].annotations = Int32(lineAnnotations.count)
        }
    }

    @inline(__always) private func annotations(onLine line: Int) -> Annotations? {
        let slot = Int(slots(line).annotations)
        return slot > 0 ? lineAnnotations[slot - 1] : nil
    }

    /// Without `readsDocumentation`, documentation comments are not turned into text: every
    /// declaration's documentation is empty (their `sourcery:` lines still count).
    init(comments: [Comment], lineStarts: [LineStart], bytes: [UInt8], memo: ParsedTextCache, readsDocumentation: Bool = true) {
        self.lineStarts = lineStarts
        var openBlocks: [(start: Int, annotations: Annotations)] = []
        for comment in comments {
            let isDoc = comment.kind == .docLine || comment.kind == .docBlock
            let mentionsSourcery = comment.mentionsSourcery
            if !isDoc && !mentionsSourcery { continue }
            if Self.isInlineAfterCode(comment, comments: comments, bytes: bytes) {
                addInlineStop(comment.end, line: comment.line)
            }
            if !readsDocumentation {
                // Nothing to record: the walk up a comment run reads `lineStarts`, not this table.
            } else if comment.kind == .docLine {
                setDocumentation(CommentText.documentationLine(ofDocLine: comment, bytes), line: comment.line)
            } else if isDoc {
                for (offset, lineText) in CommentText.documentationLines(of: comment, bytes).enumerated() {
                    setDocumentation(lineText, line: comment.line + offset)
                }
            }
            // A line can only start with `sourcery:` if the bytes contain it somewhere.
            guard mentionsSourcery else { continue }
            // Directives are told apart on the bytes, and annotation texts looked up on them.
            for (offset, range) in CommentText.lineRanges(of: comment, bytes).enumerated() {
                guard CommentText.line(bytes, range, hasPrefix: "sourcery:") else { continue }
                let directive = (range.lowerBound + 9)..<range.upperBound
                let line = comment.line + offset
                if CommentText.line(bytes, directive, hasPrefix: "inline:") {
                    continue
                } else if CommentText.line(bytes, directive, hasPrefix: "begin:") {
                    openBlocks.append((line, memo.annotations(bytes, directive.dropFirst(6))))
                } else if CommentText.isTrimmed(bytes, directive, equalTo: "end") {
                    if let block = openBlocks.popLast() { blocks.append((block.start, line, block.annotations)) }
                } else if CommentText.line(bytes, directive, hasPrefix: "file:") {
                    fileDirectives.append((line, memo.annotations(bytes, directive.dropFirst(5))))
                } else {
                    let parsed = memo.annotations(bytes, directive)
                    addAnnotations(parsed, line: line)
                    let isInline = (comment.kind == .block || comment.kind == .docBlock) && comment.isOnOneLine
                        && !comment.isAtLineStart && Self.hasCodeAfter(comment, bytes: bytes)
                    positioned.append((line, comment.start, isInline, parsed))
                    if isInline { positionedStarts[line] = -1 }
                }
            }
        }
        for block in openBlocks { blocks.append((block.start, Int.max, block.annotations)) }
        lineListMembers = [:]
        // Only the lines with an inline comment are read back positioned.
        if positionedStarts.isEmpty {
            positioned = []
        } else {
            let inlineLines = positionedStarts
            positioned.removeAll { inlineLines[$0.line] == nil }
            for (position, entry) in positioned.enumerated() where positionedStarts[entry.line] == -1 {
                positionedStarts[entry.line] = position
            }
        }
    }

    /// The annotations written on `line`, where a one-line `/* sourcery: … */` after code counts
    /// only when it starts within `inlineRange` (the text between the previous element and this
    /// one: `case /* sourcery: a */ a, /* sourcery: b */ b`, `case a(/* sourcery: v */ Int)`).
    private func annotations(onLine line: Int, inlineWithin inlineRange: Range<Int>?) -> Annotations? {
        guard let inlineRange, !positionedStarts.isEmpty, let start = positionedStarts[line], start >= 0 else { return annotations(onLine: line) }
        var result: Annotations?
        var listMembers: [String: Set<AnnotationValue>] = [:]
        var position = start
        // The line's entries only: each line's are read in one pass over them.
        while position < positioned.count, positioned[position].line == line {
            let entry = positioned[position]
            if !entry.isInline || inlineRange.contains(entry.start) {
                if result == nil { result = entry.annotations } else { result!.appendAnnotations(entry.annotations, listMembers: &listMembers) }
            }
            position += 1
        }
        return result
    }

    /// Annotations of a parameter or an associated value starting at `startOffset` on `line`:
    /// the comment lines directly above when it starts its line (`walksUp`), the line's own
    /// annotations (inline ones only within `inlineRange`), and the enclosing `begin`/`end` blocks.
    func elementAnnotations(line: Int, walksUp: Bool, inlineRange: Range<Int>) -> Annotations {
        // File directives are the declarations' (as before for parameters), not their elements'.
        annotations(startLine: line, anchorLine: line, startOffset: inlineRange.upperBound, walkUp: walksUp,
                    inlineRange: inlineRange, includesFileDirectives: false).annotations
    }

    /// Annotations of the whole file (`sourcery:file:`).
    var fileAnnotations: Annotations {
        var result: Annotations = [:]
        var listMembers: [String: Set<AnnotationValue>] = [:]
        for directive in fileDirectives { result.appendAnnotations(directive.annotations, listMembers: &listMembers) }
        return result
    }

    /// Annotations and documentation for a declaration whose first token is on `startLine` and
    /// whose anchor (name, `var` keyword…) is on `anchorLine`. Comment and directive lines directly
    /// above are walked upward; a blank or code line ends the walk (so code lines never leak, Q15).
    /// `startOffset` is the byte offset of the declaration's first token (for rule 3).
    func annotations(startLine: Int, anchorLine: Int, startOffset: Int = 0, walkUp: Bool = true,
                     inlineRange: Range<Int>? = nil, includesFileDirectives: Bool = true) -> (annotations: Annotations, documentation: [String]) {
        var result = Annotations()
        var listMembers: [String: Set<AnnotationValue>] = [:]
        var documentation: [String] = []
        let stoppedByInlineComment = !inlineStops.isEmpty && inlineStops[startLine].map { $0 <= startOffset } ?? false
        if walkUp && !stoppedByInlineComment {
            // Find the top of the comment run first, then read it top to bottom (no array needed).
            var top = startLine
            while top - 1 >= 1, top - 1 < lineStarts.count, lineStarts[top - 1] == .comment || lineStarts[top - 1] == .directive {
                top -= 1
            }
            if top < startLine {
                for line in top..<startLine {
                    let found = slots(line)
                    if found.annotations > 0 { Self.merge(lineAnnotations[Int(found.annotations) - 1], into: &result, listMembers: &listMembers) }
                    if found.documentation > 0 { documentation.append(documentationLines[Int(found.documentation) - 1]) }
                }
            }
        }
        if !lineAnnotations.isEmpty {
            for line in startLine...max(startLine, anchorLine) {
                if let found = annotations(onLine: line, inlineWithin: inlineRange) { Self.merge(found, into: &result, listMembers: &listMembers) }
            }
        }
        for block in blocks where block.start <= anchorLine && anchorLine <= block.end {
            Self.merge(block.annotations, into: &result, listMembers: &listMembers)
        }
        if includesFileDirectives {
            for directive in fileDirectives where directive.line <= anchorLine {
                Self.merge(directive.annotations, into: &result, listMembers: &listMembers)
            }
        }
        return (result, documentation)
    }

    /// `appendAnnotations`, except that the first merge into an empty result shares `found`'s
    /// storage (same keys and values) instead of sorting its keys and rehashing each one.
    @inline(__always) private static func merge(_ found: Annotations, into result: inout Annotations,
                                                listMembers: inout [String: Set<AnnotationValue>]) {
        if result.isEmpty { result = found } else { result.appendAnnotations(found, listMembers: &listMembers) }
    }

    /// A one-line `/* sourcery: … */` with code before it on its line (other comments in between
    /// do not count as code, as in Sourcery, which peels comments off the text before the name).
    private static func isInlineAfterCode(_ comment: Comment, comments: [Comment], bytes: [UInt8]) -> Bool {
        guard comment.kind == .block || comment.kind == .docBlock, comment.isOnOneLine,
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

    /// Code follows the comment on its line (a trailing `/* sourcery: … */`, like a trailing
    /// `// sourcery:`, is the whole line's, as in Sourcery).
    private static func hasCodeAfter(_ comment: Comment, bytes: [UInt8]) -> Bool {
        var position = comment.end
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A || byte == 0x0D { return false }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") { return false }
            if byte != 0x20 && byte != 0x09 { return true }
            position += 1
        }
        return false
    }

    /// Annotations written on one line only (parameters, associated values).
    func inlineAnnotations(line: Int) -> Annotations {
        annotations(onLine: line) ?? Annotations()
    }
}
