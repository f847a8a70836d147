#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftDeclParser

/// Finds `.swift` files under the given paths and parses them in parallel.
enum SwiftSourceCollector {
    enum Failure: Error { case missing(String) }

    /// Files as given plus `.swift` files found recursively in folders (hidden folders skipped),
    /// deduplicated and sorted so the result never depends on directory order.
    static func swiftFiles(in paths: [String]) throws -> [String] {
        var found: Set<String> = []
        let fileManager = FileManager.default
        for path in paths {
            guard let isDirectory = fileManager.isDirectory(atPath: path) else { throw Failure.missing(path) }
            if !isDirectory {
                found.insert(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            walk(base, into: &found)
        }
        return found.sorted()
    }

    /// Every entry named `*.swift` under `folder`, as FileManager's directory enumerator listed
    /// them (which the full Foundation owns): hidden entries skipped, links to folders not entered.
    private static func walk(_ folder: String, into found: inout Set<String>) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            if name.hasSuffix(".swift") { found.insert(path) }
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { walk(path, into: &found) }
        }
    }

    /// Parses every file (in parallel); unreadable files become a result with an error diagnostic.
    static func parse(_ paths: [String]) -> [FileParseResult] {
        var results = [FileParseResult?](repeating: nil, count: paths.count)
        let lock = Lock()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let result: FileParseResult
            if let data = FileManager.default.contents(atPath: path) {
                result = SwiftParser.parse(path: path, bytes: [UInt8](data))
            } else {
                result = FileParseResult(path: path, diagnostics: [Diagnostic(path: path, line: 1, column: 1, severity: .error, message: "cannot read file")])
            }
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        return results.compactMap { $0 }
    }
}
