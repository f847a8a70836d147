/// Sourcery's whitespace rules around output markers, on UTF-8 bytes. Sourcery finds its blocks
/// with a pattern in which a block's opening takes the blank lines just before it, and its end
/// marker the blank lines just before it: these find the same places.
enum BlankLines {
    /// Spaces, tabs, carriage returns, vertical tabs and form feeds: what makes a line blank.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// The start of the run of blank lines that ends at `lineStart` (a line start), or `lineStart`
    /// itself when the line before is not blank. The run does not reach before `floor`; a line that
    /// `floor` cuts (it starts before `floor`) does not count as blank.
    ///
    /// With `carriageReturnJoins` a `\r\n` pair does not end a line (it is one blank character),
    /// as in rendered output (`MarkerLineCursor`); otherwise every `\n` ends a line, as in sources.
    static func runStart(in bytes: UnsafeBufferPointer<UInt8>, before lineStart: Int, notBefore floor: Int,
                         carriageReturnJoins: Bool = false) -> Int {
        func isBreak(_ index: Int) -> Bool {
            bytes[index] == 0x0A && !(carriageReturnJoins && index > 0 && bytes[index - 1] == 0x0D)
        }
        var start = lineStart
        var newline = lineStart - 1
        while newline >= floor, isBreak(newline) {
            var cursor = newline - 1
            while cursor >= floor, isBlank(bytes[cursor]) || (bytes[cursor] == 0x0A && !isBreak(cursor)) { cursor -= 1 }
            if cursor < floor {
                if floor == 0 || isBreak(floor - 1) { start = floor }
                break
            }
            guard isBreak(cursor) else { break }
            start = cursor + 1
            newline = cursor
        }
        return start
    }

    static func runStart(in bytes: [UInt8], before lineStart: Int, notBefore floor: Int) -> Int {
        bytes.withUnsafeBufferPointer { runStart(in: $0, before: lineStart, notBefore: floor) }
    }

    /// Just after `sourcery:end` on an end-marker line (the rest of the line is not the marker's).
    static func endOfEndMarker(in bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Int {
        let keyword = Array("sourcery:end".utf8)
        var index = line.lowerBound
        while index + keyword.count <= line.upperBound {
            if bytes[index] == keyword[0], zip(bytes[index..<(index + keyword.count)], keyword).allSatisfy({ $0 == $1 }) {
                return index + keyword.count
            }
            index += 1
        }
        return line.upperBound
    }
}
