import Foundation
import XCTest
@testable import modelgen

/// The shipped templates, run over Examples/Models, reproduce the checked-in Examples/Generated and the
/// inline regions of the example classes byte for byte (what `modelgen --check` proves in CI), so the
/// end-to-end tests compile what the templates really produce.
final class EndToEndExamplesTests: XCTestCase {
    func testShippedTemplatesReproduceCheckedInExamples() throws {
        try requireWorkingParser()
        let status = GenerateCommand.run([
            "--sources", EndToEnd.path("Examples/Models"),
            "--templates", EndToEnd.path("Templates"),
            "--output", EndToEnd.path("Examples/Generated"),
            "--check", "--disable-cache", "--quiet",
        ])
        XCTAssertEqual(status, 0, "Examples/Generated is stale: run `swift run modelgen` and commit the result")
    }

    func testEveryExampleTemplateHasCheckedInOutput() throws {
        let generated = try EndToEnd.swiftFiles(in: "Examples/Generated").map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(generated, ["AutoCodable.generated.swift", "AutoCodableSupport.generated.swift",
                                   "AutoMappable.generated.swift"])
    }
}
