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

/// The UTF-8 bytes a render writes, in one growable allocation.
///
/// A render makes hundreds of thousands of small writes; appending here is a capacity check and
/// a copy, where `Array.append(contentsOf:)` spent several times that in generic bookkeeping. The
/// Sourcery post-processing then edits the bytes in place (`edit`) before they become a String.
///
/// Owned by one renderer, used by one thread (hence `@exclusivity(unchecked)`).
final class ByteBuffer {
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 0

    deinit {
        free(start)
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (start! + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Exchanges the bytes of the two buffers: the renderer keeps one buffer object for its whole
    /// life (so a write reads it without retaining it) and sets captured text aside by swapping.
    func swapContents(with other: ByteBuffer) {
        swap(&start, &other.start)
        swap(&count, &other.count)
        swap(&capacity, &other.capacity)
    }

    /// Lets `body` rewrite the bytes in place; it returns how many of them to keep (at most `count`).
    func edit(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let kept = body(UnsafeMutableBufferPointer(start: start, count: count))
        precondition(kept >= 0 && kept <= count)
        count = kept
    }

    /// The bytes as text (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    private func grow(toAtLeast minimum: Int) {
        let newCapacity = max(minimum, capacity * 2, 1 << 12)
        // `realloc`, not allocate-copy-free: the C library moves a large buffer by remapping its
        // pages, so megabytes of output are neither copied again nor faulted in again as they grow.
        guard let moved = realloc(start, newCapacity) else { fatalError("out of memory for \(newCapacity) bytes of output") }
        start = moved.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }
}
