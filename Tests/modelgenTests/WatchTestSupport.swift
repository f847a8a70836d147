import Foundation
import XCTest

/// Watch tests work in the CLI tests' `ProjectFolder`; these are the other ways editors and users
/// change files.
extension ProjectFolder {
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

    /// Makes `relative` a symbolic link holding `target` as written (relative to the link's folder).
    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createDirectory(atPath: (url(relative) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: target)
    }
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
