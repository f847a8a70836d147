import SwiftDeclParser

/// Where and how inline code goes into a source file, byte for byte as Sourcery writes it:
///
/// - a region's body is replaced up to the blank lines just before its `// sourcery:end` (they
///   stay), and every non-empty line put in is prefixed with the whitespace before the opening
///   marker (from the end of the first of the blank lines before the marker, when there are any);
/// - an `auto:` block goes in at the start of the line holding the type's closing brace (just after
///   `{` when both are on one line), as a line break, the opening marker, the body and the end
///   marker, every non-empty line indented by as many spaces as there are blanks before the first
///   character of the brace's line (none when that line holds a `{`) plus `baseIndentation`;
/// - an `after-auto:` block goes just after the closing brace, laid out the same way but for the
///   end marker, which is not indented.
///
/// A file whose lines end in CRLF gets CRLF in what is put in, one whose lines end in a lone CR gets CR.
enum SourceryInlineLayout {
    struct Replacement {
        var region: InlineRegion
        var body: String
    }

    struct Insertion {
        var name: String
        var body: String
        var type: TypeBody

        var isAfter: Bool { name.hasPrefix("after-auto:") }
    }

    /// One block put into the file: the bytes `start..<end` of the original are replaced by `text`
    /// (whose line breaks are the file's).
    struct Edit: Equatable {
        var name: String
        var start: Int
        var end: Int
        var text: String
    }

    static func rewrite(_ original: [UInt8], replacements: [Replacement], insertions: [Insertion], baseIndentation: Int = 0) -> [UInt8] {
        apply(edits(original, replacements: replacements, insertions: insertions, baseIndentation: baseIndentation), to: original)
    }

    /// The blocks put in, in the order they are given (regions first, then `auto:` blocks).
    static func edits(_ original: [UInt8], replacements: [Replacement], insertions: [Insertion], baseIndentation: Int = 0) -> [Edit] {
        // Lines are found on the bytes as the parser read them (a lone CR as a LF, same offsets);
        // the file's own bytes are copied, and what is put in gets the file's line break.
        let bytes = SwiftParser.readingLoneCarriageReturnsAsLineFeeds(original)
        let lineBreak = lineBreak(of: original)
        var edits: [Edit] = []
        for replacement in replacements {
            let region = replacement.region
            let end = BlankLines.runStart(in: bytes, before: region.endLineStart, notBefore: region.bodyStart)
            let text = indent(lines(replacement.body), with: markerIndentation(region, in: bytes))
            edits.append(Edit(name: region.name, start: region.bodyStart, end: end, text: text))
        }
        // Blocks for one type go in one after the other: each sees the brace's line as the ones
        // before left it (after a block put in just after `{`, the brace's line starts there).
        var braceLineStarts: [Int: Int] = [:]
        for insertion in insertions {
            let type = insertion.type
            let lineStart = braceLineStarts[type.close] ?? startOfLine(containing: type.close, in: bytes)
            let point = max(type.open + 1, lineStart)
            let indentation = String(repeating: " ", count: braceLineIndentation(bytes, from: lineStart, brace: type.close) + baseIndentation)
            var text = "\n// sourcery:inline:\(insertion.name)\n" + lines(insertion.body) + "// sourcery:end"
            if insertion.isAfter {
                edits.append(Edit(name: insertion.name, start: type.close + 1, end: type.close + 1, text: indent(text, with: indentation)))
            } else {
                text += "\n"
                edits.append(Edit(name: insertion.name, start: point, end: point, text: indent(text, with: indentation)))
                braceLineStarts[type.close] = point
            }
        }
        guard lineBreak != "\n" else { return edits }
        return edits.map { edit in
            var edit = edit
            edit.text = edit.text.replacing("\n", with: lineBreak)
            return edit
        }
    }

    /// The file with the edits made, in order of position (of two at one place, the first given
    /// goes first; an edit overlapping an earlier one is left out).
    static func apply(_ edits: [Edit], to original: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(original.count + ordered.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in ordered where edit.start >= cursor {
            result += original[cursor..<edit.start]
            result += Array(edit.text.utf8)
            cursor = edit.end
        }
        result += original[cursor...]
        return result
    }

    /// Sourcery's indentation: each line but the last, when not empty, gets `indentation` first.
    static func indent(_ text: String, with indentation: String) -> String {
        guard !indentation.isEmpty else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            line.isEmpty || index == lines.count - 1 ? String(line) : indentation + line
        }.joined(separator: "\n")
    }

    /// What Sourcery's pattern takes as a region's indentation: the whitespace between the line
    /// start and the marker's `//`, where the line start is the end of the first blank line before
    /// the marker when there are blank lines before it (so further blank lines belong to it).
    static func markerIndentation(_ region: InlineRegion, in bytes: [UInt8]) -> String {
        let markerStart = region.markerLineStart + region.column - 1
        var start = BlankLines.runStart(in: bytes, before: region.markerLineStart, notBefore: 0)
        if start < region.markerLineStart {
            while bytes[start] != 0x0A { start += 1 }
            start += 1
        }
        // A byte-order mark opening the file is not indentation.
        if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        return String(decoding: bytes[start..<markerStart].filter { $0 != 0x0D }, as: UTF8.self)
    }

    /// The blanks before the first character of the brace's line, counted as Sourcery counts them;
    /// zero when the line holds a `{` (the body opens on it).
    private static func braceLineIndentation(_ bytes: [UInt8], from lineStart: Int, brace: Int) -> Int {
        var end = brace
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if bytes[lineStart..<end].contains(UInt8(ascii: "{")) { return 0 }
        var count = 0
        while lineStart + count < end, BlankLines.isBlank(bytes[lineStart + count]) { count += 1 }
        return count
    }

    private static func startOfLine(containing offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Template text with its line breaks as `\n` (they become the file's own on the way in).
    private static func lines(_ text: String) -> String {
        text.contains("\r\n") ? text.replacing("\r\n", with: "\n") : text
    }

    /// The file's first line break: CRLF, a lone CR (classic Mac) or LF (also for a file of one line).
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[first] == 0x0D else { return "\n" }
        return first + 1 < bytes.count && bytes[first + 1] == 0x0A ? "\r\n" : "\r"
    }
}
