import Foundation
import SwiftDeclParser
import XCTest

/// modelgen's parser against swift-syntax (what Sourcery sees) on the benchmark corpus and on
/// the fixture set of tricky constructs. Target: no disagreement; deliberate differences are
/// listed in Conformance/README.md and waived by `KnownDifference`.
final class ParserDifferentialTests: XCTestCase {
    func testCorpusSeed1() throws { try checkCorpus(seed: 1) }
    func testCorpusSeed2() throws { try checkCorpus(seed: 2) }
    func testCorpusSeed3() throws { try checkCorpus(seed: 3) }

    func testFixtures() throws {
        let files = try Corpus.swiftFiles(in: Corpus.fixtureDirectory)
        XCTAssertGreaterThanOrEqual(files.count, 15, "fixture set shrank")
        let tally = Differential.run(files, relativeTo: Corpus.repositoryRoot)
        try Differential.skipIfParserMissing(tally)
        Differential.report(tally, label: "fixtures")
    }

    /// Opt-in: every `.swift` file under the folder named by MODELGEN_REAL_SOURCES (real
    /// packages extracted by hand; see Conformance/README.md). Skipped when the variable is unset.
    func testRealSourcesFromEnvironment() throws {
        guard let folder = ProcessInfo.processInfo.environment["MODELGEN_REAL_SOURCES"], !folder.isEmpty else {
            throw XCTSkip("MODELGEN_REAL_SOURCES is not set")
        }
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        let sources = try Corpus.swiftFiles(in: directory)
        XCTAssertFalse(sources.isEmpty, "no .swift files under \(folder)")
        // A real file must never make the parser blow up in time: report the slowest ones.
        var timings: [(seconds: Double, path: String)] = []
        for file in sources {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = SwiftParser.parse(path: file.path, source: file.source)
            timings.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, file.path))
        }
        let slowest = timings.sorted { $0.seconds > $1.seconds }.prefix(3)
        print("[parser conformance] slowest parses: "
            + slowest.map { String(format: "%.3f s %@", $0.seconds, $0.path) }.joined(separator: ", "))
        let tally = Differential.run(sources, relativeTo: directory)
        try Differential.skipIfParserMissing(tally)
        if let output = ProcessInfo.processInfo.environment["MODELGEN_REAL_REPORT"] {
            // Every disagreement (the printed report stops at 200), for triage.
            try tally.disagreements.map(\.description).joined(separator: "\n")
                .write(toFile: output, atomically: true, encoding: .utf8)
        }
        Differential.report(tally, label: "real sources (\(folder))")
    }

    private func checkCorpus(seed: Int, files: Int = 500) throws {
        let directory = try Corpus.generate(files: files, seed: seed)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try Corpus.swiftFiles(in: directory)
        XCTAssertEqual(sources.count, files)
        let tally = Differential.run(sources, relativeTo: directory)
        try Differential.skipIfParserMissing(tally)
        Differential.report(tally, label: "corpus seed \(seed)")
    }
}
