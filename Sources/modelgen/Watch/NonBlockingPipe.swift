#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The self-pipe trick: code that cannot block (a signal handler, an FSEvents
/// callback) writes a byte, and the watch loop sees the read end turn readable
/// in the same `poll(2)` as every other event.
enum NonBlockingPipe {
    /// A pipe whose ends are non-blocking and closed on exec (so `modelgen`'s
    /// children never inherit them).
    static func make() -> (readEnd: Int32, writeEnd: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Reads and discards everything pending on a non-blocking descriptor.
    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            return
        }
    }
}
