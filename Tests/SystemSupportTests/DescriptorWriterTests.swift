#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SystemSupport
import XCTest

final class DescriptorWriterTests: XCTestCase {
    /// More than a pipe buffer holds (64 KiB on Linux), read back concurrently: partial writes
    /// must continue where they stopped.
    func testWritesEveryByteThroughPartialWrites() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let received = Received()
        let readerDone = DispatchGroup()
        let readEnd = ends[0]
        DispatchQueue.global().async(group: readerDone) {
            var chunk = [UInt8](repeating: 0, count: 8192)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.bytes += chunk[0..<count]
            }
        }
        XCTAssertNil(bytes.withUnsafeBytes { DescriptorWriter.writeAll(ends[1], $0) })
        close(ends[1])
        XCTAssertEqual(readerDone.wait(timeout: .now() + 10), .success)
        close(ends[0])
        XCTAssertEqual(received.bytes, bytes)
    }

    func testReportsTheErrorOfAFailedWrite() {
        let bytes: [UInt8] = [1, 2, 3]
        XCTAssertEqual(bytes.withUnsafeBytes { DescriptorWriter.writeAll(-1, $0) }, EBADF)
    }
}

/// Filled by the reading thread, read after it is done.
private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
}
