import Foundation
import SwiftDeclParser
import XCTest
@testable import modelgen

/// A one-shot run composes while it scans (`SourceScanner.scan(_:composingInto:)`), on however
/// many workers, from a cold or a warm parse cache: the model must be the one composed afterwards
/// from the scan's results. The corpus is some of this repository's own sources (extensions of
/// types from other files are everywhere).
final class StreamingScanTests: XCTestCase {
    private func corpus() throws -> [String] {
        try ["Sources/SwiftDeclParser/API", "Sources/SwiftDeclParser/API/Composed", "Sources/SwiftDeclParser/Internal/Composer",
             "Sources/SwiftDeclParser/Internal/Declarations", "Sources/modelgen/Context", "Sources/modelgen/Generation"]
            .flatMap(EndToEnd.swiftFiles(in:))
    }

    /// The model composed during the scan and the one composed from its results, as `parse --json` prints them.
    private func models(_ paths: [String], workers: Int, cache: ParseCache? = nil) throws -> (streamed: String, afterwards: String) {
        let composer = StreamingComposer(expectedFileCount: paths.count)
        var scanner = SourceScanner(cache: cache)
        scanner.maxWorkers = workers
        let outcome = try scanner.scan(paths, composingInto: composer)
        return (ModelDumper.json(composer.finish()), ModelDumper.json(Composer.compose(outcome.files)))
    }

    func testOneWorkerAndManyComposeTheSameModel() throws {
        let paths = try corpus()
        // A bound, not a value: the corpus is this repository's code, whose files come and go.
        XCTAssertGreaterThan(paths.count, 50)
        let single = try models(paths, workers: 1)
        XCTAssertEqual(single.streamed, single.afterwards)
        XCTAssertTrue(single.streamed.contains("\"StreamingComposer\""))
        for workers in [2, 3, 8] {
            for _ in 0..<3 {
                let many = try models(paths, workers: workers)
                XCTAssertEqual(many.streamed, single.afterwards, "\(workers) workers")
                XCTAssertEqual(many.afterwards, single.afterwards, "\(workers) workers")
            }
        }
    }

    func testColdAndWarmCacheComposeTheSameModel() throws {
        let sandbox = try GenerationSandbox()
        let cache = ParseCache(directory: sandbox.cacheDirectory, toolVersion: "streaming-test")
        let paths = try corpus()
        let cold = try models(paths, workers: 4, cache: cache)
        let warm = try models(paths, workers: 4, cache: cache)
        XCTAssertEqual(try SourceScanner(cache: cache).scan(paths).cachedCount, paths.count, "the second scan read the cache")
        XCTAssertEqual(cold.streamed, cold.afterwards)
        XCTAssertEqual(warm.streamed, cold.afterwards)
    }

    func testAnUnreadableFileStillFailsTheScan() throws {
        let paths = try corpus()
        let missing = (paths[paths.count / 2] as NSString).deletingLastPathComponent + "/Missing.swift"
        let composer = StreamingComposer(expectedFileCount: paths.count + 1)
        XCTAssertThrowsError(try SourceScanner(cache: nil).scan(paths + [missing], composingInto: composer)) { error in
            XCTAssertEqual("\(error)", "\(missing): error: cannot read source file: No such file or directory")
        }
    }
}
