import Foundation
import XCTest

/// A temporary folder for one watch test, removed at the end.
final class WatchTemporaryFolder {
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "modelgen-watch-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        // Resolve /tmp symlinks (macOS /private/tmp) so paths compare equal to what the scanner reports.
        path = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func url(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let target = url(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: false, encoding: .utf8)
    }

    /// Saves the way many editors do: write a temporary file, then rename it over the original.
    func writeByRename(_ relative: String, _ text: String) throws {
        let temporary = url(relative) + ".tmp~"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(temporary, url(relative)), 0)
    }

    func remove(_ relative: String) throws { try FileManager.default.removeItem(atPath: url(relative)) }

    func move(_ from: String, _ to: String) throws {
        try FileManager.default.moveItem(atPath: url(from), toPath: url(to))
    }

    func read(_ relative: String) -> String? { try? String(contentsOfFile: url(relative), encoding: .utf8) }
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
/// Bounded waits keep the tests reliable on a loaded machine without hanging CI.
@discardableResult
func waitUntil(timeout: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}
