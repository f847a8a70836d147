import Foundation
import XCTest
@testable import modelgen

/// Expectations of Sourcery's parser and composer specs (SourceryTests/Parsing/*.swift, and the
/// model specs whose properties come from parsed sources), each
/// ported as a Swift source, a one-line template reading the fields the spec asserts, and the
/// exact text those fields give in Sourcery (Tests/Fixtures/SourcerySpecChecks/<Spec>.json).
/// A case with `difference` records a documented departure: `expected` is modelgen's text,
/// `sourcery` Sourcery's.
final class SourcerySpecCheckTests: SandboxedGenerationTestCase {
    private struct SpecFile: Decodable {
        var spec: String
        var cases: [Case]
    }

    private struct Case: Decodable {
        var name: String
        var source: String
        /// More files beside `Input.swift`, by file name, for expectations that span files.
        var otherSources: [String: String]?
        var template: String
        var expected: String
        var difference: String?
        var sourcery: String?
    }

    /// Renders every case of one fixture file in a sandbox of its own and reports each mismatch by name.
    private func check(_ file: String, expectedCount: Int, line: UInt = #line) throws {
        let path = EndToEnd.path("Tests/Fixtures/SourcerySpecChecks/\(file).json")
        let specFile = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(specFile.cases.count, expectedCount, "cases in \(file).json", line: line)
        XCTAssertEqual(Set(specFile.cases.map(\.name)).count, specFile.cases.count, "case names in \(file).json are unique", line: line)
        for specCase in specFile.cases {
            let sandbox = try GenerationSandbox()
            let sources = (specCase.otherSources ?? [:]).merging(["Input.swift": specCase.source]) { _, input in input }
            let rendered = try sandbox.render(specCase.template, sources: sources, line: line)
            XCTAssertEqual(rendered, specCase.expected, "\(file): \(specCase.name)", line: line)
            if specCase.difference != nil {
                XCTAssertNotNil(specCase.sourcery, "\(file): \(specCase.name) records Sourcery's text", line: line)
            }
        }
    }

    func testComposerSpec() throws { try check("ComposerSpec", expectedCount: 119) }
    func testFileParserSpec() throws { try check("FileParserSpec", expectedCount: 69) }
    func testMethodsSpec() throws { try check("FileParser_MethodsSpec", expectedCount: 38) }
    func testVariableSpec() throws { try check("FileParser_VariableSpec", expectedCount: 81) }
    func testTypeNameSpec() throws { try check("FileParser_TypeNameSpec", expectedCount: 74) }
    func testSubscriptsSpec() throws { try check("FileParser_SubscriptsSpec", expectedCount: 6) }
    func testAssociatedTypeSpec() throws { try check("FileParser_AssociatedTypeSpec", expectedCount: 5) }
    func testProtocolCompositionSpec() throws { try check("FileParser_ProtocolComposition", expectedCount: 2) }
    func testAttributesModifierSpec() throws { try check("FileParser_AttributesModifierSpec", expectedCount: 36) }
    func testAnnotationsParserSpec() throws { try check("AnnotationsParserSpec", expectedCount: 17) }
    func testModelSpecs() throws { try check("Models", expectedCount: 40) }
    func testTypeNameModelSpec() throws { try check("TypeNameSpec", expectedCount: 16) }
    func testTemplateAnnotationsParserSpec() throws { try check("TemplateAnnotationsParserSpec", expectedCount: 2) }
    func testTypedSpec() throws { try check("TypedSpec", expectedCount: 6) }
    func testVerifierSpec() throws { try check("VerifierSpec", expectedCount: 2) }
    func testJeffMustPassTests() throws { try check("JeffMustPassTests", expectedCount: 7) }
}
