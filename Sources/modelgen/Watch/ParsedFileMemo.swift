#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import SwiftDeclParser

/// What one watch session keeps in memory between regenerations: the parse results (so a
/// save re-parses only the files that changed), the composition built from them (updated in
/// place when a save changes only members) and the file lists (while no file comes or goes).
///
/// Entries are dropped by the watch loop for every file its snapshot diff saw
/// modified, removed or renamed; the baseline of that diff is taken before each
/// run, so a file saved while the generator reads it is re-parsed next round.
/// Thread-safe: the generator parses files in parallel.
final class ParsedFileMemo {
    private let lock = Lock()
    private var entries: [String: Entry] = [:]

    /// A file's parse result and the size of the bytes it was parsed from: a regeneration that
    /// takes the result need not ask the file system how large the file is (`TemplateLimits`).
    struct Entry {
        var result: FileParseResult
        var byteCount: Int
    }
    /// The composition of the last run's results, updated from them on the next run.
    let composer = IncrementalComposer()
    /// The source and template files the last run found, reused while the watch loop sees only
    /// modified files (walking a large tree again costs more than the rest of a small update).
    /// The loop clears it when files are added, removed or renamed, or the settings change.
    var fileLists: (sources: [String], templates: [String])? {
        get { lock.lock(); defer { lock.unlock() }; return storedFileLists }
        set { lock.lock(); storedFileLists = newValue; lock.unlock() }
    }
    private var storedFileLists: (sources: [String], templates: [String])?

    /// What the stored results were parsed with; nil while none is stored.
    private(set) var parseOptions: ParseOptions?

    /// The options to parse this run's files with, given what its templates `need`: those of
    /// the stored results when they hold enough (so all results stay alike); otherwise the
    /// results and the composition are dropped and every file is parsed again with `needed`
    /// (a template now reads what the stored results left out).
    func options(covering needed: ParseOptions) -> ParseOptions {
        lock.lock()
        let stored = parseOptions
        lock.unlock()
        if let stored, stored.covers(needed) { return stored }
        removeResults()
        lock.lock()
        parseOptions = needed
        lock.unlock()
        return needed
    }

    /// The absolute key of each path spelling seen so far: normalising a path costs more than
    /// looking the result up, and the same spellings come back on every regeneration.
    private var keys: [String: String] = [:]

    /// The result stored for `path`, if it is still valid.
    func result(for path: String) -> FileParseResult? {
        lock.lock()
        defer { lock.unlock() }
        return entry(for: path)?.result
    }

    /// The stored entries of `paths`, position by position (nil where none is stored), under
    /// one lock: a regeneration asks for every source file at once.
    func entries(for paths: [String]) -> [Entry?] {
        lock.lock()
        defer { lock.unlock() }
        return paths.map(entry(for:))
    }

    /// Stores `result`, parsed from `byteCount` bytes of the file at `path`.
    func store(_ result: FileParseResult, byteCount: Int, for path: String) {
        lock.lock()
        entries[key(for: path)] = Entry(result: result, byteCount: byteCount)
        lock.unlock()
    }

    /// Forgets the results of `paths` (absolute, as a `ChangeSet` reports them).
    func invalidate(_ paths: [String]) {
        lock.lock()
        for path in paths { entries[key(for: path)] = nil }
        lock.unlock()
    }

    /// Forgets everything: parse results, composition and file lists.
    func removeAll() {
        lock.lock()
        storedFileLists = nil
        lock.unlock()
        removeResults()
    }

    /// Forgets the parse results and the composition made from them.
    private func removeResults() {
        lock.lock()
        entries = [:]
        parseOptions = nil
        lock.unlock()
        composer.reset()
    }

    /// Call with the lock held. Settings resolve source paths to absolute, normalised ones, which
    /// are their own keys: those are found with one look-up instead of two.
    private func entry(for path: String) -> Entry? {
        entries[path] ?? entries[key(for: path)]
    }

    /// Call with the lock held.
    private func key(for path: String) -> String {
        if let known = keys[path] { return known }
        let key = PathResolver.absolute(path)
        keys[path] = key
        return key
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
