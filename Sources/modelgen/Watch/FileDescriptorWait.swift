#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `poll(2)` on a few descriptors with a timeout, retried on EINTR.
enum FileDescriptorWait {
    /// The descriptors of `descriptors` that are readable, after waiting at most
    /// `timeout` seconds (nil: forever). Empty when the wait timed out.
    static func readable(_ descriptors: [Int32], timeout: Double?) -> Set<Int32> {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = timeout.map { Int32(max(0, min($0 * 1000, Double(Int32.max)))) } ?? -1
        while true {
            let count = poll(&entries, nfds_t(entries.count), milliseconds)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return [] }
            return Set(entries.filter { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }.map(\.fd))
        }
    }

    static func isReadable(_ descriptor: Int32, timeout: Double?) -> Bool {
        !readable([descriptor], timeout: timeout).isEmpty
    }
}
