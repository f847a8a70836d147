import Foundation
import XCTest

/// A run's memory grows with its input by a bounded multiple (docs/safety.md, "Memory grows with
/// the input"): the real binary on one dense 12 MB source, its peak read from the `--verbose` line
/// the binary prints from its own VmHWM (a child's `ru_maxrss` would count the test process too).
final class LargeSourceMemoryEndToEndTests: XCTestCase {
    /// One documented, annotated model of six properties, as a dense source repeats it.
    static func model(_ number: Int) -> String {
        """
        /// A model number \(number), documented.
        // sourcery: AutoCodable
        public struct Model\(number): Codable, Equatable {
            /// The identifier of the model.
            public var id: Int
            /// The name shown to users.
            public let name: String
            /// When it was created, if known.
            public var createdAt: Date?
            /// Tags attached to it.
            public var tags: [String] = []
            /// Extra values by key.
            public var extras: [String: Int]
            // sourcery: skip
            public var cache: Model\(number)Cache? = nil
            public var isEmpty: Bool { tags.isEmpty && extras.isEmpty }
        }


        """
    }

    /// The dense source of about 12 MB and how many models it holds.
    static func denseSource() -> (text: String, count: Int) {
        var source = ""
        var count = 0
        while source.utf8.count < 12_000_000 {
            source += model(count)
            count += 1
        }
        return (source, count)
    }

    /// Runs the binary on `source` with one template and returns its peak (kB) and the project.
    private func peakKilobytes(source: String, template: String) throws -> (kilobytes: Int, project: ProjectFolder) {
        let project = try ProjectFolder()
        try project.write("S/Models.swift", source)
        try project.write("T/Names.stencil", template)
        let result = try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--disable-cache", "--verbose"],
                                            in: project.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        let line = try XCTUnwrap(result.stdout.components(separatedBy: "\n").last { $0.hasPrefix("modelgen: peak memory ") })
        let kilobytes = try XCTUnwrap(Int(line.dropFirst("modelgen: peak memory ".count).dropLast(" kB".count)), line)
        return (kilobytes, project)
    }

    func testADenseTwelveMegabyteSourcePeaksUnderSevenAndAHalfTimesItsSize() throws {
        #if !os(Linux)
        throw XCTSkip("the peak is read from /proc (VmHWM)")
        #else
        guard ModelgenBinary.path != nil else { throw XCTSkip("modelgen binary not built") }
        let (source, count) = Self.denseSource()
        let run = try peakKilobytes(
            source: source,
            template: "{% for t in types.all %}{{ t.name }}:{% for v in t.storedVariables %} {{ v.name }}{% endfor %}\n{% endfor %}")
        let output = try XCTUnwrap(run.project.read("O/Names.generated.swift"))
        // Every model, in name order (`Model10` before `Model2`).
        let lines = output.components(separatedBy: "\n").filter { $0.hasPrefix("Model") }
        XCTAssertEqual(lines.count, count)
        XCTAssertEqual(lines.first, "Model0: id name createdAt tags extras cache")
        XCTAssertTrue(lines.contains("Model\(count - 1): id name createdAt tags extras cache"))
        // The peak is at the end of the render, little above the parse's, as no property's
        // template object is kept; the bound leaves room for the allocator's variation between
        // runs and for the debug build (measurements in docs/performance.md).
        let multiple = Double(run.kilobytes * 1024) / Double(source.utf8.count)
        XCTAssertLessThan(multiple, 7.5, "peak \(run.kilobytes) kB for \(source.utf8.count) bytes of source")
        #endif
    }

    /// With a template that reads nothing, the peak is the parse's: the file's declarations beside
    /// its source, tokens and annotation index, its comments already given back.
    func testADenseTwelveMegabyteSourceParsesUnderSevenTimesItsSize() throws {
        #if !os(Linux)
        throw XCTSkip("the peak is read from /proc (VmHWM)")
        #else
        guard ModelgenBinary.path != nil else { throw XCTSkip("modelgen binary not built") }
        let (source, _) = Self.denseSource()
        let run = try peakKilobytes(source: source, template: "x")
        XCTAssertEqual(run.project.read("O/Names.generated.swift")?.components(separatedBy: "\n").last, "x")
        // A large file gives its comments and tokens back once its declarations no longer need
        // them, so the peak stays below what they would add (measurements in docs/performance.md).
        let multiple = Double(run.kilobytes * 1024) / Double(source.utf8.count)
        XCTAssertLessThan(multiple, 7.0, "peak \(run.kilobytes) kB for \(source.utf8.count) bytes of source")
        #endif
    }
}
