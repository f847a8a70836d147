import Foundation
import SyntaxReference
import XCTest

/// Parses files with swift-syntax and with modelgen (in parallel over files) and compares them.
enum Differential {
    static func run(_ files: [(path: String, source: String)], relativeTo root: URL) -> ComparisonTally {
        let pairs = parallelMap(files) { file -> (NormalizedFile, NormalizedFile) in
            let path = relativePath(file.path, root: root)
            return (ReferenceParser.normalize(path: path, source: file.source),
                    OurParserAdapter.normalize(path: path, source: file.source))
        }
        var tally = ComparisonTally()
        for (reference, ours) in pairs {
            RecordDiff.compare(reference: reference, ours: ours, into: &tally)
        }
        return tally
    }

    /// While SwiftDeclParser is a stub it finds nothing at all; that is not a disagreement to list.
    static func skipIfParserMissing(_ tally: ComparisonTally) throws {
        let absent = tally.disagreements.filter { $0.ours == "absent" }.count
        if tally.types + tally.variables > 0 && absent == tally.types + tally.variables {
            throw XCTSkip("SwiftDeclParser found no declarations at all (parser not implemented yet)")
        }
    }

    /// Prints the tally and every disagreement (the first 200, then counts per field), and fails
    /// the calling test when there is any.
    static func report(_ tally: ComparisonTally, label: String, file: StaticString = #filePath, line: UInt = #line) {
        print("[parser conformance] \(label): \(tally.summary)")
        for disagreement in tally.disagreements.prefix(200) {
            print(disagreement)
        }
        if tally.disagreements.count > 200 {
            var perField: [String: Int] = [:]
            for disagreement in tally.disagreements { perField[disagreement.field, default: 0] += 1 }
            print("… \(tally.disagreements.count - 200) more; per field: "
                + perField.keys.sorted().map { "\($0)=\(perField[$0]!)" }.joined(separator: ", "))
        }
        XCTAssertTrue(tally.files > 0, "\(label): no files compared", file: file, line: line)
        XCTAssertEqual(tally.disagreements.count, 0,
                       "\(label): \(tally.disagreements.count) disagreements with swift-syntax (listed above)",
                       file: file, line: line)
    }

    private static func relativePath(_ path: String, root: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func parallelMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        var results = [R?](repeating: nil, count: items.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        return results.map { $0! }
    }
}
