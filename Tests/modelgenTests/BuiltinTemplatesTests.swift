import Foundation
import XCTest
@testable import modelgen

/// The templates embedded in the binary must be exactly the files in Templates/.
final class BuiltinTemplatesTests: XCTestCase {
    func testEmbeddedCopiesEqualTheTemplatesFolder() throws {
        let folder = EndToEnd.path("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }.sorted()
        XCTAssertEqual(BuiltinTemplates.sources.keys.sorted(), files.map { String($0.dropLast(".stencil".count)) },
                       "embedded template names differ from Templates/: run `make embed-templates`")
        XCTAssertEqual(BuiltinTemplates.names, ["AutoCodable", "AutoMappable"], "partials (`_…`) are not listed")
        for file in files {
            let name = String(file.dropLast(".stencil".count))
            let onDisk = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            XCTAssertTrue(BuiltinTemplates.sources[name] == onDisk,
                          "embedded \(name) differs from Templates/\(file): run `make embed-templates`")
        }
    }

    func testEmbeddedSupportFilesEqualTheTemplatesFolder() throws {
        let folder = EndToEnd.path("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(BuiltinTemplates.supportFiles.keys.sorted(), files)
        XCTAssertEqual(files, ["AutoCodableConversion.swift", "AutoCodableDecoding.swift", "AutoCodableEncoding.swift",
                               "AutoCodableStrategies.swift", "AutoCodableSupport.swift"])
        for file in files {
            let onDisk = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            XCTAssertTrue(BuiltinTemplates.supportFiles[file] == onDisk,
                          "embedded \(file) differs from Templates/\(file): run `make embed-templates`")
        }
    }

    /// A shipped template copied alone into a project folder still includes its support code.
    func testCopiedTemplateIncludesTheBuiltinSupportFile() throws {
        try requireWorkingParser()
        let sandbox = try GenerationSandbox()
        let template = try sandbox.write("Templates/MyCodable.stencil", BuiltinTemplates.sources["AutoCodable"] ?? "")
        let source = try sandbox.write("Sources/Point.swift", "protocol AutoCodable {}\nstruct Point: AutoCodable { let x: Int }\n"
            + "enum Light: AutoCodable { case on, off(reason: String) }\n")
        let result = try Generator.run(sandbox.input(sources: [source], templates: [template]))
        let text = result.rendered.first?.text ?? ""
        for file in BuiltinTemplates.supportFiles.keys {
            XCTAssertTrue(text.contains(BuiltinTemplates.supportFiles[file] ?? "<none>"), file)
        }
        // The enum macros come from the built-in partial `_AutoCodableEnums.stencil`.
        XCTAssertTrue(text.contains("extension Light: Codable {\n    init(from decoder: any Decoder) throws {\n"), text)
        XCTAssertEqual(result.rendered.first?.dependencies, [template])
    }

    func testMissingIncludeThatIsNoSupportFileStillFails() throws {
        try requireWorkingParser()
        let sandbox = try GenerationSandbox()
        let template = try sandbox.write("Templates/T.stencil", "{% include \"Nothing.swift\" %}")
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [], templates: [template]))) { error in
            XCTAssertEqual("\(error)", "\(template):1:4: error: Template named `Nothing.swift` does not exist\n{% include \"Nothing.swift\" %}\n   ^~~~~~~~~~~~~~~~~~~~~~~")
        }
    }

    func testBuiltinEntryExpandsToEveryTemplate() throws {
        let files = try FileCollector.collect(PathSelection(include: ["builtin"]), fileExtension: "stencil", role: "templates")
        XCTAssertEqual(files, BuiltinTemplates.names.map { "builtin:" + $0 })
    }

    func testSummaryIsTheFirstCommentLine() {
        XCTAssertEqual(BuiltinTemplates.summary(of: "AutoCodable").isEmpty, false)
        XCTAssertFalse(BuiltinTemplates.summary(of: "AutoCodable").hasPrefix("AutoCodable:"))
    }
}
