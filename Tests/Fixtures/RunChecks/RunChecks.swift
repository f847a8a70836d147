// The assertion helpers both end-to-end runs (AutoCodableRun, AutoMappableRun) are compiled with:
// each check counts, and each failed one prints its line.
import Foundation

// Written by one thread only; `nonisolated(unsafe)` so the runs also build in the Swift 6 language mode.
nonisolated(unsafe) var failures = 0
nonisolated(unsafe) var checks = 0

func check(_ condition: @autoclosure () -> Bool, _ message: String, line: Int = #line) {
    checks += 1
    if !condition() {
        failures += 1
        print("FAIL line \(line): \(message)")
    }
}

func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: Int = #line) {
    check(actual == expected, "\(what): expected \(expected), got \(actual)", line: line)
}

/// The payload folder: the run's first argument.
let payloads = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Tests/Fixtures/Payloads")
