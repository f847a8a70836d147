#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a rendered output that contain `sourcery:`, the only ones that can hold a marker,
/// numbered as `String.split(separator: "\n")` numbers lines: a `\r\n` pair is one character, so
/// a newline right after a carriage return does not end a line.
///
/// Outputs run to megabytes and usually hold no marker at all, so the keyword is found with a
/// Horspool skip search (a few bytes a step) rather than by walking every line, and lines are
/// counted with `memchr` only up to the lines found.
struct MarkerLineCursor {
    struct Line {
        var number: Int
        var start: Int
        /// End of the line's text (its newline excluded).
        var end: Int
        /// Start of the next line (after the newline), or the end of the output.
        var next: Int
    }

    private static let keyword = Array("sourcery:".utf8)
    /// Horspool's table: how far the window may move when its last byte is this one.
    private static let shifts: [UInt8] = {
        var table = [UInt8](repeating: UInt8(keyword.count), count: 256)
        for (index, byte) in keyword.dropLast().enumerated() { table[Int(byte)] = UInt8(keyword.count - 1 - index) }
        return table
    }()

    let bytes: UnsafeBufferPointer<UInt8>
    private var searchFrom = 0
    /// Lines that end before `countedUpTo`.
    private var linesCounted = 0
    private var countedUpTo = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Line? {
        guard let hit = MarkerLineCursor.firstKeyword(in: bytes, from: searchFrom) else { return nil }
        let start = lineStart(before: hit)
        let end = lineEnd(from: hit)
        linesCounted += lineBreaks(in: countedUpTo..<start)
        countedUpTo = start
        let next = end < bytes.count ? end + 1 : end
        searchFrom = next
        return Line(number: linesCounted + 1, start: start, end: end, next: next)
    }

    /// Whether the newline at `index` ends a line (it does unless a carriage return precedes it).
    private func isLineBreak(_ index: Int) -> Bool {
        bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D)
    }

    private func lineStart(before position: Int) -> Int {
        var index = position
        while index > 0 && !isLineBreak(index - 1) { index -= 1 }
        return index
    }

    /// The offset of the newline that ends the line holding `position`, or the output's end.
    private func lineEnd(from position: Int) -> Int {
        var from = position
        while let newline = nextNewline(from: from) {
            if isLineBreak(newline) { return newline }
            from = newline + 1
        }
        return bytes.count
    }

    private func lineBreaks(in range: Range<Int>) -> Int {
        var count = 0
        var from = range.lowerBound
        while let newline = nextNewline(from: from), newline < range.upperBound {
            if isLineBreak(newline) { count += 1 }
            from = newline + 1
        }
        return count
    }

    private func nextNewline(from position: Int) -> Int? {
        guard position < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + position, 0x0A, bytes.count - position) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the first `sourcery:` at or after `position` (Horspool).
    private static func firstKeyword(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        let length = keyword.count
        return keyword.withUnsafeBufferPointer { keyword in
            shifts.withUnsafeBufferPointer { shifts in
                var start = position
                while start + length <= bytes.count {
                    let last = bytes[start + length - 1]
                    if last == keyword[length - 1] {
                        var index = 0
                        while index < length - 1 && bytes[start + index] == keyword[index] { index += 1 }
                        if index == length - 1 { return start }
                    }
                    start += Int(shifts[Int(last)])
                }
                return nil
            }
        }
    }
}
