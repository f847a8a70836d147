import Foundation
import XCTest
@testable import modelgen

/// `--force-parse EXT` / `forceParse:`: generated files named `*.EXT.swift` are scanned too.
final class ForceParseEndToEndTests: XCTestCase {
    private typealias Fixtures = GenerateCommandFixtures

    func testGeneratedFilesAreScannedOnlyWhenForceParsed() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Models/Extra.generated.swift", "// Generated using Sourcery 2.2.0\nstruct Extra {}\n")
        let names = "Generated/Names.generated.swift"

        let plain = try ModelgenBinary.run(Fixtures.generateArguments, in: project.path)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(project.read(names)?.contains("[\"Pet\", \"User\"]") == true, project.read(names) ?? "")

        let forced = try ModelgenBinary.run(Fixtures.generateArguments + ["--force-parse", "generated"], in: project.path)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(project.read(names)?.contains("[\"Extra\", \"Pet\", \"User\"]") == true, project.read(names) ?? "")

        try project.write(".modelgen.yml", "sources: Models\ntemplates: Templates\noutput: Other\nforceParse: [generated]\n")
        let configured = try ModelgenBinary.run([], in: project.path)
        XCTAssertEqual(configured.status, 0, configured.stderr)
        XCTAssertTrue(project.read("Other/Names.generated.swift")?.contains("\"Extra\"") == true)

        try project.write(".modelgen.yml", "sources: Models\ntemplates: Templates\noutput: Other\nforceParse: {a: b}\n")
        let wrong = try ModelgenBinary.run([], in: project.path)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("'forceParse' must be a word or a list of words"), wrong.stderr)
    }
}
