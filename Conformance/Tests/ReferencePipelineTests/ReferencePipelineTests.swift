import Foundation
import XCTest

/// The benchmark compares modelgen with `reference` (swift-syntax + Stencil, Sourcery's way).
/// That comparison only means something if both produce the same files, so this checks it on
/// a generated corpus with the benchmark templates.
final class ReferencePipelineTests: XCTestCase {
    private var workDirectory: URL!

    override func setUpWithError() throws {
        workDirectory = try Repository.temporaryDirectory("reference")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDirectory)
    }

    private func generateCorpus(files: Int, seed: Int) throws -> URL {
        let sources = workDirectory.appendingPathComponent("sources")
        let python = Tool(executable: URL(fileURLWithPath: "/usr/bin/env"))
        let result = try python.run(["python3", Repository.corpusGenerator, "--files", String(files),
                                     "--out", sources.path, "--seed", String(seed)])
        guard result.status == 0 else {
            throw XCTSkip("corpus generator failed (\(Repository.corpusGenerator)): \(result.standardError)")
        }
        return sources
    }

    private func outputs(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    func testReferenceRendersBenchTemplatesDeterministically() throws {
        let sources = try generateCorpus(files: 50, seed: 11)
        let reference = Tool.built("reference")
        var runs: [[String: Data]] = []
        for run in 0..<2 {
            let output = workDirectory.appendingPathComponent("out\(run)")
            let result = try reference.run(["--sources", sources.path, "--templates", Repository.benchTemplates.path,
                                            "--output", output.path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardError.contains("reference: parse+compose"), "timings on stderr")
            runs.append(try outputs(in: output))
        }
        XCTAssertEqual(Set(runs[0].keys), ["AutoCodable.generated.swift", "AutoMappable.generated.swift"])
        XCTAssertEqual(runs[0], runs[1], "same input, same bytes")
        let codable = String(decoding: runs[0]["AutoCodable.generated.swift"]!, as: UTF8.self)
        XCTAssertTrue(codable.contains("enum CodingKeys: String, CodingKey {"))
        XCTAssertFalse(codable.contains("\n\n\n"), "Sourcery's post-processing leaves no double blank lines")
        XCTAssertFalse(codable.contains("\u{B}"), "blank-line marks are removed")
    }

    func testReferenceRejectsBadUsage() throws {
        let result = try Tool.built("reference").run(["--sources"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("usage: reference"), result.standardError)
    }

    func testReferenceAndModelgenWriteIdenticalFiles() throws {
        let modelgen = Tool.built("modelgen")
        guard modelgen.exists else { throw XCTSkip("modelgen was not built beside the tests") }
        let sources = try generateCorpus(files: 50, seed: 5)
        // The benchmark templates, then a dump of every composed type and variable (kind, access,
        // inheritance, implements, type names, optionality, access levels, defaults, annotations).
        let composedView = Repository.root.appendingPathComponent("Conformance/Fixtures/ComposedView")
        for (label, templates) in [("bench", Repository.benchTemplates), ("composed", composedView)] {
            let ours = workDirectory.appendingPathComponent("modelgen-\(label)")
            let generated = try modelgen.run(["--sources", sources.path, "--templates", templates.path,
                                              "--output", ours.path, "--disable-cache", "--quiet"])
            XCTAssertEqual(generated.status, 0, "modelgen failed: \(generated.standardError)")

            let theirs = workDirectory.appendingPathComponent("reference-\(label)")
            let referenced = try Tool.built("reference").run(["--sources", sources.path, "--templates", templates.path,
                                                              "--output", theirs.path])
            XCTAssertEqual(referenced.status, 0, referenced.standardError)
            try assertSameFiles(expected: theirs, actual: ours, label: label)
        }
    }

    private func assertSameFiles(expected expectedDirectory: URL, actual actualDirectory: URL, label: String) throws {
        let expected = try outputs(in: expectedDirectory)
        let actual = try outputs(in: actualDirectory)
        XCTAssertFalse(expected.isEmpty, "\(label): reference wrote nothing")
        XCTAssertEqual(Set(actual.keys), Set(expected.keys), "\(label): same generated file names")
        for (name, data) in expected.sorted(by: { $0.key < $1.key }) {
            guard let our = actual[name], our != data else { continue }
            XCTFail("\(label): \(name) differs from reference:\n" + firstDifference(String(decoding: data, as: UTF8.self),
                                                                                   String(decoding: our, as: UTF8.self)))
        }
    }

    /// The first differing line of two texts, with its number, for a readable failure.
    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end of file>"
            let r = index < right.count ? String(right[index]) : "<end of file>"
            if l != r { return "line \(index + 1):\n  reference: \(l)\n  modelgen:  \(r)" }
        }
        return "(only line endings differ)"
    }
}
