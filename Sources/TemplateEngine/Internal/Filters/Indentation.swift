/// The `indent` filter's text: every line that is not empty gets `indentation` in front (the
/// first line only when `indentFirst`, and then even when empty), lines split at every newline
/// scalar (`CharacterSet.newlines`, as Stencil's `components(separatedBy: .newlines)`) and joined
/// with "\n".
///
/// The result's size is counted first, over the UTF-8 bytes, and checked against what filters may
/// still build, so an indentation that would build gigabytes stops before building anything; the
/// text is then written once, into storage of its exact size.
enum Indentation {
    static func indent(_ content: String, with indentation: String, indentFirst: Bool, budget: FilterBudget) throws -> String {
        var content = content, indentation = indentation
        return try content.withUTF8 { bytes in
            try indentation.withUTF8 { unit in
                var size = 0
                try forEachLine(bytes) { line, isFirst in
                    size += (isFirst ? 0 : 1) + line.count
                    if isFirst ? indentFirst : !line.isEmpty { size += unit.count }
                    try budget.check(size)
                }
                return String(unsafeUninitializedCapacity: size) { result in
                    var written = 0
                    func append(_ part: UnsafeBufferPointer<UInt8>) {
                        guard let base = part.baseAddress, !part.isEmpty else { return }
                        (result.baseAddress! + written).initialize(from: base, count: part.count)
                        written += part.count
                    }
                    forEachLine(bytes) { line, isFirst in
                        if !isFirst { result[written] = 0x0A; written += 1 }
                        if isFirst ? indentFirst : !line.isEmpty { append(unit) }
                        append(line)
                    }
                    return written
                }
            }
        }
    }

    /// Calls `body` with each line of `bytes` (valid UTF-8) without its line break, in order.
    private static func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Bool) throws -> Void) rethrows {
        var lineStart = 0, offset = 0, isFirst = true
        while offset < bytes.count {
            let breakLength = newlineLength(bytes, at: offset)
            if breakLength == 0 { offset += 1; continue }
            try body(UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]), isFirst)
            isFirst = false
            offset += breakLength
            lineStart = offset
        }
        try body(UnsafeBufferPointer(rebasing: bytes[lineStart...]), isFirst)
    }

    /// The byte length of the newline scalar at `offset` (U+000A–U+000D, U+0085, U+2028, U+2029), or 0.
    /// Their lead bytes never occur inside another scalar's UTF-8.
    private static func newlineLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        switch bytes[offset] {
        case 0x0A...0x0D: return 1
        case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] == 0x85: return 2
        case 0xE2 where offset + 2 < bytes.count && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
            return 3
        default: return 0
        }
    }
}
