/// Sourcery's whitespace pipeline around rendering (§2.5), as byte scans.
///
/// Before parsing, typed blank lines are marked with U+000B so that, after rendering, the
/// lines left blank by tags can be deleted while the blank lines the author typed survive.
enum SourceryPostProcessor {
    static let newline = UInt8(ascii: "\n")
    static let verticalTab: UInt8 = 0x0B
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    private static let newlineMarker = Array("__sourcery__newline__".utf8)

    /// The text `{% newline %}` emits; replaced by `\n` after compaction so it survives it.
    static let newlineMarkerText = "__sourcery__newline__"

    /// Step 1: `"\n\n"` → `"\n\u{B}\n"`, left to right without overlap, twice.
    static func markBlankLines(_ bytes: [UInt8]) -> [UInt8] {
        let once = replaceAll(in: bytes, [newline, newline], with: [newline, verticalTab, newline])
        return replaceAll(in: once, [newline, newline], with: [newline, verticalTab, newline])
    }

    /// Steps 3–5 on the rendered output, the bytes of `output` from `offset` on (what precedes is
    /// the caller's). Every step shrinks the text, so all run in place in the output's own buffer:
    /// no megabyte-sized copies, one pass each.
    static func finish(_ output: ByteBuffer, from offset: Int) {
        output.edit(from: offset) { buffer in
            var count = collapseBlankLines(in: buffer)
            count = replaceAll(in: UnsafeMutableBufferPointer(rebasing: buffer[..<count]),
                               [newline, verticalTab, newline], with: [newline, newline])
            count = replaceAll(in: UnsafeMutableBufferPointer(rebasing: buffer[..<count]),
                               [newline, verticalTab, newline], with: [newline, newline])
            return replaceAll(in: UnsafeMutableBufferPointer(rebasing: buffer[..<count]), newlineMarker, with: [newline])
        }
    }

    /// Replaces every non-overlapping occurrence, left to right. Copies the runs between
    /// matches in bulk, and returns the input untouched when the pattern does not occur.
    static func replaceAll(in bytes: [UInt8], _ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return bytes }
        var result: [UInt8] = []
        var copiedUpTo = 0
        var index = 0
        let limit = bytes.count - pattern.count
        let first = pattern[0]
        while index <= limit {
            guard bytes[index] == first, matches(bytes, at: index, pattern) else {
                index += 1
                continue
            }
            if result.isEmpty { result.reserveCapacity(bytes.count + bytes.count / 16) }
            result.append(contentsOf: bytes[copiedUpTo..<index])
            result.append(contentsOf: replacement)
            index += pattern.count
            copiedUpTo = index
        }
        guard copiedUpTo > 0 else { return bytes }
        result.append(contentsOf: bytes[copiedUpTo...])
        return result
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ pattern: [UInt8]) -> Bool {
        var offset = 1
        while offset < pattern.count {
            if bytes[index + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}
