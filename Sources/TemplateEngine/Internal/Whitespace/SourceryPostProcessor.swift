/// Sourcery's whitespace pipeline around rendering (§2.5), as byte scans.
///
/// Before parsing, typed blank lines are marked with U+000B so that, after rendering, the
/// lines left blank by tags can be deleted while the blank lines the author typed survive.
enum SourceryPostProcessor {
    private static let newline = UInt8(ascii: "\n")
    private static let verticalTab: UInt8 = 0x0B
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newlineMarker = Array("__sourcery__newline__".utf8)

    /// The text `{% newline %}` emits; replaced by `\n` after compaction so it survives it.
    static let newlineMarkerText = "__sourcery__newline__"

    /// Step 1: `"\n\n"` → `"\n\u{B}\n"`, left to right without overlap, twice.
    static func markBlankLines(_ bytes: [UInt8]) -> [UInt8] {
        let once = replaceAll(in: bytes, [newline, newline], with: [newline, verticalTab, newline])
        return replaceAll(in: once, [newline, newline], with: [newline, verticalTab, newline])
    }

    /// Steps 3–5 on the rendered output.
    static func finish(_ output: String) -> String {
        var bytes = collapseBlankLines(Array(output.utf8))
        bytes = replaceAll(in: bytes, [newline, verticalTab, newline], with: [newline, newline])
        bytes = replaceAll(in: bytes, [newline, verticalTab, newline], with: [newline, newline])
        bytes = replaceAll(in: bytes, newlineMarker, with: [newline])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Step 3: every match of `\n([ \t]*\n)+` becomes a single `\n`.
    static func collapseBlankLines(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard byte == newline else {
                result.append(byte)
                index += 1
                continue
            }
            // Greedy: extend over every following whitespace-only line.
            var lastNewline = index
            var probe = index + 1
            while true {
                var scan = probe
                while scan < count && (bytes[scan] == space || bytes[scan] == tab) { scan += 1 }
                if scan < count && bytes[scan] == newline {
                    lastNewline = scan
                    probe = scan + 1
                } else {
                    break
                }
            }
            result.append(newline)
            index = lastNewline + 1
        }
        return result
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
