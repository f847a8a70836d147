#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The post-rendering steps of `SourceryPostProcessor.finish`, done in the output's own buffer.
///
/// Every step only shrinks the text, so a write position trailing the read position suffices:
/// no megabyte-sized copies. The scans jump from candidate to candidate with `memchr` and move
/// the unchanged runs between edits with `memmove`, so text without edits costs almost nothing.
extension SourceryPostProcessor {
    /// Every match of `\n([ \t]*\n)+` in `buffer` becomes a single `\n`; returns the new length.
    static func collapseBlankLines(in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let count = buffer.count
        var edits = TrailingWriter(base: base)
        var search = 0
        while let found = nextByte(newline, in: base, from: search, to: count) {
            // Greedy: extend over every following whitespace-only line.
            var lastNewline = found
            var probe = found + 1
            while true {
                var scan = probe
                while scan < count && (base[scan] == space || base[scan] == tab) { scan += 1 }
                guard scan < count && base[scan] == newline else { break }
                lastNewline = scan
                probe = scan + 1
            }
            if lastNewline != found {
                // Keep up to and including the first newline; drop the blank lines after it.
                edits.replace(from: found + 1, upTo: lastNewline + 1, with: [])
            }
            search = lastNewline + 1
        }
        return edits.finish(count: count)
    }

    /// Replaces every non-overlapping match of `pattern` in `buffer`, left to right, with a
    /// `replacement` no longer than it (so every match is found in the original text); returns
    /// the new length.
    static func replaceAll(in buffer: UnsafeMutableBufferPointer<UInt8>, _ pattern: [UInt8], with replacement: [UInt8]) -> Int {
        precondition(replacement.count <= pattern.count)
        let count = buffer.count
        guard let base = buffer.baseAddress, !pattern.isEmpty, count >= pattern.count else { return count }
        let first = pattern[0]
        var edits = TrailingWriter(base: base)
        var search = 0
        while let found = nextByte(first, in: base, from: search, to: count - pattern.count + 1) {
            if matches(base, at: found, pattern) {
                edits.replace(from: found, upTo: found + pattern.count, with: replacement)
                search = found + pattern.count
            } else {
                search = found + 1
            }
        }
        return edits.finish(count: count)
    }

    /// The first index of `byte` in `base[start..<end]`.
    private static func nextByte(_ byte: UInt8, in base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private static func matches(_ base: UnsafeMutablePointer<UInt8>, at index: Int, _ pattern: [UInt8]) -> Bool {
        var offset = 1
        while offset < pattern.count {
            if base[index + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}

/// Rewrites a buffer front to back where each edit replaces a range with something no longer:
/// the unchanged run before an edit moves down in one `memmove`.
private struct TrailingWriter {
    let base: UnsafeMutablePointer<UInt8>
    /// Everything before `write` is final; the original text continues at `read`.
    private var write = 0
    private var read = 0

    init(base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// Replaces the original `start..<end` (at or after every earlier edit) with `replacement`.
    mutating func replace(from start: Int, upTo end: Int, with replacement: [UInt8]) {
        keep(upTo: start)
        for byte in replacement {
            base[write] = byte
            write += 1
        }
        read = end
    }

    /// Keeps the rest of the original text (`count` bytes in all) and returns the new length.
    mutating func finish(count: Int) -> Int {
        keep(upTo: count)
        return write
    }

    private mutating func keep(upTo end: Int) {
        let length = end - read
        if length > 0 && write != read { memmove(base + write, base + read, length) }
        write += length
        read = end
    }
}
