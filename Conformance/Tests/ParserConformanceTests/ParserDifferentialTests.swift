import Foundation
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
