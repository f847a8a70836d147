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
/// Public so that a caller can keep a render's bytes as they are (`Environment.render(_:context:appendingTo:)`):
/// an output of megabytes then exists once, instead of once as bytes and once more as a String.
///
/// Used by one thread at a time (hence `@exclusivity(unchecked)`).
public final class ByteBuffer {
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) private var byteCount = 0
    @exclusivity(unchecked) private var capacity = 0

    /// How many bytes the buffer holds.
    public var count: Int { byteCount }

    public init() {}

    deinit {
        free(start)
    }

    public func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (start! + count).initialize(from: source, count: bytes.count)
        byteCount += bytes.count
    }

    /// Exchanges the bytes of the two buffers: the renderer keeps one buffer object for its whole
    /// life (so a write reads it without retaining it) and sets captured text aside by swapping.
    func swapContents(with other: ByteBuffer) {
        swap(&start, &other.start)
        swap(&byteCount, &other.byteCount)
        swap(&capacity, &other.capacity)
    }

    /// Lets `body` rewrite the bytes from `offset` on in place; it returns how many of them to keep.
    func edit(from offset: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        precondition(offset >= 0 && offset <= count)
        let kept = body(UnsafeMutableBufferPointer(start: start.map { $0 + offset }, count: count - offset))
        precondition(kept >= 0 && kept <= count - offset)
        byteCount = offset + kept
    }

    /// The bytes, valid only inside `body`.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: start, count: count)) }
    }

    /// The bytes as text (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    public var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Gives back the capacity past `count`: a buffer that outlives its render holds its bytes only.
    /// (`realloc` shrinks in place.)
    public func trimCapacity() {
        guard capacity > count, count > 0 else { return }
        guard let shrunk = realloc(start, count) else { return }
        start = shrunk.assumingMemoryBound(to: UInt8.self)
        capacity = count
    }

    /// Past this size a buffer grows by an eighth, not by doubling: a kept output of megabytes
    /// then ends with little unused room, and, growing by `realloc`, it is not copied for it.
    private static let largeCapacity = 1 << 20

    private func grow(toAtLeast minimum: Int) {
        let step = capacity < Self.largeCapacity ? max(capacity, 1 << 12) : capacity / 8
        let newCapacity = max(minimum, capacity + step)
        // `realloc`, not allocate-copy-free: the C library moves a large buffer by remapping its
        // pages, so megabytes of output are neither copied again nor faulted in again as they grow.
        guard let moved = realloc(start, newCapacity) else { fatalError("out of memory for \(newCapacity) bytes of output") }
        start = moved.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }
}
