/// Rewrites one source file: replaces the bodies of its `sourcery:inline` regions and inserts new
/// `inline:auto` / `inline:after-auto` regions into type bodies. Bytes outside the markers are kept
/// exactly as they were.
///
/// `auto:` bodies are re-indented so their least-indented line sits at the marker's indentation
/// (the type body's indentation). The same rule applies when the region already exists, so a second
/// run reproduces the file byte for byte.
enum InlineRewriter {
    /// An `auto:`/`after-auto:` block to insert into a type that has no region for it yet.
    struct Insertion: Equatable {
        var name: String
        var body: String
        var type: TypeBodyLocator.Body
        /// Added to the block's indentation (`--base-indentation`: spaces).
        var extraIndentation = ""
    }

    private struct Edit {
        var start: Int
        var end: Int
        var text: [UInt8]
    }

    static func rewrite(_ bytes: [UInt8],
                        regions: [InlineRegionScanner.Region],
                        replacements: [String: String],
                        insertions: [Insertion]) -> [UInt8] {
        var edits: [Edit] = []
        for region in regions {
            guard var body = replacements[region.name] else { continue }
            if isAuto(region.name) { body = reindent(body, to: region.indentation) }
            edits.append(Edit(start: region.bodyStart, end: region.bodyEnd, text: Array(body.utf8)))
        }
        for insertion in insertions {
            edits.append(edit(inserting: insertion, into: bytes))
        }
        // Stable order: edits at one offset (two templates inserting into one type) keep their order.
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map { $0.element }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.text.count })
        var cursor = 0
        for edit in ordered where edit.start >= cursor {
            result += bytes[cursor..<edit.start]
            result += edit.text
            cursor = edit.end
        }
        result += bytes[cursor...]
        return result
    }

    static func isAuto(_ name: String) -> Bool {
        name.hasPrefix("auto:") || name.hasPrefix("after-auto:")
    }

    /// `Outer.Inner` for `auto:Outer.Inner.Template`.
    static func typeName(ofAutoBlock name: String) -> String? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        let qualified = name[name.index(after: colon)...]
        guard let dot = qualified.lastIndex(of: ".") else { return nil }
        let type = String(qualified[..<dot])
        return type.isEmpty ? nil : type
    }

    private static func edit(inserting insertion: Insertion, into bytes: [UInt8]) -> Edit {
        let close = insertion.type.close
        let lineStart = startOfLine(containing: close, in: bytes)
        let closingIndent = leadingWhitespace(bytes, from: lineStart)
        let braceOnOwnLine = lineStart + closingIndent.count == close
        let opening = "// sourcery:inline:\(insertion.name)\n"

        if insertion.name.hasPrefix("after-auto:") {
            let indent = closingIndent + insertion.extraIndentation
            let text = "\n" + indent + opening + reindent(insertion.body, to: indent) + indent + "// sourcery:end"
            return Edit(start: close + 1, end: close + 1, text: Array(text.utf8))
        }
        let indent = bodyIndentation(insertion.type, closingIndent: closingIndent, bytes: bytes) + insertion.extraIndentation
        let region = indent + opening + reindent(insertion.body, to: indent) + indent + "// sourcery:end\n"
        if braceOnOwnLine {
            return Edit(start: lineStart, end: lineStart, text: Array(region.utf8))
        }
        // `struct A { var x = 1 }`: break the line before the closing brace.
        var start = close
        while start > insertion.type.open + 1, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return Edit(start: start, end: close, text: Array(("\n" + region + closingIndent).utf8))
    }

    /// The indentation of the first non-blank line inside the body when it is deeper than the
    /// closing brace's, else the brace's indentation plus four spaces (or a tab in tab-indented files).
    private static func bodyIndentation(_ type: TypeBodyLocator.Body, closingIndent: String, bytes: [UInt8]) -> String {
        var lineStart = type.open
        while lineStart < type.close, bytes[lineStart] != 0x0A { lineStart += 1 }
        lineStart += 1
        while lineStart < type.close {
            let indent = leadingWhitespace(bytes, from: lineStart)
            let contentStart = lineStart + indent.utf8.count
            if contentStart < bytes.count, bytes[contentStart] != 0x0A, contentStart < type.close {
                if indent.hasPrefix(closingIndent) && indent.count > closingIndent.count { return indent }
                break
            }
            while lineStart < type.close, bytes[lineStart] != 0x0A { lineStart += 1 }
            lineStart += 1
        }
        return closingIndent + (closingIndent.contains("\t") ? "\t" : "    ")
    }

    /// Shifts `body` so its least-indented non-blank line starts with `indentation`; blank lines
    /// become empty; the result ends with a line break unless it is empty.
    static func reindent(_ body: String, to indentation: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let isBlank = { (line: Substring) in line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        let common = lines.filter { !isBlank($0) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        guard !lines.allSatisfy(isBlank) else { return "" }
        return lines.map { isBlank($0) ? "" : indentation + $0.dropFirst(common) }.joined(separator: "\n") + "\n"
    }

    private static func startOfLine(containing offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    private static func leadingWhitespace(_ bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
