#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TemplateEngine

/// A file's bytes as the output plan holds them: an array, or a rendered template's buffer
/// (header and text) shared as it is, so that an output of megabytes is not copied to be
/// planned, compared and written.
struct FileContents: Equatable {
    private enum Storage {
        case array([UInt8])
        case buffer(ByteBuffer)
    }

    private let storage: Storage

    init(_ bytes: [UInt8]) {
        storage = .array(bytes)
    }

    /// `buffer` must not change afterwards.
    init(sharing buffer: ByteBuffer) {
        storage = .buffer(buffer)
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .array(let bytes): return try bytes.withUnsafeBufferPointer(body)
        case .buffer(let buffer): return try buffer.withBytes(body)
        }
    }

    /// A copy, as an array.
    var bytes: [UInt8] { withBytes { Array($0) } }

    func hasSameBytes(as other: [UInt8]) -> Bool {
        withBytes { mine in other.withUnsafeBufferPointer { Self.equal(mine, $0) } }
    }

    static func == (left: FileContents, right: FileContents) -> Bool {
        left.withBytes { leftBytes in right.withBytes { equal(leftBytes, $0) } }
    }

    private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
        return memcmp(leftStart, rightStart, left.count) == 0
    }
}
