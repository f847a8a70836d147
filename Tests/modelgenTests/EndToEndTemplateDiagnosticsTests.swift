import Foundation
import XCTest
@testable import modelgen

/// The shipped templates turn annotation mistakes into #error / #warning lines at the type, so the Swift
/// compiler reports them in words instead of as a confusing error inside generated code.
final class EndToEndTemplateDiagnosticsTests: XCTestCase {
    private static let mistakes = """
    protocol AutoCodable {}
    protocol AutoMappable {}

    // sourcery: keyStyle = "kebab-case"
    struct Broken: AutoCodable, AutoMappable {
        var id: Int = 0
        // sourcery: skip
        var cache: [String]
        // sourcery: transform = "DateTransform()"
        var created: Double = 0
        // sourcery: transformer = "MyTransformer()"
        var updated: Double = 0
    }
    """

    private func render(_ template: String) throws -> String {
        try requireWorkingParser()
        let text = try String(contentsOfFile: EndToEnd.path("Templates/\(template).stencil"), encoding: .utf8)
        return try GenerationSandbox().render(text, sources: ["Broken.swift": Self.mistakes])
    }

    func testAutoCodableReportsAnnotationMistakes() throws {
        let output = try render("AutoCodable")
        XCTAssertTrue(output.contains(#"    #error("Broken.cache is marked `skip` but has no default value: give it one or make it optional")"#), output)
        XCTAssertTrue(output.contains(#"#warning("Broken.created: `transform` is read by AutoMappable; AutoCodable reads `transformer` (a CodableTransformer)")"#), output)
        XCTAssertFalse(output.contains("unknown keyStyle"), "kebab-case is a supported key style")
        XCTAssertFalse(output.contains("Broken.updated:"), "`transformer` is right for AutoCodable")
    }

    func testAutoMappableReportsAnnotationMistakes() throws {
        let output = try render("AutoMappable")
        XCTAssertTrue(output.contains(#"    #error("Broken.cache is marked `skip` but has no default value: give it one or make it optional")"#), output)
        XCTAssertTrue(output.contains(#"#warning("Broken.updated: `transformer` is read by AutoCodable; AutoMappable reads `transform` (an ObjectMapper TransformType)")"#), output)
        XCTAssertFalse(output.contains("Broken.created:"), "`transform` is right for AutoMappable")
    }

    func testCleanModelsHaveNoDiagnostics() throws {
        for name in ["AutoCodable.generated.swift", "AutoCodableSupport.generated.swift", "AutoMappable.generated.swift"] {
            let text = try String(contentsOfFile: EndToEnd.path("Examples/Generated/\(name)"), encoding: .utf8)
            XCTAssertFalse(text.contains("#error") || text.contains("#warning"), name)
        }
    }
}
