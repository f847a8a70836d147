import Foundation
import XCTest
@testable import modelgen

/// `builtin:AutoCodable` / `builtin:AutoMappable` are the shipped templates byte for byte, and render
/// the same output as the files.
final class EndToEndBuiltinTemplatesTests: XCTestCase {
    func testEmbeddedTemplatesEqualTheShippedFiles() throws {
        for name in ["AutoCodable", "AutoMappable"] {
            let file = try String(contentsOfFile: EndToEnd.path("Templates/\(name).stencil"), encoding: .utf8)
            XCTAssertEqual(BuiltinTemplates.sources[name], file,
                           "builtin:\(name) differs from Templates/\(name).stencil: run `make builtin-templates`")
        }
    }

    func testBuiltinTemplateRendersLikeTheFile() throws {
        try requireWorkingParser()
        let sources = try EndToEnd.swiftFiles(in: "Examples/Models") + (try EndToEnd.swiftFiles(in: "Examples/Models/AutoCodable"))
        func render(_ template: String) throws -> String {
            let input = GenerationInput(sourceFiles: sources, templateFiles: [template], arguments: [:],
                                        strict: false, cacheDirectory: nil, verbose: false)
            return try Generator.run(input).rendered.first?.text ?? ""
        }
        let fromFile = try render(EndToEnd.path("Templates/AutoCodable.stencil"))
        let fromBuiltin = try render("builtin:AutoCodable")
        XCTAssertTrue(fromFile.contains("extension User: Codable {"), fromFile)
        XCTAssertEqual(fromBuiltin, fromFile)
    }
}
