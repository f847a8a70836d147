#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or error, written straight to the file descriptor with no buffering, as
/// `FileHandle.standardOutput/standardError.write` did (FileHandle is in the full Foundation).
enum StandardStream {
    case output, error

    func write(_ text: String) {
        let descriptor: Int32 = self == .output ? STDOUT_FILENO : STDERR_FILENO
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Self.systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return   // a closed pipe: nothing more can be said
                }
                offset += written
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, buffer, count)
        #else
        return Darwin.write(descriptor, buffer, count)
        #endif
    }
}
