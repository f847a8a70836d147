// The assertion helpers of the AutoMappable end-to-end run.
import Foundation
import ObjectMapper

// Written by one thread only; `nonisolated(unsafe)` so the run also builds in the Swift 6 language mode.
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

let payloads = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Tests/Fixtures/Payloads")

func payload(_ name: String) -> String {
    guard let text = try? String(contentsOf: payloads.appendingPathComponent(name), encoding: .utf8) else {
        print("FAIL: cannot read payload \(name)")
        exit(1)
    }
    return text
}

/// Runs `body`, which must throw a `MapError` naming `key` (the required key that is missing).
func expectMapError(key: String, _ what: String, line: Int = #line, _ body: () throws -> Void) {
    do {
        try body()
        check(false, "\(what): expected a MapError for key \(key)", line: line)
    } catch let error as MapError {
        expectEqual(error.key, key, "\(what): MapError key", line: line)
    } catch {
        check(false, "\(what): unexpected error \(error)", line: line)
    }
}
