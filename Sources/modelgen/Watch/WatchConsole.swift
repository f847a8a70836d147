#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the watch loop prints. Every line is flushed at once: when stdout is
/// a pipe (an IDE, a test, `tee`), buffered lines would show up minutes late.
struct WatchConsole {
    var info: (String) -> Void
    var error: (String) -> Void

    static let standard = WatchConsole(
        info: { line in
            fputs(line + "\n", stdout)
            fflush(stdout)
        },
        error: { line in
            fputs(line + "\n", stderr)
            fflush(stderr)
        })
}

/// Monotonic time for durations, wall-clock time for the line prefix.
enum Clock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func sleep(_ seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// "HH:MM:SS" in local time.
    static func timeOfDay() -> String {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
