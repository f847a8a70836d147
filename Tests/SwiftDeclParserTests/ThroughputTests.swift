import XCTest
@testable import SwiftDeclParser

/// Measures single-threaded parse throughput on a corpus folder given in `MODELGEN_CORPUS`
/// (e.g. from gen_corpus.py). Skipped otherwise; meaningful in release builds:
/// `MODELGEN_CORPUS=/tmp/corpus swift test -c release --filter ThroughputTests`.
final class ThroughputTests: XCTestCase {
    func testParseThroughputOnCorpus() throws {
        guard let folder = ProcessInfo.processInfo.environment["MODELGEN_CORPUS"] else {
            throw XCTSkip("set MODELGEN_CORPUS to a folder of .swift files")
        }
        var files: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
            files.append((relative, [UInt8](data)))
        }
        files.sort { $0.0 < $1.0 }
        let totalBytes = files.reduce(0) { $0 + $1.1.count }
        var best = Double.infinity
        var results: [FileParseResult] = []
        for _ in 0..<3 {
            let start = Date()
            results = files.map { SwiftParser.parse(path: $0.0, bytes: $0.1) }
            best = min(best, Date().timeIntervalSince(start))
        }
        let composeStart = Date()
        let model = Composer.compose(results)
        let composeTime = Date().timeIntervalSince(composeStart)
        let megabytes = Double(totalBytes) / 1_000_000
        print(String(format: "parsed %d files, %.2f MB in %.3f s: %.1f MB/s single-threaded; composed %d types in %.3f s",
                     files.count, megabytes, best, megabytes / best, model.types.count, composeTime))
        XCTAssertFalse(model.types.isEmpty)
    }
}
