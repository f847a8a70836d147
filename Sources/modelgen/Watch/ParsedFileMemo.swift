import Foundation
import SwiftDeclParser

/// Parse results kept in memory between the regenerations of one watch session,
/// so a save re-parses only the files that changed.
///
/// Entries are dropped by the watch loop for every file its snapshot diff saw
/// modified, removed or renamed; the baseline of that diff is taken before each
/// run, so a file saved while the generator reads it is re-parsed next round.
/// Thread-safe: the generator parses files in parallel.
final class ParsedFileMemo {
    private let lock = NSLock()
    private var results: [String: FileParseResult] = [:]

    /// The result stored for `path`, if it is still valid.
    func result(for path: String) -> FileParseResult? {
        let key = PathResolver.absolute(path)
        lock.lock()
        defer { lock.unlock() }
        return results[key]
    }

    func store(_ result: FileParseResult, for path: String) {
        let key = PathResolver.absolute(path)
        lock.lock()
        results[key] = result
        lock.unlock()
    }

    /// Forgets the results of `paths` (absolute, as a `ChangeSet` reports them).
    func invalidate(_ paths: [String]) {
        lock.lock()
        for path in paths { results[PathResolver.absolute(path)] = nil }
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return results.count
    }
}
