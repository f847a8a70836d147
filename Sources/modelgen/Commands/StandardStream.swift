#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemSupport

/// Standard output or error, written straight to the file descriptor with no buffering, as
/// `FileHandle.standardOutput/standardError.write` did (FileHandle is in the full Foundation).
enum StandardStream {
    case output, error

    func write(_ text: String) {
        let descriptor: Int32 = self == .output ? STDOUT_FILENO : STDERR_FILENO
        let bytes = Array(text.utf8)
        // A closed pipe: nothing more can be said, so a failed write is dropped.
        _ = bytes.withUnsafeBytes { DescriptorWriter.writeAll(descriptor, $0) }
    }
}
