#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory this process has held resident so far, for `--verbose` and the tests that
/// bound a run's memory.
package enum PeakMemory {
    /// Kilobytes: `VmHWM` from /proc/self/status on Linux, `ru_maxrss` elsewhere; nil when unknown.
    package static func residentKilobytes() -> Int? {
        #if os(Linux)
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            guard text.hasPrefix("VmHWM:") else { continue }
            return Int(text.dropFirst(6).filter(\.isNumber))
        }
        return nil
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024   // bytes on Darwin
        #endif
    }
}
