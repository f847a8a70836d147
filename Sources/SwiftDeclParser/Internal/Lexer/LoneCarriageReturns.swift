#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swift ends a line at a carriage return as well as at a line feed, so a file saved with
/// classic Mac line endings (CR only) is many lines, not one line whose first `//` comments out
/// the rest. The lexer and the line table know line feeds only: a lone CR (one not followed by
/// a LF) is read as a LF. Byte for byte, so every offset, line and column stays that of the file.
enum LoneCarriageReturns {
    /// `bytes` itself when it holds no lone CR (one `memchr` for a file without any CR).
    static func readAsLineFeeds(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.withUnsafeBufferPointer({ firstLoneCarriageReturn(in: $0) }) else { return bytes }
        var result = bytes
        result.withUnsafeMutableBufferPointer { buffer in
            for index in first..<buffer.count where buffer[index] == 0x0D {
                if index + 1 == buffer.count || buffer[index + 1] != 0x0A { buffer[index] = 0x0A }
            }
        }
        return result
    }

    private static func firstLoneCarriageReturn(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var start = 0
        while start < buffer.count, let found = memchr(base + start, 0x0D, buffer.count - start) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index + 1 == buffer.count || buffer[index + 1] != 0x0A { return index }
            start = index + 1
        }
        return nil
    }
}
