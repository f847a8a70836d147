// The assertion helpers of the AutoMappable end-to-end run.
import Foundation
import ObjectMapper

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
