import Foundation
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
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure.missing(path) }
            if !isDirectory.boolValue {
                found.insert(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let enumerator = fileManager.enumerator(atPath: base) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift") { found.insert(base + "/" + relative) }
            }
        }
        return found.sorted()
    }

    /// Parses every file (in parallel); unreadable files become a result with an error diagnostic.
    static func parse(_ paths: [String]) -> [FileParseResult] {
        var results = [FileParseResult?](repeating: nil, count: paths.count)
        let lock = NSLock()
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
