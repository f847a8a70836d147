import SwiftDeclParser

/// The bytes of one Swift file with its line table, and the few scans `adopt` needs on them: where
/// a line ends, the brace that closes a body, and what is code rather than a string or a comment.
/// Every scan is a single forward pass, so its cost is linear in the bytes it covers.
struct SourceText {
    let bytes: [UInt8]
    /// Where each line starts, and the line and column of an offset (the parser's table).
    let lines: LineTable
    /// "\r\n" when the file's first line break is one, else "\n": inserted lines use it.
    let lineBreak: [UInt8]
    static let maximumNesting = 32

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes: bytes)
        if let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n")), firstBreak > 0, bytes[firstBreak - 1] == UInt8(ascii: "\r") {
            lineBreak = [13, 10]
        } else {
            lineBreak = [10]
        }
    }

    var lineCount: Int { lines.lineCount }

    /// Offset of a 1-based line and byte column.
    func offset(line: Int, column: Int) -> Int {
        min(lines.start(ofLine: max(1, min(line, lineCount))) + max(column, 1) - 1, bytes.count)
    }

    /// Offset just past the line break of the line holding `offset` (the file's end on its last line).
    func nextLineStart(afterOffset offset: Int) -> Int {
        let number = lines.line(of: offset)
        return number < lineCount ? lines.start(ofLine: number + 1) : bytes.count
    }

    /// The line's text without its line break.
    func lineText(_ number: Int) -> String {
        lines.text(ofLine: number, in: bytes)
    }

    /// The leading spaces and tabs of a line.
    func indentation(ofLine number: Int) -> [UInt8] {
        let start = lines.start(ofLine: number)
        var index = start
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        return Array(bytes[start..<index])
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Whether everything from `offset` to the end of its line is whitespace or a `//` comment.
    func restOfLineIsEmpty(from offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] != 10 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") { return true }
            if byte != 32, byte != 9, byte != 13 { return false }
            index += 1
        }
        return true
    }

    /// The first `{` at bracket depth 0 from `start` (code only) and the `}` that closes it:
    /// the body of the declaration whose name is at `start`. Nil when the text ends first.
    func body(after start: Int, limit: Int? = nil) -> Range<Int>? {
        let end = min(limit ?? bytes.count, bytes.count)
        var depth = 0
        var opener: Int?
        var index = start
        while index < end {
            if let skipped = skipNonCode(at: index, end: end) {
                index = skipped
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{"):
                if opener == nil {
                    guard depth == 0 else { return nil }
                    opener = index
                } else {
                    depth += 1
                }
            case UInt8(ascii: "}"):
                guard let open = opener else { return nil }
                if depth == 0 { return open..<(index + 1) }
                depth -= 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// When a comment or a string literal starts at `index`, the offset just past it (the end of
    /// `end` when it does not close); nil when code starts there. Strings include raw (`#"…"#`) and
    /// multi-line ones; interpolations are passed over as part of the string.
    func skipNonCode(at index: Int, end: Int, depth: Int = 0) -> Int? {
        let byte = bytes[index]
        let next = index + 1 < end ? bytes[index + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            var cursor = index
            while cursor < end, bytes[cursor] != 10 { cursor += 1 }
            return cursor
        }
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            var depth = 0
            var cursor = index
            while cursor + 1 < end {
                if bytes[cursor] == UInt8(ascii: "/"), bytes[cursor + 1] == UInt8(ascii: "*") {
                    depth += 1
                    cursor += 2
                } else if bytes[cursor] == UInt8(ascii: "*"), bytes[cursor + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    cursor += 2
                    if depth == 0 { return cursor }
                } else {
                    cursor += 1
                }
            }
            return end
        }
        var hashes = 0
        var cursor = index
        while cursor < end, bytes[cursor] == UInt8(ascii: "#") {
            hashes += 1
            cursor += 1
        }
        guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
        let multiline = cursor + 2 < end && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"")
        cursor += multiline ? 3 : 1
        return skipStringBody(from: cursor, end: end, hashes: hashes, multiline: multiline, depth: depth)
    }

    /// Past the closing quote(s) of a string whose opening delimiter ended before `start`.
    /// Interpolations `\(…)` are followed by parenthesis depth, with the strings inside them.
    private func skipStringBody(from start: Int, end: Int, hashes: Int, multiline: Bool, depth: Int) -> Int {
        var cursor = start
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: cursor + 1, end: end) {
                let afterEscape = cursor + 1 + hashes
                if afterEscape < end, bytes[afterEscape] == UInt8(ascii: "(") {
                    cursor = skipInterpolation(from: afterEscape + 1, end: end, depth: depth + 1)
                } else {
                    cursor = afterEscape + 1
                }
                continue
            }
            if byte == 10, !multiline { return cursor }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if cursor + quotes <= end, (0..<quotes).allSatisfy({ bytes[cursor + $0] == UInt8(ascii: "\"") }),
                   hasHashes(hashes, at: cursor + quotes, end: end) {
                    return cursor + quotes + hashes
                }
            }
            cursor += 1
        }
        return end
    }

    /// Strings nested in interpolations deeper than `maximumNesting` count as running to `end`.
    private func skipInterpolation(from start: Int, end: Int, depth nesting: Int) -> Int {
        guard nesting <= SourceText.maximumNesting else { return end }
        var depth = 1
        var cursor = start
        while cursor < end {
            if let skipped = skipNonCode(at: cursor, end: end, depth: nesting) {
                cursor = skipped
                continue
            }
            if bytes[cursor] == UInt8(ascii: "(") { depth += 1 }
            if bytes[cursor] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return end
    }

    private func hasHashes(_ count: Int, at index: Int, end: Int) -> Bool {
        guard index + count <= end else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "#") }
    }
}
